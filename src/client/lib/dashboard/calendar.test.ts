import { describe, expect, it } from 'vitest';
import { INTERNSHIP_STAGES } from '../../../shared/items';
import { DEMO_APPLICATIONS, DEMO_DASHBOARD, DEMO_EVENTS, DEMO_MONTH, DEMO_STUDY_TASKS, DEMO_SUMMARY, DEMO_TODAY, DEMO_YEAR, isoDate } from '../../content/demoDashboard';
import { addMonths, busiestWeekAhead, dayAfterKey, dayChips, dayTone, groupByDay, itemsPerWeek, longDate, monthGrid, monthsSpanned, shortDate, stepWeek, todoWeeks, weekdayDate, weekdayNames, weekIndexFor, weekLabel } from './calendar';
import { todoEntries } from './model';

describe('the month grid', () => {
  it('lays June 2025 out in five Sunday-first weeks, ending with July 1-5', () => {
    const weeks = monthGrid(2025, 5);
    expect(weeks).toHaveLength(5);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(weeks[0]![0]).toEqual({ iso: '2025-06-01', day: 1, inMonth: true });
    expect(weeks[4]!.map((d) => d.day)).toEqual([29, 30, 1, 2, 3, 4, 5]);
    expect(weeks[4]!.filter((d) => !d.inMonth).map((d) => d.iso)).toEqual(['2025-07-01', '2025-07-02', '2025-07-03', '2025-07-04', '2025-07-05']);
    expect(weeks.flat().filter((d) => d.inMonth)).toHaveLength(30);
  });

  it('pads with the previous month when the month starts mid-week', () => {
    const weeks = monthGrid(2025, 6);
    expect(weeks[0]!.slice(0, 3)).toEqual([
      { iso: '2025-06-29', day: 29, inMonth: false },
      { iso: '2025-06-30', day: 30, inMonth: false },
      { iso: '2025-07-01', day: 1, inMonth: true },
    ]);
  });

  it('can start weeks on Monday, which gives June 2025 six leading May days', () => {
    const weeks = monthGrid(2025, 5, 1);
    expect(weekdayNames(1)[0]).toBe('Mon');
    expect(weeks[0]!.map((d) => d.day)).toEqual([26, 27, 28, 29, 30, 31, 1]);
    expect(weeks[0]!.filter((d) => !d.inMonth)).toHaveLength(6);
  });

  it('crosses a year end', () => {
    const weeks = monthGrid(2025, 11);
    expect(weeks.at(-1)!.at(-1)).toEqual({ iso: '2026-01-03', day: 3, inMonth: false });
  });
});

describe('calendar day cells', () => {
  it('show at most 2 chips and count the rest as "+N more"', () => {
    expect(dayChips(['a'])).toEqual({ shown: ['a'], moreCount: 0 });
    expect(dayChips(['a', 'b'])).toEqual({ shown: ['a', 'b'], moreCount: 0 });
    expect(dayChips(['a', 'b', 'c', 'd'])).toEqual({ shown: ['a', 'b'], moreCount: 2 });
  });

  it('are red when any event is important, blue otherwise', () => {
    expect(dayTone([])).toBe('empty');
    expect(dayTone([{ important: false }, { important: false }])).toBe('regular');
    expect(dayTone([{ important: false }, { important: true }])).toBe('important');
  });

  it("keep red and blue for syllabus items: the student's own events never change them", () => {
    expect(dayTone([{ important: false, own: true }])).toBe('own');
    expect(dayTone([{ important: false, own: true }, { important: false }])).toBe('regular');
    expect(dayTone([{ important: false, own: true }, { important: true }])).toBe('important');
  });

  it('group the sample events by day: June 9 has three, June 12 is an exam day', () => {
    const byDay = groupByDay(DEMO_EVENTS.map((event) => ({ ...event, date: isoDate(event.day) })));
    expect(byDay.get('2025-06-09')).toHaveLength(3);
    expect(dayChips(byDay.get('2025-06-09')!).moreCount).toBe(1);
    expect(dayTone(byDay.get('2025-06-12')!)).toBe('important');
    expect(dayTone(byDay.get('2025-06-09')!)).toBe('regular');
    expect(byDay.get('2025-06-11')).toBeUndefined();
  });
});

