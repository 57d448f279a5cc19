/**
 * What every reader turns a syllabus into, and what the engine finds in it. Readers (read/) know
 * file formats; finders (find/) know only these lines, so a new format never touches the finders.
 */
import type { ItemFlag, ItemType } from '../../shared/schemas/review.js';

/** One line of text as a person reads it, or one row of a table with its cells kept apart. */
export interface DocLine {
  /** 1-based page; formats without pages are one page. */
  page: number;
  /** The whole line; for a table row, its cells joined with " | ". */
  text: string;
  /** Present when the line is a table row: the cells in column order (empty cells kept as ""). */
  cells?: string[];
  /** Which table of the document the row belongs to (rows of one table share it). */
  table?: number;
  /** Heading level 1-6 when the line is a heading. */
  heading?: number;
  /** How deep in nested lists the line sits: 1 for a top-level list item. */
  list?: number;
  /** The line was read from a figure's marks (a calendar's shaded day), not from written text. */
  figure?: boolean;
  /** The line opens a paragraph (a blank line, a new block or a wider gap before it): it never continues the line above. */
  opens?: boolean;
}

export type SyllabusFormat = 'pdf' | 'docx' | 'doc' | 'html' | 'markdown' | 'latex' | 'text';

export interface SyllabusDocument {
  format: SyllabusFormat;
  pages: number;
  lines: DocLine[];
  /** When the file says it was made (PDF CreationDate, Word core properties): a hint to the year when the text names none. */
  created?: Date;
  /** Where the document's links point: a course site's addresses often name its term ("…/fall2020/…") when its text does not. */
  linkTargets?: string[];
  /** The page's own title where its source gives one apart from its text (a Markdown page's front matter): a heading over all of it. */
  title?: string;
  /** A page's copyright notices left in its comments ("© 2020 Lane Schwartz"): the year it was made, when its text names none. */
  hiddenNotices?: string[];
}

/** A file that cannot be read; its message is shown to staff as the file's reason. */
export class UnreadableSyllabus extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnreadableSyllabus';
  }
}

/** Per-file limits: past them the file is refused with a clear reason, never half-read. */
export interface ReadLimits {
  maxBytes: number;
  maxPages: number;
  maxCharacters: number;
  /** What one packed part (a PDF stream, an entry of a Word file's zip) may unpack to. */
  maxPartBytes: number;
  /** What all of a file's packed parts may unpack to together. */
  maxUnpackedBytes: number;
}

export const DEFAULT_READ_LIMITS: ReadLimits = {
  maxBytes: 10 * 1024 * 1024,
  maxPages: 60,
  maxCharacters: 400_000,
  maxPartBytes: 32 * 1024 * 1024,
  maxUnpackedBytes: 64 * 1024 * 1024,
};

/** What an item is, and what a reviewer needs to know about how it was placed: shared with the console. */
export type { ItemFlag, ItemType } from '../../shared/schemas/review.js';
export interface ExtractedItem {
  /** YYYY-MM-DD, the day it is held or due (the first day of a window). */
  date: string;
  /** The whole window when the document gives one ("03/24-26"). */
  dates?: [string, string];
  /** HH:MM (24 h), only when the document states it. */
  time?: string | null;
  type: ItemType;
  title: string;
  confidence: number;
  flags: ItemFlag[];
  source: { page: number; text: string };
}

/** A line a person must check: it looks like a deadline, but the engine could not make an item of it. */
export interface UnplacedLine {
  page: number;
  text: string;
  reason: string;
  /** The days (YYYY-MM-DD) the line names, when the engine could place them. */
  dates?: string[];
}

/** A dated line that became no item because it is not a deliverable (a lecture, a holiday, a release…). */
export interface SetAsideLine {
  page: number;
  text: string;
  dates: string[];
  reason: string;
}

/** One line of the document as a reviewer reads it: the lines the engine read, in order, a table's header row included. */
export interface ReadingLine {
  page: number;
  text: string;
  /** A table row's cells; `header` marks the row that names a table's columns. */
  cells?: string[];
  header?: boolean;
  /** Heading level 1-6 when the line is a heading. */
  heading?: number;
}

export interface SyllabusExtraction {
  course: string | null;
  /** Why the course found may be the wrong one (none found, or several named), for staff to check. */
  courseDoubt?: string;
  term: string | null;
  items: ExtractedItem[];
  /** Lines to check: every dated line that became no item and is not plainly set aside. */
  unplaced: UnplacedLine[];
  setAside: SetAsideLine[];
  /** The whole text in reading order, which the console shows with every date's fate. */
  reading?: ReadingLine[];
}

/** One file's result; `error` (with no items) when it could not be read. */
export interface SyllabusResult extends SyllabusExtraction {
  error?: string;
}
