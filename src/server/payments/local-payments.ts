import type { ConfirmLocalPaymentInput } from '../../shared/schemas/commerce.js';
import type { AppDeps } from '../deps.js';
import { badInput, DomainError } from '../errors.js';
import { settleIntent } from '../purchases/fulfilment.js';
import { checkTestCard } from './test-cards.js';

/**
 * The local gateway's card form: pays an intent with one of Stripe's test cards. A success goes
 * through settleIntent, the same fulfilment as a Stripe webhook; confirming a paid intent again is a
 * harmless success.
 */
export async function confirmLocalPayment(deps: AppDeps, input: ConfirmLocalPaymentInput, now = new Date()): Promise<{ status: 'succeeded'; message: string }> {
  const { db, gateway } = deps;
  if (gateway.kind !== 'local') throw new DomainError('CONFLICT', 'Payments on this site go through Stripe: the test card form is not available.');
  const intent = await db.selectFrom('local_payment_intents').select(['id', 'status']).where('client_secret', '=', input.clientSecret).executeTakeFirst();
  if (!intent) throw new DomainError('NOT_FOUND', 'This payment could not be found. Please go back and try again.');
  if (intent.status === 'canceled') throw new DomainError('CONFLICT', 'This payment was replaced by a newer one. Please go back and try again.');

  if (intent.status === 'requires_payment_method') {
    const check = checkTestCard(input, now);
    const updated_at = now.toISOString();
    if (check.outcome !== 'succeeded') {
      await db.updateTable('local_payment_intents').set({ last_error: check.message, updated_at }).where('id', '=', intent.id).execute();
      throw check.outcome === 'invalid' ? badInput(check.message) : new DomainError('PAYMENT_FAILED', check.message);
    }
    await db
      .updateTable('local_payment_intents')
      .set({ status: 'succeeded', last_error: null, updated_at })
      .where('id', '=', intent.id)
      .where('status', '=', 'requires_payment_method')
      .execute();
  }
  const paid = await gateway.retrieveIntent(intent.id);
  if (paid) await settleIntent(deps, paid);
  return { status: 'succeeded', message: 'Payment successful.' };
}
