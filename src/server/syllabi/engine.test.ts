import { Document, Packer, Paragraph, Table, TableCell, TableRow } from 'docx';
import JSZip from 'jszip';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { extractSyllabus } from './engine.js';

/** A PDF whose pages hold text at given positions (points from the bottom left), as a word processor lays it out. */
async function pdfWith(pages: [x: number, y: number, text: string][][]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const runs of pages) {
    const page = pdf.addPage([612, 792]);
    for (const [x, y, text] of runs) page.drawText(text, { x, y, size: 10, font });
  }
  return pdf.save();
}

const row = (y: number, ...cells: string[]): [number, number, string][] => cells.map((text, i) => [72 + i * 150, y, text]);

describe('reading a syllabus file into items', () => {
  it('keeps a PDF schedule grid’s columns, with the page of each item', async () => {
    const bytes = await pdfWith([
      [[72, 720, 'HIST 204: Cities and Empires'], [72, 700, 'Spring 2026, Tuesdays and Thursdays'], [72, 660, 'Grading: two essays and a final exam.']],
      [
        ...row(720, 'Date', 'Topic', 'Due'),
        ...row(700, 'Feb 3', 'Rome', 'Reading response 1'),
        ...row(680, 'Feb 10', 'Constantinople', 'Essay 1 due 11:59 pm'),
        ...row(660, 'Mar 17', 'Review', ''),
        ...row(640, 'Mar 19', 'Midterm exam', ''),
      ],
    ]);
    const result = await extractSyllabus(bytes, 'hist204.pdf');
    expect(result.error).toBeUndefined();
    expect(result.course).toBe('HIST 204: Cities and Empires');
    expect(result.term).toBe('Spring 2026');
    expect(result.items.map((i) => [i.date, i.time ?? null, i.type, i.title, i.source.page])).toEqual([
      ['2026-02-03', null, 'assignment', 'Reading response 1', 2],
      ['2026-02-10', '23:59', 'assignment', 'Essay 1', 2],
      ['2026-03-19', null, 'exam', 'Midterm exam', 2],
    ]);
    expect(result.items[1]!.source.text).toBe('Feb 10 | Constantinople | Essay 1 due 11:59 pm');
  });

  it('joins a table row a page break cut in two, its rest under the header the next page repeats', async () => {
    // Each page: a title line, then a bordered grid of rows, as a word processor splits a long table.
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    const header = ['Week', 'Monday', 'Wednesday', 'Friday'];
    const pages = [
      [header, ['10', 'Oct 25 SQL', 'Oct 27 Queries', 'Oct 29 REST'], ['11', 'Nov 1 Headers', 'Nov 3 React', 'Nov 5 Review']],
      [header, ['', 'CORS reading', 'React resource', 'Quiz 3'], ['12', 'Nov 8 Docker', 'Nov 10 Images', 'Nov 12 Quiz 4']],
    ];
    for (const [index, rows] of pages.entries()) {
      const page = pdf.addPage([612, 792]);
      if (index === 0) page.drawText('CS 484 Fall 2021', { x: 72, y: 750, size: 10, font });
      rows.forEach((cells, r) => {
        const y = 720 - r * 24;
        cells.forEach((text, c) => page.drawText(text, { x: 76 + c * 120, y, size: 10, font }));
        for (const edge of [y + 14, y - 8]) page.drawLine({ start: { x: 72, y: edge }, end: { x: 552, y: edge }, thickness: 1 });
        for (let c = 0; c <= cells.length; c++) page.drawLine({ start: { x: 72 + c * 120, y: y + 14 }, end: { x: 72 + c * 120, y: y - 8 }, thickness: 1 });
      });
    }
    const result = await extractSyllabus(await pdf.save(), 'cs484.pdf');
    expect(result.items.map((i) => `${i.date} ${i.type}`)).toEqual(['2021-11-05 quiz', '2021-11-12 quiz']);
  });

  it('reads a two-column page column by column, so the body never takes a date from the sidebar', async () => {
    const body = ['BIO 101 Spring 2024', 'Course policies are described here in', 'some detail, and late work loses ten', 'percent per day. Attendance matters', 'Lab reports must be typed.'];
    const sidebar = ['Key dates', 'Feb 5: Lab report 1 due', 'Feb 19: Quiz 1', 'Mar 4: Midterm exam', 'Apr 22: Quiz 2'];
    const bytes = await pdfWith([[...body.map((text, i): [number, number, string] => [50, 720 - i * 14, text]), ...sidebar.map((text, i): [number, number, string] => [330, 720 - i * 14, text])]]);
    const result = await extractSyllabus(bytes, 'bio101.pdf');
    expect(result.items.map((i) => `${i.date} ${i.title}`)).toEqual(['2024-02-05 Lab report 1', '2024-02-19 Quiz 1', '2024-03-04 Midterm exam', '2024-04-22 Quiz 2']);
  });

  it('leaves out a running head that repeats on every page, such as a print date', async () => {
    const head: [number, number, string] = [72, 760, 'Printed 11/23/26, 5:52 PM   ECON 310 syllabus'];
    const bytes = await pdfWith([
      [head, [72, 700, 'ECON 310: Labor Economics'], [72, 680, 'Problem set 1 due Tuesday, September 9']],
      [head, [72, 700, 'Midterm exam: Thursday, October 16'], [72, 680, 'Problem set 4 due Tuesday, November 4']],
    ]);
    const result = await extractSyllabus(bytes, 'econ310.pdf', { termHint: 'Fall 2025' });
    expect(result.items.map((i) => i.date)).toEqual(['2025-09-09', '2025-10-16', '2025-11-04']);
    expect(JSON.stringify(result)).not.toContain('Printed');
  });

  it('dates nothing by a running head that gives the day the file was written (“STA314   July 8, 2023”)', async () => {
    const head: [number, number, string] = [72, 760, 'STA314   July 8, 2023'];
    const bytes = await pdfWith([
      [[72, 700, 'STA 314: Statistical Methods, Summer 2023'], [72, 680, 'Quiz 1 ........ July 14th']],
      [head, [72, 700, 'The quizzes are held in the tutorial. The lowest quiz will be dropped.'], [72, 680, 'Midterm: July 28th in EX320']],
      [head, [72, 700, 'Quiz 2 ........ August 4th']],
    ]);
    const result = await extractSyllabus(bytes, 'sta314.pdf');
    expect(result.items.map((i) => `${i.date} ${i.title}`)).toEqual(['2023-07-14 Quiz 1', '2023-07-28 Midterm', '2023-08-04 Quiz 2']);
  });

  it('reads a Word schedule table', async () => {
    const cell = (text: string) => new TableCell({ children: [new Paragraph(text)] });
    const document = new Document({
      sections: [
        {
          children: [
            new Paragraph('PSY 110 — Fall 2025'),
            new Table({
              rows: [
                new TableRow({ children: [cell('Week'), cell('Topic'), cell('Due')] }),
                new TableRow({ children: [cell('Sep 8'), cell('Memory'), cell('Quiz 1')] }),
                new TableRow({ children: [cell('Sep 15'), cell('Attention'), cell('Lab report 1')] }),
              ],
            }),
          ],
        },
      ],
    });
    const result = await extractSyllabus(new Uint8Array(await Packer.toBuffer(document)), 'psy110.docx');
    expect(result.items.map((i) => `${i.date} ${i.type} ${i.title}`)).toEqual(['2025-09-08 quiz Quiz 1', '2025-09-15 assignment Lab report 1']);
  });

  it('takes the year from when a PDF or a Word file was made when the text names none, and flags it', async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    const page = pdf.addPage([612, 792]);
    for (const [y, text] of [[720, 'DSCI 222 Schedule'], [700, 'Sep 12: Homework 1 due'], [680, 'Oct 3: Midterm exam'], [660, 'Dec 9: Final project due']] as const) page.drawText(text, { x: 72, y, size: 10, font });
    pdf.setCreationDate(new Date('2025-08-10T12:00:00Z'));
    const fromPdf = await extractSyllabus(await pdf.save(), 'dsci222.pdf');
    expect(fromPdf.items.map((i) => i.date)).toEqual(['2025-09-12', '2025-10-03', '2025-12-09']);
    expect(fromPdf.items.every((i) => i.flags.includes('year-inferred'))).toBe(true);

    const word = new Document({ creator: 'Instructor', sections: [{ children: [new Paragraph('SPAN 305'), new Paragraph('Feb 2: Essay 1 due'), new Paragraph('Mar 9: Exam 1')] }] });
    const docx = await JSZip.loadAsync(await Packer.toBuffer(word));
    const core = (await docx.file('docProps/core.xml')!.async('string')).replace(/(<dcterms:created[^>]*>)[^<]*/, '$12023-12-20T09:00:00Z');
    docx.file('docProps/core.xml', core);
    const fromWord = await extractSyllabus(new Uint8Array(await docx.generateAsync({ type: 'uint8array', compression: 'DEFLATE' })), 'span305.docx');
    expect(fromWord.items.map((i) => i.date)).toEqual(['2024-02-02', '2024-03-09']);
  });

  it('reads Markdown pipe tables by the file’s name', async () => {
    const markdown = '# CS 150, Fall 2024\n\n| Date | Due |\n|---|---|\n| 10/02 | Homework 2 |\n| 10/16 | Midterm |\n';
    const result = await extractSyllabus(new TextEncoder().encode(markdown), 'cs150.md');
    expect(result.items.map((i) => `${i.date} ${i.title}`)).toEqual(['2024-10-02 Homework 2', '2024-10-16 Midterm']);
  });
});

