import type { Deliverable } from './deliverables.js';
import { weekdayNamed, type DateMention } from './dates.js';

/** What a table's column headers say about the cells below them. */

/** Columns that list what to read or what is handed out, not what is due. */
export const NOT_DELIVERABLES_COLUMN = /^\W*(?:readings?|reading\s+assignments?|materials?|resources?|textbook|issued|released?|assigned|posted|out|opens?)\b/i;
/** A column of what is due ("Due", "Assignment (due 11:59 PM)"); "Due date" and "Deadline" head a column of dates. */
export const DELIVERABLES_COLUMN = /^(?!.*\b(?:dates?|deadlines?|when)\b).*\b(?:due|assignments?|deliverables?|home-?works?|hw)\b/i;
/**
 * A kind's word alone ("Lab", "500 LAB", "Project") is a session or a topic unless something says it
 * is due; exams and quizzes alone are events in their own right.
 */
export const isBare = (d: Deliverable) => d.type !== 'exam' && d.type !== 'quiz' && /^\W*[a-z-]+s?\W*$/i.test(d.title);
/** Exams, quizzes and presentations happen in class, so a topics column may list them. */
export const heldInClass = (d: Deliverable) => d.type === 'exam' || d.type === 'quiz' || /\b(?:presentations?|demos?|posters?)\b/i.test(d.title);
const WEEKDAY_COLUMN = /^\W*((?:mon|tue|wed|thu|fri|sat|sun)[a-z]*|m|t|tu|w|th|r|f)\W*$/i;

/** The weekday a column's header names ("Mon", "TU", "Thursday", "F"), 0 = Sunday. */
export function columnWeekday(header: string | undefined): number | null {
  const name = WEEKDAY_COLUMN.exec(header ?? '')?.[1];
  return name ? weekdayNamed(name) : null;
}

/** Dates in a calendar grid's weekday column are on that weekday, which tells their year. */
export function withColumnWeekday(mentions: DateMention[], header: string | undefined): DateMention[] {
  const weekday = columnWeekday(header);
  return weekday === null ? mentions : mentions.map((m) => (m.weekday === undefined ? { ...m, weekday } : m));
}

