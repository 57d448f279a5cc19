import { describe, expect, it } from 'vitest';
import { parseClock } from '../../../../shared/calendarDay';
import { cellText, readCell } from './cells';
import { findDates, termYear } from './dates';
import { highlightEvidence } from './evidence';
import { draftFromLine, timeFromLine, guessType, titleFromLine } from './prefill';
import { changedIds, groupByCourse, publishBlocker, putRows, restoreRows, withItems, type Course, type Item, type Workspace } from './rules';

const item = (id: number, fields: Partial<Item> = {}): Item => ({
  id,
  version: 1,
  courseId: 1,
  syllabusId: 1,
  origin: 'engine',
  title: `Item ${id}`,
  type: 'assignment',
  date: '2025-09-12',
  endDate: null,
  time: null,
  confidence: 0.9,
  flags: [],
  source: null,
  confirmedAt: null,
  confirmedBy: null,
  needsCheck: false,
  ...fields,
});

const course = (id: number): Course => ({ id, version: 1, name: `C ${id}`, displayName: null, label: `C ${id}`, colour: '#2563eb', timeZone: null, aliases: [] });

describe('making an item from a line the engine could not place', () => {
  it('takes the line without its date words as the title and reads the date in the term year', () => {
    expect(draftFromLine({ id: 7, text: 'Sep 19 | Lab report 2 due' }, 3, 'Fall 2025')).toEqual({
      title: 'Lab report 2',
      type: 'assignment',
      date: '2025-09-19',
      endDate: '',
      time: '',
      courseId: '3',
      fromUnplacedId: 7,
    });
    expect(draftFromLine({ id: 8, text: 'Quiz 4 on Tuesday, October 7th' }, 3, 'Fall 2025')).toMatchObject({ title: 'Quiz 4', type: 'quiz', date: '2025-10-07' });
    expect(draftFromLine({ id: 9, text: 'Midterm: 10/16' }, 3, 'Fall 2025')).toMatchObject({ title: 'Midterm', type: 'exam', date: '2025-10-16' });
  });

  it('leaves the date empty when the line names none, or no year can be known', () => {
    expect(draftFromLine({ id: 1, text: 'Final project presentation: date TBA' }, 2, 'Fall 2025')).toMatchObject({ title: 'Final project presentation', type: 'project', date: '' });
    expect(draftFromLine({ id: 1, text: 'Essay 2 due Nov 3' }, 2, null)).toMatchObject({ title: 'Essay 2', date: '' });
    expect(draftFromLine({ id: 1, text: 'Essay 2 due Nov 3, 2026' }, 2, null)).toMatchObject({ date: '2026-11-03' });
    expect(draftFromLine({ id: 1, text: 'Paper due Feb 30' }, 2, 'Spring 2026')).toMatchObject({ title: 'Paper', date: '' });
  });

  it('takes the day the engine placed the line on, and the time the line states, out of the title', () => {
    expect(draftFromLine({ id: 4, text: 'Portfolio review due Friday by 11:59 pm', dates: ['2025-10-10'] }, 2, 'Fall 2025')).toMatchObject({ title: 'Portfolio review due Friday', date: '2025-10-10', time: '23:59' });
    expect(draftFromLine({ id: 5, text: 'Lab report 3 — Oct 2, 17:00' }, 2, 'Fall 2025')).toMatchObject({ title: 'Lab report 3', date: '2025-10-02', time: '17:00' });
    expect(['Essay at 9am', 'Quiz 12 pm', 'Paper 12am', 'Exam 2', 'Room 13:75'].map(timeFromLine)).toEqual(['09:00', '12:00', '00:00', '', '']);
  });

  it('guesses the type from the words, a final project being a project', () => {
    expect(['Final exam', 'Midterm 2', 'Quiz 3', 'Group project', 'Final project', 'Final', 'Reading response'].map(guessType)).toEqual(['exam', 'exam', 'quiz', 'project', 'project', 'exam', 'assignment']);
  });

  it('keeps titles within the length items allow', () => {
    expect(titleFromLine(`Sep 1 ${'x'.repeat(400)}`)).toHaveLength(300);
  });

  it('leaves out a bracket that held only dates', () => {
    expect(['Week 8 (Oct 20 - Oct 24)', 'Presentations (Nov 3, Nov 5)', 'Paper (draft) due Oct 2'].map((text) => titleFromLine(text))).toEqual(['Week 8', 'Presentations', 'Paper (draft)']);
  });
});

