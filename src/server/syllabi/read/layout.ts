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
  const lines: DocLine[] = [];
  let table = firstTable;
  for (let i = 0; i < visual.length; ) {
    const end = tableEnd(visual, i);
    if (end > i) {
      lines.push(...tableRows(visual.slice(i, end), page, table++));
      i = end;
    } else {
      const line = visual[i]!;
      const above = visual[i - 1];
      // More than about one and a half lines of space above: a new paragraph.
      const opens = !above || above.y - line.y > 1.8 * Math.max(line.size, above.size);
      lines.push(opens ? { page, text: joinSegments(line.segments), opens } : { page, text: joinSegments(line.segments) });
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
    .map((row) => ({ y: row.y, size: row.size, segments: segmentsOf(row.glyphs.sort((a, b) => a.x - b.x)) }));
}

function segmentsOf(glyphs: Glyph[]): Segment[] {
  const segments: Segment[] = [];
  let current: Segment | null = null;
  for (const glyph of glyphs) {
    const end = glyph.x + glyph.width;
    if (current) {
      const gap = glyph.x - current.end;
      // A gap of about a character's height or more is a column gap; a smaller one a word gap.
      if (gap < glyph.size * 0.9) {
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

const joinSegments = (segments: Segment[]) => segments.map((s) => s.text).join('   ');

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
    else if (!continuesColumn(lines.slice(start, end), line.segments[0]!)) break;
    end++;
  }
  return segmented >= 2 ? end : start;
}

/** A lone segment belongs to the table when it starts at one of its later columns (a wrapped cell). */
function continuesColumn(table: VisualLine[], segment: Segment): boolean {
  const firstX = Math.min(...table.map((l) => l.segments[0]!.x));
  return table.some((l) => l.segments.some((s, i) => i > 0 && Math.abs(s.x - segment.x) < 4 && segment.x > firstX + 4));
}

function tableRows(lines: VisualLine[], page: number, table: number): DocLine[] {
  const columns = columnStarts(lines);
  const rows: string[][] = [];
  for (const line of lines) {
    const startsRow = line.segments[0]!.x < columns[0]! + 4 || rows.length === 0;
    const row = startsRow ? columns.map(() => '') : rows[rows.length - 1]!;
    for (const segment of line.segments) {
      const column = columnOf(columns, segment.x);
      row[column] = row[column] ? `${row[column]}\n${segment.text}` : segment.text;
    }
    if (startsRow) rows.push(row);
  }
  return rows.map((cells) => ({ page, text: cells.filter(Boolean).join(' | ').replace(/\n/g, ' '), cells, table }));
}

/** Column starts: the x positions where segments of two or more lines begin. */
function columnStarts(lines: VisualLine[]): number[] {
  const xs = lines.flatMap((l) => l.segments.map((s) => s.x)).sort((a, b) => a - b);
  const clusters: { x: number; count: number }[] = [];
  for (const x of xs) {
    const last = clusters[clusters.length - 1];
    if (last && x - last.x < 6) last.count++;
    else clusters.push({ x, count: 1 });
  }
  const shared = clusters.filter((c) => c.count >= 2).map((c) => c.x);
  return shared.length ? [Math.min(xs[0]!, shared[0]!), ...shared.filter((x) => x > xs[0]! + 6)] : [xs[0]!];
}

function columnOf(columns: number[], x: number): number {
  let index = 0;
  columns.forEach((start, i) => {
    if (x >= start - 6) index = i;
  });
  return index;
}
