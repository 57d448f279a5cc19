import { formatUsd, PRICES, STRUCK_PRICES, type DashboardVariant, type Quote } from '../../../shared/pricing';

/** One row of an order summary, in cents; `struckCents` is the "was" price shown crossed out. */
export interface OrderLine {
  label: string;
  cents: number;
  struckCents?: number;
}

/** The rows of a dashboard order: the dashboard, the career guide if added, the referral discount. */
export function dashboardOrderLines(variant: DashboardVariant, careerGuide: boolean, priced: Quote, referralCode: string): OrderLine[] {
  const lines: OrderLine[] = [{ label: 'Syl semester dashboard', cents: PRICES[variant], struckCents: STRUCK_PRICES[variant] }];
  if (careerGuide) lines.push({ label: 'Career Guide', cents: PRICES.careerGuide, struckCents: STRUCK_PRICES.careerGuide });
  if (priced.discountCents > 0) lines.push({ label: `Referral code ${referralCode.trim().toUpperCase()}`, cents: -priced.discountCents });
  return lines;
}

export const ESSAY_ORDER_LINES: readonly OrderLine[] = [{ label: 'College essay review', cents: PRICES.essayReview }];

export const orderTotal = (lines: readonly OrderLine[]) => lines.reduce((sum, line) => sum + line.cents, 0);

/** What the order would have cost at the crossed-out prices (discounts left out). */
export const struckTotal = (lines: readonly OrderLine[]) => lines.reduce((sum, line) => sum + (line.cents < 0 ? 0 : (line.struckCents ?? line.cents)), 0);

/** "$25", or "−$5" for a discount. */
export const formatLineAmount = (cents: number) => (cents < 0 ? `−${formatUsd(-cents)}` : formatUsd(cents));
