import type { z } from 'zod';
import { dashboardVariant, quote, referralDiscountApplies, referralMessage } from '../shared/pricing.js';
import type { checkReferralInput } from '../shared/schemas/commerce.js';
import type { DB } from './db/connection.js';

/** The stored (lower-case) code when `raw` is an active referral code, compared case-insensitively. */
export async function findReferralCode(db: DB, raw: string | null | undefined): Promise<string | null> {
  const code = raw?.trim().toLowerCase();
  if (!code) return null;
  const row = await db.selectFrom('referral_codes').select('code').where('code', '=', code).where('active', '=', 1).executeTakeFirst();
  return row?.code ?? null;
}

export interface ReferralCheck {
  valid: boolean;
  /** The code in capitals, as the message names it. */
  code: string;
  /** Whether the code lowers this page's price (only the general $25 price has a referral discount). */
  discountApplied: boolean;
  /** The message to show; null when there is nothing to say (a valid code on a page without discount). */
  message: string | null;
  /** The total the page charges with this code, in cents. */
  amount: number;
}

/** What the purchase page shows after a visitor types a referral code. */
export async function checkReferral(db: DB, input: z.output<typeof checkReferralInput>): Promise<ReferralCheck> {
  const variant = dashboardVariant(input);
  const careerGuide = input.career_guide ?? false;
  const valid = (await findReferralCode(db, input.code)) !== null;
  const discountApplied = valid && referralDiscountApplies(variant);
  const code = input.code.toUpperCase();
  let message: string | null = null;
  if (discountApplied) message = referralMessage(code, { careerGuide });
  else if (!valid) message = `${code} is not a valid referral code.`;
  return { valid, code, discountApplied, message, amount: quote({ product: 'dashboard', variant, careerGuide, validReferral: valid }).totalCents };
}
