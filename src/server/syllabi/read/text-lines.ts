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
  /** The rows a table line completes, or the grid row a table's end closes. */
  const pushRows = (rows: TableRow[]) => rows.forEach((row) => lines.push(rowLine(page, row)));
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
      const rows = line ? tables.read(line) : null;
      pushRows(rows ?? []);
      if (line && !rows) lines.push(withCells(afterBlank ? { page, text: line, opens: true } : { page, text: line }));
      afterBlank = false;
    } else {
      afterBlank = true;
      pushRows(tables.end());
    }
    if (!end) break;
    if (end[0] === '\f') {
      pushRows(tables.end());
      page++;
    }
    start = LINE_END.lastIndex;
  }
  pushRows(tables.end());
  return { format, pages: lines.at(-1)?.page ?? 1, lines };
}

interface TableRow {
  cells: string[];
  table: number;
}
const rowLine = (page: number, row: TableRow): DocLine => ({ page, text: row.cells.map((cell) => cell.replace(/\n/g, ' ')).join(' | '), cells: row.cells, table: row.table });

/** A table row typed between pipes ("| 9/1 | *HW 1* |"), as org-mode and reStructuredText's grid tables write them. */
const PIPE_ROW = /^\|.*\|$/;
/** A rule between such rows: "|---+---|", "+----+----+", "|===|". */
const PIPE_RULE = /^[|+]?[-=:+| ]*(?:-{3}|={3})[-=:+| ]*[|+]?$/;

/**
 * Rows typed between pipes are one table's until a line of another kind: each row's cells are what
 * its pipes part, and its rules are no rows. In a grid table (reStructuredText's, ruled with "+---+")
 * a row runs from one rule to the next, each cell's lines joined: "3.M" over "(1/27)" is one cell "3.M (1/27)".
 */
class PipeTables {
  private count = 0;
  private open = false;
  private grid = false;
  private pending: string[][] | null = null;

  /** The rows a line completes (none for a rule or a grid row's line), or null for a line of text (which ends a table). */
  read(line: string): TableRow[] | null {
    if (PIPE_RULE.test(line) && (this.open || line.startsWith('|') || line.startsWith('+'))) {
      const rows = this.flush();
      this.start();
      if (line.startsWith('+')) this.grid = true;
      return rows;
    }
    if (!PIPE_ROW.test(line) || line.length < 3) {
      const rows = this.end();
      return rows.length ? rows : null;
    }
    this.start();
    const pieces = line.slice(1, -1).split('|').map((cell) => cell.trim());
    if (!this.grid) return [{ cells: pieces, table: this.count - 1 }];
    // (A line whose cells part otherwise, a cell spanning columns, starts a row of its own.)
    const rows = this.pending && this.pending.length !== pieces.length ? this.flush() : [];
    this.pending ??= pieces.map(() => []);
    pieces.forEach((piece, i) => piece && this.pending![i]!.push(piece));
    return rows;
  }

  /** Ends the table, giving the grid row still open. */
  end(): TableRow[] {
    const rows = this.flush();
    this.open = false;
    this.grid = false;
    return rows;
  }

  private flush(): TableRow[] {
    // A cell's lines wrap its paragraph, as reStructuredText renders them; a bulleted line starts an entry of its own.
    const cells = this.pending?.map((lines) => lines.map((line, i) => (i && /^(?:[-*•+]|\d{1,2}[.)])\s/.test(line) ? `\n${line}` : i ? ` ${line}` : line)).join(''));
    this.pending = null;
    return cells?.some(Boolean) ? [{ cells, table: this.count - 1 }] : [];
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
