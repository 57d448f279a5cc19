import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { escape, ICalEvent, type ICalEventData } from 'ical-generator';
import { addDays } from '../../shared/calendarDay.js';
import { dayAtUtcMidnight, eventDetails, eventSummary, eventTiming, type CalendarEvent } from '../../shared/calendarEvent.js';
import { TYPE_WORDS } from '../../shared/items.js';
import { TZDate } from '@date-fns/tz';
import { formatClock } from '../../shared/calendarDay.js';
import type { InternshipStage, OwnItemKind } from '../../shared/items.js';
import { oneLine } from '../../shared/schemas/text.js';

/**
 * The student's calendar feed (RFC 5545): the published items, then the student's own tasks and
 * events and the next steps of their internship applications, each marked as theirs. Everything in it comes from those, nothing from
 * the clock, so the same items, own items and applications always give the same bytes and an ETag can be derived
 * from them.
 *
 * ical-generator writes the calendar's properties and each event; we put the document together,
 * because its calendar.toString() folds every line through a new TextEncoder per character (60 ms
 * for 150 items; its issue #765, fixed after 10.2, the last release for Node 20) and puts the
 * VTIMEZONEs before its REFRESH-INTERVAL, where RFC 5545's grammar wants every property first.
 */

export interface FeedItem extends CalendarEvent {
  /** Raised whenever the item changes, so calendar apps replace their copy. */
  sequence: number;
  /** ISO UTC: when the item last changed. */
  modifiedAt: string;
}

/** An application's next step: an all-day event of the student's own. */
export interface FeedApplication {
  id: number;
  company: string;
  position: string;
  stage: InternshipStage;
  nextStep: string;
  /** YYYY-MM-DD. */
  nextStepDate: string;
  sequence: number;
  /** ISO UTC: when the application last changed. */
  modifiedAt: string;
}

/** A task or event the student added on their dashboard. */
export interface FeedOwnItem {
  id: number;
  kind: OwnItemKind;
  title: string;
  /** YYYY-MM-DD. */
  date: string;
  /** HH:MM in timeZone; null: all day. */
  time: string | null;
  timeZone: string;
  /** The course's name, when the student chose one still on the dashboard. */
  course: string | null;
  sequence: number;
  /** ISO UTC: when the student last changed it. */
  modifiedAt: string;
}

const OWN_EVENT = 'Your own event, added on your Syl dashboard (not from a syllabus).';
const OWN_WORDS: Record<OwnItemKind, string> = { task: 'Your task', event: 'Your event' };
const OWN_EVENT_MINUTES = 60;

const REFRESH_SECONDS = 60 * 60;
const MAX_LINE_OCTETS = 75;
const END = 'END:VCALENDAR';
const NON_ASCII = /[^\x00-\x7f]/;

// ical-timezones reads a file on every call, with LF line ends; a zone's definition does not change while we run.
const vtimezones = new Map<string, string | null>();
function vtimezone(zone: string): string | null {
  if (!vtimezones.has(zone)) vtimezones.set(zone, getVtimezoneComponent(zone)?.trim().replace(/\r?\n/g, '\r\n').concat('\r\n') ?? null);
  return vtimezones.get(zone)!;
}

/** RFC 5545 §3.1: at most 75 octets a line, continued after CRLF and a space, never inside a UTF-8 character. */
function foldLine(line: string): string {
  if (line.length <= MAX_LINE_OCTETS && !NON_ASCII.test(line)) return line; // most lines: one octet a character
  const parts: string[] = [];
  let part = '';
  let octets = 0;
  for (const character of line) {
    const codePoint = character.codePointAt(0)!;
    const size = codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;
    if (octets + size > MAX_LINE_OCTETS) {
      parts.push(part);
      part = ' ';
      octets = 1;
    }
    part += character;
    octets += size;
  }
  parts.push(part);
  return parts.join('\r\n');
}

