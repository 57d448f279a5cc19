import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { applicationFieldsFrom, type ApplicationFields as Fields } from '../../lib/dashboard/applications';
import { isStale } from '../../lib/dashboard/load';
import type { DashboardApplication } from '../../lib/dashboard/model';
import { buttonPrimary, buttonSecondary } from '../ui/buttons';
import { ApplicationFields } from './fields';

interface ApplicationDialogProps {
  /** The application to edit; null for a new one. */
  application: DashboardApplication | null;
  /** What a new application starts with (today as the date applied). */
  blank: Partial<Fields>;
  /** Saves the form; the dialog closes once it resolves and shows a rejection's message. */
  onSave: (fields: Fields) => Promise<void>;
  /** Loads what another device saved, after a save was refused as stale. */
  onReload: () => Promise<void>;
  onClose: () => void;
}

/**
 * Add Application and edit, in the browser's own modal <dialog> (focus kept inside, Escape closes,
 * focus goes back to the button that opened it), which costs the page no dialog library.
 */
export function ApplicationDialog({ application, blank, onSave, onReload, onClose }: ApplicationDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<{ message: string; stale: boolean } | null>(null);
  useEffect(() => {
    if (!dialog.current?.open) dialog.current?.showModal();
  }, []);
  const close = () => dialog.current?.close();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaving(true);
    setError(null);
    try {
      await onSave(applicationFieldsFrom(new FormData(event.currentTarget)));
      close();
    } catch (failure) {
      setError({ message: (failure as Error).message, stale: isStale(failure) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <dialog
      ref={dialog}
      onClose={onClose}
      aria-labelledby={titleId}
      className="m-auto max-h-[calc(100%-2rem)] w-[calc(100%-2rem)] max-w-xl overflow-y-auto rounded-2xl bg-white p-5 shadow-2xl backdrop:bg-slate-900/60 sm:p-6"
    >
      <h2 id={titleId} className="text-lg font-extrabold text-slate-900">
        {application ? `Edit ${application.company}` : 'Add an application'}
      </h2>
      <p className="mt-1 text-sm text-slate-600">Saved to your dashboard, where only you see it.</p>
      <form onSubmit={submit} className="mt-4">
        <ApplicationFields initial={application ?? blank} />
        {error && (
          <div role="alert" className="mt-4 rounded-lg bg-red-50 px-3 py-2 text-sm font-semibold text-red-800">
            {error.message}
            {error.stale && (
              <button type="button" onClick={() => onReload().then(close, (failure: Error) => setError({ message: failure.message, stale: false }))} className="ml-2 underline underline-offset-2">
                Reload
              </button>
            )}
          </div>
        )}
        <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" onClick={close} className={`${buttonSecondary} px-4 py-2 text-sm`}>
            Cancel
          </button>
          <button type="submit" disabled={saving} className={`${buttonPrimary} px-4 py-2 text-sm`}>
            {application ? 'Save changes' : 'Add Application'}
          </button>
        </div>
      </form>
    </dialog>
  );
}
