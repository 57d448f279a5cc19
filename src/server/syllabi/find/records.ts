import type { DocLine, ReadingLine } from '../document.js';
import { matchesOf } from './matches.js';

/** A unit the finders read: a table row, or prose lines a wrap had split, joined back. */
export interface Record {
  page: number;
  text: string;
  /** Table rows: the cells, and the header cell above each when the table has a header row. */
  cells?: string[];
  header?: string[];
  /** Which table a row belongs to. */
  table?: number;
  heading?: number;
  /** List nesting depth, for a list item. */
  list?: number;
  /** Index of the first source line, to keep the document's order. */
  line: number;
}

const BULLET = /^\s*(?:[•·●○▪■◦–-]|\*(?!\*)|\d{1,2}[.)]\s|[a-z][.)]\s|\((?:\d{1,2}|[a-z]|[ivx]{1,4})\)\s)/;

/** A line that is an entry of a list: marked as one by its format, or opening with a bullet or a number. */
export const isListEntry = (record: { text: string; list?: number }) => Boolean(record.list) || BULLET.test(record.text);
const ENDS_SENTENCE = /[.!?:;]\s*$/;

/**
 * Joins prose lines a page wrap split ("…due on Wednesday March" + "19 at 5 pm."), and attaches
 * each table row to its table's header row.
 */
export function toRecords(lines: DocLine[], isHeaderRow: (cells: string[]) => boolean): Record[] {
  const records: Record[] = [];
  const headers = new Map<number, string[]>();
  const started = new Set<number>();
  const widest = new Map<number, number>();
  for (const line of lines) widest.set(line.page, Math.max(widest.get(line.page) ?? 0, withoutLeaders(line.text).length));
  const merged = new Set<number>();
  lines.forEach((line, index) => {
    if (merged.has(index)) return;
    const below = lines[index + 1];
    if (line.cells && below?.cells && below.table === line.table && isDaysRow(line.cells) && isTheirContents(below.cells, line.cells)) {
      merged.add(index + 1);
      const cells = line.cells.map((cell, c) => [cell, below.cells![c] ?? ''].map((part) => part.trim()).filter(Boolean).join(' '));
      line = { ...line, text: cells.filter(Boolean).join(' | '), cells };
    }
    if (line.cells && line.table !== undefined) {
      // A first row of one text over every column (an HTML colspan: "Avaliações") is the table's title, and the row below it its header.
      if (!started.has(line.table) && isTitleRow(line.cells)) {
        records.push({ page: line.page, text: line.cells[0]!.trim(), line: index });
        return;
      }
      const first = !started.has(line.table);
      started.add(line.table);
      if (first && isHeaderRow(line.cells)) {
        headers.set(line.table, splitMergedHeaders(line.cells));
        return;
      }
      // A row of weekdays under the header ("| | | Monday | Wednesday | Thursday |") says which day of the
      // row's week each column holds: the weekday heads its column.
      const header = headers.get(line.table);
      if (header && records.at(-1)?.table !== line.table && isWeekdaysRow(line.cells)) {
        headers.set(line.table, header.map((h, i) => line.cells![i]?.trim() || h));
        return;
      }
      // A row a page break cut in two goes on at the top of the next page, its label cell empty and
      // no date of its own ("| CORS Reading: … | React | Quiz 3 |" under the header the page repeats).
      // (The first row of its table: rows of one table follow each other.)
      const cut = records.at(-1);
      if (cut?.cells && cut.table !== line.table && cut.page === line.page - 1 && cut.cells.length === line.cells.length && !line.cells[0]!.trim() && !line.cells.some((cell) => ANY_DATE.test(cell) || DAY_BEFORE_MONTH.test(cell))) {
        cut.cells = cut.cells.map((cell, c) => [cell, line.cells![c]!].filter((part) => part.trim()).join('\n'));
        cut.text = cut.cells.join(' | ');
        return;
      }
      // A table cut by a page break or a gap goes on under the header of the one before it.
      const before = headers.get(line.table - 1);
      // (Across a page's foot and head, only under a header with a label over every column: a first row
      // of text misread as a header, "| Why we need nonlinear data analysis? | • Reading summary 1:", labels nothing.)
      const adjacent = lines[index - 1]?.table === line.table - 1 || (acrossPageBreak(lines, index) && Boolean(before?.every((cell) => cell.trim())));
      if (first && adjacent && before && before.length === line.cells.length) headers.set(line.table, before);
      records.push({ page: line.page, text: line.text, cells: line.cells, header: headers.get(line.table), table: line.table, line: index });
      return;
    }
    const previous = records[records.length - 1];
    const previousLine = lines[index - 1];
    if (previous && previousLine && continues(previousLine, line, widest.get(line.page)!)) {
      previous.text = `${previous.text} ${withoutLeaders(line.text)}`;
      return;
    }
    records.push({ page: line.page, text: withoutLeaders(line.cells ? line.cells.join('   ') : line.text), heading: line.heading, list: line.list, line: index });
  });
  return records;
}

