import { createRequire } from 'node:module';
import path from 'node:path';
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { UnreadableSyllabus, type DocLine, type ReadLimits, type SyllabusDocument } from '../document.js';
import { layoutPage, mayHoldSchedule, NO_DRAWING, type Columns, type Glyph } from './layout.js';
import { calendarMarks } from './calendar-marks.js';
import { drawingOf } from './pdf-drawing.js';
import { restoreNativePush } from './native-push.js';
import { withUnpackingLimits } from './pdf-unpacking.js';

const require = createRequire(import.meta.url);
// pdf.js needs its CMaps for PDFs with CJK or other predefined encodings; they ship in the package.
const CMAP_URL = path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'cmaps') + path.sep;

let pdfjs: Promise<typeof import('pdfjs-dist/legacy/build/pdf.mjs')> | undefined;
/** pdf.js, loaded with the first PDF (see native-push.ts for why not before). */
function loadPdfjs() {
  pdfjs ??= import('pdfjs-dist/legacy/build/pdf.mjs').then((library) => {
    restoreNativePush();
    return library;
  });
  return pdfjs;
}

/**
 * Reads a PDF's text layer with positions (pdf.js) and rebuilds lines and table rows from the
 * coordinates, so a schedule grid keeps its columns.
 */
export function readPdf(bytes: Uint8Array, limits: ReadLimits): Promise<SyllabusDocument> {
  return withUnpackingLimits(limits, () => readPages(bytes, limits));
}

async function readPages(bytes: Uint8Array, limits: ReadLimits): Promise<SyllabusDocument> {
  const pdf = await open(bytes);
  try {
    if (pdf.numPages > limits.maxPages) {
      throw new UnreadableSyllabus(`This PDF has ${pdf.numPages} pages; syllabi over ${limits.maxPages} pages are not read automatically. Type its dates in by hand or send the schedule pages alone.`);
    }
    const { OPS } = await loadPdfjs();
    const lines: DocLine[] = [];
    let characters = 0;
    let nextTable = 0;
    let columnsAtFoot: Columns | null = null;
    const bodyFaceHeadings: DocLine[] = [];
    let styledHeadings = false;
    for (let pageNumber = 1; pageNumber <= pdf.numPages; pageNumber++) {
      const page = await pdf.getPage(pageNumber);
      const content = await page.getTextContent();
      const glyphs: Glyph[] = [];
      const upright: Glyph[] = [];
      const sideways: Glyph[] = [];
      for (const item of content.items) {
        if (!('str' in item) || !item.str.trim()) continue;
        const [a = 0, b = 0, , , x = 0, y = 0] = item.transform as number[];
        const size = Math.hypot(a, b) || item.height || 10;
        const style = content.styles[item.fontName] as { bold?: boolean; fontFamily?: string; fontName?: string } | undefined;
        const glyph = { text: item.str, x, y, width: item.width, size, font: item.fontName, ...(style?.fontName && { face: typefaceOf(style.fontName) }), ...(style?.bold && { bold: true }), ...(style?.fontFamily === 'monospace' && { monospace: true }) };
        glyphs.push(glyph);
        // Text set sideways (a landscape table turned on a portrait page) runs along the page's height:
        // turned upright, as a person turns the page, it reads in lines.
        if (Math.abs(b) > Math.abs(a)) sideways.push({ ...glyph, x: b > 0 ? y : -y, y: b > 0 ? -x : x });
        else upright.push(glyph);
        characters += item.str.length;
      }
      const turned = textLength(sideways) > textLength(upright);
      // Borders are read only where a schedule may be: walking a page's drawing costs about as much as its text.
      const drawing = !turned && mayHoldSchedule(glyphs) ? drawingOf(await page.getOperatorList(), OPS, page.view) : NO_DRAWING;
      page.cleanup();
      if (characters > limits.maxCharacters) {
        throw new UnreadableSyllabus(`This PDF has more than ${limits.maxCharacters.toLocaleString('en-US')} characters of text, more than any syllabus; type its dates in by hand.`);
      }
      // A page mostly set sideways is read turned, its few upright lines (a page number) after it; on an
      // upright page, a sideways stamp in the margin is read in place as before.
      for (const part of turned ? [sideways, upright] : [glyphs]) {
        const laid = layoutPage(part, pageNumber, nextTable, turned ? NO_DRAWING : drawing, turned ? null : columnsAtFoot);
        nextTable = laid.nextTable;
        lines.push(...laid.lines);
        bodyFaceHeadings.push(...laid.bodyFaceHeadings);
        styledHeadings ||= laid.styledHeadings;
        columnsAtFoot = turned ? null : laid.columnsAtFoot;
      }
      if (!turned) lines.push(...calendarMarks(glyphs, drawing.boxes, pageNumber));
    }
    // Where some bold headings are set in a heading style's own typeface ("Week 3  Sep 14 - Sep 20" in
    // Carlito), a bold line in the body's ("Tuesday" in Caladea) is a heading under them.
    if (styledHeadings) for (const line of bodyFaceHeadings) line.heading = 4;
    if (characters < 40) {
      throw new UnreadableSyllabus('This PDF is a scanned image with no text; it needs to be typed in by hand.');
    }
    const read = lines.map((line) => ({ ...line, text: withTexGlyphs(line.text), ...(line.cells && { cells: line.cells.map(withTexGlyphs) }) }));
    return { format: 'pdf', pages: pdf.numPages, lines: withoutRunningHeads(read, pdf.numPages), created: await createdOf(pdf) };
  } finally {
    await pdf.destroy();
  }
}

