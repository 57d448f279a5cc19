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

/** Asks the server about the typed code once typing pauses; the list of codes never reaches the browser. */
export function useReferralCheck(code: string, careerGuide: boolean, variant: DashboardVariant): ReferralState {
  const typed = code.trim();
  const settled = useDebouncedValue(typed, CHECK_DELAY_MS);
  const enabled = acceptsReferral(variant) && settled !== '';
  const query = api.purchases.checkReferral.useQuery({ code: settled, ...pageFields(variant) }, { enabled });
  if (!acceptsReferral(variant) || typed === '') return { status: 'none' };
  if (settled !== typed || query.isFetching) return { status: 'checking' };
  // A failed check (offline, a code too long) simply gives no discount.
  return query.data ? referralState(query.data, careerGuide) : { status: 'none' };
}

/** The same check, awaited: used before payment so the amount sent matches the server's price. */
export function useReferralLookup() {
  const utils = api.useUtils();
  return async (code: string | undefined, variant: DashboardVariant): Promise<boolean> => {
    if (!code) return false;
    try {
      return (await utils.purchases.checkReferral.fetch({ code, ...pageFields(variant) })).discountApplied;
    } catch {
      return false;
    }
  };
}
