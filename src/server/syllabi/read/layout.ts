import type { DocLine } from '../document.js';

/** A run of text placed on a page (PDF coordinates: y grows upwards). */
export interface Glyph {
  text: string;
  x: number;
  y: number;
  width: number;
  size: number;
}

interface Segment {
  text: string;
  x: number;
  end: number;
}

interface VisualLine {
  y: number;
  size: number;
  segments: Segment[];
}

/**
 * Rebuilds one page: glyphs become lines by their baseline, a wide horizontal gap splits a line
 * into segments, and runs of segmented lines whose segments share column starts become a table
 * whose rows may span several lines (a row starts where its first column has text).
 */
export function layoutPage(glyphs: Glyph[], page: number, firstTable: number): { lines: DocLine[]; nextTable: number } {
  const visual = toVisualLines(glyphs);
  const body = bodySize(visual);
  const lines: DocLine[] = [];
  let table = firstTable;
  for (let i = 0; i < visual.length; ) {
    const end = tableEnd(visual, i);
    if (end > i && isTextColumns(visual.slice(i, end))) {
      lines.push(...columnsInOrder(visual.slice(i, end), page));
      i = end;
    } else if (end > i) {
      lines.push(...tableRows(visual.slice(i, end), page, table++));
      i = end;
    } else {
      const line = visual[i]!;
      const above = visual[i - 1];
      // More than about one and a half lines of space above: a new paragraph.
      const opens = !above || above.y - line.y > 1.8 * Math.max(line.size, above.size);
      const text = joinSegments(line.segments);
      // Set larger than the body text and short: a heading.
      if (line.size >= body * 1.15 && text.length <= 80) lines.push({ page, text, heading: line.size >= body * 1.6 ? 1 : 2, opens: true });
      else lines.push(opens ? { page, text, opens } : { page, text });
      i++;
    }
  }
  return { lines, nextTable: table };
}

function toVisualLines(glyphs: Glyph[]): VisualLine[] {
  const sorted = [...glyphs].sort((a, b) => b.y - a.y || a.x - b.x);
  const rows: { y: number; size: number; glyphs: Glyph[] }[] = [];
  for (const glyph of sorted) {
    // Baselines within half a character height are one line (superscripts such as "14th" included).
    const row = rows.find((r) => Math.abs(r.y - glyph.y) <= Math.max(2, 0.5 * Math.min(r.size, glyph.size)));
    if (row) row.glyphs.push(glyph);
    else rows.push({ y: glyph.y, size: glyph.size, glyphs: [glyph] });
  }
  return rows
    .sort((a, b) => b.y - a.y)
    .map((row) => ({ y: row.y, size: mainSize(row.glyphs), segments: segmentsOf(row.glyphs.sort((a, b) => a.x - b.x)) }));
}

function segmentsOf(glyphs: Glyph[]): Segment[] {
  const segments: Segment[] = [];
  let current: Segment | null = null;
  for (const glyph of glyphs) {
    const end = glyph.x + glyph.width;
    if (current) {
      const gap = glyph.x - current.end;
      // A gap of about a character's height or more is a column gap; a smaller one a word gap.
      if (gap < glyph.size * 0.4) {
        const space = gap > glyph.size * 0.12 && !current.text.endsWith(' ') && !glyph.text.startsWith(' ');
        current.text += (space ? ' ' : '') + glyph.text;
        current.end = Math.max(current.end, end);
        continue;
      }
      segments.push(current);
    }
    current = { text: glyph.text, x: glyph.x, end };
  }
  if (current) segments.push(current);
  return segments.map((s) => ({ ...s, text: s.text.replace(/\s+/g, ' ').trim() })).filter((s) => s.text);
}

/** The size most of a line's characters are set in. */
const mainSize = (glyphs: Glyph[]) => glyphs.reduce((best, g) => (g.text.length > best.text.length ? g : best)).size;

