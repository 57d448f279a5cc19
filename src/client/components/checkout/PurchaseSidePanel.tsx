import { formatUsd } from '../../../shared/pricing';
import { CheckList } from '../content/CheckList';
import { Icon, type IconName } from '../content/Icon';
import { orderTotal, struckTotal, type OrderLine } from './orderLines';
import { OrderSummary, TrustSignals } from './OrderSummary';

const WHAT_YOU_GET: readonly { icon: IconName; title: string; body: string }[] = [
  { icon: 'calendar', title: 'All deadlines in one place', body: 'Every assignment, quiz and exam from every syllabus.' },
  { icon: 'sync', title: 'Google Calendar sync', body: 'Your whole semester on your phone in one click.' },
  { icon: 'upload', title: 'Easy syllabus upload', body: 'Upload now, or later through a private link.' },
  { icon: 'trophy', title: 'Proven success', body: 'Trusted by 1,000+ students at 100+ universities.' },
];

const INCLUDES = ['Semester dashboard', 'Calendar sync', 'Mobile-friendly access', '24/7 support'] as const;

/** The sticky price panel beside the purchase steps: total, what you get, what is included, guarantees. */
export function PurchaseSidePanel({ lines, priceNote }: { lines: readonly OrderLine[]; priceNote?: string }) {
  const total = orderTotal(lines);
  const struck = struckTotal(lines);
  return (
    <aside aria-label="Order summary" className="space-y-5 lg:sticky lg:top-6">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        {priceNote && <p className="text-sm font-semibold text-brand-700">{priceNote}</p>}
        <p className="mt-1 flex items-baseline gap-3">
          <span className="text-5xl font-extrabold tracking-tight text-slate-900">{formatUsd(total)}</span>
          {struck > total && (
            <del className="text-xl font-semibold text-slate-500">
              <span className="sr-only">Regular price </span>
              {formatUsd(struck)}
            </del>
          )}
        </p>
        <p className="mt-1 text-sm font-medium text-slate-600">One-time payment · no subscription</p>

        <div className="mt-5 border-t border-slate-200 pt-5">
          <OrderSummary lines={lines} />
        </div>

        <h2 className="mt-6 text-sm font-bold uppercase tracking-wide text-slate-900">What you get</h2>
        <ul className="mt-3 space-y-3">
          {WHAT_YOU_GET.map((item) => (
            <li key={item.title} className="flex gap-3">
              <span className="mt-0.5 flex h-8 w-8 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <Icon name={item.icon} className="h-4.5 w-4.5" />
              </span>
              <span>
                <span className="block text-sm font-semibold text-slate-900">{item.title}</span>
                <span className="block text-sm leading-6 text-slate-600">{item.body}</span>
              </span>
            </li>
          ))}
        </ul>

        <h2 className="mt-6 text-sm font-bold uppercase tracking-wide text-slate-900">Includes</h2>
        <div className="mt-3 text-sm">
          <CheckList items={INCLUDES} />
        </div>
      </div>
      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        <TrustSignals />
      </div>
    </aside>
  );
}
