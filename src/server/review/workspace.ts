import type { Selectable } from 'kysely';
import type { ItemFlag } from '../../shared/schemas/review.js';
import type { SyllabusUnplacedTable } from '../db/schema.js';
import { plural } from '../admin/fulfilment.js';
import type { AppDeps } from '../deps.js';
import type { DB } from '../db/connection.js';
import { findOrder } from '../admin/orders.js';
import { dashboardLink } from '../dashboards/links.js';
import { reportsToCheck } from '../dashboards/reports.js';
import { lastUndoableChange, type CourseRow, type ItemRow } from './change.js';
import { courseLabel } from './courses.js';

/** The staff review workspace of one order: its syllabi, courses and items, and how far review is. */

/** An item as the console shows and edits it. */
export function itemView(row: ItemRow) {
  return {
    id: row.id,
    version: row.version,
    courseId: row.course_id,
    syllabusId: row.syllabus_id,
    origin: row.origin,
    title: row.title,
    type: row.type,
    date: row.date,
    endDate: row.end_date,
    time: row.time,
    confidence: row.confidence,
    flags: JSON.parse(row.flags) as ItemFlag[],
    source: row.source_text === null ? null : { page: row.source_page ?? 1, text: row.source_text },
    confirmedAt: row.confirmed_at,
    confirmedBy: row.confirmed_by,
  };
}
export type ItemView = ReturnType<typeof itemView>;

/** Flags that doubt the date itself. A window only describes it; a repeating rule is checked once. */
const DOUBTS: ReadonlySet<ItemFlag> = new Set(['year-inferred', 'day-month-ambiguous', 'conflicting-dates', 'low-confidence', 'outside-term', 'am-pm-inferred', 'week-counted']);

interface Checkable {
  id: number;
  date: string;
  type: string;
  flags: ItemFlag[];
  confidence: number;
  syllabusId: number | null;
}

/**
 * The items a person must check before publishing: a doubting flag, confidence under 0.6, or the
 * first date a repeating rule gives each kind of deliverable in a syllabus ("labs and quizzes are
 * due Sundays": the first lab and the first quiz), since checking the rule once checks its series.
 * On the development set this asks for 10 checks instead of 44 and still catches every misplaced date.
 */
export function itemsToCheck(items: Checkable[]): Set<number> {
  const toCheck = new Set<number>();
  const firstOfSeries = new Map<string, Checkable>();
  for (const item of items) {
    if (item.confidence < 0.6 || item.flags.some((flag) => DOUBTS.has(flag))) toCheck.add(item.id);
    if (!item.flags.includes('recurrence')) continue;
    const series = `${item.syllabusId} ${item.type}`;
    const first = firstOfSeries.get(series);
    if (!first || item.date < first.date) firstOfSeries.set(series, item);
  }
  for (const first of firstOfSeries.values()) toCheck.add(first.id);
  return toCheck;
}

/** A dated line that became no item, as the console shows it. */
function lineView(line: Selectable<SyllabusUnplacedTable>) {
  return { id: line.id, page: line.page, text: line.text, reason: line.reason, dates: line.dates ? (JSON.parse(line.dates) as string[]) : [], decidedBy: line.decided_by };
}

/**
 * What a reviewer wants to know before publishing, beyond each item's flags: syllabi from different
 * terms (or years), a course name the engine may have wrong, and how many dates and times are in doubt.
 */
function beforePublishing(syllabi: Array<{ original_name: string; term: string | null; course_doubt: string | null }>, items: Array<{ flags: ItemFlag[] }>): string[] {
  const warnings: string[] = [];
  const terms = [...new Set(syllabi.map((syllabus) => syllabus.term).filter((term) => term !== null))];
  if (terms.length > 1) {
    const each = syllabi.filter((syllabus) => syllabus.term !== null).map((syllabus) => `${syllabus.original_name}: ${syllabus.term}`);
    warnings.push(`The syllabi are from different terms (${each.join('; ')}): check each one is the semester the student ordered.`);
  }
  for (const syllabus of syllabi) if (syllabus.course_doubt) warnings.push(`Course of ${syllabus.original_name}: ${syllabus.course_doubt}`);
  const flagged = (flag: ItemFlag) => items.filter((item) => item.flags.includes(flag)).length;
  const outside = flagged('outside-term');
  if (outside > 0) warnings.push(`${plural(outside, 'item')} ${outside === 1 ? 'falls' : 'fall'} more than 45 days outside ${outside === 1 ? 'its' : 'their'} term.`);
  const amPm = flagged('am-pm-inferred');
  if (amPm > 0) warnings.push(`${plural(amPm, 'time')} ${amPm === 1 ? 'does' : 'do'} not say AM or PM in the syllabus; check the half of the day the engine chose (afternoon for 1 to 6 o'clock, as written otherwise).`);
  return warnings;
}

function courseView(row: CourseRow, aliases: string[]) {
  return { id: row.id, version: row.version, name: row.name, displayName: row.display_name, label: courseLabel(row), colour: row.colour, timeZone: row.time_zone, aliases };
}