/**
 * Whether only a page's foot and the next one's head (a page number, "MA-110 Syllabus   Page 2 of 2")
 * stand between a table's row and the last row of the table before it, on the page before.
 */
function acrossPageBreak(lines: DocLine[], index: number): boolean {
  const between: DocLine[] = [];
  for (let i = index - 1; i >= 0 && i >= index - 4; i--) {
    const line = lines[i]!;
    if (line.table !== undefined) return line.table === lines[index]!.table! - 1 && line.page === lines[index]!.page - 1 && between.every((b) => b.text.length <= 80 && !ANY_DATE.test(b.text) && !b.heading);
    between.push(line);
  }
  return false;
}

/**
 * A schedule that gives each week two rows, its days' dates over what each day holds ("2 | 9/2 |
 * 9/4 | 9/6" over " | No class | Python 1-2 | Assignment 1", or with no label cell "9/1 | 9/3" over
 * " | HW 1"), is read as one row whose cells carry their dates.
 */
const isDaysRow = (cells: string[]) => {
  const days = DATE_ALONE.test(cells[0]!) ? cells : cells.slice(1);
  return days.filter((cell) => DATE_ALONE.test(cell)).length >= 2 && days.every((cell) => !cell.trim() || DATE_ALONE.test(cell));
};
const isTitleRow = (cells: string[]) => cells.length > 1 && Boolean(cells[0]!.trim()) && cells.every((cell) => cell.trim() === cells[0]!.trim());
const WEEKDAY_NAME = /^\W*(?:mon|tues|wednes|thurs|fri|satur|sun)day\W*$/i;
const isWeekdaysRow = (cells: string[]) => cells.filter((cell) => WEEKDAY_NAME.test(cell)).length >= 2 && cells.every((cell) => !cell.trim() || WEEKDAY_NAME.test(cell));
/** The row under a row of days: as wide, no dates of its own, and its label cell empty where the days row has one. */
const isTheirContents = (cells: string[], days: string[]) =>
  cells.length === days.length && (DATE_ALONE.test(days[0]!) || !cells[0]!.trim()) && cells.some((cell) => cell.trim()) && !cells.some((cell) => ANY_DATE.test(cell));
const DAY_BEFORE_MONTH = /\b\d{1,2}(?:st|nd|rd|th)?\.?\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)/i;
const ANY_DATE = /\b\d{1,2}\/\d{1,2}\b|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2}\b/i;

/** The records as a reviewer reads them: in order, each table's header row before its first row. */
export function readingOf(records: Record[]): ReadingLine[] {
  const reading: ReadingLine[] = [];
  let table: number | undefined;
  for (const record of records) {
    if (record.header && record.table !== table) reading.push({ page: record.page, text: record.header.join(' | '), cells: record.header, header: true });
    table = record.table;
    reading.push({ page: record.page, text: record.text, ...(record.cells && { cells: record.cells }), ...(record.heading !== undefined && { heading: record.heading }) });
  }
  return reading;
}

