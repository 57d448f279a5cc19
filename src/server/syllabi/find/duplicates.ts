import { addDays } from '../../../shared/calendarDay.js';
import type { ExtractedItem } from '../document.js';
import { heldInClass } from './columns.js';
import { COUNT_WORDS, kindOf, kindWordsIn, STAGE } from './deliverables.js';
import { PRONOUN_SUBJECT, sentences } from './records.js';

const ROMAN: Record<string, number> = { I: 1, II: 2, III: 3, IV: 4, V: 5, VI: 6, VII: 7, VIII: 8, IX: 9, X: 10 };
/** A number written as a word after a name, ending it ("Lab One", "Essay Two: Argument"), not "One-page reflection". */
const NUMBER_WORD = new RegExp(`(?<=[a-z]\\s+)\\b(${COUNT_WORDS.slice(1).join('|')})\\b(?=\\s*(?:$|[:(,–—-]))`, 'gi');
/**
 * An ordinal word opening a title before a kind's word counts the work as its number does ("Third Exam", Portuguese
 * "Terceira Prova", Spanish "Segundo Parcial"); before other words it names one of a series ("First Group Project Peer
 * Review" is no "Group Project 1"), and later in a title a stage ("Ensayo 1, Primera versión").
 */
const ORDINAL_OPENING = /^\W*(first|primer[oa]?|primeir[oa]|second|segund[oa]|third|tercer[oa]?|terceir[oa]|fourth|cuart[oa]|quart[oa])\s+(?=(\p{L}+))/iu;
const ORDINAL_NUMBERS: [RegExp, number][] = [
  [/^(?:first|prim)/i, 1],
  [/^(?:second|segund)/i, 2],
  [/^(?:third|terce)/i, 3],
  [/^(?:fourth|cuart|quart)/i, 4],
];
// (Titles are compared often, two by two: one anchored pattern decides for most of them.)
function withOrdinalsCounted(title: string): string {
  const opening = ORDINAL_OPENING.exec(title);
  if (!opening || !kindOf(opening[2]!)) return title;
  return `${ORDINAL_NUMBERS.find(([word]) => word.test(opening[1]!))![1]} ${title.slice(opening[0].length)}`;
}
/** What an exam covers, after its name: "Exam on chapters 6-9" is an exam, its chapters no number of its own. */
const COVERED = /\s+(?:on|over|covering|covers)\s+(?:the\s+)?(?:ch(?:apters?|s)?\.?|units?|modules?|lectures?|sections?|weeks?)\s*\d.*$/i;
const withoutCovered = (title: string) => title.replace(COVERED, '');
/** The numbers a title counts its work by, Roman ones and words too ("Practical II" and "Lab Two" are 2), with a part's letter ("Assignment 4B"). */
const numbersOf = (title: string) =>
  (
    withOrdinalsCounted(withoutCovered(title))
      .replace(/\b(?:I{1,3}|IV|VI{0,3}|IX|X)\b/g, (roman) => ` ${ROMAN[roman]} `)
      .replace(NUMBER_WORD, (word) => String(COUNT_WORDS.indexOf(word.toLowerCase())))
      .toLowerCase()
      .replace(/([a-z])(\d)/g, '$1 $2')
      .match(/\d+(?:[a-z]\b)?/g) ?? []
  )
    .map((number) => number.replace(/^0+(?=\d)/, ''))
    .join(',');
// Accents aside, so that "Exámen" and "Examen" are one word.
/** Words that say nothing of which work a title names ("Assignment More Strings" and "Assignment More DataTypes" share none). */
const FUNCTION_WORDS = new Set(['due', 'the', 'and', 'for', 'with', 'more', 'from', 'into', 'your', 'our', 'about', 'this', 'that', 'all']);
const wordsOf = (title: string) => new Set(withOrdinalsCounted(withoutCovered(title)).toLowerCase().normalize('NFD').replace(/\p{Diacritic}/gu, '').split(/[^a-z]+/).filter((w) => w.length > 2 && !FUNCTION_WORDS.has(w)).map((w) => w.replace(/s$/, '')));

