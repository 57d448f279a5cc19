import { describe, expect, it } from 'vitest';
import { dayIn, daysUntil, examSlot, nextWeeklySunday, weeklySlot } from './schedule.js';

const iso = (slot: { dueAt: Date; expiresAt: Date }) => ({ dueAt: slot.dueAt.toISOString(), expiresAt: slot.expiresAt.toISOString() });
const NEW_YORK = 'America/New_York';

describe('weekly email times', () => {
  it('is 6 PM on Sunday in the student zone on both sides of the autumn change (New York leaves daylight time on Nov 1, 2026)', () => {
    expect(iso(weeklySlot('2026-10-25', NEW_YORK))).toEqual({ dueAt: '2026-10-25T22:00:00.000Z', expiresAt: '2026-10-26T16:00:00.000Z' });
    // The change happens at 2 AM that Sunday: its 6 PM is already standard time.
    expect(iso(weeklySlot('2026-11-01', NEW_YORK))).toEqual({ dueAt: '2026-11-01T23:00:00.000Z', expiresAt: '2026-11-02T17:00:00.000Z' });
    expect(iso(weeklySlot('2026-11-08', NEW_YORK))).toEqual({ dueAt: '2026-11-08T23:00:00.000Z', expiresAt: '2026-11-09T17:00:00.000Z' });
  });

  it('is 6 PM on the spring-forward Sunday too (March 8, 2026), and in a zone without daylight time', () => {
    expect(iso(weeklySlot('2026-03-01', NEW_YORK))).toEqual({ dueAt: '2026-03-01T23:00:00.000Z', expiresAt: '2026-03-02T17:00:00.000Z' });
    expect(iso(weeklySlot('2026-03-08', NEW_YORK))).toEqual({ dueAt: '2026-03-08T22:00:00.000Z', expiresAt: '2026-03-09T16:00:00.000Z' });
    expect(iso(weeklySlot('2026-11-01', 'Asia/Kolkata'))).toEqual({ dueAt: '2026-11-01T12:30:00.000Z', expiresAt: '2026-11-02T06:30:00.000Z' });
    expect(iso(weeklySlot('2026-03-08', 'Asia/Kolkata'))).toEqual({ dueAt: '2026-03-08T12:30:00.000Z', expiresAt: '2026-03-09T06:30:00.000Z' });
  });

  it('picks the first Sunday whose 6 PM is still ahead, in the student zone, passing over weeks already handled', () => {
    // Saturday evening in New York is already Sunday in UTC: the day is the student's.
    expect(nextWeeklySunday(new Date('2026-10-31T23:30:00Z'), NEW_YORK)).toBe('2026-11-01');
    expect(nextWeeklySunday(new Date('2026-11-01T22:59:00Z'), NEW_YORK)).toBe('2026-11-01');
    expect(nextWeeklySunday(new Date('2026-11-01T23:00:00Z'), NEW_YORK)).toBe('2026-11-08');
    expect(nextWeeklySunday(new Date('2026-11-01T12:00:00Z'), NEW_YORK, (sunday) => sunday === '2026-11-01')).toBe('2026-11-08');
    // 6 PM Sunday in Kolkata is 12:30 UTC: at 13:00 UTC that week's email is past.
    expect(nextWeeklySunday(new Date('2026-11-01T13:00:00Z'), 'Asia/Kolkata')).toBe('2026-11-08');
  });
});

describe('exam reminder times', () => {
  it('is 6 PM three days before the exam, across a daylight-saving change, until the exam starts', () => {
    // Exam Wed Nov 4 at 9:00 in Chicago; the reminder is Sun Nov 1, 6 PM in New York, after the change.
    expect(iso(examSlot({ date: '2026-11-04', time: '09:00', courseTimeZone: 'America/Chicago' }, NEW_YORK))).toEqual({ dueAt: '2026-11-01T23:00:00.000Z', expiresAt: '2026-11-04T15:00:00.000Z' });
    // Exam Tue Nov 3 without a time: reminder Sat Oct 31, 6 PM still daylight time; expires at the start of its day where the student is.
    expect(iso(examSlot({ date: '2026-11-03', time: null, courseTimeZone: 'America/Chicago' }, NEW_YORK))).toEqual({ dueAt: '2026-10-31T22:00:00.000Z', expiresAt: '2026-11-03T05:00:00.000Z' });
    // Spring: exam Wed Mar 11, reminder Sun Mar 8, the day clocks go forward.
    expect(iso(examSlot({ date: '2026-03-11', time: '14:00', courseTimeZone: NEW_YORK }, NEW_YORK))).toEqual({ dueAt: '2026-03-08T22:00:00.000Z', expiresAt: '2026-03-11T18:00:00.000Z' });
  });

  it('counts whole days to the exam from the student day', () => {
    expect(daysUntil('2026-11-04', new Date('2026-11-01T23:00:00Z'), NEW_YORK)).toBe(3);
    // 1 AM UTC on Nov 2 is still Nov 1 in New York.
    expect(daysUntil('2026-11-04', new Date('2026-11-02T01:00:00Z'), NEW_YORK)).toBe(3);
    expect(daysUntil('2026-11-04', new Date('2026-11-03T15:00:00Z'), NEW_YORK)).toBe(1);
    expect(dayIn(new Date('2026-11-02T01:00:00Z'), 'Asia/Kolkata')).toBe('2026-11-02');
  });
});
