import type { Selectable } from 'kysely';
import type { AppDeps } from '../deps.js';
import type { DB } from '../db/connection.js';
import type { DashboardItemsTable } from '../db/schema.js';
import { datesChangedEmail, dashboardReadyEmail, newDashboardLinkEmail, type MovedDate } from '../admin/emails.js';
import { plural } from '../admin/fulfilment.js';
import { findOrder } from '../admin/orders.js';
import { queueEmail } from '../emails/outbox.js';
import { DomainError } from '../errors.js';
import { recordOrderEvent } from '../purchases/orders.js';
import { deleteUploads, forgetSyllabusText, liveOrderUploads } from '../retention.js';
import { COURSE_PALETTE, courseLabel } from '../review/courses.js';
import { itemsToCheck, itemView, linesToCheck, orderTerm } from '../review/workspace.js';
import { lockOrder, reviewableOrder } from '../review/order.js';
import { rescheduleOrderReminders } from '../reminders/reschedule.js';
import { ensureOwnReferralCode } from '../referral-rewards.js';
import { addCareerGuideExamples } from './applications.js';
import { dashboardLink, newDashboardToken } from './links.js';
import { readingZones, resolveReports, whenLabel } from './reports.js';
import { freshFeedLink } from './view.js';

/**
 * Publishing turns an order's confirmed items into the student's dashboard. The first publish
 * delivers the order: a private link, the "ready" email, the syllabus files deleted, and for a
 * career-guide buyer the guide's tracker template as example applications. Later publishes
 * replace what the student sees, item by item under the same ids, and email only when a date moved.
 */

type Done = { message: string };

/** The items the student will see: confirmed, not deleted, with their course as it is named now. */
async function publishableItems(db: DB, orderId: string) {
  const rows = await db
    .selectFrom('calendar_items')
    .innerJoin('courses', 'courses.id', 'calendar_items.course_id')
    .selectAll('calendar_items')
    .select(['courses.name as course_name', 'courses.display_name as course_display_name', 'courses.colour as course_colour', 'courses.time_zone'])
    .where('calendar_items.order_id', '=', orderId)
    .where('calendar_items.deleted_at', 'is', null)
    .execute();
  const toCheck = itemsToCheck(rows.map(itemView));
  const unconfirmedFlagged = rows.filter((row) => row.confirmed_at === null && toCheck.has(row.id)).length;
  if (unconfirmedFlagged > 0) throw new DomainError('CONFLICT', `${plural(unconfirmedFlagged, 'flagged item')} still ${unconfirmedFlagged === 1 ? 'needs' : 'need'} a check: confirm, correct or delete ${unconfirmedFlagged === 1 ? 'it' : 'them'} first.`);
  const confirmed = rows.filter((row) => row.confirmed_at !== null);
  if (confirmed.length === 0) throw new DomainError('CONFLICT', 'Confirm at least one item before publishing: the dashboard shows confirmed items only.');
  return confirmed.map((row) => ({
    item_id: row.id,
    course_id: row.course_id,
    course_name: courseLabel({ name: row.course_name, display_name: row.course_display_name }),
    course_colour: row.course_colour ?? COURSE_PALETTE[0],
    title: row.title,
    type: row.type,
    date: row.date,
    end_date: row.end_date,
    time: row.time,
    time_zone: row.time_zone,
  }));
}
type Publishable = Awaited<ReturnType<typeof publishableItems>>[number];

/** What a calendar app shows of an item; a change to any of these makes it replace its copy. */
const SHOWN: (keyof Publishable)[] = ['title', 'type', 'date', 'end_date', 'time', 'time_zone', 'course_name', 'course_colour'];

/**
 * Each item with its iCalendar SEQUENCE and LAST-MODIFIED against the previous publication: new items
 * start at 0, changed ones go up by one, unchanged ones keep both, so a republish with no change
 * leaves every event in a subscribed calendar as it was.
 */
