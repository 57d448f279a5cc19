import { PDFDocument, StandardFonts } from 'pdf-lib';

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
