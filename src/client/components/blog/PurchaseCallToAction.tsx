import type { ReactNode } from 'react';
import { buttonOnDark } from '../ui/buttons';

interface PurchaseCallToActionProps {
  title: string;
  children: ReactNode;
  label: string;
}

/** The blog's invitation to buy: the purchase page opens in a new tab so the reader keeps the article. */
export function PurchaseCallToAction({ title, children, label }: PurchaseCallToActionProps) {
  return (
    <section aria-labelledby="blog-cta-heading" className="relative overflow-hidden rounded-3xl bg-brand-700 px-6 py-10 text-center shadow-lg sm:px-12 sm:py-14">
      <div aria-hidden="true" className="pointer-events-none absolute -right-16 -top-16 h-56 w-56 rounded-full bg-brand-500/40" />
      <div aria-hidden="true" className="pointer-events-none absolute -bottom-20 -left-10 h-48 w-48 rounded-full bg-brand-800/60" />
      <div className="relative">
        <h2 id="blog-cta-heading" className="text-2xl font-extrabold tracking-tight text-white sm:text-3xl">
          {title}
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-base leading-relaxed text-brand-50">{children}</p>
        <a href="/purchase/" target="_blank" rel="noopener" className={`${buttonOnDark} mt-7`}>
          {label}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
        <p className="mt-4 text-sm text-brand-100">One-time $25 · 30-day money-back guarantee</p>
      </div>
    </section>
  );
}