function withRevisions(items: Publishable[], was: Map<number, Selectable<DashboardItemsTable>>, at: string) {
  return items.map((item) => {
    const old = was.get(item.item_id);
    if (!old) return { ...item, sequence: 0, modified_at: at };
    if (SHOWN.every((column) => old[column] === item[column])) return { ...item, sequence: old.sequence, modified_at: old.modified_at ?? at };
    return { ...item, sequence: old.sequence + 1, modified_at: at };
  });
}

/** What staff confirmed when they published: how many dated lines they left to check (see publishInput). */
export interface PublishConfirmation {
  linesToCheck?: number;
}

/**
 * Every dated line of the syllabi is decided before publishing, unless staff confirmed publishing
 * with exactly this many left: a count that changed since they confirmed is refused, and the order's
 * history records who published with how many.
 */
async function checkLinesDecided(trx: DB, orderId: string, confirmed: PublishConfirmation, actor: string, at: string): Promise<void> {
  const left = await linesToCheck(trx, orderId);
  if (left === 0) return;
  const them = left === 1 ? 'it' : 'them';
  if (confirmed.linesToCheck !== left) {
    throw new DomainError('CONFLICT', `${plural(left, 'dated line')} of the syllabi ${left === 1 ? 'is' : 'are'} still to check: make ${them} items or set ${them} aside, or confirm publishing with ${them} left.`);
  }
  await recordOrderEvent(trx, orderId, 'published_with_lines_to_check', `Published with ${plural(left, 'dated line')} still to check`, { actor, at });
}

