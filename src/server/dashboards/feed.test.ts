import ICAL from 'ical.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { homework } from '../../shared/calendarEvent.fixtures';
import { renderFeed, type FeedApplication, type FeedOwnItem, type FeedItem } from './feed';

const HOST = 'syl.example';
const DASHBOARD = 'https://syl.example/dashboard/tok_abc';

const item = (fields: Partial<FeedItem> = {}): FeedItem => ({
  ...homework({ id: 41, timeZone: 'America/Chicago' }),
  sequence: 1,
  modifiedAt: '2025-09-01T12:00:00.000Z',
  ...fields,
});

const ITEMS: FeedItem[] = [
  item({ id: 1, title: 'Reading response' }),
  item({ id: 2, title: 'Essay', type: 'project', date: '2025-09-08', endDate: '2025-09-12', time: '17:00' }),
  item({ id: 3, title: 'Midterm', type: 'exam', date: '2025-10-14', time: '23:30' }),
  item({ id: 4, title: 'Problem set 2', date: '2025-09-12', time: '23:59' }),
  item({ id: 5, course: 'HIST 2111', title: 'Quiz 1', type: 'quiz', date: '2025-12-01', time: '09:00', timeZone: 'Asia/Kolkata' }),
];

/** Application 1 shares its number with item 1, as ids of two tables can. */
const APPLICATIONS: FeedApplication[] = [
  { id: 1, company: 'Cedar & Finch, Bank; NA', position: 'Quantitative Analyst Intern', stage: 'Interview', nextStep: 'Second interview', nextStepDate: '2025-09-30', sequence: 2, modifiedAt: '2025-09-20T15:45:00.000Z' },
  { id: 9, company: 'Lumen Health', position: 'Full-Stack Developer Intern', stage: 'Applied', nextStep: '', nextStepDate: '2025-12-31', sequence: 0, modifiedAt: '2025-09-02T09:00:00.000Z' },
];

const render = (items = ITEMS, name = 'Ana Lopez · Fall 2025', applications: FeedApplication[] = [], ownItems: FeedOwnItem[] = []) => renderFeed({ name, host: HOST, dashboardUrl: DASHBOARD, items, ownItems, applications });

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = new Map(calendar.getAllSubcomponents('vevent').map((vevent) => [String(vevent.getFirstPropertyValue('uid')), vevent]));
  return { calendar, events, event: (id: number) => events.get(`${id}@${HOST}`)! };
}

const dateValue = (vevent: ICAL.Component, name: 'dtstart' | 'dtend') => {
  const property = vevent.getFirstProperty(name);
  return property && { type: property.type, tzid: property.getParameter('tzid') ?? null, value: String(property.getFirstValue()) };
};

const utc = (time: ICAL.Time) => time.toJSDate().toISOString();

