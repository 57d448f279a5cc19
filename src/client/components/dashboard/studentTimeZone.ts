import { createContext, useContext } from 'react';
import { timeForStudent } from '../../../shared/calendarEvent';
import type { DashboardOwnItem } from '../../lib/dashboard/model';

/**
 * The zone the student reads times in: their reminder zone (their choice, else the university's).
 * Null on the sample, whose times read as its courses state them.
 */
export const StudentTimeZoneContext = createContext<string | null>(null);

/** How an item's stated time reads for this student: in their zone, the course's time named when it differs (docs/decisions/0057). */
export function useStudentClock(): (day: string, time: string, courseZone: string, options?: { withDay?: boolean; statedIn?: string }) => string {
  const studentZone = useContext(StudentTimeZoneContext);
  return (day, time, courseZone, options) => timeForStudent(day, time, courseZone, studentZone ?? courseZone, options);
}

/**
 * How the time of a task or event the student added reads, like a checked item's: stated in the zone
 * it was typed in (docs/decisions/0059), read in the student's. Null for one without a time.
 */
export function useOwnItemClock(): (item: DashboardOwnItem, options?: { withDay?: boolean }) => string | null {
  const clock = useStudentClock();
  return (item, options) => item.time && clock(item.date, item.time, item.timeZone, { ...options, statedIn: 'as you entered it' });
}
