import { PRICES, STRUCK_PRICES, formatUsd } from '../../../shared/pricing';
import { HOME_TESTIMONIALS, LANDING_TESTIMONIALS, type Testimonial } from '../../content/testimonials';
import { purchasePath, type SiteVariant } from '../layout/navigation';

/** What differs between the general home page and the campus home page. */
export interface HomeOffer {
  variant: SiteVariant;
  purchaseHref: string;
  price: string;
  struckPrice: string;
  offerName: string;
  /** The pill above the hero headline. */
  heroBadge: string;
  studentsOrganized: string;
  testimonials: readonly Testimonial[];
}

export const HOME_OFFERS: Record<SiteVariant, HomeOffer> = {
  general: {
    variant: 'general',
    purchaseHref: purchasePath('general'),
    price: formatUsd(PRICES.general),
    struckPrice: formatUsd(STRUCK_PRICES.general),
    offerName: 'Student Special',
    heroBadge: 'Every date checked by a real person',
    studentsOrganized: '1,484',
    testimonials: HOME_TESTIMONIALS,
  },
  campus: {
    variant: 'campus',
    purchaseHref: purchasePath('campus'),
    price: formatUsd(PRICES.campus),
    struckPrice: formatUsd(STRUCK_PRICES.campus),
    offerName: 'Campus Special',
    heroBadge: `Special campus pricing: ${formatUsd(PRICES.campus)} one-time`,
    studentsOrganized: '1,255',
    testimonials: LANDING_TESTIMONIALS,
  },
};
