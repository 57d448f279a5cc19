import type { ReadLimits, SyllabusDocument } from '../document.js';
import { htmlToDocument } from './html-lines.js';

/** A web page saved as a file (a course site, an LMS export): its visible lines and table rows. */
export function readHtml(html: string, limits: ReadLimits): SyllabusDocument {
  return htmlToDocument(html, 'html', limits);
}