/** How many dated lines of the order's syllabi are still to check (neither an item nor set aside). */
export async function linesToCheck(db: DB, orderId: string): Promise<number> {
  const { count } = await db
    .selectFrom('syllabus_unplaced')
    .innerJoin('syllabi', 'syllabi.id', 'syllabus_unplaced.syllabus_id')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('syllabi.order_id', '=', orderId)
    .where('syllabus_unplaced.fate', '=', 'check')
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** The order's term: the one most of its syllabi state. */
export async function orderTerm(db: DB, orderId: string): Promise<string | null> {
  const terms = await db
    .selectFrom('syllabi')
    .select(['term', (eb) => eb.fn.countAll<number>().as('count')])
    .where('order_id', '=', orderId)
    .where('term', 'is not', null)
    .groupBy('term')
    .orderBy('count', 'desc')
    .orderBy('term')
    .execute();
  return terms[0]?.term ?? null;
}

export async function reviewWorkspace(deps: Pick<AppDeps, 'db' | 'config' | 'sealer'>, orderId: string, actor: string) {
  const { db } = deps;
  const order = await findOrder(db, orderId);
  const [syllabi, unplaced, courses, items, dashboard, lastChange, term, reports] = await Promise.all([
    db
      .selectFrom('syllabi')
      .leftJoin('uploads', (join) => join.onRef('uploads.id', '=', 'syllabi.upload_id').on('uploads.deleted_at', 'is', null))
      .select(['syllabi.id', 'syllabi.original_name', 'syllabi.origin', 'syllabi.status', 'syllabi.error', 'syllabi.course', 'syllabi.course_doubt', 'syllabi.term', 'syllabi.created_at', 'syllabi.pasted_text', 'uploads.id as file_id', 'uploads.mime_type'])
      .where('syllabi.order_id', '=', orderId)
      .orderBy('syllabi.id')
      .execute(),
    db
      .selectFrom('syllabus_unplaced')
      .innerJoin('syllabi', 'syllabi.id', 'syllabus_unplaced.syllabus_id')
      .selectAll('syllabus_unplaced')
      .where('syllabi.order_id', '=', orderId)
      .orderBy('syllabus_unplaced.page')
      .orderBy('syllabus_unplaced.id')
      .execute(),
    db.selectFrom('courses').selectAll().where('order_id', '=', orderId).orderBy('id').execute(),
    db.selectFrom('calendar_items').selectAll().where('order_id', '=', orderId).where('deleted_at', 'is', null).orderBy('date').orderBy('id').execute(),
    db.selectFrom('dashboards').select(['token_sealed', 'publications', 'published_at', 'published_by', 'link_issued_at']).where('order_id', '=', orderId).executeTakeFirst(),
    lastUndoableChange(db, orderId, actor),
    orderTerm(db, orderId),
    reportsToCheck(db, orderId),
  ]);

  const views = items.map(itemView);
  const toCheck = itemsToCheck(views);
  const itemViews = views.map((view) => ({ ...view, needsCheck: toCheck.has(view.id) }));
  const confirmed = itemViews.filter((item) => item.confirmedAt !== null).length;
  const flagged = itemViews.filter((item) => item.needsCheck);
  const flaggedUnconfirmed = flagged.filter((item) => item.confirmedAt === null).length;
  const publishable = order.status === 'paid' || order.status === 'delivered';
  const toCheckLines = unplaced.filter((line) => line.fate === 'check');

  return {
    orderId,
    orderStatus: order.status,
    term,
    /** The zone a course without its own is placed in (DEFAULT_TIME_ZONE). */
    defaultTimeZone: deps.config.defaultTimeZone,
    syllabi: syllabi.map((syllabus) => ({
      id: syllabus.id,
      name: syllabus.original_name,
      origin: syllabus.origin,
      status: syllabus.status,
      error: syllabus.error,
      course: syllabus.course,
      courseDoubt: syllabus.course_doubt,
      term: syllabus.term,
      addedAt: syllabus.created_at,
      /** The original, while it is kept: PDFs open at the evidence's page. */
      file: syllabus.file_id === null ? null : { id: syllabus.file_id, isPdf: syllabus.mime_type === 'application/pdf' },
      canRerun: syllabus.status !== 'queued' && syllabus.status !== 'reading' && (syllabus.file_id !== null || syllabus.pasted_text !== null),
      /** Dated lines to check: each is made an item or set aside before publishing. */
      unplaced: toCheckLines.filter((line) => line.syllabus_id === syllabus.id).map(lineView),
      setAside: unplaced.filter((line) => line.syllabus_id === syllabus.id && line.fate === 'aside').map(lineView),
    })),
    courses: courses
      .filter((course) => course.merged_into === null)
      .map((course) => courseView(course, courses.filter((alias) => alias.merged_into === course.id).map((alias) => alias.name))),
    items: itemViews,
    progress: { items: itemViews.length, confirmed, flagged: flagged.length, flaggedUnconfirmed, linesToCheck: toCheckLines.length },
    warnings: beforePublishing(syllabi, itemViews),
    canPublish: publishable && order.product === 'dashboard' && flaggedUnconfirmed === 0 && confirmed > 0,
    dashboard: dashboard
      ? { url: dashboardLink(deps, dashboard.token_sealed), publications: dashboard.publications, publishedAt: dashboard.published_at, publishedBy: dashboard.published_by, linkIssuedAt: dashboard.link_issued_at }
      : null,
    /** Changes the student reported from their dashboard, still open. */
    reports,
    lastChange: lastChange ? { id: lastChange.id, note: lastChange.note ?? '', at: lastChange.created_at } : null,
  };
}
export type ReviewWorkspace = Awaited<ReturnType<typeof reviewWorkspace>>;
