import type { DB } from '../db/connection.js';
import type { ItemFlag, SyllabusResult } from './document.js';

/** What extraction found in each syllabus of an order: stored once per syllabus, read by the staff console. */

const ROWS_PER_INSERT = 500;

function chunks<T>(rows: T[]): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) out.push(rows.slice(start, start + ROWS_PER_INSERT));
  return out;
}

/**
 * Stores a syllabus's result and forgets its pasted text: from now on each item keeps only its own
 * evidence line, and each unplaced line its own text. Call it inside the transaction that ends the job.
 */
export async function saveResult(db: DB, syllabusId: number, result: SyllabusResult, now = new Date()): Promise<void> {
  const at = now.toISOString();
  await db
    .updateTable('syllabi')
    .set({ status: result.error ? 'failed' : 'done', error: result.error ?? null, course: result.course, term: result.term, pasted_text: null, updated_at: at })
    .where('id', '=', syllabusId)
    .execute();
  const items = result.items.map((item) => ({
    syllabus_id: syllabusId,
    date: item.date,
    end_date: item.dates?.[1] ?? null,
    time: item.time ?? null,
    type: item.type,
    title: item.title,
    confidence: item.confidence,
    flags: JSON.stringify(item.flags),
    source_page: item.source.page,
    source_text: item.source.text,
    created_at: at,
  }));
  for (const rows of chunks(items)) await db.insertInto('syllabus_items').values(rows).execute();
  const unplaced = result.unplaced.map((line) => ({ syllabus_id: syllabusId, page: line.page, text: line.text, reason: line.reason }));
  for (const rows of chunks(unplaced)) await db.insertInto('syllabus_unplaced').values(rows).execute();
}

/** An order's syllabi, oldest first, each with its items (by date) and its unplaced lines. */
export async function orderSyllabi(db: DB, orderId: string) {
  const syllabi = await db
    .selectFrom('syllabi')
    .select(['id', 'original_name', 'origin', 'status', 'error', 'course', 'term', 'created_at'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
  if (syllabi.length === 0) return [];
  const ids = syllabi.map((syllabus) => syllabus.id);
  const [items, unplaced] = await Promise.all([
    db.selectFrom('syllabus_items').selectAll().where('syllabus_id', 'in', ids).orderBy('date').orderBy('id').execute(),
    db.selectFrom('syllabus_unplaced').selectAll().where('syllabus_id', 'in', ids).orderBy('id').execute(),
  ]);
  return syllabi.map((syllabus) => ({
    id: syllabus.id,
    name: syllabus.original_name,
    origin: syllabus.origin,
    status: syllabus.status,
    error: syllabus.error,
    course: syllabus.course,
    term: syllabus.term,
    addedAt: syllabus.created_at,
    items: items
      .filter((item) => item.syllabus_id === syllabus.id)
      .map((item) => ({
        id: item.id,
        date: item.date,
        endDate: item.end_date,
        time: item.time,
        type: item.type,
        title: item.title,
        confidence: item.confidence,
        flags: JSON.parse(item.flags) as ItemFlag[],
        source: { page: item.source_page, text: item.source_text },
      })),
    unplaced: unplaced.filter((line) => line.syllabus_id === syllabus.id).map((line) => ({ id: line.id, page: line.page, text: line.text, reason: line.reason })),
  }));
}
