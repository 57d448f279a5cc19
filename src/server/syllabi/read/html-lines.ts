import { Parser } from 'htmlparser2';
import { UnreadableSyllabus, type DocLine, type ReadLimits, type SyllabusDocument, type SyllabusFormat } from '../document.js';
import { isHeadingLike } from './bold-headings.js';
import { CharacterBudget, MAX_DEPTH } from './limits.js';

/** Text made safe to stand in HTML, for readers that write HTML of their own format (LaTeX, front-matter data). */
export const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Rows of cells as an HTML table, its first `headerRows` a header; `cellHtml` writes a cell's content. */
export function tableHtml(rows: string[][], headerRows: number, cellHtml: (cell: string) => string): string {
  const html = rows.map((cells, i) => {
    const tag = i < headerRows ? 'th' : 'td';
    return `<tr>${cells.map((cell) => `<${tag}>${cellHtml(cell)}</${tag}>`).join('')}</tr>`;
  });
  return `<table>${html.join('')}</table>\n`;
}

/**
 * HTML to the lines a person sees, shared by the HTML, Markdown (rendered) and .docx (converted)
 * readers. Each heading, paragraph or other block, list item and `<br>`-separated line is a line;
 * each row of a table is one line with its cells. What a reader never sees is left out: scripts,
 * styles, the head, hidden elements, and struck-through text (a cancelled quiz is not a quiz).
 */
export function htmlToDocument(html: string, format: SyllabusFormat, limits: ReadLimits): SyllabusDocument {
  const collector = new LineCollector(new CharacterBudget(limits));
  const parser = new Parser(collector, { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true });
  parser.write(html);
  parser.end();
  return { format, pages: 1, lines: collector.finish(), linkTargets: collector.targets, ...(collector.notices.length ? { hiddenNotices: collector.notices } : {}) };
}

const BLOCKS = new Set([
  'address', 'article', 'aside', 'blockquote', 'body', 'caption', 'center', 'dd', 'details', 'dialog', 'dir', 'div', 'dl', 'dt',
  'fieldset', 'figcaption', 'figure', 'footer', 'form', 'header', 'hgroup', 'hr', 'legend', 'li', 'main', 'menu', 'nav', 'ol',
  'option', 'p', 'section', 'summary', 'ul',
]);
/** How many link targets a document keeps: a course site's few name its term, a link farm's thousands add nothing. */
const MAX_TARGETS = 500;
/** A copyright notice and its year: "© 2020 Lane Schwartz", "&copy; Copyright 2023", "Copyright (c) 2019". */
const COPYRIGHT_NOTICE = /(?:©|&copy;|\bcopyright\b)(?:\s*(?:©|&copy;|\(c\)|copyright))*\s*(?:19|20)\d{2}\b/gi;
/**
 * A static badge from shields.io (`![](https://img.shields.io/badge/Due-dc322f)`, "Class%2001-1f77b4")
 * shows the words its address spells, which a course page uses as its labels: "Due", "Released".
 * Those are what a reader sees, so they stand over its alt text, which may differ ("Entega_TP0" over
 * a badge that shows "Entrega TP0"); the alt text stands in where the address spells nothing.
 */
