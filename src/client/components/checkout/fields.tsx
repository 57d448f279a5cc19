import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';

/** Labelled form controls shared by the purchase and essay forms. */
export const controlClass =
  'block w-full rounded-xl border border-slate-300 bg-white px-4 py-3 text-base text-slate-900 shadow-sm transition-colors placeholder:text-slate-500 hover:border-slate-400 focus:border-brand-600 focus:outline-none focus:ring-4 focus:ring-brand-100 disabled:bg-slate-50';

type TextKeys<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T];

/**
 * Binds text controls to the string fields of a form object: `{...bind('email')}` gives the value and
 * an onChange that reports `{ email }`, optionally reformatted as typed.
 */
export function textBinding<T>(form: T, onChange: (patch: Partial<T>) => void) {
  return (field: TextKeys<T>, format: (value: string) => string = (value) => value) => ({
    value: form[field] as string,
    onChange: (event: { target: { value: string } }) => onChange({ [field]: format(event.target.value) } as Partial<T>),
  });
}

interface FieldFrameProps {
  id: string;
  label: string;
  optional?: boolean;
  hint?: ReactNode;
  hintId: string;
  /** Right-aligned beside the label, e.g. a live word count. */
  aside?: ReactNode;
  children: ReactNode;
}

function FieldFrame({ id, label, optional, hint, hintId, aside, children }: FieldFrameProps) {
  return (
    <div>
      <div className="mb-1.5 flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-semibold text-slate-800">
          {label}
          {optional && <span className="ml-1 font-normal text-slate-600">(optional)</span>}
        </label>
        {aside}
      </div>
      {children}
      {hint && (
        <div id={hintId} className="mt-1.5 text-sm leading-6 text-slate-600">
          {hint}
        </div>
      )}
    </div>
  );
}

interface CommonProps {
  label: string;
  optional?: boolean;
  hint?: ReactNode;
  aside?: ReactNode;
}

/** Wires a control to its label and hint. */
function useFieldIds(hint: ReactNode) {
  const id = useId();
  const hintId = `${id}-hint`;
  return { id, hintId, describedBy: hint ? hintId : undefined };
}

export function TextField({ label, optional, hint, aside, ...input }: CommonProps & InputHTMLAttributes<HTMLInputElement>) {
  const { id, hintId, describedBy } = useFieldIds(hint);
  return (
    <FieldFrame id={id} label={label} optional={optional} hint={hint} hintId={hintId} aside={aside}>
      <input id={id} aria-describedby={describedBy} className={controlClass} required={!optional} {...input} />
    </FieldFrame>
  );
}

export function TextAreaField({ label, optional, hint, aside, ...textarea }: CommonProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const { id, hintId, describedBy } = useFieldIds(hint);
  return (
    <FieldFrame id={id} label={label} optional={optional} hint={hint} hintId={hintId} aside={aside}>
      <textarea id={id} aria-describedby={describedBy} className={`${controlClass} min-h-28 leading-7`} required={!optional} {...textarea} />
    </FieldFrame>
  );
}

interface SelectFieldProps<V extends string> extends CommonProps {
  options: readonly { value: V; label: string }[];
  value: V | '';
  onValueChange: (value: V) => void;
  /** Shown until a choice is made; it can never be chosen. */
  placeholder?: string;
}

/** A native select whose placeholder is shown until a choice is made but can never be chosen. */
export function SelectField<V extends string>({ label, optional, hint, aside, options, value, onValueChange, placeholder = 'Select an option' }: SelectFieldProps<V>) {
  const { id, hintId, describedBy } = useFieldIds(hint);
  return (
    <FieldFrame id={id} label={label} optional={optional} hint={hint} hintId={hintId} aside={aside}>
      <div className="relative">
        <select
          id={id}
          aria-describedby={describedBy}
          className={`${controlClass} appearance-none pr-11 ${value ? '' : 'text-slate-600!'}`}
          required={!optional}
          value={value}
          onChange={(event) => onValueChange(event.target.value as V)}
        >
          <option value="" disabled hidden>
            {placeholder}
          </option>
          {options.map((option) => (
            <option key={option.value} value={option.value} className="text-slate-900">
              {option.label}
            </option>
          ))}
        </select>
        <svg aria-hidden="true" viewBox="0 0 20 20" width="20" height="20" className="pointer-events-none absolute right-4 top-1/2 h-5 w-5 -translate-y-1/2 text-slate-500" fill="currentColor">
          <path d="M5.3 7.3a1 1 0 011.4 0L10 10.6l3.3-3.3a1 1 0 111.4 1.4l-4 4a1 1 0 01-1.4 0l-4-4a1 1 0 010-1.4z" />
        </svg>
      </div>
    </FieldFrame>
  );
}

export function CheckboxField({ label, checked, onChange }: { label: ReactNode; checked: boolean; onChange: (checked: boolean) => void }) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-0.5 h-5 w-5 shrink-0 rounded border-slate-400 accent-brand-600"
      />
      <label htmlFor={id} className="text-sm leading-6 text-slate-700">
        {label}
      </label>
    </div>
  );
}
