import { Parser } from 'htmlparser2';
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
  const { coreProperties } = checkDocxZip(buffer, limits);
  let html: string;
  try {
    html = (await mammoth.convertToHtml({ buffer }, { convertImage: NO_IMAGES, externalFileAccess: false })).value;
  } catch {
    throw new UnreadableSyllabus('This Word file is damaged and could not be opened; ask the student for another copy or a PDF.');
  }
  return { ...htmlToDocument(html, 'docx', limits), created: createdOf(coreProperties) };
}

/** When the document was created, from its properties' `dcterms:created` (W3CDTF, e.g. 2023-08-14T17:02:00Z). */
function createdOf(coreProperties: string | null): Date | undefined {
  if (!coreProperties) return undefined;
  let inCreated = false;
  let text = '';
  const parser = new Parser(
    {
      onopentag: (name) => (inCreated = name === 'dcterms:created'),
      ontext: (chunk) => (text += inCreated ? chunk : ''),
      onclosetag: () => (inCreated = false),
    },
    { xmlMode: true },
  );
  parser.write(coreProperties);
  parser.end();
  const created = new Date(text.trim());
  return Number.isNaN(created.getTime()) ? undefined : created;
}