/** The size most of a page's text is set in. */
function bodySize(lines: VisualLine[]): number {
  const counts = new Map<number, number>();
  for (const line of lines) {
    const size = Math.round(line.size * 2) / 2;
    counts.set(size, (counts.get(size) ?? 0) + line.segments.reduce((n, s) => n + s.text.length, 0));
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 10;
}

const joinSegments = (segments: Segment[]) => segments.map((s) => s.text).join('   ');

/**
 * Two wide columns of running text (a two-column page, a sidebar beside the body) are not a table:
 * each is read top to bottom, the left first, so a line of one never takes a date from the other.
 */
function isTextColumns(lines: VisualLine[]): boolean {
  const columns = columnsOf(lines);
  if (columns.length !== 2) return false;
  const width = columns[1]!.end - columns[0]!.start;
  const wide = columns.every((c) => c.end - c.start >= width * 0.25);
  const left = lines.map((l) => l.segments[0]!).filter((s) => s.x < columns[1]!.start);
  return wide && left.length > 0 && left.reduce((n, s) => n + s.text.length, 0) / left.length >= 25;
}

function columnsInOrder(lines: VisualLine[], page: number): DocLine[] {
  const columns = columnsOf(lines);
  return columns.flatMap((_, column) =>
    lines.flatMap((line) => line.segments.filter((s) => columnOf(columns, s) === column).map((s) => ({ page, text: s.text }))),
  );
}

/** Where a table starting at `start` ends (exclusive); `start` itself when there is none. */
function tableEnd(lines: VisualLine[], start: number): number {
  if (lines[start]!.segments.length < 2) return start;
  let end = start + 1;
  let segmented = 1;
  while (end < lines.length) {
    const line = lines[end]!;
    const previous = lines[end - 1]!;
    if (previous.y - line.y > 3 * Math.max(line.size, previous.size)) break;
    if (line.segments.length >= 2) segmented++;
    else if (!continuesTable(lines.slice(start, end), line, lines[end + 1])) break;
    end++;
  }
  return segmented >= 2 ? end : start;
}

/**
 * A lone segment belongs to the table when it lies in one of its later columns (a wrapped cell),
 * or opens a row whose other cells are empty and the table goes on below it.
 */
function continuesTable(table: VisualLine[], line: VisualLine, next: VisualLine | undefined): boolean {
  const segment = line.segments[0]!;
  const columns = columnsOf(table);
  // A line of prose runs across the columns; a cell's text stays inside its column.
  if (segment.end - segment.x > 0.6 * (columns[columns.length - 1]!.end - columns[0]!.start)) return false;
  const column = columns.findIndex((c) => segment.x >= c.start - 2 && segment.x <= c.end);
  if (column > 0) return true;
  return column === 0 && next !== undefined && next.segments.length >= 2 && line.y - next.y < 3 * Math.max(line.size, next.size);
}

function tableRows(lines: VisualLine[], page: number, table: number): DocLine[] {
  const columns = columnsOf(lines);
  const spacing = lineSpacing(lines);
  const rows: { cells: string[]; lines: number[]; spaceAbove: number }[] = [];
  let previous: VisualLine | null = null;
  for (const line of lines) {
    // A row starts where its first column has text, or after more space than a wrapped cell leaves.
    const first = line.segments[0]!;
    const spaceAbove = previous ? previous.y - line.y : 0;
    const last = rows.at(-1);
    // "08-" over "28" in a narrow first column is one date broken in two, not a new row.
    const broken = columnOf(columns, first) === 0 && /\d[-/]$/.test(last?.cells[0] ?? '') && /^\d/.test(first.text);
    // "Finals" over "week": a first cell going on in lower case, closer to its row than the rows are to each other.
    const wrapped = columnOf(columns, first) === 0 && /^[a-z]/.test(first.text) && Boolean(last?.cells[0]?.trim()) && spaceAbove < 0.92 * (last?.spaceAbove ?? 0);
    const startsRow = !previous || (columnOf(columns, first) === 0 && !broken && !wrapped) || spaceAbove > spacing * 1.45;
    if (startsRow) rows.push({ cells: columns.map(() => ''), lines: columns.map(() => 0), spaceAbove });
    const row = rows[rows.length - 1]!;
    const lineInRow = startsRow ? 0 : row.lines.reduce((a, b) => Math.max(a, b), 0) + 1;
    const written = new Set<number>();
    for (const segment of line.segments) {
      const column = columnOf(columns, segment);
      const cell = row.cells[column]!;
      // Text of one visual line in one column is one phrase; a cell that starts lower than its row
      // keeps the empty lines above it, so it still lines up with a cell of dates beside it.
      if (written.has(column)) row.cells[column] = `${cell} ${segment.text}`;
      else if (!cell) row.cells[column] = '\n'.repeat(lineInRow) + segment.text;
      else row.cells[column] = `${cell}${wrapJoiner(cell, segment.text)}${segment.text}`;
      row.lines[column] = lineInRow;
      written.add(column);
    }
    previous = line;
  }
  return rows.map(({ cells }) => ({ page, text: cells.filter((c) => c.trim()).map((c) => c.trim()).join(' | ').replace(/\n/g, ' '), cells, table }));
}

/**
 * A wrapped phrase goes on with a space ("Part" + "1 (Due Feb 11)", "HW2" + "Released"); a new
 * entry gets its own line.
 */
function wrapJoiner(cell: string, next: string): string {
  // "08-" + "28" is a date a narrow column broke.
  if (/\d[-/]$/.test(cell) && /^\d/.test(next)) return '';
  const goesOn = /^[a-z(]/.test(next) || (/[A-Za-z,(-]$/.test(cell) && /^\d/.test(next)) || /^(?:due|released|out|posted|assigned)\b/i.test(next);
  return goesOn ? ' ' : '\n';
}

/** The usual distance between the baselines of a table's lines. */
function lineSpacing(lines: VisualLine[]): number {
  const gaps = lines.slice(1).map((line, i) => lines[i]!.y - line.y).sort((a, b) => a - b);
  return gaps[Math.floor(gaps.length / 4)] ?? lines[0]!.size * 1.2;
}

/**
 * Columns are the stretches of the page the table's text covers, split where no line has text
 * (the gutters), so centred and right-aligned cells fall in their column wherever they start. In a
 * table of four lines or more, one line may cross a gutter (a cell spanning two columns).
 */
function columnsOf(lines: VisualLine[]): { start: number; end: number }[] {
  const spans = lines.flatMap((l) => l.segments.map((s) => ({ start: s.x, end: s.end })));
  const tolerance = lines.length >= 4 ? 1 : 0;
  const edges = [...new Set(spans.flatMap((s) => [s.start, s.end]))].sort((a, b) => a - b);
  const columns: { start: number; end: number }[] = [];
  for (let i = 0; i < edges.length - 1; i++) {
    const [from, to] = [edges[i]!, edges[i + 1]!];
    const covered = spans.filter((s) => s.start <= from && s.end >= to).length > tolerance;
    const last = columns[columns.length - 1];
    if (!covered) continue;
    if (last && from <= last.end + 1) last.end = to;
    else columns.push({ start: from, end: to });
  }
  return columns.length ? columns : [{ start: Math.min(...spans.map((s) => s.start)), end: Math.max(...spans.map((s) => s.end)) }];
}

function columnOf(columns: { start: number; end: number }[], segment: Segment): number {
  // The column the segment starts in, or the nearest one to its left when it starts in a gutter.
  let index = 0;
  columns.forEach((c, i) => {
    if (segment.x >= c.start - 1) index = i;
  });
  return index;
}
