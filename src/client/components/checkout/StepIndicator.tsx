import { Icon } from '../content/Icon';

export const PURCHASE_STEPS = ['Customize', 'Checkout'] as const;

/** The purchase progress: each step done, current or ahead; `current` past the last means all done. */
export function StepIndicator({ current }: { current: number }) {
  return (
    <nav aria-label="Checkout progress">
      <ol className="flex items-center gap-3">
        {PURCHASE_STEPS.map((label, index) => {
          const done = index < current;
          const active = index === current;
          return (
            <li key={label} className="flex items-center gap-3" aria-current={active ? 'step' : undefined}>
              {index > 0 && <span aria-hidden="true" className={`h-0.5 w-8 rounded-full sm:w-14 ${done || active ? 'bg-brand-600' : 'bg-slate-300'}`} />}
              <span
                className={`flex h-8 w-8 items-center justify-center rounded-full text-sm font-bold ${
                  done ? 'bg-brand-600 text-white' : active ? 'bg-brand-600 text-white ring-4 ring-brand-100' : 'bg-white text-slate-600 ring-1 ring-slate-300'
                }`}
              >
                {done ? <Icon name="check" className="h-4 w-4" /> : index + 1}
              </span>
              <span className={`text-sm font-semibold ${active || done ? 'text-slate-900' : 'text-slate-600'}`}>
                {label}
                {done && <span className="sr-only"> (completed)</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
