/**
 * Every price Syl charges, in cents (DESIGN §4). The server charges exactly what `quote` says and the
 * purchase pages display the same figures, so a price shown is always the price paid.
 */
export const PRICES = {
  general: 2500,
  generalWithReferral: 2000,
  campus: 1000,
  fall: 1000,
  careerGuide: 2000,
  essayReview: 5000,
} as const;

/** What a referrer earns for each friend who pays with their code and keeps the purchase. */
export const REFERRAL_REWARD_CENTS = 1000;

/** The struck-through "was" prices shown beside them (SPEC §2, §9); never charged. */
export const STRUCK_PRICES = {
  general: 3500,
  campus: 2500,
  fall: 2500,
  careerGuide: 3000,
} as const;

export type DashboardVariant = 'general' | 'campus' | 'fall';

export type PurchaseItem =
  | {
      product: 'dashboard';
      variant: DashboardVariant;
      careerGuide: boolean;
      /** A valid referral code was given; it only lowers the general price. */
      validReferral: boolean;
    }
  | { product: 'essay_review' };

export interface Quote {
  /** What the item costs without a referral discount. */
  fullCents: number;
  discountCents: number;
  totalCents: number;
}

/** The referral discount applies to the general $25 price only: campus and fall are already lower. */
export const referralDiscountApplies = (variant: DashboardVariant) => variant === 'general';

export function quote(item: PurchaseItem): Quote {
  if (item.product === 'essay_review') return { fullCents: PRICES.essayReview, discountCents: 0, totalCents: PRICES.essayReview };
  const careerGuide = item.careerGuide ? PRICES.careerGuide : 0;
  const fullCents = PRICES[item.variant] + careerGuide;
  const discountCents = item.validReferral && referralDiscountApplies(item.variant) ? PRICES.general - PRICES.generalWithReferral : 0;
  return { fullCents, discountCents, totalCents: fullCents - discountCents };
}

/**
 * Which dashboard price a purchase page asks for: the campus page sends `source: "campus"`, the fall
 * offer sends `offer: "fall"`; anything else is the general price.
 */
export function dashboardVariant(request: { source?: string | null; offer?: string | null }): DashboardVariant {
  if (request.source?.trim().toLowerCase() === 'campus') return 'campus';
  if (request.offer?.trim().toLowerCase() === 'fall') return 'fall';
  return 'general';
}

/** "$25", or "$25.50" when there are cents. */
export function formatUsd(cents: number): string {
  const dollars = cents / 100;
  return `$${Number.isInteger(dollars) ? dollars : dollars.toFixed(2)}`;
}

/**
 * The message shown for a valid code (DESIGN §4). Its "now" and "instead of" figures are the whole
 * order's total with and without the discount, so with the career guide it reads "$40 instead of $45".
 */
export function referralMessage(code: string, item: { careerGuide: boolean }): string {
  const { fullCents, totalCents } = quote({ product: 'dashboard', variant: 'general', careerGuide: item.careerGuide, validReferral: true });
  return `${code.trim().toUpperCase()} discount applied! Your price is now ${formatUsd(totalCents)} instead of ${formatUsd(fullCents)}.`;
}
