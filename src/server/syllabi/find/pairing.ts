import type { DateMention } from './dates.js';
import { kindWordsIn, THE_KINDS_DATES, type Deliverable } from './deliverables.js';

/** How a deliverable named in a piece of text is paired with one of its dates. */

/** Longer text is prose about the course, not a line of a schedule. */
export const LINE_LIKE = 140;

// ("Homework 1 released, due 2/3": a due word after the release is the deadline's.)
const RELEASE_BEFORE = /\b(?:assigned|posted|released?|out|available|opens?|issued|handed\s+out)\b[\s:,-]*(?:on\s+)?(?:(?!due\b|by\b)\w+,?\s+)?$/i;
// ("… to the dropbox by the end of Sunday, October 1st": the end of that day.)
// (German's "Abgabe", the handing in, as "(Abgabe Mo. 23. Oktober)"; a weekday may be abbreviated with its dot.)
const DUE_BEFORE = /\b(?:due|by|deadline|hand\s+in|no\s+later\s+than|abgabe)\b[\s:,-]*(?:the\s+end\s+of\s+)?(?:on\s+|by\s+|am\s+)?(?:\w+\.?,?\s+)?$/i;

/**
 * The date a deliverable belongs to: "HW 1 due Sep 5" looks ahead, "Sep 5: HW 1" looks back; a
 * date said to be a release ("assigned Mar 11, due Mar 25") is never the deadline.
 */
