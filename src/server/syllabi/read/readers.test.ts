import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import JSZip from 'jszip';
import { degrees, PDFDocument, PDFHexString, PDFName, PDFNumber, PDFOperator, PDFOperatorNames, rgb, StandardFonts } from 'pdf-lib';
import { Document, HeadingLevel, Packer, Paragraph, Table, TableCell, TableRow, TextRun } from 'docx';
import { DEFAULT_READ_LIMITS, UnreadableSyllabus, type SyllabusDocument } from '../document.js';
import { packedPdf, syllabusPdf, type PackedSpaces } from '../fixtures.js';
import { readDoc } from './doc.js';
import { readDocx } from './docx.js';
import { readHtml } from './html.js';
import { layoutPage, type Glyph } from './layout.js';
import { readSyllabus } from './index.js';
import { readMarkdown } from './markdown.js';
import { readText } from './text.js';

const limits = DEFAULT_READ_LIMITS;

/** A page with rules drawn across it at `rules` (from x 72 to 540), and a way to set text on it. */
async function ruledPage(rules: number[]) {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([612, 792]);
  for (const y of rules) page.drawLine({ start: { x: 72, y }, end: { x: 540, y }, thickness: 0.5 });
  const text = (words: string, x: number, y: number) => page.drawText(words, { x, y, size: 10, font });
  return { pdf, page, text };
}
/** A page with a two-column table drawn with borders (row borders at `borders`, column borders from `top` down), and a way to set text on it. */
async function borderedTable(borders: number[], top: number) {
  const { pdf, page, text } = await ruledPage(borders);
  for (const x of [72, 150, 540]) page.drawLine({ start: { x, y: top }, end: { x, y: borders.at(-1)! }, thickness: 0.5 });
  return { pdf, text };
}
const texts = (document: SyllabusDocument) => document.lines.map((line) => line.text);
const rows = (document: SyllabusDocument) => document.lines.filter((line) => line.cells).map(({ cells, table }) => ({ cells, table }));

/** Runs a read that must be refused, and gives its message and how long the refusal took. */
async function refusal(read: () => unknown): Promise<{ message: string; ms: number }> {
  const started = performance.now();
  try {
    await read();
  } catch (error) {
    expect(error).toBeInstanceOf(UnreadableSyllabus);
    return { message: (error as Error).message, ms: performance.now() - started };
  }
  throw new Error('the file was read');
}

const cell = (...paragraphs: string[]) => new TableCell({ children: paragraphs.map((text) => new Paragraph(text)) });

async function sampleDocx(): Promise<Buffer> {
  const document = new Document({
    sections: [
      {
        children: [
          new Paragraph({ text: 'PHYS 212: Waves and Optics', heading: HeadingLevel.HEADING_1 }),
          new Paragraph('Lectures meet Tuesday and Thursday, 9:30 in Hall B.'),
          new Paragraph({ children: [new TextRun({ text: 'Quiz 0 on Aug 28 (cancelled)', strike: true })] }),
          new Paragraph({ children: [new TextRun('Lab reports are due '), new TextRun({ text: 'Fridays', strike: true }), new TextRun(' Mondays.')] }),
          new Table({
            rows: [
              new TableRow({ children: [cell('Week'), cell('Date'), cell('Due')] }),
              new TableRow({ children: [cell('1'), cell('Sep 2'), cell('Problem set 1', 'Reading: ch. 15')] }),
              new TableRow({ children: [cell('2'), cell(''), cell('Quiz 1')] }),
            ],
          }),
          new Paragraph('Final exam: Dec 15, 8:00 am.'),
        ],
      },
    ],
  });
  return Packer.toBuffer(document);
}

/**
 * A real Word 97 file: LibreOffice's "MS Word 97" export of a made-up syllabus (an H1, a
 * paragraph, a 3-column table of two rows, a paragraph), gzipped. No JavaScript library writes .doc.
 */
const SAMPLE_DOC = gunzipSync(Buffer.from([
  'H4sIAAAAAAACA+1aTUxUVxQ+970ZmEGBYbSIQOuIg1pUBETF1FpBpEjkR8VqLNoMAgUVZspPik2bEJsm3bSl7aKbJo2NdtOmRdt1fzbuTBsbTUy6sMumXahp',
  'Fy5k+p3z7oMHDPIGsK11zuTM/Xnn3nPv+bs/7/30Y86t85fyf6Vp8AyZNB73U5qjTgGX2YUAkaHrxuPxuF0dT8EjBfd1yjr0QH9eIOs8HejTus1AugS4FJgJ',
  'zAJmWyZAOcCgpluu0xQ8OnCQovgNUoj2Uh/SfjpLyUAuLMbZn5s24y7p3EKK//z52/F7Nv/3A934P68L7P9PiE0QrQDmAVcC84EFwELgk8CngKuAIeBqYBFw',
  'DTAMLAau1WNaj/Rpnd+Qii0PBRSkamZYNpTmN8QmvrdMo47119hzsj86EO0aDB2J9ndsqo2eHurt7BsUm2g8xHW10ZNiCZwvRUGel1bRnzsuvzK3LSprGzFv',
  'CMKaMtDLi2KRFhyDad6JG5zClpsQ3/qplyJ0RttxeZhKwqoa5raZakqoucGkA8A9DXnUW+/3DABbGjzUV+/xDQJPIB/Bs5fqd3hoJ6nAD+qy2im+UU+d6LeD',
  'ehA7X4Y9lxNPR8EDmhu86NSLTstoq09FGjZSm0/NPo9KGl91N34HKc+JY3EHkCNzJ/rdQ93g0w88KTX9NCCttkkrpbaJB9bpWO6m3eHA3XiOtMukfRL5+Wkf',
  '/nkt2C8zOi0+X1Pij3UTjdCuEnUO/BRdRsoRoF4k20OvIeUeWMJ2205QNGEmyy4gLlwoUOEO5tt0xWdPuFgqmicr1naYZja1XPGNjIyQaRKtE4oDkxQeSHMp',
  'okRxQFGFCot2D4ETy4pHz7Jfhn3rNgi6DCO9pGpUmcSrVoytHaOzZBLV8+X/AWnFkauUQuj3oCqVfm1ZWv0GENcyMRDjWvBisTKWhhXTrwJ9u6a3LcGmz51B',
  'Xyuy61e1EjWd9CHkeA6hGVxXWL38HPzM7qVIejmniiRW79NzH5ZSHgkJbLQII/tAbDQd841QDH32yLxZ3yuhlWFoZVjos8Twt7GN5tFxnyqkzYFL6lNVKBJn',
  'bQ6gNUspX6RUE2ALKBX7bxXebDE16L1D9g4ZiPW21ol2aYvZJWOZ6i88lkLQ3hbaNIwlAL9Jg9+kYUyFcLpCaV+trkn7zCl6nN7XEqwtZlhFwopnlcZepz3u',
  'mMxElimJc7ywfeOz1jrOdwGHdZ1z7bPbMhgBR0WLfs6Ez+eOKjeBqhUD7cWQBzD0JqSvIuXNV68on2gr+nETCQ9ByL0QQlTC2Za17rhXi6NaIbAHnFTO3G1Y',
  '9e1iipEJ8wmJw3FfXS7m9FwaOLkYXS3ankKbF2hIOHBrdszjLtvPNlKrnxAdRtqDEBgVZwlRI55BkpCdCiy096myrYGhKd87WDn7YHHdKsFypzdLzVLyi2m+',
  'OeqfUevXLdaZsk8SC07BAjYKZYvf5zR/DblUUtIjGXnQXp4Nxki0r6Jbb31y915zd+Dz9320Yd3XN5nv63p/z8+rtJnt1nv8/Xp/dFTv9Tv0fj+mp/rbfWvv',
  'bug57Hbwc5NPZvxcY1y/ev3j0oLAhx9h/Bvvfckrp3daXZs+ZyiNAcdYZ6tPwST8cVGpxpAfdns7+J3TPPV6iN1BJHom0leVwGj9nlx6NkjOffcc59RsWXOV',
  'zrMdmjo/Hd62PEr7U8iFXzHN8iRmXumxrHy3xzqZ2vAGbxWMhUu2bZ4B+z2Ipd3Bv9tjnapT8P+ENm2H/zQYdDMl/BSk4LGGetqHo0yr3F1txdKfiSNIF358',
  'XOKjUjeOO0Nyb8THpqjcN0RwBGX6TbQFaQzHvVK0OwL6TjqNQ3GtHJQ6JTckaTqo0+XoGEOLSuQPyrExJj0OCKdyoauT87x1k8R3CxH0HpID4kmhqZAdaQoW',
  'DfQ+LwWPJSjWfxDYAGwFntD3YX85qX53Fn5xFq46C9+m5JkcZC2n3LDa18UHIjNMkfDExSm/nFjA04yCBHVqou72RC9e1nU38Iy+A21xjq/aWaj4V+b5FfHD',
  'FfZz3406PjJeMEq8vgy+FjHMbEGlU7tOzVHnv6G/bAne4CuNuMYEudiCCSrBSymz0MoYdsZjZ3zIdFWSWUmbbywBJb8AMTBLKRlTSh4uKbvkczxTpppSMhyU',
  'yvRMKU20I5N1/i5wVK8Dt516a3YW9j5kZ0hks+fn0D45LMDWtIS1Oer+w9pPoG8jsb4TaNiYqeEH+575DO0so93w+poWg1aNnSsNjV2pXj3W5yka226sGd1u',
  'hIEVeF4+etQoi7E0t6C0voKyylIB/NGHxfz+h01s+jcEidqwWcpFs2xA9sgLoxiCTTudSnr8QTLkXtdD+t2eSzg1sQFqlveJ845a4M58zST483jtm8pyxzvN',
  'eS2tmn8y3//wWO/oPb8Xp7IhyL9XvhM4K2+Uuya+mJh8azwbrAd/+5sht/zXAb/Q+SPCqwMnvChOeEPyOrFP3je7g/x5zJ/fedj31t4ZnJOTR9U8+JcABxfR',
  'hxfy/dnfBZ6wjwAsAAA='
].join(''), 'base64'));