/**
 * A TeX font in the T1 encoding with no table of its characters leaves its ligatures and quotes as
 * control codes ("Re\x1dection", "\x10Building\x11"): they are read as the letters TeX set there.
 */
const T1_CODES: Record<string, string> = { '\x10': '“', '\x11': '”', '\x1b': 'ff', '\x1c': 'fi', '\x1d': 'fl', '\x1e': 'ffi', '\x1f': 'ffl' };
/** Accents TeX sets as glyphs of their own before the letter ("Sesi´on", "estad´ıstica", "Dise˜nos"), put back on it. */
const SPACING_ACCENTS: Record<string, string> = { '´': '\u0301', '`': '\u0300', '¨': '\u0308', '˜': '\u0303', 'ˆ': '\u0302' };
const withTexGlyphs = (text: string) =>
  text
    // A ligature stands within a word; the same code alone is an icon font's glyph ("Review;  Midterm"), read as nothing.
    .replace(/(?<=\p{L})[\x1b-\x1f]|[\x1b-\x1f](?=\p{L})|[\x10\x11]/gu, (code) => T1_CODES[code]!)
    .replace(/ ?[\x1b-\x1f]/g, '')
    .replace(/([´`¨˜ˆ])(ı|[a-zA-Z])/g, (_, accent: string, letter: string) => `${letter === 'ı' ? 'i' : letter}${SPACING_ACCENTS[accent]}`.normalize('NFC'));

/**
 * A font's typeface, its name without the subset's tag and the style ("BAAAAA+Carlito-Bold",
 * "TimesNewRomanPS-BoldMT", "Arial,Bold" are Carlito, TimesNewRoman, Arial).
 */
const typefaceOf = (fontName: string) =>
  fontName
    .replace(/^[A-Z]{6}\+/, '')
    .replace(/[-,].*$/, '')
    .replace(/(?:Bold|Black|Heavy|Italic|Oblique|Regular)+$/, '')
    .replace(/(?:PS)?(?:MT)?$/, '');

const textLength = (glyphs: Glyph[]) => glyphs.reduce((sum, glyph) => sum + glyph.text.length, 0);

/** When the PDF was made, from its document information (CreationDate, a PDF date string). */
async function createdOf(pdf: PDFDocumentProxy): Promise<Date | undefined> {
  const { PDFDateString } = await loadPdfjs();
  const { info } = await pdf.getMetadata().catch(() => ({ info: {} }));
  const created = (info as { CreationDate?: unknown }).CreationDate;
  return (typeof created === 'string' && PDFDateString.toDateObject(created)) || undefined;
}

async function open(bytes: Uint8Array): Promise<PDFDocumentProxy> {
  const { getDocument } = await loadPdfjs();
  try {
    // pdf.js takes ownership of the buffer it is given, so it gets a copy.
    return await getDocument({
      data: new Uint8Array(bytes),
      cMapUrl: CMAP_URL,
      cMapPacked: true,
      isEvalSupported: false,
      disableFontFace: true,
      useSystemFonts: false,
      verbosity: 0,
      // Images are never looked at: not decoding them saves most of a page's drawing time, and an
      // image crafted to inflate costs nothing.
      maxImageSize: 0,
    }).promise;
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name === 'PasswordException') throw new UnreadableSyllabus('This PDF is protected by a password; ask the student for an unlocked copy.');
    throw new UnreadableSyllabus('This PDF is damaged and could not be opened; ask the student for another copy.');
  }
}

const MONTH_NAME = /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d/i;
/** The shape of a page's count, its numbers as "#": "Page # of #", "# of #", "#/#", "- # -". */
const PAGE_COUNT = /\bpage\s*#|#\s*(?:of|\/)\s*#|^\W*#\W*$/i;

/**
 * Running heads and feet (a print date, the course name, "Page 2 of 5") repeat at the top or bottom
 * of most pages; their dates are not the course's, so they are left out. A line repeats as one
 * when its text is the same on each page, or when only a count of the pages changes in it ("Page 2
 * of 5", "2/5"). Lines of one shape whose words or dates differ otherwise are the course's own,
 * however often a page begins or ends with one: "Homework (due Mon 9/23)", a week's "April 4-April 8".
 */
function withoutRunningHeads(lines: DocLine[], pages: number): DocLine[] {
  if (pages < 2) return lines;
  const shape = (text: string) => text.replace(/\d+/g, '#').trim();
  const edges = new Map<string, DocLine[]>();
  const atEdge = new Set<DocLine>();
  for (let page = 1; page <= pages; page++) {
    const onPage = lines.filter((l) => l.page === page && !l.cells);
    for (const line of [...onPage.slice(0, 2), ...onPage.slice(-2)]) {
      atEdge.add(line);
      const sameShape = edges.get(shape(line.text));
      if (sameShape) sameShape.push(line);
      else edges.set(shape(line.text), [line]);
    }
  }
  const repeatsAsOne = (text: string, seen: DocLine[]) =>
    new Set(seen.map((l) => l.page)).size >= Math.max(2, pages / 2) && (new Set(seen.map((l) => l.text.trim())).size === 1 || countsPages(text, seen));
  const running = new Set([...edges].filter(([text, seen]) => repeatsAsOne(text, seen)).map(([text]) => text));
  // Only at a page's edge: a week number alone in the body ("10") has a page number's shape too.
  // A running head of words is kept the first time, read once as a person does: it may be all that
  // names the term ("ECON1113-850, The University of Oklahoma   Winter 2024"). A page number ("1/5"),
  // a browser's print stamp ("Printed 11/23/26, 5:52 PM") or a day the file was written ("STA314
  // July 8, 2023", which would date the paragraph under it) never is.
  const seen = new Set<string>();
  const keptOnce = (text: string) => /\p{L}{3}/u.test(text) && !/\bpage\b|\d\/\d|\d:\d/i.test(text) && !MONTH_NAME.test(text) && !seen.has(shape(text)) && Boolean(seen.add(shape(text)));
  return lines.filter((l) => l.cells || !atEdge.has(l) || !running.has(shape(l.text)) || keptOnce(l.text));
}

/**
 * Whether lines of one shape differ only by a count of the pages: one of their numbers goes up with
 * the page, and any other is the same on each ("2/5", "3/5"), not a date whose month went up with the
 * page ("due Mon 9/16" on page 2, "due Mon 10/21" on page 3).
 */
function countsPages(shape: string, lines: DocLine[]): boolean {
  if (!PAGE_COUNT.test(shape)) return false;
  const numbers = lines.map((line) => (line.text.match(/\d+/g) ?? []).map(Number));
  const steady = (k: number, offset: (i: number) => number) => new Set(numbers.map((n, i) => n[k]! - offset(i))).size === 1;
  return numbers[0]!.some((_, k) => steady(k, (i) => lines[i]!.page) && numbers[0]!.every((_, j) => j === k || steady(j, () => 0)));
}
