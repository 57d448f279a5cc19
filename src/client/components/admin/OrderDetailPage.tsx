import { Link } from 'wouter';
import { api, type ApiOutputs } from '../../lib/api';
import { Icon } from '../content/Icon';
import { CopyButton } from './CopyButton';
import { describeStatus, formatDateTime, formatFileSize, money, PRODUCT_LABELS, purgeNote, sentenceCase, VARIANT_LABELS } from './format';
import { OrderActions } from './OrderActions';
import { Fulfilment } from './OrdersPage';
import { ReviewWorkspace } from './review/ReviewWorkspace';
import { Badge, Card, cell, Empty, Facts, Loaded, Table } from './ui';
import { live } from './useConsoleQuery';

type Detail = ApiOutputs['admin']['orders']['detail'];

export function OrderDetailPage({ orderId }: { orderId: string }) {
  const detail = api.admin.orders.detail.useQuery({ orderId }, live);
  // The review workspace is asked for with the order (one batched request), not after it renders.
  api.admin.review.workspace.usePrefetchQuery({ orderId });
  return (
    <>
      <Link href="/admin/orders" className="mb-4 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline">
        <Icon name="arrowLeft" className="h-4 w-4" />
        Orders
      </Link>
      <Loaded query={detail}>{(data) => <OrderView detail={data} />}</Loaded>
    </>
  );
}

/** The student's reported changes are under the review, far down the page: a line at the top leads there. */
function ReportedNotice({ orderId }: { orderId: string }) {
  const count = api.admin.review.workspace.useQuery({ orderId }, live).data?.reports.length ?? 0;
  if (count === 0) return null;
  return (
    <a href="#reported-changes" className="mb-6 block rounded-xl bg-amber-50 px-4 py-3 text-sm font-semibold text-amber-900 ring-1 ring-amber-300 hover:underline">
      The student reported {count === 1 ? 'a changed date' : `${count} changed dates`}: check {count === 1 ? 'it' : 'them'} under “Reported by the student”.
    </a>
  );
}

function OrderView({ detail }: { detail: Detail }) {
  const { order } = detail;
  return (
    <>
      <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-extrabold tracking-tight text-slate-900">{order.name}</h1>
          <p className="mt-1 break-all font-mono text-xs text-slate-600">{order.id}</p>
        </div>
        <div className="text-right">
          <div className="flex items-center justify-end gap-2">
            <span className="text-xl font-bold text-slate-900">{money(order.amountCents)}</span>
            <Badge status={order.status} />
          </div>
          <Fulfilment fulfilment={detail.fulfilment} />
        </div>
      </div>

      <ReportedNotice orderId={order.id} />

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-start-3 lg:row-start-1">
          <OrderActions detail={detail} />
          {order.uploadUrl && <UploadLinkCard url={order.uploadUrl} open={order.status === 'paid'} />}
        </div>

        <div className="min-w-0 space-y-6 lg:col-span-2 lg:row-start-1">
          <Card title="Buyer">
            <Facts
              items={[
                ['Name', order.name],
                ['Email', <a href={`mailto:${order.email}`} className="font-semibold text-brand-700 underline">{order.email}</a>],
                ['University', order.university ?? '—'],
                ['Phone', order.phone ?? '—'],
                ['Newsletter', order.newsletter ? 'Yes' : 'No'],
              ]}
            />
          </Card>
          <Card title="Purchase">
            <Facts
              items={[
                ['Product', PRODUCT_LABELS[order.product]],
                ['Variant', VARIANT_LABELS[order.variant]],
                ['Amount', `${money(order.amountCents)} ${order.currency.toUpperCase()}`],
                ['Referral code', order.referralCode ?? 'None'],
                ['Career guide', order.product === 'dashboard' ? (order.careerGuide ? 'Included' : 'Not included') : '—'],
                ['Syllabi', order.uploadChoice === 'later' ? 'Later, through the upload link' : order.uploadChoice === 'now' ? 'With the purchase form' : '—'],
                ['Payment', `${sentenceCase(order.gateway)} gateway${order.paymentIntentId ? ` · ${order.paymentIntentId}` : ''}`],
                ['Ordered', formatDateTime(order.createdAt)],
              ]}
            />
            {detail.essay && (
              <p className="border-t border-slate-100 px-5 py-3 text-sm text-slate-600">
                Essay of {detail.essay.wordCount} words:{' '}
                <Link href="/admin/essays" className="font-semibold text-brand-700 underline">
                  read it and send feedback
                </Link>
                .
              </p>
            )}
          </Card>
        </div>
      </div>
      <div className="mt-6 space-y-6">
        {order.product === 'dashboard' && (
          <>
            <ReviewWorkspace orderId={order.id} />
            <FilesCard detail={detail} />
          </>
        )}
        <EmailsCard emails={detail.emails} />
        <HistoryCard history={detail.history} />
      </div>
    </>
  );
}