describe('the PDF page layout', () => {
  /** A line of a table: its cells' texts at their x positions, on one baseline. */
  const row = (y: number, cells: [number, string][]): Glyph[] => cells.map(([x, text]) => ({ text, x, y, width: text.length * 5, size: 10 }));

  it('keeps a first cell that wraps in lower case ("Finals" over "week") in its row, goes on after "&", and starts a row at each first cell otherwise', () => {
    const glyphs = [
      ...row(700, [[50, 'Week'], [120, 'Dates'], [200, 'Topic']]),
      ...row(686, [[50, '9'], [120, '11/25, 11/27'], [200, 'Visualization']]),
      ...row(672, [[50, '10'], [120, '12/2, 12/4'], [200, 'Data Manipulation &']]),
      ...row(661, [[200, 'Visualization']]),
      ...row(644, [[50, 'Finals'], [200, 'Final projects due Sunday,']]),
      ...row(633, [[50, 'week'], [200, 'December 8 at 11:59pm']]),
    ];
    const cells = layoutPage(glyphs, 1, 0).lines.map((line) => line.cells?.map((c) => c.replace(/\n/g, ' / ')));
    expect(cells.slice(-2)).toEqual([
      ['10', '12/2, 12/4', 'Data Manipulation & Visualization'],
      ['Finals week', '', 'Final projects due Sunday, / December 8 at 11:59pm'],
    ]);
  });
  it('reads a justified line of a narrow cell, its word gaps stretched as wide as gutters, as one run of text, and a week of such rows after a space as the same table', () => {
    /** Words set as TeX justifies a line: each on its own, all the same gap apart. */
    const justified = (x: number, words: string[], gap: number): [number, string][] => {
      let at = x;
      return words.map((word) => {
        const placed: [number, string] = [at, word];
        at += word.length * 5 + gap;
        return placed;
      });
    };
    const glyphs = [
      ...row(700, [[50, 'Week'], [150, 'Tuesday'], [330, 'Thursday'], [470, 'Other']]),
      ...row(684, [[50, '1 : Jan 7—12'], ...justified(150, ['Review', 'of', 'Prerequisite', 'Mate-'], 9), [330, '1.1 Relations']]),
      ...row(673, [[150, 'rial'], [330, 'Quiz 1']]),
      ...row(636, [[50, '2 : Jan 14—19'], ...justified(150, ['4.3', 'Graphs', 'of', 'Logarithms'], 8), [330, 'Exam 1']]),
      ...row(625, [[150, 'HW 2 Due']]),
    ];
    expect(layoutPage(glyphs, 1, 0).lines.map((line) => line.cells?.map((c) => c.replace(/\n/g, ' / ')))).toEqual([
      ['Week', 'Tuesday', 'Thursday', 'Other'],
      ['1 : Jan 7—12', 'Review of Prerequisite Mate- rial', '1.1 Relations / Quiz 1', ''],
      ['2 : Jan 14—19', '4.3 Graphs of Logarithms / HW 2 Due', 'Exam 1', ''],
    ]);
  });

  it('keeps apart header cells set as far apart as each other, since the rows under them start where they do', () => {
    const glyphs = [
      ...row(700, [[50, 'Week'], [90, 'Topic'], [200, 'TUT(Friday)'], [265, 'LEC(Monday)'], [330, 'HW(Due Thursday)']]),
      ...row(686, [[50, '1'], [90, 'Intro'], [200, 'Sep 6'], [265, 'Sep 9'], [330, 'HW1']]),
      ...row(672, [[50, '2'], [90, 'Data'], [200, 'Sep 13'], [265, 'Sep 16'], [330, 'HW2']]),
    ];
    expect(layoutPage(glyphs, 1, 0).lines[0]!.cells).toEqual(['Week', 'Topic', 'TUT(Friday)', 'LEC(Monday)', 'HW(Due Thursday)']);
  });

  it('keeps a column that only its header labels (“Other”) a column of its own', () => {
    const glyphs = [
      ...row(700, [[50, 'Week'], [150, 'Tuesday'], [330, 'Thursday'], [470, 'Other']]),
      ...['Mar 17', 'Mar 24', 'Mar 31', 'Apr 7'].flatMap((week, i) => row(686 - i * 14, [[50, week], [150, `Section ${i + 1}`], [330, `Quiz ${i + 1}`]])),
    ];
    const { lines } = layoutPage(glyphs, 1, 0);
    expect(lines[0]!.cells).toEqual(['Week', 'Tuesday', 'Thursday', 'Other']);
    expect(lines[1]!.cells).toEqual(['Mar 17', 'Section 1', 'Quiz 1', '']);
  });

  it('reads a lone line in another font over a row of labels as the title of a table of its own, not an empty row of the table above', () => {
    const inFont = (font: string, glyphs: Glyph[]) => glyphs.map((g) => ({ ...g, font }));
    const glyphs = [
      ...inFont('body', row(700, [[50, 'Component'], [170, 'Weight'], [330, 'Comments']])),
      ...inFont('body', row(686, [[50, 'Homework'], [170, '20%'], [330, 'Done alone']])),
      ...inFont('body', row(672, [[50, 'Midterm'], [170, '30%'], [330, 'Taken in class in session 10']])),
      ...inFont('title', row(650, [[50, 'Sessions and assignments']])),
      ...inFont('body', row(636, [[50, 'Session #'], [110, 'Assignment'], [200, 'Mode'], [300, 'Date of session'], [420, 'Due date']])),
      ...inFont('body', row(622, [[50, 'S1'], [110, 'HW1'], [200, 'In person'], [300, 'Jan 10th 2022'], [420, 'Jan 17th 2022']])),
    ];
    expect(layoutPage(glyphs, 1, 0).lines.slice(3).map((line) => line.cells ?? line.text)).toEqual([
      'Sessions and assignments',
      ['Session #', 'Assignment', 'Mode', 'Date of session', 'Due date'],
      ['S1', 'HW1', 'In person', 'Jan 10th 2022', 'Jan 17th 2022'],
    ]);
  });

  it('goes on with a cell’s line that ends on a label’s colon or a word that needs the next (“RQuiz1:” over “Design of” over “Experiments”)', () => {
    const glyphs = [
      ...row(700, [[50, 'Week'], [150, 'Lab'], [300, 'Assessments']]),
      ...row(686, [[50, 'Week 1'], [150, 'Lab sheet'], [300, 'RQuiz1:']]),
      ...row(675, [[50, '(Aug 2)'], [300, 'Design of']]),
      ...row(664, [[300, 'Experiments (Aug 6)']]),
      ...row(650, [[50, 'Week 2'], [150, 'Lab sheet'], [300, 'RQuiz2: Data']]),
      ...row(639, [[50, '(Aug 9)'], [300, '& Graphical Summaries (Aug 13)']]),
    ];
    expect(layoutPage(glyphs, 1, 0).lines.slice(1).map((line) => line.cells?.[2])).toEqual(['RQuiz1: Design of Experiments (Aug 6)', 'RQuiz2: Data & Graphical Summaries (Aug 13)']);
  });

  it('goes on with a table a line across it parts (“September 7, University Holiday – No Class”), in its columns and under its header', () => {
    const glyphs = [
      ...row(700, [[50, 'Day'], [110, 'Date'], [170, 'Weekday'], [240, 'Section']]),
      ...row(686, [[50, '5'], [110, 'Sep 2'], [170, 'W'], [240, 'Section 2']]),
      ...row(672, [[50, '6'], [110, 'Sep 4'], [170, 'F'], [240, 'Section 2']]),
      ...row(658, [[120, 'September 7, University Holiday – No Class']]),
      ...row(644, [[50, '7'], [110, 'Sep 9'], [170, 'W'], [240, 'Minimum Comp Exam 1']]),
      ...row(630, [[50, '8'], [110, 'Sep 11'], [170, 'F'], [240, 'Section 3']]),
    ];
    const lines = layoutPage(glyphs, 1, 0).lines;
    expect(lines.map((line) => (line.cells ? `${line.table}: ${line.cells.join(' | ')}` : line.text))).toEqual([
      '0: Day | Date | Weekday | Section',
      '0: 5 | Sep 2 | W | Section 2',
      '0: 6 | Sep 4 | F | Section 2',
      'September 7, University Holiday – No Class',
      '0: 7 | Sep 9 | W | Minimum Comp Exam 1',
      '0: 8 | Sep 11 | F | Section 3',
    ]);
  });

  it('reads a paragraph whose sentence ends with a wider space (“BrightSpace.  This”) as text, not as a table of two columns', () => {
    const glyphs = [
      ...row(700, [[50, 'The calendar will be posted on BrightSpace.'], [270, 'This syllabus']]),
      ...row(686, [[50, 'will not be updated. Check it weekly.'], [240, 'Quizzes are']]),
      ...row(672, [[50, 'held in class.']]),
    ];
    expect(layoutPage(glyphs, 1, 0).lines.map((line) => [line.text, line.cells])).toEqual([
      ['The calendar will be posted on BrightSpace. This syllabus', undefined],
      ['will not be updated. Check it weekly. Quizzes are', undefined],
      ['held in class.', undefined],
    ]);
  });

  it('reads a justified paragraph’s line whose sentence’s end is stretched as wide as a gutter as text, and the table under it from its header', () => {
    // The paragraph's lines run from 50 to 370; the gap after "alone." is a character wide.
    const glyphs = [
      ...row(700, [[50, 'Quiz questions are taken directly from the homework problems and']]),
      ...row(686, [[50, 'so it cannot be learned through reading alone.'], [290, 'Ask for help now']]),
      ...row(672, [[50, 'when you need it.']]),
      ...row(650, [[180, 'HW Quiz'], [260, 'Date']]),
      ...row(636, [[200, '1'], [250, 'January 30']]),
      ...row(622, [[200, '2'], [250, 'February 11']]),
    ];
    expect(layoutPage(glyphs, 1, 0).lines.map((line) => line.cells ?? line.text)).toEqual([
      'Quiz questions are taken directly from the homework problems and',
      'so it cannot be learned through reading alone. Ask for help now',
      'when you need it.',
      ['HW Quiz', 'Date'],
      ['1', 'January 30'],
      ['2', 'February 11'],
    ]);
  });

  it('keeps a cell’s text below a line of its row it left empty on that line (a week’s number centred between its two days)', () => {
    // A printed web page's ruled table: each week's cells centred between its Wednesday and its Friday.
    const at = (y: number, cells: [number, string][]): Glyph[] => cells.map(([x, text]) => ({ text, x, y, width: text.length * 5.5, size: 12 }));
    const glyphs = [
      ...at(658.5, [[55.5, 'Project'], [108.3, 'Week'], [161.1, 'Date'], [234.4, 'Topic'], [462, 'Assignments']]),
      ...at(632.3, [[161.1, 'Wed, Jan 18'], [234.4, 'Course Overview']]),
      ...at(619.5, [[55.5, '0'], [108.3, '1']]),
      ...at(606, [[161.1, 'Fri, Jan 20'], [234.4, 'R Interface'], [462, 'PS1']]),
      ...at(579.8, [[161.1, 'Wed, Jan 25'], [234.4, 'Making decisions']]),
      ...at(567, [[55.5, '0'], [108.3, '2']]),
      ...at(553.5, [[161.1, 'Fri, Jan 27'], [234.4, 'R Intro I'], [462, 'Quiz 1, PS2']]),
    ];
    // Rules above the header, under it and under each week.
    const horizontal = [672, 646, 594, 541].map((at) => ({ at, from: 50, to: 540 }));
    expect(layoutPage(glyphs, 1, 0, { horizontal, vertical: [], boxes: [] }).lines.slice(1).map((line) => line.cells)).toEqual([
      ['\n0', '\n1', 'Wed, Jan 18\n\nFri, Jan 20', 'Course Overview\n\nR Interface', '\n\nPS1'],
      ['\n0', '\n2', 'Wed, Jan 25\n\nFri, Jan 27', 'Making decisions\n\nR Intro I', '\n\nQuiz 1, PS2'],
    ]);
  });

  it('starts a row at each week of a calendar grid, where only the weeks a month begins have a first cell', () => {
    const week = (y: number, month: string, days: number[], topic: string): Glyph[] =>
      row(y, [...(month ? [[40, month] as [number, string]] : []), ...days.map((day, i): [number, string] => [90 + i * 30, String(day)]), [320, topic]]);
    const glyphs = [
      ...row(700, [[90, 'Su'], [120, 'Mo'], [150, 'Tu'], [180, 'We'], [210, 'Th'], [240, 'Fr'], [270, 'Sa'], [320, 'Topic']]),
      ...week(688, 'April', [27, 28, 29, 30, 31, 1, 2], 'Pygame'),
      ...week(678, '', [3, 4, 5, 6, 7, 8, 9], 'Physics'),
      ...week(668, '', [24, 25, 26, 27, 28, 29, 30], 'Blender'),
      ...week(658, 'May', [1, 2, 3, 4, 5, 6, 7], 'AI'),
      ...week(648, '', [8, 9, 10, 11, 12, 13, 14], 'Story'),
    ];
    expect(layoutPage(glyphs, 1, 0).lines.slice(1).map((line) => line.cells?.join(' | '))).toEqual([
      'April | 27 | 28 | 29 | 30 | 31 | 1 | 2 | Pygame',
      ' | 3 | 4 | 5 | 6 | 7 | 8 | 9 | Physics',
      ' | 24 | 25 | 26 | 27 | 28 | 29 | 30 | Blender',
      'May | 1 | 2 | 3 | 4 | 5 | 6 | 7 | AI',
      ' | 8 | 9 | 10 | 11 | 12 | 13 | 14 | Story',
    ]);
  });

  it('reads a list whose marks are set a tab away from their text as list entries, not as a table of marks', () => {
    const glyphs = [
      ...row(700, [[50, 'Day 2: Tuesday, 23 July']]),
      ...row(686, [[60, '□'], [90, 'Submit PS1: Gerber and Green 2.1, 2.10']]),
      ...row(672, [[60, '□'], [90, 'Chapters 2 and 3']]),
      ...row(658, [[60, '–'], [90, 'Section 01 Thursday December 10th'], [300, '12pm to 3pm']]),
    ];
    const { lines } = layoutPage(glyphs, 1, 0);
    expect(lines.slice(0, 3).map((line) => [line.text, line.cells])).toEqual([
      ['Day 2: Tuesday, 23 July', undefined],
      ['□ Submit PS1: Gerber and Green 2.1, 2.10', undefined],
      ['□ Chapters 2 and 3', undefined],
    ]);
    // The mark stays on its text in a row that has columns of its own.
    expect(lines[3]!.text).toMatch(/^– Section 01 Thursday December 10th\b/);
  });

  it('keeps rows whose first cells are in lower case apart when they are as far apart as the rows are', () => {
    const glyphs = [
      ...row(700, [[50, 'component'], [200, 'points']]),
      ...row(680, [[50, 'participation'], [200, '40']]),
      ...row(666, [[50, 'class presentation'], [200, '10']]),
      ...row(652, [[50, 'reports (2)'], [200, '20']]),
    ];
    expect(layoutPage(glyphs, 1, 0).lines.map((line) => line.cells?.[0])).toEqual(['component', 'participation', 'class presentation', 'reports (2)']);
  });

  it('puts a first cell centred in a row that began without it in that row ("Wed," | "1" | "01/21/2026")', () => {
    const glyphs = [
      ...row(700, [[50, 'Week'], [90, 'Date'], [180, 'Topic'], [330, 'Exercises']]),
      ...row(684, [[90, 'Wed,'], [330, 'GitHub']]),
      ...row(678, [[55, '1'], [180, 'Course Introduction']]),
      ...row(672, [[90, '01/21/2026'], [330, 'Preparation']]),
      ...row(656, [[90, 'Mon,']]),
      ...row(650, [[55, '2'], [180, 'Web architecture']]),
      ...row(644, [[90, '01/26/2026']]),
    ];
    expect(layoutPage(glyphs, 1, 0).lines.slice(1).map((line) => line.cells?.map((cell) => cell.trim()))).toEqual([
      ['1', 'Wed, 01/21/2026', 'Course Introduction', 'GitHub\nPreparation'],
      ['2', 'Mon, 01/26/2026', 'Web architecture', ''],
    ]);
  });

  it('keeps a centred week number that starts left of the one above it ("10" under "9") in its table', () => {
    const glyphs = [
      ...row(700, [[52, 'Wk'], [80, 'Dates'], [150, 'Topics']]),
      ...row(686, [[80, 'Mar 11'], [150, 'Contact']]),
      ...row(679, [[52, '9']]),
      ...row(672, [[80, 'Mar 13'], [150, 'Hybrid systems']]),
      ...row(658, [[80, 'Mar 18'], [150, 'Learning control']]),
      ...row(651, [[49.5, '10']]),
      ...row(644, [[80, 'Mar 20'], [150, 'Case Study: Rockets']]),
    ];
    const lines = layoutPage(glyphs, 1, 0).lines;
    expect(lines.every((line) => line.cells && line.table === 0)).toBe(true);
    expect(lines.at(-1)!.cells).toEqual(['\n10', 'Mar 18\nMar 20', 'Learning control\nCase Study: Rockets']);
  });

  it('leaves out page numbers at the foot of each page, but not a number alone in the body', async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    const pages = [['Schedule', 'Spring 2026', 'Week', '10', 'Mar 20: Homework 4 due', 'Notes'], ['Policies', 'Late work', 'Grading', 'Attendance']];
    pages.forEach((lines, number) => {
      const page = pdf.addPage([612, 792]);
      lines.forEach((text, row) => page.drawText(text, { x: 72, y: 700 - row * 40, size: 11, font }));
      page.drawText(String(number + 1), { x: 300, y: 40, size: 11, font });
    });
    const document = await readSyllabus(Buffer.from(await pdf.save()), 'syllabus.pdf');
    expect(texts(document)).toEqual(pages.flat());
  });

  it('reads the ligatures and quotes a TeX font with no table of its characters leaves as control codes, and an icon’s code alone as nothing', async () => {
    // A Type 3 font whose glyphs have no standard names, as pdflatex makes from bitmap fonts in the T1 encoding.
    const pdf = await PDFDocument.create();
    const page = pdf.addPage([612, 792]);
    const { context } = pdf;
    const blank = context.register(context.stream('0 0 d0', {}));
    const names = Array.from({ length: 128 }, (_, code) => `g${code}`);
    const procs = context.obj(Object.fromEntries(names.map((name) => [name, blank])));
    const encoding = context.obj({ Type: 'Encoding', Differences: [0, ...names.map((name) => PDFName.of(name))] });
    const font = context.obj({ Type: 'Font', Subtype: 'Type3', FontBBox: [0, 0, 1, 1], FontMatrix: [0.001, 0, 0, 0.001, 0, 0], CharProcs: procs, Encoding: encoding, FirstChar: 0, LastChar: 127, Widths: Array(128).fill(500), Resources: context.obj({}) });
    page.node.setFontDictionary(PDFName.of('T3'), context.register(font));
    const show = (text: string, y: number) => [
      PDFOperator.of(PDFOperatorNames.BeginText),
      PDFOperator.of(PDFOperatorNames.SetFontAndSize, [PDFName.of('T3'), PDFNumber.of(11)]),
      PDFOperator.of(PDFOperatorNames.MoveText, [PDFNumber.of(72), PDFNumber.of(y)]),
      PDFOperator.of(PDFOperatorNames.ShowText, [PDFHexString.of(Buffer.from(text, 'latin1').toString('hex'))]),
      PDFOperator.of(PDFOperatorNames.EndText),
    ];
    // And accents set as glyphs of their own before their letters, as TeX does in its older fonts (here in the font's standard codes).
    page.pushOperators(...show('Fall 2017', 700), ...show('Oct 23: \x10Movement\x11 Re\x1dection Paper due', 680), ...show('Sesi\xc2on 6 (3 de marzo): estad\xc2\xf5stica', 660), ...show('Review; \x1e Midterm', 640));
    const document = await readSyllabus(Buffer.from(await pdf.save()), 'syllabus.pdf');
    expect(texts(document)).toEqual(['Fall 2017', 'Oct 23: “Movement” Reflection Paper due', 'Sesión 6 (3 de marzo): estadística', 'Review; Midterm']);
  });

  it('reads a running head of words once, where it first stands, and no page number (“1/3”) at all', async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    const bodies = [['Class time: 12/16/2024 - 1/10/2025', 'The midterm is due on 12/28/2024.'], ['Homework', 'Late work'], ['Grading', 'Attendance']];
    bodies.forEach((lines, number) => {
      const page = pdf.addPage([612, 792]);
      page.drawText('ECON 1113, University of Oklahoma     Winter 2024', { x: 72, y: 750, size: 9, font });
      lines.forEach((text, row) => page.drawText(text, { x: 72, y: 700 - row * 40, size: 11, font }));
      page.drawText(`${number + 1}/3`, { x: 300, y: 40, size: 11, font });
    });
    const document = await readSyllabus(Buffer.from(await pdf.save()), 'syllabus.pdf');
    expect(texts(document)).toEqual(['ECON 1113, University of Oklahoma   Winter 2024', ...bodies.flat()]);
  });

  it('reads a bordered table by its borders: wrapped and centred cells stay in their row, a row cut by the page keeps its top', async () => {
    // The page cut the table above its first row: no border there, the column borders run to the top.
    const { pdf, text } = await borderedTable([680, 640, 600, 560], 720);
    // Row 1: the week's label wraps in its narrow cell; the topic sits centred beside it.
    text('8 (10/1', 76, 706);
    text('4)', 76, 694);
    text('SQL', 154, 700);
    // Row 2: the label is centred between two lines of the other cell, which run on without a gap into row 3.
    text('Topic of the week', 154, 668);
    text('9 (10/21)', 76, 660);
    text('Quiz 2', 154, 652);
    text('Nodal analysis', 154, 628);
    text('10 (10/28)', 76, 620);
    text('Quiz 3', 154, 612);
    text('Exam 2', 154, 580);
    text('11 (11/4)', 76, 580);
    text('Schedule', 72, 740);
    const document = await readSyllabus(Buffer.from(await pdf.save()), 'syllabus.pdf');
    expect(document.lines.filter((line) => line.cells).map((line) => line.cells!.map((cell) => cell.trim().replace(/\n/g, ' / ')))).toEqual([
      ['8 (10/14)', 'SQL'],
      ['9 (10/21)', 'Topic of the week / Quiz 2'],
      ['10 (10/28)', 'Nodal analysis / Quiz 3'],
      ['11 (11/4)', 'Exam 2'],
    ]);
  });

  it('joins a bordered cell’s line that a word too wide for the border wrapped, and keeps lines that end short of it apart', async () => {
    const { pdf, text } = await borderedTable([720, 680, 640, 600], 720);
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    // Words up to the border (540, less a little padding), then the word that would not fit on the next line.
    const words = 'RQuiz2: Data & Graphical Summaries of the Census Tables for Every County in the State Collected'.split(' ');
    let line = '';
    while (font.widthOfTextAtSize(`${line} ${words[0]}`.trim(), 10) < 540 - 154 - 6) line = `${line} ${words.shift()}`.trim();
    text('Sep 7', 76, 706);
    text(line, 154, 706);
    text(words.join(' '), 154, 694);
    text('Sep 14', 76, 666);
    text('Lab 2', 154, 666);
    text('Reading quiz', 154, 654);
    text('Sep 21', 76, 626);
    text('Exam 1', 154, 626);
    const document = await readSyllabus(Buffer.from(await pdf.save()), 'syllabus.pdf');
    expect(document.lines.filter((l) => l.cells).map((l) => l.cells!.map((cell) => cell.trim().replace(/\n/g, ' / ')))).toEqual([
      ['Sep 7', `${line} ${words.join(' ')}`],
      ['Sep 14', 'Lab 2 / Reading quiz'],
      ['Sep 21', 'Exam 1'],
    ]);
  });

  it('reads each line a drawn bullet opens as a list entry, after a line as wide as the page’s text and however centred it looks (a web page’s list printed by a browser)', async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    const page = pdf.addPage([612, 792]);
    const entry = (words: string, y: number) => {
      page.drawCircle({ x: 95, y: y + 3, size: 1.5, color: rgb(0, 0, 0) });
      page.drawText(words, { x: 100, y, size: 10, font });
    };
    page.drawText('MATH 251, Fall 2025', { x: 72, y: 740, size: 16, font });
    page.drawText('Week of September 15 (Week 4)', { x: 72, y: 712, size: 14, font });
    page.drawText('Assignments:', { x: 72, y: 690, size: 10, font });
    entry('Week 4 Quiz', 674);
    entry('Blackboard: BB3 Second derivatives and interpretation', 660);
    entry('Edfinity Homework: Sections 1.5 & 1.6', 646);
    entry('Due by Friday, September 19 at 11:59 pm', 632);
    page.drawText('Students who miss a class write to the instructor first.', { x: 72, y: 600, size: 10, font });
    const document = await readSyllabus(Buffer.from(await pdf.save()), 'syllabus.pdf');
    expect(document.lines.filter((line) => line.list).map((line) => line.text)).toEqual([
      'Week 4 Quiz',
      'Blackboard: BB3 Second derivatives and interpretation',
      'Edfinity Homework: Sections 1.5 & 1.6',
      'Due by Friday, September 19 at 11:59 pm',
    ]);
  });

  it('keeps apart a bordered cell’s lines that a drawn bullet opens, however little room the line above left (a web page’s list printed by a browser)', async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    const page = pdf.addPage([612, 792]);
    for (const y of [720, 680, 640, 600]) page.drawLine({ start: { x: 72, y }, end: { x: 260, y }, thickness: 0.5 });
    for (const x of [72, 150, 260]) page.drawLine({ start: { x, y: 720 }, end: { x, y: 600 }, thickness: 0.5 });
    // "Tutorial" would not fit after "Worksheet 01" in the narrow cell: only the bullet says it is a new entry.
    const entry = (words: string, y: number, bullet: boolean) => {
      if (bullet) page.drawCircle({ x: 160, y: y + 3, size: 1.5, color: rgb(0, 0, 0) });
      page.drawText(words, { x: 166, y, size: 10, font });
    };
    page.drawText('STAT 201 Course Calendar, Winter 2022', { x: 72, y: 740, size: 12, font });
    page.drawText('Jan 10', { x: 76, y: 706, size: 10, font });
    entry('Worksheet 01 draft', 706, true);
    entry('Tutorial 01', 694, true);
    page.drawText('Jan 17', { x: 76, y: 666, size: 10, font });
    entry('Worksheet 02 draft', 666, false);
    entry('Tutorial 02', 654, false);
    page.drawText('Jan 24', { x: 76, y: 626, size: 10, font });
    entry('Midterm 1', 626, false);
    const document = await readSyllabus(Buffer.from(await pdf.save()), 'syllabus.pdf');
    // Without bullets, the same lines read as one entry the border wrapped.
    expect(rows(document).map((row) => row.cells)).toEqual([
      ['Jan 10', 'Worksheet 01 draft\nTutorial 01'],
      ['Jan 17', 'Worksheet 02 draft Tutorial 02'],
      ['Jan 24', 'Midterm 1'],
    ]);
  });

  it('reads the borders of a schedule whose dates are ordinals ("Jan 10th 2022"), cutting header cells run together across them', async () => {
    const { pdf, text } = await borderedTable([700, 680, 660, 640], 700);
    // One run of text across the column border, as a browser prints a header row.
    text('Session Due date', 115, 686);
    text('S1 HW1', 76, 666);
    text('Jan 17th 2022', 154, 666);
    text('S2 HW2', 76, 646);
    text('Jan 24th 2022', 154, 646);
    const document = await readSyllabus(Buffer.from(await pdf.save()), 'syllabus.pdf');
    expect(rows(document).map((row) => row.cells!.map((cell) => cell.trim()))).toEqual([
      ['Session', 'Due date'],
      ['S1 HW1', 'Jan 17th 2022'],
      ['S2 HW2', 'Jan 24th 2022'],
    ]);
  });

  it('reads each dated line of a band that rules drawn only between groups of rows leave (booktabs) as a row of its own', async () => {
    const { pdf, text } = await borderedTable([700, 680, 620, 580], 700);
    text('Week of', 76, 686);
    text('Assignment due Tuesday', 154, 686);
    text('01/12', 76, 668);
    text('Introduction', 154, 668);
    text('01/19', 76, 652);
    text('hw1: linking and shared', 154, 652);
    text('libraries', 154, 640);
    text('03/30', 76, 606);
    text('hw7: socket server', 154, 606);
    text('04/06', 76, 590);
    text('hw8: bug hunt', 154, 590);
    const document = await readSyllabus(Buffer.from(await pdf.save()), 'syllabus.pdf');
    expect(rows(document).map((row) => row.cells!.map((cell) => cell.trim().replace(/\n/g, ' / ')))).toEqual([
      ['Week of', 'Assignment due Tuesday'],
      ['01/12', 'Introduction'],
      ['01/19', 'hw1: linking and shared libraries'],
      ['03/30', 'hw7: socket server'],
      ['04/06', 'hw8: bug hunt'],
    ]);
  });

  it('reads a table ruled between its rows whose every other row’s cells are shaded as one table, a row a band, not as stacked tables', async () => {
    const { pdf, page, text } = await ruledPage([700, 680, 630, 580, 530]);
    // Rows 1 and 3 shaded cell by cell (a web page's striped table printed): their cells' edges cross only those rows.
    for (const [top, bottom] of [[680, 630], [580, 530]] as const) for (const [left, right] of [[72, 150], [150, 390], [390, 540]] as const) page.drawRectangle({ x: left, y: bottom, width: right - left, height: top - bottom, color: rgb(0.95, 0.95, 0.95) });
    text('Week', 76, 686);
    text('Work', 154, 686);
    text('Week 3', 76, 664);
    text('Video playlist', 154, 664);
    text('Quiz 2a', 154, 650);
    text('Fri Sep 11', 400, 664);
    text('Week 4', 76, 614);
    text('Reading log', 154, 614);
    text('Quiz 2b', 154, 600);
    text('Fri Sep 18', 400, 614);
    text('Week 5', 76, 564);
    text('Homework 1', 154, 564);
    text('Fri Sep 25', 400, 564);
    const document = await readSyllabus(Buffer.from(await pdf.save()), 'syllabus.pdf');
    expect(rows(document).map((row) => row.cells!.map((cell) => cell.trim().replace(/\n/g, ' / ')).join(' | '))).toEqual([
      'Week | Work | ',
      'Week 3 | Video playlist / Quiz 2a | Fri Sep 11',
      'Week 4 | Reading log / Quiz 2b | Fri Sep 18',
      'Week 5 | Homework 1 | Fri Sep 25',
    ]);
    expect(new Set(rows(document).map((row) => row.table)).size).toBe(1);
  });

  it('keeps a week whose range wraps after its dash ("1/7-" over "1/11") in its row of a ruled band, the date after the dash no row of its own', async () => {
    const { pdf, text } = await borderedTable([700, 680, 640, 600], 700);
    text('Week', 76, 686);
    text('Homework', 154, 686);
    text('1/7-', 76, 668);
    text('Due Tues', 154, 668);
    text('1/11', 76, 654);
    text('1/8', 154, 654);
    text('1/14-', 76, 628);
    text('Due Thurs', 154, 628);
    text('1/18', 76, 614);
    text('1/17', 154, 614);
    const document = await readSyllabus(Buffer.from(await pdf.save()), 'syllabus.pdf');
    expect(rows(document).map((row) => row.cells!.map((cell) => cell.trim().replace(/\n/g, ' / ')))).toEqual([
      ['Week', 'Homework'],
      ['1/7-1/11', 'Due Tues 1/8'],
      ['1/14-1/18', 'Due Thurs 1/17'],
    ]);
  });

  it('reads a table set right under a list inside the same rules (booktabs, no column borders) as a table of its own, a row per dated line', async () => {
    const { pdf, text } = await ruledPage([700, 684, 632, 622, 606, 560]);
    text('Course Objective', 76, 690);
    text('Program Objective', 452, 690);
    text('1: discount cash flows using the yield curve and price bonds from their coupons', 76, 670);
    text('5.2', 452, 670);
    text('2: quantify the risk of a portfolio using the variance and the covariance', 76, 656);
    text('5.1-5.2', 452, 656);
    text('3: explain how a derivative can hedge the risk of a whole portfolio of stocks', 76, 642);
    text('3.3,5.4', 452, 642);
    text('Lecture+Assignment', 76, 612);
    text('Sections', 230, 612);
    text('Points', 320, 612);
    text('Due Date', 380, 612);
    text('Objective(s)', 452, 612);
    text('Asset Classes and Markets', 76, 594);
    text('3.2,3.8-3.9', 230, 594);
    text('20', 320, 594);
    text('08-27 (f)', 380, 594);
    text('1,9', 452, 594);
    text('Bond Prices and Yields', 76, 580);
    text('10.1-10.4', 230, 580);
    text('20', 320, 580);
    text('09-03 (f)', 380, 580);
    text('2,9', 452, 580);
    text('Managing Bond Portfolios', 76, 566);
    text('11.1-11.3', 230, 566);
    text('20', 320, 566);
    text('09-10 (f)', 380, 566);
    text('2,9', 452, 566);
    const document = await readSyllabus(Buffer.from(await pdf.save()), 'syllabus.pdf');
    const header = rows(document).find((row) => row.cells![0] === 'Lecture+Assignment');
    expect(rows(document).filter((row) => row.table === header?.table).map((row) => row.cells!.map((cell) => cell.trim()))).toEqual([
      ['Lecture+Assignment', 'Sections', 'Points', 'Due Date', 'Objective(s)'],
      ['Asset Classes and Markets', '3.2,3.8-3.9', '20', '08-27 (f)', '1,9'],
      ['Bond Prices and Yields', '10.1-10.4', '20', '09-03 (f)', '2,9'],
      ['Managing Bond Portfolios', '11.1-11.3', '20', '09-10 (f)', '2,9'],
    ]);
  });

  it('keeps a justified paragraph inside rules whole, wide word gaps and all', async () => {
    const { pdf, text } = await ruledPage([700, 684, 640, 600]);
    text('Grading is based on labs, homework assignments, and quizzes, each of equal weight in the grade.', 76, 690);
    text('Each lab, homework assignment, and quiz contributes equally toward the final grade of the course.', 76, 670);
    text('Extra credit', 76, 656);
    text('A 2-point extra credit assignment is available on the course site.', 140, 656);
    text('It provides', 480, 656);
    text('a way to make up for one missed lab or homework over the whole of the term.', 76, 642);
    const document = await readSyllabus(Buffer.from(await pdf.save()), 'syllabus.pdf');
    const line = document.lines.find((l) => l.text.startsWith('Extra credit'));
    expect(line?.text.replace(/\s+/g, ' ')).toBe('Extra credit A 2-point extra credit assignment is available on the course site. It provides');
    expect(line?.cells?.filter((cell) => cell.trim()).length ?? 1).toBe(1);
  });

  it('ends a table read from text positions where a table with drawn column borders begins', async () => {
    const { pdf, text } = await borderedTable([690, 670, 630, 590], 690);
    // A numbered heading set in two runs, like a row of two cells, just above the table.
    text('I.', 60, 700);
    text('Course Schedule: A Weekly Breakdown', 96, 700);
    text('Week', 76, 676);
    text('Topic', 154, 676);
    // Each week's number and its date on two lines of one row.
    text('3', 76, 656);
    text('(9/9)', 76, 642);
    text('Storage System', 154, 656);
    text('File System', 154, 642);
    text('4', 76, 616);
    text('(9/16)', 76, 602);
    text('HDFS', 154, 616);
    const document = await readSyllabus(Buffer.from(await pdf.save()), 'syllabus.pdf');
    const header = document.lines.find((line) => line.cells?.[0] === 'Week');
    const table = document.lines.filter((line) => line.cells && line.table === header?.table);
    expect(table.map((line) => line.cells!.map((cell) => cell.trim().replace(/\n/g, ' / ')))).toEqual([
      ['Week', 'Topic'],
      ['3 (9/9)', 'Storage System / File System'],
      ['4 (9/16)', 'HDFS'],
    ]);
  });

  it('reads a landscape table set sideways on a portrait page as a person turning the page does, row by row', async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    const page = pdf.addPage([612, 792]);
    const table = [
      ['Week', 'Dates', 'Assignments'],
      ['1', '08/19 - 08/21', 'Homework 0, Sunday'],
      ['2', '08/26 - 08/28', 'Quiz 1'],
      ['Final', '12/11 - 3-5pm', 'Final Exam'],
    ];
    // Each row runs up the page; the next row sits to its right.
    table.forEach((row, r) => row.forEach((text, c) => page.drawText(text, { x: 120 + r * 24, y: 150 + c * 160, size: 11, font, rotate: degrees(90) })));
    page.drawText('4', { x: 300, y: 40, size: 10, font });
    const document = await readSyllabus(Buffer.from(await pdf.save()), 'syllabus.pdf');
    expect(rows(document).map((row) => row.cells)).toEqual(table);
    expect(texts(document)).toContain('4');
  });

  it('reads no table in the frames a printed web page draws around and beyond the page', async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    const page = pdf.addPage([612, 792]);
    page.drawRectangle({ x: 22, y: -1200, width: 568, height: 2700, borderWidth: 1, borderColor: rgb(0.9, 0.9, 0.9) });
    page.drawRectangle({ x: 0, y: -280, width: 612, height: 1072, borderWidth: 1, borderColor: rgb(0.9, 0.9, 0.9) });
    const prose = ['Milestone 1 35% (Demo 30% + Report 5%)', 'Reports are due Mar 9 and Apr 8.', 'Demos are held in class on Mar 4 and Apr 6.'];
    prose.forEach((text, row) => page.drawText(text, { x: 72, y: 700 - row * 14, size: 10, font }));
    const document = await readSyllabus(Buffer.from(await pdf.save()), 'syllabus.pdf');
    expect(document.lines.map((line) => [line.text, line.cells])).toEqual(prose.map((text) => [text, undefined]));
  });

  it('reads the days a calendar figure shades by the colour its legend names, each in its month', async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    const page = pdf.addPage([612, 792]);
    const teal = rgb(0.5, 0.8, 0.76);
    const brown = rgb(0.75, 0.5, 0.18);
    page.drawText('Problem sets are due on the days the calendar marks, Dec 1 to Jan 31.', { x: 72, y: 740, size: 10, font });
    // Two months side by side, a row of days each: shaded day cells, the number inside.
    const month = (name: string, left: number, days: [number, typeof teal | null][]) => {
      page.drawText(name, { x: left + 60, y: 700, size: 9, font });
      days.forEach(([day, colour], i) => {
        const x = left + i * 30;
        if (colour) page.drawRectangle({ x, y: 660, width: 28, height: 28, color: colour });
        page.drawText(String(day), { x: x + 10, y: 670, size: 9, font });
      });
    };
    month('December', 72, [[5, null], [6, brown], [7, teal], [8, null]]);
    month('January', 320, [[4, brown], [5, teal], [6, null], [7, null]]);
    // The legend: a small key of each colour, its label just right of it.
    page.drawRectangle({ x: 150, y: 620, width: 12, height: 12, color: brown });
    page.drawText('Lab', { x: 165, y: 622, size: 8, font });
    page.drawRectangle({ x: 220, y: 620, width: 12, height: 12, color: teal });
    page.drawText('Problem Set Due', { x: 235, y: 622, size: 8, font });
    const document = await readSyllabus(Buffer.from(await pdf.save()), 'syllabus.pdf');
    expect(document.lines.filter((line) => line.figure).map((line) => line.text)).toEqual(['December 6: Lab', 'December 7: Problem Set Due', 'January 4: Lab', 'January 5: Problem Set Due']);
  });

  it('reads a grid whose cells are centred in their rows by its columns, each block of lines in the row of the label nearest its middle', () => {
    const glyphs = [
      ...row(700, [[150, 'Tuesday'], [350, 'Thursday']]),
      ...row(683, [[350, 'Setting up the environment']]),
      ...row(674, [[50, 'Week 1']]),
      ...row(672, [[350, 'and GitHub']]),
      ...row(662.5, [[50, '8/21']]),
      ...row(630, [[150, 'List comprehension']]),
      ...row(619, [[50, 'Week 2'], [150, 'and lambda expressions']]),
      ...row(613, [[350, 'Fundamentals of Numpy']]),
      ...row(607.5, [[50, '8/26-28']]),
      ...row(596, [[150, 'Project Planning (deliver)']]),
      ...row(562, [[150, 'Intermediate Numpy']]),
      ...row(555, [[50, 'Week 3']]),
      ...row(550, [[350, 'Project Planning (due date)']]),
      ...row(543.5, [[50, '9/2-4']]),
    ];
    expect(layoutPage(glyphs, 1, 0).lines.map((line) => line.cells)).toEqual([
      ['', 'Tuesday', 'Thursday'],
      ['Week 1\n8/21', '', 'Setting up the environment and GitHub'],
      ['Week 2\n8/26-28', 'List comprehension and lambda expressions\nProject Planning (deliver)', 'Fundamentals of Numpy'],
      ['Week 3\n9/2-4', 'Intermediate Numpy', 'Project Planning (due date)'],
    ]);
  });

  it('keeps a schedule whose weeks a space sets apart in one table, and reads a day-first "31 Aug" over "2 Sept" as two rows', () => {
    const glyphs = [
      ...row(700, [[50, 'Date'], [130, 'MWF'], [200, 'Quiz'], [260, 'Exam'], [330, 'Other']]),
      ...row(686, [[50, '2025/10/01'], [130, 'W'], [330, 'Review']]),
      ...row(672, [[50, '2025/10/03'], [130, 'F'], [200, '54—59']]),
      ...row(630, [[50, '2025/10/06'], [130, 'M'], [260, '1—60']]),
      ...row(580, [[50, 'Due'], [130, 'Work']]),
      ...row(566, [[50, '31 Aug'], [130, 'Quiz 1']]),
      ...row(552, [[50, '2 Sept'], [130, 'Quiz 2']]),
    ];
    const cells = layoutPage(glyphs, 1, 0).lines.map((line) => line.cells?.join(' | '));
    expect(cells.slice(0, 4)).toEqual(['Date | MWF | Quiz | Exam | Other', '2025/10/01 | W |  |  | Review', '2025/10/03 | F | 54—59 |  | ', '2025/10/06 | M |  | 1—60 | ']);
    expect(cells.slice(-2)).toEqual(['31 Aug | Quiz 1', '2 Sept | Quiz 2']);
  });

  it('keeps a weekday and its date that a narrow first column wraps ("T," over "1/14", "MONDAY" over "June 4") in one row', () => {
    const glyphs = [
      ...row(700, [[50, 'Date'], [120, 'Topic']]),
      ...row(686, [[50, 'T,'], [120, 'Welcome']]),
      ...row(675, [[50, '1/14']]),
      ...row(660, [[50, 'MONDAY'], [120, 'The Cell']]),
      ...row(649, [[50, 'June 4'], [120, 'Quiz I']]),
    ];
    expect(layoutPage(glyphs, 1, 0).lines.map((line) => line.cells?.map((c) => c.replace(/\n/g, ' / ')).join(' | '))).toEqual(['Date | Topic', 'T, 1/14 | Welcome', 'MONDAY / June 4 | The Cell / Quiz I']);
  });

  it('keeps a row’s number, weekday and date that a narrow first column wraps (“2 F,” over “8/23”) in one row', () => {
    const glyphs = [
      ...row(700, [[50, '# Date'], [120, 'Topic'], [260, 'Due']]),
      ...row(686, [[50, '1 T, 8/20'], [120, 'Course Overview'], [260, '-']]),
      ...row(672, [[50, '2 F,'], [120, 'Fishbowl'], [260, '-']]),
      ...row(661, [[50, '8/23'], [120, 'Discussion']]),
      ...row(647, [[50, '3 T, 8/27'], [120, 'Process'], [260, 'Essay 1']]),
    ];
    expect(layoutPage(glyphs, 1, 0).lines.map((line) => line.cells?.map((c) => c.replace(/\n/g, ' / ')).join(' | '))).toEqual(['# Date | Topic | Due', '1 T, 8/20 | Course Overview | -', '2 F, 8/23 | Fishbowl / Discussion | -', '3 T, 8/27 | Process | Essay 1']);
  });

  it('reads a header set on two lines with a label centred beside them (“Activity” by “Opens” over “(week)”) as the table’s header', () => {
    const glyphs = [
      ...row(700, [[390, 'Opens'], [440, 'Closes'], [490, 'Opens'], [570, 'Closes']]),
      ...row(694, [[190, 'Activity']]),
      ...row(688, [[390, '(week)'], [440, '(week)'], [490, '(day)'], [570, '(day)']]),
      ...row(672, [[50, 'Statistical power'], [395, '1'], [445, '2'], [490, '2025-01-20'], [570, '2025-01-31']]),
      ...row(658, [[50, 'Preprocessing'], [395, '2'], [445, '3'], [490, '2025-01-27'], [570, '2025-02-07']]),
    ];
    const lines = layoutPage(glyphs, 1, 0).lines;
    expect(lines.every((line) => line.cells)).toBe(true);
    expect(lines[0]!.cells!.filter((cell) => cell.trim()).map((cell) => cell.trim().replace(/\n/g, ' '))).toEqual(['Activity', 'Opens (week)', 'Closes (week)', 'Opens (day)', 'Closes (day)']);
    expect(lines.slice(1).map((line) => line.cells!.filter((cell) => cell.trim()).map((cell) => cell.trim()).join(' | '))).toEqual(['Statistical power | 1 | 2 | 2025-01-20 | 2025-01-31', 'Preprocessing | 2 | 3 | 2025-01-27 | 2025-02-07']);
  });

  it('joins a date a column too narrow for a word broke inside its month and around its dash (“Ap” / “ril” / “16”, “Aug 25” / “-” / “29”)', () => {
    const glyphs = [
      ...row(700, [[50, 'Date'], [95, 'Topics'], [300, 'Assignments']]),
      ...row(686, [[50, 'Ap'], [95, 'CCDs (2) — Noise']]),
      ...row(675, [[50, 'ril']]),
      ...row(664, [[50, '16'], [300, 'Assignment 1']]),
      ...row(650, [[50, 'Aug 25'], [95, 'Introduction']]),
      ...row(639, [[50, '-']]),
      ...row(628, [[50, '29']]),
    ];
    expect(layoutPage(glyphs, 1, 0).lines.map((line) => line.cells?.map((c) => c.replace(/\n/g, ' / ')).join(' | '))).toEqual(['Date | Topics | Assignments', 'April 16 | CCDs (2) — Noise |  /  / Assignment 1', 'Aug 25-29 | Introduction | ']);
  });

  it('keeps a weekday written in two letters over its date (“Th” over “10/10”) in one row, with its cells’ wrapped lines', () => {
    const glyphs = [
      ...row(700, [[50, 'date'], [90, 'topic'], [200, 'assessment']]),
      ...row(686, [[50, 'T 10/8'], [90, 'Fall reading day: no class']]),
      ...row(672, [[50, 'Th'], [90, 'Benthic data analysis'], [200, 'Quiz 6; Lab report']]),
      ...row(661, [[50, '10/10'], [200, '1 due in class']]),
      ...row(647, [[50, 'Th'], [90, 'Lab 7: SAV sample']]),
      ...row(636, [[50, '10/10'], [90, 'processing']]),
    ];
    expect(layoutPage(glyphs, 1, 0).lines.map((line) => line.cells?.map((c) => c.replace(/\n/g, ' / ')).join(' | '))).toEqual([
      'date | topic | assessment',
      'T 10/8 | Fall reading day: no class | ',
      'Th 10/10 | Benthic data analysis | Quiz 6; Lab report 1 due in class',
      'Th 10/10 | Lab 7: SAV sample processing | ',
    ]);
  });

  it('reads a date that runs on past its narrow column over the next cell’s text (“1/23/2023” into “LECTURE: …”) as a cell of its own', () => {
    const glyphs = [
      ...row(700, [[50, 'Week'], [80, 'Date'], [105, 'Topic'], [330, 'Due']]),
      ...row(686, [[50, 'Week'], [80, '1/23/2023'], [105, 'LECTURE: Course overview']]),
      ...row(674, [[50, '1']]),
      ...row(662, [[80, '1/25/2023'], [105, 'LECTURE: Population ecology']]),
      ...row(650, [[80, '1/27/2023'], [105, 'LAB 1: Population models']]),
      ...row(636, [[50, 'Week'], [80, '2/10/2023'], [105, 'LAB 2: Density dependence'], [330, 'Lab 1']]),
    ];
    expect(layoutPage(glyphs, 1, 0).lines.map((line) => line.cells?.map((c) => c.replace(/\n/g, ' / ')).join(' | '))).toEqual([
      'Week | Date | Topic | Due',
      'Week | 1/23/2023 | LECTURE: Course overview | ',
      '1 |  / 1/25/2023 / 1/27/2023 |  / LECTURE: Population ecology / LAB 1: Population models | ',
      'Week | 2/10/2023 | LAB 2: Density dependence | Lab 1',
    ]);
  });

  it('joins a run that ends on an accent to the letters TeX set it over (“M¨” over “obius”), however far they overlap', () => {
    const glyphs: Glyph[] = [
      { text: 'Register on M¨', x: 50, y: 700, width: 70, size: 10 },
      { text: 'obius by Friday.', x: 115, y: 700, width: 75, size: 10 },
    ];
    expect(layoutPage(glyphs, 1, 0).lines.map((line) => line.text)).toEqual(['Register on M¨obius by Friday.']);
  });

  it('keeps a date that a narrow first column broke inside its day ("10/1" over "0") in one row', () => {
    const glyphs = [
      ...row(700, [[50, 'Date'], [120, 'Topic'], [300, 'Homework']]),
      ...row(686, [[50, '10/08'], [120, 'Induction'], [300, '']]),
      ...row(672, [[50, '10/1'], [120, 'Limits: introduction'], [300, 'HW 1 due']]),
      ...row(661, [[50, '0']]),
      ...row(647, [[50, '10/1'], [120, 'Some limit theorems']]),
      ...row(636, [[50, '5']]),
    ];
    expect(layoutPage(glyphs, 1, 0).lines.map((line) => line.cells?.join(' | '))).toEqual(['Date | Topic | Homework', '10/08 | Induction | ', '10/10 | Limits: introduction | HW 1 due', '10/15 | Some limit theorems | ']);
  });

  it('keeps a date written day first that a narrow first column broke after its dash ("20-" over "Jan") in one row, its lines one date', () => {
    const glyphs = [
      ...row(700, [[50, 'Date'], [120, 'Topic'], [300, 'Homework Due']]),
      ...row(686, [[50, '20-'], [120, 'Lecture Intro'], [300, '-']]),
      ...row(675, [[50, 'Jan']]),
      ...row(664, [[50, '22-'], [120, 'Seeking biological info'], [300, '00']]),
      ...row(653, [[50, 'Jan'], [120, 'online']]),
    ];
    expect(layoutPage(glyphs, 1, 0).lines.map((line) => line.cells?.join(' | '))).toEqual(['Date | Topic | Homework Due', '20-Jan | Lecture Intro | -', '22-Jan | Seeking biological info online | 00']);
  });

  it('goes on at the top of the next page in the columns of the table the page before ended with, its running head "Page 2 of 2" no row', () => {
    const first = layoutPage([...row(700, [[50, 'Date'], [130, 'MWF'], [200, 'Quiz'], [260, 'Exam'], [330, 'Other']]), ...row(686, [[50, '2025/11/07'], [130, 'F'], [200, '102—116']]), ...row(672, [[50, '2025/11/10'], [130, 'M'], [260, '1—90']])], 1, 0);
    const second = layoutPage([...row(760, [[50, 'MA-110 Syllabus'], [330, 'Page 2 of 2']]), ...row(700, [[50, '2025/11/12'], [130, 'W'], [330, 'Review']]), ...row(686, [[50, '2025/11/14'], [130, 'F'], [260, '1—150']])], 2, first.nextTable, undefined, first.columnsAtFoot);
    expect(second.lines.map((line) => line.cells?.join(' | ') ?? line.text)).toEqual(['MA-110 Syllabus   Page 2 of 2', '2025/11/12 | W |  |  | Review', '2025/11/14 | F |  | 1—150 | ']);
  });
});