export function dateFor(deliverable: Deliverable, mentions: DateMention[], labelsFirst: boolean, next: number, text: string): DateMention | null {
  // "(2/7) The first midterm, next Friday, February 15": a date in brackets opening a line is when
  // the note was posted; a date said to be a release is never the deadline.
  const unreleased = mentions.filter((m) => !RELEASE_BEFORE.test(text.slice(Math.max(0, m.index - 24), m.index)));
  const notStamps = unreleased.filter((m) => !/^\W*\($/.test(text.slice(0, m.index)));
  const candidates = notStamps.length ? notStamps : unreleased;
  const ahead = candidates.filter((m) => m.index >= deliverable.end && m.index < Math.max(saidOfWorkEnd(deliverable, mentions, text, next), deliverable.end + 1));
  const due = ahead.find((m) => DUE_BEFORE.test(text.slice(Math.max(0, m.index - 24), m.index)));
  if (due) return due;
  const after = ahead[0];
  // ("Review for Exam 1 (9/19); Exam 1 (9/21)": a date in brackets right after the work is its own.)
  if (after && (labelsFirst || /^[^.;|]{0,30}?\b(?:due|on|by|is|will\s+be|held|scheduled|next|this)\b|^\s*\(\s*$/i.test(text.slice(deliverable.end, after.index)))) return after;
  // ("Tuesday 10/26 Project 3 due\nMidterm Exam Thursday October 28": work opening a line of its own takes that line's date, not the line above's.)
  const lineStart = text.lastIndexOf('\n', deliverable.index) + 1;
  if (after && lineStart > 0 && /^\W*$/.test(text.slice(lineStart, deliverable.index)) && !text.slice(deliverable.end, after.index).includes('\n')) return after;
  // A date after the next deliverable is that one's ("HW 2; Prog. 1 (10/31)").
  return [...candidates].reverse().find((m) => m.end <= deliverable.index) ?? ahead[0] ?? null;
}


/**
 * Where what is said of the work ends: in a line that opens with its date before its work
 * ("**Monday 9/13** HW 1 due\n**Thursday 9/16** Project 1 due"), at the line's end; the next lines'
 * dates and weekdays are their own. (A line a narrow column wrapped, "…due Tuesday, 9/28; scribes'
 * write-up due\n11:59pm on Wednesday, 10/6", goes on.)
 */
export function saidOfWorkEnd(deliverable: Deliverable, mentions: DateMention[], text: string, next: number): number {
  const lineStart = text.lastIndexOf('\n', deliverable.index) + 1;
  const lineEnd = text.indexOf('\n', deliverable.end);
  const opening = mentions.find((m) => m.index >= lineStart && m.end <= deliverable.index);
  const opensWithDate = opening !== undefined && LINE_OPENING_BEFORE_DATE.test(text.slice(lineStart, opening.index));
  return opensWithDate && lineEnd !== -1 ? Math.min(lineEnd, next) : next;
}
const LINE_OPENING_BEFORE_DATE = /^[\W_]*(?:(?:sun|mon|tue|wed|thu|fri|sat)[a-z]*\.?,?\s*)?$/i;

/** A line that names a particular deliverable as due (policy prose about "homework" in general is not). */
export function looksLikeDeadline(text: string, deliverable: Deliverable): boolean {
  return text.length <= LINE_LIKE && /\bdue\b|\bhand(?:ed)?[\s-]+in\b/i.test(text) && (/\d/.test(deliverable.title) || /^[A-Z]\S*\s+[A-Z]/.test(deliverable.title)) && !/\b(?:tba|tbd|to be announced)\b/i.test(text);
}


/** The dates a line opens with, listed right before the one thing it names: "Friday, June 2,4,6 -- Project presentations". */
function openingList(deliverable: Deliverable, mentions: DateMention[], text: string): DateMention[] | null {
  const before = mentions.filter((m) => m.end <= deliverable.index);
  if (before.length < 2 || mentions.some((m) => m.index >= deliverable.end) || !/^\W*(?:(?:sun|mon|tue|wed|thu|fri|sat)[a-z]*\.?,?\s*)?$/i.test(text.slice(0, before[0]!.index))) return null;
  const listed = before.every((m, i) => i === 0 || BETWEEN_LISTED_DATES.test(text.slice(before[i - 1]!.end, m.index)));
  return listed && /^[\s:–—-]*$/.test(text.slice(before.at(-1)!.end, deliverable.index)) ? before : null;
}

/** The last date of the list that `first` opens ("April 28, 30 and May 2"): `first` itself when no list follows. */
export function listRunEnd(first: DateMention, mentions: DateMention[], text: string): DateMention {
  let last = first;
  for (const m of mentions.filter((n) => n.index > first.index)) {
    if (!BETWEEN_LISTED_DATES.test(text.slice(last.end, m.index))) break;
    last = m;
  }
  return last;
}

/** What may stand between the dates of one list: separators, times, weekdays and a section's label. */
const BETWEEN_LISTED_DATES = /^(?:[\s,;&()[\]–—-]|\b(?:and|to|from|at|noon|midnight)\b|\d{1,2}(?::\d{2})?\s*(?:[ap]\.?\s?m\b\.?)?|\b(?:sun|mon|tue|wed|thu|fri|sat)[a-z]*\.?|\b(?:sections?|sec\.?|parts?|groups?|days?)\s*#?\w{1,3}\b\s*:?|\b\w{1,3}\s+section\b)*$/i;
const SECTION_LABEL = /\b(?:sections?|sec\.?|parts?|groups?|days?)\s*#?\w{1,3}\b/i;
/** A section named by its letter before the word ("I section", "AM section"). */
const LETTER_SECTION = /\b[A-Z0-9]{1,3}\s+section\b/;
const sectionLabel = (text: string) => (SECTION_LABEL.exec(text) ?? LETTER_SECTION.exec(text))?.[0];

/** Codes over a range of numbers opening a line: "HWs6-9", "PS 3–5". */
const CODE_RANGE = /^\W*([A-Z]{1,4})s?\s?(\d{1,2})\s*[-–]\s*(\d{1,2})\b/;
/** A count right before a kind's name, past a word that qualifies it: "4 separate assignments", "three exams". */
const COUNT_BEFORE = /(?:^|\s)(\d{1,2}|two|three|four|five|six|seven|eight|nine|ten)\s+(?:[a-z-]+\s+)?$/i;
const NUMBER_WORDS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/**
 * One name with a list of dates is one item per date: "8 homework assignments, due 01/16, 01/30,
 * 02/13", "2 in-class exams (Thu 3/12, Thu 5/7)", "Final exam – Section 01 Dec 10 – Section 02 Dec 14".
 * Each takes its section's label, else a plural name is numbered ("Homework 1", "Homework 2").
 */
export function listedDates(deliverable: Deliverable, mentions: DateMention[], next: number, text: string): { mention: DateMention; title: string }[] | null {
  // Days listed before the one thing a line names are each its day, under its own name.
  const opening = openingList(deliverable, mentions, text);
  if (opening) return opening.map((mention) => ({ mention, title: deliverable.title }));
  const end = saidOfWorkEnd(deliverable, mentions, text, next);
  const after = mentions.filter((m) => m.index >= deliverable.end && m.index < end);
  if (after.length < 2) return null;
  const lead = text.slice(deliverable.end, after[0]!.index).replace(/\n\W*(?=\w)/g, ' ');
  const listed = after.slice(0, after.indexOf(listRunEnd(after[0]!, after, text)) + 1);
  if (listed.length < 2) return null;
  // Close after its name, or after a clause that introduces the list ("are due in class on the following dates:"),
  // or as many as the count before the name says, further on in its sentence ("4 separate assignments to write
  // summaries … (due Mar 5, Mar 19, Mar 25, Apr 2)").
  const count = COUNT_BEFORE.exec(text.slice(Math.max(0, deliverable.index - 30), deliverable.index))?.[1]?.toLowerCase();
  const counted = count !== undefined && (NUMBER_WORDS.indexOf(count) + 1 || Number(count)) === listed.length && /^[^.;\n]{0,100}$/.test(lead);
  if (!(/^[^.;\n]{0,30}$/.test(lead) || /^[^.;\n]{0,100}:\s*$/.test(lead) || counted)) return null;
  // A section's label before each date ("Section 01 Dec 10"), or after each ("Dec 12 (Section 1), Dec 13 (Section 2)").
  const labelsBefore = listed.map((m, i) => sectionLabel(text.slice(i ? listed[i - 1]!.end : deliverable.end, m.index)));
  const labelsAfter = listed.map((m, i) => sectionLabel(text.slice(m.end, listed[i + 1]?.index ?? m.end + 20)));
  const labels = labelsBefore.every(Boolean) ? labelsBefore : labelsAfter;
  if (labels.every(Boolean)) return listed.map((mention, i) => ({ mention, title: `${deliverable.title} (${labels[i]})` }));
  // "HWs6-9 - 4 separate assignments … (due Mar 5, …)": codes over a range the line opens with name them, one a date.
  const lineStart = text.lastIndexOf('\n', deliverable.index) + 1;
  const codes = CODE_RANGE.exec(text.slice(lineStart, deliverable.index));
  if (codes && Number(codes[3]) - Number(codes[2]) + 1 === listed.length) return listed.map((mention, i) => ({ mention, title: `${codes[1]}${Number(codes[2]) + i}` }));
  // "Quizzes 1–3: Sept 12, Oct 10, Nov 14" numbers them from the range's first.
  const range = /^[^\d]*?(\d{1,2})\s*[–—-]\s*\d{1,2}\W*$/.exec(text.slice(deliverable.index, after[0]!.index));
  // "Quiz dates: 9/10, 9/24" lists the dates of several quizzes as a plural would.
  const plural = (/[a-z]s(?:\s+\d{1,2})?$/i.test(deliverable.title) || THE_KINDS_DATES.test(lead)) && (range || !/\d/.test(deliverable.title));
  if (!plural) return null;
  const word = kindWordsIn(deliverable.title)[0] ?? deliverable.title.replace(/\s+\d+$/, '').split(/\s+/).pop()!.replace(/(?:ies)$/i, 'y').replace(/(?:zes|s)$/i, '');
  const singular = word.charAt(0).toUpperCase() + word.slice(1);
  const first = range ? Number(range[1]) : 1;
  return listed.map((mention, i) => ({ mention, title: `${singular} ${first + i}` }));
}
