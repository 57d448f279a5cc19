import { splitName } from '../../shared/profile.js';
import type { TodoStatus } from '../../shared/schemas/dashboard.js';
import type { AppDeps } from '../deps.js';
import type { DB } from '../db/connection.js';
import { siteUrl } from '../emails/messages.js';
import { DomainError } from '../errors.js';
import { dashboardApplications } from './applications.js';
import { dashboardReferral } from '../referral-rewards.js';
import { dashboardNotes } from './notes.js';
import { dashboardOwnItems } from './own-items.js';
import { reminderView } from '../reminders/settings.js';
import { feedPath, hashToken, newFeedToken, TOKEN_PATTERN } from './links.js';
import { openReportsByItem } from './reports.js';

/** What the student's private link shows: the dashboard as staff last published it, their own to-do statuses, tasks and events, internship applications and course notes. */

export const NOT_THIS_LINK = 'This dashboard link is no longer valid. It may have been replaced by a newer one, or its order was closed: use the link in the latest email from Syl, or have it sent to you again.';

/** The dashboard a link opens, or a 404 that says how to get a new link. A refunded order's dashboard closes with it. */
export async function liveDashboard(db: DB, token: string) {
  if (!TOKEN_PATTERN.test(token)) throw new DomainError('NOT_FOUND', NOT_THIS_LINK);
  const dashboard = await db
    .selectFrom('dashboards')
    .innerJoin('orders', 'orders.id', 'dashboards.order_id')
    .select(['dashboards.id', 'dashboards.order_id', 'dashboards.term', 'dashboards.published_at', 'dashboards.feed_token_sealed', 'orders.name', 'orders.status'])
    .where('dashboards.token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!dashboard || dashboard.status !== 'delivered') throw new DomainError('NOT_FOUND', NOT_THIS_LINK);
  return dashboard;
}

/**
 * One change to what the student keeps on a dashboard (applications, own items), in one transaction.
 * Raising the revision comes first: it is what the feed's ETag reads, and on a server database it
 * makes two changes to one dashboard wait for each other, so the limits on counts hold.
 */
export async function studentChange<T>(deps: Pick<AppDeps, 'db'>, token: string, now: Date, change: (trx: DB, dashboardId: number, at: string) => Promise<T>): Promise<T> {
  const dashboard = await liveDashboard(deps.db, token);
  return deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('dashboards')
      .set((eb) => ({ student_revision: eb('student_revision', '+', 1) }))
      .where('id', '=', dashboard.id)
      .execute();
    return change(trx, dashboard.id, now.toISOString());
  });
}

/** A new feed link for a dashboard row, as the columns that store it; storing it ends the previous one. */
export function freshFeedLink(deps: Pick<AppDeps, 'sealer'>, at: string) {
  const feed = newFeedToken(deps);
  return { token: feed.token, columns: { feed_token_hash: feed.hash, feed_token_sealed: feed.sealed, feed_issued_at: at } };
}

const feedUrl = (deps: Pick<AppDeps, 'config'>, token: string) => `${siteUrl(deps.config)}${feedPath(token)}`;

/** The feed link's token; a dashboard published before feeds existed gets its feed link on first open. */
async function feedToken(deps: AppDeps, dashboard: { id: number; feed_token_sealed: string | null }, now: Date): Promise<string> {
  if (dashboard.feed_token_sealed) {
    try {
      return deps.sealer.unseal(dashboard.feed_token_sealed);
    } catch {
      // Sealed under an older COOKIE_SECRET: a new feed link replaces it.
    }
  }
  const fresh = freshFeedLink(deps, now.toISOString());
  const seen = dashboard.feed_token_sealed;
  // Only over the link this request saw: when two first opens race, both answer the one that was stored.
  const stored = await deps.db
    .updateTable('dashboards')
    .set(fresh.columns)
    .where('id', '=', dashboard.id)
    .where((eb) => (seen === null ? eb('feed_token_sealed', 'is', null) : eb('feed_token_sealed', '=', seen)))
    .executeTakeFirst();
  if (Number(stored.numUpdatedRows) > 0) return fresh.token;
  const current = await deps.db.selectFrom('dashboards').select(['id', 'feed_token_sealed']).where('id', '=', dashboard.id).executeTakeFirstOrThrow();
  return feedToken(deps, current, now);
}

/** The feed URL the dashboard shows now. */
export const currentFeedUrl = async (deps: AppDeps, dashboard: { id: number; feed_token_sealed: string | null }, now: Date) => feedUrl(deps, await feedToken(deps, dashboard, now));

