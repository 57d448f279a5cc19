import { sql } from 'kysely';
import type { z } from 'zod';
import type { reportChangeInput } from '../../shared/schemas/dashboard.js';
import type { dismissReportInput } from '../../shared/schemas/review.js';
import { formatClock, formatDay } from '../../shared/calendarDay.js';
import { timeForStudent } from '../../shared/calendarEvent.js';
import type { AppDeps } from '../deps.js';
import type { DB } from '../db/connection.js';
import { DomainError } from '../errors.js';
import { recordOrderEvent } from '../purchases/orders.js';
import { hitLimit, REPORT_CHANGE_LIMIT } from '../rate-limits.js';
import { liveDashboard } from './view.js';

/**
 * "Report a change": a student tells staff that an item's date moved during the term. The report
 * stays open, and the item shows "reported · being checked", until staff publish a change to that
 * item (resolved) or keep it as it is with a reason (dismissed). See docs/decisions/0060.
 */

/**
 * A date as emails and staff notes read it, with years: `Fri, Sep 12, 2025`, `Mon, Sep 8, 2025 to
 * Fri, Sep 12, 2025`, `Fri, Sep 12, 2025 at 11:59 PM`. Given the zones, the time is the student's,
 * naming the course's when it differs (decision 0057); without, it is the course's own time.
 */
export function whenLabel(when: { date: string; end_date?: string | null; time: string | null }, zones?: { course: string; student: string }): string {
  const days = when.end_date ? `${formatDay(when.date)} to ${formatDay(when.end_date)}` : formatDay(when.date);
  if (!when.time) return days;
  return `${days} at ${zones ? timeForStudent(when.end_date ?? when.date, when.time, zones.course, zones.student) : formatClock(when.time)}`;
}

/**
 * The zones a student reads an item's time in, as `whenLabel` takes them: their own (from their
 * reminder settings), else the course's, which is the university's when the course names none.
 */
export async function readingZones(db: DB, dashboardId: number, defaultTimeZone: string) {
  const student = (await db.selectFrom('reminder_settings').select('time_zone').where('dashboard_id', '=', dashboardId).executeTakeFirst())?.time_zone ?? null;
  return (item: { time_zone: string | null }) => {
    const course = item.time_zone ?? defaultTimeZone;
    return { course, student: student ?? course };
  };
}

/** What the student's dashboard shows of their open report on an item. */
export interface OpenReport {
  date: string;
  time: string | null;
  note: string;
  reportedAt: string;
}

export async function reportChange(deps: Pick<AppDeps, 'db' | 'config'>, input: z.output<typeof reportChangeInput>, now = new Date()): Promise<{ message: string; report: OpenReport }> {
  const dashboard = await liveDashboard(deps.db, input.token);
  // Only an item of this link's own dashboard: another student's item id is simply not found.
  const item = await deps.db.selectFrom('dashboard_items').select(['title', 'date', 'time', 'time_zone']).where('dashboard_id', '=', dashboard.id).where('item_id', '=', input.itemId).executeTakeFirst();
  if (!item) throw new DomainError('NOT_FOUND', 'This item is no longer on your dashboard. Reload the page to see the latest version.');
  if (item.date === input.date && (input.time === null || input.time === item.time)) {
    // Said as the dashboard shows it: the time in the student's zone, the course's named beside it.
    const zonesOf = await readingZones(deps.db, dashboard.id, deps.config.defaultTimeZone);
    throw new DomainError('BAD_INPUT', `Your dashboard already shows ${whenLabel(item, zonesOf(item))} for “${item.title}”. Choose the new date your course gives it.`);
  }
  const wait = await hitLimit(deps.db, REPORT_CHANGE_LIMIT, String(dashboard.id), now);
  if (wait > 0) throw new DomainError('RATE_LIMITED', `You have reported ${REPORT_CHANGE_LIMIT.max} changes today, the most we take in a day. Write to us from the Help link, or report again tomorrow.`);

  const at = now.toISOString();
  const report = { date: input.date, time: input.time, note: input.note, reported_at: at };
  await deps.db.transaction().execute(async (trx) => {
    // Reporting again while the first is being checked replaces it: staff check the latest word.
    await trx
      .insertInto('reported_changes')
      .values({ dashboard_id: dashboard.id, order_id: dashboard.order_id, item_id: input.itemId, status: 'open', ...report })
      .onConflict((conflict) => conflict.columns(['dashboard_id', 'item_id']).where('status', '=', sql.lit('open')).doUpdateSet(report))
      .execute();
    await recordOrderEvent(trx, dashboard.order_id, 'change_reported', `The student reported a change: “${item.title}” is now ${whenLabel(input)} (the dashboard shows ${whenLabel(item)})`, { actor: 'student', at });
  });
  return {
    message: 'Thanks! The Syl team will check the new date and update your dashboard. You get an email once it changes.',
    report: { date: report.date, time: report.time, note: report.note, reportedAt: at },
  };
}