describe('course pages as site builders write them', () => {
  const fromMarkdown = async (markdown: string) => {
    const result = await extractSyllabus(new TextEncoder().encode(markdown), 'schedule.md');
    return result.items.map((i) => `${i.date}${i.time ? ` ${i.time}` : ''} ${i.type} ${i.title}`);
  };

  it('reads a table inside an HTML element that kramdown is told to read as Markdown (markdown="1")', async () => {
    const markdown = '# STAT 210, Fall 2022\n\n<div class="table-responsive" markdown="1">\n| # | Date | Announcements |\n|---|---|---|\n| 1 | 09/09/2022 | **Homework 1 Due: 09/12/2022 11:59 PM** |\n| 2 | 10/07/2022 | **Reference Sheet Due: 10/17/2022 11:59 PM** |\n</div>\n';
    expect(await fromMarkdown(markdown)).toEqual(['2022-09-12 23:59 assignment Homework 1', '2022-10-17 23:59 assignment Reference Sheet']);
  });

  it('reads a MyST list table as a table, each row’s work on its own date', async () => {
    const markdown = '# ATM 210 Thermodynamics, Fall 2024\n\n```{list-table} Class schedule\n:header-rows: 1\n\n* - Date\n  - Topic\n  - Notes\n* - 8/28\n  - Math review\n  - Appendix C response due\n* - 8/30\n  - Pressure\n  -\n* - 9/11\n  - Equation of state\n  - [Assignment 1](a1.html) due\n```\n';
    expect(await fromMarkdown(markdown)).toEqual(['2024-08-28 assignment Appendix C response', '2024-09-11 assignment Assignment 1']);
  });

  it('reads a LaTeX schedule’s table: a due line in a cell’s own small table is that row’s work', async () => {
    const latex = '\\documentclass{article}\n\\title{ENAS 773: Robot Control, Fall 2023}\n\\begin{document}\n\\begin{tabular}{|c|c|c|}\n\\hline\nWeek & Date & Assignments \\\\ \\hline\n1 & Aug 31 & HW1 Out \\\\ \\hline\n2 & Sept 7 & \\begin{tabular}[c]{@{}c@{}}HW1 Due\\\\ HW2 Out\\end{tabular} \\\\ \\hline\n3 & Sept 14 & HW2 Due \\\\ \\hline\n\\end{tabular}\n\\end{document}\n';
    const result = await extractSyllabus(new TextEncoder().encode(latex), 'schedule.tex');
    expect(result.items.map((i) => `${i.date} ${i.type} ${i.title}`)).toEqual(['2023-09-07 assignment HW1', '2023-09-14 assignment HW2']);
  });

  it('reads the text a Liquid include shows (a coloured box of work under a day’s heading)', async () => {
    const markdown = `---\nterm: Summer 2022\n---\n# Week 1\n\n## Jun 8\n\n- Reading: Mintz, "Eating American"\n\n{% include alert.html class='danger' title='Reading reflection' text="\n1. Drawing from all the readings: what is a national cuisine?\n"%}\n\n## Jun 9\n\n- Reading: Alexander, "Authentic food"\n`;
    expect(await fromMarkdown(markdown)).toEqual(['2022-06-08 assignment Reading reflection']);
  });

  it('takes the term a site’s addresses start in (".../webwork2/2023-08-MTH-241/...") when the page names no year, but no blog post’s date', async () => {
    const markdown = '# Homework\n\n| Due Date | WeBWorK |\n|---|---|\n| Sept 6th at 11:59pm ET | [V1 - Learning Outcome](https://webwork.example.edu/webwork2/2023-08-MTH-241/V1) |\n| Sept 13th at 11:59pm ET | [V3 - Learning Outcome](https://webwork.example.edu/webwork2/2023-08-MTH-241/V3) |\n\nSee [this post](https://blog.example.com/posts/2021-12-21_onboarding/).\n';
    const result = await extractSyllabus(new TextEncoder().encode(markdown), 'homework.md');
    expect(result.term).toBe('Fall 2023');
    expect(result.items.map((i) => `${i.date} ${i.time}`)).toEqual(['2023-09-06 23:59', '2023-09-13 23:59']);
  });

  it('reads a page’s own date in its front matter ("date: 2025-04-21") as when it was written, so the class days tell the year', async () => {
    const markdown = '---\ntitle: "Introduction to Social Networks (SOC 321K)"\ndate: 2025-04-21\n---\n\n**Meeting Times:** Tue/Thu 09:30 AM – 11:00 AM\n\n| Date | Topic | Due |\n|---|---|---|\n| Jan 13 | Introduction | — |\n| Jan 15 | Networks | — |\n| Jan 20 | Ties | — |\n| Jan 22 | Data | Lab 1 due |\n| Feb 10 | Centrality | Homework 1 due |\n';
    const result = await extractSyllabus(new TextEncoder().encode(markdown), 'index.md');
    // Tuesdays and Thursdays in 2026; Mondays and Wednesdays in 2025.
    expect(result.items.map((i) => `${i.date} ${i.title}`)).toEqual(['2026-01-22 Lab 1', '2026-02-10 Homework 1']);
  });

  it('takes the year a link’s term names (".../schedule/2019/spring/...") between years the weekdays fit alike', async () => {
    const markdown = '# CS 241 Schedule\n\nSee the [course explorer](https://courses.example.edu/schedule/2019/spring/CS/241).\n\n| Date | Due |\n|---|---|\n| Wed 9/4 | Lab Luscious Locks due |\n| Mon 9/9 | MP Extreme Edge Cases due |\n';
    const result = await extractSyllabus(new TextEncoder().encode(markdown), 'schedule.md');
    expect(result.items.map((i) => i.date)).toEqual(['2019-09-04', '2019-09-09']);
  });

  // Pages each written in one site builder's markup, and the items a reader finds on them.
  it.each([
    [
      'reads the text of Hugo shortcodes where they stand, two side by side as two, and a cancelled quiz as none',
      '| Week | Date | In Class | At Home |\n|---:|---:|:---|:---|\n| 3 | 17 Sep 2025 | {{< badge "Labs" >}} | {{< badge content="HW 1 Due" type="info" >}} |\n| 5 | 01 Oct 2025 | {{< badge "Labs" >}} {{< badge content="Quiz" type="error" >}} | {{< figure src="hw.png" >}} |\n| 11 | 12 Nov 2025 | {{< badge content="Quiz (canceled)" type="error" >}} | {{< badge content="HW 2 Due" >}} |\n',
      ['2025-09-17 assignment HW 1', '2025-10-01 quiz Quiz', '2025-11-12 assignment HW 2'],
    ],
    [
      'reads the Markdown inside a MyST container ("```{div} full-width") as the page’s own, a due lab beside work of other kinds as handed in',
      '# Class Schedule, Spring 2025\n```{div} full-width\n:class: schedule\n\nWeek | Lectures | Lab | Assignments\n-----|---|---|---\nWeek 1 <br> (3/31-4/4) | Telescopes | Intro | 🔥 **Lab 0.1 due Wed. 4/2 at 5:00 pm**\nWeek 2 <br> (4/7-4/11) | Detectors | CCD | 🔥 **Draft proposals due Mon. 4/7 at 9:00 am**\n```\n',
      ['2025-04-02 17:00 assignment Lab 0.1', '2025-04-07 09:00 project Draft proposals'],
    ],
    [
      'keeps a "Homework Due Dates" heading over the sections under it, each entry its homework named by its problems',
      '# MTH 107, Spring 2016\n\n## Homework Due Dates\n\n#### Prof. Ogle\'s Section\n\n<dl><dt>25-Jan</dt><dd>1.30-1.35</dd></dl>\n\n#### Prof. Lee\'s Section\n\n<dl><dt>22-Jan</dt><dd>1.27-1.35</dd></dl>\n\n## Cancelled Classes\n\n<dl><dt>18-Jan</dt><dd>NO CLASS</dd></dl>\n',
      ['2016-01-22 assignment Homework 1.27-1.35', '2016-01-25 assignment Homework 1.30-1.35'],
    ],
    [
      'reads a week’s headings that a table of contents repeats as links as the class days they are',
      '# LIT 3313, Spring 2023\n\n- [Week Three: 1940s (Thursday, January 26)](#week-three-1940s-thursday-january-26)\n- [Week Four: Stars (Tuesday, January 31)](#week-four-stars-tuesday-january-31)\n\n### Week Three: 1940s (Thursday, January 26)\n\n- Desertion (1944) Clifford D. Simak\n- **Due: Close Reading #1**\n\n### Week Four: Stars (Tuesday, January 31)\n\n- The Martian (1951) Ray Bradbury\n- Response paper 2 due\n',
      ['2023-01-26 assignment Close Reading #1', '2023-01-31 assignment Response paper 2'],
    ],
    [
      'reads a Pandoc definition list of weeks, its indented entries as the week’s list, and the term its heading names over one a link’s sentence names',
      'The schedule from Fall 2022 is available [here](fall_2022.html).\n\n# Spring 2023\n\nWeek 1 (*4/3*): Probability\n\n: Overview of probability.\n\n    - Reading: chapters 1, 2, & 3\n    - Short Homework (due 4/6): [ipynb](hw/HW00.ipynb)\n    - Homework (due 4/12): [ipynb](hw/HW01.ipynb)\n',
      ['2023-04-06 assignment Short Homework', '2023-04-12 assignment Homework'],
    ],
    [
      'reads a line that labels its meeting and closes with its date as the day, and a bold "DH review assignment due" under it as that day’s work',
      '# Intro to DH, Spring 2020\n\n*First Meeting: Counting and Computing in DH March 10, 2020*\n\n**DH review assignment due**\nHow can we use computational methods in DH research?\n\n*Second Meeting: Data Cleaning March 12, 2020*\n\n- Read chapter 3\n',
      ['2020-03-10 assignment DH review assignment'],
    ],
    [
      'reads CriticMarkup’s additions as text and its deletions as none, and a row of weekdays under the header as the day each column holds',
      '# CS2030S Schedule\n\n| Week | Start Date | Lecture | Recitation | Others |\n|---|---|---|---|---|\n|   |   | **Monday** | **Wednesday** | **Saturday** |\n| 5 | 08 Sep 2025 | Generics | Generics | {++**Test 1**++} |\n| 7 | 29 Sep 2025 | {++**Test 2**++}<br>_replaces lecture_ | Review | - |\n| 10 | 20 Oct 2025 | {--Quiz 3--} | Streams | - |\n',
      ['2025-09-13 exam Test 1', '2025-09-29 exam Test 2'],
    ],
    [
      'reads a shields.io badge by the words its address spells ("![](https://img.shields.io/badge/Due-dc322f)")',
      '# COMSC 335, Spring 2026\n\n- 2/4 ![](https://img.shields.io/badge/Due-dc322f) [Worksheet 1](ws1)\n- 2/5 <br>\n  ![](https://img.shields.io/badge/Released-2ca02c) [Worksheet 2](ws2)\n- 2/16 ![](https://img.shields.io/badge/Due-dc322f) Homework 1\n',
      ['2026-02-04 assignment Worksheet 1', '2026-02-16 assignment Homework 1'],
    ],
    [
      'reads a shields.io badge by the words it shows, not an alt text that says otherwise ("![Entega_TP0](…/badge/Entrega_TP0-purple)")',
      '# Fundamentos de Programación, 2C 2025\n\n| Semana | Fecha | Temas |\n|---|---|---|\n| 5 | 25/09/2025 | ![Entega_TP0](https://img.shields.io/badge/Entrega_TP0-purple) |\n| 6 | 02/10/2025 | Strings |\n',
      ['2025-09-25 assignment Entrega TP0'],
    ],
    [
      'reads a Pandoc span ("[Exam 1]{.exam}") as its words, its class no word of the page, in a grid table too',
      '# BIOL 275, Spring 2026\n\n+----+-----------+------------------+\n| Wk | Dates     | Fri              |\n+====+===========+==================+\n| 5  | Feb 9-13  | [Exam 1]{.exam}  |\n+----+-----------+------------------+\n| 6  | Feb 16-20 | [Review]{.exam}  |\n+----+-----------+------------------+\n',
      ['2026-02-13 exam Exam 1'],
    ],
  ])('%s', async (_, markdown, items) => {
    expect(await fromMarkdown(markdown)).toEqual(items);
  });

  it('takes the year of the term a site’s addresses name (".../2015f/...") when the weekdays fit several years', async () => {
    // Friday, September 25 and Monday, October 5 fit 2015, 2020 and 2026.
    const html = '<h1>Schedule</h1><p><a href="https://example.github.io/eme150/2015f/pages/homework-01.html">Homework</a></p><table><tr><th>Date</th><th>Topic</th><th>Due</th></tr><tr><td>F Sep 25</td><td>Introduction</td><td></td></tr><tr><td>M Oct 5</td><td>Stress</td><td>HW #1</td></tr></table>';
    const result = await extractSyllabus(new TextEncoder().encode(html), 'schedule.html');
    expect(result.items.map((i) => `${i.date} ${i.title}`)).toEqual(['2015-10-05 HW #1']);
  });
});

