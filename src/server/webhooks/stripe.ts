import type { AppDeps } from '../deps.js';
import { retrieve } from '../purchases/checkout.js';
import { settleIntent } from '../purchases/fulfilment.js';
import { findOrderForIntent, recordOrderEvent } from '../purchases/orders.js';

/** The parts of a verified Stripe event this handler reads. */
export interface StripeEventSummary {
  id: string;
  type: string;
  data: { object: { id?: string; object?: string } };
}

export type WebhookOutcome = 'processed' | 'duplicate' | 'ignored';

/**
 * Handles a verified Stripe event once per event id. Payment-intent events are never trusted as
 * sent: the intent is re-read from Stripe and acted on by its current state, so duplicated, late or
 * out-of-order events all converge on the same result.
 */
export async function handleStripeEvent(deps: AppDeps, event: StripeEventSummary): Promise<WebhookOutcome> {
  const { db } = deps;
  const seen = await db.selectFrom('webhook_events').select('id').where('id', '=', event.id).executeTakeFirst();
  if (seen) return 'duplicate';

  const object = event.data.object;
  const isIntentEvent = event.type.startsWith('payment_intent.') && object.object === 'payment_intent' && typeof object.id === 'string';
  if (isIntentEvent) {
    const intent = await retrieve(deps, object.id!);
    if (intent?.status === 'succeeded') {
      await settleIntent(deps, intent);
    } else if (intent && event.type === 'payment_intent.payment_failed') {
      const order = await findOrderForIntent(db, intent);
      if (order?.status === 'pending') await recordOrderEvent(db, order.id, 'payment_failed', intent.lastError);
    }
  }
  await db.insertInto('webhook_events').values({ id: event.id, type: event.type }).onConflict((conflict) => conflict.column('id').doNothing()).execute();
  return isIntentEvent ? 'processed' : 'ignored';
}