describe('the calendar feed', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is one calendar named for the student, refreshed hourly, with no METHOD', () => {
    const text = render();
    const { calendar, events } = parse(text);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//Syl//Syl calendar feed//EN');
    expect(text).toContain('\r\nNAME:Ana Lopez · Fall 2025\r\nX-WR-CALNAME:Ana Lopez · Fall 2025\r\n');
    expect(text).toContain('\r\nREFRESH-INTERVAL;VALUE=DURATION:PT1H\r\nX-PUBLISHED-TTL:PT1H\r\n');
    expect(calendar.getFirstProperty('method')).toBeNull();
    expect([...events.keys()]).toEqual(ITEMS.map((entry) => `${entry.id}@${HOST}`));
  });

  it('puts every calendar property before the first component, as RFC 5545 orders them', () => {
    const lines = render().split('\r\n');
    const firstComponent = lines.indexOf('BEGIN:VTIMEZONE');
    expect(firstComponent).toBeGreaterThan(lines.indexOf('X-PUBLISHED-TTL:PT1H'));
  });

  it('writes items without a time and windows as DATE values ending the day after', () => {
    const { event } = parse(render());
    expect(dateValue(event(1), 'dtstart')).toEqual({ type: 'date', tzid: null, value: '2025-09-12' });
    expect(dateValue(event(1), 'dtend')).toEqual({ type: 'date', tzid: null, value: '2025-09-13' });
    expect(dateValue(event(2), 'dtstart')).toEqual({ type: 'date', tzid: null, value: '2025-09-08' });
    expect(dateValue(event(2), 'dtend')).toEqual({ type: 'date', tzid: null, value: '2025-09-13' });
    expect(new ICAL.Event(event(2)).description).toContain('until 5:00 PM on the last day (America/Chicago time)');
  });

  it('holds a timed exam for an hour in its zone, across midnight', () => {
    const { event } = parse(render());
    expect(dateValue(event(3), 'dtstart')).toEqual({ type: 'date-time', tzid: 'America/Chicago', value: '2025-10-14T23:30:00' });
    expect(dateValue(event(3), 'dtend')).toEqual({ type: 'date-time', tzid: 'America/Chicago', value: '2025-10-15T00:30:00' });
    const exam = new ICAL.Event(event(3));
    expect([utc(exam.startDate), utc(exam.endDate)]).toEqual(['2025-10-15T04:30:00.000Z', '2025-10-15T05:30:00.000Z']);
  });

  it('writes a timed deadline without DTEND, so it ends where it starts', () => {
    const { event } = parse(render());
    expect(dateValue(event(4), 'dtstart')).toEqual({ type: 'date-time', tzid: 'America/Chicago', value: '2025-09-12T23:59:00' });
    expect(dateValue(event(4), 'dtend')).toBeNull();
    const deadline = new ICAL.Event(event(4));
    expect(utc(deadline.startDate)).toBe('2025-09-13T04:59:00.000Z');
    expect(utc(deadline.endDate)).toBe('2025-09-13T04:59:00.000Z');
  });

  it('defines each zone it uses once, so the times convert to the right instants', () => {
    const { calendar, event } = parse(render());
    expect(calendar.getAllSubcomponents('vtimezone').map((zone) => zone.getFirstPropertyValue('tzid'))).toEqual(['America/Chicago', 'Asia/Kolkata']);
    const quiz = new ICAL.Event(event(5));
    expect(quiz.startDate.zone.tzid).toBe('Asia/Kolkata');
    expect([utc(quiz.startDate), utc(quiz.endDate)]).toEqual(['2025-12-01T03:30:00.000Z', '2025-12-01T04:30:00.000Z']);
    expect(parse(render([item()])).calendar.getAllSubcomponents('vtimezone')).toEqual([]);
  });

  it('writes times in UTC for a zone it has no definition of', () => {
    const { event, calendar } = parse(render([item({ time: '23:59', timeZone: 'America/Ciudad_Juarez' })]));
    expect(calendar.getAllSubcomponents('vtimezone')).toEqual([]);
    expect(dateValue(event(41), 'dtstart')).toEqual({ type: 'date-time', tzid: null, value: '2025-09-13T05:59:00Z' });
  });

  it('keeps UIDs and bytes the same for the same items and applications, whatever the clock says', () => {
    const withApplications = () => render(ITEMS, undefined, APPLICATIONS);
    vi.useFakeTimers({ now: new Date('2025-01-01T00:00:00Z') });
    const before = withApplications();
    vi.setSystemTime(new Date('2031-06-30T12:34:56Z'));
    expect(withApplications()).toBe(before);
    expect([...parse(withApplications()).events.keys()]).toEqual([...parse(before).events.keys()]);
  });

  it('shows a changed item with its higher SEQUENCE and its LAST-MODIFIED under the same UID', () => {
    const changed = ITEMS.map((entry) => (entry.id === 4 ? { ...entry, date: '2025-09-15', sequence: 3, modifiedAt: '2025-09-10T08:15:00.000Z' } : entry));
    const { event } = parse(render(changed));
    const deadline = event(4);
    expect(deadline.getFirstPropertyValue('sequence')).toBe(3);
    expect(String(deadline.getFirstPropertyValue('last-modified'))).toBe('2025-09-10T08:15:00Z');
    expect(String(deadline.getFirstPropertyValue('dtstamp'))).toBe('2025-09-10T08:15:00Z');
    expect(event(1).getFirstPropertyValue('sequence')).toBe(1);
  });

  it('ends every line with CRLF, at most 75 octets long and valid UTF-8 on its own', () => {
    // Characters of 1 to 4 octets in runs, so the line breaks fall at every offset inside one.
    const title = `${'Révision générale — 日本語の期末試験 🎓📚✨ Ünïcödé Prüfung ĳ '.repeat(3)}${'🎓'.repeat(30)}${'é'.repeat(40)}${'試'.repeat(30)}`;
    const text = render([item({ title, type: 'exam', time: '10:00' }), ...ITEMS], 'Zoë Ångström · 秋学期 🍂 '.repeat(5).trim());
    const bytes = Buffer.from(text, 'utf8');
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
    const decoder = new TextDecoder('utf-8', { fatal: true });
    let start = 0;
    for (let end = bytes.indexOf('\r\n', start); end !== -1; start = end + 2, end = bytes.indexOf('\r\n', start)) {
      const line = bytes.subarray(start, end);
      expect(line.length).toBeLessThanOrEqual(75);
      expect(() => decoder.decode(line)).not.toThrow();
    }
    expect(start).toBe(bytes.length);
    // Read back from the bytes, as a calendar app reads it: an emoji split between lines would not survive.
    expect(new ICAL.Event(parse(decoder.decode(bytes)).event(41)).summary).toBe(`CS 1331 · ${title}`);
  });

  it('escapes commas, semicolons, backslashes and newlines so the text comes back as written', () => {
    const course = 'MATH 1554; Linear Algebra, Sec. A';
    const title = 'Lab 2, part 1; read ch. 3\\4\nthen quiz';
    const name = 'Ana, Fall; 2025\nsecond line';
    const text = render([item({ course, title })], name);
    const { calendar, event } = parse(text);
    const vevent = new ICAL.Event(event(41));
    expect(vevent.summary).toBe(`${course} · ${title}`);
    expect(vevent.description).toBe(`Assignment · ${course}\nOpen your Syl dashboard: ${DASHBOARD}`);
    // ical.js has no type for NAME (RFC 7986); read its raw value as the TEXT it is.
    const nameAsText = ICAL.Property.fromString(`SUMMARY:${String(calendar.getFirstPropertyValue('name'))}`).getFirstValue();
    expect(nameAsText).toBe(name);
  });

  it("adds each application's next step as an all-day event of the student's own, after the items and apart from them", () => {
    const text = render(ITEMS, undefined, APPLICATIONS);
    const { events, event } = parse(text);
    expect([...events.keys()]).toEqual([...ITEMS.map((entry) => `${entry.id}@${HOST}`), `application-1@${HOST}`, `application-9@${HOST}`]);

    const interview = events.get(`application-1@${HOST}`)!;
    const own = new ICAL.Event(interview);
    expect(own.summary).toBe('Internship · Cedar & Finch, Bank; NA: Second interview');
    expect(own.description).toBe(`Your own event, added on your Syl dashboard (not from a syllabus).\nQuantitative Analyst Intern · Interview\nOpen your Syl dashboard: ${DASHBOARD}`);
    expect(dateValue(interview, 'dtstart')).toEqual({ type: 'date', tzid: null, value: '2025-09-30' });
    expect(dateValue(interview, 'dtend')).toEqual({ type: 'date', tzid: null, value: '2025-10-01' });
    expect(interview.getFirstPropertyValue('sequence')).toBe(2);
    expect(String(interview.getFirstPropertyValue('last-modified'))).toBe('2025-09-20T15:45:00Z');
    expect(interview.getFirstPropertyValue('categories')).toBe('Internship');
    // The item with the same number is still the syllabus's, filed under its type.
    expect(new ICAL.Event(event(1)).summary).toBe('CS 1331 · Reading response');
    expect([event(1), event(3)].map((vevent) => vevent.getFirstPropertyValue('categories'))).toEqual(['Assignment', 'Exam']);
  });

  it('calls a next step the student left unnamed "Next step", on the last day of the year too', () => {
    const { events } = parse(render([], undefined, APPLICATIONS));
    const unnamed = events.get(`application-9@${HOST}`)!;
    expect(new ICAL.Event(unnamed).summary).toBe('Internship · Lumen Health: Next step');
    expect(dateValue(unnamed, 'dtend')).toEqual({ type: 'date', tzid: null, value: '2026-01-01' });
  });
});
