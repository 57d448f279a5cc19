import { afterEach, describe, expect, it } from 'vitest';
import { homework } from './calendarEvent.fixtures';
import { eventDetails, eventSummary, eventTiming, googleCalendarLink, outlookCalendarLink, outlookSubscribeLink, restated, timeForStudent, webcalLink, type CalendarEvent } from './calendarEvent';

const DASHBOARD = 'https://syl.example/dashboard/tok_abc';


const timed = (event: CalendarEvent) => {
  const timing = eventTiming(event);
  if (timing.allDay) throw new Error('expected a timed event');
  return { start: timing.start.toISOString(), end: timing.end.toISOString(), minutes: (timing.end.getTime() - timing.start.getTime()) / 60_000 };
};

const params = (link: string) => Object.fromEntries(new URL(link).searchParams);

describe('the calendar event of an item', () => {
  const machineZone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = machineZone;
  });

  it('is named by course and title', () => {
    expect(eventSummary(homework())).toBe('CS 1331 · Homework 3');
  });

  it('puts an item without a time on its day, all day, ending at the start of the next', () => {
    expect(eventTiming(homework())).toEqual({ allDay: true, start: '2025-09-12', end: '2025-09-13' });
    expect(eventTiming(homework({ date: '2025-12-31' }))).toEqual({ allDay: true, start: '2025-12-31', end: '2026-01-01' });
    expect(eventTiming(homework({ date: '2028-02-28' }))).toEqual({ allDay: true, start: '2028-02-28', end: '2028-02-29' });
  });

  it('spans a window all day from its first day through its last, its time told in the description only', () => {
    const window = homework({ type: 'project', date: '2025-09-08', endDate: '2025-09-12', time: '17:00' });
    expect(eventTiming(window)).toEqual({ allDay: true, start: '2025-09-08', end: '2025-09-13' });
    expect(eventDetails(window, DASHBOARD)).toBe(
      `Project · CS 1331\nOpen Mon, Sep 8 to Fri, Sep 12, until 5:00 PM on the last day (America/New_York time).\nOpen your Syl dashboard: ${DASHBOARD}`,
    );
    expect(eventDetails({ ...window, time: null }, DASHBOARD).split('\n')[1]).toBe('Open Mon, Sep 8 to Fri, Sep 12.');
  });

  it('holds an exam or quiz with a time for an hour in the course zone, across midnight if need be', () => {
    expect(timed(homework({ type: 'exam', time: '14:30' }))).toEqual({ start: '2025-09-12T14:30:00.000-04:00', end: '2025-09-12T15:30:00.000-04:00', minutes: 60 });
    expect(timed(homework({ type: 'quiz', time: '23:30', timeZone: 'America/Chicago' }))).toEqual({ start: '2025-09-12T23:30:00.000-05:00', end: '2025-09-13T00:30:00.000-05:00', minutes: 60 });
  });

  it('makes a deadline with a time a moment: no length, at that time in the course zone', () => {
    expect(timed(homework({ time: '23:59', timeZone: 'America/Chicago' }))).toEqual({ start: '2025-09-12T23:59:00.000-05:00', end: '2025-09-12T23:59:00.000-05:00', minutes: 0 });
    expect(timed(homework({ type: 'project', time: '09:00', timeZone: 'Asia/Kolkata' })).start).toBe('2025-09-12T09:00:00.000+05:30');
  });

  it('describes the type, the course, the time and the way back to the dashboard', () => {
    expect(eventDetails(homework(), DASHBOARD)).toBe(`Assignment · CS 1331\nOpen your Syl dashboard: ${DASHBOARD}`);
    expect(eventDetails(homework({ time: '23:59' }), DASHBOARD)).toBe(`Assignment · CS 1331\nDue 11:59 PM (America/New_York time).\nOpen your Syl dashboard: ${DASHBOARD}`);
    expect(eventDetails(homework({ type: 'exam', time: '09:05' }), DASHBOARD).split('\n')[1]).toBe('Starts 9:05 AM (America/New_York time).');
    expect(eventDetails(homework({ type: 'quiz' }), null)).toBe('Quiz · CS 1331');
  });

  it('gives the same days and times whatever zone the machine or browser is in', () => {
    const events = [homework(), homework({ type: 'exam', time: '23:30' }), homework({ endDate: '2025-09-14' })];
    const links = () => events.flatMap((event) => [googleCalendarLink(event, DASHBOARD), outlookCalendarLink(event, DASHBOARD)]);
    process.env.TZ = 'UTC';
    const inUtc = links();
    for (const zone of ['Pacific/Honolulu', 'Asia/Tokyo', 'America/Los_Angeles']) {
      process.env.TZ = zone;
      expect(links()).toEqual(inUtc);
    }
  });
});

