import { Icon, type IconName } from './Icon';

export interface Step {
  title: string;
  body: string;
  icon?: IconName;
}

/**
 * An ordered sequence of steps: side-by-side cards for a page section, or a compact vertical list
 * inside a panel.
 */
export function NumberedSteps({ steps, layout }: { steps: readonly Step[]; layout: 'cards' | 'list' }) {
  if (layout === 'list') {
    return (
      <ol className="space-y-5">
        {steps.map((step, index) => (
          <li key={step.title} className="flex gap-4">
            <StepNumber value={index + 1} />
            <div>
              <h3 className="font-bold text-slate-900">{step.title}</h3>
              <p className="mt-1 leading-7 text-slate-600">{step.body}</p>
            </div>
          </li>
        ))}
      </ol>
    );
  }
  return (
    <ol className="grid gap-6 md:grid-cols-3">
      {steps.map((step, index) => (
        <li key={step.title} className="relative rounded-2xl border border-slate-200 bg-white p-7 shadow-sm">
          <div className="flex items-center justify-between">
            <StepNumber value={index + 1} />
            {step.icon && (
              <span className="text-brand-600">
                <Icon name={step.icon} className="h-8 w-8" />
              </span>
            )}
          </div>
          <h3 className="mt-5 text-xl font-bold text-slate-900">{step.title}</h3>
          <p className="mt-2 leading-7 text-slate-600">{step.body}</p>
        </li>
      ))}
    </ol>
  );
}

function StepNumber({ value }: { value: number }) {
  return (
    <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-600 text-lg font-bold text-white">
      <span className="sr-only">Step </span>
      {value}
    </span>
  );
}
