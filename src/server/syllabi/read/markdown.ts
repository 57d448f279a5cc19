import MarkdownIt from 'markdown-it';
import { parse as parseYaml } from 'yaml';
import container from 'markdown-it-container';
import deflist from 'markdown-it-deflist';
import footnote from 'markdown-it-footnote';
import gridTablesExport from 'markdown-it-gridtables';
import type { ReadLimits, SyllabusDocument } from '../document.js';
import { escapeHtml, htmlToDocument, tableHtml } from './html-lines.js';
import { listTableRows } from './list-table.js';

/**
 * Raw HTML is kept (`html`) because LMS exports are often HTML saved as .md; a single newline is a
 * line (`breaks`), as the author saw it. Pipe tables become table rows; ~~struck~~ text is dropped
 * by the HTML step like any other strikethrough. markdown-it caps nesting itself (maxNesting).
 */
const markdown = new MarkdownIt({ html: true, breaks: true, linkify: false });
// Pandoc's grid tables ("+----+----+" borders, cells that wrap over lines), which R Markdown and Quarto
// schedules use, are tables too.
// (The package is CommonJS with the plugin as `exports.default`: Node's import gives the exports object, a bundler the function.)
const gridTables = ((gridTablesExport as unknown as { default?: typeof gridTablesExport }).default ?? gridTablesExport);
markdown.use(gridTables);
// Pandoc's definition lists ("Week 1 (4/3): Probability" over ": Overview …" and its indented list of
// work) hold a week's entries; read as plain text, the indented part would be code.
markdown.use(deflist);
// Footnotes ("Family Life[^late]" over "[^late]: Note the days of the week"): the note is read where
// the page shows it, at the end; its link back is no part of the text. A short note is read at its mark
// instead, as a reader glances down to it: "Entrega TP1[^tp1]" over "[^tp1]: la fecha de entrega es
// hasta el domingo 20/04" is due that Sunday (read at the end too, it would name its work twice).
markdown.use(footnote);
// Pandoc's and Quarto's fenced divs ("::: {.callout-note}", "::: .schedule" … ":::") group a page's
// parts for its style: their content is read as the page's own text. MyST's colon fences
// (":::{warning} Finals Week: 27 Apr-1 May") and Docusaurus's admonitions (":::caution Due") are such
// blocks too, with their title a line of its own.
markdown.use(container, 'div', { validate: () => true, render: renderDiv });
function renderDiv(tokens: { nesting: number; info: string }[], index: number): string {
  if (tokens[index]!.nesting !== 1) return '</div>\n';
  // (Docusaurus writes the title after the kind without braces: ":::caution Due".)
  const title = /^\s*(?:\{[\w-]+\}\s*|[a-z]+\s+)(.*)$/.exec(tokens[index]!.info)?.[1]?.trim();
  return `<div>\n${title ? `<p><strong>${markdown.renderInline(title)}</strong></p>\n` : ''}`;
}
/** The longest note read at its mark: a deadline or a date's detail, not a paragraph of policy. */
const SHORT_NOTE = 200;
/** The short notes by their labels, read at their marks. */
interface NotesAtMarks {
  notes?: Map<string, string>;
}
markdown.renderer.rules.footnote_ref = (tokens, idx, _options, env: NotesAtMarks) => {
  const note = env.notes?.get(tokens[idx]!.meta.label);
  return note ? ` (${escapeHtml(note)})` : '';
};
markdown.core.ruler.push('notes_read_at_marks', (state) => {
  const { notes } = state.env as NotesAtMarks;
  if (!notes?.size) return;
  let atMark = false;
  state.tokens = state.tokens.filter((token) => {
    if (token.type === 'footnote_open') atMark = notes.has(token.meta?.label);
    const kept = !atMark;
    if (token.type === 'footnote_close') atMark = false;
    return kept;
  });
});
markdown.renderer.rules.footnote_anchor = () => '';
// A line break inside a link's text is where the source wrapped it ("[SW1—The Meaning of⏎ Life](…)"): a space, not a line.
const lineBreak = markdown.renderer.rules.softbreak!;
markdown.renderer.rules.softbreak = (tokens, idx, options, env, self) => {
  for (let i = idx - 1; i >= 0; i--) {
    if (tokens[i]!.type === 'link_open') return ' ';
    if (tokens[i]!.type === 'link_close') break;
  }
  return lineBreak(tokens, idx, options, env, self);
};
// Pandoc's raw HTML ("```{=html}" around a table that Quarto or R Markdown rendered) is HTML, not code to show.
const codeFence = markdown.renderer.rules.fence!;
// MyST's list table ("```{list-table}", Jupyter Book's schedules) is a table written as a list of rows.
markdown.renderer.rules.fence = (tokens, idx, options, env, self) => {
  const { info, content } = tokens[idx]!;
  const directive = info.trim();
  if (directive === '{=html}') return content;
  if (directive.startsWith('{list-table}')) {
    const { rows, headerRows } = listTableRows(content);
    return markdownTableHtml(rows, headerRows);
  }
  const container = MYST_CONTAINER.exec(directive);
  if (container) {
    // (A card's title may be its ":header:" option: "```{card}" over ":header: **Monday, August 26**".)
    const title = container[1] ? markdown.utils.escapeHtml(container[1]) : markdown.renderInline(/^:header:\s*(.+)$/m.exec(content)?.[1]?.replace(/^\*\*(.*)\*\*$/, '$1') ?? '');
    return `${title ? `<p><strong>${title}</strong></p>` : ''}${markdown.render(content.replace(/^:[\w-]+:.*(?:\n|$)/gm, ''))}`;
  }
  return codeFence(tokens, idx, options, env, self);
};
/**
 * MyST's directives that hold Markdown ("```{div} full-width" around a schedule's table, "```{note} Due dates"):
 * their body is read as the page's own text, their title (or a card's ":header:") as a line of its own, their other options (":class: …") dropped.
 */
