import mammoth from 'mammoth';
import { UnreadableSyllabus, type ReadLimits, type SyllabusDocument } from '../document.js';
import { htmlToDocument } from './html-lines.js';
import { checkDocxZip } from './zip-guard.js';

/** Pictures are never read: an empty src keeps mammoth from inflating and base64-encoding them. */
const NO_IMAGES = mammoth.images.imgElement(async () => ({ src: '' }));

/**
 * A Word file (.docx): mammoth turns it into HTML (headings, paragraphs, lists and tables; its
 * default style map writes strikethrough as `<s>`, which the HTML step drops), then the HTML is
 * read like any page. The zip is checked first, since mammoth unpacks whatever it holds.
 */
export async function readDocx(bytes: Uint8Array, limits: ReadLimits): Promise<SyllabusDocument> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  checkDocxZip(buffer, limits);
  let html: string;
  try {
    html = (await mammoth.convertToHtml({ buffer }, { convertImage: NO_IMAGES, externalFileAccess: false })).value;
  } catch {
    throw new UnreadableSyllabus('This Word file is damaged and could not be opened; ask the student for another copy or a PDF.');
  }
  return htmlToDocument(html, 'docx', limits);
}
