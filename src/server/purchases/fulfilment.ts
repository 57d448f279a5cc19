import crypto from 'node:crypto';
import type { AppDeps } from '../deps.js';
import type { DB } from '../db/connection.js';
import { orderConfirmationEmail, staffOrderEmail } from '../emails/messages.js';
import { queueEmail } from '../emails/outbox.js';
import { attachEssayFromLead } from '../essays.js';
import type { GatewayIntent } from '../payments/gateway.js';
import { queueUploads } from '../syllabi/jobs.js';
import { findOrderForIntent, recordOrderEvent, type Order } from './orders.js';

export type Settlement = 'fulfilled' | 'already-fulfilled' | 'not-paid' | 'unknown-order' | 'amount-mismatch';

/**
 * The one entry point for "the provider says this intent is paid": the Stripe webhook, the local test
 * card form and the purchase completion call all end here. The intent must be the provider's own
 * current record (re-read, never taken from a webhook payload).
 */
export async function settleIntent(deps: AppDeps, intent: GatewayIntent): Promise<Settlement> {
  if (intent.status !== 'succeeded') return 'not-paid';
  const order = await findOrderForIntent(deps.db, intent);
  if (!order) {
    deps.log.warn({ intentId: intent.id }, 'a paid intent matches no order');
    return 'unknown-order';
  }
  if (intent.amountCents !== order.amount_cents || intent.currency !== order.currency) {
    deps.log.error({ orderId: order.id, intentId: intent.id }, 'a paid intent does not match its order amount');
    await recordOrderEvent(deps.db, order.id, 'amount_mismatch', `Intent ${intent.id} paid ${intent.amountCents} ${intent.currency}`);
    return 'amount-mismatch';
  }
  return (await fulfilOrder(deps, order.id, intent.id)) ? 'fulfilled' : 'already-fulfilled';
}

/**
 * Marks the order paid and does everything a payment triggers, exactly once however often it is
 * called: the status change is conditional, and the rest happens in the same transaction only when
 * this call made it. Returns false when the order was already fulfilled.
 */
export async function fulfilOrder(deps: AppDeps, orderId: string, intentId: string): Promise<boolean> {
  const now = new Date().toISOString();
  const fulfilled = await deps.db.transaction().execute(async (trx) => {
    const previous = await trx.selectFrom('orders').select(['status', 'upload_choice']).where('id', '=', orderId).executeTakeFirst();
    const changed = await trx
      .updateTable('orders')
      .set({
        status: 'paid',
        paid_at: now,
        updated_at: now,
        payment_intent_id: intentId,
        // The private upload link of "later" orders: 32 random bytes, unguessable.
        upload_token: previous?.upload_choice === 'later' ? crypto.randomBytes(32).toString('base64url') : null,
      })
      .where('id', '=', orderId)
      .where('status', 'in', ['pending', 'canceled'])
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) === 0) return false;

    const order = await trx.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
    const replaced = previous?.status === 'canceled' ? ' (paid after a newer attempt replaced it)' : '';
    await recordOrderEvent(trx, order.id, 'paid', `Paid through the ${order.gateway} gateway, intent ${intentId}${replaced}`);
    if (order.product === 'dashboard') await linkDraftUploads(trx, order);
    else await attachEssayFromLead(trx, order);
    const fileNames = await orderFileNames(trx, order.id);
    await queueEmail(trx, orderConfirmationEmail(order, fileNames, deps.config));
    await queueEmail(trx, staffOrderEmail(order, fileNames, deps.config));
    return true;
  });
  if (fulfilled) deps.extractionQueued.notify();
  return fulfilled;
}

/** The syllabi sent with the visitor's form become the order's files, queued for extraction (the caller notifies once committed). */
export async function linkDraftUploads(db: DB, order: Order): Promise<void> {
  const flow = order.variant === 'campus' ? 'campus' : 'general';
  const linked = await db
    .updateTable('uploads')
    .set({ order_id: order.id })
    .where('order_id', 'is', null)
    .where('deleted_at', 'is', null)
    .where('draft_id', 'in', (eb) => eb.selectFrom('drafts').select('id').where('visitor_id', '=', order.visitor_id).where('flow', '=', flow))
    .returning(['id', 'original_name', 'content_sha256'])
    .execute();
  await queueUploads(db, order.id, 'upload', linked);
}

export async function orderFileNames(db: DB, orderId: string): Promise<string[]> {
  const rows = await db.selectFrom('uploads').select('original_name').where('order_id', '=', orderId).where('deleted_at', 'is', null).orderBy('id').execute();
  return rows.map((row) => row.original_name);
}
