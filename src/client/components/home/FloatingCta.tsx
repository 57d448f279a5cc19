import { useEffect, useState } from 'react';
import { trackClick } from '../../lib/tracking';
import { buttonPrimary } from '../ui/buttons';
import { SiteLink } from '../ui/SiteLink';
import { CloseIcon } from './icons';
import type { HomeOffer } from './offers';

/** Shown once the visitor has scrolled past 80% of the viewport height (SPEC §4). */
const SHOW_AFTER_VIEWPORT_FRACTION = 0.8;
const DISMISSED_KEY = 'syl_floating_cta_dismissed';

function readDismissed(): boolean {
  try {
    return window.sessionStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

function rememberDismissed(): void {
  try {
    window.sessionStorage.setItem(DISMISSED_KEY, '1');
  } catch {
    // Storage can be blocked; the bar then stays hidden until the next page load.
  }
}

/** A call to action that follows the visitor down the page; once dismissed it stays away for the session. */
export function FloatingCta({ offer }: { offer: HomeOffer }) {
  const [scrolledFar, setScrolledFar] = useState(false);
  // Hidden until storage has been read, so a dismissed bar never flashes in.
  const [dismissed, setDismissed] = useState(true);

  useEffect(() => {
    setDismissed(readDismissed());
    const update = () => setScrolledFar(window.scrollY > window.innerHeight * SHOW_AFTER_VIEWPORT_FRACTION);
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, []);

  const visible = !dismissed && scrolledFar;
  // While the bar shows, the page gets room at its end so the bar never covers the footer on a phone.
  useEffect(() => {
    document.body.classList.toggle('max-sm:pb-24', visible);
    return () => document.body.classList.remove('max-sm:pb-24');
  }, [visible]);

  if (!visible) return null;

  const dismiss = () => {
    rememberDismissed();
    setDismissed(true);
  };

  return (
    <aside
      aria-label="Special offer"
      className="fixed inset-x-3 bottom-3 z-30 flex items-center gap-3 rounded-2xl border border-slate-200 bg-white/95 p-3 pl-4 pr-4 shadow-2xl shadow-slate-900/15 backdrop-blur transition duration-300 starting:translate-y-4 starting:opacity-0 motion-reduce:transition-none sm:inset-x-auto sm:bottom-6 sm:right-6 sm:max-w-md sm:gap-5 sm:p-4 sm:pl-5"
    >
      <div className="min-w-0 flex-1">
        <p className="text-sm font-bold text-slate-900 sm:text-base">{offer.price} {offer.offerName.toLowerCase()}</p>
        <p className="text-xs text-slate-600 sm:text-sm">30-day money-back guarantee</p>
      </div>
      <SiteLink
        href={offer.purchaseHref}
        newTab
        onClick={() => trackClick('floating-cta', offer.purchaseHref)}
        className={`${buttonPrimary} shrink-0 px-4 py-2.5 text-sm`}
      >
        Get Started
      </SiteLink>
      <button
        type="button"
        onClick={dismiss}
        aria-label="Dismiss offer"
        className="absolute -right-2 -top-3 inline-flex h-8 w-8 items-center justify-center rounded-full border border-slate-200 bg-white text-slate-600 shadow-md hover:bg-slate-100 hover:text-slate-900"
      >
        <CloseIcon className="h-4 w-4" />
      </button>
    </aside>
  );
}
