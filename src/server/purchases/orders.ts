import type { Selectable } from 'kysely';
import type { DB } from '../db/connection.js';
import type { OrderStatus, OrdersTable } from '../db/schema.js';
import type { GatewayIntent } from '../payments/gateway.js';

export type Order = Selectable<OrdersTable>;

/** Statuses of an order whose payment went through. */
export const PAID_STATUSES: OrderStatus[] = ['paid', 'delivered'];

/** Who did it (a staff user name) and, for a review change, what undoing it puts back. */
interface EventDetails {
  actor?: string;
  revert?: string;
  at?: string;
}

export async function recordOrderEvent(db: DB, orderId: string, status: string, note: string | null = null, details: EventDetails = {}): Promise<number> {
  const { id } = await db
    .insertInto('order_events')
    .values({ order_id: orderId, status, note, actor: details.actor ?? null, revert: details.revert ?? null, created_at: details.at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** The order an intent pays for: by the order id it carries, else by the intent id stored on the order. */
export async function findOrderForIntent(db: DB, intent: GatewayIntent): Promise<Order | undefined> {
  if (intent.orderId) {
    const order = await db.selectFrom('orders').selectAll().where('id', '=', intent.orderId).executeTakeFirst();
    if (order) return order;
  }
  return db.selectFrom('orders').selectAll().where('payment_intent_id', '=', intent.id).executeTakeFirst();
}

/** The calling visitor's orders for an email, newest first: nobody else's orders are ever looked at. */
export function visitorOrders(db: DB, visitorId: string, email: string) {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('visitor_id', '=', visitorId)
    .where('email', '=', email)
    .orderBy('created_at', 'desc')
    .limit(20)
    .execute();
}