describe('the months of a term', () => {
  it('span every month from the first date to the last, across a year end', () => {
    expect(monthsSpanned(['2025-12-03', '2025-09-12', '2026-01-20']).map((m) => `${m.year}-${m.month + 1}`)).toEqual(['2025-9', '2025-10', '2025-11', '2025-12', '2026-1']);
    expect(monthsSpanned([])).toEqual([]);
  });

  it('count items in every week of the term, empty weeks included', () => {
    const weeks = itemsPerWeek([{ date: '2025-09-02' }, { date: '2025-09-04' }, { date: '2025-09-25' }]);
    expect(weeks.map((week) => [weekLabel(week.start, '2025-09-10'), week.items.length])).toEqual([
      ['Aug 31 – Sep 6', 2],
      ['Sep 7 – Sep 13', 0],
      ['Sep 14 – Sep 20', 0],
      ['Sep 21 – Sep 27', 1],
    ]);
  });
});

describe('the to-do preview', () => {
  const rows = (dates: string[]) => dates.map((date, i) => ({ id: i, date }));

  it('groups rows by week, earliest first, with a week label', () => {
    const weeks = todoWeeks(rows(['2025-06-10', '2025-06-02', '2025-06-09']));
    expect(weeks.map((w) => weekLabel(w.start, '2025-06-10'))).toEqual(['Jun 1 – Jun 7', 'Jun 8 – Jun 14']);
    expect(weeks[1]!.rows.map((r) => r.date)).toEqual(['2025-06-09', '2025-06-10']);
  });

  it('shows at most 6 rows of a week but keeps its total', () => {
    const [week] = todoWeeks(rows(Array.from({ length: 8 }, () => '2025-06-11')));
    expect(week!.rows).toHaveLength(6);
    expect(week!.total).toBe(8);
  });

  it('labels a week that runs into the next month', () => {
    expect(weekLabel(todoWeeks(rows(['2025-06-30']))[0]!.start, '2025-06-10')).toBe('Jun 29 – Jul 5');
  });

  it('opens on the week holding a date, else the next one, else the last', () => {
    const weeks = todoWeeks(rows(['2025-06-02', '2025-06-16']));
    expect(weekIndexFor(weeks, '2025-06-03')).toBe(0);
    expect(weekIndexFor(weeks, '2025-06-10')).toBe(1);
    expect(weekIndexFor(weeks, '2025-08-01')).toBe(1);
  });

  it('pages with Previous and Next and stops at both ends', () => {
    expect(stepWeek(0, -1, 5)).toBe(0);
    expect(stepWeek(0, 1, 5)).toBe(1);
    expect(stepWeek(4, 1, 5)).toBe(4);
    expect(stepWeek(3, -1, 5)).toBe(2);
    expect(stepWeek(0, 1, 0)).toBe(0);
  });

  it('gives every sample week six rows and opens on the sample week of June 10', () => {
    const weeks = todoWeeks(todoEntries(DEMO_DASHBOARD, DEMO_STUDY_TASKS));
    expect(weeks.map((w) => w.total)).toEqual([6, 6, 6, 6, 6]);
    expect(weeks[weekIndexFor(weeks, DEMO_TODAY)]!.start).toBe('2025-06-08');
  });

  it('prints dates with their weekday', () => {
    expect(weekdayDate('2025-06-09')).toBe('Mon, Jun 9');
    expect(longDate('2025-06-09', '2025-06-01')).toBe('Monday, June 9');
  });
});

describe('years in dates', () => {
  it("go without saying in today's year, and are named outside it", () => {
    expect(shortDate('2025-12-05', '2025-09-17')).toBe('Dec 5');
    expect(shortDate('2026-01-20', '2025-09-17')).toBe('Jan 20, 2026');
    expect(shortDate('2025-12-05', '2026-01-02')).toBe('Dec 5, 2025');
    expect(longDate('2026-01-20', '2025-09-17')).toBe('Tuesday, January 20, 2026');
  });

  it('are named on both ends of a week that crosses a year, or lies in another year', () => {
    expect(weekLabel('2025-12-28', '2025-12-01')).toBe('Dec 28, 2025 – Jan 3, 2026');
    expect(weekLabel('2025-12-28', '2026-01-01')).toBe('Dec 28, 2025 – Jan 3, 2026');
    expect(weekLabel('2026-10-18', '2025-09-17')).toBe('Oct 18, 2026 – Oct 24, 2026');
    expect(weekLabel('2025-12-21', '2025-09-17')).toBe('Dec 21 – Dec 27');
  });
});

