import type { DocLine } from '../document.js';
import { isMonthName } from './calendar-marks.js';
import type { Box, PageDrawing, Rule } from './pdf-drawing.js';
import { OTHER_LIST_MARKS } from './list-marks.js';
import { isHeadingLike } from './bold-headings.js';

/** A run of text placed on a page (PDF coordinates: y grows upwards). */
export interface Glyph {
  text: string;
  x: number;
  y: number;
  width: number;
  size: number;
  /** Set in a bold font. */
  bold?: boolean;
  /** Set in a font whose letters are all one width (a text file printed, a typewriter face). */
  monospace?: boolean;
  /** Which of the page's fonts it is set in. */
  font?: string;
  /** The typeface of that font, whatever its weight ("Calibri" for Calibri-Bold). */
  face?: string;
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
  /** The line's runs of text, left to right: a bordered table splits them at its column borders. */
  glyphs: Glyph[];
}

/** A table drawn with borders: the heights of its row borders (top first) and its inner column borders. */
interface RuledTable {
  left: number;
  right: number;
  borders: number[];
  columns: { start: number; end: number }[] | null;
}

/**
 * Rebuilds one page: glyphs become lines by their baseline, a wide horizontal gap splits a line
 * into segments, and runs of segmented lines whose segments share column starts become a table
 * whose rows may span several lines (a row starts where its first column has text). A table drawn
 * with borders takes its rows and columns from them.
 */
/** A table's columns: the stretches of the page its cells take. */
export type Columns = { start: number; end: number }[];

/**
 * `carried` is the columns of a table the page before ended with: a table that opens this page with
 * a dated row whose cells fall in those columns goes on in them (a schedule a page break cut, its
 * header not repeated), as `columnsAtFoot` carries this page's last table to the next.
 */
export function layoutPage(
  glyphs: Glyph[],
  page: number,
  firstTable: number,
  drawing: PageDrawing = NO_DRAWING,
  carried: Columns | null = null,
): { lines: DocLine[]; nextTable: number; columnsAtFoot: Columns | null; bodyFaceHeadings: DocLine[]; styledHeadings: boolean } {
  const visual = toVisualLines(glyphs);
  const datesFrom = datesFromEachLine(visual);
  const body = bodySize(visual);
  const bodyFace = mostUsedFace(glyphs);
  // Bold headings at the body's size, by whether they are set in the body's typeface (a document
  // whose others are in a heading style's own ranks them under those).
  const bodyFaceHeadings: DocLine[] = [];
  let styledHeadings = false;
  const boldHeadings = boldShare(visual) < 0.5;
  const ruled = ruledTables(drawing);
  const listDots = drawing.boxes.filter(isListDot);
  // A table read from text positions ends where one with drawn column borders begins ("I. Course
  // Schedule" set in columns above it); one drawn without them takes its columns from the text.
  const inBorderedColumns = visual.map((line) => ruled.some((t) => t.columns && inside(t, line)));
  const lines: DocLine[] = [];
  const plain: PlainLine[] = [];
  let table = firstTable;
  // The last table read by its text on this page: its columns, its number and the line after it.
  let lastTable: TextTable | null = null;
  const isFurniture = (line: VisualLine) => isPageMark(line) || isPageNumber(line);
  const firstContent = visual.findIndex((line) => !isFurniture(line));
  for (let i = 0; i < visual.length; ) {
    const drawn = ruled.find((t) => inside(t, visual[i]!));
    if (drawn) {
      let end = i + 1;
      while (end < visual.length && inside(drawn, visual[end]!)) end++;
      // Rules of one width may frame two tables stacked one on the other; without column borders to
      // tell them apart, their text does.
      const parts = drawn.columns ? [visual.slice(i, end)] : splitWhereColumnsChange(visual.slice(i, end));
      for (const part of parts) lines.push(...tableRows(part, page, table++, drawn, undefined, listDots));
      i = end;
      continue;
    }
    const grid = datesFrom[i]! >= 2 ? centredGrid(visual, i) : null;
    if (grid) {
      lines.push(...grid.rows.map((cells) => ({ page, text: cells.filter((c) => c.trim()).map((c) => c.trim()).join(' | ').replace(/\n/g, ' '), cells, table })));
      table++;
      i = grid.end;
      continue;
    }
    const bordered = inBorderedColumns.indexOf(true, i + 1);
    const end = Math.min(tableEnd(visual, i), bordered > i ? bordered : Infinity);
    if (end > i && isTextColumns(visual.slice(i, end))) {
      lines.push(...columnsInOrder(visual.slice(i, end), page));
      i = end;
    } else if (end > i) {
      const rows = visual.slice(i, end);
      const opensPage = i === firstContent;
      // A line across the table ("September 7, University Holiday – No Class") parts its rows, which go on
      // under it in its columns, as the same table.
      const resumed: TextTable | null = lastTable && i - lastTable.end <= 1 && fitsColumns(lastTable.columns, rows) && rows[0]!.segments.some((s) => DATE_LIKE.test(s.text)) ? lastTable : null;
      const columns: Columns = resumed?.columns ?? (carried && opensPage && goesOnIn(carried, rows) ? carried : columnsOfTable(rows));
      const number: number = resumed?.number ?? table++;
      lines.push(...tableRows(rows, page, number, undefined, columns));
      lastTable = { columns, number, end };
      i = end;
    } else {
      const line = visual[i]!;
      const above = visual[i - 1];
      // More than about one and a half lines of space above: a new paragraph.
      const opens = !above || above.y - line.y > 1.8 * Math.max(line.size, above.size);
      const text = joinSegments(line.segments);
      plain.push({ at: lines.length, x: line.segments[0]!.x, end: line.segments.at(-1)!.end, size: line.size, bulleted: dotBefore(listDots, line.segments[0]!, line) });
      // Set larger than the body text and short: a heading.
      if (line.size >= body * 1.15 && text.length <= 80) lines.push({ page, text, heading: line.size >= body * 1.6 ? 1 : 2, opens: true });
      else if (boldHeadings && isBoldHeading(line, text, opens ? undefined : above, visual[i + 1])) {
        const heading: DocLine = { page, text, heading: 3, opens: true };
        if (bodyFace && line.glyphs[0]!.face === bodyFace) bodyFaceHeadings.push(heading);
        else if (line.glyphs[0]!.face) styledHeadings = true;
        lines.push(heading);
      }
      else lines.push(opens ? { page, text, opens } : { page, text });
      i++;
    }
  }
  withListDepths(lines, plain, body);
  // The columns of the last table read by its text, where nothing but page numbers follows it.
  const columnsAtFoot = lastTable && visual.slice(lastTable.end).every(isFurniture) ? lastTable.columns : null;
  return { lines, nextTable: table, columnsAtFoot, bodyFaceHeadings, styledHeadings };
}

/** A table read by its text: its columns, its number and the line after its last row. */
interface TextTable {
  columns: Columns;
  number: number;
  end: number;
}

/** Whether a table's rows go on in the columns of one above them: its first row dated, every cell starting inside a column. */
const goesOnIn = (columns: Columns, rows: VisualLine[]) => DATE_LIKE.test(rows[0]!.segments[0]!.text) && fitsColumns(columns, rows);
const fitsColumns = (columns: Columns, rows: VisualLine[]) => rows.every((line) => line.segments.every((segment) => columns.some((c) => segment.x >= c.start - slackOf(line) && segment.x <= c.end)));

/** A line of running text or a heading: where it starts and ends across the page. */
interface PlainLine {
  at: number;
  x: number;
  end: number;
  size: number;
  /** A bullet is drawn just before its text: it opens an entry of its own. */
  bulleted: boolean;
}

