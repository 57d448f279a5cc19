import { findOrder } from '../admin/orders.js';
import { forUpdate, type DB } from '../db/connection.js';
import { DomainError } from '../errors.js';
import { PAID_STATUSES, type Order } from '../purchases/orders.js';

/** The order staff review, add syllabi to and publish: a paid or delivered dashboard order, else refused with what it is. */
export async function reviewableOrder(db: DB, orderId: string, doing: string): Promise<Order> {
  const order = await findOrder(db, orderId);
  if (order.product !== 'dashboard') throw new DomainError('CONFLICT', 'Essay reviews have no syllabi or calendar: they are delivered by sending their feedback from the Essays page.');
  if (!PAID_STATUSES.includes(order.status)) throw new DomainError('CONFLICT', `Only a paid or delivered order can ${doing}; this one is ${order.status}.`);
  return order;
}

/**
 * Staff work on one order one at a time: a review edit, an undo or a publish first locks the order's
 * row, so a double-clicked undo or two publishes at once run one after the other, the second seeing
 * what the first did. (On SQLite transactions already run one at a time.)
 */
export async function lockOrder(trx: DB, orderId: string): Promise<void> {
  await forUpdate(trx, trx.selectFrom('orders').select('id').where('id', '=', orderId)).execute();
}
