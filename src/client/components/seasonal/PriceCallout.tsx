import type { ReactNode } from 'react';
import { buttonPrimary } from '../ui/buttons';
import { BuyLink } from './BuyLink';

interface PriceCalloutProps {
  /** Small label above the price, e.g. "Fall Special". */
  label: string;
  /** The price block (a PriceTag). */
  price: ReactNode;
  cta: { label: string; href: string };
  /** Small print under the button. */
  note: string;
  /** Extra detail beside the price, e.g. what is included. */
  children?: ReactNode;
}

/** The closing offer of a seasonal page: price on one side, the button to buy on the other. */
export function PriceCallout({ label, price, cta, note, children }: PriceCalloutProps) {
  return (
    <div className="mx-auto grid max-w-4xl items-center gap-8 rounded-3xl border-2 border-brand-600 bg-white px-5 py-8 shadow-xl shadow-brand-900/10 sm:p-10 lg:grid-cols-[1fr_auto] lg:gap-12">
      <div>
        <p className="text-center text-sm font-bold uppercase tracking-wider text-brand-700 lg:text-left">{label}</p>
        <div className="mt-3">{price}</div>
        {children && <div className="mt-6">{children}</div>}
      </div>
      <div className="flex flex-col items-center gap-3 text-center">
        <BuyLink href={cta.href} className={`${buttonPrimary} w-full whitespace-nowrap px-6 py-4 text-lg sm:w-auto sm:px-8`}>
          {cta.label}
        </BuyLink>
        <p className="max-w-60 text-sm leading-6 text-slate-600">{note}</p>
      </div>
    </div>
  );
}
