import { TZDate } from '@date-fns/tz';
import { formatClock, formatDay } from './calendarDay.js';
import type { ItemType } from './schemas/review.js';

/**
 * One dashboard item as a calendar event, and the one rule every calendar output follows (the
 * feed, the Google and Outlook links): windows and items without a time are all-day; a stated time
 * is an hour in class for exams and quizzes, a moment for deadlines, in the course's time zone.
 */

export interface CalendarEvent {
  id: number;
  course: string;
  title: string;
  type: ItemType;
  /** YYYY-MM-DD: the day, or a window's first day. */
  date: string;
  /** A window's last day. */
  endDate: string | null;
  /** HH:MM (24-hour), only when the syllabus states one. */
  time: string | null;
  /** The course's IANA zone, such as "America/New_York". */
  timeZone: string;
}

/** All-day from `start` until the day before `end` (YYYY-MM-DD, end exclusive), or between two instants in the course's zone (a deadline ends where it starts). */
export type EventTiming = { allDay: true; start: string; end: string } | { allDay: false; start: TZDate; end: TZDate };

export const TYPE_WORDS: Record<ItemType, string> = { assignment: 'Assignment', quiz: 'Quiz', exam: 'Exam', project: 'Project' };
const CLASS_MINUTES = 60;

const isHeldInClass = (type: ItemType) => type === 'exam' || type === 'quiz';

/** Midnight UTC of a YYYY-MM-DD, built from its numbers: read with the getUTC… methods, it is that day in every zone. */
export function dayAtUtcMidnight(day: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, date!));
}

function nextDay(day: string): string {
  const date = dayAtUtcMidnight(day);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

function zonedTime(day: string, time: string, timeZone: string): TZDate {
  const [year, month, date] = day.split('-').map(Number);
  const [hours, minutes] = time.split(':').map(Number);
  return new TZDate(year!, month! - 1, date!, hours!, minutes!, timeZone);
}

/** "CS 1331 · Homework 3" */
export function eventSummary(event: CalendarEvent): string {
  return `${event.course} · ${event.title}`;
}

export function eventTiming(event: CalendarEvent): EventTiming {
  // A window's time is when it closes, not an event on every day: it goes in the description only.
  if (event.endDate !== null || event.time === null) return { allDay: true, start: event.date, end: nextDay(event.endDate ?? event.date) };
  const start = zonedTime(event.date, event.time, event.timeZone);
  return { allDay: false, start, end: isHeldInClass(event.type) ? new TZDate(start.getTime() + CLASS_MINUTES * 60_000, event.timeZone) : start };
}

/** What the event's time means, where the calendar cannot show it (a window) or may show it in another zone. */
function timingNote(event: CalendarEvent): string | null {
  const zone = `(${event.timeZone} time)`;
  if (event.endDate !== null) {
    const span = `Open ${formatDay(event.date, { year: false })} to ${formatDay(event.endDate, { year: false })}`;
    return event.time ? `${span}, until ${formatClock(event.time)} on the last day ${zone}.` : `${span}.`;
  }
  if (event.time === null) return null;
  return `${isHeldInClass(event.type) ? 'Starts' : 'Due'} ${formatClock(event.time)} ${zone}.`;
}

/** The plain-text description every calendar shows under the event; it links back to the dashboard when there is one (the sample has none). */
export function eventDetails(event: CalendarEvent, dashboardUrl: string | null): string {
  const note = timingNote(event);
  return [`${TYPE_WORDS[event.type]} · ${event.course}`, note, dashboardUrl && `Open your Syl dashboard: ${dashboardUrl}`].filter(Boolean).join('\n');
}

const pad = (value: number) => String(value).padStart(2, '0');

/** 20250912T235900: an instant's wall-clock time in its own zone. */
const wallClock = (at: TZDate) => `${at.getFullYear()}${pad(at.getMonth() + 1)}${pad(at.getDate())}T${pad(at.getHours())}${pad(at.getMinutes())}${pad(at.getSeconds())}`;

/** 2025-09-13T04:59:00Z (a TZDate's own toISOString writes its zone's offset instead). */
const utcInstant = (at: Date) => `${new Date(at.getTime()).toISOString().slice(0, 19)}Z`;

/** Spaces as %20, not the "+" of form encoding, so no reader can take a plus sign literally. */
const query = (params: Record<string, string>) =>
  Object.entries(params)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('&');

export function googleCalendarLink(event: CalendarEvent, dashboardUrl: string | null): string {
  const timing = eventTiming(event);
  const when: Record<string, string> = timing.allDay
    ? { dates: `${timing.start.replaceAll('-', '')}/${timing.end.replaceAll('-', '')}` }
    : { dates: `${wallClock(timing.start)}/${wallClock(timing.end)}`, ctz: event.timeZone };
  return `https://calendar.google.com/calendar/render?${query({ action: 'TEMPLATE', text: eventSummary(event), ...when, details: eventDetails(event, dashboardUrl) })}`;
}

export function outlookCalendarLink(event: CalendarEvent, dashboardUrl: string | null): string {
  const timing = eventTiming(event);
  const when = timing.allDay
    ? { startdt: timing.start, enddt: timing.end, allday: 'true' }
    : { startdt: utcInstant(timing.start), enddt: utcInstant(timing.end), allday: 'false' };
  return `https://outlook.live.com/calendar/0/deeplink/compose?path=/calendar/action/compose&rru=addevent&${query({ subject: eventSummary(event), body: eventDetails(event, dashboardUrl), ...when })}`;
}
