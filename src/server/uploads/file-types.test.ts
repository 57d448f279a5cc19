import { describe, expect, it } from 'vitest';
import { detectSyllabusType } from './file-types';

const zip = (...entries: string[]) => Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), ...entries.map((name) => Buffer.from(`....${name}....`))]);

describe('syllabus file types', () => {
  it('recognises a PDF by its %PDF- header', () => {
    expect(detectSyllabusType(Buffer.from('%PDF-1.7\n...'))?.extension).toBe('.pdf');
  });

  it('recognises a .docx as a zip with word/ entries', () => {
    expect(detectSyllabusType(zip('[Content_Types].xml', 'word/document.xml'))?.extension).toBe('.docx');
  });

  it('refuses a zip that is not a Word document', () => {
    expect(detectSyllabusType(zip('xl/workbook.xml'))).toBeNull();
  });

  it('recognises an old .doc by its OLE header', () => {
    expect(detectSyllabusType(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]))?.extension).toBe('.doc');
  });

  it('accepts UTF-8 text, accents included', () => {
    expect(detectSyllabusType(Buffer.from('MATH 1554 — Midterm: Oct 3\nÉtude'))?.mime).toBe('text/plain');
  });

  it('refuses binary data, invalid UTF-8 and empty files', () => {
    expect(detectSyllabusType(Buffer.from([0x4d, 0x5a, 0x90, 0x00]))).toBeNull();
    expect(detectSyllabusType(Buffer.from([0x41, 0xff, 0xfe, 0x41]))).toBeNull();
    expect(detectSyllabusType(Buffer.from(''))).toBeNull();
  });

  it('ignores what the name claims: an image is refused whatever it is called', () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00]);
    expect(detectSyllabusType(png)).toBeNull();
  });
});
