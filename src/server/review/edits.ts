import type { z } from 'zod';
import type { addCourseInput, addItemInput, bulkChangeInput, ItemFields, itemsInput, mergeCoursesInput, setLineAsideInput, updateCourseInput, updateItemInput } from '../../shared/schemas/review.js';
import type { AppDeps } from '../deps.js';
import type { DB } from '../db/connection.js';
import { DomainError } from '../errors.js';
import { plural } from '../admin/fulfilment.js';
import { recordOrderEvent } from '../purchases/orders.js';
import { lastUndoableChange, ReviewChange, REVIEW_EVENT, revertChange, type ItemRow } from './change.js';
import { courseFor, courseLabel, liveCourse } from './courses.js';
import { lockOrder, reviewableOrder } from './order.js';
import { withTermFlag } from './term-window.js';
import { itemsToCheck, itemView, orderTerm, type ItemView } from './workspace.js';

/**
 * Every edit staff make in the review workspace. Each runs in one transaction, checks the versions
 * the editor saw, and is recorded in the order's history with who made it and how to undo it.
 */

export interface Edited {
  message: string;
  /** The history entry undo names. */
  changeId: number;
  /** The items as they are now (the console replaces its copies). */
  items: Array<ItemView & { needsCheck: boolean }>;
}

type Deps = Pick<AppDeps, 'db'>;

async function inChange(deps: Deps, orderId: string, actor: string, work: (change: ReviewChange) => Promise<{ note: string; message: string; items: ItemRow[] }>, now = new Date()): Promise<Edited> {
  await reviewableOrder(deps.db, orderId, 'be reviewed');
  return deps.db.transaction().execute(async (trx) => {
    await lockOrder(trx, orderId);
    const change = new ReviewChange(trx, orderId, actor, now);
    const done = await work(change);
    const changeId = await change.record(done.note);
    const toCheck = await checksAmong(trx, orderId, done.items);
    return { message: done.message, changeId, items: done.items.map((row) => ({ ...itemView(row), needsCheck: toCheck.has(row.id) })) };
  });
}

/**
 * Which of these rows need a check. A row of a repeating rule depends on the rule's other dates (only
 * the first needs one), so those are read too; nothing else is, which keeps an edit cheap.
 */
async function checksAmong(db: DB, orderId: string, rows: ItemRow[]): Promise<Set<number>> {
  const live = rows.filter((row) => row.deleted_at === null);
  const series = live.some((row) => row.flags.includes('"recurrence"'))
    ? await db.selectFrom('calendar_items').selectAll().where('order_id', '=', orderId).where('deleted_at', 'is', null).where('flags', 'like', '%"recurrence"%').execute()
    : [];
  const seriesIds = new Set(series.map((row) => row.id));
  return itemsToCheck([...live.filter((row) => !seriesIds.has(row.id)), ...series].map(itemView));
}

/** The term an item's date is checked against: its syllabus's, else the order's. */
async function termOf(db: DB, orderId: string, syllabusId: number | null): Promise<string | null> {
  const syllabus = syllabusId === null ? undefined : await db.selectFrom('syllabi').select('term').where('id', '=', syllabusId).executeTakeFirst();
  return syllabus?.term ?? orderTerm(db, orderId);
}

const FIELD_COLUMNS = { title: 'title', type: 'type', date: 'date', endDate: 'end_date', time: 'time', courseId: 'course_id' } as const;
const FIELD_WORDS: Record<keyof ItemFields, string> = { title: 'title', type: 'type', date: 'date', endDate: 'last day', time: 'time', courseId: 'course' };

export function updateItem(deps: Deps, actor: string, input: z.output<typeof updateItemInput>, now = new Date()): Promise<Edited> {
  return inChange(deps, input.orderId, actor, async (change) => {
    const [row] = await change.seenItems([input.item]);
    const columns: Partial<ItemRow> = {};
    const said: string[] = [];
    for (const [field, value] of Object.entries(input.changes) as Array<[keyof ItemFields, ItemFields[keyof ItemFields]]>) {
      const column = FIELD_COLUMNS[field];
      if (row![column] === value) continue;
      if (field === 'courseId') await liveCourse(change.trx, input.orderId, value as number);
      Object.assign(columns, { [column]: value });
      said.push(`${FIELD_WORDS[field]} ${row![column] ?? 'none'} → ${value ?? 'none'}`);
    }
    const endDate = columns.end_date !== undefined ? columns.end_date : row!.end_date;
    if (endDate !== null && endDate <= (columns.date ?? row!.date)) throw new DomainError('BAD_INPUT', 'endDate: the last day must come after the first day');
    if (columns.date) columns.flags = JSON.stringify(withTermFlag(JSON.parse(row!.flags), await termOf(change.trx, input.orderId, row!.syllabus_id), columns.date));
    const updated = said.length === 0 ? row! : await change.updateItem(row!, columns);
    return { note: `Changed “${row!.title}”: ${said.join('; ') || 'nothing'}`, message: said.length ? 'Saved.' : 'Nothing to change.', items: [updated] };
  }, now);
}

