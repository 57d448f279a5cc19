import { Dialog } from 'radix-ui';
import { Link } from 'wouter';
import { api } from '../../lib/api';
import { describeStatus, formatDateTime, relativeTime } from './format';
import { SearchField, SelectField } from './SearchField';
import { Alert, Badge, Card, cell, ErrorNote, Facts, Loaded, PageTitle, Pager, smallPrimary, smallSecondary, Table } from './ui';
import { live, oneOf, useQueryFilters } from './useConsoleQuery';
import { useStaffAction } from './useStaffAction';

const STATUSES = ['queued', 'sent', 'kept', 'failed'] as const;

export function OutboxPage() {
  const { values, page, update } = useQueryFilters(['q', 'status', 'email'] as const);
  const status = oneOf(STATUSES, values.status);
  const emails = api.admin.outbox.list.useQuery({ search: values.q, status, page }, live);
  const openId = Number(values.email) || null;

  return (
    <>
      <PageTitle
        title="Outbox"
        description="Every email Syl sends, newest first. Failed sends are retried for a few hours; send one again once the problem is fixed."
      />
      <Card>
        <div className="flex flex-col gap-4 border-b border-slate-100 px-5 py-4 sm:flex-row sm:flex-wrap sm:items-end">
          <SearchField label="Search" value={values.q} placeholder="Recipient or subject" onSearch={(q) => update({ q })} />
          <SelectField
            label="Status"
            value={status ?? ''}
            options={[['', 'All statuses'], ...STATUSES.map((option): [typeof option, string] => [option, describeStatus(option)])]}
            onChange={(value) => update({ status: value })}
          />
        </div>
        <Loaded bare query={emails} empty={(data) => data.emails.length === 0 && (values.q || status ? 'No email matches these filters.' : 'No emails yet.')}>
          {(data) => (
            <>
              <Table label="Emails" head={['Email', 'To', 'Status', 'Attempts', 'Queued']}>
                {data.emails.map((email) => (
                  <tr key={email.id} className="hover:bg-slate-50">
                    <td className={cell}>
                      <button type="button" onClick={() => update({ email: email.id, page })} className="text-left font-semibold text-brand-700 underline-offset-2 hover:underline">
                        {email.subject}
                      </button>
                      <div className="text-xs text-slate-600">{describeStatus(email.purpose)}</div>
                    </td>
                    <td className={cell}>{email.to}</td>
                    <td className={cell}>
                      <Badge status={email.status} />
                      {email.lastError && <div className="mt-1 max-w-56 truncate text-xs text-rose-700" title={email.lastError}>{email.lastError}</div>}
                    </td>
                    <td className={cell}>{email.attempts}</td>
                    <td className={`${cell} whitespace-nowrap`} title={formatDateTime(email.createdAt)}>
                      {relativeTime(email.createdAt)}
                    </td>
                  </tr>
                ))}
              </Table>
              <Pager page={page} pageSize={data.pageSize} total={data.total} onPage={(next) => update({ page: next })} />
            </>
          )}
        </Loaded>
      </Card>
      <EmailViewer emailId={openId} onClose={() => update({ email: '', page })} />
    </>
  );
}

function EmailViewer({ emailId, onClose }: { emailId: number | null; onClose: () => void }) {
  const email = api.admin.outbox.get.useQuery({ emailId: emailId ?? 0 }, { ...live, enabled: emailId !== null });
  const resend = api.admin.outbox.resend.useMutation();
  const act = useStaffAction();
  return (
    <Dialog.Root open={emailId !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <Dialog.Content className="fixed inset-x-2 top-4 bottom-4 z-50 mx-auto flex max-w-2xl flex-col overflow-hidden rounded-2xl bg-white shadow-xl sm:inset-x-6 sm:top-10 sm:bottom-10">
          <div className="flex items-start justify-between gap-4 border-b border-slate-100 px-5 py-4">
            <Dialog.Title className="text-lg font-bold text-slate-900">{email.data?.subject ?? 'Email'}</Dialog.Title>
            <Dialog.Close aria-label="Close" className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900">
              <svg aria-hidden="true" viewBox="0 0 20 20" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
                <path d="M5 5l10 10M15 5L5 15" />
              </svg>
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">The email as it was sent, with its delivery status.</Dialog.Description>
          <div className="min-h-0 flex-1 overflow-y-auto">
            <Loaded bare query={email}>
              {(data) => (
                <>
                  <Facts
                    items={[
                      ['To', data.to],
                      ['Status', <Badge status={data.status} />],
                      ['Queued', formatDateTime(data.createdAt)],
                      ['Sent', data.sentAt ? formatDateTime(data.sentAt) : data.nextAttemptAt ? `Next attempt ${relativeTime(data.nextAttemptAt)}` : '—'],
                      ['Attempts', String(data.attempts)],
                      ['Order', data.orderId ? <Link href={`/admin/orders/${data.orderId}`} className="font-semibold text-brand-700 underline">{data.orderId}</Link> : '—'],
                    ]}
                  />
                  {data.lastError && <Alert className="mx-5">Last error: {data.lastError}</Alert>}
                  {resend.isError && <ErrorNote error={resend.error} />}
                  <pre className="m-5 whitespace-pre-wrap break-words rounded-xl bg-slate-50 p-4 font-sans text-sm leading-relaxed text-slate-800 ring-1 ring-slate-200">{data.text}</pre>
                </>
              )}
            </Loaded>
          </div>
          <div className="flex justify-end gap-2 border-t border-slate-100 px-5 py-3">
            <Dialog.Close asChild>
              <button type="button" className={smallSecondary}>
                Close
              </button>
            </Dialog.Close>
            {emailId !== null && email.data && (
              <button type="button" className={smallPrimary} disabled={resend.isPending} onClick={() => void act(() => resend.mutateAsync({ emailId })).catch(() => undefined)}>
                {resend.isPending ? 'Queueing…' : 'Send again'}
              </button>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
