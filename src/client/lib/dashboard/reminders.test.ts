import { describe, expect, it } from 'vitest';
import { reminderTime, timeZoneChoices } from './reminders';

describe('reminder settings on the dashboard', () => {
  it('says when the next email goes in the student zone, with its abbreviation', () => {
    expect(reminderTime('2026-11-29T23:00:00.000Z', 'America/New_York')).toBe('Sun, Nov 29, 6:00 PM EST');
    expect(reminderTime('2026-10-25T22:00:00.000Z', 'America/New_York')).toBe('Sun, Oct 25, 6:00 PM EDT');
    expect(reminderTime('2026-11-29T12:30:00.000Z', 'Asia/Kolkata')).toBe('Sun, Nov 29, 6:00 PM GMT+5:30');
  });

  it('lists the US zones first, then every other zone, keeping the current one even when the runtime does not list it', () => {
    const [us, all] = timeZoneChoices('UTC');
    expect(us!.zones[0]).toEqual({ value: 'America/New_York', label: 'Eastern Time (New York)' });
    expect(all!.zones.map((zone) => zone.value)).toEqual(expect.arrayContaining(['UTC', 'Europe/Berlin']));
    expect(all!.zones.find((zone) => zone.value === 'America/Los_Angeles')).toBeUndefined();
    const [, withCurrent] = timeZoneChoices('America/Argentina/Buenos_Aires');
    expect(withCurrent!.zones.find((zone) => zone.value === 'America/Argentina/Buenos_Aires')?.label).toBe('America/Argentina/Buenos Aires');
  });
});