describe('dates in a line', () => {
  it('finds month names, numbers and ISO dates, with their weekday, and words that say there is no date yet', () => {
    const text = 'Mon, Sep 8 – 9/12/2025 – 2025-10-01 – 3 November – TBD';
    expect(findDates(text, 2025).map((date) => [text.slice(date.start, date.end), date.day])).toEqual([
      ['Mon, Sep 8', '2025-09-08'],
      ['9/12/2025', '2025-09-12'],
      ['2025-10-01', '2025-10-01'],
      ['3 November', '2025-11-03'],
      ['TBD', null],
    ]);
    expect(termYear('Spring 2026')).toBe(2026);
    expect(termYear(null)).toBeNull();
  });
});

describe('evidence', () => {
  const marked = (parts: ReturnType<typeof highlightEvidence>) => parts.map((part) => (part.mark ? `[${part.text}]` : part.text)).join('');

  it('marks the title and the date text in the source line', () => {
    expect(marked(highlightEvidence('Sep 12 | Homework 1 due', 'Homework 1'))).toBe('[Sep 12] | [Homework 1] due');
  });

  it('marks the title word by word when staff changed it, and leaves a line without either alone', () => {
    expect(marked(highlightEvidence('03/11 | Quiz 2 (chapters 1-3)', 'Second quiz'))).toBe('[03/11] | [Quiz] 2 (chapters 1-3)');
    expect(marked(highlightEvidence('Read chapter one', 'Essay'))).toBe('Read chapter one');
  });
});

describe('rows and progress', () => {
  const workspace = { orderStatus: 'paid', items: [], progress: { items: 0, confirmed: 0, flagged: 0, flaggedUnconfirmed: 0 }, canPublish: false } as unknown as Workspace;

  it('puts flagged items not yet confirmed first in their course, then orders by date', () => {
    const items = [item(1, { date: '2025-09-01' }), item(2, { date: '2025-10-01', flags: ['day-month-ambiguous'], needsCheck: true }), item(3, { date: '2025-08-01', courseId: 2 }), item(4, { date: '2025-08-20', confidence: 0.4, needsCheck: true, confirmedAt: 'x' })];
    expect(groupByCourse(items, [course(1), course(2)]).map((group) => group.items.map((row) => row.id))).toEqual([[2, 4, 1], [3]]);
  });

  it('counts progress and says why an order cannot be published yet', () => {
    const flagged = withItems(workspace, [item(1, { confirmedAt: 'x' }), item(2, { flags: ['day-month-ambiguous'], needsCheck: true }), item(3, { flags: ['recurrence'], needsCheck: true }), item(4, { flags: ['window'] })]);
    expect(flagged.progress).toEqual({ items: 4, confirmed: 1, flagged: 2, flaggedUnconfirmed: 2 });
    expect(publishBlocker(flagged)).toBe('2 flagged items to check');
    expect(flagged.canPublish).toBe(false);
    expect(publishBlocker(withItems(workspace, [item(1)]))).toBe('Confirm at least one item first');
    const ready = withItems(workspace, [item(1, { confirmedAt: 'x' }), item(2)]);
    expect([publishBlocker(ready), ready.canPublish]).toEqual([null, true]);
    expect(publishBlocker({ ...ready, orderStatus: 'refunded' })).toBe('A refunded order cannot be published');
  });

  it('replaces, adds and removes the rows the server sends back', () => {
    const rows = [item(1), item(2)];
    expect(putRows(rows, [item(2, { version: 2 }), item(5)]).map((row) => [row.id, row.version])).toEqual([[1, 1], [2, 2], [5, 1]]);
    expect(putRows(rows, [item(1, { version: 2 })], true).map((row) => row.id)).toEqual([2]);
  });

  it('undoes an optimistic change to some rows without touching rows changed since', () => {
    const before = [item(1), item(2), item(3)];
    const optimistic = [item(1, { title: 'new' }), before[1]!, item(-1)].concat([]);
    const touched = changedIds(before, optimistic);
    expect([...touched].sort()).toEqual([-1, 1, 3]);
    const meanwhile = optimistic.map((row) => (row.id === 2 ? item(2, { title: 'edited meanwhile' }) : row));
    const restored = restoreRows(meanwhile, before, touched);
    expect(restored.map((row) => [row.id, row.title])).toEqual([
      [1, 'Item 1'],
      [2, 'edited meanwhile'],
      [3, 'Item 3'],
    ]);
  });
});

