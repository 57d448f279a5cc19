import { describe, expect, it } from 'vitest';
import { fulfilmentOf } from './due';

const paid = { status: 'paid', upload_choice: 'now', paid_at: '2026-11-20T10:00:00.000Z' };
const now = new Date('2026-11-21T09:00:00.000Z');

describe('where a paid order stands against the 24-hour promise', () => {
  it('is due 24 hours after payment when the syllabi came with it', () => {
    expect(fulfilmentOf(paid, '2026-11-20T09:59:00.000Z', now)).toEqual({ state: 'due', dueAt: '2026-11-21T10:00:00.000Z', overdue: false });
  });

  it('waits for the syllabi of a "later" order, then is due 24 hours after the first file', () => {
    const later = { ...paid, upload_choice: 'later' };
    expect(fulfilmentOf(later, null, now)).toEqual({ state: 'awaiting_files' });
    expect(fulfilmentOf(later, '2026-11-20T20:00:00.000Z', now)).toMatchObject({ dueAt: '2026-11-21T20:00:00.000Z' });
  });

  it('says when the promise is broken', () => {
    expect(fulfilmentOf(paid, null, new Date('2026-11-21T10:00:00.000Z'))).toMatchObject({ overdue: true });
  });

  it('says nothing about orders that are not waiting for staff', () => {
    for (const status of ['pending', 'delivered', 'refunded', 'canceled']) expect(fulfilmentOf({ ...paid, status }, null, now)).toBeNull();
  });
});
