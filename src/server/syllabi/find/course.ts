import type { DocLine } from '../document.js';

// "CS 101", "PSYC 259", "CH 301", "CIS 7000-01", "CSC250": letters, then a 2-4 digit number.
const COURSE_CODE = /\b([A-Z]{1,5})[ \t-]?(\d{2,4}[A-Z]?)(?:-\d{2,3})?\b/;
const NOT_A_COURSE = /^(?:PM|AM|ID|NO|PAGE|ROOM|RM|FALL|SPRING|SUMMER|WINTER|WEEK|CH|UNIT|LAB|HW|EX|ISBN|PO|BOX|SUITE|MA|CA|NY|TX|FL)$/;

/** The course code as the document first writes it, with its name when the same line gives one. */
export function findCourse(lines: DocLine[]): string | null {
  for (const line of lines.slice(0, 40)) {
    const match = COURSE_CODE.exec(line.text);
    if (!match || NOT_A_COURSE.test(match[1]!)) continue;
    const code = `${match[1]} ${match[2]}`;
    const name = /^[\s:–—-]+([A-Z][A-Za-z ,&'’-]{3,60}?)\s*(?:$|[|(–—-]|\s{2})/.exec(line.text.slice(match.index + match[0].length));
    return name ? `${code}: ${name[1]!.trim()}` : code;
  }
  return null;
}
