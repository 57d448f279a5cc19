import type { ReactNode } from 'react';
import { buttonPrimary } from '../ui/buttons';
import { SiteLink } from '../ui/SiteLink';
import { CheckList } from './CheckList';

export interface Offer {
  /** Ribbon above the card, e.g. "LIMITED TIME". */
  badge: string;
  title: string;
  price: string;
  /** Struck-through regular price and the saving beside it. */
  was?: { price: string; saving: string };
  priceNote: string;
  inclusions: readonly string[];
  cta: { label: string; href: string };
}

/** A single price with what it includes and the button to buy it; `children` is small print under the button. */
export function OfferCard({ offer, children }: { offer: Offer; children?: ReactNode }) {
  return (
    <div className="relative mx-auto w-full max-w-md rounded-3xl border-2 border-brand-600 bg-white p-7 shadow-xl shadow-brand-900/10 sm:p-9">
      <p className="absolute -top-4 left-1/2 -translate-x-1/2 whitespace-nowrap rounded-full bg-brand-600 px-4 py-1.5 text-xs font-bold tracking-wider text-white">
        {offer.badge}
      </p>
      <h3 className="text-center text-lg font-bold text-slate-900">{offer.title}</h3>
      <div className="mt-4 flex flex-wrap items-baseline justify-center gap-x-3 gap-y-1">
        <span className="text-6xl font-extrabold tracking-tight text-slate-900">{offer.price}</span>
        {offer.was && (
          <>
            <span className="text-2xl font-semibold text-slate-500 line-through">
              <span className="sr-only">Regular price </span>
              {offer.was.price}
            </span>
            <span className="rounded-full bg-emerald-100 px-3 py-1 text-sm font-bold text-emerald-800">{offer.was.saving}</span>
          </>
        )}
      </div>
      <p className="mt-2 text-center font-medium text-slate-600">{offer.priceNote}</p>
      <div className="my-7 border-t border-slate-200" />
      <CheckList items={offer.inclusions} />
      <SiteLink href={offer.cta.href} className={`${buttonPrimary} mt-8 w-full py-4 text-lg`}>
        {offer.cta.label}
      </SiteLink>
      {children && <div className="mt-4 text-center text-sm leading-6 text-slate-600">{children}</div>}
    </div>
  );
}
