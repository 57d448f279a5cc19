import { isUtf8 } from 'node:buffer';
import sniffHtmlEncoding from 'html-encoding-sniffer';
import { decode } from 'whatwg-encoding';
import { DEFAULT_READ_LIMITS, UnreadableSyllabus, type DocLine, type ReadLimits, type SyllabusDocument } from '../document.js';
import { detectSyllabusType } from '../../uploads/file-types.js';
import { readPdf } from './pdf.js';
import { readDocx } from './docx.js';
import { readDoc } from './doc.js';
import { readHtml } from './html.js';
import { readLatex } from './latex.js';
import { ORG_DOCUMENT, readOrg } from './org.js';
import { OTHER_LIST_MARKS } from './list-marks.js';
import { readMarkdown } from './markdown.js';
import { readText } from './text.js';

/**
 * Reads any syllabus format into lines and table rows. The format is told by the content; the
 * file name only tells Markdown, which looks like plain text (or like HTML when it opens with a tag).
 */
export async function readSyllabus(bytes: Uint8Array, fileName: string, limits: ReadLimits = DEFAULT_READ_LIMITS): Promise<SyllabusDocument> {
  const document = await readFormat(bytes, fileName, limits);
  return { ...document, lines: document.lines.map(withPlainBullets) };
}

async function readFormat(bytes: Uint8Array, fileName: string, limits: ReadLimits): Promise<SyllabusDocument> {
  if (bytes.length > limits.maxBytes) {
    throw new UnreadableSyllabus(`This file is larger than ${Math.round(limits.maxBytes / 1024 / 1024)} MB; split it or type its dates in by hand.`);
  }
  const type = detectSyllabusType(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  const markdown = /\.(md|markdown|qmd|rmd|rmarkdown)$/i.test(fileName);
  switch (type?.extension) {
    case '.pdf':
      return readPdf(bytes, limits);
    case '.docx':
      return readDocx(bytes, limits);
    case '.doc':
      return readDoc(bytes, limits);
    case '.html':
      return markdown ? readMarkdown(decodeText(bytes), limits) : readHtml(decodeText(bytes), limits);
    case '.md':
      return readMarkdown(decodeText(bytes), limits);
    case '.txt': {
      const text = decodeText(bytes);
      if (markdown) return readMarkdown(text, limits);
      if (/\.org$/i.test(fileName) || ORG_DOCUMENT.test(text.slice(0, 4000))) return readOrg(text, limits);
      // LaTeX is told by its name or by its commands at a line's start (the picker takes it as .txt).
      return /\.tex$/i.test(fileName) || LATEX_DOCUMENT.test(text.slice(0, 4000)) ? readLatex(text, limits) : readText(text, limits);
    }
    default:
      throw new UnreadableSyllabus('This is not a PDF, Word, HTML, Markdown or text file, so it cannot be read.');
  }
}

/** LaTeX's opening commands, at a line's start: a whole document's, or a part's ("\begin{longtable}", "\section{Schedule}"). */
const LATEX_DOCUMENT = /^\s*\\(?:documentclass|begin\{[a-z]+\*?\}|(?:sub)*section\*?\{|title\{)/m;

/** A list's mark drawn with another glyph reads as "•", so the work listed under a date is read whatever its mark. */
const BULLET_GLYPH = new RegExp(`^(\\s*)[${OTHER_LIST_MARKS}](?=\\s|$)`, 'u');
const plainBullet = (text: string) => text.replace(BULLET_GLYPH, '$1•');
const withPlainBullets = (line: DocLine): DocLine => ({ ...line, text: plainBullet(line.text), ...(line.cells && { cells: line.cells.map(plainBullet) }) });

/**
 * Text, Markdown and HTML in whatever charset they were saved in: a byte-order mark or an HTML meta
 * charset decides (the WHATWG sniffing algorithm, as browsers do); without either, UTF-8 when the
 * bytes are valid UTF-8, else Windows-1252, which Word and Windows editors write. Bytes that are valid
 * UTF-8 and use it beyond ASCII are UTF-8 whatever the meta tag says: a Word page re-saved by an
 * editor keeps its "charset=windows-1252", and read by it, every "·" and curly quote would be garbled
 * ("Â·", "â€œ"), as no Windows-1252 text is by chance.
 */
function decodeText(bytes: Uint8Array): string {
  const utf8 = isUtf8(bytes);
  const encoding = utf8 && bytes.some((byte) => byte >= 0x80) ? 'UTF-8' : sniffHtmlEncoding(bytes, { defaultEncoding: utf8 ? 'UTF-8' : 'windows-1252' });
  // whatwg-encoding (iconv-lite) rather than TextDecoder: Node 20's TextDecoder reads windows-1252 as Latin-1.
  // (Windows line ends read as Unix ones: a Markdown table's rows are told by its lines, and "\r" ends none of them.)
  return decode(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), encoding).replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
}
