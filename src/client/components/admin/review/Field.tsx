import { useId, type ReactNode } from 'react';
import { labelClass, smallPrimary, smallSecondary } from '../ui';

/** A labelled form field with its error under it; `control` gets the ids to wire the input to both. */
export function Field({ label, error, hint, className = '', control }: { label: string; error?: string | null; hint?: string; className?: string; control: (ids: { id: string; describedBy?: string; invalid?: true }) => ReactNode }) {
  const id = useId();
  const describedBy = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`min-w-0 ${className}`}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {control({ id, describedBy, invalid: error ? true : undefined })}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-rose-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** The end of a one-line staff form: its action, Cancel, and what went wrong on a line of its own. */
export function InlineFormEnd({ action, pending, onCancel, error }: { action: string; pending: boolean; onCancel: () => void; error: string | null }) {
  return (
    <>
      <button type="submit" className={smallPrimary} disabled={pending}>
        {action}
      </button>
      <button type="button" className={smallSecondary} onClick={onCancel}>
        Cancel
      </button>
      {error && (
        <p role="alert" className="w-full text-xs font-semibold text-red-700">
          {error}
        </p>
      )}
    </>
  );
}
