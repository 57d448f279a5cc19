/** A simple table's border: runs of "=" parted by spaces, one run a column ("==  ==========  ====="). */
const BORDER = /^[ \t]*=+(?: +=+)+[ \t]*$/;
/** A rule between a simple table's rows: runs of "-" parted by spaces. */
const ROW_RULE = /^[ \t]*-+(?: +-+)*[ \t]*$/;
/** A cell's line that is a list entry of its own: "- Notes 8", "* Lab 2". */
const ENTRY = /^[-*•+]\s+/;
/** A hyperlink reference, its text kept: "`HW #1`_", "`Notes <notes.html>`__". */
const LINK_REFERENCE = /`([^`<]*?)\s*(?:<[^>]*>)?`__?/g;

/**
 * A plain-text file's reStructuredText simple tables as rows typed between pipes, which the text reader
 * reads as a table. The border's runs of "=" set the columns; the header is the lines between the first
 * two borders (none when the table has two borders only); a body line whose first column has text starts
 * a row, one whose first column is blank goes on with the row above, cell by cell, as docutils reads them.
 */
export function withSimpleTablesAsPipeRows(text: string): string {
  if (!text.includes('==')) return text;
  const lines = text.split('\n');
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (!BORDER.test(lines[i]!)) {
      out.push(lines[i]!);
      continue;
    }
    const starts = [...lines[i]!.matchAll(/=+/g)].map((run) => run.index);
    // As docutils reads it: a border with a blank line (or the end) after it ends the table, so a second
    // border with text under it closes the header.
    const borders = [i];
    for (let j = i + 1; j < lines.length && borders.length < 3; j++) {
      if (!BORDER.test(lines[j]!)) continue;
      borders.push(j);
      if (!lines[j + 1]?.trim()) break;
    }
    if (borders.length < 2) {
      out.push(lines[i]!);
      continue;
    }
    const [first, second, third] = borders as [number, number, number?];
    const header = third === undefined ? [] : lines.slice(first + 1, second);
    const body = third === undefined ? lines.slice(first + 1, second) : lines.slice(second + 1, third);
    const rows = [...(header.length ? [joinRow(header.map((line) => cellsOf(line, starts)))] : []), ...bodyRows(body, starts)];
    out.push('', ...rows.map((row) => `| ${row.map((cell) => cell.replace(/\|/g, '/')).join(' | ')} |`), '');
    i = third ?? second;
  }
  return out.join('\n');
}

/** A line's text under each column: from the column's start to the next one's (the last column runs on to the line's end). */
function cellsOf(line: string, starts: number[]): string[] {
  return starts.map((start, k) => line.slice(start, starts[k + 1] ?? line.length).replace(LINK_REFERENCE, '$1').trim());
}

function bodyRows(body: string[], starts: number[]): string[][] {
  const rows: string[][][] = [];
  for (const line of body) {
    if (!line.trim() || ROW_RULE.test(line)) continue;
    const cells = cellsOf(line, starts);
    if (cells[0] || !rows.length) rows.push([cells]);
    else rows.at(-1)!.push(cells);
  }
  return rows.map(joinRow);
}

/** A row's lines, cell by cell: a cell's list entries parted by semicolons, its wrapped words by spaces. */
function joinRow(lines: string[][]): string[] {
  return lines[0]!.map((_, k) =>
    lines
      .map((cells) => cells[k]!)
      .filter(Boolean)
      .map((text, n) => (n && ENTRY.test(text) ? `; ${text.replace(ENTRY, '')}` : n ? ` ${text}` : text.replace(ENTRY, '')))
      .join(''),
  );
}
