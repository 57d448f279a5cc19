/**
 * Rules of the dashboard's calendar and to-do list (the student's and the sample's), kept free of
 * React so they can be tested: the month grid, chips per day, day colours, weeks and months.
 * Dates are ISO strings (YYYY-MM-DD) handled in UTC, so server and browser agree whatever their zone.
 */

export type WeekStart = 0 | 1; // Sunday or Monday

export interface CalendarDay {
  iso: string;
  day: number;
  /** False for the leading and trailing days of the neighbouring months. */
  inMonth: boolean;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const abbreviation = (name: string) => name.slice(0, 3);
const DAY_MS = 86_400_000;

const toDate = (iso: string) => new Date(`${iso}T00:00:00Z`);
const toIso = (date: Date) => date.toISOString().slice(0, 10);
export const addDays = (iso: string, days: number) => toIso(new Date(toDate(iso).getTime() + days * DAY_MS));

/** The weekday names in grid order. */
export function weekdayNames(weekStartsOn: WeekStart = 0): string[] {
  return [...WEEKDAYS.slice(weekStartsOn), ...WEEKDAYS.slice(0, weekStartsOn)].map(abbreviation);
}

export function startOfWeek(iso: string, weekStartsOn: WeekStart = 0): string {
  const offset = (toDate(iso).getUTCDay() - weekStartsOn + 7) % 7;
  return addDays(iso, -offset);
}

/** Whole weeks covering the month (month 0-based), padded with the neighbouring months' days. */
export function monthGrid(year: number, month: number, weekStartsOn: WeekStart = 0): CalendarDay[][] {
  const first = toIso(new Date(Date.UTC(year, month, 1)));
  const last = toIso(new Date(Date.UTC(year, month + 1, 0)));
  const weeks: CalendarDay[][] = [];
  for (let start = startOfWeek(first, weekStartsOn); start <= last; start = addDays(start, 7)) {
    weeks.push(
      Array.from({ length: 7 }, (_, i) => {
        const date = toDate(addDays(start, i));
        return { iso: toIso(date), day: date.getUTCDate(), inMonth: date.getUTCMonth() === month };
      }),
    );
  }
  return weeks;
}

/** Items grouped by their day (YYYY-MM-DD), in their original order. */
export function groupByDay<T extends { date: string }>(items: readonly T[]): Map<string, T[]> {
  const byDay = new Map<string, T[]>();
  for (const item of items) byDay.set(item.date, [...(byDay.get(item.date) ?? []), item]);
  return byDay;
}

/** A month of a year (month 0-based, as in Date). */
export interface Month {
  year: number;
  month: number;
}

export const monthOf = (iso: string): Month => ({ year: Number(iso.slice(0, 4)), month: Number(iso.slice(5, 7)) - 1 });
export const monthKey = ({ year, month }: Month) => `${year}-${String(month + 1).padStart(2, '0')}`;

/** "September 2025" */
export const monthLabel = ({ year, month }: Month) => `${MONTHS[month]} ${year}`;

/** Every month from the first date's to the last date's, in order (none for no dates). */
export function monthsSpanned(dates: readonly string[]): Month[] {
  if (dates.length === 0) return [];
  const sorted = [...dates].sort();
  const last = monthKey(monthOf(sorted.at(-1)!));
  const months: Month[] = [];
  for (let current = monthOf(sorted[0]!); monthKey(current) <= last; current = current.month === 11 ? { year: current.year + 1, month: 0 } : { ...current, month: current.month + 1 }) {
    months.push(current);
  }
  return months;
}

/** The month a calendar opens on: today's when the term spans it, else the nearest end of the term. */
export function openingMonthIndex(months: readonly Month[], today: string): number {
  const index = months.findIndex((month) => monthKey(month) === today.slice(0, 7));
  if (index !== -1) return index;
  return months.length > 0 && today.slice(0, 7) > monthKey(months.at(-1)!) ? months.length - 1 : 0;
}

export const MAX_CHIPS_PER_DAY = 2;

/** The chips a day cell shows, and how many more hide behind '+N more'. */
export function dayChips<T>(events: readonly T[], max = MAX_CHIPS_PER_DAY): { shown: T[]; moreCount: number } {
  return { shown: events.slice(0, max), moreCount: Math.max(0, events.length - max) };
}

/**
 * A day is red when any of its syllabus items is important, blue when it only has other syllabus
 * items. The student's own events (an application's next step) never turn a day red or blue, so those
 * colours keep meaning checked syllabus work: a day with only own events gets a tone of its own.
 */
export type DayTone = 'important' | 'regular' | 'own' | 'empty';

export function dayTone(events: readonly { important: boolean; own?: boolean }[]): DayTone {
  const syllabus = events.filter((event) => !event.own);
  if (syllabus.length === 0) return events.length > 0 ? 'own' : 'empty';
  return syllabus.some((event) => event.important) ? 'important' : 'regular';
}

/** "Jun 8" */
export function shortDate(iso: string): string {
  const date = toDate(iso);
  return `${abbreviation(MONTHS[date.getUTCMonth()]!)} ${date.getUTCDate()}`;
}

/** "Mon, Jun 9" */
export function weekdayDate(iso: string): string {
  return `${abbreviation(WEEKDAYS[toDate(iso).getUTCDay()]!)}, ${shortDate(iso)}`;
}

/** "Monday, June 9" */
export function longDate(iso: string): string {
  const date = toDate(iso);
  return `${WEEKDAYS[date.getUTCDay()]}, ${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}`;
}

export const TODO_ROWS_PER_WEEK = 6;

export interface TodoWeek<T> {
  start: string;
  end: string;
  /** "Jun 8 – Jun 14" */
  label: string;
  /** At most TODO_ROWS_PER_WEEK rows, earliest first. */
  rows: T[];
  /** How many rows the week has in all. */
  total: number;
}

/** Rows grouped into the weeks that have any, earliest week first; a week shows at most `perWeek` rows. */
export function todoWeeks<T extends { date: string }>(rows: readonly T[], perWeek = TODO_ROWS_PER_WEEK, weekStartsOn: WeekStart = 0): TodoWeek<T>[] {
  return weeksOf(rows, weekStartsOn).map((week) => ({ ...week, rows: week.rows.slice(0, perWeek), total: week.rows.length }));
}

/** Every row in the week it falls in, weeks in date order. */
function weeksOf<T extends { date: string }>(rows: readonly T[], weekStartsOn: WeekStart): { start: string; end: string; label: string; rows: T[] }[] {
  const byStart = new Map<string, T[]>();
  for (const row of [...rows].sort((a, b) => a.date.localeCompare(b.date))) {
    const start = startOfWeek(row.date, weekStartsOn);
    byStart.set(start, [...(byStart.get(start) ?? []), row]);
  }
  return [...byStart.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([start, weekRows]) => ({ start, end: addDays(start, 6), label: weekLabel(start), rows: weekRows }));
}

/** "Jun 8 – Jun 14" for the week starting Jun 8. */
export const weekLabel = (start: string) => `${shortDate(start)} – ${shortDate(addDays(start, 6))}`;

/** The week holding the date, else the first week after it, else the last week. */
export function weekIndexFor(weeks: readonly { start: string; end: string }[], iso: string): number {
  const index = weeks.findIndex((week) => iso <= week.end);
  return index === -1 ? Math.max(0, weeks.length - 1) : index;
}

/** Previous/Next: moves by one week and stops at the first and last. */
export function stepWeek(index: number, delta: -1 | 1, weekCount: number): number {
  return Math.min(Math.max(index + delta, 0), Math.max(weekCount - 1, 0));
}

/** The week with the most items, and what is in it (the earliest wins a tie). */
export function busiestWeek<T extends { date: string }>(items: readonly T[], weekStartsOn: WeekStart = 0): { start: string; end: string; label: string; count: number; items: T[] } | null {
  const best = weeksOf(items, weekStartsOn).reduce<ReturnType<typeof weeksOf<T>>[number] | null>((top, week) => (!top || week.rows.length > top.rows.length ? week : top), null);
  return best ? { start: best.start, end: best.end, label: best.label, count: best.rows.length, items: best.rows } : null;
}

/** Each week from the first item's to the last item's, with how many items it holds (empty weeks included). */
export function itemsPerWeek<T extends { date: string }>(items: readonly T[], weekStartsOn: WeekStart = 0): { start: string; label: string; items: T[] }[] {
  const weeks = weeksOf(items, weekStartsOn);
  if (weeks.length === 0) return [];
  const byStart = new Map(weeks.map((week) => [week.start, week.rows]));
  const all = [];
  for (let start = weeks[0]!.start; start <= weeks.at(-1)!.start; start = addDays(start, 7)) all.push({ start, label: weekLabel(start), items: byStart.get(start) ?? [] });
  return all;
}
