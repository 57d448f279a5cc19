import { describe, expect, it } from 'vitest';
import type { DashboardApplication, DashboardData, DashboardItem, DashboardOwnItem } from './model';
import { calendarEntries, dueInstant, isOverdue, ownEventsOf, semesterInsights, termsOf, todoEntries } from './model';

const course = (id: number, name: string, timeZone = 'America/Chicago', term: string | null = 'Fall 2025') => ({ id, name, colour: '#2563eb', timeZone, term });
let nextId = 1;
const item = (date: string, type: DashboardItem['type'], extra: Partial<DashboardItem> = {}): DashboardItem => ({ id: nextId++, courseId: 1, title: `${type} on ${date}`, type, date, endDate: null, time: null, status: 'Not Started', doneAt: null, report: null, ...extra });
const dashboard = (items: DashboardItem[], applications: DashboardApplication[] = [], ownItems: DashboardOwnItem[] = []): DashboardData => ({ firstName: 'Noor', term: 'Fall 2025', updatedAt: '2025-08-20T12:00:00Z', feedUrl: null, courses: [course(1, 'CS 1331'), course(2, 'HIST 210')], items, applications, notes: [], ownItems });
const application = (id: number, nextStep: string, nextStepDate: string | null): DashboardApplication => ({
  id,
  company: `Company ${id}`,
  position: 'Software Intern',
  stage: 'Interview',
  priority: 'High',
  location: 'Remote',
  appliedOn: '2025-09-01',
  salary: '',
  nextStep,
  nextStepDate,
  notes: '',
  example: false,
  version: 1,
});

describe('semester insights', () => {
  const items = [
    item('2025-09-02', 'assignment', { status: 'Done', doneAt: '2025-09-01T20:00:00Z' }),
    item('2025-09-04', 'quiz', { status: 'Done', doneAt: '2025-09-06T15:00:00Z' }),
    item('2025-09-05', 'assignment', { status: 'In Progress' }),
    item('2025-09-09', 'assignment'),
    item('2025-09-10', 'exam', { courseId: 2 }),
    item('2025-09-11', 'project', { courseId: 2 }),
    item('2025-09-12', 'assignment'),
    item('2025-10-20', 'exam'),
  ];
  const now = new Date(2025, 8, 8, 12); // Monday, Sep 8, noon where the tests run
  const insights = semesterInsights(dashboard(items), now);

  it('count events, classes and each kind of item', () => {
    expect(insights).toMatchObject({ events: 8, classes: 2, exams: 2, quizzes: 1, assignments: 4, projects: 1 });
  });

  it('find the busiest week ahead and what is in it', () => {
    expect(insights.busiestWeek).toMatchObject({ start: '2025-09-07', count: 4 });
    expect(insights.busiestWeek!.items.map((one) => one.type)).toEqual(['assignment', 'exam', 'project', 'assignment']);
  });

  it('rate completion over what was due by now, and on-time over what is done', () => {
    // Due by Sep 8: the first three; two of them are Done.
    expect(insights.completionRate).toBe(67);
    // The quiz was marked Done two days after it was held.
    expect(insights.onTimeRate).toBe(50);
  });

  it('list what is due in the next 7 days, today included', () => {
    expect(insights.dueNextSevenDays.map((one) => one.date)).toEqual(['2025-09-09', '2025-09-10', '2025-09-11', '2025-09-12']);
  });

  it('chart every week of the term, empty ones too', () => {
    expect(insights.perWeek[0]).toMatchObject({ start: '2025-08-31' });
    expect(insights.perWeek.map((week) => week.items.length)).toEqual([3, 4, 0, 0, 0, 0, 0, 1]);
  });

  it('have no rates before anything is due or done', () => {
    const early = semesterInsights(dashboard([item('2025-09-02', 'assignment')]), new Date(2025, 7, 1));
    expect(early.completionRate).toBeNull();
    expect(early.onTimeRate).toBeNull();
  });
});

describe('due moments and overdue items', () => {
  it('place a stated time in the course time zone, else the end of the day there', () => {
    expect(new Date(dueInstant({ date: '2025-09-12', endDate: null, time: '23:59' }, 'America/Chicago')).toISOString()).toBe('2025-09-13T04:59:00.000Z');
    expect(new Date(dueInstant({ date: '2025-12-12', endDate: null, time: null }, 'America/New_York')).toISOString()).toBe('2025-12-13T05:00:00.000Z');
    expect(new Date(dueInstant({ date: '2025-09-10', endDate: '2025-09-12', time: '17:00' }, 'UTC')).toISOString()).toBe('2025-09-13T00:00:00.000Z');
  });

  it('mark an unfinished item overdue once its due moment has passed, and never a done one', () => {
    const [entry] = todoEntries(dashboard([item('2025-09-12', 'assignment', { time: '23:59' })]));
    expect(isOverdue(entry!, new Date('2025-09-13T04:58:00Z'))).toBe(false);
    expect(isOverdue(entry!, new Date('2025-09-13T05:00:00Z'))).toBe(true);
    expect(isOverdue({ ...entry!, status: 'Done' }, new Date('2025-10-01T00:00:00Z'))).toBe(false);
  });
});

describe('to-do entries', () => {
  it('list items in date and time order, named by type', () => {
    const entries = todoEntries(dashboard([item('2025-09-12', 'exam', { time: '14:00' }), item('2025-09-12', 'quiz', { time: '09:00' }), item('2025-09-01', 'project')]));
    expect(entries.map((entry) => entry.typeLabel)).toEqual(['Project', 'Quiz', 'Exam']);
    expect(entries[0]!.course?.name).toBe('CS 1331');
  });
});

