import type { ExtractedItem, ItemFlag, ItemType, SyllabusDocument, SyllabusExtraction, UnplacedLine } from './document.js';
import { findCourse } from './find/course.js';
import { dateHeading, findDates, findDatesByLine, findTimes, type DateMention } from './find/dates.js';
import { findDeliverables, isGraded, kindOf, type Deliverable } from './find/deliverables.js';
import { mergeDuplicates, preferDueDates } from './find/duplicates.js';
import { toRecords, type Record } from './find/records.js';
import { applyDefaultDueTime, applyRuleTimes, findRules, placeByRules, type Undated } from './find/rules.js';
import { findTerm, isRealDate, isoDate, parseTermHint, settleTerm, yearOf, type Term } from './find/term.js';

export interface ExtractContext {
  /** "Fall 2025": used when the document names no term. */
  termHint?: string;
  /** The clock, for documents that state no year at all. */
  today?: Date;
}

/** A record with the dates found in it. */
interface Dated extends Record {
  mentions: DateMention[];
}

/** Columns that list what to read or what is handed out, not what is due. */
const NOT_DELIVERABLES_COLUMN = /^\W*(?:readings?|reading\s+assignments?|materials?|resources?|textbook|issued|released?|assigned|posted|out)\b/i;
const NO_DATE_YET = /^[^.;|]{0,30}?\b(?:self-?scheduled|tba|tbd|to\s+be\s+(?:announced|determined|scheduled|arranged)|date\s+(?:tba|tbd))\b/i;
const WEEKDAY_COLUMN = /^\W*((?:mon|tue|wed|thu|fri|sat|sun)[a-z]*|m|t|w|th|f)\W*$/i;
const WEEKDAY_PREFIXES = ['su', 'm', 'tu', 'w', 'th', 'f', 'sa'];
const ADMINISTRATIVE = /\b(?:drop|withdraw|add\/drop|registration|register|tuition|refund|grade change|incomplete|pass\/fail|credit\/no credit)\b/i;
/** Longer text is prose about the course, not a line of a schedule. */
const LINE_LIKE = 140;
/** How many lines under a class meeting's date heading still belong to it. */
const MEETING_LINES = 6;
/** A column of what is due ("Due", "Assignment (due 11:59 PM)"); "Due date" and "Deadline" head a column of dates. */
const DELIVERABLES_COLUMN = /^(?!.*\b(?:dates?|deadlines?|when)\b).*\b(?:due|assignments?|deliverables?|home-?works?|hw)\b/i;
/**
 * A kind's word alone ("Lab", "500 LAB", "Project") is a session or a topic unless something says it
 * is due; exams and quizzes alone are events in their own right.
 */
const isBare = (d: Deliverable) => d.type !== 'exam' && d.type !== 'quiz' && /^\W*[a-z-]+s?\W*$/i.test(d.title);
/** Exams, quizzes and presentations happen in class, so a topics column may list them. */
const heldInClass = (d: Deliverable) => d.type === 'exam' || d.type === 'quiz' || /\b(?:presentations?|demos?|posters?)\b/i.test(d.title);
const WEEK_HEADING = /^\W*week\s*\d+\b/i;
const DUE = /\bdue\b|\bsubmit|\bturn(?:ed)?\s+in\b|\bdeadline\b/i;

/**
 * A document in, its dated graded items out: pure (no I/O, no clock but the one passed in), so the
 * command line, the worker and the tests run the same code.
 */
