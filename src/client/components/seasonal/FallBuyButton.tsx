import { FALL_FORM_URL } from '../../lib/site';
import { FALL_OFFER_PATH } from '../../content/seasonal';
import { heroBuyButton } from './SeasonalHero';
import { BuyLink } from './BuyLink';

/**
 * The fall hero's buy button. SPEC §2 sends large screens (lg, 1024 px and up) to the fall order form
 * (config FALL_FORM_URL) and small screens to the fall checkout. Both links are rendered and CSS shows
 * one, so the prerendered page is right before any script runs.
 */
export function FallBuyButton({ label }: { label: string }) {
  const className = `${heroBuyButton} w-full sm:w-auto`;
  return (
    <>
      <span className="hidden lg:inline-flex">
        <BuyLink href={FALL_FORM_URL} source="hero-section" className={className}>
          {label}
        </BuyLink>
      </span>
      <span className="flex lg:hidden">
        <BuyLink href={FALL_OFFER_PATH} source="hero-section" className={className}>
          {label}
        </BuyLink>
      </span>
    </>
  );
}
