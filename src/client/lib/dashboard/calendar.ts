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

/** The same day `count` months on (or back), or the month's last day when it has no such day (Jan 31 → Feb 28). */
export function addMonths(iso: string, count: number): string {
  const { year, month } = monthOf(iso);
  const target = new Date(Date.UTC(year, month + count, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  return toIso(new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth(), Math.min(Number(iso.slice(8, 10)), lastDay))));
}

/**
 * Where the month grid's focus goes on a key, as in the ARIA grid pattern's date picker: arrows move
 * a day or a week, Home and End to the week's first and last day, PageUp and PageDown a month. Null
 * for any other key, which the grid leaves to the browser.
 */
export function dayAfterKey(iso: string, key: string, weekStartsOn: WeekStart = 0): string | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(iso, -1);
    case 'ArrowRight':
      return addDays(iso, 1);
    case 'ArrowUp':
      return addDays(iso, -7);
    case 'ArrowDown':
      return addDays(iso, 7);
    case 'Home':
      return startOfWeek(iso, weekStartsOn);
    case 'End':
      return addDays(startOfWeek(iso, weekStartsOn), 6);
    case 'PageUp':
      return addMonths(iso, -1);
    case 'PageDown':
      return addMonths(iso, 1);
    default:
      return null;
  }
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

/**
 * Whether dates shown together name their years: when any of them is outside today's year (so also
 * when they cross a year). A date shown without its year is always in the current year.
 */
export const showsYears = (dates: readonly string[], today: string) => dates.some((iso) => iso.slice(0, 4) !== today.slice(0, 4));

/** "Jun 8", or "Jun 8, 2026" */
export function monthDay(iso: string, withYear: boolean): string {
  const date = toDate(iso);
  return `${abbreviation(MONTHS[date.getUTCMonth()]!)} ${date.getUTCDate()}${withYear ? `, ${date.getUTCFullYear()}` : ''}`;
}

/** "Jun 8", with its year when that is not today's. */
export const shortDate = (iso: string, today: string) => monthDay(iso, showsYears([iso], today));

/** "Mon, Jun 9": within a week whose label carries the year when needed. */
export function weekdayDate(iso: string): string {
  return `${abbreviation(WEEKDAYS[toDate(iso).getUTCDay()]!)}, ${monthDay(iso, false)}`;
}

/** "Monday, June 9", with its year when that is not today's. */
export function longDate(iso: string, today: string): string {
  const date = toDate(iso);
  return `${WEEKDAYS[date.getUTCDay()]}, ${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}${showsYears([iso], today) ? `, ${date.getUTCFullYear()}` : ''}`;
}

export const TODO_ROWS_PER_WEEK = 6;

export interface TodoWeek<T> {
  start: string;
  end: string;
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
function weeksOf<T extends { date: string }>(rows: readonly T[], weekStartsOn: WeekStart): { start: string; end: string; rows: T[] }[] {
  const byStart = new Map<string, T[]>();
  for (const row of [...rows].sort((a, b) => a.date.localeCompare(b.date))) {
    const start = startOfWeek(row.date, weekStartsOn);
    byStart.set(start, [...(byStart.get(start) ?? []), row]);
  }
  return [...byStart.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([start, weekRows]) => ({ start, end: addDays(start, 6), rows: weekRows }));
}

/** "Jun 8 – Jun 14" for the week starting Jun 8; "Dec 28, 2025 – Jan 3, 2026" when either end is outside today's year. */
export function weekLabel(start: string, today: string): string {
  const end = addDays(start, 6);
  const withYears = showsYears([start, end], today);
  return `${monthDay(start, withYears)} – ${monthDay(end, withYears)}`;
}

/** The week holding the date, else the first week after it, else the last week. */
export function weekIndexFor(weeks: readonly { start: string; end: string }[], iso: string): number {
  const index = weeks.findIndex((week) => iso <= week.end);
  return index === -1 ? Math.max(0, weeks.length - 1) : index;
}

/** Previous/Next: moves by one week and stops at the first and last. */
export function stepWeek(index: number, delta: -1 | 1, weekCount: number): number {
  return Math.min(Math.max(index + delta, 0), Math.max(weekCount - 1, 0));
}

/**
 * The week ahead with the most items from today on, and what they are (the earliest wins a tie); null
 * when nothing is left. Days already past do not count: a busy week behind the student warns of nothing.
 */
export function busiestWeekAhead<T extends { date: string }>(items: readonly T[], today: string, weekStartsOn: WeekStart = 0): { start: string; end: string; count: number; items: T[] } | null {
  const best = weeksOf(
    items.filter((item) => item.date >= today),
    weekStartsOn,
  ).reduce<ReturnType<typeof weeksOf<T>>[number] | null>((top, week) => (!top || week.rows.length > top.rows.length ? week : top), null);
  return best ? { start: best.start, end: best.end, count: best.rows.length, items: best.rows } : null;
}

/** Each week from the first item's to the last item's, with how many items it holds (empty weeks included). */
export function itemsPerWeek<T extends { date: string }>(items: readonly T[], weekStartsOn: WeekStart = 0): { start: string; items: T[] }[] {
  const weeks = weeksOf(items, weekStartsOn);
  if (weeks.length === 0) return [];
  const byStart = new Map(weeks.map((week) => [week.start, week.rows]));
  const all = [];
  for (let start = weeks[0]!.start; start <= weeks.at(-1)!.start; start = addDays(start, 7)) all.push({ start, items: byStart.get(start) ?? [] });
  return all;
}
