import type { ReadLimits, SyllabusDocument } from '../document.js';
import { withListTablesAsPipeRows } from './list-table.js';
import { withSimpleTablesAsPipeRows } from './simple-table.js';
import { textToDocument } from './text-lines.js';

/** A plain-text syllabus; form feeds (as pdftotext writes them) separate pages. reStructuredText's list and simple tables are tables. */
export function readText(text: string, limits: ReadLimits): SyllabusDocument {
  return textToDocument(withSimpleTablesAsPipeRows(withListTablesAsPipeRows(text)), 'text', limits);
}