/**
 * One item per deliverable: a syllabus that lists "HW 3 due Feb 10" in its schedule and again in
 * its key dates gives one item. The same deliverable on two different dates is kept twice and
 * flagged, for a person to settle.
 */
export function mergeDuplicates(items: ExtractedItem[]): ExtractedItem[] {
  const kept: ExtractedItem[] = [];
  for (const item of items) {
    const twin = kept.find((k) => (k.date === item.date || holds(k, item.date) || holds(item, k.date)) && (sameDeliverable(k, item) || gradedAgain(k, item)));
    if (twin) {
      // A row's bare label ("Assignment Due" beside "Project proposal due") takes the kind of the work it labels.
      if (twin.source.text === item.source.text && mentions(twin, item) && !mentions(item, twin)) twin.type = item.type;
      if (numbersOf(item.title).length > numbersOf(twin.title).length || (item.title.length > twin.title.length && numbersOf(item.title) === numbersOf(twin.title))) twin.title = item.title;
      twin.time ??= item.time;
      twin.confidence = Math.max(twin.confidence, item.confidence);
      // A day inside the window says which day of it ("Midterm I" in the week 1/28-2/1, "Midterm I Fri 2/1" beside it).
      if (!item.dates && holds(twin, item.date)) {
        twin.date = item.date;
        // (The listing that gives the day is the one to check it by.)
        twin.source = item.source;
        delete twin.dates;
        twin.flags = twin.flags.filter((flag) => flag !== 'window');
      }
      continue;
    }
    kept.push({ ...item, flags: [...item.flags] });
  }
  for (const item of kept) {
    const numbers = numbersOf(item.title);
    // ("Project 2: Milestone" and "Project 2: Final" are two stages of one work, each on its day.)
    const conflict = numbers && kept.some((k) => k !== item && k.type === item.type && k.date !== item.date && numbersOf(k.title) === numbers && sameWords(k, item) && stageOf(k) === stageOf(item));
    if (conflict && !item.flags.includes('conflicting-dates')) item.flags.push('conflicting-dates');
  }
  return kept;
}

/**
 * A take-home exam's window holds the day of the exam slot it ends in: the two are one exam. So does
 * a week its listing names ("Final Exam | Week of May 18", "Exam 01: Week 6 (February 23)") hold the day another listing gives it.
 */
