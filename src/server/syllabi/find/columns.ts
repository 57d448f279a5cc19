import type { DocLine } from '../document.js';
import { capitalised, findDeliverables, isGraded, kindOf, kindWordsIn, SHORT_CODE, withoutVerb, type Deliverable } from './deliverables.js';
import { ANY_WEEKDAY_NAME, findDates, MONTH_ORDER, ROMANCE_MONTHS, SPANISH_MONTHS, weekdayNamed, withoutMentions, type DateMention } from './dates.js';

/** What a table's column headers say about the cells below them. */

/**
 * A header in another language over the days work is handed in: Spanish "Recepción", "Entrega"; Portuguese "Prazo"; Italian
 * "Consegna", "Scadenza"; French "Échéance", "Remise"; Norwegian "Innleveringsfrist", Danish "Afleveringsfrist", Swedish "Inlämningsfrist".
 */
export const DUE_HEADER_ELSEWHERE = 'recepci[oó]n|entregas?|prazos?|consegnas?|scadenz[ae]|[ée]ch[ée]ances?|remises?|(?:innleverings|afleverings|inl[aä]mnings)?frist(?:er)?';
/** Chinese for a deadline and for handing in ("截止日期", "繳交"), which no word boundary marks off. */
export const DUE_HEADER_CHINESE = '截止|期限|繳交|缴交';
/**
 * A header that names what is due ("Due", "Assignment (due 11:59 PM)", "Readings and Homework", "Deliverable/Due Dates");
 * not how or where it is handed in ("Submission Method": "GitHub Classroom", "Canvas PDF").
 */
