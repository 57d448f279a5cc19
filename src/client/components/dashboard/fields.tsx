import { useId, type ReactNode } from 'react';
import { APPLICATION_LIMITS, APPLICATION_PRIORITIES, INTERNSHIP_STAGES } from '../../../shared/items';
import type { ApplicationFields as Fields } from '../../lib/dashboard/applications';

/** The controls of the dashboard's forms: the student's application form and the sample's. */
export const fieldClass = 'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 sm:text-sm';

/** A labelled control; `children` draws the control with the id its label points at. */
export function Field({ label, className = '', children }: { label: string; className?: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

/**
 * An application's fields, named as applicationFieldsFrom reads them, filled with `initial`. Six
 * columns on wider screens, so short fields share a row: three dates and selects, two texts.
 */
export function ApplicationFields({ initial }: { initial: Partial<Fields> }) {
  const third = 'sm:col-span-2';
  const half = 'sm:col-span-3';
  return (
    <div className="grid gap-3 sm:grid-cols-6">
      <Field label="Company" className={half}>
        {(id) => <input id={id} name="company" required maxLength={APPLICATION_LIMITS.company} defaultValue={initial.company} className={fieldClass} />}
      </Field>
      <Field label="Position" className={half}>
        {(id) => <input id={id} name="position" required maxLength={APPLICATION_LIMITS.position} defaultValue={initial.position} className={fieldClass} />}
      </Field>
      <ChoiceField label="Stage" name="stage" choices={INTERNSHIP_STAGES} initial={initial.stage ?? 'Applied'} className={third} />
      <ChoiceField label="Priority" name="priority" choices={APPLICATION_PRIORITIES} initial={initial.priority ?? 'Medium'} className={third} />
      <Field label="Date applied" className={third}>
        {(id) => <input id={id} name="appliedOn" type="date" defaultValue={initial.appliedOn ?? ''} className={fieldClass} />}
      </Field>
      <Field label="Location" className={half}>
        {(id) => <input id={id} name="location" maxLength={APPLICATION_LIMITS.location} defaultValue={initial.location} placeholder="Atlanta, GA or Remote" className={fieldClass} />}
      </Field>
      <Field label="Salary" className={half}>
        {(id) => <input id={id} name="salary" maxLength={APPLICATION_LIMITS.salary} defaultValue={initial.salary} placeholder="$6,000/month" className={fieldClass} />}
      </Field>
      <Field label="Next step" className="sm:col-span-4">
        {(id) => <input id={id} name="nextStep" maxLength={APPLICATION_LIMITS.nextStep} defaultValue={initial.nextStep} placeholder="Technical interview" className={fieldClass} />}
      </Field>
      <Field label="Next-step date" className={third}>
        {(id) => <input id={id} name="nextStepDate" type="date" defaultValue={initial.nextStepDate ?? ''} className={fieldClass} />}
      </Field>
      <Field label="Notes" className="sm:col-span-6">
        {(id) => <textarea id={id} name="notes" rows={3} maxLength={APPLICATION_LIMITS.notes} defaultValue={initial.notes} className={fieldClass} />}
      </Field>
      <p className="text-xs text-slate-600 sm:col-span-6">A next step with a date goes on your calendar as your own event.</p>
    </div>
  );
}

function ChoiceField({ label, name, choices, initial, className }: { label: string; name: string; choices: readonly string[]; initial: string; className: string }) {
  return (
    <Field label={label} className={className}>
      {(id) => (
        <select id={id} name={name} defaultValue={initial} className={fieldClass}>
          {choices.map((choice) => (
            <option key={choice}>{choice}</option>
          ))}
        </select>
      )}
    </Field>
  );
}