const holds = (item: ExtractedItem, date: string) => {
  const [first, last] = item.dates ?? (WEEK_OF.test(item.source.text) ? [item.date, addDays(item.date, 6)] : []);
  return Boolean(first && last && first <= date && date <= last);
};
const WEEK_OF = /\bweek\s+(?:of\b|\d{1,2}\s*\()/i;

/**
 * When one deliverable is listed on two dates and only one listing says it is due there (a due-date
 * table beside a session schedule, "Assignment: PyTorch (deliver)" a week before "(due date)"), the
 * due date stands; the others are returned to be reported.
 */
export function preferDueDates(items: ExtractedItem[], saysDue: (item: ExtractedItem) => boolean): { kept: ExtractedItem[]; dropped: ExtractedItem[] } {
  // "Assignment: PyTorch" listed twice, once due: one work by its name (a name listed more often is weekly work).
  const nameOf = (item: ExtractedItem) => [...nameWords(item)].sort().join(' ');
  const namedTwice = (a: ExtractedItem, b: ExtractedItem) => !numbersOf(a.title) && nameOf(a) !== '' && nameOf(a) === nameOf(b) && items.filter((i) => nameOf(i) === nameOf(a)).length === 2;
  // A demo or an exam held in class is not the report due on another day ("Milestone 1 Demo" and "Milestone 1 report due").
  const dropped = items.filter(
    (item) =>
      !saysDue(item) &&
      items.some((other) => other.date !== item.date && saysDue(other) && other.type === item.type && ((numbersOf(item.title) && numbersOf(other.title) === numbersOf(item.title) && sameWords(other, item)) || namedTwice(item, other)) && heldInClass(other) === heldInClass(item)),
  );
  return { kept: items.filter((item) => !dropped.includes(item)), dropped };
}

/**
 * A schedule that lists the same numbered work in the rows of several class days ("Lab #1" on Jan 21
 * and Jan 28, "Lab #3" on Feb 11 and Feb 18), none saying it is due, lists sessions held over weeks,
 * not deadlines: those are returned to be reported, when at least two works are listed so. So is a
 * lab named the same on three class days or more with no number of its own ("Laboratory exercise,
 * part I"): a lab held in class, where a weekly piece of writing ("Film response") keeps its items.
 */
export function sessionsOverWeeks(items: ExtractedItem[], saysDue: (item: ExtractedItem) => boolean, byRow: (item: ExtractedItem) => boolean): ExtractedItem[] {
  const listings = new Map<string, ExtractedItem[]>();
  const labSessions = new Map<string, ExtractedItem[]>();
  for (const item of items) {
    const lab = labSessionName(item);
    if (lab) labSessions.set(lab, [...(labSessions.get(lab) ?? []), item]);
    if (item.type !== 'assignment' || !numbersOf(item.title) || !byRow(item)) continue;
    const key = item.title.toLowerCase();
    listings.set(key, [...(listings.get(key) ?? []), item]);
  }
  const spread = [...listings.values()].filter((listed) => listedUndue(listed, 2, saysDue));
  return [...(spread.length >= 2 ? spread.flat() : []), ...[...labSessions.values()].filter((listed) => listedUndue(listed, 3, saysDue)).flat()];
}

/** Listings of one work on `days` dates or more, none of them saying it is due. */
const listedUndue = (listed: ExtractedItem[], days: number, saysDue: (item: ExtractedItem) => boolean) => new Set(listed.map((i) => i.date)).size >= days && !listed.some(saysDue);

/**
 * A presentation named the same on four class days or more, none numbered or said due ("Group
 * presentation and discussion" at each meeting): the class's routine, some team presenting each time,
 * returned to be reported rather than put on every student's calendar. (Presentations each on their own
 * topic, "Group presentation on Chapter 6", then "… on Chapter 7", are each a day's graded presentation.)
 */
export function routinePresentations(items: ExtractedItem[], saysDue: (item: ExtractedItem) => boolean): ExtractedItem[] {
  const byTitle = new Map<string, ExtractedItem[]>();
  for (const item of items) {
    if (item.type !== 'project' || !/^(?:(?:group|team|student|class)\s+)?presentations?\b/i.test(item.title) || numbersOf(item.title)) continue;
    const title = item.title.toLowerCase();
    byTitle.set(title, [...(byTitle.get(title) ?? []), item]);
  }
  return [...byTitle.values()].filter((listed) => listedUndue(listed, 4, saysDue)).flat();
}

/** Other work that may stand beside a lab in a line ("Lab: Maps … Problem Set 5 (due …)"): what is said of it is not the lab's. */
const OTHER_WORK = String.raw`(?:problem\s+sets?|home-?works?|assignments?|essays?|papers?|projects?|quiz|exams?)\b`;
/** A lab, in English or a Romance language: "Lab", "Laboratory", "Laboratório", "Laboratorio", "Laboratoire". */
const LAB = String.raw`\blab(?:orat(?:ory|ories|[oó]rios?|oires?))?s?\b`;
const WEIGHED_OR_DUE = String.raw`(?:\d\s*%|\bpoints?\b|\bpts\b|\bscores?\b|\bgrades?\b|\bdue\b(?!\s+to\b)|\bsubmit|\bgraded\b|\bturn(?:ed)?\s+in\b)`;
/** A lab weighed in the grade or handed in: "Labs | 20%", "Lab 0.1 due", "Lab Assignments   40", "Lab reports", "lowest lab score", "Submit lab 2", "Lab 3 due"; not "Due to space, attend your lab". */
const LAB_GRADED = new RegExp(
  String.raw`${LAB}(?:(?:(?!${OTHER_WORK})(?:[^.\n]|\.(?=\d))){0,60}?${WEIGHED_OR_DUE}|\s+(?:assignments?|reports?|write-?ups?|exercises?|worksheets?|notebooks?|quiz(?:zes)?)\b|[\s|]+\d{1,3}\s*$)|${WEIGHED_OR_DUE}(?:(?!${OTHER_WORK})[^.\n]){0,40}?${LAB}`,
  'im',
);

/**
 * Where the syllabus says which labs' work is due ("1st draft of protein lab due", "Lab 3 due", twice
 * or more), a lab a schedule's row lists without saying so ("Osmosis lab", "Lab-02") is the session
 * held that day. (A lab given its own date, "Lab 2: 4/3", is due then.)
 */
export function labsBesideDueLabs(items: ExtractedItem[], saysDue: (item: ExtractedItem) => boolean, byRow: (item: ExtractedItem) => boolean): ExtractedItem[] {
  const labs = items.filter((item) => item.type === 'assignment' && ofLab(item));
  return labs.filter(saysDue).length >= 2 ? labs.filter((item) => !saysDue(item) && byRow(item)) : [];
}

/**
 * "In your weekly lab section, you will learn…": where no line of the syllabus weighs labs in the grade
 * or says one is due, and no label naming what is due lists one, the labs a schedule lists are its
 * sessions, returned to be reported (decision 0067).
 */
export function labsNothingGrades(items: ExtractedItem[], lines: string[], dueByLabel: (item: ExtractedItem) => boolean): ExtractedItem[] {
  const labs = items.filter((item) => item.type === 'assignment' && ofLab(item) && !writtenWork(item));
  return labs.length && !labs.some(dueByLabel) && !lines.some((line) => LAB_GRADED.test(line)) ? labs : [];
}

/** A sentence's saying that its work is not graded: "… are not graded", "… are for your practice", "… will not be collected", "… is not collected or graded". */
const NOT_GRADED_SAYING = /\b(?:(?:are|is|will\s+be)\s+(?:not\s+graded|ungraded|(?:only\s+)?for\s+(?:your\s+)?practice)|(?:are|is)\s+not\s+collected(?:\s+(?:or|nor|and)\s+graded)?|will\s+not\s+be\s+(?:graded|collected))\b/i;
/**
 * The kinds of work a syllabus says it does not grade, as a sentence's subject ("Practice exercises are
 * not graded"), or as a pronoun for the work the sentence before names ("Every module … will come with
 * exercises provided by the textbook. Those are for your practice and will not be graded."). Not work
 * a clause qualifies ("Assignments submitted late will not be graded"): the subject is the kind itself.
 */
export function kindsNotGraded(lines: string[]): Set<string> {
  const kinds = new Set<string>();
  for (const line of lines) {
    if (!NOT_GRADED_SAYING.test(line)) continue;
    const said = sentences(line);
    said.forEach((sentence, i) => {
      const saying = NOT_GRADED_SAYING.exec(sentence);
      if (!saying) return;
      const subject = sentence.slice(0, saying.index);
      // (One numbered work is not its kind: "Project 0 will not be graded" leaves Projects 1 to 6 graded.)
      const words = PRONOUN_SUBJECT.test(subject) && !/\w\s+\w/.test(subject.trim()) ? kindWordsIn(said[i - 1] ?? '') : /^\W*(?:(?:the|all|any|these)\s+)?(?:[\w-]+\s+)?[\w-]+\s*$/i.test(subject) && !/\d/.test(subject) ? kindWordsIn(subject) : [];
      for (const word of words) kinds.add(word);
    });
  }
  return kinds;
}

/** Exercises named alone, with no number ("Exercícios", "Exercises", "Listas de exercícios"): a class's practice, as a lab named alone is. */
const EXERCISES_ALONE = /^(?:(?:lists?\s+of|listas?\s+de)\s+)?(?:exercises|exercices|exerc[ií]cios|ejercicios)$/i;

/**
 * A lab's name without its part ("Laboratory exercise, part II", "Project Lab"), when it has no number of its own and
 * names no written work or exam; or exercises named alone.
 */
function labSessionName(item: ExtractedItem): string | null {
  const name = item.title.toLowerCase().replace(/[\s,:–-]*\bpart\s+(?:\d+|[ivx]+)\b/g, '').trim();
  return (ofLab(item) && !numbersOf(name) && !writtenWork(item) && !heldInClass(item)) || EXERCISES_ALONE.test(name) ? name : null;
}

/**
 * On one date: the same numbers with the same kind or a shared word ("HW 3", "Homework 3"); the same
 * name ("Falls Prevention Assignment" twice, not "Pain Assessment Assignment"); or a bare mention
 * ("the exam", "Proposal") of a deliverable whose title says as much ("Midterm 1", "Final Project
 * Proposal").
 */
function sameDeliverable(a: ExtractedItem, b: ExtractedItem): boolean {
  if (mentions(a, b) || mentions(b, a)) return true;
  const numbers = numbersOf(a.title);
  // ("clonArte" in a table of deadlines and "E01 ClonArte" in the calendar: one work's own name, with its code or without.)
  if (numbers !== numbersOf(b.title)) return a.type === b.type && (!numbers || !numbersOf(b.title)) && ownNameWithin(numbers ? b : a, numbers ? a : b);
  // "Milestone 1 Demo" held in class is not "Milestone 1 report" handed in the same day ("Demo HW01" is "HW01"),
  // and the lab's "Lab Practicum #1" is not the lecture's "Exam 1".
  // Of one kind, a name of its own on either side must be shared: "HW#1" is not "LabVIEW #1".
  // (A sitting and a piece of work of one number are two: "Quiz: Lab 05" is sat on "Lab 05".)
  if (numbers && isSitting(a) !== isSitting(b)) return false;
  if (numbers) return (sameWords(a, b) || (a.type === b.type && !nameWords(a).size && !nameWords(b).size)) && (heldInClass(a) === heldInClass(b) || writtenWork(a) === writtenWork(b)) && ofLab(a) === ofLab(b);
  const [nameA, nameB] = [nameWords(a), nameWords(b)];
  if (!nameA.size && !nameB.size) return [...wordsOf(a.title)].every((w) => wordsOf(b.title).has(w)) || [...wordsOf(b.title)].every((w) => wordsOf(a.title).has(w));
  return [...nameA].some((w) => nameB.has(w));
}

/** A row of a grading table: cells, one of them the work's share of the grade ("Initial Paper | 7.5% | Complete Draft: Thurs, Jan 22"). */
const GRADING_ROW = /\|\s*\d{1,3}(?:\.\d+)?\s*%\s*(?:\||$)/;
/**
 * A grading table's row and the schedule's line for one day's work of one kind: the same work, named twice
 * ("Initial Paper: Draft" from the table, "Essay" from "Due in-class on Thurs, Jan 22 … write a 5-page essay"),
 * unless their numbers differ.
 */
function gradedAgain(a: ExtractedItem, b: ExtractedItem): boolean {
  const [numbersA, numbersB] = [numbersOf(a.title), numbersOf(b.title)];
  return a.type === b.type && GRADING_ROW.test(a.source.text) !== GRADING_ROW.test(b.source.text) && !(numbersA && numbersB && numbersA !== numbersB);
}

/** Whether `unnumbered` has a name of its own and `numbered` carries all of it. */
const ownNameWithin = (unnumbered: ExtractedItem, numbered: ExtractedItem) => {
  const name = nameWords(unnumbered);
  return name.size > 0 && [...name].every((w) => wordsOf(numbered.title).has(w));
};

/** Words that say what kind of thing a deliverable is or where and when it happens, not which one. */
const GENERIC_WORDS = new Set(['exam', 'examination', 'test', 'quiz', 'final', 'midterm', 'prova', 'assignment', 'homework', 'problem', 'set', 'pset', 'project', 'lab', 'paper', 'essay', 'report', 'presentation', 'proposal', 'draft', 'submission', 'reflection', 'response', 'worksheet', 'exercise', 'checkpoint', 'milestone', 'group', 'team', 'class', 'week', 'examen', 'evening', 'morning', 'online', 'written', 'oral', 'assessment', 'demo', 'repo', 'repository', 'evaluacion', 'avaliacao', 'parcial', 'summative', 'sumativa', 'consegna', 'entrega', 'remise']);
/** Words an exam is called by, with when or how it is sat ("Evening Midterm", "written assessment"). */
const EXAM_WORDS = new Set(['exam', 'examination', 'test', 'final', 'midterm', 'examen', 'evening', 'morning', 'online', 'written', 'oral', 'assessment', 'evaluacion', 'avaliacao', 'parcial', 'summative', 'sumativa']);
const nameWords = (item: ExtractedItem) => new Set([...wordsOf(item.title)].filter((w) => !GENERIC_WORDS.has(w)));

/** `bare` names only a kind ("Exam", "the proposal") and `other` is of that kind: an exam, a title with the word, or the work of its row. */
function mentions(bare: ExtractedItem, other: ExtractedItem): boolean {
  const words = wordsOf(bare.title);
  if (numbersOf(bare.title) || !words.size || nameWords(bare).size) return false;
  if (bare.type === 'exam' && other.type === 'exam' && [...words].every((w) => EXAM_WORDS.has(w))) return true;
  // "Assignment Due" in one cell of a row whose other cell names the work ("Project proposal due") labels it.
  if (words.size === 1 && words.has('assignment') && bare.source.text === other.source.text) return true;
  const otherWords = wordsOf(other.title);
  return [...words].every((w) => otherWords.has(w));
}

const isSitting = (item: ExtractedItem) => item.type === 'quiz' || item.type === 'exam';
const LAB_WORD = new RegExp(LAB, 'i');
const ofLab = (item: ExtractedItem) => LAB_WORD.test(item.title);

/** The written product a title names, if any: "Milestone 1 report" → "report". */
const writtenWork = (item: ExtractedItem) => /\b(report|paper|essay|write-?up|slides|draft|assignment|worksheet|submission)s?\b/i.exec(item.title)?.[1]!.toLowerCase() ?? null;

/** The stage a title names after its work ("Project 2: Milestone", "Paper 1 revisions"), if any. */
const stageOf = (item: ExtractedItem) => {
  const last = item.title.split(': ').at(-1)!;
  if (item.title.includes(': ') && STAGE.test(last)) return last.toLowerCase();
  return /\d[a-z]?\s+((?:rough\s+|final\s+)?drafts?|revisions?|rewrites?|outlines?|proposals?)$/i.exec(item.title)?.[1]!.toLowerCase() ?? '';
};

function sameWords(a: ExtractedItem, b: ExtractedItem): boolean {
  const words = wordsOf(a.title);
  // Names of their own that share no word are two series ("Discussion quiz 3", "Lecture video quiz 3").
  const [nameA, nameB] = [nameWords(a), nameWords(b)];
  if (nameA.size && nameB.size && ![...nameA].some((w) => nameB.has(w))) return false;
  return [...wordsOf(b.title)].some((w) => words.has(w));
}