export async function publishDashboard(deps: AppDeps, orderId: string, actor: string, confirmed: PublishConfirmation = {}, now = new Date()): Promise<Done> {
  const order = await reviewableOrder(deps.db, orderId, 'be published');
  const at = now.toISOString();
  const term = await orderTerm(deps.db, orderId);

  const outcome = await deps.db.transaction().execute(async (trx) => {
    await lockOrder(trx, orderId);
    const items = await publishableItems(trx, orderId);
    await checkLinesDecided(trx, orderId, confirmed, actor, at);
    const existing = await trx.selectFrom('dashboards').selectAll().where('order_id', '=', orderId).executeTakeFirst();
    const before = existing ? await trx.selectFrom('dashboard_items').selectAll().where('dashboard_id', '=', existing.id).execute() : [];
    const was = new Map(before.map((item) => [item.item_id, item]));
    let dashboardId: number;
    let moved: MovedDate[] = [];
    let resolved = 0;
    const revised = withRevisions(items, was, at);
    if (existing) {
      const zonesOf = await readingZones(trx, existing.id, deps.config.defaultTimeZone);
      moved = items
        .filter((item) => {
          const old = was.get(item.item_id);
          return old !== undefined && (old.date !== item.date || old.time !== item.time || old.end_date !== item.end_date);
        })
        .map((item) => ({ course: item.course_name, title: item.title, from: whenLabel(was.get(item.item_id)!, zonesOf(was.get(item.item_id)!)), to: whenLabel(item, zonesOf(item)) }));
      await trx
        .updateTable('dashboards')
        .set({ term, publications: existing.publications + 1, published_at: at, published_by: actor })
        .where('id', '=', existing.id)
        .execute();
      await trx.deleteFrom('dashboard_items').where('dashboard_id', '=', existing.id).execute();
      dashboardId = existing.id;
      if (moved.length > 0) {
        const link = dashboardLink(deps, existing.token_sealed);
        await queueEmail(trx, datesChangedEmail(order, moved, existing.publications + 1, link && deps.sealer.seal(link), deps.config));
      }
      const changed = new Set(revised.filter((item) => item.sequence !== was.get(item.item_id)?.sequence).map((item) => item.item_id));
      resolved = await resolveReports(trx, existing.id, changed, new Set(items.map((item) => item.item_id)), actor, at);
      const reports = resolved > 0 ? `, ${plural(resolved, 'reported change')} resolved` : '';
      await recordOrderEvent(trx, orderId, 'republished', `Dashboard published again: ${plural(items.length, 'item')}, ${plural(moved.length, 'date')} moved${reports}`, { actor, at });
    } else {
      const link = newDashboardToken(deps);
      const created = await trx
        .insertInto('dashboards')
        .values({ order_id: orderId, token_hash: link.hash, token_sealed: link.sealed, term, publications: 1, published_at: at, published_by: actor, link_issued_at: at, ...freshFeedLink(deps, at).columns })
        .returning('id')
        .executeTakeFirstOrThrow();
      dashboardId = created.id;
      if (order.career_guide === 1) await addCareerGuideExamples(trx, dashboardId, at);
      await ensureOwnReferralCode(trx, orderId);
      if (order.status === 'paid') {
        const delivered = await trx.updateTable('orders').set({ status: 'delivered', delivered_at: at, updated_at: at }).where('id', '=', orderId).where('status', '=', 'paid').executeTakeFirst();
        if (Number(delivered.numUpdatedRows) === 0) throw new DomainError('CONFLICT', 'This order changed meanwhile; reload it and publish again.');
      }
      // An order delivered with a pasted link, before dashboards, had its "ready" email: it gets the new link.
      if (!(await queueEmail(trx, dashboardReadyEmail(order, link.sealedLink, deps.config)))) await queueEmail(trx, newDashboardLinkEmail(order, link.sealedLink, at, deps.config));
      await recordOrderEvent(trx, orderId, 'delivered', `Dashboard published: ${plural(items.length, 'item')}`, { actor, at });
    }
    await trx.insertInto('dashboard_items').values(revised.map((item) => ({ ...item, dashboard_id: dashboardId }))).execute();
    return { first: !existing, items: items.length, moved: moved.length, resolved };
  });
  // Exam reminders follow the exams' dates as published now.
  await deps.db.transaction().execute((trx) => rescheduleOrderReminders(trx, deps.config.defaultTimeZone, orderId, now));

  if (outcome.first) {
    // The site promises the files go once the dashboard is made; what was read from them stays.
    const deleted = await deleteUploads(deps, await liveOrderUploads(deps, orderId), now);
    await forgetSyllabusText(deps.db, orderId);
    if (deleted > 0) await recordOrderEvent(deps.db, orderId, 'files_deleted', `${plural(deleted, 'file')} deleted on delivery`);
    return { message: `Published ${plural(outcome.items, 'item')}. ${order.email} gets an email with the dashboard link.` };
  }
  const published = outcome.moved > 0 ? `Published again. ${order.email} is told about ${plural(outcome.moved, 'moved date')}.` : `Published again (${plural(outcome.items, 'item')}); no date moved, so no email.`;
  return { message: outcome.resolved > 0 ? `${published} ${plural(outcome.resolved, 'reported change')} resolved.` : published };
}

/** The old link stops working at once, and so does the calendar feed it showed; the student gets the new link by email. */
export async function revokeDashboardLink(deps: AppDeps, orderId: string, actor: string, now = new Date()): Promise<Done> {
  const order = await findOrder(deps.db, orderId);
  if (order.status !== 'delivered') throw new DomainError('CONFLICT', `Only a delivered order's dashboard link can be replaced; this one is ${order.status}.`);
  const at = now.toISOString();
  const link = newDashboardToken(deps);
  await deps.db.transaction().execute(async (trx) => {
    const changed = await trx
      .updateTable('dashboards')
      .set({ token_hash: link.hash, token_sealed: link.sealed, link_issued_at: at, ...freshFeedLink(deps, at).columns })
      .where('order_id', '=', orderId)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) === 0) throw new DomainError('CONFLICT', 'This order has no dashboard yet: publish it first.');
    await queueEmail(trx, newDashboardLinkEmail(order, link.sealedLink, at, deps.config));
    await recordOrderEvent(trx, orderId, 'link_revoked', 'Dashboard link revoked; a new link was sent', { actor, at });
  });
  return { message: `The old link no longer works. ${order.email} gets an email with the new one.` };
}