describe('the busiest week', () => {
  const items = (dates: string[]) => dates.map((date, id) => ({ id, date }));

  it('is the busiest one ahead: a fuller week already past does not count', () => {
    const busiest = busiestWeekAhead(items(['2025-09-01', '2025-09-02', '2025-09-03', '2025-10-07', '2025-10-08', '2025-10-21']), '2025-09-17');
    expect(busiest).toMatchObject({ start: '2025-10-05', end: '2025-10-11', count: 2 });
  });

  it("counts only what is left of this week, from today on", () => {
    const busiest = busiestWeekAhead(items(['2025-09-14', '2025-09-15', '2025-09-16', '2025-09-17', '2025-09-24']), '2025-09-17');
    expect(busiest).toMatchObject({ start: '2025-09-14', count: 1 });
    expect(busiest!.items.map((item) => item.date)).toEqual(['2025-09-17']);
  });

  it('across a year end is named with both years', () => {
    const busiest = busiestWeekAhead(items(['2025-12-02', '2025-12-30', '2026-01-02']), '2025-12-15')!;
    expect(weekLabel(busiest.start, '2025-12-15')).toBe('Dec 28, 2025 – Jan 3, 2026');
  });

  it('is none when nothing is left', () => {
    expect(busiestWeekAhead(items(['2025-09-01']), '2025-09-17')).toBeNull();
    expect(busiestWeekAhead([], '2025-09-17')).toBeNull();
  });
});

describe('the month grid by keyboard', () => {
  it('moves a day with left and right, a week with up and down, across months and years', () => {
    expect(dayAfterKey('2025-09-30', 'ArrowRight')).toBe('2025-10-01');
    expect(dayAfterKey('2025-10-01', 'ArrowLeft')).toBe('2025-09-30');
    expect(dayAfterKey('2025-12-29', 'ArrowDown')).toBe('2026-01-05');
    expect(dayAfterKey('2025-10-03', 'ArrowUp')).toBe('2025-09-26');
  });

  it("goes to the week's first and last day with Home and End", () => {
    expect(dayAfterKey('2025-10-09', 'Home')).toBe('2025-10-05');
    expect(dayAfterKey('2025-10-09', 'End')).toBe('2025-10-11');
    expect(dayAfterKey('2025-10-09', 'Home', 1)).toBe('2025-10-06');
  });

  it('pages a month with PageUp and PageDown, to the last day of a shorter month', () => {
    expect(dayAfterKey('2025-10-09', 'PageDown')).toBe('2025-11-09');
    expect(dayAfterKey('2025-10-09', 'PageUp')).toBe('2025-09-09');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2025-12-15', 1)).toBe('2026-01-15');
  });

  it('leaves every other key to the browser', () => {
    expect(dayAfterKey('2025-10-09', 'Tab')).toBeNull();
    expect(dayAfterKey('2025-10-09', 'Enter')).toBeNull();
  });
});

describe('the sample data', () => {
  it('agrees with the summary numbers: 22 events = 18 assignments + 4 exams across 2 classes', () => {
    expect(DEMO_EVENTS).toHaveLength(DEMO_SUMMARY.events);
    expect(DEMO_EVENTS.filter((e) => e.type === 'Assignment')).toHaveLength(DEMO_SUMMARY.assignments);
    expect(DEMO_EVENTS.filter((e) => e.type === 'Exam')).toHaveLength(DEMO_SUMMARY.exams);
    expect(new Set(DEMO_EVENTS.map((e) => e.course)).size).toBe(DEMO_SUMMARY.classes);
    expect(DEMO_APPLICATIONS).toHaveLength(DEMO_SUMMARY.applications);
    expect(DEMO_SUMMARY).toMatchObject({ quizzes: 0, completionRate: 85, onTimeSubmissions: 92 });
  });

  it('marks exactly the exams important, all pending, all in June 2025', () => {
    for (const e of DEMO_EVENTS) {
      expect(e.important).toBe(e.type === 'Exam');
      expect(e.status).toBe('pending');
      expect(e.date).toBe(`June ${e.day}, 2025`);
      expect(new Date(Date.UTC(DEMO_YEAR, DEMO_MONTH, e.day)).getUTCMonth()).toBe(DEMO_MONTH);
    }
  });

  it('has an application in every stage', () => {
    expect(new Set(DEMO_APPLICATIONS.map((a) => a.stage))).toEqual(new Set(INTERNSHIP_STAGES));
  });

  it('has its busiest week on June 8-14 with 6 deadlines, seen from the start of June', () => {
    const busiest = busiestWeekAhead(DEMO_DASHBOARD.items, '2025-06-01');
    expect(busiest).toMatchObject({ start: '2025-06-08', end: '2025-06-14', count: 6 });
    expect(busiest!.items.map((item) => item.title)).toEqual(['WebWork 1.7–1.9', 'Recitation Lab 3', 'Studio Worksheet 2', 'Midterm 1', 'Exam 1', 'HW3: Inheritance']);
  });
});
