import { useContext, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { formatDay } from '../../../shared/calendarDay';
import { restated } from '../../../shared/calendarEvent';
import { REPORT_NOTE_LIMIT } from '../../../shared/items';
import type { ReportFields } from '../../lib/dashboard/load';
import type { DashboardItem } from '../../lib/dashboard/model';
import { buttonPrimary, buttonSecondary } from '../ui/buttons';
import { fieldClass } from './fields';
import { StudentTimeZoneContext, useStudentClock } from './studentTimeZone';

interface ReportChangeDialogProps {
  item: DashboardItem;
  /** The zone the item's time is stated in, and the report's must be. */
  courseZone: string;
  /** Sends the report; answers the server's thanks, or rejects with its message. */
  onReport: (fields: ReportFields) => Promise<string>;
  onClose: () => void;
}

type SendState = { kind: 'editing' | 'sending' } | { kind: 'failed'; message: string } | { kind: 'sent'; message: string };

/**
 * The "Report a change" form, in the browser's own modal <dialog>: the new date, an optional time and
 * a note. A time shows and is typed in the student's zone, as the dashboard shows times, and is sent
 * in the course's, as staff check it.
 */
export default function ReportChangeDialog({ item, courseZone, onReport, onClose }: ReportChangeDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  const studentZone = useContext(StudentTimeZoneContext) ?? courseZone;
  const clock = useStudentClock();
  const shownAt = item.time ? restated(item.date, item.time, courseZone, studentZone) : { date: item.date, time: '' };
  const [date, setDate] = useState(shownAt.date);
  const [time, setTime] = useState(shownAt.time);
  const [note, setNote] = useState('');
  const [state, setState] = useState<SendState>({ kind: 'editing' });
  useEffect(() => {
    if (!dialog.current?.open) dialog.current?.showModal();
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!date) return setState({ kind: 'failed', message: 'Choose the new date.' });
    setState({ kind: 'sending' });
    try {
      const stated = time ? restated(date, time, studentZone, courseZone) : { date, time: null };
      setState({ kind: 'sent', message: await onReport({ ...stated, note }) });
    } catch (failure) {
      setState({ kind: 'failed', message: (failure as Error).message });
    }
  };
  const shown = item.time ? clock(item.date, item.time, courseZone, { withDay: true }) : formatDay(item.date);

  return (
    <dialog
      ref={dialog}
      onClose={onClose}
      aria-labelledby={`${id}-title`}
      // Opened from a to-do row, it must not take the row's bold type or alignment.
      className="m-auto max-h-[calc(100%-2rem)] text-left font-normal w-[calc(100%-2rem)] max-w-md overflow-y-auto rounded-2xl bg-white p-5 shadow-2xl backdrop:bg-slate-900/60 sm:p-6"
    >
      <h2 id={`${id}-title`} className="text-lg font-extrabold text-slate-900">
        Report a change
      </h2>
      <p className="mt-1 break-words text-sm text-slate-600">
        <span className="font-semibold text-slate-800">{item.title}</span> is on your dashboard for {shown}. If your course moved it, tell us the new date: the Syl team checks it and updates your dashboard.
      </p>
      {state.kind === 'sent' ? (
        <div className="mt-4 space-y-4">
          <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm font-semibold text-emerald-800">
            {state.message}
          </p>
          <div className="flex justify-end">
            <button type="button" autoFocus onClick={() => dialog.current?.close()} className={`${buttonPrimary} px-4 py-2 text-sm`}>
              Close
            </button>
          </div>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="mt-4 space-y-4">
          <div className="grid gap-3 sm:grid-cols-2">
            <div>
              <label htmlFor={`${id}-date`} className="block text-sm font-semibold text-slate-800">
                New date
              </label>
              <input id={`${id}-date`} type="date" required value={date} onChange={(event) => setDate(event.target.value)} className={fieldClass} />
            </div>
            <div>
              <label htmlFor={`${id}-time`} className="block text-sm font-semibold text-slate-800">
                New time (optional)
              </label>
              <input id={`${id}-time`} type="time" value={time} onChange={(event) => setTime(event.target.value)} className={fieldClass} />
            </div>
          </div>
          <div>
            <label htmlFor={`${id}-note`} className="block text-sm font-semibold text-slate-800">
              What changed? (optional)
            </label>
            <textarea
              id={`${id}-note`}
              rows={3}
              maxLength={REPORT_NOTE_LIMIT}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              placeholder="Announced in class on Monday"
              aria-describedby={`${id}-count`}
              className={fieldClass}
            />
            <p id={`${id}-count`} className="mt-1 text-right text-xs text-slate-600">
              {note.length} / {REPORT_NOTE_LIMIT}
            </p>
          </div>
          {state.kind === 'failed' && (
            <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-semibold text-red-800">
              {state.message}
            </p>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <button type="button" onClick={() => dialog.current?.close()} className={`${buttonSecondary} px-4 py-2 text-sm`}>
              Cancel
            </button>
            <button type="submit" disabled={state.kind === 'sending'} className={`${buttonPrimary} px-4 py-2 text-sm`}>
              {state.kind === 'sending' ? 'Sending…' : 'Send report'}
            </button>
          </div>
        </form>
      )}
    </dialog>
  );
}
