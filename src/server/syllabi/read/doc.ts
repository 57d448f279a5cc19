import WordExtractor from 'word-extractor';
import { UnreadableSyllabus, type ReadLimits, type SyllabusDocument } from '../document.js';
import { checkOleHeader, DAMAGED_DOC } from './ole-guard.js';
import { textToDocument } from './text-lines.js';

/**
 * An old binary Word file (.doc): its body text, read like plain text. Table cells come out
 * separated by tabs, so schedule rows get their cells. The text carries no formatting, so
 * struck-through lines cannot be told apart here.
 */
export async function readDoc(bytes: Uint8Array, limits: ReadLimits): Promise<SyllabusDocument> {
  const file = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  checkOleHeader(file);
  let body: string;
  try {
    const document = await new WordExtractor().extract(file);
    body = document.getBody();
  } catch {
    throw new UnreadableSyllabus(DAMAGED_DOC);
  }
  return textToDocument(body, 'doc', limits);
}
