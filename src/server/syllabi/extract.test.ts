import { describe, expect, it } from 'vitest';
import type { DocLine, SyllabusDocument } from './document.js';
import { extractItems } from './extract.js';

/**
 * A synthetic syllabus: strings are lines (each its own paragraph), arrays are table rows; rows in a
 * run form one table, whose first row is its header.
 */
function syllabus(...entries: (string | string[])[]): SyllabusDocument {
  let table = 0;
  const lines: DocLine[] = entries.map((entry, i) => {
    if (typeof entry === 'string') return { page: 1, text: entry, opens: true };
    if (i > 0 && typeof entries[i - 1] === 'string') table++;
    return { page: 1, text: entry.join(' | '), cells: entry, table };
  });
  return { format: 'text', pages: 1, lines };
}

/** A synthetic document of lines as a reader gives them (headings, list depths), all on page 1. */
const documentOf = (format: SyllabusDocument['format'], ...lines: Omit<DocLine, 'page'>[]): SyllabusDocument => ({ format, pages: 1, lines: lines.map((line) => ({ page: 1, ...line })) });

const TODAY = new Date('2026-11-23T12:00:00Z');
const extract = (document: SyllabusDocument, termHint?: string) => extractItems(document, { today: TODAY, termHint });
const brief = (document: SyllabusDocument, termHint?: string) =>
  extract(document, termHint).items.map((i) => `${i.date}${i.time ? ` ${i.time}` : ''} ${i.type} ${i.title}`);

describe('the term and the year', () => {
  it('takes the year the file was made in over the class days when deadlines fall on other days than classes', () => {
    const doc = {
      ...documentOf('pdf', ...['CSCI 3358 Foundations of algorithmic fairness', 'Class meets Tuesday, Thursdays 9-10:15am', '9/3: Introduction', '9/5: Probability review', '9/13: Project proposal due', '9/20: HW 2 due', '9/27: Project update 1 due', '10/4: HW 3 due'].map((text) => ({ text, opens: true }))),
      created: new Date('2024-08-05T12:00:00Z'),
    };
    expect(brief(doc)).toEqual(['2024-09-13 project Project proposal', '2024-09-20 assignment HW 2', '2024-09-27 project Project', '2024-10-04 assignment HW 3']);
  });

  it('between years the weekdays fit alike, takes the one the file’s own date suggests when the text writes none', () => {
    // Wednesday, September 4 and Friday, September 20 fall so in 2019 and in 2024.
    const doc = { ...syllabus('CSCI 150', 'W Sep 4: Lab 1 due', 'F Sep 20: Exam 1'), created: new Date('2019-07-31T12:00:00Z') };
    expect(extract(doc).items.map((i) => i.date)).toEqual(['2019-09-04', '2019-09-20']);
  });

  it('between years the weekdays fit alike, takes the one the file’s own date suggests over the latest when the only years written are old citations’', () => {
    // Thursday, October 3 and Friday, November 29 fall so in 2019 and in 2024; 1985 is a reading's.
    const doc = { ...syllabus('Types and Semantics', 'Reynolds, Three Approaches to Type Structure, LNCS 185, 1985.', 'Assignment 1 due 4pm Thursday 3 October', 'Mock exam 10am Friday 29 November'), created: new Date('2019-09-03T12:00:00Z') };
    expect(extract(doc).items.map((i) => i.date)).toEqual(['2019-10-03', '2019-11-29']);
    expect(extract({ ...doc, created: undefined }).items.map((i) => i.date)).toEqual(['2024-10-03', '2024-11-29']);
  });

  it('takes no year from a journal citation’s date (“The Nation 136 (8 Feb 1933): 140-142”); the weekdays tell it', () => {
    const result = extract(syllabus('History of Information', 'Fall', '* MacLeish, Archibald. "Machines and the Future." The Nation 136 (8 Feb 1933): 140-142.', '* Jordan, Virgil. "Technocracy." The Nation 136 (22 Feb 1933): 65-69.', 'Short Papers Due Wed. October 16 at noon', 'Final Projects Due Thursday, December 5'));
    // 2013 and 2024 both fit these weekdays; with no year of its own the syllabus is read as the later one, for a person to check.
    expect(result.items.map((i) => [i.date, i.flags.includes('year-inferred')])).toEqual([['2024-10-16', true], ['2024-12-05', true]]);
  });

  it('takes no year from a reading’s full date centuries back (“August 17, 1790”); the timetable letters in brackets after the dates (“October 17 (W)”) tell it', () => {
    const result = extract(syllabus('UWS 1 Religion and the American State', 'Fall', 'Reading: George Washington to the Hebrew Congregation, August 17, 1790', 'September 12 (W)', 'due: Annotating a text (1.1)', 'October 17 (W)', 'due: Outlining an argument (2.2)', 'October 29 (M)', 'due: Peer-review letters (2.4)'));
    // 2012 and 2018 both fit these weekdays; with no year of its own the syllabus is read as the later one, for a person to check.
    expect(result.items.map((i) => [i.date, i.flags.includes('year-inferred')])).toEqual([['2018-09-12', true], ['2018-10-17', true], ['2018-10-29', true]]);
  });

  it('takes the term of the exams’ full dates over a link’s “Academic Calendar Fall 2023” that only the first of them fits', () => {
    const result = extract(syllabus('MATH 2280 Ordinary Differential Equations', '[USU Academic Calendar Fall 2023](https://example.edu/calendar)', '1. In-Class Midterm 1: Friday, February 2, 2024', '2. In-Class Midterm 2: Friday, March 1, 2024', '3. In-Class Midterm 3: Friday, April 12, 2024', 'Comprehensive Final Exam: Friday, April 26, 2024, 1:30pm-3:20pm'));
    expect(result.term).toBe('Spring 2024');
    expect(result.items.map((i) => i.date)).toEqual(['2024-02-02', '2024-03-01', '2024-04-12', '2024-04-26']);
  });

  it('finds the year of a schedule with no weekdays and no year from the days the class meets (“Lectures are on Monday and Wednesday”, “Tuesday 11:30am - 1:50pm”)', () => {
    // Mondays and Wednesdays in 2022 (and 2016); Sundays and Tuesdays in 2027.
    const schedule = [['Date', 'Topic', 'Due'], ['Mar 28', 'Logistics', ''], ['Mar 30', 'Probability', ''], ['Apr 4', 'Statistics', ''], ['Apr 6', 'Statistics', 'Problem set 1']];
    const meeting = (...lines: string[]) => extract(syllabus('ECON 210 Introduction to Econometrics', ...lines, ...schedule)).items.map((i) => `${i.date} ${i.flags.includes('year-inferred')}`);
    expect(meeting('Lectures are on Monday and Wednesday, 1:30-2:50pm.')).toEqual(['2022-04-06 true']);
    expect(meeting('Course Hours | MW 1:30-2:50', 'Office Hours | F 9-11')).toEqual(['2022-04-06 true']);
    expect(meeting('MW 1:30-2:50, SHFE 203')).toEqual(['2022-04-06 true']);
    const tuesdays = extract(syllabus('JOUR 472 Data Journalism', '* **Tuesday 11:30am - 1:50pm**', 'Week 1 - August 27', 'Week 2 - Sept 3', 'Week 3 - Sept 10', 'Week 4 - Sept 17: Quiz 1'));
    // 2019 and 2024 both have Tuesdays on these dates: the more recent is read, for a person to check.
    expect(tuesdays.items.map((i) => `${i.date} ${i.title}`)).toEqual(['2024-09-17 Quiz 1']);
  });

  it('reads a holiday a row names as its date’s weekday (“February 21 | Presidents Day Holiday - no class”), which tells a year the document does not write', () => {
    // Presidents' Day is the third Monday of February: February 21 was one in 2022, not in 2027.
    const rows = (holiday: string) => extract(syllabus('Neural Data Science', ['Date', 'Topic'], ['January 31', 'Power analysis **HW1 due**'], ['February 21', holiday], ['February 23', 'Graphics **HW2 due**'])).items.map((i) => `${i.date} ${i.flags.includes('year-inferred')}`);
    expect(rows('Presidents Day Holiday - no class')).toEqual(['2022-01-31 true', '2022-02-23 true']);
    // Without the holiday nothing tells the year: the term under way or the next one is read.
    expect(rows('Holiday - no class')).toEqual(['2027-01-31 true', '2027-02-23 true']);
    // A break runs over several days: its first is no weekday to go by.
    expect(extract(syllabus('Writing Seminar', 'Nov 22: Thanksgiving break', 'Nov 29: Essay 3 due')).items.map((i) => i.date)).toEqual(['2026-11-29']);
  });

  it('leaves to check work on a day months outside the term the syllabus names (“Final Draft, Nov 2nd” in a Spring 2026 course), a paragraph left from another offering', () => {
    const result = extract(syllabus('HIST 430 Spring 2026', 'Jan 22: Initial paper due', 'Feb 3: Revised paper due', 'Feb 17: Proposal due', 'Mar 10: Annotated bibliography due', 'Mar 24: Historiographical essay due', 'Apr 16: Full draft due', 'Due: Complete Draft for Peer Review, Oct 31st; Final Draft, Nov 2nd via Canvas.'));
    expect(result.items.map((i) => i.date)).toEqual(['2026-01-22', '2026-02-03', '2026-02-17', '2026-03-10', '2026-03-24', '2026-04-16']);
    expect(result.unplaced.map((u) => u.reason)).toEqual(['It names work on a date outside the term the syllabus states; check which term the schedule is for.']);
    // "03/11" may be the 3rd of November: placed, and flagged as either.
    const either = extract(syllabus('HIST 210 Fall 2025', 'Sep 12: Homework 1 due', 'Oct 3: Midterm exam', '03/11: Quiz 2', 'Nov 14: Essay draft due'));
    expect(either.items.map((i) => `${i.date} ${i.title} ${i.flags.join(',')}`)).toContain('2025-03-11 Quiz 2 day-month-ambiguous');
  });

  it('takes no year from a textbook’s publisher line (“Redlands: ESRI Press, 2016”)', () => {
    const result = extract(syllabus('GEOG 4046 Web GIS', 'Fu, Pinde. Getting to Know Web GIS: Second Edition. Redlands: ESRI Press, 2016', 'Tentative schedule', 'JAN 24, Chapter 01, quiz on web tech', 'MAR 9, Mid-term exam'));
    expect(result.items.map((i) => `${i.date} ${i.flags.includes('year-inferred')}`)).toEqual(['2027-01-24 true', '2027-03-09 true']);
  });

  it('reads “Spring Term 2024-2025” as spring 2025 and “Fall Semester 2024-25” as fall 2024', () => {
    expect(extract(syllabus('BUSSPP 1080 Strategic Management, Spring Term 2024-2025', ['Test', 'Date'], ['Case Test 1', '2/13'], ['Case Test 2', '3/20'])).term).toBe('Spring 2025');
    expect(extract(syllabus('ECON 101, Fall Semester 2024-25', 'Oct 3: Midterm exam')).term).toBe('Fall 2024');
  });

  it('sets aside a term named by another course’s credit (“… Fall 2014, UCLA.”) when two thirds of the dates fall outside its season', () => {
    const result = extract(
      syllabus('WDW235 Digital Humanities', 'July 9, 2020', 'Adapted from Introduction to Digital Humanities Fall 2014, UCLA.', '1 (Jul. 07) Introduction', '2 (Jul. 09) DH Tools', '3 (Jul. 14) Digital Texts', 'Short Assignment 1 due Jul. 16', '5 (Jul. 21) Plague Literature', 'Book Project: Proposal due Jul. 31', 'Book Project: Digital Exhibit due Aug. 14'),
    );
    expect(result.term).toBe('Summer 2020');
    expect(result.items.map((i) => i.date)).toEqual(['2020-07-16', '2020-07-31', '2020-08-14']);
  });

  it('reads the year from the weekdays when the named term’s season holds too few of the dates (a “Fall 2020” header over a January-to-May schedule)', () => {
    const result = extract(
      syllabus('CS 101 Intro to Programming', 'Fall 2020', '0 | Jan. 22 | intro', '1 | Jan. 27 | types', '2 | Feb. 3 | functions', '5 | Feb. 24 | grids | Monday 2/24 Exam 1', '7 | Mar. 9 | lists', '9 | Apr. 6 | dictionaries | Tuesday 4/7 Exam 2', '14 | May 11 | Final Exam week'),
    );
    expect(result.term).toBe('Spring 2020');
    expect(result.items.map((i) => `${i.date} ${i.title}`)).toEqual(['2020-02-24 Exam 1', '2020-04-07 Exam 2']);
    // The year is the one the header states, which the weekdays confirm.
    expect(result.items.flatMap((i) => i.flags)).not.toContain('year-inferred');
  });

  it('puts a fall term’s January final in the next year', () => {
    const doc = syllabus('BIO 210 — Fall 2025', 'Dec 4: Lab report 5 due', 'Jan 8: Final exam, 9:00 am');
    expect(brief(doc)).toEqual(['2025-12-04 assignment Lab report 5', '2026-01-08 09:00 exam Final exam']);
    expect(extract(doc).term).toBe('Fall 2025');
  });

  it('reads a “Winter 2024” session over the year’s turn by its full dates (12/28/2024, 1/10/2025)', () => {
    const result = extract(syllabus('ECON 1113 Winter 2024', 'Class time: 12/16/2024 - 1/10/2025, online', 'The optional midterm is due on 12/28/2024 and the final exam is due on 1/10/2025.'));
    expect(result.term).toBe('Winter 2024');
    expect(result.items.map((i) => `${i.date} ${i.title}`)).toEqual(['2024-12-28 Optional midterm', '2025-01-10 Final exam']);
  });

  it('puts a winter quarter’s December date in the year before', () => {
    expect(brief(syllabus('Winter 2024 schedule', 'Dec 30: Problem set 0 due', 'Jan 19: Quiz 1'))).toEqual([
      '2023-12-30 assignment Problem set 0',
      '2024-01-19 quiz Quiz 1',
    ]);
  });

  it('finds the year from the weekdays when the syllabus names none, and flags it', () => {
    const result = extract(syllabus('ECON 101', 'Tuesday, January 17: Midterm exam', 'Thursday, February 2: Homework 2 due'));
    expect(result.items.map((i) => i.date)).toEqual(['2023-01-17', '2023-02-02']);
    expect(result.items.every((i) => i.flags.includes('year-inferred'))).toBe(true);
  });

  it('reads a numbered semester (“select 2024 semester 1”) as the term, and a year the text alone writes as the course’s', () => {
    expect(brief(syllabus('ECON2125 Optimisation', 'Search for ECON2125 and select 2024 semester 1', '| March 11 | Quiz 1 |'))).toEqual(['2024-03-11 quiz Quiz 1']);
    const written = extract(syllabus('MATH 110 — updated for 2023', 'Reading: Strang (2016)', 'March 11: Quiz 1'));
    expect(written.items.map((i) => `${i.date} ${i.flags.includes('year-inferred')}`)).toEqual(['2023-03-11 true']);
    // A year only a citation's brackets hold is no term.
    expect(extract(syllabus('MATH 110', 'Reading: Strang (2016)', 'March 11: Quiz 1')).items.map((i) => i.date)).toEqual(['2027-03-11']);
  });

  it('reads a Spanish first semester (“I semestre 2017”) and its “Parcial”, and a year its text writes before the file’s own date', () => {
    const doc = { ...syllabus('Análisis Cuantitativo — I semestre 2017', 'Sesión 6 (3 de marzo): 1 Parcial'), created: new Date('2026-12-01T00:00:00Z') };
    expect(extract(doc).items.map((i) => `${i.date} ${i.type}`)).toEqual(['2017-03-03 exam']);
    const copied = { ...syllabus('STAT 110 — notes for 2023', 'March 11: Quiz 1'), created: new Date('2026-12-01T00:00:00Z') };
    expect(extract(copied).items.map((i) => i.date)).toEqual(['2023-03-11']);
  });

  it('between years the weekdays fit equally, takes the one the document writes', () => {
    // April 26 was a Friday in 2019 and in 2024; a citation's year fits no weekday and counts for nothing.
    const result = extract(syllabus('EL4212 Field Methods in Linguistics 2019', 'Reading: Rice 2006', 'Friday, April 26: Final paper due'));
    expect(result.items.map((i) => i.date)).toEqual(['2019-04-26']);
  });

  it('between such years, takes one a link of the document names, its text naming none', () => {
    // Tuesday, September 8 fits 2020 and 2026 alike; the forum's address names the term.
    const doc = { ...syllabus('Networks', 'Course forum', 'Tuesday, September 8: Homework 1 due'), linkTargets: ['https://forum.example.edu/fall2020/net414'] };
    expect(extract(doc).items.map((i) => `${i.date} ${i.flags.includes('year-inferred')}`)).toEqual(['2020-09-08 true']);
  });

  it('reads a lone full date months after the schedule’s dates in its year as the day the syllabus was written, its term the next', () => {
    const result = extract(syllabus('EDUC 236X', 'Date: 2017-12-15', 'Jan 18: Essay 1 due', 'Feb 8: Essay 2 due', 'Mar 15: Final project due'));
    expect(result.items.map((i) => `${i.date} ${i.flags.includes('year-inferred')}`)).toEqual(['2018-01-18 true', '2018-02-08 true', '2018-03-15 true']);
    // A final exam's full date a month or two after the schedule's dates is the course's own.
    expect(brief(syllabus('ECON 101', 'Sep 12: Essay 1 due', 'Oct 10: Essay 2 due', 'Nov 7: Essay 3 due', 'Final exam: December 15, 2017'))).toEqual(['2017-09-12 assignment Essay 1', '2017-10-10 assignment Essay 2', '2017-11-07 assignment Essay 3', '2017-12-15 exam Final exam']);
  });

  it('with no weekdays and no year in its text, takes the term its links name, and flags it', () => {
    const doc = { ...syllabus('STAT 153', 'Feb. 10: HW1 due', 'Mar. 3: HW2 due'), linkTargets: ['https://example.edu/stat153/spring-2026/hw1.pdf'] };
    expect(extract(doc).items.map((i) => `${i.date} ${i.flags.includes('year-inferred')}`)).toEqual(['2026-02-10 true', '2026-03-03 true']);
  });

  it('between years the weekdays fit equally, takes one a full date writes, though citations of another year are more', () => {
    // Thursday, September 2 fits 2021 and 2027; the citations' 2020 fits no weekday.
    const doc = syllabus('COGSCI Research Methods', ['Week', 'Day', 'Date', 'Topic'], ['1', 'TH', '2-Sep', 'Introduction'], ['2', 'T', '7-Sep', 'Ethics'], ['2', 'TH', '9-Sep', 'Quiz 1'], ['3', 'T', '14-Sep', 'Sources'], ['3', 'TH', '16-Sep', 'Measures'], 'Simmons, posted February 26, 2020. Brandt, posted March 3, 2020.', 'Final exams 12/20/2021 - 12/23/2021');
    expect(extract(doc).term).toBe('Fall 2021');
  });

  it('sets aside a named term that three or more full dates outside it contradict', () => {
    const doc = syllabus('POLS 3000 Fall 2026', 'Problem Set 1 (due 1/27/23 by 11:59 PM)', 'No class on 2/20/23', 'Midterm Examination (3/3/23 by 11:59 PM)', 'Week of Jan. 9: Quiz 1\nLab 1');
    expect(brief(doc)).toEqual(['2023-01-09 quiz Quiz 1', '2023-01-09 assignment Lab 1', '2023-01-27 23:59 assignment Problem Set 1', '2023-03-03 23:59 exam Midterm Examination']);
    // Of the same year, but months before the term it names.
    const sample = syllabus('CSCI 1010 Fall 2023', 'Week 1 [01/20/2023]: HW 1 due', 'Week 2 [01/27/2023]: HW 2 due', 'Week 3 [02/03/2023]: HW 3 due');
    expect(brief(sample)).toEqual(['2023-01-20 assignment HW 1', '2023-01-27 assignment HW 2', '2023-02-03 assignment HW 3']);
  });

  it('takes the weekdays’ year over a lone full date they contradict, and sets that date aside', () => {
    const result = extract(syllabus('HIST 210', 'Friday, September 12: Homework 1 due', 'Thursday, October 2: Midterm exam', 'Brown, H. The Journal, 16 June 2019.'));
    expect(result.items.map((i) => `${i.date} ${i.flags.includes('year-inferred')}`)).toEqual(['2025-09-12 true', '2025-10-02 true']);
    expect(result.unplaced).toEqual([]);
  });

  it('takes the term from the caller when the syllabus states no year at all', () => {
    const result = extract(syllabus('Sep 5: Homework 1 due', 'Oct 10: Midterm'), 'Fall 2025');
    expect(result.items.map((i) => i.date)).toEqual(['2025-09-05', '2025-10-10']);
    expect(result.term).toBe('Fall 2025');
  });

  it('with nothing to tell the year, takes the term under way or the next one, and flags it', () => {
    // Read on November 23: a fall schedule is this fall's, a spring one next spring's.
    const fall = extract(syllabus('Sep 5: Homework 1 due', 'Dec 9: Final project'));
    expect(fall.items.map((i) => i.date)).toEqual(['2026-09-05', '2026-12-09']);
    expect(fall.items.every((i) => i.flags.includes('year-inferred'))).toBe(true);
    expect(brief(syllabus('Jan 20: Homework 1 due', 'Apr 28: Final exam'))).toEqual(['2027-01-20 assignment Homework 1', '2027-04-28 exam Final exam']);
  });

  it('reads a weekday and a colon before a date (“Fri: Sep 1”) as the date’s weekday, which tells the year', () => {
    const doc = syllabus('10-606 Mathematical Foundations', ['Week', 'Date', 'Topic', 'Due'], ['1', 'Mon: Aug 28', 'Sets', ''], ['1', 'Fri: Sep 1', 'No recitation', 'Homework 1 due Sunday'], ['2', 'Fri: Sep 8', 'Recitation', 'Homework 2 due Sunday']);
    expect(brief(doc)).toEqual(['2023-09-03 assignment Homework 1', '2023-09-10 assignment Homework 2']);
  });

  it('reads the term from its initial and year in brackets after the course’s name: “ECON 122 (F23)”', () => {
    expect(brief(syllabus('Course schedule for ECON 122 (F23)', 'Problem Set 1 (due 09/11)', 'Problem Set 2 (due 09/22)'))).toEqual(['2023-09-11 assignment Problem Set 1', '2023-09-22 assignment Problem Set 2']);
  });

  it('reads the year the weekday letters fit, next to an old term a heading names, and no weekday in “S” alone', () => {
    const schedule = [['Date', 'Topic', 'Homework'], ['Th 1/26', 'Introduction', ''], ['T 1/31', 'Recursion', ''], ['Th 2/2', 'Analysis', ''], ['S 2/12', '', 'Hw 1 due'], ['T 2/14', 'Sorted sets', '']];
    const rest = [['Th 2/16', 'Skip lists', ''], ['S 2/19', '', 'Hw 2 due'], ['T 2/21', 'Backtracking', ''], ['T 3/14', 'Exam 1', '']];
    // 2017 and 2023 put these weekdays on these dates alike; the old exams' "Fall 2016" tells which.
    expect(brief(syllabus('CS 146 Schedule', ...schedule, ...rest, 'Exams from Fall 2016', 'Download the old exams here.'))).toEqual(['2017-02-12 assignment Hw 1', '2017-02-19 assignment Hw 2', '2017-03-14 exam Exam 1']);
  });
});

describe('date forms', () => {
  it('reads day-first numeric dates when the syllabus writes days over 12 first', () => {
    expect(brief(syllabus('Spring 2025', '24/03 Essay 1 due', '05/04 Quiz 2'))).toEqual(['2025-03-24 assignment Essay 1', '2025-04-05 quiz Quiz 2']);
  });

  it('reads the days under a label of a kind’s sittings (“Test Dates: … scheduled as follows:”) as one numbered sitting each, dates set side by side read one by one', () => {
    const doc = syllabus('MATH 1113 Fall 2018', 'Test Dates: Tests will take place at normal class time and are tentatively scheduled as follows:', 'September 13   October 11   November 15', 'Basic Skills Tests: the dates for these tests will be announced in class.');
    expect(brief(doc)).toEqual(['2018-09-13 exam Test 1', '2018-10-11 exam Test 2', '2018-11-15 exam Test 3']);
  });

  it('reads a week of two rows, its days’ dates over what each day holds, as each day’s work', () => {
    const doc = syllabus(
      'IST 356 Fall 2024',
      ['Week', 'Monday Class', 'Wednesday Class', 'Friday Assignment Due'],
      ['2', '9/2', '9/4', '9/6'],
      ['', 'No Class: Labor Day', 'Python 1-2', 'Assignment 1 (A1)'],
      ['3', '9/9', '9/11', '9/13'],
      ['', 'Python 1-3', 'Exam 1 (E1)', 'Assignment 2 (A2)'],
    );
    expect(brief(doc)).toEqual(['2024-09-06 assignment Assignment 1 (A1)', '2024-09-11 exam Exam 1', '2024-09-13 assignment Assignment 2 (A2)']);
  });

  it('reads “No assignment” in a due column as no work, misspelt too (“No assigment”)', () => {
    const doc = syllabus('BIOL 2299 Spring 2025', ['Date', 'Lecture', 'Assignment Due'], ['Jan 27', 'Intro to measurement', 'No assigment'], ['Feb 3', 'Balance data', 'No assignment'], ['Feb 10', 'Posters', 'Poster proposal']);
    expect(brief(doc)).toEqual(['2025-02-10 project Poster proposal']);
  });

  it('reads a date that says when the page changed (“October 23 update: …”) as heading nothing below it', () => {
    const doc = documentOf(
      'markdown',
      { text: 'POLS 101 Fall 2001', heading: 1 },
      { text: 'October 23 update: new film paper sheet', heading: 4 },
      { text: 'Class meetings: MWF 11-12.', list: 1, opens: true },
      { text: 'Mid-term examinations (two): 15% each.', opens: true },
      { text: 'Media journal: 15%.', opens: true },
      { text: 'Nov. 26. Media journals due.', opens: true },
    );
    expect(brief(doc)).toEqual(['2001-11-26 assignment Media journals']);
  });

  it('moves work a week lists to the weekday it is "due on … in a given week", reads "Assn 1 in" over "Assn 2 out" as Assn 1 due, and "MIDTERM EXAM" over "Assigned @ 5pm" as released', () => {
    const doc = syllabus(
      'S&DS 265 Calendar Fall 2024',
      'Assignments and quizzes are posted and due on Thursday in a given week.',
      ['Week', 'Dates', 'Topics', 'Assignments & Exams'],
      ['2', 'Sept 3, 5', 'Python elements', 'Quiz 1\nAssn 1 out'],
      ['4', 'Sept 17, 19', 'Stochastic gradient descent', 'Assn 1 in\nAssn 2 out'],
      ['8', 'Oct 15', 'Review', 'MIDTERM EXAM Assigned @ 5pm'],
    );
    expect(brief(doc)).toEqual(['2024-09-05 quiz Quiz 1', '2024-09-19 assignment Assn 1']);
  });

  it('sets aside a numbered lesson’s day heading whose work is listed under it, but leaves a lesson plan’s date to check', () => {
    const doc = documentOf(
      'markdown',
      { text: 'EE 451 Spring 2026', heading: 1 },
      { text: 'Lesson 2 - Thursday, January 29', heading: 4 },
      { text: 'Due before class:', opens: true },
      { text: 'Reading Quiz 1 (10 points)', list: 1, opens: true },
      { text: 'Lesson Plan 1 - Feb 3', heading: 4 },
    );
    const result = extract(doc);
    expect(result.items.map((i) => `${i.date} ${i.title}`)).toEqual(['2026-01-29 Reading Quiz 1']);
    expect(result.unplaced.map((line) => line.text)).toEqual(['Lesson Plan 1 - Feb 3']);
  });

  it('reads an ISO date with a relative word after it (“Friday 2022-09-09 before 17:00”) as that date', () => {
    const doc = syllabus('Fall 2022', ['week', 'what', 'when', 'description'], ['36', 'DEADLINE', 'Friday 2022-09-09 before 17:00', 'SUBMIT ASSIGNMENT 1']);
    expect(brief(doc)).toEqual(['2022-09-09 17:00 assignment Assignment 1']);
  });

  it('flags a numeric date whose day/month order nothing in the syllabus settles, never an ISO date', () => {
    const [item] = extract(syllabus('Fall 2025', '10/11 Quiz 3')).items;
    expect(item?.date).toBe('2025-10-11');
    expect(item?.flags).toContain('day-month-ambiguous');
    const [iso] = extract(syllabus('Spring 2026', '2026-03-05: Midterm exam')).items;
    expect(iso && [iso.date, iso.flags.includes('day-month-ambiguous')]).toEqual(['2026-03-05', false]);
  });

  it('reads “1/13-1/17” as a window and “12/11 - 3-5pm” as a date and its hours, and keeps a due weekday out of a title (“Homework 0, Sunday”)', () => {
    const doc = syllabus('Fall 2024', ['Week', 'Dates', 'Assignments'], ['1', '1/13-1/17', 'Homework 0, Sunday'], ['Final', '12/11 - 3-5pm', 'Final Exam']);
    expect(brief(doc)).toEqual(['2024-12-11 15:00 exam Final Exam', '2025-01-19 assignment Homework 0']);
  });

  it('gives a window its first day and both ends', () => {
    const [midterm, demo] = extract(syllabus('Spring 2023', 'Take-home midterm exam 03/24-26', 'Project demo: Apr 10 – 12')).items;
    expect(midterm).toMatchObject({ date: '2023-03-24', dates: ['2023-03-24', '2023-03-26'], type: 'exam' });
    expect(midterm?.flags).toContain('window');
    expect(demo).toMatchObject({ date: '2023-04-10', dates: ['2023-04-10', '2023-04-12'], type: 'project' });
  });

  it('reads a window written with a hyphen between its days, across a month or not', () => {
    const [exam, project] = extract(syllabus('Spring 2022', 'Take-home exam: January 31-February 5', 'Project presentations February 7-February 11')).items;
    expect(exam).toMatchObject({ date: '2022-01-31', dates: ['2022-01-31', '2022-02-05'] });
    expect(project).toMatchObject({ date: '2022-02-07', dates: ['2022-02-07', '2022-02-11'] });
  });

  it('sets aside a citation’s date, written with a year far from the course’s term', () => {
    const result = extract(syllabus('LIT 5216 Summer 2021', 'Brown, Hillary. “Taking Inventory.” The Comics Journal, 16 June 2020.', 'Literature review due June 27, 2021'));
    expect(result.items.map((i) => `${i.date} ${i.title}`)).toEqual(['2021-06-27 Literature review']);
    expect(result.unplaced).toEqual([]);
    expect(result.setAside.map((line) => line.reason)).toEqual(['Its dates are far outside the course’s term: a citation’s, a revision’s or another year’s.']);
  });

  it('does not read fractions, decimals, phone numbers or page ranges as dates', () => {
    const doc = syllabus('Fall 2025', 'The final exam is 3/4 of the grade.', 'Homework: read Chapter 9.12 and pages 10-12.', 'Quiz questions: call 555-123-4567.');
    expect(extract(doc).items).toEqual([]);
  });

  it('reads a date only where it is written with a number: not "the first of March", "tomorrow" or "two weeks out"', () => {
    const doc = syllabus('Fall 2025', 'Essay due the first of March.', 'Quiz tomorrow.', 'Project report due two weeks out.');
    expect(extract(doc).items).toEqual([]);
  });

  it('reads times as stated: ranges, midnight, noon, "by 5pm"', () => {
    expect(brief(syllabus('Fall 2025', 'Midterm exam: Thursday, Oct 9, 7-9pm', 'Essay 2 due Oct 17 at midnight', 'Lab 4 due Oct 20 by 5pm', 'Quiz 2: Oct 22 at noon'))).toEqual([
      '2025-10-09 19:00 exam Midterm exam',
      '2025-10-17 23:59 assignment Essay 2',
      '2025-10-20 17:00 assignment Lab 4',
      '2025-10-22 12:00 quiz Quiz 2',
    ]);
  });
});

describe('times stated once for all', () => {
  it('gives deliverables without a time of their own the time all work is due, but not exams', () => {
    const doc = syllabus('Spring 2022', 'All submissions are due at 10 pm instead of midnight.', 'Feb 4: Homework 2 due', 'Feb 6: Quiz 3 due by 9am', 'Mar 3: Midterm exam');
    expect(brief(doc)).toEqual(['2022-02-04 22:00 assignment Homework 2', '2022-02-06 09:00 quiz Quiz 3', '2022-03-03 exam Midterm exam']);
  });

  it('takes the time beside a row’s date, and a range’s start from its end’s half of the day', () => {
    const doc = syllabus('Fall 2024', ['Date', 'Due'], ['2024-10-14\nbefore 17:00', 'Assignment 4'], 'May 6, 12–2pm Final Exam');
    expect(brief(doc)).toEqual(['2024-05-06 12:00 exam Final Exam', '2024-10-14 17:00 assignment Assignment 4']);
  });
});

describe('schedules', () => {
  it('reads a table whose date column is not the first', () => {
    const doc = syllabus('Spring 2026', ['Topic', 'Date', 'Due'], ['Sorting', 'Feb 3', 'Homework 1'], ['Graphs', 'Feb 10', 'Project proposal']);
    expect(brief(doc)).toEqual(['2026-02-03 assignment Homework 1', '2026-02-10 project Project proposal']);
  });

  it('dates a "Week N" schedule with day columns by the day of the row’s week', () => {
    const doc = syllabus('Fall 2025', ['Week', 'Mon', 'Wed', 'Fri'], ['Week 2 (Sep 8)', 'Lecture: sets', 'HW 1 due', 'Quiz 1'], ['Week 3 (Sep 15)', 'Lecture: logic', '', 'Quiz 2']);
    expect(brief(doc)).toEqual(['2025-09-10 assignment HW 1', '2025-09-12 quiz Quiz 1', '2025-09-19 quiz Quiz 2']);
  });

  it('takes a due date written in a cell over the row’s date, and the due time from the column header', () => {
    const doc = syllabus('Winter 2025', ['Date', 'Topic', 'Assignment (due at 5 PM)'], ['Jan 27', 'Workflows', 'Importing HW due Sun Feb 2'], ['Feb 3', 'Presentations, group 1', 'Tidy data HW due Fri Feb 7']);
    expect(brief(doc)).toEqual(['2025-02-02 17:00 assignment Importing HW', '2025-02-03 project Presentations, group 1', '2025-02-07 17:00 assignment Tidy data HW']);
  });

  it('keeps one item for a deliverable listed twice', () => {
    const doc = syllabus('Fall 2024', 'Key dates: Sep 15 — HW 3 due', ['Date', 'Due'], ['Sep 15', 'Homework 3']);
    const items = extract(doc).items;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ date: '2024-09-15', type: 'assignment' });
  });

  it('flags one deliverable given two different dates', () => {
    const items = extract(syllabus('Fall 2024', 'Project proposal 2 due Oct 1', 'Oct 3: Project proposal 2 due')).items;
    expect(items.map((i) => i.date)).toEqual(['2024-10-01', '2024-10-03']);
    expect(items.every((i) => i.flags.includes('conflicting-dates'))).toBe(true);
  });

  it('leaves out releases, reviews, holidays and readings', () => {
    const doc = syllabus('Fall 2025', 'Sep 3: HW 1 out', 'HW 2 released Sep 10', 'Oct 6: Midterm review session', 'Nov 27: No class (Thanksgiving)', ['Date', 'Reading'], ['Sep 1', 'Project management, chapter 2']);
    expect(extract(doc).items).toEqual([]);
  });

  it('reports a deliverable with no date yet as unplaced, never guessing one', () => {
    const result = extract(syllabus('Fall 2025', 'Final exam: date to be announced', 'Essay 3 due at the end of term'));
    expect(result.items).toEqual([]);
    expect(result.unplaced.map((u) => u.reason)).toEqual([expect.stringMatching(/no fixed date/), expect.stringMatching(/at the end of term, not on a date/)]);
  });
});

describe('dates from a stated rule', () => {
  it('moves responses to the weekday their rule gives, but not a response paper, whose head is “paper”', () => {
    const doc = syllabus('Spring 2025', 'Responses to classmates are due on Sundays by 12:00pm.', ['Week', 'Date', 'Due'], ['1', 'Mon Mar 31', 'Response 1'], ['2', 'Mon Apr 7', 'The New Jim Crow Response Paper']);
    expect(extract(doc).items.map((i) => `${i.date} ${i.title}`)).toEqual(['2025-04-06 Response 1', '2025-04-07 The New Jim Crow Response Paper']);
  });

  it('moves only the work its own sentence names (“PS1” by “problem sets”) to “the following Tuesday”, and reads a number the rows repeat under “Project” as no work', () => {
    const doc = syllabus(
      'AREC 330 Spring 2023',
      ['Project', 'Week', 'Date', 'Topic', 'Assignments'],
      ['0', '1', 'Wed, Jan 18', 'Course Overview', ''],
      ['0', '1', 'Fri, Jan 20', 'R Interface Overview', 'PS1'],
      ['0', '2', 'Wed, Jan 25', 'Data-driven decisions', 'Quiz 1'],
      ['0', '2', 'Fri, Jan 27', 'R: Intro', 'PS2'],
      ['1', '3', 'Wed, Feb 1', 'Price forecasting', ''],
      ['All problem sets are due the following Tuesday by 11:59pm unless otherwise discussed. All quizzes will be taken during lecture on the indicated day.'],
    );
    expect(brief(doc).filter((item) => !item.includes('quiz'))).toEqual(['2023-01-24 23:59 assignment PS1', '2023-01-31 23:59 assignment PS2']);
    expect(extract(doc).items.find((item) => item.type === 'quiz')?.date).toBe('2023-01-25');
  });

  it('dates the labs and quizzes listed under each week by "due Sundays"', () => {
    const doc = syllabus('Spring 2025', 'Labs and quizzes are due by 11:59pm Sundays.', 'Week 1 (March 31 - April 6)', '· Lab 1', '· Quiz 1', 'Week 2 (April 7 - April 13)', '· Lab 2');
    const items = extract(doc).items;
    expect(items.map((i) => `${i.date} ${i.time} ${i.title}`)).toEqual(['2025-04-06 23:59 Lab 1', '2025-04-06 23:59 Quiz 1', '2025-04-13 23:59 Lab 2']);
    expect(items.every((i) => i.flags.includes('recurrence'))).toBe(true);
  });

  it('dates a weekly quiz from "every Saturday, starting" with its count, skipping Thanksgiving weekend', () => {
    const doc = syllabus('Fall 2021', '4 Reading Quizzes – 10%', 'Posted every Saturday, starting November 6 (Thanksgiving weekend excluded)', 'Due by 11:59PM on Sunday', 'Dec 10: Final paper due');
    expect(brief(doc).filter((i) => i.includes('quiz'))).toEqual([
      '2021-11-07 23:59 quiz Reading Quiz 1',
      '2021-11-14 23:59 quiz Reading Quiz 2',
      '2021-11-21 23:59 quiz Reading Quiz 3',
      '2021-12-05 23:59 quiz Reading Quiz 4',
    ]);
  });

  it('reads "each Monday from … through …, except …" as one item a week, on the weekday its own line gives, skipping the days it excepts', () => {
    const doc = syllabus('HIST 120 Fall 2025', 'Research proposal — one page, due Friday, November 7 by 5 pm.', 'Reading responses are due each Monday from September 8 through October 6, except September 22.');
    expect(brief(doc)).toEqual([
      '2025-09-08 assignment Reading response 1',
      '2025-09-15 assignment Reading response 2',
      '2025-09-29 assignment Reading response 3',
      '2025-10-06 assignment Reading response 4',
      '2025-11-07 17:00 project Research proposal',
    ]);
  });

  it('ends a weekly series where its line says, skips a stated break, and makes no item of the line itself', () => {
    const doc = syllabus('BIOL 300 Spring 2022', 'Problem sets are due every Friday at 5 pm starting February 25 through March 25.', 'Spring break March 14-18');
    expect(brief(doc)).toEqual([
      '2022-02-25 17:00 assignment Problem set 1',
      '2022-03-04 17:00 assignment Problem set 2',
      '2022-03-11 17:00 assignment Problem set 3',
      '2022-03-25 17:00 assignment Problem set 4',
    ]);
  });

  it('moves what a week’s row lists to the weekday a table of deadlines gives its kind', () => {
    const doc = syllabus('Spring 2021', ['Week', 'Theme', 'Assignments'], ['1/18', 'Orientation', 'Film response'], ['2/8', 'Culture', 'Obesity case study, Film response'], 'Weekly deadlines', ['Assignment', 'Due'], ['Case Study', 'Sunday, 10:00pm'], ['Film Responses', 'Sunday, 10:00pm']);
    expect(brief(doc)).toEqual(['2021-01-24 22:00 assignment Film response', '2021-02-14 22:00 assignment Obesity case study', '2021-02-14 22:00 assignment Film response']);
  });

  it('reads each part of a due cell that the table of deadlines names, and a kind inside a product’s name', () => {
    const doc = syllabus('Spring 2021', ['Week', 'Theme', 'Assignments'], ['1/18', 'Orientation', 'InQuizitive, Twenty Statements application, Film response'], 'Weekly deadlines', ['Assignment', 'Due'], ['InQuizitive', 'Thursday, 9:30am'], ['Application', 'Sunday, 10:00pm'], ['Film Responses', 'Sunday, 10:00pm']);
    expect(brief(doc)).toEqual(['2021-01-21 09:30 quiz InQuizitive', '2021-01-24 22:00 assignment Twenty Statements application', '2021-01-24 22:00 assignment Film response']);
  });

  it('dates what is submitted on the day of each seminar by the numbered sessions of the schedule, skipping breaks, read day-first', () => {
    const doc = syllabus(
      'Spring 2023',
      'Each week, students should submit a discussion question for one reading at the latest on the day of the seminar until 12:00 (noon).',
      ['Session', 'Date', 'Topic'],
      ['2', '21.02.2023', 'The Science of Climate Change'],
      ['-', '04.04.2023', 'Easter Break'],
      ['3', '02.05.2023', 'Populist Backlash'],
    );
    expect(brief(doc)).toEqual(['2023-02-21 12:00 assignment Discussion question', '2023-05-02 12:00 assignment Discussion question']);
  });

  it('skips a session whose own entry says it has none of what the rule asks for, its heading written month first in a day-first syllabus', () => {
    const doc = syllabus(
      'Spring 2023',
      'Each week, students should submit a discussion question for at least one mandatory reading on the day of the seminar until 12:00 (noon).',
      ['Session', 'Date', 'Topic'],
      ['1', '14.02.2023', 'Intro Session'],
      ['2', '21.02.2023', 'The Science of Climate Change'],
      '1. Intro Session (February 14)',
      'No mandatory reading',
      '2. The Science of Climate Change (February 21)',
      'Mandatory readings: Stern (2007)',
    );
    expect(brief(doc)).toEqual(['2023-02-21 12:00 assignment Discussion question']);
  });

  it('dates an assignment due the day before each class from the class list', () => {
    const doc = syllabus('Autumn 2014', 'Weekly reading responses (due the day before each class by 11:59 pm)', '1. Tuesday, 9 September', '2. Tuesday, 16 September');
    expect(brief(doc)).toEqual(['2014-09-08 23:59 assignment Weekly reading responses', '2014-09-15 23:59 assignment Weekly reading responses']);
  });
});

describe('deliverables named by their context', () => {
  it('names a dated "due" line by the section heading it sits under', () => {
    const doc = documentOf(
      'markdown',
      { text: 'MATH 244, Spring 2019' },
      { text: 'Homework', heading: 2 },
      { text: 'Week 2: (Due Friday, January 18) 11.5: 1, 4, 7.' },
      { text: 'Week 3: (Due Friday, January 25) 14.1: 1, 3.' },
      { text: 'Other resources', heading: 2 },
      { text: 'Tutoring is due to start on January 28.' },
    );
    expect(brief(doc)).toEqual(['2019-01-18 assignment Week 2 homework', '2019-01-25 assignment Week 3 homework']);
  });

  it('names no work by a line that gives the last day for all work, and leaves it to check', () => {
    const doc = documentOf(
      'markdown',
      { text: 'LIT 6216, Summer 2022' },
      { text: 'Week Twelve: Final Paper (Submit by Saturday, August 6th)', heading: 3 },
      { text: 'All work (including extensions granted throughout the semester) is due by the close of classes on Saturday, August 6th.' },
    );
    const result = extract(doc);
    expect(result.items.map((i) => `${i.date} ${i.title}`)).toEqual(['2022-08-06 Final Paper']);
    expect(result.unplaced.map((u) => u.text)).toEqual(['All work (including extensions granted throughout the semester) is due by the close of classes on Saturday, August 6th.']);
  });

  it('names a row of a "Homeworks" table by its section, dated by its due-date column', () => {
    const doc = syllabus('Spring 2018', 'Homeworks', ['assignment', 'due date', 'handout'], ['1: Logically safe', '2/1', '[pdf]'], ['2: Information flow', '2/15', '[pdf]']);
    expect(brief(doc)).toEqual(['2018-02-01 assignment Homework 1: Logically safe', '2018-02-15 assignment Homework 2: Information flow']);
  });

  it('names a row of a deadlines table by its numbered column ("HW | Due | Topic"), or by its first cell of text', () => {
    const homework = syllabus('Spring 2017', ['HW', 'Due', 'Topic'], ['1', 'Jan 26', 'Ch-3: A3, C2'], ['2', 'Feb 02', 'Ch-4: B5, D8']);
    expect(brief(homework)).toEqual(['2017-01-26 assignment Homework 1', '2017-02-02 assignment Homework 2']);
    const activities = syllabus('Spring 2025', ['Activity', 'Opens (day)', 'Closes (day)'], ['Statistical power', '2025-01-20', '2025-01-31'], ['Order the lab kit (no submission required)', '2025-01-20', '2025-01-24']);
    expect(brief(activities)).toEqual(['2025-01-31 assignment Statistical power']);
  });

  it('names a row by a column headed by a kind whose cell is a number or a code ("Lab | 1", "Project Milestone | MS 1"), on the row’s date', () => {
    const schedule = [['Week', 'Dates', 'Topic', 'Lab', 'Project Milestone'], ['3', '10/14, 10/16', 'Visualization', '1', ''], ['5', '10/28, 10/30', 'Exploratory analysis', '', 'MS 1'], ['10', '12/2, 12/4', 'Project presentations', '', '']];
    expect(brief(syllabus('ECON 200 — Fall 2024', 'Labs: 20% of the grade', ...schedule))).toEqual(['2024-10-14 assignment Lab 1', '2024-10-28 project Project Milestone (MS 1)', '2024-12-02 project Project presentations']);
    // "The due date for all assignments will be Sundays": each week's work is due on its Sunday; what is held in class stays.
    expect(brief(syllabus('ECON 200 — Fall 2024', 'Labs: 20% of the grade', 'The due date for all assignments will be Sundays at 11:59pm.', ...schedule))).toEqual([
      '2024-10-20 23:59 assignment Lab 1',
      '2024-11-03 23:59 project Project Milestone (MS 1)',
      '2024-12-02 project Project presentations',
    ]);
  });

  it('names work by the name after its colon, keeps a line of its own apart from the topic above it, and keeps the date that says due of work listed twice', () => {
    const doc = syllabus(
      'DSCI 100 — Fall 2025',
      ['', 'Tuesday', 'Thursday'],
      ['Week 3\n9/2-4', 'Intermediate Numpy\nAssignment: Python Essentials (deliver)', 'Advance Numpy'],
      ['Week 4\n9/9-11', 'Fundamentals of Pandas', 'Intermediate Pandas\nAssignment: Python Essentials (due date)'],
    );
    expect(brief(doc)).toEqual(['2025-09-11 assignment Assignment: Python Essentials']);
    expect(extract(doc).unplaced.map((u) => u.reason)).toContain('"Assignment: Python Essentials" is also listed on another date that says it is due; that date was kept.');
  });

  it('keeps a demo held in class and the report due the same day apart, but a demo of homework is that homework', () => {
    const doc = syllabus('Spring 2026', ['Week', 'Date', 'Topic', 'Exercises'], ['8', 'Mon, 03/09/2026', 'Milestone 1 Demo Session B', 'Milestone 1 report due'], ['9', 'Fri, 03/13/2026', 'Demo HW01', 'HW01 due']);
    expect(brief(doc)).toEqual(['2026-03-09 project Milestone 1 Demo Session B', '2026-03-09 assignment Milestone 1 report', '2026-03-13 assignment Demo HW01']);
  });

  it('names the work a cell says is due when no column is for what is due, and does not take work that starts for work due', () => {
    const doc = syllabus('Spring 2026', ['Week', 'Date', 'Topic', 'Exercises'], ['2', 'Wed, 01/28/2026', 'IDE, HTML & CSS Overview', 'GitHub preparations due'], ['3', 'Mon, 02/02/2026', 'JavaScript Overview', 'Milestone 1 starts']);
    expect(brief(doc)).toEqual(['2026-01-28 assignment GitHub preparations']);
  });

  it('reads a clause after a semicolon that says what is due as work of its own, on the line’s date', () => {
    expect(brief(syllabus('Fall 2015', 'Assignment 4 due September 22, midnight; summary research area due', 'Homework 2 due Oct 3; the reading is due too'))).toEqual([
      '2015-09-22 23:59 assignment Assignment 4',
      '2015-09-22 23:59 assignment Summary research area',
      '2015-10-03 assignment Homework 2',
    ]);
  });

  it('takes the name from a line that says what is due, with or without a kind word, after the colon that ends its label', () => {
    expect(brief(syllabus('Spring 2026', 'Due Thu, Jan 29: Academic engagement verification', 'Module 0 - Intro to Jupyter (Due Tue Jan 20)', 'Due Tue, Mar 17 at 10:00 AM: Critical copywriting (100 pts)'))).toEqual([
      '2026-01-20 assignment Module 0 - Intro to Jupyter',
      '2026-01-29 assignment Academic engagement verification',
      '2026-03-17 10:00 assignment Critical copywriting',
    ]);
  });

  it('lists the sub-items of a bare "Homework (due …)" as what is due, but not the topics under an exam', () => {
    const doc = documentOf(
      'markdown',
      { text: 'ECON 310, Fall 2024' },
      { text: 'Homework (due Mon 11/18)', list: 1, opens: true },
      { text: 'Reading: Rosen ch. 6', list: 2, opens: true },
      { text: 'Group Project Progress Report #1', list: 2, opens: true },
      { text: 'Packback Discussion', list: 2, opens: true },
      { text: 'Midterm Exam 2 (Thu 11/21)', list: 1, opens: true },
      { text: 'Compute double integrals', list: 2, opens: true },
    );
    expect(brief(doc)).toEqual(['2024-11-18 project Group Project Progress Report #1', '2024-11-18 assignment Packback Discussion', '2024-11-21 exam Midterm Exam 2']);
  });

  it('reads a printed page’s list entry that follows a full line of the same depth (“… with IPUMS” over “Homework (due Mon 9/2)”) as an entry of its own, its sub-items due', () => {
    const doc = documentOf(
      'pdf',
      { text: 'ECON 433, Fall 2024' },
      { text: 'Week 1', heading: 2, opens: true },
      { text: 'Tues 8/27, Thurs 8/29', list: 1 },
      { text: 'Session 2: Lab 1 - Introduction to Census and American Community Survey Data with IPUMS', list: 1 },
      { text: 'Homework (due Mon 9/2)', list: 1 },
      { text: 'Packback Discussion', list: 2 },
      { text: 'Week 1 Problem Set', list: 2 },
    );
    expect(brief(doc)).toEqual(['2024-09-02 assignment Packback Discussion', '2024-09-02 assignment Week 1 Problem Set']);
  });

  it('prefers the date a list under a due heading gives (“##### Due dates” over “Lab 1: Oct 7, Start of Lab Section”) over the lab’s class day', () => {
    const doc: SyllabusDocument = {
      format: 'markdown',
      pages: 1,
      lines: [
        { page: 1, text: 'PSYC 201 Fall 2016', heading: 1 },
        { page: 1, text: 'Class / lab', heading: 5 },
        { page: 1, text: 'Sep 30, Fri | Lab 1: Intro to R', cells: ['Sep 30, Fri', 'Lab 1: Intro to R'], table: 0 },
        { page: 1, text: 'Oct 3, Mon | Quiz 1 in class', cells: ['Oct 3, Mon', 'Quiz 1 in class'], table: 0 },
        { page: 1, text: 'Due dates', heading: 5 },
        { page: 1, text: 'Lab 1: Oct 7, Start of Lab Section', list: 1 },
        { page: 1, text: 'Problem Set 1: Oct 10, Mon, at 12:30pm', list: 1 },
      ],
    };
    expect(brief(doc)).toEqual(['2016-10-03 quiz Quiz 1', '2016-10-07 assignment Lab 1', '2016-10-10 12:30 assignment Problem Set 1']);
  });

  it('does not take a posting date for the event it announces', () => {
    expect(brief(syllabus('Spring 2019', '(2/7) The first midterm, next Friday, February 15, covers sections 11.5 to 14.6.'))).toEqual(['2019-02-15 exam Midterm']);
  });

  it('prefers the date a listing says is due over a session listing of the same lab', () => {
    const doc = syllabus('Spring 2024', ['Deadline', 'Description'], ['Thursday, February 1', 'Lab 1 Step Testing'], 'Sessions', ['Date', 'Description'], ['Friday, January 26', 'Lab 1 Step Testing']);
    const result = extract(doc);
    expect(result.items.map((i) => `${i.date} ${i.title}`)).toEqual(['2024-02-01 Lab 1']);
    expect(result.unplaced[0]?.reason).toMatch(/also listed on another date/);
  });

  it('dates the lines of a “Quizzes and Deadlines” cell by its “Deadline:” line, of the header’s kind, and takes no other column’s text for its work', () => {
    const doc = syllabus(
      'Autumn 2022',
      ['Wk', 'Days', 'Quizzes and Deadlines', 'Topics and Readings'],
      ['2', '08/29\n08/31', 'Essence of Calculus Ch.1\nDeadline: 09/04 11:59pm', 'Topic: Measurement I\nTopic: Measurement II'],
      ['3', '09/05\n09/07', 'Essence of Calculus Ch.2\nProblem Set 1\nDeadline: 09/11 11:59pm', 'Topic: Consumer Preference I'],
    );
    expect(brief(doc)).toEqual(['2022-09-04 23:59 quiz Essence of Calculus Ch.1', '2022-09-11 23:59 assignment Problem Set 1', '2022-09-11 23:59 quiz Essence of Calculus Ch.2']);
  });

  it('keeps two works of one kind but different names apart on one day (“HW#1”, “LabVIEW #1”), and reads labs listed on several class days as sessions', () => {
    const doc = syllabus(
      'Spring 2026',
      ['Date', 'Lecture', 'Lab'],
      ['Wednesday, January 21', 'Introduction', 'Lab #1'],
      ['Wednesday, January 28', 'Digital outputs', 'Lab #1'],
      ['Wednesday, February 04\nHW#1 Due (9AM)\nLabVIEW #1 Due (5PM)', 'What is a DAC', 'Lab #2'],
      ['Wednesday, February 11', 'Encoders', 'Lab #2'],
    );
    const result = extract(doc);
    expect(result.items.map((i) => `${i.date} ${i.title}`)).toEqual(['2026-02-04 HW#1', '2026-02-04 LabVIEW #1']);
    expect(result.unplaced.filter((u) => /several class days/.test(u.reason))).toHaveLength(4);
  });

  it('reads “Project Lab” in a lab column on three weeks, none due, as the lab’s sessions, and keeps what the due column lists', () => {
    const doc = syllabus(
      'CHEM 454 Spring 2021',
      ['Week', 'Week Beginning', 'Lab Activity', 'Due'],
      ['6', '3/01', 'Project Lab', 'Group Meeting'],
      ['7', '3/08', 'Project Lab', ''],
      ['8', '3/15', 'Project Lab', 'Full Draft'],
    );
    const result = extract(doc);
    expect(result.items.map((i) => `${i.date} ${i.title}`)).toEqual(['2021-03-01 Group Meeting', '2021-03-15 Full Draft']);
    expect(result.unplaced.filter((u) => /several class days/.test(u.reason))).toHaveLength(3);
  });

  it('reads “Assignment Due” in a row’s activity cell as the label of the work its description names, not as a second work', () => {
    const doc = syllabus(
      'Fall 2026',
      ['Date', 'Topic', 'Activity', 'Description', 'Due Date'],
      ['9/28/26', 'Project', 'Assignment Due', 'Project proposal due', '9/28/2026'],
      ['12/7/26', 'Project', 'Assignment Due', 'Project Report Due', '12/7/2026'],
    );
    expect(brief(doc)).toEqual(['2026-09-28 project Project proposal', '2026-12-07 project Project Report']);
  });

  it('reads a lab named the same on three class days with no number (“Laboratory exercise, part I”) as sessions, and keeps a weekly piece of writing', () => {
    const doc = syllabus(
      'PHYS 306 Fall 2021',
      'Tuesday, September 7th, 2021 • Logic gates',
      '• Laboratory exercise, part I',
      'Thursday, September 9th, 2021 • Boolean algebra',
      '• Laboratory exercise, part II',
      '• Film response',
      'Tuesday, September 14th, 2021 • Karnaugh maps',
      '• Laboratory exercise, part I',
      '• Film response',
      'Thursday, September 16th, 2021 • Review',
      '• Film response',
      '• First midterm exam',
    );
    const result = extract(doc);
    expect(result.items.map((i) => `${i.date} ${i.title}`)).toEqual(['2021-09-09 Film response', '2021-09-14 Film response', '2021-09-16 Film response', '2021-09-16 First midterm exam']);
    // Left to check, each line once.
    expect(result.unplaced.filter((u) => /several class days/.test(u.reason)).map((u) => u.text)).toEqual(['• Laboratory exercise, part I', '• Laboratory exercise, part II']);
  });

  it('dates the work a row names by its “Due Date” cell, keeps parts “4A” and “4B” apart, and reads “No lecture due to …” as no work', () => {
    const doc = syllabus(
      'Fall 2026',
      ['Date', 'Activity', 'Description', 'Due Date'],
      ['9/30/26', 'Lab', 'Assignment 4A', '10/16/2026'],
      ['10/7/26', 'Lab', 'Assignment 4B', '10/16/2026'],
      ['10/12/26', 'Lecture', 'No lecture due to Fall Break', ''],
    );
    expect(brief(doc)).toEqual(['2026-10-16 assignment Assignment 4A', '2026-10-16 assignment Assignment 4B']);
  });

  it('reads only what is held in class from a topics column when the table has a column of what is due', () => {
    const doc = syllabus('Fall 2018', ['Date', 'Topics', 'Assignment (Due 11:59 PM)'], ['11/13', 'Databases Project', 'HW5 due'], ['12/11', 'Final Presentations', '']);
    expect(brief(doc)).toEqual(['2018-11-13 23:59 assignment HW5', '2018-12-11 project Final Presentations']);
  });

  it('dates each line of a cell by the matching line of the date cell', () => {
    const doc = syllabus('Fall 2018', ['Week', 'Date', 'Assignment'], ['3', '9/18 (Tue)\n9/20 (Thurs)', '\nHW1 due, HW2 released']);
    expect(brief(doc)).toEqual(['2018-09-20 assignment HW1']);
  });

  it('dates a line set above the row’s first date (a cell centred higher than its dates) by that first date', () => {
    const doc = syllabus('Fall 2023', ['Week', 'Date', 'Topic', 'Assignments'], ['10', '\nOct 31\nNov 2', 'Receding Horizon\nModel-Predictive Control\nExamples', 'HW6 Due\nHW7 Out']);
    expect(brief(doc)).toEqual(['2023-10-31 assignment HW6']);
  });
});


describe('what a table’s columns say', () => {
  it('takes the row’s date from a date column whose cells carry words too, and names work in a due column without a kind word', () => {
    const doc = syllabus('Spring 2021', ['', 'Topics', 'Readings and Homework', 'Deliverable/Due Dates'], ['Week 1\nDate: 1/14', 'Welcome', 'Install the software', ''], ['Week 2\nDate: 1/21', 'Maps', 'Census Data Memo', 'Thesis draft'], ['Week 3\nDate: 1/28', 'Power', '', 'Final Paper: You should be revising your draft.']);
    expect(brief(doc)).toEqual(['2021-01-21 assignment Census Data Memo', '2021-01-21 assignment Thesis draft']);
  });

  it('reads an exam over a capitalised line of its cell (“Excel exam” over “Intro to programming”), and a two-letter weekday’s label (“Su. 2/9: 1st self-assessment”, “Fr: Integrity pledge”) as the day, no part of a name', () => {
    const doc = syllabus('JMC Spring 2020', ['Week', 'Date', 'Topics', 'Deadlines'], ['03', 'Jan. 28', 'Tidy data', 'Fr: Integrity pledge'], ['04', 'Feb. 4', 'Excel exam\nIntro to programming', 'Su. 2/9: 1st self-assessment']);
    expect(brief(doc)).toEqual(['2020-01-31 assignment Integrity pledge', '2020-02-04 exam Excel exam', '2020-02-09 assignment 1st self-assessment']);
  });

  it('names a due line naming no work by its column’s kind (“Due Tues 1/15” under “Homework”), and puts a week’s exam on the day another cell gives it (“Midterm I Fri 2/1”)', () => {
    const doc = syllabus('MATH 307 Winter 2019', ['Week', 'Topics', 'Homework', 'Exams'], ['1/14-1/18', 'Separable equations', 'Due Tues 1/15', ''], ['1/28-2/1', 'Midterm I, second order ODEs', 'Due Thurs 1/31', 'Midterm I Fri 2/1 (exam archive)']);
    const result = extract(doc);
    expect(result.items.map((i) => `${i.date} ${i.type} ${i.title}${i.dates ? ' (window)' : ''}`)).toEqual(['2019-01-15 assignment Homework', '2019-01-31 assignment Homework', '2019-02-01 exam Midterm I']);
  });

  it('reads an “ePortfolio” as written work, its name as written', () => {
    expect(brief(syllabus('MLL 774 Fall 2018', 'September 27: ePortfolio due; you should also have had your first project conference by now.'))).toEqual(['2018-09-27 assignment ePortfolio']);
  });

  it('reads “Random Assignment in Practice” and “Organizing Informative Presentations” as what a class is about, not work', () => {
    const doc = syllabus('ECON 379 Spring 2021', 'April 1: Exam 1', 'April 13, 15: Random Assignment in Practice', 'Sept 3: Organizing Informative Presentations', 'May 13: student presentations');
    expect(brief(doc)).toEqual(['2021-04-01 exam Exam 1', '2021-05-13 project Student presentations']);
  });

  it('reads the work a test covers (“Test 1 on HW 1 & 2”, “Midterm covers Homework 3”) as its subject, not work due that day', () => {
    const doc = syllabus('ENGR 21 Fall 2026', ['Week', 'Date', 'HW', 'Topic', 'Test'], ['7', 'Tue, Sep 22', '', 'Floating Point', 'Test 1 on HW 1 & 2'], ['8', 'Thu, Sep 24', 'HW 3', 'Floating Point', ''], ['9', 'Tue, Oct 6', '', 'Review', 'Midterm covers Homework 3']);
    expect(brief(doc)).toEqual(['2026-09-22 exam Test 1', '2026-09-24 assignment HW 3', '2026-10-06 exam Midterm']);
  });

  it('reads a bare kind a cell says is submitted (“Submit project ideas” under “Project”) as that work, and a bare kind alone there as a topic', () => {
    const doc = syllabus('GEOG 490 Winter 2022', ['Week', 'Date', 'Lecture', 'Project'], ['5', 'Jan 31, 2022', 'Machine learning', 'Submit project ideas'], ['9', 'Feb 28, 2022', 'Discussion', 'Project']);
    expect(brief(doc)).toEqual(['2022-01-31 project Project']);
  });

  it('reads a bare word of the kind a column’s header names (“Proposal” under “Project”) as one of its parts, beside a due column too', () => {
    const doc = syllabus('CRD 230 Winter 2021', ['Date', 'Topic', 'Readings', 'Assignment', 'Project'], ['16-Feb', 'Spatial autocorrelation', 'Handout 6', 'HW 3', ''], ['23-Feb', 'Linear regression', 'Handout 7', '', 'Proposal'], ['2-Mar', 'StoryMaps', 'Handout 8', '', 'Project']);
    expect(brief(doc)).toEqual(['2021-02-16 assignment HW 3', '2021-02-23 project Proposal']);
  });

  it('names work without a kind word in a “Tasks” or “Case Study” column, unless another column lists what is due; a holiday there is no work', () => {
    const doc = syllabus(
      'GEO 511 Fall 2019',
      ['Week', 'Date', 'Tasks', 'Case Study'],
      ['1', '8/27/19', 'Getting Started', 'Your first script'],
      ['12', '11/12/19', 'Project Peer Review', 'Dynamic graph of daily temperatures'],
      ['13', '11/19/19', 'Thanksgiving Week (Tuesday Class Optional)', '-'],
    );
    expect(brief(doc)).toEqual([
      '2019-08-27 assignment Getting Started',
      '2019-08-27 assignment Your first script',
      '2019-11-12 project Project Peer Review',
      '2019-11-12 assignment Dynamic graph of daily temperatures',
    ]);
    const beside = syllabus('MIS 538 Fall 2017', ['Date', 'Topic', 'Tasks', 'Deliverable'], ['Aug. 28', 'Introduction', 'Assign teams', ''], ['Sept. 11', 'Processes', 'Review videos', 'Team charter']);
    expect(brief(beside)).toEqual(['2017-09-11 assignment Team charter']);
  });

  it('reads a release word that begins a title’s next word as part of the name (“Lab 5 Open Loop Optimization”), and “Lab 6 out Friday” as a release', () => {
    const doc = syllabus('CBE 30338 Spring 2024', ['Deadline', 'Description'], ['Monday, April 8', 'Lab 5 Open Loop Optimization'], ['Friday, April 12', 'Lab 6 out Friday']);
    expect(brief(doc)).toEqual(['2024-04-08 assignment Lab 5']);
  });

  it('reads a book’s chapter under an “Assignment” header as a reading (“Casebook, Chap. 3, § 1”), under a quiz header as the quiz’s name', () => {
    const doc = syllabus('Winter 2025', ['Date', 'Topic', 'Assignment'], ['January 6', 'Employment as a relationship', 'Casebook, Chap. 1'], ['January 13', 'Identifying Employees', 'Casebook, Chap. 3, § 1'], ['January 15', 'OpenIntro', 'OpenIntro Ch. 2, Sections 2.1–2.3'], ['January 27', 'Privacy', 'Assignment 1 due']);
    expect(brief(doc)).toEqual(['2025-01-27 assignment Assignment 1']);
    const quizzes = syllabus('Autumn 2022', ['Week', 'Topics', 'Quizzes and Deadlines'], ['Week 8', 'Derivatives', 'Essence of Calculus Ch.8\nDeadline: 10/24 11:59pm']);
    expect(brief(quizzes)).toEqual(['2022-10-24 23:59 quiz Essence of Calculus Ch.8']);
  });

  it('reads a numbered lab in a topics column (“Lab 04: Markov Chain Monte Carlo”) as the day’s lab session, unless it says it is due', () => {
    const doc = syllabus(
      'CEVE 543 Fall 2023',
      ['Week', 'Date', 'Topic', 'Slides'],
      ['1', 'Mon., Aug. 21', 'Welcome', ''],
      ['', 'Fri., Aug. 25', 'Lab 01: Setting up Julia, GitHub, and Quarto', 'slides'],
      ['', 'Fri., Sep. 15', 'Lab 04: Markov Chain Monte Carlo', ''],
      ['', 'Fri., Sep. 22', 'Module 1 exam', ''],
      ['', 'Fri., Sep. 29', 'Lab 04 due', ''],
    );
    expect(brief(doc)).toEqual(['2023-09-22 exam Module 1 exam', '2023-09-29 assignment Lab 04']);
  });

  it('reads a numbered quiz listed in a readings column (“Lecture 7 + Quiz 2”) as held that day, and the readings around it as nothing', () => {
    const doc = syllabus('STATS 141 Spring 2026', ['Week', 'Date', 'Topic', 'Readings / Prep', 'Due'], ['3', '2026-04-17', 'The normal distribution', 'Lecture 7 + Quiz 2', ''], ['4', '2026-04-24', 'Z-test', 'Chapter 5; study for Quiz 3', 'Activity 4']);
    expect(brief(doc)).toEqual(['2026-04-17 quiz Quiz 2', '2026-04-24 assignment Activity 4']);
  });

  it('numbers the work of a “PSet Due” column by its cells, and reads the numbers under “PSet Out” as releases', () => {
    const result = extract(syllabus('ECON 210 Spring 2022', ['', 'Date', 'Topic', 'PSet Out', 'PSet Due'], ['1', 'Mar 28', 'Logistics', '1', '–'], ['4', 'Apr 6', 'Review of Statistics', '2', '1'], ['6', 'Apr 13', 'Causal Inference', '3', '2']));
    expect(result.items.map((i) => `${i.date} ${i.title}`)).toEqual(['2022-04-06 Pset 1', '2022-04-13 Pset 2']);
    expect(result.unplaced).toEqual([]);
  });

  it('reads a blog as work (“Chapter 1 blog due Friday” in a notes column is due that Friday of the row’s week)', () => {
    const doc = syllabus('Spring 2023', ['Week', 'Dates', 'Topics', 'Notes'], ['2', 'Jan 17, 19', 'Introduction to R', 'Chapter 1 blog due Friday'], ['3', 'Jan 24, 26', 'Tidyverse', '']);
    expect(brief(doc)).toEqual(['2023-01-20 assignment Chapter 1 blog']);
  });

  it('reads a row with fewer cells than its header has columns (a web table whose header names a kind past the row’s end)', () => {
    const doc = syllabus('Autumn 2003', ['Week', 'Date', 'Lecture', 'Lab'], ['6', 'M – Oct. 20', 'MIDTERM I'], ['7', 'W – Nov. 19', 'MIDTERM II']);
    expect(brief(doc)).toEqual(['2003-10-20 exam Midterm I', '2003-11-19 exam Midterm II']);
  });

  it('dates a row’s work by its due column, not by the column of the day it is handed out', () => {
    const doc = syllabus('Fall 2023', ['', 'Available', 'Due', 'Solution'], ['Homework 0', 'Sept 5, 10am', 'Sept 7, 10:00 am', ''], ['Midterm project', 'Oct 17, 10am', 'Oct 23, 11:59 pm', 'link']);
    expect(brief(doc)).toEqual(['2023-09-07 10:00 assignment Homework 0', '2023-10-23 23:59 project Midterm project']);
  });

  it('dates a row’s named work by its due date when the column for what is due is empty in that row', () => {
    const doc = syllabus('Fall 2023', ['', 'Available', 'Due', 'Assignment', 'Solution'], ['Homework 0', 'Sept 5, 10am', 'Sept 7, 10:00 am', '', ''], ['Homework 1', 'Sept 14, 10am', 'Sept 23, 11:59 pm', '', '']);
    expect(brief(doc)).toEqual(['2023-09-07 10:00 assignment Homework 0', '2023-09-23 23:59 assignment Homework 1']);
  });

  it('reads "Assign:" as a release label and "Due: None" as nothing due', () => {
    const doc = syllabus(
      'Summer 2019',
      ['Date', 'Topics', 'Due & Assign Date'],
      ['May 27', 'None', 'Assign:\nNone\nDue:\n● Project Proposal (via email by 11:59 pm)'],
      ['May 31', 'Detailed motivations of nonlinear data analysis\nSpecific force', 'Assign:\nNone\nDue:\nNone'],
    );
    expect(brief(doc)).toEqual(['2019-05-27 23:59 project Project Proposal']);
  });

  it('reads no work in a due column’s cell that hands out a sheet or asks to begin something', () => {
    const doc = syllabus(
      'Spring 2022',
      ['Date', 'Assignments'],
      ['Feb 16', 'Read the Defining Rhetoric assignment sheet and begin work on it.'],
      ['Feb 21', 'Draft of Rhetorical Definition.'],
      ['Mar 2', 'Begin considering topics for your research essay.'],
    );
    expect(brief(doc)).toEqual(['2022-02-21 assignment Draft of Rhetorical Definition']);
  });

  it('reads no work in the description a dash sets after a row’s work', () => {
    const doc = syllabus(['Points', 'Assignment Summary', 'Due Date'], ['15', 'Paper Draft - An approximately 5,000 word draft of a final paper targeting a single graphic novel.', 'Sunday, July 11, 2021']);
    expect(brief(doc)).toEqual(['2021-07-11 assignment Paper Draft']);
  });

  it('reads a date a narrow column wrapped onto two lines', () => {
    const doc = syllabus('EC 200 Spring 2022', ['Week', 'Date', 'Day', 'Topic', 'Submissions'], ['', '20\nJan', 'Th', 'Probability review', 'VQ1 (CH2)'], ['', '01\nFeb', 'Tu', 'Lab 2: Do-files', 'Lab 1 due'], ['', 'Feb\n17', 'Th', 'Hypothesis testing', 'PS2 due']);
    expect(brief(doc)).toEqual(['2022-01-20 assignment VQ1 (CH2)', '2022-02-01 assignment Lab 1', '2022-02-17 assignment PS2']);
  });

  it('names an item by its whole cell under a due column', () => {
    const doc = syllabus(['Assignment', 'Due Date', 'Value'], ['Final Project: Mockup', 'November 17, 2023', '15%'], ['Final Project: Report', 'December 13, 2023', '25%']);
    expect(brief(doc)).toEqual(['2023-11-17 project Final Project: Mockup', '2023-12-13 project Final Project: Report']);
  });

  it('reads a weekday in the cell beside a date to tell the year', () => {
    const doc = syllabus(['W', '8/20', 'Introduction', ''], ['F', '9/19', 'Exam #1', ''], ['M', '11/10', 'Exam #2', '']);
    const result = extract(doc);
    expect(result.items.map((i) => `${i.date} ${i.title}`)).toEqual(['2025-09-19 Exam #1', '2025-11-10 Exam #2']);
    expect(result.items.every((i) => i.flags.includes('year-inferred'))).toBe(true);
  });

  it('takes a grading table’s row with a date as its work, even a kind’s word alone, but not a row with no date', () => {
    const doc = syllabus('STAT 101 Fall 2024', ['Component', 'Weight', 'Date'], ['Homework', '20%', 'weekly'], ['Midterm', '25%', 'Oct 14'], ['Project', '20%', 'Nov 22'], ['Final exam', '35%', 'Dec 12']);
    expect(brief(doc)).toEqual(['2024-10-14 exam Midterm', '2024-11-22 project Project', '2024-12-12 exam Final exam']);
  });

  it('reads a line under “Deliverables / Notes” that says neither a kind nor due as a note, and “Replaces Midterm” as no exam', () => {
    const doc = syllabus(
      'PSYC 3045 Spring 2026',
      ['Day', 'Date', 'Topic / Activity', 'Deliverables / Notes'],
      ['Thu', 'Jan 29', 'Stair Lab (Field Trip)', 'Logistics Critical'],
      ['Thu', 'Feb 19', 'Finger Wiggling', 'Heavy Theory Week'],
      ['Thu', 'Mar 05', 'Lab Dossier Check-in', 'Term Paper 2 due (Fri) Replaces Midterm'],
      ['Tue', 'Mar 10', 'Affordances', 'Reading response 4'],
    );
    expect(brief(doc)).toEqual(['2026-03-06 assignment Term Paper 2', '2026-03-10 assignment Reading response 4']);
  });

  it('reads a schedule cell holding only work held in class (“April 6 | Presentations”) as that day’s', () => {
    const doc = syllabus('Neural Data Science, Spring 2022', ['Date', 'Topic'], ['April 4', 'Discussion / catchup **HW9 due**'], ['April 6', 'Presentations'], ['April 8', 'Projects and their reports']);
    expect(brief(doc)).toEqual(['2022-04-04 assignment HW9', '2022-04-06 project Presentations']);
  });

  it('takes a due cell that names no work ("due by 11:59pm") as the deadline of the work its row names', () => {
    const doc = syllabus('ART 120 Fall 2024', ['Date', 'Details', 'Due'], ['Thu Sep 5, 2024', 'Sketchbook check 1', 'due by 11:59pm'], ['Mon Sep 16, 2024', 'Critique 1: Line', 'due by 9am'], ['Wed Oct 30, 2024', 'Class meeting: studio day', '']);
    expect(brief(doc)).toEqual(['2024-09-05 23:59 assignment Sketchbook check 1', '2024-09-16 09:00 assignment Critique 1: Line']);
  });

  it('times the work its row names by a due cell that names no work, a quiz or an exam too', () => {
    const doc = syllabus('CHEM 101 Fall 2019', ['Date', 'Details', 'Due'], ['Mon Sep 9, 2019', 'Reading Quiz 1', 'due by 11:59pm'], ['Mon Oct 14, 2019', 'Midterm Exam', '10am to 11:15am'], ['Fri Nov 1, 2019', 'Peer review of draft', 'due by 11:59pm']);
    expect(brief(doc)).toEqual(['2019-09-09 23:59 quiz Reading Quiz 1', '2019-10-14 10:00 exam Midterm Exam', '2019-11-01 23:59 assignment Peer review of draft']);
  });

  it('gives a row with its date cell left blank the date of the row above, but not a row with a label in the date’s place', () => {
    const summary = syllabus('CHEM 101 Fall 2019', ['Date', 'Details', 'Due'], ['Mon Sep 9, 2019', 'Reading Quiz 1', 'due by 11:59pm'], ['', 'Discussion: Introductions', 'due by 11:59pm'], ['', '', '']);
    expect(brief(summary)).toEqual(['2019-09-09 23:59 quiz Reading Quiz 1', '2019-09-09 23:59 assignment Discussion: Introductions']);
    const schedule = syllabus('PHYS 110 Fall 2025', ['Weekday', 'Date', 'Chapter', 'Topic', 'Activities'], ['F', '8/29', '2', 'Vector Multiplication', 'Quiz 1'], ['Lab', '', '1', 'Measurement', 'Lab report 1 due']);
    expect(brief(schedule)).toEqual(['2025-08-29 quiz Quiz 1']);
  });

  it('dates the work of a "due next class" column at the next dated row, and leaves the last row’s for review', () => {
    const doc = syllabus('ENGL 101 Fall 2019', ['Date', 'In Class', 'Homework (due next class)'], ['Thurs. 9/5', 'Ch. 1 discussion', 'Journal #1'], ['Tues. 9/10', 'Conferences', ''], ['Thurs. 9/12', 'Workshop', 'Journal #2']);
    const result = extract(doc);
    expect(result.items.map((i) => `${i.date} ${i.title}`)).toEqual(['2019-09-10 Journal #1']);
    expect(result.unplaced.map((u) => u.text)).toEqual(['Thurs. 9/12 | Workshop | Journal #2']);
  });

  it('reads a due cell that a semicolon parts into work as one item per part, but not a list of chapters', () => {
    const doc = syllabus('MATH 221 Spring 2020', ['Date', 'Topic', 'Assignment Due'], ['W 1/22', 'Derivatives', 'WebAssign 2; Worksheet A'], ['F 1/24', 'Rates', 'Quiz Ch4 (103-106); Ch12 (395-420)']);
    expect(brief(doc)).toEqual(['2020-01-22 assignment WebAssign 2', '2020-01-22 assignment Worksheet A', '2020-01-24 quiz Quiz Ch4 (103-106); Ch12 (395-420)']);
  });

  it('takes work a class column says is due, beside a column of homework', () => {
    const doc = syllabus('ENGL 101 Fall 2019', ['Date', 'In Class', 'Homework'], ['Tues. 9/10', 'Peer workshop', 'DUE: Essay 1 rough draft'], ['Tues. 9/17', 'Essay 1 final draft due', 'Read Ch. 3'], ['Thurs. 9/19', 'Discuss Essay 2 (due next week)', '']);
    expect(brief(doc)).toEqual(['2019-09-10 assignment Essay 1 rough draft', '2019-09-17 assignment Essay 1 final draft']);
  });

  it('splits two header cells a PDF set together ("Topics Assignments" over an empty one)', () => {
    const doc = syllabus('Spring 2025', ['Week', 'Dates', 'Topics Assignments', ''], ['1', 'Jan 14', 'Dynamics and stability', ''], ['2', 'Jan 21', 'Optimization', 'HW 0']);
    expect(brief(doc)).toEqual(['2025-01-21 assignment HW 0']);
  });
});

describe('deadlines said without the word "due"', () => {
  it('reads "submit … no later than", "must be turned in by" and "submit your … by" as deadlines, naming the work by its sentence', () => {
    const doc = syllabus(
      'ENGL 102 Fall 2024',
      'Write a 1000-word argumentative essay and submit it no later than October 3.',
      'The annotated bibliography must be turned in by November 12.',
      'The research paper is due at the start of class on December 5.',
      'Submit your reflection by 11:59 pm on September 20.',
      'Peer reviews are due December 8.',
    );
    expect(brief(doc)).toEqual([
      '2024-09-20 23:59 assignment Reflection',
      '2024-10-03 assignment Essay',
      '2024-11-12 assignment Annotated bibliography',
      '2024-12-05 assignment Research paper',
      '2024-12-08 assignment Peer reviews',
    ]);
  });
});

describe('deadlines stated against the schedule', () => {
  it('dates "the Friday of week 5" by the schedule’s numbered weeks, and leaves "the last class session" or "one week after" for a person to check', () => {
    const doc = syllabus('PHIL 110 Spring 2025', 'Week 4 (Feb 3): Plato', 'Week 5 (Feb 10): Aristotle', 'Assignments', 'The reflection essay is due the Friday of week 5.', 'The final paper is due at the last class session.', 'The revised essay is due one week after the draft is returned.');
    doc.lines[3]!.heading = 2;
    const result = extract(doc);
    expect(brief(doc)).toEqual(['2025-02-14 assignment Reflection essay']);
    expect(result.unplaced.map((u) => u.text)).toEqual(['The final paper is due at the last class session.', 'The revised essay is due one week after the draft is returned.']);
  });
});

describe('lines of a plain list of deadlines', () => {
  it('names work after the date a line opens with, gives a numbered heading’s work its number, and keeps a line ended by its date apart from the next', () => {
    const lines = ['HIST 250: Modern Europe, Fall 2024', 'Homework 3', 'Due: Friday, October 4 at 5pm', 'Book review — due Sept 27', 'Sept 11 – Sketchbook check 2 due', 'Research proposal due Friday, Oct. 11 by midnight', 'Peer review of drafts is due on Nov. 8.'];
    const doc: SyllabusDocument = { format: 'text', pages: 1, lines: lines.map((text) => ({ page: 1, text })) };
    expect(brief(doc)).toEqual([
      '2024-09-11 assignment Sketchbook check 2',
      '2024-09-27 assignment Book review',
      '2024-10-04 17:00 assignment Homework 3',
      '2024-10-11 23:59 project Research proposal',
      '2024-11-08 assignment Peer review of drafts',
    ]);
  });
});

describe('lines a plain-text file does not mark as paragraphs', () => {
  it('starts a new entry at a line that opens with its own label, never joining it to the deadline above', () => {
    const lines = ['Urban Economics, Spring 2025', 'Deadline: Friday 14 March 2025, 12:00 — Essay 1, on housing markets and zoning', 'Presentation: 12.03.'];
    const doc: SyllabusDocument = { format: 'text', pages: 1, lines: lines.map((text) => ({ page: 1, text })) };
    expect(brief(doc)).toEqual(['2025-03-12 project Presentation', '2025-03-14 12:00 assignment Essay 1']);
  });
});

describe('European dates', () => {
  it('reads “Friday 09/11” day first in a fall term whose 9 November is a Friday and 11 September is not, beside month-first week headings', () => {
    const doc = syllabus('Data Science Fall 2018', 'Week 03, 11/05 - 11/09: Visualization', '• Friday 09/11 at 23:59', 'Due assignment 1', 'Week 04, 11/12 - 11/16: Networks', 'Quiz 2 on Tuesday 11/13');
    expect(brief(doc)).toEqual(['2018-11-09 assignment Assignment 1', '2018-11-13 quiz Quiz 2']);
  });

  it('reads "12.03." as the 12th of March, in a schedule’s cells and beside a kind’s word alone', () => {
    const doc = syllabus('Urban Economics, Spring 2025', 'Presentation: 12.03.', 'Term paper: 30.04.2025, 23:59', ['Date', 'Topic', 'Assessment'], ['04.03.', 'Cities', ''], ['11.03.', 'Land', 'Problem set 1'], ['18.03.', 'Housing', 'Quiz']);
    expect(brief(doc)).toEqual(['2025-03-11 assignment Problem set 1', '2025-03-12 project Presentation', '2025-03-18 quiz Quiz', '2025-04-30 23:59 assignment Term paper']);
  });

  it('reads a weekday joined to its date by a hyphen ("FRI-14-JAN")', () => {
    const doc = syllabus('DSC 205 Spring 2022', ['DATE', 'TOPIC', 'TEST'], ['WED-12-JAN', 'Overview', 'ENTRY QUIZ'], ['FRI-04-FEB', 'Vectors', 'TEST 1']);
    expect(brief(doc)).toEqual(['2022-01-12 quiz Entry Quiz', '2022-02-04 exam Test 1']);
  });

  it('reads "07. SEP" as the 7th of September, and a row named by a kind’s word alone as that work, due in its deadline column', () => {
    const doc = syllabus('DAT650 Fall 2021', ['Lab', 'Tuesday', 'Topic', 'Deadline'], ['1', '24. AUG', 'Data structures', '07. SEP'], ['Project', '21. SEP', 'Projects', '19. OCT'], 'Chapter 7. September is spent on review.');
    expect(brief(doc)).toEqual(['2021-09-07 assignment Lab 1', '2021-10-19 project Project']);
  });
});

describe('the last class session', () => {
  it('dates work due at the last class session by the schedule’s last dated class, not its final exam', () => {
    const doc = syllabus('MGMT 500 Fall 2024', ['Date', 'Topic', 'Deliverable'], ['Sept 9', 'Intro', ''], ['Sept 16', 'Strategy', 'Case 1'], ['Sept 23', 'Markets', ''], ['Oct 14', 'Wrap-up', ''], ['Oct 21', 'Final exam', ''], 'All reports are due on the last class session.');
    expect(brief(doc)).toEqual(['2024-09-16 assignment Case 1', '2024-10-14 assignment Reports', '2024-10-21 exam Final exam']);
  });
});

describe('a month written once over its days', () => {
  it('reads a meeting’s number before the row’s own later date as no day (“8 | 9/22” under “Meeting | Date”, where a row shifted into the first column dated it)', () => {
    const doc = syllabus(
      'BI 271 Fall 2017',
      ['Meeting', 'Date', 'Day', 'Lecture', 'Assignments'],
      ['5', '9/15', 'F', 'Niche', ''],
      ['6', '9/18', 'M', 'Animals', ''],
      ['7', '9/20', 'W', 'Plants', ''],
      ['8', '9/22', 'F', 'Behavior', 'Paper critique I due'],
      ['10/16', 'M', 'Fall recess (no class)', '', ''],
      ['12', '10/2', 'M', 'Review', 'Problem set I due'],
    );
    expect(brief(doc)).toEqual(['2017-09-22 assignment Paper critique I', '2017-10-02 assignment Problem set I']);
    // A day before the row's later date is that day ("30 | Sept 1" under "Tue | Thu").
    expect(brief(syllabus('Fall 2022', ['Tue', 'Thu'], ['Aug 23', '25'], ['30 Quiz 1', 'Sept 1']))).toEqual(['2022-08-30 quiz Quiz 1']);
  });

  it('reads a line opening with a weekday and a day under a month heading ("Tue 18 - Introduction")', () => {
    const doc = syllabus('BIOL 300 Spring 2022', 'January', 'Tue 18 - Introduction', 'Thu 20 - Cells; Quiz 1', 'February', 'Thu 3 - Exam 1');
    expect(brief(doc)).toEqual(['2022-01-20 quiz Quiz 1', '2022-02-03 exam Exam 1']);
  });

  it('dates a list whose lines open with a day alone by the month heading above it, a weekday after the day no part of a name', () => {
    const doc = syllabus('BIO 210 Spring 2025', 'March', '- 3: Quiz 4', '- 10: Lecture on cell signalling', '- 17 — Essay 2 due', 'April', '- 7 Mon Midterm exam', '- 21 - Lab report 3 due');
    expect(brief(doc)).toEqual(['2025-03-03 quiz Quiz 4', '2025-03-17 assignment Essay 2', '2025-04-07 exam Midterm exam', '2025-04-21 assignment Lab report 3']);
  });


  it('dates the lines after a line opening with its date by their day and weekday ("Jan 09 T Introduction" over "16 T Variation")', () => {
    const doc = syllabus('BIOL 522 Spring 2024', 'Schedule', 'Jan 09 T Introduction: scope of course', 'Probability 1', '11 H Probability 3', '16 T Describing phenotypic variation', 'Homework 1 due.', '18 H Genomes', 'Feb 01 H Gene genealogies', '06 T Coalescent models', 'Homework 2 due.');
    expect(brief(doc)).toEqual(['2024-01-16 assignment Homework 1', '2024-02-06 assignment Homework 2']);
    // Without a weekday after it, a number opening a line is no day of that month: the work stays on the date above.
    expect(brief(syllabus('BIOL 522 Spring 2024', 'Jan 09 Introduction', '16 students per lab section', 'Homework 1 due.'))).toEqual(['2024-01-09 assignment Homework 1']);
  });
  it('names the work of such a line after its day, and takes no reading for work', () => {
    const result = extract(syllabus('PHYS 101 Fall 2024', 'October', '- 8: Reading due: chapter 5', '- 15: Portfolio due'));
    expect(result.items.map((i) => `${i.date} ${i.title}`)).toEqual(['2024-10-15 Portfolio']);
    expect(result.unplaced.map((u) => u.text)).toEqual(['- 8: Reading due: chapter 5']);
  });

  it('dates a table with no header under a month heading by the days in its first column', () => {
    const doc = syllabus('HIST 120 Fall 2024', 'October', ['7', 'Reconstruction', ''], ['9', 'The Gilded Age', 'Response paper 2 due'], ['16', 'Midterm exam', '']);
    expect(brief(doc)).toEqual(['2024-10-09 assignment Response paper 2', '2024-10-16 exam Midterm exam']);
  });
});

describe('one name, several dates', () => {
  it('makes one item per listed date, numbered when the name is plural', () => {
    expect(brief(syllabus('Spring 2020', '(9%) 8 10-point homework assignments, due 01/16, 01/30, 02/13', '2 in-class exams (Thu 3/12, Thu 5/7)'))).toEqual([
      '2020-01-16 assignment Homework 1',
      '2020-01-30 assignment Homework 2',
      '2020-02-13 assignment Homework 3',
      '2020-03-12 exam Exam 1',
      '2020-05-07 exam Exam 2',
    ]);
  });

  it('reads a grading row naming several of a kind over a cell of their dates (“Short Assignments (3) | 45 | Jul. 16, Jul. 21, Aug. 04”) as one item per date', () => {
    const doc = syllabus('WDW235 Summer 2020', ['Assignment', 'Weight', 'Due'], ['Short Assignments (3)', '45', 'Jul. 16, Jul. 21, Aug. 04'], ['Book Project: Digital Exhibit', '35', 'Aug. 14']);
    expect(brief(doc)).toEqual(['2020-07-16 assignment Assignment 1', '2020-07-21 assignment Assignment 2', '2020-08-04 assignment Assignment 3', '2020-08-14 project Book Project: Digital Exhibit']);
  });

  it('reads days listed after a month (“June 2,4,6”, “Dec 1, 3 and 8”) as dates of that month, each a day of the one thing the line names', () => {
    expect(brief(syllabus('Spring 2014', 'Friday, June 2,4,6 -- Project presentations', 'Dec 1, 3 and 8: Quiz', 'Oct 3, 12 pages: Essay 1 due', 'Sep 5, 10:00 pm: Lab 1 due'))).toEqual([
      '2014-06-02 project Project presentations',
      '2014-06-04 project Project presentations',
      '2014-06-06 project Project presentations',
      '2014-09-05 22:00 assignment Lab 1',
      '2014-10-03 assignment Essay 1',
      '2014-12-01 quiz Quiz',
      '2014-12-03 quiz Quiz',
      '2014-12-08 quiz Quiz',
    ]);
  });

  it('reads work a line opens with its weight (“15% Essay Prospectus (500 words) 1 November, 5pm”) and blog posts as graded work', () => {
    expect(brief(syllabus('Fall 2024', '15% Essay Prospectus (500 words) 1 November, 5pm', '20% Four Reading Analysis Blog Posts (2,500) 29 November, 5pm'))).toEqual([
      '2024-11-01 17:00 assignment Essay',
      '2024-11-29 17:00 assignment Four Reading Analysis Blog Posts',
    ]);
  });

  it('reads “Final Exam: TBA” as not yet dated, and a bullet after a sentence’s end as a sentence of its own', () => {
    const result = extract(syllabus('Fall 2026', 'Exams: Exam 1: Mon Sep 28, class time; Final Exam: TBA. Crib sheets are allowed. • Quiz 3 on the reading. • Quiz 4 on Friday, October 2.'));
    expect(result.items.map((i) => `${i.date} ${i.title}`)).toEqual(['2026-09-28 Exam 1', '2026-10-02 Quiz 4']);
    expect(result.unplaced.map((u) => u.reason)).toContain('"Final Exam" has no fixed date yet (to be announced or self-scheduled).');
  });

  it('reads “Homework 1 released, due 2/3” as due on 2/3, and “PSet 2” and “Problem Set 2” on one day as one work', () => {
    expect(brief(syllabus('Spring 2023', 'Homework 1 released, due 2/3', 'Feb 14: PSet 2 due', 'Problem Set 2 due Feb 14 by 11:59 pm'))).toEqual([
      '2023-02-03 assignment Homework 1',
      '2023-02-14 23:59 assignment Problem Set 2',
    ]);
  });

  it('reads work a week lists as “(Given)” as handed out, and only “(Due)” or “(Given and Due)” work as due that week', () => {
    const doc = documentOf(
      'markdown',
      { text: 'BADM 2301 Fall 2015', heading: 1 },
      { text: 'Week 3 - 9/14/15', heading: 2 },
      { text: 'Assignment(s):' },
      { text: 'IS Analysis Paper (Due)', list: 1, opens: true },
      { text: 'Documents Lab Assignment (Given and Due)', list: 1, opens: true },
      { text: 'Group Project Mid-term Pitch (Given)', list: 1, opens: true },
    );
    expect(extract(doc).unplaced.map((line) => line.text)).toEqual(['IS Analysis Paper (Due)', 'Documents Lab Assignment (Given and Due)']);
  });

  it('reads a list of dates a clause introduces (“are due … on the following dates:”), and a kind’s “dates:” as several of it', () => {
    const doc = syllabus('ECON 201 Fall 2025', 'Problem sets are due at the beginning of class on the following dates: Sep 12, Sep 26 and Oct 10.', 'Quiz dates: 9/10, 9/24');
    expect(brief(doc)).toEqual([
      '2025-09-10 quiz Quiz 1',
      '2025-09-12 assignment Problem set 1',
      '2025-09-24 quiz Quiz 2',
      '2025-09-26 assignment Problem set 2',
      '2025-10-10 assignment Problem set 3',
    ]);
  });

  it('makes a bare kind labelled with a list of dates one item per date (“Presentations: April 28, 30 and May 2”)', () => {
    expect(brief(syllabus('Spring 2025', 'Presentations: April 28, 30 and May 2', 'Midterm exam: March 6'))).toEqual([
      '2025-03-06 exam Midterm exam',
      '2025-04-28 project Presentation 1',
      '2025-04-30 project Presentation 2',
      '2025-05-02 project Presentation 3',
    ]);
  });

  it('labels each date of a list by its section, and never takes a section’s number for an hour', () => {
    const doc = syllabus('Fall 2015', 'FINAL EXAM\n– Section 01 Thursday December 10th 12pm to 3pm\n– Section 02 Monday December 14th 12pm to 3pm');
    expect(brief(doc)).toEqual(['2015-12-10 12:00 exam Final Exam (Section 01)', '2015-12-14 12:00 exam Final Exam (Section 02)']);
  });

  it('numbers a listed range from its first number, and labels each date by the section written after it', () => {
    const doc = syllabus('Fall 2024', 'Quizzes 1–3: Sept 12, Oct 10, Nov 14', 'Final exam: Dec 12 (Section 1), Dec 13 (Section 2)');
    expect(brief(doc)).toEqual(['2024-09-12 quiz Quiz 1', '2024-10-10 quiz Quiz 2', '2024-11-14 quiz Quiz 3', '2024-12-12 exam Final exam (Section 1)', '2024-12-13 exam Final exam (Section 2)']);
  });

  it('keeps one name and one date when the second date is about something else', () => {
    expect(brief(syllabus('Fall 2022', 'Essays are due Oct 3, returned Oct 17'))).toEqual(['2022-10-03 assignment Essays']);
  });

  it('names the stages a grading table’s cell dates after the work its row names (“Primary Source Analysis #1 | Complete Draft: Tues, Feb 17 …”), and reads a weekday after a colon as the date’s', () => {
    const doc = syllabus(
      'HIST 430 Spring 2026',
      ['Assignment', '% of Grade', 'Due Date'],
      ['Primary Source Analysis #1', '5%', 'Complete Draft: Tues, Feb 17 Final Draft: Tues, Feb 24'],
      ['Annotated Bibliography', '5%', 'Tues, March 10'],
      'Schedule',
      'Due: Tues, March 10 Annotated Bibliography and Historiographical Outline (via Canvas)',
    );
    expect(brief(doc)).toEqual(['2026-02-17 assignment Primary Source Analysis #1: Draft', '2026-02-24 assignment Primary Source Analysis #1: Final Draft', '2026-03-10 assignment Annotated Bibliography and Historiographical Outline']);
  });

  it('reads a checkpoint or milestone after a work and its date (“Lab 2: 4/3, Checkpoint on 3/27”) as that work’s stage, and two stages of one numbered work as no conflict', () => {
    expect(brief(syllabus('Spring 2018', '- Lab 2: 4/3, Checkpoint on 3/27', '- Lab 3: due 4/13, checkpoint 4/6', '- Project 2: Milestone 3/27, Final 4/3', '- Midterm 3/12, Final 5/6'))).toEqual([
      '2018-03-12 exam Midterm',
      '2018-03-27 assignment Lab 2: Checkpoint',
      '2018-03-27 project Project 2: Milestone',
      '2018-04-03 assignment Lab 2',
      '2018-04-03 project Project 2: Final',
      '2018-04-06 assignment Lab 3: Checkpoint',
      '2018-04-13 assignment Lab 3',
      '2018-05-06 exam Final',
    ]);
    expect(extract(syllabus('Spring 2018', '- Project 2: Milestone 3/27, Final 4/3')).items.flatMap((i) => i.flags)).toEqual([]);
  });

  it('reads the stages of one work, each with its date, as that work’s, its “Final” handed in like it', () => {
    expect(brief(syllabus('Spring 2024', '- Research Essay: Proposal 3/8, Draft 4/5, Final 4/19', '- Lab Report: proposal due 3/1; draft due 3/20; final due 4/2', '- Midterm 3/12, Final 5/6', '- Final Project: Proposal 4/22, Draft 4/29, Final 5/8'))).toEqual([
      '2024-03-01 assignment Lab Report: proposal',
      '2024-03-08 assignment Research Essay: Proposal',
      '2024-03-12 exam Midterm',
      '2024-03-20 assignment Lab Report: Draft',
      '2024-04-02 assignment Lab Report: Final',
      '2024-04-05 assignment Research Essay: Draft',
      '2024-04-19 assignment Research Essay: Final',
      '2024-04-22 project Final Project: Proposal',
      '2024-04-29 project Final Project: Draft',
      '2024-05-06 exam Final',
      '2024-05-08 project Final Project: Final',
    ]);
  });
});

describe('a date or a due line governs what is under it', () => {
  it('keeps a date line’s day over a long labelled entry (“reading: Thomas Jefferson, …”) down to the “due:” line below it', () => {
    const doc = syllabus('UWS 1 Fall 2012', 'September 12 (W)', ': Religious liberty in Virginia', ': reading: Thomas Jefferson, Virginia Statute for Religious Freedom (CP 3); James Madison, "Memorial and Remonstrance Against Religious Assessments" (CP 4)', ': due: Annotating a text (1.1)');
    expect(brief(doc)).toEqual(['2012-09-12 assignment Annotating a text']);
  });

  it('dates a “Due before class:” list by the date line above it, past a paragraph on the day’s questions, but not past a heading; a reading’s reference in it is no work', () => {
    const doc = documentOf(
      'markdown',
      { text: 'CLS 125 Geospatial Humanities, Spring 2024', heading: 1 },
      { text: 'January 30 • Distortion • Squashing globes and bending lines', opens: true },
      { text: 'Week 2: Geographic and projected coordinate systems; scale; projecting XY data; tile pyramids.', opens: true },
      { text: 'How do we go about displaying round earth as a flat map? What are the basic mathematical and geodetic rules associated with this process? What sacrifices do we have to make?', list: 1 },
      { text: 'Due before class:', list: 1 },
      { text: 'Lab 01: Learning ArcGIS Pro Basics', list: 2 },
      { text: 'Jacobs, Alexandra. 2022. "Counting the Population Has Always Been Political," The New York Times, 2022.', list: 2 },
      { text: 'Crampton, Jeremy. 2015. "Zombie GIS." Open Geography (blog).', list: 2 },
      { text: '"Squashing the globe," Bending Lines: Maps and Data from Distortion to Deception. 2020.', list: 2 },
      { text: 'Curation Group 1', list: 2 },
      { text: 'Grading', heading: 2 },
      { text: 'A paragraph on how the work is graded, which runs on for a while and says nothing about dates at all, really.', opens: true },
      { text: 'Due before class:', list: 1 },
      { text: 'Reading responses', list: 2 },
    );
    expect(brief(doc)).toEqual(['2024-01-30 assignment Lab 01: Learning ArcGIS Pro Basics', '2024-01-30 assignment Curation Group 1']);
  });

  it('keeps a day heading’s day through the sub-headings of its level (“#### + Lectures & Workshops”) down to the next day, and after the last day through those that recur under each day', () => {
    const doc = documentOf(
      'markdown',
      { text: 'Writing 3: Post-apocalyptic Fiction, Winter 2021', heading: 1 },
      { text: 'Schedule', heading: 2 },
      { text: 'Friday, 1.15', heading: 4 },
      { text: '+ Lectures & Workshops', heading: 4 },
      { text: 'Workshop 2: Finding Periodicals & Electronic Databases', heading: 4 },
      { text: '+ In-class work', heading: 4 },
      { text: 'Discussion of the syllabus', list: 1 },
      { text: '+ Independent work', heading: 4 },
      { text: 'Read the first chapter of the novel', list: 1 },
      { text: '+ Due', heading: 4 },
      { text: 'Create a barebones Author Page', list: 1 },
      { text: 'End-of-week reflection', list: 1 },
      { text: 'Monday, 1.18', heading: 4 },
      { text: '+ Texts', heading: 4 },
      { text: 'Sontag, "The Imagination of Disaster"', list: 1 },
      { text: 'Friday, 1.22', heading: 4 },
      { text: '+ In-class work', heading: 4 },
      { text: 'Peer review in pairs', list: 1 },
      { text: '+ Due', heading: 4 },
      { text: 'Research Essay Draft I', list: 1 },
      { text: 'Policies', heading: 2 },
      { text: 'Late work', heading: 4 },
      { text: 'Essay drafts handed in late lose a grade.', list: 1 },
    );
    expect(brief(doc)).toEqual(['2021-01-15 assignment Create a barebones Author Page', '2021-01-15 assignment End-of-week reflection', '2021-01-22 assignment Research Essay Draft I']);
  });

  it('ends a Markdown list of what is due with its list (“→ Lesson Plan” below is a paragraph), and reads an entry’s sub-entries as its parts', () => {
    const doc = documentOf(
      'markdown',
      { text: 'DESG 260 Course Schedule — Winter 2026', heading: 1 },
      { text: 'Day 1 — Wed, Jan 7', heading: 3 },
      { text: 'Assignments due before next class:' },
      { text: 'A1 Wayfinding Sketches', list: 1 },
      { text: '• Lesson Plan' },
      { text: 'Day 2 — Monday, Jan 12', heading: 3 },
      { text: 'Assignments due before next class:' },
      { text: 'D2: Validation Interviews + Research (due Jan 14 @ 5:15pm)', list: 1 },
      { text: 'Talk to 4+ potential users', list: 2 },
      { text: 'Document key insights', list: 2 },
      { text: 'D3: Competitive Analysis', list: 1 },
    );
    expect(brief(doc)).toEqual(['2026-01-07 assignment A1 Wayfinding Sketches', '2026-01-12 assignment D3: Competitive Analysis', '2026-01-14 17:15 assignment D2: Validation Interviews + Research']);
  });

  it('dates the list under an “Assignments due” heading by the session heading above that closes with its date, but not a heading naming its own work', () => {
    const doc = documentOf(
      'markdown',
      { text: 'GES 660 Fall 2022', heading: 1 },
      { text: '3. Exploring and transforming attributes -- Sept. 14', heading: 2 },
      { text: 'Assignments due', heading: 3 },
      { text: 'Find spatial data', list: 1 },
      { text: 'Topics', heading: 3 },
      { text: 'Joining tables by attributes', list: 1 },
      { text: 'Unit 4: Georeferencing (Sept. 21)', heading: 2 },
      { text: 'Due this week', heading: 3 },
      { text: 'Georeference a historic map with QGIS', list: 1 },
      { text: 'Journal Entry 5 – 10.04.2017', heading: 2 },
      { text: 'What projects could you imagine doing with these tools?', opens: true },
    );
    expect(brief(doc).filter((item) => !item.includes('Journal'))).toEqual(['2022-09-14 assignment Find spatial data', '2022-09-21 assignment Georeference a historic map with QGIS']);
  });

  it('names a “Due Nov. 28, 11:59pm” line by the label above it, not by the minutes of its time', () => {
    const doc = documentOf('markdown', { text: 'EDUC 641 Fall 2022', heading: 1 }, { text: 'Assignment 4:', opens: true }, { text: 'Due Nov. 28, 11:59pm', list: 1 });
    expect(brief(doc)).toEqual(['2022-11-28 23:59 assignment Assignment 4']);
  });

  it('dates the entries of a "Due …:" list under a line that opens with a date, named without a kind word', () => {
    const doc = syllabus('Spring 2022', 'Tuesday, March 3 • Unit 4: Maps and power', 'Due before class:', '• Response paper 2', '• Census data memo', '• Field notes on the tour', 'Thursday, March 5 • Unit 5: Borders', 'Read chapter 6');
    expect(brief(doc)).toEqual(['2022-03-03 assignment Response paper 2', '2022-03-03 assignment Census data memo', '2022-03-03 assignment Field notes on the tour']);
  });

  it('dates what is listed under a session that names itself before its date (“(b) Second meeting - Thursday, October 7th, 2021.”)', () => {
    const lines: DocLine[] = [
      { page: 1, text: 'PHYS 306 Fall 2021', opens: true },
      { page: 1, text: '7. Week 6 - Reading: Review chapters 1-5', opens: true },
      { page: 1, text: '(a) First meeting - Tuesday, October 5th, 2021.' },
      { page: 1, text: 'i. Review material, collection of example problems' },
      { page: 1, text: '(b) Second meeting - Thursday, October 7th, 2021.' },
      { page: 1, text: 'i. First midterm exam' },
      { page: 1, text: 'A. Covers material from chapters 1-5' },
    ];
    expect(brief({ format: 'pdf', pages: 1, lines })).toEqual(['2021-10-07 exam Midterm exam']);
  });

  it('reads “Submit lab at the end of class” under a day’s “Due:” as that day’s lab, one item with the due table’s “Lab One”', () => {
    const doc = documentOf(
      'markdown',
      { text: 'SOC 480 Fall 2025', heading: 1 },
      { text: 'Thursday - 9/11/25', opens: true },
      { text: 'Due:', opens: true },
      { text: 'Submit lab at the end of class on Thursday.', list: 1 },
      { text: 'Thursday - 9/18/25', opens: true },
      { text: 'Due:', opens: true },
      { text: 'Submit lab at the end of class on Thursday.', list: 1 },
      { text: 'Assignment Due Dates', heading: 2 },
      { text: 'Date | Event', cells: ['Date', 'Event'], table: 0 },
      { text: '9/11/25 12 pm | Lab One', cells: ['9/11/25 12 pm', 'Lab One'], table: 0 },
      { text: '9/18/25 12 pm | Lab Two', cells: ['9/18/25 12 pm', 'Lab Two'], table: 0 },
    );
    const result = extract(doc);
    expect(brief(doc)).toEqual(['2025-09-11 12:00 assignment Lab One', '2025-09-18 12:00 assignment Lab Two']);
    // A weekday's heading gives a date to nothing: it is no line to check.
    expect(result.unplaced).toEqual([]);
  });

  it('lets the date under a syllabus’s title (when it was written) govern nothing below it', () => {
    const lines: DocLine[] = [
      { page: 1, text: 'Syllabus for Circuit Design: PHYS306', heading: 1, opens: true },
      { page: 1, text: 'Dr. Jordan Hanson, Dept. of Physics', heading: 2, opens: true },
      { page: 1, text: 'August 20, 2021', heading: 2, opens: true },
      { page: 1, text: 'Grading: two midterms worth 15% each and laboratory exercises worth 15%.', opens: true },
      { page: 1, text: 'Laboratory exercise, part I', opens: true },
      { page: 1, text: 'The final exam will be held on December 7th, 2021 from 13:00 - 15:00.', opens: true },
    ];
    expect(brief({ format: 'pdf', pages: 1, lines })).toEqual(['2021-12-07 13:00 exam Final exam']);
  });

  it('reads “Nothing due this week.” in a “Due:” list as no work', () => {
    const doc = syllabus('Fall 2025', 'Tuesday - 10/21/25', 'Due:', '• Nothing due this week.', 'Thursday - 10/23/25', 'Due:', '• Response paper 2');
    expect(brief(doc)).toEqual(['2025-10-23 assignment Response paper 2']);
  });

  it('keeps a short entry of a list (a Word or web list, no bullet in its text) in the list, never a heading that ends it', () => {
    const doc = syllabus('Fall 2024', 'Tuesday, September 10', 'Due before class:');
    doc.lines.push({ page: 1, text: 'Response paper 2', list: 1 }, { page: 1, text: 'Lab 05: Census data', list: 1 });
    expect(brief(doc)).toEqual(['2024-09-10 assignment Response paper 2', '2024-09-10 assignment Lab 05: Census data']);
  });

  it('makes each dated entry under a "Schedule of deliverables" heading an item, whatever it is called', () => {
    const doc = syllabus('GEO 673 Fall 2016');
    doc.lines.push(
      { page: 1, text: 'Schedule of deliverables', heading: 2 },
      { page: 1, text: 'November 20th: Topic statement.', list: 1 },
      { page: 1, text: 'December 4th: Working prototype of map complete', list: 1 },
      { page: 1, text: 'Description of deliverables', heading: 2 },
      { page: 1, text: 'The prototype is shown in class on December 6th.' },
    );
    expect(brief(doc)).toEqual(['2016-11-20 assignment Topic statement', '2016-12-04 assignment Working prototype of map complete']);
  });

  it('makes each dated entry of a list of due dates an item, whatever it is called', () => {
    const doc = syllabus('Spring 2022', 'Due dates for the Sociological Experiences are as follows:', '1. Sociological Experience 1 - High School - Wednesday, February 16', '2. Sociological Experience 2 - Wednesday, March 9', 'Each is graded pass/fail.');
    expect(brief(doc)).toEqual(['2022-02-16 assignment Sociological Experience 1', '2022-03-09 assignment Sociological Experience 2']);
  });

  it('dates the work under a heading that opens with a weekday’s letters and a date ("Th 10/29 - Achilles and Patroclus") by that date', () => {
    const doc = documentOf(
      'html',
      { text: 'GREEK 311 Fall 2020' },
      { text: 'Week 8 - T 10/27, Th 10/29', heading: 2 },
      { text: 'Th 10/29 - Achilles and Patroclus', heading: 3 },
      { text: 'Read In Tim. 113-129 in translation.', list: 1 },
      { text: 'Quiz 6', list: 1 },
    );
    expect(brief(doc)).toEqual(['2020-10-29 quiz Quiz 6']);
  });

  it('dates what a marked date heading’s section holds down to the next heading of its level, however long the section', () => {
    const doc = syllabus(
      'Summer 2022',
      'Jun 6',
      'Course introductions',
      'Our task today is to make sure you know how the course is structured.',
      '- Video overview: course intro',
      '- Belasco, "Why study food?", 1-13.',
      'Noteworthy',
      '- Fitzgerald and Petrick, "In Good Taste".',
      '- Haley, "The Nation before Taste".',
      'Reading Quiz on the syllabus',
      'Jun 7',
      'Challenges of food history',
      'Week 2',
      'Reading Quiz on the Haley reading',
    );
    for (const line of doc.lines) if (/^(?:Jun \d|Week 2)$/.test(line.text)) line.heading = 2;
    expect(brief(doc)).toEqual(['2022-06-06 quiz Reading Quiz']);
  });

  it('dates the work a marked date heading’s list names first or hands in, not work begun or a sub-entry’s example', () => {
    const doc = syllabus('POLS 209 Fall 2018', 'Friday, September 7th: In Class Exercise on Causality', 'Download data for in class exercise here', 'Homework: SWIRL Exercise CAUSALITY 1', 'Submit first draft of Writing Assignment 1 to eCampus', 'Start writing your Teaching reflections', 'Examples of past work:', 'Sample Teaching Portfolio, Spring 2017');
    doc.lines[1]!.heading = 4;
    for (const line of doc.lines.slice(2)) line.list = 1;
    doc.lines.at(-1)!.list = 2;
    expect(brief(doc)).toEqual(['2018-09-07 assignment Homework: SWIRL Exercise', '2018-09-07 assignment First draft of Writing Assignment 1']);
  });

  it('dates the work listed under a short date line down to the next date, however many lines, and no further than a paragraph of prose', () => {
    const doc = syllabus(
      'POLS 209 Fall 2018',
      'Wednesday, September 5th: Introduction to causality',
      'Read QSS Chapter 2.1-2.4',
      'Slides Week 2',
      'Data for the exercise',
      'Video: what a randomized trial is',
      'Video: confounders',
      'Office hours moved to Thursday',
      'Optional: the Angrist interview',
      'Homework: SWIRL Exercise CAUSALITY 1',
      'Homework counts for 30% of the grade, and each homework is graded pass or fail once every question has been attempted.',
      'Homework: late policy applies',
    );
    expect(brief(doc)).toEqual(['2018-09-05 assignment Homework: SWIRL Exercise']);
  });

  it('ends a short date line’s day at a line with a date of its own, wherever that line writes it', () => {
    const doc = syllabus('ARTH 201 Fall 2002', '12/12 Gothic - Italian 597-612', 'Word List #3', 'FINAL EXAM: TUESDAY, DECEMBER 17TH, 7-9PM', 'Announcements | Paper Info | Midterm #1 Info');
    expect(brief(doc)).toEqual(['2002-12-17 19:00 exam Final Exam']);
  });

  it('dates the lines under a bare "Homework (due …)" outside a list, as a PDF sets them, by its due date', () => {
    const doc = syllabus('ECON 310 Fall 2024', 'Labs: 20% of the grade', 'Week 1', 'Tues 8/27, Thurs 8/29', 'Session 1: Introduction & Math Review', 'Homework (due Mon 9/2)', 'Week 1 Problem Set', 'Week 2', 'Tues 9/3, Thurs 9/5', 'Homework (due Mon 9/9)', 'Week 2 Problem Set', 'Lab 2 Script');
    for (const line of doc.lines) if (/^Week \d$/.test(line.text)) line.heading = 2;
    expect(brief(doc)).toEqual(['2024-09-02 assignment Week 1 Problem Set', '2024-09-09 assignment Week 2 Problem Set', '2024-09-09 assignment Lab 2']);
  });

  it('dates a session’s work by that session’s date on a line of the week’s class dates', () => {
    const doc = syllabus('ECON 310 Fall 2024', 'Week 6', 'Tues 10/1, Thurs 10/3', 'Session 1: Application: Public Education', 'Session 2: Midterm Exam 1');
    expect(brief(doc)).toEqual(['2024-10-03 exam Midterm Exam 1']);
  });

  it('reads "complete … for <date>" as what is due then', () => {
    expect(brief(syllabus('Spring 2022', '– Complete Theory Isn’t Dead 1 for Wednesday, February 2 (Canvas)'))).toEqual(['2022-02-02 assignment Theory Isn’t Dead 1']);
  });
});

describe('names, kinds and deadlines in prose', () => {
  it('reads work handed out with its own deadline in one sentence (“Assign Stage 2: …, due by end of Monday 28 Feb”) as due then; work handed out alone stays handed out', () => {
    const doc = documentOf(
      'markdown',
      { text: 'EDUC 308 Spring 2022', heading: 1 },
      { text: 'Thur 24 Feb', heading: 3 },
      { text: 'Assign Project 1 Stage 2: Find and Explain Public Data, due by end of Monday 28 Feb, worth 3 points.', list: 1 },
      { text: 'Assign: Stage 6: essay on interviews, worth 15 points, due by end of Friday 18 March on Moodle', list: 1 },
      { text: 'Assign Project 2: Draft lesson plan', list: 1 },
    );
    expect(brief(doc)).toEqual(['2022-02-28 project Project 1', '2022-03-18 assignment Essay']);
  });

  it('reads “Deadline @midnight: Fill out the team assessment form.” after a line’s date and weekday as that work due then, and a later sentence’s deadline by the date the line opens with', () => {
    const doc = documentOf(
      'markdown',
      { text: 'ECE 3400 Fall 2018', heading: 1 },
      { text: 'Sep 7th, Fri: Team meetings. Deadline @midnight: The websites will be graded for contents on lab 1.', list: 1 },
      { text: 'Sep 9th, Sun: Deadline @midnight: Fill out the team assessment form.', list: 1 },
      { text: 'Sep 23rd, Sun: Due: team assessment form', list: 1 },
    );
    expect(brief(doc)).toEqual(['2018-09-07 23:59 assignment Lab 1', '2018-09-09 23:59 assignment Team assessment form', '2018-09-23 assignment Team assessment form']);
  });

  it('reads “(no standard final exam)” as no exam', () => {
    expect(brief(syllabus('LAW 8645 Spring 2019', 'Problem set 4 due (no standard final exam) on May 9, the last day of exams.'))).toEqual(['2019-05-09 assignment Problem set 4']);
  });

  it('reads “Exam 1 preparation”, “exam ground rules” and “ahead of the Final” as no exam held that day', () => {
    const doc = syllabus(
      'BA 305 Fall 2026',
      ['#', 'Date', 'Session', 'Content'],
      ['10', 'Fri Oct 2', 'Exam 1 preparation. Consolidate Sessions 1–9.', 'Review · exam ground rules: closed book'],
      ['11', 'Tue Oct 6', 'Exam 1.', 'In class'],
      ['19', 'Fri Oct 30', 'Final preparation. Consolidate Sessions 12–18 ahead of the Final.', 'Review'],
      ['20', 'Tue Nov 3', 'Final.', 'In class'],
    );
    expect(brief(doc)).toEqual(['2026-10-06 exam Exam 1', '2026-11-03 exam Final']);
  });

  it('reads “FINAL EXAM: location TBA, 3-5 PM” in a dated row as dated: what is to be announced is the room', () => {
    expect(brief(syllabus('PHY 211 General Physics, Spring 2020', ['Date', 'Topic'], ['28 April', 'Review for the final exam'], ['4 May', '**FINAL EXAM:** location TBA, 3-5 PM']))).toEqual(['2020-05-04 15:00 exam Final Exam']);
  });

  it('reads a quiz opening a date’s entry (“In class: Quiz on readings.”) as held that day, but not one that names another day or a verb’s “Test”', () => {
    const doc = documentOf(
      'markdown',
      { text: 'JOUR 491 Fall 2016', heading: 1 },
      { text: 'Sept. 13, 2016: Chart Junk', opens: true },
      { text: 'In class: Discussion of Tufte readings.', opens: true },
      { text: 'Assignment: Read Cairo Chapter 2. Quiz on Thursday covering all readings to this point.', opens: true },
      { text: 'Sept. 15, 2016: Lying with charts', opens: true },
      { text: 'In class: Quiz on readings. Discussion of Tufte readings.', opens: true },
      { text: 'Sept. 20, 2016: Video', opens: true },
      { text: 'Video prep: Test recording video using your laptop.', opens: true },
    );
    expect(brief(doc)).toEqual(['2016-09-15 quiz Quiz']);
  });

  it('reads a “Semifinal” as an exam, an “iRAT/tRAT” as a quiz, and an exam’s word alone under a date (“Fri, Jul 20” over “Semifinal”) as held that day', () => {
    expect(brief(syllabus('MA 237 Linear Algebra, Summer 2018', 'Thu, Jul 19: Application', 'Fri, Jul 20: Semifinal'))).toEqual(['2018-07-20 exam Semifinal']);
    const days = documentOf(
      'markdown',
      { text: 'MA 237 Linear Algebra, Summer 2018', heading: 1 },
      { text: 'Thu, Jul 19', list: 1 },
      { text: 'Application', list: 2 },
      { text: 'Fri, Jul 20', list: 1 },
      { text: 'Semifinal', list: 2 },
      { text: 'Tue, Jul 24', list: 1 },
      { text: 'Midterm', list: 2 },
      { text: 'Homework', list: 2 },
    );
    expect(brief(days)).toEqual(['2018-07-20 exam Semifinal', '2018-07-24 exam Midterm']);
    // A team-based course's readiness assurance tests are quizzes.
    expect(brief(documentOf('markdown', { text: 'MA 237 Summer 2018', heading: 1 }, { text: 'Wed, May 30', list: 1 }, { text: 'Module E iRAT/tRAT', list: 2 }, { text: 'Section E.0', list: 2 }))).toEqual(['2018-05-30 quiz Module E iRAT/tRAT']);
  });

  it('reads “Final project deadline, Saturday, April 19” as the project’s due date, and “Following the midterm exam, …” over dated lines as no exam', () => {
    const doc = documentOf(
      'markdown',
      { text: 'ECON 323 Spring 2025', heading: 1 },
      { text: 'February 13 - Midterm exam (room BUCH B126)', list: 1 },
      { text: 'Following the midterm exam, the following section has been adjusted' },
      { text: 'February 26 - Pandas Introduction', list: 1 },
      { text: 'February 28 - Pandas Basics', list: 1 },
      { text: 'Final project deadline, Saturday, April 19 at 11:59PM', list: 1 },
    );
    expect(brief(doc)).toEqual(['2025-02-13 exam Midterm exam', '2025-04-19 23:59 project Final project']);
  });

  it('takes back what a sentence dated when the next one says it is ungraded', () => {
    const doc = syllabus('SOC 110 Spring 2022', 'A draft submission is due on Tuesday, April 5 for feedback. It is ungraded; however, a missing draft costs 3%. The final paper is due on April 26.');
    expect(brief(doc)).toEqual(['2022-04-26 assignment Final paper']);
  });

  it('sets aside a cancelled class, whose "due to" gives no deadline', () => {
    const doc = syllabus('CBIO 100 Fall 2018', ['Date', 'Topic', 'Links'], ['9/27', 'Assignment 3 Due 11:59pm', ''], ['10/11', 'CANCELED due to Hurricane Michael', ''], ['10/18', 'Assignment 4 Due 11:59pm', '']);
    const result = extract(doc);
    expect(brief(doc)).toEqual(['2018-09-27 23:59 assignment Assignment 3', '2018-10-18 23:59 assignment Assignment 4']);
    expect(result.setAside.find((line) => line.text.includes('CANCELED'))?.reason).toMatch(/without class/);
  });

  it('types a lab practical and a midterm lab as exams', () => {
    expect(brief(syllabus('BIO 100 Fall 2024', 'Oct 3: Lab practical 2', 'Oct 17: Midterm lab'))).toEqual(['2024-10-03 exam Lab practical 2', '2024-10-17 exam Midterm lab']);
  });

  it('reads a bare kind in the next sentence as the work named before it, dated there and not left under its week', () => {
    const doc = syllabus(
      'SOC 200 Fall 2022',
      'WEEK 16, 12/06 - 12/08: Theories II',
      '• Turn in Analytical Paper #4 - focusing on either a) theories of race; OR b) theories of class. Paper must be turned in by Tuesday December 13 11:59 p.m. in Canvas.',
    );
    const result = extract(doc);
    expect(brief(doc)).toEqual(['2022-12-13 23:59 assignment Analytical Paper #4']);
    expect(result.unplaced).toEqual([]);
  });

  it('gives a "Deadline:" sentence to the work its paragraph is about, with its time', () => {
    const doc = syllabus('Spring 2023', 'Term paper (100% of your grade):', 'You will write a short term paper. The length should be around 3500 words. Deadline: July 4, 2023, 20:00.');
    expect(brief(doc)).toEqual(['2023-07-04 20:00 assignment Term paper']);
  });

  it('gives "It will be due on …" to the work its paragraph names, even under a homework heading, not its release', () => {
    const doc = syllabus('Spring 2025', 'Homework Due Dates:', ['HW 1', 'Fr 4/11 at 4 pm'], 'Take Home Project: It will be posted on June 3 and discussed in the last lecture. It will be due on Thursday June 12 at 5 pm.');
    expect(brief(doc)).toEqual(['2025-04-11 16:00 assignment HW 1', '2025-06-12 17:00 project Take Home Project']);
    expect(extract(doc).unplaced).toEqual([]);
  });

  it('takes work that is posted and "must be completed by" a date as due then', () => {
    expect(brief(syllabus('Fall 2022', 'The syllabus quiz will be posted on Canvas by the end of the first class and must be completed by 11:59 p.m. on Friday September 2nd.'))).toEqual(['2022-09-02 23:59 quiz Syllabus quiz']);
  });

  it('reads "no later than" as due, a kind alone with its own date as an item, and checkpoints as project work', () => {
    const doc = syllabus('Fall 2022', 'Upload the lab report no later than Oct 4.', 'There will be a short presentation on 24 November.', 'The project has 2 checkpoints on 22 October and 15 November.');
    expect(brief(doc)).toEqual(['2022-10-04 assignment Lab report', '2022-10-22 project Checkpoint 1', '2022-11-15 project Checkpoint 2', '2022-11-24 project Presentation']);
  });

  it('takes a capitalised noun and number after a kind word into the name ("Journal Entry 3")', () => {
    expect(brief(syllabus('Fall 2017', 'Journal Entry 3 – 09.20.2017'))).toEqual(['2017-09-20 assignment Journal Entry 3']);
  });

  it('does not take a statistical test or a practice session for an exam, but takes an exam day with its time', () => {
    const doc = syllabus('Spring 2024', ['Day', 'Date', 'Topic'], ['Wednesday', 'March 27, 2024', 'Confidence intervals and the sign test'], ['Tuesday', 'April 7, 2024', 'Midterm Practice'], ['Monday', 'May 6, 2024', 'Final Exam Day, Time: 8:00 am - 10:00 am']);
    expect(brief(doc)).toEqual(['2024-05-06 08:00 exam Final Exam']);
  });

  it('puts the second term of a winter session in the next year', () => {
    expect(brief(syllabus('Term 2 Winter 2020: 11 Jan - 24 Feb', 'Quiz on February 22'))).toEqual(['2021-02-22 quiz Quiz']);
  });

  it('names work that a line under a class meeting’s date says is due, even without a kind word', () => {
    expect(brief(syllabus('Spring 2023', '04-19', '• Cædmon’s Hymn', '04-21', '• Review', '• Note-collection 2 due', '04-24'))).toEqual(['2023-04-21 assignment Note-collection 2']);
  });

  it('dates a presentation under a date heading, however long its line', () => {
    const doc = syllabus('Spring 2023', 'Tues May 9', 'Teaching Reflections presentation and Q&A with guest evaluators from 3-5pm (during our final exam slot) in the conference room on the second floor.');
    expect(extract(doc).items.map((i) => `${i.date} ${i.type}`)).toEqual(['2023-05-09 project']);
  });
});

describe('structure over words', () => {
  it('reads "May 11-17" as one window, never November 17', () => {
    const [exam] = extract(syllabus('Spring 2024', ['Week', 'Due'], ['16', 'Final exam May 11-17'])).items;
    expect(exam).toMatchObject({ date: '2024-05-11', dates: ['2024-05-11', '2024-05-17'], type: 'exam' });
  });

  it('keeps a demo held in class beside the report on the same milestone due another day', () => {
    const doc = syllabus('Spring 2026', ['Date', 'Topic', 'Exercises'], ['03/04/2026', 'Milestone 1 Demo Session A', ''], ['03/09/2026', 'Milestone 1 Demo Session B', 'Milestone 1 report due']);
    expect(brief(doc)).toEqual(['2026-03-04 project Milestone 1 Demo Session A', '2026-03-09 project Milestone 1 Demo Session B', '2026-03-09 assignment Milestone 1 report']);
  });

  it('lets only the brackets judge a deliverable inside them', () => {
    expect(brief(syllabus('Fall 2017', ['Date', 'Topic'], ['Oct 5', 'Fall Break (open problem reports due 10/6)']))).toEqual(['2017-10-06 assignment Open problem reports']);
  });

  it('reads nothing in a change log or a bibliography', () => {
    const lines: DocLine[] = [
      { page: 1, text: 'Spring 2022', opens: true },
      { page: 1, text: 'Change Log', heading: 2, opens: true },
      { page: 1, text: '• January 13, 2022 - Remove references to the QHQ paper', opens: true },
      { page: 1, text: 'Bibliography', heading: 2, opens: true },
      { page: 1, text: 'Thompson, Ben. 2022. “AI Homework.” December 5, 2022.', opens: true },
      { page: 1, text: 'Schedule', heading: 2, opens: true },
      { page: 1, text: 'Feb 2: Response paper 1 due', opens: true },
    ];
    expect(brief({ format: 'pdf', pages: 1, lines })).toEqual(['2022-02-02 assignment Response paper 1']);
  });

  it('reads "Q1", "Q2" alone in a schedule’s cells as quizzes', () => {
    const doc = syllabus('Fall 2025', ['Day', 'Date', 'Topic', 'Activity'], ['F', '8/29', 'Vectors', 'Q1'], ['W', '9/10', 'Motion', 'Q2'], ['M', '9/15', 'Motion', '']);
    expect(brief(doc)).toEqual(['2025-08-29 quiz Q1', '2025-09-10 quiz Q2']);
  });

  it('reads a column headed by a kind as that kind’s work, beside a column of what is due', () => {
    const doc = syllabus(
      'Fall 2019',
      'Labs: 20% of the grade',
      ['Week', 'Topic', 'Homework/Project', 'Lab'],
      ['3 (9/9)', 'Storage systems', 'Homework 1 assigned', 'Lab 1:\nAmazon EC2'],
      ['4 (9/16)', 'Network file systems', 'Homework 1 due', ''],
      ['5 (9/23)', 'File formats\nLab safety', 'Homework 2 out', 'Lab 2: HDFS'],
    );
    expect(brief(doc)).toEqual(['2019-09-09 assignment Lab 1: Amazon EC2', '2019-09-16 assignment Homework 1', '2019-09-23 assignment Lab 2: HDFS']);
  });

  it('dates each sitting of an exam a row names in one cell and lists by section in another', () => {
    const doc = syllabus(
      'Fall 2019',
      ['Week', 'Topic', 'Homework'],
      ['14 (11/25)', 'Streams', 'Homework 5 due'],
      ['Final exam', '• Early section:\n12/16, Monday, 8-10am\n• Late section:\n12/11, Wednesday, 4:30-6:30pm\n• Same room, closed book', ''],
    );
    expect(brief(doc)).toEqual(['2019-11-25 assignment Homework 5', '2019-12-11 16:30 exam Final exam (Late section)', '2019-12-16 08:00 exam Final exam (Early section)']);
  });

  it('reads a lab named beside its report’s due line as the session, and keeps the lab’s practicum apart from the lecture’s exam', () => {
    const doc = syllabus(
      'Spring 2020',
      ['Week', 'Lecture', 'Lab'],
      ['Week of Feb. 3', 'Thevenin equivalents\nQuiz 3', 'Lab #2 – Non-Ideal Sources\nLab Report #1 Due'],
      ['Week of Feb. 10', 'Op-amp configurations\nExam 1 (Chs. 1 – 4)', 'LAB PRACTICUM #1'],
      ['Week of Feb. 17', 'First-order circuits\nQuiz 4 – Periodic Table of Circuits', 'Lab #3 - Transient Response of a 1st Order Circuit\nLab Report #2 Due'],
    );
    expect(brief(doc)).toEqual([
      '2020-02-03 quiz Quiz 3',
      '2020-02-03 assignment Lab Report #1',
      '2020-02-10 exam Exam 1',
      '2020-02-10 exam Lab Practicum #1',
      '2020-02-17 quiz Quiz 4 – Periodic Table of Circuits',
      '2020-02-17 assignment Lab Report #2',
    ]);
  });

  it('dates each listed section under a line naming the final exams', () => {
    const doc = syllabus('Spring 2026', 'Finals Week: 27 Apr-1 May', ':icon: false', '- Section 010: Thursday, 30 Apr 10:30AM - 1PM', '- Section 020: Tuesday, 28 Apr 4:30–7PM');
    expect(brief(doc)).toEqual(['2026-04-28 16:30 exam Final exam (Section 020)', '2026-04-30 10:30 exam Final exam (Section 010)']);
  });
});

describe('weeks and their work', () => {
  it('moves work a week’s own line lists to the weekday its words give', () => {
    expect(brief(syllabus('PHIL 110 Fall 2024', 'Week 6 (Oct 7–11): Reflection 5; Essay #2 due Fri'))).toEqual(['2024-10-07 assignment Reflection 5', '2024-10-11 assignment Essay #2']);
  });

  it('does not date a line that states a weekly rule by the date line above it', () => {
    expect(brief(syllabus('PHIL 110 Fall 2024', 'Oct. 21st: Reading quiz (online)', 'Weekly discussion posts are due Wednesdays by noon.'))).toEqual(['2024-10-21 quiz Reading quiz']);
  });

  it('dates a quiz named by the standards it covers ("Quiz on S01,S02") under a date entry of a list', () => {
    const doc = documentOf(
      'markdown',
      { text: 'MA 227 Summer 2017' },
      { text: 'Week 1', heading: 2 },
      { text: 'Thu Jun 01', list: 1 },
      { text: 'Quiz on S01', list: 2 },
      { text: 'S02: DotProd.', list: 2 },
      { text: 'Fri Jun 02', list: 1 },
      { text: 'Quiz on S01,S02', list: 2 },
      { text: 'Quiz on the reading', list: 2 },
    );
    expect(brief(doc)).toEqual(['2017-06-01 quiz Quiz on S01', '2017-06-02 quiz Quiz on S01,S02']);
  });

  it('dates the work a list entry names by the date alone in its sub-entry, and that date governs nothing below it', () => {
    const doc = documentOf(
      'markdown',
      { text: 'ECON 102 Spring 2013' },
      { text: 'Midterm 1: 30% of grade', list: 1 },
      { text: 'February 22', list: 2 },
      { text: 'covers ch. 6-8 and 10-12', list: 2 },
      { text: 'Final exam: 40% of grade', list: 1 },
      { text: 'May 7th, 12-2pm', list: 2 },
      { text: 'Homework: 30% of grade', list: 1 },
    );
    expect(brief(doc)).toEqual(['2013-02-22 exam Midterm 1', '2013-05-07 12:00 exam Final exam']);
  });

  it('reads an entry opening with a work’s name and a colon under a class’s date as that day’s work, however long its prompt, and no prompt as its name', () => {
    const doc = documentOf(
      'markdown',
      { text: 'HIST 384 Spring 2019', heading: 1 },
      { text: 'Monday, February 4: Early Christianity', heading: 3, opens: true },
      { text: 'MacCulloch, ch. 2.', list: 1, opens: true },
      { text: 'Short writing assignment 1: How do the authors describe conflicts between different groups of early Christians, respectively? Write one page.', list: 1, opens: true },
      { text: 'Monday, April 15: Enlightenment and Revolutions', heading: 3, opens: true },
      { text: 'Short writing assignment 6: Having read Schleiermacher and Paine, how do you think Schleiermacher would respond to Paine? Write two double-spaced pages.', list: 1, opens: true },
    );
    expect(brief(doc)).toEqual(['2019-02-04 assignment Short writing assignment 1', '2019-04-15 assignment Short writing assignment 6']);
  });

  it('dates a “Due:” line under a numbered session’s heading that closes with its class days (“8 - Dynamics and Tactics (10/9 & 10/11)”) by its first day', () => {
    const doc = syllabus('SOCI 348 Fall 2017', '8 - Dynamics and Tactics (10/9 & 10/11)', 'Chapter(s): 5', 'Article(s): McAdam (1983)', 'Due: Research Question Quiz (5pm)', '9 - Outcomes (10/16 & 10/18)', 'Chapter(s): 6');
    expect(brief(doc)).toEqual(['2017-10-09 17:00 quiz Research Question Quiz']);
  });

  it('dates work under a weekday heading of a week (“### Week 04, September 14 - 18” over “#### Mon”) by that day, and a take-home exam “distributed” is no deadline', () => {
    const doc = documentOf(
      'markdown',
      { text: 'PSY 511 Fall 2015', heading: 1 },
      { text: 'Week 04, September 14 - 18', heading: 3, opens: true },
      { text: 'Mon', heading: 4, opens: true },
      { text: 'Topics', list: 1, opens: true },
      { text: 'Quiz 1.', list: 2, opens: true },
      { text: 'Cellular neuroanatomy. Read BW 2:23-33.', list: 2, opens: true },
      { text: 'Week 06, September 28 - October 2', heading: 3, opens: true },
      { text: 'Mon', heading: 4, opens: true },
      { text: 'Topics', list: 1, opens: true },
      { text: 'Quiz 2.', list: 2, opens: true },
      { text: 'Take home exam distributed.', list: 2, opens: true },
    );
    expect(brief(doc)).toEqual(['2015-09-14 quiz Quiz 1', '2015-09-28 quiz Quiz 2']);
  });

  it('dates work listed under a weekday’s entry in a week by that weekday ("Mon: Review" over "• Quiz #1")', () => {
    const doc = documentOf(
      'markdown',
      { text: 'PHIL 16 Spring 2025' },
      { text: 'Week 4. February 3-7', opens: true },
      { text: 'Mon: Review truth-tables', list: 1, opens: true },
      { text: 'QUIZ #1 on truth tables', list: 2, opens: true },
      { text: 'Thu: Section 2.4', list: 1, opens: true },
      { text: 'Week 5. February 10-14', opens: true },
      { text: 'Reading week', list: 1, opens: true },
      { text: 'Quiz #2 on derivations', list: 2, opens: true },
    );
    const result = extract(doc);
    // With no day of its own, work a week lists falls within that week, as a schedule row's does.
    expect(result.items.map((i) => `${i.date} ${i.title} ${i.dates?.join('/') ?? ''} ${i.flags.includes('window')}`)).toEqual(['2025-02-03 Quiz #1  false', '2025-02-10 Quiz #2 2025-02-10/2025-02-14 true']);
    expect(result.unplaced).toEqual([]);
  });

  it('dates the work listed under a week by the weekday its section’s weekly rule gives, and by the weekday its own line names', () => {
    const doc = syllabus(
      'Fall 2022',
      'Weekly Perusall Participation (10% of Final Grade)',
      'Work with around 10-12 students in a group. Your annotations and responses are due on Friday by 8:00 PM.',
      'WEEK 05, 09/20 - 09/22: The Work of Erving Goffman, II',
      'Required Readings:',
      'Assignments Due:',
      '• Weekly Perusall Participation',
      ['•', 'Paper #1 due by Sunday 11:59 p.m.'],
      ['•', 'Quiz #1 must be completed by Friday 11:59 p.m.'],
    );
    expect(brief(doc)).toEqual(['2022-09-23 20:00 assignment Weekly Perusall Participation', '2022-09-23 23:59 quiz Quiz #1', '2022-09-25 23:59 assignment Paper #1']);
  });

  it('dates the assignments a week lists on the weekday “due by Friday, 11:59 pm on the week listed below” gives, and holds a week’s midterm in that week', () => {
    const doc = documentOf(
      'pdf',
      { text: 'Spring 2022', heading: 1 },
      { text: 'We will have seven assignments during the term. All assignments are due by Friday, 11:59 pm on the week listed below unless otherwise indicated.' },
      { text: 'Grading: assignments 50%, labs 10%, midterm 40%' },
      { text: 'Week 02, 01/31 - 02/04: Classification', heading: 3 },
      { text: '• Lab 2: Pandas and visualization libraries', list: 1 },
      { text: '• Assignment 1: Cleaning the House Prices data', list: 1 },
      { text: 'Week 03, 02/07 - 02/11: Causal inference', heading: 3 },
      // An assignment whose subject names a paper is still an assignment.
      { text: '• Assignment 2: Replication of a Published Paper', list: 1 },
      { text: 'Week 08, 03/14 - 03/18: Midterm', heading: 3 },
    );
    const result = extract(doc);
    expect(result.items.map((i) => `${i.date}${i.time ? ` ${i.time}` : ''} ${i.type} ${i.title} ${i.dates?.join('/') ?? ''}`)).toEqual([
      // The lab is no assignment the rule names; its time is the one all work is due at.
      '2022-01-31 23:59 assignment Lab 2: Pandas and visualization libraries 2022-01-31/2022-02-04',
      '2022-02-04 23:59 assignment Assignment 1: Cleaning the House Prices data ',
      '2022-02-11 23:59 assignment Assignment 2: Replication of a Published Paper ',
      '2022-03-14 exam Midterm 2022-03-14/2022-03-18',
    ]);
  });

  it('dates each entry of a list that closes with “Due by Friday, September 5 at 11:59 pm” then, whatever names it, but not one that gives its own date or says there is none', () => {
    const doc = documentOf(
      'markdown',
      { text: 'MATH 251 Calculus I, Fall 2025', heading: 1 },
      { text: 'Week of September 1 (Week 2)', heading: 2 },
      { text: 'Section 1.7 - Limits and Continuity', list: 1 },
      { text: 'Assignments:' },
      { text: 'Week 2 Quiz', list: 1 },
      { text: 'Blackboard: BB1 Evaluating Limits', list: 1 },
      { text: 'No week 2 lab', list: 1 },
      { text: 'Written Problems #1 (Due Monday, September 8 at 11:59 pm)', list: 1 },
      { text: 'Due by Friday, September 5 at 11:59 pm', list: 1 },
      { text: 'Week of September 8 (Week 3)', heading: 2 },
      { text: 'Reading reflection', list: 1 },
      { text: 'Due: Activity Verification (Friday, September 12)', list: 1 },
    );
    const result = extract(doc);
    expect(result.items.map((i) => `${i.date}${i.time ? ` ${i.time}` : ''} ${i.type} ${i.title}`)).toEqual([
      '2025-09-05 23:59 quiz Week 2 Quiz',
      '2025-09-05 23:59 assignment Blackboard: BB1 Evaluating Limits',
      '2025-09-08 23:59 assignment Written Problems #1',
      // A due line that names its work closes no list: the reflection above it keeps no date.
      '2025-09-12 assignment Activity Verification',
    ]);
    expect(result.items[0]!.source.text).toBe('Week 2 Quiz (Due by Friday, September 5 at 11:59 pm)');
    expect(result.items[0]!.flags).not.toContain('am-pm-inferred');
  });

  it('dates a table under a heading that is only a week’s days by the weekday each cell opens with, the year told by the weeks’ Mondays', () => {
    const doc = syllabus(
      'January 31-February 5',
      ['Readings', 'Assignments'],
      ['Wednesday: Wikipedia, First-Year Composition', 'Wednesday: Peer review.'],
      'February 7-February 11',
      ['Readings', 'Assignments'],
      ['Monday: Flusser, Does Writing Have a Future?', 'Monday: First draft of Day in the Life.'],
      'Spring Recess March 14-18',
    );
    doc.lines.filter((line) => /^[A-Z][a-z]+ \d/.test(line.text)).forEach((line) => (line.heading = 2));
    const result = extract(doc);
    // February 7 was a Monday in 2022, the latest such year before the one read in.
    expect(result.items.map((i) => `${i.date} ${i.title}`)).toEqual(['2022-02-07 First draft of Day in the Life']);
    expect(result.items[0]!.flags).toContain('year-inferred');
  });

  it('dates the work under a "Week of <date>" heading by the weekday its line opens with', () => {
    const doc = syllabus('SOC 101 Fall 2024', 'Week of Sept 8', '- Mon: Introduction', '- Fri: Reading response 1 due', 'Week of Sept 15', '- Fri: Quiz 1', 'Week of Sept 22', '- Wed: Paper 1 due');
    expect(brief(doc)).toEqual(['2024-09-13 assignment Reading response 1', '2024-09-20 quiz Quiz 1', '2024-09-25 assignment Paper 1']);
  });
});

describe('nothing dated that reads like graded work is dropped unseen', () => {
  it('sets a “Midterm break” aside as a day without class, not as an exam to check', () => {
    const result = extract(syllabus('ECON 323 Spring 2025', 'February 13 - Midterm exam', 'February 18 - Midterm break'));
    expect(result.items.map((i) => `${i.date} ${i.title}`)).toEqual(['2025-02-13 Midterm exam']);
    expect(result.unplaced).toEqual([]);
    expect(result.setAside.find((line) => line.text.includes('break'))?.reason).toMatch(/without class/);
  });

  it('leaves a dated line naming work it could not make an item of for a person to check, but not a release or a holiday', () => {
    const result = extract(syllabus('Fall 2024', 'Oct 3: the reflections from the field trip are collected', 'Oct 10: Homework 4 released', 'Nov 27: No class (Thanksgiving)'));
    expect(result.items).toEqual([]);
    expect(result.unplaced.map((u) => u.text)).toEqual(['Oct 3: the reflections from the field trip are collected']);
  });

  it('leaves work dated in a neighbouring term of the one the syllabus states (a spring row left in a fall schedule) to check, and a citation’s date aside', () => {
    const result = extract(
      syllabus('PSYC 220 Fall 2026', 'Field, A. (2018). Discovering Statistics, 3/1/2018.', ['Class', 'Day', 'Date', 'Topic'], ['1', 'T', '8/18/2026', 'Introduction'], ['2', 'TH', '8/20/2026', 'Quiz 1'], ['3', 'T', '8/25/2026', 'Correlation'], ['10', 'TH', '2/12/2026', 'Exam #1']),
    );
    expect(result.items.map((i) => `${i.date} ${i.title}`)).toEqual(['2026-08-20 Quiz 1']);
    expect(result.unplaced.map((u) => u.text)).toEqual(['10 | TH | 2/12/2026 | Exam #1']);
  });

  it('leaves a date to check, not aside as a lecture’s, when a line under it names work that became no item; not a class’s topic, a label or a reading', () => {
    const result = extract(
      syllabus(
        'GEOG 141 Spring 2025',
        'Week 1 (March 31 - April 6)',
        'Lecture 1: Maps, and how to write a field report',
        'Submit the field safety form online',
        'Week 2 (April 7 - April 13)',
        'Assignments Due:',
        'Harley, J. B. “Deconstructing the Map.” Cartographica 26 (1989).',
        'Week 3 (April 14 – April 20)',
        'Lecture 3: projections',
      ),
    );
    expect(result.items).toEqual([]);
    expect(result.unplaced.map((u) => [u.text, u.dates?.join(), u.reason])).toEqual([
      ['Week 1 (March 31 - April 6)', '2025-03-31', 'A date over a line that names graded work ("Submit the field safety form online") but became no item; check whether it is due that day.'],
    ]);
    expect(result.setAside.map((l) => l.text)).toEqual(['Week 2 (April 7 - April 13)', 'Week 3 (April 14 – April 20)']);
  });

  it('leaves a date’s own line to check when a bold line right under it names work (“October 9” over “*** our first exam ***”), not a section the bold line opens', () => {
    const result = extract(documentOf('pdf', { text: 'CS 343 Computer Organization, Fall 2002' }, { text: 'October 7', opens: true }, { text: 'Pipelining', opens: true }, { text: 'October 9', opens: true }, { text: '*** our first exam ***', heading: 3, opens: true }, { text: 'October 14', opens: true }, { text: 'No Class (Columbus Day)' }));
    expect(result.unplaced.map((u) => [u.text, u.dates?.join(), u.reason])).toEqual([
      ['October 9', '2002-10-09', 'A date over a line that names graded work ("*** our first exam ***") but became no item; check whether it is due that day.'],
    ]);
  });

  it('sets aside a reading listed under an "Assignments" column', () => {
    const result = extract(syllabus('Spring 2026', ['Day', 'Topic', 'Assignments'], ['Mon Feb 23', 'Networks', 'Read pp. 10-30']));
    expect(result.unplaced).toEqual([]);
    expect(result.setAside.map((l) => l.reason)).toEqual(['A reading.']);
  });

  it('gives every dated line that became no item a fate: set aside with its reason, or to check with its dates', () => {
    const result = extract(
      syllabus(
        'Fall 2024',
        ['Date', 'Topic', 'Lab'],
        ['Sep 3', 'Introduction', ''],
        ['Sep 10', 'Read chapter 2', ''],
        ['Sep 17', 'Maps and power', 'field notebook check'],
        'Oct 1: Homework 2 due',
        'Oct 4: Quiz 2',
        'After class: study for Quiz 2 on Friday, October 4 (Canvas)',
        'Oct 7: last day to drop with a refund',
        'Oct 14: Homework 3 out',
        'Nov 27: No class (Thanksgiving)',
        'First draft: Oct 22',
        'Portfolio week | Nov 8 at 11:59pm',
      ),
    );
    expect(result.items.map((i) => i.title)).toEqual(['Homework 2', 'Quiz 2']);
    expect(result.setAside.map((l) => [l.text, l.dates.join(), l.reason])).toEqual([
      ['Sep 3 | Introduction | ', '2024-09-03', 'A lecture or topic: the line names no graded work.'],
      ['Sep 10 | Read chapter 2 | ', '2024-09-10', 'A reading.'],
      ['After class: study for Quiz 2 on Friday, October 4 (Canvas)', '2024-10-04', 'The same work as the item "Quiz 2" on 2024-10-04.'],
      ['Oct 7: last day to drop with a refund', '2024-10-07', 'An administrative deadline (registration, drop, refund), not coursework.'],
      ['Oct 14: Homework 3 out', '2024-10-14', 'Work handed out, reviewed or returned that day, not due.'],
      ['Nov 27: No class (Thanksgiving)', '2024-11-27', 'A holiday or a day without class.'],
    ]);
    // What the engine cannot tell is left to a person, with the days it names.
    expect(result.unplaced.map((l) => [l.text, l.dates?.join()])).toEqual([
      ['Sep 17 | Maps and power | field notebook check', '2024-09-17'],
      ['First draft: Oct 22', '2024-10-22'],
      ['Portfolio week | Nov 8 at 11:59pm', '2024-11-08'],
    ]);
  });
});

describe('lines a page wrap cut', () => {
  it('keeps a deadline a narrow column wrapped before its date with its own date, never the entry below', () => {
    const doc = syllabus('Spring 2021');
    doc.lines.push({ page: 1, text: 'Quiz #2 due', opens: true }, { page: 1, text: 'February 12th (5pm)' }, { page: 1, text: 'Essay 1 due', opens: true }, { page: 1, text: 'March 3rd (11:59 pm)' });
    expect(brief(doc)).toEqual(['2021-02-12 17:00 quiz Quiz #2', '2021-03-03 23:59 assignment Essay 1']);
  });

  /** A PDF with its term's line, then a paragraph: its first line and the lines a wrap cut from it. */
  const wrapped = (first: string, ...rest: string[]): SyllabusDocument => ({
    format: 'pdf',
    pages: 1,
    lines: [{ page: 1, text: 'Spring 2021', opens: true }, { page: 1, text: first, opens: true }, ...rest.map((text) => ({ page: 1, text }))],
  });

  it('joins a date cut between its month and its day, even when the day looks like a numbered item', () => {
    const doc = wrapped('• 20% of your grade will be determined by a final paper, due via email before Friday, April', '23. The primary goal of this course is to teach students how to write a research paper.');
    expect(brief(doc)).toEqual(['2021-04-23 assignment Final paper']);
  });

  it('joins a weekday the wrap parted from its date (“before Friday,” + “March 12, before 5 p.m.”)', () => {
    const doc = wrapped('• 15% of your grade will be determined by a midterm that is due by email before Friday,', 'March 12, before 5 p.m..');
    expect(brief(doc)).toEqual(['2021-03-12 17:00 exam Midterm']);
  });

  it('joins a wrapped line of prose that ends on “due” to the date opening the next line', () => {
    const lines: DocLine[] = [
      { page: 1, text: 'Spring 2026', opens: true },
      { page: 1, text: 'The deadlines for written work are listed below, and please consult the schedule: -', opens: true },
      { page: 1, text: 'First Draft - due February 16, 2026 (Monday) - Second Draft - due' },
      { page: 1, text: 'February 27, 2026 (Friday) - Final Draft - due March 24, 2026 (Tuesday).' },
    ];
    expect(brief({ format: 'markdown', pages: 1, lines }).filter((i) => i.includes('Second'))).toEqual(['2026-02-27 assignment Second Draft']);
  });

  it('dates a row a PDF wrapped off its date cell (“HW#3 Due (9AM)” under “Wednesday, March 25”) by the row above', () => {
    const doc = syllabus(
      'Spring 2026',
      'Labs: 20% of the grade',
      ['Date', 'Lecture', 'Lab'],
      ['Wednesday, March 18', 'Serial ports', ''],
      ['Wednesday, March 25', 'Review SPI serial interface', 'Lab #6'],
      ['HW#3 Due (9AM)', 'with the IMU chip.', ''],
      ['Wednesday, April 01', 'Filters', ''],
    );
    expect(brief(doc)).toEqual(['2026-03-25 assignment Lab #6', '2026-03-25 09:00 assignment HW#3']);
  });
});

describe('work a week lists with no day', () => {
  it('makes no work of a reading list’s citations under a week', () => {
    const doc = syllabus(
      'Spring 2021',
      'Week 5 (February 1 - 5)',
      'Smith, J. (2010). “A Framework for Unifying Analysis”. In: American Journal of Political Science 54.3, pp. 1–20.',
      'Angrist, J. “Lifetime Earnings and the Vietnam Era Draft Lottery”',
      'Case study 2 due',
    );
    expect(brief(doc)).toEqual(['2021-02-01 assignment Case study 2']);
  });

  it('reads a numbered “Deliverable” as work, due on the weekday its week names, and one a class releases as not due', () => {
    const doc = documentOf(
      'markdown',
      { text: 'CS 1632, Fall 2023', heading: 1, opens: true },
      { text: 'WEEK 4 (Week of 18 SEP)', heading: 2, opens: true },
      { text: 'Class 2: Discuss Exercise 2 / Release Deliverable 2', list: 1, opens: true },
      { text: 'WEEK 5 (Week of 25 SEP)', heading: 2, opens: true },
      { text: 'Deliverable 1 due Monday before class', list: 1, opens: true },
    );
    const result = extract(doc);
    expect(result.items.map((i) => `${i.date} ${i.type} ${i.title}`)).toEqual(['2023-09-25 assignment Deliverable 1']);
    expect(result.unplaced).toEqual([]);
  });
});

describe('work listed by week numbers', () => {
  it('dates one item per listed week on the weekday given, by the schedule’s numbered weeks', () => {
    const doc = syllabus(
      'Spring 2021',
      'Each student will write an article summary paper that will be due in Thursday’s class session in Weeks 2, 3, and 5.',
      'Week 02, 01/11 - 01/15: Theories',
      'Week 03, 01/18 - 01/22: Inference',
      'Week 05, 02/01 - 02/05: Causality',
    );
    expect(brief(doc)).toEqual(['2021-01-14 assignment Paper 1', '2021-01-21 assignment Paper 2', '2021-02-04 assignment Paper 3']);
  });
});

describe('a due column’s cell of several lines', () => {
  it('reads an “Assignments” column beside a “Deliverables” one as what is handed out, and what the deliverables column lists as due, labs too', () => {
    const doc = syllabus(
      'CS 448, Fall 2020',
      ['#', 'Dates', 'Lectures', 'Assignments', 'Deliverables'],
      ['1M', '08/24', 'Introduction', 'Lab 0 / HW 0', ''],
      ['2W', '08/26', 'Ethics', 'HW 1', ''],
      ['3M', '08/31', 'Cryptography I', 'Lab 1', 'Lab 0 / HW 0'],
      ['4W', '09/02', 'Cryptography II', 'HW 2', 'HW 1'],
      ['5M', '09/07', 'Networks', '', 'Lab 1'],
    );
    expect(brief(doc)).toEqual(['2020-08-31 assignment Lab 0', '2020-08-31 assignment HW 0', '2020-09-02 assignment HW 1', '2020-09-07 assignment Lab 1']);
  });

  it('makes each line that starts an entry its own item, beside a line with a kind word, but not a line a wrap cut from a name', () => {
    const doc = syllabus('Spring 2024', ['Week', 'Topic', 'Due'], ['Feb 19', 'Motor physiology', 'Quiz 6\nList of topics'], ['Feb 26', 'Vision', 'Data\nTransformations HW']);
    expect(brief(doc)).toEqual(['2024-02-19 quiz Quiz 6', '2024-02-19 assignment List of topics', '2024-02-26 assignment Data Transformations HW']);
  });
});

describe('the work a list is about', () => {
  it('makes a dated entry naming no work of its own a part of the numbered work the line above the list names', () => {
    const lines: DocLine[] = [
      { page: 1, text: 'Fall 2023', opens: true },
      { page: 1, text: 'Paper 1: Language and the mind.', opens: true },
      { page: 1, text: 'A summary of the arguments for an innate faculty of language.', list: 1, opens: true },
      { page: 1, text: 'First version due Sept 14', list: 2, opens: true },
      { page: 1, text: 'Released: Sept 1', list: 2, opens: true },
      { page: 1, text: 'Final version due Oct 5', list: 2, opens: true },
      { page: 1, text: 'Paper 2: Null subjects', opens: true },
      { page: 1, text: 'First version: Nov 9', list: 1, opens: true },
      { page: 1, text: 'Office hours: Wednesdays', opens: true },
      { page: 1, text: 'Make-up day: Oct 20', list: 1, opens: true },
    ];
    expect(brief({ format: 'docx', pages: 1, lines })).toEqual(['2023-09-14 assignment Paper 1, First version', '2023-10-05 assignment Paper 1, Final version', '2023-11-09 assignment Paper 2, First version']);
  });

  it('makes the dated sub-entries of a list entry naming one work (“• Term paper (50%):”) its parts, but not the entries under “Assignments:”', () => {
    const doc = documentOf(
      'markdown',
      { text: 'COGS 532 Spring 2018', heading: 1 },
      { text: 'Term paper (50%):', list: 1 },
      { text: 'Proposal (Mar 27, 10%), a max one-page declaration of the topic of your term-paper;', list: 2 },
      { text: 'First draft (May 8, 20%);', list: 2 },
      { text: 'Final paper (Jun 6, 20%);', list: 2 },
      { text: 'Participation (May 15)', list: 1 },
      { text: 'Assignments:', list: 1 },
      { text: 'By Wednesday (05/16) before class: set up R and RStudio.', list: 2 },
    );
    expect(brief(doc)).toEqual(['2018-03-27 assignment Term paper, Proposal', '2018-05-08 assignment Term paper, First draft', '2018-06-06 assignment Final paper']);
  });

  it('dates the entries of a list under a line that is only “Due” and a date by that date, without a weight they open with', () => {
    const document = documentOf(
      'markdown',
      { text: 'Applied Regression, Spring 2016', heading: 1, opens: true },
      { text: 'Due Thursday 2/25/2016, 5pm', opens: true },
      { text: '(30 points) Lab 3.', list: 1, opens: true },
      { text: 'Due Tuesday 2/9/2016', opens: true },
      { text: 'Read ISL Chapter 3.2-3.3.', list: 1, opens: true },
      { text: '(30 points) Lab 2.', list: 1, opens: true },
    );
    expect(brief(document)).toEqual(['2016-02-09 assignment Lab 2', '2016-02-25 17:00 assignment Lab 3']);
  });

  it('shows the “Due” line as the evidence of the entries it dates, with its time as stated, and leaves it nothing to check', () => {
    const document = documentOf('markdown', { text: 'Applied Regression, Spring 2016', heading: 1, opens: true }, { text: 'Due Thursday 2/25/2016, 5pm', opens: true }, { text: '(30 points) Lab 3.', list: 1, opens: true });
    const result = extract(document);
    expect(result.items.map((i) => [i.title, i.time, i.flags.includes('am-pm-inferred'), i.source.text])).toEqual([['Lab 3', '17:00', false, '(30 points) Lab 3. (Due Thursday 2/25/2016, 5pm)']]);
    expect(result.unplaced).toEqual([]);
  });

  it('reads a “Due” line with its month named (“Due February 9”) over a list the same way', () => {
    const document = documentOf('markdown', { text: 'Applied Regression, Spring 2016', heading: 1, opens: true }, { text: 'Due February 9', opens: true }, { text: '(30 points) Lab 2.', list: 1, opens: true });
    expect(brief(document)).toEqual(['2016-02-09 assignment Lab 2']);
  });

  it('makes the dated sub-entries of an entry that labels them with a kind that kind’s work, and a topic “TBD” leaves a stated due date set', () => {
    const week = (n: number, lab: string, due: string, hw: string) => [
      { text: `${n}. Week ${n}`, heading: 2, opens: true },
      { text: ':card_index: Dates: Aug 27-31', list: 1, opens: true },
      { text: ':microscope: Lab:', list: 1, opens: true },
      { text: `${lab} (Th; due ${due})`, list: 2, opens: true },
      { text: `:dart: ${hw}`, list: 1, opens: true },
    ];
    const document = documentOf('markdown', { text: 'Stat 131A, Fall 2018', heading: 1, opens: true }, ...week(1, '1b: Histograms', 'Aug-31', 'HW 01: Markdown (due Sep-03)'), ...week(7, '7b: TBD', 'Oct-12', 'HW 07: TBD (due Oct-15)'));
    expect(brief(document)).toEqual(['2018-08-31 assignment Lab 1b: Histograms', '2018-09-03 assignment HW 01: Markdown', '2018-10-12 assignment Lab 7b: TBD', '2018-10-15 assignment HW 07']);
  });

  it('reads a day heading “Friday, 1.15” as a date, and a “Due” heading at its level as the list of what is due that day', () => {
    const day = (date: string, due: string) => [
      { text: date, heading: 4, opens: true },
      { text: 'Read chapters 3.1 and 3.2 before class.', list: 1, opens: true },
      { text: '+ Due', heading: 4, opens: true },
      { text: due, list: 1, opens: true },
    ];
    const document = documentOf('markdown', { text: 'Writing 3, Winter 2021', heading: 1, opens: true }, ...day('Friday, 1.15', 'Research proposal'), ...day('Friday, 1.22', 'Research Essay Draft I'));
    expect(brief(document)).toEqual(['2021-01-15 project Research proposal', '2021-01-22 assignment Research Essay Draft I']);
  });
});

describe('a weekday a row’s work names', () => {
  it('dates the work on that weekday of the row’s week, over the weekday a table of weekly deadlines gives', () => {
    const doc = syllabus(
      'Spring 2021',
      ['Week', 'Topic', 'Assignments'],
      ['3/1', 'Groups', 'Quiz 6'],
      ['3/8', 'Exam on Tuesday', 'No Thursday class'],
      'Weekly deadlines',
      ['Assignment', 'Due'],
      ['Quizzes', 'Thursday, 9:30am'],
      ['Exams', 'Thursday, during class'],
    );
    expect(brief(doc)).toEqual(['2021-03-04 09:30 quiz Quiz 6', '2021-03-09 exam Exam']);
  });
});

describe('a take-home window', () => {
  it('reads "noon on 12/14 until noon on 12/16" as one window, and the exam slot it ends in as the same exam', () => {
    const doc = syllabus(
      'Fall 2022',
      'Final exam: the official slot is Friday December 16, 9am-12noon.',
      'In fact, the exam will be a take-home exam that will run from noon on 12/14/2022 until noon on 12/16/2022.',
    );
    expect(brief(doc)).toEqual(['2022-12-16 09:00 exam Final exam']);
  });

  it('reads a week an exam is listed in (“Final Exam | Week of May 18”) as holding the day another listing gives it, and shows that listing', () => {
    const doc = syllabus('EE 451 Spring 2026', ['Exam', 'Date', 'Coverage'], ['Exam 1', 'Tue, Feb 24', 'Chapters 1-4'], ['Final Exam', 'Week of May 18', 'Comprehensive'], 'Final Exam - Thursday, May 21, 12:45–2:45 PM');
    const result = extract(doc);
    expect(result.items.map((i) => `${i.date} ${i.time} ${i.title} <= ${i.source.text}`)).toEqual(['2026-02-24 null Exam 1 <= Exam 1 | Tue, Feb 24 | Chapters 1-4', '2026-05-21 12:45 Final Exam <= Final Exam - Thursday, May 21, 12:45–2:45 PM']);
  });
});

describe('names around a kind’s word', () => {
  it('takes a quoted name before the kind and an acronym after it', () => {
    expect(brief(syllabus('Spring 2016', '1-Feb: First "Stats-in-Use" Report', '18-Mar: Project EDA', 'Feb 20: HW DUE'))).toEqual([
      '2016-02-01 assignment "Stats-in-Use" Report',
      '2016-02-20 assignment HW',
      '2016-03-18 project Project EDA',
    ]);
  });

  it('reads a bracket after a work that names what it counts as (“Midterm (Quiz 4)”) as no second work', () => {
    const doc = syllabus('Spring 2012', ['Week', 'Date', 'Topic'], ['5', '5/3', 'Judaism. Evaluation: Midterm (Quiz 4)'], ['6', '5/10', 'Christianity. Evaluation: Quiz 5'], ['11', '6/14', 'Wrap-up Evaluation: Final (Quiz 10)']);
    expect(brief(doc)).toEqual(['2012-05-03 exam Midterm', '2012-05-10 quiz Quiz 5', '2012-06-14 exam Final']);
  });

  it('reads a class’s discussion of a work (“Final Project Discussion”) as no deadline, a discussion post as one', () => {
    expect(brief(syllabus('Fall 2013', 'Nov 4: Final Project Discussion', 'Nov 6: Discussion post 3 due', 'Dec 5: Final Projects Due'))).toEqual(['2013-11-06 assignment Discussion post 3', '2013-12-05 project Final Projects']);
  });

  it('reads “Review Chapters 1-5 for Exam 1” and “Return and Go Through Exam 1” as no exam, the exam itself on its day', () => {
    const doc = syllabus('Fall 2025', ['Week', 'Date', 'Topic'], ['5', 'Tu Sep 23', 'Review Chapters 1-5 for Exam 1'], ['5', 'Th Sep 25', 'Exam 1'], ['6', 'Tu Sep 30', 'Return and Go Through Exam 1']);
    expect(brief(doc)).toEqual(['2025-09-25 exam Exam 1']);
  });
});

describe('numbers written out', () => {
  it('reads a test with a number as a test whatever word names it (“Case Test 1”), and a statistics test without one as none', () => {
    expect(brief(syllabus('Spring 2025', ['Test', 'Date'], ['Case Test 1', '2/13'], ['Case Test 2', '3/20'], 'Feb 20: chi-square test and t-test review'))).toEqual(['2025-02-13 exam Case Test 1', '2025-03-20 exam Case Test 2']);
  });

  it('counts “Essay Two” as essay 2, the same work as “Essay 2” on its day, and not as “Essay 3”', () => {
    const result = extract(syllabus('Fall 2024', 'Oct 3: Essay Two due', 'Oct 3: Essay 2 (upload to Canvas)', 'Oct 24: Essay Three due'));
    expect(result.items.map((i) => `${i.date} ${i.title}`)).toEqual(['2024-10-03 Essay Two', '2024-10-24 Essay Three']);
  });

  it('reads "Quiz no 1" and "Quiz No. 2" as numbered quizzes', () => {
    expect(brief(syllabus('Fall 2018', 'Friday, October 5th: Introduction to Prediction', '- In-class Quiz no 1', 'Nov 2: Quiz No. 2'))).toEqual(['2018-10-05 quiz Quiz no 1', '2018-11-02 quiz Quiz No. 2']);
  });
});

describe('lab practicals', () => {
  it('reads a numbered practical as an exam, and tells "Practical I" from "Practical II"', () => {
    const doc = syllabus('Summer 2018', ['Date', 'Lecture Topic', 'Laboratory Topic'], ['Monday June 18', 'Circulatory System', 'Practical I (Lab Reports Due)'], ['Wednesday June 27', 'Male Reproductive System', 'Practical II']);
    expect(brief(doc)).toEqual(['2018-06-18 exam Practical I', '2018-06-18 assignment Lab Reports', '2018-06-27 exam Practical II']);
  });

  it('leaves the labs a schedule lists to check where nothing weighs labs in the grade or says one is due, and places them where something does', () => {
    const schedule: (string | string[])[] = [
      ['Week', 'Date', 'Labs and Problem Sets'],
      ['03', '10/14', 'Lab: Introduction to R and RStudio\nProblem Set 1 (due on Canvas by 5pm)'],
      ['05', '10/28', 'Lab 2 on regression\nProblem Set 2 (due on Canvas by 5pm)'],
    ];
    const sessions = extract(syllabus('EC 320 Fall 2019', 'In your weekly lab section, you will learn to apply the concepts using R. Attending lab is crucial. Due to space constraints, attend the lab you registered for.', 'Grading: problem sets 30%, midterms 40%, final 30%', ...schedule));
    expect(sessions.items.map((i) => `${i.date} ${i.title}`)).toEqual(['2019-10-14 Problem Set 1', '2019-10-28 Problem Set 2']);
    expect(sessions.unplaced.filter((u) => u.reason.includes('is a lab, and nothing in the syllabus grades labs or says one is due'))).toHaveLength(2);
    const graded = extract(syllabus('EC 320 Fall 2019', 'Grading: problem sets 30%, labs 10%, final 60%', ...schedule));
    expect(graded.items.map((i) => `${i.date} ${i.title}`)).toEqual(['2019-10-14 Lab: Introduction to R and RStudio', '2019-10-14 Problem Set 1', '2019-10-28 Lab 2', '2019-10-28 Problem Set 2']);
  });
});

describe('a sentence that refers back', () => {
  it('dates the work the sentence before it named', () => {
    const doc = syllabus('Spring 2023', 'Students will deliver a 5-minute presentation of their portfolio to a panel. This event will be scheduled during our final exam slot on Tuesday May 9th from 3-6pm. (20 points)');
    expect(brief(doc)).toEqual(['2023-05-09 15:00 project Presentation']);
  });

  it('names the work a line’s opening label gives, when the sentence after it dates a bare "paper"', () => {
    const result = extract(syllabus('SOC 250 Fall 2019', 'Midterm Paper (25%): A 5-7 page paper due October 18.', 'Term Paper: The paper is due December 9.'));
    expect(result.items.map((i) => `${i.date} ${i.title}`)).toEqual(['2019-10-18 Midterm Paper', '2019-12-09 Term Paper']);
    expect(result.unplaced).toEqual([]);
  });

  it('names work described under a title with its share of the grade by that title, the section’s kind and a download link notwithstanding', () => {
    const result = extract(
      syllabus(
        'HIST 1200 Fall 2017',
        'Assignments',
        'Podcast Episode (5%)',
        'Recorded conversation with another student interviewing each other about your projects. Due Sunday December 3 at 5PM. Download the assignment.',
        'Book Précis – 10%',
        'Summary of a secondary source (750 words). Download the assignment. Due Tuesday October 31 at 5PM.',
      ),
    );
    expect(result.items.map((i) => `${i.date} ${i.time} ${i.title}`)).toEqual(['2017-10-31 17:00 Book Précis', '2017-12-03 17:00 Podcast Episode']);
    expect(result.unplaced).toEqual([]);
  });
});

describe('a day-first syllabus', () => {
  it('still reads a month written before its day ("February 14", not February 2014)', () => {
    expect(brief(syllabus('Spring 2023', 'Schedule: 14.02.2023 to 30.05.2023', 'Research proposal due February 14'))).toEqual(['2023-02-14 project Research proposal']);
  });
});

describe('a kind’s word alone', () => {
  it('is its own item after another deliverable when its own date follows it', () => {
    const doc = syllabus('Spring 2021', 'The group project will have 2 checkpoints on 22 January and 24 February with a short presentation on 24 February.');
    expect(brief(doc)).toEqual(['2021-01-22 project Checkpoint 1', '2021-02-24 project Checkpoint 2', '2021-02-24 project Presentation']);
  });
});

describe('names of drafts and chapter quizzes', () => {
  it('names a draft after the work it drafts, and a quiz by the chapter it is on', () => {
    const doc = syllabus('ENGL 101 Fall 2019', 'Sep 10: Paper 2 - first draft due', 'Sep 24: Paper 2 due', 'Oct 1: Quiz on Ch. 2');
    expect(brief(doc)).toEqual(['2019-09-10 assignment Paper 2 - first draft', '2019-09-24 assignment Paper 2', '2019-10-01 quiz Quiz on Ch. 2']);
  });

  it('keeps the chapter or module before a kind, and leaves out a bracket a title’s end cut open', () => {
    const doc = syllabus('BIO 101 Fall 2024', ['Date', 'Topic', 'Due'], ['Aug. 26', 'Intro', 'Chapter 1 Quiz (Canvas)'], ['Sept. 17', 'Genetics', 'Online Exam 1 (Ch. 1–4)']);
    expect(brief(doc)).toEqual(['2024-08-26 quiz Chapter 1 Quiz', '2024-09-17 exam Online Exam 1']);
  });

  it('names numbered work by the words after its colon, never by "Due" or "by"', () => {
    const doc = syllabus('ECON 201 Fall 2019', 'Assignment 1: Due Sunday, September 8 at 11:59 PM', 'Lab 2: Titration due Sept 10', 'Essay 3: On Liberty due Sept 12');
    expect(brief(doc)).toEqual(['2019-09-08 23:59 assignment Assignment 1', '2019-09-10 assignment Lab 2: Titration', '2019-09-12 assignment Essay 3: On Liberty']);
  });

  it('keeps the lower-case words between a kind and "due" in its name, but not words about it', () => {
    const doc = syllabus('CHEM 110 Spring 2020', 'Lab notebook check due 04-17-2020', 'Homework is due 4/20', 'Portfolio 2 revisions due 4/21', 'Exam 1 corrections due 4/22', 'Lab safety quiz due 4/23');
    expect(brief(doc)).toEqual([
      '2020-04-17 assignment Lab notebook check',
      '2020-04-20 assignment Homework',
      '2020-04-21 assignment Portfolio 2 revisions',
      // Named after an exam, handed in.
      '2020-04-22 assignment Exam 1 corrections',
      '2020-04-23 quiz Lab safety quiz',
    ]);
  });
});

describe('ordinals', () => {
  it('makes "the first … the second …" with a date each that one of the work the paragraph names, not the weeks it counts', () => {
    const doc = syllabus('Spring 2021', 'There will be 2 individual homework assignments. The first is due at the end of the 3rd week (January 31 23:59) and the second is due at the end of the 5th week (February 12). Each is worth 15 points.');
    expect(brief(doc)).toEqual(['2021-01-31 23:59 assignment Homework 1', '2021-02-12 assignment Homework 2']);
  });
});

describe('a weekday the work or its column names', () => {
  it('puts a week’s work on the weekday and hour its due column’s header names: “DUE (Th, 11:59pm)”', () => {
    const doc = syllabus('Fall 2025', ['Week', 'Dates', 'Topics', 'DUE (Th, 11:59pm)'], ['1', 'Aug 25 - 29', 'Probability basics', 'Lab 01'], ['2', 'Sep 1 - 5', 'Counting', 'HW 01']);
    expect(brief(doc)).toEqual(['2025-08-28 23:59 assignment Lab 01', '2025-09-04 23:59 assignment HW 01']);
  });

  it('moves work that names its weekday to that day of its row’s week, and keeps the weekday out of its title', () => {
    const doc = syllabus(
      'Spring 2025',
      ['Week', 'Dates', 'Topics', 'Readings', 'Due'],
      ['1', 'Jan 13-17', 'Introduction', 'Ch. 1', ''],
      ['2', 'Jan 20-24', 'Supply and demand', 'Ch. 2', 'Problem Set 1 (Fri)'],
      ['3', 'Jan 27-31', 'Elasticity', 'Ch. 3', 'Problem Set 2 (Fri); Quiz 1'],
      ['4', 'Feb 3-7', 'Review', '', 'Midterm Exam (Thu)'],
    );
    expect(brief(doc)).toEqual(['2025-01-24 assignment Problem Set 1', '2025-01-27 quiz Quiz 1', '2025-01-31 assignment Problem Set 2', '2025-02-06 exam Midterm Exam']);
  });

  it('reads a column named for a weekday’s class (“Thursday Class”) as that day, and a week’s days a narrow column wrapped (“15-17\\nSeptember”, not “10-12” as October 12)', () => {
    const doc = syllabus(
      'Fall 2026',
      'Labs: 20% of the grade',
      ['Week', 'Tuesday Class', 'Thursday Class'],
      ['15-17\nSeptember', 'Lab 1: Regression', 'Support vector machines'],
      ['10-12\nNovember', 'Clustering', 'Lab 2: Boosting'],
      ['Week 13\nNov 17', 'Review', 'Quiz 3'],
    );
    expect(brief(doc)).toEqual(['2026-09-15 assignment Lab 1: Regression', '2026-11-12 assignment Lab 2: Boosting', '2026-11-19 quiz Quiz 3']);
  });

  it('reads a timetable letter labelling a cell’s line (“T: QSS Tutorial 2”, “F: PSet 1”) as that day of the row’s week, and keeps it out of the name', () => {
    const doc = syllabus('Spring 2025', ['Week', 'Date', 'Topic', 'Assignment Due'], ['2', '01/27', 'Causality', 'T: QSS Tutorial 2\nF: PSet 1'], ['3', '02/03', 'Measurement', 'T: QSS Tutorial 3']);
    expect(brief(doc)).toEqual(['2025-01-28 assignment QSS Tutorial 2', '2025-01-31 assignment PSet 1', '2025-02-04 assignment QSS Tutorial 3']);
  });

  it('reads a timetable letter in brackets ("HW 1 (R)") and a weekday closing the entry ("Midterm exam Thursday") as that day of the row’s week', () => {
    const doc = syllabus('Spring 2026', ['Week of', 'T', 'R', 'Due'], ['Jan 12', 'Intro', 'Sets', 'HW 1 (R)'], ['Jan 19', 'Logic', 'Proofs', 'HW 2 (T)'], ['Feb 23', 'Review', 'Recap', 'Midterm exam Thursday']);
    expect(brief(doc)).toEqual(['2026-01-15 assignment HW 1', '2026-01-20 assignment HW 2', '2026-02-26 exam Midterm exam']);
  });

  it('reads a day alone under a month written as its own row or heading ("September", then "9 | Intro") as that day of that month', () => {
    const inRows = syllabus('Fall 2024', ['Date', 'Topic', 'Due'], ['September', '', ''], ['9', 'Intro', ''], ['25', 'Sets', 'HW 1 due'], ['October', '', ''], ['2', 'Logic', 'Exam 1']);
    expect(brief(inRows)).toEqual(['2024-09-25 assignment HW 1', '2024-10-02 exam Exam 1']);
    const underHeadings = syllabus('Fall 2024');
    underHeadings.lines.push(
      { page: 1, text: 'October', heading: 2, opens: true },
      { page: 1, text: 'Date | Topic | Due', cells: ['Date', 'Topic', 'Due'], table: 1 },
      { page: 1, text: '28 | Logic | Essay 2', cells: ['28', 'Logic', 'Essay 2'], table: 1 },
    );
    expect(brief(underHeadings)).toEqual(['2024-10-28 assignment Essay 2']);
  });

  it('does not take a lab its topics cell says is done in class for a submission, but keeps other work in that cell', () => {
    const doc = syllabus('Fall 2024', ['Date', 'Topic', 'Notes'], ['Sep 16', 'Lab 2: titration (in class)', 'Attendance required'], ['Sep 23', 'Essay 1 due; in-class workshop', '']);
    expect(brief(doc)).toEqual(['2024-09-23 assignment Essay 1']);
  });

  it('does not stretch a due cell’s work over other work the cell names beside it', () => {
    const doc = syllabus('Fall 2024', ['Day', 'Topic', 'Homework'], ['Mon 9/16', 'Logic', 'HW 1 due; HW 2 released']);
    expect(brief(doc)).toEqual(['2024-09-16 assignment HW 1']);
  });

  it('numbers the work of a column headed by its kind ("HW | Quiz | Date" over "2 | 1 | Sep 15"), due on the row’s date', () => {
    const doc = syllabus('Fall 2023', ['HW', 'Quiz', 'Date'], ['1', '', 'Sep 8'], ['2', '1', 'Sep 15'], ['', '', 'Sep 22']);
    expect(brief(doc)).toEqual(['2023-09-08 assignment Homework 1', '2023-09-15 assignment Homework 2', '2023-09-15 quiz Quiz 1']);
  });

  it('reads a row of days with no label cell over the row of what happens on them ("9/1 | 9/3" over " | HW 1"), each day its own', () => {
    const doc = syllabus('CBE 60546 Fall 2025', ['8/25', '8/27'], ['Welcome!', 'Python notebooks'], ['9/1', '9/3'], ['', 'HW 1'], ['9/22', '9/24'], ['Exam 1', '']);
    expect(brief(doc)).toEqual(['2025-09-03 assignment HW 1', '2025-09-22 exam Exam 1']);
  });

  it('numbers each of several numbers a kind’s due column lists ("02,03"), and none of a column the kind merely heads beside it (handed out)', () => {
    const doc = syllabus(
      'GCB 535 Spring 2021',
      ['Date', 'Topic', 'In Class + Homework Directory', 'Homework Due'],
      ['25-Jan', 'UNIX Directories and Files', '02', '01'],
      ['27-Jan', 'UNIX Web Resources', '03', '-'],
      ['1-Feb', 'ChIP-Seq Primer', '04', '02,03'],
    );
    expect(brief(doc)).toEqual(['2021-01-25 assignment Homework 01', '2021-02-01 assignment Homework 02', '2021-02-01 assignment Homework 03']);
  });

  it('dates a calendar grid’s weeks by their days under the weekdays, a month named in the week it begins, and due work by its weekday', () => {
    const doc = syllabus(
      'CSCI 321 Spring 2016',
      ['', 'Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Topic', 'Deadlines'],
      ['April', '27', '28', '29', '30', '31', '1', '2', 'Pygame', ''],
      ['', '3', '4', '5', '6', '7', '8', '9', 'Physics', '2D game due Wednesday'],
      ['', '24', '25', '26', '27', '28', '29', '30', 'Blender', 'Essay due Monday'],
      ['May', '1', '2', '3', '4', '5', '6', '7', 'AI', 'Midterm Wednesday'],
      // A weekday alone in the due column is the day of the work the row names.
      ['', '8', '9', '10', '11', '12', '13', '14', 'Final Exam', 'Wednesday 8:00am'],
    );
    expect(brief(doc)).toEqual(['2016-04-06 assignment 2D game', '2016-04-25 assignment Essay', '2016-05-04 exam Midterm', '2016-05-11 08:00 exam Final Exam']);
  });

  it('reads a mark under a kind’s header ("x" under "Quiz") as that work on the row’s topic, beside what else the row lists', () => {
    const doc = syllabus('Spring 2019', ['Week', 'Topic', 'Reading', 'Quiz', 'Assignments'], ['9 (3/25)', 'Hypothesis testing', '4.7', 'x', ''], ['10 (4/1)', 'ANOVA', '6.2', 'x', 'HW 8 (Due 4/5)'], ['11 (4/8)', 'Correlation', '6.4', '', '']);
    expect(brief(doc)).toEqual(['2019-03-25 quiz Quiz: Hypothesis testing', '2019-04-01 quiz Quiz: ANOVA', '2019-04-05 assignment HW 8']);
  });

  it('tells a release from a deadline by the "Assign:" and "Due:" labels inside one cell', () => {
    const doc = syllabus('Fall 2023', ['Date', 'Topic', 'Work'], ['Sep 5', 'Logic', 'Assign: HW 3 Due: HW 2'], ['Sep 12', 'Proofs', 'Assigned: HW 4, Lab 2; Due: HW 3']);
    expect(brief(doc)).toEqual(['2023-09-05 assignment HW 2', '2023-09-12 assignment HW 3']);
  });

  it('dates work under a week heading by the weekday in its brackets, and leaves work with no day to check with its week', () => {
    const doc = syllabus('Fall 2024');
    doc.lines.push(
      { page: 1, text: 'Week 3 (Sept 9)', heading: 2 },
      { page: 1, text: 'Quiz 2 (Wednesday)', list: 1 },
      { page: 1, text: 'Week 4 (Sept 16)', heading: 2 },
      { page: 1, text: 'Problem set 2 due', list: 1 },
    );
    const result = extract(doc);
    expect(brief(doc)).toEqual(['2024-09-11 quiz Quiz 2']);
    expect(result.unplaced.map((u) => [u.text, u.dates?.join()])).toEqual([['Problem set 2 due', '2024-09-16']]);
  });

  it('dates work "due the following Tuesday" after the day it is handed out', () => {
    expect(brief(syllabus('Fall 2023', 'Sep 5: Case study 1 assigned; due the following Tuesday'))).toEqual(['2023-09-12 assignment Case study 1']);
  });

  it('holds the quizzes a week row lists on the weekday the prose gives them ("a quiz each week on Thursdays"), not a day row’s', () => {
    const doc = syllabus('Spring 2020', 'There will be an in-class quiz each week on Thursdays.', ['Week', 'Topic'], ['Week of Jan 20', 'Kirchhoff’s law, divider circuits\nQuiz 1'], ['Week of Jan 27', 'Nodal analysis, source transformations\nQuiz 2'], ['Tue Feb 4', 'Make-up quiz 3']);
    expect(brief(doc)).toEqual(['2020-01-23 quiz Quiz 1', '2020-01-30 quiz Quiz 2', '2020-02-04 quiz Make-up quiz 3']);
  });

  it('reads work named without a number in a topics column as what the class is about, and a quiz or midterm there as held', () => {
    const doc = syllabus('Spring 2020', ['Date', 'Topic'], ['Mar 16', 'Natural & Step response of RLC circuits\nQuiz 6'], ['Mar 18', 'Midterm lab'], ['Mar 23', 'Response paper 2 due']);
    expect(brief(doc)).toEqual(['2020-03-16 quiz Quiz 6', '2020-03-18 exam Midterm lab', '2020-03-23 assignment Response paper 2']);
  });

  it('takes a calendar figure’s shaded day as work only where the text names none that day', () => {
    const doc = syllabus('Spring 2021', 'Feb 4: Article summary 1 due', 'Feb 9: Quiz 2');
    doc.lines.push({ page: 1, text: 'February 4: Homework Due', opens: true, figure: true }, { page: 1, text: 'February 11: Homework Due', opens: true, figure: true });
    const result = extract(doc);
    expect(brief(doc)).toEqual(['2021-02-04 assignment Article summary 1', '2021-02-09 quiz Quiz 2', '2021-02-11 assignment Homework']);
    expect(result.setAside.map((line) => [line.text, line.reason])).toContainEqual(['February 4: Homework Due', 'The same work as the item "Article summary 1" on 2021-02-04.']);
  });

  it('takes a row’s time from a column of its own', () => {
    const doc = syllabus('Fall 2023', ['Exam', 'Date', 'Time', 'Location'], ['Midterm 1', 'Oct 5', '7:00-9:00 PM', 'Hall A'], ['Final', 'Dec 14', '8:00-11:00 AM', 'TBA']);
    expect(brief(doc)).toEqual(['2023-10-05 19:00 exam Midterm 1', '2023-12-14 08:00 exam Final']);
  });

  it('reads a short code with "due" in any column as that work ("A1 Due"), its release and a recap of an exam as nothing', () => {
    const doc = syllabus('Fall 2020', ['Date', 'Topic', 'Notes'], ['Tue 09/08', 'Layering', 'A1 Out'], ['Thu 09/17', 'Exercise and Lab', 'A1 Due'], ['Thu 10/15', 'Midterm Exam', ''], ['Thu 10/29', 'Midterm Recap', 'P2 due']);
    expect(brief(doc)).toEqual(['2020-09-17 assignment A1', '2020-10-15 exam Midterm Exam', '2020-10-29 assignment P2']);
  });

  it('reads an "assessment" column as what is due, and on a day with no class or nothing due, or in a make-up class, names no work', () => {
    const doc = syllabus(
      'Fall 2024',
      ['date', 'topic and materials', 'assessment', 'notes'],
      ['T 9/3', 'Marsh study design', 'Quiz 1', 'Bring your notes'],
      ['Th 9/19', 'Lab 4: Marsh sample processing', '', 'We will be indoors'],
      ['Th 10/3', 'Lab 6: Benthic sampling', 'Lab report 2', ''],
    );
    expect(brief(doc)).toEqual(['2024-09-03 quiz Quiz 1', '2024-10-03 assignment Lab report 2']);
    const music = syllabus('Spring 2020', ['Section 1/2', 'Location', 'During Class', 'Due'], ['Jan 20/21', 'NO CLASS', 'NO CLASS', '[Martin Luther King Jr. Holiday]'], ['Feb 3/4', 'Crouch', 'work on Part 2', 'nothing due'], ['Apr 20/21', 'NO CLASS', '', '[Diadeloso 4/21]'], ['Feb 5/6', 'Crouch', 'Synth work', 'Part 2 of Synthesizer Exercise'], ['Apr 27/28', 'Crouch', 'Review', '4/14 Make-up class']);
    expect(brief(music)).toEqual(['2020-02-05 assignment Part 2 of Synthesizer Exercise']);
  });

  it('reads a "Preparation Assignment" column as what to do before class, and work due in class beside it as due', () => {
    const doc = syllabus('Winter 2016', ['Date', 'Topic', 'Preparation Assignment', 'Additional Information'], ['01/05', 'Compactness', 'Script #4, up to and including Theorem 4.26', ''], ['01/19', 'Continuous functions', 'Script #5, up to Exercise 5.21', 'Journal due in class (Script #4)'], ['01/21', 'Limits', '', 'Lab 2: titration (in class)']);
    expect(brief(doc)).toEqual(['2016-01-19 assignment Journal']);
  });

  it('dates what a due column lists by the row’s due date, not the session’s', () => {
    const doc = syllabus('Spring 2022', ['Session #', 'Assignment', 'Mode of the session', 'Date of session', 'Due date'], ['S1', 'HW1', 'In person', 'Jan 10th 2022', 'Jan 17th 2022'], ['S2', 'HW2', 'Online', 'Jan 17th 2022', 'Jan 24th 2022']);
    expect(brief(doc)).toEqual(['2022-01-17 assignment HW1', '2022-01-24 assignment HW2']);
  });

  it('leaves work whose due cell is blank ("-") unplaced for a person to date, and still takes the exam held at the session', () => {
    const doc = syllabus('Spring 2022', ['Session #', 'Assignment', 'Mode of the session', 'Date of session', 'Due date'], ['S8', 'HW8', 'Online', 'Feb 16th 2022', 'Feb 21st 2022'], ['S9', 'HW9', 'In person', 'Feb 21st 2022', 'Feb 28th 2022'], ['S10', 'HW10', 'Midterm', 'Feb 28th 2022', '-']);
    const result = extract(doc);
    expect(brief(doc)).toEqual(['2022-02-21 assignment HW8', '2022-02-28 assignment HW9', '2022-02-28 exam Midterm']);
    expect(result.unplaced.map((u) => u.reason)).toEqual(['"HW10" is listed with its due date left blank; check when it is due.']);
  });

  it('reads a week’s number and a hyphen before its date ("3-1/23") as the week of January 23, not March 1', () => {
    const doc = syllabus('Winter 2023', ['Week', 'Concepts', 'Homework (due 12:00 pm Friday)'], ['1-1/9', 'Variables', 'HW1 (Workflow)'], ['3-1/23', 'Types', 'HW3 (Types)']);
    expect(brief(doc)).toEqual(['2023-01-13 12:00 assignment HW1 (Workflow)', '2023-01-27 12:00 assignment HW3 (Types)']);
  });

  it('moves work handed out on a listed day to "the following Tuesday" a sentence gives for its kind', () => {
    const doc = syllabus('INFO 3350 Fall 2020', 'Problem sets will be distributed no later than the Friday indicated on the syllabus and are due the following Tuesday evening.', ['Week', 'Monday', 'Wednesday', 'Friday'], ['1 (8/31)', 'No class', 'Introduction', 'Problem set 1'], ['2 (9/7)', 'Tokenization', 'Readings', 'Problem set 2: Word clouds']);
    expect(brief(doc)).toEqual(['2020-09-08 assignment Problem set 1', '2020-09-15 assignment Problem set 2: Word clouds']);
  });

  it('reads a kind word inside a work’s subject or bracket as part of its name ("Problem set 8: Mini-project part 3", "(mini-project part 1)")', () => {
    const doc = syllabus('Fall 2020', ['Date', 'Topic', 'Due'], ['10/9', 'Classification', 'Problem set 6: Classifying novels (mini-project part 1)'], ['10/23', 'Features', 'Problem set 8: Mini-project part 3']);
    expect(brief(doc)).toEqual(['2020-10-09 assignment Problem set 6: Classifying novels', '2020-10-23 assignment Problem set 8: Mini-project part 3']);
  });

  it('reads the introduction of a project, a brainstorming session, time to prepare for an exam, a test strategy and a project’s corpus as no deadlines', () => {
    const doc = syllabus('Fall 2019', '10/1 – Intro of final project', '10/17 – Final Project Brainstorming Session', '10/24 – Time for students to prepare exam', '10/29 – Implementing a Test Strategy', '10/30 – Tour of the Colored Conventions Project Corpus', '12/17 – Final project due');
    expect(brief(doc)).toEqual(['2019-12-17 project Final project']);
  });

  it('dates a week laid out in weekday columns under its dated heading by those weekdays, and the row’s label by none', () => {
    const doc = documentOf(
      'markdown',
      { text: 'Software Quality, Fall 2020', heading: 1, opens: true },
      { text: 'Day 1: Mon. 23rd of November', heading: 3, opens: true },
      { text: ' | Mon | Tue | Wed | Thu | Fri', cells: ['', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri'], table: 1 },
      { text: 'Reading Assignment | Chapter 1 | Chapter 2 | Chapter 6 | Chapter 5 | ', cells: ['Reading Assignment', 'Chapter 1', 'Chapter 2', 'Chapter 6', 'Chapter 5', ''], table: 1 },
      { text: 'Lab exercise | Bash | Docker | Terraform | Circle CI | Week 1 Assignment', cells: ['Lab exercise', 'Bash', 'Docker', 'Terraform', 'Circle CI', 'Week 1 Assignment'], table: 1 },
      { text: 'Day 1: Mon. 30th of November', heading: 3, opens: true },
      { text: ' | Mon | Tue | Wed | Thu | Fri', cells: ['', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri'], table: 2 },
      { text: 'Lecture | Pipelines | Testing | Security | Time for students to prepare exam | Exam', cells: ['Lecture', 'Pipelines', 'Testing', 'Security', 'Time for students to prepare exam', 'Exam'], table: 2 },
    );
    expect(brief(doc)).toEqual(['2020-11-27 assignment Week 1 Assignment', '2020-12-04 exam Exam']);
  });

  it('moves work under a day’s heading to the weekday it is "due on Canvas Thursday", named without the verb, and keeps two series of one number apart', () => {
    const doc = documentOf(
      'markdown',
      { text: 'STATS 7 Summer 2022', heading: 1, opens: true },
      { text: 'Monday Aug 15', heading: 2, opens: true },
      { text: 'Take lecture video quiz 3 due on Canvas Tuesday at noon', list: 1, opens: true },
      { text: 'Wednesday Aug 17', heading: 2, opens: true },
      { text: 'Discussion quiz 3 in discussion at 4pm', list: 1, opens: true },
      { text: 'Complete lecture video quiz 4 on Canvas due Thursday at noon', list: 1, opens: true },
      { text: 'Thursday Aug 18', heading: 2, opens: true },
      { text: 'Lecture 12', list: 1, opens: true },
    );
    expect(brief(doc)).toEqual(['2022-08-16 12:00 quiz Lecture video quiz 3', '2022-08-17 16:00 quiz Discussion quiz 3', '2022-08-18 12:00 quiz Lecture video quiz 4']);
  });

  it('takes work a topics cell says is submitted ("(1 page section submission each team)"), and neither an announcement nor a review sheet for an exam as work', () => {
    const doc = syllabus(
      'CSCI 8530 Spring 2022',
      ['Date', '', 'Topic', 'Assignment (to be completed before class)'],
      ['Wed', 'Jan. 26', 'Hardware and Xinu', 'Reading: ch.1\nAnnouncement of Final Project'],
      ['Wed', 'Feb. 23', 'Process Management\nProject Progress Report (3 mins presentation and 1 page section submission each team)', 'Reading: ch.6'],
      ['Mon', 'Feb. 28', 'Synchronization', 'Reading: ch.7\nHomework 2 Due (upload to Canvas)\nFormula Sheet (PDF) for Midterm 1'],
      ['Wed', 'Mar. 2', 'Midterm 1', ''],
    );
    const { items } = extract(doc);
    expect(items.map((i) => `${i.date} ${i.type}`)).toEqual(['2022-02-23 project', '2022-02-28 assignment', '2022-03-02 exam']);
    expect(items[0]!.title).toMatch(/Project Progress Report$/);
  });

  it('reads a "Topic / Assignment Due" column as topics with the work its cells say is due ("Final project and presentations due"), beside a column of weekly activities due the following Sunday', () => {
    const doc = syllabus(
      'HIST-GA 1011 Spring 2024',
      ['Week Number', 'Date of Class', 'Topic / Assignment Due', 'Weekly Activity\nDue following Sunday'],
      ['Week 1', 'Wed January 24', 'Introduction to Digital Archives', ''],
      ['Week 4', 'Wed February 14', 'Repository Systems\nFile Format Report due', 'Fixity and Digital Packages'],
      ['Week 15', 'Wed May 1', 'Final project and presentations due', ''],
    );
    // (A topic's line above the work is read as the start of its name, as a name wrapped over two lines would be.)
    expect(brief(doc)).toEqual(['2024-02-14 assignment Repository Systems File Format Report', '2024-02-18 assignment Fixity and Digital Packages', '2024-05-01 project Final project']);
    expect(extract(doc).unplaced).toEqual([]);
  });

  it('reads a weekday’s slip beside a numeric date ("Friday 12/2" in a fall term) as the date written, not the day-first date outside the term', () => {
    const doc = syllabus('PHIL 251 Fall 2015', 'Levels Paper, First Attempt Due, Monday 8/31', 'Levels Paper, Fifth Attempt Due, Friday 12/2');
    expect(extract(doc).items.map((i) => i.date)).toEqual(['2015-08-31', '2015-12-02']);
  });

  it('reads an exam’s "covers material from Jan 09-Feb 17" as no date of its own, and "Start final project" as no deadline', () => {
    const doc = syllabus('BIOSTAT 620 Winter 2025', 'Key Dates', ['Date', 'Event'], ['Jan 19', 'Pset 1 due'], ['Feb 18', 'Midterm 1: covers material from Jan 09-Feb 17'], ['Feb 27', 'Start final project. Obtain approval if you want to do a personal project instead.'], ['Apr 22', 'Final project due']);
    expect(extract(doc).items.map((i) => `${i.date} ${i.type} ${i.title.slice(0, 9)}`)).toEqual(['2025-01-19 assignment Pset 1', '2025-02-18 exam Midterm 1', '2025-04-22 project Final pro']);
  });

  it('reads labs named without "due" where the syllabus says of others that they are due as the sessions held, and labs in a table under "Assignment Due Dates" as due', () => {
    const sessions = syllabus('BIO 40 Spring 2023', ['Date', 'Topic', 'Labs & Notes'], ['Jan 11', 'Inquiry', 'Measurements lab.'], ['Mar 06', 'Respiration', 'Intro for enzymes lab due.'], ['Mar 08', 'Cells', 'Respiration lab'], ['Apr 03', 'Genetics', 'Enzymes lab due.']);
    expect(extract(sessions).items.map((i) => `${i.date} ${i.type}`)).toEqual(['2023-03-06 assignment', '2023-04-03 assignment']);
    expect(extract(sessions).unplaced.map((u) => u.text)).toEqual(expect.arrayContaining(['Jan 11 | Inquiry | Measurements lab.', 'Mar 08 | Cells | Respiration lab']));
    const table = documentOf(
      'markdown',
      { text: 'SOC 480 Fall 2025', heading: 1, opens: true },
      { text: 'Thursday - 9/11/25', heading: 3, opens: true },
      { text: 'Due:', opens: true },
      { text: 'Lab 1 due', list: 1, opens: true },
      { text: 'Thursday - 9/18/25', heading: 3, opens: true },
      { text: 'Lab 2 due', list: 1, opens: true },
      { text: 'Assignment Due Dates', heading: 2, opens: true },
      { text: 'Date | Event', cells: ['Date', 'Event'], table: 1 },
      { text: '10/30/25 12 pm | Lab Seven', cells: ['10/30/25 12 pm', 'Lab Seven'], table: 1 },
      { text: '11/6/25 12 pm | Lab Eight', cells: ['11/6/25 12 pm', 'Lab Eight'], table: 1 },
    );
    expect(brief(table)).toEqual(['2025-09-11 assignment Lab 1', '2025-09-18 assignment Lab 2', '2025-10-30 12:00 assignment Lab Seven', '2025-11-06 12:00 assignment Lab Eight']);
  });

  it('reads a stale "Spring 2022" title as no term when a full date and a holiday’s weekday both give 2023', () => {
    const doc = syllabus('start: 2023-01-10', 'Class schedule for Bio 40 (Spring 2022)', ['Date', 'Topic', 'Notes'], ['Jan 09', 'Welcome', ''], ['Jan 16', 'No Class – MLK day', ''], ['Feb 06', 'Exam 1', '']);
    expect(brief(doc)).toEqual(['2023-02-06 exam Exam 1']);
  });

  it('reads a stale "Spring 2022" title as no term when the file was made for 2023 and a holiday’s weekday fits 2023 alone', () => {
    const doc = { ...syllabus('Class schedule for Bio 40 (Spring 2022)', ['Date', 'Topic', 'Notes'], ['Jan 09', 'Welcome', ''], ['Jan 16', 'No Class – MLK day', ''], ['Feb 06', 'Exam 1', '']), created: new Date('2023-01-02T12:00:00Z') };
    expect(brief(doc)).toEqual(['2023-02-06 exam Exam 1']);
    expect(brief({ ...doc, created: undefined })).toEqual(['2022-02-06 exam Exam 1']);
  });

  it('reads a numbered row whose name is not yet given ("1 | ? | 50 | Sep 16 | Sep 30") under a "Projects" heading as that project, due on its due date', () => {
    const row = (...cells: string[]) => ({ text: cells.join(' | '), cells, table: 1 });
    const doc = documentOf(
      'markdown',
      { text: 'CSCI 150 Fall 2019', heading: 1, opens: true },
      { text: 'Projects: 350 points', heading: 2, opens: true },
      row('#', 'Name', 'Points', 'Assigned', 'Due'),
      row('1', '?', '50', 'Sep 16', 'Sep 30'),
      row('2', '?', '100', 'Oct 14', 'Nov 1'),
      row('3', '?', '200', 'Nov 18', 'Final Exam Day'),
    );
    expect(brief(doc)).toEqual(['2019-09-30 project Project 1', '2019-11-01 project Project 2']);
    expect(extract(doc).unplaced.map((u) => u.text)).toEqual(['3 | ? | 200 | Nov 18 | Final Exam Day']);
  });

  it('reads "Assignments:" opening a line as a label of what follows, "Finals:" as the exams, and a lecture ticket under "Assignment" as work', () => {
    const doc = syllabus('CS 102 Fall 2021', 'Session 1 - 8/31/2021', 'Assignments: Review virtual machine options for your OS', 'Session 2 - 9/7/2021', 'Assignments: In your Docker container, clone the course repository', '12/15 | Finals: Sections 01-03 Monday, December 15th from 10-noon', ['Assignment', 'Available', 'Due'], ['Lecture ticket 1', 'Tuesday 8/31 (by 5pm)', 'Thursday 9/2 (in lecture)'], ['Lecture ticket 2', 'Thursday 9/2 (by 5pm)', 'Tuesday 9/7 (in lecture)']);
    expect(extract(doc).items.map((i) => `${i.date} ${i.type} ${i.title.slice(0, 14)}`)).toEqual(['2021-09-02 assignment Lecture ticket', '2021-09-07 assignment Lecture ticket', '2021-12-15 exam Finals: Sectio']);
  });

  it('reads a "Submission" column that names where work is handed in ("Moodle & GitHub") as no work of its own, and names work by its lecture', () => {
    const doc = syllabus('Fall 2022', 'Homework', ['Assignment', 'Due date', 'Submission'], ['Lect. 1 exercises 1-3', '28.09.2022', 'Moodle'], ['Lect. 2 exercises 1-4', '05.10.2022', 'Moodle & GitHub']);
    expect(brief(doc)).toEqual(['2022-09-28 assignment Lect. 1 exercises 1', '2022-10-05 assignment Lect. 2 exercises 1']);
  });

  it('dates a cell’s line by the weekday that labels it among its row’s class days ("Thu: Assn 1 in" beside "Sept 21, 23")', () => {
    const doc = syllabus('Fall 2021', ['Week', 'Dates', 'Topics', 'Assignments & Exams'], ['3', 'Sept 14, 16', 'Regression', 'Tue: assn1 Assn1 out'], ['4', 'Sept 21, 23', 'SGD', 'Tue: Quiz 1\nThu: Assn 1 in; Assn 2 out'], ['5', 'Sept 28, 30', 'Trees', 'Thu: NB 1 due.']);
    expect(brief(doc)).toEqual(['2021-09-21 quiz Quiz 1', '2021-09-23 assignment Assn 1', '2021-09-30 assignment NB 1']);
  });

  it('reads a header of up to eight words as a header ("Preparation & Deliverables (BEFORE class unless stated otherwise)"), and a train/test split as no test', () => {
    const doc = syllabus(
      'BA 305 Fall 2026',
      ['#', 'Date', 'Topics & Concepts', 'Preparation & Deliverables (BEFORE class unless stated otherwise)'],
      ['5', 'Thu Sep 17', 'PCA lab on the Universities dataset', 'Project proposal due'],
      ['7', 'Thu Sep 24', 'Diabetes lab: train/test split, kNN', ''],
    );
    expect(brief(doc)).toEqual(['2026-09-17 project Project proposal']);
  });

  it('reads a week’s number before its date ("6/February 15") as no day, and a due line whose bracket wraps onto the next line as one entry', () => {
    const doc = syllabus('Winter 2016', ['Week/Date', 'Topic', 'Deliverable'], ['6/February 15', 'WBS', 'Time Management (individual - 10%, due 11:59 pm\nFeb. 19)'], ['7/February 22', 'Cost', 'Time Management Quiz (in class Feb 23)']);
    expect(brief(doc)).toEqual(['2016-02-19 23:59 assignment Time Management', '2016-02-23 quiz Time Management Quiz']);
    expect(extract(doc).unplaced).toEqual([]);
  });

  it('reads "up to and including Exercise 5.21" as a place in the book and "(t.test" as no test, but "Assignment due: QSS Exercise 1.5.1" as work', () => {
    const doc = syllabus('Winter 2016', ['Date', 'Topic', 'Notes'], ['01/19', 'Basic Hypothesis Testing (t.test)', 'Script #5, up to and including Exercise 5.21'], ['01/21', 'Causality', 'Assignment due: QSS Exercise 1.5.1']);
    expect(new Set(extract(doc).items.map((i) => i.date))).toEqual(new Set(['2016-01-21']));
  });

  it('reads "Assignments" over a cell’s "Due:" and "Out:" lines as their heading, and work introduced or workshopped in class as no deadline', () => {
    const doc = syllabus('EDUC 236X Winter 2018', ['Week', 'Lecture', 'Lab'], ['Week 2\nJan 18', 'Topics\nConstructionism', 'Topics\nIntroduce Rube Goldberg assignment.\nAssignments\nDue: Omni Animal\nOut: Rube Goldberg'], ['Week 8\nMar 1', 'Topics\nWorkshop final projects', 'Assignments\nDue: Interface design'], ['Week 9\nMar 8', 'Topics\nGames', 'Due: Tech critique Out: Final paper'], 'On February 2, you will be introduced to the final project for this course.');
    expect(brief(doc)).toEqual(['2018-01-18 assignment Omni Animal', '2018-03-01 assignment Interface design', '2018-03-08 assignment Tech critique']);
  });

  it('dates the cells under "Due 5pm Tue" on that day of their row’s week, at that time, without a footnote’s mark', () => {
    const doc = syllabus('Fall 2017', ['', 'Unit', 'Due 5pm Tue', 'Due 5pm Fri'], ['Aug 26–Sep 1', '1', 'Exercise 1 *', 'Essay 1 ***'], ['Sep 2–8', '2', 'Exercise 2 *', '—']);
    expect(brief(doc)).toEqual(['2017-08-29 17:00 assignment Exercise 1', '2017-09-01 17:00 assignment Essay 1', '2017-09-05 17:00 assignment Exercise 2']);
  });

  it('reads a release word that opens a sentence as the release of the work after it, and the due label before as that work’s', () => {
    const doc = syllabus('Spring 2016', ['Date', 'Notes'], ['Thursday, Jan 28', 'Due: HW1. Out: HW2. Lecture Notes.'], ['Thursday, Mar 31', 'Due: HW8. Out HW9.'], ['Thursday, Apr 7', 'Homework #9 Due\nAssign Homework #10\nAssign Midterm Exam #1']);
    expect(brief(doc)).toEqual(['2016-01-28 assignment HW1', '2016-03-31 assignment HW8', '2016-04-07 assignment Homework #9']);
  });

  it('takes an exam named by when it is sat ("NO CLASS, EVENING MIDTERM") and the exam named in the next cell for one exam', () => {
    const doc = syllabus('Fall 2022', ['Date', 'Topic', 'Notes'], ['Sep. 22', 'NO CLASS, EVENING MIDTERM', 'Midterm 1, 8:00-9:30 PM, Room B061']);
    expect(brief(doc)).toEqual(['2022-09-22 20:00 exam Midterm 1']);
  });

  it('dates the cells under a "Due Friday" header on the Friday of their row’s week', () => {
    const doc = syllabus('Fall 2023', ['Week', 'Monday', 'Topic', 'Due Friday'], ['1', 'Aug 28', 'Sets', 'HW 1'], ['2', 'Sep 4', 'Relations', 'HW 2']);
    expect(brief(doc)).toEqual(['2023-09-01 assignment HW 1', '2023-09-08 assignment HW 2']);
  });
});

describe('schedules of the latest gathered shapes', () => {
  it('reads a presentation’s sign-ups as no presentation, and work in a "Reading / HW / Exam" column only where a cell names its kind', () => {
    expect(brief(syllabus('SPCH 101 Spring 2020', ['Date', 'Topic'], ['T, 1/21', 'Debate Presentation Sign-ups'], ['T, 1/28', 'Debate Presentations']))).toEqual(['2020-01-28 project Debate Presentations']);
    const doc = syllabus('ECE 361 Fall 2026', ['Time', 'Topics', 'Reading / HW / Exam', 'Deadline'], ['Mon. 8/24/2026', 'Introduction', 'Data representation, conversions', '--'], ['Mon. 10/26/2026', 'Hazards', 'Homework 3', '11:59 PM']);
    expect(brief(doc)).toEqual(['2026-10-26 23:59 assignment Homework 3']);
  });

  it('reads a release word that ends a long name in its cell ("HW11 Planning for Manipulation (I) Out") as the release', () => {
    const doc = syllabus('16-280 Fall 2025', ['Date', 'Topic', 'Assignments'], ['Nov 11 (Tue)', 'Navigation', 'HW9 Due, HW10 Autonomous Turtle Cars (G) Out'], ['Nov 18 (Tue)', 'Manipulation', 'HW11 Planning for Manipulation w/ Franka & MoveIt (I) Out'], ['Nov 25 (Tue)', 'Exam 2', 'HW10 Due']);
    expect(brief(doc)).toEqual(['2025-11-11 assignment HW9', '2025-11-25 exam Exam 2', '2025-11-25 assignment HW10']);
  });

  it('dates work "due this coming Thursday" in a dated post on that Thursday, and reads "1.30-1.35" after a date as problems, not hours', () => {
    const doc = syllabus('Econ 101 Spring 2018', '18 February - Handouts uploaded. HW 2 is due this coming Thursday at the start of class.');
    expect(brief(doc)).toEqual(['2018-02-22 assignment HW 2']);
    expect(extract(syllabus('Spring 2016', 'Jan 25: Homework 1.30-1.35 due')).items.map((i) => `${i.date} ${i.time ?? 'no time'}`)).toEqual(['2016-01-25 no time']);
  });

  it('reads a timetable’s two letters and a comma before a date ("Tu, 9/5") as its weekday, which tells the year', () => {
    // Tuesday, September 5 and Thursday, September 7 fall so in 2023 (and 2028); the page writes its year only in a note.
    const doc = syllabus('AM 111 Calendar', 'This schedule (posted August 2023) is subject to change.', ['Week', 'Date', 'Topic', 'Due'], ['1', 'Tu, 9/5', 'Floating point', 'Problem set 1'], ['1', 'Th, 9/7', 'Conditioning', 'Problem set 2']);
    expect(extract(doc).items.map((i) => i.date)).toEqual(['2023-09-05', '2023-09-07']);
  });

  it('reads a "Preparation and assignments" column beside a due column as what to do, each cell saying whether it is work', () => {
    const doc = syllabus('PA 311 Fall 2026', ['Date', 'Class activity', 'Preparation and assignments'], ['Mon., Aug. 24', 'Introduction', 'Course overview'], ['Fri., Sept. 18', 'Lab 2 support', 'Problem Set 1 due']);
    expect(brief(doc)).toEqual(['2026-09-18 assignment Problem Set 1']);
  });

  it('leaves a module’s to-do list, beside class days over weeks, for a person to date, and "Prepare for the case test 2" as no test', () => {
    const doc = syllabus('Strategic Management Spring 2025', ['Module #', 'Date & Topic', 'Tasks'], ['4', '01/28: Know your company\n01/30: Five Forces\n02/04: PESTLE\n02/11: Tutorial', 'Submit exit tickets\nKickoff course project\nPrepare for the case test 1'], ['5', '02/13: Case Test 1', ''], ['6', '02/18: Advantage\n02/20: Innovation', 'Prepare for the case test 2'], ['7', '03/20: Case Test 2', '']);
    const result = extract(doc);
    expect(result.items.map((i) => `${i.date} ${i.type} ${i.title}`)).toEqual(['2025-02-13 exam Case Test 1', '2025-03-20 exam Case Test 2']);
    expect(result.unplaced.map((u) => u.reason)).toContain('"Exit tickets" is listed beside the class days 2025-01-28 to 2025-02-11 with no day of its own; check which day it is due.');
  });

  it('dates the cells under "Fri (Assignment Due)" on the Friday after the row’s Sunday', () => {
    const doc = syllabus('CSC 317 Fall 2025', ['Week', 'Sunday', 'Tue (Lectures)', 'Wed (Quiz Release+Due)', 'Fri (Assignment Due)'], ['2', 'Sep 7', 'Lec 2', 'Quiz 1 due', 'Assignment 1'], ['3', 'Sep 14', 'Lec 3', '', 'Assignment 2']);
    expect(brief(doc)).toEqual(['2025-09-10 quiz Quiz 1', '2025-09-12 assignment Assignment 1', '2025-09-19 assignment Assignment 2']);
  });

  it('reads a "PDF presentation" linked beside a topic as the lecture’s slides, not a presentation', () => {
    const doc = syllabus('Math 352 Spring 2014', 'February 14: Separable equations (PDF presentation). Quiz 01.', 'May 14: Group project presentations, 1:30-4:30 pm');
    expect(brief(doc)).toEqual(['2014-02-14 quiz Quiz 01', '2014-05-14 13:30 project Group project presentations']);
  });

  it('reads work named inside a printed link’s address ("(../homeworks/HW00.ipynb)") as no work, the link’s own words still', () => {
    const doc = syllabus('DSCI 345 Spring 2023', 'Short Homework (due 4/6): [ipynb] (../class_material/homeworks/HW00.ipynb)', 'Notes for 4/8 at https://canvas.example.edu/courses/1/quizzes/Quiz3', 'Apr 10: [Poster](https://example.github.io/assessment/poster.html) due');
    expect(brief(doc)).toEqual(['2023-04-06 assignment Short Homework', '2023-04-10 project Poster']);
  });

  it('reads a day and month written with a dot alone under a date header, in the order the cells show ("01.15" month first, "18.10" day first)', () => {
    const monthFirst = syllabus('GEOL 497 Labs', ['Lab', 'Due Date', 'Description'], ['Lab 01', '01.15', 'R basics'], ['Lab 02', '01.22', 'R data']);
    expect(brief(monthFirst, 'Winter 2019')).toEqual(['2019-01-15 assignment Lab 01', '2019-01-22 assignment Lab 02']);
    const dayFirst = syllabus('DS 201 Fall 2019', ['Date', 'Topics'], ['18.10', 'Probability'], ['01.11', 'Spectral graphs (HW 1 due)'], ['7.12', 'Kernels (HW 3 due)']);
    expect(brief(dayFirst)).toEqual(['2019-11-01 assignment HW 1', '2019-12-07 assignment HW 3']);
    // Under a header that is no date's, a dotted number stays a number.
    expect(brief(syllabus('DS 201 Fall 2019', ['Points', 'Work'], ['01.15', 'Homework 1']))).toEqual([]);
  });

  it('reads "Winter semester 22-23" as the fall term over the year’s turn, and the subtitle’s term over a reading’s', () => {
    const doc = syllabus('Mathematical foundations of data analysis', 'Winter semester 22-23, University of Leipzig', 'Reading: [Topological Data Analysis Spring 2020](https://example.org/notes.pdf)', ['Date', 'Topics'], ['Nov 22', 'Regression (HW 2 due)'], ['Jan 24', 'Review (HW 5 due)']);
    expect(brief(doc)).toEqual(['2022-11-22 assignment HW 2', '2023-01-24 assignment HW 5']);
  });

  it('dates what is listed under "Due Next Class" at the next dated heading, past a week without class', () => {
    const doc = documentOf(
      'markdown',
      { text: 'ART 498 Spring 2023', heading: 1 },
      { text: 'February 2 — Week 2', heading: 3 },
      { text: 'Due Next Class', heading: 4 },
      { text: 'SP: Refined proposal', list: 1 },
      { text: 'March 9 — Week 7', heading: 3 },
      { text: 'Due Next Class', heading: 4 },
      { text: 'SP: Timeline update', list: 1 },
      { text: 'March 16 — Week 8', heading: 3 },
      { text: 'Spring Break, no class', list: 1 },
      { text: 'March 23 — Week 9', heading: 3 },
      { text: 'Mid point critiques', list: 1 },
    );
    expect(brief(doc).filter((line) => /SP:/.test(line))).toEqual(['2023-03-09 project SP: Refined proposal', '2023-03-23 assignment SP: Timeline update']);
  });

  it('keeps a date opening each line of a cell for that line’s work, and a line that opens with its work takes the date after it', () => {
    const doc = syllabus('CIS 452 Fall 2021', ['Week', 'Topic', 'Due'], ['3', 'Threads', 'Monday 9/13 HW Chapters 1 & 2 due\nThursday 9/16 Project 1 due\nWednesday 9/15 Lab 2 due'], ['9', 'Memory', 'Tuesday 10/26 Project 3 due\nMidterm Exam Thursday October 28 (during lab)']);
    expect(brief(doc)).toEqual(['2021-09-13 assignment HW', '2021-09-15 assignment Lab 2', '2021-09-16 project Project 1', '2021-10-26 project Project 3', '2021-10-28 exam Midterm Exam']);
    // A line the column wrapped goes on: its work's date is on the next line.
    const wrapped = syllabus('CSE 232 Fall 2021', ['Date', 'Topic', 'Due'], ['Wednesday, 9/29', 'Discussion', 'Reading response due 5pm on Tuesday, 9/28; scribes’ wiki write-up due\n11:59pm on Wednesday, 10/6']);
    expect(brief(wrapped).filter((line) => /write-up/.test(line))).toEqual(['2021-10-06 23:59 assignment Scribes’ wiki write-up']);
  });

  it('moves only the work a rule’s header names: "Psets (due Friday)" moves no quiz of the row', () => {
    const doc = syllabus('DS 1000 Fall 2023', ['Date', 'Lecture', 'Psets (due Friday)', 'Quiz (in class)'], ['8/28', 'Intro', 'Pset 1', 'Quiz 1'], ['', 'Interpretation', 'Pset 2', 'Quiz 2']);
    // (The row without a date is the one above's.)
    expect(brief(doc).filter((line) => /Quiz/.test(line))).toEqual(['2023-08-28 quiz Quiz 1', '2023-08-28 quiz Quiz 2']);
  });

  it('takes the year the class days fit ("Class: Tu/Th 9:00-10:20 AM") over a page date months before, and not by one class day alone', () => {
    const rows: string[][] = [['Week', 'Date', 'Topic'], ['1', 'Jan. 17', 'About this course'], ['', 'Jan. 19', 'What is ecology'], ['2', 'Jan. 24', 'Life'], ['', 'Feb. 09', 'Exam 1'], ['8', 'Mar. 07', 'Exam 2'], ['', 'Apr. 06', 'Exam 3']];
    // Tuesday, January 17 … Thursday, April 6 fall so in 2023; in 2022, the spring after the page's date, they are Mondays and Wednesdays.
    expect(brief(syllabus('BIOL 2051 Ecology', 'date: "2021-07-25"', '**Class**: Tu/Th 9:00-10:20 AM', ...rows))).toEqual(['2023-02-09 exam Exam 1', '2023-03-07 exam Exam 2', '2023-04-06 exam Exam 3']);
    expect(brief(syllabus('BIOL 2051 Ecology', 'date: "2021-07-25"', 'Class: Fri 9:00-10:20 AM', ...rows))).toEqual(['2022-02-09 exam Exam 1', '2022-03-07 exam Exam 2', '2022-04-06 exam Exam 3']);
  });

  it('pairs the parts a cell lists with the dates beside them line by line, and leaves the part due at "Finals" for a person to date', () => {
    const doc = syllabus('ENGL 223 Spring 2022', ['Assignment', 'Due Date', 'Percentage'], ['Research Paper\n* Three Ideas\n* Annotated Bibliography\n* First Draft\n* Final Draft', '\n3/25\n4/1\n4/15\nFinals', '\n5%\n10%\n15%\n20%']);
    const result = extract(doc);
    expect(result.items.filter((i) => i.title !== 'Research Paper').map((i) => `${i.date} ${i.type} ${i.title}`)).toEqual(['2022-03-25 assignment Three Ideas', '2022-04-01 assignment Annotated Bibliography', '2022-04-15 assignment Draft']);
    expect(result.unplaced.map((u) => u.reason)).toContain('"Final Draft" is listed as due "Finals", which gives no date; check when it is due.');
  });

  it('takes no course year from an author-year citation (“Gunderson & Leal 2015”) over the year the file was made in', () => {
    const doc = { ...syllabus('Fundamentals of Ecology', ['Date', 'Topic', 'Reading'], ['9/1', 'Temperature', 'Gunderson & Leal 2015'], ['9/15', 'HW-1 due', ''], ['9/22', 'HW-2 due', ''], ['10/6', 'Midterm', '']), created: new Date('2020-08-01T12:00:00Z') };
    expect(extract(doc).items.map((i) => i.date)).toEqual(['2020-09-15', '2020-09-22', '2020-10-06']);
  });

  it('reads a release word in the question a dash puts after a quiz (“Quiz - What channels are available …”) as no release', () => {
    const doc = syllabus('Info Vis Spring 2020', ['Date', 'Exercises'], ['02/13', 'Quiz - What channels are available for which questions?'], ['02/20', 'HW 1 - out']);
    expect(brief(doc)).toEqual(['2020-02-13 quiz Quiz']);
  });

  it('reads a heading that is a weekday and a hyphened month and day ("### Monday 9-5") as that day, but not a line’s "Wednesday 2-4"', () => {
    const doc = documentOf(
      'markdown',
      { text: 'STA 335 Fall 2022', heading: 1 },
      { text: 'Office hours: Wednesday 2-4 and by appointment', opens: true },
      { text: 'Monday 9-5', heading: 3 },
      { text: 'Homework 1 due 11:59pm', list: 1 },
      { text: 'Wednesday 9-28', heading: 3 },
      { text: 'Due Next Class', heading: 4 },
      { text: 'Response paper 1', list: 1 },
      { text: 'Friday 9-30', heading: 3 },
      { text: 'Homework 4 due 11:59pm', list: 1 },
    );
    // ("Due Next Class" finds the next class by the same reading of its heading.)
    expect(brief(doc)).toEqual(['2022-09-05 23:59 assignment Homework 1', '2022-09-30 23:59 assignment Response paper 1', '2022-09-30 23:59 assignment Homework 4']);
  });

  it('leaves an emoji out of a work’s name', () => {
    expect(brief(syllabus('Phys 100 Spring 2025', ['Week', 'Lectures', 'Assignments'], ['Week 7 (5/12-5/16)', 'Model fitting', '🔥 Revised proposals due Mon. 5/12 at 5:00 pm']))).toEqual(['2025-05-12 17:00 project Revised proposals']);
  });

  it('leaves out of a work’s name the clock time its line opens with and emphasis marks around it; the time stays the item’s', () => {
    expect(brief(syllabus('HIST 82 Spring 2023', 'Monday, April 10', '_ Research Paper due _', 'Wednesday, May 3', '5:00 P.M.: Site evaluations due for all senior students'))).toEqual([
      '2023-04-10 assignment Research Paper',
      '2023-05-03 17:00 assignment Site evaluations',
    ]);
  });
});

describe('kinds, columns and rules of more schedules', () => {
  it('reads work a preparation column names as due in brackets (“Portfolio Final Report (due at noon)”) as due that day', () => {
    const doc = syllabus('MTH 207 Biometry, Spring 2018', ['Date', 'Preparation', 'Items Due'], ['M 16-Apr', 'Read chapter 9', 'Fifth Quiz'], ['F 20-Apr', 'Portfolio Final Report (due at noon)', ''], ['M 23-Apr', 'Portfolio Final Report outline', '']);
    expect(brief(doc)).toEqual(['2018-04-16 quiz Fifth Quiz', '2018-04-20 12:00 assignment Portfolio Final Report']);
  });

  it('dates a sitting named in a later sentence of a long entry by the date the entry opens with, moved to its weekday', () => {
    const doc = syllabus('POLS 101 American Politics, Fall 2001', '1. Sept. 10. Chapter 4 on the structural foundations of American government.', '2. Sept. 17. Monday: first mid-term examination. Reaction papers due Wednesday. Begin Unit 2, Politics; Chapter 5, Public Opinion.', '3. Sept. 24. Chapter 6, the media, with its readings for the whole week. Wednesday: Quiz 2 on chapters 5 and 6.');
    expect(brief(doc)).toEqual(['2001-09-17 exam Mid-term examination', '2001-09-19 assignment Reaction papers', '2001-09-26 quiz Quiz 2']);
  });

  it('reads a kind’s word joined by a hyphen to the word after it (“Test-driven development”, “exam-style questions”) as no work', () => {
    const doc = syllabus('CS 101 Fall 2020', '- W 10/07: Test-driven development (lecture)', '- F 10/09: Exam-style questions in class', '- M 10/12: Test 1');
    expect(brief(doc)).toEqual(['2020-10-12 exam Test 1']);
  });

  it('reads presentations named alone under a day’s heading (“## Fri Oct 03” over “- **Presentations**”) as held that day', () => {
    const doc: SyllabusDocument = {
      format: 'markdown',
      pages: 1,
      lines: [
        { page: 1, text: 'ENGL 320 Medieval Survey, Fall 2025', heading: 1 },
        { page: 1, text: 'Mon Sep 29', heading: 2 },
        { page: 1, text: 'Beowulf (pp. 1-20)', list: 1 },
        { page: 1, text: 'Fri Oct 03', heading: 2 },
        { page: 1, text: 'Presentations', list: 1 },
        { page: 1, text: 'Mon Oct 06', heading: 2 },
        { page: 1, text: 'The Mabinogi', list: 1 },
      ],
    };
    expect(brief(doc)).toEqual(['2025-10-03 project Presentations']);
  });

  it('places work due during the exam period over the days a line gives that period, not on the day it is listed under', () => {
    const listed = syllabus('GREK 214 Spring 2021', 'Exam Period: 5/12 - 5/18', '#### Friday, May 7', '- Quiz 10 Due', '- (Exam 3 due during exam period)');
    expect(extract(listed).items.map((i) => `${i.title} ${(i.dates ?? [i.date]).join('..')}`)).toEqual(['Quiz 10 2021-05-07', 'Exam 3 2021-05-12..2021-05-18']);
    // The evidence quotes the line that gives the period too.
    expect(extract(listed).items[1]!.source.text).toBe('- (Exam 3 due during exam period) (Exam Period: 5/12 - 5/18)');
    const prose = syllabus('HIST 101 Fall 2024', 'Finals week: December 9-13', ['Date', 'Topic'], ['Dec 4', 'Quiz 5'], 'The final exam will be held during finals week.');
    expect(extract(prose).items.map((i) => `${i.title} ${(i.dates ?? [i.date]).join('..')}`)).toEqual(['Quiz 5 2024-12-04', 'Final exam 2024-12-09..2024-12-13']);
  });

  it('reads work named just before “by” and a date (“a topic proposal by Oct. 1”) as due that day, with or without a verb of handing in', () => {
    const doc = syllabus('Bcst 470 Cable Television, Fall 1995', 'You should approach the professor with a topic proposal by Oct. 1.  At this time you should also say whether you will work alone.', 'Read chapter 3 by October 8.');
    expect(brief(doc)).toEqual(['1995-10-01 project Proposal']);
  });

  it('reads a day listed again a few lines on (its lab after its lecture) as that day, and a date line repeated page after page as a running header', () => {
    const days = syllabus('BIO 205 Human Anatomy, Fall 2025', '11/19', 'Lecture Exam 3', '11/26', 'Urinary system', 'Ch 27', '11/26', 'Lab Exam 9 – Digestive System', '12/4', 'Lab Exam 10 – Urinary System');
    expect(brief(days)).toEqual(['2025-11-19 exam Lecture Exam 3', '2025-11-26 exam Lab Exam 9 – Digestive System', '2025-12-04 exam Lab Exam 10 – Urinary System']);
    const filler = ['Office hours are on Mondays.', 'Bring a calculator.', 'Read the chapter first.', 'Labs start in week 2.', 'Attendance is taken.', 'Use the course site.', 'Email with questions.'];
    const headed = syllabus('BIO 205 Human Anatomy, Fall 2025', 'August 20', 'Quiz 1 is on 9/3.', ...filler, 'August 20', 'Quiz 2', 'The final exam is on 12/10.');
    expect(brief(headed)).toEqual(['2025-09-03 quiz Quiz 1', '2025-12-10 exam Final exam']);
  });

  it('reads a kind’s word with its number glued on ("Quiz1", "Midterm1") and "Proj." as a project', () => {
    const doc = syllabus('OS 571 Spring 2021', '- Feb 5: Quiz1 due', '- Mar 10: Midterm1', '- Apr 9: Proj. 2 and Proj 3 due');
    expect(brief(doc)).toEqual(['2021-02-05 quiz Quiz1', '2021-03-10 exam Midterm1', '2021-04-09 project Proj. 2', '2021-04-09 project Proj 3']);
    // A kind at the end of a word of capitals ("RQuiz1", an R quiz) is that kind too.
    expect(brief(syllabus('MATH 1005 Semester 2 2023', ['Week', 'Assessments'], ['Week 1 (Aug 2)', 'RQuiz1: Design of Experiments (Aug 6)']))).toEqual(['2023-08-06 quiz RQuiz1: Design of Experiments']);
  });

  it('takes a year that is a folder of the course site’s address (“…caltech.edu/2020/a/zoom”) as written, where its class days fit several years', () => {
    // Wednesday September 30 and Monday October 5 fall so in 2020 and again in 2026.
    const lines = ['BE/Bi 103 a: Data analysis', 'All sessions are at this Zoom link <http://bebi103.caltech.edu/2020/a/zoom_links/main>.', '- W 09/30: Lesson 01: Data pipelines', '- M 10/05: Lesson 03: Introduction to Python', '- Homework 1: due 11:59 pm, October 9', '- Homework 2: due 11:59 pm, October 16'];
    expect(brief(syllabus(...lines))).toEqual(['2020-10-09 23:59 assignment Homework 1', '2020-10-16 23:59 assignment Homework 2']);
  });

  it('takes a course to be no older than the articles its links date ("…/2019/07/16/…"), where its class days fit several years', () => {
    // Tuesdays on September 3 to 24 fall so in 2013, 2019 and 2024; the text writes only 2012, an article's year.
    const doc = { ...syllabus('JOUR 472 Data Journalism', 'Class: Tuesday 11:30am - 1:50pm', 'The opioid epidemic killed many people between 2006 and 2012.', '- Sep 3: Lab 1 due', '- Sep 10: Lab 2 due', '- Sep 17: Lab 3 due', '- Sep 24: Lab 4 due'), linkTargets: ['https://www.washingtonpost.com/investigations/2019/07/16/opioid-pills/', 'https://www.poynter.org/archive/2002/excuses/'] };
    expect(extract(doc).items.map((i) => i.date)).toEqual(['2019-09-03', '2019-09-10', '2019-09-17', '2019-09-24']);
  });

  it('dates the work of a week’s row on the day a sentence names for all due dates ("the last day of the week (Saturday at 23:59:59)")', () => {
    const doc = syllabus('STAT 201 Spring 2022', ['Week', 'Dates', 'Topics', 'Assignments Due'], ['#1', 'Jan 10 - Jan 15', 'Sampling', 'Worksheet 01'], ['#2', 'Jan 17 - Jan 21', 'Bootstrap', 'Worksheet 02'], 'All due dates will be on the last day of the week (Saturday at 23:59:59).');
    const { items } = extract(doc);
    expect(items.map((i) => `${i.date} ${i.time} ${i.title} ${i.dates ?? 'one day'}`)).toEqual(['2022-01-15 23:59 Worksheet 01 one day', '2022-01-22 23:59 Worksheet 02 one day']);
  });

  it('reads initials the syllabus numbers ("DQ 2", "DQ 3") as the kind it names in full ("Daily Quiz 1"), and leaves a course code ("CS 101") alone', () => {
    const doc = documentOf('markdown', { text: 'LATN 102 Spring 2020 (cross-listed as CS 101)', heading: 1 }, { text: 'Wednesday, January 29', heading: 2 }, { text: 'Daily Quiz 1', list: 1 }, { text: 'Friday, January 31', heading: 2 }, { text: 'DQ 2', list: 1 }, { text: 'Monday, February 3', heading: 2 }, { text: 'DQ 3', list: 1 }, { text: 'Case Study 1 due', list: 1 }, { text: 'CS 101 and CS 102 students meet', list: 1 });
    expect(brief(doc)).toEqual(['2020-01-29 quiz Daily Quiz 1', '2020-01-31 quiz Daily Quiz 2', '2020-02-03 quiz Daily Quiz 3', '2020-02-03 assignment Case Study 1']);
    // The evidence quotes the document as it is written.
    const { items, reading } = extract(doc);
    expect(items.map((i) => i.source.text)).toEqual(['Daily Quiz 1', 'DQ 2', 'DQ 3', 'Case Study 1 due']);
    expect(reading?.map((line) => line.text)).toContain('DQ 2');
  });

  it('dates each cell of a row of several days by the day to its left ("M | Activity | W | Activity | F | Activity")', () => {
    const doc = syllabus('ENVE 160B Fall 2024', ['M', 'Activity', 'W', 'Activity', 'F', 'Activity', 'Report Due'], ['Oct 14', 'Lab 3', 'Oct 16', 'Lab 3', 'Oct 18', '', 'Report #1'], ['Oct 21', 'Lab 4', 'Oct 23', 'Lab 4', 'Oct 25', 'Presentations Groups 1,2', '']);
    expect(brief(doc)).toEqual(['2024-10-18 assignment Report #1', '2024-10-25 project Presentations Groups']);
  });

  it('dates the entries of a list under "Forum Posts | Due by Sunday at 11:59 p.m." on that Sunday of the week, and no line opening a list of links', () => {
    const doc = documentOf(
      'markdown',
      { text: 'JOUR 472 Fall 2019', heading: 1 },
      { text: 'Week 3 - Sept 10', heading: 4 },
      { text: 'Forum Posts | Due by Sunday at 11:59 p.m.', opens: true },
      { text: 'Forum Post 1: Update on reporting done for the project', list: 1 },
      { text: 'Here are links mentioned in the video:', list: 1 },
      { text: 'Forum Post 2: Post on Bussed Out', list: 1 },
    );
    expect(brief(doc)).toEqual(['2019-09-15 23:59 assignment Forum Post 1: Update on reporting done for', '2019-09-15 23:59 assignment Forum Post 2: Post on Bussed Out']);
    expect(extract(doc).items.every((i) => !i.flags.includes('am-pm-inferred'))).toBe(true);
  });

  it('holds a quiz "at the start of each Friday class meeting" on each Friday the schedule writes, but a day without class, where no quiz is listed', () => {
    const doc = syllabus(
      'INFO 2201 Spring 2017',
      'Friday quizzes (30%): Students will complete a short quiz at the start of each Friday class meeting.',
      'Week 1: Wednesday, January 18; Friday, January 20',
      'Lab 1 – due Wednesday, January 25.',
      'Week 2: Monday, January 23; Wednesday, January 25; Friday, January 27',
      'Week 3: Monday, January 30; Wednesday, February 1; Friday, February 3',
      'Week 4: Monday, February 6; Friday, February 10 (no class, campus closed)',
      'Week 5: Monday, February 13; Wednesday, February 15; Friday, February 17',
    );
    expect(brief(doc)).toEqual(['2017-01-20 quiz Quiz', '2017-01-25 assignment Lab 1', '2017-01-27 quiz Quiz', '2017-02-03 quiz Quiz', '2017-02-17 quiz Quiz']);
    // Listed quizzes are read as listed, not once a week.
    expect(brief(syllabus('INFO 2201 Spring 2017', 'A short quiz at the start of each Friday class meeting.', 'Friday, January 20: Quiz 1', 'Friday, January 27: no quiz', 'Friday, February 3: Quiz 2', 'Friday, February 10: Quiz 3', 'Friday, February 17: Quiz 4'))).toEqual(['2017-01-20 quiz Quiz 1', '2017-02-03 quiz Quiz 2', '2017-02-10 quiz Quiz 3', '2017-02-17 quiz Quiz 4']);
  });

  it('reads what a quiz’s or an exam’s column says it covers ("1—22", "Units 1+2") as that sitting, beside other work in the row', () => {
    const doc = syllabus('AST 101 Fall 2021', ['Date', 'Topics', 'Assignments', 'Quiz', 'Exam'], ['Sep 14', 'Sidereal days', 'HW2 due', 'Unit 1', ''], ['Sep 28', 'Interlude', '', 'Units 1+2', ''], ['Oct 4', 'Review', '', '', '1—53'], ['Oct 6', 'Gravity', '', '', '']);
    expect(brief(doc)).toEqual(['2021-09-14 assignment HW2', '2021-09-14 quiz Quiz: Unit 1', '2021-09-28 quiz Quiz: Units 1+2', '2021-10-04 exam Exam 1—53']);
  });

  it('reads a table a page break cut under the header of its first part, past the page’s number and running head', () => {
    const doc: SyllabusDocument = {
      format: 'pdf',
      pages: 2,
      lines: [
        { page: 1, text: 'MA-110 Fall 2025', heading: 1 },
        { page: 1, text: 'Date | MWF | Quiz | Exam', cells: ['Date', 'MWF', 'Quiz', 'Exam'], table: 0 },
        { page: 1, text: '2025/11/07 | F | 102—116', cells: ['2025/11/07', 'F', '102—116', ''], table: 0 },
        { page: 1, text: '1' },
        { page: 2, text: 'MA-110 Syllabus, Hansen 2025   Page 2 of 2' },
        { page: 2, text: '2025/11/14 | F | 117—133', cells: ['2025/11/14', 'F', '117—133', ''], table: 1 },
        { page: 2, text: '2025/11/24 | M | 1—150', cells: ['2025/11/24', 'M', '', '1—150'], table: 1 },
      ],
    };
    expect(brief(doc)).toEqual(['2025-11-07 quiz Quiz 102—116', '2025-11-14 quiz Quiz 117—133', '2025-11-24 exam Exam 1—150']);
    // A first row read as a header with a column it does not label ("| Topics | Readings") heads nothing past the page.
    const unlabelled: SyllabusDocument = {
      format: 'pdf',
      pages: 2,
      lines: [
        { page: 1, text: 'Math 178 Summer 2019', heading: 1 },
        { page: 1, text: 'Topics | Readings', cells: ['', 'Topics', 'Readings'], table: 0 },
        { page: 1, text: 'May 29 | Manifolds | Chapter 2', cells: ['May 29', 'Manifolds', 'Chapter 2'], table: 0 },
        { page: 2, text: 'Date   Topics   Due' },
        { page: 2, text: 'June 7 | Midterm progress report due', cells: ['June 7', '', 'Midterm progress report due'], table: 1 },
      ],
    };
    expect(brief(unlabelled)).toEqual(['2019-06-07 assignment Midterm progress report']);
  });

  it('names a sitting by the words after how it is sat (“In-class criticism exam”) and holds it on the day it is listed under; in-class work of another kind is an activity', () => {
    const doc = documentOf('markdown', { text: 'ENGL 035 The Rise of the Novel, Fall 2023', heading: 1 }, { text: 'December 6', heading: 5 }, { text: 'Winter in the Blood, all', list: 1 }, { text: 'December 11', heading: 5 }, { text: 'In-class criticism exam', list: 1 }, { text: 'December 13', heading: 5 }, { text: 'In-class anonymized writing exercise', list: 1 });
    expect(brief(doc)).toEqual(['2023-12-11 exam In-class criticism exam']);
  });

  it('moves work due on a weekday in brackets with “midnight” (“revision due (Tuesday midnight)”) from the day it is listed under to that weekday', () => {
    const doc = documentOf('markdown', { text: 'ENGL 035 The Rise of the Novel, Fall 2023', heading: 1 }, { text: 'October 30', heading: 5 }, { text: 'The Moonstone, first half', list: 1 }, { text: 'Writing Assignment #4 revision due (Tuesday midnight)', list: 1 });
    expect(brief(doc)).toEqual(['2023-10-31 23:59 assignment Writing Assignment #4 revision']);
  });

  it('dates work a label names with a colon (“FINAL EXAM:”) by the line under it that opens with its date, not by the class day above, and quotes both lines', () => {
    const sections = syllabus('HIST 103 World Civilizations, Spring 2002', '4/22 Course Conclusions.', 'FINAL EXAM:', 'Section 02 and 03: TUESDAY, APRIL 23, 9:30-11:30 A.M. Place: GROTE 131.');
    expect(brief(sections)).toEqual(['2002-04-23 09:30 exam Final Exam (Section 02 and 03)']);
    // The date's line is the item's evidence, neither a line to check nor one set aside as a lecture.
    const { items, unplaced, setAside } = extract(sections);
    expect(items[0]!.source.text).toBe('Section 02 and 03: TUESDAY, APRIL 23, 9:30-11:30 A.M. Place: GROTE 131. (FINAL EXAM:)');
    expect([...unplaced, ...(setAside ?? [])].map((line) => line.text)).toEqual(['4/22 Course Conclusions.']);
    const plain = syllabus('HIST 103 World Civilizations, Spring 2002', 'Term paper:', 'Friday, May 3, in class', 'Final Exam:', 'Tuesday, May 7, 9:30-11:30 AM');
    expect(brief(plain)).toEqual(['2002-05-03 assignment Term paper', '2002-05-07 09:30 exam Final Exam']);
  });

  it('ends a day a date line opens at the next week’s label, dated or not, so the grading section after the schedule is no part of its last day', () => {
    const doc = syllabus('PSY 380 Psychology of Gender, Spring 1999', 'Week 9', 'May 25', 'Discussion essay 8 due', 'Week 10', 'No reading due', 'Grading Overview', 'Quizzes 100 points', 'SEVEN quizzes will be given.');
    expect(brief(doc)).toEqual(['1999-05-25 assignment Discussion essay 8']);
  });

  it('reads a presentation handed in as a file (“Submit PowerPoint presentation”) as work due that day, and slides shown in class as none', () => {
    const doc = syllabus('AMH 4914 Research in South Florida History, Spring 2002', 'Mon, Feb 11: PowerPoint presentation on the Everglades in class.', 'Mon, Feb 18: Submit PowerPoint presentation.');
    expect(brief(doc)).toEqual(['2002-02-18 project PowerPoint presentation']);
  });

  it('reads a due cell listing work, each part with its due date in its own bracket, as one item per part on its own date', () => {
    const doc = syllabus('MGMT 10008 Project Management, Winter 2016', ['Week/Date Starting', 'Topic', 'Deliverables'], ['2/January 18', 'Scope', 'Gantt Chart (individual - 5%, due 11:59 pm Jan. 22), Project Charter (group - 10%, due 11:59 pm Jan. 29)']);
    expect(brief(doc)).toEqual(['2016-01-22 23:59 assignment Gantt Chart', '2016-01-29 23:59 project Project Charter']);
  });

  it('reads work a topic cell says is due after what it is on (“Guided Python project on COVID-19 data due”) as due that day', () => {
    const doc = syllabus('APSC 1001 Introduction to Engineering, Fall 2020', ['Date', 'Lecture Topic', 'Hands-on Lab Work', "What's Due"], ['10/23/20', 'Systems engineering', 'Choropleths in Python', 'Python HW2'], ['10/27/20', 'Guided Python project on COVID-19 data due', '', ''], ['10/30/20', 'A project on bridges', 'Python for-loops', '']);
    expect(brief(doc)).toEqual(['2020-10-23 assignment Python HW2', '2020-10-27 project Guided Python project']);
  });

  it('reads work a readings cell says is due before it (“Due at 11:59 PM, HW01a” over the chapters) as due that day, and the chapters as none', () => {
    const doc = syllabus('LING 402 Speech and Language Processing, Fall 2018', ['Week', 'Date', 'Topic', 'Readings'], ['Week 1', 'Thu, Aug 30', 'Introduction to the shell', 'Due at 11:59 PM, HW01a\nShotts, Chapter 1 - "What is the shell?"'], ['Week 1', 'Sat, Sep 01', '', 'Due at 5:00 PM, HW01b'], ['Week 2', 'Tue, Sep 04', 'Regular expressions', 'Shotts, Chapter 19 - "Regular expressions"']);
    expect(brief(doc)).toEqual(['2018-08-30 23:59 assignment HW01a', '2018-09-01 17:00 assignment HW01b']);
  });

  it('reads a due cell that names a review as the work (“Literature Review”, “Book Review”), and a review of an exam as none', () => {
    const doc = syllabus('COMM 210 Interpersonal Communication, Fall 2019', ['#', 'Date', 'Topic', 'Due'], ['27', 'F, 11/22', 'Conflict', 'Book Review'], ['28', 'T, 11/26', 'Special Topic', 'Literature Review'], ['29', 'F, 12/06', 'Review', 'Midterm I Review']);
    expect(brief(doc)).toEqual(['2019-11-22 assignment Book Review', '2019-11-26 assignment Literature Review']);
  });

  it('keeps a class day’s entries under its date past a long entry labelled with a note in brackets (“Additional readings (on reserve): …”)', () => {
    const doc = syllabus(
      'CCT 611 Science in Society, Spring 1999',
      'Class 11 (5/3)',
      'Case: The breeding of hybrid corn',
      'Additional readings (on reserve): Paul and Kimmelman, "Mendel in America." Lappe and Collins, "The Green Revolution is the answer."',
      'Asmt due: Complete draft of project report',
      'Class 12 (5/10)',
      'Case: The rise of biotechnology',
    );
    expect(brief(doc)).toEqual(['1999-05-03 assignment Draft of project report']);
  });
});

describe('numbers and times', () => {
  it('reads "final" before a lower-case word as that word’s adjective, not the final exam', () => {
    expect(brief(syllabus('Spring 2020', 'Mar 23: finding initial and final conditions', 'Apr 30: Final on the whole course'))).toEqual(['2020-04-30 exam Final']);
  });

  it('reads a dash between a date and its hour (“12/7 - 9AM to 12 Noon”, “Dec 8 - 2pm”) as no range of days or hours, and never takes a date’s day for an hour', () => {
    const doc = syllabus('COLL 200 Fall 2015', ['Week', 'Content'], ['Week 15', '11/30, 12/2, 12/4 - Final Presentations'], ['Final', '12/7 - 9AM to 12 Noon - Final Presentations'], ['', 'Dec 9 - 2pm: Final Report due']);
    expect(brief(doc)).toEqual([
      '2015-11-30 project Final Presentations',
      '2015-12-02 project Final Presentations',
      '2015-12-04 project Final Presentations',
      '2015-12-07 09:00 project Final Presentations',
      '2015-12-09 14:00 assignment Final Report',
    ]);
  });

  it('reads a date after a clock time without AM or PM (“by 9:00 February 28”)', () => {
    expect(brief(syllabus('EDLD 650 Winter 2022', '- Complete DARE #3 by 9:00am February 14', '- Complete DARE #4 by 9:00 February 28', '- Proposal due by 17:00 March 3'))).toEqual([
      '2022-02-14 09:00 assignment DARE #3',
      '2022-02-28 09:00 assignment DARE #4',
      '2022-03-03 17:00 project Proposal',
    ]);
  });

  it('reads a count range or a share of the grade as no date, and the date beside a share as a date', () => {
    expect(brief(syllabus('Spring 2022', 'Essay 2 (a 10-15 page essay) is due Apr 8', 'A 5-7 minute presentation on 4/12', 'Friday 3/4 10% of grade: Quiz 2'))).toEqual([
      '2022-03-04 quiz Quiz 2',
      '2022-04-08 assignment Essay 2',
      '2022-04-12 project Presentation',
    ]);
  });

  it('puts a time written without AM or PM in the afternoon when its hour is 1 to 6, and flags it', () => {
    const result = extract(syllabus('Fall 2022', 'Final exam: Dec 12, 2:45-4:45', 'Lab report 3 due Oct 7 at 11:59 pm'));
    expect(result.items.map((i) => [i.title, i.time, i.flags.includes('am-pm-inferred')])).toEqual([
      ['Lab report 3', '23:59', false],
      ['Final exam', '14:45', true],
    ]);
  });

  it('reads a deadline “by 11:59” with no AM or PM as the day’s last minute, flagged, also when a rule for all work gives it', () => {
    const result = extract(syllabus('Fall 2025', 'All assignments will be posted and submitted (by 11:59 on the due date) via Canvas.', 'Sept 21: Research Task 1 due', 'Oct 5: Research Task 2 due by 11:59', 'Oct 7: Midterm exam'));
    expect(result.items.map((i) => [i.title, i.time ?? null, i.flags.includes('am-pm-inferred')])).toEqual([
      ['Research Task 1', '23:59', true],
      ['Research Task 2', '23:59', true],
      ['Midterm exam', null, false],
    ]);
  });
});


describe('a schedule that writes the month only when it changes', () => {
  it('dates a cell opening with a day alone by the month of the date before it, and of the next month when the day is smaller', () => {
    const doc = syllabus(
      'Fall 2024',
      ['Week', 'Tuesday', 'Thursday', 'Topics'],
      ['Week 1', 'Sept 24', '26', 'Introduction'],
      ['Week 2', '1 - Review for Exam 1', '3 - Exam 1', 'Chapters 1-3'],
      ['Week 3', '8', '10 - Essay 1 due', 'Chapter 4'],
    );
    expect(brief(doc)).toEqual(['2024-10-03 exam Exam 1', '2024-10-10 assignment Essay 1']);
  });

  it('leaves a number that is no day of the schedule alone', () => {
    const doc = syllabus('Fall 2024', ['Date', 'Chapter', 'Work'], ['Sep 3', 'Intro', ''], ['Sep 5', '4', 'Exam 1'], ['Sep 10', '', '']);
    expect(brief(doc)).toEqual(['2024-09-05 exam Exam 1']);
  });
});

describe('syllabi in Spanish', () => {
  it('reads Spanish month names and the common kinds of work, and a review is not the exam', () => {
    const doc = syllabus(
      'Otoño, FA23',
      'Exámen 1: Octubre 12',
      'Ensayo 2, primera versión: 9 de noviembre',
      ['Semana', 'Martes', 'Jueves'],
      ['Semana 15', 'Nov 28', 'Nov 30'],
      ['Semana 16', 'Dic 5 - Repaso', '7 - Examen Final 1:30-4:30 pm'],
    );
    expect(brief(doc)).toEqual(['2023-10-12 exam Exámen 1', '2023-11-09 assignment Ensayo 2', '2023-12-07 13:30 exam Examen Final']);
  });

  it('dates a schedule’s “Jueves 28” cells by the month row above them (“Septiembre”), its year by their weekdays, and reads a “Prueba” as a test', () => {
    const doc = syllabus(
      'Estrategias de investigación cuantitativa',
      ['', 'Clases', 'Talleres'],
      ['Agosto', '', ''],
      ['Jueves 24', 'Unidad 1: instrumentos', 'Taller 1'],
      ['Septiembre', '', ''],
      ['Jueves 21', 'Unidad 3: índices', 'Taller 3'],
      ['Jueves 28', 'Prueba 1', ''],
      ['Noviembre', '', ''],
      ['Jueves 30', 'Prueba recuperativa', ''],
    );
    // (Its workshops are work too; the make-up test, for those excused from the first, is left for a person to check.)
    const result = extract(doc);
    expect(result.items.map((i) => `${i.date} ${i.type} ${i.title}`)).toEqual(['2023-08-24 assignment Taller 1', '2023-09-21 assignment Taller 3', '2023-09-28 exam Prueba 1']);
    expect(result.unplaced.map((u) => u.dates)).toEqual([['2023-11-30']]);
  });

  it('dates an English schedule’s “Thu 10” cells by the month row above them too', () => {
    const doc = syllabus('BIO 101 Spring 2025', ['Day', 'Topic', 'Due'], ['April', '', ''], ['Tue 8', 'Cells', ''], ['Thu 10', 'Genes', 'Quiz 3'], ['May', '', ''], ['Tue 6', 'Review', 'Lab report 4']);
    expect(brief(doc)).toEqual(['2025-04-10 quiz Quiz 3', '2025-05-06 assignment Lab report 4']);
  });

  it('reads a Spanish weekday before a date (“Martes 7 de noviembre”) as that date’s weekday, which tells its year', () => {
    expect(brief(syllabus('Metodología', 'Ensayo 2: Martes 7 de noviembre 18:00'))).toEqual(['2023-11-07 18:00 assignment Ensayo 2']);
  });
});

describe('the document as a reviewer reads it', () => {
  it('gives every line in order, a table’s header row before its rows, for the document view', () => {
    const result = extract(syllabus('GEOG 141: Maps and Power', 'Fall 2025', ['Date', 'Topic', 'Due'], ['Tue Sep 9', 'Projections', 'Map critique 1'], ['Tue Sep 16', 'Census data', '']));
    expect(result.reading?.map((line) => [line.text, line.header ?? false])).toEqual([
      ['GEOG 141: Maps and Power', false],
      ['Fall 2025', false],
      ['Date | Topic | Due', true],
      ['Tue Sep 9 | Projections | Map critique 1', false],
      ['Tue Sep 16 | Census data | ', false],
    ]);
    expect(result.reading?.[3]?.cells).toEqual(['Tue Sep 9', 'Projections', 'Map critique 1']);
  });
});

describe('how sure the course name is', () => {
  it('is sure of a code the syllabus names as its course', () => {
    expect(extract(syllabus('GEOG 141: Maps and Power', 'Fall 2025', 'Sep 9: Map critique 1 due', 'GEOG 141 meets twice a week.')).courseDoubt).toBeUndefined();
  });

  it('doubts a code written where a room would be, one named once beside a code named more often, and none at all', () => {
    expect(extract(syllabus('Maps and Power', 'Lectures are held Tuesdays in BRK 2104.', 'Fall 2025')).courseDoubt).toMatch(/^BRK 2104 is written where a room would be/);
    expect(extract(syllabus('Prerequisite: STAT 100', 'GEOG 141 Maps and Power', 'Fall 2025', 'GEOG 141 projects are due in class.')).courseDoubt).toBe('STAT 100 is named once, GEOG 141 more often; check which is the course.');
    expect(extract(syllabus('Maps and Power', 'Fall 2025')).courseDoubt).toBe('No course code was found at the top of the syllabus; the file’s name stands in for it.');
  });

  it('keeps a hyphenated word in the course’s name (“Object-Oriented”), and ends the name at a spaced hyphen', () => {
    expect(extract(syllabus('CSE 1105: Object-Oriented Programming Project', 'Fall 2025')).course).toBe('CSE 1105: Object-Oriented Programming Project');
    expect(extract(syllabus('HIST 210 - Modern Europe - Fall 2025')).course).toBe('HIST 210: Modern Europe');
  });
});

describe('rules found on a ninth round of unseen syllabi', () => {
  it('leaves a “Date TBA” entry in a numbered list of dated classes undated, for a person, rather than on the class above it', () => {
    const doc = documentOf('markdown', { text: 'ECON 323, Fall 2024', heading: 1, opens: true }, { text: '**December 5** - Last day of class, final exam review', list: 1, opens: true }, { text: '**Date TBA** - Final exam (room BUCH B126)', list: 1, opens: true }, { text: 'Problem set 5 (due December 5)', opens: true });
    const result = extract(doc);
    expect(result.items.map((i) => `${i.date} ${i.title}`)).toEqual(['2024-12-05 Problem set 5']);
    expect(result.unplaced.map((u) => u.text)).toContain('**Date TBA** - Final exam (room BUCH B126)');
  });

  it('gives work the date in brackets right after it, not the one before it that another entry owns', () => {
    expect(brief(syllabus('SOCI 302, Fall 2016', 'Week 5 - Review for Exam 1 (9/19); Exam 1 (9/21)'))).toEqual(['2016-09-21 exam Exam 1']);
  });

  it('dates a week’s listed work by a rule said once of all the work (“All module activities … are due by Sunday”), with no line left to check', () => {
    const doc = documentOf(
      'pdf',
      { text: 'POSC 315 Introduction to Public Policy, Fall 2025', heading: 1 },
      { text: 'Module Schedule: New modules release each Monday at 12:01 a.m. All module activities (videos, readings, quizzes, discussions) are due by Sunday at 11:59 p.m.', opens: true },
      { text: 'Week 2, 9/1–9/7', heading: 3 },
      { text: 'Topic(s): Elements of the Policy-Making System', opens: true },
      { text: 'Assignment(s) Due: Module quiz; Discussion post', opens: true },
      { text: 'Week 4, 9/15–9/21', heading: 3 },
      { text: 'Assignment(s) Due: Module quiz; Topic Selection & Proposal (submit by 11:59 PM Sunday)', opens: true },
    );
    const result = extract(doc);
    expect(result.items.map((i) => `${i.date} ${i.time} ${i.type} ${i.title}`)).toEqual(['2025-09-07 23:59 quiz Module quiz', '2025-09-07 23:59 assignment Discussion post', '2025-09-21 23:59 quiz Module quiz', '2025-09-21 23:59 project Topic Selection & Proposal']);
    expect(result.unplaced).toEqual([]);
  });

  it('keeps a row’s own date when a rule says its weekday once of all the work', () => {
    const doc = syllabus('LIT 5216, Summer 2021', 'All assignments are due on Sunday night at the close of their listed module.', ['Points', 'Assignment Summary', 'Due Date'], ['20', 'Final Paper', 'Saturday, August 7, 2021']);
    expect(brief(doc)).toEqual(['2021-08-07 assignment Final Paper']);
  });

  it('reads a kind written as singular or plural (“Assignment(s)”) as a label, no work of its own', () => {
    const doc = syllabus('POSC 315, Fall 2025', 'Week 1, 8/25–8/31', 'Assignment(s) Due: Introductions on Discord; Kritik platform setup and training');
    expect(brief(doc)).toEqual([]);
  });

  it('takes the work’s weekday written right before it (“Wednesday Quiz”) among the days its row lists', () => {
    const doc = syllabus('FA 110, Fall 2002', ['Week', 'Dates', 'Topic'], ['4', '9/16, 18, 20', 'Egypt to End of New Kingdom - Wednesday Quiz'], ['13', '11/18, 20, 22', 'Early Medieval Art in Europe - Friday Paper due']);
    expect(brief(doc)).toEqual(['2002-09-18 quiz Quiz', '2002-11-22 assignment Paper']);
    // So in a line of plain text that lists them.
    expect(brief(syllabus('FA 110, Fall 2002', '4 | 9/16, 18, 20 | Egypt to End of New Kingdom - Wednesday Quiz'))).toEqual(['2002-09-18 quiz Quiz']);
  });

  it('reads days listed after a numeric date as that month’s days, not an hour', () => {
    const doc = syllabus('MATH 101, Fall 2002', 'Quizzes: 9/16, 18, 20');
    expect(brief(doc)).toEqual(['2002-09-16 quiz Quiz 1', '2002-09-18 quiz Quiz 2', '2002-09-20 quiz Quiz 3']);
  });

  it('reads the year of a numbered summer session (“Summer Session II, 2001”)', () => {
    const result = extract(syllabus('English 162: Introduction to Film Theory', 'Summer Session II, 2001', 'Final Essay due August 27'));
    expect(result.term).toBe('Summer 2001');
    expect(result.items.map((i) => `${i.date} ${i.title} ${i.flags.join(',')}`)).toEqual(['2001-08-27 Final Essay ']);
  });

  it('names work without the clause that points to it (“Don’t forget that HW 2 is due …”), and merges it with the same work listed that day', () => {
    const doc = syllabus('Economics 101, Fall 2017', 'Homework 2 (Due Tues, 10 Oct)', '10 October - Handout 5 uploaded. Don’t forget that HW 2 is due at the start of lecture.');
    expect(brief(doc)).toEqual(['2017-10-10 assignment Homework 2']);
  });

  it('reads a numbered “Laboratory” as a lab, as “Lab” is, in a table whose header was left on the page before', () => {
    const doc = syllabus('CS-345 Handel-C Laboratory, Fall 2004', 'Laboratory reports count for 50% of the course grade.', ['November 16', 'Laboratory V.'], ['November 4', 'Exam.'], ['November 2', 'Laboratory IV.']);
    expect(brief(doc)).toEqual(['2004-11-02 assignment Laboratory IV', '2004-11-04 exam Exam', '2004-11-16 assignment Laboratory V']);
  });

  it('dates work “due tomorrow” in a note written under a date the day after it', () => {
    expect(brief(syllabus('Economics 101, Fall 2017', '30 October - Handout 7 posted. HW 3 due tomorrow. Make use of the resources available to you.'))).toEqual(['2017-10-31 assignment HW 3']);
  });

  it('sets aside the page’s own stamp at its end (“Last updated: September 16, 2026”), not left to check as a date given to work', () => {
    const result = extract(syllabus('LING 214, Fall 2026', 'PS1 due October 7', 'Office hours by appointment.', 'Grading is out of 100 points.', 'Late work loses 10% a day.', 'Bring a laptop to class.', 'Last updated: September 16, 2026'));
    expect(result.unplaced).toEqual([]);
    expect(result.setAside.map((line) => line.text)).toContain('Last updated: September 16, 2026');
  });

  it('makes the entries of a list under a “Due” label alone on its line (no colon) due on its day', () => {
    const doc = documentOf(
      'markdown',
      { text: 'Writing 3, Winter 2022', heading: 1 },
      { text: 'Friday, 1.21', heading: 4 },
      { text: 'In-class work', opens: true },
      { text: 'Discuss reading and workshops.', list: 1 },
      { text: 'Due', opens: true },
      { text: 'Submit an end-of-week reflection to your Author Page.', list: 1 },
    );
    expect(brief(doc)).toEqual(['2022-01-21 assignment End-of-week reflection']);
  });

  it('gives work the date it is handed in “by the end of” rather than the date before it', () => {
    const doc = syllabus('Physics Laboratory, Semester 2 2023', 'Week 11: Peer assessment and editing. Peer assessment feedback due by the end of Tuesday, September 26th, and final report to be submitted to the dropbox by the end of Sunday, October 1st');
    expect(brief(doc).filter((item) => item.includes('report'))).toEqual(['2023-10-01 assignment Final report']);
  });

  it('dates numbered work whose entry goes on, after a comma, with its deadline on the next line, and names no work after the time zone', () => {
    const doc = syllabus('CIS 301, Fall 2016', '* `Homework 1 <https://github.com/cis-301/hw1>`__,', '**Deadline: September 7, 2016, 11:59pm US Central**', '**Deadline: September 19, 2016, 11:59pm US Central**');
    const result = extract(doc);
    expect(result.items.map((i) => `${i.date} ${i.time} ${i.title}`)).toEqual(['2016-09-07 23:59 Homework 1']);
    expect(result.unplaced.map((u) => u.text)).toEqual(['**Deadline: September 19, 2016, 11:59pm US Central**']);
  });

  it('makes each row of a table under a heading that gives its due date work due that day, however named, and the heading no work of its own', () => {
    const doc = documentOf(
      'markdown',
      { text: 'MGMT 675, Spring 2026', heading: 1 },
      { text: 'Week 1: AI Fundamentals & Exploring Claude (due March 24)', heading: 3 },
      { text: '1A | AI Use Cases in Finance | 1A', cells: ['1A', 'AI Use Cases in Finance', '1A'], table: 1 },
      { text: '1B | Interactive Bond Pricing App | 1B', cells: ['1B', 'Interactive Bond Pricing App', '1B'], table: 1 },
      { text: 'Week 2: Portfolio Optimization (due March 31)', heading: 3 },
      { text: '2A | Tangency Portfolio | 2A', cells: ['2A', 'Tangency Portfolio', '2A'], table: 2 },
      { text: '2B | Loan Portfolio Risk Analysis | 2B', cells: ['2B', 'Loan Portfolio Risk Analysis', '2B'], table: 2 },
    );
    const result = extract(doc);
    expect(result.items.map((i) => `${i.date} ${i.type} ${i.title}`)).toEqual(['2026-03-24 assignment 1A AI Use Cases in Finance', '2026-03-24 assignment 1B Interactive Bond Pricing App', '2026-03-31 assignment 2A Tangency Portfolio', '2026-03-31 assignment 2B Loan Portfolio Risk Analysis']);
    expect(result.unplaced).toEqual([]);
  });

  it('reads work in brackets “assigned” that day as handed out, not due', () => {
    const doc = syllabus('CS 101, Spring 1998', ['Class', 'Date', 'Topic', 'Assignments'], ['23', 'Apr 30', 'Discuss Graphics', 'Project 3 Due [Study Guide for Exam 2] [ Project 4 ] assigned.']);
    expect(brief(doc)).toEqual(['1998-04-30 project Project 3']);
  });

  it('dates work handed out with “submit … by” a date in the same sentence', () => {
    const doc = documentOf('markdown', { text: 'EDUC 309, Fall 2019', heading: 1 }, { text: 'Tues Sept 3', heading: 3 }, { text: 'Assign: Write short essay #1, no more than 500 words, and submit for blind review by Sunday Sept 15th 6pm.', list: 1, opens: true });
    expect(brief(doc)).toEqual(['2019-09-15 18:00 assignment Essay #1']);
  });
});

describe('rules found on an eleventh round of unseen syllabi', () => {
  it('reads a month’s name over a date in figures (“February” over “2/7”) as that date, the work listed under it due then', () => {
    const doc = documentOf('markdown', { text: 'CHE 316, Spring 2022', heading: 1 }, { text: 'February', opens: true }, { text: '2/7', opens: true }, { text: 'Catalytic Membrane Reactor (8.4 1st ed.), Problem 11.4 worked in class. Due: Reactor Design Memo 2: Reactor volume', opens: true }, { text: 'March 3/7', opens: true }, { text: 'Computer Laboratory due ASPEN 4: Multiple Reactions', list: 1, opens: true });
    expect(brief(doc)).toEqual(['2022-02-07 assignment Reactor Design Memo 2: Reactor volume', '2022-03-07 assignment Computer Laboratory']);
  });

  it('reads a row’s month and day set in cells of their own (“Thu | Jan | 11”) as its date, and a part’s count in its topic (“(1/3)”) as no day of the row', () => {
    const doc = syllabus('PHYS 112N, Spring 2018', ['Tue', 'Jan', '09', 'Course Goals and Math Review'], ['Thu', 'Jan', '11', 'Ch 17: Charge, Force, E-field (1/3)'], ['Tue', 'Feb', '06', 'In Class Exam 1 (Ch 17-18)']);
    expect(brief(doc)).toEqual(['2018-02-06 exam Exam 1']);
    expect(extract(doc).setAside.find((line) => line.text.includes('(1/3)'))?.dates).toContain('2018-01-11');
  });

  it('names what a day lists after a label and a dash (“General – Presentation Day 1”), and a kind said due right after another work (“Test 2, Paper Due”)', () => {
    const doc = documentOf('html', { text: 'AVT 318, Fall 2019', heading: 1 }, { text: 'November 26', list: 1 }, { text: 'General – Presentation Day 1', list: 1 }, { text: 'December 5', list: 1 }, { text: 'General – Test 2, Paper Due', list: 1 }, { text: 'December 10', list: 1 }, { text: 'General – Perhaps a quiz', list: 1 });
    expect(brief(doc)).toEqual(['2019-11-26 project Presentation Day 1', '2019-12-05 exam Test 2', '2019-12-05 assignment Paper']);
  });

  it('reads “Check-in Quiz” as a quiz and a standard assessment held in class as an exam, but a lecture on assessing models as none', () => {
    const doc = syllabus('MGMT 449, Fall 2025', ['Date', 'Topic'], ['Aug 26th, Tu', 'Check-in Quiz'], ['Oct 21st, Tu', 'CBE Assessment'], ['Oct 28th, Tu', 'Model assessment']);
    expect(brief(doc)).toEqual(['2025-08-26 quiz Check-in Quiz', '2025-10-21 exam CBE Assessment']);
  });

  it('dates a midterm’s section by the deadline under it, and work “posted … by end of” a day as due that day', () => {
    const midterm = documentOf('markdown', { text: 'CLAS 199, Fall 2020', heading: 1 }, { text: 'Midterm', heading: 5 }, { text: 'link here', list: 1 }, { text: 'due R 10/15 at 11:59pm', list: 2 });
    expect(brief(midterm)).toEqual(['2020-10-15 23:59 exam Midterm']);
    const posted = documentOf('markdown', { text: 'EDUC 308, Spring 2016', heading: 1 }, { text: 'Essay 3 timeline', list: 1 }, { text: 'Essay draft posted for internal comments by end of Mon Apr 11', list: 2 }, { text: 'HW 4 posted on Canvas, Fri Apr 15', list: 2 });
    expect(brief(posted)).toEqual(['2016-04-11 assignment Essay draft']);
  });

  it('names a stage listed under an entry by that entry (“Lesson 3” over “Draft due … by Fri”)', () => {
    const doc = documentOf('markdown', { text: 'EDUC 350, Spring 2023', heading: 1 }, { text: 'Fri April 14', heading: 3 }, { text: 'Lesson 3', list: 1 }, { text: 'Draft due on the Organizer by Fri 12 noon', list: 2 });
    expect(brief(doc)).toEqual(['2023-04-14 12:00 assignment Lesson 3: Draft']);
  });

  it('reads a bold line a PDF sets right under a date line as that day’s entry, not a heading that ends the day', () => {
    const doc = documentOf('pdf', { text: 'MA 126 Calendar, 2017 Spring', heading: 1 }, { text: 'Week 2', heading: 2 }, { text: 'Thu Jan 19', list: 1 }, { text: 'Section 2.1', list: 1 }, { text: 'Fri Jan 20', list: 1 }, { text: 'Standard Assessment', heading: 3 }, { text: 'Week 3', heading: 2 });
    expect(brief(doc)).toEqual(['2017-01-20 exam Standard Assessment']);
  });

  it('names the work on a list line a PDF keeps its bullet on from the words that open it (“• Homework finish SWIRL Exercise MEASUREMENT 1”)', () => {
    const line = (text: string) => documentOf('pdf', { text: 'POLS 209, Fall 2018', heading: 1 }, { text: 'Friday, September 21st: In Class Exercise on Measurement' }, { text, list: 1 }, { text: 'Week 5', heading: 2 });
    expect(brief(line('• Homework finish SWIRL Exercise MEASUREMENT 1'))).toEqual(['2018-09-21 assignment Homework finish SWIRL Exercise']);
  });

  it('reads exercises a due column marks “suggested” as practice, and “Reviewing Homework” or “Continue Exercise” in a day’s title as class work', () => {
    const table = syllabus('MATH 3140, Fall 2018', ['Date', 'Topic', 'Exercises Due'], ['W 9/5', 'Groups', 'suggested: 24de, 28'], ['F 9/7', 'Subgroups', 'Required: 3, 5, 9']);
    expect(brief(table)).toEqual(['2018-09-07 assignment Required: 3, 5, 9']);
    const days = documentOf('markdown', { text: 'POLS 209, Fall 2018', heading: 1 }, { text: 'Monday, September 10th: Continue Exercise on RCTs', heading: 4 }, { text: 'Monday, November 12th: Reviewing Homework + Introduction to Uncertainty', heading: 4 });
    expect(brief(days)).toEqual([]);
  });

  it('puts a quiz on every day the schedule gives a reading when the syllabus says each reading has one, but not on a break, a film or a paper’s day', () => {
    const day = (date: string, text: string) => ({ text: `${date} ${text}`, opens: true });
    const doc = documentOf(
      'markdown',
      { text: 'PHI 100, Fall 2016', heading: 1 },
      { text: 'For each reading a reading quiz must be completed on Canvas by the day listed.', opens: true },
      day('2016-09-21', 'Plato 28--35'),
      day('2016-09-23', '35--40'),
      day('2016-09-26', 'Confessions I'),
      day('2016-09-28', 'Video: Poverty, Inc.'),
      day('2016-09-30', '44--47 (No Reading Quiz)'),
      day('2016-10-03', 'Chapters 2 and 3 Paper Due'),
      day('2016-10-05', 'Read ch. 4'),
      day('2016-10-07', 'Thanksgiving break'),
    );
    expect(brief(doc)).toEqual(['2016-09-21 quiz Reading quiz', '2016-09-23 quiz Reading quiz', '2016-09-26 quiz Reading quiz', '2016-10-03 assignment Paper', '2016-10-05 quiz Reading quiz']);
    // Without the rule, a reading is no quiz.
    expect(brief({ ...doc, lines: doc.lines.filter((line) => !line.text.startsWith('For each')) })).toEqual(['2016-10-03 assignment Paper']);
  });

  it('dates work by the date a bracket after it gives when it names the work again (“Homework#5] (Homework is due … April 14”), not by its row’s lecture date; a teacher’s grades are due from no student', () => {
    const doc = syllabus('Econ 333, Spring 2002', ['Lecture Date', 'Homework Problem sets:'], ['March 20, 27 (Topic 5. Population Growth)', '[Self-graded Homework#5] (Homework is due online before 11:59PM, April 14, 2002).'], ['May 22', 'Final grades due May 29'], ['May 29: Final Exam', 'Good luck']);
    expect(brief(doc)).toEqual(['2002-04-14 23:59 assignment Self-graded Homework#5', '2002-05-29 exam Final Exam']);
  });

  it('reads a day written as a placeholder (“xx May 25”) as no date yet, and leaves work on a row whose date is yet to be set for a person', () => {
    const doc = syllabus('CE 3372, Spring 2025', ['Date', 'Item'], ['21 Feb 25', 'Exam 1'], ['xx May 25', 'Exam 3'], ['TBA', 'Exam 4'], ['Week 9', 'Lecture TBD']);
    const result = extract(doc);
    expect(result.items.map((i) => `${i.date} ${i.title}`)).toEqual(['2025-02-21 Exam 1']);
    expect(result.unplaced.map((u) => `${u.text}: ${u.reason}`)).toEqual(['xx May 25 | Exam 3: "Exam 3" has no fixed date yet (to be announced or self-scheduled).', 'TBA | Exam 4: "Exam 4" has no fixed date yet (to be announced or self-scheduled).']);
  });

  it('dates a day a week’s heading names by its weekday and its topic in brackets (“**Wednesday** (Exam 2)”), and an exam’s explanation as no exam', () => {
    const doc = documentOf(
      'markdown',
      { text: 'ECON 122 (F23)', heading: 1 },
      { text: 'Week 14 (11/27)', heading: 3 },
      { text: 'Monday (Networks Statistics)', opens: true },
      { text: 'exam 2 explanation', list: 1 },
      { text: 'Wednesday (Exam 2)', opens: true },
      { text: 'study for exam 2', list: 1 },
    );
    expect(brief(doc)).toEqual(['2023-11-29 exam Exam 2']);
  });

  it('reads a quiz schedule’s practice round (“Practice (Not Graded)”) as no work', () => {
    const doc = documentOf(
      'markdown',
      { text: 'COMM 1AA3, Fall 2023', heading: 1 },
      { text: 'quiz schedule', heading: 3 },
      { text: 'item | Release Date | Close Date | Coverage', cells: ['item', 'Release Date', 'Close Date', 'Coverage'], table: 1 },
      { text: 'Practice (Not Graded) | September 5 | September 10 | Chapter 1', cells: ['Practice (Not Graded)', 'September 5', 'September 10', 'Chapter 1'], table: 1 },
      { text: 'Assignment 1 | September 13 | September 17 | Chapter 2', cells: ['Assignment 1', 'September 13', 'September 17', 'Chapter 2'], table: 1 },
    );
    expect(brief(doc)).toEqual(['2023-09-17 assignment Assignment 1']);
  });

  it('reads each stage a line hands out with its own “by end of” day as due then (“draft due … by end of Fri March 4; final draft … by end of Wed March 9”)', () => {
    const doc = documentOf('markdown', { text: 'EDUC 308, Spring 2016', heading: 1 }, { text: 'Week 5: Mon Feb 29', opens: true }, { text: 'Assign: Essay 2 draft due on the Organizer by end of Fri March 4; internal peer editing by end of Sunday March 6; final draft on the CTOCA Organizer by end of Wed March 9, for access by staff', list: 1 });
    expect(brief(doc)).toEqual(['2016-03-04 assignment Essay 2 draft', '2016-03-09 assignment Final draft']);
  });

  it('reads a name that ends in “Drop” as work, and an add/drop deadline beside work as none of it', () => {
    expect(brief(syllabus('CHE 316, Spring 2022', 'Feb 28: Due: Reactor Design Memo 3: Pressure Drop', 'Mar 1: Drop/add deadline for Quiz 2'))).toEqual(['2022-02-28 assignment Reactor Design Memo 3: Pressure Drop']);
  });
});

describe('rules found on a thirteenth round of unseen syllabi', () => {
  it('reads a European time written with an “h” after a dated year (“28.09.2022 - 23h59”), and “2h30” as how long, not when', () => {
    const doc = syllabus('GEOL 101, Fall 2022', ['Assignment', 'Due date'], ['Homework 1', '28.09.2022 - 23h59 CET'], ['Exam', '21.12.2022 (2h30)']);
    expect(brief(doc)).toEqual(['2022-09-28 23:59 assignment Homework 1', '2022-12-21 exam Exam']);
    expect(extract(doc).items[0]!.flags).not.toContain('am-pm-inferred');
  });

  it('reads a date alone over the line naming the work under a due-dates heading as that work’s date, and “First Exam” as a name', () => {
    const doc = documentOf('docx', { text: 'STAT 107, Spring 2016', heading: 1 }, { text: 'Exam or Other Due Dates', heading: 2 }, { text: '1-Feb' }, { text: 'First Report' }, { text: '12-Feb' }, { text: 'First Exam' }, { text: '23-Mar' }, { text: 'Second Exam' });
    expect(brief(doc)).toEqual(['2016-02-01 assignment First Report', '2016-02-12 exam First Exam', '2016-03-23 exam Second Exam']);
    // Said in a sentence, "first" counts the work, it does not name it.
    expect(brief(syllabus('STAT 107, Spring 2016', 'Feb 3: turn in your first essay'))).toEqual(['2016-02-03 assignment Essay']);
    // An exam a date's line holds in class is held that day, its way of sitting aside.
    expect(brief(documentOf('pdf', { text: 'CS 343, Fall 2002' }, { text: 'October 9', opens: true }, { text: '*** In-class Exam ***', heading: 3, opens: true }))).toEqual(['2002-10-09 exam Exam']);
  });

  it('gives a weekday written before a date to that date, not the next date’s (“Tues 11/12, Thurs 11/14”), so the weekdays tell the year', () => {
    const doc = syllabus('ECON 310 Schedule', 'Tues 11/12, Thurs 11/14: Problem Set 9 due', 'Tues 12/3, Thurs 12/5: Problem Set 11 due');
    // 2024 is the latest year before the term the tests run in whose November 12 is a Tuesday.
    expect(extract(doc).items.map((i) => i.date)).toEqual(['2024-11-12', '2024-11-14', '2024-12-03', '2024-12-05']);
  });

  it('counts the ordinals after a kind named in the plural as that kind’s work (“short papers … The first is due on April 1 and the second is due on April 27”)', () => {
    const doc = syllabus('PHIL 444, Winter 2022', 'Write short papers (5-6 pages) for the second and third parts of the course. The topics will be given in advance. The first is due on April 1 and the second is due on April 27.');
    expect(brief(doc)).toEqual(['2022-04-01 assignment Paper 1', '2022-04-27 assignment Paper 2']);
  });

  it('takes a row’s cell under a “Reading” header as the day’s reading for a quiz on each reading, but not a break or a day yet to be set', () => {
    const doc = syllabus(
      'PHI 435, Spring 2018',
      'For each reading a reading quiz must be completed on Moodle by the day listed.',
      ['Day', 'Topic', 'Reading'],
      ['2018-01-16', 'Intro', ''],
      ['2018-01-18', '', 'CS Lewis, The Discarded Image'],
      ['2018-01-23', '', 'Descartes, Meditations'],
      ['2018-01-25', '', 'Pascal, Pensees'],
      ['2018-03-13', '', 'Spring Break'],
      ['2018-03-20', '', 'Martin Buber, I and Thou'],
      ['2018-04-10', '', 'TBD'],
    );
    expect(brief(doc)).toEqual(['2018-01-18 quiz Reading quiz', '2018-01-23 quiz Reading quiz', '2018-01-25 quiz Reading quiz', '2018-03-20 quiz Reading quiz']);
  });

  it('reads the date column of a table under a heading of deadlines as each row’s deadline, its work named by the row however worded', () => {
    const doc = documentOf(
      'markdown',
      { text: 'CSE 1105, Spring 2023', heading: 1 },
      { text: 'Assignment Deadlines', heading: 3 },
      { text: 'All assignments are due at 11:59pm.', opens: true },
      { text: 'Date | Description', cells: ['Date', 'Description'], table: 1 },
      { text: 'Fri, Feb 24, 2023 | Code of Conduct', cells: ['Fri, Feb 24, 2023', 'Code of Conduct'], table: 1 },
      { text: 'Fri, Mar 10, 2023 | Buddycheck 1', cells: ['Fri, Mar 10, 2023', 'Buddycheck 1'], table: 1 },
    );
    expect(brief(doc)).toEqual(['2023-02-24 23:59 assignment Code of Conduct', '2023-03-10 23:59 assignment Buddycheck 1']);
    // Under another heading, a row naming no work is a topic.
    expect(brief(syllabus('CSE 1105, Spring 2023', ['Date', 'Description'], ['Fri, Feb 24', 'Code of Conduct']))).toEqual([]);
  });

  it('reads each work a due-dates list names after a date with a capital (“Take-Home 1, Exposé”), and a final named before its weekday (“Final Mon 3/18 …, Thu 3/21 …”)', () => {
    const due = documentOf('markdown', { text: 'LV 2.2, Summer 2022', heading: 1 }, { text: 'Due dates', heading: 3 }, { text: '[ ] 2022-05-03: Take-Home 1, Exposé', list: 1 }, { text: '[ ] 2022-06-07: Lab 3, part 2', list: 1 });
    expect(brief(due)).toEqual(['2022-05-03 assignment Take-Home 1', '2022-05-03 assignment Exposé', '2022-06-07 assignment Lab 3, part 2']);
    const finals = syllabus('MATH 307, Winter 2019', ['Dates', 'Exams'], ['3/18-3/22', 'Final Mon 3/18 (I section), Thu 3/21 (H section)']);
    expect(brief(finals)).toEqual(['2019-03-18 exam Final (I section)', '2019-03-21 exam Final (H section)']);
  });

  it('reads the work a “due:” label opens its line with under a day’s date as due that day, one word though its name is (“due: Proposing a paper (3.1)”)', () => {
    const doc = documentOf('markdown', { text: 'UWS 1a, Fall 2012', heading: 1 }, { text: 'November 12 (M)', opens: true }, { text: 'FLIP Session', opens: true }, { text: 'due: Proposing a paper (3.1)', opens: true }, { text: 'December 12 (W)', opens: true }, { text: 'due: Portfolio with cover letter (4.1)', opens: true });
    expect(brief(doc)).toEqual(['2012-11-12 assignment Paper', '2012-12-12 assignment Portfolio']);
  });

  it('places work due at each class on the classes held, not a day whose heading says there is no class, nor the first and last the syllabus excepts', () => {
    const doc = documentOf(
      'html',
      { text: 'INF 2303, Summer 2013', heading: 1 },
      { text: 'Memos', heading: 3 },
      { text: 'For all classes other than the first and the last, the students will prepare memos on the readings.', opens: true },
      { text: 'Each memo should consist of four sections.', opens: true },
      { text: 'The memos are due by email by 8 am of the day of each class.', opens: true },
      { text: 'Schedule', heading: 2 },
      ...['Monday, July 8, 2013', 'Wednesday, July 10, 2013', 'Monday, August 5, 2013', 'Wednesday, August 7, 2013', 'Monday, August 19, 2013'].flatMap((day) => [
        { text: day, heading: 3, opens: true },
        { text: day.includes('August 5') ? 'No Class: Civic Holiday' : 'Readings and discussion', heading: 3 },
      ]),
    );
    expect(brief(doc)).toEqual(['2013-07-10 08:00 assignment Memos', '2013-08-07 08:00 assignment Memos']);
  });

  it('keeps a day’s title set as a heading of its date’s level right under it inside that day (“Wednesday, July 24, 2013” over “From Linux to Open Source”)', () => {
    const doc = documentOf(
      'html',
      { text: 'INF 2303, Summer 2013', heading: 1 },
      // (Below the title's lines, where a full date alone is no date the page was written.)
      ...['Instructor', 'Office hours', 'Course description', 'Readings', 'Evaluation', 'Policies'].map((text) => ({ text, opens: true })),
      { text: 'Schedule', heading: 2 },
      { text: 'Wednesday, July 24, 2013', heading: 3, opens: true },
      { text: 'From Linux to Open Source', heading: 3 },
      { text: 'How did Linux start?', opens: true },
      { text: 'Paper proposals due at the beginning of class.', opens: true },
      { text: 'Week 4', heading: 2 },
      { text: 'Monday, July 29, 2013', heading: 3, opens: true },
      { text: 'User Innovation Networks', heading: 3 },
      { text: 'Proposal reviews due at the beginning of class.', opens: true },
    );
    expect(brief(doc)).toEqual(['2013-07-24 project Paper proposals', '2013-07-29 project Proposal reviews']);
  });

  it('reads an abbreviation a work is given in brackets (“Quiz 1 (Q1)”) as that kind, and moves such quizzes “given on Fridays” from a table of weeks to the week’s Friday', () => {
    const doc = syllabus(
      'BI 271, Fall 2018',
      'Quizzes will be given on Fridays.',
      ['Week', 'Date', 'Topics', 'Assignments'],
      ['1', '9/3', 'Introduction', 'Quiz 1 (Q1) on Fri., Problem set 1 (PS1, PS1 Key)'],
      ['2', '9/10', 'Populations', 'Q2, PS2'],
    );
    expect(brief(doc)).toEqual(['2018-09-03 assignment Problem set 1', '2018-09-07 quiz Quiz 1', '2018-09-10 assignment PS2', '2018-09-14 quiz Q2']);
    // A table of days keeps each row's own day.
    const days = syllabus('BI 271, Fall 2018', 'Quizzes will be given on Fridays.', ['Day', 'Topics', 'Assignments'], ['Mon 9/3', 'Introduction', 'Quiz 1 (Q1)'], ['Wed 9/12', 'Populations', 'Q2']);
    expect(brief(days)).toEqual(['2018-09-03 quiz Quiz 1 (Q1)', '2018-09-12 quiz Q2']);
  });

  it('dates what a week lists under its day’s meeting (“Week 12 - Nov 19” over “Tuesday Class”) on that weekday of the week', () => {
    const doc = documentOf(
      'markdown',
      { text: 'JOUR 472, Fall 2019', heading: 1 },
      { text: 'Week 12 - Nov 19', heading: 4 },
      { text: 'Tuesday Class', opens: true },
      { text: 'Discussion: data acquisition', list: 1 },
      { text: 'Presentations: Data acquisition project.', list: 1 },
      { text: 'Week 13 - Nov 26', heading: 4 },
      { text: 'Thursday’s lecture', opens: true },
      { text: 'Quiz 3', list: 1 },
    );
    expect(brief(doc)).toEqual(['2019-11-19 project Data acquisition project', '2019-11-28 quiz Quiz 3']);
  });

  it('reads an in-class lab as due that class day where the syllabus says in-class labs are due at the end of class, and as a session where it does not', () => {
    const week = (rule: string) =>
      documentOf(
        'markdown',
        { text: 'JOUR 472, Fall 2019', heading: 1 },
        { text: rule, opens: true },
        { text: 'Week 4 - Sept 17', heading: 4 },
        { text: 'Tuesday Class', opens: true },
        { text: 'Discussion: The best data isn’t online yet.', list: 1 },
        { text: 'In-class lab: finding stories in opioid data, with pivot tables', list: 1 },
      );
    expect(brief(week('Unless I note otherwise, in-class labs are due at the end of class.'))).toEqual(['2019-09-17 assignment Lab']);
    expect(brief(week('Labs are held in the computer room.'))).toEqual([]);
  });

  it('reads “Due dates” over a list as the list’s label when a PDF sets it in the body’s size, not as a heading', () => {
    const doc = documentOf('pdf', { text: 'LV 2.2, Summer 2022', heading: 1 }, { text: 'BIM-S2-D (TUE 0830-1145)', heading: 2, opens: true }, { text: 'Due dates' }, { text: '• ☐ 2022-05-03: Take-Home 1, Exposé', list: 1 }, { text: '• ☐ 2022-06-07: Take-Home 2', list: 1 });
    expect(brief(doc)).toEqual(['2022-05-03 assignment Take-Home 1', '2022-05-03 assignment Exposé', '2022-06-07 assignment Take-Home 2']);
  });

  it('gives the hour all work is due at to what is handed in, not to a presentation held in class', () => {
    const doc = syllabus('CSE 1105, Fall 2025', 'All assignments are due at 11:59pm.', 'Oct 3: Backlog due', 'Nov 11: Project presentations', 'Nov 14: Quiz 3 on Brightspace');
    expect(brief(doc)).toEqual(['2025-10-03 23:59 assignment Backlog', '2025-11-11 project Project presentations', '2025-11-14 23:59 quiz Quiz 3']);
  });
});

describe('rules found on a fifteenth round of unseen syllabi', () => {
  const weeks = (...rules: string[]) =>
    syllabus(
      'Ecology',
      ...rules,
      ['Week', 'Date', 'Topics', 'Assignments'],
      ['1', '9/3', 'Introduction', 'Quiz 1 (Q1), Problem set 1 (PS1)'],
      ['2', '9/10', 'Populations', 'Q2, PS2'],
      ['3', '9/17', 'Regulation', 'Q3, PS3'],
      ['4', '9/24', 'Structure', 'Q4, PS4'],
      ['5', '10/1', 'Niches', 'Q5, PS5'],
      ['6', '10/8', 'Competition', 'Q6, PS6'],
      ['', '10/22/23', 'Exam I', ''],
    );

  it('reads a held rule and a due rule stated in one line’s clauses, each work due a week after the day it is listed when the rule says so', () => {
    const doc = weeks('(1) Quizzes will be given on Fridays, (2) Problem sets will be assigned on the Friday they are listed below, and (3) Problem sets are due one week (Fridays) from when they are assigned.');
    expect(brief(doc).filter((item) => /Q2|PS2/.test(item))).toEqual(['2018-09-14 quiz Q2', '2018-09-21 assignment PS2']);
    // Without the week's delay, a problem set is due on its week's Friday.
    expect(brief(weeks('Quizzes will be given on Fridays. Problem sets are due on Fridays.')).filter((item) => /Q2|PS2/.test(item))).toEqual(['2018-09-14 quiz Q2', '2018-09-14 assignment PS2']);
  });

  it('places a page that names no year where its weeks, dated seven days apart, start on Mondays', () => {
    const { items, term } = extract(weeks('Problem sets are due on Fridays.'));
    expect(term).toBe('Fall 2018');
    expect(items.find((item) => item.title === 'PS2')?.date).toBe('2018-09-14');
  });

  it('reads “10/22/23” as two days offered for an exam, not as a year, when its last number is the next day', () => {
    const exam = extract(weeks()).items.find((item) => item.title === 'Exam I');
    expect(exam).toMatchObject({ date: '2018-10-22', dates: ['2018-10-22', '2018-10-23'] });
    // A date written with a year that is not its next day stays a year's.
    expect(brief(syllabus('Ecology', 'Exam I: 10/22/24'))).toEqual(['2024-10-22 exam Exam I']);
  });

  it('reads a German list of sheets (“Blatt 1 (Abgabe Mo. 23. Oktober, 14:00 Uhr)”), and a sheet that “erscheint” (appears) as handed out', () => {
    const doc = documentOf(
      'markdown',
      { text: 'Machine Learning (PS), Wintersemester 2023', heading: 1 },
      { text: 'Erster Termin ist Mittwoch, 18. Oktober 2023.', list: 1, opens: true },
      { text: 'Blatt 6 erscheint am 27. November.', list: 1, opens: true },
      { text: 'Blatt 1 (Abgabe Mo. 23. Oktober, 14:00 Uhr)', list: 1, opens: true },
      { text: 'Blatt 8 (Abgabe Mo. 8. Januar, 14:00 Uhr)', list: 1, opens: true },
      { text: 'Klausur am 31. Januar 2024', list: 1, opens: true },
    );
    expect(brief(doc)).toEqual(['2023-10-23 14:00 assignment Blatt 1', '2024-01-08 14:00 assignment Blatt 8', '2024-01-31 exam Klausur']);
  });

  it('reads a quiz said held at the start of a class under a date heading as that day’s, however long its sentence', () => {
    const doc = documentOf(
      'html',
      { text: 'Music Cognition, Fall 2014', heading: 1 },
      { text: 'October 17 prep', heading: 2 },
      { text: 'Then find and memorize answers to all of the questions in the document and be prepared to answer them on a quiz at the beginning of Friday’s class.', opens: true },
      { text: 'October 24 prep', heading: 2 },
      { text: 'Bring a question about the quiz topics to class.', opens: true },
    );
    expect(brief(doc)).toEqual(['2014-10-17 quiz Quiz']);
  });

  it('reads a row’s exam and the chapters it covers (“EXAM 2 | Exam on chapters 6-9”) as one exam', () => {
    const doc = syllabus('Bio 40 (Fall 2022)', ['Date', 'Topic', 'Reading'], ['Sep 12', 'Exam 1', 'Exam on Chapters 1 – 5'], ['Oct 17', 'EXAM 2', 'Exam on chapters 6-9']);
    expect(brief(doc)).toEqual(['2022-09-12 exam Exam 1', '2022-10-17 exam Exam 2']);
  });

  it('reads only the line of a cell that says it is due as due (“Macromolecules lab” over “1st draft of protein lab (intro only) due”), and a cited paper as nothing', () => {
    const doc = syllabus(
      'Bio 40 (Fall 2022)',
      ['Date', 'Topic', 'Labs & Notes'],
      ['Sep 07', 'Carbohydrates', 'Macromolecules lab\n1st draft of protein lab (intro only) due.\nRefer also to Ye et al. (2016) paper.'],
      ['Oct 19', 'Photosynthesis', 'Fermentation lab\n1st draft of Enzymes lab due. Peer review.'],
    );
    const { items, unplaced } = extract(doc);
    expect(items.map((item) => `${item.date} ${item.title}`)).toEqual(['2022-09-07 Draft of protein lab', '2022-10-19 Draft of Enzymes lab']);
    expect(unplaced.map((line) => line.reason)).toEqual([expect.stringContaining('"Macromolecules lab" is a lab'), expect.stringContaining('"Fermentation lab" is a lab')]);
  });

  it('reads “Due: nothing!” under a day as no work, and a day’s question about a kind (“What is a DH Project?”) as its topic', () => {
    const doc = documentOf(
      'markdown',
      { text: 'ENGL 249, Fall 2024', heading: 1 },
      { text: 'Wed 10/9 - What is a DH Project? Using Data', heading: 4 },
      { text: 'Read the project list', list: 1 },
      { text: 'Wed 11/6 - Topic Modeling', heading: 4 },
      { text: 'Due:  nothing! Work on your final project proposal!', list: 1 },
      { text: 'Wed 11/13 - Proposals', heading: 4 },
      { text: 'Due: Final Project Proposal', list: 1 },
    );
    expect(brief(doc)).toEqual(['2024-11-13 project Final Project Proposal']);
  });

  it('dates a line naming work with no kind word under an “Assignments” header by the weekday that labels it in a dated week', () => {
    const doc = documentOf(
      'markdown',
      { text: 'ENG 105, Fall 2021', heading: 1 },
      { text: 'Week Three (Sep 13-Sep 17)', heading: 1 },
      { text: 'Readings | Assignments', cells: ['Readings', 'Assignments'], table: 1 },
      { text: 'Monday: Eli Review | Monday: Respond to Rhetorical Analyses (Eli Review).', cells: ['Monday: Eli Review', 'Monday: Respond to Rhetorical Analyses (Eli Review).'], table: 1 },
      { text: 'Friday: Sommers | Friday: First draft of Interview (Eli Review).', cells: ['Friday: Sommers', 'Friday: First draft of Interview (Eli Review).'], table: 1 },
    );
    expect(brief(doc)).toEqual(['2021-09-13 assignment Respond to Rhetorical Analyses (Eli Review)', '2021-09-17 assignment First draft of Interview (Eli Review)']);
  });

  it('reads a label due on a date that says nothing is handed in (“No submission needed”) as no work', () => {
    const doc = syllabus('CSSE 332, Spring 2023', 'WSL2 Install DUE Mon, Mar 06 2023 23:59 No submission needed', 'Simple Shell DUE Mon, Mar 13 2023 23:59 Submission box');
    expect(brief(doc)).toEqual(['2023-03-13 23:59 assignment Simple Shell']);
  });

  it('reads a topic alone under a header that is a quiz’s word alone (“Minecraft by Hand” under “Quiz”) as that day’s quiz', () => {
    const doc = syllabus('CSCI 150, Spring 2024', ['Date', 'Topic', 'Quiz', 'Due'], ['31 Jan', 'Tracing I', 'Minecraft by Hand', ''], ['2 Feb', 'Pycharm', '', ''], ['7 Feb', 'More Conditionals', 'Math and Variables', 'HW: Boolean Practice'], ['9 Feb', 'Loops', 'No quiz', '']);
    expect(brief(doc)).toEqual(['2024-01-31 quiz Quiz: Minecraft by Hand', '2024-02-07 assignment HW: Boolean Practice', '2024-02-07 quiz Quiz: Math and Variables']);
  });

  it('names a column’s work by a header of one word and “due” (“Preview Due” over “1—4”), beside a quiz’s range in the same row', () => {
    const doc = syllabus('MA-110, Fall 2025', ['Date', 'Preview Due', 'Quiz', 'Reading Due'], ['2025/09/03', '1—4', '', 'Ch. 2'], ['2025/09/12', '23—28', '1—22', '']);
    expect(brief(doc)).toEqual(['2025-09-03 assignment Preview 1—4', '2025-09-12 quiz Quiz 1—22', '2025-09-12 assignment Preview 23—28']);
  });

  it('reads a numbered session’s line that closes with its weekday and date (“Section 1 Monday 28 February”) as that day’s, and a “Submit:” label under a day as due', () => {
    const doc = documentOf(
      'markdown',
      { text: 'CHE 316, Spring 2022', heading: 1 },
      { text: 'Section 1 Monday 28 February', opens: true },
      { text: 'Exam 1 Chapters 1-5 Hand Calculations and Aspen (This covers ASPEN up to memo 2, Aspen lab 2)' },
      { text: 'F 6 Sept', heading: 4 },
      { text: 'Submit: Your summary draft in advance of class', list: 1 },
    );
    expect(brief(doc)).toEqual(['2022-02-28 exam Exam 1', '2022-09-06 assignment Summary draft']);
    // (Set as a heading, as a PDF's bold line is, it dates what follows too.)
    const heading = documentOf('pdf', { text: 'PSC 001, Fall 2021', heading: 1 }, { text: 'Section 1 Monday 13 December', heading: 3 }, { text: 'Final exam, chapters 10-12, in class' });
    expect(brief(heading)).toEqual(['2021-12-13 exam Final exam']);
  });

  it('keeps the works a due cell lists on lines of their own apart (“HW 01” over “Lab 01”)', () => {
    const doc = syllabus('STAT 5700, Fall 2025', ['Week', 'Dates', 'DUE (Th, 11:59pm)'], ['2', 'Sept 4', 'HW 01\nLab 01\nQuiz 2']);
    expect(brief(doc)).toEqual(['2025-09-04 23:59 assignment HW 01', '2025-09-04 23:59 assignment Lab 01', '2025-09-04 23:59 quiz Quiz 2']);
  });

  it('names no work by a note’s label or a deadline’s own words (“Note: All assignments and due dates …”, “hard deadline”)', () => {
    const doc = syllabus('MRNE 392, Fall 2024', ['Date', 'Assessment'], ['M 12/2', 'Poster due for printing; hard deadline'], ['F 12/6', 'Note: All assignments and due dates are subject to change']);
    expect(extract(doc).items.map((item) => `${item.date} ${item.type} ${item.title.split(' ')[0]}`)).toEqual(['2024-12-02 project Poster']);
  });

  it('reads days listed before their month (“28, 30 Sep”, “12, 14 Oct”, “30, 3 Dec”) as each a date, and work due on a weekday “every week” on each such weekday of the schedule', () => {
    const doc = syllabus(
      'PSC 001, Fall 2021',
      'Chapter quizzes: 30% Due on Tuesdays by 4pm PT every week before class.',
      ['Wk', 'Date', 'Chapter, Topic'],
      ['2', '28, 30 Sep', 'Ch 1, 2: Intro'],
      ['3', '5, 7 Oct', 'Ch 3: Neuroscience'],
      ['4', '12, 14 Oct', 'Ch 4, 5: Perception'],
      ['10', '23, 25 Nov', 'Thanksgiving break'],
      ['11', '30, 3 Dec', 'Ch 12: Disorders'],
    );
    expect(brief(doc)).toEqual(['2021-09-28 16:00 quiz Quiz', '2021-10-05 16:00 quiz Quiz', '2021-10-12 16:00 quiz Quiz', '2021-11-30 16:00 quiz Quiz']);
  });
});

describe('rules found on a seventeenth round of unseen syllabi', () => {
  it('reads the list under “For next week” as due at the next meeting whose date heads its own line, past a day with no class; only what names a kind of work is due', () => {
    const doc = documentOf(
      'markdown',
      { text: 'Design 3A, Fall 2022', heading: 1 },
      { text: 'September 6, 2022', opens: true },
      { text: '— Introduce P1', list: 1 },
      { text: 'For next week', opens: true },
      { text: '— Please bring your laptop', list: 1 },
      { text: '— Write a response and three discussion questions in the Week 2 doc', list: 1 },
      { text: 'September 13, 2022', opens: true },
      { text: '— Free writing', list: 1 },
      { text: 'For next class', opens: true },
      { text: '— Read the Glitch Feminism Manifesto', list: 1 },
      { text: '— Complete Problem Set 2', list: 1 },
      { text: 'September 20, 2022', opens: true },
      { text: '— No class, observe Thursday schedule', list: 1 },
      { text: 'September 27, 2022', opens: true },
      { text: '— Reading discussion', list: 1 },
    );
    expect(brief(doc)).toEqual(['2022-09-13 assignment Write a response and three discussion questions in the Week 2 doc', '2022-09-27 assignment Complete Problem Set 2']);
  });

  it('puts presentations named alike on four class days on each of those days: groups presenting in turn are each a day of the course’s graded presentations', () => {
    const days = ['Sep 30', 'Oct 7', 'Oct 14', 'Oct 21'];
    const doc = documentOf(
      'markdown',
      { text: 'PSYCH-UA 46, Fall 2025', heading: 1 },
      ...days.flatMap((day, i) => [{ text: `Tue, ${day}`, heading: 3 }, { text: `Group presentation on Chapter ${i + 6}`, list: 1 }]),
      { text: 'Fri, Oct 24', heading: 3 },
      { text: 'Homework 1 Due', list: 1 },
    );
    expect(brief(doc)).toEqual([
      '2025-09-30 project Group presentation on Chapter 6',
      '2025-10-07 project Group presentation on Chapter 7',
      '2025-10-14 project Group presentation on Chapter 8',
      '2025-10-21 project Group presentation on Chapter 9',
      '2025-10-24 assignment Homework 1',
    ]);
  });

  it('reads a lab under an “In-class Activities” header as the session held that day, where the row’s quiz and the work it says is due stay', () => {
    const doc = syllabus('ROB 102, Fall 2023', ['Date', 'Pre-Class Lecture', 'In-class Activities', 'Project'], ['Sept 20', 'Lecture Video: Omnidrive', 'Lab: MBot API', ''], ['Sept 22', 'Lecture Video: Vectors', 'Quiz 1', 'Due: Project 1']);
    expect(brief(doc)).toEqual(['2023-09-22 quiz Quiz 1', '2023-09-22 project Project 1']);
  });

  it('keeps two checkpoints of one day, each named on a line of its cell, apart', () => {
    const doc = syllabus('ROB 102, Fall 2023', ['Date', 'Lecture', 'In-class Activities'], ['Sept 20', 'Omnidrive Geometry', 'Checkpoint: Drive Star\nCheckpoint: Inter-Campus Mixer']);
    expect(brief(doc)).toEqual(['2023-09-20 project Checkpoint: Drive Star', '2023-09-20 project Checkpoint: Inter-Campus Mixer']);
  });

  it('reads a bold line under a date’s own line that says work is due (“Unit 1 reading journal entries due in class”, a PDF’s heading) as that day’s', () => {
    const doc = documentOf(
      'pdf',
      { text: 'ENG 210h, Fall 2016', heading: 1 },
      { text: 'Unit 1: What is a Disaster?', heading: 2 },
      { text: 'Wednesday, August 31' },
      { text: 'Paolo Bacigalupi, Yellow Card Man (2008) (BB)', list: 1 },
      { text: 'Reading journal entries begin — first entry due by class', heading: 3 },
      { text: 'Monday, September 5: NO CLASS – Labor Day', opens: true },
    );
    expect(brief(doc)).toEqual(['2016-08-31 assignment Reading journal']);
  });

  it('reads a numbered entry under a kind’s header that gives its own due day (“2. Build Your Own Blocks (due 1/26)” under “Lab”) as that work, due then; a numbered topic under “Discussion” says nothing due', () => {
    const doc = syllabus('CS 10, Spring 2023', ['Week', 'Date', 'Lab', 'Discussion'], ['2', 'Tue 1/24', '2. Build Your Own Blocks\n(due 1/26)', ''], ['2', 'Fri 1/27', '', '2. Number Rep & Control']);
    expect(brief(doc)).toEqual(['2023-01-26 assignment Lab 2. Build Your Own Blocks']);
  });

  it('reads a paper and its revisions (“Paper 1 revisions”) as two stages of one work, each on its day, with no conflict to check', () => {
    const result = extract(syllabus('ENG 210h, Fall 2016', 'Friday, September 30: Paper 1 due by 10 pm', 'Wednesday, October 19: Paper 1 revisions due by 10 pm'));
    expect(result.items.map((i) => `${i.date} ${i.title} ${i.flags.join(',')}`)).toEqual(['2016-09-30 Paper 1 ', '2016-10-19 Paper 1 revisions ']);
  });

  it('reads an entry whose sentence breaks after a comma (“Problem set 10,” over “due to me by 5PM on Friday, Dec. 6”) as one, and work said posted after a bracket (“The midterm (a.k.a pset 06) has been posted”) as a release', () => {
    const doc = documentOf(
      'markdown',
      { text: 'PHYS 401, Fall 2019', heading: 1 },
      { text: 'Oct. 09: The midterm (a.k.a pset 06) has been posted below.', list: 1, opens: true },
      { text: 'Problem sets', heading: 2 },
      { text: 'Problem set 10,', list: 1, opens: true },
      { text: 'due to me by 5PM on Friday, Dec. 6', list: 1 },
      { text: 'Midterm (a.k.a problem set 06),', list: 1, opens: true },
      { text: 'due to me by 5PM on Wednesday, Oct. 16', list: 1 },
    );
    expect(brief(doc)).toEqual(['2019-10-16 17:00 assignment Problem set 06', '2019-12-06 17:00 assignment Problem set 10']);
  });

  it('reads “Ex 01: Encapsulation” as an exercise handed in, and not “see ex 2.3 in the book”', () => {
    const doc = syllabus('CS 2030S, Fall 2025', ['Week', 'Start Date', 'Lecture', 'Lab'], ['', '', 'Monday', 'Thursday'], ['3', '25 Aug 2025', 'Polymorphism', 'Ex 01: Encapsulation\nEncapsulation'], ['4', '01 Sep 2025', 'Types: see ex 2.3 in the book', '']);
    expect(brief(doc)).toEqual(['2025-08-28 assignment Ex 01: Encapsulation']);
  });

  it('dates work due on a weekday of a numbered week (“Before EOD of Friday of Week 3” under “Date Due”) by the week the schedule dates, and names “No. 1” under “Problem Sets” by its section', () => {
    const doc = syllabus(
      'PPOL 5203, Fall 2023',
      ['Week', 'Topic', 'Date'],
      ['Week 02', 'Version control', 'September 12, 2023'],
      ['Week 03', 'Intro to Python', 'September 19, 2023'],
      'Problem Sets (60%)',
      ['Assignment', 'Date Assigned', 'Date Due'],
      ['No. 1', 'Week 2', 'Before EOD of Friday of Week 3'],
    );
    expect(brief(doc)).toEqual(['2023-09-22 assignment Problem set No. 1']);
  });

  it('reads a date joined by a dot after “Due” or “In Class,” (“Due 01.29”), and a sitting the Quiz column says is held in class as that row’s quiz, apart from its lab', () => {
    const doc = syllabus(
      'GEOL 497, Winter 2019',
      ['Lab', 'Due Date', 'Description', 'Quiz'],
      ['Lab 04', '01.24', 'R Expert Concepts', 'Expert Quiz (Online, Due 01.29)'],
      ['Lab 05', '01.31', 'Morphometrics', 'In Class, 01.31'],
    );
    expect(brief(doc)).toEqual(['2019-01-24 assignment Lab 04', '2019-01-29 quiz Expert Quiz', '2019-01-31 assignment Lab 05', '2019-01-31 quiz Quiz: Lab 05']);
  });

  it('reads Spanish workshops and hand-ins (“Taller 1”, “Entrega de trabajo 1: Martes 7 de noviembre 18:00”), and no make-up test (“Prueba recuperativa”)', () => {
    const doc = syllabus(
      'Investigación cuantitativa, segundo semestre 2023',
      ['', 'Clases', 'Talleres y prácticos en R', 'Lecturas y material adicional'],
      ['Agosto', '', '', ''],
      ['Jueves 24', 'Unidad 1: instrumentos', 'Taller 1', ''],
      ['Septiembre', '', '', ''],
      ['Jueves 28', 'Prueba 1', '', ''],
      ['Noviembre', '', '', ''],
      ['Jueves 09', 'Unidad 5: encuestas', 'Actividad en R 3', 'Entrega de trabajo 1: Martes 7 de noviembre 18:00'],
      ['Jueves 30', 'Prueba recuperativa', '', ''],
    );
    expect(brief(doc)).toEqual(['2023-08-24 assignment Taller 1', '2023-09-28 exam Prueba 1', '2023-11-07 18:00 assignment Entrega de trabajo 1']);
  });

  it('reads a project’s work party (“PROJ 1 PARTY”) as a class session, the project due where its row says so', () => {
    const doc = syllabus('CS 10, Spring 2023', ['Date', 'Lecture', 'Assignment'], ['Mon 1/30', 'Lists', 'PROJ 1 PARTY'], ['Tue 1/31', '', 'PROJ 1 Due']);
    expect(brief(doc)).toEqual(['2023-01-31 project Proj 1']);
  });

  it('reads a month and day joined by a hyphen before their weekday’s letter (“2-1 (F)”) as a date, and not chapters (“Ch. 1-9 (W)”)', () => {
    const doc = syllabus('ANTH 464, Spring 2019', ['Meeting', 'Topic', 'Reading', 'Assignment(s) due'], ['2-1 (F)', 'Research focus', 'Ch. 1-9 (W)', 'Choose excavation report'], ['2-22 (F)', 'Mid-term examination', '', '']);
    expect(brief(doc)).toEqual(['2019-02-01 assignment Choose excavation report', '2019-02-22 exam Mid-term examination']);
  });

  it('takes no year from the dates that close a reading list’s references (“The Stone and the Shell, August 14, 2012.”); the page’s own date breaks the weekdays’ tie', () => {
    const doc = {
      ...documentOf(
        'markdown',
        { text: 'Readings', heading: 3 },
        { text: 'Ted Underwood, “Where to Start with Text Mining,” The Stone and the Shell, August 14, 2012.', list: 1, opens: true },
        { text: 'Dan Goodin, “Why passwords have never been weaker,” Ars Technica, August 20, 2012.', list: 1, opens: true },
        { text: 'Safiya Noble, “Google Has a Striking History of Bias Against Black Girls,” Time, March 26, 2018.', list: 1, opens: true },
        { text: 'Schedule', heading: 3 },
        { text: 'Quiz: Monday, June 25', list: 1, opens: true },
        { text: 'Midterm: Monday, July 2', list: 1, opens: true },
      ),
      created: new Date('2018-06-06T12:00:00Z'),
    };
    // (Monday June 25 and Monday July 2 fall so in 2012 and in 2018, both years the references write.)
    expect(brief(doc)).toEqual(['2018-06-25 quiz Quiz', '2018-07-02 exam Midterm']);
  });

  it('reads a Spanish table of hand-ins by its “recepción” column, not its “envío” one, and its “21-08-2020” dates day first', () => {
    const doc = syllabus('Programación, 2020', ['evaluación', 'envío', 'recepción'], ['practica 1', '19-08-2020', '21-08-2020'], ['practica 3', '02-09-2020', '04-09-2020'], ['proyecto 1', '04-09-2020', '18-09-2020']);
    expect(brief(doc)).toEqual(['2020-08-21 assignment Practica 1', '2020-09-04 assignment Practica 3', '2020-09-18 project Proyecto 1']);
  });
});

describe('rules found on an eighteenth round of unseen syllabi', () => {
  it('dates a heading that says work is due, with no date of its own, by the dated heading of its rank right under it', () => {
    const doc = documentOf(
      'markdown',
      { text: 'ECON 3102, Spring 2021', heading: 1 },
      { text: 'Week 2', heading: 2 },
      { text: 'Homework Due: Math Review', heading: 3 },
      { text: 'Lecture 3: January 26', heading: 3 },
      { text: 'Topics Covered:', heading: 4 },
      { text: 'Growth accounting', list: 1 },
      { text: 'Lecture 4: January 28', heading: 3 },
      { text: 'Week 3', heading: 2 },
      { text: 'Homework Due: GDP Example Problem', heading: 3 },
      { text: 'Lecture 5: February 2', heading: 3 },
      { text: 'Lecture 6: February 4', heading: 3 },
    );
    expect(brief(doc)).toEqual(['2021-01-26 assignment Homework', '2021-02-02 assignment Homework']);
  });

  it('ends the entries of a due label that is a list entry itself where a list entry goes back to its depth, and reads “No reading for today” as no work', () => {
    const doc = documentOf(
      'html',
      { text: 'SDS 290, Spring 2024', heading: 1 },
      { text: 'Thurs, Feb 1', heading: 4 },
      { text: 'One-way ANOVA', list: 1 },
      { text: 'Homework due today:', list: 1 },
      { text: 'Problem set 2', list: 2 },
      { text: 'Office hours: 2:45p - 4:00p', list: 1 },
      { text: 'Thurs, Feb 8', heading: 4 },
      { text: 'Homework due today:', list: 1 },
      { text: 'No reading for today', list: 2 },
      { text: 'Peer review sign-up', list: 1 },
    );
    expect(brief(doc)).toEqual(['2024-02-01 assignment Problem set 2']);
  });

  it('dates the work an entry’s label names by its last sentence that gives only a deadline “before the start of class”', () => {
    const doc = documentOf(
      'markdown',
      { text: 'HIST 390, Summer 2018', heading: 1 },
      { text: 'June 6', heading: 3 },
      { text: '**Assignment:** Write a blog post that reviews one of the projects listed below. Due before the start of class June 11th.', list: 1 },
      { text: '**Skill Assignment:** Build an exhibit of five items. Due before class on June 13.', list: 1 },
    );
    expect(brief(doc)).toEqual(['2018-06-11 assignment Assignment', '2018-06-13 assignment Skill Assignment']);
  });

  it('reads the list under “Readings DUE:” as readings, whatever their titles hold (“Nieman Lab”, “CACM Blog”), while “Due:” over work stays', () => {
    const doc = documentOf(
      'markdown',
      { text: 'JOUR 479V, Spring 2017', heading: 1 },
      { text: 'February 6 - Computational Journalism', heading: 3 },
      { text: 'Readings DUE:', list: 1 },
      { text: 'A. Cairo. Data journalism needs to up its own standards. Nieman Lab. July, 2014. Article', list: 2 },
      { text: 'P. Guo. Data Science Workflow: Overview and Challenges. CACM Blog. Oct. 2013. Article', list: 2 },
      { text: 'Recommended Readings DUE:', list: 1 },
      { text: 'C. Groskopf. The Quartz guide to bad data. Link', list: 2 },
      { text: 'February 13 - Gathering Data', heading: 3 },
      { text: 'Homework DUE:', list: 1 },
      { text: 'Problem Set 1', list: 2 },
    );
    expect(brief(doc)).toEqual(['2017-02-13 assignment Problem Set 1']);
  });

  it('reads a Spanish table’s ordinal hand-ins of its practical work (“Primera entrega del TP”) as work due that day', () => {
    const doc = syllabus('Técnicas de Gráficos por Computadora, 2016', ['Clase', 'Fecha', 'Tema'], ['9', 'jueves 12 de Mayo 2016', 'Unidad 8 - Shaders 2 / Primera entrega del TP (vía Email)'], ['13', 'jueves 09 de Junio 2016', 'Clase de consulta / Segunda entrega del TP (via Email)'], ['14', 'jueves 16 de Junio 2016', 'Parcial']);
    expect(brief(doc)).toEqual(['2016-05-12 assignment Primera entrega del TP', '2016-06-09 assignment Segunda entrega del TP', '2016-06-16 exam Parcial']);
  });
});

describe('rules found on a nineteenth round of unseen syllabi', () => {
  it('reads a numbered deadline (“deadline 1”) as work handed in, and a lab test by its number as an exam', () => {
    const doc = syllabus('EMOR, 2023', ['date', 'hour', 'event', 't1'], ['23.03.2023', '12:15-16', 'consultations 1', '1'], ['26.03.2023', '20:00', 'deadline 1', '0.6'], ['02.04.2023', '20:00', 'deadline 2', '0.4'], 'Mon 17 Apr 2023: Lab-Test 2', 'Deadline 10 May 2023: no late work after it.');
    expect(brief(doc)).toEqual(['2023-03-26 20:00 assignment Deadline 1', '2023-04-02 20:00 assignment Deadline 2', '2023-04-17 exam Lab-Test 2']);
  });

  it('puts written work on every day the schedule gives a reading when the syllabus asks for it on each reading, not on a reading list’s dates of publication', () => {
    const day = (text: string) => ({ text, opens: true });
    const doc = documentOf(
      'markdown',
      { text: 'PHIL 182, Fall 2023', heading: 1 },
      { text: 'Perusall Annotations', heading: 2 },
      day('Post at least 3 high-quality annotations for each reading assignment on Perusall.'),
      { text: 'Course Schedule', heading: 2 },
      day('Aug 29 (T) Introduction, no reading required.'),
      day('Aug 31 (Th) Strauss, What is Political Philosophy? (pp. 343–355)'),
      day('Sep 5 (T) Hobbes, Leviathan, chapters 13 and 14 (pp. 82–87)'),
      day('Sep 7 (Th) Hobbes, Leviathan, chapter 17 (pp. 114–122)'),
      day('Sep 12 (T) Midterm exam'),
      day('Sep 14 (Th) Rousseau, Discourse on the Origin of Inequality (pp. 1–16)'),
      { text: 'Bibliography', heading: 2 },
      day('Frase, Peter. “Four Futures.” Jacobin, December 13, 2011.'),
      day('Fraser, Nancy. “Behind Marx’s Hidden Abode.” New Left Review, no. 86 (April 1, 2014): 55–72.'),
    );
    expect(brief(doc)).toEqual([
      '2023-08-31 assignment Reading annotation',
      '2023-09-05 assignment Reading annotation',
      '2023-09-07 assignment Reading annotation',
      '2023-09-12 exam Midterm exam',
      '2023-09-14 assignment Reading annotation',
    ]);
  });

  it('tells the year of a schedule of bare days by the weekday its class meets on (“Wednesdays 🕐 14:40”), whatever year a textbook cites', () => {
    const doc = documentOf(
      'markdown',
      { text: 'COGS 501 -- Algorithmic Structures in Cognition', heading: 1 },
      { text: 'Wednesdays 🕐 14:40 @Informatics Institute S03', opens: true },
      ...[['1', '2/10', ''], ['2', '9/10', 'quiz'], ['3', '16/10', 'quiz'], ['4', '23/10', ''], ['5', '30/10', 'quiz'], ['6', '6/11', 'quiz']].map((cells) => ({ text: cells.join(' | '), cells, header: ['Week', 'Work', 'Quiz'], table: 0 })),
      { text: 'Stavely (2014). Programming and Mathematical Thinking. The New Mexico Tech Press.', list: 1 },
    );
    // 2 October is a Wednesday in 2024, 2019 and 2013; a Monday in 2023.
    expect(brief(doc)).toEqual(['2024-10-09 quiz Quiz', '2024-10-16 quiz Quiz', '2024-10-30 quiz Quiz', '2024-11-06 quiz Quiz']);
  });

  it('dates work “due prior to class week 03” by the day that week’s heading gives', () => {
    const doc = documentOf(
      'markdown',
      { text: '24.711: The Modern History of Modal Logic, Spring 2025', heading: 1 },
      { text: 'Week 00: Introduction (Feb 03)', heading: 3 },
      { text: 'Problem Set #1: Tooling (due prior to class week 01)', opens: true },
      { text: 'Week 01: Early Modal Systems (Feb 10)', heading: 3 },
      { text: 'Problem Set #2: Axiomatic Proofs (due prior to class week 03)', opens: true },
      { text: 'Week 02: Quantified Modal Logic (Feb 18)', heading: 3 },
      { text: 'Week 03: Carnap and Kripke (Feb 24)', heading: 3 },
    );
    expect(brief(doc)).toEqual(['2025-02-10 assignment Problem Set #1: Tooling', '2025-02-24 assignment Problem Set #2: Axiomatic Proofs']);
  });

  it('reads the dated lines under an entry of a due list that gave its own date as that work’s details, and a closing note in brackets as no part of its name', () => {
    const doc = documentOf(
      'markdown',
      { text: 'STA 101, Fall 2015', heading: 1 },
      { text: 'Due dates', heading: 5 },
      { text: 'PA 1: Sep 6, Sun', list: 1, opens: true },
      { text: 'Take between Sep 2, Wed and Sep 6, Sun.', list: 2, opens: true },
      { text: 'You have 30 minutes to complete. Only one attempt allowed.', list: 2, opens: true },
      { text: 'PA 5: Nov 7, Sat (Note day change to allow for reviewing answers before the midterm)', list: 1, opens: true },
      { text: 'Take between Nov 4, Wed and Nov 7, Sat.', list: 2, opens: true },
      { text: 'Project 1: Nov 6, Fri', list: 1, opens: true },
      { text: 'Draft due Oct 30, Fri', list: 2, opens: true },
    );
    expect(brief(doc)).toEqual(['2015-09-06 assignment PA 1', '2015-10-30 assignment Draft', '2015-11-06 project Project 1', '2015-11-07 assignment PA 5']);
  });

  it('dates the work a heading names by the due line under it, not by the heading’s week, and reads the list below as its problems', () => {
    const doc = documentOf(
      'markdown',
      { text: 'Math 352, Spring 2013', heading: 1 },
      { text: 'Weekly homework', heading: 2 },
      { text: 'Weekly 6: April 8--April 12', heading: 3 },
      { text: 'Due Monday, April 15.', opens: true },
      { text: 'Section 3.4: 28.', list: 1, opens: true },
      { text: 'Section 3.5: 9, 10.', list: 1, opens: true },
      { text: 'Weekly 5: March 11--March 15', heading: 3 },
      { text: 'Due Wednesday, March 20.', opens: true },
      { text: 'Section 2.7: 15, 19 (use of Sage is encouraged).', list: 1, opens: true },
      { text: 'Problem sets', heading: 2 },
      { text: 'Problem Set 2: April 1--April 5', heading: 3 },
      { text: 'Due Friday, April 5 at 5pm', opens: true },
      { text: 'Exercises 1–4 of Chapter 3', list: 1, opens: true },
    );
    expect(brief(doc)).toEqual(['2013-03-20 assignment Weekly 5', '2013-04-05 17:00 assignment Problem Set 2', '2013-04-15 assignment Weekly 6']);
  });

  it('dates the work an undated heading names by a line under it that gives only its deadline', () => {
    const doc = documentOf(
      'markdown',
      { text: 'CS 101, Spring 2022', heading: 1 },
      { text: 'Lab 2', heading: 3 },
      { text: 'Deadline: March 8, 2022', opens: true },
      { text: 'Build a parser for arithmetic expressions.', opens: true },
      { text: 'Registration', heading: 3 },
      { text: 'Deadline: March 10, 2022', opens: true },
    );
    expect(brief(doc)).toEqual(['2022-03-08 assignment Lab 2']);
  });

  it('reads a Portuguese syllabus: a class heading “Aula_23 13-04-2022 quarta”, its “Prova1”, a review of it, and a “Prazo:” under a heading of activities', () => {
    const doc = documentOf(
      'markdown',
      { text: 'Introdução à Programação, 2022', heading: 1 },
      { text: 'Unidade1-Atividades', heading: 3 },
      { text: 'Prazo: 01-03-2022 (terça)', list: 1, opens: true },
      { text: 'Assistir as videoaulas das Unidades1 e Unidades2', list: 1, opens: true },
      { text: 'Aula_22 11-04-2022 segunda', heading: 3 },
      { text: 'Revisão Prova1', list: 1, opens: true },
      { text: 'Aula_23 13-04-2022 quarta', heading: 3 },
      { text: 'Prova1', list: 1, opens: true },
      { text: 'Aula_24 13-04-2022 quarta', heading: 3 },
      { text: 'Correção Prova1', list: 1, opens: true },
    );
    expect(brief(doc)).toEqual(['2022-03-01 assignment Atividades', '2022-04-13 exam Prova1']);
  });

  it('reads a course feedback form as no graded work', () => {
    const doc = syllabus('PHYS 100, Spring 2025', ['Week', 'Due'], ['4 (4/21-4/25)', 'Mid-quarter Course Feedback due 4/25'], ['5 (4/28-5/2)', 'Lab 2.1 due Wed. 4/30 at 5:00 pm']);
    expect(brief(doc)).toEqual(['2025-04-30 17:00 assignment Lab 2.1']);
  });

  it('puts work the syllabus holds “every day in class” on each day of its schedule table, not on a day without class', () => {
    const doc = syllabus(
      'PSYC 489J, Winter 2014',
      'Every day in class we will have a short assignment on any material we have covered up to that point.',
      ['Date', 'Topic', 'Reading/Assignment'],
      ['Jan. 2', 'R programming language', 'Healy'],
      ['Jan. 3', 'Grammar of graphics', 'Tufte'],
      ['Jan. 20', 'NO CLASS', ''],
      ['Jan. 21', 'Multilevel models', 'Gelman and Hill'],
    );
    expect(brief(doc)).toEqual(['2014-01-02 assignment Assignment', '2014-01-03 assignment Assignment', '2014-01-21 assignment Assignment']);
    // Attendance taken each class names no work.
    expect(brief({ ...doc, lines: doc.lines.map((line, i) => (i === 1 ? { ...line, text: 'Every day in class we will take attendance.' } : line)) })).toEqual([]);
  });

  it('reads a Norwegian table of deadlines: its “Innleveringsfrist” column and the clock time “kl. 16.00”', () => {
    const doc = syllabus('SOK-1004, høst 2021', ['Type oppgave', 'Oppgavetekst', 'Innleveringsfrist', 'Ressurser'], ['Arbeidskrav', 'Case 1', '22/09/2021 kl. 16.00', ''], ['Mappe', 'Oppgaver fra Seminar 4', '18/10/2021 kl. 16.00', 'kommer']);
    expect(extract(doc).items.map((i) => `${i.date} ${i.time} ${i.title} ${i.flags.join(',')}`)).toEqual(['2021-09-22 16:00 Arbeidskrav ', '2021-10-18 16:00 Mappe ']);
  });

  it('reads a “Hand in” column beside “Hand out” as what is due, whatever its cells call the work', () => {
    const doc = syllabus('Estrutura de Dados I, 1º Semestre de 2025', ['Semana', 'Data', 'Aula', 'Hand out', 'Hand in'], ['2', 'Ter 11/2', 'Capítulo 1', 'Lista n.º 1', ''], ['3', 'Ter 18/2', 'Capítulo 2', 'Lista n.º 2', 'Lista n.º 1'], ['4', 'Seg 24/2', 'Capítulo 3', '', 'Lista n.º 2']);
    expect(brief(doc)).toEqual(['2025-02-18 assignment Lista n.º 1', '2025-02-24 assignment Lista n.º 2']);
  });

  it('reads work abbreviated in brackets where the syllabus says it is due (“Practice problems (PPs) are due by 11:59pm”) by its abbreviation', () => {
    const doc = syllabus(
      'STAT 155, Fall 2025',
      'Practice problems (PPs) are due by 11:59pm on the due date.',
      ['Date', 'Topic', 'Due'],
      ['9/11', 'Simple linear regression', 'PP 1, CP 3'],
      ['9/18', 'Multiple regression', 'PP 2'],
    );
    expect(brief(doc)).toEqual(['2025-09-11 assignment PP 1', '2025-09-11 assignment CP 3', '2025-09-18 assignment PP 2']);
  });

  it('puts a reading’s annotation on a day other work is due too, not on a due line after the schedule, and reads a printed heading of work set at its section’s rank', () => {
    const row = (cells: string[]) => ({ text: cells.join(' | '), cells, header: ['Date', 'Topic', 'Reading', 'Hand in'], table: 0 });
    const doc = documentOf(
      'pdf',
      { text: 'STAT 155: Introduction to Statistical Modeling, Fall 2025', heading: 1, opens: true },
      { text: 'Post at least 3 annotations for each reading assignment on Perusall.', list: 1, opens: true },
      row(['Tue 9/9', 'Simple linear regression', 'ISLR pp. 59–70', '']),
      row(['Thu 9/11', 'Model evaluation', 'ISLR pp. 70–82', 'HW 1']),
      row(['Tue 9/16', 'Multiple regression', 'ISLR pp. 82–92', '']),
      row(['Thu 9/18', 'Interaction terms', 'ISLR pp. 92–102', '']),
      { text: 'Weekly homework', heading: 2, opens: true },
      { text: 'Weekly 2: September 15--September 19', heading: 2, opens: true },
      { text: 'Due Monday, September 22.', opens: true },
      { text: 'Section 3.4: 28.', list: 1, opens: true },
    );
    expect(brief(doc)).toEqual([
      '2025-09-09 assignment Reading annotation',
      '2025-09-11 assignment HW 1',
      '2025-09-11 assignment Reading annotation',
      '2025-09-16 assignment Reading annotation',
      '2025-09-18 assignment Reading annotation',
      '2025-09-22 assignment Weekly 2',
    ]);
  });
});

describe('rules found on a twentieth round of unseen syllabi', () => {
  const row = (...cells: string[]) => ({ text: cells.join(' | '), cells, table: 0 });
  const schedule = (...lines: Omit<DocLine, 'page'>[]) =>
    documentOf(
      'markdown',
      { text: 'Schedule', heading: 1 },
      ...lines,
      row('Date', 'Topic', 'Assignments'),
      row('Jan 30', 'Welcome', 'none'),
      row('Feb 1', 'Components', 'Lorenz pp. 82-89'),
      row('Feb 6', 'Components', 'Lorenz pp. 89-102'),
      row('Feb 8', 'Observation', 'none'),
      row('Feb 13', 'Sampling methods: Altmann 1973', 'none'),
      row('Feb 15', 'Phylogeny', 'none'),
      row('Feb 17', 'Exam released', 'Part 1 (Components and Observation)'),
      row('Feb 20', 'Phylogeny', 'none'),
      row('Feb 24', 'Exam DUE', 'Part 1 (Components and Observation) Due by midnight'),
      row('March 11-19', 'Spring Break', ''),
      row('March 20', 'Genetic', 'none'),
      row('March 22', 'Rhythms', 'none'),
    );

  it('takes a year whose weekdays the schedule’s days fall on, not one that puts its classes on Saturdays, when nothing else tells the year', () => {
    // Jan 30 and Feb 6 are Saturdays in 2027, Mondays in 2023; Feb 17 is a Saturday in 2024. (1973 is a citation's year.)
    expect(extract(schedule()).term).toBe('Spring 2023');
  });

  it('gives the work a cell beside says is due (“Exam DUE”) that kind, not on the day it was released', () => {
    expect(brief(schedule())).toEqual(['2023-02-24 23:59 exam Part 1 (Components and Observation)']);
  });

  it('puts work due “each Friday” that no schedule lists on the Friday of each week of class, but in a break', () => {
    const doc = schedule({ text: 'In-class peer work due to Gradescope by 11PM each Friday (scribe completes for the group).', opens: true });
    expect(brief(doc).filter((item) => item.includes('peer work'))).toEqual([
      '2023-02-03 23:00 assignment In-class peer work',
      '2023-02-10 23:00 assignment In-class peer work',
      '2023-02-17 23:00 assignment In-class peer work',
      '2023-02-24 23:00 assignment In-class peer work',
      '2023-03-24 23:00 assignment In-class peer work',
    ]);
  });

  it('leaves work whose due column gives no date (“Exam period”) for a person, not on the day it was handed out', () => {
    const doc = syllabus('HCI 720 Assignments', ['Assigned', 'Due', 'Link'], ['Tue, Sep 13', 'Thu, Sep 29', 'Assignment 2'], ['Thu, Sep 29', 'Thu, Oct 13', 'Assignment 3'], ['Tue, Nov 15', 'Exam period', 'FP demo']);
    const { items, unplaced } = extract(doc);
    expect(items.map((i) => `${i.date.slice(5)} ${i.title}`)).toEqual(['09-29 Assignment 2', '10-13 Assignment 3']);
    expect(unplaced.map((u) => u.reason)).toContain('"FP demo" is listed as due "Exam period", which gives no date; check when it is due.');
  });

  it('reads “HW#1 In” beside “HW#1 Out” as handed in, and “HW#1 Peer” as its peer review', () => {
    const doc = syllabus('ACCY 571', 'The following table provides the full set of deadlines.', ['Date', 'Item', 'Time'], ['Wed. Sep 21, 2016', 'HW#1 Out', '9:00 AM'], ['Tue. Sep 27, 2016', 'HW#1 In', '6:00 PM'], ['Fri. Sep 30, 2016', 'HW#1 Peer', '6:00 PM'], ['Tue. Oct 4, 2016', 'HW#2 In', '6:00 PM']);
    expect(brief(doc)).toEqual(['2016-09-27 18:00 assignment HW#1', '2016-09-30 18:00 assignment HW#1 Peer', '2016-10-04 18:00 assignment HW#2']);
  });

  it('dates homework by “should be submitted by Fridays” and exercises by “During the Thursday meetings, students will complete in-class exercises”', () => {
    const doc = syllabus(
      'PSYC 575, Fall 2022',
      'During the Thursday meetings, students will complete in-class exercises, which are part of their participation grades.',
      'The assignments should be submitted through Blackboard by Fridays.',
      ['Week', 'Topics', 'Assignment Dates'],
      ['Week 1 Aug 23 & 25', 'Overview', 'Exercise 1\nHW 1'],
      ['Week 2 Aug 30 & Sep 1', 'Statistical models', 'Exercise 2\nHW 2'],
    );
    expect(brief(doc)).toEqual(['2022-08-25 assignment Exercise 1', '2022-08-26 assignment HW 1', '2022-09-01 assignment Exercise 2', '2022-09-02 assignment HW 2']);
  });

  it('dates a “Submission Deadline for …” line by the day heading over it, in a page that lists its days twice (a list of due dates, then day by day)', () => {
    const day = (text: string) => ({ text, heading: 6, opens: true });
    const entry = (text: string) => ({ text, list: 1, opens: true });
    const doc = documentOf(
      'markdown',
      { text: 'MAT 171 (2024FA) Course Schedule', heading: 1 },
      day('Monday, September 9'),
      entry('Submission Deadline for Worksheet #2'),
      day('Monday, September 23'),
      entry('Submission Deadline for Worksheet #3'),
      ...['Friday, September 6', 'Monday, September 9', 'Tuesday, September 10', 'Wednesday, September 11', 'Friday, September 20', 'Monday, September 23'].flatMap((date, i) => [day(date), entry(`Work on Section 2.${i + 1}`), ...(date.startsWith('Monday') ? [entry(`Submission Deadline for Worksheet #${date.endsWith('9') ? 2 : 3}`)] : [])]),
    );
    expect(brief(doc)).toEqual(['2024-09-09 assignment Worksheet #2', '2024-09-23 assignment Worksheet #3']);
  });

  it('reads a Brazilian class diary: “Semestre 2018-1”, a report handed in under its day (“Entrega Relatório 1”), “Entrega TP 01” and an “Exame especial”', () => {
    const day = (text: string) => ({ text, heading: 3, opens: true });
    const line = (text: string) => ({ text, opens: true });
    const doc = documentOf('markdown', { text: 'Semestre 2018-1', heading: 1 }, day('07/02'), line('Apresentação da disciplina'), day('28/02'), line('Entrega Relatório 1'), day('07/03'), line('Entrega TP 01'), day('20/06'), line('Exame especial'));
    expect(brief(doc)).toEqual(['2018-02-28 assignment Entrega Relatório 1', '2018-03-07 assignment Entrega TP 01', '2018-06-20 exam Exame']);
    expect(extract(documentOf('markdown', { text: 'Semestre: 2022.2', opens: true }, day('06/10'), line('Prova teórica 01'))).term).toBe('Fall 2022');
  });

  it('reads a French “QCM” as a quiz, its initials kept', () => {
    const doc = documentOf('markdown', { text: 'MIF08 Compilation', heading: 1 }, { text: 'Mercredi 14/10/2020', heading: 2 }, { text: 'QCM noté sur TOMUSS, à faire avant 23:59 le jour même (14/10)', list: 1, opens: true });
    expect(brief(doc)).toEqual(['2020-10-14 23:59 quiz QCM']);
  });
});

describe('rules found on a twenty-first round of unseen syllabi', () => {
  it('reads dates as Chinese, Japanese and Korean write them (“09 月 28 日”, “2023年10月20日”, “11월 5일”), by the deadline a line gives, not the day of its release', () => {
    const line = (text: string) => ({ text, list: 2, opens: true });
    const doc = documentOf(
      'markdown',
      { text: '计算系统概论 2023 Fall', heading: 1 },
      line('2023-09-22: 作业一 已发布，Deadline: 09 月 28 日 23:30'),
      line('2023-10-13: 作业二 已发布，Deadline: 2023年10月20日 23:30'),
      line('2023-10-30: 作业三 已发布，Deadline: 11월 5일 23:30'),
    );
    expect(brief(doc).map((item) => item.slice(0, 16))).toEqual(['2023-09-28 23:30', '2023-10-20 23:30', '2023-11-05 23:30']);
  });

  it('reads the weekday in the cell after a date (“7 Feb | Mon”, “7-1 | M 8-10a”) as the date’s, to tell the year', () => {
    const doc = syllabus('LÆK 101F Biostatistics', ['Week', 'Date', 'Day', 'Topic'], ['1', '7 Feb', 'Mon', 'Introduction'], ['1', '10 Feb', 'Thur', 'Descriptives'], ['2', '16 Feb', 'Wed', 'Inference'], ['4', '1 Mar', 'Tue', 'Final exam']);
    // 7 February is a Monday in 2022, and in no year since.
    expect(brief(doc)).toEqual(['2022-03-01 exam Final exam']);
  });

  it('reads “7-1” alone under a date header, and “due Mon, 7-8, 11pm”, as dates', () => {
    const doc = syllabus('OSE Boot Camp 2019', ['Date', 'Day', 'Topic', 'Problem Set'], ['7-1', 'M 8-10a', 'Numerical differentiation', 'Comp Problem Set 1a'], ['7-3', 'W 8-10a', 'Numerical integration', 'Comp Problem Set 1b (due Mon, 7-8, 11pm)']);
    expect(brief(doc)).toEqual(['2019-07-01 assignment Comp Problem Set 1a', '2019-07-08 23:00 assignment Comp Problem Set 1b']);
    // "due 3-5 pm" is a time, "10-15 pages" a count.
    expect(brief(syllabus('ENGL 101, Fall 2024', 'Sep 5: Essay 1 due 3-5 pm, 10-15 pages'))).toEqual(['2024-09-05 15:00 assignment Essay 1']);
  });

  it('names each clause under a “Complete:” or “Due:” label by its words before its own date, kind word or none', () => {
    const doc = syllabus(
      'ENC 3241, Spring 2025',
      'Week 2 (January 19–24)',
      '- Complete: Professional paragraph and career goals (Tuesday, Jan. 21); 2 replies to classmates (Thursday, Jan. 23)',
      '- Due: Resume draft (Tuesday, Feb. 4); 1 peer review (Thursday, Feb. 6)',
      '- Complete: Introduction to Python tutorial',
    );
    expect(brief(doc)).toEqual([
      '2025-01-21 assignment Professional paragraph and career goals',
      '2025-01-23 assignment 2 replies to classmates',
      '2025-02-04 assignment Resume draft',
      '2025-02-06 assignment 1 peer review',
    ]);
  });

  it('reads a “Description or Deliverable” column as topics beside the work it names, not all work', () => {
    const doc = syllabus('PQHS 431, Fall 2018', ['Date', 'Class', 'Description or Deliverable'], ['09-04', '3', 'Using R to visualize and summarize data'], ['09-07', '--', 'Homework 1 due at noon'], ['09-11', '5', 'Descriptive numerical and graphical summaries']);
    expect(brief(doc)).toEqual(['2018-09-07 12:00 assignment Homework 1']);
  });

  it('reads Italian and French dates after their day (“27 marzo 2023”, “1er mars”), and an Italian “Consegna” column as the due one beside its “Assegnazione”', () => {
    const doc = syllabus('Web Programming', ['Homework', 'Argomento', 'Assegnazione', 'Consegna'], ['MHW1', 'HTML + CSS', '16 marzo 2023', '27 marzo 2023'], ['HW1', 'Sito completo', '20 aprile 2023', '22 maggio 2023']);
    expect(brief(doc)).toEqual(['2023-03-27 assignment MHW1', '2023-05-22 assignment HW1']);
    expect(brief(syllabus('Cours de projet, hiver 2024', 'Examen : 1er mars 2024'))).toEqual(['2024-03-01 exam Examen']);
  });

  it('reads a Chilean “Certamen” as an exam, and a “Revisión” of homework or preparation for an exam as neither', () => {
    const doc = syllabus('Álgebra, segundo semestre 2022', ['Fecha', 'Contenidos'], ['8/9', 'Tarea 3. Ejercicios módulo 3'], ['12/9', 'Ayudantía: preparación para el Certamen 1'], ['13/9', 'Revisión Tarea 3. Ejercicios.'], ['15/9', 'Certamen 1.'], ['29/9', 'Fracciones parciales.']);
    expect(brief(doc)).toEqual(['2022-09-08 assignment Tarea 3', '2022-09-15 exam Certamen 1']);
  });

  it('takes the year a course site’s dated posts give (“_posts/2019-04-16-…”), not one inside an email address', () => {
    // Monday April 8 and Friday April 12 fall on those weekdays in 2019 and 2024 alike.
    const doc = { ...syllabus('English 235', 'Write to jloan2024@pierce.edu with questions.', 'Monday, April 8: Intro', 'Friday, April 12: Research log 1 due'), linkTargets: ['_posts/2019-04-16-miniproject2.md'] };
    expect(brief(doc)).toEqual(['2019-04-12 assignment Research log 1']);
  });

  it('reads “Prob. Set” as a problem set, and neither “Read paper” nor a project sprint that begins as work due', () => {
    const doc = syllabus('OSE 2019', ['Date', 'Topic', 'Work'], ['Jul 16', 'Sparse grids', 'Comp. Prob. Set 2a'], ['Jul 18', 'Parallel computing', 'Read paper and answer reading questions before lecture'], ['Jul 23', 'OpenMP', 'Project sprint 1 begin']);
    expect(brief(doc)).toEqual(['2019-07-16 assignment Prob. Set 2a']);
  });

  it('reads a number alone in a kind’s column (“#3 due, #4 assigned” under “Assignment”) as that kind’s work', () => {
    const doc = syllabus('GPHY 4553, Spring 2026', ['Lecture', 'Date', 'Topic', 'Assignment'], ['2', 'Th Jan 22', 'Tensors', '#1 assigned'], ['4', 'Th Jan 29', 'Waves', '#1 due / #2 assigned'], ['6', 'Th Feb 5', 'Wave equation', '#2 due'], ['7', 'T Feb 10', 'Velocity models', 'HW #3 due']);
    expect(brief(doc)).toEqual(['2026-01-29 assignment Assignment #1', '2026-02-05 assignment Assignment #2', '2026-02-10 assignment HW #3']);
  });


  it('dates the work a column names by the “due …” cell below it that names nothing, from the last such cell on', () => {
    const doc = syllabus(
      'OSE Boot Camp 2019',
      ['Date', 'Day', 'Topic', 'Problem Set'],
      ['7-1', 'M 8-10a', 'Numerical differentiation', 'Comp Problem Set 1a'],
      ['7-2', 'T 8a-12p', 'Python intro', 'Comp Problem Set 1b'],
      ['', '', 'Standard library', 'due M, 7-8, 11pm'],
      ['7-16', 'T 8a-12p', 'Sparse grids', 'Comp Problem Set 2a'],
      ['', '', 'Accessing the supercomputer', 'due M, 7-22, 11pm'],
    );
    expect(brief(doc)).toEqual(['2019-07-08 23:00 assignment Comp Problem Set 1a', '2019-07-08 23:00 assignment Comp Problem Set 1b', '2019-07-22 23:00 assignment Comp Problem Set 2a']);
  });

  it('reads French work (“Devoir”, “rapport de projet”, “Soutenance”), work “à rendre” and a report handed in by its “Remise”; code “updated” is no deadline', () => {
    const doc = syllabus('Compilation, automne 2024', '- Devoir 2 : 3 novembre 2024', '- TP1 à rendre le 12 octobre 2024', '- Remise du rapport de projet : 1er décembre 2024', '- Soutenance du projet : 10 décembre 2024');
    expect(brief(doc)).toEqual(['2024-10-12 assignment TP1', '2024-11-03 assignment Devoir 2', '2024-12-01 assignment Remise du rapport', '2024-12-10 project Soutenance du projet']);
    // "Skeleton code of HW1 updated" is no deadline of HW1.
    expect(brief(syllabus('SWPP, Fall 2019', '- Sep 4: Skeleton code of HW1 python updated', '- HW1 due 9/15 (Sun) 6pm'))).toEqual(['2019-09-15 18:00 assignment HW1']);
  });

  it('reads India’s “Mid-sem” and “End-sem” as exams, and “+10 days” as no date (its Saturday then tells the year)', () => {
    const doc = syllabus('CS6170 Randomized Algorithms', 'Important dates', '- Problem sets (deadlines are +10 days): PS1(18/8), PS2(15/9)', '- Mid-sem: 16/9 (Saturday)', '- End-sem: 15/11');
    expect(brief(doc).filter((item) => item.includes('exam'))).toEqual(['2023-09-16 exam Mid-sem', '2023-11-15 exam End-sem']);
  });
});

describe('rules found on a twenty-second round of unseen syllabi', () => {
  it('dates an exam its heading names alone by a line under it that holds its day and nothing else', () => {
    const doc = documentOf(
      'markdown',
      { text: 'Math 401 (Spring 2026)', heading: 1 },
      { text: 'Midterm 1', heading: 2 },
      { text: 'Monday, February 9', opens: true },
      { text: 'Practice exam 1, Solutions to practice exam 1', list: 1, opens: true },
      { text: 'Final Exam', heading: 2 },
      { text: 'Friday, May 1', opens: true },
      { text: 'Office hours', heading: 2 },
      { text: 'Thursday, February 12', opens: true },
    );
    expect(brief(doc)).toEqual(['2026-02-09 exam Midterm 1', '2026-05-01 exam Final Exam']);
  });

  it('takes numbered work said due where its clause ends (“…, Translation #1 Due”) as due on the date heading over it, however long the line', () => {
    const doc = documentOf(
      'markdown',
      { text: 'Latin 101 Schedule, Fall 2019', heading: 1 },
      { text: 'Friday, September 13', heading: 3 },
      { text: 'Homework (due before class): Review vocabulary and prepare Composition #1 for workshop, Translation #1 Due', list: 1, opens: true },
      { text: 'Monday, September 16', heading: 3 },
      { text: 'Homework (due before class): Read and study the section on verbs, the perfect tense and passive sentence structures for quiz #4, Composition #1 Due', list: 1, opens: true },
    );
    expect(brief(doc)).toEqual(['2019-09-13 assignment Translation #1', '2019-09-16 quiz Quiz #4', '2019-09-16 assignment Composition #1']);
  });

  it('reads a column naming a kind of work beside one saying that kind is due (“Homework Directory”, “Homework Due”) as where the work is given out', () => {
    const doc = syllabus(
      'GCB 535 Introduction to Bioinformatics, Spring 2019',
      ['Date', 'Topic', 'In Class + Homework Directory', 'Homework Due'],
      ['16-Jan', 'Lecture Intro/Databases', '00_Cocalc', '-'],
      ['18-Jan', 'Seeking Biological Info Online', '01_Databases', '00_Cocalc'],
      ['23-Jan', 'Unix - I', '02_Unix-I', '01_Databases'],
    );
    expect(brief(doc)).toEqual(['2019-01-18 assignment 00_Cocalc', '2019-01-23 assignment 01_Databases']);
  });

  it('reads French, Spanish and Portuguese names of work: a final version after its kind (“Projet Final”, “Rapport final”), a presentation, a lab, a holiday', () => {
    const doc = syllabus(
      'Web transactionnel, automne 2024',
      ['Cours', 'Date de partage', 'Date limite de remise'],
      ['Projet Final', '02 octobre 2024', '11 octobre 2024'],
      ['Projet (Rapport Final)', '09 octobre 2024', '18 octobre 2024'],
      ['Laboratoire', 'Début de la session', '22 octobre 2024'],
    );
    expect(brief(doc)).toEqual(['2024-10-11 project Projet Final', '2024-10-18 assignment Rapport Final', '2024-10-22 assignment Laboratoire']);
    const portuguese = syllabus(
      'CE 074 Controle de Processos Industriais, 2017/2',
      '- 31/07/2017: Apresentação da disciplina. Ler o artigo.',
      '- 01/05/2017: Feriado: dia do trabalho.',
      '- 06/11/2017: Apresentação do planejamento do experimento.',
    );
    expect(brief(portuguese)).toEqual(['2017-11-06 project Apresentação']);
    // Spanish says a student's presentation is oral or a group's; "Presentación TP0" hands the work out.
    const spanish = syllabus('Teoría General de Circuitos, 1C 2016', ['Clase', 'Fecha', 'Tema'], ['3', 'jueves 24 de marzo', 'Presentación TP0'], ['16', 'jueves 30 de junio', 'Presentación oral grupal del Trabajo Práctico']);
    expect(brief(spanish)).toEqual(['2016-06-30 project Presentación oral']);
  });

  it('leaves “TBD” to what it follows, not to work a label after it names (“Talk TBD ALL STUDENTS: FINAL PAPERS DUE”)', () => {
    const doc = syllabus('Capstone Seminar, Spring 2021', ['Date', 'Topic'], ['April 9', 'Guest talk'], ['April 16', 'Talk TBD **ALL STUDENTS: FINAL PAPERS DUE**'], ['April 23', 'Date TBA - Final exam']);
    expect(brief(doc)).toEqual(['2021-04-16 assignment Final Papers']);
  });

  it('leaves exercises named alone on several class days, none said due, for a person to check as class practice', () => {
    const doc = syllabus('CE 301 Estatística básica, 2025/1', '- 06/05/25 (ter) - Exercícios.', '- 15/05/25 (qui) - **PROVA 2.**', '- 23/05/25 (sex) - Exercícios.', '- 27/05/25 (ter) - Exercícios.');
    const { items, unplaced } = extract(doc);
    expect(items.map((item) => `${item.date} ${item.title}`)).toEqual(['2025-05-15 Prova 2']);
    expect(unplaced.map((line) => line.text)).toEqual(['- 06/05/25 (ter) - Exercícios.', '- 23/05/25 (sex) - Exercícios.', '- 27/05/25 (ter) - Exercícios.']);
  });

  it('reads a Spanish short month after its day (“Vie 14 ago”) and “Asigna PS2” as the problem set handed out, “Entrega PS1” as one handed in', () => {
    const doc = syllabus('Estadística, 2026-3', ['Sem', 'Fecha', 'Tema', 'Entregas'], ['1', 'Vie 31 jul', 'Descriptiva', 'Asigna PS1.'], ['2', 'Vie 14 ago', 'Correlación', 'Entrega PS1. Asigna PS2.'], ['3', 'Vie 21 ago', 'Muestreo', 'Entrega PS2.']);
    expect(brief(doc)).toEqual(['2026-08-14 assignment Entrega PS1', '2026-08-21 assignment Entrega PS2']);
  });

  it('dates a weekly grid’s cells by the row of dates over their column, and what a “deadlines” row lists as due', () => {
    const doc = syllabus(
      'MATH 251 Calculus I, Fall 2021',
      ['', 'Monday', 'Tuesday', 'Wednesday', 'Thursday'],
      ['date (week 2)', '08/30', '08/31', '09/01', '09/02'],
      ['topics covered', 'Section 2.2', 'Recitation 2', 'Section 2.3', 'Quiz 2'],
      ['deadlines', 'Problem Set 1', '', 'Problem Set 2', ''],
      ['date (week 3)', '09/06', '09/07', '09/08', '09/09'],
      ['topics covered', 'Labor Day (no class)', 'Recitation 3', 'Section 3.1', 'Quiz 3'],
      ['deadlines', '', 'Progress Reports', 'Problem Set 3', ''],
    );
    expect(brief(doc)).toEqual([
      '2021-08-30 assignment Problem Set 1',
      '2021-09-01 assignment Problem Set 2',
      '2021-09-02 quiz Quiz 2',
      '2021-09-07 assignment Progress Reports',
      '2021-09-08 assignment Problem Set 3',
      '2021-09-09 quiz Quiz 3',
    ]);
  });

  it('reads a Portuguese or French date that closes its cell in a day-first schedule (“Dia 24 de Setembro”, “3 févr.”), and November in Portuguese', () => {
    const doc = syllabus('EST 105, Segundo Semestre de 2022', ['Avaliação', 'Data'], ['1ª Prova', 'Dia 24 de Setembro'], ['2ª Prova', 'Dia 05 de Novembro'], 'Cronograma', ['Data', 'Conteúdo'], ['14/9/2022', 'Regressão']);
    expect(brief(doc)).toEqual(['2022-09-24 exam 1ª Prova', '2022-11-05 exam 2ª Prova']);
    const french = syllabus('Milieu informatique, hiver 2026', ['Semaine', 'Date', 'Remises'], ['3', '3 févr.', 'TP #1'], ['7', '3 mars', 'TP #2']);
    expect(brief(french).map((item) => item.slice(5))).toEqual(['02-03 assignment TP #1', '03-03 assignment TP #2']);
  });

  it('reads the sittings a one-word header of exams lists however they are named (“Provas” over “Substitutiva 1”), under the title row over the table', () => {
    const doc = syllabus(
      'EST 105 Iniciação à Estatística, 2022',
      ['Avaliações', 'Avaliações', 'Avaliações'],
      ['Provas', 'Data', 'Valor'],
      ['1ª Prova', 'Dia 24 de Setembro - Sábado.', '30 pontos'],
      ['Substitutiva 1', 'Dia 03 de Outubro - Segunda. (12:00 às 14:00)', '30 pontos'],
    );
    expect(brief(doc)).toEqual(['2022-09-24 exam 1ª Prova', '2022-10-03 12:00 exam Substitutiva 1']);
  });

  it('takes an ordinal opening a title for its number (“Terceira Prova” is “3ª Prova”), not one naming a stage later in it', () => {
    const doc = syllabus(
      'EST 105, 2022',
      ['Provas', 'Data'],
      ['3ª Prova', 'Dia 09 de Dezembro'],
      'Cronograma',
      ['Data', 'Conteúdo'],
      ['23/9/2022', 'Regressão'],
      ['09/12/2022', 'Terceira Prova'],
    );
    expect(brief(doc)).toEqual(['2022-12-09 exam Terceira Prova']);
  });

  it('leaves a Portuguese topic of presenting data (“Apresentação gráfica e tabular”) and a class of exercises (“Aula de Exercícios”) off the calendar', () => {
    const doc = syllabus('EST 105, 2022', ['Data', 'Conteúdo'], ['14/9/2022', 'Apresentação gráfica e tabular, Medidas de posição.'], ['23/9/2022', 'Aula de Exercícios'], ['30/9/2022', 'Apresentação dos trabalhos']);
    expect(brief(doc)).toEqual(['2022-09-30 project Apresentação']);
  });

  it('reads French “Énoncé” as work handed out and a week without class (“pas de cours”) as no work, under a column of what is handed in', () => {
    const doc = syllabus(
      'Milieu informatique, hiver 2026',
      ['Semaine', 'Date', 'Énoncés / Remises'],
      ['1', '20 janv.', 'Énoncé TP #1'],
      ['—', '10 mars', 'Pause Semaine de lecture (pas de cours)'],
      ['9', '24 mars', 'Remise TP #1'],
    );
    expect(brief(doc).map((item) => item.slice(5))).toEqual(['03-24 assignment Remise TP #1']);
  });

  it('finds no term in a sentence crediting another course, a journal issue or the day a page was accessed', () => {
    const doc = documentOf(
      'latex',
      ...[
        'Digital Humanities, University of Toronto',
        'This syllabus draws on DH101: Introduction to Digital Humanities, Fall 2014, UCLA.',
        'Samuels, “Deformance and Interpretation,” New Literary History 30, No. 1 (Winter, 1999): 25-56.',
        'Posner, Humanities Data (2015) Accessed April 30, 2019.',
        '1 (Jul. 07) Introduction',
        'Short Assignment 1 due Jul. 16',
        'Proposal due Jul. 31',
      ].map((text) => ({ text, opens: true })),
    );
    const created = new Date('2020-07-09T00:00:00Z');
    expect(extractItems({ ...doc, created }, { today: TODAY }).items.map((i) => `${i.date} ${i.title}`)).toEqual(['2020-07-16 Short Assignment 1', '2020-07-31 Proposal']);
  });

  it('reads a book’s chapters listed before an exam’s date as chapters (“CH 8, 9, 10, 12 May 12”), not a day of May, a Spanish “Clase final” as the last class and an “Entrega final” as work handed in', () => {
    const doc = syllabus('EC 200 Econometrics, Spring 2022', ['Date', 'Day', 'Topic'], ['10 May', 'Tu', 'Review'], ['12 May', 'Th', 'Exam 3: CH 8, 9, 10, 12 May 12, 1:30-4:15']);
    expect(brief(doc)).toEqual(['2022-05-12 exam Exam 3']);
    const spanish = syllabus('Sistemas Operativos, 1C 2025', ['Semana', 'Fecha', 'Teórica'], ['11', '20/05/2025', '**PARCIAL**'], ['12', '27/05/2025', 'Máquinas virtuales / Clase final'], ['13', '03/06/2025', 'Entrega final']);
    expect(brief(spanish)).toEqual(['2025-05-20 exam Parcial', '2025-06-03 assignment Entrega final']);
  });

  it('spells out the pictographs a legend names in the cells they mark (“🔬 In-class assessment”, “📜 Portfolio assignment due”)', () => {
    const doc = syllabus(
      'Greek 102, Spring 2024',
      '- ✏️ Class preparation includes written assignment',
      '- 🔬 In-class assessment',
      '- 📜 Portfolio assignment due',
      ['Dates', 'Monday', 'Wednesday', 'Friday', 'Notes'],
      ['Jan 29, Jan 31, Feb 2', '🔬 The participle in Lysias', '✏️ Participles as adjectives', 'The first and second persons', ''],
      ['Mar 11, Mar 13, Mar 15', 'class', 'class', 'class', 'Fri: 📜 Module 5: mastery.'],
    );
    const { items } = extract(doc);
    expect(items.map((item) => `${item.date} ${item.type}`)).toEqual(['2024-01-29 exam', '2024-01-31 assignment', '2024-03-15 assignment']);
    // The evidence quotes the document's marks, not the legend's words.
    expect(items[0]!.source.text).toContain('🔬 The participle in Lysias');
  });

  it('reads German work handed in: an “Abgabe” of something, a “Bericht”, a “Referat”, a closing presentation', () => {
    const doc = syllabus(
      'Praktikum Visual Computing I, Wintersemester 2021/22',
      '- KW 39 – Freitag, 01.10.2021 18 Uhr: Abgabe Praktikumsanmeldung',
      '- KW 51 – Donnerstag, 23.12.2021 12 Uhr: späteste Projektabgabe (Softwareprodukt, Projektabschlusspräsentation)',
      '- KW 2 – Freitag, 14.01.2022 12 Uhr: späteste Abgabe des persönlichen Berichts',
      '- Alle Abgaben sind fristgerecht zu erbringen.',
      '- Freitag, 26.11.2021: Referat 1 (Bildverarbeitung)',
    );
    expect(brief(doc).map((item) => item.split(' ').slice(0, 3).join(' '))).toEqual(['2021-10-01 18:00 assignment', '2021-11-26 project Referat', '2021-12-23 12:00 project', '2022-01-14 12:00 assignment']);
  });

  it('reads the list under “Homework #7 due:” as what that homework asks, not more work', () => {
    const doc = documentOf(
      'markdown',
      { text: 'INFO 656, Fall 2026', heading: 1 },
      { text: 'Wednesday, October 7: Literature review', heading: 3 },
      { text: 'Homework #7 due:', opens: true },
      { text: 'Submit an annotated bibliography of at least 12 papers', list: 1, opens: true },
      { text: 'Read the guide to research papers', list: 1, opens: true },
    );
    expect(brief(doc)).toEqual(['2026-10-07 assignment Homework #7']);
  });

  it('reads a number opening an entry before a kind’s one word as its number (“1 Parcial”), a Spanish t-test as a topic and a “trabajo final” as work', () => {
    const doc = documentOf(
      'latex',
      { text: 'Análisis Cuantitativo I, primer semestre de 2017', heading: 1 },
      { text: 'Sesión 6 (3 de marzo)', heading: 2 },
      { text: '1 Parcial', list: 1, opens: true },
      { text: 'Sesión 13 (28 de abril)', heading: 2 },
      { text: 'Prueba t', list: 1, opens: true },
      { text: 'Sesión 16 (19 de mayo)', heading: 2 },
      { text: 'Entrega trabajo final', list: 1, opens: true },
    );
    expect(brief(doc)).toEqual(['2017-03-03 exam 1 Parcial', '2017-05-19 assignment Entrega trabajo final']);
  });

  it('leaves “listas de exercícios” named on several class days, none said due, to check as class practice', () => {
    const doc = syllabus('Introdução à Programação, 2022-1', '- 09/03/2022: listas de exercícios: atividadeUri e atividadeAula.', '- 14/03/2022: listas de exercícios: atividadeUri e atividadeAula.', '- 16/03/2022: listas de exercícios: atividadeUri e atividadeAula.', '- 20/03/2022: Prova1');
    expect(brief(doc)).toEqual(['2022-03-20 exam Prova1']);
  });

  it('reads “Examination of …” opening a description as a study of something, not an exam', () => {
    const doc = documentOf('markdown', { text: 'AR 1205 Art History, Winter 2026', heading: 1 }, { text: 'Fri, Mar 27: Interwar Backlash', heading: 4 }, { text: 'Examination of modernist movements between the World Wars.', opens: true }, { text: 'Thu, Apr 16: Final Examination', heading: 4 });
    expect(brief(doc)).toEqual(['2026-04-16 exam Final Examination']);
  });

  it('reads a numbered reading summary under a cell’s “Due:” label as work, its bullet no part of its name', () => {
    const doc = syllabus('Math 178, Summer 2019', ['Date', 'Topics', 'Assignments'], ['May 22', 'Overview', 'Assign: ● Hw 1 ● Reading summary 1: HMOG Due: None'], ['May 29', 'Manifolds', 'Assign: ● Hw 2\nDue:\n● Hw 1\n● Reading summary 1']);
    expect(brief(doc)).toEqual(['2019-05-29 assignment Hw 1', '2019-05-29 assignment Reading summary 1']);
  });

  it('dates work by the deadline a sub-entry gives it (“Deadline: 30/10/2023”), in a year that runs from October to February, and reads an Italian “appello” as an exam sitting', () => {
    const doc = documentOf(
      'markdown',
      { text: 'Esame', heading: 1 },
      { text: 'Prossimi appelli, con scadenze:', opens: true },
      { text: '29/01/2024', list: 1, opens: true },
      { text: '19/02/2024', list: 1, opens: true },
      { text: '04/07/2024', list: 1, opens: true },
      { text: 'Progetti (con Assignment)', heading: 2 },
      { text: 'Assignment 1: Needfinding', list: 1, opens: true },
      { text: 'Deadline: 30/10/2023', list: 2, opens: true },
      { text: 'Assignment 4: Da media ad alta fedeltà', list: 1, opens: true },
      { text: 'Deadline: 18/12/2023', list: 2, opens: true },
      { text: 'Assignment 5: Prototipo ad alta fedeltà', list: 1, opens: true },
      { text: 'Deadline: 22/01/2024', list: 2, opens: true },
      { text: 'Report finale', list: 1, opens: true },
      { text: 'Deadline: 27/06/2024', list: 2, opens: true },
    );
    expect(brief(doc)).toEqual(['2023-10-30 assignment Assignment 1: Needfinding', '2023-12-18 assignment Assignment 4: Da media ad alta fedeltà', '2024-01-22 assignment Assignment 5: Prototipo ad alta fedeltà', '2024-01-29 exam Prossimi appelli', '2024-06-27 assignment Report']);
  });

  it('reads a heading that opens with a number, under a heading of a kind of work, over a line of its date alone, as that numbered work due then', () => {
    const doc = documentOf(
      'markdown',
      { text: 'PSYC 217 Cognition, Fall 2018', heading: 1 },
      { text: 'Assignments', heading: 3 },
      { text: '1 --- You and your learning.', heading: 4 },
      { text: '2018-09-07', opens: true },
      { text: 'Instructions: complete the introductory survey.', opens: true },
      { text: '4 --- Playing rock paper scissors.', heading: 4 },
      { text: '2018-09-28', opens: true },
    );
    expect(brief(doc)).toEqual(['2018-09-07 assignment Assignment 1: You and your learning', '2018-09-28 assignment Assignment 4: Playing rock paper scissors']);
  });

  it('reads numbered work with what it is on in brackets, said due at a time (“WeBWorK 02 (linear equations) is due at 10pm.”), and a book’s sections ranged before an exam as no date', () => {
    const doc = syllabus(
      'Math 352, Spring 2014',
      ['Date', 'Reading', 'Topics'],
      ['February 17', 'Section 2.2', 'Workshop on separable equations\nWeBWorK 02 (linear equations) is due at 10pm.'],
      ['March 7', 'Section 3.1', 'Second-order equations.\nWeekly 3 is due at 3pm.'],
      ['May 7', 'Review', 'EXAM 3\nExam 3 covers section 3.8 and sections 7.1--7.6.'],
    );
    expect(brief(doc)).toEqual(['2014-02-17 22:00 assignment WeBWorK 02 (linear equations)', '2014-03-07 15:00 assignment Weekly 3', '2014-05-07 exam Exam 3']);
  });

  it('reads a numbered “Task” as work, dated by the “Due …” line that closes its section', () => {
    const doc = documentOf(
      'html',
      { text: 'STAT 2430 Data Visualization, Winter 2021', heading: 1 },
      { text: 'Tasks', heading: 2 },
      { text: 'Tasks for each lesson are described here.', opens: true },
      { text: 'Task 1 (Lesson 1)', heading: 3 },
      { text: 'Find two data visualizations that you find informative.', opens: true },
      { text: 'Submit your work as a single PDF on Brightspace.', opens: true },
      { text: 'Due Monday 11 January at 9:00 am Atlantic.', opens: true },
    );
    expect(brief(doc)).toEqual(['2021-01-11 09:00 assignment Task 1']);
  });

  it('reads a date column headed by one kind of sitting (“Exam date”, “Date de l’examen”) as the row’s sitting, named by its label; a French weekday before its day; a session’s number as no date', () => {
    const doc = syllabus('Java course, Fall 2021', ['Unit', 'Content', 'Exam date'], ['Unit 1 (Week 1)', 'Git, Eclipse', 'session 2.1 (Monday, August 30)'], ['Unit 2 (Weeks 2-5)', 'Classes', 'session 6.1 (Wednesday, September 29)']);
    expect(brief(doc)).toEqual(['2021-08-30 exam Exam – Unit 1 (Week 1)', '2021-09-29 exam Exam – Unit 2 (Weeks 2-5)']);
    const french = syllabus('Programmation, automne 2021', ['Étape', 'Contenu', "Date de l'examen"], ['Étape 1', 'Git', 'séance 2.1 (lundi 30 août)'], ['Étape 5', 'Révision', 'séance 15.2 (lundi 13 décembre)']);
    expect(brief(french)).toEqual(['2021-08-30 exam Examen – Étape 1', '2021-12-13 exam Examen – Étape 5']);
  });

  it('reads each dated entry under an “Assignment Schedule” heading as due work however it is named, and a bracket saying when the page was corrected as no date', () => {
    const doc = documentOf(
      'markdown',
      { text: 'Assignment Schedule', heading: 2 },
      { text: 'Dates refer to the due date. All assignments must be submitted through Blackboard.', opens: true },
      { text: '10/05/2015, SW1—The Meaning of Life', list: 1, opens: true },
      { text: '12/05/2015, Group Project–Draft 1 Due (Corrected 9/18/15)', list: 1, opens: true },
    );
    expect(brief(doc)).toEqual(['2015-10-05 assignment SW1—The Meaning of Life', '2015-12-05 project Group Project–Draft 1']);
  });

  it('reads a Portuguese “Avaliação” named by its number or kind (“Avaliação Bimestral AV-1”) as an exam, and grading criteria as none', () => {
    const doc = syllabus('Estrutura de Dados I, 2025/1', '- Critérios de avaliação: 29/04/2025 revisão', '- 29/04/2025: Avaliação Bimestral AV-1', '- 24/06/2025: Avaliação 2');
    expect(brief(doc)).toEqual(['2025-04-29 exam Avaliação Bimestral', '2025-06-24 exam Avaliação 2']);
  });

  it('keeps an ordinal before other words than a kind’s as the name of one of a series (“First Group Project Peer Review” is no “Group Project 1”), and “any work” as no work', () => {
    const doc = syllabus(
      'MATH 1005, Semester 2 2023',
      ['Week', 'Assessments'],
      ['Week 5 (Aug 28)', 'Group Project 1 due (Sep 1)'],
      ['Week 7 (Sep 11)', 'First Group Project Peer Review (Sep 14)'],
      'Friday December 1, 2023 is the last day to submit any work for the class.',
    );
    expect(brief(doc)).toEqual(['2023-09-01 project Group Project 1', '2023-09-14 project First Group Project Peer Review']);
  });

  it('reads a numbered lab listed under “Homework (due Mon 10/21)” as handed in, not as a lab session nothing grades', () => {
    const doc = syllabus(
      'ECON 310, Fall 2024',
      'Week 8',
      'Session 2: Lab 7 - Linear Regressions II',
      'Homework (due Mon 10/21)',
      '- Lab 7 Script',
      '- Week 8 Problem Set',
    );
    expect(brief(doc)).toEqual(['2024-10-21 assignment Lab 7', '2024-10-21 assignment Week 8 Problem Set']);
  });

  it('reads each weekday’s sentence of a week’s notes cell on that weekday (“Mon: Module 4 mastery due. Wed: Module 4 reading due.”)', () => {
    const doc = syllabus('Greek 102, Spring 2024', ['Dates', 'Monday', 'Wednesday', 'Friday', 'Notes'], ['Feb 26, Feb 28, Mar 1', 'Workshop', 'Workshop', 'Review', 'Mon: Module 4 mastery due. Wed: Module 4 reading due. Fri: Module 4 composition due.']);
    expect(brief(doc)).toEqual(['2024-02-26 assignment Module 4 mastery', '2024-02-28 assignment Module 4 reading', '2024-03-01 assignment Module 4 composition']);
  });
});

describe('rules found on a twenty-third round of unseen syllabi', () => {
  it('reads a French, Spanish or Portuguese season as the term (“Session : Hiver 2023”), a French “Évaluation 2” or “évaluation finale” as work, and “le tableau final” as no exam', () => {
    const doc = syllabus(
      'BIO 109 — Session : Hiver 2023',
      ['Dates', 'Activités d’évaluation'],
      ['17 janvier', 'Évaluation 1 (individuelle), remise sur Moodle'],
      ['24 janvier', 'Exercice : enregistrement du tableau final'],
      "Date de remise de l'évaluation finale : 21 février à 23h59",
    );
    expect(brief(doc)).toEqual(['2023-01-17 assignment Évaluation 1', '2023-02-21 23:59 assignment Évaluation finale']);
    expect(brief(syllabus('Curso de verano, Primavera 2024', 'Entrega 1: 12 de marzo'))).toEqual(['2024-03-12 assignment Entrega 1']);
  });

  it('reads a column of dates headed by its work (“WeBWorK due”) as that work’s deadlines, not the row’s topic, and a readings’ column as work only when the course says reading work is due', () => {
    const rows = [['', 'Reading due', 'Lecture date', 'WeBWorK due', 'Topic'], ['C', '2.7', '2.8', '3.7', '(2.4) Determinant.'], ['', '', '4.26', '', 'Exam 2']];
    expect(brief(syllabus('MATH 233, Spring 2021', ...rows))).toEqual(['2021-03-07 assignment WeBWorK', '2021-04-26 exam Exam 2']);
    expect(brief(syllabus('MATH 233, Spring 2021', 'Reading annotations due Sunday on Perusall', ...rows))).toEqual(['2021-02-07 assignment Reading annotations', '2021-03-07 assignment WeBWorK', '2021-04-26 exam Exam 2']);
  });

  it('reads a line without “due” or a date of its own as the day’s class in a column that marks its deadlines with “due”', () => {
    const doc = syllabus(
      'ENGL 3301, Fall 2020',
      ['Week', 'Date', 'Assignments'],
      ['1', 'Aug 20', 'R: Orientation to the course'],
      ['2', 'Aug 27', 'R: Email and workplace writing'],
      ['3', 'Sep 3', 'R: Recognizing ethics issues'],
      ['4', 'Sep 10', 'R: What is professionalism?'],
      ['5', 'Sep 17', 'R: Writing styles'],
      ['6', 'Sep 24', 'R: Major Project 1 due'],
    );
    expect(brief(doc)).toEqual(['2020-09-24 project Major Project 1']);
  });

  it('reads a schedule row that gives points as graded work however it is worded, and its neighbours with none as sessions', () => {
    const doc = syllabus('Programowanie 2, 2026', ['Data', 'Tytuł', 'Punkty'], ['06.03.2026', 'L1 - Podstawy (warsztaty)', ''], ['13.03.2026', 'L1 - Podstawy (oceniane)', '10 pkt']);
    expect(brief(doc)).toEqual(['2026-03-13 assignment L1']);
  });

  it('reads a headerless table row under a heading that is a kind’s word alone as that kind’s work by name and due date', () => {
    const doc = documentOf(
      'markdown',
      { text: 'GLHLTH 371, Fall 2018', heading: 1 },
      { text: 'Homework', heading: 4 },
      { text: 'Malaria and Bednets: Part 2 | Nov 15', cells: ['Malaria and Bednets: Part 2', 'Nov 15'], table: 1 },
      { text: 'Class Sessions', heading: 4 },
      { text: 'Nov 13 | Observational designs', cells: ['Nov 13', 'Observational designs'], table: 2 },
    );
    expect(brief(doc)).toEqual(['2018-11-15 assignment Malaria and Bednets: Part 2 homework']);
  });

  it('reads “written assessment” in a row’s notes as how its test is sat, not another exam', () => {
    const doc = syllabus('CS2030S, Fall 2025', ['Component', '%', 'Dates', 'Notes'], ['Test 2', '15%', '29/09/2025 (tentative)', 'during lecture period ; written assessment ; in-person and timed (1 hour)']);
    expect(brief(doc)).toEqual(['2025-09-29 exam Test 2']);
  });

  it('dates work a week’s heading says is due by that week’s one class when the course meets on that weekday alone', () => {
    const weeks = ['Week 2 (Sept 2): Data & Bias', 'Homework #2 due:', '- write a provocation on the essay', 'Week 3 (Sept 9): Regression', 'Homework #3 due:', '- clean a dataset'];
    expect(brief(syllabus('INFO 656, Fall 2026', 'Meeting Dates & Times: Wednesdays, 3:00 PM - 5:50 PM', ...weeks))).toEqual(['2026-09-02 assignment Homework #2', '2026-09-09 assignment Homework #3']);
    // (A course meeting twice a week leaves the day to a person.)
    expect(brief(syllabus('INFO 656, Fall 2026', 'Meeting Dates & Times: Mondays and Wednesdays, 3:00 PM - 4:15 PM', ...weeks))).toEqual([]);
  });

  it('reads a “Due Homework” column of dates alone as homework due each day, and a cell there naming its own work as that work', () => {
    const doc = syllabus('BIO 165, Winter 2024', ['Week', 'Date', 'Class', 'Due Homework'], ['1', '1/9 and 1/11', 'Course introduction', '1/18'], ['10', '3/12 and 3/14', 'Project phase', 'Project submission by the end of Tuesday, 3/12.']);
    expect(brief(doc)).toEqual(['2024-01-18 assignment Homework', '2024-03-12 project Project submission']);
  });

  it('reads each entry under a label that gives its due date in brackets (“Week 2 (Due 2/21):”) as work due that day, however alike their names', () => {
    const doc = documentOf(
      'html',
      { text: 'MA 321 Assignments, Spring 2025', heading: 1 },
      { text: 'Week 2 (Due 3/14):', list: 1, opens: true },
      { text: 'Assignment More DataTypes', list: 2, opens: true },
      { text: 'Assignment More Strings', list: 2, opens: true },
    );
    expect(brief(doc)).toEqual(['2025-03-14 assignment Assignment More DataTypes', '2025-03-14 assignment Assignment More Strings']);
  });

  it('reads work released on a cell’s line as released though the next line says other work is due', () => {
    const doc = syllabus('NSD, Fall 2025', ['Week', 'Date', 'Comments'], ['3', '9/15 Mon', 'hw #2 release; proposal due'], ['4', '9/22 Mon', 'hw #2 due']);
    expect(brief(doc)).toEqual(['2025-09-15 project Proposal', '2025-09-22 assignment Hw #2']);
  });

  it('reads every line of a column headed “Assignment Due” as work, however few say “due” themselves', () => {
    const rows = ['1/13', '1/27', '2/3', '2/10', '2/17', '2/24'].map((day, i) => [day, `Topic ${i + 1}`, i === 0 ? 'Assignment due: Comparison of two preludes' : `Question sheet ${i + 1}`]);
    const doc = syllabus('MUSI 4520, Spring 2014', ['Class', 'Topic', 'Assignment Due'], ...rows);
    expect(brief(doc)).toHaveLength(6);
  });

  it('reads a lab’s assignment at a deadline (“Lab 1 Assignment”) as handed in though nothing else grades labs, and a “Miniproject” as a project', () => {
    const doc = syllabus('ATSC 409, 2024', 'Monday Jan 8 : First Class', '* Jan 19, 6 pm: Lab 1 Assignment', '* Feb 9, 6 pm: Miniproject 1');
    expect(brief(doc)).toEqual(['2024-01-19 18:00 assignment Lab 1 Assignment', '2024-02-09 18:00 project Miniproject 1']);
  });

  it('reads chores named before their date under a heading of assignments, and a class or a day without class in a column of deliverables, as no work', () => {
    const chores = documentOf('markdown', { text: 'RSMA, Fall 2019', heading: 1 }, { text: 'Assignments Given', heading: 5 }, { text: 'Download and install Touchdesigner Due Aug 28', list: 1 }, { text: 'Precedent Research #1 Due Aug 28', list: 1 });
    expect(brief(chores)).toEqual(['2019-08-28 assignment Precedent Research #1']);
    const calendar = syllabus('Programación 2018', ['Fecha', 'Tipo', 'Entrega/Actividad'], ['jue. 18 de Octubre', 'CLASE S1', 'clase'], ['jue. 01 de Noviembre', 'FERIADO', 'No hay clases'], ['jue. 25 de Octubre', 'CLASE S2', 'E01 ClonArte']);
    expect(brief(calendar)).toEqual(['2018-10-25 assignment E01 ClonArte']);
  });

  it('reads a work named alone in a table of deadlines and with its code in the calendar (“clonArte”, “E01 ClonArte”) as one item', () => {
    const doc = syllabus('Programación, 2018', ['Codigo', 'Entrega', 'Fecha límite'], ['E01', 'clonArte', 'jue. 25 de Octubre'], 'Calendario', ['Fecha', 'Entrega/Actividad'], ['jue. 25 de Octubre', 'E01 ClonArte']);
    expect(brief(doc)).toEqual(['2018-10-25 assignment E01 ClonArte']);
  });

  it('reads a numbered piece of a kind the grading breakdown names (“Thinking Pieces: 20%”) as work, under its class’s date', () => {
    const doc = documentOf(
      'markdown',
      { text: 'RS 120, Spring 2016', heading: 1 },
      { text: 'Thinking Pieces: 20%', list: 1 },
      { text: 'Participation: 10%', list: 1 },
      { text: 'Week 05', heading: 4 },
      { text: 'Feb. 15: Jesus According to the Gospels', heading: 6, opens: true },
      { text: 'Thinking Piece #01:', opens: true },
      { text: 'Write one job description for each sect.', list: 1, opens: true },
      { text: 'Feb. 17: The Death of Jesus', heading: 6, opens: true },
      { text: 'Read Isaiah 52–53; bring questions', opens: true },
    );
    expect(brief(doc)).toEqual(['2016-02-15 assignment Thinking Piece #01']);
    // (Learned again for the next document, not remembered from this one.)
    expect(brief(doc)).toEqual(['2016-02-15 assignment Thinking Piece #01']);
    // (Without the breakdown, it is no kind of work the engine knows.)
    expect(brief({ ...doc, lines: doc.lines.filter((line) => !/%/.test(line.text)) })).toEqual([]);
  });

  it('reads a grading table’s row and the schedule’s line for one day’s work of one kind as one item, however each names it', () => {
    const doc = syllabus(
      'HIST 430, Spring 2026',
      ['Assignment', '%', 'Due'],
      ['Initial Paper', '7.5%', 'Complete Draft: Thurs, Jan 22'],
      ['Primary Source Analysis #2', '5%', 'Thurs, April 2'],
      'Due in-class on Thurs, Jan 22: write a 5-page essay on Atlantic World History.',
      'Due Thurs, April 2: Primary Source Analysis #1 revisions',
    );
    expect(brief(doc)).toEqual(['2026-01-22 assignment Initial Paper: Complete Draft', '2026-04-02 assignment Primary Source Analysis #2', '2026-04-02 assignment Primary Source Analysis #1 revisions']);
  });

  it('reads buying a coursepack and making an account in a column of tasks as no work', () => {
    const doc = syllabus('MGMT 400, Spring 2025', ['Date & Topic', 'Tasks'], ['01/09: Course Overview', '• Purchase coursepack\n• Create CapitalIQ account'], ['02/13: Case Test 1', '• Case Test 1']);
    expect(brief(doc)).toEqual(['2025-02-13 exam Case Test 1']);
  });
});

describe('rules found on a twenty-fourth round of unseen syllabi', () => {
  it('reads a numbered assessment (“Assessment 2”, “Assessment Task 1”) as work handed in, and the word alone as none', () => {
    const doc = syllabus('STAT 300, Fall 2021', ['Date', 'Topic'], ['14 Oct', 'Regression; Assessment 1'], ['18 Nov', 'Trees; Assessment Task 2'], ['9 Dec', 'Model assessment and selection']);
    expect(brief(doc)).toEqual(['2021-10-14 assignment Assessment 1', '2021-11-18 assignment Assessment Task 2']);
  });

  it('dates an undated week’s work a week on from the dated week before it, flagged, and a week far past one by nothing', () => {
    const entries = (middle: string) =>
      documentOf(
        'markdown',
        { text: 'Timetable, Fall 2021', heading: 1 },
        { text: 'Week 7 (8th November)', list: 1 },
        { text: 'Block 04 Non-parametrics', list: 2 },
        { text: middle, list: 1 },
        { text: 'Problem set 3 due (Thursday)', list: 2 },
      );
    const counted = extract(entries('Week 8')).items;
    expect(counted.map((item) => [item.date, item.title, item.flags])).toEqual([['2021-11-18', 'Problem set 3', ['week-counted']]]);
    // (Its evidence names the week it was counted from, for the reviewer.)
    expect(counted[0]!.source.text).toBe('Problem set 3 due (Thursday) (Week 8, a week after Week 7 (8th November))');
    // (Week 12 may have a break before it: nothing dates its work, and a person is shown it.)
    const far = extract(entries('Week 12'));
    expect(far.items).toEqual([]);
    expect(far.unplaced?.map((line) => line.text)).toContain('Problem set 3 due (Thursday)');
    // (As headings too: "## Week 8" after "## Week 7 (8th November)".)
    const headings = documentOf('markdown', { text: 'Timetable, Fall 2021', heading: 1 }, { text: 'Week 7 (8th November)', heading: 2 }, { text: 'Block 04', opens: true }, { text: 'Week 8: Trees', heading: 2 }, { text: 'Problem set 3 due (Thursday)', opens: true });
    expect(brief(headings)).toEqual(['2021-11-18 assignment Problem set 3']);
  });

  it('reads an exam on a day without class (“Midterm No class”) as the exam', () => {
    const doc = syllabus('ACCT 3210, Spring 2025', ['', 'Section 2'], ['13 Mar.', 'Mid-term Review'], ['18 Mar.', 'Midterm No class'], ['', '2000-2100, in LTC']);
    expect(brief(doc)).toEqual(['2025-03-18 exam Midterm']);
  });

  it('reads a pictograph before one numbered piece of work (“💡 Coding Homework 01 due Sunday 1/26”) as no legend for the others it marks', () => {
    const doc = documentOf(
      'markdown',
      { text: 'Working with Data, Spring 2025', heading: 1 },
      { text: 'Week 01', heading: 2 },
      { text: 'Th. 1/23: Files and Folders', heading: 3 },
      { text: '💡 Coding Homework 01 due Sunday 1/26', list: 1 },
      { text: 'Week 06', heading: 2 },
      { text: 'Th. 2/27: The US Census', heading: 3 },
      { text: '💡 Coding Homework 05 due Monday', list: 1 },
    );
    expect(brief(doc)).toEqual(['2025-01-26 assignment Coding Homework 01', '2025-03-03 assignment Coding Homework 05']);
  });

  it('reads a lab session in Portuguese (“Laboratório”) as no work where the grading names no labs, and “prova e aula” as no exam named “Prova e”', () => {
    const doc = syllabus('Programação Básica, 2015/2', 'Duas provas (P1 e P2), valendo 10 pontos cada.', '- Aula 17/08/2015: Laboratório - Download', '- Aula 21/09/2015: Prova 1', '- Aula 24/09/2015: Resolução da prova e aula de dúvidas sobre o trabalho');
    expect(brief(doc)).toEqual(['2015-09-21 exam Prova 1']);
  });

  it('reads an Argentine make-up exam (“1° Recuperatorio”) as an exam, and a class introducing the work or before the exam as neither', () => {
    const doc = syllabus('Técnicas de Gráficos, 1er cuatrimestre 2016', ['Clase', 'Fecha', 'Tema'], ['3', 'jueves 31 de Marzo', 'Introducción al Trabajo Práctico, Ejercicios'], ['13', 'jueves 09 de Junio', 'Clase de consulta previa al parcial / Segunda entrega del TP'], ['14', 'jueves 16 de Junio', 'Parcial'], ['15', 'jueves 23 de Junio', '1° Recuperatorio']);
    expect(brief(doc)).toEqual(['2016-06-09 assignment Segunda entrega del TP', '2016-06-16 exam Parcial', '2016-06-23 exam 1° Recuperatorio']);
  });

  it('reads a date column headed by a kind of sitting alone (“Topic | RAT”) as each row’s sitting, named by its topic, and not a row that wraps the last', () => {
    const doc = syllabus('ECON 671, Fall 2014', ['Topic', 'RAT', 'Required reading'], ['Probability', '9/02', 'Greene B, D'], ['Program evaluation', '12/02', 'Greene 8.1'], ['', '', 'Rosenbaum 1, 19']);
    expect(brief(doc)).toEqual(['2014-09-02 quiz RAT – Probability', '2014-12-02 quiz RAT – Program evaluation']);
    // (A "rat" in lower case is an animal.)
    expect(brief(syllabus('BIOL 210, Fall 2014', 'Lab 3 report due 9/12: the rat maze'))).toEqual(['2014-09-12 assignment Lab 3 report']);
  });

  it('reads a group’s rotation under a row of dates (“Group 2 | Lab 5 | Lab 1 | …”) as no work of the class', () => {
    const doc = syllabus('ENVE 160B, Fall 2024', 'Laboratory reports are graded.', ['Group', 'Sep 30', 'Oct 7', 'Oct 14'], ['Group 1', 'Lab 1', 'Lab 2', 'Lab 3'], ['Group 2', 'Lab 3', 'Lab 1', 'Lab 2'], ['Group 3', 'Lab 2', 'Lab 3', 'Lab 1']);
    expect(brief(doc)).toEqual([]);
  });

  it('reads a pictograph as a legend’s only where it first marks a line, not one it marked before (“📚 Complete final draft of group report.”)', () => {
    const doc = documentOf(
      'markdown',
      { text: 'GCAP 3226, Spring 2026', heading: 1, opens: true },
      { text: 'Week 1: Course Introduction', heading: 2, opens: true },
      { text: '📅 14 January', heading: 6, opens: true },
      { text: '📚 Welcome and course overview. Introduction to public policy, Hong Kong context.', opens: true },
      { text: 'Week 14: Final Report', heading: 2, opens: true },
      { text: '📅 15 April', heading: 6, opens: true },
      { text: '📚 Complete final draft of group report.', opens: true },
    );
    expect(brief(doc).filter((item) => item.startsWith('2026-01-14'))).toEqual([]);
  });

  it('reads a review for an exam written with a hyphen (“Review for the in-person Midterm Exam”) and a lecture on doing a project as neither', () => {
    const doc = syllabus('MAT 171, Fall 2024', ['Date', 'Class'], ['Oct 9', 'Review for the in-person Midterm Exam'], ['Oct 11', 'On-campus Midterm Exam'], ['Aug 12', 'Doing a GIS project']);
    expect(brief(doc)).toEqual(['2024-10-11 exam On-campus Midterm Exam']);
  });

  it('reads a numbered “Assign#2” as an assignment, and an “Assign:” label as none', () => {
    const doc = syllabus('Digital Literacy, Spring 2025', ['Date', 'Monday'], ['3/24', 'Coding manual 2.3\nAssign#2: markdown'], ['3/31', 'Assign: reading of chapter 4']);
    expect(brief(doc)).toEqual(['2025-03-24 assignment Assign#2']);
  });

  it('reads numbered initials a sentence says are graded (“Todas las Actividades (AC) son evaluadas”) as work, and a topic opening with a month’s letters (“Decoradores”) as no month', () => {
    const doc = documentOf(
      'markdown',
      { text: 'IIC2233 Programación Avanzada, 2015', heading: 1 },
      { text: 'Todas las Actividades (AC) son evaluadas.', opens: true },
      { text: 'Septiembre', heading: 3 },
      { text: 'Día | Evento | Contenido', cells: ['Día', 'Evento', 'Contenido'], table: 1 },
      { text: 'Martes 8 | AC08 | Decoradores', cells: ['Martes 8', 'AC08', 'Decoradores'], table: 1 },
      { text: 'Jueves 10 | AC09 | Metaclases', cells: ['Jueves 10', 'AC09', 'Metaclases'], table: 1 },
    );
    expect(brief(doc)).toEqual(['2015-09-08 assignment AC08', '2015-09-10 assignment AC09']);
  });

  it('reads a rule whose subject is a pronoun (“They are due the following Thursday”) as of the work the sentence before names', () => {
    const doc = syllabus(
      'INFO 3350, Spring 2022',
      'Problem sets will be distributed no later than the Friday indicated. They are due the following Thursday evening.',
      ['Week', 'Monday', 'Friday'],
      ['1 (1/24)', 'Introduction', 'Setup and problem set 1: Shakedown'],
      ['2 (1/31)', 'Tokenization', 'Problem set 2: Counting words'],
    );
    expect(brief(doc)).toEqual(['2022-02-03 assignment Problem set 1: Shakedown', '2022-02-10 assignment Problem set 2: Counting words']);
  });

  it('sets aside work of a kind the syllabus says is not graded, and not work a clause qualifies (“Assignments submitted late will not be graded”)', () => {
    const doc = syllabus(
      'COMP 303, Winter 2023',
      'Every module of the lecture will come with exercises provided by the textbook. Those are for your practice and will not be graded. Assignments submitted late will not be graded.',
      ['Lecture', 'Date', 'Content', 'Exercise'],
      ['2', '9 Jan', 'Encapsulation', 'Exercise 1-5 in SD: Chapter 2'],
      ['3', '11 Jan', 'Types', 'Assignment 1 due'],
    );
    const result = extract(doc);
    expect(result.items.map((item) => `${item.date} ${item.title}`)).toEqual(['2023-01-11 Assignment 1']);
    expect(result.setAside?.map((line) => line.reason)).toContain('"Exercise 1-5 in SD: Chapter 2" is of a kind the syllabus says is not graded.');
  });

  it('reads work said due after a date in square brackets and a bracket of when in the day (“Friday [April 12]: (start of class) Research logs DUE”), and a class introducing or drafting the work as none', () => {
    const doc = syllabus(
      'English 235, Spring 2019',
      'Friday [April 12]: (start of class) Research logs DUE | Weekly assessments',
      'Friday [April 19]: Research logs due',
      'Monday [April 22]: Intro PierceHacker Project',
      'Thursday [May 2]: Workshop: Drafting report',
      'Friday [May 10]: Intro for enzymes lab due.',
    );
    expect(brief(doc)).toEqual(['2019-04-12 assignment Research logs', '2019-04-19 assignment Research logs', '2019-05-10 assignment Lab']);
  });

  it('reads a class announcing the work, a work session on it and reading done ahead for it as none of it', () => {
    const doc = syllabus(
      'PQHS 431, Fall 2018',
      ['Date', 'Class', 'Description or Deliverable'],
      ['09-11', '5', 'Visualizing a new sample, Announcing the Course Project'],
      ['09-17', '--', 'Read Silver Introduction & Chapter 1 by now, for Homework 3.'],
      ['09-21', '--', 'Homework 3 due at noon'],
      ['10-18', '--', 'Group Work Session on Course Project Tasks C and D.'],
    );
    expect(brief(doc)).toEqual(['2018-09-21 12:00 assignment Homework 3']);
    // (Nor meetings about the work: "Wed 09/16 Meetings about projects".)
    expect(brief(syllabus('Experimental Capture, Fall 2015', 'Wed 09/16 Meetings about projects', 'Wed 09/23 PROJECT 1 (OBJECT) DUE; CRITIQUE.'))).toEqual(['2015-09-23 project Project 1']);
  });

  it('reads a header with a long note in brackets as a header, and work due “at the start of the Lab session” on the day the labs meet', () => {
    const doc = syllabus(
      'INAFU 6659, Spring 2025',
      'Lab, a.k.a. recitation: Fridays 2:20-3:50pm, room 402B',
      ['Week', 'Lecture date', 'Lecture topic(s)', 'Lab due (at the start of the Lab session)'],
      ['3', '2/6', 'Command line', 'Lab 2'],
      ['4', '2/13', 'Web development', 'Lab 3'],
    );
    expect(brief(doc)).toEqual(['2025-02-07 assignment Lab 2', '2025-02-14 assignment Lab 3']);
  });

  it('reads a weekday that does not fit its date as a slip where the other year would put the date far outside the term', () => {
    const doc = syllabus('MCO 510', ['Week', 'Due'], ['1', 'Fri 1/14: Integrity pledge quiz'], ['2', 'Tue 1/18: Numeracy quiz'], ['3', 'Mon 1/31: Second numeracy quiz'], ['12', 'Fri 4/9: Build your own assignment (50)']);
    expect(extract(doc).items.map((item) => item.date)).toEqual(['2022-01-14', '2022-01-18', '2022-01-31', '2022-04-09']);
  });
});

describe('rules found on a twenty-fifth round of unseen syllabi', () => {
  it('reads a date under “Week Beginning” as its week’s first day, not the day of a holiday its row names', () => {
    // 8/17 … 11/23 are Mondays in 2020; a holiday's weekday would make 11/23 a Thursday (2023).
    const doc = {
      ...syllabus('Instrumental Analysis Lab', ['Week', 'Week Beginning', 'Lab Activity', 'Due'], ['1', '8/17', 'Safety', 'Tutorial'], ['2', '8/24', 'GC', 'GC Notebook'], ['3', '8/31', 'UV-vis', 'UV-vis Notebook'], ['4', '9/7', 'Rotations', 'Full Draft'], ['15', '11/23', 'No Labs (Thanksgiving)', 'Final Report']),
      linkTargets: ['https://example.github.io/archive/chem370-f2020'],
    };
    expect(extract(doc).items.map((item) => item.date)).toEqual(['2020-08-17', '2020-08-24', '2020-08-31', '2020-09-07', '2020-11-23']);
  });

  it('takes the term a link names season first (“…/chem370-f2020”, “…/fa2019/”)', () => {
    const undated = syllabus('CHEM 370', 'Sep. 10: Report 1 due', 'Oct. 8: Report 2 due');
    expect(extract({ ...undated, linkTargets: ['https://example.github.io/archive/chem370-f2020'] }).items.map((item) => item.date)).toEqual(['2020-09-10', '2020-10-08']);
    expect(extract({ ...undated, linkTargets: ['https://example.edu/fa2019/notes.html'] }).items.map((item) => item.date)).toEqual(['2019-09-10', '2019-10-08']);
  });

  it('reads a work’s share of the grade in brackets (“Quiz 1 (15%)”) as no part of its name, so that two listings of it are one', () => {
    const doc = syllabus('Programación II, 2026', ['Semana', 'Fecha', 'Evaluación', 'Peso'], ['4', '17/02/2026', 'Quiz 1: Fundamentos Python', '15%'], 'Mapa del semestre', ['Semana', 'Fecha', 'Entregas', '% Acumulado'], ['4', '17 Feb', 'Quiz 1 (15%)', '15%'], ['7', '10 Mar', 'Taller 1 (15%)', '30%']);
    expect(brief(doc)).toEqual(['2026-02-17 quiz Quiz 1: Fundamentos Python', '2026-03-10 assignment Taller 1']);
  });

  it('reads a Spanish or Portuguese break (“RECESO”, “Feriado”) in a due column as no work, and a “Proyecto Parcial” as a project', () => {
    const doc = syllabus('Programación II, 2026', ['Semana', 'Fecha', 'Entregas'], ['9', '24 Mar', 'Taller 1'], ['-', '31 Mar', 'RECESO'], ['10', '7 Abr', 'Feriado'], ['15', '12 May', 'Proyecto Parcial']);
    expect(brief(doc)).toEqual(['2026-03-24 assignment Taller 1', '2026-05-12 project Proyecto Parcial']);
  });

  it('reads French work: an hour written “16h”, a sprint’s “Présentation” held in class, a “Remise finale”, and no exam in a “suivi final”', () => {
    const doc = syllabus(
      'Projet de programmation, automne 2025',
      ['Semaine', 'Date (mardi)', 'Rencontres / Présentations', 'Énoncés / Remises'],
      ['1', '2 sept.', 'Présentation du cours', '—'],
      ['4', '16 sept.', 'Rencontres : validation du backlog', 'Remise 1 (ven. 19 sept., 16h)'],
      ['6', '30 sept.', 'Présentation Sprint 1', '—'],
      ['14', '2 déc.', 'Rencontres : suivi final', '—'],
      ['15', '9 déc.', '—', 'Remise finale (9 déc., 8h)'],
    );
    expect(brief(doc)).toEqual(['2025-09-19 16:00 assignment Remise 1', '2025-09-30 project Présentation Sprint 1', '2025-12-09 08:00 assignment Remise finale']);
  });

  it('reads a week’s number on the headings of two days (“Week 2, Monday June 11th”, “Week 2, Wednesday June 13th”) as days', () => {
    const doc = documentOf(
      'markdown',
      { text: 'HIST 390, Summer 2018', heading: 1 },
      { text: 'Week 2, Monday June 11th', heading: 3 },
      { text: 'Topics: Who were the Progressives?', opens: true },
      { text: 'Week 2, Wednesday June 13th', heading: 3 },
      { text: 'Quiz', list: 1 },
      { text: 'Week 3, Monday June 18th', heading: 3 },
      { text: 'Midterm', heading: 6 },
      { text: 'Week 3, Wednesday June 20th', heading: 3 },
      { text: 'Primary source activity', list: 1 },
    );
    expect(brief(doc)).toEqual(['2018-06-13 quiz Quiz', '2018-06-18 exam Midterm']);
  });

  it('reads a quiz after a category label (“General – Quiz”) and work after the day’s other entries (“Quiz, Peer Review, Draft 1”) under a date line', () => {
    const doc = documentOf(
      'html',
      { text: 'AVT 318, Fall 2019', heading: 1 },
      { text: 'September 10', list: 1 },
      { text: 'General – Quiz', list: 1 },
      { text: 'Lecture – Art Nouveau', list: 1 },
      { text: 'November 14', list: 1 },
      { text: 'General – Quiz, Peer Review, Draft 1', list: 1 },
    );
    expect(brief(doc)).toEqual(['2019-09-10 quiz Quiz', '2019-11-14 quiz Quiz', '2019-11-14 assignment Draft 1']);
  });

  it('dates work “for next class” under a day’s heading at the next class, named by what follows the colon, and reads “Midterm Meetings” as no exam', () => {
    const doc = documentOf(
      'markdown',
      { text: 'Sound Art, Spring 2024', heading: 1 },
      { text: 'Wednesday 1/31', heading: 4 },
      { text: 'Workshop: Hearing', list: 1 },
      { text: 'Exercise for next class: Soundmaps', list: 1 },
      { text: 'Monday 2/5', heading: 4 },
      { text: 'Critique Soundmaps', list: 1 },
      { text: 'Monday 4/1', heading: 4 },
      { text: 'Midterm Meetings', list: 1 },
    );
    expect(brief(doc)).toEqual(['2024-02-05 assignment Exercise: Soundmaps']);
  });

  it('dates what a day’s cell says is due (“Due Today Research Reading 1”) on the date opening that cell, in a row of days', () => {
    const doc = syllabus('CMSC 334, Spring 2024', ['Week', 'Lecture (Tue)', 'Lecture (Thr)', 'Lab (Fri)'], ['3', 'Jan 30:\nLecture - Securing Data\nDue Today Research Reading 1', 'Feb 1:\nLecture', 'Feb 2:\nLab 3 - Cryptanalysis (Due Feb 8)']);
    expect(brief(doc)).toEqual(['2024-01-30 assignment Research Reading 1', '2024-02-08 assignment Lab 3 - Cryptanalysis']);
  });

  it('reads each cell of a “Write” column as writing handed in, beside a cell there that says “Due”', () => {
    const doc = syllabus('English, Spring 2022', ['Date', 'Read', 'Write', 'Discussion Topic'], ['9 Feb 2022', 'Poems 165-206', 'Write at least 12 lines of an elegy', 'Elegy'], ['16 Feb 2022', 'Poems 207-239', 'Write at least 12 lines of an ode', 'Ode'], ['9 Mar 2022', 'No Reading', 'Work on Final Project', 'Workshop'], ['20 Apr 2022', '', 'Final Project Due', '']);
    expect(brief(doc)).toEqual(['2022-02-09 assignment Write at least 12 lines of an elegy', '2022-02-16 assignment Write at least 12 lines of an ode', '2022-04-20 project Final Project']);
  });

  it('reads a course over the academic year (September to April) as one fall term running into the spring, whose full date names the spring’s year', () => {
    const doc = syllabus(
      'Senior Thesis Seminar',
      'The final thesis is due Thursday 31 March, 2022.',
      ['', 'Date', 'Session'],
      ['', '13 Sept', 'First class'],
      ['', '4 October', 'Deposit first draft of thesis outline due'],
      ['', 'Nov 25', 'Turn in first draft of your central chapter'],
      ['', 'Jan 18', 'Turn in second draft of your main chapter'],
      ['', 'Feb 19', 'Turn in second draft of your second chapter'],
      ['', 'Mar 31', 'Final draft of thesis due'],
      ['', 'Apr 14', 'Thesis presentation'],
      ['', 'Apr 28', 'Poster presentation'],
    );
    expect(extract(doc).items.map((item) => item.date)).toEqual(['2021-10-04', '2021-11-25', '2022-01-18', '2022-02-19', '2022-03-31', '2022-04-14', '2022-04-28']);
    expect(extract(doc).term).toBe('Fall 2021 – Spring 2022');
    // (A fall course that cites spring dates among its own is no such course.)
    const fall = syllabus('INFO 656, Fall 2026', 'Aug 26: Introduction', 'Sep 2: Homework 1 due', 'Read: Smith, posted March 3', 'Sep 9: Homework 2 due', 'Sep 16: Homework 3 due', 'Read: Jones, posted June 5', 'Oct 7: Homework 4 due', 'Oct 14: Homework 5 due', 'Nov 3: Final paper due', 'Dec 2: Last class', 'Read: Lee, posted April 9');
    expect(extract(fall).term).toBe('Fall 2026');
  });

  it('reads a Spanish date with its year, written “07/septiembre/2022” or “14 de octubre de 2022”', () => {
    const doc = syllabus('Mecánica del medio continuo', ['Actividad', 'Porcentaje', 'Fecha'], ['Examen 01A', '15%', '07/septiembre/2022'], ['Examen 02', '30%', '26/octubre/2022'], 'Examen final: 14 de diciembre de 2022');
    expect(brief(doc)).toEqual(['2022-09-07 exam Examen 01A', '2022-10-26 exam Examen 02', '2022-12-14 exam Examen final']);
  });

  it('reads codes a kind numbers in brackets (“três provas escritas (P1, P2 e P3)”) as that kind’s work', () => {
    const doc = syllabus('Cálculo 2, 2016', 'Serão realizadas três provas escritas (P1, P2 e P3), cuja média será a nota.', 'Datas:', 'P1 - 03 de Agosto', 'P2 - 31 de Agosto', 'P3 - 28 de Setembro');
    expect(brief(doc)).toEqual(['2016-08-03 exam P1', '2016-08-31 exam P2', '2016-09-28 exam P3']);
  });

  it('reads a numbered entry of a due column (“1 - Choosing a Topic”) as work, not its number as a day, where a date stands inside another cell of the column', () => {
    const doc = syllabus(
      'Human Movement, Spring 2025',
      ['Date (Monday)', 'Week', 'Lecture (Mon)', 'Assignment (Due 11:59pm Sunday)'],
      ['06 Jan 2025', 'Week 1', 'Intro/Setup', '0 - Introduction /chat'],
      ['13 Jan 2025', 'Week 2', 'Library resources', '1 - Choosing a Topic'],
      ['24 Mar 2025', 'Week 12', 'Lecture-9', 'Upload Poster by TUES MARCH 25'],
    );
    expect(brief(doc)).toEqual(['2025-01-12 23:59 assignment 0 - Introduction /chat', '2025-01-19 23:59 assignment 1 - Choosing a Topic', '2025-03-25 23:59 project Upload Poster']);
  });

  it('reads a count of work dated further on in its sentence (“4 separate assignments … (due Mar 5, Mar 19, Mar 25, Apr 2)”) as one per date, named by the codes the line opens with', () => {
    const doc = syllabus('CS 800, Spring 2020', 'HW5 - Revision of Research Paper Summary (due Feb 25, Week 7)', 'HWs6-9 - 4 separate assignments to write summaries of ODU-CS research (due Mar 5, Mar 19, Mar 25, Apr 2)');
    expect(brief(doc)).toEqual(['2020-02-25 assignment HW5', '2020-03-05 assignment HW6', '2020-03-19 assignment HW7', '2020-03-25 assignment HW8', '2020-04-02 assignment HW9']);
  });

  it('reads a literature review as work, not a review of work (“Literature Review Presentations”)', () => {
    const doc = syllabus('COMM 210, Fall 2019', ['#', 'Date', 'Topic', 'Due'], ['28', 'T, 11/26', 'Special Topic', 'Literature Review'], ['29', 'T, 12/03', 'Literature Review Presentations', '-'], ['30', 'T, 12/10', 'Review for the Final', '-']);
    expect(brief(doc)).toEqual(['2019-11-26 assignment Literature Review', '2019-12-03 project Literature Review Presentations']);
  });

  it('reads a reading or research log as work handed in, and setting one up as none', () => {
    const doc = syllabus('LING 270, Fall 2020', ['Week', 'Readings, Videos, Quizzes, Assignments, Logs, & Exams', 'Complete prior to'], ['Week 1', 'Chapter 1 (p. 1-8)\nReading log\nQuiz 1a', 'Fri Aug 28'], ['Week 2', 'Workshop: Set up research logs on GitHub', 'Fri Sep 4']);
    expect(brief(doc)).toEqual(['2020-08-28 assignment Reading log', '2020-08-28 quiz Quiz 1a']);
  });

  it('reads a “Due” tag before a name with no colon (“Due A1 Create a dataset”) as that work due, under a date line', () => {
    const doc = documentOf(
      'html',
      { text: 'CMS.100, Fall 2026', heading: 1 },
      { text: 'Oct 16: The attention economy', opens: true },
      { text: 'Due A1 Create a dataset', list: 1 },
      { text: 'Oct 23: Fandoms and forums', opens: true },
      { text: 'Due Friday: nothing', list: 1 },
    );
    expect(brief(doc)).toEqual(['2026-10-16 assignment A1 Create a dataset']);
  });

  it('reads a web address the text writes out as a link, whose term breaks a tie of weekdays (“…/mae223/2019f/notes.pdf” in a PDF)', () => {
    // Tuesday, October 8 and Friday, October 18 fall so in 2019 and in 2024.
    const doc = documentOf('pdf', ...['MAE 223 Multibody Dynamics', 'Notes: https://objects.example.io/mae223/2019f/mae223-l02.pdf', 'T Oct 8: PS1 due', 'F Oct 18: Project proposal due', 'T Oct 22: PS3 due'].map((text) => ({ text, opens: true })));
    expect(extract(doc).items.map((item) => item.date)).toEqual(['2019-10-08', '2019-10-18', '2019-10-22']);
  });

  it('reads what a long entry that opens with its date says is submitted (“(5%) Tuesday, 9/6: Individuals submit initial completed coding …”)', () => {
    const doc = documentOf(
      'markdown',
      { text: 'LPPS 5360, Fall 2022', heading: 1 },
      { text: 'The Meaning of Equity (15%)', heading: 4 },
      { text: '(5%) Tuesday, 9/6: Individuals submit initial completed coding for two documents (these will overlap within a team so that each document is reviewed and coded by two members of the team)', list: 1 },
      { text: 'Our discussion of the readings this week will go on longer than usual, and you should submit your questions for it to the forum for the class whenever you can, by Friday, 9/9 at the latest.', opens: true },
    );
    expect(brief(doc)).toEqual(['2022-09-06 assignment Initial completed coding']);
  });
});

describe('rules found on a twenty-sixth round of unseen syllabi', () => {
  it('moves work a week’s row says “is Tuesday evening” to that day of the week', () => {
    const doc = syllabus('BI 164, Spring 2023', ['week of', 'topic', 'reading', 'notes'], ['February 13', 'Variation', '23.6', ''], ['February 20', 'Viruses', '33.1', 'Midterm 1 is Tuesday evening'], ['March 13', 'Protists', '27.1', 'Midterm 2 is Wednesday evening']);
    expect(brief(doc)).toEqual(['2023-02-21 exam Midterm 1', '2023-03-15 exam Midterm 2']);
  });

  it('takes no year for an undated schedule older than a reading it assigns, where its weekdays fit several', () => {
    const doc = documentOf(
      'markdown',
      { text: 'ENG 6800: Digital Scholarship', heading: 1 },
      { text: 'Week 1', heading: 2 },
      { text: 'Sweeney, Miriam E. 2012. How to Read for Grad School.', list: 1 },
      { text: 'Activity Verification (due Friday, August 26)', list: 1 },
      { text: 'Week 5', heading: 2 },
      { text: 'Belcher, Wendy. 2019. Myths and Truths about Publishable Journal Articles.', list: 1 },
      { text: 'Abstract due Monday, September 26', list: 1 },
    );
    // Friday, August 26 and Monday, September 26 fall so in 2011, 2016 and 2022.
    expect(brief(doc)).toEqual(['2022-08-26 assignment Activity Verification', '2022-09-26 assignment Abstract']);
  });

  it('reads a “Demo:” label over what is shown (“Demo: Zotero”) as a demonstration in class, and a demo it dates as work', () => {
    const doc = documentOf(
      'markdown',
      { text: 'ENG 6800, Fall 2022', heading: 1 },
      { text: 'Week Two: Intro to DH (Monday, August 29)', heading: 3 },
      { text: 'Demo: Zotero', list: 1 },
      { text: 'Due: Response paper 1', list: 1 },
      { text: 'Week Three: Building (Monday, September 5)', heading: 3 },
      { text: 'Project demo: September 5', list: 1 },
    );
    expect(brief(doc)).toEqual(['2022-08-29 assignment Response paper 1', '2022-09-05 project Project demo']);
  });

  it('learns a kind of work a rule says is always due on a weekday (“Tutorials are always due on Friday at 6:00PM”) and dates each one listed in a week by it', () => {
    const doc = documentOf(
      'html',
      { text: 'EECS 110, Winter 2019', heading: 1 },
      { text: 'Homeworks are always due on Tuesday at 11:59PM', list: 1 },
      { text: 'Tutorials are always due on Friday at 6:00PM', list: 1 },
      ...[
        ['Week 1', 'Tu Jan 8 Introduction to programming', ''],
        ['', 'Th Jan 10 Variables and statements', ''],
        ['', 'Tutorial Configuring Python', 'Tutorial 1'],
        ['Week 2', 'Tu Jan 15 Built-in functions', 'Homework 1'],
        ['', 'Th Jan 17 Making your own functions', ''],
        ['', 'Tutorial Practice with functions', 'Tutorial 2'],
      ].map((cells) => ({ text: cells.join(' | '), cells, header: ['Week', 'Topic', 'Due'], table: 0 })),
    );
    expect(brief(doc)).toEqual(['2019-01-11 18:00 assignment Tutorial 1', '2019-01-15 23:59 assignment Homework 1', '2019-01-18 18:00 assignment Tutorial 2']);
  });

  it('reads letters a header defines as labels (“Assignment (R:Released Wed - D:Due Wed)”) as release and due labels, on the weekday the header gives', () => {
    const doc = syllabus('CS 109B, Spring 2022', ['Date (Mon)', 'Lecture (Mon)', 'Assignment (R:Released Wed - D:Due Wed)'], ['24-Jan', 'Clustering', 'R:HW1'], ['31-Jan', 'Bayes', ''], ['7-Feb', 'Bayes 3', 'R:HW2 - D:HW1'], ['14-Feb', 'Neural networks', 'D:HW2']);
    expect(brief(doc)).toEqual(['2022-02-09 assignment HW1', '2022-02-16 assignment HW2']);
  });

  it('reads a “Demo Day” for numbered work (“Demo Day: Project 1”) as its demo held in class, kept beside the day the project is due', () => {
    const doc = syllabus('ROB 102, Fall 2023', ['Date', 'Lecture', 'Activity', 'Due'], ['Oct 2', 'Demo Preparation', 'Demo Day: Project 1', ''], ['Oct 6', '', 'Work Session: Project 2', 'Due: Project 1 (Wall Follower)']);
    expect(brief(doc)).toEqual(['2023-10-02 project Demo Day: Project 1', '2023-10-06 project Project 1 (Wall Follower)']);
  });

  it('reads a session for work (“Practice quiz session for Quiz 3”) as no sitting of that work', () => {
    const doc = syllabus('CSCI 4622, Spring 2021', ['Week', 'Date', 'Topic'], ['15', '4/23', 'Practice quiz session for Quiz 3'], ['', '4/26', 'Quiz 3 (Week 9, 10, 11, 12)']);
    expect(brief(doc)).toEqual(['2021-04-26 quiz Quiz 3']);
  });

  it('reads a span’s two dates a start letter and “D:” label (“(B: Fr 2/10, D: Fr 2/24)”) as work due on the second, quoting the line as written', () => {
    const doc = documentOf('markdown', { text: 'COMPSCI 377, Spring 2023', heading: 1 }, { text: 'Projects', heading: 2 }, { text: 'Project 1 Inverted Index (B: Fr 2/10, D: Fr 2/24)', list: 1 }, { text: 'Quiz 1 (B: Tu 2/14, D: Tu 2/21)', list: 1 });
    const result = extract(doc);
    expect(brief(doc)).toEqual(['2023-02-21 quiz Quiz 1', '2023-02-24 project Project 1']);
    expect(result.items.map((item) => item.source.text)).toContain('Project 1 Inverted Index (B: Fr 2/10, D: Fr 2/24)');
  });

  it('tells the year by the Mondays a schedule’s weeks start on, with its one weekday, where that weekday is a slip (“Monday, 5/6”)', () => {
    const weeks = [['January 27', 'January 31'], ['February 3', 'February 7'], ['February 10', 'February 14'], ['February 17', 'February 21']];
    const doc = documentOf(
      'html',
      { text: 'ENG 105: Writing and Rhetoric', heading: 1 },
      ...weeks.flatMap(([from, to], i) => [
        { text: `Week ${i + 1} (${from}-${to}):`, heading: 2 },
        { text: `Friday: Essay ${i + 1} due`, list: 1 },
      ]),
      { text: 'Final movie review due Friday May 8, extended to Monday, 5/6.', opens: true },
    );
    // The weeks start on Mondays in 2020; Monday, May 6 is of 2019.
    expect(brief(doc).slice(0, 2)).toEqual(['2020-01-31 assignment Essay 1', '2020-02-07 assignment Essay 2']);
  });

  it('dates work a line lists on its day (“Mo 2/13 - Lab 01”) by a rule that it is due the following Tuesday, and learns the kind “All knowledge boosts are due …” names', () => {
    const doc = documentOf(
      'markdown',
      { text: 'COMPSCI 377: Operating Systems, Spring 2023', heading: 1 },
      { text: 'Labs', heading: 2 },
      { text: 'All lab assignments are due by the following Tuesday by 11:59 PM unless otherwise specified.', opens: true },
      { text: 'Mo 2/13 - Lab 01 Edlab, VSCode, and C++', list: 1 },
      { text: 'Mo 2/27 - Lab 02 Kill and Errors', list: 1 },
      { text: 'Knowledge Boosts', heading: 2 },
      { text: 'All knowledge boosts are due by the following Wednesday by 11:59 PM unless otherwise specified.', opens: true },
      { text: 'Knowledge Boost 01 (B: Tu 2/14, D: Tu 2/21)', list: 1 },
    );
    expect(brief(doc)).toEqual(['2023-02-14 23:59 assignment Lab 01', '2023-02-21 23:59 assignment Knowledge Boost 01', '2023-02-28 23:59 assignment Lab 02']);
  });

  it('reads a week’s two days joined by a plus (“8/25+8/27”) under weekday columns, work under “Assignments Out” as handed out, an empty “Due Before Class:” as nothing, and a stale season by its full date', () => {
    const doc = syllabus(
      'Spring 2020 Schedule',
      ['', 'Tuesday', 'Thursday', 'Assignments Out'],
      ['Week 1\n8/20', 'No Class', 'Due Before Class: Fill out questionnaire', 'Project 0'],
      ['Week 2\n8/25+8/27', 'Lecture:', 'Due Before Class: Project 0 Due', 'Lab 1'],
      ['Week 3\n9/1+9/3', 'Due Before Class: Lab 1 Due', 'Due Before Class:', 'Lab 2'],
      ['Week 4\n9/8+9/10', 'Due Before Class: Lab 2 Due', 'Lecture:', 'Lab 3'],
      ['Week 5\n9/15+9/17', 'Due Before Class: Lab 3 Due', 'Lecture:', ''],
      'Final Exam: Friday 12/4/20 - On Zoom',
    );
    expect(brief(doc)).toEqual(['2020-08-27 project Project 0', '2020-09-01 assignment Lab 1', '2020-09-08 assignment Lab 2', '2020-09-15 assignment Lab 3', '2020-12-04 exam Final Exam']);
  });

  it('reads a due line under the work it closes (“Due: May 1” after “Web-based Collection Report (20%)”) as that work’s date, holding no class for the lines after it', () => {
    const doc = documentOf(
      'markdown',
      { text: 'IS 501, Spring 2019', heading: 1 },
      { text: 'Search and Discovery II (12%)', list: 1, opens: true },
      { text: 'Due: April 17', opens: true },
      { text: 'Group', opens: true },
      { text: 'Web-based Collection Report: Genre-Specific Considerations (20%)' },
      { text: 'Due: May 1' },
      { text: 'Writing exercises', opens: true },
      { text: 'Reading responses (four) (3% each for a total of 12%)' },
      { text: 'Due: Throughout the semester, by 11 p.m. on the day following the class' },
      { text: 'Personal papers', opens: true },
    );
    expect(brief(doc)).toEqual(['2019-04-17 assignment Search and Discovery II', '2019-05-01 assignment Web-based Collection Report: Genre-Specific Considerations']);
  });

  it('reads numbered work “due by next Monday” under a dated week as due on the first Monday after the week’s date', () => {
    const doc = documentOf(
      'markdown',
      { text: 'ECON 490, Spring 2026', heading: 1 },
      { text: 'Week 2 (January 26)', heading: 3 },
      { text: 'Assignments:', list: 1 },
      { text: 'Coding Activity 1 due by next Monday', list: 2 },
      { text: 'Week 6 (February 23)', heading: 3 },
      { text: 'Longer-format homework assignment on data analysis output due next Monday', list: 1 },
    );
    expect(brief(doc)).toEqual(['2026-02-02 assignment Coding Activity 1', '2026-03-02 assignment Longer-format homework assignment']);
  });

  it('reads a column of dates alone under a header naming the work by its initials (“HW* due”) as that work’s due dates', () => {
    const doc = syllabus('MTH 113, Spring 2021', ['', 'Lecture date', 'HW* due', 'Topic'], ['A,B', '2.1', '2.14', 'Population and Sample.'], ['C', '2.3', '2.14', 'Frequency table. Lab 1.'], ['D,E', '2.8', '2.21', 'Histogram. Mean.']);
    expect(brief(doc).filter((line) => line.endsWith('HW'))).toEqual(['2021-02-14 assignment HW', '2021-02-21 assignment HW']);
  });

  it('reads a plural kind in a due cell as work when it is counted (“Videos + Quizzes (2)”) or all of it closes the cell (“Intro + Methods, All Quizzes”)', () => {
    const doc = syllabus('CHEM 330 Lab, Spring 2023', ['Week', 'Date', 'Lab Activity', 'Due'], ['6', '2/15', 'Spectroscopy', 'Videos + Quizzes (2)'], ['10', '3/22', 'Chromatography', 'Intro + Methods, All Quizzes'], ['11', '3/29', 'Quizzes will be reviewed in class', '']);
    expect(brief(doc)).toEqual(['2023-02-15 quiz Videos + Quizzes (2)', '2023-03-22 quiz Intro + Methods, All Quizzes']);
  });

  it('moves work a week’s row lists with no kind (“Full Draft”) to the weekday a rule gives assignments (“Lab assignments are due … on Wednesdays”)', () => {
    const doc = syllabus('CHEM 330 Lab Schedule, Spring 2023', 'Lab assignments are due at 23:59:59 on Wednesdays unless otherwise specified.', ['Week', 'Week Beginning', 'Lab Activity', 'Due'], ['12', '4/03', 'Spectroscopy', ''], ['13', '4/10', 'No Lab (Easter)', 'Full Draft'], ['15', '4/24', 'Instrument Clean', 'Final Report']);
    expect(brief(doc)).toEqual(['2023-04-12 23:59 assignment Full Draft', '2023-04-26 23:59 assignment Final Report']);
  });

  it('dates work a class lists at the next class where the syllabus says assignments are “due before the next class”', () => {
    const doc = documentOf(
      'markdown',
      { text: 'COMM 618, Spring 2020', heading: 1 },
      { text: 'Complete assignments either in class or as homework due before the next class.', list: 1 },
      { text: 'Class 1: Finding data (Jan. 18)', heading: 4 },
      { text: 'Lecture', list: 1 },
      { text: 'Assignment 1', list: 1 },
      { text: 'Class 2: Cleaning data (Jan. 25)', heading: 4 },
      { text: 'Assignment 2', list: 1 },
      { text: 'Midterm exam', list: 1 },
      { text: 'Class 3: Stories (Feb. 1)', heading: 4 },
      { text: 'Share data stories', list: 1 },
    );
    expect(brief(doc)).toEqual(['2020-01-25 assignment Assignment 1', '2020-01-25 exam Midterm exam', '2020-02-01 assignment Assignment 2']);
  });

  it('dates work handed in “by the end of this week (Sunday night)” on that weekday of the week its section last dates', () => {
    const doc = documentOf(
      'markdown',
      { text: 'HIST 3812, Fall 2022', heading: 1 },
      { text: 'Interstitial 1', heading: 1 },
      { text: 'Oct 3 & Oct 5 - We will explore Twine and Ren\'Py on these two dates.', opens: true },
      { text: 'Your Reflection will include your thoughts on all of the work in this module.', opens: true },
      { text: 'Upload your Reflection, Log, and Ephemera for Interstitial Work 1 to your Github Repository by the end of this week (Sunday night).', opens: true },
      { text: 'Interlude 2', heading: 1 },
      { text: 'Upload your Reflection by the end of this week (Sunday night).', opens: true },
    );
    expect(brief(doc)).toEqual(['2022-10-09 assignment Reflection']);
  });

  it('takes the year next to a named term’s on whose days the class meets (“RPHYS 112, Tue, Thur 4:05–5:25 p.m.”), where the named year’s dates miss them', () => {
    const doc = documentOf(
      'markdown',
      { text: 'RELG 203, McGill University, Winter 2015', opens: true },
      { text: 'RPHYS 112, Tue, Thur 4:05–5:25 p.m.' },
      ...['Jan. 12: Introduction', 'Jan. 14: What is Western Culture?', 'Jan. 19: What is the Bible?', 'Jan. 21: The Bible, Part 2', 'Feb. 02: Genesis 3', 'Feb. 04: Recovering Eden'].map((text) => ({ text, opens: true })),
      { text: 'Thinking piece 1 due', list: 1 },
      { text: 'Mar. 10: MIDTERM', opens: true },
    );
    // Jan. 12 is a Tuesday in 2016 and a Monday in 2015.
    expect(brief(doc)).toEqual(['2016-02-04 assignment Thinking piece 1', '2016-03-10 exam Midterm']);
  });

  it('reads a Spanish due label (“Fecha de entrega: domingo 3 de marzo 2024 a las 11:59 p.m.”) under a work’s heading as that work due', () => {
    const doc = documentOf(
      'markdown',
      { text: 'Laboratorio de Lingüística Computacional', heading: 1 },
      { text: 'Práctica 1 — Fonética', heading: 3 },
      { text: 'Fecha de entrega: domingo 3 de marzo 2024 a las 11:59 p.m.', heading: 4 },
      { text: 'Actividades', opens: true },
      { text: 'Práctica 2 — Niveles del lenguaje', heading: 3 },
      { text: 'Fecha de entrega: domingo 10 de marzo de 2024 a las 11:59 p.m.', heading: 4 },
    );
    expect(brief(doc)).toEqual(['2024-03-03 23:59 assignment Práctica 1', '2024-03-10 23:59 assignment Práctica 2']);
  });
});

describe('rules found on a twenty-seventh round of unseen syllabi', () => {
  it('reads an “Assignments” column whose lines mostly cite pages or books as what to read, its graded work the lines a kind names', () => {
    const doc = syllabus(
      'CLAS 102, Fall 2019',
      ['Week', 'Date', 'Assignments'],
      ['1', 'M 9/9', 'Plautus Casina 1-514'],
      ['1', 'F 9/13', 'Cicero In Defense of Archias (Hackett, pp. 34-43)\nQUIZ 1'],
      ['2', 'M 9/16', 'Cicero Letters 5-8 (Hackett, pp. 43-44)'],
      ['2', 'F 9/20', 'Vergil Aeneid Books 1-4\nQUIZ 2'],
      ['3', 'M 9/23', 'Catch up'],
      ['3', 'F 9/27', 'Ovid Metamorphoses Books 10-15 (Humphries)\nQUIZ 3'],
    );
    expect(brief(doc)).toEqual(['2019-09-13 quiz Quiz 1', '2019-09-20 quiz Quiz 2', '2019-09-27 quiz Quiz 3']);
    // (Where few of its lines cite a text, they name work handed in.)
    const work = syllabus('ENGL 210, Fall 2019', ['Week', 'Date', 'Assignments'], ['1', 'M 9/9', 'Thesis statement'], ['1', 'F 9/13', 'Annotated bibliography\nQUIZ 1'], ['2', 'F 9/20', 'Outline (see pp. 3-5 of the guide)'], ['3', 'F 9/27', 'Rough draft']);
    expect(brief(work)).toEqual(['2019-09-09 assignment Thesis statement', '2019-09-13 quiz Quiz 1', '2019-09-13 assignment Annotated bibliography', '2019-09-20 assignment Outline', '2019-09-27 assignment Rough draft']);
  });

  it('puts work "one week from this Tuesday" a week after the Tuesday after the date the line is written under', () => {
    const doc = documentOf('markdown', { text: 'Econ 101, Spring 2018', heading: 1 }, { text: '18 February - Handouts uploaded. HW 2 is due this coming Thursday, and the first midterm is one week from this Tuesday.', opens: true });
    expect(brief(doc)).toEqual(['2018-02-22 assignment HW 2', '2018-02-27 exam Midterm']);
  });

  it('ends a list of exam sittings under "Finals Week" with its days at a date outside them', () => {
    const doc = documentOf(
      'markdown',
      { text: 'MATH 251 Calculus 1, Fall 2025', heading: 1 },
      { text: 'Important Dates:', opens: true },
      { text: 'December 5: Last day of classes', list: 1 },
      { text: 'December 8-12: Finals Week', list: 1 },
      { text: 'Section 1: Wednesday, December 10, 8:00 AM', list: 1 },
      { text: 'December 17: Grades posted in UAOnline', list: 1 },
    );
    expect(brief(doc)).toEqual(['2025-12-10 08:00 exam Final exam (Section 1)']);
  });

  it('reads "Books 10-15" and "lines 10-12" of a reading as ranges, not as October 15 or 12', () => {
    const doc = documentOf('markdown', { text: 'CLAS 102, Fall 2019', heading: 1 }, { text: 'Friday, November 15', heading: 3 }, { text: 'Quiz 9 on Ovid Metamorphoses Books 10-12', list: 1 }, { text: 'Friday, November 22', heading: 3 }, { text: 'Quiz 10 on Lucretius lines 10-12', list: 1 });
    expect(brief(doc)).toEqual(['2019-11-15 quiz Quiz 9', '2019-11-22 quiz Quiz 10']);
  });

  it('settles a year no line writes, among those the class days fit, by one a link’s address closes a part with ("…/mlk-day-2017/")', () => {
    const lines = ['NRS 349 Fisheries Science', 'Class meets Monday, Wednesday and Friday', '15-Feb: Growth HW #1', '20-Feb: Midterm Exam', '13-Mar: Second News Item Reflection', '24-Mar: Second Exam', '12-Apr: Third News Item Reflection', '21-Apr: Final Exam'];
    const doc = { ...documentOf('markdown', ...lines.map((text) => ({ text, opens: true }))), linkTargets: ['https://www.example.edu/event/mlk-day-2017/'] };
    expect(brief(doc)).toEqual(['2017-02-15 assignment Growth HW #1', '2017-02-20 exam Midterm Exam', '2017-03-13 assignment Second News Item Reflection', '2017-03-24 exam Second Exam', '2017-04-12 assignment Third News Item Reflection', '2017-04-21 exam Final Exam']);
  });

  it('reads a weekday before a date in brackets ("announced Friday (Sep 1)") as that date’s, to tell the year by', () => {
    const doc = syllabus('11-631 Data Science Seminar', ['Week', 'Date', 'Activities and Assignments'], ['1', 'Aug 31', 'Week 2 presenters announced Friday (Sep 1)'], ['2', 'Sep 5', 'Literature review due'], ['3', 'Sep 12', 'Critique 1 due']);
    expect(brief(doc)).toEqual(['2023-09-05 assignment Literature review', '2023-09-12 assignment Critique 1']);
  });

  it('moves work "due midnight Monday" in a week’s row to that Monday', () => {
    const doc = syllabus('SOC 367, Fall 2020', ['Week', 'Dates', 'Assignments'], ['2', 'Aug 26 - Sep 1', 'Reading response due midnight Monday (for non-presenting students)'], ['3', 'Sep 7 - Sep 11', 'Lab 2 due by noon Friday']);
    expect(brief(doc)).toEqual(['2020-08-31 23:59 assignment Reading response', '2020-09-11 12:00 assignment Lab 2']);
  });

  it('reports a presentation named the same on four class days, none said due, as a team presenting at each meeting', () => {
    const days = ['Sep 5', 'Sep 7', 'Sep 12', 'Sep 14'];
    const doc = syllabus('11-631 Data Science Seminar, Fall 2023', ['Date', 'Activities'], ...days.map((day) => [day, 'Group presentation and discussion']), ['Sep 19', 'Paper summary due']);
    const result = extract(doc);
    expect(result.items.map((i) => `${i.date} ${i.title}`)).toEqual(['2023-09-19 Paper summary']);
    expect(result.unplaced.map((u) => u.reason)).toContain('"Group presentation" is listed the same on several class days: a team presenting at each meeting; add the day a student presents by hand.');
  });

  it('tells the year of a schedule of whole weeks ("August 17-23", Monday to Sunday) by the weeks and a year the page writes', () => {
    const doc = {
      ...documentOf(
        'markdown',
        { text: '1 - Introduction', heading: 2 },
        { text: 'August 17-23', opens: true },
        { text: '2 - Ethics', heading: 2 },
        { text: 'August 24-30', opens: true },
        { text: 'Assignment (Due by 11:59PM 8/29): Lab 1', opens: true },
        { text: '3 - Polarization', heading: 2 },
        { text: 'August 31 - September 6', opens: true },
        { text: '4 - Echo Chambers', heading: 2 },
        { text: 'September 7-13', opens: true },
        { text: 'Assignment (Due by 11:59PM 9/12): Lab 2', opens: true },
      ),
      linkTargets: ['https://www.pnas.org/content/early/2020/07/29/2009522117'],
    };
    expect(brief(doc)).toEqual(['2020-08-29 23:59 assignment Lab 1', '2020-09-12 23:59 assignment Lab 2']);
  });

  it('takes no part of a work from a line pointing to what follows, and ends its parts at a line opening a list of its own', () => {
    const doc = documentOf(
      'markdown',
      { text: '3 - Social Media & Polarization', heading: 2, opens: true },
      { text: 'August 31 - September 6', heading: 6, opens: true },
      { text: 'Video Lecture: Coming Soon!', opens: true },
      { text: 'Required Reading:', opens: true },
      { text: 'John Bohannon. Is Facebook keeping you in a political bubble?, Science.', opens: true, list: 1 },
      { text: 'Eytan Bakshy et al. Exposure to ideologically diverse news and opinion on Facebook, Science.', opens: true, list: 1 },
      { text: 'Supplemental Materials:', opens: true },
      { text: 'Eli Pariser Beware Online Filter Bubbles', opens: true, list: 1 },
      { text: 'Pablo Barbera & Zachary C. Steinert-Threlkeld How to Use Social Media Data for Political Science Research, The SAGE Handbook of Research Methods in Political Science and International Relations.', opens: true, list: 1 },
      { text: 'Lab: Data Wrangling, Part 2', heading: 4, opens: true },
      { text: 'Required reading:', opens: true },
      { text: 'R for Data Science: Wrangle (chapters 9 - 13)', opens: true, list: 1 },
      { text: 'Assignment (Due by 11:59PM 10/5):', opens: true },
      { text: 'Submit your .Rmd for the following exercises by midnight on Sunday' },
      { text: 'Lab 2 Exercises - Data Wrangling Part 2 (.Rmd) (.html)' },
      { text: 'For these excercises, you will need the following datasets:' },
      { text: '- grammy_nominees_20102020.Rdata' },
      { text: '- grammy_winners_20102020.Rdata' },
      { text: '- artist_wikipedia.Rdata' },
      { text: 'Optional resources:' },
      { text: 'More dplyr examples', opens: true, list: 1 },
      { text: 'More help for tidy', opens: true, list: 1 },
    );
    expect(brief(doc, 'Fall 2020')).toEqual(['2020-10-05 23:59 assignment Lab 2 Exercises']);
  });

  it('keeps a named term whose dates fall on the class’s day, read from "every two Thursdays from 14:15 to 18:00", not from a deadline’s "previous Wednesday"', () => {
    const sessions = ['25.09.25', '09.10.25', '23.10.25', '06.11.25', '20.11.25', '04.12.25'];
    const doc = documentOf(
      'markdown',
      { text: 'Research Design and Methods (Fall 2025)', heading: 1 },
      { text: 'The course is a bi-weekly seminar. It will run every two Thursdays from 14:15 to 18:00.', opens: true },
      { text: 'Responses are due the day before the corresponding session, that is, the previous Wednesday at noon (12:00).', opens: true },
      ...sessions.map((day, i) => ({ text: `Session ${i + 1}. Topic ${i + 1} (${day} / 14:15–16:00)`, heading: 4 })),
      { text: 'Publication of Take-home exercise 1 in OLAT. The deadline for delivery is in two weeks: 20.11.25.', opens: true },
    );
    expect(brief(doc)).toEqual(['2025-11-20 assignment Exercise 1']);
  });

  it('names work by its code and part before "due" ("A1 (P1): due on 2022-08-05 Fri 08:00 (2%)")', () => {
    const doc = documentOf(
      'markdown',
      { text: 'INFOSYS 222, Semester 2 2022', heading: 1 },
      { text: 'Assessment', heading: 2 },
      { text: 'A1 (P1): due on 2022-08-05 Fri 08:00 (2%)', list: 2 },
      { text: 'A1 (P2): due on 2022-08-19 Fri 08:00 (8%)', list: 2 },
    );
    expect(brief(doc)).toEqual(['2022-08-05 08:00 assignment A1 (P1)', '2022-08-19 08:00 assignment A1 (P2)']);
  });

  it('dates the work a cell names by the cell’s own deadline line with its weekday and month ("due Tuesday, Nov. 3 @ 11pm PDT"), not by the row', () => {
    const doc = syllabus('CS 10, Fall 2020', ['Class', 'Date', 'Topics', 'Assignments & Quizzes\nRelease Dates'], ['3', 'Wed, Oct 28', 'Print & Input', 'Custom Calculator\ndue Tuesday, Nov. 3 @ 11pm PDT'], ['5', 'Mon, Nov 9', 'Conditionals', 'Quiz 1\ndue Friday, Nov. 13 @ 11pm PDT']);
    expect(brief(doc)).toEqual(['2020-11-03 23:00 assignment Custom Calculator', '2020-11-13 23:00 quiz Quiz 1']);
  });

  it('names graded work "Assignment #1, Summary" with its own name, one item with the schedule’s "Summary assignment"; a quoted title after "Read:" is a text', () => {
    const doc = documentOf(
      'markdown',
      { text: 'ENGL 101, Fall 2019', heading: 1 },
      { text: 'Assignment #1, Summary: 5% [due 9 Sept.]', list: 1 },
      { text: 'Assignment #2, Rhetorical Analysis: 15% [due 24 Sept.]', list: 1 },
      { text: 'Monday, September 9', heading: 3 },
      { text: 'Due: Summary assignment', list: 1 },
      { text: 'Monday, September 23', heading: 3 },
      { text: 'Read: FW, "The Inquiry Essay"', list: 1 },
    );
    expect(brief(doc)).toEqual(['2019-09-09 assignment Assignment #1, Summary', '2019-09-24 assignment Assignment #2, Rhetorical Analysis']);
  });

  it('types work by the kind the course says it is ("Checkpoints are timed do-at-home exams")', () => {
    const doc = syllabus(
      'CHEM 128A, Fall 2021',
      'Checkpoints are timed',
      'do-at-home exams offered every 10-14 days.',
      ['Day', 'Date', 'Checkpoints'],
      ['Thu', 'Sep-02', 'Checkpoint 1'],
      ['Thu', 'Sep-09', 'Checkpoint 2'],
    );
    expect(brief(doc)).toEqual(['2021-09-02 exam Checkpoint 1', '2021-09-09 exam Checkpoint 2']);
    // (Said of no kind, a checkpoint is a project's.)
    const project = syllabus('CS 100, Fall 2021', ['Day', 'Date', 'Checkpoints'], ['Thu', 'Sep-02', 'Checkpoint 1']);
    expect(brief(project)).toEqual(['2021-09-02 project Checkpoint 1']);
  });

  it('reads the class days from "When: Monday and Wednesday 8:05-9:20 AM" to tell the year of undated weekdays', () => {
    const doc = syllabus('CSC 363 Human-Computer Interaction', 'When: Monday and Wednesday 8:05-9:20 AM', ['Week', 'Date', 'Topic', 'Assignments due'], ['1', '8/25', 'Intro', ''], ['1', '8/27', 'Needfinding', ''], ['2', '9/1', 'Define', 'HW 1: Good/Bad Design'], ['2', '9/3', 'Ideation', ''], ['3', '9/8', 'Visual Design', 'HW 2: Needfinding Exercise'], ['3', '9/10', 'Design for Dimensions', '']);
    expect(brief(doc)).toEqual(['2025-09-01 assignment HW 1: Good/Bad Design', '2025-09-08 assignment HW 2: Needfinding Exercise']);
  });

  it('takes no legend from an exam’s bracket of the lectures it covers ("EXAM 1 (L1-L4, with light coverage of L5)")', () => {
    const doc = syllabus('CS 161, Fall 2025', ['Date', 'What’s Going On?'], ['9/23', 'L1 Why are you here'], ['9/25', 'L2 Asymptotics'], ['10/3', 'HW1 Due (L1,L2)'], ['10/16', 'EXAM 1 (L1-L4, with light coverage of L5, L6)']);
    expect(brief(doc)).toEqual(['2025-10-03 assignment HW1', '2025-10-16 exam Exam 1']);
  });

  it('dates the work a bold label names by the "Deadline:" entry of the list under it, past its other entries', () => {
    const doc = documentOf(
      'text',
      ...[
        'Climatology, Autumn 2025',
        'Assessment Dates',
        '**Assessment 1 (Exercise Submissions, 25% of total grade):**',
        '* Students will submit their solutions for the climate exercises started in-class.',
        '* Issued: 14.10.2025',
        '* Deadline: 12.11.2025, 16:00. Submitted via Moodle.',
      ].map((text) => ({ text, opens: true })),
    );
    expect(brief(doc)).toEqual(['2025-11-12 16:00 assignment Assessment 1']);
  });

  it('takes no date from a web address written out in the text ("https://www.example.com/2018/06/11/…")', () => {
    const doc = documentOf(
      'markdown',
      { text: 'Legal Technology', heading: 1 },
      { text: 'Read (https://www.example.com/2018/06/11/law-firms-are-inefficiency-factories/) before class.', opens: true },
      { text: 'Final project proposal due Monday 9/27', opens: true },
    );
    // (The next year whose September 27 is a Monday, not 2018.)
    expect(brief(doc)).toEqual(['2027-09-27 project Final project proposal']);
    expect(extract(doc).unplaced.map((u) => u.text)).not.toContain('Read (https://www.example.com/2018/06/11/law-firms-are-inefficiency-factories/) before class.');
  });

  it('types a sprint’s deliverable as project work ("Sprint 01 - End-to-End Code Prototype")', () => {
    const doc = syllabus('COMP 423, Spring 2025', ['Date', 'Due'], ['Sun 3/30', 'Sprint 0 - Interactive Prototype'], ['Sun 4/13', 'Sprint 01 - End-to-End Code Prototype']);
    expect(brief(doc).map((item) => item.split(' ').slice(0, 2).join(' '))).toEqual(['2025-03-30 project', '2025-04-13 project']);
  });

  it('reads work under an "Available:" label as handed out, not due', () => {
    const doc = syllabus('OIM 3690, Fall 2021', ['Session', 'Date', 'Topics', 'Assignments', 'Quizzes'], ['03', '9/8', 'Images', 'Available: HW1', ''], ['05', '9/15', 'CSS', 'HW1 due', 'Quiz: CSS']);
    expect(brief(doc)).toEqual(['2021-09-15 assignment HW1', '2021-09-15 quiz Quiz: CSS']);
  });

  it('moves a week row’s work to the weekday a rule says it is "usually due" on, at its time written "11h59pm"', () => {
    const doc = syllabus('PHYS 10, Spring 2017', 'Assignments are usually due Sunday at 11h59pm eastern time.', ['Week', 'Assignments'], ['#1\nJan 9 - Jan 15', 'hw #1'], ['#2\nJan 16 - Jan 22', 'hw #2']);
    expect(brief(doc)).toEqual(['2017-01-15 23:59 assignment hw #1', '2017-01-22 23:59 assignment hw #2']);
  });

  it('names work by its kind’s initial and number in a column headed by that kind ("S1 Due, S2 Assigned" under "Sprint")', () => {
    const doc = syllabus('STRAT 490R, Winter 2026', ['Wk', 'Date', 'PM / Strategy', 'Sprint'], ['1', 'Thu Jan 8', 'Course overview', 'S1 Assigned'], ['3', 'Thu Jan 22', 'You as the customer', 'S1 Due, S2 Assigned'], ['5', 'Thu Feb 5', 'Pricing', 'S2 Due']);
    expect(brief(doc)).toEqual(['2026-01-22 project Sprint 1', '2026-02-05 project Sprint 2']);
  });

  it('takes the term a heading names over another the body cites twice ("## Spring 2023 Syllabus" over "…, Spring 2019" portfolios), as stated', () => {
    const doc = documentOf(
      'markdown',
      { text: 'Spring 2023 Syllabus', heading: 2 },
      { text: 'Examples: Julia Burdulis Teaching Portfolio, Spring 2019', list: 1 },
      { text: 'Gisselle Teaching Portfolio, Spring 2019', list: 1 },
      { text: 'Fri Feb 17: Lesson Plan 1 due', opens: true },
    );
    const [item] = extract(doc).items;
    expect(`${item?.date} ${item?.title}`).toBe('2023-02-17 Lesson Plan 1');
    expect(item?.flags).not.toContain('year-inferred');
  });

  it('reads a cell’s line that is only "(Due Thu Sep 7)" as the due date of the work on the line above, not that line’s opening date', () => {
    const doc = syllabus('CMSC 240, Fall 2023', ['Week', 'Thursday', 'Friday'], ['1', 'Aug 31: Read Unix Tutorial', 'Sep 1: Lab 1 Unix/Linux\n (Due Thu Sep 7)'], ['2', 'Sep 7: Module 3: Arrays (Due Thr Sep 14)', 'Sep 8: Lab 2 File I/O\n (Due Thu Sep 14)']);
    expect(brief(doc)).toEqual(['2023-09-07 assignment Lab 1', '2023-09-14 assignment Module 3: Arrays', '2023-09-14 assignment Lab 2']);
  });

  it('dates a lab a topics column names by the row’s "Due Date" column ("Lab Activity 1: Square Strategy | Sept 10")', () => {
    const doc = syllabus('CS 100, Fall 2019', ['Date', 'Topic', 'Due Date'], ['Tues, Sept 3', 'Lab Activity 1: Square Strategy', 'Sept 10'], ['Tues, Sept 24', 'Assignment 1: Computed Pinwheel', 'Oct 1']);
    expect(brief(doc)).toEqual(['2019-09-10 assignment Lab Activity 1', '2019-10-01 assignment Assignment 1: Computed Pinwheel']);
  });

  it('reads a column headed by a meeting and its weekday in brackets ("Lab (Weds)") as that day of the row’s week', () => {
    const doc = syllabus('BIOL 2299, Spring 2025', ['Date (Monday)', 'Week', 'Lecture (Mon)', 'Lab (Weds)'], ['31 Mar 2025', 'Week 13', 'Lecture-10', 'Lab-10'], ['07 Apr 2025', 'Week 14', 'POSTER PRESENTATION DAY 1', 'POSTER PRESENTATION DAY 2']);
    expect(brief(doc)).toEqual(['2025-04-07 project Poster Presentation Day', '2025-04-09 project Poster Presentation Day']);
  });

  it('ends "Two midterms:" at the next heading, and names no work by "Nothing" or a holiday under "# Assignment Schedule"', () => {
    const doc = documentOf(
      'markdown',
      { text: 'MA 265, Fall 2014', heading: 1 },
      { text: 'Homework: (25% of grade)', list: 1 },
      { text: 'Two midterms: (20% each)', list: 1 },
      { text: 'Assignment Schedule', heading: 1 },
      { text: 'Aug 28: Nothing', list: 1 },
      { text: 'Sep 11: 1.4,1.5,2.1,2.2 (Lessons 4,5,6)', list: 1 },
      { text: 'Oct 3: MIDTERM 1', list: 1 },
      { text: 'Nov 27: THANKSGIVING', list: 1 },
    );
    expect(brief(doc)).toEqual(['2014-09-11 assignment Assignment 1.4,1.5,2.1,2.2 (Lessons 4,5,6)', '2014-10-03 exam Midterm 1']);
  });
});

describe('rules found on a twenty-eighth round of unseen syllabi', () => {
  it('moves a week row’s work to the weekday its due header names in the plural, at its hour ("Due Dates by 11:59 pm Thursdays")', () => {
    const doc = syllabus('JSC 370, Winter 2022', ['', 'Topics', 'Due Dates by 11:59 pm Thursdays'], ['Week 1\nJanuary 11 lecture\nJanuary 13 lab', 'Tools', 'Lab 1'], ['Week 2\nJanuary 18 lecture\nJanuary 20 lab', 'Git', 'Lab 2']);
    expect(brief(doc)).toEqual(['2022-01-13 23:59 assignment Lab 1', '2022-01-20 23:59 assignment Lab 2']);
  });

  it('reads "January 31/February 1" as two days, the week starting on the first', () => {
    const doc = syllabus('JSC 370, Winter 2022', ['', 'Topics', 'Due Thursday'], ['Week 4\nJanuary 31/February 1 (lecture)\nFebruary 3 (lab)', 'Data', 'HW1']);
    expect(brief(doc)).toEqual(['2022-02-03 assignment HW1']);
  });

  it('keeps a bare kind listed after numbered work in a due cell as work of its own ("Lab 2, Reflection")', () => {
    const doc = syllabus('JSC 370, Winter 2022', ['Week', 'Date', 'Topics', 'Due'], ['1', 'Jan 11', 'Intro', 'Lab 1'], ['2', 'Jan 18', 'Git', 'Lab 2, Reflection']);
    expect(brief(doc)).toEqual(['2022-01-11 assignment Lab 1', '2022-01-18 assignment Lab 2', '2022-01-18 assignment Reflection']);
  });

  it('names the work a line under a dated week says is due on a weekday, with no kind word ("Grade the AI due Fri.")', () => {
    const doc = documentOf(
      'latex',
      { text: 'POLS 190, Fall 2023', heading: 1 },
      { text: 'Week 01, 08/28 - 09/01: Welcome!', heading: 2 },
      { text: 'Day 1: Course introduction and syllabus.', list: 1 },
      { text: 'Due', opens: true },
      { text: 'Grade the AI due Fri.', opens: true },
      { text: 'Week 02, 09/04 - 09/08: Sovereignty', heading: 2 },
      { text: 'Due', opens: true },
      { text: 'TD1 due Mon.', opens: true },
    );
    expect(brief(doc)).toEqual(['2023-09-01 assignment Grade the AI', '2023-09-04 assignment TD1']);
  });

  it('dates a row whose first cell labels a part of the entry above ("Homework: | HW 1") by that entry’s date', () => {
    const doc = syllabus('ACCT 3210, Spring 2024', ['', 'Section 1: Tools'], ['1. 31 Jan.', 'Expectations'], ['Read:', 'Zimmerman, Ch 1'], ['2. 5 Feb.', 'The Nature of Costs'], ['Read:', 'Zimmerman, Chapter 2'], ['Homework:', 'HW 1 – Cost in a Multiproduct Firm']);
    expect(brief(doc)).toEqual(['2024-02-05 assignment HW 1']);
  });

  it('takes, of several years the text writes, the one its title writes ("# 2025 NYCU Deep Learning" over "papers from 2023 on")', () => {
    const doc = documentOf(
      'markdown',
      { text: '2025 NYCU Deep Learning', heading: 1 },
      { text: 'Choose a paper published in 2023 or later.', opens: true },
      { text: 'Lab 1 due 7/17', list: 1 },
      { text: 'Lab 2 due 7/22', list: 1 },
    );
    expect(brief(doc)).toEqual(['2025-07-17 assignment Lab 1', '2025-07-22 assignment Lab 2']);
  });

  it('dates a row’s work by a column headed in Chinese for the deadline, not the one for its announcement ("公告日期 | 截止日期")', () => {
    const doc = syllabus('DL, Summer 2025', ['LAB 編號', '主題', '公告日期', '截止日期（2 週內）'], ['LAB1', 'Backpropagation', '7/3', '7/17 前'], ['LAB2', 'CNN', '7/8', '7/22 前']);
    expect(brief(doc)).toEqual(['2025-07-17 assignment LAB1', '2025-07-22 assignment LAB2']);
  });

  it('reads a term written with its year cut to two digits ("term: Fall \'26") over a link’s short term ("…/sp24/")', () => {
    const doc = syllabus("term: Fall '26", 'Course website: https://example.edu/cs294/sp24/', 'Proposal due Oct 09', 'Report due Dec 18');
    expect(brief(doc)).toEqual(['2026-10-09 project Proposal', '2026-12-18 assignment Report']);
  });

  it('reads no date in "docked 1/2 letter grade"', () => {
    const doc = syllabus('POLS 2140, Fall 2025', 'Late papers will be docked 1/2 letter grade for each additional day late.', 'Task 1 due Sun 09/21.');
    expect(brief(doc)).toEqual(['2025-09-21 assignment Task 1']);
  });

  it('names work by a letter after "Assessment" ("Assessment A: 2018-01-23"), not by "the assessment a student takes"', () => {
    const doc = syllabus('STAT 209, Spring 2018', 'Assessment A: 2018-01-23', 'Assessment B: 2018-01-30', 'On 2018-02-06 the assessment a student takes is oral.');
    expect(brief(doc)).toEqual(['2018-01-23 assignment Assessment A', '2018-01-30 assignment Assessment B']);
  });

  it('reads a test named by its subject as an exam ("Grammar test (10%, April 5)", "Short test on summary"), not a statistical test', () => {
    const doc = syllabus('University Writing, Winter 2016', '3. Short test on summary and paraphrase (15%, February 9)', '7. Grammar test (10%, April 5)', 'Mar 8: chi-square test in class');
    expect(brief(doc)).toEqual(['2016-02-09 exam Short test', '2016-04-05 exam Grammar test']);
  });

  it('reads a Spanish table of dated weights ("Fecha | Evaluación | Porcentaje" over "26.11 | Ensayo filosófico | 40%") as graded work', () => {
    const doc = syllabus('Filosofía de las Ciencias 2024', ['Fecha', 'Evaluación', 'Porcentaje'], ['24.09', 'Examen: Unidad I', '30%'], ['26.11', 'Ensayo filosófico', '40%']);
    expect(brief(doc)).toEqual(['2024-09-24 exam Examen: Unidad I', '2024-11-26 assignment Ensayo filosófico']);
  });

  it('reads a week’s dotted range of class days ("09.29-10.01") under "Class Dates", and the weekday labelling the exam ("Tu: Review Th: Exam")', () => {
    const doc = syllabus('CSCI 2820, Fall 2015', ['Week', 'Class Dates', 'Topics'], ['5', '09.22-09.24', 'matrix inverses'], ['6', '09.29-10.01', '**exam 1** -- Tu: Review Th: Exam'], ['7', '10.06-10.08', 'vector spaces']);
    expect(brief(doc)).toEqual(['2015-10-01 exam Exam 1']);
  });

  it('numbers the rows of a table of release and due dates alone by the heading’s kind ("## Assessment exercises" over "Release Date | Due Date")', () => {
    const doc = documentOf(
      'markdown',
      { text: 'GEMS 1, Spring 2023', heading: 1 },
      { text: 'Assessment exercises', heading: 2 },
      { text: 'Release Date | Due Date', cells: ['Release Date', 'Due Date'], table: 1 },
      { text: '2023-01-12 15:00 | 2023-01-13 Fri 16:00', cells: ['2023-01-12 15:00', '2023-01-13 Fri 16:00'], table: 1 },
      { text: '2023-01-19 15:00 | 2023-01-20 Fri 16:00', cells: ['2023-01-19 15:00', '2023-01-20 Fri 16:00'], table: 1 },
    );
    expect(brief(doc)).toEqual(['2023-01-13 16:00 assignment Exercise 1', '2023-01-20 16:00 assignment Exercise 2']);
  });

  it('reads Chinese names of work ("期中考", "期末專題提案", "期末報告") in a schedule’s cells', () => {
    const doc = syllabus('機器學習 2025', ['週次', '日期', '主題', '作業'], ['10', '11/7', '期中考，無授課', ''], ['11', '11/14', '集成方法1', '期末專題提案'], ['16', '12/19', '期末報告，無授課', '']);
    expect(brief(doc)).toEqual(['2025-11-07 exam 期中考', '2025-11-14 project 期末專題提案', '2025-12-19 project 期末報告']);
  });

  it('takes the year of a page’s front-matter title ("title: 機器學習 2025") over the years its book list cites', () => {
    const page = documentOf(
      'markdown',
      { text: 'layout: page', opens: true },
      { text: 'Textbook', heading: 4 },
      { text: 'Bishop (2006); a translation came out in 2013.', opens: true },
      { text: 'Week | Date | Topic', cells: ['Week', 'Date', 'Topic'], table: 1 },
      { text: '10 | 11/7 | Midterm exam', cells: ['10', '11/7', 'Midterm exam'], table: 1 },
    );
    const doc = { ...page, title: 'Machine Learning 2025' };
    expect(brief(doc)).toEqual(['2025-11-07 exam Midterm exam']);
  });

  it('reads a row that repeats the table’s column labels (" | Choice under Uncertainty | Content | Assignment") as a part’s heading, not work', () => {
    const doc = syllabus('EC 404, Spring 2022', ['', 'Introduction', 'Content', 'Assignment'], ['Week 1 (11 January)', 'Welcome', '', ''], ['', 'Choice under Uncertainty', 'Content', 'Assignment'], ['Week 1 (13 January)', 'Expected Utility', '', ''], ['8 February', 'EXAM 1', '', '']);
    expect(brief(doc)).toEqual(['2022-02-08 exam Exam 1']);
  });

  it('reads the weekday lines under an "Assignments:" label in a week as its work, a kind’s word alone or a name with none ("Monday: Peer feedback")', () => {
    const doc = documentOf(
      'markdown',
      { text: 'ENG 105, Spring 2020', heading: 1 },
      { text: 'Week One (January 27-January 31):', heading: 2 },
      { text: 'Readings:', opens: true },
      { text: 'Wednesday: Wikipedia, “First-year Composition.”', opens: true },
      { text: 'Assignments:', opens: true },
      { text: 'Friday: Proposal for “A Day in the Life.”', opens: true },
      { text: 'Week Two (February 3-February 7):', heading: 2 },
      { text: 'Assignments:', opens: true },
      { text: 'Monday: Peer feedback', opens: true },
      { text: 'Friday: First draft of “A Day in the Life.”', opens: true },
    );
    expect(brief(doc)).toEqual(['2020-01-31 project Proposal', '2020-02-03 assignment Peer feedback', '2020-02-07 assignment First draft']);
  });

  it('keeps two repositories due the same day as two works ("Repo: Debugging", "Repo: Palindromes")', () => {
    const doc = syllabus('CMPSC 101, Spring 2024', ['Date', 'Due'], ['Th Mar 21', 'Repo: Debugging due at 2:30pm\nRepo: Palindromes due at 11:59pm']);
    expect(brief(doc)).toEqual(['2024-03-21 14:30 assignment Repo: Debugging', '2024-03-21 23:59 assignment Repo: Palindromes']);
  });

  it('takes no sub-entries as work under an entry of sentences that ends on the homework, nor a solution as work ("Solution fifth assignment at …")', () => {
    const doc = documentOf(
      'markdown',
      { text: 'PHY 321, Spring 2022', heading: 1 },
      { text: 'Week 2, January 10-14, 2022', heading: 3 },
      { text: 'Monday 1/10: Introduction to the course.', list: 1 },
      { text: 'AMS chapters 2 and 4 are very useful. 1st homework due January 21.', list: 1 },
      { text: 'Lecture video with subtitles at https://youtu.be/abc', list: 2 },
      { text: 'Handwritten notes from lecture at https://example.edu/notes.pdf', list: 2 },
      { text: 'Friday 2/11: Solution fifth assignment at https://example.edu/hw5/solution', list: 1 },
    );
    expect(brief(doc)).toEqual(['2022-01-21 assignment Homework']);
  });

  it('reads numbers listed after a kind as works of that kind, all due on the date said after the last ("Lab 2,3 due on Mar 15", "Lab 10, Lab 11 due …"), not an hour ("Midterm 1, 8:00-9:30 PM")', () => {
    const doc = syllabus('IEOR 8100, Spring 2019', 'Lab 2,3 due on Mar 15', 'Labs 4 and 5 due on Mar 22', 'Lab 10, Lab 11 due on Apr 15', 'Apr 22: Midterm 1, 8:00-9:30 PM');
    expect(brief(doc)).toEqual(['2019-03-15 assignment Lab 2', '2019-03-15 assignment Lab 3', '2019-03-22 assignment Labs 4', '2019-03-22 assignment Labs 5', '2019-04-15 assignment Lab 10', '2019-04-15 assignment Lab 11', '2019-04-22 20:00 exam Midterm 1']);
  });

  it('dates the work a sentence names by the sentence after it: "You have until Feb. 4.", "Due before next class." (the next dated meeting)', () => {
    const doc = documentOf(
      'markdown',
      { text: 'JOUR 491, Spring 2014', heading: 1 },
      { text: 'Jan. 14, 2014', heading: 6 },
      { text: 'Introduction to news applications', opens: true },
      { text: 'Homework:', opens: true },
      { text: 'Read: A dao of web design by John Allsopp', list: 1 },
      { text: 'Reaction Paper: In 500 words, give me your take on this. Look at the news you read. Due before next class.', opens: true },
      { text: 'Jan. 16, 2014', heading: 6 },
      { text: 'Homework: Build a personal website. You have until Feb. 4.', opens: true },
    );
    expect(brief(doc)).toEqual(['2014-01-16 assignment Reaction Paper: In', '2014-02-04 assignment Homework: Build']);
  });

  it('reads a mistyped month ("Due Otober 18"), and a "(Date)" left in a date’s place as no date yet', () => {
    const doc = documentOf(
      'markdown',
      { text: 'Civil Procedure, Fall 2020', heading: 1 },
      { text: 'Quiz: Personal Jurisdiction (Due Otober 18)', heading: 5 },
      { text: 'November 16 & 17', heading: 4 },
      { text: 'Final Exam (Date)', heading: 5 },
    );
    const result = extract(doc);
    expect(result.items.map((item) => `${item.date} ${item.title}`)).toEqual(['2020-10-18 Quiz: Personal Jurisdiction']);
    expect(result.unplaced.map((line) => line.text)).toContain('Final Exam (Date)');
  });

  it('reads a poster session as project work on its day ("Poster session on Monday May 6.")', () => {
    const doc = syllabus('IEOR 8100, Spring 2019', 'Poster session on Monday May 6.', 'Final project report due on Friday May 10.');
    expect(brief(doc)).toEqual(['2019-05-06 project Poster session', '2019-05-10 project Final project report']);
  });

  it('takes a page’s year from a copyright notice left in its comments where its weekdays fit two years ("<!-- © 2020 -->")', () => {
    const doc = { ...documentOf('html', { text: 'LING 270 Schedule', heading: 1 }, { text: 'Quiz 0 due Tue Aug 25', opens: true }, { text: 'Quiz 1a due Fri Aug 28', opens: true }, { text: 'Quiz 1b due Fri Sep 4', opens: true }), hiddenNotices: ['© 2020'] };
    expect(brief(doc)).toEqual(['2020-08-25 quiz Quiz 0', '2020-08-28 quiz Quiz 1a', '2020-09-04 quiz Quiz 1b']);
    expect(brief({ ...doc, hiddenNotices: [] })).toEqual(['2026-08-25 quiz Quiz 0', '2026-08-28 quiz Quiz 1a', '2026-09-04 quiz Quiz 1b']);
  });
});

describe('rules found on a twenty-ninth round of unseen syllabi', () => {
  it('dates a week by the line of its days right under its undated heading, and a weekday line under it by that day ("### Week 2" over "4/05/21 - 4/09/21", "Monday", "DUE: …")', () => {
    const doc = documentOf(
      'html',
      { text: 'INF 134 Spring 2021', heading: 1 },
      { text: 'Week 2', heading: 3, opens: true },
      { text: '4/05/21 - 4/09/21', opens: true },
      { text: 'Monday', opens: true },
      { text: 'DUE: Design Notebooks', opens: true },
      { text: 'Thursday', opens: true },
      { text: 'DUE: A1: Team Building', opens: true },
      { text: 'Finals Week', heading: 3, opens: true },
      { text: '6/7/21 - 6/11/21', opens: true },
      { text: 'Thursday', opens: true },
      { text: 'DUE: Speculative Story', opens: true },
    );
    expect(brief(doc)).toEqual(['2021-04-05 assignment Design Notebooks', '2021-04-08 assignment A1: Team Building', '2021-06-10 assignment Speculative Story']);
  });

  it('reads work said to be announced as no work ("Team assignments announced"), and work whose date is "to be announced" as undated', () => {
    const result = extract(syllabus('INF 134, Spring 2021', 'Apr 5: Team assignments announced', 'Apr 12: Team assignment 1 due', '• Final Exam (date to be announced): 40%'));
    expect(result.items.map((i) => `${i.date} ${i.title}`)).toEqual(['2021-04-12 Team assignment 1']);
    expect(result.unplaced.map((line) => line.text)).toContain('• Final Exam (date to be announced): 40%');
  });

  it('names work by a file name it is written as ("hw06_biv_graphing"), and not by a link’s target left in brackets ("[hw02](hw/hw02_codebook.html)")', () => {
    const doc = syllabus('MATH 315, Spring 2019', ['Week', 'Topic', 'Assignments'], ['4 (2/10)', 'Graphing', '[hw02_codebook](hw/hw02_personal_codebook.html) (Due 2/16)'], ['5 (2/17)', 'Bivariate', 'hw06_biv_graphing (Due 2/23)']);
    expect(brief(doc)).toEqual(['2019-02-16 assignment Hw02', '2019-02-23 assignment hw06_biv_graphing']);
  });

  it('reads each due date in a cell under "Quiz" as that row’s quiz, one per section ("[MWF](…) (Due 1/24) [TR](…) (Due 1/23)")', () => {
    const doc = syllabus('MATH 315, Spring 2019', ['Week', 'Topic', 'Quiz', 'Assignments'], ['1 (1/20)', 'Data types', '[MWF](https://forms.example.edu/a) (Due 1/24) [TR](https://forms.example.edu/b) (Due 1/23)', '']);
    expect(brief(doc)).toEqual(['2019-01-23 quiz Quiz: Data types', '2019-01-24 quiz Quiz: Data types']);
  });

  it('reads a month and day joined by a dot before a weekday as a date ("3.21 Tue")', () => {
    const doc = syllabus('Stochastic Finance, Spring 2023', ['No', 'Date', 'Contents'], ['05', '3.07 Tue', 'Ch. 3 [HW1, Due Saturday]'], ['09', '3.21 Tue', 'Midterm Exam']);
    expect(brief(doc)).toEqual(['2023-03-11 assignment HW1', '2023-03-21 exam Midterm Exam']);
  });

  it('dates work by the sentence after it that says when a student can take it ("Midterm 1: 20% of grade. You can take it February 17th through 21st")', () => {
    const doc = documentOf('markdown', { text: 'Econ 102, Spring 2014', heading: 1 }, { text: 'Midterm 1: 20% of grade. You can take it February 17th through 21st', list: 1, opens: true });
    expect(brief(doc)).toEqual(['2014-02-17 exam Midterm 1']);
  });

  it('takes no year from a book’s line with its ISBN, and a year from a date left with no day ("Avaliação 1: /09/2025")', () => {
    const doc = documentOf(
      'markdown',
      { text: 'Plano de ensino', heading: 1 },
      { text: 'Aula | Data | Conteúdo', cells: ['Aula', 'Data', 'Conteúdo'], table: 1 },
      { text: '4 | 30/08 | Avaliação 1. Entrega de termos.', cells: ['4', '30/08', 'Avaliação 1. Entrega de termos.'], table: 1 },
      { text: '5 | 06/09 | Acompanhamento do trabalho aluno-orientador.', cells: ['5', '06/09', 'Acompanhamento do trabalho aluno-orientador.'], table: 1 },
      { text: 'Avaliação 1: /09/2025', list: 1, opens: true },
      { text: 'MONTEIRO, E. Projeto de sistemas. Rio de Janeiro: Brasport, 2004. 321. ISBN: 8574521760.', list: 1, opens: true },
    );
    // (The supervision of the work, "Acompanhamento do trabalho", is a class, not work handed in.)
    expect(extract(doc).items.map((i) => `${i.date} ${i.title}`)).toEqual(['2025-08-30 Avaliação 1']);
  });

  it('reads a calendar’s month alone in a cell in Portuguese, French or Italian ("Mai", "Ago") over its days, under a "Data" header, in the title’s semester ("2025.1")', () => {
    const doc = syllabus('CIN0135 Estruturas de Dados 2025.1', ['Mês', 'Dia', 'Data', 'Atividade', 'Conteúdo'], ['Mai', 'Ter', '06', 'Aula 01', 'Introdução'], ['Jul', 'Qui', '03', 'Prova', 'PROVA 1'], ['Ago', 'Qui', '14', 'Prova 2', 'PROVA 2']);
    expect(brief(doc)).toEqual(['2025-07-03 exam Prova 1', '2025-08-14 exam Prova 2']);
  });

  it('between years the weekdays fit alike, takes the one next to the year of a term they contradict ("(Fall 2016)" over Mondays of 2017)', () => {
    const doc = documentOf('markdown', { text: 'ECN 1B - Principles of Macro (Fall 2016)', heading: 1 }, { text: 'Midterm 1: Monday October 23, 6:10-7:30pm', list: 1 }, { text: 'Midterm 2: Monday November 20, 6:10-7:30pm', list: 1 }, { text: 'Final Exam: Thursday December 14, 8:30-10:30pm', list: 1 });
    expect(brief(doc)).toEqual(['2017-10-23 18:10 exam Midterm 1', '2017-11-20 18:10 exam Midterm 2', '2017-12-14 20:30 exam Final Exam']);
  });

  it('reads an exam listed by its week ("Exam 01: Week 6 (February 23, 2026)") as the one the schedule sits on a day of that week, named without the week', () => {
    const doc = documentOf(
      'markdown',
      { text: 'BIOL 1, Spring 2026', heading: 1 },
      { text: 'Week | Day | Date | Topic', cells: ['Week', 'Day', 'Date', 'Topic'], table: 1 },
      { text: '6 | Mon | 2/23 | Exam 01 Review', cells: ['6', 'Mon', '2/23', 'Exam 01 Review'], table: 1 },
      { text: '6 | Wed | 2/25 | Exam 01', cells: ['6', 'Wed', '2/25', 'Exam 01'], table: 1 },
      { text: 'Exam Schedule', heading: 2 },
      { text: 'Exam 01: Week 6 (February 23, 2026)', list: 1 },
    );
    expect(brief(doc)).toEqual(['2026-02-25 exam Exam 01']);
  });

  it('reads the day an exam covers up to ("Exam #1 (Through 09/27/2019)") as no day of the exam, and numbers glued to a name ("Class06-07") as no date', () => {
    const doc = syllabus('COMP 130, Fall 2019', ['Date', 'Topic', 'Assignment'], ['F 09/13/2019', 'More Functions', 'Class06-07 Due: 09/18 8:00am'], ['F 10/04/2019', 'Exam #1 (Through 09/27/2019)', '']);
    expect(brief(doc)).toEqual(['2019-09-18 08:00 assignment Class06-07', '2019-10-04 exam Exam #1']);
  });

  it('drops the labs a syllabus says are not collected or graded ("Lab work is not collected or graded")', () => {
    const doc = syllabus('EPID 785R, Fall 2026', 'A note on the labs. The weekly labs are hands-on practice sessions. Lab work is not collected or graded.', 'Assignment 1 is due Tue Sep 15.', ['Week', 'Lecture', 'Lab'], ['2 (Mon 9/14)', 'Data Collection', 'Lab 2: Three Ways to Sample Controls']);
    expect(brief(doc)).toEqual(['2026-09-15 assignment Assignment 1']);
  });

  it('reads a French schedule’s hand-ins ("Remise TP1") as work, and its assignment’s presentation, formative exam and exam’s return or correction as none', () => {
    const doc = syllabus('420-C17, Automne 2025', ['Date', 'Contenu', 'À remettre'], ['Lundi 15 septembre', 'Examen formatif\nPrésentation TP1', ''], ['Lundi 29 septembre', 'Fonctions', 'Remise TP1'], ['Jeudi 6 novembre', "Retour sur l'examen", ''], ['Mercredi 11 novembre', "Correction de l'examen", ''], ['Lundi 8 décembre', 'Examen final', '']);
    expect(brief(doc)).toEqual(['2025-09-29 assignment Remise TP1', '2025-12-08 exam Examen final']);
  });

  it('names the stages in brackets after a work by it ("Essay 1 (draft due 2/3, final due 2/10)"), and does not call the work undated', () => {
    const result = extract(syllabus('ENGL 101, Spring 2019', 'Essay 1 (draft due 2/3, final due 2/10)', 'hw07_proposal* (Draft Due 3/5, PR 3/7, Final 3/9)'));
    expect(result.items.map((i) => `${i.date} ${i.title}`)).toEqual(['2019-02-03 Essay 1: Draft', '2019-02-10 Essay 1: Final', '2019-03-05 Hw07: Draft', '2019-03-09 Hw07: Final']);
    expect(result.unplaced).toEqual([]);
  });

  it('reads each row of days and rooms under a heading of exam dates as a sitting ("## Date di appello" over "25/01/2021 | 15:00-16:30 | Aula I")', () => {
    const doc = documentOf(
      'markdown',
      { text: 'Algoritmi e Linguaggi di Programmazione', heading: 1 },
      { text: 'Date di appello', heading: 2 },
      { text: 'Anno Accademico 2020/2021', heading: 3 },
      { text: 'Data | Orario | Aula', cells: ['Data', 'Orario', 'Aula'], table: 1 },
      { text: '25/01/2021 | 15:00-16:30 | Aula I', cells: ['25/01/2021', '15:00-16:30', 'Aula I'], table: 1 },
      { text: '09/02/2021 | 09:00-10:30 | Aula VI', cells: ['09/02/2021', '09:00-10:30', 'Aula VI'], table: 1 },
      { text: 'Tracce di appello', heading: 2 },
      { text: 'Data | Traccia', cells: ['Data', 'Traccia'], table: 2 },
      { text: '25/01/2021 | N.D.', cells: ['25/01/2021', 'N.D.'], table: 2 },
    );
    expect(brief(doc)).toEqual(['2021-01-25 exam Appello', '2021-02-09 exam Appello']);
  });

  it('dates a lesson’s heading past its number and a comma ("Lesson 5, Tuesday 1/21 – Sound Ethics"), so work for next time is due at the next lesson', () => {
    const doc = documentOf(
      'markdown',
      { text: 'Composing Digital Media, Spring 2020', heading: 1 },
      { text: 'Lesson 4, Thursday 1/16 – Sound, Space, and Audacity', heading: 3 },
      { text: 'For next time:', opens: true },
      { text: 'Fork the assignment repository on GitHub if you haven’t yet', list: 1 },
      { text: 'Write a proposal for your sound narrative, including a prospective asset list; post to the Issues page.', list: 1 },
      { text: 'Lesson 5, Tuesday 1/21 – Sound Ethics, Sound Studio', heading: 3 },
      { text: 'Bring headphones', list: 1 },
    );
    expect(brief(doc)).toEqual(['2020-01-21 project Write a proposal for your sound narrative']);
  });

  it('under a heading of deliverables, reads a table of class days with topics beside a column of work by that column, not each day as a deadline', () => {
    const doc = documentOf(
      'markdown',
      { text: 'Computer Vision, Summer 2025', heading: 1 },
      { text: 'Dates and Deliverables', heading: 1 },
      { text: 'Lecture Dates and Details', heading: 3 },
      { text: 'Date | Day | Topics | Assignments/Exercises', cells: ['Date', 'Day', 'Topics', 'Assignments/Exercises'], table: 1 },
      { text: 'May 27, 2025 | Tue | Course Details | ', cells: ['May 27, 2025', 'Tue', 'Course Details', ''], table: 1 },
      { text: 'June 10, 2025 | Tue | Image Processing | Quiz 1', cells: ['June 10, 2025', 'Tue', 'Image Processing', 'Quiz 1'], table: 1 },
    );
    expect(brief(doc)).toEqual(['2025-06-10 quiz Quiz 1']);
  });

  it('reads a label naming numbered work and its due date over a list ("Problem Set 9 (Due Friday, March 16):") as that work, its entries as its parts', () => {
    const doc = documentOf(
      'markdown',
      { text: 'MATH 241, Spring 2018', heading: 1 },
      { text: 'Problem Set 9 (Due Friday, March 16):', opens: true },
      { text: 'complete the worksheet for section 3.2', list: 1 },
      { text: '(3.2) 2, 4, 6, 10, 12', list: 1 },
      { text: 'Problem Set 10 (Due Wednesday, March 21):', opens: true },
      { text: '(3.4) 8, 10, 12', list: 1 },
    );
    expect(brief(doc)).toEqual(['2018-03-16 assignment Problem Set 9', '2018-03-21 assignment Problem Set 10']);
  });

  it('dates work a sub-entry hands in by its verb under a dated entry ("Submit Group Proposal!"), not a form nor a link to it', () => {
    const doc = documentOf(
      'markdown',
      { text: 'STAT 385, Summer 2016', heading: 1 },
      { text: '6/28/16 - T: Data Management Techniques', list: 1 },
      { text: 'Read Dates and Times in R for Data Science', list: 2 },
      { text: '>> Submit Group Proposal! <<', list: 2 },
      { text: 'Submit the HPS Volunteer form online', list: 2 },
      { text: '6/30/16 - R: S3 Objects', list: 1 },
      { text: 'Submit a link to your blog post through the form', list: 2 },
    );
    expect(brief(doc)).toEqual(['2016-06-28 project Group Proposal']);
  });

  it('reads a session on an exam’s logistics as no exam ("Midterm Logistics Practice and Review")', () => {
    const doc = syllabus('ECON 526, Fall 2024', 'October 16th: Midterm Logistics Practice and Review', 'October 21st: IN CLASS MIDTERM');
    expect(brief(doc)).toEqual(['2024-10-21 exam Midterm']);
  });

  it('reads a row of a table under "Topic | Date | Grade %" in a section of quizzes as that quiz, in the year a hashtag writes ("#SNOWMAGGEDON2020")', () => {
    const doc = documentOf(
      'markdown',
      { text: 'HKR 6000', heading: 1 },
      { text: 'Week | Date | Topic', cells: ['Week', 'Date', 'Topic'], table: 1 },
      { text: 'Week 2 | January 20 | #SNOWMAGGEDON2020', cells: ['Week 2', 'January 20', '#SNOWMAGGEDON2020'], table: 1 },
      { text: 'Quizzes', heading: 3 },
      { text: 'Topic | Date | Grade %', cells: ['Topic', 'Date', 'Grade %'], table: 2 },
      { text: 'Exploring Data | February 3 | 1', cells: ['Exploring Data', 'February 3', '1'], table: 2 },
      { text: 'Correlation | February 10 | 1', cells: ['Correlation', 'February 10', '1'], table: 2 },
    );
    expect(brief(doc)).toEqual(['2020-02-03 quiz Exploring Data quiz', '2020-02-10 quiz Correlation quiz']);
  });

  it('reads a day and month alone in a cell with the dot that closes it ("8.09.") or with its hour ("17.09 21:00") under a date header', () => {
    const doc = syllabus('Python101: Python for Linguists 2018', ['Week', 'Seminar', 'Homework', 'Due date'], ['8.09.', 'Datatypes and variables', 'HW1', '17.09 21:00'], ['15.09', 'Control structures', 'HW2', '22.09 12:00']);
    expect(brief(doc)).toEqual(['2018-09-17 21:00 assignment HW1', '2018-09-22 12:00 assignment HW2']);
  });

  it('names the work a row gives by its code by the row’s "Title" too ("A01 | Session 7 Case Questions")', () => {
    const doc = syllabus('MGMT 6305, Spring 2026', ['Assignment ID', 'Title', 'Due Date'], ['A01', 'Session 7 Case Questions', 'Wednesday, Feb 11, 2026'], ['Quiz 2', 'Quiz 2', 'Wednesday, Feb 18, 2026']);
    expect(brief(doc)).toEqual(['2026-02-11 assignment Assignment 01: Session 7 Case Questions', '2026-02-18 quiz Quiz 2']);
  });
});

describe('rules found on a thirtieth round of unseen syllabi', () => {
  it('takes a fall term running into January in the first year of the academic year its links write ("…/expra_winter2021-2022/…")', () => {
    const doc = {
      ...syllabus('# Syllabus', ['Date', 'Content', 'Due This Week'], ['Week 7: Dec. 2', 'Project Workshop', 'Friday, Dec. 3: Demo Reports Due'], ['Week 13: Feb. 3', 'Projects Workshop', 'Wednesday, Feb. 2: Posters Due']),
      linkTargets: ['https://example.github.io/expra_winter2021-2022/setup.html'],
    };
    // (2021 and 2027 both fit these weekdays; the links' 2022 is where the term ends, not a year it must begin in.)
    expect(extract(doc).items.map((i) => i.date)).toEqual(['2021-12-03', '2022-02-02']);
  });

  it('reads a Portuguese or Brazilian semester written with its ordinal ("1.º/2020", "2º semestre de 2019"), and a review ("Resenha") as the work its row is due for, named by it rather than the row’s number', () => {
    const rows = [['', 'Conteúdo', 'Atividades', 'Prazo'], ['ii', 'Renascimento e historiografia', 'Resenha: 474--490', '08/09'], ['iii', 'Cidades ideais', 'Resenha: 425, 491--500', '15/09']];
    expect(brief(syllabus('TAU 0006 História da Arquitetura e da Arte II', '1.º/2020 · Turma C · 3.ª/5.ª 20h50--22h30', ...rows))).toEqual(['2020-09-08 assignment Resenha: 474--490', '2020-09-15 assignment Resenha: 425, 491--500']);
    expect(extract(syllabus('Cronograma do 2º semestre de 2019', ...rows)).items.map((i) => i.date)).toEqual(['2019-09-08', '2019-09-15']);
  });
  it('reads a Spanish unit’s assessment and problem series ("Evaluación U1", "Serie de problemas 2"), as one exam where its row also calls it summative', () => {
    const doc = syllabus('Cuatrimestre Enero-Abril 2026', ['Sesión', 'Fecha', 'Tema', 'Actividades'], ['S11', '23 Ene', 'Problemas Aplicados', 'Serie de problemas 2: Cinemática'], ['EU1', '30 Ene', 'Evaluación U1', 'Evaluación Sumativa Unidad I']);
    expect(brief(doc)).toEqual(['2026-01-23 assignment Serie de problemas 2: Cinemática', '2026-01-30 exam Evaluación U1']);
  });

  it('reads Korean and Japanese names of exams, quizzes and homework ("중간 고사", "기말 고사", "퀴즈 1", "期末試験")', () => {
    const doc = syllabus('CSE133 컴퓨터 네트워크 2024년 2학기', ['주차', '날짜', '내용'], ['9주차', '10월 29일(화)', '중간 고사'], ['10주차', '11월 5일(화)', '퀴즈 1'], ['16주차', '12월 17일(화)', '기말 고사'], ['17주차', '12월 19일(목)', '期末試験']);
    expect(brief(doc).map((line) => line.split(' ').slice(0, 2).join(' '))).toEqual(['2024-10-29 exam', '2024-11-05 quiz', '2024-12-17 exam', '2024-12-19 exam']);
  });
  it('between years the weekdays fit alike, takes the one glued to a name in an address’s folder ("…/OpenSourceEcon/BootCamp2019/…")', () => {
    const doc = {
      ...syllabus('# Economics schedule', ['Date', 'Day', 'Topic', 'Problem set'], ['7-1', 'M 10-noon', 'Dynamic programming', 'Econ Prob. Set 1'], ['7-2', 'T', '', 'due M, 7-8, 11pm']),
      linkTargets: ['https://github.com/OpenSourceEcon/BootCamp2019/blob/master/Econ/DynProgr_probset.pdf'],
    };
    expect(brief(doc)).toEqual(['2019-07-08 23:00 assignment Econ Prob. Set 1']);
  });

  it('names a row’s work by its "Name" column in full ("DP1 (Draft 1)"), and once where its title holds that name already ("DP1 (Final)" under "## Projects")', () => {
    const doc = documentOf('markdown', { text: 'AE 353 Spring 2025', heading: 1 }, { text: 'Projects', heading: 2 }, { text: 'Name | Deadline', cells: ['Name', 'Deadline'], table: 1 }, { text: 'DP1 (Draft 1) | 2025-02-07', cells: ['DP1 (Draft 1)', '2025-02-07'], table: 1 }, { text: 'DP1 (Final) | 2025-02-21', cells: ['DP1 (Final)', '2025-02-21'], table: 1 });
    expect(brief(doc).map((line) => line.replace(/ (?:assignment|project) /, ' '))).toEqual(['2025-02-07 DP1 (Draft 1)', '2025-02-21 DP1 (Final) project']);
  });
  it('reads a line naming no kind under a header of readings and homework due ("Intro Python Prep" under "Homework/Reading Due") as a reading, not work', () => {
    const doc = syllabus('CS111 Introduction to Computer Science, Winter 2026', ['Date', 'Homework/Reading Due', 'In Class', 'Homework Out'], ['1/7', 'Intro Python Prep', 'Slides, Starting with Python', 'HW1: Input'], ['1/14', 'Modules Prep; HW1', 'Slides, Random Turtles', 'HW2: Solar'], ['2/18', 'Final Project Proposal', 'Minimum Viable Product', '']);
    expect(brief(doc)).toEqual(['2026-01-14 assignment HW1', '2026-02-18 project Final Project Proposal']);
  });

  it('reads a month’s cell before a day and a week’s number ("Sept | 5 | 1 | Introduction") as that month’s day, not a calendar’s week that wraps', () => {
    const doc = syllabus('Course Schedule Fall 2018', ['month', 'day', 'wk', 'topics', 'activity'], ['Sept', '5', '1', 'Introduction', 'Lecture 1'], ['', '12', '', '', 'Phys Prop Quiz']);
    expect(brief(doc)).toEqual(['2018-09-12 quiz Phys Prop Quiz']);
  });
  it('reads a code alone in a due cell by the legend a sentence gives ("Q is for quizzes and HW for regular homeworks")', () => {
    const doc = syllabus('CSCI 2824 Calendar, Summer 2019', '- All assignments are due at 11:59PM on the day they are listed. Q is for quizzes and HW for regular homeworks.', ['Week', 'Date', 'Due', 'Reading', 'Topic'], ['1', '06.03', 'Q', '2.1,2.2', 'Course goals'], ['', '06.04', '', '2.3,2.4', 'Arguments'], ['', '06.07', 'HW', '', '']);
    expect(brief(doc)).toEqual(['2019-06-03 23:59 quiz Quiz', '2019-06-07 23:59 assignment HW']);
  });
  it('reads work an ordinal opens and "due" closes as work, with no kind word ("First passage analysis due Friday")', () => {
    const doc = syllabus('PHIL 871 Kant, Fall 2018', ['Week', 'Date', 'Material'], ['3', 'Thu 9.6', 'Transcendental Idealism I // First passage analysis due Friday'], ['6', 'Thu 9.27', 'The Transcendental Deduction // Second passage analysis due Friday']);
    expect(brief(doc)).toEqual(['2018-09-07 assignment First passage analysis', '2018-09-28 assignment Second passage analysis']);
  });
  it('reads work a short code names and "due" dates ("A1 due 9/26", "P0 individual due 9/19"), not a part after its work’s code ("A2 MS1 due")', () => {
    const doc = documentOf('markdown', { text: 'CPSC 481 Fall 2016', heading: 1 }, { text: 'Week of 9/19', list: 1 }, { text: 'Notes: P0 individual due 9/19; A1 released 9/19', list: 2 }, { text: 'Week of 9/26', list: 1 }, { text: 'Notes: A1 due 9/26; A2 released 9/28', list: 2 }, { text: 'Week of 10/3', list: 1 }, { text: 'Assignment 2 MS1 due 10/5', list: 2 });
    expect(brief(doc)).toEqual(['2016-09-19 assignment P0 individual', '2016-09-26 assignment A1', '2016-10-05 assignment Assignment 2']);
  });
  it('reads an online homework system’s work as work ("Submission Deadline for Unit 1 MyMathLab"), and registering for it as none', () => {
    const doc = documentOf('markdown', { text: 'MAT 171 Precalculus, Fall 2024', heading: 1 }, { text: 'Monday, August 19', heading: 3 }, { text: 'Register for MyMathLab in OpenLMS', list: 1 }, { text: 'Monday, September 9', heading: 3 }, { text: 'Submission Deadline for Unit 1 MyMathLab for full credit. Attempts submitted after this date will receive a 25% point deduction.', list: 1 });
    expect(brief(doc)).toEqual(['2024-09-09 assignment Unit 1 MyMathLab']);
  });

  it('reads a label of work with nothing after its colon ("In-class lab:") as a slot left to fill, not work, where in-class labs are due in class', () => {
    const doc = documentOf('markdown', { text: 'JOUR 472, Fall 2019', heading: 1 }, { text: 'Unless I note otherwise, in-class labs are due at the end of class.', opens: true }, { text: 'Week 12 - Nov 12', heading: 4 }, { text: 'Tuesday Class', opens: true }, { text: 'In-class lab: Census data', list: 1 }, { text: 'Week 13 - Nov 19', heading: 4 }, { text: 'Tuesday Class', opens: true }, { text: 'In-class lab:', list: 1 });
    expect(brief(doc)).toEqual(['2019-11-12 assignment Lab: Census']);
  });
  it('reads a video of work to watch ("Watch Lab 2 Video (optional)") as no work', () => {
    const doc = documentOf('markdown', { text: 'CSC 170 Summer 2020', heading: 1 }, { text: 'Wednesday, May 20', heading: 3 }, { text: 'Watch Lab 2 Video (Panopto 30:38) (optional)', list: 1 }, { text: 'Lab 1 (due: Wednesday, May 20)', list: 1 });
    expect(brief(doc)).toEqual(['2020-05-20 assignment Lab 1']);
  });
  it('reads "Turn in draft of …" as work handed in, not work "in" a session ("in quiz 3")', () => {
    const doc = syllabus('Senior thesis seminar, Spring 2022', ['Date', 'Activity'], ['Mar 10', 'Turn in draft of entire thesis to all advisers.'], ['Mar 12', 'Questions in quiz 3 review']);
    expect(brief(doc)).toEqual(['2022-03-10 assignment Draft']);
  });
  it('reads an Italian hand-in ("Consegna Assignment 2") as work due that day, and a numbered "Presentazione" as a presentation', () => {
    const doc = syllabus('Benessere Digitale 2024', '22/04/2024 EOD', 'Consegna Assignment 2', '23/04/2024 EOD', 'PRESENTAZIONE 1: Journey Map');
    expect(brief(doc)).toEqual(['2024-04-22 assignment Consegna Assignment 2', '2024-04-23 project PRESENTAZIONE 1: Journey Map']);
  });
});

describe('rules found on a thirty-first round of unseen syllabi', () => {
  it('reads a day without class for Thanksgiving as no weekday of its own ("11/26 – NO CLASS, Thanksgiving" may be the Tuesday before), and "Thanksgiving Day" as a Thursday', () => {
    // Dated Tuesdays and Thursdays of 2019; the one weekday a "Thanksgiving" line would give (11/26 a Thursday) fits 2020.
    const rows = (holiday: string) => extract({ ...syllabus('# Class-by-Class Schedule', '9/3 – What can you do with text?', '9/5 – HW 0 Due', '9/10 – Web scraping', '9/19 – HW 1 Due', `11/26 – ${holiday}`, '12/3 – Project presentations'), linkTargets: ['https://www.nytimes.com/interactive/2019/08/19/us/politics/songs.html'] }).items.map((i) => i.date);
    expect(rows('NO CLASS, Thanksgiving')).toEqual(['2019-09-05', '2019-09-19', '2019-12-03']);
    expect(rows('NO CLASS, Thanksgiving Day')).toEqual(['2020-09-05', '2020-09-19', '2020-12-03']);
  });
  it('does not take a year a reading’s title writes ("Reddit’s 2015 Ban") for the course’s, when the links date what it assigns later', () => {
    const doc = { ...syllabus('# Class-by-Class Schedule', '9/3 – What can you do with text?', '9/5 – HW 0 Due', '9/10 – Web scraping', '9/12 – Pandas', '9/19 – HW 1 Due', 'Read: “You Can’t Stay Here: The Efficacy of Reddit’s 2015 Ban Examined Through Hate Speech”', '12/3 – Project presentations'), linkTargets: ['https://pudding.cool/2019/08/chyrons/'] };
    expect(extract(doc).items.map((i) => i.date)).toEqual(['2019-09-05', '2019-09-19', '2019-12-03']);
  });
  it('reads "Su 10/30" as a Sunday’s date, not the summer of 2010, and a course id ending in its term ("courseid: 146-f16") as that term', () => {
    const rows = [['Lecture', 'Date', 'Topic', 'Reading/homework'], ['1', 'W 8/24', 'Introduction', '1.1'], ['', 'F 9/16', '', 'Homework 2 due Fri 9/16 11:59pm'], ['', 'Su 10/30', '', 'Homework 7 due']];
    // (2011, 2016 and 2022 put these days on those weekdays alike.)
    expect(extract(syllabus('layout: course', ...rows)).items.map((i) => i.date)).toEqual(['2022-09-16', '2022-10-30']);
    expect(extract(syllabus('courseid: 146-f16', ...rows)).items.map((i) => i.date)).toEqual(['2016-09-16', '2016-10-30']);
  });
  it('reads "Project 0 will not be graded" of that project alone: the numbered projects after it are graded', () => {
    const doc = documentOf('markdown', { text: 'CS 145, Spring 2024', heading: 1 }, { text: 'You are required to finish Project 0 before the class. Project 0 will not be graded.', list: 1 }, { text: 'Week 3', heading: 3 }, { text: 'Feb 11 Sun: Project 1 due', list: 1 }, { text: 'Apr 12 Fri section: Final project suggestions', list: 1 });
    expect(brief(doc)).toEqual(['2024-02-11 project Project 1']);
  });
  it('keeps the day a row says its work is due, on a weekday it names, where a rule gives the kind another weekday ("Projects … due biweekly on Mondays")', () => {
    const doc = syllabus('ASTR 596, Fall 2025', ['Component', 'Weight', 'Details'], ['Projects 1-6', '50%', '8.33% each, due biweekly on Mondays'], ['Date', 'Item', 'Submission Method'], ['Sept 8 (Mon)', 'Project 1 Due', 'GitHub Classroom'], ['Nov 21 (Fri)', 'Final Project Proposal Due', 'Canvas PDF']);
    expect(brief(doc)).toEqual(['2025-09-08 project Project 1', '2025-11-21 project Final Project Proposal']);
  });
  it('keeps the date a row gives under its "Due Date" header, where a rule would count a week on from the day work is listed', () => {
    const doc = syllabus('ASTR 596, Fall 2025', 'Projects are assigned on Mondays and due the following Monday at 11:59 PM.', ['Project', 'Assigned', 'Due Date', 'Topic'], ['Project 1', 'Aug 25 (Mon)', 'Sept 8 (Mon)', 'Stellar physics'], ['Project 2', 'Sept 8 (Mon)', 'Sept 22 (Mon)', 'N-body dynamics']);
    expect(brief(doc)).toEqual(['2025-09-08 23:59 project Project 1', '2025-09-22 23:59 project Project 2']);
  });
  it('reads Portuguese short months glued to their day ("24set", "11dez") and a Spanish weekday cut short before a named month ("mar. 14 de Agosto" is a Tuesday, not March)', () => {
    const portuguese = syllabus('ELC1080 Sistemas Operacionais, segundo semestre de 2024', ['id', 'prazo', 'assunto'], ['t0', '24set', 'simulador de computador'], ['final', '11dez', 'entrega final'], ['', '19dez', 'exame']);
    expect(extract(portuguese).items.map((i) => `${i.date} ${i.type}`)).toEqual(['2024-09-24 assignment', '2024-12-11 assignment', '2024-12-19 exam']);
    const spanish = syllabus('Programación, segundo semestre 2018', ['Fecha', 'Tipo', 'Entrega/Actividad'], ['mar. 14 de Agosto', 'CLASE S2', 'E01 ClonArte'], ['jue. 16 de Agosto', 'AYUDANTÍA', ''], ['mar. 02 de Octubre', 'CLASE S8', 'EX02 Examen Final']);
    expect(brief(spanish)).toEqual(['2018-08-14 assignment E01 ClonArte', '2018-10-02 exam EX02 Examen Final']);
  });
  it('dates the work a sentence only names by the sentence of a date alone after it ("Final Exam. Dec 23, 2013. 6:20 - 8:20 pm."), and an extension ("Extended until Monday, Nov 18.")', () => {
    const doc = syllabus('Discrete Structures, Fall 2013', 'Lecture 13. Oct 16, 2013. Recursion in Mathematics and Programming.', 'Midterm. Oct 21, 2013. Example (answers).', 'HW9. Extended until Monday, Nov 18.', 'Project presentation. Dec 11, 2013.', 'Final Exam. Dec 23, 2013. 6:20 - 8:20 pm.');
    expect(brief(doc)).toEqual(['2013-10-21 exam Midterm', '2013-11-18 assignment HW9', '2013-12-11 project Project presentation', '2013-12-23 18:20 exam Final Exam']);
  });

  it('with nothing else to tell the year, takes the one of the latest article its links date ("…/2021/04/…"), not the term ahead', () => {
    const doc = { ...documentOf('markdown', { text: 'QTM 340: Class-by-Class Schedule', heading: 1 }, { text: '8/31 - What can you do with text?', heading: 4 }, { text: 'HW0 due: Video intro (on Canvas)', list: 1 }, { text: '9/2 - Text as data', heading: 4 }, { text: 'HW1 due: Introduce yourself', list: 1 }, { text: '9/9 - Tokens', heading: 4 }, { text: 'HW2 due: Word counts', list: 1 }), linkTargets: ['https://www.nytimes.com/2020/07/29/opinion/gpt-3.html', 'https://post45.org/2021/04/against-conglomeration/'] };
    expect(extract(doc).items.map((i) => i.date)).toEqual(['2021-08-31', '2021-09-02', '2021-09-09']);
  });
  it('reads an academic year written alone ("Functional Programming 2019/2020") as its fall’s year for a fall’s dates, and the deadline a sentence after the work gives ("This was released on …, and the final deadline and test are on …")', () => {
    const doc = syllabus('# CS316 Functional Programming 2019/2020', 'Exercise 1 (30%) : First Order Programming. This was released on Thursday 3rd October (week 2), and the final deadline and test are on Monday 21st October (week 5).', 'Exercise 2 (30%) : Higher Order Programming. This will be released on Thursday 17th October (week 4), and the final deadline and test are on Monday 11th November (week 8).');
    expect(brief(doc)).toEqual(['2019-10-21 assignment Exercise 1', '2019-11-11 assignment Exercise 2']);
  });
  it('reads "Class Presentations" alone on a day of the schedule as presentations held that day', () => {
    const doc = syllabus('Cognitive Science Research Methods, Fall 2021', ['Week', 'Day', 'Date', 'Topic', 'Readings', 'Due'], ['15', 'T', '14-Dec', 'Data Analysis', '', ''], ['16', 'TH', '16-Dec', 'Class Presentations', '', '']);
    expect(brief(doc)).toEqual(['2021-12-16 project Presentations']);
  });

  it('reads work "due and graded in class" as handed in that day, not done in class', () => {
    const doc = syllabus('PHY 309 Electrodynamics', ['Week starting..', 'Monday', 'Wednesday', 'Friday'], ['February 3, 2020', 'Conductors', 'Assignment #01 due and graded in class', 'Laplace'], ['February 10, 2020', 'Separation', 'Lab 2: titration (in class)', 'Multipole']);
    expect(brief(doc)).toEqual(['2020-02-05 assignment Assignment #01']);
    // (Under "Due", the work is named without what is done with it then.)
    expect(brief(syllabus('Discrete Structures, Fall 2013', ['Week', 'Topic', 'Due'], ['Week 5', 'Oct 9: Graphs', 'Assignment #05 due and graded in class']))).toEqual(['2013-10-09 assignment Assignment #05']);
  });
  it('reads the specifications or instructions for work as no work ("estaré publicando las especificaciones para la tarea 3"), and lists joined by "y" as each work ("Tareas 4 y 5")', () => {
    const doc = syllabus('POO, primavera 2013', 'El día de mañana viernes 15 de Marzo estaré publicando las especificaciones para la tarea 3.', ['Fecha', 'POO'], ['Sábado 23 Marzo, 2013', 'Tarea 3'], ['Lunes 8 Abril, 2013', 'Tareas 4 y 5']);
    expect(brief(doc)).toEqual(['2013-03-23 assignment Tarea 3', '2013-04-08 assignment Tareas 4', '2013-04-08 assignment Tareas 5']);
  });

  it('reads a code alone under "Due" as work ("P4"), not a page to read ("p. 4-10")', () => {
    const doc = syllabus('EECS 330 HCI, Winter 2020', ['Week', 'Topic', 'Readings', 'Due'], ['Week 4', 'Jan 27 Norman', '', 'HW3'], ['', 'Feb 12: Data', '', 'P4'], ['', 'Feb 19: Data', '', 'p. 4-10']);
    expect(brief(doc)).toEqual(['2020-01-27 assignment HW3', '2020-02-12 assignment P4']);
  });
  it('takes the year next to a named term its weekdays contradict ("Fall 2020" over 2019’s "Wed, Nov 27"), not a later year they fit', () => {
    const doc = syllabus('# Introduction to Neurobiology, Fall 2020', ['Date', 'Topic', 'Due'], ['Thu, Oct 3', 'Reflexes', 'Reflection letter'], ['Wed, Nov 27', 'Review', 'Draft of the final paper'], ['Mon, Dec 9', 'Wrap-up', 'Final paper']);
    expect(extract(doc).items.map((i) => i.date)).toEqual(['2019-10-03', '2019-11-27', '2019-12-09']);
  });
  it('reads work "to be posted" as not yet handed out, its due date standing ("API Assignment (to be posted) | March 10"), and an exam whose dates are "to be released" as not yet dated', () => {
    const doc = syllabus('IS 310, Spring 2022', ['Assignment', 'Due Date'], ['API Assignment (to be posted)', 'March 10'], ['HW 3 posted', 'March 12']);
    expect(brief(doc)).toEqual(['2022-03-10 assignment API Assignment']);
    const exams = syllabus('MATH1005, Semester 2 2023', ['Week', 'Mon', 'Tue', 'Notes', 'Wed', 'Fri'], ['Week 13\n(Nov 1)', 'Review', '--', 'Quiz 3', '--', '--'], ['Exam Period\n(Nov 13-25)', '--', '--', 'Exam data to be released by the University.', '--', '--']);
    expect(brief(exams)).toEqual(['2023-11-01 quiz Quiz 3']);
  });

  it('reads a day and month before a 24-hour time without a colon ("Fri 24-Mar 1400"), not a year 1400, and "24-Mar 2023" as that day of 2023', () => {
    const doc = syllabus('Bioinformatics, Term 1 2023', ['Assessment task', 'Weight', 'Deadline'], ['1 (b) RNA-seq dataset Short essay', '20%', 'Fri 24-Mar 1400 (Week 6)'], ['2 Bioinformatics Practical Report', '40%', 'Fri 21-Apr 1400 (Week 10)'], ['3 Final Exam', '40%', '14-Apr 2023']);
    expect(extract(doc).items.map((i) => i.date)).toEqual(['2023-03-24', '2023-04-14', '2023-04-21']);
  });

  it('reads a label that names its work in full and its due day over a paragraph ("DEADLINE Final Projects Due (May 14):") as that work due then', () => {
    const doc = documentOf('html', { text: 'SOC 412, Spring 2019', heading: 1 }, { text: 'DEADLINE Final Projects Due (May 14):', opens: true }, { text: 'Submit your final report, code and data as a single archive.', opens: true }, { text: 'Homework due (May 16):', opens: true }, { text: 'Read the chapter on power analysis.', opens: true });
    expect(brief(doc)).toEqual(['2019-05-14 project Final Projects']);
  });

  it('between years a fall’s weekdays fit alike (2021 and 2027), takes the one nearest after the page’s own date (2019)', () => {
    const doc = { ...syllabus('# Homework', 'Homeworks are due Fridays on 8pm via Gradescope.', ['#', 'Assignment', 'Due'], ['1', 'HW01: Newtonian Mechanics', 'F 9/10'], ['2', 'HW02: Lagrange Equations', 'F 9/17'], ['3', 'HW03: Constraints', 'F 10/1']), created: new Date('2019-08-12T12:00:00Z') };
    expect(extract(doc).items.map((i) => i.date)).toEqual(['2021-09-10', '2021-09-17', '2021-10-01']);
  });
  it('reads a periodical in a reading’s citation ("European Journal of Archaeology 22.3") as no journal kept', () => {
    const doc = syllabus('HIST 3812, Fall 2022', 'Oct 5: Reading journal due', "Morgan, Colleen. 2019. 'Avatars, Monsters, and Machines: A Cyborg Archaeology' European Journal of Archaeology 22.3.");
    expect(brief(doc)).toEqual(['2022-10-05 assignment Reading journal']);
  });

  it('moves no work a "Due" column lists on its day by a rule that counts from the day work is listed ("due the following Tuesday")', () => {
    const doc = syllabus('CSCI 235 Robotics, Spring 2021', 'Each project will typically be due the following Tuesday.', ['Date', 'Day', 'Topic', 'Assigned', 'Due'], ['4/8', 'Thu', 'Landmarks', 'Project 7', ''], ['4/13', 'Tue', 'Behaviors', '', 'Project 7'], ['5/5', 'Wed', 'Final Project Presentations', '', 'Final Projects']);
    expect(brief(doc)).toEqual(['2021-04-13 project Project 7', '2021-05-05 project Final Project Presentations']);
  });
});

describe('rules found on a thirty-second round of unseen syllabi', () => {
  it('reads a "Prep Due (10AM)" column as the preps due, with its hour', () => {
    const doc = syllabus('6.1040 Software Design, Fall 2026', ['Date', 'Topic', 'Assignment Due (11:59PM)', 'Prep Due (10AM)'], ['Thu Sep 10', 'Markdown', '', 'Prep 1: Markdown'], ['Mon Sep 14', 'Intro to concept design', 'E1: Problem & personal goals', '']);
    expect(brief(doc)).toEqual(['2026-09-10 10:00 assignment Prep 1: Markdown', '2026-09-14 23:59 assignment E1: Problem & personal goals']);
  });
  it('names work by the capitalised words between its kind and "due" ("Final Project Abstract due"), and reads dates a header calls the class’s ("Date of Class") as no weeks’ Mondays', () => {
    const rows = ['Week 1 | January 22', 'Week 2 | January 29', 'Week 3 | February 5', 'Week 4 | February 12', 'Week 5 | February 19'];
    const doc = syllabus('HIST-GA 1011', ['Week Number', 'Date of Class', 'Topic / Assignment Due'], ...rows.map((row) => row.split(' | ').concat('Seminar')), ['Week 8', 'March 12', 'Access and discovery\nFinal Project Abstract due']);
    const items = extract(doc).items;
    expect(items.map((i) => `${i.date.slice(5)} ${i.title}`)).toEqual(['03-12 Final Project Abstract']);
    // (Read as the weeks' Mondays, January 22 put the course in 2024; a class's date says nothing of the weekday,
    // so with no year written the term ahead is read.)
    expect(items[0]!.date).toBe('2027-03-12');
  });
  it('reads a line opening with a session that goes on to name that work’s part due ("Lab 1: Step Test — Lab 1 prelab due") as the part alone', () => {
    const doc = syllabus('CBE 30338, Spring 2026', ['Date', 'Topic'], ['Friday, January 30, 2026', 'Lab 1: Step Test — Lab 1 prelab due (see lab instructions)'], ['Tuesday, February 10, 2026', 'Lab 1: Step Test — Lab 1 report due 10 PM'], ['Tuesday, March 3, 2026', 'Lab 3: Relay Control — Lab 3 due at 10 PM']);
    expect(brief(doc)).toEqual(['2026-01-30 assignment Lab 1 prelab', '2026-02-10 22:00 assignment Lab 1 report', '2026-03-03 22:00 assignment Lab 3']);
  });
  it('reads French "exposés" as presentations and a dotted date’s two figures of year ("13.02.23")', () => {
    const doc = documentOf('markdown', { text: '13.02.23 – exposés', list: 1 }, { text: 'Group 1 - IA', opens: true }, { text: '27.03.23 – exposés', list: 1 });
    expect(brief(doc)).toEqual(['2023-02-13 project Exposés', '2023-03-27 project Exposés']);
  });
  it('keeps work a schedule lists on the weekday a rule says it is due, where the rule hands it out on another ("assigned on a Monday and due … the following Friday")', () => {
    const doc = syllabus('PSC 4375, Spring 2025', 'Every problem set is assigned on a Monday and due on Blackboard by 11:59PM on the following Friday.', ['Week', 'Date', 'Topic', 'Assignment'], ['0', '01/17/25', 'R-Markdown', 'PS0'], ['2', '01/31/25', 'Tutorial', 'PS1']);
    expect(brief(doc)).toEqual(['2025-01-17 23:59 assignment PS0', '2025-01-31 23:59 assignment PS1']);
  });
  it('takes the term a link writes as a season’s short name and two figures (".../uiuc-stat-100-fa21__;!!…", wrapped by a mail filter) over the latest year the weekdays fit', () => {
    const doc = { ...syllabus('STAT 100', 'Exam 1: Wednesday September 15th from 7-8:30pm', 'Final: Monday December 13th from 1:30-4:30pm'), linkTargets: ['https://urldefense.com/v3/__https://buy.stipes.com/products/uiuc-stat-100-fa21__;!!DZ3fjg!r1ypttGHMtJB$'] };
    expect(brief(doc)).toEqual(['2021-09-15 19:00 exam Exam 1', '2021-12-13 13:30 exam Final']);
  });
  it('reads a French "TP" by its number as work, "Dû" as due, and a session helping with it ("Accompagnement TP1") as none', () => {
    const doc = syllabus('GEO 7630, hiver 2025', ['Date', 'Thème', 'Travaux'], ['14 janvier 2025', 'Perception visuelle', 'Accompagnement TP1'], ['21 janvier 2025', 'Distribution du sujet TP2', ''], ['28 janvier 2025', 'Visualisation', 'TP1 Dû et Accompagnement TP2'], ['15 avril 2025', 'Révisions et aide au TP3', 'TP3 Dû']);
    expect(brief(doc)).toEqual(['2025-01-28 assignment TP1', '2025-04-15 assignment TP3']);
  });
  it('dates work a bracket restates by the end of its name by the bracket’s date ("Entrega TP1 (TP1 - la fecha de entrega es hasta el domingo 20/04)")', () => {
    const doc = syllabus('Sistemas Operativos, 1C 2025', ['Semana', 'Fecha', 'Entregas'], ['6', '18/04/2025', 'Entrega TP1 (TP1 - la fecha de entrega es hasta el domingo 20/04 inclusive)']);
    expect(brief(doc)).toEqual(['2025-04-20 assignment Entrega TP1']);
  });
  it('reads a list entry that gives a date and a share of the grade ("Topic Selection, February 1, 25 points.") as graded work, however it is named', () => {
    const doc = documentOf('markdown', { text: 'POLI 307, Spring 2023', heading: 1 }, { text: 'The policy brief consists of the following four assignments.', opens: true }, { text: 'Topic Selection, February 1, 25 points.', list: 1 }, { text: 'Fact Sheet, March 29 (10%)', list: 1 }, { text: 'Reading week, March 6', list: 1 });
    expect(brief(doc)).toEqual(['2023-02-01 assignment Topic Selection', '2023-03-29 assignment Fact Sheet']);
  });
  it('dates the work listed under a day’s entry by that day where the course says work is due "on the day listed", and learns the names a bracket gives a kind ("Assignments (Drills and Homeworks)")', () => {
    const doc = documentOf('markdown', { text: 'CS 164, Spring 2025', heading: 1 }, { text: 'Assignments (Drills and Homeworks) are due at 9pm on the day listed.', opens: true }, { text: 'Week 1', list: 1 }, { text: 'Tue, Jan 28', list: 2 }, { text: 'Thu, Jan 30', list: 2 }, { text: 'Homework 0', list: 3 }, { text: 'Drill 1', list: 3 }, { text: 'Week 2', list: 1 }, { text: 'Thu, Feb 6', list: 2 }, { text: 'Drill 2', list: 3 });
    expect(brief(doc)).toEqual(['2025-01-30 21:00 assignment Homework 0', '2025-01-30 21:00 assignment Drill 1', '2025-02-06 21:00 assignment Drill 2']);
  });
  it('reads "hmwk01" as homework and what a bracket says a quiz covers ("(covers hmwks 1-2)") as no work', () => {
    const doc = syllabus('CSCI 2824, Spring 2017', ['Date', 'Topic', 'Hmwk'], ['01.27', 'Nested Quantifiers', 'hmwk01'], ['02.08', 'Set Operations - Quiz 1 (covers hmwks 1-2)', '']);
    expect(brief(doc)).toEqual(['2017-01-27 assignment Hmwk01', '2017-02-08 quiz Quiz 1']);
  });
  it('reads "May." written with a dot as the other months are ("HW6 Due May. 10"), and a presentation’s column of dates beside the deadlines as each row’s presentation', () => {
    expect(brief(syllabus('EE 656, Spring 2025', ['Week', 'Topics', 'HW'], ['#15: May 6', '', 'HW6 Due May. 10']))).toEqual(['2025-05-10 assignment HW6']);
    const doc = syllabus('Requisitos de Software 2024.1', ['Etapa', 'Atividade', 'Entrega', 'Apresentação'], ['1', 'Elicitação de Requisitos', '01/04/2024', '02/04/2024'], ['2', 'Modelagem de Requisitos', '20/05/2024', '21/05/2024']);
    expect(brief(doc)).toEqual(['2024-04-01 assignment Elicitação de Requisitos', '2024-04-02 project Apresentação 1', '2024-05-20 assignment Modelagem de Requisitos', '2024-05-21 project Apresentação 2']);
  });
  it('between years the weekdays fit alike, with no date of its own, takes the one nearest after the latest year its text writes ("A past exam from 2019"), not the latest', () => {
    // Tuesday 9 March and Sunday 25 April fall so in 2021 and in 2027.
    const doc = syllabus('CITS4407 Assessment', 'A past CITS4407 exam from 2019 is available.', 'Assignment 1 is due at 11:59 pm on Tuesday 9th March.', 'Assignment 2 is due at 11:59 pm on Sunday 25th April.');
    expect(brief(doc)).toEqual(['2021-03-09 23:59 assignment Assignment 1', '2021-04-25 23:59 assignment Assignment 2']);
  });
  it('reads a sentence a Markdown paragraph wraps after a short line ("An assignment worth 15%" + "of the unit’s marks will be due …") as one, of the work its heading names', () => {
    const doc = documentOf('markdown', { text: 'CITS4407 Assessment, 2021', heading: 1 }, { text: 'Assignment 2', heading: 3 }, { text: 'An assignment worth 15%', opens: true }, { text: 'of the unit’s marks will be due in week 12,' }, { text: 'at 23:59 on Sunday 23 May.' }, { text: 'It’s Raining Strings', heading: 3 });
    expect(brief(doc)).toEqual(['2021-05-23 23:59 assignment Assignment 2']);
  });
  it('reads a report Spanish calls final after its noun ("El informe escrito final") as a report, not the final exam', () => {
    const doc = syllabus('Estadística, segundo semestre 2026', 'El informe escrito final se entrega el 27 de noviembre al inicio de la clase.', 'El examen final es el 4 de diciembre.');
    expect(brief(doc)).toEqual(['2026-11-27 assignment El informe escrito final', '2026-12-04 exam El examen']);
  });
  it('reads a weekday’s numeric date with a space before its slash ("Wednesday, 02 /19"), and leaves the pages under "Reading Due" unflagged', () => {
    const doc = syllabus('PH 465, Spring 2020', ['Date', 'Topic', 'Schroeder Reading Due', 'Suggested Moore Reading Due'], ['Wednesday, 01 /15', 'Temperature, Ideal Gas Law', 'preface & pp. 1-9', 'T1'], ['Wednesday, 02 /19', 'Midterm', 'none', ''], ['Wednesday, 04 /29', 'Final Exam (10:10 am)', 'none', '']);
    const { items, unplaced } = extract(doc);
    expect(items.map((i) => `${i.date}${i.time ? ` ${i.time}` : ''} ${i.type} ${i.title}`)).toEqual(['2020-02-19 exam Midterm', '2020-04-29 10:10 exam Final Exam']);
    expect(unplaced.filter((u) => 'reason' in u && /check/i.test(u.reason))).toEqual([]);
  });
  it('reads a due cell that lists numbered names, by commas or lines, as one item each ("skill 03, redo 01")', () => {
    const doc = syllabus('AM 111, Fall 2023', ['Week', 'Date', 'Topic', 'Preclass/Class due'], ['2', 'Th, 9/14', 'least squares', 'skill 03, redo 01'], ['3', 'Tu, 9/19', 'linear algebra', 'pre class 02\nskill 04, redo 02']);
    expect(brief(doc)).toEqual(['2023-09-14 assignment skill 03', '2023-09-14 assignment redo 01', '2023-09-19 assignment pre class 02', '2023-09-19 assignment skill 04', '2023-09-19 assignment redo 02']);
  });
});