/** A line that opens with a date: "Sep 5 …", "9/5 …". */
const OPENS_WITH_DATE = /^\W*(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d|\d{1,2}\/\d{1,2}\b)/i;
/** A line that is a date and perhaps its time, nothing else: "February 12th (5pm)", "Fri 3/4, 11:59 pm". */
const DATE_ALONE = /^\W*(?:(?:sun|mon|tue|wed|thu|fri|sat)[a-z]*\.?,?\s+)?(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?|\d{1,2}\/\d{1,2}(?:\/\d{2,4})?)(?:,?\s*\d{4})?[,\s]*(?:\(?\s*(?:at\s+|by\s+)?\d{1,2}(?::\d{2})?\s*(?:[ap]\.?\s?m\.?)?\s*\)?)?\W*$/i;

/** A line whose last words are a date or a clock time: "… due Oct. 11", "… 15.07.2025", "… by 11:59 pm", "… by midnight". */
const ENDS_WITH_DATE_OR_TIME = /(?:\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?(?:,?\s+\d{4})?|\b\d{1,2}\/\d{1,2}(?:\/\d{2,4})?|\b\d{1,2}\.\d{1,2}\.(?:\d{2,4})?|\b\d{4}-\d{2}-\d{2}|\b\d{1,2}(?::\d{2})?\s*[ap]\.?\s?m\.?|\bnoon|\bmidnight)\W*$/i;

/** Dot leaders ("Quiz 1 . . . . July 14th") read as a gap, not as sentence ends. */
const withoutLeaders = (text: string) => text.replace(/(?:\s*\.){3,}\s*/g, ' … ');

/**
 * A line continues the one before it when that one was cut mid-sentence by the page width: it
 * runs nearly as wide as the page's widest line and ends without a stop.
 */
