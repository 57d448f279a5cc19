import type { DB } from '../db/connection.js';
import { lineOfEvidence } from '../../shared/evidence.js';
import { DomainError } from '../errors.js';

/**
 * A syllabus as the reviewer reads it: its text in reading order (table rows as rows), each line with
 * the fate of its dates: the items made from it, or the dated line it is (to check, or set aside with
 * its reason). Lines and fates meet on the line's text, which the engine gives both.
 */

export type LineKind = 'text' | 'heading' | 'row' | 'header';

export async function documentView(db: DB, orderId: string, syllabusId: number) {
  const syllabus = await db.selectFrom('syllabi').select(['id', 'original_name', 'status']).where('id', '=', syllabusId).where('order_id', '=', orderId).executeTakeFirst();
  if (!syllabus) throw new DomainError('NOT_FOUND', `There is no syllabus ${syllabusId} in this order.`);
  const [lines, dated, items] = await Promise.all([
    db.selectFrom('syllabus_lines').select(['position', 'page', 'text', 'cells', 'kind']).where('syllabus_id', '=', syllabusId).orderBy('position').execute(),
    db.selectFrom('syllabus_unplaced').select(['id', 'text', 'reason', 'fate', 'dates', 'decided_by']).where('syllabus_id', '=', syllabusId).orderBy('id').execute(),
    db
      .selectFrom('calendar_items')
      .select(['id', 'title', 'date', 'time', 'source_text'])
      .where('syllabus_id', '=', syllabusId)
      .where('deleted_at', 'is', null)
      .where('source_text', 'is not', null)
      .orderBy('date')
      .execute(),
  ]);
  const itemsByText = groupBy(items, (item) => lineOfEvidence(item.source_text!, lines));
  const datedByText = groupBy(dated, (line) => line.text);
  return {
    syllabusId,
    name: syllabus.original_name,
    /** False once the text went with the file (on delivery, or at retention): only the decided lines remain. */
    kept: lines.length > 0,
    lines: lines.map((line) => ({
      position: line.position,
      page: line.page,
      text: line.text,
      cells: line.cells ? (JSON.parse(line.cells) as string[]) : null,
      kind: line.kind as LineKind,
      items: (itemsByText.get(line.text) ?? []).map((item) => ({ id: item.id, title: item.title, date: item.date, time: item.time })),
      dated: (datedByText.get(line.text) ?? []).map((row) => ({
        id: row.id,
        fate: row.fate,
        reason: row.reason,
        dates: row.dates ? (JSON.parse(row.dates) as string[]) : [],
        decidedBy: row.decided_by,
      })),
    })),
  };
}
export type DocumentView = Awaited<ReturnType<typeof documentView>>;

function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}