describe('the PDF page layout, as a web page or a word processor prints it', () => {
  /** Lines of text, each at its left edge x and baseline y, in one size. */
  const at = (lines: [number, number, string][], size = 10): Glyph[] => lines.map(([x, y, text]) => ({ text, x, y, width: text.length * 5, size }));

  it('reads indentation as list depth where the bullets are drawn, not written: a wrapped entry goes on, a centred line and a paragraph’s indented first line are no entries', () => {
    const glyphs = at([
      [72, 700, 'Week 2: Maps and power'],
      [72, 686, 'Due before class:'],
      [100, 672, 'Lab 01: Learning the basics of the mapping software that we use all term long, with'],
      [100, 660, 'its tools'],
      [100, 646, 'Activity 01: Mapping places'],
      [128, 632, 'Part A: the sources'],
      [72, 600, 'Readings are on the course site, each listed under the week we discuss it in class,'],
      [72, 588, 'and more readings are there.'],
      [200, 560, 'Figure 1: the term at a glance'],
      [100, 530, 'Students who miss a class should write to the instructor before the next class and'],
      [72, 518, 'see the notes.'],
    ]);
    const lines = layoutPage(glyphs, 1, 0).lines.map(({ text, list }) => [text, list]);
    expect(lines).toEqual([
      ['Week 2: Maps and power', undefined],
      ['Due before class:', undefined],
      ['Lab 01: Learning the basics of the mapping software that we use all term long, with', 1],
      ['its tools', undefined],
      ['Activity 01: Mapping places', 1],
      ['Part A: the sources', 2],
      ['Readings are on the course site, each listed under the week we discuss it in class,', undefined],
      ['and more readings are there.', undefined],
      ['Figure 1: the term at a glance', undefined],
      ['Students who miss a class should write to the instructor before the next class and', undefined],
      ['see the notes.', undefined],
    ]);
  });

  it('takes the text’s margin from a heading when every line of the page is in a list', () => {
    const glyphs = [
      ...at([[72, 720, 'Assignments (subject to change)']], 14),
      ...at([
        [100, 700, 'Assignment 1: Basics of HTML'],
        [128, 686, 'Due: September 13'],
        [100, 672, 'Assignment 2: Getting Started with Node.js'],
        [128, 658, 'Due: September 27'],
      ]),
    ];
    expect(layoutPage(glyphs, 1, 0).lines.map(({ text, list }) => [text, list])).toEqual([
      ['Assignments (subject to change)', undefined],
      ['Assignment 1: Basics of HTML', 1],
      ['Due: September 13', 2],
      ['Assignment 2: Getting Started with Node.js', 1],
      ['Due: September 27', 2],
    ]);
  });

  it('keeps a first cell wider than the header centred over it in the table, and a date whose day wrapped under its month in its row', () => {
    const glyphs = [
      ...at([[80, 700, 'Date'], [160, 700, 'Assignment'], [400, 700, 'Points']]),
      ...at([[50, 686, 'Monday, June 1'], [160, 686, 'Day-One Quiz'], [400, 686, '20']]),
      ...at([[50, 672, 'Thursday, June'], [160, 672, '2nd Exam: Chapters 3 & 4'], [400, 672, '100']]),
      ...at([[50, 660, '11']]),
    ];
    expect(layoutPage(glyphs, 1, 0).lines.map((line) => line.cells?.map((cell) => cell.trim().replace(/\n/g, ' ')))).toEqual([
      ['Date', 'Assignment', 'Points'],
      ['Monday, June 1', 'Day-One Quiz', '20'],
      ['Thursday, June 11', '2nd Exam: Chapters 3 & 4', '100'],
    ]);
  });

  it('reads a row whose first cell wraps over two lines around the other cells set centred between them as one row', () => {
    const glyphs = [
      ...at([[50, 700, 'Date'], [160, 700, 'Assignment'], [400, 700, 'Lecture #']]),
      ...at([[50, 684, 'Wednesday, May 27'], [50, 672, '(11:59 PM)']]),
      ...at([[160, 678, 'Ch. 1 Graded Assignment & Quiz #1'], [400, 678, '1–4']]),
      ...at([[50, 656, 'Wednesday, June'], [50, 644, '10 (11:59 PM)']]),
      ...at([[160, 650, 'Ch. 3 Graded Assignment & Quiz #3'], [400, 650, '9–11']]),
      ...at([[50, 630, 'Thursday, June 11'], [160, 630, '2nd Exam: Chapters 3 & 4']]),
    ];
    expect(layoutPage(glyphs, 1, 0).lines.map((line) => line.cells)).toEqual([
      ['Date', 'Assignment', 'Lecture #'],
      ['Wednesday, May 27 (11:59 PM)', 'Ch. 1 Graded Assignment & Quiz #1', '1–4'],
      ['Wednesday, June 10 (11:59 PM)', 'Ch. 3 Graded Assignment & Quiz #3', '9–11'],
      ['Thursday, June 11', '2nd Exam: Chapters 3 & 4', ''],
    ]);
  });

  it('reads a date alone centred between the two lines of a title it wraps as one row, but not between two entries of a cell', () => {
    const glyphs = [
      ...at([[50, 700, 'Date'], [120, 700, 'Assignment']]),
      ...at([[50, 686, '10/12'], [120, 686, 'Mini-Presentations']]),
      ...at([[120, 672, 'Reading: “Girl power: The European marriage pattern and labor markets']]),
      ...at([[50, 666, '10/16']]),
      ...at([[120, 660, 'Before Industry”']]),
      ...at([[120, 638, 'Lab #2 – Non-Ideal Sources']]),
      ...at([[50, 632, '10/23']]),
      ...at([[120, 626, 'Lab Report #1 Due']]),
    ];
    const lines = layoutPage(glyphs, 1, 0).lines.map((line) => line.cells ?? line.text);
    expect(lines).toContainEqual(['10/16', 'Reading: “Girl power: The European marriage pattern and labor markets Before Industry”']);
    expect(lines).not.toContainEqual(['10/23', 'Lab #2 – Non-Ideal Sources Lab Report #1 Due']);
  });

  it('reads a row whose last cell wraps over two lines, centred, around the other cells as one row', () => {
    // A printed web page: "See the notes for / details" centred in a narrow last column.
    const glyphs = [
      ...at([[50, 700, 'Assignment'], [200, 700, 'Due date'], [330, 700, 'Submission'], [440, 700, 'Notes']]),
      ...at([[430, 688, 'See the notes for'], [450, 676, 'details']]),
      ...at([[50, 682, 'Sheet 1 exercises'], [200, 682, '28.09.2022 - 23h59'], [330, 682, 'Moodle']]),
      ...at([[430, 662, 'See the notes for'], [450, 650, 'details']]),
      ...at([[50, 656, 'Sheet 2 exercises'], [200, 656, '05.10.2022 - 23h59'], [330, 656, 'Moodle']]),
    ];
    expect(layoutPage(glyphs, 1, 0).lines.map((line) => line.cells)).toEqual([
      ['Assignment', 'Due date', 'Submission', 'Notes'],
      ['Sheet 1 exercises', '28.09.2022 - 23h59', 'Moodle', 'See the notes for details'],
      ['Sheet 2 exercises', '05.10.2022 - 23h59', 'Moodle', 'See the notes for details'],
    ]);
  });

  it('goes on with a table after the space a tall row leaves when the next row is cut as the one above', () => {
    // Each row's cells centred between the two lines of a narrow due-date cell ("23" over "Sep"),
    // leaving more than three lines between rows.
    const glyphs = [
      ...at([[50, 700, 'Module'], [150, 700, 'Topic'], [400, 700, 'Due']]),
      ...at([[50, 670, 'Module 1'], [150, 670, 'History of maps'], [400, 670, '23 Sep']]),
      ...at([[50, 635, 'Module 2'], [150, 635, 'Coordinate systems'], [400, 635, '07 Oct']]),
      ...at([[50, 600, 'Module 3'], [150, 600, 'Data types'], [400, 600, '21 Oct']]),
    ];
    expect(layoutPage(glyphs, 1, 0).lines.map((line) => line.cells)).toEqual([
      ['Module', 'Topic', 'Due'],
      ['Module 1', 'History of maps', '23 Sep'],
      ['Module 2', 'Coordinate systems', '07 Oct'],
      ['Module 3', 'Data types', '21 Oct'],
    ]);
  });

  it('reads a table whose cells are centred in their rows by the middles its cells share, a cell wider than the header centred over it in its column', () => {
    // A web page's table printed by a browser: headers centred, each row's cells centred on its
    // tallest one, so a row's due cell starts above its week and rows share no baseline.
    const glyphs = [
      ...at([[44, 700, 'Week'], [75, 700, 'Dates'], [230, 700, 'Topics'], [430, 700, 'Due (Thu)']], 9),
      ...at([[381, 682, 'Lab 01: Intro to R'], [381, 668.5, 'Reading Annotation 01'], [381, 655, 'Week 01 check-in']], 9),
      ...at([[75, 682, 'Aug'], [75, 668.5, '25 -'], [75, 655, '29'], [44, 668.5, '1'], [105, 675.2, 'Introduction & Syllabus'], [105, 661.8, 'Probability basics']], 9),
      ...at([[381, 638.5, 'HW 01'], [381, 625, 'Lab 02'], [381, 611.5, 'Reading Annotation 02'], [381, 598, 'Week 02 check-in']], 9),
      ...at([[44, 618.2, '2'], [75, 625, 'Sept'], [75, 611.5, '1 - 5'], [105, 618.2, 'Counting tools']], 9),
      ...at([[75, 581.5, 'Sept 8 - 12'], [105, 581.5, 'FALL BREAK']], 9),
    ];
    expect(layoutPage(glyphs, 1, 0).lines.map((line) => line.cells)).toEqual([
      ['Week', 'Dates', 'Topics', 'Due (Thu)'],
      ['1', 'Aug 25 -29', 'Introduction & Syllabus\nProbability basics', 'Lab 01: Intro to R\nReading Annotation 01\nWeek 01 check-in'],
      ['2', 'Sept 1 - 5', 'Counting tools', 'HW 01\nLab 02\nReading Annotation 02\nWeek 02 check-in'],
      ['', 'Sept 8 - 12', 'FALL BREAK', ''],
    ]);
  });

  it('reads a table whose days are rows of one line each, a week’s label and its wrapped due cell centred beside them, by its lines', () => {
    // The due cell starts on the week's second day, as the label does: it lines up with that day.
    const week = (y: number, number: string, days: [string, string], lectures: [string, string], topic: string, due?: [string, string]) => [
      ...at([[150, y, days[0]], [250, y, lectures[0]], [330, y, topic], [400, y, 'DLS']], 9),
      ...at([[44, y - 6.8, number], ...(due ? ([[470, y - 6.8, due[0]], [470, y - 20.3, due[1]]] as [number, number, string][]) : [])], 9),
      ...at([[150, y - 13.5, days[1]], [250, y - 13.5, lectures[1]], [330, y - 13.5, topic], [400, y - 13.5, 'DLS']], 9),
    ];
    const glyphs = [
      ...at([[44, 700, 'Week'], [150, 700, 'Date'], [250, 700, 'Lecture'], [330, 700, 'Topic'], [400, 700, 'Staff'], [470, 700, 'Assignment']], 9),
      ...week(684, '3', ['9/18 (Tue)', '9/20 (Thu)'], ['5', '6'], 'OOP', ['HW1 due, HW2', 'released']),
      ...week(647, '4', ['9/25 (Tue)', '9/27 (Thu)'], ['7', '8'], 'Classes', ['HW2 due, HW3', 'released']),
      ...week(610, '5', ['10/2 (Tue)', '10/4 (Thu)'], ['9', '10'], 'Testing'),
      ...week(580, '6', ['10/9 (Tue)', '10/11 (Thu)'], ['11', '12'], 'Files'),
    ];
    expect(layoutPage(glyphs, 1, 0).lines.map((line) => line.cells).slice(1, 3)).toEqual([
      ['\n3', '9/18 (Tue)\n9/20 (Thu)', '5\n6', 'OOP\nOOP', 'DLS\nDLS', '\nHW1 due, HW2 released'],
      ['\n4', '9/25 (Tue)\n9/27 (Thu)', '7\n8', 'Classes\nClasses', 'DLS\nDLS', '\nHW2 due, HW3 released'],
    ]);
  });

  it('takes a header centred over a wide column of short cells set flush left (“Date” over “Fri, Feb 24”) as that column’s', () => {
    const glyphs = [
      ...at([[150, 700, 'Date'], [365, 700, 'Description']]),
      ...at([[44, 684, 'Fri, Feb 24'], [276, 684, 'Code of Conduct']]),
      ...at([[44, 668, 'Fri, Mar 3'], [276, 668, 'Backlog']]),
      ...at([[44, 652, 'Fri, Mar 10'], [276, 652, 'Buddycheck 1']]),
    ];
    expect(layoutPage(glyphs, 1, 0).lines.map((line) => line.cells)).toEqual([
      ['Date', 'Description'],
      ['Fri, Feb 24', 'Code of Conduct'],
      ['Fri, Mar 3', 'Backlog'],
      ['Fri, Mar 10', 'Buddycheck 1'],
    ]);
  });

  it('cuts a header that the PDF ran together across drawn column borders into its cells', async () => {
    const { pdf, page, text } = await ruledPage([700, 680, 660, 640]);
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    // Header cells set half a word gap from their borders: the PDF's text runs them together.
    const [assignments, deliverables] = [254, 254 + font.widthOfTextAtSize('Assignments', 10) + 5];
    const notes = deliverables + font.widthOfTextAtSize('Deliverables', 10) + 5;
    for (const x of [72, 130, 250, deliverables - 2.5, notes - 2.5, 540]) page.drawLine({ start: { x, y: 700 }, end: { x, y: 640 }, thickness: 0.5 });
    [['#', 76], ['Lectures', 134], ['Assignments', assignments], ['Deliverables', deliverables], ['Notes', notes]].forEach(([words, x]) => text(String(words), Number(x), 686));
    [['1M 08/24', 76], ['Introduction to Security', 134], ['Lab 0 / HW 0', assignments]].forEach(([words, x]) => text(String(words), Number(x), 666));
    [['10W 09/23', 76], ['Ethical Hacking', 134], ['HW 5', assignments], ['HW 4', deliverables]].forEach(([words, x]) => text(String(words), Number(x), 646));
    const document = await readSyllabus(Buffer.from(await pdf.save()), 'syllabus.pdf');
    expect(rows(document).map((row) => row.cells)).toEqual([
      ['#', 'Lectures', 'Assignments', 'Deliverables', 'Notes'],
      ['1M 08/24', 'Introduction to Security', 'Lab 0 / HW 0', '', ''],
      ['10W 09/23', 'Ethical Hacking', 'HW 5', 'HW 4', ''],
    ]);
  });

  it('reads words a font of one width sets a space apart as one phrase, and two spaces or more as a column gap', async () => {
    const pdf = await PDFDocument.create();
    const courier = await pdf.embedFont(StandardFonts.Courier);
    const page = pdf.addPage([612, 792]);
    const letter = courier.widthOfTextAtSize('M', 10);
    // Each word placed on its own, as a browser prints preformatted text.
    const typed = (line: string, y: number) => {
      for (const match of line.matchAll(/\S+/g)) page.drawText(match[0], { x: 72 + match.index * letter, y, size: 10, font: courier });
    };
    typed('Date              Details', 700);
    typed('Wed Jan 25, 2017  Homework 1   due by 11:59pm', 688);
    typed('Wed Feb 1, 2017   Homework 2   due by 11:59pm', 676);
    typed('Fri Feb 17, 2017  Midterm      due by 1:10pm', 664);
    const document = await readSyllabus(Buffer.from(await pdf.save()), 'syllabus.pdf');
    expect(rows(document).map((row) => row.cells).slice(-3)).toEqual([
      ['Wed Jan 25, 2017', 'Homework 1', 'due by 11:59pm'],
      ['Wed Feb 1, 2017', 'Homework 2', 'due by 11:59pm'],
      ['Fri Feb 17, 2017', 'Midterm', 'due by 1:10pm'],
    ]);
  });

  it('reads the borders of a table whose dates are written day first (“8 Sep 2023”)', async () => {
    const { pdf, page, text } = await ruledPage([700, 680, 660, 640]);
    // The column border sits right after the widest date, so the PDF runs each date into its topic.
    const border = 76 + (await pdf.embedFont(StandardFonts.Helvetica)).widthOfTextAtSize('15 Sep 2023', 10) + 2;
    for (const x of [72, border, 540]) page.drawLine({ start: { x, y: 700 }, end: { x, y: 640 }, thickness: 0.5 });
    [['date', 76, 686], ['topic', border + 2, 686], ['8 Sep 2023', 76, 666], ['Introduction to waves', border + 2, 666], ['15 Sep 2023', 76, 646], ['Homework 1 due', border + 2, 646]].forEach(([words, x, y]) => text(String(words), Number(x), Number(y)));
    const document = await readSyllabus(Buffer.from(await pdf.save()), 'syllabus.pdf');
    expect(rows(document).map((row) => row.cells)).toEqual([
      ['date', 'topic'],
      ['8 Sep 2023', 'Introduction to waves'],
      ['15 Sep 2023', 'Homework 1 due'],
    ]);
  });

  it('reads a short line set all in bold at the body’s size as a heading, but not a bold label, a bold paragraph’s lines or a bold page', async () => {
    const pdf = await PDFDocument.create();
    const regular = await pdf.embedFont(StandardFonts.Helvetica);
    const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
    const page = pdf.addPage([612, 792]);
    const lines: [string, boolean][] = [
      ['Lesson 2 - Thursday, January 29', true],
      ['Signal analysis: convolution, energy and power signals, phasors.', false],
      ['Assignments Due:', true],
      ['Reading Quiz 1 (10 points)', false],
      ['Late work is not accepted after the answers are posted, whatever the reason', true],
      ['for the delay may be', true],
      ['Lesson 3 covers the Fourier transform and its properties, with worked examples in class', false],
      ['and a short demonstration of the sampling theorem in the lab software we use this term.', false],
    ];
    lines.forEach(([words, isBold], i) => page.drawText(words, { x: 72, y: 700 - i * 14, size: 11, font: isBold ? bold : regular }));
    const allBold = await PDFDocument.create();
    const boldPage = allBold.addPage([612, 792]);
    const boldFont = await allBold.embedFont(StandardFonts.HelveticaBold);
    lines.forEach(([words], i) => boldPage.drawText(words, { x: 72, y: 700 - i * 14, size: 11, font: boldFont }));
    const headings = async (bytes: Uint8Array) => (await readSyllabus(Buffer.from(bytes), 'syllabus.pdf')).lines.filter((line) => line.heading).map((line) => line.text);
    expect(await headings(await pdf.save())).toEqual(['Lesson 2 - Thursday, January 29']);
    expect(await headings(await allBold.save())).toEqual([]);
  });

  it('reads a bold heading in the body’s own typeface under bold headings set in a heading style’s typeface, at the same size', async () => {
    const pdf = await PDFDocument.create();
    const [body, bodyBold, styled] = await Promise.all([StandardFonts.TimesRoman, StandardFonts.TimesRomanBold, StandardFonts.HelveticaBold].map((font) => pdf.embedFont(font)));
    const page = pdf.addPage([612, 792]);
    const lines: [string, typeof body][] = [
      ['Week 3 Sep 14 - Sep 20', styled],
      ['Tuesday', bodyBold],
      ['Lecture 4: Introduction to databases and SQL, with the examples we build on all term.', body],
      ['Thursday', bodyBold],
      ['Lecture 5: Probability review, statistical models, the bootstrap and cross validation.', body],
      ['Homework 1 due', body],
      ['Week 4 Sep 21 - Sep 27', styled],
    ];
    lines.forEach(([words, font], i) => page.drawText(words, { x: 72, y: 700 - i * 22, size: 12, font }));
    const document = await readSyllabus(Buffer.from(await pdf.save()), 'syllabus.pdf');
    expect(document.lines.filter((line) => line.heading).map((line) => [line.text, line.heading])).toEqual([
      ['Week 3 Sep 14 - Sep 20', 3],
      ['Tuesday', 4],
      ['Thursday', 4],
      ['Week 4 Sep 21 - Sep 27', 3],
    ]);
  });
  it('reads a grid of centred cells whose short cells share baselines with the label beside them, each cell in the row of the label nearest its middle', () => {
    const rowAt = (c: number, label: [string, string], topic: [string, string], due: [string, string, string, string]): Glyph[] =>
      at([[50, c + 6, label[0]], [50, c - 6, label[1]], [150, c + 6, topic[0]], [150, c - 6, topic[1]], [350, c + 18, due[0]], [350, c + 6, due[1]], [350, c - 6, due[2]], [350, c - 18, due[3]]]);
    const glyphs = [
      ...at([[150, 700, 'Topics'], [350, 700, 'Due & Assign']]),
      ...rowAt(660, ['Week 1', '8/21'], ['Setting up', 'the environment'], ['Assign:', 'Hw 1', 'Due:', 'None']),
      ...rowAt(590, ['Week 2', '8/28'], ['Rigid motion', 'and rotations'], ['Assign:', 'Hw 2', 'Due:', 'Hw 1']),
      ...rowAt(520, ['Week 3', '9/4'], ['Manifolds', 'and Lie groups'], ['Assign:', 'Hw 3', 'Due:', 'Hw 2']),
    ];
    expect(layoutPage(glyphs, 1, 0).lines.map((line) => line.cells?.map((cell) => cell.replace(/\n/g, ' ')))).toEqual([
      ['', 'Topics', 'Due & Assign'],
      ['Week 1 8/21', 'Setting up the environment', 'Assign: Hw 1 Due: None'],
      ['Week 2 8/28', 'Rigid motion and rotations', 'Assign: Hw 2 Due: Hw 1'],
      ['Week 3 9/4', 'Manifolds and Lie groups', 'Assign: Hw 3 Due: Hw 2'],
    ]);
  });
});