function feedEvent(item: FeedItem, host: string, dashboardUrl: string): ICalEventData {
  const timing = eventTiming(item);
  const event = {
    id: `${item.id}@${host}`,
    sequence: item.sequence,
    // Without METHOD, RFC 5545 §3.8.7.2 makes DTSTAMP the time the event last changed, like LAST-MODIFIED.
    stamp: item.modifiedAt,
    lastModified: item.modifiedAt,
    summary: eventSummary(item),
    description: eventDetails(item, dashboardUrl),
    categories: [{ name: TYPE_WORDS[item.type] }],
  };
  if (timing.allDay) return { ...event, allDay: true, start: dayAtUtcMidnight(timing.start), end: dayAtUtcMidnight(timing.end) };
  // A deadline has no DTEND: RFC 5545 §3.6.1 ends a date-time event without one where it starts.
  const end = timing.end.getTime() > timing.start.getTime() ? timing.end : null;
  // A zone ical-timezones lacks (a new zone, an old alias) cannot be named without its VTIMEZONE:
  // with no zone, ical-generator writes the same instant in UTC.
  return { ...event, timezone: vtimezone(item.timeZone) ? item.timeZone : null, start: timing.start, end };
}

/** Its UID has its own prefix: an application id and an item id may be the same number. */
function applicationEvent(application: FeedApplication, host: string, dashboardUrl: string): ICalEventData {
  return {
    id: `application-${application.id}@${host}`,
    sequence: application.sequence,
    stamp: application.modifiedAt,
    lastModified: application.modifiedAt,
    allDay: true,
    start: dayAtUtcMidnight(application.nextStepDate),
    end: dayAtUtcMidnight(addDays(application.nextStepDate, 1)),
    summary: `Internship · ${application.company}: ${application.nextStep || 'Next step'}`,
    description: [OWN_EVENT, `${application.position} · ${application.stage}`, `Open your Syl dashboard: ${dashboardUrl}`].join('\n'),
    categories: [{ name: 'Internship' }],
  };
}

/**
 * The student's own item, marked as theirs in its summary, category and description. An event with a
 * time lasts an hour, a task with a time is a deadline (no DTEND, like a checked assignment's).
 */
function ownItemEvent(item: FeedOwnItem, host: string, dashboardUrl: string): ICalEventData {
  const words = OWN_WORDS[item.kind];
  const event = {
    // Its own prefix: an own item's id may be an item's or an application's number too.
    id: `own-${item.id}@${host}`,
    sequence: item.sequence,
    stamp: item.modifiedAt,
    lastModified: item.modifiedAt,
    summary: [words, item.course, item.title].filter(Boolean).join(' · '),
    description: [`${words}, added on your Syl dashboard (not from a syllabus).`, item.time && `${formatClock(item.time)} (${item.timeZone} time).`, `Open your Syl dashboard: ${dashboardUrl}`].filter(Boolean).join('\n'),
    categories: [{ name: words }],
  };
  if (!item.time) return { ...event, allDay: true, start: dayAtUtcMidnight(item.date), end: dayAtUtcMidnight(addDays(item.date, 1)) };
  const [year, month, day] = item.date.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = item.time.split(':').map(Number) as [number, number];
  const start = new TZDate(year, month - 1, day, hours, minutes, item.timeZone);
  const end = item.kind === 'event' ? new TZDate(start.getTime() + OWN_EVENT_MINUTES * 60_000, item.timeZone) : null;
  return { ...event, timezone: vtimezone(item.timeZone) ? item.timeZone : null, start, end };
}

export function renderFeed(feed: { name: string; host: string; dashboardUrl: string; items: FeedItem[]; ownItems: FeedOwnItem[]; applications: FeedApplication[] }): string {
  const calendar = ical({
    prodId: { company: 'Syl', product: 'Syl calendar feed', language: 'EN' },
    // ical-generator writes NAME and X-WR-CALNAME unescaped: a comma or a newline in a name would break the line.
    name: escape(feed.name, false),
    ttl: REFRESH_SECONDS,
  });
  // The calendar holds no events: its toString() is its properties alone, each event renders on its own.
  const properties = calendar.toString().trimEnd().slice(0, -END.length);
  const events = [
    ...feed.items.map((item) => feedEvent(item, feed.host, feed.dashboardUrl)),
    ...feed.ownItems.map((item) => ownItemEvent(item, feed.host, feed.dashboardUrl)),
    ...feed.applications.map((application) => applicationEvent(application, feed.host, feed.dashboardUrl)),
  ].map((event) => new ICalEvent(event, calendar));
  const zones = new Set(events.flatMap((event) => event.timezone() ?? []));
  const components = [...zones].map((zone) => vtimezone(zone)!).join('') + events.map((event) => event.toString()).join('');
  // RFC 5545 allows no control character in a line: the schemas keep them out, but an older row may hold one.
  const lines = `${properties}${components}`.split('\r\n').map((line) => foldLine(oneLine(line)));
  return `${lines.join('\r\n')}${END}\r\n`;
}
