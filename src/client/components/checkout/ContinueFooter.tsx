import type { FormEvent, ReactNode } from 'react';
import { formatUsd } from '../../../shared/pricing';
import { Icon } from '../content/Icon';
import { buttonPrimary } from '../ui/buttons';

/** The end of a step-1 form: the total, 'Continue to Payment' (enabled once the form is complete), and why not yet. */
export function ContinueFooter({ totalCents, enabled, missingHint }: { totalCents: number; enabled: boolean; missingHint: string }) {
  return (
    <div className="space-y-4 border-t border-slate-200 pt-6">
      <p className="flex items-baseline justify-between text-slate-900">
        <span className="font-semibold">Total due today</span>
        <span className="text-2xl font-extrabold">{formatUsd(totalCents)}</span>
      </p>
      <button type="submit" disabled={!enabled} className={`${buttonPrimary} w-full py-3.5 text-base`}>
        Continue to Payment
        <Icon name="arrowRight" className="h-5 w-5" />
      </button>
      <p className="text-center text-sm text-slate-600">{enabled ? "You won't be charged until you confirm payment on the next step." : missingHint}</p>
    </div>
  );
}

/** A step-1 form that moves on only when complete (Enter in a field included). */
export function StepForm({ ready, onContinue, className, children }: { ready: boolean; onContinue: () => void; className: string; children: ReactNode }) {
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (ready) onContinue();
  };
  return (
    <form onSubmit={onSubmit} className={className}>
      {children}
    </form>
  );
}
