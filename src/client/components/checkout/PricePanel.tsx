import type { ReactNode } from 'react';
import { formatUsd } from '../../../shared/pricing';
import { orderTotal, struckTotal, type OrderLine } from './orderLines';
import { OrderSummary, TrustSignals } from './OrderSummary';

/**
 * The sticky panel beside a checkout: the total, the order's rows, what the buyer gets, guarantees.
 * Kept short enough to fit a laptop screen, or sticking would hide its end.
 */
export function PricePanel({ lines, priceNote, children }: { lines: readonly OrderLine[]; priceNote: string; children: ReactNode }) {
  const total = orderTotal(lines);
  const struck = struckTotal(lines);
  return (
    <aside aria-label="Order summary" className="lg:sticky lg:top-6">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <p className="text-sm font-semibold text-brand-700">{priceNote}</p>
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
        <div className="mt-4 border-t border-slate-200 pt-4">
          <OrderSummary lines={lines} />
        </div>
        {children}
        <div className="mt-5 border-t border-slate-200 pt-4">
          <TrustSignals compact />
        </div>
      </div>
    </aside>
  );
}

export function PanelHeading({ children }: { children: ReactNode }) {
  return <h2 className="mt-5 mb-2.5 text-sm font-bold uppercase tracking-wide text-slate-900">{children}</h2>;
}