const NAMES_DELIVERABLES = new RegExp(`\\b(?:due|deadlines?|assignments?|deliverables?|home-?works?|hw|submissions?(?!\\s+(?:methods?|types?|formats?|platforms?|locations?|portals?|links?|modes?))|assessments?|graded\\s+work|${DUE_HEADER_ELSEWHERE})(?![\\p{L}])`, 'iu');
/** A header of the work handed in, more precisely than "Assignments" says ("Due" or "Deadline" alone heads dates as often, "Submission" where work goes). */
const HANDED_IN_HEADER = /\b(?:deliverables?|hand[\s-]?ins?|what'?s\s+due|due\s+(?:items?|work))\b/i;
/** A column of what to write ("Read | Write | Topic"): each cell is writing handed in, as under "Assignment Due". */
export const WRITE_HEADER = /^\W*write\W*$/i;
export const namesHandedIn = (header: string | undefined) => HANDED_IN_HEADER.test(header ?? '') || WRITE_HEADER.test(header ?? '');
/** A header naming work that may also be done in class ("Tasks", "Case Study"): what is due unless another column is. */
const NAMES_WORK = /\b(?:tasks?|case\s+stud(?:y|ies)|exercises?|worksheets?|problem\s+sets?|p-?sets?)\b/i;
/** What to do before a class rather than hand in ("Preparation Assignment", "Reading Assignment"): a column of its own kind, not what is due. */
const NAMES_PREPARATION = /^\W*(?:prep(?:aration)?|reading)\s+assignments?\b/i;
/** The words of work being handed out rather than handed in (Italian "Assegnazione", "Pubblicazione"). */
const RELEASE = '(?:issued|released?|assigned|posted|out|opens?|env[ií]o|assegnazione|pubblicazione)';
/** Columns that list what to read or what is handed out, not what is due. */
const NAMES_HANDOUTS = new RegExp(`^\\W*(?:readings?|reading\\s+assignments?|materials?|resources?|textbook|${RELEASE})\\b`, 'i');

/**
 * What a column holds, told by its header and, for dates, by its cells: `dates` when most of its
 * cells open with a date ("Due date", "Deadline", or no header at all), `due` when its header names
 * what is due, `handouts` for readings and releases, else `other` (topics, notes).
 */
/** A column of the days work is handed out ("Available", "Assigned", "Released"), beside the days it is due. */
const RELEASE_DATE_COLUMN = new RegExp(`^\\W*(?:(?:date\\s+)?(?:available|handed\\s+out|${RELEASE})\\b|公告|公布|發布|发布)`, 'i');
export const isReleaseColumn = (header: string | undefined) => RELEASE_DATE_COLUMN.test(header ?? '');
/** A header naming work as handed out ("PSet Out", "HW Assigned"): the numbers below it are releases. */
const HANDED_OUT_HEADER = new RegExp(`\\b${RELEASE}\\W*$`, 'i');
export const namesHandedOut = (header: string | undefined) => HANDED_OUT_HEADER.test(header ?? '');
/** A header's words for handing in. */
const SAYS_DUE = /\b(?:due|deadlines?|submit|submissions?|hand[\s-]?ins?)\b/i;
/** Whether a header names a kind of work that another header, one saying it is due, names too. */
function sharesKindWithDueHeader(header: string, headers: string[]): boolean {
  const kinds = kindWordsIn(header);
  return kinds.length > 0 && headers.some((other) => other !== header && SAYS_DUE.test(other) && kindWordsIn(other).some((kind) => kinds.includes(kind)));
}
/** A header that is one word for exams or quizzes ("Exams", "Provas", "Quizzes"): its cells name the sittings, however worded ("Substitutiva 1"). */
export const namesSittings = (header: string) => /^\W*\p{L}+\W*$/u.test(header) && ['exam', 'quiz'].includes(kindOf(header) ?? '');
export type ColumnRole = 'dates' | 'due' | 'handouts' | 'other';
export function columnRole(header: string | undefined, holdsDates: boolean, headers: string[] = []): ColumnRole {
  if (holdsDates) return 'dates';
  // "Topic / Assignment Due" heads what each class is about, and the work a cell says is due there.
  // "Reading / HW / Exam", "Preparation and assignments" and "Description or Deliverable" too: what to read, do or learn beside the work, each cell saying which it holds
  // ("Prep Due (10AM)" lists preps due).
  if (isTopicsColumn(header) || ((NAMES_HANDOUTS.test(header ?? '') || /^\W*(?:prep(?:aration)?|descriptions?)\b(?!\s+due\b)/i.test(header ?? '')) && NAMES_DELIVERABLES.test(header ?? ''))) return 'other';
  // ("Hand in" beside "Hand out" heads what is handed in.)
  const namesDue = (text: string) => (NAMES_DELIVERABLES.test(text) || namesHandedIn(text)) && !NAMES_PREPARATION.test(text);
  // "Assignments" beside "Deliverables" (or "What's due") lists what is handed out that day; the other, what is handed in.
  if (/^\W*assignments?\W*$/i.test(header ?? '') && headers.some((other) => other !== header && namesHandedIn(other))) return 'handouts';
  // "In Class + Homework Directory" beside "Homework Due": the same kind of work, given out under one and handed in under the other.
  if (!SAYS_DUE.test(header ?? '') && headers.some((other) => SAYS_DUE.test(other)) && sharesKindWithDueHeader(header ?? '', headers)) return 'handouts';
  // ("Assignments Out" heads work handed out, however it names the work.)
  if (namesHandedOut(header) && !SAYS_DUE.test(header ?? '')) return 'handouts';
  if (namesDue(header ?? '') || ((NAMES_WORK.test(header ?? '') || namesSittings(header ?? '')) && !namesHandedOut(header) && !headers.some(namesDue))) return 'due';
  if (NAMES_HANDOUTS.test(header ?? '')) return 'handouts';
  return 'other';
}
/** A work's number alone, not after a word that names the work: "#4 due", "#3 due, #4 assigned" (not "HW #3"). */
const NUMBER_ALONE = /(?<![\p{L}\d]\s*)#\s?(\d{1,2})\b/gu;
/** "#4 due" under "Assignment": a number alone in a column headed by one kind stands for that kind's work ("Assignment #4"), as does its initial and number ("S1 Due" under "Sprint"). */
const INITIAL_AND_NUMBER = /\b([A-Z])(\d{1,2})\b(?![./:-]\d)/g;
export function withColumnKindNamed(cell: string, header: string): string {
  const [kind, ...others] = kindWordsIn(header);
  if (!kind || others.length) return cell;
  const numbered = cell.replace(NUMBER_ALONE, (_mark, number: string) => `${capitalised(kind)} #${number}`);
  // ("S1 Due, S2 Assigned" under "Sprint": the kind's initial and the work's number, where the cell does not name the kind.)
  if (kindWordsIn(numbered).length) return numbered;
  return numbered.replace(INITIAL_AND_NUMBER, (code, initial: string, number: string) => (initial === kind[0]!.toUpperCase() ? `${capitalised(kind)} ${number}` : code));
}

/** A cell that says when something is due and names nothing: "due M, 7-8, 11pm" (not "due by 11:59pm", a time for its own row). */
const DUE_ALONE = /^\W*due\b/i;

/**
 * "Comp Problem Set 1a" on one row, "Comp Problem Set 1b" on the next and "due M, 7-8, 11pm" below
 * them in the same column: a due cell that names nothing gives the due date of the work the column
 * named above it since the last such cell, as if written beside each ("Comp Problem Set 1a (due M, 7-8, 11pm)").
 */
export function withDueCellsOnTheirWork(lines: DocLine[]): DocLine[] {
  // (Most documents have no such cell: they are not read cell by cell for work.)
  if (!lines.some((line) => line.cells?.some((cell) => DUE_ALONE.test(cell)))) return lines;
  const joined = [...lines];
  /** Per table and column, the rows naming work that no due cell has dated yet. */
  const waiting = new Map<string, number[]>();
  joined.forEach((line, i) => {
    // (A table's first row is its header: "Problem Set" there names the column.)
    if (line.table === undefined || lines[i - 1]?.table !== line.table) return;
    line.cells?.forEach((cell, column) => {
      const key = `${line.table}:${column}`;
      if (DUE_ALONE.test(cell) && !findDeliverables(cell).length && findDates(cell).length) {
        const rows = waiting.get(key) ?? [];
        for (const row of rows) {
          const cells = joined[row]!.cells!.map((c, j) => (j === column ? `${c} (${cell.trim()})` : c));
          joined[row] = { ...joined[row]!, cells, text: cells.join(' | ') };
        }
        if (rows.length) {
          const cells = joined[i]!.cells!.map((c, j) => (j === column ? '' : c));
          joined[i] = { ...joined[i]!, cells, text: cells.join(' | ') };
        }
        waiting.delete(key);
      } else if (cell.trim() && !/\bdue\b/i.test(cell) && findDeliverables(cell).length) waiting.set(key, [...(waiting.get(key) ?? []), i]);
    });
  });
  return joined;
}

/** A header over dates: "Date", "Day", "When", "Deadline", Spanish "Fecha", or what is due ("Lab due", "WeBWorK due"). */
export const namesDates = (header: string | undefined) => /\b(?:dates?|days?|when|deadlines?|fechas?|datum)\b|\bdue\W*$/i.test(header ?? '');
/** A column of what each class is about ("Topic", "Lecture topics"). */
export const isTopicsColumn = (header: string | undefined) => /^\W*(?:(?:lecture|class|course)\s+)?(?:topics?|subjects?|themes?|content)\b/i.test(header ?? '');
/** A header counting work rather than naming it: "HW#", "Assignment No.". */
export const isNumberingColumn = (header: string | undefined) => /#|\bno\./i.test(header ?? '');
/**
 * A kind's word alone ("Lab", "500 LAB", "Project") is a session or a topic unless something says it
 * is due; exams and quizzes alone are events in their own right.
 */
export const isBare = (d: Deliverable) => d.type !== 'exam' && d.type !== 'quiz' && /^\W*[a-z-]+s?\W*$/i.test(d.title);
/** Exams, quizzes and presentations happen in class, so a topics column may list them ("Midterm lab" too). */
export const heldInClass = (d: Pick<Deliverable, 'type' | 'title'>) => d.type === 'exam' || d.type === 'quiz' || /\b(?:pr[ée]sentations?|demos?|posters?|mid-?terms?|practic(?:um|al)s?)\b/i.test(d.title);
/** Work held in class named alone, all its line or cell says ("Midterm" under a date, "April 6 | Presentations", "In-class Exam", "Class Presentations"): held that day. */
export const heldAlone = (d: Pick<Deliverable, 'type' | 'title'>, text: string) => heldInClass(d) && /^\W*(?:(?:in-class|take-home|online|class|student|group|team)\s+)?[\w-]+\W*$/i.test(text);
const LAB_REPORT_DUE = /\blab\s+(?:reports?|write-?ups?)\b[^\n]*\bdue\b|\bdue\b[^\n]*\blab\s+(?:reports?|write-?ups?)\b/i;
/**
 * "Lab #2 – Non-Ideal Sources" beside "Lab Report #1 Due": where a lab's report is the work that is
 * due, a lab named alone on a line that says nothing is due is the session held that day.
 */
export function isLabSession(d: Deliverable, text: string): boolean {
  const line = text.slice(text.lastIndexOf('\n', d.index) + 1).split('\n')[0]!;
  return /\blabs?\b/i.test(d.title) && !/\b(?:reports?|write-?ups?|assignments?|homework)\b/i.test(d.title) && LAB_REPORT_DUE.test(text) && !/\bdue\b/i.test(line);
}
/** A weekday alone, or the meeting held that day ("Tuesday Class", "Thu lecture"), or what the day holds in brackets ("Fri (Assignment Due)"), or the meeting and its weekday in brackets ("Lab (Weds)"). */
const WEEKDAY_COLUMN = /^\W*(?:((?:mon|tue|wed|thu|fri|sat|sun)[a-z]*|m|t|tu|w|th|r|f|mo|we|fr|sa|su)\W*(?:(?:class|lecture|session|meeting|seminar)s?\W*|\([^()]*\)\W*)?|(?:class|lecture|lab|session|meeting|seminar|section|recitation|tutorial)s?\s*\(\s*((?:mon|tue|wed|thu|fri|sat|sun)[a-z]*)\s*\)\W*)$/i;

/** The weekday a column's header names ("Mon", "TU", "Thursday", "F"), 0 = Sunday. */
export function columnWeekday(header: string | undefined): number | null {
  const named = WEEKDAY_COLUMN.exec(header ?? '');
  const name = named?.[1] ?? named?.[2];
  return name ? weekdayNamed(name) : null;
}

/** A weekday and the hours a class meets that day, alone in a cell: "M 8-10a", "Th 2:00-3:15". */
const WEEKDAY_AND_HOURS = /^\W*((?:mon|tue|wed|thu|fri|sat|sun)[a-z]*|m|t|tu|w|th|r|f)\.?\s+\d{1,2}(?::\d{2})?\s*(?:[ap]\.?m?\.?)?\s*[-–]\s*\d{1,2}(?::\d{2})?\s*(?:[ap]\.?m?\.?)?\s*$/i;
function cellWeekday(cell: string | undefined): number | null {
  const withHours = WEEKDAY_AND_HOURS.exec(cell ?? '')?.[1];
  return columnWeekday(cell) ?? (withHours ? weekdayNamed(withHours) : null);
}

/**
 * Dates in a calendar grid's weekday column are on that weekday, and so are dates in a cell beside
 * one that names a weekday alone ("W | 8/20 | Introduction", "7 Feb | Mon | 09:10 - 11:30") or with
 * the hours ("7-1 | M 8-10a"): either tells their year.
 */
export function withColumnWeekday(mentions: DateMention[], header: string | undefined, cellBefore?: string, cellAfter?: string): DateMention[] {
  const weekday = columnWeekday(header) ?? cellWeekday(cellBefore) ?? cellWeekday(cellAfter);
  return weekday === null ? mentions : mentions.map((m) => (m.weekday === undefined ? { ...m, weekday } : m));
}


/** A cell that is a date and little else: "Sep 5", "Week 1\nDate: 1/16", "Tue 9/18". */
function isDateCell(cell: string, mentions: DateMention[]): boolean {
  if (!mentions.length) return false;
  const rest = withoutMentions(cell, mentions);
  return rest.replace(/\b(?:week|date|class|day|lecture|session|(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*)\b/gi, '').replace(/[^a-z]/gi, '').length <= 6;
}

/** Per table, the columns most of whose filled cells are dates. */
export function dateColumnsOf(rows: { table?: number; cells?: string[]; mentionsByCell?: DateMention[][] }[]): Map<number, Set<number>> {
  const counts = new Map<number, { dates: number[]; filled: number[] }>();
  for (const row of rows) {
    if (row.table === undefined || !row.cells || !row.mentionsByCell) continue;
    const count = counts.get(row.table) ?? { dates: [], filled: [] };
    counts.set(row.table, count);
    row.cells.forEach((cell, i) => {
      // (A label of the entry's parts, "Read:", stands under the entry's date: it counts for no other column.)
      if (!cell.trim() || PART_LABEL_CELL.test(cell)) return;
      count.filled[i] = (count.filled[i] ?? 0) + 1;
      if (isDateCell(cell, row.mentionsByCell![i]!)) count.dates[i] = (count.dates[i] ?? 0) + 1;
    });
  }
  const columns = new Map<number, Set<number>>();
  for (const [table, { dates, filled }] of counts) columns.set(table, new Set(filled.flatMap((n, i) => ((dates[i] ?? 0) * 2 > n ? [i] : []))));
  return columns;
}

/** A cell holding a number of one or two digits alone: a day's, a week's, a piece of work's ("7", " 24 "). */
const DAY_NUMBER_CELL = /^\s*\d{1,2}\s*$/;

/**
 * Per table, the columns whose numbers stay the same from row to row ("Project | Week" over "0 | 1",
 * "0 | 1", "0 | 2"): the part of the course a row belongs to, not a piece of work each row numbers.
 */
export function groupingColumnsOf(rows: { table?: number; cells?: string[] }[]): Map<number, Set<number>> {
  const counts = new Map<number, { numbers: number[]; repeats: number[] }>();
  let above: { table: number; cells: string[] } | undefined;
  for (const { table, cells } of rows) {
    if (table === undefined || !cells) continue;
    const count = counts.get(table) ?? { numbers: [], repeats: [] };
    counts.set(table, count);
    const cellsAbove = above?.table === table ? above.cells : [];
    cells.forEach((cell, i) => {
      if (!DAY_NUMBER_CELL.test(cell)) return;
      count.numbers[i] = (count.numbers[i] ?? 0) + 1;
      if (cellsAbove[i]?.trim() === cell.trim()) count.repeats[i] = (count.repeats[i] ?? 0) + 1;
    });
    above = { table, cells };
  }
  const columns = new Map<number, Set<number>>();
  for (const [table, { numbers, repeats }] of counts) columns.set(table, new Set(numbers.flatMap((n, i) => ((repeats[i] ?? 0) >= 2 && (repeats[i] ?? 0) * 2 >= n ? [i] : []))));
  return columns;
}

type TableRow = { table?: number; cells?: string[]; header?: string[] };

/**
 * Per table, the columns whose pieces (`piecesOf` a cell: the cell, or its lines) meet `holds`, given
 * how many pieces each column has (`all`) and how many of them are `marked`.
 */
function columnsWhere(rows: TableRow[], piecesOf: (cell: string) => string[], counted: (piece: string) => boolean, marked: (piece: string) => boolean, holds: (all: number, marked: number) => boolean): Map<number, Set<number>> {
  const counts = new Map<number, { all: number[]; marked: number[] }>();
  for (const { table, cells } of rows) {
    if (table === undefined || !cells) continue;
    const count = counts.get(table) ?? { all: [], marked: [] };
    counts.set(table, count);
    cells.forEach((cell, i) => {
      for (const piece of piecesOf(cell).filter(counted)) {
        count.all[i] = (count.all[i] ?? 0) + 1;
        if (marked(piece)) count.marked[i] = (count.marked[i] ?? 0) + 1;
      }
    });
  }
  return new Map([...counts].map(([table, { all, marked: markedCounts }]) => [table, new Set(all.flatMap((n, i) => (holds(n, markedCounts[i] ?? 0) ? [i] : [])))]));
}

/**
 * Per table, the columns that mark their deadlines with "due" ("R: Major Project 1 due" among "T: Writing
 * styles", "R: Analyze fact sheet genre" under "Assignments"): a few cells say it and most do not, so a line
 * there that does not is the day's class, not work handed in.
 */
export const dueMarkingColumnsOf = (rows: TableRow[]) =>
  columnsWhere(rows, (cell) => [cell], (cell) => /\p{L}{3}/u.test(cell), (cell) => /\bdue\b/i.test(cell), (filled, saysDue) => saysDue >= 1 && saysDue * 3 <= filled && filled >= 6);

/** A line citing the pages, chapter, book or lines of a text to read ("Cicero In Defense of Archias (Hackett, pp. 34-43)"). */
const CITES_PAGES = /\b(?:pp?\.|pages?|ch(?:ap(?:ter)?)?s?\.?|§|books?|lines?)\s*\d/i;

/**
 * The columns, by table, whose lines that name no kind of work are mostly readings: under "Assignments",
 * "Plautus Casina 1-514" beside "Cicero Letters 5-8 (Hackett, pp. 43-44)" and "QUIZ 1" are what to read
 * before class, and the work graded is the one a kind names. (A third or more of such lines cite pages,
 * or the header lists readings beside the work due: "Intro Python Prep" under "Homework/Reading Due".)
 */
export function readingColumnsOf(rows: TableRow[]): Map<number, Set<number>> {
  const columns = columnsWhere(rows, (cell) => cell.split('\n'), (line) => /\p{L}{3}/u.test(line) && !kindOf(line), (line) => CITES_PAGES.test(line), (unkinded, citing) => citing >= 3 && citing * 3 >= unkinded);
  for (const { table, header } of rows) {
    if (table === undefined || !header) continue;
    header.forEach((h, i) => listsReadings(h) && columns.set(table, (columns.get(table) ?? new Set<number>()).add(i)));
  }
  return columns;
}
/** A header that lists readings beside the work due ("Homework/Reading Due"), not work on a reading ("Reading Response Due"). */
const READINGS_TOO = /\breadings?\b(?!\s+(?:responses?|reflections?|quiz(?:zes)?|journals?|logs?|summar(?:y|ies)|notes?|questions?|memos?|analys[ie]s)\b)/i;
export const listsReadings = (header: string | undefined) => READINGS_TOO.test(header ?? '');

/** Lines of a due column that name no work: nothing, a holiday, a reading, a release, news ("Week 2 presenters announced"), advice, a teacher's grades, practice not handed in ("suggested: 24de, 28"). */
const NOT_WORK = /^\W*(?:$|none\b|nothing\b|[^\n]*\b(?:announced|posted)\b|(?:\w+\s+)?deadlines?\W*$|(?:notes?|reminders?)\s*:|(?:suggested|recommended)\b|good\s+luck\b|(?:[\w-]+\s+)?grades\b|make-?up\b|cancel+ed\b|n\/?a\b|no\s+(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day\s+)?(?:class|lab|school|meeting|ass?ig?n?ments?|homework|hw|readings?)\b|tb[ad]\b|holiday|break|recess|receso|recesso|feriados?\b|vacaciones\b|f[ée]rias\b|vacances\b|thanksgiving\b|(?:spring|fall|autumn|winter|reading|mid-?term)\s+(?:break|recess|week)\b|read(?:ing)?s?\b(?!\s+(?:summar(?:y|ies)|logs?)\s*#?\d)|chapters?\b|ch\.|ch\s?\d|pp?\.\s*\d|see\b|watch\b|review\b|work\s+on\b|continue\b|keep\b|begin\b|prepar(?:e|ing)\b|study\s+for\b|(?:assign(?:ed)?|out|released?)\s*:|start\s+(?:on|to|working|thinking|reading|considering)\b|you\s+(?:should|will|may|can)\b|optional\b|in[\s-]class\b|lecture\b(?!\s+tickets?\b)|clases?\b|aulas?\b|no\s+hay\s+clases?\b|discussion\s+of\b|(?:install|download|bring|set\s+up|sign\s+up|register|print|explore|browse|familiari[sz]e|announce(?:ment|d)?s?|purchase|buy|create\s+(?:an?\s+|your\s+)?(?:[\w-]+\s+)?account)\b)/i;

/** A book and the part of it to read ("OpenIntro Ch. 2, Sections 2.1–2.3", "Casebook, Chap. 4, § 1", "p. 4-10"; not a code, "P4"). */
const READING_REFERENCE = /^[\p{L}\d'’&.,:\s-]{0,40}?\b(?:(?:ch(?:ap(?:ter)?)?s?|sections?|§|pages?)\.?\s*|pp?(?:\.\s*|\s+))\d[\d.,;:–\s-]*(?:(?:and|&|§|sections?|ch(?:ap(?:ter)?)?s?|pp?)\.?\s*[\d.,;:–\s-]+)*$/iu;
export const isReadingReference = (text: string) => READING_REFERENCE.test(text.trim());

/** Where work is handed in, alone in a cell ("Moodle & GitHub", "Canvas"): a place, not a piece of work. */
const PLATFORM = '(?:moodle|canvas|github|gitlab|gradescope|blackboard|e-?mail|d2l|brightspace|turnitin|sakai|piazza|google\\s+classroom)';
const SUBMITTED_THROUGH = new RegExp(`^\\W*(?:(?:via|on|through|to)\\s+)?${PLATFORM}(?:\\s*(?:&|and|or|\\/|,)\\s*${PLATFORM})*\\W*$`, 'i');

/** A cell whose words beside its dates say it is no work ("4/14 Make-up class", "Oct 3 – cancelled"). */
export function saysNoWork(cell: string, mentions: DateMention[]): boolean {
  const words = withoutDatedBrackets(cell, mentions).replace(/^[\s:–-]+/, '');
  return /[a-z]{2}/i.test(words) && NOT_WORK.test(words);
}

/** The line without its dates, and without a bracket that holds one: "(in class Feb 23)" says when, not what. */
function withoutDatedBrackets(line: string, mentions: DateMention[]): string {
  const spans = mentions.map((m) => {
    // (Round brackets or square ones: "Friday [April 19]: Research logs due".)
    for (const [opening, closing] of [['(', ')'], ['[', ']']] as const) {
      const open = line.lastIndexOf(opening, m.index);
      const close = line.indexOf(closing, m.end);
      const bracketed = open >= 0 && close >= 0 && !line.slice(open, m.index).includes(closing) && !line.slice(m.end, close).includes(opening);
      if (bracketed) return { index: open, end: close + 1 };
    }
    return m;
  });
  // Two dates in one bracket cut it once.
  const cuts = spans.sort((a, b) => a.index - b.index).filter((span, i) => i === 0 || span.index >= spans[i - 1]!.end);
  return cuts.reduceRight((t, span) => t.slice(0, span.index) + t.slice(span.end), line);
}

/** The name of the work a due column's line gives ("Thesis draft", "MATLAB-2"), or null when it names none. */
export function workNamed(line: string, mentions: DateMention[]): string | null {
  const text = withoutDatedBrackets(line, mentions).replace(/\b(?:at\s+|by\s+)?(?:\d{1,2}(?::\d{2})?\s*[ap]\.?m\b\.?|noon|midnight)/gi, ' ').replace(/\(\s*\)|\(\s*(?:due\s+)?(?:(?:sun|mon|tue|wed|thu|fri|sat)[a-z]*|[mtwrf]|th|tu)\.?\s*\)|\bdue\b[\s:,]*(?:by|on|at|today|tonight)?/gi, ' ').replace(/\s+/g, ' ').trim()
    // "Monday: First draft of Day in the Life", "Homework 0, Sunday": the day it is due labels the work; it is no part of its name.
    .replace(/^\W*(?:(?:sun|mon|tue|wed|thu|fri|sat)[a-z]*|[MTWRF]|Mo|Tu|We|Th|Fr|Sa|Su)\.?\s*[:–-]\s*/i, '')
    // "Due Before Class:": when in the day work is due is no part of its name either, nor what is done with it then ("due and graded in class").
    .replace(/\b(?:before|after|in|during|at\s+the\s+(?:start|beginning|end)\s+of)\s+class\b/gi, ' ')
    .replace(/^(.*\S)\s+and\s+(?:graded|collected|returned|discussed)\s*$/i, '$1')
    // What its date leaves behind ("Problem Set 1: Oct 10, Mon, at 12:30pm" → "Problem Set 1: , Mon,"; "Due Tues 1/15" → "Tues";
    // "by the end of Tuesday, 3/12" → "by the end of") is no part of it either.
    .replace(/[\s,;.]+$/, '')
    .replace(/(?:^|[\s,;–-]+)(?:on\s+|by\s+)?(?:sun|mon|tue|wed|thu|fri|sat)[a-z]*\.?$/i, '')
    .replace(/\s+(?:on|by|before|by\s+(?:the\s+)?(?:end|close)\s+of)$/i, '')
    .replace(/\s*:[\s,;]*$/, '');
  if ((!/[a-z]{2}/i.test(text) && !SHORT_CODE.test(text)) || NOT_WORK.test(text) || SUBMITTED_THROUGH.test(text) || text.length > 120) return null;
  // Up to its first sentence's end or a release's label ("Omni Animal Out: Rube Goldberg"), without a bracket that end cut open ("Online Exam 1 (Ch. 1–4)") or a footnote's mark ("Exercise 1 *").
  // ("0 - Introduction /chat": a number before the dash is the work's, not its name.)
  // (Nor past a clause on what it holds: "Write a proposal for your sound narrative, including a prospective asset list".)
  const [first, second] = text.split(/\s+[-–—]\s+|\.\s|:\s+(?=[a-z])|\s+(?=(?:[Oo]ut|OUT|[Aa]ssigned|[Rr]eleased?)\s*:)|,\s+including\b/);
  const name = withoutVerb((/^\W*\d{1,2}\W*$/.test(first!) && second ? `${first} - ${second}` : first!).replace(/\s*\([^)]*$/, '').replace(/^[\s•·●○▪◦■*:–-]+|[\s:;,.–*†‡-]+$/g, '')).slice(0, 80);
  return (name.length >= 3 || SHORT_CODE.test(name)) && isGraded(line, { index: 0, end: 0, type: 'assignment', title: name }) ? name : null;
}

/** A day's number opening a cell, after its weekday or not: "14", "Thu 14", "Jueves 10". */
const DAY_ALONE = new RegExp(`^\\s*(?:(${ANY_WEEKDAY_NAME})\\.?,?\\s+)?(\\d{1,2})(?![\\d/.:%,-]\\d|\\s*(?:%|pts?\\b|points?\\b|[ap]\\.?m\\b))\\b`, 'i');
/** How far past the schedule's last date a day alone may fall and still be read as the next date. */
const CARRY_DAYS = 21;

/** A cell that is a weekday and a day's number, a date under a month's row ("Thu 14", "Jueves 10"). */
const WEEKDAY_AND_DAY = new RegExp(`^\\s*${ANY_WEEKDAY_NAME}\\.?,?\\s+\\d{1,2}\\s*$`, 'i');
/**
 * Months a calendar's cell may hold alone in French, Italian, Portuguese or Spanish short ("Mai", "Ago", "Dez", "Março"); not
 * "Out" (a cell's word for work handed out), "Set" or "Marco", which are words and names too.
 */
const FOREIGN_MONTHS: Record<string, string> = { ...Object.fromEntries(Object.entries(ROMANCE_MONTHS).filter(([name]) => name !== 'marco')), ene: 'Jan', fev: 'Feb', abr: 'Apr', mai: 'May', ago: 'Aug', dic: 'Dec', dez: 'Dec' };
/** A month's name or its short form alone, in English, Spanish or another Romance language ("April", "Sept 2024", "Agosto", "Mai"; "Decoradores" is no December). */
const MONTH_ALONE = new RegExp(
  `^\\W*(jan(?:uary)?|feb(?:ruary|rero)?|mar(?:ch|zo)?|apr(?:il)?|may(?:o)?|jun(?:e|io)?|jul(?:y|io)?|aug(?:ust)?|sep(?:t(?:ember|iembre)?)?|oct(?:ober|ubre)?|nov(?:ember|iembre)?|dec(?:ember)?|enero|abril|agosto|setiembre|diciembre|${Object.keys(FOREIGN_MONTHS).join('|')})\\.?(?:\\s+\\d{4})?\\W*$`,
  'i',
);
const monthNumber = (name: string) => {
  const prefix = name.slice(0, 3).toLowerCase();
  return MONTH_ORDER.indexOf((FOREIGN_MONTHS[name.toLowerCase()] ?? SPANISH_MONTHS[prefix] ?? prefix).toLowerCase()) + 1;
};
const DATE_COLUMN = /^\W*(?:dates?|days?|data|fechas?|d[ií]as?|datum|jours?)\W*$/i;

/**
 * A table that gives a date once for several rows ("Mon Sep 9 | Reading Quiz 1" over " | Discussion:
 * Introductions"): a row whose date-column cell is empty takes the date of the row right above it in
 * the same table, as a reader does. A row with a label in the date's place, or nothing after it, takes nothing.
 */
export function withCarriedDates(rows: { table?: number; cells?: string[]; header?: string[]; mentionsByCell?: DateMention[][] }[], dateColumns: Map<number, Set<number>>): void {
  let above: (typeof rows)[number] | undefined;
  for (const row of rows) {
    if (row.table === undefined || !row.cells || !row.mentionsByCell) {
      above = undefined;
      continue;
    }
    // (A row repeating the header heads a new part: the rows under it carry no date from above it.)
    if (repeatsHeader(row.cells, row.header)) {
      above = undefined;
      continue;
    }
    for (const column of above?.table === row.table ? (dateColumns.get(row.table) ?? []) : []) {
      const date = above!.mentionsByCell![column]?.[0];
      // Blank up to the date: a label in its place ("Lab | | 3 | Air track" under "Weekday | Date") is another day's,
      // but one that labels a part of the entry with a colon ("Read: | Chapter 2", "Problems: | P2: Data issues") is the entry's.
      const continues = row.cells.slice(0, column + 1).every((cell, i) => !cell.trim() || (i === column && PART_LABEL_CELL.test(cell)));
      const holdsMore = row.cells.slice(column + 1).some((cell) => cell.trim());
      if (date && continues && holdsMore) row.mentionsByCell[column] = [{ ...date }];
      // A date cell a PDF row wrapped onto a line of its own ("Wednesday, March 25" over "HW#3 Due (9AM)")
      // says due on the row's date: the date stands after its text, as "due" looks ahead.
      const cell = row.cells[column] ?? '';
      if (date && !row.mentionsByCell[column]?.length && /\bdue\b/i.test(cell)) row.mentionsByCell[column] = [{ ...date, index: cell.length, end: cell.length }];
    }
    above = row;
  }
}

/** A row that repeats its table's column labels in place (" | Choice under Uncertainty | Content | Assignment"): a part's heading, no row of work. */
export const repeatsHeader = (cells: string[], header: string[] | undefined) => cells.filter((cell, i) => cell.trim() && cell.trim() === header?.[i]?.trim()).length >= 2;

/** A cell that only labels what its row holds: "Read:", "_Problems:_", "Due:". */
const PART_LABEL_CELL = /^[\W_]*\p{L}[\p{L} ]{0,20}:[\W_]*$/u;

/** Every weekday's name in a cell, to see what else it holds. */
const WEEKDAY_NAMES = new RegExp(ANY_WEEKDAY_NAME, 'gi');
/** Cells a row of dates needs after its label: a calendar's days, not a row that happens to hold two. */
const DATE_ROW_DAYS = 3;

/** A row whose cells after its first are each one date and nothing more ("date (week 1) | 08/23 | 08/24 | 08/25"). */
function isDateRow(cells: string[], mentionsByCell: DateMention[][]): boolean {
  if (mentionsByCell[0]?.length) return false;
  const days = cells.slice(1).filter((cell, i) => {
    const mentions = mentionsByCell[i + 1] ?? [];
    return mentions.length === 1 && !/\p{L}{2}/u.test(withoutMentions(cell, mentions).replace(WEEKDAY_NAMES, ''));
  });
  return days.length >= DATE_ROW_DAYS && cells.slice(1).every((cell, i) => !cell.trim() || (mentionsByCell[i + 1] ?? []).length === 1);
}

/** A label naming one group, team or section of the class: "Group 1", "Team B", "Section 02". */
const GROUP_ROW_LABEL = /^\W*(?:groups?|teams?|sections?|sec\.?)\s*#?(?:\d{1,2}|[A-Z])\W*$/i;

/**
 * A weekly grid that gives each column's day in a row of dates, with rows of what happens under it
 * ("date (week 2) | 08/30 | 08/31" over "deadlines | HW: 5 hours in ALEKS | | HW 2.1, 2.2"): a cell
 * below, up to the next such row or the table's end, is on its column's date, as a reader looks up to
 * it. The date stands after the cell's text, so that "due" looks ahead to it; a cell's own date stays.
 */
export function withDateRowsOverColumns(rows: { table?: number; cells?: string[]; mentionsByCell?: DateMention[][] }[]): void {
  let days: { table: number; dates: (DateMention | undefined)[] } | null = null;
  for (const row of rows) {
    if (row.table === undefined || !row.cells || !row.mentionsByCell) {
      days = null;
      continue;
    }
    if (isDateRow(row.cells, row.mentionsByCell)) {
      days = { table: row.table, dates: row.mentionsByCell.map((mentions) => mentions[0]) };
      continue;
    }
    if (days?.table !== row.table) {
      days = null;
      continue;
    }
    // A row of one group's rotation ("Group 2 | Lab 5 | Lab 1 | …") says what that group does each day, not what the class hands in.
    if (GROUP_ROW_LABEL.test(row.cells[0] ?? '')) continue;
    row.cells.forEach((cell, column) => {
      const date = days!.dates[column];
      if (date && cell.trim() && !row.mentionsByCell![column]?.length) row.mentionsByCell![column] = [{ ...date, index: cell.length, end: cell.length }];
    });
  }
}

/** The date a cell opens with, past at most one word ("Jan 30:", "Tue 9/12"), if any. */
export const dateOpeningCell = (cell: string, mentions: DateMention[]) => mentions.find((m) => /^[^a-z]*\w*[^a-z]*$/i.test(cell.slice(0, m.index)));

/**
 * A schedule that writes the month only when it changes ("Sept 5 | 7", then "12 | 14 - Essay 1", or a
 * "September" heading or row over "9 | Intro"): a cell opening with a day alone, in a column that holds
 * dates elsewhere or is headed by a weekday or "Date", is that day of the month of the date (or month
 * heading) before it, or of the next month when the day is smaller. Rows are read in order, left to
 * right; a date adds to the cell's mentions.
 */
export function withCarriedMonths(rows: { text: string; table?: number; cells?: string[]; header?: string[]; heading?: number; mentionsByCell?: DateMention[][]; lineMentions?: DateMention[] }[]): void {
  const dated = new Map<number, Set<number>>();
  const firstCells = new Map<number, string[]>();
  for (const row of rows) {
    if (row.table === undefined) continue;
    const column = firstCells.get(row.table) ?? [];
    firstCells.set(row.table, column);
    column.push(row.cells?.[0] ?? '');
    if (!row.mentionsByCell) continue;
    const columns = dated.get(row.table) ?? new Set<number>();
    dated.set(row.table, columns);
    row.mentionsByCell.forEach((mentions, i) => {
      // A column holds days where its dates open their cells ("Upload Poster by TUES MARCH 25" names one inside its words).
      if (dateOpeningCell(row.cells![i] ?? '', mentions) || columnWeekday(row.header?.[i]) !== null || DATE_COLUMN.test(row.header?.[i] ?? '') || WEEKDAY_AND_DAY.test(row.cells![i] ?? '')) columns.add(i);
    });
  }
  let last: { month: number; day: number } | null = null;
  let table: number | undefined;
  /**
   * The month a heading names, over the lines of its list ("March" then "- 3: Quiz 4", "- 17 — Essay 2 due"),
   * or the month of a line that opens with its date ("Jan 09 T Introduction" over "11 H Probability 3").
   */
  let lineMonth: LineMonth | null = null;
  for (const row of rows) {
    const monthAlone = MONTH_ALONE.exec(row.cells ? row.cells.join(' ') : row.text);
    if (monthAlone) {
      last = { month: monthNumber(monthAlone[1]!), day: 0 };
      lineMonth = row.cells ? null : last;
      continue;
    }
    if (row.lineMentions) {
      lineMonth = row.heading !== undefined ? null : (lineMonth && withLineDay(row.text, row.lineMentions, lineMonth)) ?? monthOpening(row.text, row.lineMentions);
      continue;
    }
    if (row.table === undefined || !row.cells || !row.mentionsByCell) continue;
    if (row.table !== table) {
      [table, last] = [row.table, last?.day === 0 ? last : null];
      // A table with no header right under a month's heading, whose first column holds days alone, is dated by them.
      const days = firstCells.get(table)!;
      if (last && !row.header && days.length >= 2 && days.every((d) => DAY_NUMBER_CELL.test(d))) dated.get(table)!.add(0);
    }
    // A month's cell right before a day's ("Thu | Jan | 11 | Charge and force"): the two are one date, whatever the column.
    let monthCellAt = -1;
    for (const [i, cell] of row.cells.entries()) {
      const labelled = MONTH_ALONE.exec(cell);
      if (labelled) {
        last = monthLabelOf(row.cells.slice(i + 1), monthNumber(labelled[1]!));
        monthCellAt = i;
        continue;
      }
      const mentions = row.mentionsByCell[i]!;
      const own = mentions[mentions.length - 1];
      if (own) {
        last = own.until ?? own;
        continue;
      }
      const day = DAY_ALONE.exec(cell);
      const afterMonth = monthCellAt >= 0 && monthCellAt === i - 1 && DAY_NUMBER_CELL.test(cell);
      if (!day || !last || !(dated.get(row.table)!.has(i) || afterMonth)) continue;
      const number = Number(day[2]);
      const month = number >= last.day ? last.month : (last.month % 12) + 1;
      // Days between, in a year with every month's length (2000 is a leap year).
      const gap = (Date.UTC(2000 + (month < last.month ? 1 : 0), month - 1, number) - Date.UTC(2000, last.month - 1, last.day)) / 86_400_000;
      if (new Date(Date.UTC(2000, month - 1, number)).getUTCDate() !== number || (gap > CARRY_DAYS && last.day > 0)) continue;
      // A date later in the row that comes before it says the number is no day: "8 | 9/22" under
      // "Meeting | Date" is the eighth meeting, not October 8.
      const later = row.mentionsByCell.slice(i + 1).find((m) => m.length)?.[0];
      if (later && !afterMonth && (((later.month - month + 18) % 12) - 6) * 31 + later.day - number < 0) continue;
      mentions.push({ index: day.index + day[0].lastIndexOf(day[2]!), end: day.index + day[0].length, month, day: number, numeric: false, weekday: (day[1] ? weekdayNamed(day[1]) : columnWeekday(row.header?.[i])) ?? undefined });
      last = { month, day: number };
    }
  }
}

/**
 * A month's name in a calendar's row of days ("April | 27 | 28 | … | 31 | 1 | 2") labels the week its
 * month begins in: the days before the 1st are of the month before. Returns where the row's days start.
 */
function monthLabelOf(cells: string[], month: number): { month: number; day: number } {
  const days = cells.filter((cell) => DAY_NUMBER_CELL.test(cell)).map(Number);
  // (A week's row has days enough to wrap: "Sept | 5 | 1 | Introduction" is a day and its week's number.)
  const wraps = days.length >= 3 && days.some((day, i) => i > 0 && day < days[i - 1]!);
  return wraps ? { month: ((month + 10) % 12) + 1, day: days[0]! - 1 } : { month, day: 0 };
}

/** A list line that opens with a day alone and then its entry: "3: Quiz 4", "17 — Essay 2 due", "9 Mon Lab 2", "Tue 18 - Intro"; not a numbered item ("1. Intro"). */
const DAY_OPENING_LINE = /^\W*?(?:(?:sun|mon|tue|wed|thu|fri|sat)[a-z]*\.?,?\s+)?(\d{1,2})(?:st|nd|rd|th)?(?:\s*[:–—]|\s+-\s|\s+(?:sun|mon|tue|wed|thu|fri|sat)[a-z]*\b)/i;
/** A line that opens with a day and its weekday, by name or timetable letter: "11 H Probability 3", "16 T Genetic load", "18 Wed Lab 2". */
const DAY_WEEKDAY_LINE = /^\W*?(\d{1,2})\s+(?:[MTWRHF]|Tu|Th|(?:sun|mon|tue|wed|thu|fri|sat)[a-z]*\.?)(?=\s|$)/;

interface LineMonth {
  month: number;
  /** The last day read. */
  day: number;
  /** Set when a dated line gave the month: its days-alone lines must name their weekday too. */
  fromDatedLine?: boolean;
}

/** A line that opens with its month and day ("Jan 09 T Introduction", "Feb 01: Gene genealogies"), for the days-alone lines after it. */
function monthOpening(text: string, mentions: DateMention[]): LineMonth | null {
  const [first] = mentions;
  if (mentions.length !== 1 || !first || first.until || first.numeric || /\w/.test(text.slice(0, first.index))) return null;
  return { month: first.month, day: first.day, fromDatedLine: true };
}

/**
 * A line under a month's heading (or a line opening with its date) that opens with a day alone is
 * that day of the month, while the days go up; returns the month and the last day read, or null
 * when the line ends the list.
 */
function withLineDay(text: string, mentions: DateMention[], month: LineMonth): LineMonth | null {
  if (mentions.length) return null;
  const day = (month.fromDatedLine ? DAY_WEEKDAY_LINE : DAY_OPENING_LINE).exec(text);
  if (!day) return month;
  const number = Number(day[1]);
  if (number < month.day || new Date(Date.UTC(2000, month.month - 1, number)).getUTCDate() !== number) return null;
  const index = day.index + day[0].indexOf(day[1]!);
  // After a dated line, the weekday is part of the date ("11 H"), not of the entry's name.
  mentions.push({ index, end: month.fromDatedLine ? day.index + day[0].length : index + day[1]!.length, month: month.month, day: number, numeric: false });
  return { ...month, day: number };
}