describe('the Word (.docx) reader', () => {
  it('reads headings, paragraphs and a schedule table with its cells, leaving struck-through text out', async () => {
    const document = await readDocx(await sampleDocx(), limits);
    expect(document.format).toBe('docx');
    expect(document.pages).toBe(1);
    expect(document.lines[0]).toEqual({ page: 1, text: 'PHYS 212: Waves and Optics', heading: 1, opens: true });
    expect(texts(document)).toEqual([
      'PHYS 212: Waves and Optics',
      'Lectures meet Tuesday and Thursday, 9:30 in Hall B.',
      'Lab reports are due Mondays.',
      'Week | Date | Due',
      '1 | Sep 2 | Problem set 1 Reading: ch. 15',
      '2 |  | Quiz 1',
      'Final exam: Dec 15, 8:00 am.',
    ]);
    expect(rows(document)).toEqual([
      { cells: ['Week', 'Date', 'Due'], table: 1 },
      { cells: ['1', 'Sep 2', 'Problem set 1\nReading: ch. 15'], table: 1 },
      { cells: ['2', '', 'Quiz 1'], table: 1 },
    ]);
    expect(JSON.stringify(document)).not.toMatch(/Quiz 0|Fridays/);
  });

  it('is chosen by content, whatever the file is called', async () => {
    expect((await readSyllabus(await sampleDocx(), 'syllabus.pdf')).format).toBe('docx');
  });
});

