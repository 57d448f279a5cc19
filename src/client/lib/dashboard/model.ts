import { TZDate } from '@date-fns/tz';
import type { CalendarEvent } from '../../../shared/calendarEvent';
import { TYPE_WORDS, type ItemType, type TodoStatus } from '../../../shared/items';
import type { StudentDashboard } from '../../../server/dashboards/view';
import { addDays, busiestWeekAhead, itemsPerWeek } from './calendar';

/**
 * What the dashboard components show: the student's published semester, or the sample's. The
 * sample has no calendar feed, no referral code and no reminders, and adds study tasks to its to-do list that are not calendar items.
 */
export type DashboardData = Omit<StudentDashboard, 'feedUrl' | 'referral' | 'reminders'> & { feedUrl: string | null; referral?: StudentDashboard['referral'] };
export type DashboardReferral = StudentDashboard['referral'];
export type DashboardCourse = DashboardData['courses'][number];
export type DashboardItem = DashboardData['items'][number];
export type DashboardApplication = DashboardData['applications'][number];
export type DashboardNote = DashboardData['notes'][number];


/** Exams and projects weigh most: their days show red on the calendar. */
export const isImportant = (item: { type: string }) => item.type === 'exam' || item.type === 'project';

export type DashboardOwnItem = DashboardData['ownItems'][number];

export const OWN_KIND_WORDS: Record<DashboardOwnItem['kind'], string> = { task: 'Your task', event: 'Your event' };

/**
 * A date the student set themselves: a task or event they added, or an internship application's next
 * step. It goes on their calendar beside the checked syllabus items but never into the syllabus
 * numbers or the insights; only their added tasks and events go into the to-do list.
 */
export interface OwnEvent {
  own: true;
  key: string;
  date: string;
  /** The task or event, or the next step ("Technical interview"). */
  title: string;
  /** The calendar chip's words: the title, or the application's company. */
  chip: string;
  /** The mark that says it is theirs: "Your task", "Your event", "Your event · Internship". */
  badge: string;
  /** The line under the title: the course (the time, in the student's zone, follows it), or the company and position. */
  detail: string;
  /** The added task or event behind it, which the student can edit; null for an application's step. */
  ownItem: DashboardOwnItem | null;
}

/** What the calendar shows on a day: a checked syllabus item or one of the student's own events. */
export type CalendarEntry = DashboardItem | OwnEvent;

export const isOwnEvent = (entry: CalendarEntry): entry is OwnEvent => 'own' in entry;
export const entryKey = (entry: CalendarEntry) => (isOwnEvent(entry) ? entry.key : `item-${entry.id}`);

/**
 * Each application's next step that has a date, as the student's own event. The career guide's
 * example rows stay on the board: made-up companies do not belong on a calendar (nor in the feed).
 */
export function ownEventsOf(applications: readonly DashboardApplication[]): OwnEvent[] {
  return applications.flatMap((application) =>
    application.nextStepDate && !application.example
      ? [{ own: true as const, key: `application-${application.id}`, date: application.nextStepDate, title: application.nextStep || 'Next step', chip: application.company, badge: 'Your event · Internship', detail: `${application.company} · ${application.position}`, ownItem: null }]
      : [],
  );
}

/** The tasks and events the student added, as their own calendar events ("CS 1331" under the title). */
export function ownItemEvents(ownItems: readonly DashboardOwnItem[], courses: readonly DashboardCourse[]): OwnEvent[] {
  const names = new Map(courses.map((course) => [course.id, course.name]));
  return ownItems.map((item) => ({
    own: true as const,
    key: `own-${item.id}`,
    date: item.date,
    title: item.title,
    chip: item.title,
    badge: OWN_KIND_WORDS[item.kind],
    detail: (item.courseId !== null && names.get(item.courseId)) || '',
    ownItem: item,
  }));
}

/** The syllabus items and the student's own events in date order; on one day the syllabus items come first, in their own order. */
export function calendarEntries(data: Pick<DashboardData, 'items' | 'applications' | 'ownItems' | 'courses'>): CalendarEntry[] {
  return [...data.items, ...ownItemEvents(data.ownItems, data.courses), ...ownEventsOf(data.applications)].sort((a, b) => a.date.localeCompare(b.date));
}

/** One row of the to-do list: a calendar item, a task or event the student added, or (on the sample) a study task of the student's. */
export interface TodoEntry {
  key: string;
  /** The calendar item behind the row; null for the student's own. */
  item: DashboardItem | null;
  /** The task or event the student added behind the row. */
  ownItem?: DashboardOwnItem;
  /** Null for an own item with no course. */
  course: DashboardCourse | null;
  typeLabel: string;
  title: string;
  date: string;
  status: TodoStatus;
}

export function todoEntries(data: DashboardData, tasks: readonly TodoEntry[] = []): TodoEntry[] {
  const courses = new Map(data.courses.map((course) => [course.id, course]));
  const fromItems = data.items.map((item) => ({ key: `item-${item.id}`, item, course: courses.get(item.courseId)!, typeLabel: TYPE_WORDS[item.type], title: item.title, date: item.endDate ?? item.date, status: item.status }));
  const own = data.ownItems.map((ownItem) => ({
    key: `own-${ownItem.id}`,
    item: null,
    ownItem,
    course: (ownItem.courseId !== null && courses.get(ownItem.courseId)) || null,
    typeLabel: OWN_KIND_WORDS[ownItem.kind],
    title: ownItem.title,
    date: ownItem.date,
    status: ownItem.status,
  }));
  const time = (entry: TodoEntry) => entry.item?.time ?? entry.ownItem?.time ?? '';
  return [...fromItems, ...own, ...tasks].sort((a, b) => a.date.localeCompare(b.date) || time(a).localeCompare(time(b)));
}

