import { describe, expect, it } from 'vitest';
import { addSyllabusFiles } from '../checkout/files';
import { uploadLinkRules } from './linkRules';

const file = (name: string, size = 1000) => ({ name, size, type: '', lastModified: 1 });

describe('what the private upload link takes', () => {
  it('takes what the purchase form takes: PDF, Word, web pages, Markdown and text', () => {
    const added = addSyllabusFiles([], [file('a.pdf'), file('b.DOCX'), file('c.txt'), file('d.png'), file('e.html'), file('f.md')], uploadLinkRules(10));
    expect(added.files.map((f) => f.name)).toEqual(['a.pdf', 'b.DOCX', 'c.txt', 'e.html', 'f.md']);
    expect(added.problems).toEqual(['d.png is not a PDF, DOC, DOCX, HTML, MD or TXT file.']);
  });

  it('takes only as many files as the order has room for', () => {
    const added = addSyllabusFiles([], [file('a.pdf'), file('b.pdf'), file('c.pdf')], uploadLinkRules(2));
    expect(added.files).toHaveLength(2);
    expect(added.problems).toEqual(['c.pdf was not added: this link takes 2 more files.']);
    expect(uploadLinkRules(1).limitReason).toBe('this link takes 1 more file');
  });
});
