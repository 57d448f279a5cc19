import { formatUsd } from '../../../shared/pricing';
import { IconList, type IconItem } from './IconList';
import { formatLineAmount, orderTotal, type OrderLine } from './orderLines';

/** The rows of an order and the total due today. */
export function OrderSummary({ lines }: { lines: readonly OrderLine[] }) {
  return (
    <dl className="space-y-3 text-sm">
      {lines.map((line) => (
        <div key={line.label} className="flex items-baseline justify-between gap-4">
          <dt className="text-slate-700">{line.label}</dt>
          <dd className="flex items-baseline gap-2 whitespace-nowrap">
            {line.struckCents !== undefined && line.struckCents !== line.cents && (
              <del className="text-slate-500">
                <span className="sr-only">Regular price </span>
                {formatUsd(line.struckCents)}
              </del>
            )}
            <span className={`font-semibold ${line.cents < 0 ? 'text-emerald-700' : 'text-slate-900'}`}>{formatLineAmount(line.cents)}</span>
          </dd>
        </div>
      ))}
      <div className="flex items-baseline justify-between gap-4 border-t border-slate-200 pt-3">
        <dt className="font-bold text-slate-900">Total due today</dt>
        <dd className="text-lg font-extrabold text-slate-900">{formatUsd(orderTotal(lines))}</dd>
      </div>
    </dl>
  );
}

const TRUST_SIGNALS: readonly IconItem[] = [
  { icon: 'verified', title: '30-day money-back guarantee', body: 'Not happy? Get a full refund, no questions asked.' },
  { icon: 'lock', title: 'Secure payment', body: 'Card details are encrypted with 256\u2011bit SSL and never stored by us.' },
];

/** Money-back guarantee and secure payment, shown beside every checkout; `compact` keeps the titles only. */
export function TrustSignals({ compact }: { compact?: boolean }) {
  const items = compact ? TRUST_SIGNALS.map(({ icon, title }) => ({ icon, title })) : TRUST_SIGNALS;
  return <IconList items={items} tone="trust" className={compact ? 'space-y-2' : 'space-y-4'} />;
}