/** The student's "Reset calendar link": a new feed URL, and the old one answers 404 from now on. */
export async function resetFeed(deps: AppDeps, token: string, now = new Date()): Promise<{ message: string; feedUrl: string }> {
  const dashboard = await liveDashboard(deps.db, token);
  const fresh = freshFeedLink(deps, now.toISOString());
  await deps.db.updateTable('dashboards').set(fresh.columns).where('id', '=', dashboard.id).execute();
  return { message: 'Your calendar link was reset. The old one no longer works: add your calendar again with the new link.', feedUrl: feedUrl(deps, fresh.token) };
}

/**
 * Each course's term, as the syllabi its published items were read from state it (the one most of
 * them state); a course without any (typed in by staff) has none.
 */
async function courseTerms(db: DB, dashboardId: number): Promise<Map<number, string>> {
  const rows = await db
    .selectFrom('dashboard_items')
    .innerJoin('calendar_items', 'calendar_items.id', 'dashboard_items.item_id')
    .innerJoin('syllabi', 'syllabi.id', 'calendar_items.syllabus_id')
    .select(['dashboard_items.course_id', 'syllabi.term', (eb) => eb.fn.countAll<number | string>().as('count')])
    .where('dashboard_items.dashboard_id', '=', dashboardId)
    .where('syllabi.term', 'is not', null)
    .groupBy(['dashboard_items.course_id', 'syllabi.term'])
    .execute();
  const terms = new Map<number, { term: string; count: number }>();
  for (const row of rows) {
    const best = terms.get(row.course_id);
    const count = Number(row.count);
    if (!best || count > best.count || (count === best.count && row.term! < best.term)) terms.set(row.course_id, { term: row.term!, count });
  }
  return new Map([...terms].map(([courseId, { term }]) => [courseId, term]));
}

export async function dashboardByToken(deps: AppDeps, token: string, now = new Date()) {
  const dashboard = await liveDashboard(deps.db, token);
  const [items, todos, applications, reminders, referral, terms, reports] = await Promise.all([
    // A day's items without a time first: SQLite's order of NULLs, which Postgres must be told.
    deps.db.selectFrom('dashboard_items').selectAll().where('dashboard_id', '=', dashboard.id).orderBy('date').orderBy('time', (order) => order.asc().nullsFirst()).orderBy('item_id').execute(),
    deps.db.selectFrom('todo_statuses').select(['item_id', 'status', 'done_at']).where('dashboard_id', '=', dashboard.id).execute(),
    dashboardApplications(deps.db, dashboard.id),
    reminderView(deps, dashboard.id),
    dashboardReferral(deps, dashboard.order_id),
    courseTerms(deps.db, dashboard.id),
    openReportsByItem(deps.db, dashboard.id),
  ]);
  const progress = new Map(todos.map((todo) => [todo.item_id, todo]));
  const courses = new Map(items.map((item) => [item.course_id, { id: item.course_id, name: item.course_name, colour: item.course_colour, timeZone: item.time_zone ?? deps.config.defaultTimeZone, term: terms.get(item.course_id) ?? null }]));
  const courseIds = new Set(courses.keys());
  const [notes, ownItems] = await Promise.all([dashboardNotes(deps.db, dashboard.id, courseIds), dashboardOwnItems(deps.db, dashboard.id, courseIds)]);
  return {
    firstName: splitName(dashboard.name).firstName || null,
    /** The order's term (the one most of its syllabi state); each course has its own, which may differ. */
    term: dashboard.term,
    updatedAt: dashboard.published_at,
    /** The private calendar feed to subscribe to (webcal:// is the same URL with another scheme). */
    feedUrl: await currentFeedUrl(deps, dashboard, now),
    courses: [...courses.values()].sort((a, b) => a.name.localeCompare(b.name)),
    items: items.map((item) => ({
      id: item.item_id,
      courseId: item.course_id,
      title: item.title,
      type: item.type,
      date: item.date,
      endDate: item.end_date,
      time: item.time,
      status: (progress.get(item.item_id)?.status ?? 'Not Started') as TodoStatus,
      /** When the student marked it Done (for the on-time rate); null unless Done. */
      doneAt: progress.get(item.item_id)?.done_at ?? null,
      /** The student's "Report a change" while staff check it; null when none is open. */
      report: reports.get(item.item_id) ?? null,
    })),
    /** The tasks and events the student added: theirs alone, never mixed with the published items. */
    ownItems,
    /** The internship tracker: the student's own, never mixed with the published items. */
    applications,
    /** The student's Markdown note per course, with its safe rendering. */
    notes,
    /** Email reminders: the student's choices, or the university's zone until they answer. */
    reminders,
    /** The buyer's own referral code, its share link and what it earned. */
    referral,
  };
}
export type StudentDashboard = Awaited<ReturnType<typeof dashboardByToken>>;