/** A new item staff type in, or make from an unplaced line; staff checked it, so it is confirmed. */
export function addItem(deps: Deps, actor: string, input: z.output<typeof addItemInput>, now = new Date()): Promise<Edited> {
  return inChange(deps, input.orderId, actor, async (change) => {
    const { fields } = input;
    await liveCourse(change.trx, input.orderId, fields.courseId);
    let evidence: { syllabus_id: number; source_page: number; source_text: string } | null = null;
    if (input.fromUnplacedId !== undefined) {
      const line = await datedLine(change.trx, input.orderId, input.fromUnplacedId);
      await change.removeUnplaced(line);
      evidence = { syllabus_id: line.syllabus_id, source_page: line.page, source_text: line.text };
    }
    const term = await termOf(change.trx, input.orderId, evidence?.syllabus_id ?? null);
    const row = await change.insertItem({
      syllabus_id: evidence?.syllabus_id ?? null,
      course_id: fields.courseId,
      origin: 'staff',
      title: fields.title,
      type: fields.type,
      date: fields.date,
      end_date: fields.endDate,
      time: fields.time,
      confidence: 1,
      flags: JSON.stringify(withTermFlag([], term, fields.date)),
      source_page: evidence?.source_page ?? null,
      source_text: evidence?.source_text ?? null,
      confirmed_at: change.at,
      confirmed_by: actor,
    });
    return { note: `Added “${row.title}” on ${row.date}${evidence ? ' from an unplaced line' : ''}`, message: `Added “${row.title}”.`, items: [row] };
  }, now);
}

/** A dated line of one of the order's syllabi that became no item (to check or set aside). */
async function datedLine(db: DB, orderId: string, lineId: number) {
  const line = await db
    .selectFrom('syllabus_unplaced')
    .innerJoin('syllabi', 'syllabi.id', 'syllabus_unplaced.syllabus_id')
    .selectAll('syllabus_unplaced')
    .where('syllabus_unplaced.id', '=', lineId)
    .where('syllabi.order_id', '=', orderId)
    .executeTakeFirst();
  if (!line) throw new DomainError('NOT_FOUND', 'That line is not in this order any more; it may already be an item.');
  return line;
}

/** A dated line staff decided is not a deadline: set aside with their reason, and no longer to check. */
export function setLineAside(deps: Deps, actor: string, input: z.output<typeof setLineAsideInput>, now = new Date()): Promise<Edited> {
  return inChange(deps, input.orderId, actor, async (change) => {
    const line = await datedLine(change.trx, input.orderId, input.lineId);
    await change.updateUnplaced(line, { fate: 'aside', reason: input.reason, decided_by: actor, decided_at: change.at });
    const what = `“${line.text.length > 60 ? `${line.text.slice(0, 57)}…` : line.text}”`;
    return { note: `Set aside ${what}: ${input.reason}`, message: `Set aside: ${input.reason}`, items: [] };
  }, now);
}

/** Deleted items leave the workspace and, at the next publish, the dashboard; undo brings them back. */
export function deleteItems(deps: Deps, actor: string, input: z.output<typeof itemsInput>, now = new Date()): Promise<Edited> {
  return inChange(deps, input.orderId, actor, async (change) => {
    const rows = await change.seenItems(input.items);
    const deleted = [];
    for (const row of rows) deleted.push(await change.updateItem(row, { deleted_at: change.at }));
    const what = rows.length === 1 ? `“${rows[0]!.title}”` : plural(rows.length, 'item');
    return { note: `Deleted ${what}`, message: `Deleted ${what}.`, items: deleted };
  }, now);
}

export function confirmItems(deps: Deps, actor: string, input: z.output<typeof itemsInput>, now = new Date()): Promise<Edited> {
  return inChange(deps, input.orderId, actor, async (change) => {
    const rows = (await change.seenItems(input.items)).filter((row) => row.confirmed_at === null);
    const confirmed = [];
    for (const row of rows) confirmed.push(await change.updateItem(row, { confirmed_at: change.at, confirmed_by: actor }));
    const what = rows.length === 1 ? `“${rows[0]!.title}”` : plural(rows.length, 'item');
    return { note: `Confirmed ${what}`, message: `Confirmed ${what}.`, items: confirmed };
  }, now);
}

/** Confirms every unconfirmed item that needs no check (see itemsToCheck). */
export function confirmAllUnflagged(deps: Deps, actor: string, orderId: string, now = new Date()): Promise<Edited> {
  return inChange(deps, orderId, actor, async (change) => {
    const live = await change.trx.selectFrom('calendar_items').selectAll().where('order_id', '=', orderId).where('deleted_at', 'is', null).execute();
    const toCheck = itemsToCheck(live.map(itemView));
    const rows = live.filter((row) => row.confirmed_at === null && !toCheck.has(row.id));
    const confirmed = [];
    for (const row of rows) confirmed.push(await change.updateItem(row, { confirmed_at: change.at, confirmed_by: actor }));
    return { note: `Confirmed all ${plural(rows.length, 'unflagged item')}`, message: rows.length ? `Confirmed ${plural(rows.length, 'item')}.` : 'Every unflagged item was already confirmed.', items: confirmed };
  }, now);
}

