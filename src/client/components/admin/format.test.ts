import { describe, expect, it } from 'vitest';
import { describeFlag, describeStatus, dollarsText, formatClock, formatDay, parseDollars, purgeNote, relativeTime, signedMoney } from './format';

const now = new Date('2026-11-22T12:00:00Z');

describe('console formatting', () => {
  it('says how far away a time is, in minutes, hours or days', () => {
    expect(relativeTime('2026-11-22T12:00:20Z', now)).toBe('just now');
    expect(relativeTime('2026-11-22T11:55:00Z', now)).toBe('5 min ago');
    expect(relativeTime('2026-11-22T15:00:00Z', now)).toBe('in 3 h');
    expect(relativeTime('2026-11-20T12:00:00Z', now)).toBe('2 days ago');
  });

  it('reads dollars as staff type them and writes amounts that can go below zero', () => {
    expect(['10', '$7.50', '1,000', ' 0.5 ', '10000.00'].map(parseDollars)).toEqual([1000, 750, 100_000, 50, 1_000_000]);
    expect(['', 'ten', '-5', '1.234', '$'].map(parseDollars)).toEqual([null, null, null, null, null]);
    expect([signedMoney(-1000), signedMoney(1050), dollarsText(1000)]).toEqual(['-$10', '$10.50', '10.00']);
  });

  it('names statuses for people, and falls back to sentence case', () => {
    expect(describeStatus('files_received')).toBe('Files received');
    expect(describeStatus('kept')).toBe('Kept in outbox');
    expect(describeStatus('order-confirmation')).toBe('Order confirmation');
  });

  it('says when a file goes: on delivery at the latest by its retention date, or when it went', () => {
    expect(purgeNote({ deletedAt: null, deleteAfter: '2026-12-22T12:00:00Z' }, 'paid')).toBe('Deleted on delivery, at the latest Dec 22, 2026');
    expect(purgeNote({ deletedAt: null, deleteAfter: '2026-12-22T12:00:00Z' }, 'delivered')).toBe('Deleted at the next purge (order delivered)');
    expect(purgeNote({ deletedAt: '2026-11-22T12:00:00Z', deleteAfter: '2026-12-22T12:00:00Z' }, 'delivered')).toMatch(/^Deleted Nov 22, 2026/);
  });

  it('writes the calendar day and clock time of an item the same in every time zone', () => {
    expect(formatDay('2025-09-12')).toBe('Fri, Sep 12, 2025');
    expect(formatDay('2026-01-01')).toBe('Thu, Jan 1, 2026');
    expect([formatClock('00:05'), formatClock('09:30'), formatClock('12:00'), formatClock('23:59')]).toEqual(['12:05 AM', '9:30 AM', '12:00 PM', '11:59 PM']);
  });

  it('puts extraction flags into words', () => {
    expect(describeFlag('year-inferred')).toBe('Year inferred from the weekdays');
    expect(describeFlag('outside-term')).toBe('Far outside the term');
    expect(describeFlag('day-month-ambiguous')).toBe('Day and month could be swapped');
    expect(describeFlag('week-counted')).toBe('Week dated by counting from a dated week');
  });
});
