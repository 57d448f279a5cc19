import type { Selectable } from 'kysely';
import type { z } from 'zod';
import { OWN_ITEM_LIMITS } from '../../shared/items.js';
import type { addOwnItemInput, deleteOwnItemInput, OwnItemFields, updateOwnItemInput } from '../../shared/schemas/ownItems.js';
import type { AppDeps } from '../deps.js';
import type { DB } from '../db/connection.js';
import type { StudentItemsTable } from '../db/schema.js';
import { badInput, DomainError } from '../errors.js';
import { studentChange } from './view.js';

/**
 * The student's own tasks and events: rows of student_items, apart from the published items
 * (dashboard_items), which each publish replaces, so no publish ever touches them. Every change is
 * one transaction on an item of the link's own dashboard (another student's id is simply not found),
 * checks the version the student's screen showed, and raises student_revision for the feed's ETag.
 */

export interface OwnItem {
  id: number;
  kind: StudentItemsTable['kind'];
  title: string;
  /** YYYY-MM-DD. */
  date: string;
  /** HH:MM in timeZone; null: all day. */
  time: string | null;
  timeZone: string;
  /** A course on the dashboard now, or null (none chosen, or staff removed it since). */
  courseId: number | null;
  status: StudentItemsTable['status'];
  doneAt: string | null;
  version: number;
}

type Row = Selectable<StudentItemsTable>;

const CHANGED_ELSEWHERE = 'This item was changed on another device. Reload to see the latest version.';
const NOT_ON_DASHBOARD = 'This item is no longer on your dashboard. Reload the page to see the latest version.';
const NOT_A_COURSE = 'This course is not on your dashboard. Choose one of your courses, or none.';
const TOO_MANY = `Your dashboard holds at most ${OWN_ITEM_LIMITS.perDashboard} items of your own. Delete ones you no longer need to add another.`;

const ownItemView = (row: Row, courseIds: ReadonlySet<number>): OwnItem => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  date: row.date,
  time: row.time,
  timeZone: row.time_zone,
  courseId: row.course_id !== null && courseIds.has(row.course_id) ? row.course_id : null,
  status: row.status,
  doneAt: row.done_at,
  version: row.version,
});

const dashboardCourseIds = async (db: DB, dashboardId: number) =>
  new Set((await db.selectFrom('dashboard_items').select('course_id').distinct().where('dashboard_id', '=', dashboardId).execute()).map((row) => row.course_id));

/** The dashboard's own items in date order, a day's all-day ones first. */
export async function dashboardOwnItems(db: DB, dashboardId: number, courseIds: ReadonlySet<number>): Promise<OwnItem[]> {
  const rows = await db.selectFrom('student_items').selectAll().where('dashboard_id', '=', dashboardId).orderBy('date').orderBy('time', (order) => order.asc().nullsFirst()).orderBy('id').execute();
  return rows.map((row) => ownItemView(row, courseIds));
}

type FieldColumns = Pick<Row, 'kind' | 'title' | 'date' | 'time' | 'time_zone' | 'course_id' | 'status'>;

/** Fields as columns; a field left out stays undefined, which Kysely leaves out of the statement. */
const columnsOf = (fields: Partial<OwnItemFields>): Partial<FieldColumns> => ({
  kind: fields.kind,
  title: fields.title,
  date: fields.date,
  time: fields.time,
  time_zone: fields.timeZone,
  course_id: fields.courseId,
  status: fields.status,
});

/** The done moment a status change gives: kept while it stays Done, now when it becomes Done. */
const doneAtFor = (status: OwnItem['status'] | undefined, row: Pick<Row, 'status' | 'done_at'> | null, at: string) => {
  if (status === undefined) return undefined;
  if (status !== 'Done') return null;
  return row?.status === 'Done' ? row.done_at : at;
};

/** The courses the item may name (the dashboard's now), refusing another. */
async function checkedCourses(trx: DB, dashboardId: number, courseId: number | null | undefined): Promise<Set<number>> {
  const courseIds = await dashboardCourseIds(trx, dashboardId);
  if (courseId != null && !courseIds.has(courseId)) throw badInput(NOT_A_COURSE);
  return courseIds;
}

export async function addOwnItem(deps: Pick<AppDeps, 'db' | 'config'>, input: z.output<typeof addOwnItemInput>, now = new Date()): Promise<{ item: OwnItem }> {
  const { token, timeZone, ...fields } = input;
  return studentChange(deps, token, now, async (trx, dashboardId, at) => {
    const { count } = await trx.selectFrom('student_items').select((eb) => eb.fn.countAll<number>().as('count')).where('dashboard_id', '=', dashboardId).executeTakeFirstOrThrow();
    if (Number(count) >= OWN_ITEM_LIMITS.perDashboard) throw new DomainError('CONFLICT', TOO_MANY);
    const courseIds = await checkedCourses(trx, dashboardId, fields.courseId);
    const row = await trx
      .insertInto('student_items')
      .values({
        ...(columnsOf({ ...fields, timeZone: timeZone ?? deps.config.defaultTimeZone }) as FieldColumns),
        dashboard_id: dashboardId,
        done_at: doneAtFor(fields.status, null, at) ?? null,
        version: 1,
        created_at: at,
        updated_at: at,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { item: ownItemView(row, courseIds) };
  });
}

/** The item at the version the student's screen showed; another dashboard's is not found. */
async function seenItem(trx: DB, dashboardId: number, seen: { id: number; version: number }): Promise<Row> {
  const row = await trx.selectFrom('student_items').selectAll().where('dashboard_id', '=', dashboardId).where('id', '=', seen.id).executeTakeFirst();
  if (!row) throw new DomainError('NOT_FOUND', NOT_ON_DASHBOARD);
  if (row.version !== seen.version) throw new DomainError('CONFLICT', CHANGED_ELSEWHERE);
  return row;
}

export async function updateOwnItem(deps: Pick<AppDeps, 'db'>, input: z.output<typeof updateOwnItemInput>, now = new Date()): Promise<{ item: OwnItem }> {
  return studentChange(deps, input.token, now, async (trx, dashboardId, at) => {
    const row = await seenItem(trx, dashboardId, input);
    const courseIds = await checkedCourses(trx, dashboardId, input.changes.courseId);
    const updated = await trx
      .updateTable('student_items')
      .set({ ...columnsOf(input.changes), done_at: doneAtFor(input.changes.status, row, at), version: row.version + 1, updated_at: at })
      .where('id', '=', row.id)
      .where('version', '=', row.version)
      .returningAll()
      .executeTakeFirst();
    if (!updated) throw new DomainError('CONFLICT', CHANGED_ELSEWHERE);
    return { item: ownItemView(updated, courseIds) };
  });
}

/** Deleted for good: its feed UID is never given to another item, so calendar apps drop their copy. */
export async function deleteOwnItem(deps: Pick<AppDeps, 'db'>, input: z.output<typeof deleteOwnItemInput>, now = new Date()): Promise<{ message: string }> {
  return studentChange(deps, input.token, now, async (trx, dashboardId) => {
    const row = await seenItem(trx, dashboardId, input);
    await trx.deleteFrom('student_items').where('id', '=', row.id).where('version', '=', row.version).execute();
    return { message: `“${row.title}” was deleted.` };
  });
}
