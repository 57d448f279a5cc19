import { useId, useState } from 'react';
import { saveReminders } from '../../lib/dashboard/load';
import { reminderTime, zoneLabel, type ReminderSettings } from '../../lib/dashboard/reminders';
import { Icon } from './icons';
import { TimeZoneSelect } from './TimeZoneSelect';

interface ReminderPromptProps {
  token: string;
  reminders: ReminderSettings;
  onSaved: (reminders: ReminderSettings) => void;
}

/**
 * Asked once, on the overview: turn email reminders on, or not now. Either answer is saved (the zone
 * with it), so the question never comes back; until the page is left, the card says what was chosen.
 */
export function ReminderPrompt({ token, reminders, onSaved }: ReminderPromptProps) {
  const zoneId = useId();
  const [timeZone, setTimeZone] = useState(reminders.timeZone);
  // The zone is named, and its picker (some 400 zones) drawn only when the student asks to change it.
  const [choosingZone, setChoosingZone] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [answered, setAnswered] = useState<ReminderSettings | null>(null);
  // Answered in the Reminders panel instead: nothing left to ask.
  if (reminders.asked && !answered) return null;

  const answer = async (on: boolean) => {
    setSaving(true);
    setError(null);
    try {
      const saved = await saveReminders(token, { weekly: on, exams: on, timeZone });
      setAnswered(saved.reminders);
      onSaved(saved.reminders);
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <section aria-labelledby={`${zoneId}-title`} className="rounded-2xl border border-brand-200 bg-brand-50 p-4 sm:p-5">
      <h2 id={`${zoneId}-title`} className="flex items-center gap-2 text-base font-bold text-slate-900">
        <Icon name="bell" className="h-5 w-5 text-brand-700" />
        Email reminders
      </h2>
      {answered ? (
        <p role="status" className="mt-2 text-sm text-slate-700">
          {answered.weekly
            ? `Reminders are on.${answered.nextWeeklyAt ? ` Next weekly email: ${reminderTime(answered.nextWeeklyAt, answered.timeZone)}.` : ''} Change them under Reminders at the top.`
            : 'No reminders. Turn them on under Reminders at the top whenever you like.'}
        </p>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-700">
            A Sunday-evening email with what is due in the week ahead, and a reminder 3 days before each exam, sent to <span className="font-semibold">{reminders.email}</span>.
          </p>
          <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end">
            <div className={choosingZone ? 'sm:w-72' : undefined}>
              {choosingZone ? (
                <>
                  <label htmlFor={zoneId} className="block text-sm font-semibold text-slate-800">
                    Your time zone
                  </label>
                  <TimeZoneSelect id={zoneId} value={timeZone} onChange={setTimeZone} autoFocus />
                </>
              ) : (
                <p className="text-sm text-slate-800">
                  <span className="font-semibold">Your time zone:</span> {zoneLabel(timeZone)}{' '}
                  <button type="button" aria-label="Change time zone" onClick={() => setChoosingZone(true)} className="inline-flex min-h-6 items-center font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800">
                    Change
                  </button>
                </p>
              )}
            </div>
            <div className="flex gap-2">
              <button type="button" disabled={saving} onClick={() => void answer(true)} className="inline-flex min-h-10 items-center rounded-xl bg-brand-600 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-700 disabled:opacity-60">
                Turn on reminders
              </button>
              <button type="button" disabled={saving} onClick={() => void answer(false)} className="inline-flex min-h-10 items-center rounded-xl border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-60">
                Not now
              </button>
            </div>
          </div>
          {error && (
            <p role="alert" className="mt-3 text-sm font-semibold text-red-800">
              {error}
            </p>
          )}
        </>
      )}
    </section>
  );
}
