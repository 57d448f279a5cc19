import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { isStale } from '../../lib/dashboard/load';
import { buttonPrimary, buttonSecondary } from '../ui/buttons';

interface FormDialogProps {
  title: string;
  lead: string;
  submitLabel: string;
  /** Saves the form; the dialog closes once it resolves and shows a rejection's message. */
  onSubmit: (form: FormData) => Promise<void>;
  /** Loads what another device saved, after a save was refused as stale. */
  onReload: () => Promise<void>;
  onClose: () => void;
  /** Another way out than saving (a delete), run like a save: it closes the dialog or shows its failure. */
  otherAction?: { label: string; run: () => Promise<void> };
  children: ReactNode;
}

/**
 * A form of the student's dashboard in the browser's own modal <dialog> (focus kept inside, Escape
 * closes, focus goes back to the button that opened it), which costs the page no dialog library.
 */
export function FormDialog({ title, lead, submitLabel, onSubmit, onReload, onClose, otherAction, children }: FormDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<{ message: string; stale: boolean } | null>(null);
  useEffect(() => {
    if (!dialog.current?.open) dialog.current?.showModal();
  }, []);
  const close = () => dialog.current?.close();

  const run = async (action: () => Promise<void>) => {
    setSaving(true);
    setError(null);
    try {
      await action();
      close();
    } catch (failure) {
      setError({ message: (failure as Error).message, stale: isStale(failure) });
    } finally {
      setSaving(false);
    }
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void run(() => onSubmit(form));
  };

  return (
    <dialog
      ref={dialog}
      onClose={onClose}
      aria-labelledby={titleId}
      className="m-auto max-h-[calc(100%-2rem)] w-[calc(100%-2rem)] max-w-xl overflow-y-auto rounded-2xl bg-white p-5 shadow-2xl backdrop:bg-slate-900/60 sm:p-6"
    >
      <h2 id={titleId} className="break-words text-lg font-extrabold text-slate-900">
        {title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{lead}</p>
      <form onSubmit={submit} className="mt-4">
        {children}
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
          {otherAction && (
            <button type="button" disabled={saving} onClick={() => void run(otherAction.run)} className={`${buttonSecondary} px-4 py-2 text-sm text-red-700! sm:mr-auto`}>
              {otherAction.label}
            </button>
          )}
          <button type="button" onClick={close} className={`${buttonSecondary} px-4 py-2 text-sm`}>
            Cancel
          </button>
          <button type="submit" disabled={saving} className={`${buttonPrimary} px-4 py-2 text-sm`}>
            {submitLabel}
          </button>
        </div>
      </form>
    </dialog>
  );
}