function UploadLinkCard({ url, open }: { url: string; open: boolean }) {
  return (
    <Card title="Private upload link">
      <div className="space-y-3 px-5 py-4">
        <p className="break-all rounded-xl bg-slate-50 px-3 py-2 font-mono text-xs text-slate-800 ring-1 ring-slate-200">{url}</p>
        <p className="text-sm text-slate-600">{open ? 'Accepting files until the order is delivered.' : 'No longer accepts files.'}</p>
        <div className="flex flex-wrap gap-2">
          <CopyButton value={url} label="Copy link" />
          <a href={url} target="_blank" rel="noopener" className="inline-flex items-center rounded-lg px-3 py-2 text-sm font-semibold text-brand-700 hover:underline">
            Open as the buyer
          </a>
        </div>
      </div>
    </Card>
  );
}

const OPENS_IN_BROWSER = new Set(['application/pdf', 'text/plain']);

function FilesCard({ detail }: { detail: Detail }) {
  const status = detail.order.status;
  return (
    <Card title={`Files (${detail.files.length})`}>
      {detail.files.length === 0 ? (
        <Empty>{detail.order.uploadChoice === 'later' ? 'No syllabi yet: they arrive through the private upload link.' : 'No syllabi came with the purchase form.'}</Empty>
      ) : (
        <Table label="Files" head={['File', 'Size', 'Received', 'Retention']}>
          {detail.files.map((file) => (
            <tr key={file.id}>
              <td className={cell}>
                <div className="font-semibold text-slate-900">{file.name}</div>
                <div className="text-xs text-slate-600">{file.via === 'staff' ? 'Added by staff' : `Via the ${file.via}`}</div>
                {!file.deletedAt && (
                  <div className="mt-1 flex gap-3 text-sm">
                    {OPENS_IN_BROWSER.has(file.mimeType) && (
                      <a href={`/api/admin/files/${file.id}/?inline=1`} target="_blank" rel="noopener" className="font-semibold text-brand-700 underline">
                        Open
                      </a>
                    )}
                    <a href={`/api/admin/files/${file.id}/`} download className="font-semibold text-brand-700 underline">
                      Download
                    </a>
                  </div>
                )}
              </td>
              <td className={`${cell} whitespace-nowrap`}>{formatFileSize(file.sizeBytes)}</td>
              <td className={`${cell} whitespace-nowrap`}>{formatDateTime(file.receivedAt)}</td>
              <td className={cell}>{purgeNote(file, status)}</td>
            </tr>
          ))}
        </Table>
      )}
      <p className="border-t border-slate-100 px-5 py-3 text-xs text-slate-600">
        Syllabi are deleted when the order is delivered, and in any case {detail.retentionDays} days after they arrive.
      </p>
    </Card>
  );
}

function EmailsCard({ emails }: { emails: Detail['emails'] }) {
  return (
    <Card title={`Emails (${emails.length})`}>
      {emails.length === 0 ? (
        <Empty>No emails for this order yet.</Empty>
      ) : (
        <Table label="Emails of this order" head={['Email', 'To', 'Status', 'Queued']}>
          {emails.map((email) => (
            <tr key={email.id}>
              <td className={cell}>
                <Link href={`/admin/outbox?email=${email.id}`} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
                  {email.subject}
                </Link>
                <div className="text-xs text-slate-600">{describeStatus(email.purpose)}</div>
              </td>
              <td className={cell}>{email.to}</td>
              <td className={cell}>
                <Badge status={email.status} />
              </td>
              <td className={`${cell} whitespace-nowrap`}>{formatDateTime(email.createdAt)}</td>
            </tr>
          ))}
        </Table>
      )}
    </Card>
  );
}

function HistoryCard({ history }: { history: Detail['history'] }) {
  return (
    <Card title="Status history">
      <ol className="space-y-4 px-5 py-4">
        {history.map((event) => (
          <li key={event.id} className="flex gap-3">
            <span className="mt-1.5 h-2.5 w-2.5 shrink-0 rounded-full bg-brand-500" aria-hidden="true" />
            <div className="min-w-0">
              <p className="text-sm font-semibold text-slate-900">
                {describeStatus(event.status)}{' '}
                <span className="font-normal text-slate-600">
                  · {formatDateTime(event.at)}
                  {event.actor && ` · ${event.actor}`}
                </span>
              </p>
              {event.note && <p className="break-words text-sm text-slate-600">{event.note}</p>}
            </div>
          </li>
        ))}
      </ol>
    </Card>
  );
}
