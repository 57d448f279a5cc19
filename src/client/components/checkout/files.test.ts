import { describe, expect, it } from 'vitest';
import { addSyllabusFiles, fileMetadata, formatMegabytes, isSyllabusFile, PURCHASE_FILE_RULES, type PickedFile } from './files';

const file = (name: string, size = 1000, lastModified = 1): PickedFile => ({ name, size, type: '', lastModified });

describe('syllabus file picker rules', () => {
  it('shows sizes in MB with two decimals', () => {
    expect(formatMegabytes(0)).toBe('0.00 MB');
    expect(formatMegabytes(2048)).toBe('0.00 MB');
    expect(formatMegabytes(262_144)).toBe('0.25 MB');
    expect(formatMegabytes(1_572_864)).toBe('1.50 MB');
  });

  it('accepts PDF, Word, web page, Markdown and text files whatever their case', () => {
    expect(['a.pdf', 'b.DOC', 'c.Docx', 'd.html', 'e.HTM', 'f.md', 'notes.txt'].every(isSyllabusFile)).toBe(true);
    expect(['scan.png', 'pdf', 'archive.pdf.zip', 'page.html.exe', 'sheet.xlsx'].some(isSyllabusFile)).toBe(false);
  });

  it('lets the file dialog offer every accepted extension', () => {
    expect(PURCHASE_FILE_RULES.accept.split(',')).toEqual(expect.arrayContaining(['.pdf', '.doc', '.docx', '.html', '.htm', '.md', '.txt']));
  });

  it('adds new files after the kept ones and keeps the same file only once', () => {
    const first = addSyllabusFiles([], [file('math.pdf'), file('bio.docx')]);
    expect(first.files.map((f) => f.name)).toEqual(['math.pdf', 'bio.docx']);
    const again = addSyllabusFiles(first.files, [file('math.pdf'), file('math.pdf', 2000), file('chem.doc')]);
    expect(again.files.map((f) => `${f.name}:${f.size}`)).toEqual(['math.pdf:1000', 'bio.docx:1000', 'math.pdf:2000', 'chem.doc:1000']);
    expect(again.problems).toEqual([]);
  });

  it('leaves out other types, files over 10 MB and files beyond the tenth, saying why', () => {
    const { files, problems } = addSyllabusFiles([], [file('photo.png'), file('huge.pdf', 10 * 1024 * 1024 + 1), file('ok.pdf', 10 * 1024 * 1024)]);
    expect(files.map((f) => f.name)).toEqual(['ok.pdf']);
    expect(problems).toEqual(['photo.png is not a PDF, DOC, DOCX, HTML, MD or TXT file.', 'huge.pdf is larger than 10 MB.']);
    const ten = Array.from({ length: 10 }, (_, i) => file(`s${i}.pdf`));
    const full = addSyllabusFiles(ten, [file('eleventh.pdf')]);
    expect(full.files).toHaveLength(10);
    expect(full.problems).toEqual(['eleventh.pdf was not added: up to 10 files per order.']);
  });

  it('describes files by name, size, type and date only', () => {
    const picked = { ...file('math.pdf', 5, 9), type: 'application/pdf', contents: 'secret' };
    expect(fileMetadata([picked])).toEqual([{ name: 'math.pdf', size: 5, type: 'application/pdf', lastModified: 9 }]);
  });
});
