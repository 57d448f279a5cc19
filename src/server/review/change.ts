import type { Insertable, Selectable } from 'kysely';
import type { DB } from '../db/connection.js';
import type { CalendarItemsTable, CoursesTable, SyllabusUnplacedTable } from '../db/schema.js';
import { DomainError } from '../errors.js';
import { recordOrderEvent } from '../purchases/orders.js';

export type ItemRow = Selectable<CalendarItemsTable>;
export type CourseRow = Selectable<CoursesTable>;
type UnplacedRow = Selectable<SyllabusUnplacedTable>;

/** Which version of a row the editor saw; a change to any other version is refused. */
export interface Seen {
  id: number;
  version: number;
}

/** A row as it was before a change (null: the change created it), and the version the change left. */
interface Touched<Row> {
  before: Row | null;
  afterVersion: number;
}

/** What undoing a change puts back; stored as JSON in the change's order event. */
interface Revert {
  items: Array<[number, Touched<ItemRow>]>;
  courses: Array<[number, Touched<CourseRow>]>;
  /** Dated lines as they were before the change. */
  unplaced: UnplacedRow[];
}

export const REVIEW_EVENT = 'review';

const changedMeanwhile = (what: string) =>
  new DomainError('CONFLICT', `${what} was changed by someone else since you opened this order, so your change was not saved. The latest version is shown now.`);

/**
 * One review change, inside one transaction: every row it writes is checked against the version the
 * editor saw (two staff never silently overwrite each other), and its before-image is kept so the
 * change can be undone. `record` writes the change to the order's history with who made it.
 */
export class ReviewChange {
  private readonly items = new Map<number, Touched<ItemRow>>();
  private readonly courses = new Map<number, Touched<CourseRow>>();
  private readonly unplaced: UnplacedRow[] = [];
  readonly at: string;

  constructor(
    readonly trx: DB,
    readonly orderId: string,
    readonly actor: string,
    now: Date,
  ) {
    this.at = now.toISOString();
  }

  /** The order's live items the editor named, at the versions they saw. */
  async seenItems(seen: Seen[]): Promise<ItemRow[]> {
    const ids = [...new Set(seen.map((item) => item.id))];
    const rows = await this.trx.selectFrom('calendar_items').selectAll().where('order_id', '=', this.orderId).where('id', 'in', ids).where('deleted_at', 'is', null).execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    return seen.map(({ id, version }) => {
      const row = byId.get(id);
      if (!row) throw new DomainError('NOT_FOUND', `Item ${id} is not in this order any more; it may have been deleted.`);
      if (row.version !== version) throw changedMeanwhile(`“${row.title}”`);
      return row;
    });
  }

  async seenCourse(seen: Seen): Promise<CourseRow> {
    const row = await this.trx.selectFrom('courses').selectAll().where('order_id', '=', this.orderId).where('id', '=', seen.id).where('merged_into', 'is', null).executeTakeFirst();
    if (!row) throw new DomainError('NOT_FOUND', `There is no course ${seen.id} in this order.`);
    if (row.version !== seen.version) throw changedMeanwhile(`The course ${row.display_name ?? row.name}`);
    return row;
  }

  async updateItem(row: ItemRow, changes: Partial<Omit<ItemRow, 'id' | 'version' | 'order_id'>>): Promise<ItemRow> {
    const updated = await this.trx
      .updateTable('calendar_items')
      .set({ ...changes, version: row.version + 1, updated_at: this.at })
      .where('id', '=', row.id)
      .where('version', '=', row.version)
      .returningAll()
      .executeTakeFirst();
    if (!updated) throw changedMeanwhile(`“${row.title}”`);
    this.items.set(row.id, { before: this.items.get(row.id)?.before ?? row, afterVersion: updated.version });
    return updated;
  }

  async insertItem(values: Omit<Insertable<CalendarItemsTable>, 'order_id' | 'version' | 'created_at' | 'updated_at'>): Promise<ItemRow> {
    const row = await this.trx
      .insertInto('calendar_items')
      .values({ ...values, order_id: this.orderId, version: 1, created_at: this.at, updated_at: this.at })
      .returningAll()
      .executeTakeFirstOrThrow();
    this.items.set(row.id, { before: null, afterVersion: row.version });
    return row;
  }

