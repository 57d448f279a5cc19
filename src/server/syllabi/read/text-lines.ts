import { UnreadableSyllabus, type DocLine, type ReadLimits, type SyllabusDocument, type SyllabusFormat } from '../document.js';
import { CharacterBudget } from './limits.js';

const LINE_END = /\r\n|[\n\r\f\v\u2028\u2029]/g;
/** A tab, or three spaces or more: the gap between columns of a schedule typed as text. */
const COLUMN_GAP = /[ \t]*\t[ \t]*| {3,}/g;
const CONTROL = /[\u0000-\u0008\u000e-\u001f\u007f]/g;

/**
 * Plain text to lines, shared by the text and .doc readers: one line per non-empty line, trimmed,
 * spaces inside kept; a form feed starts a new page; a line after a blank one opens a paragraph. A line with two column gaps or more (tabs or
 * runs of 3+ spaces) also gets its cells, so a schedule typed in columns reads like a table row; rows
 * typed between pipes are a table's (see PipeTables).
 */
export function textToDocument(text: string, format: SyllabusFormat, limits: ReadLimits): SyllabusDocument {
  const budget = new CharacterBudget(limits);
  const lines: DocLine[] = [];
  let page = 1;
  let start = 0;
  let afterBlank = false;
  const tables = new PipeTables();
  LINE_END.lastIndex = 0;
  for (;;) {
    const end = LINE_END.exec(text);
    // Counted before anything else is done with it, so a huge line costs nothing but its length.
    const raw = text.slice(start, end ? end.index : text.length).trim();
    if (raw) {
      budget.spend(raw.length);
      if (page > limits.maxPages) {
        throw new UnreadableSyllabus(`This file has more than ${limits.maxPages} pages; syllabi that long are not read automatically. Type its dates in by hand.`);
      }
      const line = raw.replace(CONTROL, '').trim();
      const row = line ? tables.read(line) : null;
      if (row?.cells) lines.push({ page, text: row.cells.join(' | '), cells: row.cells, table: row.table });
      else if (line && !row) lines.push(withCells(afterBlank ? { page, text: line, opens: true } : { page, text: line }));
      afterBlank = false;
    } else {
      afterBlank = true;
      tables.end();
    }
    if (!end) break;
    if (end[0] === '\f') page++;
    start = LINE_END.lastIndex;
  }
  return { format, pages: lines.at(-1)?.page ?? 1, lines };
}

/** A table row typed between pipes ("| 9/1 | *HW 1* |"), as org-mode and reStructuredText's grid tables write them. */
const PIPE_ROW = /^\|.*\|$/;
/** A rule between such rows: "|---+---|", "+----+----+", "|===|". */
const PIPE_RULE = /^[|+]?[-=:+| ]*(?:-{3}|={3})[-=:+| ]*[|+]?$/;

/**
 * Rows typed between pipes are one table's until a line of another kind: each row's cells are what
 * its pipes part, and its rules are no rows.
 */
class PipeTables {
  private count = 0;
  private open = false;

  /** The row a line is, a rule (no cells), or null for a line of text (which ends a table). */
  read(line: string): { cells?: string[]; table: number } | null {
    if (PIPE_RULE.test(line) && (this.open || line.startsWith('|') || line.startsWith('+'))) {
      this.start();
      return { table: this.count - 1 };
    }
    if (!PIPE_ROW.test(line) || line.length < 3) {
      this.end();
      return null;
    }
    this.start();
    return { cells: line.slice(1, -1).split('|').map((cell) => cell.trim()), table: this.count - 1 };
  }

  end(): void {
    this.open = false;
  }

  private start(): void {
    if (!this.open) this.count++;
    this.open = true;
  }
}

function withCells(line: DocLine): DocLine {
  const cells = line.text.split(COLUMN_GAP);
  return cells.length >= 3 ? { ...line, cells } : line;
}
