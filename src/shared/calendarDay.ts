/**
 * Calendar days (YYYY-MM-DD) and clock times (HH:MM) as people read them, the same in every time
 * zone: an item due on Sep 12 is due on Sep 12 wherever the page is opened or the email is read.
 */

/** The YYYY-MM-DD of a year, month (1-12) and day, or null when no such day exists (Feb 30). */
export function calendarDay(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The calendar day `days` after (or, negative, before) a YYYY-MM-DD. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const withYear = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const withoutYear = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });

/** A calendar day (YYYY-MM-DD) as "Fri, Sep 12, 2025", or "Fri, Sep 12" where the year goes without saying. */
export function formatDay(day: string, options: { year?: boolean } = {}): string {
  const [year, month, date] = day.split('-').map(Number);
  return (options.year === false ? withoutYear : withYear).format(new Date(Date.UTC(year!, month! - 1, date!)));
}

/** A 24-hour HH:MM as "2:30 PM". */
export function formatClock(time: string): string {
  const [hours, minutes] = time.split(':').map(Number);
  return `${hours! % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours! < 12 ? 'AM' : 'PM'}`;
}

const TWELVE_HOUR = /^(\d{1,2})(?:[:.](\d{2}))?\s*([ap])\.?\s*m\.?$/;
const TWENTY_FOUR_HOUR = /^(\d{1,2}):(\d{2})$/;

/** HH:MM of an hour (0-23) and minute, or null when the minute is not one. */
const clock = (hour: number, minute: number) => (minute < 60 ? `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}` : null);

/**
 * A time as people type it ("11:59 PM", "11:59pm", "9am", "9:30 a.m.", "23:59", "noon") as a 24-hour
 * HH:MM, or null when it is not one. Midnight is 23:59, the end of the day, as a deadline means it.
 */
export function parseClock(typed: string): string | null {
  const text = typed.trim().toLowerCase().replace(/\s+/g, ' ');
  if (/^(?:12 )?noon$/.test(text)) return '12:00';
  if (/^(?:12 )?midnight$/.test(text)) return '23:59';
  const twelve = TWELVE_HOUR.exec(text);
  if (twelve) {
    const hour = Number(twelve[1]);
    return hour >= 1 && hour <= 12 ? clock((hour % 12) + (twelve[3] === 'p' ? 12 : 0), Number(twelve[2] ?? 0)) : null;
  }
  const twentyFour = TWENTY_FOUR_HOUR.exec(text);
  return twentyFour && Number(twentyFour[1]) < 24 ? clock(Number(twentyFour[1]), Number(twentyFour[2])) : null;
}