describe('the PDF reader', () => {
  it('drops a running head that repeats at the top of each page, but keeps a week’s dates that head each page', async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    const weeks = ['March 28-April 1', 'April 4-April 8', 'April 11-April 15'];
    weeks.forEach((week, i) => {
      const page = pdf.addPage([612, 792]);
      page.drawText(`ENGL 105 syllabus, page ${i + 1}`, { x: 72, y: 760, size: 9, font });
      page.drawText(week, { x: 72, y: 720, size: 14, font });
      page.drawText(`Monday: Draft ${i + 1} of the research essay is due in class.`, { x: 72, y: 690, size: 11, font });
    });
    const lines = texts(await readSyllabus(await pdf.save(), 'engl105.pdf'));
    expect(lines.filter((line) => line.startsWith('ENGL 105'))).toEqual([]);
    expect(lines.filter((line) => weeks.includes(line))).toEqual(weeks);
    expect(lines.filter((line) => line.startsWith('Monday'))).toHaveLength(3);
  });

  it('keeps a schedule’s lines of one shape that end each page, their dates differing (“Homework (due Mon 9/16)”), and drops the page count under them', async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    // (Their months go up with the page, as a page count's number does; their days do not stay put, as its total would.)
    const due = ['Homework (due Mon 8/9)', 'Homework (due Mon 9/16)', 'Homework (due Mon 10/7)'];
    due.forEach((line, i) => {
      const page = pdf.addPage([612, 792]);
      page.drawText(`Week ${2 * i + 1}`, { x: 72, y: 720, size: 14, font });
      page.drawText('Session 1: Lecture', { x: 90, y: 690, size: 11, font });
      page.drawText(line, { x: 90, y: 90, size: 11, font });
      page.drawText(`Page ${i + 1} of 3`, { x: 280, y: 40, size: 9, font });
    });
    const lines = texts(await readSyllabus(await pdf.save(), 'econ433.pdf'));
    expect(lines.filter((line) => line.startsWith('Homework'))).toEqual(due);
    expect(lines.filter((line) => line.startsWith('Page'))).toEqual([]);
  });


  it("leaves Node's own Array.prototype.push in place, not the slower one pdf.js's polyfills bring", async () => {
    expect(texts(await readSyllabus(await syllabusPdf(), 'cs101.pdf'))).toContain('Sep 12 Homework 1 due');
    // Node's builtin is no constructor; core-js's push is a plain function, with a prototype.
    expect(Object.hasOwn(Array.prototype.push, 'prototype')).toBe(false);
  });
});

describe('the HTML reader', () => {
  const page = `<!doctype html>
<html><head><title>Course page</title><style>td { color: red }</style><script>var due = "Jan 1";</script></head>
<body>
  <h1>CHEM 110 &amp; Lab</h1>
  <h2>Schedule</h2>
  <p>Office hours:<br>Mon 2&ndash;4 pm<br/>Wed   10&nbsp;am</p>
  <div>Exams are <b>closed</b> book. <del>Midterm 0 on Sep 20.</del></div>
  <ul><li>Bring goggles</li><li>Lab notebook<ul><li>bound, not spiral</li></ul></li></ul>
  <table>
    <thead><tr><th>Date</th><th>Topic</th><th>Due</th></tr></thead>
    <tbody>
      <tr><td>Sep 5</td><td><p>Stoichiometry</p><p>Ch. 3</p></td><td>HW 1</td></tr>
      <tr><td>Sep 12</td><td></td><td><s>Quiz 1</s> Quiz 1 moved</td></tr>
      <tr><td>Sep 19</td><td><table><tr><td>Lab A</td><td>room 4</td></tr><tr><td>Lab B</td></tr></table></td><td>Lab report</td></tr>
    </tbody>
  </table>
  <p style="text-decoration: line-through">Field trip Oct 1</p>
  <p hidden>Hidden note</p>
  <noscript>Enable scripts</noscript>
  <pre>Week 1   Intro
Week 2   Moles</pre>
  <table><tr><td>Grading</td><td>Percent</td></tr></table>
</body></html>`;

  it('gives one line per heading, paragraph line, list item and table row', () => {
    const document = readHtml(page, limits);
    expect(document).toMatchObject({ format: 'html', pages: 1 });
    expect(document.lines.filter((line) => line.heading)).toEqual([
      { page: 1, text: 'CHEM 110 & Lab', heading: 1, opens: true },
      { page: 1, text: 'Schedule', heading: 2, opens: true },
    ]);
    // A block's first line opens a paragraph; the lines its <br>s separate go on with it.
    expect(document.lines.filter((line) => !line.cells && !line.opens).map((line) => line.text)).toEqual(['Mon 2–4 pm', 'Wed 10 am', 'Week 2 Moles']);
    expect(texts(document)).toEqual([
      'CHEM 110 & Lab',
      'Schedule',
      'Office hours:',
      'Mon 2–4 pm',
      'Wed 10 am',
      'Exams are closed book.',
      'Bring goggles',
      'Lab notebook',
      'bound, not spiral',
      'Date | Topic | Due',
      'Sep 5 | Stoichiometry Ch. 3 | HW 1',
      'Sep 12 |  | Quiz 1 moved',
      'Sep 19 | Lab A room 4 Lab B | Lab report',
      'Week 1 Intro',
      'Week 2 Moles',
      'Grading | Percent',
    ]);
  });

  it('keeps cells in column order, empty ones as "", paragraphs inside a cell on their own lines, nested tables flattened', () => {
    expect(rows(readHtml(page, limits))).toEqual([
      { cells: ['Date', 'Topic', 'Due'], table: 1 },
      { cells: ['Sep 5', 'Stoichiometry\nCh. 3', 'HW 1'], table: 1 },
      { cells: ['Sep 12', '', 'Quiz 1 moved'], table: 1 },
      { cells: ['Sep 19', 'Lab A room 4\nLab B', 'Lab report'], table: 1 },
      { cells: ['Grading', 'Percent'], table: 2 },
    ]);
  });

  it('leaves out what a reader never sees: head, scripts, styles, hidden and struck-through text', () => {
    expect(JSON.stringify(readHtml(page, limits))).not.toMatch(/Course page|color|Jan 1|Midterm 0|Field trip|Hidden note|Enable scripts/);
  });

  it('carries a cell spanning rows into the rows below, and names each column a header spans', () => {
    const schedule = readHtml(
      '<table><tr><th>Week</th><th>Day</th><th colspan="2">Due</th></tr><tr><td rowspan="2">Week 1 (Sep 8)</td><td>Mon</td><td>HW 1</td><td></td></tr><tr><td>Wed</td><td>Quiz 1</td><td>Lab 1</td></tr><tr><td rowspan="100000">Week 2</td><td>Mon</td><td colspan="2">HW 2</td></tr></table>',
      limits,
    );
    expect(rows(schedule)).toEqual([
      { cells: ['Week', 'Day', 'Due', 'Due'], table: 1 },
      { cells: ['Week 1 (Sep 8)', 'Mon', 'HW 1', ''], table: 1 },
      { cells: ['Week 1 (Sep 8)', 'Wed', 'Quiz 1', 'Lab 1'], table: 1 },
      { cells: ['Week 2', 'Mon', 'HW 2', ''], table: 1 },
    ]);
  });

  it('reads a paragraph all in bold, short and no sentence or label, as a heading below any the page marks; not a bold label, list entry, sentence, deadline or what is due when', () => {
    const html = '<h4>Lesson 2 - Thursday, January 29</h4><p><strong>Signal Analysis Fundamentals</strong></p><p><b>Assignments Due:</b></p><ul><li><strong>HW 1</strong></li></ul><p><strong>Reading Quiz 1</strong> (10 points)</p><p><strong>Late work is not accepted.</strong></p><p><strong>HW 2 Due: Sentiment analysis</strong></p><p><strong>Essay 3 due Friday</strong></p><p><b>Research paper assignments are due at 11:59PM on date indicated</b></p>';
    expect(readHtml(html, limits).lines.filter((line) => line.heading).map((line) => [line.text, line.heading])).toEqual([
      ['Lesson 2 - Thursday, January 29', 4],
      ['Signal Analysis Fundamentals', 6],
    ]);
  });

  it('reads a definition list’s term and its definition as one line', () => {
    const document = readHtml('<h2>Due dates</h2><dl><dt>1-Feb</dt><dd>First <a href="r.html">Report</a></dd><dt>5-Feb</dt>\n<dd>Project Proposal</dd><dt>Later</dt></dl><p>End</p>', limits);
    expect(texts(document)).toEqual(['Due dates', '1-Feb: First Report', '5-Feb: Project Proposal', 'Later:', 'End']);
  });

  it('leaves out the "¶" permalink a documentation generator sets after each heading', () => {
    const document = readHtml('<h3>Week 2<a class="headerlink" href="#week-2" title="Permalink to this headline">¶</a></h3><p>4/05/21 - 4/09/21</p>', limits);
    expect(texts(document)).toEqual(['Week 2', '4/05/21 - 4/09/21']);
  });

  it('reads sloppy HTML: unclosed cells, rows and paragraphs', () => {
    const document = readHtml('<p>Quiz 2: Oct 4<p>Quiz 3: Oct 11<table><tr><td>Oct 18<td>Midterm<tr><td>Nov 1<td>Essay</table>', limits);
    expect(texts(document)).toEqual(['Quiz 2: Oct 4', 'Quiz 3: Oct 11', 'Oct 18 | Midterm', 'Nov 1 | Essay']);
  });
});

