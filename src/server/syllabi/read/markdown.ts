import MarkdownIt from 'markdown-it';
import type { ReadLimits, SyllabusDocument } from '../document.js';
import { htmlToDocument } from './html-lines.js';

/**
 * Raw HTML is kept (`html`) because LMS exports are often HTML saved as .md; a single newline is a
 * line (`breaks`), as the author saw it. Pipe tables become table rows; ~~struck~~ text is dropped
 * by the HTML step like any other strikethrough. markdown-it caps nesting itself (maxNesting).
 */
const markdown = new MarkdownIt({ html: true, breaks: true, linkify: false });

/** A Jekyll/Hugo page's YAML front matter, which markdown-it would read as setext headings. */
const FRONT_MATTER = /^---[ \t]*\r?\n([\s\S]*?)\r?\n(?:---|\.\.\.)[ \t]*(?:\r?\n|$)/;

export function readMarkdown(text: string, limits: ReadLimits): SyllabusDocument {
  return htmlToDocument(markdown.render(frontMatterAsLines(text)), 'markdown', limits);
}

/** Keeps the front matter (its title or term may be the only place they are stated) as plain lines. */
function frontMatterAsLines(text: string): string {
  const match = FRONT_MATTER.exec(text);
  if (!match) return text;
  const escaped = match[1]!.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return `<pre>\n${escaped}\n</pre>\n\n${text.slice(match[0].length)}`;
}