/** The dashboard's open reports by item id, for the student's view. */
export async function openReportsByItem(db: DB, dashboardId: number): Promise<Map<number, OpenReport>> {
  const rows = await db.selectFrom('reported_changes').select(['item_id', 'date', 'time', 'note', 'reported_at']).where('dashboard_id', '=', dashboardId).where('status', '=', 'open').execute();
  return new Map(rows.map((row) => [row.item_id, { date: row.date, time: row.time, note: row.note, reportedAt: row.reported_at }]));
}

/** The order's open reports for staff, oldest first, each with the item as the student's dashboard shows it now. */
export async function reportsToCheck(db: DB, orderId: string) {
  const rows = await db
    .selectFrom('reported_changes')
    .innerJoin('dashboard_items', (join) => join.onRef('dashboard_items.dashboard_id', '=', 'reported_changes.dashboard_id').onRef('dashboard_items.item_id', '=', 'reported_changes.item_id'))
    .select(['reported_changes.id', 'reported_changes.item_id', 'reported_changes.date', 'reported_changes.time', 'reported_changes.note', 'reported_changes.reported_at'])
    .select(['dashboard_items.title', 'dashboard_items.course_name', 'dashboard_items.date as shown_date', 'dashboard_items.time as shown_time'])
    .where('reported_changes.order_id', '=', orderId)
    .where('reported_changes.status', '=', 'open')
    .orderBy('reported_changes.reported_at')
    .orderBy('reported_changes.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    itemId: row.item_id,
    title: row.title,
    course: row.course_name,
    /** What the student's dashboard shows now. */
    shown: { date: row.shown_date, time: row.shown_time },
    /** What the student says it is. */
    reported: { date: row.date, time: row.time },
    note: row.note,
    reportedAt: row.reported_at,
  }));
}

/**
 * A publish resolves the open reports on the items it changed or took off the dashboard; a report on
 * an item it left as it was stays open, so no report closes unseen (staff dismiss it instead).
 */
export async function resolveReports(trx: DB, dashboardId: number, changedItemIds: ReadonlySet<number>, publishedItemIds: ReadonlySet<number>, actor: string, at: string): Promise<number> {
  const open = await trx.selectFrom('reported_changes').select(['id', 'item_id']).where('dashboard_id', '=', dashboardId).where('status', '=', 'open').execute();
  const resolved = open.filter((report) => changedItemIds.has(report.item_id) || !publishedItemIds.has(report.item_id)).map((report) => report.id);
  if (resolved.length === 0) return 0;
  await trx.updateTable('reported_changes').set({ status: 'resolved', decided_at: at, decided_by: actor }).where('id', 'in', resolved).execute();
  return resolved.length;
}

/** Staff keep the item as it is; the student's item no longer shows it being checked. */
export async function dismissReport(deps: Pick<AppDeps, 'db'>, actor: string, input: z.output<typeof dismissReportInput>, now = new Date()): Promise<{ message: string }> {
  const at = now.toISOString();
  return deps.db.transaction().execute(async (trx) => {
    const report = await trx
      .selectFrom('reported_changes')
      .innerJoin('dashboard_items', (join) => join.onRef('dashboard_items.dashboard_id', '=', 'reported_changes.dashboard_id').onRef('dashboard_items.item_id', '=', 'reported_changes.item_id'))
      .select(['reported_changes.status', 'dashboard_items.title'])
      .where('reported_changes.id', '=', input.reportId)
      .where('reported_changes.order_id', '=', input.orderId)
      .executeTakeFirst();
    if (!report) throw new DomainError('NOT_FOUND', 'There is no such report on this order.');
    const closed = await trx
      .updateTable('reported_changes')
      .set({ status: 'dismissed', decided_at: at, decided_by: actor, dismiss_reason: input.reason })
      .where('id', '=', input.reportId)
      .where('status', '=', 'open')
      .executeTakeFirst();
    if (Number(closed.numUpdatedRows) === 0) throw new DomainError('CONFLICT', `The report on “${report.title}” was already ${report.status}. Reload the order to see it.`);
    await recordOrderEvent(trx, input.orderId, 'report_dismissed', `Reported change on “${report.title}” dismissed: ${input.reason}`, { actor, at });
    return { message: `Dismissed the report on “${report.title}”. The student’s dashboard no longer shows it as being checked.` };
  });
}