describe('text in the charset it was saved in', () => {
  // "Students’ essay – due Oct 4" as Word and Windows editors save it: ’ is 0x92, – is 0x96.
  const windows1252 = (text: string) => Buffer.from(text.replace(/’/g, '\x92').replace(/–/g, '\x96'), 'latin1');

  it('reads Windows-1252 HTML by its meta charset, and without one by bytes that are not UTF-8', async () => {
    const withMeta = windows1252('<html><head><meta http-equiv="Content-Type" content="text/html; charset=windows-1252"></head><body><p>Students’ essay – due Oct 4</p></body></html>');
    expect(texts(await readSyllabus(withMeta, 'syllabus.htm'))).toEqual(['Students’ essay – due Oct 4']);
    const bare = windows1252('<p>Students’ essay – due Oct 4</p>');
    expect(texts(await readSyllabus(bare, 'syllabus.html'))).toEqual(['Students’ essay – due Oct 4']);
    expect(texts(await readSyllabus(windows1252('Students’ essay – due Oct 4\n'), 'syllabus.txt'))).toEqual(['Students’ essay – due Oct 4']);
  });

  it('reads UTF-8 with or without a byte-order mark, and UTF-16 by its mark', async () => {
    const text = 'Students’ essay – due Oct 4\n';
    expect(texts(await readSyllabus(Buffer.from(text), 'syllabus.md'))).toEqual(['Students’ essay – due Oct 4']);
    expect(texts(await readSyllabus(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]), 'syllabus.txt'))).toEqual(['Students’ essay – due Oct 4']);
    expect(texts(await readSyllabus(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]), 'syllabus.txt'))).toEqual(['Students’ essay – due Oct 4']);
  });

  it('reads UTF-8 bytes as UTF-8 though a stale meta tag says Windows-1252, as a Word page re-saved by an editor does', async () => {
    const resaved = Buffer.from('<html><head><meta http-equiv="Content-Type" content="text/html; charset=windows-1252"></head><body><p>Zeeman · Data done Oct. 2nd – “exact” fit</p></body></html>');
    expect(texts(await readSyllabus(resaved, 'assignments.htm'))).toEqual(['Zeeman · Data done Oct. 2nd – “exact” fit']);
  });
});

describe('reading an HTML table a converter wrote inside another', () => {
  it('reads a table opened in a table outside its cells as a new table, as browsers do', async () => {
    const page = '<table style="width:100%"><colgroup><col width="50%"/><col width="50%"/></colgroup><table><thead><tr><th>Date</th><th>HW Due</th></tr></thead><tbody><tr><td>4-Oct</td><td>HW 1 DUE</td></tr></tbody></table>';
    const lines = (await readSyllabus(Buffer.from(page), 'calendar.html')).lines;
    expect(lines.map((line) => line.cells)).toEqual([['Date', 'HW Due'], ['4-Oct', 'HW 1 DUE']]);
  });
});

describe('the Markdown reader', () => {
  const markdown = `---
title: ECON 201 Fall 2025
layout: course
---

# ECON 201
Prof. Rivera
Office: Room 12

| Week | Date | Due |
|------|------|-----|
| 1 | Sep 3 | Problem set 1 |
| 2 | Sep 10 | ~~Quiz 1~~ |
| 3 |  | Essay draft |

<div class="canvas-export"><p>Midterm: <strong>Oct 15</strong></p><table><tr><td>Final</td><td>Dec 9</td></tr></table></div>

- Reading 1 due Sep 5
- ~~Reading 2 due Sep 12~~
`;

  it('renders pipe tables as table rows, keeps raw HTML, and makes every single newline a line', () => {
    const document = readMarkdown(markdown, limits);
    expect(document).toMatchObject({ format: 'markdown', pages: 1 });
    expect(texts(document)).toEqual([
      'title: ECON 201 Fall 2025',
      'layout: course',
      'ECON 201',
      'Prof. Rivera',
      'Office: Room 12',
      'Week | Date | Due',
      '1 | Sep 3 | Problem set 1',
      '2 | Sep 10 | ',
      '3 |  | Essay draft',
      'Midterm: Oct 15',
      'Final | Dec 9',
      'Reading 1 due Sep 5',
    ]);
    expect(document.lines.find((line) => line.heading)).toEqual({ page: 1, text: 'ECON 201', heading: 1, opens: true });
    expect(rows(document)).toEqual([
      { cells: ['Week', 'Date', 'Due'], table: 1 },
      { cells: ['1', 'Sep 3', 'Problem set 1'], table: 1 },
      { cells: ['2', 'Sep 10', ''], table: 1 },
      { cells: ['3', '', 'Essay draft'], table: 1 },
      { cells: ['Final', 'Dec 9'], table: 2 },
    ]);
  });

  it('reads Pandoc’s raw HTML block (“```{=html}”, a table Quarto rendered) as HTML, its styles left out, and still shows a code block as code', () => {
    const markdown = ['## Schedule', '', '```{=html}', '<div><style>#t table { color: #333; }</style>', '<table><thead><tr><th>Date</th><th>Remark</th></tr></thead>', '<tbody><tr><td>Sep 28</td><td>Assignment 1 due</td></tr></tbody></table></div>', '```', '', '```r', 'quiz_dates <- c("Oct 5")', '```', ''].join('\n');
    const document = readMarkdown(markdown, limits);
    expect(rows(document).map((row) => row.cells)).toEqual([
      ['Date', 'Remark'],
      ['Sep 28', 'Assignment 1 due'],
    ]);
    expect(texts(document)).toContain('quiz_dates <- c("Oct 5")');
  });

  it('reads a Pandoc grid table (R Markdown, Quarto) as table rows, a cell wrapped over lines kept in its row', () => {
    const grid = [
      '+------+----------------+-------------------------+',
      '| Week | Dates          | Notes                   |',
      '+======+================+=========================+',
      '| 2    | Jan 17, 19     | Chapter 1 blog due      |',
      '|      |                | Friday                  |',
      '+------+----------------+-------------------------+',
      '| 3    | Jan 24, 26     |                         |',
      '+------+----------------+-------------------------+',
    ].join('\n');
    const document = readMarkdown(`# LIN 611\n\n${grid}\n`, limits);
    expect(rows(document).map((row) => row.cells?.map((cell) => cell.replace(/\s+/g, ' ').trim()))).toEqual([
      ['Week', 'Dates', 'Notes'],
      ['2', 'Jan 17, 19', 'Chapter 1 blog due Friday'],
      ['3', 'Jan 24, 26', ''],
    ]);
  });

  it('reads an ordinal set in TeX math (“January $13^{th}$”) as the ordinal written', () => {
    const document = readMarkdown('# PSYC 489J\n\nA take-home exam will be assigned on January $13^{th}$ and due on or before January $22^{nd}$.\n', limits);
    expect(texts(document)).toContain('A take-home exam will be assigned on January 13th and due on or before January 22nd.');
  });

  it('reads a Pandoc simple table (knitr::kable) as table rows, its columns told by the runs of dashes, its header’s dotted names and superscript ordinals as written', () => {
    const simple = [
      'Table: SOC 5650 Due Dates',
      '',
      'Lecture   Date              Lab      Problem.Set   Final.Project',
      '--------  ----------------  -------  ------------  -------------',
      '01        January 14^th^                                        ',
      '03        January 28^th^    Lab-01                              ',
      '06        February 18^th^   Lab-04   PS-01         WP-01        ',
      '',
      'A paragraph after it, and a rule of dashes in code:',
      '',
      '```',
      '',
      'x  y',
      '-- --',
      '```',
    ].join('\n');
    const document = readMarkdown(`# SOC 5650\n\n${simple}\n`, limits);
    expect(rows(document).map((row) => row.cells)).toEqual([
      ['Lecture', 'Date', 'Lab', 'Problem Set', 'Final Project'],
      ['01', 'January 14th', '', '', ''],
      ['03', 'January 28th', 'Lab-01', '', ''],
      ['06', 'February 18th', 'Lab-04', 'PS-01', 'WP-01'],
    ]);
    expect(texts(document)).toContain('-- --');
  });

  it('reads headings written before CommonMark, closed with hashes and no space ("###Sept. 30, 2014###")', () => {
    const document = readMarkdown('#JOUR 407 Data journalism#\n\n###Sept. 30, 2014###\n\n**Homework:**\n\n#1 priority is reading.\n', limits);
    expect(document.lines.map((line) => [line.text, line.heading])).toEqual([
      ['JOUR 407 Data journalism', 1],
      ['Sept. 30, 2014', 3],
      ['Homework:', undefined],
      ['#1 priority is reading.', undefined],
    ]);
  });

  it('keeps where its links point, for a term their addresses name', () => {
    const document = readMarkdown('Join the [forum](https://forum.example.edu/fall2020/net414) and see the [slides](slides/lec1.pdf).\n', limits);
    expect(document.linkTargets).toEqual(['https://forum.example.edu/fall2020/net414', 'slides/lec1.pdf']);
    // (A link left in a comment too: it shows nothing, but says when the page was written.)
    const commented = readMarkdown('<dl>\n<dt>15-Feb</dt><dd>Growth HW #1</dd>\n<!--\n<dt>16-Jan</dt><dd>NO CLASS (<a href="https://www.example.edu/event/mlk-day-2017/">MLK Day</a>)</dd>\n-->\n</dl>\n', limits);
    expect(commented.linkTargets).toEqual(['https://www.example.edu/event/mlk-day-2017/']);
    expect(texts(commented).join(' ')).not.toContain('MLK');
    // (And a footer's copyright notice a theme comments out, for the year the page was made.)
    const footer = readMarkdown('Quiz 1: Tue Aug 25\n\n<footer><!-- <small> © 2020 Lane Schwartz </small> --></footer>\n', limits);
    expect(footer.hiddenNotices).toEqual(['© 2020']);
    expect(texts(footer).join(' ')).not.toContain('2020');
  });

  it('is chosen by the .md name, for text and for an LMS page saved as .md alike', async () => {
    expect((await readSyllabus(Buffer.from(markdown), 'econ.md')).format).toBe('markdown');
    // Quarto and R Markdown sources are Markdown too.
    expect((await readSyllabus(Buffer.from(markdown), 'syllabus.qmd')).format).toBe('markdown');
    expect((await readSyllabus(Buffer.from(markdown), 'syllabus.Rmd')).format).toBe('markdown');
    expect((await readSyllabus(Buffer.from('<div><p>Quiz 1: Sep 9</p></div>'), 'canvas.md')).format).toBe('markdown');
    expect((await readSyllabus(Buffer.from('<div><p>Quiz 1: Sep 9</p></div>'), 'canvas.html')).format).toBe('html');
    expect((await readSyllabus(Buffer.from(markdown), 'econ.txt')).format).toBe('text');
  });

  it('reads a pipe table whose delimiter row has short cells and one cell too many (“|:--|:-:|”), as GitHub Pages does', () => {
    const document = readMarkdown('| Week | Date | Tasks |\n|:--|:--|:-:|:-:|\n| 1 | 8/27/19 | Getting Started |\n | 2 | 9/3/19 | Git-01 |\n', limits);
    expect(rows(document).map((row) => row.cells)).toEqual([
      ['Week', 'Date', 'Tasks'],
      ['1', '8/27/19', 'Getting Started'],
      ['2', '9/3/19', 'Git-01'],
    ]);
  });

  it('reads the inline Markdown of an element kramdown marks `markdown="span"`, and drops kramdown’s `{::nomarkdown}` marks', () => {
    const document = readMarkdown('<table>\n<tr><td>1</td><td markdown="span" colspan="4"> [Simple Shell]({{ site.baseurl }}/labs/lab02/) DUE Mon, Mar 13 2023 23:59 </td></tr>\n<tr><td>2</td><td>{::nomarkdown}Chapter 1{:/}</td></tr>\n</table>\n', limits);
    expect(rows(document).map((row) => row.cells)).toEqual([
      ['1', 'Simple Shell DUE Mon, Mar 13 2023 23:59', '', '', ''],
      ['2', 'Chapter 1'],
    ]);
  });

  it('reads Hugo’s TOML front matter (“+++”) as the page’s settings, its date and title as the page’s own', () => {
    const document = readMarkdown('+++\ntitle = "Course Calendar"\ndate = 2018-10-14\ndraft = false\n+++\n\n| Meeting | Topic |\n|---|---|\n| 2-1 (F) | Research focus |\n', limits);
    expect(document.created?.toISOString().slice(0, 10)).toBe('2018-10-14');
    expect(document.title).toBe('Course Calendar');
    expect(readMarkdown('---\nlayout: page\ntitle: "機器學習 2025"\n---\n\nWeek 1\n', limits).title).toBe('機器學習 2025');
    expect(document.lines.map((line) => line.text)).not.toContain('date = 2018-10-14');
    expect(document.lines.at(-1)?.cells).toEqual(['2-1 (F)', 'Research focus']);
    // (A date with its hour, as Hugo writes it, is the page's date too.)
    expect(readMarkdown('+++\ntitle = "Homework"\ndate = 2019-08-12T01:08:17+02:00\n+++\n\nHW01 | F 9/10\n', limits).created?.toISOString().slice(0, 10)).toBe('2019-08-12');
  });

  it('reads what Pandoc’s and MyST’s fenced divs hold as the page’s text, a MyST or Docusaurus title a line of its own, and drops the attributes that close a line, keeping braces that are text', () => {
    const markdown = [
      '::: .cal',
      '\\+ W1 {.cal__btn aria-label="Toggle Week 1"}',
      '::: .cal_detail {hidden=""}',
      'September 6, 2022 {.date}',
      '- Quiz 1',
      ':::',
      ':::',
      '',
      ':::{warning} Finals Week: 27 Apr-1 May',
      '- Section 010: Thursday, 30 Apr',
      ':::',
      '',
      '## Week 2 {#w2 .unnumbered}',
      '',
      'Exam {Ch 1-3} on Oct 9',
      '',
      ':::caution Due',
      'Turn in the Docassemble exercise',
      ':::',
    ].join('\n');
    expect(readMarkdown(markdown, limits).lines.map((line) => line.text)).toEqual(['+ W1', 'September 6, 2022', 'Quiz 1', 'Finals Week: 27 Apr-1 May', 'Section 010: Thursday, 30 Apr', 'Week 2', 'Exam {Ch 1-3} on Oct 9', 'Due', 'Turn in the Docassemble exercise']);
  });

  it('reads a schedule kept as data in the front matter as tables of its entries, each entry’s fields a row, and other front matter as lines', () => {
    const day = (date: string, title = '', time = '') => `      - day: Friday\n        date: ${date}\n${title ? `        title: ${title}\n` : ''}${time ? `        time: ${time}\n` : ''}`;
    const markdown = `---\nweeks:\n  - label: Week 1\n    days:\n${day('30 January')}${day('6 February', 'Parametric Exercise 01', 'Due')}${day('13 February', 'Parametric Exercise 02', 'Due')}---\n\n# Schedule\n`;
    expect(readMarkdown(markdown, limits).lines.map((line) => line.cells ?? line.text)).toEqual(['label: Week 1', ['day', 'date', 'title', 'time'], ['Friday', '30 January', '', ''], ['Friday', '6 February', 'Parametric Exercise 01', 'Due'], ['Friday', '13 February', 'Parametric Exercise 02', 'Due'], 'Schedule']);
    expect(readMarkdown('---\ntitle: CS 101\nterm: Spring 2024\n---\n\nText\n', limits).lines.map((line) => line.text)).toEqual(['title: CS 101', 'term: Spring 2024', 'Text']);
    expect(readMarkdown('---\nweeks: [unclosed\n---\n\nText\n', limits).lines.map((line) => line.text)).toEqual(['weeks: [unclosed', 'Text']);
  });

  it('reads a MyST card’s “:header:” as its title, a line of its own over the card’s list', () => {
    const markdown = ['```{card}', ':header: **Monday, August 26**', '* Work on Section 2.3', '* **Submission Deadline for Worksheet #1**', '```'].join('\n');
    expect(readMarkdown(markdown, limits).lines.map((line) => line.text)).toEqual(['Monday, August 26', 'Work on Section 2.3', 'Submission Deadline for Worksheet #1']);
  });

  it('reads Pandoc’s multiline tables, each row’s lines in a column one cell', () => {
    const markdown = [
      '# Week One (Aug 30-Sep 3)',
      '',
      '  -----------------------------------------------------------------------',
      '  Readings                            Assignments',
      '  ----------------------------------- -----------------------------------',
      '  **Wednesday**: Wikipedia,',
      '  "First-Year Composition."',
      '',
      '  **Friday**: Vilém Flusser,          **Friday**: Letter of introduction',
      '  introduction and "Superscript."     written to your instructor.',
      '  -----------------------------------------------------------------------',
      '',
      'After the table.',
    ].join('\n');
    const document = readMarkdown(markdown, limits);
    expect(rows(document).map((row) => row.cells)).toEqual([
      ['Readings', 'Assignments'],
      ['Wednesday: Wikipedia, "First-Year Composition."', ''],
      ['Friday: Vilém Flusser, introduction and "Superscript."', 'Friday: Letter of introduction written to your instructor.'],
    ]);
    expect(texts(document)).toContain('After the table.');
  });

  it('reads Pandoc’s tables with no header, runs of dashes above and below, a row a line or rows apart by blank lines', () => {
    const simple = ['Grading:', '', '  ------- ------------------- ------------', '  Fecha   Evaluación          Porcentaje', '  24.09   Examen: Unidad I    30%', '  26.11   Ensayo filosófico   40%', '  ------- ------------------- ------------', '', 'After the table.'].join('\n');
    const document = readMarkdown(simple, limits);
    expect(rows(document).map((row) => row.cells)).toEqual([
      ['Fecha', 'Evaluación', 'Porcentaje'],
      ['24.09', 'Examen: Unidad I', '30%'],
      ['26.11', 'Ensayo filosófico', '40%'],
    ]);
    expect(texts(document)).toContain('After the table.');
    const multiline = ['  ------- -------------------', '  Sep 3   Essay 1 due,', '          first draft', '', '  Sep 10  Quiz 2', '  ------- -------------------'].join('\n');
    expect(rows(readMarkdown(multiline, limits)).map((row) => row.cells)).toEqual([
      ['Sep 3', 'Essay 1 due, first draft'],
      ['Sep 10', 'Quiz 2'],
    ]);
  });

  it('keeps a row indented as far as code in its table, and reads a footnote’s superscript mark apart from the date it follows (“10/22/23<sup>3</sup>”)', () => {
    const document = readMarkdown('Week | Date | Topics<sup>1</sup>\n--- | --- | ---\n8 | 10/22 | Ecosystems\n     | 10/22/23<sup>3</sup> | **Exam I**\n9 | 10/29 | Energy\n', limits);
    expect(rows(document).map((row) => row.cells)).toEqual([
      ['Week', 'Date', 'Topics'],
      ['8', '10/22', 'Ecosystems'],
      ['10/22/23', 'Exam I', ''],
      ['9', '10/29', 'Energy'],
    ]);
    // An ordinal's letters stay with their number.
    expect(texts(readMarkdown('Paper due March 3<sup>rd</sup>\n', limits))).toContain('Paper due March 3rd');
  });

  it('reads an empty link by its target’s name, but not a link showing an icon, and drops Pandoc’s link attributes', () => {
    const document = readMarkdown("| Date | Slides | Due |\n| --- | --- | --- |\n| Jan 25 | [<i class='fas fa-desktop'></i>](pres/PS_01.html){target='_blank'} | [](./assignments/Lab-1-Step-Testing.ipynb) |\n", limits);
    expect(rows(document).map((row) => row.cells)).toEqual([
      ['Date', 'Slides', 'Due'],
      ['Jan 25', '', 'Lab 1 Step Testing'],
    ]);
  });

  it("drops kramdown's attribute lists, which would otherwise be a table's last row", () => {
    const document = readMarkdown('## Schedule {: #schedule}\n\n| Work | Date |\n| --- | --- |\n| Essay 1 | Oct 3 |\n{:.mdl-data-table}\n\nQuiz 1: Oct 9\n', limits);
    expect(rows(document)).toEqual([
      { cells: ['Work', 'Date'], table: 1 },
      { cells: ['Essay 1', 'Oct 3'], table: 1 },
    ]);
    expect(texts(document)).not.toContain('{:.mdl-data-table}');
    expect(texts(document)).toContain('Quiz 1: Oct 9');
  });

  it('reads an MDX component holding a schedule’s row as its day and hours over what it holds, flush left', () => {
    const document = readMarkdown('<LectureTable>\n<LectureRow variant="success" date="22/04/2024" time="EOD"\n    teacher="" type="">\n    <em>Consegna Assignment 1</em>\n</LectureRow>\n<LectureRow\n    date="23/04/2024" time="16:00-17:30">\n    <>PRESENTAZIONE 1: Journey Map</>\n</LectureRow>\n</LectureTable>\n', limits);
    expect(texts(document).map((text) => text.trim()).filter(Boolean)).toEqual(['22/04/2024 EOD', 'Consegna Assignment 1', '23/04/2024 16:00-17:30', 'PRESENTAZIONE 1: Journey Map']);
    // (An old page's capitals are HTML's, not a component's: its table's cells stay cells.)
    const old = readMarkdown('<TABLE>\n<TR><TD>Sep 5</TD><TD>Quiz 1</TD></TR>\n</TABLE>\n', limits);
    expect(rows(old).map((row) => row.cells)).toEqual([['Sep 5', 'Quiz 1']]);
  });

  it("drops kramdown's attribute lists after a span, which would otherwise lengthen its line past a date's entry", () => {
    const document = readMarkdown('02/10 Tue\n: Transformers\n: **[07_Transformers](t.pdf)**{: .label .label-green}\n: **Assignment 1 due**{: .label .label-yellow}\n', limits);
    expect(texts(document).join('\n')).not.toContain('{:');
    expect(texts(document).map((text) => text.trim())).toContain('Assignment 1 due');
  });

  it('drops Jekyll’s Liquid tags, whose pipes would otherwise split a table’s cells', () => {
    const document = readMarkdown('{% include nav.html %}\nWeek | Date | Topics\n--- | --- | ---\n04 | [Feb. 4]({{ "weeks/week041" | relative_url }}) | Excel exam\n', limits);
    expect(rows(document).map((row) => row.cells)).toEqual([
      ['Week', 'Date', 'Topics'],
      ['04', 'Feb. 4', 'Excel exam'],
    ]);
    expect(texts(document).join(' ')).not.toContain('include');
  });

  it('reads a Liquid variable for a due date after a release ("available, due {{site.ps_1_due}}") as a date to be announced, and drops one elsewhere', () => {
    const document = readMarkdown('Week | Date | Work\n--- | --- | ---\n2 | Fri, Jan 14 | Problem set 1 available, due {{site.ps_1_due}}\n\n**Due {{ site.data.due_dates.essay }}: Essay 1**\n', limits);
    expect(document.lines.map((line) => line.text).slice(1)).toEqual(['2 | Fri, Jan 14 | Problem set 1 available, due TBA', 'Due : Essay 1']);
  });
  it('shows nothing of a Liquid comment block, an old term’s schedule kept in the file', () => {
    const document = readMarkdown('| Week | Friday |\n| --- | --- |\n| 5 | Feb 13: First midterm exam |\n\n{% comment %}\n| Week | Tuesday |\n| --- | --- |\n| 6 | Sept 30: First midterm exam |\n{% endcomment %}\n\nOffice hours by appointment.\n', limits);
    expect(texts(document).join(' ')).not.toContain('Sept 30');
    expect(texts(document)).toContain('Office hours by appointment.');
    expect(rows(document).map((row) => row.cells)).toEqual([
      ['Week', 'Friday'],
      ['5', 'Feb 13: First midterm exam'],
    ]);
  });

  it('reads an HTML table to its closing tag across blank lines and indented rows, as kramdown shows it, a commented-out row hidden', () => {
    const html = [
      '<table>',
      '    <thead>',
      '        <tr><th>Week</th><th>Date</th><th>Assignments</th></tr>',
      '    </thead>',
      '',
      '    <tbody>',
      '        <tr><td>1</td><td>F 9/13</td><td>Cicero (Hackett, pp. 34-43)<br><br><strong>QUIZ 1</strong></td></tr>',
      '',
      '',
      '        <tr><td>2</td><td>F 9/20</td><td>Catullus<br><strong>QUIZ 2</strong></td>',
      '            <!-- old',
      '            <td>Ovid</td>',
      '',
      '            -->',
      '        </tr>',
      '    </tbody>',
      '</table>',
      '',
      'Office hours by appointment.',
    ].join('\n');
    const document = readMarkdown(html, limits);
    expect(rows(document).map((row) => row.cells)).toEqual([
      ['Week', 'Date', 'Assignments'],
      ['1', 'F 9/13', 'Cicero (Hackett, pp. 34-43)\n\nQUIZ 1'],
      ['2', 'F 9/20', 'Catullus\nQUIZ 2'],
    ]);
    expect(texts(document).join(' ')).not.toMatch(/<t[dr]>|Ovid/);
    expect(texts(document)).toContain('Office hours by appointment.');
  });

  it('shows a MyST role as the words it links ("{doc}`Chapter 7: Visualizing data <../chapters/06/00-plots>`"), not as code', () => {
    const document = readMarkdown('### Tue, Oct 09\n- Agenda\n  - Group presentation on {doc}`Chapter 7: Visualizing data <../chapters/06/00-plots>`\n  - See {ref}`grading`\n', limits);
    expect(texts(document)).toContain('Group presentation on Chapter 7: Visualizing data');
    expect(texts(document)).toContain('See grading');
  });
});