/** Moves the selected items to another course, or gives them another type. */
export function bulkChange(deps: Deps, actor: string, input: z.output<typeof bulkChangeInput>, now = new Date()): Promise<Edited> {
  return inChange(deps, input.orderId, actor, async (change) => {
    const rows = await change.seenItems(input.items);
    let columns: Partial<ItemRow>;
    let said: string;
    if ('courseId' in input.changes) {
      const course = await liveCourse(change.trx, input.orderId, input.changes.courseId);
      columns = { course_id: course.id };
      said = `moved to ${courseLabel(course)}`;
    } else {
      columns = { type: input.changes.type };
      said = `made ${input.changes.type === 'assignment' ? 'an assignment' : `a ${input.changes.type}`}`;
    }
    const changed = [];
    for (const row of rows) changed.push(await change.updateItem(row, columns));
    const what = plural(rows.length, 'item');
    return { note: `${what} ${said}`, message: `${what[0]!.toUpperCase()}${what.slice(1)} ${said}.`, items: changed };
  }, now);
}

type CourseEdited = Omit<Edited, 'items'>;

export async function updateCourse(deps: Deps, actor: string, input: z.output<typeof updateCourseInput>, now = new Date()): Promise<CourseEdited> {
  const { items: _items, ...done } = await inChange(deps, input.orderId, actor, async (change) => {
    const course = await change.seenCourse(input.course);
    const { displayName, colour, timeZone } = input.changes;
    const updated = await change.updateCourse(course, {
      ...(displayName !== undefined && { display_name: displayName || null }),
      ...(colour !== undefined && { colour }),
      ...(timeZone !== undefined && { time_zone: timeZone }),
    });
    const said = [
      displayName !== undefined && `name “${courseLabel(updated)}”`,
      colour !== undefined && `colour ${colour}`,
      timeZone !== undefined && `time zone ${timeZone ?? 'default'}`,
    ]
      .filter(Boolean)
      .join(', ');
    return { note: `Course ${course.name}: ${said}`, message: 'Saved.', items: [] };
  }, now);
  return done;
}

/** A course staff name (a syllabus that could not be read has none); the same name is the same course. */
export async function addCourse(deps: Deps, actor: string, input: z.output<typeof addCourseInput>, now = new Date()): Promise<{ message: string; courseId: number }> {
  await reviewableOrder(deps.db, input.orderId, 'be reviewed');
  return deps.db.transaction().execute(async (trx) => {
    await lockOrder(trx, input.orderId);
    const courseId = await courseFor(trx, input.orderId, input.name, now);
    await recordOrderEvent(trx, input.orderId, REVIEW_EVENT, `Added the course ${input.name}`, { actor, at: now.toISOString() });
    return { message: `${input.name} is a course of this order.`, courseId };
  });
}

/** Two spellings of one course become one: the merged one's items move, and its name is kept as an alias. */
export async function mergeCourses(deps: Deps, actor: string, input: z.output<typeof mergeCoursesInput>, now = new Date()): Promise<Edited> {
  return inChange(deps, input.orderId, actor, async (change) => {
    const into = await change.seenCourse(input.into);
    const merged = await change.seenCourse(input.merged);
    const items = await change.trx.selectFrom('calendar_items').selectAll().where('course_id', '=', merged.id).where('deleted_at', 'is', null).execute();
    const moved = [];
    for (const row of items) moved.push(await change.updateItem(row, { course_id: into.id }));
    // Deleted items move too, so undoing their deletion never lands them in a merged-away course.
    await change.trx.updateTable('calendar_items').set({ course_id: into.id }).where('course_id', '=', merged.id).execute();
    const aliases = await change.trx.selectFrom('courses').selectAll().where('merged_into', '=', merged.id).execute();
    for (const alias of aliases) await change.updateCourse(alias, { merged_into: into.id });
    await change.updateCourse(merged, { merged_into: into.id });
    await change.updateCourse(into, {});
    return { note: `Merged ${merged.name} into ${into.name}`, message: `${merged.name} merged into ${courseLabel(into)}.`, items: moved };
  }, now);
}

/** Undoes this staff member's last change in this order that is not undone yet. */
export async function undoLastChange(deps: Deps, actor: string, orderId: string, now = new Date()): Promise<CourseEdited> {
  await reviewableOrder(deps.db, orderId, 'be reviewed');
  const at = now.toISOString();
  return deps.db.transaction().execute(async (trx) => {
    await lockOrder(trx, orderId);
    const last = await lastUndoableChange(trx, orderId, actor);
    if (!last) throw new DomainError('CONFLICT', 'You have no change in this order left to undo.');
    await revertChange(trx, orderId, last.revert!, at);
    await trx.updateTable('order_events').set({ undone_at: at }).where('id', '=', last.id).execute();
    const changeId = await recordOrderEvent(trx, orderId, REVIEW_EVENT, `Undid: ${last.note}`, { actor, at });
    return { message: `Undone: ${last.note}.`, changeId };
  });
}
