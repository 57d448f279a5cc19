import type { z } from 'zod';
import { dashboardVariant, quote, referralDiscountApplies, referralMessage } from '../shared/pricing.js';
import type { checkReferralInput } from '../shared/schemas/commerce.js';
import type { DB } from './db/connection.js';
import { PAID_STATUSES } from './purchases/orders.js';

/** An active referral code as stored (lower case), with its owner's email when it is a buyer's own code. */
export async function activeReferralCode(db: DB, raw: string | null | undefined): Promise<{ code: string; ownerEmail: string | null } | null> {
  const code = raw?.trim().toLowerCase();
  if (!code) return null;
  const row = await db.selectFrom('referral_codes').select(['code', 'owner_email']).where('code', '=', code).where('active', '=', 1).executeTakeFirst();
  return row ? { code: row.code, ownerEmail: row.owner_email } : null;
}

/** The stored (lower-case) code when `raw` is an active referral code, compared case-insensitively. */
export async function findReferralCode(db: DB, raw: string | null | undefined): Promise<string | null> {
  return (await activeReferralCode(db, raw))?.code ?? null;
}

export const SELF_REFERRAL_MESSAGE = "That is your own referral code: share it with friends; it can't discount your own order.";

/**
 * A buyer's own code gives them no discount: it is refused in the browser that paid for an order of
 * theirs, the one place the answer reaches only them. Anywhere else the code is answered as for anyone,
 * whatever email is typed, so no answer says whose an address is (the order still earns no reward:
 * referral-rewards.ts).
 */
export async function isOwnCode(db: DB, found: { ownerEmail: string | null } | null, visitorId: string): Promise<boolean> {
  if (!found?.ownerEmail) return false;
  const paid = await db
    .selectFrom('orders')
    .select('id')
    .where('visitor_id', '=', visitorId)
    .where('email', '=', found.ownerEmail)
    .where('status', 'in', PAID_STATUSES)
    .executeTakeFirst();
  return paid !== undefined;
}

/** What a valid code says where it lowers no price (campus): the referrer is credited all the same. */
export const referralCreditMessage = (code: string) => `Thanks! ${code} will be credited for referring you.`;

export interface ReferralCheck {
  valid: boolean;
  /** The code in capitals, as the message names it. */
  code: string;
  /** Whether the code lowers this page's price (only the general $25 price has a referral discount). */
  discountApplied: boolean;
  /** The message to show. */
  message: string;
  /** The total the page charges with this code, in cents. */
  amount: number;
}

/** What the purchase page shows after a visitor types a referral code. */
export async function checkReferral(db: DB, visitorId: string, input: z.output<typeof checkReferralInput>): Promise<ReferralCheck> {
  const variant = dashboardVariant(input);
  const careerGuide = input.career_guide ?? false;
  const found = await activeReferralCode(db, input.code);
  const own = await isOwnCode(db, found, visitorId);
  const valid = found !== null && !own;
  const discountApplied = valid && referralDiscountApplies(variant);
  const code = input.code.toUpperCase();
  let message: string;
  if (own) message = SELF_REFERRAL_MESSAGE;
  else if (!valid) message = `${code} is not a valid referral code.`;
  else if (discountApplied) message = referralMessage(code, { careerGuide });
  else message = referralCreditMessage(code);
  return { valid, code, discountApplied, message, amount: quote({ product: 'dashboard', variant, careerGuide, validReferral: valid }).totalCents };
}