describe("the student's own events", () => {
  const items = [item('2025-09-10', 'exam'), item('2025-09-12', 'assignment')];
  const applications = [application(1, 'Technical interview', '2025-09-10'), application(2, '', '2025-09-11'), application(3, 'Send thank-you note', null), { ...application(4, 'Reply to the offer', '2025-09-12'), example: true }];

  it("are the next steps that have a date, named by the step, and never the career guide's examples", () => {
    expect(ownEventsOf(applications)).toEqual([
      { own: true, key: 'application-1', date: '2025-09-10', title: 'Technical interview', chip: 'Company 1', badge: 'Your event · Internship', detail: 'Company 1 · Software Intern', ownItem: null },
      { own: true, key: 'application-2', date: '2025-09-11', title: 'Next step', chip: 'Company 2', badge: 'Your event · Internship', detail: 'Company 2 · Software Intern', ownItem: null },
    ]);
  });

  it('join the calendar in date order, after the syllabus items of their day', () => {
    expect(calendarEntries(dashboard(items, applications)).map((entry) => ('own' in entry ? entry.key : entry.title))).toEqual(['exam on 2025-09-10', 'application-1', 'application-2', 'assignment on 2025-09-12']);
  });

  it('never count in the syllabus numbers or the to-do list', () => {
    const now = new Date(2025, 8, 8, 12);
    expect(semesterInsights(dashboard(items, applications), now)).toEqual(semesterInsights(dashboard(items), now));
    expect(todoEntries(dashboard(items, applications))).toHaveLength(2);
  });
});

describe('terms', () => {
  it('name each term of an order whose courses are from different terms, the earliest first', () => {
    const courses = [course(1, 'CS 1331', 'America/Chicago', 'Spring 2026'), course(2, 'HIST 210', 'America/Chicago', 'Fall 2025'), course(3, 'MATH 1554', 'America/Chicago', 'Spring 2026'), course(4, 'PSYC 1101', 'America/Chicago', null)];
    const items = [item('2026-01-20', 'assignment'), item('2025-12-01', 'exam', { courseId: 2 }), item('2026-01-22', 'quiz', { courseId: 3 })];
    expect(termsOf({ courses, items }).map(({ term, courses: inTerm }) => [term, inTerm.map((one) => one.name)])).toEqual([
      ['Fall 2025', ['HIST 210']],
      ['Spring 2026', ['CS 1331', 'MATH 1554']],
    ]);
  });

  it('are one for the usual order', () => {
    expect(termsOf(dashboard([item('2025-09-02', 'assignment')])).map(({ term }) => term)).toEqual(['Fall 2025']);
  });
});

describe("the student's own tasks and events", () => {
  const items = [item('2025-09-10', 'exam'), item('2025-09-12', 'assignment')];
  const own = (id: number, extra: Partial<DashboardOwnItem>): DashboardOwnItem => ({ id, kind: 'task', title: `Own ${id}`, date: '2025-09-10', time: null, timeZone: 'America/New_York', courseId: null, status: 'Not Started', doneAt: null, version: 1, ...extra });
  const ownItems = [own(1, { title: 'Study group', kind: 'event', time: '18:30', courseId: 2 }), own(2, { title: 'Read chapter 4', date: '2025-09-11' })];

  it('join the calendar after the syllabus items of their day, marked as the student\'s task or event', () => {
    const entries = calendarEntries(dashboard(items, [], ownItems));
    expect(entries.map((entry) => ('own' in entry ? [entry.title, entry.badge, entry.detail] : entry.title))).toEqual([
      'exam on 2025-09-10',
      ['Study group', 'Your event', 'HIST 210'],
      ['Read chapter 4', 'Your task', ''],
      'assignment on 2025-09-12',
    ]);
  });

  it('are in the to-do list in date order, typed as theirs, and never in the syllabus numbers', () => {
    const data = dashboard(items, [], ownItems);
    expect(todoEntries(data).map((entry) => [entry.title, entry.typeLabel, entry.course?.name ?? null])).toEqual([
      ['exam on 2025-09-10', 'Exam', 'CS 1331'],
      ['Study group', 'Your event', 'HIST 210'],
      ['Read chapter 4', 'Your task', null],
      ['assignment on 2025-09-12', 'Assignment', 'CS 1331'],
    ]);
    const now = new Date(2025, 8, 8, 12);
    expect(semesterInsights(data, now)).toEqual(semesterInsights(dashboard(items), now));
  });

  it('are overdue after their time in the zone they were typed in, or after their day there', () => {
    const [studyGroup, reading] = todoEntries(dashboard([], [], ownItems));
    // 6:30 PM in New York is 22:30 UTC in September.
    expect(isOverdue(studyGroup!, new Date('2025-09-10T22:29:00Z'))).toBe(false);
    expect(isOverdue(studyGroup!, new Date('2025-09-10T22:30:00Z'))).toBe(true);
    expect(isOverdue(reading!, new Date('2025-09-12T03:59:00Z'))).toBe(false);
    expect(isOverdue(reading!, new Date('2025-09-12T04:00:00Z'))).toBe(true);
    expect(isOverdue({ ...reading!, status: 'Done' }, new Date('2025-10-01T00:00:00Z'))).toBe(false);
  });
});
