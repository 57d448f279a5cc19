/**
 * Calendar days (YYYY-MM-DD) and clock times (HH:MM) as people read them, the same in every time
 * zone: an item due on Sep 12 is due on Sep 12 wherever the page is opened.
 */

const calendarDay = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** A calendar day (YYYY-MM-DD) as "Fri, Sep 12, 2025". */
export function formatDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return calendarDay.format(new Date(Date.UTC(year!, month! - 1, date!)));
}

/** A 24-hour HH:MM as "2:30 PM". */
export function formatClock(time: string): string {
  const [hours, minutes] = time.split(':').map(Number);
  return `${hours! % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours! < 12 ? 'AM' : 'PM'}`;
}
