import MarkdownIt from 'markdown-it';
import gridTablesExport from 'markdown-it-gridtables';
import type { ReadLimits, SyllabusDocument } from '../document.js';
import { htmlToDocument } from './html-lines.js';

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
// Pandoc's raw HTML ("```{=html}" around a table that Quarto or R Markdown rendered) is HTML, not code to show.
const codeFence = markdown.renderer.rules.fence!;
markdown.renderer.rules.fence = (tokens, idx, options, env, self) => (tokens[idx]!.info.trim() === '{=html}' ? tokens[idx]!.content : codeFence(tokens, idx, options, env, self));

/** A Jekyll/Hugo page's YAML front matter, which markdown-it would read as setext headings. */
const FRONT_MATTER = /^---[ \t]*\r?\n([\s\S]*?)\r?\n(?:---|\.\.\.)[ \t]*(?:\r?\n|$)/;

export function readMarkdown(text: string, limits: ReadLimits): SyllabusDocument {
  return htmlToDocument(markdown.render(lenientTables(withoutAttributeLists(withoutLiquid(frontMatterAsLines(text))))), 'markdown', limits);
}

/**
 * Jekyll's Liquid tags (`{{ "weeks/week01" | relative_url }}` in a link, `{% include nav.html %}`) are
 * filled in when the site is built, into addresses and markup a reader never sees; their own pipes
 * would split a table's cells.
 */
const withoutLiquid = (text: string) => text.replace(/\{\{[^{}\n]*\}\}|\{%[^%\n]*%\}/g, '');

/**
 * kramdown's attribute lists (`{:.mdl-data-table}` under a table, `{: #id}` under a heading) and
 * Pandoc's link attributes (`[slides](s.html){target='_blank'}`) style the page and say nothing;
 * CommonMark would read one under a table as its last row, and one after a link as text.
 */
const withoutAttributeLists = (text: string) => text.replace(/^[ \t]*\{:[^}\n]*\}[ \t]*$/gm, '').replace(/(\]\([^()\s]*\))\{[^{}\n]*\}/g, '$1');

/** "|:--|:-:|", "---|---": a pipe table's delimiter row (short cells need their pipes, or "-" alone would be one). */
const DELIMITER_ROW = /^\s*\|?\s*:?-+:?\s*(?:\|\s*(?::?-*:?)?\s*)*\|?\s*$/;
const isDelimiterRow = (line: string) => DELIMITER_ROW.test(line) && (line.includes('|') || /-{3}/.test(line));
const cellCount = (row: string) => row.trim().replace(/^\||\|$/g, '').split('|').length;

/**
 * Pipe tables whose delimiter row has another number of cells than the header, which kramdown
 * (GitHub Pages) renders but CommonMark's table rule does not: the delimiter row is rewritten to
 * match, so the schedule still reads as a table.
 */
function lenientTables(text: string): string {
  const lines = text.split('\n');
  for (let i = 1; i < lines.length; i++) {
    const header = lines[i - 1]!;
    if (!isDelimiterRow(lines[i]!) || !header.includes('|')) continue;
    const wanted = cellCount(header);
    if (cellCount(lines[i]!) !== wanted) lines[i] = `|${' --- |'.repeat(wanted)}`;
  }
  return lines.join('\n');
}

/** Keeps the front matter (its title or term may be the only place they are stated) as plain lines. */
function frontMatterAsLines(text: string): string {
  const match = FRONT_MATTER.exec(text);
  if (!match) return text;
  const escaped = match[1]!.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return `<pre>\n${escaped}\n</pre>\n\n${text.slice(match[0].length)}`;
}
