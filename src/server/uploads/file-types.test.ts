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

  it('recognises a web page by its doctype, <html> or a page element at the start', () => {
    expect(detectSyllabusType(Buffer.from('\uFEFF  <!DOCTYPE html>\n<html><body><p>BIO 101</p></body></html>'))).toEqual({ mime: 'text/html', extension: '.html' });
    expect(detectSyllabusType(Buffer.from('<html lang="en"><head><title>BIO 101</title></head></html>'))?.extension).toBe('.html');
    expect(detectSyllabusType(Buffer.from('<meta charset="utf-8">\n<table><tr><td>Quiz 1</td></tr></table>'))?.extension).toBe('.html');
    expect(detectSyllabusType(Buffer.from('<div class="syllabus">\n  <p>Midterm: Oct 3</p>\n</div>'))?.extension).toBe('.html');
    // A site generator's page: its template tags or front matter come before the first tag.
    expect(detectSyllabusType(Buffer.from("{% extends 'clas199/page.html' %}\n{% block content %}\n\n<div class=\"row\">\n<h5>Midterm</h5>"))?.extension).toBe('.html');
    expect(detectSyllabusType(Buffer.from('---\nlayout: page\ntitle: Schedule\n---\n<table><tr><td>Quiz 1</td></tr></table>'))?.extension).toBe('.html');
    expect(detectSyllabusType(Buffer.from('{{ page.title }} is due Oct 3.\nBring <b>notes</b>.'))?.extension).toBe('.txt');
  });

  it('keeps Markdown and text that mention tags as text: the file name tells Markdown apart', () => {
    expect(detectSyllabusType(Buffer.from('# BIO 101\n\n| Week | Due |\n|---|---|\n| 1 | Quiz 1 |\n\n<table><tr><td>x</td></tr></table>'))?.mime).toBe('text/plain');
    expect(detectSyllabusType(Buffer.from('Use <b> for bold and <table> for tables.'))?.mime).toBe('text/plain');
    expect(detectSyllabusType(Buffer.from('<Instructor name> office hours: TBA'))?.mime).toBe('text/plain');
  });

  it('takes text in another charset than UTF-8 as text: Windows-1252 from Word, UTF-16 with its mark', () => {
    expect(detectSyllabusType(Buffer.from('Students\x92 essay \x96 due Oct 4', 'latin1'))?.mime).toBe('text/plain');
    expect(detectSyllabusType(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('<html><body>Quiz 1', 'utf16le')]))?.mime).toBe('text/html');
  });

  it('refuses binary data and empty files', () => {
    expect(detectSyllabusType(Buffer.from([0x4d, 0x5a, 0x90, 0x00]))).toBeNull();
    expect(detectSyllabusType(Buffer.from([0x41, 0x01, 0x02, 0x03, 0x1b, 0x41]))).toBeNull();
    expect(detectSyllabusType(Buffer.from(''))).toBeNull();
  });

  it('ignores what the name claims: an image is refused whatever it is called', () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00]);
    expect(detectSyllabusType(png)).toBeNull();
  });
});