/**
 * Indentation read as a list, for PDFs whose bullets are drawn, not written (a web page printed to
 * PDF): a line set in from the page's text margin opens an entry, one level per distinct indent; a
 * line under a full line at the same indent goes on with that entry. A centred line and a
 * paragraph's indented first line are no entries.
 */
function withListDepths(lines: DocLine[], plain: PlainLine[], body: number) {
  if (plain.length < 3) return;
  const step = 0.6 * body;
  // The text's left edge: the leftmost start shared by two lines or more, or a heading's (headings
  // start there when every line of body text is in a list).
  const counts = new Map<number, number>();
  for (const p of plain) counts.set(Math.round(p.x), (counts.get(Math.round(p.x)) ?? 0) + 1);
  const headings = plain.filter((p) => lines[p.at]!.heading).map((p) => Math.round(p.x));
  const margin = Math.min(...[...counts].filter(([, n]) => n >= 2).map(([x]) => x), ...headings);
  const right = Math.max(...plain.map((p) => p.end));
  const full = (p: PlainLine) => p.end >= right - 5 * p.size;
  // Lists step in by a few indents; a line set further in stands in a figure or a form.
  const deepest = margin + 0.25 * (right - margin);
  const stops = [...new Set(plain.map((p) => p.x))].filter((x) => x > margin + step && x <= deepest).sort((a, b) => a - b);
  const levels = stops.filter((x, i) => i === 0 || x - stops[i - 1]! > step);
  plain.forEach((p, k) => {
    const line = lines[p.at]!;
    const indent = p.x - margin;
    // (Within a character of centred: a list's entry about as long as its indent is twice is no title.)
    const centred = Math.abs(indent - (right - p.end)) < Math.max(p.size, 0.25 * indent);
    if (line.heading || indent <= step || p.x > deepest || centred) return;
    const above = plain[k - 1]?.at === p.at - 1 ? plain[k - 1] : undefined;
    const below = plain[k + 1]?.at === p.at + 1 ? plain[k + 1] : undefined;
    if (above && !line.opens && !p.bulleted && Math.abs(above.x - p.x) <= step && full(above)) return;
    if (below && full(p) && below.x <= margin + step) return;
    line.list = levels.filter((x) => x <= p.x + step).length;
  });
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
  const lines = rows
    .sort((a, b) => b.y - a.y)
    .map((row) => {
      const sorted = row.glyphs.sort((a, b) => a.x - b.x);
      return { y: row.y, size: mainSize(sorted), segments: segmentsOf(sorted), glyphs: sorted };
    });
  return withCentredRows(withJustifiedRuns(lines));
}

/**
 * A table row one of whose cells wraps over two lines while its other cells hold one, set centred
 * between them (a web page's table printed: "Wednesday, May 27" and "(11:59 PM)" around "Ch. 1
 * Graded Assignment | L.O. 1–6", or a last column's "See here for additional" and "details" beside
 * "Lect. 5 exercises | 26.10.2022 - 23h59"), is one line: the wrapped cell's two lines joined, in
 * its place among the rest.
 */
function withCentredRows(lines: VisualLine[]): VisualLine[] {
  const out: VisualLine[] = [];
  for (let i = 0; i < lines.length; i++) {
    const row = centredRow(lines[i]!, lines[i + 1], lines[i + 2]);
    out.push(row ?? lines[i]!);
    if (row) i += 2;
  }
  return out;
}

/** The one line a cell's two lines and the cells centred between them make, if they are that. */
function centredRow(above: VisualLine, middle: VisualLine | undefined, below: VisualLine | undefined): VisualLine | null {
  if (!middle || !below || above.segments.length !== 1 || below.segments.length !== 1) return null;
  const size = Math.max(above.size, middle.size, below.size);
  const [upper, lower] = [above.y - middle.y, middle.y - below.y];
  const centred = upper >= 0.25 * size && lower >= 0.25 * size && upper <= 0.9 * size && lower <= 0.9 * size && Math.abs(upper - lower) <= 0.3 * size;
  const [first, last] = [above.segments[0]!, below.segments[0]!];
  // One cell's two lines: set flush left, or centred in the cell.
  const oneCell = Math.abs(first.x - last.x) <= size || Math.abs(first.x + first.end - last.x - last.end) <= size;
  const [x, end] = [Math.min(first.x, last.x), Math.max(first.end, last.end)];
  // The other cells stand clear of it, beside it on the line (a first cell's, or a last one's).
  // (A date alone left of them, "10/16" by a reading's title wrapped over two lines, when the second line goes on with the
  // first: a phrase, or a quotation or bracket the first left open.)
  const leftOpen = (text: string) => (text.match(/[“(]/g)?.length ?? 0) > (text.match(/[”)]/g)?.length ?? 0);
  const dateBeside = middle.segments.length === 1 && DATE_LIKE.test(middle.segments[0]!.text) && (wrapJoiner(first.text, last.text) === ' ' || leftOpen(first.text));
  const beside = middle.segments[0]!.x > end || ((middle.segments.length >= 2 || dateBeside) && middle.segments.at(-1)!.end < x);
  if (!centred || !oneCell || !beside) return null;
  const cell: Glyph = { text: `${first.text}${wrapJoiner(first.text, last.text)}${last.text}`, x, y: middle.y, width: end - x, size: above.size };
  const glyphs = [...middle.glyphs, cell].sort((a, b) => a.x - b.x);
  return { y: middle.y, size: middle.size, segments: segmentsOf(glyphs), glyphs };
}

/** Pages with no drawn lines, and formats without pages. */
export const NO_DRAWING: PageDrawing = { horizontal: [], vertical: [], boxes: [] };

/**
 * The page's bordered tables: horizontal rules sharing their ends (a table's width) stacked one
 * under another, at least four of them (a header and two rows; a table ruled only above and below
 * its header and at its foot is read by its text). Where the table has column borders, a gap they
 * do not cross ends it (two tables of one width on a page).
 */
function ruledTables({ horizontal, vertical }: PageDrawing): RuledTable[] {
  const groups: Rule[][] = [];
  for (const rule of [...horizontal].filter((r) => r.to - r.from >= 60).sort((p, q) => q.at - p.at)) {
    const group = groups.find((g) => Math.abs(g[0]!.from - rule.from) <= 4 && Math.abs(g[0]!.to - rule.to) <= 4);
    if (group) group.push(rule);
    else groups.push([rule]);
  }
  return groups.flatMap((group) => {
    const [left, right] = [group[0]!.from, group[0]!.to];
    const within = vertical.filter((v) => v.at >= left - 3 && v.at <= right + 3);
    // Between tables stacked one on the other, drawn with column borders, no border crosses the gap.
    // Where borders inside the rules cross only every other gap or so, they are the edges of striped
    // rows' shaded cells, and the rules are one table's. (Highlighted words between rules cross no gap.)
    const crosses = (v: Rule, k: number) => spans(v, group[k]!.at, group[k + 1]!.at);
    const crossed = group.slice(1).map((_, k) => within.some((v) => crosses(v, k)));
    const edgeOfCell = (v: Rule) => v.at > left + 3 && v.at < right - 3 && crossed.some((_, k) => crosses(v, k));
    const striped = crossed.filter(Boolean).length < (2 / 3) * crossed.length && within.some(edgeOfCell);
    const tables: number[][] = [[group[0]!.at]];
    for (let k = 1; k < group.length; k++) {
      if (within.length > 0 && !crossed[k - 1] && !striped) tables.push([group[k]!.at]);
      else tables.at(-1)!.push(group[k]!.at);
    }
    return tables
      .map((borders) => withOpenEnds(borders, within))
      .filter((borders) => borders.length >= 4)
      .map((borders) => {
        const crossesARow = (v: Rule) => borders.slice(1).some((lower, k) => spans(v, borders[k]!, lower));
        const xs = distinctSorted(within.filter((v) => v.at > left + 3 && v.at < right - 3 && crossesARow(v)).map((v) => v.at));
        const edges = [left, ...xs, right];
        return { left, right, borders, columns: xs.length ? edges.slice(1).map((end, c) => ({ start: edges[c]!, end })) : null };
      });
  });
}

