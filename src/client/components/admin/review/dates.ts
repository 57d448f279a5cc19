/**
 * The dates a reviewer sees in a line of a syllabus: where each is written, and the calendar day it
 * names when one can be read. Small on purpose: the engine on the server does the real reading; this
 * only marks evidence and pre-fills what staff make from an unplaced line, and staff check both.
 */

import { calendarDay } from '../../../../shared/calendarDay';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH = '(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\\.?';
const WEEKDAY = '(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\\.?,?\\s+)?';
const ORDINAL = '(?:st|nd|rd|th)?';

/** Each form: the pattern, and how its groups give year, month and day. */
const FORMS: Array<{ pattern: RegExp; read: (groups: string[]) => { year?: string; month: number; day: string } }> = [
  { pattern: new RegExp(`\\b${WEEKDAY}(\\d{4})-(\\d{2})-(\\d{2})\\b`, 'gi'), read: ([year, month, day]) => ({ year, month: Number(month), day: day! }) },
  {
    pattern: new RegExp(`\\b${WEEKDAY}${MONTH}\\s+(\\d{1,2})${ORDINAL}\\b(?:,?\\s+(\\d{4})\\b)?`, 'gi'),
    read: ([month, day, year]) => ({ year, month: MONTHS.indexOf(month!.toLowerCase()) + 1, day: day! }),
  },
  {
    pattern: new RegExp(`\\b${WEEKDAY}(\\d{1,2})${ORDINAL}\\s+${MONTH}(?:,?\\s+(\\d{4})\\b)?`, 'gi'),
    read: ([day, month, year]) => ({ year, month: MONTHS.indexOf(month!.toLowerCase()) + 1, day: day! }),
  },
  // Numbers alone are read month first, as US syllabi write them; staff see the line and correct it.
  { pattern: new RegExp(`\\b${WEEKDAY}(\\d{1,2})/(\\d{1,2})(?:/(\\d{4}|\\d{2}))?\\b`, 'gi'), read: ([month, day, year]) => ({ year, month: Number(month), day: day! }) },
];

/** Words that say there is no date yet; they are date words too. */
const NO_DATE_YET = /\b(?:(?:date|due)\s+)?(?:tba|tbd|to be (?:announced|determined))\b\.?/gi;

export interface DateText {
  start: number;
  end: number;
  /** The day it names (YYYY-MM-DD), or null when it names none (TBA) or the year is not known. */
  day: string | null;
}


/** The year a term names ("Fall 2025" → 2025), or null. */
export function termYear(term: string | null): number | null {
  const year = term?.match(/\b(20\d{2})\b/)?.[1];
  return year ? Number(year) : null;
}

/** Every date written in the text, in order, without overlaps; days without a year take `year`. */
export function findDates(text: string, year: number | null): DateText[] {
  const found: DateText[] = [];
  const overlaps = (start: number, end: number) => found.some((date) => start < date.end && end > date.start);
  for (const form of FORMS) {
    for (const match of text.matchAll(form.pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      if (overlaps(start, end)) continue;
      const read = form.read(match.slice(1));
      const fullYear = read.year ? Number(read.year.length === 2 ? `20${read.year}` : read.year) : year;
      found.push({ start, end, day: fullYear === null ? null : calendarDay(fullYear, read.month, Number(read.day)) });
    }
  }
  for (const match of text.matchAll(NO_DATE_YET)) {
    if (!overlaps(match.index, match.index + match[0].length)) found.push({ start: match.index, end: match.index + match[0].length, day: null });
  }
  return found.sort((a, b) => a.start - b.start);
}
