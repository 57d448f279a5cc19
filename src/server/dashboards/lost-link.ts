import { lostDashboardLinkEmail } from '../admin/emails.js';
import type { AppDeps, Logger } from '../deps.js';
import { queueEmail } from '../emails/outbox.js';
import { logJobFailure } from '../jobs.js';
import { dashboardLink } from './links.js';

/**
 * "Lost your link?": the current dashboard link of every delivered order with that address goes to
 * that address. The answer is the same whether or not such an order exists, and it is sent before
 * the address is looked up, so neither it nor how long it takes tells a stranger anything; the link
 * only ever travels by email.
 */

export const LOST_LINK_ANSWER = "If a delivered Syl order uses that address, we've emailed its dashboard link. It can take a few minutes.";

/**
 * Requests answered but not yet looked up, in this instance's memory, worked through one at a time
 * once answers are sent (app.ts starts it after each response; shutdown waits for it). An address
 * asked for again before its turn is looked up once. A crash loses what is waiting: the student asks again.
 */
export class LostLinkRequests {
  /** Each waiting address with when it was asked for (the hour its email is counted in). */
  readonly #waiting = new Map<string, Date>();
  #running: Promise<void> | null = null;

  constructor(
    readonly lookUp: (email: string, askedAt: Date) => Promise<void>,
    readonly log: Logger,
  ) {}

  /** Takes a request and answers at once. `email` as the shared schema leaves it: trimmed and lowercased, as orders store it. */
  ask(email: string, now = new Date()): { message: string } {
    if (!this.#waiting.has(email)) this.#waiting.set(email, now);
    return { message: LOST_LINK_ANSWER };
  }

  /** Looks up the waiting requests unless that is already under way. */
  start(): void {
    if (this.#running || this.#waiting.size === 0) return;
    this.#running = this.#work().finally(() => {
      this.#running = null;
    });
  }

  /** Resolves once every request taken so far is looked up. */
  async settled(): Promise<void> {
    while (this.#running || this.#waiting.size > 0) {
      this.start();
      await this.#running;
    }
  }

  async #work(): Promise<void> {
    for (const [email, askedAt] of this.#waiting) {
      this.#waiting.delete(email);
      await this.lookUp(email, askedAt).catch(logJobFailure(this.log, 'a lost-link request failed'));
    }
  }
}

/** Emails the current link of each delivered order with this address to it. */
export async function sendLostLink(deps: Pick<AppDeps, 'db' | 'config' | 'sealer' | 'log'>, email: string, now = new Date()): Promise<void> {
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
}
