import { api } from '../../../lib/api';
import { ActionDialog } from '../ActionDialog';
import { CopyButton } from '../CopyButton';
import { formatDateTime } from '../format';
import { Card } from '../ui';
import { useStaffAction } from '../useStaffAction';
import { useReview } from './context';
import { plural, publishBlocker } from './rules';

/** Replacing the link asks first: the student's current link stops at once. */
const REVOKE = {
  trigger: { label: 'Revoke link and send a new one', look: 'danger' },
  title: 'Replace the dashboard link?',
  description: 'The link the student has stops working at once, and they get an email with a new one. Do this when the link reached someone it should not have.',
  confirmLabel: 'Revoke and send a new link',
  danger: true,
} as const;

/** How far review is, publishing, and the student's link once there is one. */
export function PublishCard() {
  const { orderId, workspace } = useReview();
  const act = useStaffAction();
  const publish = api.admin.review.publish.useMutation();
  const revoke = api.admin.review.revokeLink.useMutation();
  const { progress, dashboard } = workspace;
  const blocker = publishBlocker(workspace);
  const ready = workspace.canPublish && blocker === null;
  const { linesToCheck } = progress;
  const undecided = linesToCheck > 0 ? ` ${plural(linesToCheck, 'dated line')} of the syllabi ${linesToCheck === 1 ? 'is' : 'are'} still to check: publishing now leaves ${linesToCheck === 1 ? 'it' : 'them'} off the calendar, and the order’s history records that you did.` : '';

  return (
    <Card title="Review and publish">
      <div className="flex flex-wrap items-center justify-between gap-4 px-5 py-4">
        <div>
          <p className="text-sm font-semibold text-slate-900" aria-live="polite">
            {plural(progress.items, 'item')} · {progress.confirmed} confirmed · {progress.flagged} flagged · {plural(linesToCheck, 'dated line')} to check
          </p>
          <p className="mt-1 text-sm text-slate-600">
            {ready ? (linesToCheck > 0 ? 'Ready once every dated line is decided; publishing before asks you to confirm.' : 'Ready: the dashboard shows the confirmed items.') : (blocker ?? 'Not ready to publish yet')}
          </p>
        </div>
        <ActionDialog
          trigger={{ label: dashboard ? 'Publish again' : 'Publish', look: 'primary', disabled: !ready }}
          title={linesToCheck > 0 ? `Publish with ${plural(linesToCheck, 'dated line')} to check?` : dashboard ? 'Publish the corrections?' : 'Publish the dashboard?'}
          description={
            (dashboard
              ? 'The student’s dashboard and calendar change to the confirmed items as they are now. If a date moved, they get a short email saying which.'
              : 'The student gets an email with the private link to their dashboard, the order is marked delivered, and the syllabus files are deleted (what was read from them stays).') + undecided
          }
          confirmLabel={linesToCheck > 0 ? `Publish with ${plural(linesToCheck, 'line')} to check` : dashboard ? 'Publish again' : 'Publish and email the student'}
          onConfirm={() => act(() => publish.mutateAsync({ orderId, ...(linesToCheck > 0 && { linesToCheck }) }))}
        />
      </div>
      {workspace.warnings.length > 0 && (
        <div className="border-t border-slate-100 px-5 py-3">
          <h3 className="text-sm font-bold text-slate-900">Before publishing</h3>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-amber-900">
            {workspace.warnings.map((warning) => (
              <li key={warning} className="break-words">
                {warning}
              </li>
            ))}
          </ul>
        </div>
      )}
      {dashboard && (
        <div className="space-y-3 border-t border-slate-100 px-5 py-4">
          <p className="text-sm font-semibold text-slate-900">The student’s dashboard</p>
          {dashboard.url ? (
            <a href={dashboard.url} target="_blank" rel="noopener" className="block break-all rounded-xl bg-slate-50 px-3 py-2 font-mono text-xs text-brand-700 underline ring-1 ring-slate-200">
              {dashboard.url}
            </a>
          ) : (
            <p className="text-sm text-slate-600">The link cannot be shown: it was sealed under another server key. Revoke it to send the student a new one.</p>
          )}
          <p className="text-sm text-slate-600">
            Published {dashboard.publications === 1 ? 'once' : `${dashboard.publications} times`}, last by {dashboard.publishedBy} on {formatDateTime(dashboard.publishedAt)}. Link
            issued {formatDateTime(dashboard.linkIssuedAt)}.
          </p>
          <div className="flex flex-wrap gap-2">
            {dashboard.url && (
              <>
                <a href={dashboard.url} target="_blank" rel="noopener" className="inline-flex items-center rounded-lg px-3 py-2 text-sm font-semibold text-brand-700 hover:underline">
                  Open the dashboard
                </a>
                <CopyButton value={dashboard.url} label="Copy link" />
              </>
            )}
            <ActionDialog {...REVOKE} onConfirm={() => act(() => revoke.mutateAsync({ orderId }))} />
          </div>
        </div>
      )}
    </Card>
  );
}
