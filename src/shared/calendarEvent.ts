import { TZDate } from '@date-fns/tz';
import { formatClock, formatDay } from './calendarDay.js';
import { TYPE_WORDS, type ItemType } from './items.js';

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

/**
 * A day and time stated in one zone as another zone states the same instant: 11:30 PM on Oct 1 in Los
 * Angeles is 2:30 AM on Oct 2 in New York. The report form shows and takes times in the student's zone,
 * while an item's are its course's (docs/decisions/0057).
 */
export function restated(day: string, time: string, fromZone: string, toZone: string): { date: string; time: string } {
  const parts = partsIn(zonedTime(day, time, fromZone), toZone, { year: 'numeric', month: '2-digit', day: '2-digit' });
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/**
 * An instant's fields as a zone reads them, its hour and minute always (24-hour). Read with Intl, not
 * a TZDate's getters: those are patched onto Date's prototype, which a page's fake clock replaces.
 */
function partsIn(at: Date, timeZone: string, fields: Intl.DateTimeFormatOptions): Partial<Record<Intl.DateTimeFormatPartTypes, string>> {
  const format = new Intl.DateTimeFormat('en-US', { timeZone, ...fields, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return Object.fromEntries(format.formatToParts(at).map((part) => [part.type, part.value]));
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

/**
 * Outlook on the web lives at two hosts: Outlook.com for personal Microsoft accounts, and Microsoft
 * 365 for work or school accounts (most students' school email). Both take the same paths.
 */
export const OUTLOOK_HOSTS = { personal: 'https://outlook.live.com', work: 'https://outlook.office.com' } as const;
export type OutlookAccount = keyof typeof OUTLOOK_HOSTS;

/** Outlook's "add event" compose form, filled in (docs/decisions/0056). */
export function outlookCalendarLink(event: CalendarEvent, dashboardUrl: string | null, account: OutlookAccount = 'personal'): string {
  const timing = eventTiming(event);
  const when = timing.allDay
    ? { startdt: timing.start, enddt: timing.end, allday: 'true' }
    : { startdt: utcInstant(timing.start), enddt: utcInstant(timing.end), allday: 'false' };
  return `${OUTLOOK_HOSTS[account]}/calendar/0/deeplink/compose?path=/calendar/action/compose&rru=addevent&${query({ subject: eventSummary(event), body: eventDetails(event, dashboardUrl), ...when })}`;
}

/** Outlook's "Subscribe from web" form with the feed filled in; it wants the https:// URL, not webcal:// (docs/decisions/0056). */
export function outlookSubscribeLink(feedUrl: string, account: OutlookAccount): string {
  return `${OUTLOOK_HOSTS[account]}/calendar/0/addfromweb?${query({ url: feedUrl, name: 'Syl' })}`;
}

/** Google Calendar's "From URL" settings page, its supported way to subscribe; the student pastes the feed URL there. */
export const GOOGLE_ADD_BY_URL = 'https://calendar.google.com/calendar/u/0/r/settings/addbyurl';

/** The feed for Apple Calendar: the same URL under the scheme that makes it subscribe. */
export const webcalLink = (feedUrl: string) => feedUrl.replace(/^https?:/, 'webcal:');

/** The steps for Google Calendar, shown in the sync dialog and sent by email: Google's app cannot add a calendar by URL. */
export const GOOGLE_STEPS = ['Copy your calendar link.', 'On a computer, open Google Calendar’s “From URL” page, paste the link and choose Add calendar.'] as const;

/** An instant as a zone reads it: "Sat, Sep 20", "12:59 AM", "EDT". */
function readIn(at: Date, timeZone: string) {
  const parts = partsIn(at, timeZone, { weekday: 'short', month: 'short', day: 'numeric', timeZoneName: 'short' });
  return { day: `${parts.weekday}, ${parts.month} ${parts.day}`, clock: formatClock(`${parts.hour}:${parts.minute}`), zone: parts.timeZoneName! };
}

/**
 * An item's stated time (HH:MM in the course's zone) as the student reads it: in their own zone,
 * naming the course's time when it reads differently there ("1:00 PM CST (2:00 PM EST in the course's
 * zone)"), each with its day when the two fall on different days, or always with `withDay`
 * (docs/decisions/0057). `statedIn` names where the time was stated: the course's zone unless told.
 */
export function timeForStudent(day: string, time: string, courseZone: string, studentZone: string, { withDay = false, statedIn = "in the course's zone" } = {}): string {
  const at = zonedTime(day, time, courseZone);
  const student = readIn(at, studentZone);
  const course = readIn(at, courseZone);
  const dayShown = student.day !== course.day;
  const studentDay = withDay || dayShown ? `${student.day}, ` : '';
  if (student.clock === course.clock && student.zone === course.zone) return `${studentDay}${student.clock}`;
  return `${studentDay}${student.clock} ${student.zone} (${dayShown ? `${course.day}, ` : ''}${course.clock} ${course.zone} ${statedIn})`;
}
