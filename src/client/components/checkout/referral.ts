import type { DashboardVariant } from '../../../shared/pricing';
import { referralMessage } from '../../../shared/pricing';
import { api, type ApiOutputs } from '../../lib/api';
import { useDebouncedValue } from './hooks';
import { acceptsReferral, pageFields } from './purchaseForm';

type ReferralAnswer = ApiOutputs['purchases']['checkReferral'];

export type ReferralState =
  | { status: 'none' }
  | { status: 'checking' }
  | { status: 'checked'; valid: boolean; discountApplied: boolean; message: string | null };

const CHECK_DELAY_MS = 500;

/** What the referral field shows for an answer; the discount message names the whole order's total. */
export function referralState(answer: ReferralAnswer, careerGuide: boolean): ReferralState {
  const message = answer.discountApplied ? referralMessage(answer.code, { careerGuide }) : answer.message;
  return { status: 'checked', valid: answer.valid, discountApplied: answer.discountApplied, message };
}

/** The check's input: the code and the page, never the email (the server knows a buyer's own browser: referrals.ts). */
const checkInput = (code: string, variant: DashboardVariant) => ({ code, ...pageFields(variant) });

/** Asks the server about the typed code once typing pauses; the list of codes never reaches the browser. */
export function useReferralCheck(code: string, careerGuide: boolean, variant: DashboardVariant): ReferralState {
  const typed = code.trim();
  const settled = useDebouncedValue(typed, CHECK_DELAY_MS);
  const enabled = acceptsReferral(variant) && settled !== '';
  const query = api.purchases.checkReferral.useQuery(checkInput(settled, variant), { enabled });
  if (!acceptsReferral(variant) || typed === '') return { status: 'none' };
  if (settled !== typed) return { status: 'checking' };
  if (query.data?.code === typed.toUpperCase()) return referralState(query.data, careerGuide);
  // A failed check (offline, a code too long) simply gives no discount.
  return query.isFetching ? { status: 'checking' } : { status: 'none' };
}

/** The same check, awaited before payment: the amount sent must match the server's price, and only a valid code is sent. */
export function useReferralLookup() {
  const utils = api.useUtils();
  return async (code: string | undefined, variant: DashboardVariant): Promise<{ valid: boolean; discountApplied: boolean }> => {
    if (!code) return { valid: false, discountApplied: false };
    try {
      const { valid, discountApplied } = await utils.purchases.checkReferral.fetch(checkInput(code, variant));
      return { valid, discountApplied };
    } catch {
      return { valid: false, discountApplied: false };
    }
  };
}