const MYST_CONTAINER = /^\{(?:div|container|admonition|note|important|warning|tip|hint|caution|attention|danger|error|seealso|dropdown|card|tab-item|tab-set|grid|grid-item|grid-item-card|sidebar|margin|topic)\}(?:\s+(.*))?$/;

/** Rows of cells (Markdown inline, a cell's lines apart) as one line of an HTML table, its first `headerRows` a header. */
const markdownTableHtml = (rows: string[][], headerRows: number) => tableHtml(rows, headerRows, (cell) => markdown.renderInline(cell).replace(/\n/g, '<br>'));

/** A simple table's rule under its header: runs of dashes, one a column, apart by spaces. */
const DASH_RUNS = /^[ \t]*-{2,}(?:[ \t]+-{2,})+[ \t]*$/;
const FENCE = /^\s*(?:```|~~~)/;

/**
 * Pandoc's simple tables (R Markdown's `knitr::kable` writes them): a header line over runs of dashes
 * that mark each column's stretch, rows under it to a blank line, each cell the text over its
 * column. markdown-it has no reader for them; they become HTML tables here.
 */
function withSimpleTables(text: string): string {
  const lines = text.split('\n');
  const out: string[] = [];
  let fenced = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (FENCE.test(line)) fenced = !fenced;
    const header = out.at(-1);
    if (fenced || !DASH_RUNS.test(line) || !header?.trim() || DASH_RUNS.test(header) || header.includes('|') || (out.length > 1 && out.at(-2)!.trim())) {
      out.push(line);
      continue;
    }
    const starts = columnStarts(line);
    const cellsOf = (row: string) => starts.map((start, j) => row.slice(start, starts[j + 1] ?? row.length).trim());
    // A header R names its columns in joins words with dots ("Problem.Set", "Final.Project").
    const rows = [cellsOf(header).map((name) => name.replace(/(?<=\p{L})\.(?=\p{L})/gu, ' '))];
    while (i + 1 < lines.length && lines[i + 1]!.trim() && !DASH_RUNS.test(lines[i + 1]!)) rows.push(cellsOf(lines[++i]!));
    if (i + 1 < lines.length && DASH_RUNS.test(lines[i + 1]!)) i++;
    out[out.length - 1] = markdownTableHtml(rows, 1);
  }
  return out.join('\n');
}

/**
 * Where each column of a simple or multiline table starts, from its rule of dashes: just after the
 * dashes of the one before it, so a right-aligned cell that starts left of its own dashes stays in its column.
 */
function columnStarts(dashes: string): number[] {
  const runs = [...dashes.matchAll(/-+/g)].map((run) => run.index);
  return runs.map((_, j) => (j === 0 ? 0 : runs[j - 1]! + dashes.slice(runs[j - 1]!).search(/ /)));
}

/** A multiline table's top or bottom edge: one run of dashes across it. */
const EDGE = /^[ \t]*-{10,}[ \t]*$/;

/**
 * Pandoc's multiline tables: an edge of dashes, header lines over runs of dashes marking each column's
 * stretch, then rows apart by blank lines down to the closing edge, each cell the text over its column
 * on the row's lines, one paragraph ("**Friday**: Letter of introduction" over "written to your instructor").
 */
function withMultilineTables(text: string): string {
  const lines = text.split('\n');
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const rule = EDGE.test(lines[i]!) ? lines.slice(i + 1, i + 5).findIndex((line) => DASH_RUNS.test(line)) : -1;
    let close = rule >= 0 ? i + rule + 2 : lines.length;
    while (close < lines.length && !EDGE.test(lines[close]!)) close++;
    if (close >= lines.length || lines.slice(i + 1, i + 1 + rule).some((line) => !line.trim())) {
      out.push(lines[i]!);
      continue;
    }
    const starts = columnStarts(lines[i + 1 + rule]!);
    const rows = [blockCells(lines.slice(i + 1, i + 1 + rule), starts), ...blockRows(lines.slice(i + 2 + rule, close), starts)];
    out.push(markdownTableHtml(rows.filter((cells) => cells.some(Boolean)), rule > 0 ? 1 : 0));
    i = close;
  }
  return out.join('\n');
}

/**
 * Pandoc's tables with no header: runs of dashes over the first row and under the last ("-------  ----------"
 * over "24.09    Examen: Unidad I"), a row a line, or rows apart by blank lines. A first row of words
 * alone ("Fecha | Evaluación") names the columns all the same.
 */
function withHeaderlessTables(text: string): string {
  const lines = text.split('\n');
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const opens = DASH_RUNS.test(lines[i]!) && !lines[i - 1]?.trim() && Boolean(lines[i + 1]?.trim());
    let close = i + 1;
    while (opens && close < lines.length && !DASH_RUNS.test(lines[close]!)) close++;
    if (!opens || close >= lines.length) {
      out.push(lines[i]!);
      continue;
    }
    const starts = columnStarts(lines[i]!);
    const body = lines.slice(i + 1, close);
    const rows = body.some((line) => !line.trim()) ? blockRows(body, starts) : body.map((line) => blockCells([line], starts));
    const named = rows.length > 1 && rows[0]!.every((cell) => cell && !/\d/.test(cell));
    out.push(markdownTableHtml(rows, named ? 1 : 0));
    i = close;
  }
  return out.join('\n');
}

/** A row's cells from its lines: the text over each column, its lines joined. */
const blockCells = (block: string[], starts: number[]) => starts.map((start, j) => block.map((line) => line.slice(start, starts[j + 1] ?? line.length).trim()).filter(Boolean).join(' '));

/** Rows apart by blank lines, each its lines' cells. */
function blockRows(lines: string[], starts: number[]): string[][] {
  const rows: string[][] = [];
  let block: string[] = [];
  for (const line of [...lines, '']) {
    if (line.trim()) block.push(line);
    else if (block.length) {
      rows.push(blockCells(block, starts));
      block = [];
    }
  }
  return rows;
}

/** Pandoc's superscript around an ordinal's letters ("January 14^th^"), or TeX's ("January $13^{th}$"), is the ordinal as written. */
const withPlainOrdinals = (text: string) => text.replace(/(\d)\^(st|nd|rd|th)\^/gi, '$1$2').replace(/\$(\d{1,2})\^\{?(st|nd|rd|th)\}?\$/gi, '$1$2');

/** A Jekyll/Hugo page's YAML front matter ("---"), or Hugo's TOML ("+++"), which markdown-it would read as setext headings or text. */
const FRONT_MATTER = /^(?:---[ \t]*\r?\n([\s\S]*?)\r?\n(?:---|\.\.\.)|\+\+\+[ \t]*\r?\n([\s\S]*?)\r?\n\+\+\+)[ \t]*(?:\r?\n|$)/;

export function readMarkdown(text: string, limits: ReadLimits): SyllabusDocument {
  const front = FRONT_MATTER.exec(text);
  const source = withSimpleTables(withHeaderlessTables(withMultilineTables(withPlainOrdinals(lenientTables(withoutAttributeLists(withMarkdownInSpans(withoutLiquid(withComponentsShown(withCriticMarkup(withMarkdownInHtml(withWholeHtmlTables(withMystRoles(withUnspacedHeadings(withRawLatex(frontMatterAsLines(text, front))))))))))))))));
  const document = htmlToDocument(markdown.render(source, { notes: shortNotes(source) }), 'markdown', limits);
  const frontMatter = front?.[1] ?? front?.[2] ?? '';
  const created = pageDate(frontMatter);
  const title = PAGE_TITLE.exec(frontMatter)?.[1];
  return { ...document, ...(created ? { created } : {}), ...(title ? { title } : {}) };
}

/**
 * Headings as Markdown wrote them before CommonMark, closed with hashes and with no space after them
 * ("###Sept. 30, 2014###", "#JOUR 407 Data journalism#"): CommonMark reads them as text.
 */
const withUnspacedHeadings = (text: string) => text.replace(/^(#{1,6})([^#\s](?:[^\n]*[^#\s])?)#{1,6}[ \t]*$/gm, '$1 $2');

/** A page's own title in its front matter ("title: \"機器學習 2025\"", TOML's "title = …"). */
const PAGE_TITLE = /^title\s*[:=]\s*["']?(.*?)["']?\s*$/m;

/** Each short footnote's text by its label ("[^tp1]: **TP1** - due Sunday 20/04"), as plain words. */
const shortNotes = (source: string) =>
  new Map([...source.matchAll(/^\[\^([^\]\s]+)\]:[ \t]*(\S.*)$/gm)].map((m) => [m[1]!, m[2]!.replace(/[*_`]/g, '').trim()] as const).filter(([, note]) => note.length <= SHORT_NOTE));