describe('the text reader', () => {
  it('gives one line per non-empty line, trimmed, opens a paragraph after a blank line and starts a new page at each form feed', () => {
    const document = readText('  HIST 305  \r\n\nQuiz 1: Feb 3\n\fPaper due Mar 1\n\n\f\fFinal: May 2\n\f\n', limits);
    expect(document).toEqual({
      format: 'text',
      pages: 4,
      lines: [
        { page: 1, text: 'HIST 305' },
        { page: 1, text: 'Quiz 1: Feb 3', opens: true },
        { page: 2, text: 'Paper due Mar 1', opens: true },
        { page: 4, text: 'Final: May 2', opens: true },
      ],
    });
  });

  it('reads a list marked with checkboxes, arrows or a symbol font’s codes as a list marked “•”', async () => {
    const text = ['Schedule', '□ Submit PS1', '  ➢ Essay draft due', '\uF0B7 Quiz 2', '→ Peer review', '∗ Chapter 4', '□', '- Lab 3'].join('\n');
    const document = await readSyllabus(Buffer.from(text), 'syllabus.txt');
    expect(texts(document)).toEqual(['Schedule', '• Submit PS1', '• Essay draft due', '• Quiz 2', '• Peer review', '• Chapter 4', '•', '- Lab 3']);
  });

  it('splits a line typed in columns (two gaps of 3+ spaces or tabs) into cells', () => {
    const document = readText('Week 1    Sep 4     Problem set 1\n2\tSep 11\tQuiz 1\nMidterm exam    Oct 9\nOffice hours: Mon 2-4', limits);
    expect(document.lines).toEqual([
      { page: 1, text: 'Week 1    Sep 4     Problem set 1', cells: ['Week 1', 'Sep 4', 'Problem set 1'] },
      { page: 1, text: '2\tSep 11\tQuiz 1', cells: ['2', 'Sep 11', 'Quiz 1'] },
      { page: 1, text: 'Midterm exam    Oct 9' },
      { page: 1, text: 'Office hours: Mon 2-4' },
    ]);
  });

  it('reads rows typed between pipes (an org-mode table, a grid table) as one table’s cells, its rules as no rows, until a line of text', () => {
    const document = readText('Calendar\n|----------+------------|\n| 9/1      | 9/3        |\n|          | *HW 1*     |\n|----------+------------|\n| 9/8      | 9/10       |\nOffice hours | by appointment\n| Name | Room |', limits);
    expect(document.lines.map(({ text, cells, table }) => (cells ? { cells, table } : text))).toEqual([
      'Calendar',
      { cells: ['9/1', '9/3'], table: 0 },
      { cells: ['', '*HW 1*'], table: 0 },
      { cells: ['9/8', '9/10'], table: 0 },
      'Office hours | by appointment',
      { cells: ['Name', 'Room'], table: 1 },
    ]);
  });

  it('reads a reStructuredText grid table’s row from rule to rule, a cell’s wrapped lines joined and a bulleted line kept apart', () => {
    const grid = [
      '+-------+-----------------------+',
      '|Day    | Assignment Due        |',
      '+=======+=======================+',
      '|3.M    | Question Sheet about  |',
      '|(1/27) | Berry\'s "Metric and   |',
      '|       | Rhythmic Articulation"|',
      '+-------+-----------------------+',
      '|3.W    | - Quiz 1              |',
      '|(1/29) | - Essay draft         |',
      '+-------+-----------------------+',
    ].join('\n');
    expect(rows(readText(grid, limits))).toEqual([
      { cells: ['Day', 'Assignment Due'], table: 0 },
      { cells: ['3.M (1/27)', 'Question Sheet about Berry\'s "Metric and Rhythmic Articulation"'], table: 0 },
      { cells: ['3.W (1/29)', '- Quiz 1\n- Essay draft'], table: 0 },
    ]);
  });
});

describe('the old Word (.doc) reader', () => {
  it('reads the body text, table rows split into cells at their tabs', async () => {
    const document = await readDoc(SAMPLE_DOC, limits);
    expect(document.format).toBe('doc');
    expect(texts(document)).toEqual(['HIST 150', 'Office hours Monday 1-3 pm.', 'Week\tDate\tDue', '1\tSep 4\tResponse 1', 'Final exam Dec 12']);
    expect(document.lines[3]?.cells).toEqual(['1', 'Sep 4', 'Response 1']);
  });
});

/** Sets every declared uncompressed size in a zip's central directory. */
function declareSizes(zip: Buffer, size: number): Buffer {
  const copy = Buffer.from(zip);
  for (let at = 0; at + 46 <= copy.length; at++) if (copy.readUInt32LE(at) === 0x02014b50) copy.writeUInt32LE(size, at + 24);
  return copy;
}

async function docxWith(documentXml: string, compression: 'DEFLATE' | 'STORE' = 'DEFLATE'): Promise<Buffer> {
  const zip = new JSZip();
  zip.file('[Content_Types].xml', '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>');
  zip.file('word/document.xml', documentXml);
  return zip.generateAsync({ type: 'nodebuffer', compression, compressionOptions: { level: 9 } });
}

/** An OLE file whose header is sound but whose sector chain 1 → 2 → 1 never ends. */
function loopingDoc(): Buffer {
  const file = Buffer.alloc(512 * 4, 0xff);
  Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(file);
  file.writeUInt16LE(9, 30); // 512-byte sectors
  file.writeUInt16LE(6, 32);
  file.writeInt32LE(1, 44); // one FAT sector…
  file.writeInt32LE(0, 76); // …sector 0
  file.writeInt32LE(1, 48); // directory starts at sector 1
  file.writeInt32LE(4096, 56);
  file.writeInt32LE(1, 60); // mini FAT at sector 1, one sector
  file.writeInt32LE(1, 64);
  file.writeInt32LE(-2, 68);
  file.writeInt32LE(0, 72);
  const fat = 512;
  file.writeInt32LE(-3, fat);
  file.writeInt32LE(2, fat + 4);
  file.writeInt32LE(1, fat + 8);
  return file;
}

describe('hostile files are refused with a reason, quickly, never crashing', () => {
  it('a zip bomb posing as .docx: a highly packed document.xml', async () => {
    const bomb = await docxWith(`<w:document>${' '.repeat(4 * 1024 * 1024)}</w:document>`);
    const { message, ms } = await refusal(() => readDocx(bomb, limits));
    expect(message).toMatch(/^This Word file looks like a zip bomb .*, so it is not opened; ask the student for a PDF\.$/);
    expect(ms).toBeLessThan(10_000);
  });

  it('a .docx declaring a part over 32 MB, more than the limit in all, or less than it really unpacks to', async () => {
    const small = await docxWith(`<w:document>${'<w:p/>'.repeat(20_000)}</w:document>`);
    expect((await refusal(() => readDocx(declareSizes(small, 40 * 1024 * 1024), limits))).message).toBe(
      'This Word file holds a part that unpacks to more than 32 MB, far more than any syllabus, so it is not opened; ask the student for a PDF.',
    );
    expect((await refusal(() => readDocx(declareSizes(small, 900 * 1024), { ...limits, maxUnpackedBytes: 1024 * 1024 }))).message).toBe(
      'This Word file unpacks to more than 1 MB, far more than any syllabus, so it is not opened; ask the student for a PDF.',
    );
    expect((await refusal(() => readDocx(declareSizes(small, 10), limits))).message).toMatch(/^This Word file unpacks to more than its parts declare/);
  });

  it('a .docx whose XML nests 100,000 levels deep', async () => {
    const deep = await docxWith(`<w:document>${'<w:sdt>'.repeat(100_000)}Quiz 1: Sep 9${'</w:sdt>'.repeat(100_000)}</w:document>`, 'STORE');
    const { message, ms } = await refusal(() => readDocx(deep, limits));
    expect(message).toBe('This Word file nests its XML more than 1,000 levels deep, which no real syllabus does, so it is not opened; ask the student for a PDF.');
    expect(ms).toBeLessThan(1_000);
  });

  it('a PDF whose streams unpack past the limits, whichever way pdf.js unpacks them', async () => {
    const MB = 1024 * 1024;
    const small = { ...limits, maxPartBytes: MB, maxUnpackedBytes: 2 * MB };
    const part = 'This PDF holds a part that unpacks to more than 1 MB, far more than any syllabus, so it was not read; ask the student for another copy or type its dates in by hand.';
    // RunLength and Brotli through pdf.js's own decoders; Flate through the platform's inflater.
    const bombs: PackedSpaces[] = [{ filter: 'RunLengthDecode', size: 16 * MB }, { filter: 'BrotliDecode', size: 16 * MB }, { filter: 'FlateDecode', size: 256 * MB }];
    for (const bomb of bombs) {
      const { message, ms } = await refusal(async () => readSyllabus(await packedPdf([[bomb]]), 'bomb.pdf', small));
      expect(message).toBe(part);
      expect(ms).toBeLessThan(5_000);
    }
    const pages = Array.from({ length: 4 }, () => [{ filter: 'FlateDecode', size: 0.75 * MB }] satisfies PackedSpaces[]);
    expect((await refusal(async () => readSyllabus(await packedPdf(pages), 'pages.pdf', small))).message).toBe(
      'This PDF holds parts that unpack to more than 2 MB in all, far more than any syllabus, so it was not read; ask the student for another copy or type its dates in by hand.',
    );
  });

  it('a .docx that is not a zip, or a zip without a Word document', async () => {
    const damaged = 'This Word file is damaged and could not be opened; ask the student for another copy or a PDF.';
    const garbage = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('word/document.xml'), Buffer.alloc(3000, 0x9c)]);
    expect((await refusal(() => readDocx(garbage, limits))).message).toBe(damaged);
    const zip = new JSZip();
    zip.file('word/notes.txt', 'not a document');
    expect((await refusal(async () => readDocx(await zip.generateAsync({ type: 'nodebuffer' }), limits))).message).toBe(damaged);
  });

  it('100,000 nested divs', async () => {
    const deep = `${'<div>'.repeat(100_000)}Quiz 1: Sep 9${'</div>'.repeat(100_000)}`;
    const { message, ms } = await refusal(() => readHtml(deep, limits));
    expect(message).toBe('This page nests its HTML more than 1,000 levels deep, which no real syllabus does; ask the student for a PDF or type its dates in by hand.');
    expect(ms).toBeLessThan(10_000);
    // Markdown caps its own nesting; the deepest quotes are dropped, nothing crashes.
    expect(readMarkdown(`${'>'.repeat(100_000)} Quiz 1\n`, limits).format).toBe('markdown');
    // Rules of dashes that open no multiline table are each looked past once, not the whole file over again.
    const started = performance.now();
    expect(readMarkdown(`${'----------\n-- --\nQuiz 1\n'.repeat(20_000)}`, limits).format).toBe('markdown');
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it('a 5 MB text of a single line, and text past the limit in any format', async () => {
    const tooMuch = 'This file has more than 400,000 characters of text, more than any syllabus; type its dates in by hand.';
    const { message, ms } = await refusal(() => readText('x'.repeat(5 * 1024 * 1024), limits));
    expect(message).toBe(tooMuch);
    expect(ms).toBeLessThan(10_000);
    const small = { ...limits, maxCharacters: 100 };
    const long = 'Quiz 1 on Sep 9. '.repeat(10);
    expect((await refusal(() => readHtml(`<p>${long}</p>`, small))).message).toBe(tooMuch.replace('400,000', '100'));
    expect((await refusal(() => readMarkdown(long, small))).message).toBe(tooMuch.replace('400,000', '100'));
    expect((await refusal(() => readText(long.replace(/\. /g, '.\n'), small))).message).toBe(tooMuch.replace('400,000', '100'));
    expect((await refusal(() => readHtml(`<table><tr><td>${long}</td></tr></table>`, small))).message).toBe(tooMuch.replace('400,000', '100'));
    expect((await refusal(async () => readDocx(await sampleDocx(), { ...limits, maxCharacters: 50 }))).message).toBe(tooMuch.replace('400,000', '50'));
    expect((await refusal(() => readDoc(SAMPLE_DOC, { ...limits, maxCharacters: 20 }))).message).toBe(tooMuch.replace('400,000', '20'));
  });

  it('text with more pages than the limit', async () => {
    const { message } = await refusal(() => readText('Week 1\f'.repeat(61), limits));
    expect(message).toBe('This file has more than 60 pages; syllabi that long are not read automatically. Type its dates in by hand.');
  });

  it('a .doc of garbage bytes, and one whose sectors loop', async () => {
    const damaged = 'This Word (.doc) file is damaged and could not be opened; ask the student for another copy or a PDF.';
    const garbage = Buffer.from(Array.from({ length: 8192 }, (_, i) => (i * 7919 + 13) % 256));
    expect((await refusal(() => readDoc(garbage, limits))).message).toBe(damaged);
    const oleHeaderOnly = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(4096)]);
    expect((await refusal(() => readDoc(oleHeaderOnly, limits))).message).toBe(damaged);
    const { message, ms } = await refusal(() => readDoc(loopingDoc(), limits));
    expect(message).toBe(damaged);
    expect(ms).toBeLessThan(10_000);
    const hugeCounts = loopingDoc();
    hugeCounts.writeInt32LE(0x7fffffff, 72); // two billion DIFAT sectors to read
    expect((await refusal(() => readDoc(hugeCounts, limits))).message).toBe(damaged);
  });
});