/**
 * A table a page break cut is drawn without a border at the cut: its column borders run on past
 * its first (or last) row border to where the page's part of it begins (or ends).
 */
function withOpenEnds(borders: number[], verticals: Rule[]): number[] {
  if (borders.length < 2) return borders;
  const [top, bottom] = [borders[0]!, borders.at(-1)!];
  // No further than twice its tallest row: longer borders frame something else.
  const tallest = Math.max(...borders.slice(1).map((lower, k) => borders[k]! - lower));
  const above = Math.max(...verticals.filter((v) => spans(v, top, borders[1]!)).map((v) => v.to));
  const below = Math.min(...verticals.filter((v) => spans(v, borders.at(-2)!, bottom)).map((v) => v.from));
  const opensAbove = above > top + 4 && above - top <= 2 * tallest;
  const opensBelow = below < bottom - 4 && bottom - below <= 2 * tallest;
  return [...(opensAbove ? [above] : []), ...borders, ...(opensBelow ? [below] : [])];
}

/** A vertical rule that runs from one horizontal border down to the other. */
const spans = (vertical: Rule, upper: number, lower: number) => vertical.from <= lower + 2 && vertical.to >= upper - 2;

/** Column borders drawn once per row are one border. */
function distinctSorted(xs: number[]): number[] {
  return [...xs].sort((a, b) => a - b).reduce<number[]>((out, x) => (out.length && x - out.at(-1)! <= 3 ? out : [...out, x]), []);
}

const inside = (table: RuledTable, line: VisualLine) =>
  line.y < table.borders[0]! && line.y > table.borders.at(-1)! && line.segments[0]!.x >= table.left - 2 && line.segments[0]!.x <= table.right;

/** Which of a bordered table's rows a line sits in. */
const bandOf = (table: RuledTable, line: VisualLine) => table.borders.findIndex((border) => line.y > border - 1) - 1;

