import type { ReadLimits, SyllabusDocument } from '../document.js';
import { matchesOf } from '../find/matches.js';
import { withListTablesAsPipeRows } from './list-table.js';
import { textToDocument } from './text-lines.js';

/** A web address written out, as plain text and reStructuredText give their links. */
const WEB_ADDRESS = /\bhttps?:\/\/[^\s<>"'`()[\]]+/g;

/**
 * A plain-text syllabus; form feeds (as pdftotext writes them) separate pages. reStructuredText's list tables are tables.
 * Its web addresses are its links ("…/mae223/2019f/slides-l01.pdf" names the course's term).
 */
export function readText(text: string, limits: ReadLimits): SyllabusDocument {
  const document = textToDocument(withListTablesAsPipeRows(text), 'text', limits);
  const linkTargets = matchesOf(WEB_ADDRESS, text).map((address) => address[0]);
  return linkTargets.length ? { ...document, linkTargets } : document;
}
