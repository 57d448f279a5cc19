import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { escape, ICalEvent, type ICalEventData } from 'ical-generator';
import { dayAtUtcMidnight, eventDetails, eventSummary, eventTiming, type CalendarEvent } from '../../shared/calendarEvent.js';

/**
 * The student's calendar feed (RFC 5545). Everything in it comes from the items, nothing from the
 * clock, so the same items always give the same bytes and an ETag can be derived from the items.
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
  };
  if (timing.allDay) return { ...event, allDay: true, start: dayAtUtcMidnight(timing.start), end: dayAtUtcMidnight(timing.end) };
  // A deadline has no DTEND: RFC 5545 §3.6.1 ends a date-time event without one where it starts.
  const end = timing.end.getTime() > timing.start.getTime() ? timing.end : null;
  // A zone ical-timezones lacks (a new zone, an old alias) cannot be named without its VTIMEZONE:
  // with no zone, ical-generator writes the same instant in UTC.
  return { ...event, timezone: vtimezone(item.timeZone) ? item.timeZone : null, start: timing.start, end };
}

export function renderFeed(feed: { name: string; host: string; dashboardUrl: string; items: FeedItem[] }): string {
  const calendar = ical({
    prodId: { company: 'Syl', product: 'Syl calendar feed', language: 'EN' },
    // ical-generator writes NAME and X-WR-CALNAME unescaped: a comma or a newline in a name would break the line.
    name: escape(feed.name, false),
    ttl: REFRESH_SECONDS,
  });
  // The calendar holds no events: its toString() is its properties alone, each event renders on its own.
  const properties = calendar.toString().trimEnd().slice(0, -END.length);
  const events = feed.items.map((item) => new ICalEvent(feedEvent(item, feed.host, feed.dashboardUrl), calendar));
  const zones = new Set(events.flatMap((event) => event.timezone() ?? []));
  const components = [...zones].map((zone) => vtimezone(zone)!).join('') + events.map((event) => event.toString()).join('');
  return `${properties}${components.split('\r\n').map(foldLine).join('\r\n')}${END}\r\n`;
}
