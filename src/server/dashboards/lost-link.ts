import { lostDashboardLinkEmail } from '../admin/emails.js';
import type { AppDeps } from '../deps.js';
import { queueEmail } from '../emails/outbox.js';
import { dashboardLink } from './links.js';

/**
 * "Lost your link?": the current dashboard link of every delivered order with that address goes to
 * that address. The answer is the same whether or not such an order exists, so the form tells a
 * stranger nothing, and the link only ever travels by email.
 */

export const LOST_LINK_ANSWER = "If a delivered Syl order uses that address, we've emailed its dashboard link. It can take a few minutes.";

/** `email` as the shared schema leaves it: trimmed and lowercased, as orders store it. */
export async function sendLostLink(deps: Pick<AppDeps, 'db' | 'config' | 'sealer' | 'log'>, email: string, now = new Date()): Promise<{ message: string }> {
  const dashboards = await deps.db
    .selectFrom('orders')
    .innerJoin('dashboards', 'dashboards.order_id', 'orders.id')
    .selectAll('orders')
    .select(['dashboards.token_sealed', 'dashboards.link_issued_at'])
    .where('orders.email', '=', email)
    .where('orders.status', '=', 'delivered')
    .execute();
  // One email per order per hour (and per link, so a link staff replaced since can be asked for at once):
  // however often the form is sent, an inbox gets a few emails at most.
  const hour = now.toISOString().slice(0, 13);
  for (const { token_sealed, link_issued_at, ...order } of dashboards) {
    const link = dashboardLink(deps, token_sealed);
    if (link === null) {
      deps.log.warn({ orderId: order.id }, 'lost-link request for a dashboard link sealed under another COOKIE_SECRET: staff must revoke it to send a new one');
      continue;
    }
    await queueEmail(deps.db, lostDashboardLinkEmail(order, deps.sealer.seal(link), `${link_issued_at}:${hour}`, deps.config));
  }
  return { message: LOST_LINK_ANSWER };
}
