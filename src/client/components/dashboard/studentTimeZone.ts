import { createContext, useContext } from 'react';
import { timeForStudent } from '../../../shared/calendarEvent';

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