function continues(previous: DocLine, line: DocLine, widest: number): boolean {
  // (An entry of a list opens on its own line after one as deep, however full that line: "Session 2: Lab 1 -
  // … IPUMS" over "Homework (due Mon 9/2)". A line set in deeper under a bullet's may be its wrapped text.)
  if (line.opens || previous.cells || previous.heading || line.heading || previous.page !== line.page) return false;
  // "Problem set 10," over "due to me by 5PM on Friday, Dec. 6": one entry's sentence, broken after a comma.
  if (/,$/.test(previous.text.trim()) && /^(?:due|by|on|at|and|or|to|in|with|for|before|no\s+later)\b/.test(line.text.trim())) return true;
  if (line.list !== undefined && previous.list !== undefined && line.list <= previous.list) return false;
  // "…due via email before Friday, April" + "23. The primary goal…": a date the wrap cut in two.
  if (/\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec|JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC)[a-zA-Z]*\.?$/.test(previous.text.trim()) && /^\d{1,2}(?:st|nd|rd|th)?\b/.test(line.text)) return true;
  // "…due by email before Friday," + "March 12, before 5 p.m.": a weekday the wrap parted from its date.
  if (/\b(?:mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?|sun)(?:day)?\.?,?$/i.test(previous.text.trim()) && OPENS_WITH_DATE.test(line.text)) return true;
  // "Quiz #2 due" + "February 12th (5pm)": a narrow column wrapped a deadline before its date.
  if (/\b(?:due|deadline|by|on)\s*:?$/i.test(previous.text.trim()) && previous.text.length <= 80 && !OPENS_WITH_DATE.test(previous.text) && DATE_ALONE.test(line.text)) return true;
  // A line that starts with a date starts a new entry of a list of dates, unless a wrapped line of
  // prose ended on "due" before it ("… - Second Draft - due" + "February 27, 2026 (Friday) - …").
  if (OPENS_WITH_DATE.test(line.text)) return /\b(?:due|deadline|by|on)\s*:?$/i.test(previous.text.trim()) && !OPENS_WITH_DATE.test(previous.text) && withoutLeaders(previous.text).length >= widest * 0.7;
  // "Research proposal due Friday, Oct. 11 by midnight" then "Peer review …": a deadline ended with its date or time; a capital starts the next.
  if (ENDS_WITH_DATE_OR_TIME.test(previous.text) && /^[A-Z]/.test(line.text)) return false;
  // "Presentation: 12.03." opens an entry of its own with its label.
  if (/^[A-Z][\w'’ -]{0,30}:\s+\S/.test(line.text)) return false;
  // "An assignment worth 15%" + "of the unit's marks will be due …": a lower-case word goes on with the sentence a line of its block left open.
  if (line.list === undefined && previous.list === undefined && /^[a-z]/.test(line.text) && !/[.!?:;]\W*$/.test(previous.text) && !BULLET.test(line.text)) return true;
  const length = withoutLeaders(previous.text).length;
  if (length < 40 || length < widest * 0.7 || ENDS_SENTENCE.test(previous.text)) return false;
  if (BULLET.test(line.text) || !/[a-z]/.test(line.text)) return false;
  return true;
}

// A period ends a sentence unless it ends an abbreviation ("Thurs. Feb. 14th", "Dr. Lee", "e.g.").
const ABBREVIATION = /(?:\b[a-z]{1,2}|\b(?:jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec|mon|tues?|wed|thu|thur|thurs|fri|sat|sun|dr|prof|mr|mrs|ms|st|vs|etc|approx|no|nos|ch|sec|fig|vol|pp|prog|asst|incl))\.$/i;

const MONTH_AHEAD = /^(?:jan|j[äa]n|feb|m[äa]r|apr|ma[iy]|jun|jul|aug|sep|o[ck]t|nov|de[cz])/i;

/** A sentence's subject that stands for the work the sentence before names: "They are due the following Thursday", "Those are for your practice". */
export const PRONOUN_SUBJECT = /^\W*(?:they|these|those|both)\b/i;

/** Prose split into sentences, so a deliverable only takes a date from its own sentence. */
export function sentences(text: string): string[] {
  const parts: string[] = [];
  let start = 0;
  // A bullet after a sentence's end opens the next ("… is mandatory. • Exam 1: one crib sheet").
  for (const match of matchesOf(/[.!?]\s+(?=[A-Z(“"•▪◦‣])/g, text)) {
    const end = match.index + 1;
    if (ABBREVIATION.test(text.slice(Math.max(start, end - 8), end))) continue;
    // (Nor does a day's dot before its month: "Abgabe Mo. 30. Oktober".)
    if (/\b\d{1,2}\.$/.test(text.slice(Math.max(start, end - 3), end)) && MONTH_AHEAD.test(text.slice(match.index + match[0].length))) continue;
    parts.push(text.slice(start, end));
    start = match.index + match[0].length;
  }
  parts.push(text.slice(start));
  return parts.filter((p) => p.trim());
}


const HEADER_WORD = '(?:week|dates?|days?|topics?|lectures?|readings?|assignments?|homeworks?|due|deliverables?|notes?|materials?|activities|activity|quiz(?:zes)?|exams?|labs?|projects?|slides|videos?|events?)';
const TWO_HEADERS = new RegExp(`^(${HEADER_WORD})\\s+(${HEADER_WORD})$`, 'i');

/** Two header cells a PDF set so close together that they read as one ("Topics Assignments" over an empty header) are two. */
function splitMergedHeaders(header: string[]): string[] {
  const cells = [...header];
  for (let i = 0; i + 1 < cells.length; i++) {
    const two = TWO_HEADERS.exec(cells[i]!.trim());
    if (two && !cells[i + 1]!.trim()) [cells[i], cells[i + 1]] = [two[1]!, two[2]!];
  }
  return cells;
}
