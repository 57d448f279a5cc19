import { buttonOnDark } from '../ui/buttons';
import { SiteLink } from '../ui/SiteLink';
import { ArrowRightIcon, CheckIcon, ShieldIcon } from './icons';
import type { HomeOffer } from './offers';
import { Price } from './Price';

const INCLUDED = [
  'Every deadline from every syllabus, checked by a person',
  'Personal dashboard with calendar, to-do list and insights',
  'One-click Google Calendar sync',
  'Delivered within 24 hours, usually in 2-4 hours',
];

export function OfferBlock({ offer }: { offer: HomeOffer }) {
  return (
    <section aria-labelledby="offer-title" className="px-4 pb-16 pt-4 sm:px-6 sm:pb-24 sm:pt-8">
      <div className="relative mx-auto max-w-5xl overflow-hidden rounded-3xl bg-gradient-to-br from-brand-600 via-brand-700 to-brand-900 px-6 py-12 shadow-2xl shadow-brand-900/20 sm:px-12 sm:py-16">
        <div aria-hidden="true" className="pointer-events-none absolute -right-24 -top-24 h-72 w-72 rounded-full bg-white/10 blur-2xl" />
        <div className="relative grid items-center gap-10 md:grid-cols-[1.2fr_1fr]">
          <div>
            <p className="inline-flex rounded-full bg-amber-300 px-3 py-1 text-xs font-bold uppercase tracking-wider text-amber-950">Limited-time offer</p>
            <h2 id="offer-title" className="mt-4 text-3xl font-extrabold tracking-tight text-white sm:text-4xl">
              {offer.offerName}: your whole semester for {offer.price}
            </h2>
            <ul className="mt-6 space-y-3">
              {INCLUDED.map((item) => (
                <li key={item} className="flex gap-3 text-brand-50">
                  <CheckIcon className="mt-0.5 h-5 w-5 shrink-0 text-emerald-300" />
                  {item}
                </li>
              ))}
            </ul>
          </div>
          <div className="rounded-2xl bg-white/10 p-6 text-center ring-1 ring-white/20 backdrop-blur sm:p-8">
            <Price price={offer.price} struckPrice={offer.struckPrice} tone="dark" />
            <p className="mt-2 text-sm font-medium text-brand-100">One-time payment · No subscription</p>
            <SiteLink href={offer.purchaseHref} newTab className={`${buttonOnDark} mt-6 w-full py-3.5 text-base`}>
              Get Syl for {offer.price}
              <ArrowRightIcon />
            </SiteLink>
            <p className="mt-4 flex items-center justify-center gap-2 text-sm text-brand-100">
              <ShieldIcon className="h-5 w-5 text-emerald-300" />
              30-day money-back guarantee
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}