  async updateCourse(row: CourseRow, changes: Partial<Pick<CourseRow, 'display_name' | 'colour' | 'time_zone' | 'merged_into'>>): Promise<CourseRow> {
    const updated = await this.trx
      .updateTable('courses')
      .set({ ...changes, version: row.version + 1, updated_at: this.at })
      .where('id', '=', row.id)
      .where('version', '=', row.version)
      .returningAll()
      .executeTakeFirst();
    if (!updated) throw changedMeanwhile(`The course ${row.display_name ?? row.name}`);
    this.courses.set(row.id, { before: this.courses.get(row.id)?.before ?? row, afterVersion: updated.version });
    return updated;
  }

  /** A dated line made into an item leaves the list; undo brings it back. */
  async removeUnplaced(row: UnplacedRow): Promise<void> {
    await this.trx.deleteFrom('syllabus_unplaced').where('id', '=', row.id).execute();
    this.keepUnplaced(row);
  }

  /** A dated line decided (set aside with a reason); undo puts it back as it was. */
  async updateUnplaced(row: UnplacedRow, changes: Partial<Pick<UnplacedRow, 'fate' | 'reason' | 'decided_by' | 'decided_at'>>): Promise<void> {
    await this.trx.updateTable('syllabus_unplaced').set(changes).where('id', '=', row.id).execute();
    this.keepUnplaced(row);
  }

  private keepUnplaced(row: UnplacedRow): void {
    if (!this.unplaced.some((kept) => kept.id === row.id)) this.unplaced.push(row);
  }

  /** Writes the change to the order's history; returns its id, which undo names. */
  async record(note: string): Promise<number> {
    const revert: Revert = { items: [...this.items], courses: [...this.courses], unplaced: this.unplaced };
    return recordOrderEvent(this.trx, this.orderId, REVIEW_EVENT, note, { actor: this.actor, revert: JSON.stringify(revert), at: this.at });
  }
}

/** The change undo would take back: this staff member's latest in this order not undone yet. */
export function lastUndoableChange(db: DB, orderId: string, actor: string) {
  return db
    .selectFrom('order_events')
    .select(['id', 'note', 'revert', 'created_at'])
    .where('order_id', '=', orderId)
    .where('status', '=', REVIEW_EVENT)
    .where('actor', '=', actor)
    .where('undone_at', 'is', null)
    .where('revert', 'is not', null)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Undoes a change: each row it touched goes back to how it was, provided nobody changed it since
 * (otherwise nothing is undone and the editor is told why). Restored rows get a new version.
 */
export async function revertChange(trx: DB, orderId: string, revertJson: string, at: string): Promise<void> {
  const revert = JSON.parse(revertJson) as Revert;
  const undoTitle = (row: { title: string } | null) => (row ? `“${row.title}”` : 'An item');
  for (const [id, { before, afterVersion }] of revert.items) {
    const current = await trx.selectFrom('calendar_items').select(['version', 'title']).where('id', '=', id).where('order_id', '=', orderId).executeTakeFirst();
    if (!current || current.version !== afterVersion) throw new DomainError('CONFLICT', `${undoTitle(current ?? before)} was changed again since, so this change can no longer be undone.`);
    const restored = before ? { ...before, id: undefined } : { deleted_at: at };
    await trx.updateTable('calendar_items').set({ ...restored, version: current.version + 1, updated_at: at }).where('id', '=', id).execute();
  }
  for (const [id, { before, afterVersion }] of revert.courses) {
    const current = await trx.selectFrom('courses').select(['version', 'name']).where('id', '=', id).where('order_id', '=', orderId).executeTakeFirst();
    if (!current || current.version !== afterVersion || !before) throw new DomainError('CONFLICT', `The course ${current?.name ?? id} was changed again since, so this change can no longer be undone.`);
    await trx.updateTable('courses').set({ ...before, id: undefined, version: current.version + 1, updated_at: at }).where('id', '=', id).execute();
  }
  // Dated lines go back as they were before the change: made into an item (gone) or decided (changed).
  if (revert.unplaced.length > 0) {
    await trx.deleteFrom('syllabus_unplaced').where('id', 'in', revert.unplaced.map((row) => row.id)).execute();
    await trx.insertInto('syllabus_unplaced').values(revert.unplaced).execute();
  }
}
