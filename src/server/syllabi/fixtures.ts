import { brotliCompressSync, constants, deflateRawSync } from 'node:zlib';
import { PDFDocument, PDFName, StandardFonts } from 'pdf-lib';

/** Synthetic syllabi for tests, made on the spot. */

export const SYLLABUS_TEXT = 'CS 101 Fall 2025\nSep 12  Homework 1 due\nOct 3  Midterm exam\n';

/** A valid PDF of the same syllabus, its schedule repeated over `pages` pages. */
export async function syllabusPdf(pages = 1): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let number = 1; number <= pages; number++) {
    const page = pdf.addPage([612, 792]);
    const lines = number === 1 ? SYLLABUS_TEXT.trim().split('\n') : Array.from({ length: 40 }, (_, row) => `Week ${row + 1}  Reading ${number}.${row + 1}  Chapter ${row + 1} notes`);
    lines.forEach((line, row) => page.drawText(line, { x: 72, y: 720 - row * 16, size: 11, font }));
  }
  return Buffer.from(await pdf.save());
}

/** A packed stream of a hostile PDF: `size` bytes of spaces under a filter pdf.js unpacks. */
export interface PackedSpaces {
  filter: 'FlateDecode' | 'BrotliDecode' | 'RunLengthDecode';
  size: number;
}

const SPACES_BLOCK = 64 * 1024 * 1024;

/**
 * Raw deflate data of `size` spaces (a multiple of 64 MB past that), made without holding them: the
 * block packing 64 MB of spaces ends on a full flush, so it depends on nothing before it and can be
 * repeated as often as needed before the closing block.
 */
export function deflatedSpaces(size: number): Buffer {
  const block = Math.min(size, SPACES_BLOCK);
  const packed = deflateRawSync(Buffer.alloc(block, 0x20), { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  return Buffer.concat([...Array<Buffer>(Math.ceil(size / block)).fill(packed), deflateRawSync(Buffer.alloc(0))]);
}

/** `deflatedSpaces` in zlib's wrapper, as a PDF's FlateDecode holds it, with its checksum worked out rather than run. */
function zlibSpaces(size: number): Buffer {
  const block = Math.min(size, SPACES_BLOCK);
  const spaces = BigInt(Math.ceil(size / block) * block);
  // Adler-32 of n bytes of 32: a = 1 + 32n, b = n + 32·n(n+1)/2, both mod 65521.
  const a = (1n + 32n * spaces) % 65521n;
  const b = (spaces + 16n * spaces * (spaces + 1n)) % 65521n;
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(Number((b << 16n) | a));
  return Buffer.concat([Buffer.from([0x78, 0xda]), deflatedSpaces(size), checksum]);
}

/** RunLengthDecode data of `size` spaces (rounded up to 128): runs of 128, then the end mark. */
function runLengthSpaces(size: number): Buffer {
  return Buffer.concat([Buffer.alloc(Math.ceil(size / 128) * 2, Buffer.from([257 - 128, 0x20])), Buffer.from([128])]);
}

/** A PDF whose pages' contents are packed spaces, one array of streams per page (a lone stream when it has one). */
export async function packedPdf(pages: PackedSpaces[][]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  for (const streams of pages) {
    const refs = streams.map(({ filter, size }) => {
      const packed = { FlateDecode: zlibSpaces, BrotliDecode: (n: number) => brotliCompressSync(Buffer.alloc(n, 0x20)), RunLengthDecode: runLengthSpaces }[filter](size);
      return pdf.context.register(pdf.context.stream(packed, { Filter: filter }));
    });
    pdf.addPage([612, 792]).node.set(PDFName.of('Contents'), refs.length === 1 ? refs[0]! : pdf.context.obj(refs));
  }
  return Buffer.from(await pdf.save());
}
