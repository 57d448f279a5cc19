import type { ApiOutputs } from '../../../lib/api';

/** The review workspace's rules that need no React: what is flagged, in what order rows show, and when an order can be published. */

export type Workspace = ApiOutputs['admin']['review']['workspace'];
export type Item = Workspace['items'][number];
export type Course = Workspace['courses'][number];
export type Syllabus = Workspace['syllabi'][number];

/**
 * Flagged: a person must check it before publishing. The server decides (a flag that doubts the date,
 * confidence under 0.6, the first date of a repeating rule) and says so on every row it sends.
 */
export const isFlagged = (item: Pick<Item, 'needsCheck'>) => item.needsCheck;

/** Flagged and not confirmed yet: what stands between the order and publishing. */
export const awaitsCheck = (item: Item) => isFlagged(item) && item.confirmedAt === null;

/** Within a course: flagged items not yet confirmed first, then by date and time. */
export function reviewOrder(a: Item, b: Item): number {
  return Number(awaitsCheck(b)) - Number(awaitsCheck(a)) || a.date.localeCompare(b.date) || (a.time ?? '').localeCompare(b.time ?? '') || a.id - b.id;
}

/** Every course with its items in review order. */
export function groupByCourse(items: Item[], courses: Course[]): Array<{ course: Course; items: Item[] }> {
  return courses.map((course) => ({ course, items: items.filter((item) => item.courseId === course.id).sort(reviewOrder) }));
}

/** The counts the progress line shows, for these items; the dated lines to check stay as the server counted them. */
export function progressOf(items: Item[], linesToCheck: number): Workspace['progress'] {
  const flagged = items.filter(isFlagged);
  return {
    linesToCheck,
    items: items.length,
    confirmed: items.filter((item) => item.confirmedAt !== null).length,
    flagged: flagged.length,
    flaggedUnconfirmed: flagged.filter((item) => item.confirmedAt === null).length,
  };
}

/** "1 item", "3 items". */
export const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** Why the order cannot be published yet, in a few words, or null when it can. */
export function publishBlocker(workspace: Pick<Workspace, 'orderStatus' | 'progress'>): string | null {
  if (workspace.orderStatus !== 'paid' && workspace.orderStatus !== 'delivered') return `A ${workspace.orderStatus} order cannot be published`;
  const { flaggedUnconfirmed, confirmed } = workspace.progress;
  if (flaggedUnconfirmed > 0) return `${plural(flaggedUnconfirmed, 'flagged item')} to check`;
  if (confirmed === 0) return 'Confirm at least one item first';
  return null;
}

/** The workspace with other rows, its counts and publishability following them. */
export function withItems(workspace: Workspace, items: Item[]): Workspace {
  const progress = progressOf(items, workspace.progress.linesToCheck);
  return { ...workspace, items, progress, canPublish: publishBlocker({ orderStatus: workspace.orderStatus, progress }) === null };
}

/** The rows the server sent back put in place of the ones shown (or added); deleted rows leave. */
export function putRows(items: Item[], rows: Item[], removed = false): Item[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const kept = items.filter((item) => !(removed && byId.has(item.id))).map((item) => (removed ? item : (byId.get(item.id) ?? item)));
  const known = new Set(items.map((item) => item.id));
  return removed ? kept : [...kept, ...rows.filter((row) => !known.has(row.id))];
}

/** The ids of rows that differ between two lists (changed, added or gone). */
export function changedIds(before: Item[], after: Item[]): Set<number> {
  const was = new Map(before.map((item) => [item.id, item]));
  const is = new Map(after.map((item) => [item.id, item]));
  return new Set([...was.keys(), ...is.keys()].filter((id) => was.get(id) !== is.get(id)));
}

/** Puts the rows named back as they were in `before` (an optimistic change undone), leaving every other row as it is now. */
export function restoreRows(current: Item[], before: Item[], ids: Set<number>): Item[] {
  const was = new Map(before.map((item) => [item.id, item]));
  const restored = current.filter((item) => !ids.has(item.id) || was.has(item.id)).map((item) => (ids.has(item.id) ? was.get(item.id)! : item));
  const present = new Set(restored.map((item) => item.id));
  return [...restored, ...before.filter((item) => ids.has(item.id) && !present.has(item.id))];
}
