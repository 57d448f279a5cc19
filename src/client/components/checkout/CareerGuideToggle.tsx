import { useId } from 'react';
import { Switch } from 'radix-ui';
import { formatUsd, PRICES, STRUCK_PRICES } from '../../../shared/pricing';

/** The career-guide add-on: $20 (struck $30, 33% off), switched on or off. */
export function CareerGuideToggle({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const labelId = useId();
  const detailsId = useId();
  return (
    <div className={`rounded-2xl border-2 p-5 transition-colors ${checked ? 'border-brand-500 bg-brand-50/60' : 'border-slate-200 bg-white'}`}>
      <div className="flex items-start justify-between gap-4">
        <div>
          <div className="flex flex-wrap items-center gap-2">
            <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-bold tracking-wide text-amber-900">RECOMMENDED</span>
            <span className="rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-bold tracking-wide text-emerald-800">33% OFF</span>
          </div>
          <p id={labelId} className="mt-2 text-base font-bold text-slate-900">
            Add the Career Guide
          </p>
        </div>
        <Switch.Root
          checked={checked}
          onCheckedChange={onChange}
          aria-labelledby={labelId}
          aria-describedby={detailsId}
          className="relative mt-1 inline-flex h-7 w-12 shrink-0 cursor-pointer items-center rounded-full bg-slate-300 transition-colors data-[state=checked]:bg-brand-600"
        >
          <Switch.Thumb className="block h-5 w-5 translate-x-1 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-6" />
        </Switch.Root>
      </div>
      <p id={detailsId} className="mt-2 text-sm leading-6 text-slate-600">
        LinkedIn template, resume template and guide, internship landing guide and an application tracker, to land your next internship.
      </p>
      <p className="mt-3 flex items-baseline gap-2">
        <span className="text-xl font-extrabold text-slate-900">{formatUsd(PRICES.careerGuide)}</span>
        <del className="text-sm font-semibold text-slate-500">
          <span className="sr-only">Regular price </span>
          {formatUsd(STRUCK_PRICES.careerGuide)}
        </del>
        <span className="text-sm text-slate-600">one-time</span>
      </p>
    </div>
  );
}
