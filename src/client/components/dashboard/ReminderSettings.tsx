import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { saveReminders } from '../../lib/dashboard/load';
import { reminderTime, type ReminderSettings as Settings } from '../../lib/dashboard/reminders';
import { buttonPrimary, buttonSecondary } from '../ui/buttons';
import { TimeZoneSelect } from './TimeZoneSelect';

interface ReminderSettingsProps {
  token: string;
  /** As last saved. */
  reminders: Settings;
  onSaved: (reminders: Settings) => void;
  onClose: () => void;
}

type SaveState = { kind: 'idle' | 'saving' | 'saved' } | { kind: 'failed'; message: string };

/** The reminder settings panel, in the browser's own modal <dialog> (loaded on the first click of "Reminders"). */
export default function ReminderSettings({ token, reminders, onSaved, onClose }: ReminderSettingsProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [weekly, setWeekly] = useState(reminders.weekly);
  const [exams, setExams] = useState(reminders.exams);
  const [timeZone, setTimeZone] = useState(reminders.timeZone);
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  useEffect(() => {
    if (!dialog.current?.open) dialog.current?.showModal();
  }, []);
  const changed = <T,>(set: (value: T) => void) => (value: T) => {
    set(value);
    setState({ kind: 'idle' });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setState({ kind: 'saving' });
    try {
      onSaved((await saveReminders(token, { weekly, exams, timeZone })).reminders);
      setState({ kind: 'saved' });
    } catch (failure) {
      setState({ kind: 'failed', message: (failure as Error).message });
    }
  };

  return (
    <dialog
      ref={dialog}
      onClose={onClose}
      aria-labelledby={`${id}-title`}
      className="m-auto max-h-[calc(100%-2rem)] w-[calc(100%-2rem)] max-w-md overflow-y-auto rounded-2xl bg-white p-5 shadow-2xl backdrop:bg-slate-900/60 sm:p-6"
    >
      <h2 id={`${id}-title`} className="text-lg font-extrabold text-slate-900">
        Email reminders
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Sent to <span className="font-semibold text-slate-800">{reminders.email}</span> at 6 PM in your time zone, only when something is due.
      </p>
      <form onSubmit={submit} className="mt-4 space-y-4">
        <Toggle label="Weekly email" hint="Sunday evening: what is due in the coming week." checked={weekly} onChange={changed(setWeekly)} />
        <Toggle label="Exam reminders" hint="3 days before each exam." checked={exams} onChange={changed(setExams)} />
        <div>
          <label htmlFor={`${id}-zone`} className="block text-sm font-semibold text-slate-800">
            Your time zone
          </label>
          <TimeZoneSelect id={`${id}-zone`} value={timeZone} onChange={changed(setTimeZone)} />
        </div>
        <p className="text-sm font-medium text-slate-800" data-testid="next-weekly">
          {reminders.weekly && reminders.nextWeeklyAt ? `Next weekly email: ${reminderTime(reminders.nextWeeklyAt, reminders.timeZone)}` : 'Weekly email: off'}
        </p>
        {state.kind === 'failed' && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-semibold text-red-800">
            {state.message}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-end">
          <p role="status" className="text-sm font-semibold text-emerald-700 sm:mr-auto">
            {state.kind === 'saved' ? 'Saved' : state.kind === 'saving' ? 'Saving…' : ''}
          </p>
          <button type="button" onClick={() => dialog.current?.close()} className={`${buttonSecondary} px-4 py-2 text-sm`}>
            Close
          </button>
          <button type="submit" disabled={state.kind === 'saving'} className={`${buttonPrimary} px-4 py-2 text-sm`}>
            Save
          </button>
        </div>
      </form>
    </dialog>
  );
}

function Toggle({ label, hint, checked, onChange }: { label: string; hint: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className="flex items-start gap-3 rounded-xl border border-slate-200 p-3">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} className="mt-0.5 h-5 w-5 shrink-0 accent-brand-600" />
      <span>
        <span className="block text-sm font-semibold text-slate-900">{label}</span>
        <span className="block text-sm text-slate-600">{hint}</span>
      </span>
    </label>
  );
}
