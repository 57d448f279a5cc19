import { lazy, Suspense, useState } from 'react';
import type { ReminderSettings } from '../../lib/dashboard/reminders';
import { Icon } from './icons';

const ReminderSettingsDialog = lazy(() => import('./ReminderSettings'));

/** "Reminders" in the dashboard's header: its settings panel loads on the first click, keeping it out of the page's first load. */
export function RemindersButton({ token, reminders, onSaved }: { token: string; reminders: ReminderSettings; onSaved: (reminders: ReminderSettings) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className="inline-flex min-h-10 items-center gap-1.5 text-sm font-semibold text-slate-700 hover:text-brand-700">
        <Icon name="bell" />
        Reminders
      </button>
      {open && (
        <Suspense fallback={null}>
          <ReminderSettingsDialog token={token} reminders={reminders} onSaved={onSaved} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
