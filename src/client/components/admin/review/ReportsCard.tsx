import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { dismissReportInput } from '../../../../shared/schemas/review';
import { api } from '../../../lib/api';
import { formatClock, formatDateTime, formatDay } from '../format';
import { Card, inputClass, smallPrimary, smallSecondary } from '../ui';
import { firstProblem } from './cells';
import { InlineFormEnd } from './Field';
import { useReview } from './context';
import { plural, type Workspace } from './rules';

type Report = Workspace['reports'][number];

const when = (date: { date: string; time: string | null }) => `${formatDay(date.date)}${date.time ? ` at ${formatClock(date.time)}` : ''}`;

/**
 * Dates the student reported as changed since the dashboard was published. Staff correct the item
 * (here with "Use this date", or in the table) and publish again, which resolves the report; or they
 * keep the date and dismiss the report with a reason.
 */
export function ReportsCard() {
  const { workspace } = useReview();
  const { reports } = workspace;
  if (reports.length === 0) return null;
  return (
    <Card title={`Reported by the student: ${plural(reports.length, 'change')}`} className="scroll-mt-6 ring-2 ring-amber-300" id="reported-changes">
      <p className="px-5 pt-4 text-sm text-slate-600">Correct the item and publish again: that resolves the report, and the student gets the usual email about moved dates. If the date stays, dismiss the report with a reason.</p>
      <ul className="divide-y divide-slate-100">
        {reports.map((report) => (
          <ReportRow key={report.id} report={report} />
        ))}
      </ul>
    </Card>
  );
}

function ReportRow({ report }: { report: Report }) {
  const { workspace, edits } = useReview();
  const [dismissing, setDismissing] = useState(false);
  const item = workspace.items.find((one) => one.id === report.itemId);
  const applied = item !== undefined && item.date === report.reported.date && (report.reported.time === null || item.time === report.reported.time);
  const useReported = () => item && edits.update(item, { date: report.reported.date, ...(report.reported.time && { time: report.reported.time }) });

  return (
    <li className="space-y-2 px-5 py-4" aria-label={`Reported change: ${report.title}`}>
      <p className="break-words text-sm font-semibold text-slate-900">
        {report.title} <span className="font-normal text-slate-600">· {report.course}</span>
      </p>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-slate-600">Dashboard shows</dt>
        <dd className="text-slate-900">{when(report.shown)}</dd>
        <dt className="text-slate-600">Student says</dt>
        <dd className="font-semibold text-amber-900">{when(report.reported)}</dd>
        {report.note && (
          <>
            <dt className="text-slate-600">Note</dt>
            <dd className="whitespace-pre-line break-words text-slate-900">{report.note}</dd>
          </>
        )}
        <dt className="text-slate-600">Reported</dt>
        <dd className="text-slate-900">{formatDateTime(report.reportedAt)}</dd>
      </dl>
      {dismissing ? (
        <DismissForm report={report} onDone={() => setDismissing(false)} />
      ) : (
        <div className="flex flex-wrap items-center gap-2">
          {item && !applied && (
            <button type="button" className={smallPrimary} onClick={useReported}>
              Use this date
            </button>
          )}
          {applied && <p className="text-sm font-semibold text-emerald-700">The item has this date now: publish again to resolve the report.</p>}
          <button type="button" className={smallSecondary} onClick={() => setDismissing(true)}>
            Dismiss…
          </button>
        </div>
      )}
    </li>
  );
}

/** Why the date stays as published; Escape cancels. */
function DismissForm({ report, onDone }: { report: Report; onDone: () => void }) {
  const { orderId, perform } = useReview();
  const dismiss = api.admin.review.dismissReport.useMutation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  useEffect(() => input.current?.focus(), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = dismissReportInput.safeParse({ orderId, reportId: report.id, reason });
    if (!parsed.success) return setError(firstProblem(parsed.error.issues, { reason: 'Reason' }));
    if (await perform(() => dismiss.mutateAsync(parsed.data))) onDone();
  }

  return (
    <form onSubmit={submit} onKeyDown={(event) => event.key === 'Escape' && onDone()} noValidate className="flex flex-wrap items-end gap-2" aria-label={`Dismiss the report on ${report.title}`}>
      <label htmlFor={`${id}-reason`} className="w-full text-xs font-semibold text-slate-800">
        Why does the date stay as it is?
      </label>
      <input id={`${id}-reason`} ref={input} value={reason} onChange={(event) => setReason(event.target.value)} maxLength={200} autoComplete="off" className={`${inputClass} min-w-0 flex-1`} />
      <InlineFormEnd action="Dismiss the report" pending={dismiss.isPending} onCancel={onDone} error={error} />
    </form>
  );
}
