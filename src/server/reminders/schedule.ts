import { TZDate } from '@date-fns/tz';
import { addDays } from '../../shared/calendarDay.js';

/**
 * When reminders are due, as pure time math: wall-clock times in the student's zone turned into
 * instants by @date-fns/tz, so a daylight-saving change moves the instant, never the 6 PM.
 */

/** Both emails go out at 6 PM in the student's zone. */
const SEND_TIME = '18:00';
/** A missed weekly email still goes out until Monday noon; after that the week has begun without it. */
const WEEKLY_LAST_CALL = '12:00';
export const EXAM_LEAD_DAYS = 3;

export interface Slot {
  dueAt: Date;
  /** Missed past this moment, the reminder is skipped rather than sent stale. */
  expiresAt: Date;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The calendar day (YYYY-MM-DD) an instant falls on in a zone. */
export function dayIn(at: Date, timeZone: string): string {
  const local = new TZDate(at.getTime(), timeZone);
  return `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`;
}

/** The instant a wall-clock time (HH:MM) on a calendar day reads in a zone. */
export function wallClock(day: string, time: string, timeZone: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  const [hours, minutes] = time.split(':').map(Number);
  return new Date(new TZDate(year!, month! - 1, date!, hours!, minutes!, timeZone).getTime());
}

/** 0 for Sunday … 6 for Saturday, the same in every zone for a calendar day. */
const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

/** The weekly email of the week that starts the Monday after `sunday`: Sunday 6 PM, until Monday noon. */
export function weeklySlot(sunday: string, timeZone: string): Slot {
  return { dueAt: wallClock(sunday, SEND_TIME, timeZone), expiresAt: wallClock(addDays(sunday, 1), WEEKLY_LAST_CALL, timeZone) };
}

/** The Monday and Sunday (YYYY-MM-DD) of the week a weekly email sent on `sunday` lists. */
export const weekAfter = (sunday: string) => ({ first: addDays(sunday, 1), last: addDays(sunday, 7) });

/** The first Sunday whose 6 PM in the zone is still ahead of `now`, passing over Sundays already `handled` (sent or skipped). */
export function nextWeeklySunday(now: Date, timeZone: string, handled: (sunday: string) => boolean = () => false): string {
  const today = dayIn(now, timeZone);
  let sunday = addDays(today, -weekday(today));
  while (weeklySlot(sunday, timeZone).dueAt <= now || handled(sunday)) sunday = addDays(sunday, 7);
  return sunday;
}

export interface ExamTiming {
  /** YYYY-MM-DD. */
  date: string;
  /** HH:MM in the course's zone, when the syllabus states one. */
  time: string | null;
  courseTimeZone: string;
}

/**
 * 6 PM in the student's zone three days before the exam, until the exam starts: its time in the
 * course's zone, else the start of its day where the student is (a day without a time is that
 * calendar day wherever the student is).
 */
export function examSlot(exam: ExamTiming, timeZone: string): Slot {
  return {
    dueAt: wallClock(addDays(exam.date, -EXAM_LEAD_DAYS), SEND_TIME, timeZone),
    expiresAt: exam.time ? wallClock(exam.date, exam.time, exam.courseTimeZone) : wallClock(exam.date, '00:00', timeZone),
  };
}

/** Whole calendar days from `now` (in the zone) to a YYYY-MM-DD: 0 today, 1 tomorrow. */
export function daysUntil(day: string, now: Date, timeZone: string): number {
  return Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${dayIn(now, timeZone)}T00:00:00Z`)) / 86_400_000);
}
