import type { DocLine } from '../document.js';
import { matchesOf } from './matches.js';

// "CS 101", "PSYC 259", "CHEMISTRY 301", "CIS 7000-01", "CSC250", "M 316": letters, then a number.
const COURSE_CODE = /\b([A-Z]{1,10})[ \t-]?(\d{1,4}[A-Z]?)(?:-\d{2,3})?\b/g;
/** Words that look like a course code's letters but are not: meeting days, times, rooms, sections. */
const NOT_A_COURSE = /^(?:[MTWRFSU]{2,5}|TTH|MW|PM|AM|ID|NO|PAGE|ROOM|RM|FALL|SPRING|SUMMER|WINTER|WEEK|CH|UNIT|LAB|HW|EX|ISBN|PO|BOX|SUITE|S|SEC|SECTION|ZOOM)$/;
const NOT_A_NAME = /^(?:syllabus|schedule|calendar|course\s+(?:syllabus|schedule|outline|information))$/i;

/** How many lines at the top of a syllabus may name its course. */
const TOP_LINES = 40;

/** The course codes the top of the document writes, in order, each with the rest of its line. */
function* courseCodes(lines: DocLine[]): Generator<{ code: string; before: string; after: string }> {
  for (const line of lines.slice(0, TOP_LINES)) {
    for (const match of matchesOf(COURSE_CODE, line.text)) {
      const [, letters, number] = match;
      // One letter needs a three-digit number ("M 316"); "S 01" is a section.
      if (NOT_A_COURSE.test(letters!) || (letters!.length === 1 && number!.length < 3) || (number!.length < 2 && letters!.length < 3)) continue;
      yield { code: `${letters} ${number}`, before: line.text.slice(0, match.index), after: line.text.slice(match.index + match[0].length) };
    }
  }
}

/** The course code as the document first writes it, with its name when the same line gives one. */
export function findCourse(lines: DocLine[]): string | null {
  for (const { code, after } of courseCodes(lines)) {
    // (A spaced hyphen parts the name from what follows, "CS 101 - Intro - Fall"; a hyphen inside a word, "Object-Oriented", is the name's.)
    const name = /^[\s:–—-]+([A-Z][A-Za-z ,&'’-]{3,60}?)\s*(?:$|[|(–—]|\s-|-\s|\s{2})/.exec(after)?.[1]?.trim();
    return name && !NOT_A_NAME.test(name) ? `${code}: ${name}` : code;
  }
  return null;
}

/** Words around a code that make it a place: "in GHC 4401", "Room: RAWL 3058", "meets … at RAWL 3058". */
const PLACE_WORDS = /\b(?:room|rm|location|hall|building|bldg|classroom|office|held|meets?|in|at)\W*$/i;

/**
 * Why the course found may be the wrong one: none at all (the file's name stands in), a code written
 * as a place ("in GHC 4401"), or a code named once while another at the top is named more often (the
 * first may be a prerequisite or a cross-listing).
 */
export function courseDoubt(lines: DocLine[], course: string | null): string | undefined {
  if (course === null) return 'No course code was found at the top of the syllabus; the file’s name stands in for it.';
  const found = course.split(':')[0]!;
  const codes = [...courseCodes(lines)];
  const first = codes.find(({ code }) => code === found);
  if (first && PLACE_WORDS.test(first.before)) return `${found} is written where a room would be (“…${first.before.trim().slice(-30).trimStart()} ${found}”); check that it is the course.`;
  const text = lines.map((line) => line.text).join('\n');
  const timesNamed = (code: string) => matchesOf(new RegExp(`\\b${code.replace(' ', '[ \\t-]?')}\\b`, 'g'), text).length;
  const named = timesNamed(found);
  const likelier = [...new Set(codes.map(({ code }) => code))].find((code) => code !== found && timesNamed(code) > Math.max(named, 1));
  return likelier ? `${found} is named ${named === 1 ? 'once' : `${named} times`}, ${likelier} more often; check which is the course.` : undefined;
}