describe('editing a cell', () => {
  const row = item(1, { date: '2025-03-11', endDate: null, time: null });

  it('sends only what changed, as the schema reads it', () => {
    expect(readCell(row, 'date', ' 2025-11-03 ')).toEqual({ ok: true, changes: { date: '2025-11-03' } });
    expect(readCell(row, 'date', '2025-03-11')).toEqual({ ok: true, changes: null });
    expect(readCell(row, 'time', '')).toEqual({ ok: true, changes: null });
    expect(readCell(row, 'time', '09:30')).toEqual({ ok: true, changes: { time: '09:30' } });
    expect(readCell(row, 'courseId', '4')).toEqual({ ok: true, changes: { courseId: 4 } });
    expect(cellText(row, 'endDate')).toBe('');
  });

  it('names the field and the problem when the value would be refused', () => {
    expect(readCell(row, 'date', '11/03')).toEqual({ ok: false, message: 'Date must be a date written YYYY-MM-DD.' });
    expect(readCell(row, 'date', '2025-02-30')).toEqual({ ok: false, message: 'Date is not a date on the calendar.' });
    expect(readCell(row, 'endDate', '2025-03-01')).toEqual({ ok: false, message: 'The last day must come after the first day.' });
    expect(readCell(row, 'title', '   ')).toEqual({ ok: false, message: 'Title is required.' });
    expect(readCell(row, 'time', '9:30')).toEqual({ ok: true, changes: { time: '09:30' } });
    expect(readCell(row, 'time', '25:00')).toEqual({ ok: false, message: 'Time must be a time such as 11:59 PM, 9am or 23:59.' });
  });
});

describe('a time as staff type it', () => {
  it('reads 12-hour times however they are written, 24-hour times, noon and midnight', () => {
    const typed = ['11:59 PM', '11:59pm', '11:59 p.m.', '23:59', '9am', '9 AM', '9:30 a.m.', '9.30am', '12:15 am', '12 pm', '0:05', 'noon', 'midnight', ' 7:05  PM '];
    expect(typed.map(parseClock)).toEqual(['23:59', '23:59', '23:59', '23:59', '09:00', '09:00', '09:30', '09:30', '00:15', '12:00', '00:05', '12:00', '23:59', '19:05']);
  });

  it('refuses what is not a time of day', () => {
    expect(['', '9', '13pm', '0am', '24:00', '11:60 PM', '11:59 XM', 'tomorrow'].map(parseClock)).toEqual(Array(8).fill(null));
  });

  it('turns an AM time into PM in the editor and shows it back in 12-hour form', () => {
    const quiz = item(1, { time: '11:59' });
    expect(cellText(quiz, 'time')).toBe('11:59 AM');
    expect(readCell(quiz, 'time', '11:59 PM')).toEqual({ ok: true, changes: { time: '23:59' } });
    expect(readCell(quiz, 'time', '11:59 am')).toEqual({ ok: true, changes: null });
    expect(cellText({ ...quiz, time: '23:59' }, 'time')).toBe('11:59 PM');
  });
});
