import type { ReadLimits, SyllabusDocument } from '../document.js';
import { textToDocument } from './text-lines.js';

/** A plain-text syllabus; form feeds (as pdftotext writes them) separate pages. */
export function readText(text: string, limits: ReadLimits): SyllabusDocument {
  return textToDocument(text, 'text', limits);
}
