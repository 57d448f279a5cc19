import { updateItemInput, type ItemFields } from '../../../../shared/schemas/review';
import { formatClock } from '../format';
import type { Item } from './rules';

/** Editing an item in place: the cells in their Tab order, what each holds, and reading what staff typed with the shared schemas. */

export const CELLS = ['title', 'type', 'date', 'endDate', 'time', 'courseId'] as const;
export type Cell = (typeof CELLS)[number];

/** What a time field suggests typing; "9am", "23:59" and "noon" are read too. */
export const TIME_EXAMPLE = '11:59 PM';

export const CELL_LABELS: Record<Cell, string> = { title: 'Title', type: 'Type', date: 'Date', endDate: 'Last day', time: 'Time', courseId: 'Course' };

/** The cell's value as its input holds it; a time as the cell shows it ("11:59 PM"). */
export function cellText(item: Item, cell: Cell): string {
  const value = item[cell];
  if (value === null) return '';
  return cell === 'time' ? formatClock(String(value)) : String(value);
}

/** The first problem a schema found, as a sentence that names the field. */
export function firstProblem(issues: ReadonlyArray<{ message: string; path: ReadonlyArray<PropertyKey> }>, labels: Record<string, string>): string {
  const issue = issues[0];
  if (!issue) return '';
  const label = labels[String(issue.path.at(-1))];
  const sentence = label && !/^(the|choose|select|paste|name)\b/i.test(issue.message) ? `${label} ${issue.message}` : issue.message;
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}${sentence.endsWith('.') ? '' : '.'}`;
}

export type CellReading = { ok: true; changes: Partial<ItemFields> | null } | { ok: false; message: string };

/** What staff typed in a cell, checked as the server will check it: the change to send (null when nothing changed), or the problem. */
export function readCell(item: Item, cell: Cell, typed: string): CellReading {
  const value = cell === 'courseId' ? (typed === '' ? undefined : Number(typed)) : cell === 'endDate' || cell === 'time' ? typed.trim() || null : typed;
  // The first and last day are checked together: the last must come after the first.
  const together = cell === 'date' || cell === 'endDate' ? { date: item.date, endDate: item.endDate } : {};
  const parsed = updateItemInput.shape.changes.safeParse({ ...together, [cell]: value });
  if (!parsed.success) return { ok: false, message: firstProblem(parsed.error.issues, CELL_LABELS) };
  const next = parsed.data[cell];
  return { ok: true, changes: next === item[cell] ? null : { [cell]: next } };
}