const SENTENCE_END = /\p{L}{2}[.!?;:,]\s*$/u;
/** A spacing accent ending a run, which TeX sets over the next run's first letter: "´", "¨", "˜". */
const SPACING_ACCENT_AT_END = /[\u00b4`\u00a8\u02dc\u02c6\u00b8\u02d8\u02c7\u02da\u00af\u02d9]\s*$/;

function segmentsOf(glyphs: Glyph[]): Segment[] {
  const segments: Segment[] = [];
  let current: Segment | null = null;
  for (const glyph of glyphs) {
    const end = glyph.x + glyph.width;
    if (current) {
      const gap = glyph.x - current.end;
      // A gap of about a character's height or more is a column gap; a smaller one a word gap. In a
      // font of one width, a space is a letter wide: a gap of two letters or more is a column gap.
      const letter = glyph.monospace ? glyph.width / Math.max(1, glyph.text.length) : 0;
      // A sentence's end takes a wider space in justified text ("on BrightSpace.  This syllabus").
      const sentenceGap = SENTENCE_END.test(current.text) && /^\s*\p{L}/u.test(glyph.text) ? 0.6 : 0.4;
      // Text that starts well inside the run before it is set over it, not after it: a cell's text that
      // ran on past its column ("1/23/2023" into "LECTURE: Course overview") is no part of the next
      // cell's. (An accent TeX sets over the letter after it, "M¨" over "obius", is.)
      const overlaps = gap < -0.3 * glyph.size && !SPACING_ACCENT_AT_END.test(current.text);
      if (!overlaps && gap < Math.max(glyph.size * sentenceGap, 1.5 * letter)) {
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
  return withBulletsOnTheirText(segments.map((s) => ({ ...s, text: s.text.replace(/\s+/g, ' ').trim() })).filter((s) => s.text));
}

/**
 * A justified line in a narrow cell stretches its word gaps until they look like gutters ("4.3   Graphs
 * of   Exponential", each gap a character wide or more). Its gaps are all one width, and the cell's text
 * goes on below it from where it starts: three runs of words or more in a row, set exactly as far apart,
 * whose next line starts where they start, are one run of text. Cells of a table that are spaced alike
 * (a header fitted to its labels) have text of other rows starting where most of them start; a
 * calendar's dates, days or numbers ("Mo  Tu  We", "10  11  12") are spaced evenly by their even widths.
 */
function withJustifiedRuns(lines: VisualLine[]): VisualLine[] {
  return lines.map((line, index) => {
    const { segments } = line;
    if (segments.length >= 2 && fillsParagraph(lines, index)) return { ...line, segments: [{ text: segments.map((s) => s.text).join(' '), x: segments[0]!.x, end: segments.at(-1)!.end }] };
    // Text set in a font of one width spaces its columns by letters, evenly when their words are as long.
    if (segments.length < 3 || 2 * line.glyphs.filter((g) => g.monospace).length >= line.glyphs.length) return line;
    const near = [...lines.slice(Math.max(0, index - 3), index), ...lines.slice(index + 1, index + 4)].filter((other) => Math.abs(other.y - line.y) <= 6 * line.size);
    const gap = (i: number) => segments[i + 1]!.x - segments[i]!.end;
    // Justifying stretches the space after a comma or a full stop more than the others.
    const stretched = (i: number) => (/[,.;:]$/.test(segments[i]!.text) ? 1.35 : 1);
    const spacedAlike = (i: number, j: number) => Math.abs(gap(i) - gap(j)) <= 0.1 || (gap(i) / gap(j) <= stretched(i) && gap(j) / gap(i) <= stretched(j));
    const joined: Segment[] = [];
    for (let i = 0; i < segments.length; ) {
      // The run from segment i to segment `last`, each gap spaced as the one before it.
      let last = i + 1;
      while (last + 1 < segments.length && gap(last - 1) <= 2.5 * line.size && spacedAlike(last, last - 1)) last++;
      const run = segments.slice(i, last + 1);
      const isText = last - i >= 2 && !run.some((s) => isDateAlone(s.text)) && run.some((s) => /\p{L}{2}/u.test(s.text) && !CALENDAR_WORD.test(s.text));
      if (isText && wraps(lines, index, run, last === segments.length - 1) && 2 * run.slice(1).filter((s) => startsAt(s.x, near)).length < run.length - 1) {
        joined.push({ text: run.map((s) => s.text).join(' '), x: run[0]!.x, end: run.at(-1)!.end });
        i = last + 1;
      } else joined.push(segments[i++]!);
    }
    return joined.length < segments.length ? { ...line, segments: joined } : line;
  });
}
/**
 * A justified paragraph's line can stretch a sentence's end as wide as a column's gap ("reading
 * alone.    Students are"). It starts and ends where the paragraph's full line next to it does, a line
 * of one run of text from margin to margin.
 */
function fillsParagraph(lines: VisualLine[], index: number): boolean {
  const line = lines[index]!;
  const { segments } = line;
  const [from, to] = [segments[0]!.x, segments.at(-1)!.end];
  if (segments.slice(1).some((s, i) => s.x - segments[i]!.end > 1.2 * line.size)) return false;
  return [lines[index - 1], lines[index + 1]].some((next) => {
    const run = next?.segments.length === 1 ? next.segments[0]! : undefined;
    return run && Math.abs(next!.y - line.y) <= 1.8 * line.size && run.text.length >= 40 && Math.abs(run.x - from) <= 1 && Math.abs(run.end - to) <= 1.5;
  });
}
const startsAt = (x: number, others: VisualLine[]) => others.some((other) => other.segments.some((s) => Math.abs(s.x - x) <= 1));
/**
 * Whether the text under a run of words goes on from where the run starts: the next line with text
 * across it, a line's height or two below (a column beside may set lines between). A paragraph led by
 * a heading on its first line ("Participation   Since much of the") goes on under the heading.
 */
function wraps(lines: VisualLine[], index: number, run: Segment[], endsLine: boolean): boolean {
  const line = lines[index]!;
  const [from, to] = [run[0]!.x, run.at(-1)!.end];
  for (let k = index + 1; k < lines.length && lines[k]!.y >= line.y - 2 * line.size; k++) {
    const below = lines[k]!;
    if (below.y >= line.y - 1 || !below.segments.some((s) => s.x < to && s.end > from)) continue;
    return startsAt(from, [below]) || (endsLine && startsAt(line.segments[0]!.x, [below]));
  }
  return false;
}
const CALENDAR_WORD = /^(?:su|mo|tu|we|th|fr|sa|sun|mon|tue|tues|wed|thu|thur|thurs|fri|sat|(?:mon|tues|wednes|thurs|fri|satur|sun)day|jan|feb|mar|apr|may|jun|jul|aug|sept?|oct|nov|dec)\.?,?$/i;

/** A list's mark alone: "•", "–", "∗", "□", a symbol font's code. */
const LIST_MARK = new RegExp(`^[•·–${OTHER_LIST_MARKS}-]$`, 'u');

/**
 * A list's mark set a tab away from its text is not a column of its own: "•   Submit PS1" is one
 * list entry, not a table row of two cells.
 */
function withBulletsOnTheirText(segments: Segment[]): Segment[] {
  const [mark, text, ...rest] = segments;
  if (!mark || !text || !LIST_MARK.test(mark.text)) return segments;
  return [{ text: `${mark.text} ${text.text}`, x: mark.x, end: text.end }, ...rest];
}

/** The size most of a line's characters are set in. */
const mainSize = (glyphs: Glyph[]) => mainGlyph(glyphs).size;
/** The run of a line with the most characters, whose size and font are the line's. */
const mainGlyph = (glyphs: Glyph[]) => glyphs.reduce((best, g) => (g.text.length > best.text.length ? g : best));

/** The typeface most of a page's text is set in. */
function mostUsedFace(glyphs: Glyph[]): string | undefined {
  const counts = new Map<string, number>();
  for (const glyph of glyphs) if (glyph.face) counts.set(glyph.face, (counts.get(glyph.face) ?? 0) + glyph.text.length);
  return heaviest(counts)?.[0];
}

/** The key with the largest count, and its count. */
function heaviest<T>(counts: Map<T, number>): [T, number] | undefined {
  let best: [T, number] | undefined;
  for (const entry of counts) if (!best || entry[1] > best[1]) best = entry;
  return best;
}

/** The size most of a page's text is set in. */
function bodySize(lines: VisualLine[]): number {
  const counts = new Map<number, number>();
  for (const line of lines) {
    const size = Math.round(line.size * 2) / 2;
    counts.set(size, (counts.get(size) ?? 0) + line.segments.reduce((n, s) => n + s.text.length, 0));
  }
  return heaviest(counts)?.[0] ?? 10;
}

/**
 * A line all in bold, on a page mostly not, is a heading of the body's size (see bold-headings.ts);
 * not a long line that wraps onto a bold line below or one that goes on from a bold line above (a
 * bold paragraph), nor a row of cells.
 */
function isBoldHeading(line: VisualLine, text: string, above: VisualLine | undefined, below: VisualLine | undefined): boolean {
  if (line.segments.length > 1 || !isHeadingLike(text)) return false;
  const wraps = text.length >= 60 && below !== undefined && line.y - below.y <= 1.8 * line.size && boldShare([below]) > 0.5;
  return boldShare([line]) > 0.9 && !(above && boldShare([above]) > 0.5) && !wraps;
}

/** How much of the lines' text is set in bold. */
function boldShare(lines: VisualLine[]): number {
  let bold = 0;
  let all = 0;
  for (const glyph of lines.flatMap((line) => line.glyphs)) {
    all += glyph.text.length;
    if (glyph.bold) bold += glyph.text.length;
  }
  return all ? bold / all : 0;
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

/** A date as a schedule's first column gives it: "8/21", "9/30-10/2", "Sep 4", "Jan 10th". */
const DATE_LIKE = /\b\d{1,2}[/.-]\d{1,2}\b|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?\b|\b\d{1,2}(?:st|nd|rd|th)?\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b/i;

/** A cell holding a date and at most a weekday ("09-03 (f)", "Oct. 20", "Thu Sep 3"), not a section number ("4.1-4.6"). */
const isDateAlone = (text: string) => /^\W*(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?,?\s+)?(?:\d{1,2}[/-]\d{1,2}|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2})\b\W*[a-z]{0,3}\W*$/i.test(text);

/** Whether a page's text holds dates (or a calendar's month names) enough for a schedule, so its drawing is worth reading. */
export const mayHoldSchedule = (glyphs: Glyph[]) => glyphs.filter((g) => DATE_LIKE.test(g.text) || isMonthName(g.text)).length >= 2;

/**
 * How many date-like segments each line and the lines below it hold: a centred grid labels at
 * least two rows with dates, so none starts where fewer are left on the page.
 */
function datesFromEachLine(lines: VisualLine[]): number[] {
  const counts = new Array<number>(lines.length + 1).fill(0);
  for (let i = lines.length - 1; i >= 0; i--) counts[i] = counts[i + 1]! + lines[i]!.segments.filter((s) => DATE_LIKE.test(s.text)).length;
  return counts;
}

/**
 * A schedule grid whose cells are centred in their rows: a row's other cells start above its first
 * one ("Week 3 / 9/2-4" in the middle of its row), so few lines share a baseline and lines alone
 * cannot tell the rows. Its columns are the gutters no line crosses; its first, narrow column
 * labels the rows with dates, and each block of lines in another column belongs to the label
 * nearest its middle. Null unless most rows' cells are seen to start above their labels.
 */
function centredGrid(lines: VisualLine[], start: number): { rows: string[][]; end: number } | null {
  const widest = Math.max(...lines.map((l) => l.segments.reduce((n, s) => Math.max(n, s.end), 0) - l.segments[0]!.x));
  const [first, above] = [lines[start]!, lines[start - 1]];
  // A grid starts with short cells, not on the last line of a paragraph.
  const goesOn = above && above.y - first.y <= 1.5 * first.size && Math.abs(above.segments[0]!.x - first.segments[0]!.x) < 2;
  if (goesOn || first.segments.some((s) => s.end - s.x > widest / 2)) return null;
  // Grow the region while its lines stay close (a short cell centred in a tall row leaves a wide
  // gap) and none crosses a gutter (prose below the grid does).
  let end = start + 1;
  while (end < lines.length && lines[end - 1]!.y - lines[end]!.y <= 6 * Math.max(lines[end]!.size, lines[end - 1]!.size)) {
    const sofar = columnsOf(lines.slice(start, end));
    if (lines[end]!.segments.some((s) => sofar.filter((c) => c.start < s.end && s.x < c.end).length > 1)) break;
    end++;
  }
  const region = lines.slice(start, end);
  const columns = columnsOf(region);
  const width = columns.at(-1)!.end - columns[0]!.start;
  // Half the lines of a centred grid or more hold one cell (its first line may be a header row); a
  // grid whose rows share baselines is read as a table.
  const shared = region.slice(1).filter((line) => line.segments.length >= 2).length;
  if (columns.length < 2 || columns[0]!.end - columns[0]!.start > width * 0.25 || region.length < 6 || shared * 2 > region.length - 1) return null;
  const placed = region.flatMap((line) => line.segments.map((segment) => ({ y: line.y, text: segment.text, column: columnOf(columns, segment) })));
  // A header line above the first label ("Tuesday | Thursday") is a row of its own.
  const header = region[0]!.segments.length >= 2 && !placed.some((p) => p.y === region[0]!.y && p.column === 0) ? region[0]!.y : null;
  const body = placed.filter((p) => p.y !== header);
  const spacing = lineSpacingIn(body);
  const blocksOf = (column: number, gap: number) =>
    body.filter((p) => p.column === column).reduce<(typeof body)[]>((blocks, p) => {
      const last = blocks.at(-1);
      if (last && last.at(-1)!.y - p.y <= gap) last.push(p);
      else blocks.push([p]);
      return blocks;
    }, []);
  const labels = blocksOf(0, spacing * 1.5);
  if (labels.filter((block) => block.some((p) => DATE_LIKE.test(p.text))).length < 2) return null;
  const middle = (block: typeof body) => (block[0]!.y + block.at(-1)!.y) / 2;
  const rows = labels.map((block) => columns.map((_, column) => (column === 0 ? joinLines(block.map((p) => p.text)) : '')));
  let startsAbove = 0;
  for (let column = 1; column < columns.length; column++) {
    for (const block of blocksOf(column, spacing * 2.5)) {
      const nearest = labels.reduce((best, label, i) => (Math.abs(middle(label) - middle(block)) < Math.abs(middle(labels[best]!) - middle(block)) ? i : best), 0);
      if (block[0]!.y > labels[nearest]![0]!.y + spacing / 2) startsAbove++;
      const cell = rows[nearest]![column]!;
      rows[nearest]![column] = cell ? `${cell}\n${joinLines(block.map((p) => p.text))}` : joinLines(block.map((p) => p.text));
    }
  }
  if (startsAbove < Math.max(2, labels.length / 2)) return null;
  const headerRow = header === null ? [] : [columns.map((_, column) => joinLines(placed.filter((p) => p.y === header && p.column === column).map((p) => p.text)))];
  return { rows: [...headerRow, ...rows], end };
}

/** A cell's lines, each wrapped phrase going on and each new entry on its own line. */
const joinLines = (texts: string[]) => texts.reduce((cell, text) => (cell ? `${cell}${wrapJoiner(cell, text)}${text}` : text), '');

/** The usual distance between lines of one column. */
function lineSpacingIn(placed: { y: number; column: number }[]): number {
  const gaps = placed.flatMap((p, i) => {
    const next = placed.slice(i + 1).find((q) => q.column === p.column && q.y < p.y);
    return next ? [p.y - next.y] : [];
  }).sort((a, b) => a - b);
  return gaps[Math.floor(gaps.length / 4)] ?? 12;
}

/** Where a table starting at `start` ends (exclusive); `start` itself when there is none. */
function tableEnd(lines: VisualLine[], start: number): number {
  if (lines[start]!.segments.length < 2 || isPageMark(lines[start]!)) return start;
  let end = start + 1;
  let segmented = 1;
  while (end < lines.length) {
    const line = lines[end]!;
    const previous = lines[end - 1]!;
    if (previous.y - line.y > 3 * Math.max(line.size, previous.size) && !nextDatedRow(lines.slice(start, end), line) && !cutAsAbove(previous, line)) break;
    if (opensOtherTable(lines.slice(start, end), line) || isPageMark(line)) break;
    if (line.segments.length >= 2) segmented++;
    else if (!continuesTable(lines.slice(start, end), line, lines[end + 1])) break;
    end++;
  }
  return segmented >= 2 ? end : start;
}

/** Half a character's slack in where a line's text starts: a centred "10" starts left of the "9" above it. */
const slackOf = (line: VisualLine) => Math.max(2, line.size / 2);

/** A running head or foot that numbers the page ("MA-110 Syllabus   Page 2 of 2"): never a table's row, which would take it for its header. */
const PAGE_OF = /^page\s+\d+\s+of\s+\d+$/i;
const isPageMark = (line: VisualLine) => line.segments.some((segment) => PAGE_OF.test(segment.text.trim()));
/** A page's number alone on its line, at its foot. */
const isPageNumber = (line: VisualLine) => line.segments.length === 1 && /^\W*\d{1,3}\W*$/.test(line.segments[0]!.text);

/**
 * A dated row after a space that groups a schedule's rows by week ("2025/10/03 | F" and a gap, then
 * "2025/10/06 | M"): the table goes on when the row above is dated too, its date set where this one's
 * is. The row above is the last line that opens in the first column; lines below it wrap its cells.
 */
function nextDatedRow(table: VisualLine[], line: VisualLine): boolean {
  const date = line.segments[0]!;
  const above = table.findLast((row) => Math.abs(row.segments[0]!.x - date.x) <= slackOf(line));
  return line.segments.length >= 2 && above !== undefined && above.segments.length >= 2 && DATE_LIKE.test(date.text) && DATE_LIKE.test(above.segments[0]!.text);
}

/**
 * A row after the space a tall row leaves (its cells centred between a narrow cell's two lines),
 * cut as the row above is: three or more cells, each over the same stretch as the one above it.
 */
function cutAsAbove(previous: VisualLine, line: VisualLine): boolean {
  const above = previous.segments;
  return line.segments.length >= 3 && line.segments.length === above.length && line.segments.every((s, i) => s.x < above[i]!.end && s.end > above[i]!.x);
}

/**
 * A line that splits the table's columns into several (a schedule's header "Assignment  Points  Due
 * Date" set right under a list of objectives and their sections) begins a table of its own: read as
 * one, the list's long lines would cover the schedule's gutters and run its cells together. A line
 * splits a column when its cells start well inside it: three such cells are a new table, where one
 * or two are wide word gaps of a justified paragraph ("Extra credit   A 2-point …   It provides").
 */
function opensOtherTable(table: VisualLine[], line: VisualLine): boolean {
  // (A header's first line and a label centred beside its two lines are not yet a table to split.)
  if (table.filter((row) => row.segments.length >= 2).length < 2 || line.segments.length < 4) return false;
  const columns = columnsOf(table, 1);
  const splitting = line.segments.filter((segment) => columns.some((c) => segment.x > c.start + line.size && segment.x < c.end));
  return splitting.length >= 3;
}

/** A region's lines cut into tables wherever a line opens another one. */
function splitWhereColumnsChange(region: VisualLine[]): VisualLine[][] {
  const parts: VisualLine[][] = [];
  for (const line of region) {
    const part = parts.at(-1);
    if (part && !opensOtherTable(part, line)) part.push(line);
    else parts.push([line]);
  }
  return parts;
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
  const found = columns.findIndex((c) => segment.x >= c.start - slackOf(line) && segment.x <= c.end);
  // Set in the gutter left of a column and ending before the next, it is a cell wider than the header
  // centred over it ("Wednesday, May 27" under "Date", "Introduction & Syllabus" under "Topics").
  const column = found >= 0 ? found : columns.findIndex((c, k) => segment.x < c.start && segment.x > (columns[k - 1]?.end ?? -Infinity) && segment.end < (columns[k + 1]?.start ?? Infinity));
  if (column > 0) return true;
  // The day of a date its narrow first cell wrapped ("Thursday, June" over "11"; "Aug 25" over "-" over "29").
  const above = table.at(-1)!.segments[0]!.text;
  const dateAbove = /^[-–]$/.test(above) ? `${table.at(-2)?.segments[0]?.text ?? ''}${above}` : above;
  if (column === 0 && completesDate(dateAbove, segment.text)) return true;
  return column === 0 && next !== undefined && next.segments.length >= 2 && line.y - next.y < 3 * Math.max(line.size, next.size) && !headsTable(table, line, next);
}

/**
 * A lone line set in another font than the table's rows, over a row of labels, is the title of a
 * table of its own ("Sessions and assignments" over "Session #  Assignment  Due date"), not a row
 * whose other cells are empty: a word processor that draws no borders sets the two tables as one.
 */
function headsTable(table: VisualLine[], line: VisualLine, next: VisualLine): boolean {
  const font = fontOf(line);
  const labels = next.segments.length >= 3 && !next.segments.some((s) => DATE_LIKE.test(s.text)) && !DATE_LIKE.test(line.segments[0]!.text);
  // (Under a table's first line alone, it is that header's other line: "Activity" beside "Opens" over "(week)".)
  return labels && font !== undefined && table.length >= 2 && !table.slice(1).some((row) => fontOf(row) === font);
}
/** The font most of a line's characters are set in. */
const fontOf = (line: VisualLine) => mainGlyph(line.glyphs).font;

const DAY_NUMBER = /^\d{1,2}$/;
const MONTH_WORD = '(?:jan|feb|mar|apr|may|jun|jul|aug|sept?|oct|nov|dec)[a-z]*';
const ENDS_WITH_MONTH = new RegExp(`\\b${MONTH_WORD}\\.?$`, 'i');
/**
 * A date cut before its day ("Thursday, June"), or a weekday before its date ("T," over "1/14" in a
 * narrow first column, "2 F," over "8/23" after a row's number); not a whole date written day first ("31 Aug").
 */
const awaitsDay = (text: string) => (ENDS_WITH_MONTH.test(text) && !/\d/.test(text)) || weekdayAloneInCell(text);
/** A weekday alone in a first cell, after the row's number a narrow "#" column shares with it ("2 F,"). */
const weekdayAloneInCell = (text: string) => WEEKDAY_ALONE.test(text.replace(/^\s*\d{1,3}\s+(?=[A-Za-z])/, ''));
/** Whether a first cell's next line finishes the date it began: "08-" over "28", "10/1" over "0", "Thursday, June" over "11", "MONDAY" over "June 4". */
const completesDate = (above: string, next: string) => brokenDate(above, next) || (awaitsDay(above) && (/^\d/.test(next) || (weekdayAloneInCell(above) && isDateAlone(next))));
/**
 * A date a narrow column broke: inside its month's name ("Ap" over "ril"), before or after its dash ("Aug 25"
 * over "-" over "29", "08-" over "28"; a day over its month, "20-" over "Jan", as spreadsheets write dates),
 * or inside its day ("10/1" over "0").
 */
const brokenDate = (above: string, next: string) =>
  (/^[A-Za-z]{1,3}$/.test(above) && /^[a-z]/.test(next) && MONTH_FIRST.test(above + next)) ||
  (/\d$/.test(above) && /^[-–]$/.test(next)) ||
  (/\d(?:\s?[-–]|\/)$/.test(above) && (/^\d/.test(next) || (/(?:^|\s)\d{1,2}-$/.test(above) && MONTH_FIRST.test(next)))) || (/(?:^|\s)\d{1,2}[/-]\d$/.test(above) && /^\d(?:\s|$)/.test(next));
const MONTH_FIRST = new RegExp(`^${MONTH_WORD}\\b`, 'i');
const WEEKDAY_ALONE = /^\W*(?:[MTWRFSU]|mo|tu|we|th|fr|sa|su|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|(?:mon|tues|wednes|thurs|fri|satur|sun)day)[.,]?\s*$/i;

/** A column's text at one height: a line of a cell. */
interface CellLine {
  column: number;
  y: number;
  text: string;
}

/**
 * A table whose cells are centred in their rows, as a browser prints a web page's table: a cell of
 * four lines beside cells of two and of one, all sharing a middle. Its lines cannot tell its rows
 * (a row's tall cell starts above its first one; cells of two rows share a baseline), so each
 * column's text is cut into blocks where more space than a cell's lines leave parts them, and the
 * blocks that share a middle are a row; a block that shares none is in the row it stands beside.
 * Null unless cells of different heights share a middle in two rows or more, and in more rows than
 * they share a top (a word processor's table, its cells set at the top of their rows), and unless its
 * rows are lines (below).
 */
function centredRows(lines: VisualLine[], columns: Columns): string[][] | null {
  const cellLines = lines.flatMap((line) => cellLinesOf(line, columns));
  const spacing = lineSpacingIn(cellLines);
  const blocks: CellLine[][] = [];
  for (let column = 0; column < columns.length; column++) {
    const own = cellLines.filter((p) => p.column === column).sort((p, q) => q.y - p.y);
    own.forEach((p, k) => (k > 0 && own[k - 1]!.y - p.y <= spacing * 1.12 ? blocks.at(-1)!.push(p) : blocks.push([p])));
  }
  const top = (block: CellLine[]) => block[0]!.y;
  const bottom = (block: CellLine[]) => block.at(-1)!.y;
  const middle = (block: CellLine[]) => (top(block) + bottom(block)) / 2;
  // Blocks of different heights lined up at one edge: by their middles, or by their tops.
  const groups = groupsBy(blocks, middle, 0.2 * spacing);
  const linedUp = (lined: CellLine[][][]) => lined.filter((group) => new Set(group.map((block) => block.length)).size >= 2).length;
  const centred = linedUp(groups);
  // Blocks whose every line shares its baseline with three other columns' lines are rows of one line
  // each, a week's label centred beside its days ("3" beside "9/18 | 5 | OOP" over "9/20 | 6 | OOP"):
  // its lines tell its rows.
  const alongside = (p: CellLine) => new Set(cellLines.filter((q) => q.column !== p.column && Math.abs(q.y - p.y) <= 1).map((q) => q.column)).size;
  const rowsOfLines = blocks.filter((block) => block.length >= 2 && block.every((p) => alongside(p) >= 3)).length;
  if (centred < 2 || centred <= linedUp(groupsBy(blocks, top, 0.2 * spacing)) || rowsOfLines >= 2) return null;
  const rows = groups.filter((group) => group.length >= 2);
  for (const group of groups.filter((g) => g.length === 1)) {
    const block = group[0]!;
    const beside = rows.find((row) => middle(block) <= Math.max(...row.map(top)) + spacing / 2 && middle(block) >= Math.min(...row.map(bottom)) - spacing / 2);
    if (beside) beside.push(block);
    else rows.push(group);
  }
  return rows
    .sort((p, q) => Math.max(...q.map(top)) - Math.max(...p.map(top)))
    .map((row) => columns.map((_, column) => joinLines(row.filter((block) => block[0]!.column === column).sort((p, q) => top(q) - top(p)).flat().map((p) => p.text))));
}

/** A line's text by column, each column's runs at one height (cells set half a line apart make one visual line). */
function cellLinesOf(line: VisualLine, columns: Columns): CellLine[] {
  const out: { column: number; y: number; glyphs: Glyph[] }[] = [];
  for (const glyph of line.glyphs) {
    const column = columnOf(columns, glyph);
    const same = out.find((p) => p.column === column && Math.abs(p.y - glyph.y) <= 0.45 * line.size);
    if (same) same.glyphs.push(glyph);
    else out.push({ column, y: glyph.y, glyphs: [glyph] });
  }
  return out.map(({ column, y, glyphs }) => ({ column, y, text: segmentsOf(glyphs.sort((a, b) => a.x - b.x)).map((s) => s.text).join(' ') }));
}

/** Items in groups whose key lies within `tolerance` of the group's first, largest key first. */
function groupsBy<T>(items: T[], key: (item: T) => number, tolerance: number): T[][] {
  const groups: T[][] = [];
  for (const item of [...items].sort((p, q) => key(q) - key(p))) {
    const last = groups.at(-1);
    if (last && key(last[0]!) - key(item) <= tolerance) last.push(item);
    else groups.push([item]);
  }
  return groups;
}

function tableRows(lines: VisualLine[], page: number, table: number, drawn?: RuledTable, given?: Columns, listDots: Box[] = []): DocLine[] {
  const columns = drawn?.columns ?? given ?? columnsOfTable(lines);
  const centred = drawn ? null : centredRows(lines, columns);
  if (centred) return centred.map((cells) => ({ page, text: cells.filter((c) => c.trim()).map((c) => c.trim()).join(' | ').replace(/\n/g, ' '), cells, table }));
  // A bordered table's cells end at its borders, whatever the space between the words.
  const segmentsIn = (line: VisualLine) => {
    if (!drawn?.columns) return line.segments;
    const glyphs = line.glyphs.flatMap((glyph) => cutAtBorders(glyph, columns));
    return columns.flatMap((_, i) => segmentsOf(glyphs.filter((g) => columnOf(columns, g) === i)));
  };
  const spacing = lineSpacing(lines);
  // The usual space above a line that has a first cell: the space between rows.
  const firstCellGaps = lines.flatMap((line, i) => (i > 0 && columnOf(columns, line.segments[0]!) === 0 ? [lines[i - 1]!.y - line.y] : [])).sort((a, b) => a - b);
  const rowGap = firstCellGaps[Math.floor(firstCellGaps.length / 2)] ?? 0;
  const rows: { cells: string[]; lines: number[]; ends: number[]; lastY: number[]; spaceAbove: number }[] = [];
  let previous: VisualLine | null = null;
  for (const line of lines) {
    // A row starts where its first column has text, or after more space than a wrapped cell leaves.
    const segments = segmentsIn(line);
    const first = segments[0]!;
    const spaceAbove = previous ? previous.y - line.y : 0;
    const last = rows.at(-1);
    // "08-" over "28" in a narrow first column is one date broken in two, not a new row.
    // So is "Thursday, June" over "11 (11:59 PM)".
    const broken = columnOf(columns, first) === 0 && completesDate(last?.cells[0] ?? '', first.text);
    // Closer to its row than rows are to each other, a first cell goes on in lower case ("Finals" over
    // "week"); less than a line below a row that began without it, it stands centred in that row
    // ("Wed," | "1" | "01/21/2026").
    const goesOn = last?.cells[0]?.trim() ? /^[a-z(]/.test(first.text) && spaceAbove < 0.92 * rowGap : spaceAbove < 0.8 * line.size;
    const wrapped = columnOf(columns, first) === 0 && goesOn;
    // Rules drawn only between groups of rows (booktabs' \midrule) leave several dated rows in one band:
    // a line opening the first column with a second date in a column starts a row of its own ("01/12"
    // over "01/19"; "Managing Bond Portfolios … 09-10" under "Bond Prices … 09-03").
    /** The last line of the row's cell above a segment. */
    const above = (segment: Segment) => last?.cells[columnOf(columns, segment)]?.split('\n').at(-1) ?? '';
    const nextDate =
      Boolean(drawn) &&
      columnOf(columns, first) === 0 &&
      !broken &&
      segments.some((segment, i) => (i === 0 ? DATE_LIKE.test(segment.text) && DATE_LIKE.test(above(segment)) : isDateAlone(segment.text) && isDateAlone(above(segment))));
    // A calendar's week ("3 | 4 | 5 | 6" under "27 | 28 | 29 | 30"): days that follow each other, each
    // under a day's number, in three columns or more, are the next week, with or without a first cell.
    const days = segments.filter((segment) => DAY_NUMBER.test(segment.text) && DAY_NUMBER.test(above(segment))).map((segment) => Number(segment.text));
    const nextWeek = days.length >= 3 && days.every((day, i) => i === 0 || day === days[i - 1]! + 1 || day === 1);
    const startsRow = !previous || nextDate || nextWeek || (drawn ? bandOf(drawn, line) !== bandOf(drawn, previous) : (columnOf(columns, first) === 0 && !broken && !wrapped) || spaceAbove > spacing * 1.45);
    if (startsRow) rows.push({ cells: columns.map(() => ''), lines: columns.map(() => 0), ends: columns.map(() => 0), lastY: columns.map(() => line.y), spaceAbove });
    const row = rows[rows.length - 1]!;
    const lineInRow = startsRow ? 0 : row.lines.reduce((a, b) => Math.max(a, b), 0) + 1;
    const written = new Set<number>();
    for (const segment of segments) {
      const column = columnOf(columns, segment);
      const cell = row.cells[column]!;
      // Text of one visual line in one column is one phrase; a cell that starts lower than its row
      // keeps the empty lines above it, so it still lines up with a cell of dates beside it.
      if (written.has(column)) row.cells[column] = `${cell} ${segment.text}`;
      else if (!cell) row.cells[column] = '\n'.repeat(lineInRow) + segment.text;
      // A cell's text two lines or more below its last, past a line of its row it left empty, is an entry
      // of its own on its row's line ("Wed, Jan 25" and "Fri, Jan 27" around "0 | 2", a week's cells
      // centred between its days); half a line down, past a cell centred beside it, it is wrapped text.
      else if (row.lines[column]! < lineInRow - 1 && row.lastY[column]! - line.y >= 1.8 * line.size) row.cells[column] = `${cell}${'\n'.repeat(lineInRow - row.lines[column]!)}${segment.text}`;
      else row.cells[column] = `${cell}${drawn?.columns && runsOn(cell, row.ends[column]!, segment, columns[column]!.end, line.size) && !dotBefore(listDots, segment, line) ? runOnJoiner(cell, segment.text) : wrapJoiner(cell, segment.text)}${segment.text}`;
      row.lines[column] = lineInRow;
      row.ends[column] = segment.end;
      row.lastY[column] = line.y;
      written.add(column);
    }
    previous = line;
  }
  return rows.map(({ cells }) => ({ page, text: cells.filter((c) => c.trim()).map((c) => c.trim()).join(' | ').replace(/\n/g, ' '), cells, table }));
}

/**
 * A list's bullet drawn as a shape, not a glyph (a web page printed from a browser draws its discs):
 * a small dark dot, about as wide as high.
 */
const isListDot = (box: Box) => {
  const [width, height] = [box.right - box.left, box.top - box.bottom];
  return width > 1 && width <= 6 && height > 1 && height <= 6 && width / height > 0.6 && width / height < 1.6;
};
/** Whether a drawn bullet stands just left of a line's text, at its height: the line opens an entry of its own. */
const dotBefore = (dots: Box[], segment: Segment, line: VisualLine) =>
  dots.some((dot) => dot.right <= segment.x && segment.x - dot.right <= 2 * line.size && (dot.top + dot.bottom) / 2 >= line.y - 0.2 * line.size && (dot.top + dot.bottom) / 2 <= line.y + line.size);

/**
 * Whether a cell's line ended because the next word did not fit (a narrow column wraps "RQuiz2:
 * Data" onto "& Graphical Summaries"): the line above runs to the column's border, less than the
 * next line's first word and a space from it. (Only a drawn border tells where a cell ends; text
 * alone shows only its widest line.)
 */
function runsOn(cell: string, lastEnd: number, next: Segment, columnEnd: number, size: number): boolean {
  // (A date or a list's mark opens an entry of its own, however full the line above: "Apr 8" over "Apr 10";
  // so does a line after one that closes a sentence or a bracket, "… Peer Review (Sep 14)" over "RQuiz7: …".)
  if (DATE_LIKE.exec(next.text)?.index === 0 || LIST_MARK.test(next.text.split(/\s/)[0]!) || /[.)!?]$/.test(cell)) return false;
  const word = /^\S+/.exec(next.text)![0];
  const wordWidth = ((next.end - next.x) * word.length) / next.text.length;
  return lastEnd + size * 0.3 + wordWidth > columnEnd;
}
/** A line a wrap ended goes on with a space, unless the break cut a date or a number ("08-" over "28"). */
const runOnJoiner = (cell: string, next: string) => (wrapJoiner(cell, next) === '' ? '' : ' ');

/**
 * A wrapped phrase goes on with a space ("Part" + "1 (Due Feb 11)", "HW2" + "Released", "Data
 * Manipulation &" + "Visualization", "RQuiz1:" + "Design of" + "Experiments"); a new entry gets its own line.
 */
function wrapJoiner(cell: string, next: string): string {
  // "08-" + "28", "20-" + "Jan" and "10/1" + "0" are dates a narrow column broke.
  if (brokenDate(cell, next)) return '';
  // "(10/1" + "4)": a number broken inside brackets the next line closes.
  if (/\([^)]*\d$/.test(cell) && /^\d+\)/.test(next)) return '';
  // A line ending on a label's colon or a word that needs the next ("RQuiz1:" + "Design of" + "Experiments") is cut mid-phrase.
  const goesOn = /^[a-z(&+]/.test(next) || (/[A-Za-z,(-]$/.test(cell) && /^\d/.test(next)) || /^(?:due|released|out|posted|assigned)\b/i.test(next) || /(?:&|:|\b(?:and|or|of|the|a|an|to|for|in|on|with|at|by|from|into))$/i.test(cell);
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
 * table of four lines or more, one line may cross a gutter (a cell spanning two columns); `crossing` says how many may.
 */
function columnsOf(lines: VisualLine[], crossing = lines.length >= 4 ? 1 : 0): { start: number; end: number }[] {
  // Sorted typed arrays and one sweep rather than testing every span against every stretch: this
  // runs for every line a table or grid grows by.
  let count = 0;
  for (const line of lines) count += line.segments.length;
  const edges = new Float64Array(2 * count);
  // A span covers the stretches from its start edge up to its end edge; one with no width covers none.
  const opens = new Float64Array(count);
  const closes = new Float64Array(count);
  let [edgeCount, spanCount, leftmost, rightmost] = [0, 0, Infinity, -Infinity];
  for (const line of lines) {
    for (const { x, end } of line.segments) {
      edges[edgeCount++] = x;
      edges[edgeCount++] = end;
      if (x < end) {
        opens[spanCount] = x;
        closes[spanCount++] = end;
      }
      leftmost = Math.min(leftmost, x);
      rightmost = Math.max(rightmost, end);
    }
  }
  const distinct = distinctInPlace(edges.sort());
  const opened = opens.subarray(0, spanCount).sort();
  const closed = closes.subarray(0, spanCount).sort();
  const columns: { start: number; end: number }[] = [];
  let [openedSoFar, closedSoFar, bareBefore] = [0, 0, true];
  for (let i = 0; i < distinct - 1; i++) {
    const [from, to] = [edges[i]!, edges[i + 1]!];
    // The spans over this stretch: those opened at or before its start and not yet closed there.
    while (openedSoFar < spanCount && opened[openedSoFar]! <= from) openedSoFar++;
    while (closedSoFar < spanCount && closed[closedSoFar]! <= from) closedSoFar++;
    const over = openedSoFar - closedSoFar;
    // A span that starts right of a bare gutter crosses none: a column only its header labels ("Other").
    const covered = over > crossing || (over > 0 && bareBefore && columns.length > 0);
    bareBefore = over === 0 ? true : covered ? false : bareBefore;
    const last = columns[columns.length - 1];
    if (!covered) continue;
    if (last && from <= last.end + 1) last.end = to;
    else columns.push({ start: from, end: to });
  }
  return columns.length ? columns : [{ start: leftmost, end: rightmost }];
}

/** A table's columns read from its text. */
const columnsOfTable = (lines: VisualLine[]) => withHeadersOverWideColumns(splitWhereOverrun(columnsOf(lines), lines), lines);

/**
 * A header centred over a wide column whose cells are short and set flush left (a web page's table
 * printed: "Date" over "Fri, Feb 24") stands clear of them, in a column of its own: with three rows or
 * more under it and none of their text in that column, it is the header of the column to its left.
 */
function withHeadersOverWideColumns(columns: Columns, lines: VisualLine[]): Columns {
  if (lines.length < 4 || columns.length < 3) return columns;
  const columnsUsed = (rows: VisualLine[]) => new Set(rows.flatMap((line) => line.segments.map((segment) => columnOf(columns, segment))));
  const [header, body] = [columnsUsed(lines.slice(0, 1)), columnsUsed(lines.slice(1))];
  const headerOnly = columns.map((_, i) => i > 0 && header.has(i) && !body.has(i) && !header.has(i - 1) && body.has(i - 1));
  if (!headerOnly.some(Boolean)) return columns;
  return columns.reduce<Columns>((merged, column, i) => {
    if (headerOnly[i]) merged[merged.length - 1] = { start: merged.at(-1)!.start, end: column.end };
    else merged.push(column);
    return merged;
  }, []);
}

/**
 * A column's text that runs on past it ("1/23/2023" into "LECTURE: Course overview") leaves no gutter
 * before the next: where three lines or more hold a run of text set over the end of the one before it
 * in one column, and most of those runs start at one place, the next column starts there.
 */
function splitWhereOverrun(columns: Columns, lines: VisualLine[]): Columns {
  return columns.flatMap((column, index) => {
    const seconds = lines.flatMap((line) => {
      const inside = line.segments.filter((segment) => columnOf(columns, segment) === index);
      return inside.length >= 2 && inside[1]!.x < inside[0]!.end ? [Math.round(inside[1]!.x)] : [];
    });
    const counts = new Map<number, number>();
    for (const x of seconds) counts.set(x, (counts.get(x) ?? 0) + 1);
    const [x, count] = heaviest(counts) ?? [0, 0];
    return count >= 3 && count * 2 > seconds.length ? [{ start: column.start, end: x - 1 }, { start: x - 0.5, end: column.end }] : [column];
  });
}

/** Moves each value of a sorted array to the front once; returns how many there are. */
function distinctInPlace(sorted: Float64Array): number {
  let kept = 0;
  for (let i = 0; i < sorted.length; i++) if (kept === 0 || sorted[i] !== sorted[kept - 1]) sorted[kept++] = sorted[i]!;
  return kept;
}

/**
 * A run of text read across a drawn column border (header cells set so close that the PDF's text
 * runs them together: "Assignments Deliverables Notes") is cut at the space nearest each border,
 * its letters taken as of even width.
 */
function cutAtBorders(glyph: Glyph, columns: { start: number }[]): Glyph[] {
  const pieces: Glyph[] = [];
  let rest = glyph;
  for (const { start } of columns) {
    const perLetter = rest.width / rest.text.length;
    if (start <= rest.x + perLetter || start >= rest.x + rest.width - perLetter) continue;
    const at = (start - rest.x) / perLetter;
    let space = -1;
    for (let k = rest.text.indexOf(' '); k >= 0; k = rest.text.indexOf(' ', k + 1)) if (space < 0 || Math.abs(k - at) < Math.abs(space - at)) space = k;
    if (space < 0 || Math.abs(space - at) > 4) continue;
    const end = rest.x + rest.width;
    pieces.push({ ...rest, text: rest.text.slice(0, space), width: space * perLetter });
    const x = Math.max(start, rest.x + (space + 1) * perLetter);
    rest = { ...rest, text: rest.text.slice(space + 1), x, width: Math.max(end - x, perLetter) };
  }
  return [...pieces, rest];
}

function columnOf(columns: { start: number; end: number }[], segment: { x: number }): number {
  // The column the segment starts in, or the nearest one to its left when it starts in a gutter.
  let index = 0;
  columns.forEach((c, i) => {
    if (segment.x >= c.start - 1) index = i;
  });
  return index;
}