describe('reading LaTeX', () => {
  const read = async (latex: string, name = 'syllabus.tex') => (await readSyllabus(new TextEncoder().encode(latex), name)).lines;

  it('reads a coloured word (“\\textcolor{red}{HW}”, “{\\color{blue} Quiz 2}”) as the word, its colour and a space’s length no words', async () => {
    const latex = ['\\begin{tabular}{ll}', 'Date & Due\\\\', '08/30 & \\textcolor{red}{HW 2.1}\\vspace{2mm}\\\\', '09/01 & {\\color{blue} Quiz 2} \\colorbox{yellow}{in class}\\\\', '\\end{tabular}'].join('\n');
    expect((await read(latex)).filter((line) => line.cells).map((line) => line.cells)).toEqual([['Date', 'Due'], ['08/30', 'HW 2.1'], ['09/01', 'Quiz 2 in class']]);
  });

  it('joins a row’s text wrapped over lines whose first cell is empty, where a rule sets off each row (as Org exports a table)', async () => {
    const latex = ['\\begin{tabular}{llll}', 'Fecha & Contenidos & Actividad\\\\', '\\hline', '8/9 & Tarea 3. Ejercicios & Alumnos resuelven\\\\', ' & módulo 3 & ejercicios del\\\\', ' & & Listado 3.\\\\', '\\hline', '13/9 & Revisión Tarea 3. & Se analiza la pauta.\\\\', '\\end{tabular}'].join('\n');
    expect((await read(latex)).filter((line) => line.cells).map((line) => line.cells)).toEqual([
      ['Fecha', 'Contenidos', 'Actividad'],
      ['8/9', 'Tarea 3. Ejercicios módulo 3', 'Alumnos resuelven ejercicios del Listado 3.'],
      ['13/9', 'Revisión Tarea 3.', 'Se analiza la pauta.'],
    ]);
    // Without rules between rows, a line with an empty first cell is an entry of its own (another item of the same day).
    const unruled = ['\\begin{tabular}{ll}', 'Date & Due\\\\', 'Sep 5 & Quiz 1\\\\', ' & HW 2\\\\', '\\end{tabular}'].join('\n');
    expect((await read(unruled)).filter((line) => line.cells).map((line) => line.cells)).toEqual([['Date', 'Due'], ['Sep 5', 'Quiz 1'], ['', 'HW 2']]);
  });

  it('reads a tabular as a table under its header, sections as headings, items as a list, and drops comments and rules', async () => {
    const latex = [
      '\\documentclass{article}',
      '\\title{MA 110: Calculus}',
      '\\begin{document}',
      '\\section*{Schedule} % updated weekly',
      '\\begin{longtable}[t]{lll}',
      '\\toprule',
      'Date & Quiz & Exam\\\\',
      '\\midrule',
      '2025/09/12 & 1--22 & \\\\',
      '2025/09/29 &  & \\textbf{Exam 1}\\\\[3pt]',
      '\\bottomrule',
      '\\end{longtable}',
      '\\begin{itemize}',
      '\\item Problem sets are due Fridays.',
      '\\end{itemize}',
      '\\end{document}',
    ].join('\n');
    const lines = await read(latex);
    expect(lines.map((line) => line.cells ?? line.text)).toEqual(['MA 110: Calculus', 'Schedule', ['Date', 'Quiz', 'Exam'], ['2025/09/12', '1–22', ''], ['2025/09/29', '', 'Exam 1'], 'Problem sets are due Fridays.']);
    expect(lines[1]!.heading).toBe(1);
  });

  it('reads a cell’s own small table as the cell’s lines, a column spec Pandoc writes over several lines, accents and escapes', async () => {
    const latex = [
      '\\begin{longtable}[]{@{}',
      '  >{\\raggedright\\arraybackslash}p{(\\columnwidth - 2\\tabcolsep) * \\real{0.5}}',
      '  >{\\raggedright\\arraybackslash}p{(\\columnwidth - 2\\tabcolsep) * \\real{0.5}}@{}}',
      'Date & Assignments \\\\ \\hline',
      '\\rowcolor[HTML]{C0C0C0} Sept 7 & \\begin{tabular}[c]{@{}c@{}}HW1 Due\\\\ HW2 Out\\end{tabular} \\\\ \\hline',
      'Vie 4 sep & Primer Parcial --- 25\\% (Estad\\\'istica) \\\\',
      '\\end{longtable}',
    ].join('\n');
    expect((await read(latex)).map((line) => line.cells)).toEqual([['Date', 'Assignments'], ['Sept 7', 'HW1 Due\nHW2 Out'], ['Vie 4 sep', 'Primer Parcial — 25% (Estadística)']]);
  });

  it('reads a table its file never closes, and gives up on a column spec that never closes, keeping the rows after it', async () => {
    expect((await read('\\begin{tabular}{ll}\nDate & Due \\\\\nSept 7 & HW1')).map((line) => line.cells)).toEqual([['Date', 'Due'], ['Sept 7', 'HW1']]);
    const unclosedSpec = `\\begin{tabular}{${'{l'.repeat(3000)}\nDate & Due \\\\\nSept 7 & HW1 \\\\\n\\end{tabular}`;
    expect((await read(unclosedSpec)).map((line) => line.cells)).toEqual([['Date', 'Due'], ['Sept 7', 'HW1']]);
  });

  it('tells LaTeX by its commands at a line’s start whatever the file’s name, and reads other text as text', async () => {
    expect((await read('\\documentclass{article}\n\\begin{document}\n\\subsection{Week 1}\n\\end{document}', 'notes.txt')).map((line) => line.text)).toEqual(['Week 1']);
    expect((await read('Week 1: \\textbf{not LaTeX}', 'notes.txt')).map((line) => line.text)).toEqual(['Week 1: \\textbf{not LaTeX}']);
    expect((await read('% schedule\n\\begin{tabular}{ll}\nDate & Due \\\\\nSept 7 & HW1 \\\\\n\\end{tabular}\n', 'schedule.txt')).map((line) => line.cells)).toEqual([['Date', 'Due'], ['Sept 7', 'HW1']]);
  });

  it('reads a Pandoc section wrapped in its anchor and written over two lines as one heading, without the anchor’s name', async () => {
    const latex = ['\\hypertarget{week-01-0828---0901-welcome}{%', '\\subsection{Week 01, 08/28 - 09/01:', 'Welcome!}\\label{week-01-0828---0901-welcome}}', '', 'Grade the AI due Fri.'].join('\n');
    expect((await read(latex)).map((line) => [line.text, line.heading])).toEqual([['Week 01, 08/28 - 09/01: Welcome!', 2], ['Grade the AI due Fri.', undefined]]);
  });

  it('reads a line that opens with "\\noindent", and nothing of a "comment" environment, which LaTeX never sets', async () => {
    const latex = ['\\noindent Submit your \\textbf{Task 1} (Due: Sun 09/21).', '\\begin{comment}', 'Weekly assignment 3 due 09/12', '\\end{comment}', '\\noindent', '\\vspace{2mm}', 'Task 2 due Sun 10/12.'].join('\n');
    expect((await read(latex)).map((line) => line.text)).toEqual(['Submit your Task 1 (Due: Sun 09/21).', 'Task 2 due Sun 10/12.']);
  });
  it('reads a calendar macro’s arguments as words apart ("\\Test{9/20/2013}{Quiz 1}"), so its date stays a date', async () => {
    const latex = ['\\newcommand{\\Test}[2]{\\caltext{#1}{\\textbf{#2}}}', '\\begin{document}', '\\Test{9/20/2013}{Quiz 1}', '\\Test{12/16/2013}{Final Exam 9:30 AM}', '\\end{document}'].join('\n');
    expect((await read(latex)).map((line) => line.text)).toEqual(['9/20/2013 Quiz 1', '12/16/2013 Final Exam 9:30 AM']);
  });
});

describe('reading Markdown tables whose header was left out', () => {
  it('reads rows typed between pipes with no header row as a table’s rows, but not in a code fence or beside a header', () => {
    const page = ['#### Homework', '', '<!--', '| Assignment | Due Date |', '|---|---|', '| Part 2 | Apr 5 |', '-->', '', '| Malaria and Bednets: Part 2 | Nov 15 |', '', '```', '| a | b |', '```', '', '| Work | Date |', '| --- | --- |', '| Essay 1 | Oct 3 |'].join('\n');
    const document = readMarkdown(page, limits);
    expect(rows(document).map((row) => row.cells)).toEqual([['Malaria and Bednets: Part 2', 'Nov 15'], ['Work', 'Date'], ['Essay 1', 'Oct 3']]);
    expect(texts(document)).toContain('| a | b |');
  });
});

describe('reading Markdown footnotes', () => {
  it('reads a short footnote where its mark stands (not its number) and not again at the page’s end, and a long one only at the end', () => {
    const long = `Policy: ${'late work loses points. '.repeat(12)}`;
    const page = ['| Semana | Fecha | Entregas |', '|---|---|---|', '| 6 | 15/04/2025 | Entrega **TP1** [^shell] |', '| 7 | 22/04/2025 | Parcialito [^rules] |', '', '[^shell]: **TP1** - la fecha de entrega es hasta el domingo 20/04 inclusive', `[^rules]: ${long}`].join('\n');
    const document = readMarkdown(page, limits);
    expect(rows(document).map((row) => row.cells?.[2])).toEqual(['Entregas', 'Entrega TP1 (TP1 - la fecha de entrega es hasta el domingo 20/04 inclusive)', 'Parcialito']);
    expect(texts(document)).not.toContain('TP1 - la fecha de entrega es hasta el domingo 20/04 inclusive');
    expect(texts(document).at(-1)).toBe(long.trim());
  });
});

describe('reading what a page’s components and an export’s header say', () => {
  it('shows the text a self-closing component carries where it stands (VitePress `<Badge text="Remise" />`)', () => {
    const page = ['| Semaine | Date | Remises |', '|---|---|---|', '| 3 | 3 févr. | <Badge type="warning" text="Remise" /> TP #1 |', '| 1 | 20 janv. | <Badge type="info" text="Énoncé" /> TP #1 |'].join('\n');
    expect(rows(readMarkdown(page, limits)).map((row) => row.cells?.[2])).toEqual(['Remises', 'Remise TP #1', 'Énoncé TP #1']);
  });

  it('takes the date an Org export writes atop a LaTeX file as the day the file was made', async () => {
    const tex = '% Created 2020-07-09 Thu 10:23\n\\documentclass{article}\n\\begin{document}\n\\section*{Schedule}\nShort assignment due Jul. 16\n\\end{document}\n';
    const document = await readSyllabus(new TextEncoder().encode(tex), 'wdw235.tex');
    expect(document.created?.toISOString().slice(0, 10)).toBe('2020-07-09');
    expect(texts(document)).toContain('Short assignment due Jul. 16');
  });

  it('reads the date and the running foot a LaTeX preamble sets under the title, not the page number or “\\today”', async () => {
    const tex = ['\\documentclass{article}', '\\title{ENT 432}', '\\date{Summer, 2021}', '\\pagestyle{fancy}', '\\lhead{}', '\\lfoot{ENT 432 (Fall 2015) - Penn State}', '\\rfoot{\\thepage}', '% \\cfoot{Draft}', '\\begin{document}', 'Midterm on 10/13', '\\end{document}'].join('\n');
    const document = await readSyllabus(new TextEncoder().encode(tex), 'ent432.tex');
    expect(texts(document)).toEqual(['ENT 432', 'Summer, 2021', 'ENT 432 (Fall 2015) - Penn State', 'Midterm on 10/13']);
  });

  it('writes out the words a LaTeX preamble’s shorthands stand for (“\\RAT”), not a command that takes arguments', async () => {
    const tex = [
      '\\documentclass{article}',
      '\\newcommand{\\RAT}{\\textsc{RAT}}',
      '\\def\\course{ECON 671}',
      '\\newcommand{\\due}[1]{\\textbf{due #1}}',
      '\\begin{document}',
      '\\course{} schedule: six \\RAT s, \\due{9/02}',
      '\\begin{tabular}{lr}',
      'Topic & \\RAT \\\\',
      'Probability & 9/02 \\\\',
      '\\end{tabular}',
      '\\end{document}',
    ].join('\n');
    const document = await readSyllabus(new TextEncoder().encode(tex), 'econ671.tex');
    expect(texts(document)[0]).toBe('ECON 671 schedule: six RATs, 9/02');
    expect(document.lines.filter((line) => line.cells).map((line) => line.cells)).toEqual([['Topic', 'RAT'], ['Probability', '9/02']]);
  });
});

describe('reading reStructuredText list and simple tables', () => {
  it('reads a list table in a text file as a table, a cell’s line block as its clauses, and the text after it as text', async () => {
    const rst = ['Schedule', '========', '', '.. list-table:: Syllabus', '    :header-rows: 1', '', '    * - Week', '      - Date', '      - Comments', '    * - 3', '      - 9/15 Mon', '      - | hw #2 release', '        | proposal due', '', 'Office hours by appointment.'].join('\n');
    const lines = (await readSyllabus(new TextEncoder().encode(rst), 'schedule.rst')).lines;
    expect(lines.filter((line) => line.cells).map((line) => line.cells)).toEqual([['Week', 'Date', 'Comments'], ['3', '9/15 Mon', 'hw #2 release; proposal due']]);
    expect(lines.at(-1)?.text).toBe('Office hours by appointment.');
  });

  it('reads a simple table as a table: its border’s runs are the columns, a line with a blank first column goes on with the row above, a link reference is its text', async () => {
    const rst = [
      'The midterm and final dates are fixed.',
      '',
      '== ==========  ===================  ==============',
      '#  Date        Topic                Assignment Due',
      '== ==========  ===================  ==============',
      '1  W Sep 21    - Introduction       CATME Survey',
      '               - Design process',
      '-- ----------  -------------------  --------------',
      '8  F Oct 7     - Multi-axial stress',
      '               - Lightning talks    Proj. 1: Four designs',
      '9  M Oct 10    - Mohr\'s circle      `HW #2`_',
      '== ==========  ===================  ==============',
      '',
      '.. _HW #2: hw2.html',
    ].join('\n');
    const lines = (await readSyllabus(new TextEncoder().encode(rst), 'schedule.rst')).lines;
    expect(lines.filter((line) => line.cells).map((line) => line.cells)).toEqual([
      ['#', 'Date', 'Topic', 'Assignment Due'],
      ['1', 'W Sep 21', 'Introduction; Design process', 'CATME Survey'],
      ['8', 'F Oct 7', 'Multi-axial stress; Lightning talks', 'Proj. 1: Four designs'],
      ['9', 'M Oct 10', "Mohr's circle", 'HW #2'],
    ]);
    expect(lines[0]?.text).toBe('The midterm and final dates are fixed.');
  });
});

describe('reading Org-mode files', () => {
  it('reads an Org file’s headings, table and links as a page’s, and its settings as nothing', async () => {
    const org = [
      '#+OPTIONS: toc:nil num:nil',
      '#+TITLE: INFO 656: Machine Learning',
      '#+DATE: Fall 2026',
      '** Schedule',
      '**** Week 2 (Sept 2): Data & Bias',
      'Homework #2 due: see [[https://example.edu/hw2][the assignment page]] \\\\',
      '| Week | Due |',
      '|------+-----|',
      '| 3 | Homework #3 |',
    ].join('\n');
    const document = await readSyllabus(new TextEncoder().encode(org), 'info656.org');
    expect(document.lines.map((line) => [line.heading ?? null, line.text])).toEqual([
      [1, 'INFO 656: Machine Learning'],
      [2, 'Schedule'],
      [4, 'Week 2 (Sept 2): Data & Bias'],
      [null, 'Homework #2 due: see the assignment page'],
      [null, 'Week | Due'],
      [null, '3 | Homework #3'],
    ]);
  });
});

describe('reading text with Windows line ends', () => {
  it('reads a Pandoc multiline table saved with CRLF line ends as the table it is', async () => {
    const table = ['% Math 352', '', '-----------------------------------------', 'Date          Topics', '------------  ---------------------------', 'February 17   Separable equations <br />', '              WeBWorK 02 is due at 10pm.', '', 'March 7       Second-order equations', '-----------------------------------------', ''].join('\r\n');
    const document = await readSyllabus(new TextEncoder().encode(table), 'schedule.md');
    expect(rows(document).map((row) => row.cells)).toEqual([['Date', 'Topics'], ['February 17', 'Separable equations\nWeBWorK 02 is due at 10pm.'], ['March 7', 'Second-order equations']]);
  });
});

describe('reading a Markdown link wrapped over two source lines', () => {
  it('joins the link’s text with a space, where a line break outside a link stays a line', () => {
    const page = '1.  *10/05/2015,* [SW1—The Meaning of\n    Life](http://example.edu/sw1)\n\nHW 1 due 9/5\nHW 2 due 9/12\n';
    expect(texts(readMarkdown(page, limits))).toEqual(['10/05/2015, SW1—The Meaning of Life', 'HW 1 due 9/5', 'HW 2 due 9/12']);
  });
});

describe('reading the LaTeX an R Markdown page writes for its PDF', () => {
  it('keeps the words its commands set and drops its spacing, icons and paragraph marks', () => {
    const markdown = ['### Environmental Policy Brief', '', '* \\faInbox \\hspace{0.005in} \\textbf{Topic Selection}, \\faCalendar \\hspace{0.005in} \\textbf{February 1}, _25 points_.', '', '\\vspace{0.1in}', '\\noindent _Mid-term_: on **Wednesday March 1**. Escaped \\*stars\\* stay.'].join('\n');
    expect(texts(readMarkdown(markdown, limits))).toEqual(['Environmental Policy Brief', 'Topic Selection, February 1, 25 points.', 'Mid-term: on Wednesday March 1. Escaped *stars* stay.']);
  });
});

describe('reading a LaTeX length set without braces', () => {
  it('reads "\\itemsep-0.4em" and "\\parskip=6pt" as no words', async () => {
    const latex = ['\\begin{document}', '\\begin{itemize} \\itemsep-0.4em', '\\item Wed, 12/2: Final Project work time (Due 12/16)', '\\end{itemize}', '\\parskip=6pt Exams are closed book.', '\\end{document}'].join('\n');
    expect(texts(await readSyllabus(new TextEncoder().encode(latex), 'syllabus.tex'))).toEqual(['Wed, 12/2: Final Project work time (Due 12/16)', 'Exams are closed book.']);
  });
});