/** The calendar event of an item, for its Add to Google Calendar and Outlook links. */
export const calendarEventOf = (item: DashboardItem, course: DashboardCourse): CalendarEvent => ({
  id: item.id,
  course: course.name,
  title: item.title,
  type: item.type,
  date: item.date,
  endDate: item.endDate,
  time: item.time,
  timeZone: course.timeZone,
});

/** Each due moment worked out once: a zone's rules are slow to apply, and the overview asks for every item's several times. */
const dueInstants = new Map<string, number>();

/** The moment an item is due: its stated time in the course's zone, else the end of its (last) day there. */
export function dueInstant(item: Pick<DashboardItem, 'date' | 'endDate' | 'time'>, timeZone: string): number {
  const key = `${item.date} ${item.endDate} ${item.time} ${timeZone}`;
  let instant = dueInstants.get(key);
  if (instant === undefined) {
    instant = instantInZone(item, timeZone);
    dueInstants.set(key, instant);
  }
  return instant;
}

function instantInZone(item: Pick<DashboardItem, 'date' | 'endDate' | 'time'>, timeZone: string): number {
  const day = item.endDate ?? item.date;
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  if (item.time && !item.endDate) {
    const [hours, minutes] = item.time.split(':').map(Number) as [number, number];
    return new TZDate(year, month - 1, date, hours, minutes, timeZone).getTime();
  }
  const [nextYear, nextMonth, nextDate] = addDays(day, 1).split('-').map(Number) as [number, number, number];
  return new TZDate(nextYear, nextMonth - 1, nextDate, timeZone).getTime();
}

/** Not done, and its due moment has passed (an own item's in the zone it was typed in; a study task's at the end of its day here). */
export function isOverdue(entry: Pick<TodoEntry, 'item' | 'ownItem' | 'course' | 'status' | 'date'>, now: Date): boolean {
  if (entry.status === 'Done') return false;
  if (entry.item) return dueInstant(entry.item, entry.course!.timeZone) <= now.getTime();
  if (entry.ownItem) return dueInstant({ ...entry.ownItem, endDate: null }, entry.ownItem.timeZone) <= now.getTime();
  return addDays(entry.date, 1) <= localDay(now);
}

/** The browser's calendar day, YYYY-MM-DD: what "today" means to the student. */
export const localDay = (now: Date) => `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

/**
 * The terms the courses are from, each with its courses, the term with the earliest item first. Most
 * orders have one; an order whose syllabi are from different terms names each. Courses without a
 * stated term are in none.
 */
export function termsOf(data: Pick<DashboardData, 'courses' | 'items'>): { term: string; courses: DashboardCourse[] }[] {
  const firstDate = (courses: readonly DashboardCourse[]) =>
    data.items
      .filter((item) => courses.some((course) => course.id === item.courseId))
      .map((item) => item.date)
      .sort()[0] ?? '';
  const byTerm = new Map<string, DashboardCourse[]>();
  for (const course of data.courses) if (course.term !== null) byTerm.set(course.term, [...(byTerm.get(course.term) ?? []), course]);
  return [...byTerm]
    .map(([term, courses]) => ({ term, courses, first: firstDate(courses) }))
    .sort((a, b) => a.first.localeCompare(b.first) || a.term.localeCompare(b.term))
    .map(({ term, courses }) => ({ term, courses }));
}

/** Insights computed from the student's own items and to-do statuses. */
export function semesterInsights(data: DashboardData, now: Date) {
  const today = localDay(now);
  const count = (type: ItemType) => data.items.filter((item) => item.type === type).length;
  const courses = new Map(data.courses.map((course) => [course.id, course]));
  const dueSoFar = data.items.filter((item) => dueInstant(item, courses.get(item.courseId)!.timeZone) <= now.getTime());
  const done = data.items.filter((item) => item.status === 'Done');
  const doneOnTime = done.filter((item) => item.doneAt !== null && Date.parse(item.doneAt) <= dueInstant(item, courses.get(item.courseId)!.timeZone));
  const weekAhead = addDays(today, 6);
  return {
    events: data.items.length,
    classes: data.courses.length,
    exams: count('exam'),
    quizzes: count('quiz'),
    assignments: count('assignment'),
    projects: count('project'),
    busiestWeek: busiestWeekAhead(data.items, today),
    /** Share of what was due by now that is marked Done; null while nothing is due yet. */
    completionRate: dueSoFar.length > 0 ? Math.round((dueSoFar.filter((item) => item.status === 'Done').length / dueSoFar.length) * 100) : null,
    /** Share of Done items marked Done by their due moment; null while nothing is Done. */
    onTimeRate: done.length > 0 ? Math.round((doneOnTime.length / done.length) * 100) : null,
    dueNextSevenDays: data.items.filter((item) => item.date >= today && item.date <= weekAhead),
    perWeek: itemsPerWeek(data.items),
    terms: termsOf(data),
  };
}
export type SemesterInsightsData = ReturnType<typeof semesterInsights>;
