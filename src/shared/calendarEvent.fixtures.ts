import type { CalendarEvent } from './calendarEvent.js';

/** An all-day homework of CS 1331, for tests to change one field at a time. */
export const homework = (fields: Partial<CalendarEvent> = {}): CalendarEvent => ({
  id: 7,
  course: 'CS 1331',
  title: 'Homework 3',
  type: 'assignment',
  date: '2025-09-12',
  endDate: null,
  time: null,
  timeZone: 'America/New_York',
  ...fields,
});
