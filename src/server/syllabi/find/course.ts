import type { DocLine } from '../document.js';
import { matchesOf } from './matches.js';

// "CS 101", "PSYC 259", "CHEMISTRY 301", "CIS 7000-01", "CSC250", "M 316": letters, then a number.
const COURSE_CODE = /\b([A-Z]{1,10})[ \t-]?(\d{1,4}[A-Z]?)(?:-\d{2,3})?\b/g;
/** Words that look like a course code's letters but are not: meeting days, times, rooms, sections. */
const NOT_A_COURSE = /^(?:[MTWRFSU]{2,5}|TTH|MW|PM|AM|ID|NO|PAGE|ROOM|RM|FALL|SPRING|SUMMER|WINTER|WEEK|CH|UNIT|LAB|HW|EX|ISBN|PO|BOX|SUITE|S|SEC|SECTION|ZOOM)$/;
const NOT_A_NAME = /^(?:syllabus|schedule|calendar|course\s+(?:syllabus|schedule|outline|information))$/i;

/** The course code as the document first writes it, with its name when the same line gives one. */
export function findCourse(lines: DocLine[]): string | null {
  for (const line of lines.slice(0, 40)) {
    for (const match of matchesOf(COURSE_CODE, line.text)) {
      const [, letters, number] = match;
      // One letter needs a three-digit number ("M 316"); "S 01" is a section.
      if (NOT_A_COURSE.test(letters!) || (letters!.length === 1 && number!.length < 3) || (number!.length < 2 && letters!.length < 3)) continue;
      const code = `${letters} ${number}`;
      const name = /^[\s:–—-]+([A-Z][A-Za-z ,&'’-]{3,60}?)\s*(?:$|[|(–—-]|\s{2})/.exec(line.text.slice(match.index + match[0].length))?.[1]?.trim();
      return name && !NOT_A_NAME.test(name) ? `${code}: ${name}` : code;
    }
  }
  return null;
}