describe('a file that cannot be read gives its reason and no items', () => {
  it('a PDF with no text layer is a scan to type in by hand', async () => {
    const pdf = await PDFDocument.create();
    pdf.addPage().drawRectangle({ x: 50, y: 50, width: 300, height: 400 });
    const result = await extractSyllabus(await pdf.save(), 'scan.pdf');
    expect(result).toMatchObject({ items: [], error: 'This PDF is a scanned image with no text; it needs to be typed in by hand.' });
  });

  it('binary garbage behind a PDF header', async () => {
    const garbage = new Uint8Array(4096).map((_, i) => (i * 7919) % 256);
    garbage.set(new TextEncoder().encode('%PDF-1.7\n'));
    const result = await extractSyllabus(garbage, 'broken.pdf');
    expect(result.error).toMatch(/^This PDF is damaged/);
  });

  it('a PDF over the page limit', async () => {
    const pdf = await PDFDocument.create();
    for (let i = 0; i < 61; i++) pdf.addPage();
    const result = await extractSyllabus(await pdf.save(), 'book.pdf');
    expect(result.error).toBe('This PDF has 61 pages; syllabi over 60 pages are not read automatically. Type its dates in by hand or send the schedule pages alone.');
  });

  it('a file of a format the engine does not read', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    const result = await extractSyllabus(png, 'photo.png');
    expect(result.error).toBe('This is not a PDF, Word, HTML, Markdown or text file, so it cannot be read.');
  });
});