function badgeText(alt: string, src: string): string | null {
  const path = /^https?:\/\/img\.shields\.io\/badge\/([^?#]+)/.exec(src)?.[1];
  if (!path) return null;
  // "<label>-<message>-<color>" or "<message>-<color>", "--" a hyphen and "__" an underscore in the words.
  const parts = path.replace(/--/g, '\u0000').split('-').slice(0, -1).map((part) => part.replace(/\u0000/g, '-').replace(/__/g, '\u0001').replace(/_/g, ' ').replace(/\u0001/g, '_'));
  let shown = '';
  try {
    shown = decodeURIComponent(parts.join(' ')).trim();
  } catch {
    // A broken escape in the address: the alt text says what the badge is.
  }
  return shown || alt.trim() || null;
}

/** Elements that set their text in bold: a paragraph all inside them may be a heading (see bold-headings.ts). */
const BOLD = new Set(['b', 'strong']);

/** "./assignments/Lab-1-Step-Testing.ipynb" → "Lab 1 Step Testing". */
function nameOfTarget(href: string): string {
  const file = decodeURIComponent(href.split(/[?#]/)[0]!.split('/').pop() ?? '').replace(/\.[a-z0-9]{1,5}$/i, '');
  return file.replace(/[-_+]+/g, ' ').trim();
}

/** A rowspan or colspan, bounded: a hostile page's "rowspan=100000" spans no more than a real table does. */
const spanOf = (value: string | undefined) => Math.min(Math.max(Number.parseInt(value ?? '1', 10) || 1, 1), 100);

/** Never shown, or shown struck through. */
const SKIPPED = new Set(['head', 'title', 'script', 'style', 'noscript', 'template', 'iframe', 'object', 's', 'strike', 'del']);
const HEADINGS: Record<string, number> = { h1: 1, h2: 2, h3: 3, h4: 4, h5: 5, h6: 6 };
/** A heading's permalink that documentation generators (Sphinx, Jupyter Book) set after it as "¶": no part of the heading. */
const PERMALINK_CLASS = /(?:^|\s)headerlink(?:\s|$)/;
const INVISIBLE_STYLE = /line-through|display\s*:\s*none|visibility\s*:\s*hidden/i;

/** A footnote's mark: a number, an asterisk or a dagger. */
const FOOTNOTE_MARK = /^\s*(?:\d{1,2}|[*\u2020\u2021\u00a7]{1,3})\s*$/;

/** Whitespace runs to one space; only runs that change are matched, which keeps megabytes of text fast. */
const collapse = (text: string) => text.replace(/\s{2,}|[^\S ]/g, ' ').trim();

/**
 * Receives htmlparser2's events (every open tag gets its close, implied or not) and builds the
 * lines. Its own element stack records whether each open element is skipped, so closes match.
 */
class LineCollector {
  private readonly lines: DocLine[] = [];
  /** Whether each open element is skipped (it or an ancestor is never shown). */
  private readonly stack: boolean[] = [];
  private skipping = 0;
  private pre = 0;
  /** Text of the line being built outside table cells, and its heading level. */
  private flow = '';
  private heading: number | undefined;
  /** Open `<table>` elements: the outermost makes rows; tables inside its cells are flattened. */
  private tableDepth = 0;
  private tables = 0;
  private row: string[] | null = null;
  /** The open cell of the outermost table, as the lines (paragraphs, `<br>`s) it has so far. */
  private cell: string[] | null = null;
  /** How far the open cell spans; cells spanning rows are carried into the rows below by column. */
  private span = { rows: 1, columns: 1, header: false };
  private readonly carried = new Map<number, { text: string; rows: number }>();
  /** Whether the next line starts a block rather than following a <br>. */
  private opens = true;
  /** How many list items are open around the text outside tables. */
  private listDepth = 0;
  /** Open links, with how many pieces of text had been written when each opened. */
  /** The links open where the text is; `shown` once an element (an icon, an image) shows something in one. */
  private readonly links: { href: string; at: number; shown: boolean }[] = [];
  /** Every link's target, up to MAX_TARGETS. */
  readonly targets: string[] = [];
  /** The copyright notices left in comments, up to MAX_TARGETS. */
  readonly notices: string[] = [];
  private written = 0;
  /** A definition list's term has ended and its definition may go on on the same line. */
  private termOpen = false;
  /** Open bold elements, and how much of the line being built outside cells they hold. */
  private boldDepth = 0;
  private boldLetters = 0;
  private allLetters = 0;
  /** Open `<sup>` elements: a footnote's mark in one is not part of the word or date it follows. */
  private superscripts = 0;

  constructor(private readonly budget: CharacterBudget) {}

  /**
   * A comment shows nothing, but the links its author left in it are the page's too: "…/martin-luther-king-jr-day-2017/" dates a page
   * that names no year; and so is a footer's copyright notice a theme comments out ("<!-- © 2020 Lane Schwartz -->").
   */
  oncomment(data: string): void {
    for (const [, href] of data.matchAll(/\bhref\s*=\s*["']([^"']+)["']/gi)) if (this.targets.length < MAX_TARGETS) this.targets.push(href!);
    for (const [notice] of data.matchAll(COPYRIGHT_NOTICE)) if (this.notices.length < MAX_TARGETS) this.notices.push(notice);
  }

  onopentag(name: string, attributes: Record<string, string>): void {
    if (this.stack.length >= MAX_DEPTH) {
      throw new UnreadableSyllabus(
        `This page nests its HTML more than ${MAX_DEPTH.toLocaleString('en-US')} levels deep, which no real syllabus does; ask the student for a PDF or type its dates in by hand.`,
      );
    }
    const skip = this.skipping > 0 || SKIPPED.has(name) || 'hidden' in attributes || INVISIBLE_STYLE.test(attributes.style ?? '') || (name === 'a' && PERMALINK_CLASS.test(attributes.class ?? ''));
    this.stack.push(skip);
    if (skip) {
      this.skipping++;
      return;
    }
    if (name === 'li' && !this.cell) this.listDepth++;
    if (BOLD.has(name)) this.boldDepth++;
    if (name === 'sup') this.superscripts++;
    const openLink = this.links.at(-1);
    if (openLink) openLink.shown = true;
    if (name === 'a') {
      this.links.push({ href: attributes.href ?? '', at: this.written, shown: false });
      if (attributes.href && this.targets.length < MAX_TARGETS) this.targets.push(attributes.href);
    } else if (name === 'table') {
      this.breakLine();
      // A table opened in a table but outside its cells ("<table><colgroup>…</colgroup><table><thead>", as a
      // converter may write) closes the first, as browsers read it: a new table at the same depth.
      if (this.tableDepth === 1 && !this.cell) this.endRow();
      else this.tableDepth++;
      if (this.tableDepth === 1) {
        this.tables++;
        this.carried.clear();
      }
    } else if (name === 'tr') {
      if (this.tableDepth === 1) {
        this.endRow();
        this.row = [];
      } else this.breakLine();
    } else if (name === 'td' || name === 'th') {
      if (this.tableDepth === 1) {
        this.endCell();
        this.breakLine();
        this.row ??= [];
        this.cell = [''];
        this.span = { rows: spanOf(attributes.rowspan), columns: spanOf(attributes.colspan), header: name === 'th' };
      } else if (this.tableDepth > 1) this.append(' ');
      else this.breakLine();
    } else if (name in HEADINGS) {
      this.breakLine();
      this.opens = true;
      if (!this.cell) this.heading = HEADINGS[name];
    } else if (name === 'img') {
      const badge = badgeText(attributes.alt ?? '', attributes.src ?? '');
      if (badge) this.append(` ${badge} `);
    } else if (name === 'pre') {
      this.pre++;
      this.breakLine();
    } else if (name === 'br') {
      // In a cell every <br> counts, even a leading one: tables written in Markdown line up the
      // entries of a row's cells by their <br>s ("9/18<br>9/20" beside "<br>HW1 due").
      if (this.cell) this.cell.push('');
      else this.breakLine();
    } else if (name === 'dd' && this.termOpen && !this.cell) {
      // A definition list's term labels its definition: "<dt>1-Feb</dt><dd>First Report</dd>" is one line.
      this.termOpen = false;
    } else if (BLOCKS.has(name)) {
      this.breakLine();
      this.opens = true;
    }
  }

  onclosetag(name: string): void {
    const skipped = this.stack.pop();
    if (skipped) {
      this.skipping--;
      return;
    }
    if (name === 'li' && !this.cell && this.listDepth > 0) {
      this.breakLine();
      this.listDepth--;
    }
    if (BOLD.has(name)) this.boldDepth = Math.max(0, this.boldDepth - 1);
    if (name === 'sup') this.superscripts = Math.max(0, this.superscripts - 1);
    if (name === 'a') {
      // A link with nothing in it ("[](./assignments/Lab-1-Step-Testing.ipynb)") is read by its target's
      // name; one showing an icon (slides' "<i class='fas fa-desktop'>") says what the icon says, nothing.
      const link = this.links.pop();
      if (link && link.at === this.written && !link.shown) this.append(nameOfTarget(link.href));
    } else if (name === 'table') {
      if (this.tableDepth === 1) this.endRow();
      else this.breakLine();
      this.tableDepth = Math.max(0, this.tableDepth - 1);
    } else if (name === 'tr') {
      if (this.tableDepth === 1) this.endRow();
      else this.breakLine();
    } else if (name === 'td' || name === 'th') {
      if (this.tableDepth === 1) this.endCell();
      else if (this.tableDepth === 0) this.breakLine();
    } else if (name in HEADINGS) {
      this.breakLine();
      this.heading = undefined;
    } else if (name === 'pre') {
      this.breakLine();
      this.pre--;
    } else if (name === 'dt' && !this.cell) {
      this.append(': ');
      this.termOpen = true;
    } else if (BLOCKS.has(name)) {
      this.breakLine();
      this.opens = true;
    }
  }

  ontext(text: string): void {
    if (this.skipping > 0) return;
    if (/\S/.test(text)) this.budget.spend(collapse(text).length);
    // "10/22/23<sup>3</sup>" shows a date and a footnote's mark, not "10/22/233" (an ordinal's "3<sup>rd</sup>" stays).
    if (this.superscripts > 0 && FOOTNOTE_MARK.test(text)) text = ' ';
    if (this.pre === 0) {
      this.append(text);
      return;
    }
    text.split('\n').forEach((part, i) => {
      if (i > 0) this.breakLine();
      this.append(part);
    });
  }

  finish(): DocLine[] {
    this.endRow();
    this.breakLine();
    return this.lines;
  }

  private append(text: string): void {
    if (/\S/.test(text)) this.written++;
    if (this.cell) this.cell[this.cell.length - 1] += text;
    else {
      this.flow += text;
      const letters = text.replace(/\s/g, '').length;
      this.allLetters += letters;
      if (this.boldDepth > 0) this.boldLetters += letters;
    }
  }

  /** Ends the current line: a new line within an open cell, otherwise a line of the document. */
  private breakLine(): void {
    this.termOpen = false;
    if (this.cell) {
      if (this.cell.at(-1) !== '') this.cell.push('');
      return;
    }
    const text = collapse(this.flow);
    const allBold = this.allLetters > 0 && this.boldLetters >= 0.9 * this.allLetters;
    [this.flow, this.boldLetters, this.allLetters] = ['', 0, 0];
    if (!text) return;
    // A paragraph all in bold is a heading below any the page marks (see bold-headings.ts).
    const heading = this.heading ?? (allBold && this.opens && this.listDepth === 0 && isHeadingLike(text) ? 6 : undefined);
    const line: DocLine = heading ? { page: 1, text, heading } : { page: 1, text };
    // Lines a <br> separates go on with their block; the first line of a block opens a paragraph.
    if (this.opens) line.opens = true;
    if (this.listDepth > 0) line.list = this.listDepth;
    this.opens = false;
    this.lines.push(line);
  }

  private endCell(): void {
    if (!this.cell || !this.row) return;
    this.fillCarried(this.row);
    const lines = this.cell.map(collapse);
    while (lines.length && !lines.at(-1)) lines.pop();
    const text = lines.join('\n');
    for (let column = 0; column < this.span.columns; column++) {
      if (this.span.rows > 1) this.carried.set(this.row.length, { text, rows: this.span.rows - 1 });
      // A header spanning columns names each of them; a spanning data cell is one entry.
      this.row.push(column === 0 || this.span.header ? text : '');
    }
    this.cell = null;
  }

  /** Cells of earlier rows that span down into this one take their column's place. */
  private fillCarried(row: string[]): void {
    for (let carried = this.carried.get(row.length); carried; carried = this.carried.get(row.length)) {
      if (--carried.rows === 0) this.carried.delete(row.length);
      row.push(carried.text);
    }
  }

  private endRow(): void {
    this.endCell();
    if (this.row) this.fillCarried(this.row);
    const cells = this.row;
    this.row = null;
    if (!cells?.some(Boolean)) return;
    this.lines.push({ page: 1, text: cells.map((cell) => cell.replace(/\n/g, ' ')).join(' | '), cells, table: this.tables });
  }
}