export function extractItems(document: SyllabusDocument, context: ExtractContext = {}): SyllabusExtraction {
  const allText = document.lines.map((l) => l.text).join('\n');
  const dayFirst = prefersDayFirst(allText);
  const records: Dated[] = toRecords(document.lines, (cells) => cells.some((c) => /[a-z]{3}/i.test(c)) && cells.every((c) => findDates(c, dayFirst).length === 0)).map((r) => ({
    ...r,
    mentions: r.cells ? r.cells.flatMap((c, i) => withColumnWeekday(findDatesByLine(c, dayFirst), r.header?.[i])) : findDates(r.text, dayFirst),
  }));
  const named = findTerm(allText) ?? parseTermHint(context.termHint);
  const term = settleTerm(named, records.flatMap((r) => r.mentions), context.today ?? new Date());
  const ambiguousOrder = !dayFirst && !hasDayOrderEvidence(allText);

  const items: ExtractedItem[] = [];
  /** Items whose line (or table header) says they are due there, not just listed. */
  const saidDue = new Set<ExtractedItem>();
  const undated: Undated[] = [];
  const unplaced: UnplacedLine[] = [];
  let week: { start: DateMention; end: DateMention | null } | null = null;
  const report = (record: Record, reason: string) => {
    if (!unplaced.some((u) => u.text === record.text && u.reason === reason)) unplaced.push({ page: record.page, text: record.text, reason });
  };

  const place = (mention: DateMention, deliverable: Deliverable, record: Record, time: string | null, extraFlags: ItemFlag[] = []) => {
    const date = resolve(term, mention);
    if (!date) {
      report(record, 'The year of this date could not be told from the syllabus.');
      return;
    }
    const flags: ItemFlag[] = [...extraFlags];
    if (!term.stated) flags.push('year-inferred');
    if (mention.numeric && ambiguousOrder && mention.day <= 12 && mention.month !== mention.day) flags.push('day-month-ambiguous');
    const item: ExtractedItem = { date: date.start, type: deliverable.type, title: deliverable.title, time, confidence: 0, flags, source: { page: record.page, text: record.text } };
    if (date.end) {
      item.dates = [date.start, date.end];
      flags.push('window');
    }
    item.confidence = confidenceOf(item, record);
    if (item.confidence < 0.6) flags.push('low-confidence');
    if (DUE.test(record.text) || record.header?.some((h) => DUE.test(h))) saidDue.add(item);
    items.push(item);
  };

  /** Abbreviations the syllabus defines ("Q: quiz", "HW = homework"), read as their kind ("Q3"). */
  const legend = findLegend(document.lines.map((l) => l.text));
  const legendKind = (title: string) => legend.get(/^([A-Z]{1,4})\s?#?\d{1,2}\b/.exec(title)?.[1] ?? '');
  const withLegend = (text: string, found: Deliverable[]): Deliverable[] => {
    if (!legend.size) return found;
    const added: Deliverable[] = [];
    for (const match of text.matchAll(/\b([A-Z]{1,4})\s?#?(\d{1,2})\b/g)) {
      const type = legend.get(match[1]!);
      const end = match.index + match[0].length;
      const candidate = { index: match.index, end, type: type ?? 'assignment', title: match[0] };
      if (type && !found.some((d) => match.index < d.end && end > d.index) && isGraded(text, candidate)) added.push(candidate);
    }
    return [...found, ...added].sort((a, b) => a.index - b.index);
  };

  /** The kind of deliverable the current section lists ("Homework", "Labs"), named by its heading. */
  let section: Section | null = null;

  /** The class meeting a schedule lists its deliverables under ("6. Thursday, 16 October" then "• Test I"). */
  let meeting: { date: DateMention; linesLeft: number } | null = null;
  const seen = new Set<string>();
  const repeated = new Set(records.map((r) => r.text).filter((text) => seen.has(text) || !seen.add(text)));

  for (const record of records) {
    if (WEEK_HEADING.test(record.text) && record.mentions.length) {
      const [start, second] = record.mentions;
      week = { start: start!, end: start!.until ? { ...start!, month: start!.until.month, day: start!.until.day } : (second ?? null) };
      meeting = null;
    } else if (!record.cells) {
      // A date line that repeats is a running page header, not a class meeting.
      const heading = repeated.has(record.text) ? null : dateHeading(record.text, dayFirst);
      if (heading) meeting = { date: heading, linesLeft: MEETING_LINES };
      else if (meeting) meeting = meeting.linesLeft > 1 ? { date: meeting.date, linesLeft: meeting.linesLeft - 1 } : null;
    }
    // A marked heading opens a section; a short title-like line opens one only when it names a kind.
    if (!record.cells && isHeading(record)) section = sectionOf(record.text) ?? (record.heading !== undefined ? null : section);
    if (record.cells) readRow(record);
    else for (const sentence of sentences(record.text)) readText(sentence, findDates(sentence, dayFirst), record, null, null);
  }

  /** A table row: deliverables in any cell take their own date, else the row's date. */
  function readRow(record: Dated) {
    const before = items.length;
    const dateCell = record.cells!.find((c) => findDatesByLine(c, dayFirst).some((m) => /^[^a-z]*\w*[^a-z]*$/i.test(c.slice(0, m.index))));
    const rowDate = dateCell ? findDatesByLine(dateCell, dayFirst)[0]! : null;
    // "2024-10-14<br>before 17:00": a time in the date's cell is the row's.
    const rowTime = rowDate?.time ?? (dateCell ? findTimes(dateCell)[0]?.time : undefined) ?? null;
    const lineDates = datesByLine(record.cells!);
    // With a column for what is due, other columns hold topics: only what is held in class there counts.
    const hasDueColumn = record.header?.some((h, i) => DELIVERABLES_COLUMN.test(h) && /[a-z]{2}/i.test(record.cells![i] ?? '')) ?? false;
    record.cells!.forEach((cell, column) => {
      const header = record.header?.[column] ?? '';
      if (NOT_DELIVERABLES_COLUMN.test(header)) return;
      const columnSaysDue = DELIVERABLES_COLUMN.test(header);
      const only = (d: Deliverable) => (!hasDueColumn || columnSaysDue || heldInClass(d)) && (columnSaysDue || !isBare(d) || /\bdue\b/i.test(cell));
      const headerTime = findTimes(header)[0]?.time ?? rowTime;
      const lines = cell.split('\n');
      // A cell whose lines line up with a date cell's lines takes each line's own date.
      if (lineDates && lines.length === lineDates.length && lineDates.every((d, i) => d || !lines[i]!.trim()) && !findDatesByLine(cell, dayFirst).length) {
        lines.forEach((line, i) => lineDates[i] && readText(line, [], record, lineDates[i]!, headerTime, only));
        return;
      }
      readText(cell, findDatesByLine(cell, dayFirst), record, dayOfWeekColumn(rowDate, header) ?? rowDate, headerTime, only);
    });
    // A row of a "Homeworks" table ("1: Logically safe | 2/1" under a "due date" column) names its
    // deliverable by the section it is in.
    const dueColumn = record.header?.findIndex((h) => /\bdue\b/i.test(h)) ?? -1;
    const due = dueColumn >= 0 ? findDatesByLine(record.cells![dueColumn] ?? '', dayFirst)[0] : undefined;
    const name = record.cells!.find((c, i) => i !== dueColumn && /[a-z]{2}/i.test(c) && !findDatesByLine(c, dayFirst).length);
    if (items.length === before && section && due && name) place(due, { index: 0, end: 0, type: section.type, title: sectionTitle(section, name) }, record, findTimes(record.header![dueColumn]!)[0]?.time ?? null);
  }

  /** The dates of a cell listing one date per line ("9/18 (Tue)\n9/20 (Thurs)"), line by line. */
  function datesByLine(cells: string[]): (DateMention | null)[] | null {
    for (const cell of cells) {
      const lines = cell.split('\n');
      if (lines.length < 2) continue;
      const dates = lines.map((line) => dateHeading(line, dayFirst));
      if (dates.every((d, i) => d || !lines[i]!.trim()) && dates.filter(Boolean).length >= 2) return dates;
    }
    return null;
  }

  /** Under a weekday column ("Week 3 (Sep 12) | Mon | Wed | Fri"), a cell's date is that day of the row's week. */
  function dayOfWeekColumn(rowDate: DateMention | null, header: string): DateMention | null {
    const target = columnWeekday(header);
    const start = rowDate && resolve(term, rowDate)?.start;
    if (target === null || !start) return null;
    const date = new Date(`${start}T00:00:00Z`);
    const monday = (date.getUTCDay() + 6) % 7;
    date.setUTCDate(date.getUTCDate() - monday + ((target + 6) % 7));
    return { index: 0, end: 0, year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate(), numeric: false };
  }

  /** Prose or a cell: each deliverable takes the date its sentence gives it. */
  function readText(text: string, mentions: DateMention[], record: Record, fallback: DateMention | null, defaultTime: string | null, only?: (d: Deliverable) => boolean) {
    // A week's heading with its range ("Week 5: February 17-19 — presentations & final project intro")
    // names the week's topics; what is due that week says so.
    const topicsOnly = !record.cells && WEEK_HEADING.test(record.text) && Boolean(mentions[0]?.until) && !/\bdue\b/i.test(text);
    const found = topicsOnly ? [] : findDeliverables(text, mentions);
    // "Week 2: (Due Friday)" under a "Homework" heading is the week's homework; "Q3" in a syllabus
    // whose legend says "Q: quiz" is a quiz.
    const named = found.map((d) => (section && !kindOf(d.title) && !legendKind(d.title) ? { ...d, type: section.type, title: sectionTitle(section, d.title) } : { ...d, type: legendKind(d.title) ?? d.type }));
    const deliverables = withLegend(text, named).filter(only ?? ((d) => !isBare(d) || /\bdue\b/i.test(text)));
    const dueLine = mentions.length > 0 && text.length <= LINE_LIKE && /\bdue\b(?!\s+to\b)/i.test(text) && !ADMINISTRATIVE.test(text);
    // "Week 2: (Due Friday, January 18) 11.5: 1, 4, 7" under a "Homework" heading is that homework.
    if (!deliverables.length && dueLine && section) {
      const label = text.slice(0, mentions[0]!.index).replace(/\(?\s*\bdue\b.*$/i, '');
      deliverables.push({ index: 0, end: 0, type: section.type, title: sectionTitle(section, label) });
    }
    if (!deliverables.length) {
      if (dueLine) report(record, 'A dated deadline that names no graded item; check whether it belongs on the calendar.');
      return;
    }
    const labelsFirst = mentions.length > 0 && deliverables[0]!.index < mentions[0]!.index;
    deliverables.forEach((deliverable, i) => {
      const next = deliverables[i + 1]?.index ?? text.length;
      if (NO_DATE_YET.test(text.slice(deliverable.end, next))) {
        report(record, `"${deliverable.title}" has no fixed date yet (to be announced or self-scheduled).`);
        return;
      }
      const mention = dateFor(deliverable, mentions, labelsFirst, next, text) ?? fallback;
      const named = /\d|\b[IVX]+\b|\s/.test(deliverable.title);
      if (!mention && meeting && named && !record.cells && text.length <= 80 && (/\bdue\b/i.test(text) || deliverable.type === 'exam' || deliverable.type === 'quiz')) {
        place(meeting.date, deliverable, record, findTimes(text)[0]?.time ?? null);
        return;
      }
      if (!mention) {
        if (week && !/^\W*(?:no|none)\b/i.test(text)) undated.push({ deliverable, record, week: { start: resolve(term, week.start)?.start ?? null, end: week.end ? resolve(term, week.end)?.start ?? null : null } });
        else if (looksLikeDeadline(text, deliverable)) report(record, `"${deliverable.title}" has no date in the syllabus.`);
        return;
      }
      const windowText = text.slice(Math.min(deliverable.index, mention.index), Math.max(next, mention.end + 30));
      const ownTime = mention.time ?? findTimes(windowText).find((t) => !mentions.some((m) => t.index + Math.min(deliverable.index, mention.index) >= m.index && t.index + Math.min(deliverable.index, mention.index) < m.end))?.time;
      place(mention, deliverable, record, ownTime ?? defaultTime);
    });
  }

  const rules = findRules(records, (mention) => resolve(term, mention)?.start ?? null);
  for (const placed of placeByRules(rules, undated, records.filter((r) => r.mentions.length).map((r) => ({ record: r, dates: r.mentions.map((m) => resolve(term, m)?.start).filter((d): d is string => Boolean(d)) })))) {
    items.push({ ...placed, confidence: 0.7, flags: term.stated ? ['recurrence'] : ['recurrence', 'year-inferred'] });
  }
  applyRuleTimes(rules, items);
  applyDefaultDueTime(records, items);
  const { kept, dropped } = preferDueDates(items, (item) => saidDue.has(item));
  for (const item of dropped) report({ page: item.source.page, text: item.source.text, line: 0 }, `"${item.title}" is also listed on another date that says it is due; that date was kept.`);

  return {
    course: findCourse(document.lines),
    term: term.season && term.year ? `${term.season} ${term.year}` : null,
    items: mergeDuplicates(kept).sort((a, b) => a.date.localeCompare(b.date) || (a.time ?? '').localeCompare(b.time ?? '')),
    unplaced,
  };
}

/** "Q: quiz", "HW = homework", "PS - problem set": short capitals defined as a kind of deliverable. */
function findLegend(lines: string[]): Map<string, ItemType> {
  const legend = new Map<string, ItemType>();
  for (const line of lines) {
    const entry = /^\W*([A-Z]{1,4})\s*[:=–-]\s*([a-z][a-z ]{2,20}?)\s*$/i.exec(line);
    const type = entry && /^[A-Z]+$/.test(entry[1]!) ? kindOf(entry[2]!) : null;
    if (type) legend.set(entry![1]!, type);
  }
  return legend;
}

/** The weekday a column's header names ("Mon", "TU", "Thursday", "F"), 0 = Sunday. */
function columnWeekday(header: string | undefined): number | null {
  const name = WEEKDAY_COLUMN.exec(header ?? '')?.[1]?.toLowerCase();
  if (!name) return null;
  return name === 't' ? 2 : WEEKDAY_PREFIXES.findIndex((prefix) => name.startsWith(prefix));
}

/** Dates in a calendar grid's weekday column are on that weekday, which tells their year. */
function withColumnWeekday(mentions: DateMention[], header: string | undefined): DateMention[] {
  const weekday = columnWeekday(header);
  return weekday === null ? mentions : mentions.map((m) => (m.weekday === undefined ? { ...m, weekday } : m));
}

interface Section {
  type: ItemType;
  /** The kind's word as the heading writes it, singular: "Homework", "Lab", "Problem set". */
  word: string;
}

/** A heading: marked as one, or a short line with no date and no sentence stop. */
function isHeading(record: Dated): boolean {
  if (record.heading !== undefined) return true;
  // "Q: quiz" is a legend entry, not a heading; "Homework:" may be one.
  return !/:\s*\S/.test(record.text) && record.text.length <= 40 && !record.mentions.length && !/[.!?,;]$/.test(record.text) && /^[A-Z#*]/.test(record.text) && record.text.split(/\s+/).length <= 5;
}

function sectionOf(heading: string): Section | null {
  const type = kindOf(heading);
  const word = /\b(home-?works?|assignments?|labs?|quiz(?:zes)?|problem\s+sets?|projects?|papers?|essays?|exams?|tests?|presentations?|reading\s+responses?|responses?|reflections?|worksheets?|exercises?)\b/i.exec(heading)?.[1];
  if (!type || !word) return null;
  const singular = word.replace(/zes$/i, '').replace(/s$/i, '');
  return { type, word: singular.charAt(0).toUpperCase() + singular.slice(1).toLowerCase() };
}

/** "Homework 1: Logically safe" from "1: Logically safe"; "Week 2 homework" from "Week 2". */
function sectionTitle(section: Section, label: string): string {
  const name = label.replace(/[*_`[\]]/g, '').replace(/^[\s:•·-]+|[\s:(–-]+$/g, '').replace(/\s+/g, ' ').slice(0, 60);
  if (!name) return section.word;
  return /^[#\d]/.test(name) ? `${section.word} ${name}` : `${name} ${section.word.toLowerCase()}`;
}

/** A line that names a particular deliverable as due (policy prose about "homework" in general is not). */
function looksLikeDeadline(text: string, deliverable: Deliverable): boolean {
  return text.length <= LINE_LIKE && /\bdue\b/i.test(text) && (/\d/.test(deliverable.title) || /^[A-Z]\S*\s+[A-Z]/.test(deliverable.title)) && !/\b(?:tba|tbd|to be announced)\b/i.test(text);
}

const RELEASE_BEFORE = /\b(?:assigned|posted|released?|out|available|opens?|issued|handed\s+out)\b[\s:,-]*(?:on\s+)?(?:\w+,?\s+)?$/i;
const DUE_BEFORE = /\b(?:due|by|deadline)\b[\s:,-]*(?:on\s+|by\s+)?(?:\w+,?\s+)?$/i;

/**
 * The date a deliverable belongs to: "HW 1 due Sep 5" looks ahead, "Sep 5: HW 1" looks back; a
 * date said to be a release ("assigned Mar 11, due Mar 25") is never the deadline.
 */
function dateFor(deliverable: Deliverable, mentions: DateMention[], labelsFirst: boolean, next: number, text: string): DateMention | null {
  // "(2/7) The first midterm, next Friday, February 15": a date in brackets opening a line is when
  // the note was posted; a date said to be a release is never the deadline.
  const candidates = mentions.filter((m) => !RELEASE_BEFORE.test(text.slice(Math.max(0, m.index - 24), m.index)) && !/^\W*\($/.test(text.slice(0, m.index)));
  const ahead = candidates.filter((m) => m.index >= deliverable.end && m.index < Math.max(next, deliverable.end + 1));
  const due = ahead.find((m) => DUE_BEFORE.test(text.slice(Math.max(0, m.index - 24), m.index)));
  if (due) return due;
  const after = ahead[0];
  if (after && (labelsFirst || /^[^.;|]{0,30}?\b(?:due|on|by|is|will\s+be|held|scheduled|next|this)\b/i.test(text.slice(deliverable.end, after.index)))) return after;
  const before = [...candidates].reverse().find((m) => m.end <= deliverable.index);
  if (before) return before;
  return candidates.find((m) => m.index >= deliverable.end) ?? null;
}

function resolve(term: Term, mention: DateMention): { start: string; end?: string } | null {
  const year = mention.year ?? yearOf(term, mention.month, mention.day, mention.weekday);
  if (year === null || !isRealDate(year, mention.month, mention.day)) return null;
  const start = isoDate(year, mention.month, mention.day);
  if (!mention.until) return { start };
  const endYear = mention.until.month < mention.month ? year + 1 : year;
  return isRealDate(endYear, mention.until.month, mention.until.day) ? { start, end: isoDate(endYear, mention.until.month, mention.until.day) } : { start };
}

function confidenceOf(item: ExtractedItem, record: Record): number {
  let confidence = 0.9;
  if (!DUE.test(record.text) && item.type !== 'exam' && item.type !== 'quiz') confidence -= 0.1;
  if (item.flags.includes('year-inferred')) confidence -= 0.1;
  if (item.flags.includes('day-month-ambiguous')) confidence -= 0.25;
  if (!/\d/.test(item.title) && item.title.split(' ').length === 1) confidence -= 0.05;
  return Math.round(confidence * 100) / 100;
}

// A period ends a sentence unless it ends an abbreviation ("Thurs. Feb. 14th", "Dr. Lee", "e.g.").
const ABBREVIATION = /(?:\b[a-z]{1,2}|\b(?:jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec|mon|tues?|wed|thu|thur|thurs|fri|sat|sun|dr|prof|mr|mrs|ms|st|vs|etc|approx|no|nos|ch|sec|fig|vol|pp|prog|asst|incl))\.$/i;

/** Prose split into sentences, so a deliverable only takes a date from its own sentence. */
function sentences(text: string): string[] {
  const parts: string[] = [];
  let start = 0;
  for (const match of text.matchAll(/[.!?]\s+(?=[A-Z(“"])/g)) {
    const end = match.index + 1;
    if (ABBREVIATION.test(text.slice(Math.max(start, end - 8), end))) continue;
    parts.push(text.slice(start, end));
    start = match.index + match[0].length;
  }
  parts.push(text.slice(start));
  return parts.filter((p) => p.trim());
}

/** Numeric dates are read day-first when the document writes days over 12 first ("24/03"). */
function prefersDayFirst(text: string): boolean {
  let dayFirst = 0;
  let monthFirst = 0;
  for (const [, a, b] of text.matchAll(/\b(\d{1,2})\/(\d{1,2})\b/g)) {
    if (Number(a) > 12 && Number(b) <= 12) dayFirst++;
    if (Number(b) > 12 && Number(a) <= 12) monthFirst++;
  }
  return dayFirst > monthFirst;
}

/** Whether a numeric date with a part over 12 settles the order of the others. */
function hasDayOrderEvidence(text: string): boolean {
  return /\b(?:\d{1,2}\/(?:1[3-9]|2\d|3[01])|(?:1[3-9]|2\d|3[01])\/\d{1,2})\b/.test(text);
}