describe('the Add to Google Calendar link', () => {
  it('adds an all-day item with its exclusive end day and no zone', () => {
    const link = googleCalendarLink(homework({ endDate: '2025-09-14' }), DASHBOARD);
    expect(link.startsWith('https://calendar.google.com/calendar/render?')).toBe(true);
    expect(params(link)).toEqual({
      action: 'TEMPLATE',
      text: 'CS 1331 · Homework 3',
      dates: '20250912/20250915',
      details: `Assignment · CS 1331\nOpen Fri, Sep 12 to Sun, Sep 14.\nOpen your Syl dashboard: ${DASHBOARD}`,
    });
  });

  it('adds a timed item as wall-clock times in the course zone', () => {
    expect(params(googleCalendarLink(homework({ type: 'exam', time: '23:30', timeZone: 'America/Chicago' }), DASHBOARD))).toMatchObject({
      dates: '20250912T233000/20250913T003000',
      ctz: 'America/Chicago',
    });
    expect(params(googleCalendarLink(homework({ time: '23:59' }), DASHBOARD))).toMatchObject({ dates: '20250912T235900/20250912T235900', ctz: 'America/New_York' });
  });

  it('encodes titles with &, #, +, accents and emoji so they arrive whole', () => {
    const title = 'Q&A #2 + Café naïve 🎉 50%/100 = "done"?';
    const link = googleCalendarLink(homework({ title }), DASHBOARD);
    const url = new URL(link);
    expect(url.hash).toBe('');
    expect(url.searchParams.get('text')).toBe(`CS 1331 · ${title}`);
    expect(url.search).not.toMatch(/[ +#]/);
    expect([...url.searchParams.keys()]).toEqual(['action', 'text', 'dates', 'details']);
  });
});

describe('the Add to Outlook link', () => {
  it('adds an all-day item with plain dates and the exclusive end', () => {
    const link = outlookCalendarLink(homework(), DASHBOARD);
    expect(link.startsWith('https://outlook.live.com/calendar/0/deeplink/compose?path=/calendar/action/compose&rru=addevent&')).toBe(true);
    expect(params(link)).toEqual({
      path: '/calendar/action/compose',
      rru: 'addevent',
      subject: 'CS 1331 · Homework 3',
      body: `Assignment · CS 1331\nOpen your Syl dashboard: ${DASHBOARD}`,
      startdt: '2025-09-12',
      enddt: '2025-09-13',
      allday: 'true',
    });
  });

  it('gives a timed item as UTC instants, with the course zone’s offset on that date', () => {
    const utc = (fields: Partial<CalendarEvent>) => {
      const { startdt, enddt, allday } = params(outlookCalendarLink(homework(fields), DASHBOARD));
      return { startdt, enddt, allday };
    };
    expect(utc({ type: 'exam', date: '2025-07-15', time: '10:00' })).toEqual({ startdt: '2025-07-15T14:00:00Z', enddt: '2025-07-15T15:00:00Z', allday: 'false' });
    expect(utc({ type: 'exam', date: '2025-12-15', time: '10:00' })).toEqual({ startdt: '2025-12-15T15:00:00Z', enddt: '2025-12-15T16:00:00Z', allday: 'false' });
    expect(utc({ date: '2025-12-15', time: '09:00', timeZone: 'Asia/Kolkata' })).toEqual({ startdt: '2025-12-15T03:30:00Z', enddt: '2025-12-15T03:30:00Z', allday: 'false' });
  });

  it('opens the same form on Microsoft 365 for a work or school account', () => {
    const personal = outlookCalendarLink(homework({ type: 'exam', time: '10:00' }), DASHBOARD);
    const work = outlookCalendarLink(homework({ type: 'exam', time: '10:00' }), DASHBOARD, 'work');
    expect(work).toBe(personal.replace('https://outlook.live.com/', 'https://outlook.office.com/'));
    expect(new URL(work).pathname).toBe('/calendar/0/deeplink/compose');
  });

  it('encodes the subject and body so &, # and emoji arrive whole', () => {
    const url = new URL(outlookCalendarLink(homework({ course: 'Français & Co #1', title: 'Dictée 📝' }), DASHBOARD));
    expect(url.hash).toBe('');
    expect(url.searchParams.get('subject')).toBe('Français & Co #1 · Dictée 📝');
    expect(url.searchParams.get('body')).toBe(`Assignment · Français & Co #1\nOpen your Syl dashboard: ${DASHBOARD}`);
  });
});

describe('subscribing to the feed', () => {
  const FEED = 'https://syl.example/calendar/abc_DEF-123.ics';

  it("opens Outlook's Subscribe from web form, for Outlook.com and for Microsoft 365, with the https feed and the calendar's name", () => {
    expect(outlookSubscribeLink(FEED, 'personal')).toBe('https://outlook.live.com/calendar/0/addfromweb?url=https%3A%2F%2Fsyl.example%2Fcalendar%2Fabc_DEF-123.ics&name=Syl');
    expect(outlookSubscribeLink(FEED, 'work')).toBe('https://outlook.office.com/calendar/0/addfromweb?url=https%3A%2F%2Fsyl.example%2Fcalendar%2Fabc_DEF-123.ics&name=Syl');
    expect(new URL(outlookSubscribeLink(FEED, 'work')).searchParams.get('url')).toBe(FEED);
  });

  it('gives Apple the same feed under webcal://', () => {
    expect(webcalLink(FEED)).toBe('webcal://syl.example/calendar/abc_DEF-123.ics');
    expect(webcalLink('http://localhost:3000/calendar/x.ics')).toBe('webcal://localhost:3000/calendar/x.ics');
  });
});

describe("an item's time as the student reads it", () => {
  it('is the plain time when the student is in the course zone, or a zone that reads the same', () => {
    expect(timeForStudent('2026-11-03', '23:59', 'America/New_York', 'America/New_York')).toBe('11:59 PM');
    expect(timeForStudent('2026-11-03', '23:59', 'America/New_York', 'America/Detroit')).toBe('11:59 PM');
  });

  it("is in the student's zone with the course's time named, and both days when they differ", () => {
    expect(timeForStudent('2026-11-03', '14:00', 'America/New_York', 'America/Chicago')).toBe("1:00 PM CST (2:00 PM EST in the course's zone)");
    expect(timeForStudent('2026-11-03', '23:59', 'America/Chicago', 'America/New_York')).toBe("Wed, Nov 4, 12:59 AM EST (Tue, Nov 3, 11:59 PM CST in the course's zone)");
    expect(timeForStudent('2026-11-03', '00:30', 'America/New_York', 'America/Los_Angeles')).toBe("Mon, Nov 2, 9:30 PM PST (Tue, Nov 3, 12:30 AM EST in the course's zone)");
  });

  it('names its day first when asked (the to-do list, whose rows have no other date)', () => {
    expect(timeForStudent('2026-11-03', '23:59', 'America/New_York', 'America/New_York', { withDay: true })).toBe('Tue, Nov 3, 11:59 PM');
    expect(timeForStudent('2026-11-03', '14:00', 'America/New_York', 'America/Chicago', { withDay: true })).toBe("Tue, Nov 3, 1:00 PM CST (2:00 PM EST in the course's zone)");
  });

  it("names where a time was stated when that is not the course's zone (a task the student added)", () => {
    expect(timeForStudent('2026-11-03', '14:00', 'America/New_York', 'America/Chicago', { withDay: true, statedIn: 'as you entered it' })).toBe('Tue, Nov 3, 1:00 PM CST (2:00 PM EST as you entered it)');
  });

  it("is stated back in the course's zone as the same instant, across a day and a daylight-saving change", () => {
    expect(restated('2025-10-01', '23:30', 'America/Los_Angeles', 'America/New_York')).toEqual({ date: '2025-10-02', time: '02:30' });
    expect(restated('2025-10-02', '02:30', 'America/New_York', 'America/Los_Angeles')).toEqual({ date: '2025-10-01', time: '23:30' });
    expect(restated('2026-03-10', '13:00', 'Europe/London', 'America/New_York')).toEqual({ date: '2026-03-10', time: '09:00' });
    expect(restated('2026-11-03', '14:00', 'America/New_York', 'America/New_York')).toEqual({ date: '2026-11-03', time: '14:00' });
  });

  it('follows each zone’s daylight-saving dates: a week when New York has changed and London has not', () => {
    expect(timeForStudent('2026-03-10', '09:00', 'America/New_York', 'Europe/London')).toBe("1:00 PM GMT (9:00 AM EDT in the course's zone)");
    expect(timeForStudent('2026-03-03', '09:00', 'America/New_York', 'Europe/London')).toBe("2:00 PM GMT (9:00 AM EST in the course's zone)");
  });
});
