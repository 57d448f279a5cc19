/**
 * Syllabus files are recognised by their content, never by their name or declared type:
 * PDF, Word (.docx and the older .doc), HTML and plain text.
 *
 * Markdown has no signature: a .md file is plain text with a few markers that ordinary text has
 * too, so it is recognised as text/plain (stored as .txt) and the syllabus reader picks the
 * Markdown reading by the original file name (read/index.ts).
 */
export interface SyllabusType {
  mime: string;
  extension: string;
}

const PDF: SyllabusType = { mime: 'application/pdf', extension: '.pdf' };
const DOCX: SyllabusType = { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', extension: '.docx' };
const DOC: SyllabusType = { mime: 'application/msword', extension: '.doc' };
const HTML: SyllabusType = { mime: 'text/html', extension: '.html' };
const TEXT: SyllabusType = { mime: 'text/plain', extension: '.txt' };

const startsWith = (bytes: Buffer, signature: number[]) => signature.every((byte, i) => bytes[i] === byte);

const PDF_SIGNATURE = [...'%PDF-'].map((c) => c.charCodeAt(0));
const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];
const OLE_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
// A .docx is a zip whose entries live under word/; entry names are stored uncompressed.
const DOCX_ENTRY = Buffer.from('word/');

export function detectSyllabusType(bytes: Buffer): SyllabusType | null {
  if (bytes.length === 0) return null;
  if (startsWith(bytes, PDF_SIGNATURE)) return PDF;
  if (startsWith(bytes, ZIP_SIGNATURE)) return bytes.includes(DOCX_ENTRY) ? DOCX : null;
  if (startsWith(bytes, OLE_SIGNATURE)) return DOC;
  if (!isPlainText(bytes)) return null;
  return looksLikeHtml(bytes) ? HTML : TEXT;
}

/**
 * HTML is text that opens with a tag (after any byte-order mark or whitespace, and a site
 * generator's front matter or template tags: `---` … `---`, `{% extends 'page.html' %}`) and names
 * a page element within its first 2 KB: `<!doctype html>`, `<html>`, a saved page fragment
 * (`<body>`, `<table>`, `<div>`, `<p>`, ...). Text that merely mentions a tag later on stays text.
 */
function looksLikeHtml(bytes: Buffer): boolean {
  const head = new TextDecoder(utf16(bytes) ?? 'utf-8')
    .decode(bytes.subarray(0, 2048))
    .replace(/^\uFEFF/, '')
    .replace(/^\s*---\r?\n[\s\S]*?\r?\n---\r?\n/, '')
    .replace(/^(?:\s*(?:\{%[\s\S]*?%\}|\{\{[\s\S]*?\}\}|\{#[\s\S]*?#\}))+/, '')
    .trimStart();
  return head.startsWith('<') && /<(!doctype\s+html|html|head|body|table|div|p|h[1-6]|ul|ol)[\s>/]/i.test(head);
}

const utf16 = (bytes: Buffer) => (startsWith(bytes, [0xff, 0xfe]) ? 'utf-16le' : startsWith(bytes, [0xfe, 0xff]) ? 'utf-16be' : null);

/**
 * Text in any charset a syllabus is saved in (UTF-8, UTF-16 with its mark, Windows-1252 from Word):
 * a UTF-16 mark, or no NUL byte and hardly any other control byte, which binary formats are full of.
 */
function isPlainText(bytes: Buffer): boolean {
  if (utf16(bytes)) return true;
  if (bytes.includes(0)) return false;
  const head = bytes.subarray(0, 8192);
  let controls = 0;
  for (const byte of head) if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c) controls++;
  return controls <= head.length / 100;
}
