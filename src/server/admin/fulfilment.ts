import crypto from 'node:crypto';
import { formatUsd } from '../../shared/pricing.js';
import type { AppDeps } from '../deps.js';
import { queueEmail } from '../emails/outbox.js';
import { DomainError } from '../errors.js';
import { recordOrderEvent } from '../purchases/orders.js';
import { deleteUploads, forgetSyllabusText, liveOrderUploads } from '../retention.js';
import { refundEmail, uploadLinkEmail } from './emails.js';
import { findOrder } from './orders.js';

/**
 * What staff do to an order from the console. Each action checks the order's current status inside
 * the change itself, so two staff members clicking at once cannot deliver or refund twice.
 */

type Done = { message: string };

/** Sends the private upload link again (a new email each time staff ask). */
export async function resendUploadLink(deps: AppDeps, orderId: string): Promise<Done> {
  const order = await findOrder(deps.db, orderId);
  if (!order.upload_token) throw new DomainError('CONFLICT', 'This order has no private upload link: its syllabi came with the purchase form.');
  if (order.status !== 'paid') throw new DomainError('CONFLICT', `The upload link only accepts files while the order is paid and not yet delivered; this one is ${order.status}.`);
  await deps.db.transaction().execute(async (trx) => {
    await queueEmail(trx, uploadLinkEmail(order, deps.config, crypto.randomUUID()));
    await recordOrderEvent(trx, orderId, 'upload_link_sent', `Upload link sent again to ${order.email}`);
  });
  return { message: `The upload link is on its way to ${order.email}.` };
}

/** Refunds the whole amount through the order's gateway, then records it and tells the student. */
export async function refundOrder(deps: AppDeps, orderId: string, now = new Date()): Promise<Done> {
  const order = await findOrder(deps.db, orderId);
  if (order.status !== 'paid' && order.status !== 'delivered') throw new DomainError('CONFLICT', `Only a paid or delivered order can be refunded; this one is ${order.status}.`);
  if (!order.payment_intent_id) throw new DomainError('CONFLICT', 'This order has no payment to refund.');
  if (order.gateway !== deps.gateway.kind) throw new DomainError('CONFLICT', `This order was paid through the ${order.gateway} gateway, which is not the one configured now.`);
  let refund;
  try {
    refund = await deps.gateway.refundIntent(order.payment_intent_id, order.amount_cents);
  } catch (error) {
    deps.log.error({ err: error, orderId }, 'the refund failed at the payment provider');
    throw new DomainError('UNAVAILABLE', 'The payment provider did not accept the refund. Nothing was changed; please try again or refund from its dashboard.');
  }
  const at = now.toISOString();
  await deps.db.transaction().execute(async (trx) => {
    const changed = await trx
      .updateTable('orders')
      .set({ status: 'refunded', refunded_at: at, updated_at: at })
      .where('id', '=', orderId)
      .where('status', 'in', ['paid', 'delivered'])
      .executeTakeFirst();
    // Refunded meanwhile by another click: the provider's idempotency made this one a no-op too.
    if (Number(changed.numUpdatedRows) === 0) return;
    await recordOrderEvent(trx, orderId, 'refunded', `${formatUsd(refund.amountCents)} refunded through the ${order.gateway} gateway (${refund.id})`);
    await queueEmail(trx, refundEmail(order, deps.config));
  });
  return { message: `Refunded ${formatUsd(refund.amountCents)}. ${order.email} gets an email about it.` };
}

/** Deletes the order's syllabus files now, ahead of the retention purge. */
export async function deleteOrderFiles(deps: AppDeps, orderId: string, now = new Date()): Promise<Done> {
  await findOrder(deps.db, orderId);
  const deleted = await deleteUploads(deps, await liveOrderUploads(deps, orderId), now);
  await forgetSyllabusText(deps.db, orderId);
  if (deleted === 0) return { message: 'This order has no files left to delete.' };
  await recordOrderEvent(deps.db, orderId, 'files_deleted', `${plural(deleted, 'file')} deleted by staff`);
  return { message: `${plural(deleted, 'file')} deleted.` };
}

export const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;
