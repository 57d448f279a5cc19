/**
 * Rules of the demo dashboard's calendar and to-do preview, kept free of React so they can be tested:
 * the month grid, chips per day, day colours, and the to-do list paged by week.
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
const addDays = (iso: string, days: number) => toIso(new Date(toDate(iso).getTime() + days * DAY_MS));

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

/** Items grouped by day of the month, in their original order. */
export function groupByDay<T extends { day: number }>(items: readonly T[]): Map<number, T[]> {
  const byDay = new Map<number, T[]>();
  for (const item of items) byDay.set(item.day, [...(byDay.get(item.day) ?? []), item]);
  return byDay;
}

export const MAX_CHIPS_PER_DAY = 2;

/** The chips a day cell shows, and how many more hide behind '+N more'. */
export function dayChips<T>(events: readonly T[], max = MAX_CHIPS_PER_DAY): { shown: T[]; moreCount: number } {
  return { shown: events.slice(0, max), moreCount: Math.max(0, events.length - max) };
}

/** A day is red when any of its events is important, blue when it only has others. */
export type DayTone = 'important' | 'regular' | 'empty';

export function dayTone(events: readonly { important: boolean }[]): DayTone {
  if (events.length === 0) return 'empty';
  return events.some((event) => event.important) ? 'important' : 'regular';
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

/** Rows grouped into the weeks that have any, earliest week first. */
export function todoWeeks<T extends { date: string }>(rows: readonly T[], weekStartsOn: WeekStart = 0): TodoWeek<T>[] {
  const byStart = new Map<string, T[]>();
  for (const row of [...rows].sort((a, b) => a.date.localeCompare(b.date))) {
    const start = startOfWeek(row.date, weekStartsOn);
    byStart.set(start, [...(byStart.get(start) ?? []), row]);
  }
  return [...byStart.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([start, weekRows]) => {
      const end = addDays(start, 6);
      return { start, end, label: `${shortDate(start)} – ${shortDate(end)}`, rows: weekRows.slice(0, TODO_ROWS_PER_WEEK), total: weekRows.length };
    });
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

/** The week with the most events (the earliest wins a tie). */
export function busiestWeek(dates: readonly string[], weekStartsOn: WeekStart = 0): { start: string; end: string; label: string; count: number } | null {
  const weeks = todoWeeks(
    dates.map((date) => ({ date })),
    weekStartsOn,
  );
  const best = weeks.reduce<TodoWeek<{ date: string }> | null>((top, week) => (!top || week.total > top.total ? week : top), null);
  return best ? { start: best.start, end: best.end, label: best.label, count: best.total } : null;
}
