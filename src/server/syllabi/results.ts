import type { DB } from '../db/connection.js';
import { courseFor } from '../review/courses.js';
import { withTermFlag } from '../review/term-window.js';
import type { SyllabusResult } from './document.js';

/**
 * What extraction found in each syllabus of an order: its items join the order's review workspace
 * under the syllabus's course; its dated lines that became no item (to check, or set aside) and its
 * text in reading order stay with the syllabus for the console's document view.
 */

const ROWS_PER_INSERT = 500;

function chunks<T>(rows: T[]): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) out.push(rows.slice(start, start + ROWS_PER_INSERT));
  return out;
}

/**
 * Stores a syllabus's result. Items staff already touched (after a re-run) stay, and a found item
 * with the same title and date as one of them is not added twice. Call it inside the transaction
 * that ends the job.
 */
export async function saveResult(db: DB, syllabusId: number, result: SyllabusResult, now = new Date()): Promise<void> {
  const at = now.toISOString();
  const syllabus = await db
    .updateTable('syllabi')
    .set({ status: result.error ? 'failed' : 'done', error: result.error ?? null, course: result.course, course_doubt: result.courseDoubt ?? null, term: result.term, updated_at: at })
    .where('id', '=', syllabusId)
    .returning(['order_id', 'original_name'])
    .executeTakeFirstOrThrow();
  if (result.items.length > 0) {
    const courseId = await courseFor(db, syllabus.order_id, result.course ?? syllabus.original_name, now);
    const kept = await db.selectFrom('calendar_items').select(['title', 'date']).where('syllabus_id', '=', syllabusId).execute();
    const keptKeys = new Set(kept.map((item) => `${item.date} ${item.title}`));
    const items = result.items
      .filter((item) => !keptKeys.has(`${item.date} ${item.title}`))
      .map((item) => ({
        order_id: syllabus.order_id,
        syllabus_id: syllabusId,
        course_id: courseId,
        origin: 'engine' as const,
        date: item.date,
        end_date: item.dates?.[1] ?? null,
        time: item.time ?? null,
        type: item.type,
        title: item.title,
        confidence: item.confidence,
        flags: JSON.stringify(withTermFlag(item.flags, result.term, item.date)),
        source_page: item.source.page,
        source_text: item.source.text,
        version: 1,
        created_at: at,
        updated_at: at,
      }));
    for (const rows of chunks(items)) await db.insertInto('calendar_items').values(rows).execute();
  }
  const datesOf = (line: { dates?: string[] }) => (line.dates?.length ? JSON.stringify(line.dates) : null);
  const dated = [
    ...result.unplaced.map((line) => ({ syllabus_id: syllabusId, page: line.page, text: line.text, reason: line.reason, fate: 'check' as const, dates: datesOf(line) })),
    ...result.setAside.map((line) => ({ syllabus_id: syllabusId, page: line.page, text: line.text, reason: line.reason, fate: 'aside' as const, dates: datesOf(line) })),
  ];
  for (const rows of chunks(dated)) await db.insertInto('syllabus_unplaced').values(rows).execute();
  const lines = (result.reading ?? []).map((line, position) => ({
    syllabus_id: syllabusId,
    position,
    page: line.page,
    text: line.text,
    cells: line.cells ? JSON.stringify(line.cells) : null,
    kind: line.header ? ('header' as const) : line.cells ? ('row' as const) : line.heading !== undefined ? ('heading' as const) : ('text' as const),
  }));
  for (const rows of chunks(lines)) await db.insertInto('syllabus_lines').values(rows).execute();
}
