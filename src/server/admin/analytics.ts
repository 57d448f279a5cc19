import { sql } from 'kysely';
import type { DB } from '../db/connection.js';
import { PAID_STATUSES } from '../purchases/orders.js';

/** The purchase page's "Continue to Payment" event (SPEC §7). */
export const CONTINUE_EVENT = 'purchase_page_continue';
const DAY_MS = 86_400_000;

/** The UTC days of the last `days` days, oldest first, ending today: "2026-11-22". */
export function dayRange(days: number, now = new Date()): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, i) => new Date(today - (days - 1 - i) * DAY_MS).toISOString().slice(0, 10));
}

/** One value per day of the range, 0 where nothing happened. */
export function perDay(days: string[], rows: { day: string; total: number | null }[]): { day: string; value: number }[] {
  const totals = new Map(rows.map((row) => [row.day, Number(row.total ?? 0)]));
  return days.map((day) => ({ day, value: totals.get(day) ?? 0 }));
}

// Visitors who opted out of tracking have no id: each of their records counts as one visitor.
const distinctVisitors = sql<number>`count(distinct coalesce(visitor_id, 'anonymous:' || id))`;
const dayOf = sql<string>`substr(created_at, 1, 10)`;

/** Page views, clicks, the purchase funnel and conversion value over the last `days` days, from the tracking records. */
export async function analyticsSummary(db: DB, days: number, now = new Date()) {
  const range = dayRange(days, now);
  const since = `${range[0]}T00:00:00.000Z`;
  const events = db.selectFrom('events').where('created_at', '>=', since);

  const [pages, clicks, visits, continued, paid, viewsByDay, valueByDay] = await Promise.all([
    events
      .where('kind', '=', 'page_view')
      .select(['name', (eb) => eb.fn.countAll<number>().as('views'), distinctVisitors.as('visitors')])
      .groupBy('name')
      .orderBy('views', 'desc')
      // Ties by name, so SQLite and Postgres list them alike.
      .orderBy('name')
      .execute(),
    events.where('kind', '=', 'click').select(['name', (eb) => eb.fn.countAll<number>().as('clicks')]).groupBy('name').orderBy('clicks', 'desc').orderBy('name').execute(),
    events.where('kind', '=', 'page_view').select(distinctVisitors.as('n')).executeTakeFirstOrThrow(),
    events.where('kind', '=', 'event').where('name', '=', CONTINUE_EVENT).select(distinctVisitors.as('n')).executeTakeFirstOrThrow(),
    db
      .selectFrom('orders')
      .where('product', '=', 'dashboard')
      .where('status', 'in', [...PAID_STATUSES, 'refunded'])
      .where('paid_at', '>=', since)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    events.where('kind', '=', 'page_view').select([dayOf.as('day'), (eb) => eb.fn.countAll<number>().as('total')]).groupBy('day').execute(),
    events.where('kind', '=', 'conversion').select([dayOf.as('day'), (eb) => eb.fn.sum<number>('value').as('total')]).groupBy('day').execute(),
  ]);

  return {
    days,
    pageViews: pages.map((row) => ({ page: row.name, views: Number(row.views), visitors: Number(row.visitors) })),
    clicks: clicks.map((row) => ({ source: row.name, clicks: Number(row.clicks) })),
    funnel: [
      { step: 'Visited the site', count: Number(visits.n) },
      { step: 'Continued to payment', count: Number(continued.n) },
      { step: 'Paid for a dashboard', count: Number(paid.n) },
    ],
    pageViewsPerDay: perDay(range, viewsByDay),
    conversionValuePerDay: perDay(range, valueByDay),
  };
}

export type AnalyticsSummary = Awaited<ReturnType<typeof analyticsSummary>>;