/** A page's own date in its front matter ("date: 2025-04-21", "date = 2019-08-12T01:08:17+02:00"): when it was written, as a file's created date is, not a date of the course. */
const PAGE_DATE = /^(?:date|lastmod|last_modified_at|updated)\s*[:=]\s*["']?(\d{4}-\d{2}-\d{2})(?!\d).*$/m;
function pageDate(frontMatter: string): Date | undefined {
  const day = PAGE_DATE.exec(frontMatter)?.[1];
  const date = day ? new Date(`${day}T12:00:00Z`) : undefined;
  return date && !Number.isNaN(date.getTime()) ? date : undefined;
}

/**
 * CriticMarkup, which MkDocs pages use to mark changes: an addition (`{++**Test 1**++}`) or a
 * highlight shows its text, a deletion (`{--Infinite List--}`) and a comment show none, a
 * substitution (`{~~old~>new~~}`) shows the new.
 */
const withCriticMarkup = (text: string) =>
  text
    .replace(/\{\+\+([^{}]*?)\+\+\}|\{==([^{}]*?)==\}/g, (_, added: string | undefined, marked: string | undefined) => added ?? marked ?? '')
    .replace(/\{--[^{}]*?--\}|\{>>[^{}]*?<<\}/g, '')
    .replace(/\{~~[^{}]*?~>([^{}]*?)~~\}/g, '$1');

/**
 * Jekyll's Liquid tags (`{{ "weeks/week01" | relative_url }}` in a link, `{% include nav.html %}`) are
 * filled in when the site is built, into addresses and markup a reader never sees; their own pipes
 * would split a table's cells. What a comment block holds (`{% comment %}` … `{% endcomment %}`, an old
 * term's schedule kept in the file) is never shown.
 */
const withoutLiquid = (text: string) =>
  text.replace(LIQUID_COMMENT, '').replace(LIQUID_INCLUDE, includedText).replace(ADJACENT_SHORTCODES, '$1; $2').replace(HUGO_SHORTCODE, shortcodeText).replace(LIQUID_DATE, 'TBA').replace(/\{\{[^{}\n]*\}\}|\{%[^%\n]*%\}/g, '');
/**
 * A variable the build fills with a due date after a release ("Problem set 1 available, due {{site.ps_1_due}}") shows
 * a day this file does not hold: read as one to be announced, so the line's own date, the release, is not taken for it.
 * (Elsewhere, "Due {{ site.data.due_dates.essay }}" under a class's date, that date is the one the page gives.)
 */
const LIQUID_DATE = /(?<=\b(?:available|released?|posted|assigned|out)\b[^.\n|{}]{0,20})\{\{[^{}\n]*\b(?:[\w.]*_)?(?:due|dates?|deadlines?)(?:_\w*)?\b[^{}\n]*\}\}/gi;

const LIQUID_COMMENT = /\{%-?\s*comment\s*-?%\}[\s\S]*?\{%-?\s*endcomment\s*-?%\}/g;
/**
 * Components of VitePress, Vue or MDX show their text where they stand: one closed on itself its text values
 * (`<Badge type="warning" text="Remise" />`), one that holds a schedule's row its day and hours over what it holds.
 */
const withComponentsShown = (text: string) =>
  text
    .replace(COMPONENT_TAG, (tag) => shownValues(tag).join(' '))
    .replace(/[ \t]*<\/?>[ \t]*/g, '')
    .replace(COMPONENT_BLOCK, componentBlockText)
    .replace(COMPONENT_BLOCK, componentBlockText);
/** A component of VitePress, Vue or MDX closed on itself shows its text values where it stands (`<Badge type="warning" text="Remise" />`). */
const COMPONENT_TAG = /<[A-Z][\w.-]*\b[^<>\n]*\/>/g;
/**
 * An MDX component that holds a schedule's row (`<LectureRow date="22/04/2024" time="EOD" …>`, its attributes over
 * several lines) shows its day and hours on a line of their own, over what it holds, set flush left; its tags and
 * React's fragments (`<>`, `</>`) show nothing. (Read twice: a table's component holds its rows'. Its name is
 * PascalCase: an old page's capitals, `<TD>`, are HTML.)
 */
const COMPONENT_BLOCK = /<([A-Z][a-z][\w.-]*)\b([^<>]*?)>([\s\S]*?)<\/\1>/g;
function componentBlockText(_block: string, _name: string, attributes: string, content: string): string {
  const when = [...attributes.matchAll(/\b(?:date|day|time)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)].map((m) => (m[1] ?? m[2])!);
  const shown = [...when, ...shownValues(attributes)].join(' ').trim();
  return `\n\n${shown}\n\n${content.replace(/^[ \t]+/gm, '').trim()}\n\n`;
}
/**
 * An include given text to show (`{% include alert.html title='Reading reflection' text="Drawing from…" %}`,
 * a page's coloured box of work to hand in) shows that text: its quoted values, each a line.
 */
const LIQUID_INCLUDE = /\{%-?\s*include\s[^%]{0,4000}?%\}/g;
const includedText = (tag: string) => shownValues(tag).join('\n\n');
/** The quoted values a tag gives to show as text (`title='…'`, `text="…"`, `content="…"`), in order. */
const shownValues = (tag: string) => [...tag.matchAll(/\b(?:title|text|content|header|body|label|caption|message)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)].map((m) => (m[1] ?? m[2])!);

/**
 * Hugo's shortcodes show text where they stand, often in a table's cell (`{{< badge content="HW 1 Due" >}}`,
 * `{{< badge "Labs" >}}`): their text values, or their first quoted value, on the line they stand on.
 * Those that link, embed or highlight show none of their values.
 */
const HUGO_SHORTCODE = /\{\{[<%]-?\s*([\w-]+)\s([^{}\n]*?)-?[>%]\}\}/g;
/** Two side by side ("Labs" "Quiz") are two things, kept apart. */
const ADJACENT_SHORTCODES = /([>%]\}\})[ \t]+(\{\{[<%])/g;
const SHOWS_NO_VALUE = new Set(['ref', 'relref', 'figure', 'param', 'youtube', 'vimeo', 'gist', 'tweet', 'x', 'instagram', 'highlight', 'include', 'img', 'image', 'icon']);
function shortcodeText(_tag: string, name: string, values: string): string {
  if (SHOWS_NO_VALUE.has(name.toLowerCase())) return '';
  const named = shownValues(values);
  if (named.length) return named.join(' ');
  const first = /^\s*(?:"([^"]*)"|'([^']*)')/.exec(values);
  return first ? (first[1] ?? first[2])! : '';
}

/**
 * kramdown's attribute lists (`{:.mdl-data-table}` under a table, `{: #id}` under a heading, `{: .label}` after a span),
 * Pandoc's attributes after a line, its link attributes (`[slides](s.html){target='_blank'}`) and its spans (`[Exam 1]{.exam}`,
 * their text kept) style the page and say nothing; CommonMark would read one under a table as its
 * last row, and one after a link or a span as text ("Review exam" for `[Review]{.exam}`).
 */
const withoutAttributeLists = (text: string) =>
  text
    .replace(/^[ \t]*\{:[^}\n]*\}[ \t]*$/gm, '')
    // (And its extensions' marks, "{::nomarkdown}" … "{:/}", which show nothing.)
    .replace(/\{::nomarkdown\}|\{:\/(?:nomarkdown)?\}/g, '')
    // (And those after a span, "**Assignment 1 due**{: .label .label-yellow}", blanked to their length.)
    .replace(/\{:[ \t]*[.#][^{}\n]*\}/g, (attributes) => ' '.repeat(attributes.length))
    .replace(/(\]\([^()\s]*\))\{[^{}\n]*\}/g, '$1')
    // (Pandoc's attributes closing a line, "September 13, 2022 {.date}", "## Week 1 {#w1 .unnumbered}", "{-}".)
    .replace(/[ \t]*\{(?:[.#][\w-]|-\}|[\w-]+=)[^{}\n]*\}[ \t]*$/gm, '')
    // (Padded to its length: a grid table's cells are told by their columns.)
    .replace(/\[([^[\]\n]*)\]\{(?=[.#])[^{}\n]*\}/g, (span, words: string) => ` ${words}`.padEnd(span.length));

/** An HTML element that kramdown is told to read Markdown inside (`<div class="table-responsive" markdown="1">`). */
const MARKDOWN_INSIDE = /^[ \t]*<(\w+)\b[^>\n]*\bmarkdown=["']?(?:1|block)["']?[^>\n]*>[ \t]*$/gm;
/**
 * CommonMark reads Markdown inside HTML only after a blank line: without one, the schedule table
 * in such an element would stay raw text with its pipes. A blank line is set after the opening tag
 * and before a closing tag of that element alone on its line.
 */
function withMarkdownInHtml(text: string): string {
  const names = new Set([...text.matchAll(MARKDOWN_INSIDE)].map((match) => match[1]!.toLowerCase()));
  if (!names.size) return text;
  return text.replace(MARKDOWN_INSIDE, '$&\n').replace(/^[ \t]*<\/(\w+)>[ \t]*$/gm, (tag, name: string) => (names.has(name.toLowerCase()) ? `\n${tag}` : tag));
}

/**
 * LaTeX an R Markdown page writes for its PDF ("\faCalendar \hspace{0.005in} \textbf{February 1}", "\noindent"): the words
 * its commands set, and none of its spacing, icons or paragraph marks. (Markdown's own escapes are no letters: "\*".)
 */
const withRawLatex = (text: string) =>
  text
    .replace(/\\(?:textbf|textit|emph|underline|texttt|textsc)\{([^{}\n]*)\}/g, '$1')
    .replace(/\\[hv]space\*?\{[^{}\n]*\}|\\(?:noindent|medskip|smallskip|bigskip|centering|newpage|clearpage)\b|\\fa[A-Z][A-Za-z]*\b/g, '');

/**
 * MyST's roles (Jupyter Book pages): "{doc}`Chapter 7: Visualizing data <../chapters/06/00-plots>`"
 * shows the text before its target, "{ref}`grading`" its target, as words of the line, not code.
 */
const withMystRoles = (text: string) => text.replace(/\{[\w:-]+\}`([^`\n]+)`/g, (_, inside: string) => inside.replace(/\s*<[^<>]*>\s*$/, ''));

/**
 * kramdown (GitHub Pages) reads an HTML table to its closing tag; CommonMark ends the HTML at a blank
 * line, and the rows indented after it ("    <tbody>") would show as code. Inside a table written
 * as HTML, a blank line before a tag is dropped, so the page reads as its author saw it.
 */
const withWholeHtmlTables = (text: string) => text.replace(/^ {0,3}<table\b[\s\S]*?<\/table>/gim, (table) => table.replace(/\n(?:[ \t]*\n)+(?=[ \t]*(?:<|-->))/g, '\n'));

/** kramdown's `markdown="span"`: an element's text on its line is inline Markdown ("<td markdown="span">[Lab 0](…) DUE Mar 9</td>"). */
const MARKDOWN_SPAN = /<(\w+)\b([^>\n]*?)\s+markdown=["']?span["']?([^>\n]*)>([^\n]*?)<\/\1>/g;
const withMarkdownInSpans = (text: string) => text.replace(MARKDOWN_SPAN, (_, name: string, before: string, after: string, inside: string) => `<${name}${before}${after}>${markdown.renderInline(inside)}</${name}>`);

/** "|:--|:-:|", "---|---": a pipe table's delimiter row (short cells need their pipes, or "-" alone would be one). */
const DELIMITER_ROW = /^\s*\|?\s*:?-+:?\s*(?:\|\s*(?::?-*:?)?\s*)*\|?\s*$/;
const isDelimiterRow = (line: string) => DELIMITER_ROW.test(line) && (line.includes('|') || /-{3}/.test(line));
const cellCount = (row: string) => row.trim().replace(/^\||\|$/g, '').split('|').length;

/**
 * Pipe tables whose delimiter row has another number of cells than the header, or with a row indented
 * as far as code ("     | 10/22/23 | Exam I |", a row without its week number), which kramdown
 * (GitHub Pages) renders but CommonMark's table rule does not: the delimiter row is rewritten to
 * match and the rows lose their indent, so the schedule still reads as one table.
 */
function lenientTables(text: string): string {
  const lines = headedTables(text.split('\n'));
  for (let i = 1; i < lines.length; i++) {
    const header = lines[i - 1]!;
    if (!isDelimiterRow(lines[i]!) || !header.includes('|')) continue;
    const wanted = cellCount(header);
    if (cellCount(lines[i]!) !== wanted) lines[i] = `|${' --- |'.repeat(wanted)}`;
    for (let row = i + 1; row < lines.length && lines[row]!.includes('|'); row++) lines[row] = lines[row]!.replace(/^[ \t]{4,}(?=\|)/, '');
  }
  return lines.join('\n');
}

/** A line typed as a table's row: "| Malaria and Bednets: Part 2 | Nov 15 |". */
const PIPE_ROW = /^[ \t]{0,3}\|.*\|[ \t]*$/;

/**
 * Rows whose header was left out or commented out ("<!-- | Assignment | Due Date | … -->" over
 * "| Malaria and Bednets: Part 2 | Nov 15 |") are a table's all the same, as the page's author
 * meant them: they get an empty header, which CommonMark needs to see a table. (Not in a code fence.)
 */
function headedTables(lines: string[]): string[] {
  const out: string[] = [];
  let fenced = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (/^[ \t]*(?:```|~~~)/.test(line)) fenced = !fenced;
    const opensRows = !fenced && PIPE_ROW.test(line) && cellCount(line) >= 2 && !lines[i - 1]?.trim() && !isDelimiterRow(line);
    if (opensRows) {
      let end = i;
      while (end + 1 < lines.length && PIPE_ROW.test(lines[end + 1]!)) end++;
      const rows = lines.slice(i, end + 1);
      if (!rows.some(isDelimiterRow)) {
        const wanted = cellCount(line);
        out.push(`|${' |'.repeat(wanted)}`, `|${' --- |'.repeat(wanted)}`);
      }
      out.push(...rows);
      i = end;
      continue;
    }
    out.push(line);
  }
  return out;
}

/**
 * Keeps the front matter (its title or term may be the only place they are stated) as plain lines, but the page's own date.
 * A schedule kept there as data ("weeks:" of "days:", each with its "date:" and "title:") is read as tables, a list of
 * entries each a row under their keys, so a day's fields stay together.
 */
function frontMatterAsLines(text: string, match: RegExpExecArray | null): string {
  if (!match) return text;
  const front = (match[1] ?? match[2]!).replace(PAGE_DATE, '');
  const schedule = match[1] !== undefined ? scheduleData(front) : null;
  const shown = schedule ? dataHtml(schedule) : `<pre>\n${escapeHtml(front)}\n</pre>`;
  return `${shown}\n\n${text.slice(match[0].length)}`;
}

type Scalar = string | number | boolean;
const isScalar = (value: unknown): value is Scalar => ['string', 'number', 'boolean'].includes(typeof value);
const isEntry = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
/** A list of three entries or more whose fields are words, as a schedule's days are. */
const isTableOfEntries = (value: unknown): value is Record<string, Scalar>[] => Array.isArray(value) && value.length >= 3 && value.every((entry) => isEntry(entry) && Object.values(entry).every(isScalar));

/** The front matter's data when it holds such a list with dates ("date: 6 February") in it, else null. */
function scheduleData(front: string): unknown {
  let data: unknown;
  try {
    data = parseYaml(front, { maxAliasCount: 10 });
  } catch {
    return null;
  }
  const holdsSchedule = (value: unknown): boolean =>
    isTableOfEntries(value) ? value.some((entry) => Object.values(entry).some((field) => /\d/.test(String(field)) && /[a-z]{3}|\d\/\d|\d-\d/i.test(String(field)))) : Array.isArray(value) ? value.some(holdsSchedule) : isEntry(value) ? Object.values(value).some(holdsSchedule) : false;
  return holdsSchedule(data) ? data : null;
}

/** Data as a page shows it: a list of entries as a table, an entry's own fields as a line, the rest in order. */
function dataHtml(value: unknown): string {
  if (isTableOfEntries(value)) {
    const keys = [...new Set(value.flatMap((entry) => Object.keys(entry)))];
    return tableHtml([keys, ...value.map((entry) => keys.map((key) => String(entry[key] ?? '')))], 1, escapeHtml);
  }
  if (Array.isArray(value)) return value.map(dataHtml).join('');
  if (isEntry(value)) {
    const fields = Object.entries(value).filter(([, field]) => isScalar(field));
    const line = fields.length ? `<p>${fields.map(([key, field]) => escapeHtml(`${key}: ${String(field)}`)).join(' · ')}</p>\n` : '';
    return line + Object.values(value).filter((field) => !isScalar(field)).map(dataHtml).join('');
  }
  return isScalar(value) ? `<p>${escapeHtml(String(value))}</p>\n` : '';
}
