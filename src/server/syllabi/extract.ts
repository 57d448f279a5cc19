import { addDays } from '../../shared/calendarDay.js';
import type { DocLine, ExtractedItem, ItemFlag, SetAsideLine, SyllabusDocument, SyllabusExtraction, UnplacedLine } from './document.js';
import { ASIDE_REASON } from '../../shared/schemas/review.js';
import { ADMINISTRATIVE, DUE, HANDED_IN_ELSEWHERE, fateOf, isNoClass, saysNotDue } from './find/fates.js';
import { DUE_HEADER_CHINESE, DUE_HEADER_ELSEWHERE, WRITE_HEADER, columnRole, repeatsHeader, dateOpeningCell, type ColumnRole, withColumnKindNamed, withDueCellsOnTheirWork, columnWeekday, dateColumnsOf, dueMarkingColumnsOf, groupingColumnsOf, readingColumnsOf, heldAlone, heldInClass, isBare, isLabSession, isNumberingColumn, isReleaseColumn, namesDates, namesHandedIn, namesHandedOut, namesSittings, isTopicsColumn, withCarriedDates, withCarriedMonths, withColumnWeekday, withDateRowsOverColumns, isReadingReference, saysNoWork, workNamed } from './find/columns.js';
import { courseDoubt, findCourse } from './find/course.js';
import { AM_PM_SAID, WEB_ADDRESS, WEEKDAY_NAME, asTwoDays, dateHeading, findDates, findDatesByLine, findTimes, forgetDates, hasDayOrderEvidence, loneNumericDate, meetingDays, prefersDayFirst, sessionWeekdays, weekdayNamed, withHolidayWeekdays, withoutMentions, type DateMention } from './find/dates.js';
import { BY_THE_END_OF, COUNT_WORDS, HAND_IN, LIST_JOIN, WEIGHTED_LABEL, capitalised, findDeliverables, isGraded, kindOf, kindWordsIn, learnCourseKinds, withCapitalsRead, type Deliverable } from './find/deliverables.js';
import { matchesOf } from './find/matches.js';
import { kindsNotGraded, labsBesideDueLabs, labsNothingGrades, mergeDuplicates, preferDueDates, routinePresentations, sessionsOverWeeks } from './find/duplicates.js';
import { dateFor, LINE_LIKE, listedDates, listRunEnd, looksLikeDeadline, saidOfWorkEnd } from './find/pairing.js';
import { isListEntry, readingOf, sentences, toRecords, type Record } from './find/records.js';
import { findLegend, isHeading, legendKind, sectionOf, sectionTitle, withLegend, type Section } from './find/sections.js';
import { applyDefaultDueTime, applyRuleTimes, applyWeekdayRules, findRules, namesDefinedByRules, placeByRules, placeHeldEachWeek, placeReadingWork, readingWorkDue, singularName, undatedLeft, weekdayInWeek, type Undated } from './find/rules.js';
import { withLetterLabelsSpelledOut, withSpelledOutInitialisms, withSymbolsSpelledOut } from './find/initialisms.js';
import { ACCESSED, findTerm, termInLinks, isRealDate, isoDate, NEIGHBOUR_TERM_DAYS, parseTermHint, settleTerm, weekdayOf, withinTerm, yearOf, type Term } from './find/term.js';

export interface ExtractContext {
  /** "Fall 2025": used when the document names no term. */
  termHint?: string;
  /** The clock, for documents that state no year at all. */
  today?: Date;
}

/** A list of what is due, opened by its label ("Due before class:", "Due Thursday 2/25, 5pm"), and the date it gives its entries. */
interface DueList {
  date: DateMention | null;
  label: Dated;
  /** Whether its entries are a marked list (a Markdown or HTML one): a line outside that list ends it. */
  marked: boolean;
  /** The depth of the last entry that named work: the entries below it are that work's parts. */
  workDepth: number | null;
  /** Whether that entry gave the work's date itself. */
  workDated?: boolean;
  /** Whether the label gives the day itself ("Due by Sunday at 11:59 p.m."), a weekday of the week it is under. */
  labelsDay?: boolean;
  /** Whether it is a list of things to do ("For next week"), readings and reminders among them: only what names a kind of work is due. */
  toDo?: boolean;
  /**
   * Whether its entries name no work: references under a label that says it lists readings ("Readings DUE:"), whatever words
   * they hold ("Nieman Lab"), or the problems of the work a heading names over the list's due line ("Section 3.4: 28.").
   */
  noWork?: boolean;
}
/** The rows of a table under a heading that gives their due date, until the table ends. */
interface DueTable {
  table: number;
  date: DateMention;
  heading: Dated;
  /** What the heading itself gave, taken back once a row names the work. */
  headingItems: ExtractedItem[];
  rowsRead: boolean;
}
/** A bare "Homework (due …)" whose entries below it are what is due: a list's (its depth) or a PDF's lines (depth 0). */
interface Container {
  item: ExtractedItem;
  depth: number;
  /** For lines outside a list: how many more may be its entries. */
  linesLeft: number;
}
/** A name and its number alone, as a due cell lists the day's work: "skill 03, redo 01". */
const NUMBERED_NAME = /^\s*\p{L}[\p{L}-]*(?:\s\p{L}[\p{L}-]*)?\s*#?\d{1,2}[a-z]?\s*$/u;
/** What stands between works listed together: "Lab 2, Lab 3", "Labs 4 and 5". */
const LISTED_TOGETHER = new RegExp(`^\\s*${LIST_JOIN}\\s*$`, 'i');
/** A sentence's end before more text: a line of two sentences or more. */
const SENTENCE_BREAK = /[a-z)][.!?]\s+\S/;
/** How many lines under an unmarked container may be its entries. */
const CONTAINED_LINES = 4;

/** A record with the dates found in it. */
interface Dated extends Record {
  mentions: DateMention[];
  /** A table row's dates, cell by cell. */
  mentionsByCell?: DateMention[][];
}

/** "Activity Verification - Complete the brief survey…" is called "Activity Verification". */
const shortName = (cell: string) => cell.replace(/\s+/g, ' ').trim().split(/\s+[-–—]\s+|(?<!\bno)\.\s/i)[0]!.slice(0, 80);

/** What may stand before the work an entry names: a bullet, a label ("Homework:", "General – "), the day's other entries ("Quiz, Peer Review, Draft 1"), a verb of handing it in. */
const WORK_FIRST = /^[\s•·*–-]*(?:[\w-]+\s*:\s*|[A-Z][a-z]+\s+[–—-]\s+)?(?:[\w ]{1,25},\s*){0,3}(?:(?:submit|turn\s+in|hand\s+in|upload|complete|finish)\s+(?:the\s+|your\s+)?(?:(?:first|second|third|final|rough)\s+)?)?$/i;
/** An entry numbered by the class meeting it belongs to: "Session 2: …", "Day 1 –". */
const SESSION_NUMBER = /^\W*(?:session|class|day|meeting)\s*(\d)\b/i;
/** A cell's lines, each joined to the next while it has a bracket open. */
const joinOpenBrackets = (lines: string[]) =>
  lines.reduce<string[]>((joined, line) => {
    const last = joined.at(-1);
    if (last !== undefined && (last.match(/\(/g)?.length ?? 0) > (last.match(/\)/g)?.length ?? 0)) joined[joined.length - 1] = `${last} ${line}`;
    else joined.push(line);
    return joined;
  }, []);

/** A cell that is one word naming a kind of work: "Project", "Midterm". */
const isKindAlone = (cell: string) => /^\W*[a-z]+\W*$/i.test(cell) && kindOf(cell) !== null;
/** A cell saying the class does not meet: "NO CLASS", "No class – holiday", French "(pas de cours)", Spanish "sin clases". */
const NO_CLASS_CELL = /^\W*no\s+(?:class(?:es)?|lectures?|labs?|meetings?|sections?)\b|\b(?:pas\s+de\s+cours|semaine\s+de\s+lecture|sin\s+clases|sem\s+aulas)\b/i;
const NOTHING_DUE = /\bdue\b\W*(?:none|nothing|n\/?a)\b|\b(?:nothing|none)\s+(?:is\s+)?due\b/i;
/** A column whose dates are deadlines: "Due", "Due date", "Deadline", "Closes". */
const DEADLINE_COLUMN = new RegExp(`\\b(?:due|deadlines?|closes?|${DUE_HEADER_ELSEWHERE})(?![\\p{L}])|${DUE_HEADER_CHINESE}`, 'iu');
const NAMES_A_WEEKDAY = new RegExp(WEEKDAY_NAME, 'i');
const DUE_IN_CLASS = /\bin[\s-]class\s+([a-z]+(?:\s+[a-z]+)?)\s+(?:are|is|will\s+be)\s+(?:due|collected|submitted|turned\s+in)\s+(?:at\s+the\s+end\s+of|in|during|before\s+the\s+end\s+of)\s+(?:the\s+)?class\b/gi;
// ("location TBA", "room to be announced": what is to be decided is the place or the hour, not the day; "Final Exam (Date)" holds the date's place;
// "Exam dates to be released by the University" are not yet known.)
const NO_DATE_YET = /^[^.;|]{0,30}?\b(?<!\b(?:location|room|place|venue|classroom|time)s?:?\s+(?:(?:is|will\s+be)\s+)?)(?:self-?scheduled|tba|tbd|to\s+be\s+(?:announced|determined|scheduled|arranged)|date\s+(?:tba|tbd)|(?:dat[ae]s?|times?|schedules?)\s+to\s+be\s+(?:released|posted|published|confirmed)|(?<=\(\s*)dates?(?=\s*\))|xx(?=\s+[a-z]{3}))\b/i;
/** How many lines under a long date line still belong to it. */
const MEETING_LINES = 6;
/** A line opening with a label of a word or two and a colon: "reading: …", "Due: …", "In class: …", "Additional readings (on reserve): …". */
const LABELLED_ENTRY = /^\W*[A-Za-z]+(?:\s[A-Za-z]+)?(?:\s\([^()]{1,20}\))?\s?:\s/;
/** A date line this short opens a day's entries, as a heading does. */
const SHORT_DATE_LINE = 100;
/** How many class days a row's date cell lists, over more than a week, for it to be a module's rather than a day's. */
const MODULE_DAYS = 3;
/** The level of such a line: below every marked heading, so that any of them ends its day. */
const UNMARKED_HEADING = 99;
const WEEK_HEADING = /^\W*week\s*0*(\d+)\b/i;
/** A week's label with no more than its topic: "Week 8", "## Week 12: Decision trees" (not "Week 2 Quiz"). */
const WEEK_LABEL = /^\W*week\s*0*(\d{1,2})(?:\W*$|\s*[:.|–—-]\s)/i;
/** How many weeks past a dated one an undated week's label may be, to be dated by counting (a break may fall between). */
const WEEKS_COUNTED = 2;
/** A deadline at a kind of session: "at the start of the Lab session", "in recitation". */
const AT_SESSION = /\b(?:at|in|during|before)\s+(?:the\s+)?(?:(?:start|beginning)\s+of\s+(?:the\s+|your\s+)?)?(lab|recitation|section|discussion|tutorial)\b/i;
/** A label over the days of a kind's sittings: "Test Dates:", "Exam dates are as follows:". */
const SITTING_DAYS_LABEL = /^\W*((?:[a-z-]+\s+)?(?:tests?|exams?|examinations?|quiz(?:zes)?|midterms?))\s+(?:dates|days|schedule)\b[^\n]*:\s*$/i;
/** A line of dates and nothing else ("September 13   October 11   November 15", "Tue 9/18, Thu 10/4"). */
function onlyDates({ text, mentions }: { text: string; mentions: DateMention[] }): boolean {
  return withoutMentions(text, mentions).replace(/\b(?:and|(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*)\b/gi, '').replace(/[^a-z]/gi, '').length === 0;
}
/** "Due Thursday 2/25/2016, 5pm", "Due February 9" and nothing else: over a list, the date of what the list names. */
const DUE_AND_DATE_ONLY = /^\W*due\b(?:\W|\b(?:by|at|on|noon|midnight|(?:sun|mon|tue|wed|thu|fri|sat)[a-z]*)\b|\d{1,2}(?::\d{2})?\s*[ap]\.?m\b)*$/i;
const dueDateAlone = (record: { text: string; mentions: DateMention[] }) => record.mentions.length === 1 && DUE_AND_DATE_ONLY.test(withoutMentions(record.text, record.mentions));
/** An entry saying there is no such work: "No week 9 quiz", "None". */
const SAYS_NONE = /^\W*(?:no|none)\b/i;
/**
 * A line that only gives a due date: "Due by Friday, September 5 at 11:59 pm", not "Due: Activity
 * Verification (Friday, August 25th)".
 */
function onlyGivesDueDate({ text, mentions }: { text: string; mentions: DateMention[] }): boolean {
  const before = text.slice(0, mentions[0]!.index);
  const after = text.slice(mentions.at(-1)!.end);
  return /^\W*due(?:\s+(?:by|on|before))?[\s:,-]*(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?,?\s*)?$/i.test(before) && after.replace(/\b(?:at|by|[ap]\.?m\b\.?|noon|midnight)/gi, '').replace(/[^a-z]/gi, '').length === 0;
}
/** A line of a week's days alone ("3/29/21 - 4/2/21", "Mar 29 – Apr 2") right under a heading that names the week ("Week 2", "Finals Week") with no date. */
const datesUndatedWeekHeading = (record: Dated, above: Dated) =>
  above.heading !== undefined && !above.mentions.length && (WEEK_HEADING.test(above.text) || EXAM_PERIOD.test(above.text)) && record.heading === undefined && !record.cells && !record.list && onlyDates(record) && (Boolean(record.mentions[0]?.until) || record.mentions.length === 2);
/** A week named by its first day rather than its number: "Week of Sept 8". */
const WEEK_OF = /^\W*week\s+of\b/i;
/**
 * A heading that is a stretch of days and little else ("## January 31-February 5", "Feb 7 – 11:
 * Persuasion") dates what is under it as a week's heading does; a break's days date nothing.
 */
const isDaysHeading = (record: Dated) =>
  record.heading !== undefined && record.mentions.length === 1 && Boolean(record.mentions[0]!.until) && record.text.length <= 60 && !isNoClass(record.text);
/** The days set aside for final exams: "Exam Period", "Finals week", "Final examination week". */
const EXAM_PERIOD_NAME = '(?:(?:final\\s+)?exam(?:ination)?s?\\s+(?:period|week)|finals?\\s+week)';
/** A line's label of that period, before its dates ("Exam Period: 5/12 - 5/18"). */
const EXAM_PERIOD = new RegExp(`\\b${EXAM_PERIOD_NAME}\\W*$`, 'i');
/** Work said to fall in that period ("Exam 3 due during exam period"). */
const DURING_EXAM_PERIOD = new RegExp(`^[^.;]{0,40}?\\b(?:during|in)\\s+(?:the\\s+)?${EXAM_PERIOD_NAME}\\b`, 'i');
const EXAM_BLOCK = /\b(?:finals?\s+(?:week|exams?)|final\s+exam(?:ination)?s?|midterm\s+exams?|midterms|exams)\b/i;
/** Sections about the document, not the course: their dates and titles are never deliverables. */
const NOT_COURSEWORK = /^\W*(?:[\dA-Z]+\.?\s+)?(?:change\s*log|revision\s+history|(?:document\s+)?history\s+of\s+changes|bibliography|references|works\s+cited|sources|citations)\W*$/i;
/** How many entries of a list, at most, a deadline entry looks up past to the line that labels the list. */
const LIST_ENTRIES_UNDER_LABEL = 5;
/** A line that opens with a deadline's label and its colon: "* Deadline: 12.11.2025, 16:00. Submitted via Moodle." (not "Due by Friday, …", a list's own closing line). */
const DEADLINE_OPENING = /^\W*(?:the\s+)?(?:deadline|due(?:\s+date)?)\s*:/i;
/** A sentence that gives a deadline and nothing else: "Deadline: July 4, 2023, 20:00.", "Due date is March 3.", "The deadline for delivery is in two weeks: 20.11.25.", "Due before the start of class June 11th.", "Fecha de entrega: domingo 3 de marzo 2024", "Extended until Monday, Nov 18.". */
const DEADLINE_ONLY = /^\W*(?:the\s+)?(?:(?:(?:deadline|due\s+date)\s+)?extended\s+(?:until|to|till)|deadline|due(?:\s+date)?|submission(?:\s+deadline)?|prazo|(?:fecha|data)\s+(?:l[ií]mite\s+)?de\s+entrega|date\s+limite(?:\s+de\s+remise)?)\b(?:\s+for\s+(?:delivery|submission))?(?:\s+is)?(?:\s+in\s+(?:a|one|two|three|four|\d)\s+(?:days?|weeks?))?\s*:?\s*[^a-z]{0,3}(?:(?:before|by|at)\s+(?:the\s+)?(?:start|beginning|end)\s+of\s+(?:the\s+)?class\s+|(?:before|in)\s+class\s+)?(?:(?:on|by)\s+)?(?:(?:(?:sun|mon|tue|wed|thu|fri|sat)[a-z]*|lunes|martes|mi[ée]rcoles|jueves|viernes|s[áa]bado|domingo|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)\.?,?\s*)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|\d)[^;]{0,40}$/i;
/** A sentence that dates the work named before it by the next class: "Due before next class.", "Due at the start of the next class." */
/** What is left of a sentence that only gives a day once its dates are taken out: "Dec 23, 2013.", "Monday, Nov 18." */
const DATE_ALONE = /^[\W\d]*(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day[\W\d]*)?$/i;
const DUE_NEXT_CLASS_SENTENCE = /^\W*(?:it\s+is\s+)?due\s+(?:before|by|at|for|in)\s+(?:the\s+)?(?:(?:start|beginning)\s+of\s+(?:the\s+)?)?next\s+(?:class|meeting|session)\W*$/i;
/** A sentence about work named before it: "It will be due on March 3.", "This event will be scheduled … on Tuesday May 9th.", "You have until Feb. 4.", "You can take it February 17th through 21st". */
const REFERS_BACK = /^\W*(?:(?:it|they|these|this(?:\s+(?:event|session))?)\s+(?:is|are|will\s+be|must\s+be|should\s+be)\s+(?:held|scheduled|due|on)|(?:you|students)\s+(?:will\s+)?have\s+until|(?:you|students)\s+(?:can|may|will|must|should)\s+(?:take|sit|write|complete|submit)\s+(?:it|them))\b/i;
/** A sentence about the work named before it that says when its deadline is: "This was released on …, and the final deadline and test are on Monday 21st October". */
const DEADLINE_SAID_AFTER_PRONOUN = /^\W*(?:it|this|these|they)\b[^.;]*?\b(?:the\s+)?(?:final\s+)?(?:deadline|due\s+date)\b[^.;]{0,20}?\b(?:is|are|will\s+be)\s/i;
/** "the first", "the 2nd", but not "the 3rd week" or "the first day", which count time. */
const UNGRADED_AFTER = /^\W*(?:it|this|they|these|that)\s+(?:is|are|will\s+be)\s+(?:ungraded|not\s+graded)\b/i;

const ORDINAL = /\bthe\s+(first|second|third|fourth|fifth|sixth|[1-6](?:st|nd|rd|th))\b(?!\s+(?:weeks?|days?|class(?:es)?|sessions?|lectures?|times?|pages?|chapters?|half|parts?|quarters?|months?|terms?|semesters?)\b)/gi;
/** A kind of work in the plural: "papers", "exams", "problem sets". */
const PLURAL_KIND = /\b(?:papers|essays|exams|midterms|quizzes|tests|projects|assignments|reports|problem\s+sets|homeworks|presentations)\b/i;
/** Ordinal words and then figures, so that both give their number (index % 6 + 1). */
const ORDINAL_NUMBERS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', '1', '2', '3', '4', '5', '6'];
/** "in Weeks 5, 6, 7, 9, and 10" */
const WEEK_LIST = /\bweeks\s+((?:\d{1,2}\s*,\s*)+(?:and\s+|&\s*)?\d{1,2}|\d{1,2}\s+(?:and|&)\s+\d{1,2})\b/i;
/** A weekday's name, whole or short: "Thursday", "Thurs", "Thu". */
const WEEKDAY = '(?:sun|mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?)(?:day)?';
/** A weekday or its timetable letter ("R" for Thursday), as a label or in brackets: "F: PSet 1", "HW 1 (R)". */
const WEEKDAY_OR_LETTER = `${WEEKDAY}|[mtwrf]|mo|tu|we|th|fr|sa|su`;
const WEEKDAY_NAMED = new RegExp(`\\b(${WEEKDAY})(?:['’]s)?\\b`, 'i');
/** "at the last class session", "on the last day of classes": the schedule's last class. */
const LAST_CLASS = /\blast\s+(?:day\s+of\s+)?(?:class(?:es)?|session|lecture|meeting)\b/i;
/** "due prior to class week 03", "before class in week 5": the first class of a numbered week. */
const CLASS_OF_WEEK = /\b(?:prior\s+to|before|by|at)\s+(?:the\s+(?:start\s+of\s+)?)?class(?:\s+(?:in|of|on))?\s+week\s*(\d{1,2})\b/i;
/** "due the Friday of week 5", "in Week 5 on Thursday". */
const WEEKDAY_OF_WEEK = new RegExp(`\\b(${WEEKDAY})\\s+(?:of|in)\\s+week\\s*(\\d{1,2})\\b|\\bweek\\s*(\\d{1,2})\\s*(?:,\\s*|\\s+on\\s+)(${WEEKDAY})\\b`, 'i');
/** A deadline stated against the schedule, not as a date: "due at the last class session", "due one week after the draft is returned". */
const RELATIVE_DEADLINE = new RegExp(`\\b(?:due|submitted|turned\\s+in|handed\\s+in)\\b[^.;]{0,30}?\\b((?:at|in|on|during|by)\\s+the\\s+(?:last|final|first|next)\\s+(?:day\\s+of\\s+)?(?:class(?:es)?|session|lecture|meeting|week)(?:\\s+(?:session|meeting))?|(?:one|two|three|four|a|\\d{1,2})\\s+(?:days?|weeks?)\\s+(?:after|before|from)\\b[^.;]{0,40}|(?:the\\s+)?${WEEKDAY}\\s+of\\s+week\\s*\\d{1,2}|(?:at|by)\\s+the\\s+end\\s+of\\s+(?:the\\s+)?(?:week|term|semester|quarter|class))`, 'i');
/** A label of practice that counts for nothing: "Practice (Not Graded)", "Ungraded warm-up". */
const NOT_GRADED_LABEL = /\b(?:not\s+graded|ungraded|practice)\b/i;
/** A cell that only marks its row: "x", "✓". */
const MARK_CELL = /^[xX✓✔]$/;
/** A header of one word and "due", either way round ("Preview Due", "WeBWorK due", "Due Homework", "HW* due"): the word names the work, unless it is the date's. */
const WORK_DUE_HEADER = /^\W*(?:([A-Z][a-z]{2,20}|[A-Z]{2,4})\*?\s+due|due\s+([A-Z][a-z]{2,20}))\W*$/i;
const workOfDueHeader = (header: string) => {
  const named = WORK_DUE_HEADER.exec(header);
  const work = named?.[1] ?? named?.[2];
  return work && !/^(?:dates?|days?|times?|when)$/i.test(work) ? work : undefined;
};
/** A course's word that its schedule lists work on the day it is due: "due at 9pm on the day listed", "due on the date shown". */
const DUE_ON_DAY_LISTED = /\bdue\b[^.\n]{0,40}?\bon\s+the\s+(?:day|date)s?\s+(?:(?:they\s+are|it\s+is)\s+)?(?:listed|shown|indicated)\b/i;
/** A share of the grade right after a date: ", 25 points", " (10%)". */
const WEIGHT_AFTER_DATE = /^[\s,;:()–—-]*\d{1,3}(?:\.\d+)?\s*(?:%|points?\b|pts?\b|marks?\b)/i;
/** A header that is a presentation's word alone: "Presentation", "Apresentação", "Demo". */
const PRESENTATION_HEADER = /^\W*(?:presentations?|apresenta[çc][ãa]o|presentaci[oó]n|pr[ée]sentation|demos?|defen[cs]e)\W*$/i;
/** A header that is a kind's word alone: "Quiz", "Quizzes", "Exam". */
const KIND_ALONE_HEADER = /^\W*(?:quiz(?:zes)?|exams?|tests?)\W*$/i;
const IN_CLASS = /\bin[\s-]class\b/i;
/** What a sitting covers, alone in its cell: numbers joined ("1—22", "3, 4"), or units, chapters or sections by number ("Units 1+2", "Ch. 5-6"). */
const COVERED_CELL = /^(?:(?:units?|ch(?:apters?|s)?\.?|sections?|secs?\.?|modules?)\s*\d{1,3}|\d{1,3}\s*(?:[-–—+,&]|and|to))(?:\s*(?:[-–—+,&]|and|to)?\s*\d{1,3})*$/i;
/** A heading over a list of what is due: "Schedule of deliverables", "Due dates", "Deadlines", "Assignments due", "Due this week". */
const DELIVERABLES_HEADING = /^\W*(?:(?:[\w'’]+\s+){0,3}(?:deliverables|due(?:\s+dates)?|deadlines)(?:\s+(?:this|next)\s+week)?|assignments?\s+(?:schedule|calendar)|(?:schedule|calendar)\s+of\s+(?:assignments|deliverables))\W*$/i;
/** A label saying its list is due on a weekday: "Forum Posts | Due by Sunday at 11:59 p.m.", "Due Friday:". */
const DUE_ON_WEEKDAY_LABEL = new RegExp(`\\bdue\\s+(?:(?:by|on|before)\\s+)?(?:(?:this|next|each|every)\\s+)?(${WEEKDAY})s?\\b`, 'i');
/** A due label over readings: "Readings DUE:", "Recommended Readings due:". */
const READINGS_LABEL = /^\W*(?:(?:recommended|required|optional|suggested)\s+)?readings?\b/i;
/** A label of what is due, alone on its line with no colon: "Due", "What's due", "Due this week". */
const DUE_ALONE = /^\W*(?:due|what'?s\s+due|due\s+(?:this\s+week|today|before\s+class))\W*$/i;
/** A date column's header naming one kind of sitting: "Exam date", "Quiz Dates", French "Date de l'examen", Spanish "Fecha del parcial", Portuguese "Data da prova", Italian "Date di appello". */
const SITTING_DATE_HEADER = /^\W*(?:(?:dates?|fechas?|datas?)\s+(?:de(?:l)?\s+(?:la\s+)?|d[ao]\s+|de\s+l['’]\s*|di\s+|degli\s+)?(ex[aá]men(?:es)?|examens?|exam(?:ination)?s?|quiz(?:zes)?|parcial(?:es)?|provas?|pruebas?|tests?|midterms?|appell[oi])|(exam(?:ination)?s?|quiz(?:zes)?|tests?|midterms?)\s+dates?)\W*$/i;
/** The sittings a heading names by their dates ("Exam dates", "Date di appello"): their kind and their word, or null. */
function sittingsNamedBy(heading: string): Pick<Deliverable, 'type' | 'title'> | null {
  const word = SITTING_DATE_HEADER.exec(heading)?.slice(1).find(Boolean);
  const type = word ? kindOf(word) : null;
  // (One sitting of the plural: "Exam dates" → "Exam", "Date degli appelli" → "Appello".)
  return type === 'exam' || type === 'quiz' ? { type, title: capitalised(word!.toLowerCase().replace(/(?:zes|s)$/, '').replace(/^appelli$/, 'appello')) } : null;
}
/** A weekday's label after a sentence's end inside a cell: the space before "Wed:" in "Mon: Module 4 mastery due. Wed: …". */
const WEEKDAY_LABEL_INSIDE = /(?<=[.;!?])[ \t]+(?=(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?[ \t]*:)/gi;
/** A number, a dash or a dot, and a name: "2 --- Getting curious about cognition.", "3. Research proposal". */
const NUMBER_THEN_NAME = /^\W*(\d{1,2})\s*(?:-{1,3}|[–—.:)])\s*(\p{L}.{2,80})$/u;
/** A line that names work and says it is due, and nothing after its colon: "Homework #7 due:". */
const WORK_DUE_OVER_LIST = /^[^:]{1,40}\bdue\s*:\s*$/i;
/** A line that announces a list of what is due: "Due dates for the essays are as follows:", "Due before class:", "Deadlines:". */
// ("Week 2 (Due 2/21):" over its list: a label with its due date in brackets.)
const DUE_LIST = /^\W*(?:[\w'’]+\s+){0,3}\(?(?:due(?:\s+dates?)?|deadlines?|what'?s\s+due|to\s+(?:submit|hand\s+in|turn\s+in))\b[^:.]{0,80}:\s*$/i;

/**
 * A document in, its dated graded items out: pure (no I/O, no clock but the one passed in), so the
 * command line, the worker and the tests run the same code.
 */
export function extractItems(read: SyllabusDocument, context: ExtractContext = {}): SyllabusExtraction {
  forgetDates();
  learnCourseKinds(read.lines);
  const marked = withSymbolsSpelledOut(read.lines);
  const spelled = withSpelledOutInitialisms(marked.lines);
  const lettered = withLetterLabelsSpelledOut(spelled.lines);
  const document = { ...read, lines: withDueCellsOnTheirWork(lettered.lines) };
  const allText = document.lines.map((l) => l.text).join('\n');
  const dayFirst = prefersDayFirst(allText);
  const sessionDays = sessionWeekdays(allText);
  /** The weekday of the session a header says its work is due at ("Lab due (at the start of the Lab session)", the labs meeting on Fridays). */
  const sessionWeekday = (header: string) => sessionDays.get(AT_SESSION.exec(header)?.[1]?.toLowerCase() ?? '') ?? null;
  const readingWork = readingWorkDue(allText);
  // "Assignments are due at 9pm on the day listed": the work a schedule lists under a day is due that day, however deep its entry.
  const dueAsListed = DUE_ON_DAY_LISTED.test(allText);
  // A header row labels its columns: short cells of words, no dates, no bullets ("• | Paper #1 due by Sunday" is a row).
  // A day's number alone ("7 | Reconstruction" under an "October" heading) labels no column.
  // (A header's note in brackets is no words of its name: "Lab due (at the start of the Lab session)".)
  const isHeaderRow = (cells: string[]) => cells.some((c) => /[a-z]{3}/i.test(c)) && cells.every((c) => findDates(c, dayFirst).length === 0 && c.replace(/\([^()]*\)/g, ' ').trim().split(/\s+/).length <= 8 && !/^\s*[•·●○▪■◦*–-]\s*$/.test(c) && !/^\s*\d{1,2}\s*$/.test(c));
  const cellDates = (cell: string, header: string | undefined) => {
    const dates = findDatesByLine(cell, dayFirst);
    return dates.length || !namesDates(header) ? dates : loneNumericDate(cell, dayFirst);
  };
  // A date under "Week Beginning" or "Week of" starts its week: a holiday its row names falls later in that week, not on it.
  const withHolidayWeekdaysOf = (text: string, mentions: DateMention[], header: string | undefined) => (header && /\bweek\b/i.test(header) ? mentions : withHolidayWeekdays(text, mentions));
  const rows = toRecords(document.lines, isHeaderRow).map((r) => ({ ...r, mentionsByCell: r.cells?.map((c, i) => withHolidayWeekdaysOf(r.text, withColumnWeekday(cellDates(c, r.header?.[i]), r.header?.[i], r.cells![i - 1], r.cells![i + 1]), r.header?.[i])), lineMentions: r.cells ? undefined : findDates(r.text, dayFirst) }));
  withCarriedMonths(rows);
  const dateColumns = dateColumnsOf(rows);
  const groupingColumns = groupingColumnsOf(rows);
  const dueMarkingColumns = dueMarkingColumnsOf(rows);
  const readingColumns = readingColumnsOf(rows);
  /** Column roles by table and header (see columnRoles). */
  const rolesByHeader = new Map<string, ColumnRole[]>();
  withCarriedDates(rows, dateColumns);
  withDateRowsOverColumns(rows);
  const records: Dated[] = rows.map(({ lineMentions, ...r }) => ({ ...r, mentions: r.mentionsByCell ? r.mentionsByCell.flat() : lineMentions! }));
  // (A term a heading names breaks a tie: "# Spring 2023" over a link to the schedule "from Fall 2022";
  // where no heading names one, so does the title's or the line's under it: a subtitle's "Winter
  // semester 22-23" over a reading's "Spring 2020".)
  // (The page's own title, "title: 機器學習 2025" in its front matter, heads it too.)
  const headingLines = [document.title ?? '', ...document.lines.filter((l) => l.heading !== undefined).map((l) => l.text)].join('\n').trim();
  const headings = findTerm(headingLines) ? headingLines : [...document.lines.slice(0, 2).map((l) => l.text), headingLines].join('\n');
  const named = findTerm(allText, headings) ?? parseTermHint(context.termHint);
  const pageLinks = (document.linkTargets ?? []).join('\n');
  // (A web address the text writes out is a link too, in a PDF or plain text as on a page: "…/mae223/2019f/notes.pdf".)
  const links = [pageLinks, ...matchesOf(WEB_ADDRESS, allText).map((address) => address[0])].join('\n');
  // (Of several years the text writes, the one its headings write is the course's, else its first line's.)
  const term = settleTerm(named, records.flatMap((r) => r.mentions.filter((m) => !inCitation(r.text, m))), context.today ?? new Date(), document.created, [document.title ?? '', allText, pageLinks, ...(document.hiddenNotices ?? [])].join('\n'), termInLinks(links), headingLines || (document.lines[0]?.text ?? ''));
  const ambiguousOrder = !dayFirst && !hasDayOrderEvidence(allText);

  const rules = findRules(records, (mention) => resolve(term, mention)?.start ?? null);
  const definedNames = namesDefinedByRules(rules);
  /** Lines that state a rule ("Discussion posts are due Wednesdays"): a date above them is not their date. */
  const ruleLines = new Set<Record>(rules.map((rule) => rule.record));
  /** A series line ("due every Friday starting January 21 through April 29") is its series, not items of its own. */
  const seriesLines = new Set<Record>(rules.flatMap((rule) => (rule.kind === 'series' ? [rule.record] : [])));
  const items: ExtractedItem[] = [];
  /** Items whose line (or table header) says they are due there, not just listed. */
  const saidDue = new Set<ExtractedItem>();
  /** Items a label says are due: a table's header ("Deadline | Description"), a list's ("Due before class:"). */
  const dueByLabel = new Set<ExtractedItem>();
  /** Items dated by their table row rather than by a date of their own. */
  const rowDated: ExtractedItem[] = [];
  /** Items dated by the day a line opens with, before the work it lists ("Mo 2/13 - Lab 01"): the day it is listed on. */
  const listedOn = new Set<ExtractedItem>();
  /** Items dated by the class they are listed under, with no date of their own ("**Class 2 (Jan. 25)**" over "Assignment 3"), and the record that lists each. */
  const listedAtClass = new Map<ExtractedItem, number>();
  /** Kinds of work the syllabus says are handed in at the end of class: "in-class labs are due at the end of class". */
  const dueInClass = new Set(records.flatMap((r) => [...matchesOf(DUE_IN_CLASS, r.text)].flatMap((m) => kindWordsIn(m[1]!))));
  /**
   * Whether "In-class" stands before a kind of work the syllabus says is handed in at the end of class
   * ("In-class lab: …"), under a class meeting's date: it is due that day (no weekly rule dates it).
   */
  const handedInClass = (text: string, d: Deliverable) => meeting !== null && /\bin[\s-]class\s*$/i.test(text.slice(0, d.index)) && kindWordsIn(d.title).some((word) => dueInClass.has(word));
  /** Items dated by a row of a table of weeks. */
  const weekRows = new Set<ExtractedItem>();
  const dueDayStated = new Set<ExtractedItem>();
  const undated: Undated[] = [];
  const unplaced: UnplacedLine[] = [];
  /** The dated week whose lines are being read; `level` is its heading's (lines under a week's list entry end at any heading). */
  let week: { start: DateMention; end: DateMention | null; level: number; number?: number; text: string; countedFrom?: string } | null = null;
  const report = (record: Record, reason: string) => {
    if (!unplaced.some((u) => u.text === record.text && u.reason === reason)) unplaced.push({ page: record.page, text: record.text, reason });
  };

  const yearless = records.flatMap((r) => r.mentions.filter((m) => m.year === undefined));
  const inTerm = (mention: DateMention) => {
    const day = resolve(term, mention)?.start;
    return day !== undefined && withinTerm(term, day);
  };
  /** Whether three in four of the dates that write no year fall in the term the syllabus names. */
  const mostlyInTerm = term.stated && yearless.filter(inTerm).length >= yearless.length * 0.75;
  /** The lines an item's evidence quotes beside its own ("FINAL EXAM:" over its date's line): that item's, with no fate of their own. */
  const quotedLines = new Set<string>();
  /** Places work whose evidence needs a second line, the one that dates or names it, quoted in brackets after its own. */
  const placeQuoting = (mention: DateMention, deliverable: Deliverable, record: Record, other: { text: string }, time: string | null) => {
    quotedLines.add(record.text).add(other.text);
    place(mention, deliverable, { ...record, text: `${record.text} (${other.text})` }, time);
  };
  /** Puts work on its day: the item it makes, none where the day is set aside or its year unknown. */
  const place = (mention: DateMention, deliverable: Deliverable, record: Record, time: string | null, byRow = false): ExtractedItem | undefined => {
    const date = resolve(term, mention);
    if (!date) {
      report(record, 'The year of this date could not be told from the syllabus.');
      return;
    }
    // A date whose written year puts it far outside the course's term is a citation's or a revision's.
    if (mention.year !== undefined && !withinTerm(term, date.start)) return;
    // One with no year, months outside the term a syllabus names ("Oct 31st" in a Spring 2026 course), is
    // left over from another offering, or the term is wrong: a person checks it. ("03/11" may be the 3rd
    // of November: it is placed and flagged as either.)
    const eitherOrder = mention.numeric && ambiguousOrder && mention.day <= 12 && mention.month !== mention.day;
    if (mention.year === undefined && mostlyInTerm && !eitherOrder && !withinTerm(term, date.start)) {
      report(record, OUTSIDE_TERM);
      return;
    }
    const flags: ItemFlag[] = [];
    if (!term.stated) flags.push('year-inferred');
    // A line under a counted week with no date of its own is dated by the count: flagged, and its evidence names the week counted from.
    const countedFrom = !(record as Partial<Dated>).mentions?.length ? week?.countedFrom : undefined;
    if (countedFrom) flags.push('week-counted');
    if (eitherOrder) flags.push('day-month-ambiguous');
    if (time && !AM_PM_SAID.test(`${record.text} ${record.header?.join(' ') ?? ''}`)) flags.push('am-pm-inferred');
    const item: ExtractedItem = { date: date.start, type: deliverable.type, title: deliverable.title, time, confidence: 0, flags, source: { page: record.page, text: countedFrom ? `${record.text} (${countedFrom})` : record.text } };
    if (date.end) {
      item.dates = [date.start, date.end];
      flags.push('window');
    }
    item.confidence = confidenceOf(item, record);
    if (item.confidence < 0.6) flags.push('low-confidence');
    // A header says it of a row's work: "Due", "Deadline", "Deliverables"; so does a table's heading ("Assignment Due Dates"),
    // and a row's own label, worded as such a heading, in a grid whose columns are days ("deadlines | HW 2.1 | | HW 2.3").
    const headerSaysDue = (record.header?.some((h) => DUE.test(h) || namesHandedIn(h)) ?? false) || (record.cells !== undefined && (underDueHeading || DELIVERABLES_HEADING.test(record.cells[0] ?? '')));
    if (DUE.test(saidOfWork(record, deliverable.title)) || headerSaysDue) saidDue.add(item);
    if (headerSaysDue) dueByLabel.add(item);
    if (byRow) rowDated.push(item);
    // A row that dates its work under a due header ("Project | Assigned | Due Date" over "Project 1 | Aug 25 (Mon) | Sept 8 (Mon)"),
    // or says it is due on a day it names the weekday of ("Nov 21 (Fri) | Final Project Proposal Due"), states the day it
    // is due: a rule's weekday ("Projects … due biweekly on Mondays") does not move it.
    const dueUnderDueDate = record.header?.some((h, i) => DUE.test(h) && findDates(record.cells?.[i] ?? '', dayFirst).some((m) => m.month === mention.month && m.day === mention.day));
    if (byRow && (dueUnderDueDate || (mention.weekday !== undefined && DUE.test(saidOfWork(record, deliverable.title))))) dueDayStated.add(item);
    // ("Week | Date | … | Assignments" over "2 | 9/10 | … | Q2, PS2": a row numbering its week, with no weekday, stands for that week.)
    const weekNumbered = record.header?.some((h, i) => /^\W*week\W*$/i.test(h) && /^\s*\d{1,2}\s*$/.test(record.cells?.[i] ?? ''));
    if (byRow && weekNumbered && !NAMES_A_WEEKDAY.test(record.text)) weekRows.add(item);
    items.push(item);
    return item;
  };

  /** Abbreviations the syllabus defines ("Q: quiz", "HW = homework"), read as their kind ("Q3"). */
  const legend = findLegend(document.lines.map((l) => l.text));
  // A schedule whose cells hold "Q1", "Q2"… alone uses Q for its quizzes, even with no legend to say so.
  const quizCells = records.flatMap((r) => r.cells ?? []).filter((cell) => /^\s*Q\s?#?\d{1,2}\s*$/.test(cell));
  if (!legend.has('Q') && quizCells.length >= 2) legend.set('Q', 'quiz');
  
  /**
   * "• Week 2 Quiz", "• Edfinity: Section 1.7", "• Due by Friday, September 5 at 11:59 pm": a list
   * that closes with a due date naming no work gives that date to each entry above it without one.
   * Each entry's closing line, read back to front; entries between that give their own work a date
   * ("Written Problems #1 (Due Monday, …)") leave the list open.
   */
  const closingDueLineOf = new Map<Record, Dated>();
  for (let i = records.length - 2; i >= 0; i--) {
    const [entry, next] = [records[i]!, records[i + 1]!];
    // (A line of a paragraph, too, that the paragraph's next line dates: "Web-based Collection Report (20%)" over "Due: May 1".)
    const sameParagraph = !entry.list && !next.list && !entry.cells && entry.heading === undefined && document.lines[next.line]?.opens !== true;
    if ((!entry.list && !sameParagraph) || next.list !== entry.list || next.cells || next.heading !== undefined) continue;
    const closing = next.mentions.length && onlyGivesDueDate(next) ? next : closingDueLineOf.get(next);
    if (closing) closingDueLineOf.set(entry, closing);
  }
  /** The due lines that dated a list's entries, closing it or opening it: they name no work of their own. */
  const closingDueLines = new Set<Record>();
  /** A bare "Homework (due …)" list item whose sub-items are what is due. */
  let container: Container | null = null;

  /** The kind of deliverable the current section lists ("Homework", "Labs"), named by its heading. */
  let section: Section | null = null;
  /** Whether the heading over the lines being read names due dates ("## Assignment Due Dates"). */
  let underDueHeading = false;
  /** The sittings the heading over the lines being read names by their dates ("## Date di appello", "## Exam dates"). */
  let sittingsHeading: (Pick<Deliverable, 'type' | 'title'> & { level: number }) | null = null;
  /** Whether the marked heading above is a kind's word alone ("#### Homework"). */
  let underKindHeading = false;
  /** The level of the marked heading that opened the section and the due dates, which a deeper heading naming neither keeps ("#### Prof. Ogle's Section"). */
  let scopeLevel = 0;

  /** The class meeting a schedule lists its deliverables under ("6. Thursday, 16 October" then "• Test I"). */
  let meeting: { date: DateMention; linesLeft: number; level?: number; sessions?: DateMention[]; at?: number } | null = null;
  /** The day the last date line opened, down to the next date, heading or table, past the end of its meeting: a "Due before class:" list there is that day's. */
  let dayLine: DateMention | null = null;
  /** The first day of each numbered week the schedule dates ("Week 05, 02/01 - 02/05: …"). */
  const weekStarts = new Map<number, string>();
  for (const record of records) {
    const number = WEEK_HEADING.exec(record.text)?.[1];
    const start = number && record.mentions[0] ? resolve(term, record.mentions[0])?.start : undefined;
    if (number && start && !weekStarts.has(Number(number))) weekStarts.set(Number(number), start);
  }
  /** The schedule's last class: the latest date of a table of at least three dated rows, not counting exams, breaks or finals week. */
  const sessions = records.filter((r) => r.cells && r.mentions.length && !EXAM_BLOCK.test(r.text) && !/\bexam/i.test(r.text) && !saysNotDue(r.text)).map((r) => resolve(term, r.mentions[0]!)?.start).filter((d): d is string => Boolean(d));
  const lastSession = sessions.length >= 3 ? sessions.sort().pop()! : null;
  /** The days of the exam period a line labels ("Exam Period: 5/12 - 5/18", "Finals week: December 9-13"). */
  const examPeriod = records.find(({ mentions: [first, ...more], text }) => first?.until && !more.length && EXAM_PERIOD.test(text.slice(0, first.index)));
  /** A line announcing what is due below it ("Due dates are as follows:", "Due before class:"): the entries of its list are due. */
  let dueList: DueList | null = null;
  /** A heading that says when what its table lists is due ("### Week 1: AI Fundamentals (due March 24)" over "1A | AI Use Cases in Finance"). */
  let dueTable: DueTable | null = null;
  /** A line naming the exams whose dates the list below it gives. */
  let examList: { title: string; linesLeft: number; days: { start: string; end: string } | null } | null = null;
  /** A label over the days a kind of test is held ("Test Dates: Tests … are scheduled as follows:"), for the line right below it. */
  let sittingDays: Pick<Deliverable, 'type' | 'title'> | null = null;
  // (A page's table of contents repeats its headings as links, which makes them no running header.)
  // (The same day listed again a few lines on, its lab after its lecture, is that day again.)
  const repeatKey = (record: Record) => `${record.heading !== undefined}${record.text}`;
  // (A running header repeats on another page: a page of Markdown that lists its days twice, in a list of
  // due dates and again day by day, has none.)
  const lastSeen = new Map<string, { index: number; page: number }>();
  const repeated = new Set<string>();
  for (const [index, record] of records.entries()) {
    const key = repeatKey(record);
    const seen = lastSeen.get(key);
    if (seen && index - seen.index > MEETING_LINES && (document.pages > 1 ? seen.page !== record.page : document.format !== 'markdown')) repeated.add(key);
    lastSeen.set(key, { index, page: record.page });
  }

  /** The numbered work a line outside a list names as its subject ("Essay 1: Language and the mind"), whose list below gives its parts' dates. */
  let work: Deliverable | null = null;
  /** The list depth of the entry that named `work` ("• Term paper (50%):" over its parts' sub-entries); null when a line outside a list did. */
  let workDepth: number | null = null;

  /** The level of a heading whose section lists no deliverables ("Change Log", "Bibliography"), while inside it. */
  let setAside: number | null = null;

  /** How often each heading (by its level and text) stands in the document. */
  const headingCounts = new Map<string, number>();
  for (const { heading, text } of records) if (heading !== undefined) headingCounts.set(`${heading} ${text}`, (headingCounts.get(`${heading} ${text}`) ?? 0) + 1);
  /** Whether another dated heading of this level follows, before any heading above it: the day's headings go on. */
  const dayHeadingFollows = (from: number, level: number) => {
    for (let i = from + 1; i < records.length; i++) {
      const next = records[i]!;
      if (next.heading === undefined) continue;
      if (next.heading < level) return false;
      if (next.heading === level && next.mentions.length) return true;
    }
    return false;
  };

  /** The date of the next heading above this one's level that has one: the next class's, for "#### Due next class". */
  const meetingDateOf = (record: Dated, index: number) =>
    repeated.has(repeatKey(record)) || isTitleDate(record, index) || isUpdateNote(record) || closesEntry(record, index) ? null : (dateHeading(record.text, dayFirst) ?? dateOpening(record) ?? datesClosing(record) ?? dateClosingHeading(record));
  /** A due line alone under the work it dates ("Web-based Collection Report (20%)" over "Due: May 1"), and over no list of its own: it holds no class. */
  const closesEntry = (record: Dated, index: number) => record.heading === undefined && !record.list && record.mentions.length === 1 && onlyGivesDueDate(record) && !records[index + 1]?.list;
  /** The last day a line above writes, back to the heading its section opens with: the week "this week" speaks of. */
  const lastDateInSection = (from: number): string | null => {
    for (let i = from - 1; i >= 0; i--) {
      const above = records[i]!;
      const date = above.mentions.at(-1);
      if (date) return resolve(term, date)?.start ?? null;
      if (above.heading !== undefined) return null;
    }
    return null;
  };
  /** The date of the next meeting a line of its own dates ("September 13, 2022" after "For next week"), outside tables. */
  const nextMeetingDate = (from: number): DateMention | null => {
    for (let i = from + 1; i < records.length; i++) {
      const date = records[i]!.cells ? null : meetingDateOf(records[i]!, i);
      // ("November 22, 2022" over "No class, observe Thursday Schedule" holds no meeting.)
      if (date && !isNoClass(records[i + 1]?.text ?? '')) return date;
    }
    return null;
  };
  /**
   * A heading that says work is due, with no date of its own, right over a dated heading of its rank
   * ("### Homework Due: Math Review" over "### Lecture 3: January 26" in a week's section): due that
   * day, as if the date closed its line.
   */
  const dueOverDay = (record: Dated, next: Dated | undefined): Dated | null => {
    if (record.heading === undefined || record.mentions.length || next?.heading !== record.heading || next.mentions.length !== 1 || !DUE.test(record.text) || !findDeliverables(record.text).length) return null;
    // (Read as if its date followed "due": "Homework Due [January 26]: Math Review".)
    const due = /\bdue\b/i.exec(record.text);
    const at = due ? due.index + due[0].length : record.text.length;
    return { ...record, mentions: [{ ...next.mentions[0]!, index: at, end: at }] };
  };
  const nextDatedHeading = (from: number): DateMention | null => {
    const level = records[from]!.heading!;
    for (let i = from + 1; i < records.length; i++) {
      const next = records[i]!;
      // (Read as the loop reads a day's heading: "### Friday 9-12" is dated though its line holds no date chrono reads.)
      const date = next.heading !== undefined && next.heading < level ? (dateHeading(next.text, dayFirst) ?? next.mentions[0]) : undefined;
      if (!date) continue;
      // ("### March 16 — Week 8" over "* Spring Break, no class" holds no class.)
      const end = records.findIndex((r, j) => j > i && r.heading !== undefined && r.heading <= next.heading!);
      const body = records.slice(i + 1, end === -1 ? undefined : end).filter((r) => r.heading === undefined);
      if (body.length <= 2 && body.some((r) => isNoClass(r.text))) continue;
      return date;
    }
    return null;
  };

  // "### Week 2, Monday June 11th" and "### Week 2, Wednesday June 13th": a week's number on headings of two days
  // names the week each day is in; each heading is a day's.
  const datedWeekHeadings = records.filter((r) => r.heading !== undefined && r.mentions.length === 1 && !r.mentions[0]!.until).map((r) => WEEK_HEADING.exec(r.text)?.[1]);
  const weeksOfDays = new Set(datedWeekHeadings.filter((number, i) => number !== undefined && datedWeekHeadings.indexOf(number) !== i));
  for (const [index, record] of records.entries()) {
    if (record.heading !== undefined && (setAside === null || record.heading <= setAside)) setAside = NOT_COURSEWORK.test(record.text) ? record.heading : null;
    if (setAside !== null) continue;
    const dayOfWeek = record.heading !== undefined && weeksOfDays.has(WEEK_HEADING.exec(record.text)?.[1]);
    // ("### Week 2" over a line of its days alone, "4/05/21 - 4/09/21": the line dates the heading's week.)
    const weekHeading = index > 0 && datesUndatedWeekHeading(record, records[index - 1]!) ? records[index - 1]! : record;
    if ((((WEEK_HEADING.test(record.text) || WEEK_OF.test(record.text)) && record.mentions.length) || weekHeading !== record || isDaysHeading(record)) && !dayOfWeek) {
      const [start, second] = record.mentions;
      const number = WEEK_HEADING.exec(weekHeading.text)?.[1];
      week = { start: start!, end: start!.until ? { ...start!, month: start!.until.month, day: start!.until.day } : (second ?? null), level: weekHeading.heading ?? Infinity, number: number ? Number(number) : undefined, text: weekHeading === record ? record.text : `${weekHeading.text} ${record.text}` };
      meeting = null;
    } else if (!record.cells && week && WEEK_LABEL.test(record.text) && (record.heading !== undefined || record.list !== undefined)) {
      // "Week 8" with no date, after "Week 7 (8th November)": the next week's work is not the last
      // week's. It is dated a week on, flagged, a week or two past a dated one; else nothing dates it.
      week = countedWeek(week, Number(WEEK_LABEL.exec(record.text)![1]), record);
      meeting = null;
      dayLine = null;
    } else if (!record.cells) {
      // "## Assignments" after the schedule's weeks is no part of the last week.
      if (week && record.heading !== undefined && record.heading <= week.level) week = null;
      // A date line that repeats is a running page header, not a class meeting.
      // (A weekday heading repeats week after week.)
      const heading = meetingDateOf(record, index) ?? weekdayInWeekHeading(record);
      // A date heading holds for what is under it: a marked one ("## Jun 7") down to the next heading
      // of its level or above, a short date line ("Friday, September 7th: In Class Exercise", a PDF's
      // heading set in bold) down to the next date, heading, table or paragraph of prose.
      // "Midterm 1: 30% of grade" over a sub-entry "February 22": the date is the entry's work's, and governs nothing below.
      // So is a sub-entry that is its deadline's label and date ("[Assignment 1: Needfinding](…)" over "Deadline: 30/10/2023").
      const deadline = !heading && record.list !== undefined && record.list > 1 && record.mentions.length === 1 && DUE_LABEL_LINE.test(record.text) ? record.mentions[0]! : null;
      const parentWork = (heading ?? deadline) && record.list !== undefined && record.list > 1 ? undatedWorkAbove(index) : null;
      const dueDay = heading ?? deadline;
      if (dueDay && parentWork) {
        place(dueDay, parentWork, record, dueDay.time ?? findTimes(record.text)[0]?.time ?? null);
        meeting = null;
        continue;
      }
      if (heading) dayLine = heading;
      else if (record.heading !== undefined || record.mentions.length) dayLine = null;
      if (heading) meeting = { date: heading, linesLeft: MEETING_LINES, level: record.heading ?? (record.text.length <= SHORT_DATE_LINE ? UNMARKED_HEADING : undefined), sessions: record.mentions, at: index };
      else if (meeting?.level !== undefined) {
        // ("#### + Due" under "#### Friday, 1.15" lists what is due that day.)
        // ("#### + Lectures & Workshops" between "#### Friday, 1.15" and "#### Monday, 1.18" is one of the day's
        // parts; so is one that recurs under each day, after the last day too.)
        const dayPart = record.heading === meeting.level && (DELIVERABLES_HEADING.test(record.text) || (headingCounts.get(`${record.heading} ${record.text}`) ?? 0) > 1 || dayHeadingFollows(index, meeting.level));
        // (A bold line right under a date's own line that is no heading is that date's entry: "Fri Jan 20" over "**Standard Assessment**".)
        // (Nor is the day's title a heading of its level sets right under its date, "Wednesday, July 24, 2013" over "From Linux to Open Source", as one heading.)
        // (Nor is a bold line under a date's own line that says work is due, "Unit 1 reading journal entries due in class": the day's entry, set bold.)
        const itsEntry =
          (meeting.at === index - 1 && (meeting.level === UNMARKED_HEADING ? (record.heading ?? 0) >= 3 : record.heading === meeting.level && !record.mentions.length && !WEEK_HEADING.test(record.text))) ||
          (meeting.level === UNMARKED_HEADING && (record.heading ?? 0) >= 3 && !record.mentions.length && DUE.test(record.text) && findDeliverables(record.text).length > 0);
        if (record.heading !== undefined && !itsEntry && (record.heading < meeting.level || (record.heading === meeting.level && !dayPart))) meeting = null;
        // A paragraph of prose is the day's last line; a line with a date of its own ("FINAL EXAM: TUESDAY, DECEMBER 17TH") ends the day.
        // (So does the next week's label, "Week 10", dated or not.)
        else if (meeting.level === UNMARKED_HEADING && (record.mentions.length || WEEK_HEADING.test(record.text))) meeting = null;
        // (An entry under a label of its own, "reading: Thomas Jefferson, Virginia Statute …", is the day's, however long.)
        else if (meeting.level === UNMARKED_HEADING && record.text.length > SHORT_DATE_LINE && !LABELLED_ENTRY.test(record.text)) meeting = { date: meeting.date, linesLeft: 1 };
      } else if (meeting) meeting = meeting.linesLeft > 1 ? { date: meeting.date, linesLeft: meeting.linesLeft - 1 } : null;
    } else {
      dayLine = null;
      if (meeting?.level === UNMARKED_HEADING) meeting = null;
    }
    // A marked heading opens a section; a short title-like line opens one only when it names a kind.
    const keepsScope = record.heading !== undefined && record.heading > scopeLevel && (section !== null || underDueHeading) && !sectionOf(record.text) && !record.mentions.length;
    if (!record.cells && isHeading(record) && !keepsScope) section = sectionOf(record.text) ?? (record.heading !== undefined ? null : section);
    // (A heading ends a list of exam sittings, whatever the heading opens: "# Assignment Schedule" after "Two midterms:".)
    if (record.heading !== undefined) examList = null;
    // (It holds under the headings below it: "## Date di appello" over "### Anno Accademico 2020/2021" over the table.)
    if (record.heading !== undefined && (!sittingsHeading || record.heading <= sittingsHeading.level)) {
      const sittings = sittingsNamedBy(record.text);
      sittingsHeading = sittings && { ...sittings, level: record.heading };
    }
    if (record.heading !== undefined && !keepsScope) {
      underDueHeading = DELIVERABLES_HEADING.test(record.text);
      underKindHeading = isKindAlone(record.text);
      scopeLevel = record.heading;
    }
    // A list's container ends with its sub-list; an unmarked one ("Homework (due Mon 9/2)" over
    // "Week 1 Problem Set" in a PDF) at the next date, heading, table, paragraph or after a few lines.
    if (container?.depth) {
      if ((record.list ?? 0) <= container.depth) container = null;
    } else if (container) {
      const open: Container = container;
      const ends = Boolean(record.cells) || record.heading !== undefined || record.mentions.length > 0 || record.text.length > SHORT_DATE_LINE || open.linesLeft === 0;
      container = ends ? null : { ...open, linesLeft: open.linesLeft - 1 };
    }
    if (container && !record.mentions.length) {
      if (!readContained(record, container)) container = null;
      continue;
    }
    const overList = !record.list && Boolean(records[index + 1]?.list) && dueDateAlone(record);
    // "### Weekly 6: April 8--April 12", then "Due Monday, April 15." over "- Section 3.4: 28.": the heading's work is due that day
    // (not on its week's first), and the list gives its problems.
    const headingWork = overList && index > 0 && records[index - 1]!.heading !== undefined ? workOfHeading(index - 1) : null;
    // ("## Midterm 1" over "Monday, February 9" and nothing else: the day the exam is sat.)
    // (And "#### 2 --- Getting curious about cognition." under "### Assignments", over "`2018-09-14`": Assignment 2, due that day.)
    const sitting = !headingWork && record.heading === undefined && !record.list && !record.cells && record.mentions.length === 1 && onlyDates(record) && index > 0 ? (sittingOfHeading(records[index - 1]!) ?? numberedUnderKind(index - 1)) : null;
    if (headingWork || sitting) {
      const heading = records[index - 1]!;
      removeWhere(items, (item) => item.source.text === heading.text);
      placeQuoting(record.mentions[0]!, (headingWork ?? sitting)!, record, heading, record.mentions[0]!.time ?? findTimes(record.text)[0]?.time ?? null);
      if (headingWork) dueList = { date: null, label: record, marked: false, workDepth: null, noWork: true };
      continue;
    }
    // "*Forum Posts | Due by Sunday at 11:59 p.m.*" over a list, under "#### Week 1 - Aug 27": the entries are due that day of the week.
    const weekdayDue = !record.list && !record.cells && !record.mentions.length && week && Boolean(records[index + 1]?.list) && record.text.length <= 80 ? DUE_ON_WEEKDAY_LABEL.exec(record.text) : null;
    const weekdayDay = weekdayDue ? weekdayInWeek(resolve(term, week!.start)?.start ?? '', null, weekdayNamed(weekdayDue[1]!)!) : null;
    const dueNextClass = record.heading !== undefined && DUE_NEXT_CLASS.test(record.text);
    // ("For next week" over a list, after a meeting's date line: due at the next meeting.)
    const forNextMeeting = !dueNextClass && !record.cells && !record.list && FOR_NEXT_MEETING.test(record.text) && Boolean(records[index + 1]?.list);
    // ("`Due`" alone over a list, as a web page labels a day's parts: "Lectures & Workshops", "In-class work", "Due".)
    // (So is "Due dates" over a list, set as a heading or not: a PDF may set it in the body's size.)
    const dueLabel = (DUE_LIST.test(record.text) && record.text.length <= 120) || (!record.list && (DUE_ALONE.test(record.text) || (DELIVERABLES_HEADING.test(record.text) && !record.mentions.length)) && Boolean(records[index + 1]?.list));
    if (!record.cells && (dueLabel || (record.heading !== undefined && DELIVERABLES_HEADING.test(record.text)) || dueNextClass || forNextMeeting || overList || weekdayDay)) {
      // ("**January 30 • Distortion**", a paragraph on the day's questions, then "• Due before class:".)
      const day = dueLabel ? dayLine : null;
      // ("#### Due Next Class" under "### February 2 — Week 2": at the next dated heading over it, none after the last.)
      const date = weekdayDay ? { ...mentionOn(weekdayDay), time: findTimes(record.text)[0]?.time } : dueNextClass ? nextDatedHeading(index) : forNextMeeting ? nextMeetingDate(index) : (record.mentions[0] ?? meeting?.date ?? day);
      // ("Problem Set 1 (Due Friday, January 12):" over "- (1.1) 2, 4, 6": the label's own numbered work is due then, and its entries are its parts.)
      const [labelWork] = dueLabel && date === record.mentions[0] ? findDeliverables(record.text.slice(0, date.index)) : [];
      // (So is work it names in full over no list: "DEADLINE Final Projects Due (May 14):" over a paragraph on them.)
      const ownWork = labelWork && labelWork.index <= 3 && (/\d/.test(labelWork.title) || (!isBare(labelWork) && !records[index + 1]?.list)) ? labelWork : null;
      if (ownWork) place(date!, { ...ownWork, title: ownWork.title.replace(/^deadline\s+/i, '') }, record, date!.time ?? null);
      dueList = { date, label: record, marked: false, workDepth: null, labelsDay: Boolean(weekdayDay), toDo: forNextMeeting, noWork: READINGS_LABEL.test(record.text) || ownWork !== null };
      continue;
    }
    // ("→ [Lesson Plan](day_01.md)" after a Markdown list of what is due is a paragraph of its own.)
    // (A label that is a list's entry, "• Homework due today:", holds its entries: one back at its depth, "• Office hours", ends them.)
    const pastLabel = dueList?.label.list !== undefined && (record.list ?? 0) <= dueList.label.list;
    if (dueList && (record.cells || isHeading(record) || !isListEntry(record) || (dueList.marked && !record.list) || pastLabel)) dueList = null;
    // "September 13   October 11   November 15" under "Test Dates: …": one sitting per date, numbered.
    const sittings = sittingDays;
    sittingDays = null;
    if (sittings && record.mentions.length && onlyDates(record)) {
      record.mentions.forEach((mention, i) => place(mention, { index: 0, end: 0, type: sittings.type, title: record.mentions.length > 1 ? `${sittings.title} ${i + 1}` : sittings.title }, record, mention.time ?? null));
      continue;
    }
    const sittingsLabel = record.mentions.length ? null : SITTING_DAYS_LABEL.exec(record.text);
    const sittingsKind = sittingsLabel && kindOf(sittingsLabel[1]!);
    if (sittingsLabel && (sittingsKind === 'exam' || sittingsKind === 'quiz')) sittingDays = { type: sittingsKind, title: sittingsLabel[1]!.replace(/zes$|s$/i, '').replace(/^./, (c) => c.toUpperCase()) };
    // A line between that neither dates nor names anything (":icon: false") does not end the list.
    if (examList && (record.cells || isHeading(record) || --examList.linesLeft < 0 || (!isListEntry(record) && (record.mentions.length || kindOf(record.text))))) examList = null;
    // (A date outside the days the label gives ends its list: "December 17: Grades posted" under "December 8-12: Finals Week".)
    const sittingDay = examList?.days && record.mentions[0] ? resolve(term, record.mentions[0])?.start : undefined;
    if (examList?.days && sittingDay && (sittingDay < examList.days.start || sittingDay > examList.days.end)) examList = null;
    if (examList && record.mentions[0] && !findDeliverables(record.text).length) {
      // "Section 010: Thursday, 30 Apr 10:30AM - 1PM" under "Finals Week: 27 Apr-1 May".
      placeSitting(examList.title, record.text, record.mentions[0], record);
      continue;
    }
    const before = items.length;
    if (seriesLines.has(record)) continue;
    if (dueTable && record.table !== dueTable.table && record !== dueTable.heading) dueTable = null;
    if (record.cells) {
      readRow(record);
      if (dueTable && items.length === before) readDueRow(record, dueTable);
    } else if (dueList) readDueEntry(record, dueList);
    else readProse(dueOverDay(record, records[index + 1]) ?? record, records[index - 1], records[index + 1]);
    const placed = items.slice(before);
    // "Homework #7 due:" over "- Submit an annotated bibliography …": the list says what that work asks, not more work.
    if (!record.cells && !record.list && placed.length === 1 && /\d/.test(placed[0]!.title) && WORK_DUE_OVER_LIST.test(record.text) && records[index + 1]?.list) dueList = { date: null, label: record, marked: false, workDepth: null, noWork: true };
    const tableBelow = records[index + 1]?.cells ? records[index + 1]!.table : undefined;
    if (isHeading(record) && record.mentions.length === 1 && DUE.test(record.text) && tableBelow !== undefined) dueTable = { table: tableBelow, date: record.mentions[0]!, heading: record, headingItems: placed, rowsRead: false };
    // The parts' list ends where an entry stands no deeper than the one that named the work.
    if (workDepth !== null && (record.cells || !isListEntry(record) || (record.list ?? 0) <= workDepth)) [work, workDepth] = [null, null];
    if (!record.cells && isListEntry(record)) {
      const whole: Deliverable | null = work ? null : workNamedBy(record);
      if (work) readPart(record, work, placed);
      else if (whole && (records[index + 1]?.list ?? 0) > (record.list ?? 0)) [work, workDepth] = [whole, record.list ?? 0];
      // ("Lesson 3" over "- Draft due … by Fri 12 noon": the stage is of the entry it sits under.)
      const parent = work ? null : entryAbove(index);
      if (parent && !parent.mentions.length) nameStages(placed, parent.text);
    } else work = record.cells ? null : workNamedBy(record);
    // A short line naming the exams ("Finals Week: 27 Apr-1 May") lists their dates below it.
    // ("Following the midterm exam, the following section has been adjusted" names none.)
    const block = !record.cells && !placed.length && record.text.length <= 80 ? EXAM_BLOCK.exec(record.text) : null;
    const exams = block && isGraded(record.text, { index: block.index, end: block.index + block[0].length, type: 'exam', title: block[0] }) ? block : null;
    const window = exams && record.mentions[0]?.until ? resolve(term, record.mentions[0]) : null;
    if (exams) examList = { title: /final/i.test(exams[0]) ? 'Final exam' : exams[0].replace(/s$/i, ''), linesLeft: MEETING_LINES, days: window?.end ? { start: window.start, end: window.end } : null };
    // Under an exam, sub-items are what it covers; under homework, what is due.
    const bareWork = placed.length === 1 && placed[0]!.type !== 'exam' && placed[0]!.type !== 'quiz' && /^\W*[a-z-]+s?\W*$/i.test(placed[0]!.title);
    // (An entry of sentences that ends on the work, "AMS chapters 2 and 4 are very useful. 1st homework due January 21.", is about the class: its sub-entries are the class's.)
    if (bareWork && record.list && !SENTENCE_BREAK.test(record.text)) container = { item: placed[0]!, depth: record.list, linesLeft: 0 };
    else if (bareWork && !record.cells && record.text.length <= 60 && /\(\s*due\b/i.test(record.text)) container = { item: placed[0]!, depth: 0, linesLeft: CONTAINED_LINES };
  }

  /**
   * A row of a table under a heading that gives its due date names work due then, however it is
   * named ("1A | AI Use Cases in Finance | [pdf]"); the heading is then the rows' date, no work of its own.
   */
  function readDueRow(record: Dated, table: DueTable) {
    // A first row shaped as the rows below it ("1A | AI Use Cases in Finance" over "1B | …") was taken for the header: it is a row too.
    const shape = (cell = '') => cell.trim().replace(/\d/g, '9').replace(/\p{L}/gu, 'a');
    const first = !table.rowsRead;
    table.rowsRead = true;
    if (first && record.header && shape(record.header[0]) === shape(record.cells![0]) && /\d/.test(record.header[0] ?? '')) {
      readDueRow({ ...record, text: record.header.join(' | '), cells: record.header, header: undefined }, table);
    }
    if (record.mentions.length) return;
    // (Each cell once: a link's text may repeat the row's code, "1A | AI Use Cases in Finance | 1A".)
    const cells = record.cells!.filter((cell, i, all) => /\w/.test(cell) && all.indexOf(cell) === i);
    const name = workNamed(cells.join(' '), []);
    if (!name) return;
    const headingItems = new Set(table.headingItems.splice(0));
    removeWhere(items, (item) => headingItems.has(item));
    // (A kind's word inside the name, "Loan Portfolio Risk Analysis", left it waiting for its day: it has one now.)
    removeWhere(undated, (entry) => entry.record === record);
    placeQuoting(table.date, { index: 0, end: 0, ...inSection(name) }, record, table.heading, table.date.time ?? null);
  }

  /** One sitting of an exam, named by what stands before its date ("Section 010: Thursday, 30 Apr 10:30AM - 1PM"). */
  function placeSitting(exam: string, text: string, mention: DateMention, record: Record) {
    const label = text.slice(0, mention.index).replace(/^[\W\d.)]*?(?=[a-z])/i, '').replace(/[\s:,–-]+$/, '');
    place(mention, { index: 0, end: 0, type: 'exam', title: label ? `${exam} (${label})` : exam }, record, mention.time ?? findTimes(text)[0]?.time ?? null);
  }

  /**
   * Prose, sentence by sentence. A sentence that only gives the deadline ("Deadline: July 4, 2023,
   * 20:00.") or refers back ("It will be held on March 3.") is the date of what its paragraph is
   * about: the work named earlier in it, or by the label line just above ("Term paper (100% of your grade):").
   */
  function readProse(record: Dated, above: Dated | undefined, below: Dated | undefined) {
    // "FINAL EXAM:" over "Section 02 and 03: TUESDAY, APRIL 23, 9:30-11:30 A.M.": the line below dates the work the label names.
    if (datesLabelAbove(record, below)) return;
    // ("**Assessment 1 (Exercise Submissions, 25%):**" over "* Issued: 14.10.2025" and "* Deadline: 12.11.2025, 16:00": the list's label.)
    let subject = labelAbove(above) ?? (isListEntry(record) && DEADLINE_OPENING.test(record.text) ? labelAbove(labelOfList(record)) : null);
    let severalOf: Deliverable | null = null;
    const labelDated = datesLabelAbove(above, record) ? subject : null;
    const firstOfLine = items.length;
    let placedBefore = items.length;
    let namedAlone: Deliverable | null = null;
    for (const sentence of sentences(record.text)) {
      const lead = labelDated && record.text.startsWith(sentence) ? SECTION_BEFORE_DATE.exec(sentence.slice(0, record.mentions[0]!.index)) : null;
      if (lead && !findDeliverables(sentence, record.mentions).length) {
        const date = record.mentions[0]!;
        // (The evidence quotes the label too: the date's line alone does not say what is held.)
        placeQuoting(date, { ...labelDated!, title: lead[1] ? `${labelDated!.title} (${lead[1].trim()})` : labelDated!.title }, record, above!, date.time ?? findTimes(sentence.slice(date.end))[0]?.time ?? null);
        continue;
      }
      // "A draft … is due on April 5 for feedback. It is ungraded": what the sentence before dated is no graded work.
      if (UNGRADED_AFTER.test(sentence)) {
        items.splice(placedBefore);
        continue;
      }
      placedBefore = items.length;
      // A line of one sentence keeps the dates read from its place ("3: Quiz 4" under "March").
      const mentions = sentence === record.text ? record.mentions : findDates(sentence, dayFirst);
      const named = findDeliverables(sentence, mentions)[0];
      const counted = subject ?? severalOf;
      if (!named && counted && placeByOrdinals(sentence, mentions, record, counted)) continue;
      const before = items.length;
      // "Sep 7th, Fri: Team meetings. Deadline @midnight: … contents on lab 1.": the date a line opens with is its later deadlines' too,
      // and its sittings' ("Sept. 17. Monday: first mid-term examination.").
      const sitting = named?.type === 'exam' || named?.type === 'quiz';
      const opening = !mentions.length && sentence !== record.text && (DEADLINE_WORD.test(sentence) || sitting) && record.mentions[0] && BEFORE_OPENING_DATE.test(record.text.slice(0, record.mentions[0].index)) ? record.mentions[0] : null;
      // ("Reaction Paper: In 500 words, … Due before next class.": at the next meeting a date line opens.)
      const nextClass = !named && subject && !mentions.length && DUE_NEXT_CLASS_SENTENCE.test(sentence) ? nextMeetingDate(records.indexOf(record as Dated)) : null;
      // ("This was released on Thursday 3rd October, and the final deadline and test are on Monday 21st October": the deadline's date.)
      const deadline = !named && subject ? DEADLINE_SAID_AFTER_PRONOUN.exec(sentence) : null;
      const due = nextClass ?? (deadline ? mentions.find((m) => m.index >= deadline.index + deadline[0].length) : undefined) ?? mentions[0];
      // ("Final Exam. Dec 23, 2013. 6:20 - 8:20 pm.": a sentence of a date alone dates the work the line's first sentence only named.)
      const datesNameAlone = subject !== null && subject === namedAlone && DATE_ALONE.test(withoutMentions(sentence, mentions));
      if (!named && subject && due && (nextClass || datesNameAlone || deadline || DEADLINE_ONLY.test(sentence) || REFERS_BACK.test(sentence))) {
        // (The entry's own deadline, not the class day it is listed under: "Skill Assignment: … Due before class on June 13.")
        const datedBefore = record.mentions.some((m) => m.index < record.text.indexOf(sentence));
        const title = subject.title;
        if (!datedBefore) removeWhere(items, (item) => item.title === title && items.indexOf(item) >= firstOfLine);
        place(due, subject, record, due.time ?? (nextClass ? null : findTimes(sentence.slice(due.end))[0]?.time) ?? null);
      } else readText(sentence, mentions, record, opening, opening ? (findTimes(sentence)[0]?.time ?? null) : null);
      if (record.text.startsWith(sentence)) namedByOpeningLabel(sentence, record, before);
      // "Turn in Analytical Paper #4 … . Paper must be turned in by Tuesday December 13": the bare kind is the work named before it.
      // So is a bare "assignment" under a label that names the work ("Podcast Episode (5%)" over "… Download the assignment. Due Dec 3").
      const namedAgain = named && subject && isBare(named) && (/^assignments?$/i.test(named.title) || kindWordsIn(subject.title).includes(kindWordsIn(named.title)[0] ?? '')) ? subject : null;
      if (namedAgain) {
        for (const item of items.slice(before)) if (item.title === named!.title) Object.assign(item, { title: namedAgain.title, type: namedAgain.type });
      }
      // Dated here, the work no longer waits for a rule to date it by its week.
      if (subject && items.slice(before).some((item) => item.title === subject!.title)) {
        removeWhere(undated, (u) => u.record === record && u.deliverable.title === subject!.title);
      }
      subject = namedAgain ? subject : (named ?? subject);
      // (The line's first sentence, naming more than a bare kind: a citation's "… Visualizing the future. Library Journal. October 1." names a periodical.)
      namedAlone = named && !isBare(named) && !mentions.length && record.text.startsWith(sentence) && !/\p{L}/u.test(sentence.slice(0, named.index) + sentence.slice(named.end)) ? named : null;
      // "Write two short papers … The first is due on April 1 and the second on April 27": a kind
      // named in the plural is what the ordinals after it count.
      const plural = named ? null : PLURAL_KIND.exec(sentence);
      severalOf = plural ? { index: plural.index, end: plural.index + plural[0].length, type: kindOf(plural[0])!, title: plural[0] } : severalOf;
    }
  }

  /**
   * "Midterm Paper (25%): A 5-7 page paper due October 18.": the bare kind the sentence dates is the
   * work the label opening the line names, which is then not said to have no date.
   */
  function namedByOpeningLabel(sentence: string, record: Dated, from: number) {
    const label = OPENING_LABEL.exec(sentence);
    const work = label ? findDeliverables(label[0])[0] : undefined;
    if (!work || isBare(work)) return;
    const kind = kindWordsIn(work.title)[0];
    const bare = items.slice(from).filter((item) => isBare({ ...item, index: 0, end: 0 }) && kind && kindWordsIn(item.title)[0] === kind && !item.title.includes(work.title));
    if (bare.length !== 1) return;
    Object.assign(bare[0]!, { title: work.title, type: work.type });
    const noDate = unplaced.findIndex((line) => line.text === record.text && line.reason === noDateReason(work.title));
    if (noDate >= 0) unplaced.splice(noDate, 1);
  }

  /**
   * "There will be 2 homework assignments. The first is due … (January 31) and the second … (February
   * 12)": each ordinal with the date after it is that one of the work the paragraph is about.
   */
  function placeByOrdinals(sentence: string, mentions: DateMention[], record: Dated, subject: Deliverable): boolean {
    const ordinals = matchesOf(ORDINAL, sentence);
    const dates = ordinals.map((ordinal, i) => mentions.find((m) => m.index > ordinal.index && m.index < (ordinals[i + 1]?.index ?? sentence.length)));
    if (ordinals.length < 2 || !dates.every(Boolean)) return false;
    const word = kindWordsIn(subject.title)[0] ?? subject.title.replace(/(?<!s)s$/i, '').toLowerCase();
    const name = word.charAt(0).toUpperCase() + word.slice(1);
    ordinals.forEach((ordinal, i) => {
      const date = dates[i]!;
      const number = ORDINAL_NUMBERS.indexOf(ordinal[1]!.toLowerCase().replace(/^(\d)(?:st|nd|rd|th)$/, '$1')) % 6 + 1;
      place(date, { ...subject, title: `${name} ${number}` }, record, date.time ?? findTimes(sentence.slice(date.end, date.end + 20))[0]?.time ?? null);
    });
    return true;
  }

  /** The numbered work a line opens with as its subject, "Essay 1:" in "Essay 1: Language and the mind", when the line gives no date. */
  function workNamedBy(record: Dated): Deliverable | null {
    const [first] = findDeliverables(record.text);
    if (!first || record.mentions.length || first.index > 3) return null;
    const title = first.title.split(':')[0]!.trim();
    const after = record.text.slice(first.index + title.length);
    // In a list, "• Term paper (50%):" ending its line names the one work its sub-entries are the parts
    // of, numbered or not ("Assignments:" names several; "Midterm 1: 30% of grade" describes its own).
    if (record.list) return !/s$/i.test(title) && /^\s*(?:\([^()]*\)\s*)?:\s*$/.test(after) ? { ...first, title } : null;
    return /\d|\b[IVX]+\b/.test(title) && /^\s*:/.test(after) ? { ...first, title } : null;
  }

  /**
   * "Primera versión: Sept 14", "Final version due Oct 5" listed under "Essay 1: …": a dated entry
   * that names no work of its own is a part of the work its list is about, named by its label.
   */
  function readPart(record: Dated, whole: Deliverable, placed: ExtractedItem[]) {
    // An entry the rules above named by its label alone ("Final version due Oct 5") takes the work's name too.
    if (placed.length) {
      if (placed.every((item) => !kindOf(item.title))) for (const item of placed) Object.assign(item, { type: whole.type, title: `${whole.title}, ${item.title}` });
      return;
    }
    const mention = record.mentions[0];
    if (!mention) return;
    const label = record.text.slice(0, mention.index).replace(/^[\W\d]*?(?=\p{L})/u, '').replace(/[\s:,;(–-]+$/, '').replace(/\s+(?:due|by|on)$/i, '');
    if (!label || label.length > 40 || saysNotDue(record.text)) return;
    place(mention, { index: 0, end: 0, type: whole.type, title: `${whole.title}, ${label}` }, record, mention.time ?? findTimes(record.text)[0]?.time ?? null);
  }

  /** The line a list entry's list hangs from: the first line above it, a few entries up, that is no entry of the list. */
  function labelOfList(entry: Dated): Dated | undefined {
    const at = records.indexOf(entry);
    for (let i = at - 1; i >= Math.max(0, at - LIST_ENTRIES_UNDER_LABEL); i--) if (!isListEntry(records[i]!)) return records[i];
    return undefined;
  }

  /** The work a short label line just above names ("Term paper (100% of your grade):"). */
  function labelAbove(line: Dated | undefined): Deliverable | null {
    if (!line || line.cells) return null;
    // (Its emphasis marks are no part of it: "**Assessment 1 (Exercise Submissions, 25%):**".)
    const above = { ...line, text: line.text.replace(/^[*_\s]+|[*_\s]+$/g, '') };
    // ("* `Homework 1 <…/hw1>`__," over "**Deadline: September 7, 2016, 11:59pm**": numbered work whose entry goes on with its deadline.)
    const work = /,\s*$/.test(above.text) && !above.mentions.length ? findDeliverables(above.text) : [];
    if (work.length === 1 && /\d/.test(work[0]!.title)) return work[0]!;
    if (above.text.length > 60) return null;
    if (/:\s*$/.test(above.text)) return findDeliverables(above.text)[0] ?? null;
    // ("### Lab 2" over "Deadline: March 8, 2022": an undated heading that opens with the work's name, or is hardly more.)
    const headed = above.heading !== undefined && !above.mentions.length ? findDeliverables(above.text) : [];
    if (headed.length === 1 && (headed[0]!.index <= 3 || above.text.split(/\s+/).length <= 3)) return headed[0]!;
    // A title with its share of the grade ("Podcast Episode (5%)") labels graded work, whatever it is called.
    const weighted = WEIGHTED_LABEL.exec(above.text);
    return weighted ? { index: 0, end: 0, type: kindOf(weighted[1]!) ?? 'assignment', title: weighted[1]! } : null;
  }

  /** Text that names one thing, where what is due is listed ("Final Project: Mockup" in a due column), is its item's whole title. */
  function nameByWhole(from: number, text: string, mentions: DateMention[]) {
    const named = workNamed(text, mentions);
    const whole = named && withCapitalsRead(named);
    const title = items[from]?.title.toLowerCase() ?? '';
    // Not over other work the text names beside it ("HW 1 due; HW 2 released"): that is no part of its name.
    if (items.length === from + 1 && whole?.toLowerCase().includes(title) && !kindOf(whole.toLowerCase().replace(title, ''))) items[from]!.title = whole;
  }

  /** An entry of a list of what is due: its own deliverables, else the work its text names, on its own date or the list's. */
  function readDueEntry(record: Dated, list: DueList) {
    list.marked ||= Boolean(record.list);
    if (list.noWork) return;
    // "D2: Validation Interviews (due Mar 4)" over "Talk to 4+ potential users": what it takes, not more work;
    // "PA 1: Sep 6, Sun" over "Take between Sep 2, Wed and Sep 6, Sun.": when the work dated by its own entry is open, unless a stage of it is due then.
    const depth = record.list ?? 0;
    if (list.workDepth !== null && depth > list.workDepth && (!record.mentions.length || (list.workDated && !kindOf(record.text) && !DUE.test(record.text)))) return;
    list.workDepth = null;
    // "Nothing due this week." under "Due:" names no work; nor does a reading's reference ("Jacobs, Alexandra. 2022. …"),
    // nor a line opening a list of its own with no kind in it ("Here are links mentioned in the video:").
    if (NOTHING_DUE.test(record.text) || CITED_WORK.test(record.text) || (ENDS_WITH_YEAR.test(record.text) && !kindOf(record.text)) || (/:\s*$/.test(record.text) && !kindOf(record.text))) return;
    const listDate = list.date;
    const before = items.length;
    readText(record.text, record.mentions, record, listDate, null, () => true);
    // The entry without its bullet or number ("1. Sociological Experience 1 - …"), or the weight it opens with ("(30 points) Lab 3").
    const entry = record.text.replace(/^\W*(?:\d{1,2}[.)]\s|\d+\s*(?:points?|pts|marks|%)\s*\)\s*)?/i, '');
    // Its dates where they stand in the entry, not in the line with its bullet.
    const shift = record.text.length - entry.length;
    const entryMentions = record.mentions.map((m) => ({ ...m, index: m.index - shift, end: m.end - shift }));
    nameByWhole(before, entry, entryMentions);
    // (A closing note in brackets, "PA 5: Nov 7, Sat (Note day change … before the midterm)", is no part of the entry's name, nor the work it names.)
    const named = entry.replace(/\s*\([^()]*\)\W*$/, '');
    const title = items.length === before && !kindOf(named) && !list.toDo ? workNamed(named, entryMentions.filter((m) => m.end <= named.length)) : null;
    const date = record.mentions[0] ?? listDate;
    // ("2022-05-03: Take-Home 1, Exposé" lists two works, each named with a capital; "Lab 3, part 2" is one.)
    for (const work of title?.split(/\s*[,;]\s*(?=\p{Lu})/u) ?? []) {
      if (date) place(date, { index: 0, end: 0, ...inSection(work) }, record, date.time ?? findTimes(record.text)[0]?.time ?? null, !record.mentions[0]);
      else inWeek({ index: 0, end: 0, ...inSection(work) }, record, record.text);
    }
    // An entry dated by its list's label ("Due Thursday 2/25/2016, 5pm" over "(30 points) Lab 3") shows
    // that label as its evidence, its time as stated there; the label names no work of its own.
    const datedByLabel = !record.mentions.length && listDate !== null && (list.label.mentions.includes(listDate) || Boolean(list.labelsDay));
    if (items.length > before && record.list) [list.workDepth, list.workDated] = [depth, record.mentions.length > 0];
    for (const item of items.slice(before)) {
      dueByLabel.add(item);
      if (!datedByLabel) continue;
      closingDueLines.add(list.label);
      item.source = { ...item.source, text: `${record.text} (${list.label.text})` };
      if (AM_PM_SAID.test(list.label.text)) item.flags = item.flags.filter((flag) => flag !== 'am-pm-inferred');
    }
  }

  /**
   * "article summary papers … due in Thursday's class session in Weeks 5, 6, 7, 9, and 10": one
   * item per listed week, on that weekday of the week the schedule's "Week 05, 02/01 - 02/05" dates.
   */
  function placeInListedWeeks(deliverable: Deliverable, record: Record, text: string): boolean {
    const listed = WEEK_LIST.exec(text);
    const weekday = listed && WEEKDAY_NAMED.exec(text);
    if (!listed || !weekday) return false;
    const numbers = listed[1]!.split(/\s*(?:,|and|&)\s*/).filter(Boolean).map(Number);
    const days = numbers.map((n) => weekStarts.get(n)).map((start) => start && weekdayInWeek(start, null, weekdayNamed(weekday[1]!)!));
    if (numbers.length < 2 || !days.every(Boolean)) return false;
    const word = deliverable.title.replace(/(?<!s)s$/i, '');
    days.forEach((day, i) => place(mentionOn(day!), { ...deliverable, title: `${word} ${i + 1}` }, record, findTimes(text)[0]?.time ?? null));
    return true;
  }

  /**
   * A row's or a list's date is its week's (or its first class's); work that names its own weekday
   * ("Problem Set 1 (Fri)", "Essay due Thursday"), or is due at a session held on one (`sessionDay`), is due on that day of it.
   */
  function onOwnWeekday(mention: DateMention | null, words: string, fallback: DateMention | null, sessionDay: number | null = null): DateMention | null {
    // "Case study 1 assigned Sep 5; due the following Tuesday": the first such day after its date.
    const following = mention && FOLLOWING_WEEKDAY.exec(words);
    const from = following && resolve(term, mention!);
    if (from) {
      const day = weekdayInWeek(addDays(from.start, 1), null, weekdayNamed(following[1]!)!);
      if (day) return mentionOn(day);
    }
    const weekday = mention && mention === fallback ? (weekdayOfWork(words) ?? sessionDay) : null;
    const start = weekday !== null && resolve(term, mention!);
    if (!start) return mention;
    const day = weekdayInWeek(start.start, start.end ?? null, weekday);
    // "the first midterm is one week from this Tuesday": that many weeks after the day.
    const weeksLater = WEEKS_FROM_WEEKDAY.exec(words)?.[1]?.toLowerCase();
    const weeks = !weeksLater ? 0 : weeksLater === 'a' ? 1 : Number(weeksLater) || COUNT_WORDS.indexOf(weeksLater);
    return day ? mentionOn(weeks ? addDays(day, 7 * weeks) : day) : mention;
  }

  /** "30 October - Handout 7 posted. HW 3 due tomorrow.": the day after the date the line is written under. */
  function dueTheDayAfter(mention: DateMention | null, writtenBefore: boolean, after: string): DateMention | null {
    const day = mention && writtenBefore && DUE_TOMORROW.test(after) ? resolve(term, mention)?.start : undefined;
    return day ? mentionOn(addDays(day, 1)) : null;
  }

  /** "9/16, 18, 20 | … - Wednesday Quiz": of the days a line lists before the work, the one on the weekday that labels it. */
  function onListedWeekday(label: string | undefined, listed: DateMention[]): DateMention | null {
    const weekday = label && listed.length >= 2 ? weekdayOfWork(label) : null;
    if (weekday === null) return null;
    const days = listed.map((m) => resolve(term, m)?.start);
    const day = days[0] && days.at(-1) ? weekdayInWeek(days[0], days.at(-1)!, weekday) : null;
    return day ? (listed[days.indexOf(day)] ?? null) : null;
  }

  /** "the Friday of week 5", "Week 5 on Thursday": that weekday of a numbered week the schedule dates; "prior to class week 01": the day that week's heading dates. */
  function dayOfNumberedWeek(words: string): DateMention | null {
    const classOf = CLASS_OF_WEEK.exec(words);
    const classDay = classOf && weekStarts.get(Number(classOf[1]));
    if (classDay) return mentionOn(classDay);
    const named = WEEKDAY_OF_WEEK.exec(words);
    const start = named && weekStarts.get(Number(named[2] ?? named[3]));
    const day = start ? weekdayInWeek(start, null, weekdayNamed((named![1] ?? named![4])!)!) : null;
    return day ? mentionOn(day) : null;
  }

  /** The week its label (`record`, "Week 8") numbers `number` dates, counted from the dated week before it (`last`), or null. */
  function countedWeek(last: NonNullable<typeof week>, number: number, record: Record): typeof week {
    const ahead = last.number === undefined ? 0 : number - last.number;
    const start = ahead > 0 && ahead <= WEEKS_COUNTED ? resolve(term, last.start)?.start : undefined;
    if (!start) return null;
    const end = last.end && resolve(term, last.end)?.start;
    // (What it is counted from, for the reviewer: "Week 8, a week after Week 7 (8th November)".)
    const countedFrom = `${record.text}, ${ahead === 1 ? 'a week' : `${ahead} weeks`} after ${last.countedFrom ?? last.text}`;
    return { start: mentionOn(addDays(start, 7 * ahead)), end: end ? mentionOn(addDays(end, 7 * ahead)) : null, level: record.heading ?? Infinity, number, text: record.text, countedFrom };
  }

  /** Under a dated week, a heading that is a weekday alone ("#### Mon") is that day of the week. */
  function weekdayInWeekHeading(record: Record): DateMention | null {
    const named = week && (record.heading !== undefined || !record.list) ? (WEEKDAY_ALONE.exec(record.text) ?? WEEKDAY_AND_TOPIC.exec(record.text) ?? WEEKDAY_CLASS.exec(record.text)) : null;
    const start = named && resolve(term, week!.start)?.start;
    const day = start ? weekdayInWeek(start, null, weekdayNamed(named![1]!)!) : null;
    return day ? mentionOn(day) : null;
  }

  /**
   * The work a heading names, undated or dated by its week: "Problem Set 6: April 8--April 12", or numbered work of the
   * kind its section names ("Weekly 6" under "## Weekly homework").
   */
  function workOfHeading(at: number): Deliverable | null {
    const heading = records[at]!;
    // (Dated by a week, "April 8--April 12", one date with its end or two: not by a day of its own.)
    const [first, second, ...more] = heading.mentions;
    if (more.length || (first && !first.until && !second)) return null;
    const named = findDeliverables(heading.text)[0];
    if (named) return named.index <= 3 && /\d/.test(named.title) ? named : null;
    const numbered = /^\W*(\p{Lu}[\p{L}-]*\s+#?\d{1,2})\b(?![/.:]\d)/u.exec(heading.text);
    // (Its section's heading is one of a higher rank, or right above it: a PDF may set the two alike.)
    const section = numbered ? records.slice(0, at).findLast((r, i) => r.heading !== undefined && (r.heading < heading.heading! || i === at - 1)) : undefined;
    const type = section ? kindOf(section.text) : null;
    return type ? { index: 0, end: 0, type, title: numbered![1]! } : null;
  }

  /** The exam or quiz a heading names and nothing else ("Midterm 1", "Final Exam"): sat on the day a line alone under it gives. */
  function sittingOfHeading(heading: Dated): Deliverable | null {
    if (heading.heading === undefined || heading.mentions.length) return null;
    const [named, ...more] = findDeliverables(heading.text);
    const sat = named && !more.length && (named.type === 'exam' || named.type === 'quiz');
    return sat && !/\p{L}/u.test(heading.text.slice(0, named.index) + heading.text.slice(named.end)) ? named : null;
  }

  /** A heading that opens with a number and names its work ("2 --- Getting curious about cognition."), under a heading of a kind of work ("Assignments"). */
  function numberedUnderKind(at: number): Deliverable | null {
    const heading = records[at]!;
    const numbered = heading.heading !== undefined && !heading.mentions.length ? NUMBER_THEN_NAME.exec(heading.text) : null;
    const section = numbered ? records.slice(0, at).findLast((r) => r.heading !== undefined && r.heading < heading.heading!) : undefined;
    const kind = section ? sectionOf(section.text) : null;
    return kind ? { index: 0, end: 0, type: kind.type, title: `${kind.word} ${numbered![1]}: ${numbered![2]!.replace(/[.\s]+$/, '')}` } : null;
  }

  /** The list entry a sub-entry sits under, if it is one. */
  function entryAbove(at: number): Dated | null {
    const depth = records[at]?.list;
    for (let i = at - 1; depth && depth > 1 && i >= 0; i--) {
      const above = records[i]!;
      if (!above.list || above.cells) return null;
      if (above.list < depth) return above;
    }
    return null;
  }

  /** Names the stages of work ("Complete Draft") by the work they are of: "Primary Source Analysis #1: Complete Draft". */
  function nameStages(placed: ExtractedItem[], work: string) {
    const subject = work.trim();
    if (!/[a-z]{3}/i.test(subject) || subject.length > 60) return;
    for (const item of placed) if (STAGE_TITLE.test(item.title)) item.title = `${subject}: ${item.title}`;
  }

  /** The work the list entry above a sub-entry names, when that entry gives it no date. */
  function undatedWorkAbove(at: number): Deliverable | null {
    const above = entryAbove(at);
    return above && !above.mentions.length ? (findDeliverables(above.text).find((d) => d.index <= 3) ?? null) : null;
  }

  /** The kind a list entry names alone as the label of its sub-entries: ":microscope: Lab:", "Homework:". */
  function kindLabelAbove(record: Record): Section | null {
    const above = entryAbove(records.indexOf(record as Dated));
    return above && !above.mentions.length && above.text.length <= 30 && /:\s*$/.test(above.text) ? sectionOf(above.text) : null;
  }

  /**
   * Whether a line labelled by its weekday ("Friday: Proposal for …", "Monday: Peer feedback") sits under a label
   * that says its lines are work ("Assignments:", "Due:"), past the week's other such lines.
   */
  function underWorkLabel(record: Record): boolean {
    if (record.cells || !WEEKDAY_LABEL.test(record.text)) return false;
    for (let i = records.indexOf(record as Dated) - 1, seen = 0; i >= 0 && seen <= WORK_LABEL_ENTRIES; i--, seen++) {
      const above = records[i]!;
      if (WORK_LIST_LABEL.test(above.text)) return true;
      if (above.heading !== undefined || above.cells || above.mentions.length || !WEEKDAY_LABEL.test(above.text)) return false;
    }
    return false;
  }

  /** The weekday that labels the list entry a sub-entry sits under ("Mon: Review" over "• Quiz #1"). */
  function weekdayAbove(record: Record): number | null {
    const label = WEEKDAY_LABEL.exec(entryAbove(records.indexOf(record as Dated))?.text ?? '');
    return label ? weekdayNamed(label[1]!) : null;
  }

  /**
   * A deliverable with no date of its own under a dated week: on the weekday its line names
   * ("Quiz #1 must be completed by Friday 11:59 p.m.") in that week, else left for a rule to date.
   */
  function inWeek(deliverable: Deliverable, record: Record, text: string): boolean {
    // A reading's title in quotes ("“… the Vietnam Era Draft Lottery”") is no work of the week.
    if (!week || SAYS_NONE.test(text) || CITATION.test(text) || /[“"][^”"]*$/.test(text.slice(0, deliverable.index))) return false;
    const start = resolve(term, week.start)?.start ?? null;
    // ("Coding Activity 1 due by next Monday" under "Week 2 (January 26)": the first Monday after the week's date.)
    const following = FOLLOWING_WEEKDAY.exec(text);
    const weekday = following ? weekdayNamed(following[1]!) : (weekdayOfWork(text) ?? weekdayAbove(record));
    const day = start && weekday !== null ? weekdayInWeek(following ? addDays(start, 1) : start, null, weekday) : null;
    if (day) place(mentionOn(day), deliverable, record, findTimes(text)[0]?.time ?? null);
    else undated.push({ deliverable, record, week: { start, end: week.end ? resolve(term, week.end)?.start ?? null : null } });
    return true;
  }

  /**
   * "Homework (due Mon 11/18)" with the work itself as sub-items ("Group Project Progress Report #1"):
   * each sub-item is due then, and the bare "Homework" gives way to them. False where the parts have ended.
   */
  function readContained(record: Dated, { item }: { item: ExtractedItem }): boolean {
    if (/^\W*(?:readings?|textbook|see|note)\b/i.test(record.text)) return true;
    // A line pointing below ("Submit your .Rmd for the following exercises by midnight on Sunday") names no part;
    // after a part, one opening a list of its own ends them ("For these exercises, you will need the following datasets:").
    if (POINTS_BELOW.test(record.text)) return items.includes(item);
    const index = items.indexOf(item);
    if (index >= 0) items.splice(index, 1);
    const named = findDeliverables(record.text)[0];
    const title = named ? named.title : shortName(record.text);
    const part: ExtractedItem = { ...item, flags: [...item.flags], type: named?.type ?? item.type, title, source: { page: record.page, text: record.text } };
    // (Under "Homework (due Mon 10/21)" each part is said due by the line over it, as under a due label: "Lab 7 Script" is handed in.)
    if (saidDue.has(item) || dueByLabel.has(item)) dueByLabel.add(part);
    items.push(part);
    return true;
  }

  /**
   * "Short Assignments (3) | 45 | Jul. 16, Jul. 21, Aug. 04": a plural name the row dated by the first
   * of the dates its date cell lists is one item per date, as on a line.
   */
  function spreadOverListedDates(record: Dated, from: number, dateColumn: number) {
    const placed = items.slice(from);
    const dates = record.mentionsByCell![dateColumn] ?? [];
    if (placed.length !== 1 || dates.length < 2 || placed[0]!.date !== resolve(term, dates[0]!)?.start) return;
    const named = findDeliverables(record.text).find((d) => placed[0]!.title.startsWith(d.title));
    const listed = named && listedDates(named, findDates(record.text, dayFirst), record.text.length, record.text);
    if (!listed) return;
    items.splice(from, 1);
    for (const { mention, title } of listed) place(mention, { ...named, title }, record, mention.time ?? placed[0]!.time ?? null);
  }

  /**
   * A row whose date cell lists the class days of a module over weeks ("01/28: Know your company",
   * "01/30: Five Forces", … "02/11: Tutorial") beside its to-do list gives that work no day: it is left
   * for a person to date, not put on the module's first day. (An exam or presentation held in class
   * names its own day.)
   */
  function leaveUndatedInSpan(record: Dated, from: number, dateColumn: number) {
    const days = [...new Set((record.mentionsByCell![dateColumn] ?? []).map((m) => resolve(term, m)?.start).filter((d): d is string => Boolean(d)))].sort();
    // (Work the row spread over those days, "Short Assignments (3)" over three dates, has its days.)
    const placed = items.slice(from);
    if (days.length < MODULE_DAYS || days.at(-1)! <= addDays(days[0]!, 7) || placed.some((item) => item.date !== days[0])) return;
    for (const item of placed) {
      if (item.date !== days[0] || heldInClass(item)) continue;
      items.splice(items.indexOf(item), 1);
      unplaced.push({ page: record.page, text: record.text, reason: `"${item.title}" is listed beside the class days ${days[0]} to ${days.at(-1)} with no day of its own; check which day it is due.`, dates: [days[0]!] });
    }
  }

  /** What each column of a table holds, told once per table and header, not once per row. */
  function columnRoles(record: Dated, width: number): ColumnRole[] {
    const key = `${record.table}\u0000${width}\u0000${(record.header ?? []).join('\u0001')}`;
    let roles = rolesByHeader.get(key);
    if (!roles) {
      roles = Array.from({ length: width }, (_, i) => columnRole(record.header?.[i], dateColumns.get(record.table!)?.has(i) ?? false, record.header));
      rolesByHeader.set(key, roles);
    }
    return roles;
  }

  /** A table row: deliverables in any cell take their own date, else the row's date. */
  function readRow(record: Dated) {
    if (repeatsHeader(record.cells!, record.header)) return;
    const before = items.length;
    // ("Mon: Module 4 mastery due. Wed: Module 4 reading due.": each weekday's sentence is a line of its own, of the same length.)
    const cells = record.cells!.map((cell) => cell.replace(WEEKDAY_LABEL_INSIDE, (space) => `\n${' '.repeat(space.length - 1)}`));
    const cellDates = record.mentionsByCell!;
    const roles = columnRoles(record, cells.length);
    // "Reading due | Lecture date | WeBWorK due | Topic" over "2.7 | 2.8 | 3.7 | (2.4) Determinant": a column of
    // dates alone whose header names its work dates that work ("WeBWorK" due 3.7), not the row's topic, and a reading
    // is no graded work. (Beside a cell naming work of that kind, "Lab 1 | 2.17 | 2.28" under "Lab demo | Lab
    // due", it is that work's due date.)
    const ownWorkDue = new Map(
      (record.header ?? []).flatMap((h, i) => {
        const work = cellDates[i]?.length && !/\p{L}{3}/u.test(withoutMentions(cells[i]!, cellDates[i]!)) ? workOfDueHeader(h) : undefined;
        return work && !cells.some((c, j) => j !== i && kindWordsIn(c).includes(work.toLowerCase())) ? [[i, work] as const] : [];
      }),
    );
    // ("Entrega | Apresentação" over "01/04/2024 | 02/04/2024": beside the row's deadline, a column headed by a presentation dates the row's.)
    const presentations = (record.header ?? []).flatMap((h, i) => (PRESENTATION_HEADER.test(h) && cellDates[i]?.length && cellDates.some((dates, j) => j !== i && dates.length) ? [i] : []));
    const ownDated = new Set([...ownWorkDue.keys(), ...presentations]);
    const opensWithDate = (cell: string, i: number) => !ownDated.has(i) && dateOpeningCell(cell, cellDates[i]!) !== undefined;
    // "Homework 0 | Sept 5 | Sept 7" under "Available | Due": the row's work takes the day it is due, not the day it is out.
    const datedColumn = (released: boolean) => roles.findIndex((role, i) => role === 'dates' && cellDates[i]!.length && !ownDated.has(i) && (released || !isReleaseColumn(record.header?.[i])));
    const dateColumn = [datedColumn(false), datedColumn(true), cells.findIndex(opensWithDate)].find((i) => i >= 0) ?? -1;
    const dateCell = cells[dateColumn];
    // A week laid out as a grid of weekday columns under its dated heading ("### Mon. 30th of November" over
    // "| | Mon | Tue | … | Fri |"): the heading dates the week, each weekday column its day, and the row's label dates nothing.
    const weekGrid = dateColumn < 0 && (meeting !== null || week !== null) && (record.header ?? []).filter((h) => columnWeekday(h) !== null).length >= 3;
    const rowDate = cellDates[dateColumn]?.[0] ?? (weekGrid ? (meeting?.date ?? week?.start ?? null) : null);
    // "S1 | HW1 | Jan 10th | Jan 17th" under "Session # | Assignment | Date of session | Due date": what a due column lists is due on the row's due date.
    const dueDateColumn = roles.findIndex((role, i) => role === 'dates' && i !== dateColumn && !ownDated.has(i) && DEADLINE_COLUMN.test(record.header?.[i] ?? '') && !isReleaseColumn(record.header?.[i]));
    const rowDue = cellDates[dueDateColumn]?.[0] ?? null;
    // ("S10 | HW10 | Midterm | Feb 28th | -": work whose due cell is left blank has no date yet, not the session's;
    // what is held in class that day still is.)
    const noDueDate = dueDateColumn >= 0 && /^\W*$/.test(cells[dueDateColumn]!);
    // ("Tue, Nov 15 | Exam period | FP demo" under "Assigned | Due": work handed out on a day, due on none the row gives.)
    const dueUndated = dueDateColumn >= 0 && !noDueDate && !rowDue && isReleaseColumn(record.header?.[dateColumn]) ? cells[dueDateColumn]!.trim() : null;
    // "2024-10-14<br>before 17:00": a time in the date's cell is the row's.
    // So is a time in a column of its own ("Exam | Date | Time" over "Midterm 1 | Oct 5 | 7:00-9:00 PM").
    const timeCell = cells.find((_, i) => /^\W*(?:time|hours?|start)\W*$/i.test(record.header?.[i] ?? ''));
    // And so is the time in a due column's cell that names no work of its own ("Reading Quiz 1 | due by 11:59pm").
    const dueTimeCell = cells.find((c, i) => roles[i] === 'due' && !cellDates[i]!.length && !kindOf(c) && !workNamed(c, []));
    const rowTime = rowDate?.time ?? [dateCell, timeCell, dueTimeCell].map((cell) => (cell ? findTimes(cell)[0]?.time : undefined)).find(Boolean) ?? null;
    const lineDates = datesByLine(cells);
    // A due cell holding a weekday alone ("Final Exam | Wednesday 8:00am" in a week's row) is the day of the row's work.
    const weekdayCell = cells.map((c, i) => (roles[i] === 'due' ? WEEKDAY_ALONE_CELL.exec(c) : null)).find(Boolean);
    const weekStart = weekdayCell && rowDate ? resolve(term, rowDate)?.start : undefined;
    const dayOfWeek = weekStart ? weekdayInWeek(weekStart, null, weekdayNamed(weekdayCell![1]!)!) : null;
    const rowWeekday = dayOfWeek ? mentionOn(dayOfWeek) : null;
    // With a column for what is due, other columns hold topics: only what is held in class there counts.
    // (A numbering column such as "HW#" counts the work; it does not list it.)
    const hasDueColumn = roles.some((role, i) => role === 'due' && !isNumberingColumn(record.header?.[i]));
    const daysOfRow = roles.flatMap((role, i) => (role === 'dates' && cellDates[i]!.length && !isReleaseColumn(record.header?.[i]) && !DEADLINE_COLUMN.test(record.header?.[i] ?? '') ? [i] : []));
    // (Each day with its own cells: a calendar's days side by side date nothing beside them but their own.)
    const interleaved = daysOfRow.length >= 2 && daysOfRow.every((i, n) => n === 0 || i > daysOfRow[n - 1]! + 1);
    const dayToTheLeft = (column: number) => (interleaved ? cellDates[daysOfRow.filter((i) => i < column).at(-1) ?? -1]?.[0] : undefined);
    cells.forEach((cell, column) => {
      if (weekGrid && columnWeekday(record.header?.[column]) === null) return;
      const found = items.length;
      // "2. Build Your Own Blocks (due 1/26)" under "Lab": the column's work by its number and name, due on the day the cell gives.
      const columnKind = sectionOf(record.header?.[column] ?? '');
      const ownDue = cellDates[column]?.[0];
      const numberedEntry = columnKind && ownDue && NUMBERED_ENTRY.exec(cell);
      if (numberedEntry && DUE.test(cell) && !kindOf(numberedEntry[0])) {
        place(ownDue, { index: 0, end: 0, type: columnKind.type, title: `${columnKind.word} ${numberedEntry[0].trim()}` }, record, ownDue.time ?? null);
        // (Its cell says it is due, as a due list's label does.)
        for (const item of items.slice(found)) dueByLabel.add(item);
        return;
      }
      readCell(cell, column);
      // "Due Tues 1/15" under "Homework": a due line naming no work is the work its column's header names.
      const kind = sectionOf(record.header?.[column] ?? '');
      const dueDate = cellDates[column]?.[0];
      if (items.length === found && kind && dueDate && /^\W*due\b/i.test(cell) && !kindOf(cell) && !workNamed(cell, cellDates[column]!)) {
        place(dueDate, { index: 0, end: 0, type: kind.type, title: kind.work ?? kind.word }, record, dueDate.time ?? findTimes(cell)[0]?.time ?? rowTime);
      }
      // A row says due for what its due cell lists, or for all it holds under a "Deadline" date
      // column or its own "deadlines" label, not for a demo held in its topics cell.
      const said = DELIVERABLES_HEADING.test(cells[0] ?? '') || [cell, record.header?.[column] ?? '', record.header?.[dateColumn] ?? ''].some((text) => DUE.test(text));
      if (!said) for (const item of items.slice(found)) saidDue.delete(item);
    });
    spreadOverListedDates(record, before, dateColumn);
    leaveUndatedInSpan(record, before, dateColumn);
    // "1 | ? | 50 | Sep 16 | Sep 30" under "## Projects" and "# | Name | Points | Assigned | Due": a row the
    // section's kind numbers, its name not yet given, is that numbered work, due on the row's due date.
    if (items.length === before && section) {
      const numberCell = cells.find((cell, i) => isNumberingColumn(record.header?.[i]) && /^\s*\d{1,2}\s*$/.test(cell));
      const dueDay = rowDue ?? (DEADLINE_COLUMN.test(record.header?.[dateColumn] ?? '') ? rowDate : null);
      const unnamed = cells.every((cell, i) => roles[i] === 'dates' || !/\p{L}{2}/u.test(cell));
      if (numberCell && dueDay && unnamed) place(dueDay, { index: 0, end: 0, type: section.type, title: sectionTitle(section, numberCell) }, record, rowTime);
    }
    // "Primary Source Analysis #1 | 5% | Complete Draft: Tues, Feb 17 Final Draft: Tues, Feb 24": the
    // stages a cell dates are those of the work the row's first cell names.
    if (!cellDates[0]!.length) nameStages(items.slice(before), cells[0]!);
    // "TBA | Exam 3", "xx May 25 | Exam 3": work on a row whose date is yet to be set is left for a person, not dropped.
    const work = items.length === before && !rowDate && cells.some((cell) => NO_DATE_YET.test(cell)) ? cells.flatMap((cell) => findDeliverables(cell))[0] : undefined;
    if (work) report(record, noDateYetReason(work.title));
    function readCell(text: string, column: number) {
      const header = record.header?.[column] ?? '';
      // (A line that is only the bracket saying when the line above is due, "Sep 1: Lab 1 Unix/Linux" over "(Due Thu Sep 7)", goes on with it.)
      const cell = withColumnKindNamed(text, header).replace(/\n\s*(?=\(\s*due\b[^()\n]*\)\s*(?:\n|$))/gi, ' ');
      // A readings column lists what to read, and at most a numbered quiz or exam held that day ("Lecture 7 + Quiz 2"),
      // or work it says is due ("Due at 11:59 PM, HW03" above the chapters to read).
      const handouts = roles[column] === 'handouts';
      const heldThatDay = (d: Deliverable) => !handouts || ((d.type === 'quiz' || d.type === 'exam') && /\d/.test(d.title) && !/\b(?:for|before|prepare|study)\b/i.test(cell.slice(0, d.index))) || saysItsDue(cell, d);
      if (handouts && !findDeliverables(cell).some(heldThatDay)) return;
      const columnSaysDue = roles[column] === 'due';
      // Outside a due column, a lab or activity the cell or its header says is done in class ("Lab 2: titration (in class)",
      // "Lab: Odometry" under "In-class Activities") is a session, not a submission. ("Journal due in class", "Assignment #01 due and
      // graded in class" are handed in there.)
      const doneInClass = (d: Deliverable) =>
        d.type === 'assignment' && !columnSaysDue && (/^[^;.\n]*\bin[\s-]class\b/i.test(cell.slice(d.index)) || IN_CLASS.test(header)) && !saysItsDue(cell, d);
      // In a topics column, work with no number and no "due" is what the class is about ("Step response of RLC circuits"),
      // and so is a lab held that day ("Lab 04: Markov Chain Monte Carlo").
      // (A topic cell that says the work is submitted, "Project Progress Report (1 page section submission)", names it due,
      // and so does a date in the row's "Due Date" column: "Lab Activity 1: Square Strategy | Sept 10".)
      const dueBesideTopic = dueDateColumn >= 0 && cellDates[dueDateColumn]!.length > 0;
      const topic = (d: Deliverable) => isTopicsColumn(header) && !heldInClass(d) && (!/\d/.test(d.title) || (/^\W*lab\b/i.test(d.title) && !dueBesideTopic)) && !/\b(?:due|submi(?:t|ssion))\b/i.test(cell);
      // A column headed by a kind ("Lab") lists that kind's work, beside a due column too ("Lab 1: Amazon EC2").
      const ofColumnKind = (d: Deliverable) => kindWordsIn(header).some((word) => kindWordsIn(d.title).includes(word));
      // Under a kind's header, a bare word of another kind of the same type is one of its parts ("Proposal",
      // "Presentation" under "Project"); the kind's own word alone there is the day's topic.
      const headerType = sectionOf(header)?.type;
      const partOfColumnKind = (d: Deliverable) => d.type === headerType && !ofColumnKind(d);
      const only = (d: Deliverable) =>
        dueDateGiven(d) &&
        (!hasDueColumn || columnSaysDue || heldInClass(d) || ofColumnKind(d) || partOfColumnKind(d) || saysItsDue(cell, d)) && (columnSaysDue || !isBare(d) || DUE.test(cell) || partOfColumnKind(d) || heldAlone(d, cell)) && !doneInClass(d) && !topic(d) && heldThatDay(d);
      /** Whether the row gives the work a day; work whose due cell is blank is reported to be dated by a person. */
      function dueDateGiven(d: Deliverable): boolean {
        if ((!noDueDate || heldInClass(d)) && !dueUndated) return true;
        report(record, dueUndated ? `"${d.title}" is listed as due "${dueUndated}", which gives no date; check when it is due.` : `"${d.title}" is listed with its due date left blank; check when it is due.`);
        return false;
      }
      const headerTime = findTimes(header)[0]?.time ?? rowTime;
      const lines = cell.split('\n');
      const found = items.length;
      // Beside a cell of dates, one per line, each line of this cell takes the date on its line or above
      // it; a line set higher than the row's first date (a cell centred a line above it) takes that date.
      // A line beside words standing for a date ("Final Draft" beside "Finals") is left for a person to date.
      if (lineDates && lines.length > 1 && !cellDates[column]!.length) {
        const { dates } = lineDates;
        const isDate = (d: DateMention | string | null | undefined): d is DateMention => Boolean(d) && typeof d !== 'string';
        lines.forEach((line, i) => {
          if (!line.trim()) return;
          if (typeof dates[i] === 'string') {
            const name = workNamed(line, []);
            if (name) report(record, `"${name}" is listed as due "${dates[i]}", which gives no date; check when it is due.`);
            return;
          }
          const date = dates.slice(0, i + 1).reverse().find(isDate) ?? dates.find(isDate);
          if (!date) return;
          const before = items.length;
          readText(line, [], record, date, headerTime, only);
          // Under a header of work ("Assignment"), a part listed beside its own date names its work however it is worded ("* Three Ideas").
          const name = items.length === before && columnSaysDue && isDate(dates[i]) && LISTED_PART.test(line) ? workNamed(line, []) : null;
          if (name) place(date, { index: 0, end: 0, ...inSection(name) }, record, date.time ?? headerTime);
        });
        return;
      }
      // (The words standing for a date in such a cell name no work: "Finals" is the week.)
      if (lineDates?.column === column && lineDates.dates.some((d) => typeof d === 'string')) return;
      // "Due Friday", "Due (Fri)" over the column: its work is due that day of the row's week; "Homework
      // (due next class)": at the row's next class, the next dated row of the table (none after the last).
      // Beside a "Due Date" column, what the row names is due that day ("Lab | Assignment 2A | 9/23/2026").
      // "M | Activity | W | Activity | F | Activity | Report Due" over "Oct 21 | Lab 4 | Oct 23 | Lab 4 | Oct 25 |
      // Presentations": a row of several days' dates dates each cell by the day to its left.
      const dayDate = dayToTheLeft(column) ?? rowDate;
      const cellDate = rowDue ?? rowWeekday ?? (DUE_NEXT_CLASS.test(header) ? nextRowDate(record, dateColumn) : (dayOfWeekColumn(dayDate, header) ?? onOwnWeekday(dayDate, header, dayDate, sessionWeekday(header))));
      // A due cell that lists its work is one item per part: each part with its due date in its own
      // bracket on that date ("Gantt Chart (individual, due Jan. 22), Project Charter (group, due Jan. 29)");
      // the work the table of deadlines names ("InQuizitive, Twenty Statements application, Film response")
      // or the parts a semicolon outside brackets makes ("WebAssign 2; Worksheet A"; not "Quiz Ch3 (43-45;
      // 50-55)" or "Quiz Ch4; Ch12") on the row's date.
      const datedParts = columnSaysDue ? partsWithDatedBrackets(cell, cellDates[column]!) : [];
      const listsWork = columnSaysDue && !cellDates[column]!.length;
      const byComma = listsWork ? cell.split(/\s*[,;]\s*/) : [];
      const byNumber = listsWork ? cell.split(/\s*[,;\n]\s*/).filter(Boolean) : [];
      const numbered = byNumber.length > 1 && byNumber.every((part) => NUMBERED_NAME.test(part));
      const byDefinedName = !numbered && byComma.length > 1 && byComma.some(isDefinedName);
      const bySemicolon = listsWork && !numbered && !byDefinedName && !cell.includes('\n') ? cell.split(/\s*;(?![^()]*\))\s*/).filter((part) => part.trim()) : [];
      const parts = numbered ? byNumber : byDefinedName ? byComma : bySemicolon.length > 1 && bySemicolon.every((part) => kindOf(part) || workNamed(part, [])) ? bySemicolon : [];
      const eachPart = datedParts.length ? datedParts : cellDate ? parts.map((text) => ({ text, mentions: [] as DateMention[] })) : [];
      for (const { text: part, mentions } of eachPart) {
        const fromPart = items.length;
        readText(part, mentions, record, cellDate, headerTime, only);
        if (mentions.length) nameByWhole(fromPart, part, mentions);
        const title = items.length === fromPart && (!byDefinedName || isDefinedName(part)) && !(readingColumns.get(record.table!)?.has(column) && !kindOf(part)) ? workNamed(part, mentions) : null;
        const [own] = mentions;
        if (title) place(own ?? cellDate!, { index: 0, end: 0, ...inSection(title) }, record, own ? (own.time ?? findTimes(part)[0]?.time ?? headerTime) : headerTime, true);
      }
      if (eachPart.length) return;
      readText(cell, cellDates[column]!, record, cellDate, headerTime, only);
      // With no column for what is due, a cell line that says due names its work ("GitHub preparations due").
      // (Under "Deliverables / Notes", a line that says neither kind nor due is a note: "Heavy Theory Week".)
      const notesToo = /\b(?:notes?|comments?|remarks?)\b/i.test(header);
      // (So is a line with neither "due" nor a date of its own in a column that marks its deadlines with "due",
      // unless its header says all it lists is due: "Assignment Due", "Write".)
      const marksDue = Boolean(dueMarkingColumns.get(record.table!)?.has(column)) && !/\bdue\b/i.test(header) && !WRITE_HEADER.test(header);
      const saysDue = (line: string) => (columnSaysDue && ((!notesToo && !marksDue) || /\bdue\b/i.test(line) || (marksDue && findDates(line, dayFirst).length > 0))) || (!hasDueColumn && /\bdue\b/i.test(line));
      if (!lines.some(saysDue) || column === dateColumn) return;
      if (lines.length === 1 && columnSaysDue) nameByWhole(found, cell, cellDates[column]!);
      // Under a header that names what is due, a cell names work even with no kind word in it ("Thesis draft"),
      // and so does each of its lines that starts an entry of its own beside one that has ("Quiz 6\nList of topics"),
      // not a line a wrap cut from a name ("Data\nTransformations HW").
      // On a day with no class, a cell that names no kind is a note on the day ("[Martin Luther King Jr. Holiday]").
      const cellItems = items.slice(found);
      // A line a bracket left open goes on in the next ("Time Management (individual, due 11:59 pm" over "Feb. 19)").
      const entries = joinOpenBrackets(lines);
      if ((cellItems.length ? entries.length > 1 : entries.some((line) => saysDue(line) && !kindOf(line))) && !cells.some((c) => NO_CLASS_CELL.test(c))) {
        // Lines under an "Assign:" label, up to a "Due:" one, are handed out.
        const releasedLines = new Set(entries.filter((_, i) => releasedByLabel(cell, entries.slice(0, i).join('\n').length + 1)));
        // "Essence of Calculus Ch.1" over "Deadline: 09/04 11:59pm": the cell's deadline line dates the work its other lines name.
        const deadlineLine = entries.find((line) => DUE_LABEL_LINE.test(line) && findDates(line, dayFirst).length);
        const deadline = deadlineLine ? findDates(deadlineLine, dayFirst)[0] : undefined;
        // Under a header naming one kind ("Quizzes and Deadlines"), a line naming none is of that kind.
        const [headerKind, ...otherKinds] = kindWordsIn(header);
        const typeOfHeader = headerKind && !otherKinds.length ? kindOf(headerKind) : namesSittings(header) ? kindOf(header) : null;
        // Beside a cell saying only which kind is due or out ("Exam DUE | Part 1 (Observation) Due by midnight"), a line naming none is that kind's.
        const kindBeside = cells.map((c, i) => (i !== column ? KIND_ALONE_CELL.exec(c)?.[1] : undefined)).find((word) => word && kindOf(word));
        for (const line of entries.filter((line) => saysDue(line) && !releasedLines.has(line) && !DUE_LABEL_LINE.test(line))) {
          const wrapped = cellItems.some((item) => item.title.includes(line.trim()));
          if (cellItems.length && (kindOf(line) || wrapped || !/^\W*[A-Z]/.test(line))) continue;
          // A book's chapter under "Preparation and assignments" is a reading; under "Quizzes", the quiz's name.
          if ((isReadingReference(line) || readingColumns.get(record.table!)?.has(column)) && !kindOf(line) && (!typeOfHeader || typeOfHeader === 'assignment')) continue;
          const own = findDates(line, dayFirst);
          const title = workNamed(line, own);
          // "Thu: NB 1 due." beside "Sep 12, Sep 14": the weekday that labels the line picks the day.
          // ("Jan 30:" opening a day's cell in a row of days dates that cell's lines.)
          const dayOfCell = dateOpeningCell(cell, cellDates[column]!) ?? cellDate;
          const date = own[0] ?? deadline ?? onOwnWeekday(dayOfCell, line, dayOfCell);
          if (!title) continue;
          const named = { index: 0, end: 0, ...inSection(title) };
          const typeBeside = kindBeside ? kindOf(kindBeside) : typeOfHeader;
          if (!kindOf(title) && typeBeside) named.type = typeBeside;
          // (A table of a dated week's days dates a line by the weekday that labels it, when it names the work in a
          // phrase, "Friday: Letter of introduction to your instructor"; "Wednesday: Peer review." is a class's activity.)
          if (date) place(date, named, record, (own[0] ?? deadline)?.time ?? findTimes(own[0] || !deadlineLine ? line : deadlineLine)[0]?.time ?? headerTime, !own[0] && !deadline);
          else if (!cellDate && (kindOf(title) || title.split(/\s+/).length >= 3)) inWeek(named, record, line);
        }
      }
    }
    // "Étape 1 | … | séance 2.1 (lundi 30 août)" under "Étape | Contenu | Date de l'examen": a date column headed by
    // one kind of sitting ("Exam date", "Quiz Date", or the kind alone: "Topic | RAT") dates the row's sitting of that kind, named by the row's label.
    const dateHeader = record.header?.[dateColumn] ?? '';
    // (Not on a row that wraps the last, whose date cell is empty.)
    const sittingWord = rowDate && cells[dateColumn]?.trim() ? (SITTING_DATE_HEADER.exec(dateHeader)?.slice(1).find(Boolean) ?? (namesSittings(dateHeader) ? dateHeader.replace(/^\W+|\W+$/g, '') : undefined)) : undefined;
    const sittingKind = sittingWord ? kindOf(sittingWord) : null;
    const label = cells.find((cell, i) => i !== dateColumn && !cellDates[i]!.length && /\p{L}/u.test(cell))?.trim().split('\n')[0];
    if ((sittingKind === 'exam' || sittingKind === 'quiz') && label && !items.slice(before).some((item) => item.type === sittingKind)) {
      // ("RAT" stays in capitals, as initials.)
      const word = /^[A-Z]{2,}s?$/.test(sittingWord!) ? sittingWord! : capitalised(sittingWord!.toLowerCase());
      place(rowDate!, { index: 0, end: 0, type: sittingKind, title: `${word} – ${label}` }, record, rowTime);
    }
    // "25/01/2021 | 15:00-16:30 | Aula I" under "## Date di appello": a row of a day, its hours and its room is one sitting of the kind the heading names.
    if (items.length === before && sittingsHeading && rowDate && !cells.some((cell, i) => !cellDates[i]!.length && findDeliverables(cell).length)) place(rowDate, { index: 0, end: 0, type: sittingsHeading.type, title: sittingsHeading.title }, record, rowTime);
    // "Final exam | • Morning section: 12/16, 8-10am • Afternoon section: 12/11, 4:30-6:30pm": an exam
    // named in one cell and dated entry by entry in another has one sitting per entry.
    const exam = rowDate ? null : cells.map((c, i) => (cellDates[i]!.length ? undefined : findDeliverables(c)[0])).find((d) => d?.type === 'exam');
    if (items.length === before && exam) {
      cells.forEach((cell, i) => {
        if (!cellDates[i]!.length) return;
        // A bulleted entry may wrap its label and its date onto two lines.
        const entries = /[•·●▪◦]/.test(cell) ? cell.split(/[•·●▪◦]/) : cell.split('\n');
        for (const entry of entries.map((e) => e.replace(/\s+/g, ' ').trim())) {
          const [mention] = findDates(entry, dayFirst);
          if (mention && !findDeliverables(entry).length) placeSitting(exam.title, entry, mention, record);
        }
      });
    }
    // A row of a table of deadlines ("1: Logically safe | 2/1" under "due date", "Statistical power |
    // … | 2025-02-07" under "Closes") is one deliverable, named by its first cell of text and by the
    // section it is in.
    // (Under a heading of deadlines, "### Assignment Deadlines" over "Date | Description", its dates are the deadlines.)
    const deadlineColumn = (test: (h: string) => boolean) => record.header?.findIndex((h, i) => test(h) && cellDates[i]?.length && !ownDated.has(i)) ?? -1;
    for (const [column, work] of ownWorkDue) {
      // (Unless the course says what work on a reading is due: "Reading annotations due Sunday".)
      const named = /^read/i.test(work) ? readingWork : { type: kindOf(work) ?? 'assignment', title: work };
      if (named) place(cellDates[column]![0]!, { index: 0, end: 0, ...named }, record, cellDates[column]![0]!.time ?? findTimes(record.header![column]!)[0]?.time ?? null);
    }
    const headedDue = deadlineColumn((h) => DEADLINE_COLUMN.test(h));
    // ("No. 1 | Week 2 | Before EOD of Friday of Week 3" under "Date Due": that weekday of the week the schedule dates.)
    const weekDays = headedDue < 0 ? (record.header?.map((h, i) => (DEADLINE_COLUMN.test(h) ? dayOfNumberedWeek(cells[i] ?? '') : null)) ?? []) : [];
    const weekDueColumn = weekDays.findIndex(Boolean);
    // (Not where the table gives its class days' topics beside a column for what is due: "Date | Day | Topics | Assignments/Exercises"
    // under "# Dates and Deliverables".)
    const classDays = hasDueColumn && (record.header ?? []).some((h) => isTopicsColumn(h));
    const dueColumn = weekDueColumn >= 0 ? weekDueColumn : headedDue < 0 && underDueHeading && !classDays ? deadlineColumn(namesDates) : headedDue;
    const due = cellDates[dueColumn]?.[0] ?? weekDays[weekDueColumn] ?? undefined;
    // "HW | Due | Topic" over "3 | Feb 9 | Ch-4", "HW | Quiz | Date" over "2 | 1 | Sep 15": a column
    // headed by a kind numbers its work ("Homework 3"), and a code such as "MS 1" under "Project
    // Milestone" is "Project Milestone (MS 1)"; with no deadline column, the row's date is its date. A
    // number the rows repeat ("Project" over 0, 0, 0, 1) groups them and names no work.
    const numbered = record.header?.flatMap((h, i) => {
      const kind = sectionOf(h);
      const cell = cells[i]?.trim() ?? '';
      if (!kind || namesHandedOut(h) || roles[i] === 'handouts' || cellDates[i]?.length || groupingColumns.get(record.table!)?.has(i)) return [];
      // Beside a column of that kind's deadlines ("Homework Due"), a column the kind merely heads ("In
      // Class + Homework Directory") lists what is handed out.
      if (!DEADLINE_COLUMN.test(h) && record.header!.some((other, j) => j !== i && DEADLINE_COLUMN.test(other) && sectionOf(other)?.type === kind.type)) return [];
      // (A cell may list several: "02,03", "5 & 6".)
      const parts = cell.split(/\s*[,&;]\s*|\s+and\s+/);
      if (!parts.every((part) => NUMBERED_CELL.test(part))) return [];
      return parts.map((part) => ({ kind, title: /^\W*#?\d/.test(part) ? `${kind.word} ${part.replace(/[^\w]/g, '')}` : `${h.trim()} (${part})` }));
    });
    // A header naming its work with "due" where no kind's word does: "Preview Due" over "1—4" is "Preview 1—4".
    const namedByHeader = record.header?.flatMap((h, i) => {
      const cell = cells[i]?.trim() ?? '';
      const dueName = sectionOf(h) || cellDates[i]?.length ? undefined : workOfDueHeader(h);
      return dueName && !/^read/i.test(dueName) && COVERED_CELL.test(cell) ? [{ kind: { type: 'assignment' as const, word: dueName }, title: `${dueName} ${cell}` }] : [];
    });
    // Under a quiz's or an exam's header, a cell of what it covers ("1—22", "Units 1+2") is that sitting, "Quiz 1—22", "Quiz: Units 1+2", whatever else the row lists.
    const covered = record.header?.flatMap((h, i) => {
      const kind = sectionOf(h);
      const cell = cells[i]?.trim() ?? '';
      // (So is a topic alone under a header that is the kind's word alone: "Minecraft by Hand" under "Quiz".)
      const topic = KIND_ALONE_HEADER.test(h) && /[a-z]{2}/i.test(cell) && cell.split(/\s+/).length <= 8 && !kindOf(cell) && !cellDates[i]?.length && !SAYS_NONE.test(cell) && !NO_DATE_YET.test(cell);
      return kind && (kind.type === 'quiz' || kind.type === 'exam') && !namesHandedOut(h) && (COVERED_CELL.test(cell) || topic) ? [{ kind, title: /^\d/.test(cell) ? `${kind.word} ${cell}` : `${kind.word}: ${cell}` }] : [];
    });
    /** The row's first words outside column `i` and its dates: what a mark or a sitting in that column is of. */
    const rowTopic = (i: number) => cells.find((c, j) => j !== i && roles[j] !== 'dates' && /[a-z]{2}/i.test(c) && !cellDates[j]!.length);
    // "In Class, 01.31" under "Quiz" in the row of "Lab 05": that row's quiz, held as the cell says on the day it gives.
    // ("[MWF](…) (Due 1/24) [TR](…) (Due 1/23)" under "Quiz": the quiz of each section, due on its day.)
    const heldAsSaid = record.header?.flatMap((h, i) => {
      const kind = KIND_ALONE_HEADER.test(h) ? sectionOf(h) : null;
      const of = rowTopic(i);
      const cell = cells[i] ?? '';
      const days = HELD_AS_SAID.test(cell) ? [cellDates[i]?.[0] ?? rowDate] : DUE.test(cell) && !kindOf(cell) ? (cellDates[i] ?? []) : [];
      return kind && (kind.type === 'quiz' || kind.type === 'exam') && of ? days.flatMap((day) => (day ? [{ kind, title: `${kind.word}: ${shortName(of)}`, day }] : [])) : [];
    });
    for (const { kind, title, day } of heldAsSaid ?? []) place(day, { index: 0, end: 0, type: kind.type, title }, record, day.time ?? null);
    // (A weekday alone, "Tue" under "Day", names no work.)
    const named = cells.find((c, i) => i !== dueColumn && /[a-z]{2}/i.test(c) && !cellDates[i]!.length && roles[i] !== 'handouts' && !NO_CLASS_CELL.test(c) && !WEEKDAY_ALONE_CELL.test(c));
    // ("Practice (Not Graded) | September 5 | September 10" names nothing due.)
    const name = named && !NOT_GRADED_LABEL.test(named) ? named : undefined;
    // ("Due: None" says nothing is due.)
    const dueWordsOnly = cells.findIndex((c, i) => roles[i] === 'due' && DUE.test(c) && !NOTHING_DUE.test(c) && !cellDates[i]!.length && !kindOf(c) && !workNamed(c, []));
    const nameBesideDue = cells.find((c, i) => i !== dueWordsOnly && i !== dateColumn && /[a-z]{2}/i.test(c) && !cellDates[i]!.length && roles[i] !== 'handouts' && !saysNotDue(c));
    const numberedDate = due ?? rowDate;
    const dueCellsEmpty = (work: string) => hasDueColumn && roles.every((role, i) => role !== 'due' || !cells[i]!.trim()) && isGraded(work, { index: 0, end: work.length, type: kindOf(work)!, title: work });
    // A mark under a kind's header ("x" under "Quiz" in the row of "ANOVA") is that kind of work on the
    // row's topic, "Quiz: ANOVA", whatever else the row lists.
    const marked = record.header?.flatMap((h, i) => {
      const kind = MARK_CELL.test(cells[i]?.trim() ?? '') && !namesHandedOut(h) ? sectionOf(h) : null;
      const topic = kind && rowTopic(i);
      return kind && topic ? [{ kind, title: `${kind.word}: ${topic.trim()}` }] : [];
    });
    const numberedTime = due ? (findTimes(record.header![dueColumn]!)[0]?.time ?? null) : rowTime;
    if (numberedDate) for (const { kind, title } of [...(marked ?? []), ...(covered ?? []), ...(namedByHeader ?? [])]) place(numberedDate, { index: 0, end: 0, type: kind.type, title }, record, numberedTime, !due);
    if (items.length === before && numberedDate && numbered?.length) {
      for (const { kind, title } of numbered) place(numberedDate, { index: 0, end: 0, type: kind.type, title }, record, numberedTime, !due);
    } else if (items.length === before && due && name && (!kindOf(name) || dueCellsEmpty(name) || isKindAlone(name)) && !saysNoWork(cells[dueColumn]!, cellDates[dueColumn]!) && ((weekDueColumn >= 0 && dueColumn === weekDueColumn) || !namesOwnWork(cells[dueColumn]!))) {
      // A row whose name has a kind word was judged by it already (a release, a session, ungraded),
      // unless only the column for what is due kept it out, and that column is empty in this row, or
      // the name is the kind's word alone ("Project | 21. SEP | … | 19. OCT" under "Deadline").
      // (Its time is the date's, its cell's, "22/09 kl. 16.00", or its header's.)
      // (A kind’s word alone opening another cell names it, not the row’s number: "ii | Renascimento | Resenha: 474--490 | 08/09".)
      const bareWork = cells.find((c, i) => i !== dueColumn && !cellDates[i]!.length && findDeliverables(c).some((d) => isBare(d) && d.index <= 2));
      place(due, { index: 0, end: 0, ...inSection(shortName(bareWork ?? name)) }, record, due.time ?? findTimes(cells[dueColumn]!.slice(due.end))[0]?.time ?? findTimes(record.header![dueColumn]!)[0]?.time ?? null);
    } else if (items.length === before && rowDate && dueWordsOnly >= 0 && nameBesideDue) {
      // "Thu Sep 5 | Sketchbook check 1 | due by 11:59pm": a due cell naming no work of its own is the deadline of the row's work.
      place(rowDate, { index: 0, end: 0, ...inSection(shortName(nameBesideDue)) }, record, findTimes(cells[dueWordsOnly]!)[0]?.time ?? rowTime);
    } else if (items.length === before && rowDate && name && name === cells[0] && isWeighted(record) && kindOf(name)) {
      // A row of a grading table ("Project | 20% | Nov 22") names graded work by its first cell, a kind's word alone included.
      const type = kindOf(name)!;
      if (isGraded(name, { index: 0, end: name.length, type, title: name })) place(rowDate, { index: 0, end: 0, type, title: shortName(name) }, record, rowTime);
    } else if (items.length === before && rowDate && name && !record.header && underKindHeading && cells.length === 2) {
      // "#### Homework" over "| Malaria and Bednets: Part 2 | Nov 15 |": a table with no header under a heading
      // that is a kind's word alone lists that kind's work by name and due date.
      place(rowDate, { index: 0, end: 0, ...inSection(shortName(name)) }, record, rowTime);
    } else if (items.length === before && rowDate && name && WEIGHT_CELL.test(cells[record.header?.findIndex((h) => WEIGHT_HEADER.test(h)) ?? -1] ?? '') && !record.header!.some((h) => DEADLINE_COLUMN.test(h) || isReleaseColumn(h))) {
      // "13.03.2026 | L1 - Podstawy (oceniane) | 10 pkt" under "Data | Tytuł | Punkty": a row of a schedule that gives
      // points names graded work, however it is worded; its neighbours with none are sessions. (So does "Exploring Data |
      // February 3 | 1" under "Topic | Date | Grade %" in a section of quizzes: that quiz.) (Beside columns of
      // the days work is out and due, the row's day is no deadline.)
      place(rowDate, { index: 0, end: 0, ...inSection(shortName(name)) }, record, rowTime);
    } else if (items.length === before && rowDate && section && !section.work && !name && roles.every((role) => role === 'dates') && DEADLINE_COLUMN.test(record.header?.[dateColumn] ?? '')) {
      // "## Assessment exercises" over "Release Date | Due Date" rows that name nothing: each row is the next of the heading's work.
      const number = records.slice(0, records.indexOf(record)).filter((r) => r.table === record.table && r.mentions.length > 0).length + 1;
      place(rowDate, { index: 0, end: 0, type: section.type, title: sectionTitle(section, String(number)) }, record, rowTime);
    }
    // ("A01 | Session 7 Case Questions" under "Assignment ID | Title": the one work a row names by its code is also named by its title's column;
    // "DP1 (Draft 1)" under "Name" names its "Draft 1" in full, and "DP1 (Final)" its "DP1 (Final) project" already.)
    const placed = items.slice(before);
    const titled = placed.length === 1 ? cells.find((cell, i) => TITLE_HEADER.test(record.header?.[i] ?? '') && /\p{L}{3}/u.test(cell))?.trim() : undefined;
    const [title, wholeName] = [placed[0]?.title.toLowerCase() ?? '', titled?.toLowerCase() ?? ''];
    if (titled && wholeName.includes(title)) placed[0]!.title = shortName(titled);
    else if (titled && !title.includes(wholeName)) placed[0]!.title = `${placed[0]!.title}: ${shortName(titled)}`;
    // (Named by the row's first cell of words or number: "Apresentação 1".)
    const rowName = cells.find((cell, i) => !cellDates[i]!.length && /\S/.test(cell))?.trim() ?? '';
    for (const column of presentations) place(cellDates[column]![0]!, { index: 0, end: 0, type: 'project', title: `${record.header![column]!.trim()} ${rowName}`.trim() }, record, cellDates[column]![0]!.time ?? null);
  }

  /** A name the table of deadlines gives, whole or as its last word ("Twenty Statements application"). */
  function isDefinedName(part: string): boolean {
    const name = singularName(part);
    return definedNames.has(name) || definedNames.has(name.split(/\s+/).pop()!);
  }

  /** Work named without a kind word takes the kind of the section it is listed in ("Homeworks": "Homework 1: Logically safe"). */
  function inSection(name: string): Pick<Deliverable, 'type' | 'title'> {
    // A product's name may carry its kind inside it: "InQuizitive" is a quiz, "WebLab" a lab, "RQuiz1" (an R quiz) a quiz.
    const type = kindOf(name) ?? kindOf(/(?<=[A-Za-z])(?:Quiz|Exam|Test|Lab|Project|Essay|Paper)/.exec(name)?.[0] ?? '');
    if (type) return { type, title: name };
    return section ? { type: section.type, title: sectionTitle(section, name) } : { type: 'assignment', title: name };
  }

  /**
   * The dates of a cell listing one date per line ("9/18 (Tue)\n9/20 (Thurs)"), line by line: null
   * for a blank line, and the words of a line that stands for a date without giving one ("Finals",
   * "Week 4", "TBA") among two or more dates.
   */
  function datesByLine(cells: string[]): { column: number; dates: (DateMention | string | null)[] } | null {
    for (const [column, cell] of cells.entries()) {
      const lines = cell.split('\n');
      if (lines.length < 2) continue;
      const dates = lines.map((line) => dateHeading(line, dayFirst) ?? (line.trim() && WORDS_FOR_A_DATE.test(line) ? line.trim() : null));
      if (dates.every((d, i) => d || !lines[i]!.trim()) && dates.filter((d) => d && typeof d !== 'string').length >= 2) return { column, dates };
    }
    return null;
  }

  /** The date of the next row of a record's table that has one in the date column. */
  function nextRowDate(record: Dated, dateColumn: number): DateMention | null {
    for (let i = records.indexOf(record) + 1; i < records.length && records[i]!.table === record.table; i++) {
      const date = records[i]!.mentionsByCell?.[dateColumn]?.[0];
      if (date) return date;
    }
    return null;
  }

  /** Under a weekday column ("Week 3 (Sep 12) | Mon | Wed | Fri"), a cell's date is that day of the row's week. */
  function dayOfWeekColumn(rowDate: DateMention | null, header: string): DateMention | null {
    const target = columnWeekday(header);
    const start = rowDate && resolve(term, rowDate)?.start;
    if (target === null || !start) return null;
    const date = new Date(`${start}T00:00:00Z`);
    // (A row dated by its week's Sunday, "Sep 7 | … | Fri (Assignment Due)", holds the days after it.)
    const monday = date.getUTCDay() === 0 ? -1 : (date.getUTCDay() + 6) % 7;
    date.setUTCDate(date.getUTCDate() - monday + ((target + 6) % 7));
    return mentionOn(date.toISOString().slice(0, 10));
  }

  /** Whether a date line naming nothing (`rest` is what follows its date) is the label of the undated line below it. */
  function datesLineBelow(record: Record, rest: string): boolean {
    if (/[\p{L}\d]/u.test(rest)) return false;
    const below = records[records.indexOf(record as Dated) + 1];
    return below !== undefined && !below.mentions.length && below.heading === undefined && !below.cells && /\p{L}{2}/u.test(below.text);
  }

  /** Prose or a cell: each deliverable takes the date its sentence gives it. */
  function readText(text: string, mentions: DateMention[], record: Record, fallback: DateMention | null, defaultTime: string | null, only?: (d: Deliverable) => boolean) {
    if (closingDueLines.has(record)) return;
    // A week's heading with its range ("Week 5: February 17-19 — presentations & final project intro")
    // names the week's topics; what is due that week says so, and a test is held in it ("Week 08, 03/14 - 03/18: Midterm").
    const topicsOnly = !record.cells && WEEK_HEADING.test(record.text) && Boolean(mentions[0]?.until) && !/\bdue\b/i.test(text) && !findDeliverables(text, mentions).some((d) => d.type === 'exam' || d.type === 'quiz');
    // Under a class meeting's date, "• Note-collection 2 due" names its work as a line with its own date would;
    // so, under a dated week, does "Grade the AI due Fri.", said due on a day of it.
    const underMeeting = !mentions.length && (meeting || (week && DUE_ON_WEEKDAY.test(text))) && !record.cells && text.length <= 80 ? [{ index: text.length, end: text.length }] : [];
    // "All reports are due on the last class session": the phrase stands where a date would, ending the work's name.
    const relativeAt = mentions.length ? null : RELATIVE_DEADLINE.exec(text);
    const stops = mentions.length ? mentions : relativeAt ? [{ index: relativeAt.index + relativeAt[0].length - relativeAt[1]!.length, end: relativeAt.index + relativeAt[0].length }] : underMeeting;
    const found = topicsOnly ? [] : findDeliverables(text, stops);
    // "Week 2: (Due Friday)" under a "Homework" heading is the week's homework; "Q3" in a syllabus
    // whose legend says "Q: quiz" is a quiz.
    // (Not a chore named before its date, "Download and install Touchdesigner Due Aug 28".)
    const named = found.filter((d) => kindOf(d.title) || !saysNoWork(d.title, [])).map((d) => (section && !kindOf(d.title) && !legendKind(legend, d.title) ? { ...d, type: section.type, title: sectionTitle(section, d.title) } : { ...d, type: legendKind(legend, d.title) ?? d.type }));
    // ("Friday: Proposal for …" under "Assignments:": a kind's word alone names the work.)
    const listedAsWork = underWorkLabel(record);
    const deliverables = withLegend(legend, text, named)
      .filter((d, i, all) => !releasedByLabel(text, d.index) || dueDateAfter(text, d, all[i + 1], mentions))
      .filter(only ?? ((d) => !isBare(d) || DUE.test(text) || listedAsWork || datedRightAfter(d, mentions, text) || weightedEntry(d, text) || heldAlone(d, text) || handedInClass(text, d) || FOR_NEXT_CLASS_AFTER.test(text.slice(d.end)) || (HANDED_IN_SAID.test(text) && END_OF_WEEK_ON.test(text.slice(d.end)))))
      .filter((d) => !isLabSession(d, text))
      // ("Assignment due after this class meeting:" with nothing after its colon is a slot left to fill, not work.)
      .filter((d) => !(isBare(d) && !mentions.length && /^[^:\n]*:\s*$/.test(text.slice(d.end))))
      // After a deliverable, a bare "project" or "draft" describes it ("Proposal (due Mar 10): a page on the proposed project"),
      // unless its own date follows it ("2 checkpoints on … with a short presentation on 24 February").
      // ("Test 2, Paper Due": said due right after it, it is work of its own; so is "Lab 2, Reflection", named in a list of work.)
      .filter((d, i, all) => i === 0 || !isBare(d) || text.slice(all[i - 1]!.end, d.index).includes('\n') || datedRightAfter(d, mentions, text) || saidDueRightAfter(d, text) || listedAfter(all[i - 1]!, d, text))
      // "Paper Draft - An approximately 5,000 word draft of a final paper …": after a name and a dash, a
      // sentence describes the work; the work it mentions is not due there.
      .filter((d, i, all) => i === 0 || !inDescription(text, mentions, all[0]!, d) || datedRightAfter(d, mentions, text))
      // "Midterm (Quiz 4)", "Final (Quiz 10)", "Problem set 6 (mini-project part 1)": the bracket names what the work counts as, not a second work.
      .filter((d, i, all) => i === 0 || !/^\s*\(\s*(?:[a-z]+-)?$/i.test(text.slice(all[i - 1]!.end, d.index)) || !/^\s*\)/.test(text.slice(d.end)))
      .reduce(namedAgainInBrackets(text), [])
      // "Lab 1: Step Test — Lab 1 prelab due": a line opening with a session that goes on to name that work's part due lists the part.
      .filter((d, i, all) => i > 0 || !all.slice(1).some((later) => namesSamePiece(d, later) && saidDueRightAfter(later, text)));
    // A line whose deliverables a column rule set aside (a topics column) is not one that names none.
    const dueLine = !found.length && mentions.length > 0 && text.length <= LINE_LIKE && /\bdue\b(?!\s+to\b)/i.test(text) && !ADMINISTRATIVE.test(text);
    // "Week 2: (Due Friday, January 18) 11.5: 1, 4, 7" under a "Homework" heading is that homework.
    // "It will be due …" speaks of the work named before it (see readProse).
    const ofSubject = REFERS_BACK.test(text);
    // So is one under a list entry that labels its sub-entries with a kind ("Lab:" over "1a: Histograms (Th; due Aug-31)");
    // that label names what is due there, as a due column's header does: a lab so labelled is handed in.
    const labelAbove = !section && !deliverables.length && dueLine ? kindLabelAbove(record) : null;
    const governing = section ?? labelAbove;
    const labelledFrom = labelAbove ? items.length : null;
    // Under "## Homework Due Dates", "25-Jan: 1.30-1.35" is the homework due that day, named by what follows its date.
    // (A date alone over a line naming the work, "1-Feb" over "First Report" under "Exam or Other Due Dates", dates that line.)
    const entryUnderDueHeading = !found.length && underDueHeading && section !== null && !record.cells && mentions.length === 1 && mentions[0]!.index === 0 && text.length <= LINE_LIKE && !ADMINISTRATIVE.test(text) && !datesLineBelow(record, text.slice(mentions[0]!.end));
    if (!deliverables.length && (dueLine || entryUnderDueHeading) && governing && !ofSubject) {
      const label = entryUnderDueHeading ? text.slice(mentions[0]!.end) : text.slice(0, mentions[0]!.index).replace(/\(?\s*\bdue\b.*$/i, '').replace(/\s*\([^)]*$/, '');
      // ("All work … is due by the close of classes on Saturday, August 6th" is the course's last day for any work, not a piece of it.)
      // (Nor is "Practice (Not Graded)" under "Quiz schedule".)
      // (Nor "Aug 28: Nothing" or "Nov 27: THANKSGIVING" under "# Assignment Schedule".)
      if (!/^\W*(?:all|any|every)\b/i.test(label) && !NOT_GRADED_LABEL.test(label) && !saysNoWork(label, [])) deliverables.push({ index: 0, end: 0, type: governing.type, title: sectionTitle(governing, label) });
    }
    // Under "Assignments:", "Monday: Peer feedback" names its work however it is worded.
    if (!deliverables.length && !mentions.length && listedAsWork) {
      const name = WEEKDAY_LABEL.exec(text)![0];
      const title = text.slice(name.length).trim().replace(/[.:;,]+$/, '');
      if (title.length >= 3 && !saysNoWork(title, [])) deliverables.push({ index: name.length, end: text.length, ...inSection(title.slice(0, 80)) });
    }
    // An entry of a list that gives its work a date and a share of the grade ("* Topic Selection, February 1, 25 points.") is that work, however it is named.
    const weightAfter = !deliverables.length && record.list && mentions.length === 1 ? WEIGHT_AFTER_DATE.exec(text.slice(mentions[0]!.end)) : null;
    const weighed = weightAfter ? /^\W*(\p{Lu}[^,:;()]{2,58}?)[\s,:;–—-]*$/u.exec(text.slice(0, mentions[0]!.index))?.[1] : undefined;
    if (weighed && !saysNoWork(weighed, [])) deliverables.push({ index: text.indexOf(weighed), end: text.indexOf(weighed) + weighed.length, ...inSection(weighed) });
    // An entry of a list that closes with its due date is work due then, however it is named ("Blackboard: BB1 Evaluating Limits").
    if (!deliverables.length && !mentions.length && record.list && text.length <= LINE_LIKE && !saysNoWork(text, mentions) && closingDueLineOf.get(record)) {
      const entry = text.replace(/^\W+/, '');
      deliverables.push({ index: text.length - entry.length, end: text.length, ...inSection(entry) });
    }
    if (!deliverables.length) {
      if (dueLine && !ofSubject) report(record, NAMES_NO_ITEM);
      return;
    }
    const labelsFirst = mentions.length > 0 && deliverables[0]!.index < mentions[0]!.index;
    deliverables.forEach((deliverable, i) => {
      // ("Lab 2, Lab 3 due on Mar 15": work listed together shares what is said after the last of it.)
      let last = i;
      while (deliverables[last + 1] && LISTED_TOGETHER.test(text.slice(deliverables[last]!.end, deliverables[last + 1]!.index))) last++;
      const next = deliverables[last + 1]?.index ?? text.length;
      // ("HW 07: TBD (due Oct-15)": what is to be decided is its topic; its due date is set.)
      const dueOn = mentions.some((m) => m.index >= deliverable.end && m.index < next && /\bdue\b[^.;]{0,12}$/i.test(text.slice(deliverable.end, m.index)));
      // ("Date TBA - Final exam", in the list of dated classes above it: the place of its date says there is none yet.)
      const lineStart = text.lastIndexOf('\n', deliverable.index) + 1;
      // (Not what a label after it begins: "Talk TBD **ALL STUDENTS: FINAL PAPERS DUE**", where the talk is to be decided.)
      const before = text.slice(lineStart, deliverable.index);
      const undatedBefore = !mentions.some((m) => m.index >= lineStart && m.index < deliverable.index) && NO_DATE_YET.test(before.slice(before.lastIndexOf(':') + 1));
      if ((NO_DATE_YET.test(text.slice(deliverable.end, next)) || undatedBefore) && !dueOn) {
        report(record, noDateYetReason(deliverable.title));
        return;
      }
      const listed = listedDates(deliverable, mentions, next, text);
      if (listed) {
        for (const { mention, title } of listed) place(mention, { ...deliverable, title }, record, mention.time ?? null);
        return;
      }
      const paired = dateFor(deliverable, mentions, labelsFirst, next, text) ?? fallback;
      // "Week 6 (Oct 7–11): … Essay #2 outline due Fri": a week line's window is the week its work falls in, as a row's date is.
      const week = paired?.until && paired === mentions[0] && (WEEK_HEADING.test(text) || WEEK_OF.test(text)) ? paired : fallback;
      // "Tue: Quiz 1" / "Thu: Assn 1 in" in a cell beside "Sept 21, 23": the weekday that labels the line is the work's day.
      // So is a weekday right before the work's name: "Egypt to End of New Kingdom - Wednesday Quiz" beside "9/16, 18, 20".
      const label = WEEKDAY_LABEL.exec(text.slice(lineStart, deliverable.index))?.[0] ?? WEEKDAY_BEFORE_WORK.exec(text.slice(lineStart, deliverable.index))?.[1]?.concat(': ');
      const mention = dueTheDayAfter(paired, paired !== null && (paired === fallback || paired.end <= deliverable.index), text.slice(deliverable.end, next)) ?? onListedWeekday(label, mentions.filter((m) => m.end <= deliverable.index)) ?? onOwnWeekday(paired, `${label ?? ''}${text.slice(deliverable.index, saidOfWorkEnd(deliverable, mentions, text, next))}`, week, paired && paired === week ? weekdayLabellingKind(text, deliverable.type) : null);
      if (!mention && placeInListedWeeks(deliverable, record, text)) return;
      // "Exam 3 due during exam period", "The final exam will be held during finals week": over the days a line gives that period.
      if (!mention && examPeriod && DURING_EXAM_PERIOD.test(text.slice(deliverable.end, next))) {
        // (The evidence quotes the line that gives the period, as a reviewer needs both.)
        placeQuoting(examPeriod.mentions[0]!, deliverable, record, examPeriod, null);
        return;
      }
      // A title of one word names its work only alone on its line ("Midterm" under a date), or as a quiz
      // or exam opening its line or a label's entry ("In class: Quiz on readings."), unless the sentence
      // names another day ("Quiz on Thursday"); "Test recording video" is a verb's.
      const opensEntry =
        (deliverable.type === 'exam' || deliverable.type === 'quiz') &&
        !/^tests?$/i.test(deliverable.title) &&
        /^\W*(?:[A-Za-z]+(?:\s[A-Za-z]+)?(?:\s?:|\s[–—-])\W*)?$/.test(text.slice(0, deliverable.index)) &&
        !A_WEEKDAY.test(text.slice(deliverable.end, next));
      // ("… Problem 11.4 Catalytic Membrane Reactor. Due: Reactor Design Memo 2": a "Due:" label names the day's work, however long
      // its line, with at most a verb and an article between, "due: Proposing a paper".)
      // (So does a "Submit:" label: "*Submit*: Your summary draft in advance of class".)
      const labelledDue = /\b(?:due|submit|turn\s+in|hand\s+in)\s*:\s*(?:[a-z]+ing\s+)?(?:an?\s+|the\s+|your\s+)?$/i.test(text.slice(lineStart, deliverable.index));
      // (So does one said due right after it, "Test 2, Paper Due", or labelled due; or "In-class" before a kind the
      // syllabus says is handed in at the end of class, "In-class lab: finding stories in opioid data".)
      const named = /\d|\b[IVX]+\b|\s/.test(deliverable.title) || heldAlone(deliverable, text) || opensEntry || saidDueRightAfter(deliverable, text) || saidHeldAtClass(deliverable, text) || labelledDue || handedInClass(text, deliverable);
      // Under a date line, work that says it is due ("Submission Deadline for Worksheet #2") or is held in class is that day's; under a marked
      // date heading ("#### Friday, September 7th"), so is any work its section lists ("- Homework: SWIRL Exercise 1").
      // The entry must be the work itself, named first or after a verb of handing in ("Submit first
      // draft of …"; "Start writing your reflections" is not due that day).
      // A sub-entry details the entry above it.
      // An entry opening with the work's name and a colon ("Short writing assignment 1: How do the authors …") is that work, however long its prompt.
      // (Its name may take in the prompt's first words: "Short writing assignment 6: Having read …,".)
      const labelsEntry = record.text.startsWith(text) && /^\W{0,3}$/.test(text.slice(0, deliverable.index)) && (/^\W*:/.test(text.slice(deliverable.end)) || OPENING_LABEL.test(text.slice(deliverable.index)));
      const listedThatDay = meeting?.level !== undefined && (text.length <= 120 || labelsEntry) && ((record.list ?? 1) <= 1 || dueAsListed) && WORK_FIRST.test(text.slice(0, deliverable.index));
      // (Under a date heading, so is numbered work said due where its clause ends, however long the line: "…for quiz #16, Composition #3 due".)
      const dueAtClauseEnd = meeting?.level !== undefined && /\d/.test(deliverable.title) && DUE_ENDING_CLAUSE.test(text.slice(deliverable.end));
      // "Exercise for next class: Soundmaps" under a day's heading: due at the next class the schedule dates.
      // (Named by what follows the colon: "Exercise: Soundmaps".)
      const forNextClass = !mention && meeting && !record.cells ? FOR_NEXT_CLASS_AFTER.exec(text.slice(deliverable.end, next)) : null;
      const nextClass = forNextClass ? nextMeetingDate(records.indexOf(record as Dated)) : null;
      if (nextClass) {
        const name = /^\s*:\s*([^\n:]{1,60}?)\s*$/.exec(text.slice(deliverable.end + forNextClass![0].length, next))?.[1];
        place(nextClass, name ? { ...deliverable, title: `${deliverable.title}: ${name}` } : deliverable, record, null);
        return;
      }
      if (!mention && meeting && named && !record.cells && !ruleLines.has(record) && ((text.length <= 80 && (DEADLINE_WORD.test(text) || handsInOpening(text, deliverable) || deliverable.type === 'exam' || deliverable.type === 'quiz')) || heldInClass(deliverable) || listedThatDay || labelledDue || dueAtClauseEnd || handedInClass(text, deliverable))) {
        // "Tues 10/1, Thurs 10/3" over "Session 2: Midterm Exam 1": the second session is the second date.
        const session = Number(SESSION_NUMBER.exec(text)?.[1] ?? 0);
        const day = meeting.sessions?.[session - 1] ?? meeting.date;
        // "Take lecture video quiz 6 due on Canvas Thursday at noon" under Wednesday's heading: due on the Thursday after it.
        const dueWeekday = weekdayOfWork(text.slice(deliverable.index, next));
        const from = dueWeekday !== null ? resolve(term, day)?.start : undefined;
        const onWeekday = from ? weekdayInWeek(from, null, dueWeekday!) : null;
        const item = place(onWeekday ? mentionOn(onWeekday) : day, deliverable, record, findTimes(text)[0]?.time ?? null);
        if (item && !onWeekday) listedAtClass.set(item, records.indexOf(record as Dated));
        return;
      }
      const ofWeek = mention ? null : dayOfNumberedWeek(text.slice(deliverable.index, next));
      if (ofWeek) {
        place(ofWeek, deliverable, record, findTimes(text)[0]?.time ?? null);
        return;
      }
      const closing = mention || record.cells || SAYS_NONE.test(text) ? null : closingDueLineOf.get(record);
      if (closing) {
        closingDueLines.add(closing);
        placeQuoting(closing.mentions[0]!, deliverable, record, closing, findTimes(closing.text)[0]?.time ?? null);
        return;
      }
      if (!mention) {
        // "due at the last class session": a person tells the day from the schedule.
        const relative = RELATIVE_DEADLINE.exec(text.slice(deliverable.index, next));
        // "… by the end of this week (Sunday night)" under "Oct 3 & Oct 5 - …": that weekday of the week its section dates last.
        const endOfWeek = relative || HANDED_IN_SAID.test(text) ? END_OF_WEEK_ON.exec(text.slice(deliverable.index)) : null;
        const weekDay = endOfWeek ? lastDateInSection(records.indexOf(record as Dated)) : null;
        const onDay = weekDay ? weekdayInWeek(weekDay, null, weekdayNamed(endOfWeek![1]!)!) : null;
        if (relative && LAST_CLASS.test(relative[1]!) && lastSession) place(mentionOn(lastSession), deliverable, record, null);
        else if (onDay) place(mentionOn(onDay), deliverable, record, findTimes(text)[0]?.time ?? null);
        else if (relative) report(record, `"${deliverable.title}" is due ${relative[1]}, not on a date; check which day that is.`);
        // (Not a work whose stages the line dates: "Essay 1 (draft due 2/3, final due 2/10)".)
        else if (!inWeek(deliverable, record, text) && looksLikeDeadline(text, deliverable) && !deliverables.some((d) => d.title.startsWith(`${deliverable.title}: `))) report(record, noDateReason(deliverable.title));
        return;
      }
      const byRow = mention === fallback;
      const windowText = text.slice(Math.min(deliverable.index, mention.index), Math.max(next, mention.end + 30));
      const ownTime = mention.time ?? findTimes(windowText).find((t) => !mentions.some((m) => t.index + Math.min(deliverable.index, mention.index) >= m.index && t.index + Math.min(deliverable.index, mention.index) < m.end))?.time;
      const item = place(mention, deliverable, record, ownTime ?? defaultTime, byRow);
      if (item && !byRow && mention.index < deliverable.index) listedOn.add(item);
    });
    if (labelledFrom !== null) for (const item of items.slice(labelledFrom)) dueByLabel.add(item);
  }

  // The stretches without class the syllabus states over several days ("Spring break March 14-18"), which a weekly series skips.
  const breaks = records
    .filter((r) => isNoClass(r.text))
    .flatMap((r) => r.mentions.filter((m) => m.until).map((m) => resolve(term, m)))
    .flatMap((window) => (window?.end ? [{ start: window.start, end: window.end }] : []));
  const datedRecords = records.map((r) => ({ record: r, dates: r.mentions.map((m) => resolve(term, m)?.start).filter((d): d is string => Boolean(d)) }));
  for (const placed of placeByRules(rules, undated, datedRecords, breaks)) {
    const item: ExtractedItem = { ...placed, confidence: 0.7, flags: term.stated ? ['recurrence'] : ['recurrence', 'year-inferred'] };
    // (A rule's day is the day the work is due, as a "due" on its own line would say.)
    saidDue.add(item);
    items.push(item);
  }
  for (const placed of [...placeHeldEachWeek(rules, items, datedRecords, (r) => isNoClass(r.text), breaks), ...placeReadingWork(datedRecords, items, (r) => isNoClass(r.text))]) {
    items.push({ ...placed, confidence: 0.6, flags: term.stated ? ['recurrence'] : ['recurrence', 'year-inferred'] });
  }
  const left = undatedLeft(rules, undated);
  // (The lines whose work a rule dated are that work's evidence, as an item's own line is.)
  for (const { record } of undated) if (!left.some((entry) => entry.record === record)) quotedLines.add(record.text);
  /** The weekdays the course says it meets on ("Wednesdays, 3:00 PM - 5:50 PM"), looked for only when a week lists work with no day. */
  const classDays = left.length ? meetingDays(allText) : new Set<number>();
  for (const { deliverable, record, week: listedWeek } of left) {
    // Work a dated week lists with no day of its own is due within that week: an item over the week's
    // days, as a schedule row's work is, for the reviewer to narrow ("Week 3  9/15 - 9/19 | Assignment: MODIS").
    if (listedWeek.start && listedWeek.end) {
      const [, month, day] = listedWeek.end.split('-').map(Number);
      place({ ...mentionOn(listedWeek.start), until: { month: month!, day: day! } }, deliverable, record, findTimes(record.text)[0]?.time ?? null, true);
      continue;
    }
    // A week dated by its one class ("Week 2 (Sept 2)" in a course that meets on Wednesdays only) has the work
    // it says is due ("Homework #2 due:") due at that class.
    const [year, month, day] = (listedWeek.start ?? '').split('-').map(Number);
    if (listedWeek.start && classDays.size === 1 && classDays.has(weekdayOf(year!, month!, day!)) && DUE.test(record.text)) {
      place(mentionOn(listedWeek.start), deliverable, record, findTimes(record.text)[0]?.time ?? null, true);
      continue;
    }
    const dates = listedWeek.start ? [listedWeek.start] : [];
    unplaced.push({ page: record.page, text: record.text, reason: `"${deliverable.title}" is listed under a week${listedWeek.start ? ` (from ${listedWeek.start})` : ''} with no day; check which day it is due.`, dates });
  }
  applyWeekdayRules(rules, rowDated.filter((item) => !dueDayStated.has(item)), (item) => weekRows.has(item), [...listedOn].filter((item) => !saidDue.has(item) && !dueByLabel.has(item)), (item) => saidDue.has(item));
  // "Complete assignments either in class or as homework due before the next class": work a class lists,
  // not said due, is due at the class after it.
  if (listedAtClass.size && records.some((record) => !record.cells && DUE_AT_NEXT_CLASS_RULE.test(record.text))) {
    for (const [item, listedAt] of listedAtClass) {
      const next = saidDue.has(item) || dueByLabel.has(item) || heldInClass(item) ? null : nextMeetingDate(listedAt);
      const day = next ? resolve(term, next)?.start : undefined;
      if (day) item.date = day;
    }
  }
  applyRuleTimes(rules, items);
  applyDefaultDueTime(records, items);
  // What is listed but not due is reported on the line that listed it.
  const reportItem = (item: ExtractedItem, reason: string) => report({ page: item.source.page, text: item.source.text, line: 0 }, reason);
  const datedByRow = (item: ExtractedItem) => rowDated.includes(item);
  // A list under a due label ("##### Due dates" over "Lab 1: Oct 7") says due as much as the word does.
  const saysDue = (item: ExtractedItem) => saidDue.has(item) || dueByLabel.has(item);
  const heldOverWeeks = sessionsOverWeeks(items, (item) => saidDue.has(item), datedByRow);
  for (const item of heldOverWeeks) reportItem(item, `"${item.title}" is listed on several class days, none saying it is due: a session held over weeks; check whether anything is due.`);
  const labsUngraded = labsNothingGrades(items, records.map((record) => record.text), (item) => dueByLabel.has(item));
  for (const item of labsUngraded) reportItem(item, `"${item.title}" is a lab, and nothing in the syllabus grades labs or says one is due: a session; check whether anything is due.`);
  const labsNotDue = labsBesideDueLabs(items.filter((item) => !labsUngraded.includes(item)), saysDue, datedByRow);
  for (const item of labsNotDue) reportItem(item, `"${item.title}" is a lab the syllabus does not say is due, where it says so of others: a session; check whether anything is due.`);
  const routine = routinePresentations(items, saysDue);
  for (const item of routine) reportItem(item, `"${item.title}" is listed the same on several class days: a team presenting at each meeting; add the day a student presents by hand.`);
  // Work of a kind the syllabus says it does not grade ("exercises … for your practice and will not be graded") is set aside.
  const ungradedKinds = kindsNotGraded(records.map((record) => record.text));
  const ungraded = ungradedKinds.size ? items.filter((item) => !dueByLabel.has(item) && kindWordsIn(item.title).some((word) => ungradedKinds.has(word))) : [];
  const notDue = new Set([...heldOverWeeks, ...labsUngraded, ...labsNotDue, ...routine, ...ungraded]);
  const { kept: due, dropped } = preferDueDates(
    items.filter((item) => !notDue.has(item)),
    saysDue,
  );
  for (const item of dropped) reportItem(item, `"${item.title}" is also listed on another date that says it is due; that date was kept.`);
  const setAsideLines: SetAsideLine[] = ungraded.map((item) => ({ page: item.source.page, text: item.source.text, dates: [item.date], reason: `"${item.title}" is of a kind the syllabus says is not graded.` }));
  const kept = withoutFigureEchoes(document.lines, due, setAsideLines);
  // Every dated line has a fate: what became no item is set aside with its reason, or left for a
  // person to check, so that no deadline the rules missed is dropped unseen.
  const used = new Set([...items.map((item) => item.source.text), ...[...closingDueLines].map((r) => r.text), ...quotedLines]);
  records.forEach((record, index) => {
    if (!record.mentions.length || used.has(record.text) || unplaced.some((u) => u.text === record.text)) return;
    const dates = [...new Set(record.mentions.map((m) => resolve(term, m)?.start).filter((d): d is string => Boolean(d)))];
    if (!dates.length) return;
    const fate = fateOf(record.text, record.header, record.cells);
    const under = 'aside' in fate && fate.aside === ASIDE_REASON.lecture && headsWhatFollows(record) ? workUnder(records, index, (text) => used.has(text) || unplaced.some((u) => u.text === text && u.dates?.length)) : null;
    if (under) {
      unplaced.push({ page: record.page, text: record.text, reason: `A date over a line that names graded work ("${under}") but became no item; check whether it is due that day.`, dates });
      return;
    }
    if (record.mentions.every((m) => m.year !== undefined) && dates.every((date) => !withinTerm(term, date))) {
      // A line naming work on another term's date ("Exam #1" on 2/12/2026 under "Fall 2026") may be a schedule the header was not updated for.
      if ('check' in fate && dates.some((date) => withinTerm(term, date, NEIGHBOUR_TERM_DAYS))) unplaced.push({ page: record.page, text: record.text, reason: OUTSIDE_TERM, dates });
      else setAsideLines.push({ page: record.page, text: record.text, dates, reason: 'Its dates are far outside the course’s term: a citation’s, a revision’s or another year’s.' });
      return;
    }
    const same = 'check' in fate && items.find((item) => dates.includes(item.date) && sameWork(item.title, record.text));
    if (same) setAsideLines.push({ page: record.page, text: record.text, dates, reason: `The same work as the item "${same.title}" on ${same.date}.` });
    else if ('check' in fate) unplaced.push({ page: record.page, text: record.text, reason: fate.check, dates });
    else setAsideLines.push({ page: record.page, text: record.text, dates, reason: fate.aside });
  });

  const course = findCourse(document.lines);
  const quoted = (text: string) => marked.quoted(spelled.quoted(lettered.quoted(text)));
  return {
    course,
    courseDoubt: courseDoubt(document.lines, course),
    // (A course over the academic year names both its terms: "Fall 2021 – Spring 2022".)
    term: term.season && term.year ? `${term.season} ${term.year}${term.allYear ? ` – Spring ${term.year + 1}` : ''}` : null,
    items: mergeDuplicates(kept.map((item) => ({ ...item, title: tidyTitle(item.title), source: { ...item.source, text: quoted(item.source.text) } }))).sort((a, b) => a.date.localeCompare(b.date) || (a.time ?? '').localeCompare(b.time ?? '')),
    // A line whose work a later rule named ("Time Management (…, due 11:59 pm" over "Feb. 19)") names an item after all.
    unplaced: unplaced.filter((u) => u.reason !== NAMES_NO_ITEM || !used.has(u.text)).map((u) => ({ ...u, text: quoted(u.text) })),
    setAside: setAsideLines.map((line) => ({ ...line, text: quoted(line.text) })),
    reading: readingOf(records).map((line) => ({ ...line, text: quoted(line.text), ...(line.cells && { cells: line.cells.map(quoted) }) })),
  };
}

/** "🔥 Lab 1.0", "📝 Presentation": an emoji marks a line for the eye; it is no part of a name. */
const withoutPictographs = (title: string) => title.replace(/[\p{Extended_Pictographic}\uFE0F\u200D]+\s*/gu, '').trim() || title;
/**
 * A title as a person writes it: without pictographs, a clock time the line opened with ("5:00 P.M.:
 * Site evaluations" is due at 5 pm, already the item's time), emphasis marks left around it ("_ Research Paper")
 * or a link's brackets ("[Self-graded Homework#5]").
 */
/** A work's share of the grade in brackets after its name is no part of it: "Quiz 1 (15%)" is "Quiz 1". */
const GRADE_SHARE_AFTER = /\s*\(\s*\d{1,3}(?:[.,]\d+)?\s*%\s*\)\s*$/;
const tidyTitle = (title: string) => withoutPictographs(title).replace(/^\d{1,2}(?::\d{2})?\s*[ap]\.?m\.?\s*[:–—-]\s*/i, '').replace(GRADE_SHARE_AFTER, '').replace(/^[_*~\s]+|[_*~\s]+$/g, '').replace(/^\[([^\]]*)\]$/, '$1') || title;

/**
 * "Self-graded Homework#5 (Homework is due online before 11:59PM, April 14)": a bare kind in brackets
 * right after work of that kind names it again, and its date there is the work's; so does the end of
 * its name ("Entrega TP1 (TP1 - la fecha de entrega es hasta el domingo 20/04)").
 */
const namedAgainInBrackets = (text: string) => (kept: Deliverable[], d: Deliverable) => {
  const named = kept.at(-1);
  // (A bracket may restate the work by the end of its name: "Entrega TP1 (TP1 - la fecha de entrega es … 20/04)".)
  const restated = (work: Deliverable) => (isBare(d) ? kindWordsIn(work.title).includes(kindWordsIn(d.title)[0] ?? '-') : work.title.toLowerCase().endsWith(` ${d.title.toLowerCase()}`));
  const again = named && /^[\]\s]*\(\s*$/.test(text.slice(named.end, d.index)) && restated(named);
  if (again) kept[kept.length - 1] = { ...d, type: named.type, title: named.title };
  else kept.push(d);
  return kept;
};

/** Two names of one numbered piece of work: "Lab 1: Step Test" and "Lab 1 prelab". */
const namesSamePiece = (a: Deliverable, b: Deliverable) => {
  const [kind] = kindWordsIn(a.title);
  // (Not a stage named by the work, "Essay 1: Draft" after "Essay 1".)
  return kind !== undefined && !b.title.startsWith(a.title) && kindWordsIn(b.title)[0] === kind && /\d+/.exec(a.title)?.[0] === /\d+/.exec(b.title)?.[0] && /\d/.test(a.title);
};

/** "due" and nothing more in its clause, right after a work's name. */
const DUE_ENDING_CLAUSE = /^\s*(?:is\s+)?due\b[^\p{L}\d\n]*(?:$|[,;.\n])/iu;
/** "due Fri.", "due by Monday": work said due on a weekday. */
const DUE_ON_WEEKDAY = new RegExp(`\\bdue\\s+(?:on\\s+|by\\s+)?(?:${WEEKDAY})\\b`, 'i');
/** "Lab 2, Reflection", "HW 3; Essay": a capitalised kind listed alone after other work, a work of its own. */
const listedAfter = (previous: Deliverable, d: Deliverable, text: string) => {
  const between = text.slice(previous.end, d.index);
  return (LISTED_TOGETHER.test(between) || between.trim() === ';') && /^\p{Lu}/u.test(d.title) && /^[\s*_]*(?:$|[,;\n|]|due\b)/i.test(text.slice(d.end));
};
/** "Paper Due", "Essay is due": one piece of work of a kind, said due right after its name. */
const saidDueRightAfter = (d: Deliverable, text: string) => Boolean(kindOf(d.title)) && !/s$/i.test(d.title) && /^\s*(?:is\s+)?due\b/i.test(text.slice(d.end));
/**
 * What a record says of one work: where a cell lists several on lines of their own, the line naming it
 * and a line opening with "due" under it ("Macromolecules lab" over "1st draft of protein lab due": the
 * lab is not said due); else the whole record.
 */
function saidOfWork(record: Record, title: string): string {
  const lines = record.cells?.find((cell) => cell.includes('\n') && cell.includes(title))?.split('\n');
  const at = lines?.findIndex((line) => line.includes(title)) ?? -1;
  if (!lines || at < 0) return record.text;
  return /^\W*due\b/i.test(lines[at + 1] ?? '') ? `${lines[at]}\n${lines[at + 1]}` : lines[at]!;
}

/** A quiz or exam said held at a class's start or end: "answer them on a quiz at the beginning of Friday’s class". */
const saidHeldAtClass = (d: Deliverable, text: string) => (d.type === 'quiz' || d.type === 'exam') && !/s$/i.test(d.title) && HELD_AT_CLASS.test(text.slice(d.end));
const HELD_AT_CLASS = /^\s+(?:at|during)\s+the\s+(?:very\s+)?(?:beginning|start|end)\s+of\s+(?:(?:the|each|every)\s+)?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day['’]s\s+)?(?:class|lecture|section|session|meeting)\b/i;

/** How a sitting is held, opening its cell: "In Class, 01.31", "Online". */
const HELD_AS_SAID = /^\W*(?:in[\s-]class|online|take-home)\b/i;
/** A cell's first line that numbers and names an entry: "2. Build Your Own Blocks", "0: Tiny server redux". */
const NUMBERED_ENTRY = /^\s*#?\d{1,2}[a-z]?[.:)]\s+\p{L}[^\n(]*/u;
/** A cell that is a number or a short code under a kind's header: "3", "#2", "MS 1". */
const NUMBERED_CELL = /^\W*(?:[A-Z]{1,4}\s?)?#?\d{1,2}[a-z]?\W*$/;

/**
 * An undated line under a dated one (before the next date or a heading as high, within a dozen lines)
 * that names graded work no rule made an item of, nor left to check with a date: its text, else null.
 * The date is then left for a person to check, not set aside as a lecture's: the work may be due that
 * day ("Week 3 (April 14 – April 20)" over "Lab 3").
 */
function workUnder(records: Dated[], index: number, seen: (text: string) => boolean): string | null {
  const level = records[index]!.heading ?? Infinity;
  for (const [k, below] of records.slice(index + 1, index + 13).entries()) {
    // (A bold line right under a date's own line that is no heading is that date's entry: "October 9" over "*** First Exam ***".)
    const itsEntry = k === 0 && level === Infinity && (below.heading ?? 0) >= 3;
    if (below.mentions.length || (below.heading !== undefined && below.heading <= level && !itsEntry)) return null;
    if (seen(below.text) || !namesWorkDue(below.text)) continue;
    const text = below.text.replace(/\s+/g, ' ').trim();
    return text.length > 80 ? `${text.slice(0, 77)}…` : text;
  }
  return null;
}

/** A date's own line, which what follows it falls under: a heading, or a short line that is no sentence ("Fri Jan 27", "Week 2 (April 7 - April 13)"). */
const headsWhatFollows = (record: Record) => !record.cells && (record.heading !== undefined || (record.text.length <= 60 && !/[.;!?]\s*$/.test(record.text)));

/**
 * A short line that names graded work or says something is due; not a label over what follows
 * ("Assignments Due:"), a release, a citation, a class's topic or a "TBA".
 */
function namesWorkDue(text: string): boolean {
  if (text.length > 100 || /:\s*$/.test(text) || saysNotDue(text) || CITATION.test(text) || QUOTED_TITLE.test(text) || /\b(?:tba|tbd|to be announced)\b/i.test(text)) return false;
  return !ABOUT_CLASS.test(text) && (DUE.test(text) || Boolean(kindOf(text))) && /\d|[a-z]{3}/i.test(text.replace(GENERIC_WORK_WORDS, ''));
}
/** Words that head a list of work rather than name any: "Assignment Due Dates", "Assignments". */
const GENERIC_WORK_WORDS = /\b(?:assignments?|homeworks?|work|due|dates?|deadlines?|submissions?|and|the|for|this|next|week)\b/gi;
/** A line about a class meeting or what to read for it: "Lecture 6: … report writing", "Read: …". */
const ABOUT_CLASS = /^\W*(?:lecture|class|session|reading|read|handouts?|slides|notes|topics?|discussion|video)s?\b(?!\s*(?:quiz|exam|test|assignment|paper|response|reflection|post)s?\b)/i;
/** A reading's title in quotes or a journal's, an author's year, "et al.": a line of a reading list. */
const QUOTED_TITLE = /[“"][^”"]{8,}[”"]|[”"]\s+[A-Z][\w\s]*Journal\b|\bJournal\s+of\b|\b(?:19|20)\d{2}\.|\bet\s+al\b/;

const NAMES_NO_ITEM = 'A dated deadline that names no graded item; check whether it belongs on the calendar.';
const OUTSIDE_TERM = 'It names work on a date outside the term the syllabus states; check which term the schedule is for.';
const noDateReason = (title: string) => `"${title}" has no date in the syllabus.`;
const noDateYetReason = (title: string) => `"${title}" has no fixed date yet (to be announced or self-scheduled).`;

/** A label opening a line before a sentence: "Midterm Paper (25%): A …". */
const OPENING_LABEL = /^[^:.!?\n]{3,60}:\s+(?=[A-Z])/;

/** A line of a cell that lists the parts of the work above it: "* Three Ideas", "- Peer review". */
const LISTED_PART = /^\s*[*•·–-]\s/;
/** A line of a cell of dates that stands for one without giving it: "Finals", "Week 4", "TBA", "Finals week". */
const WORDS_FOR_A_DATE = /^\W*(?:finals?(?:\s+week)?|exam\s+week|week\s+\d{1,2}|tb[ad]|to\s+be\s+announced)\W*$/i;

/** A line pointing to what follows it ("… for the following exercises …") or opening a list ("… the datasets:"). */
const POINTS_BELOW = /\bthe\s+following\b|:\s*$/i;
/** A column header that puts its work at the class after the row's: "Homework (due next class)", "Due at the next session". */
/** "For next week", "Homework for next class", "Before next session": a label over what is due at the next meeting. */
const FOR_NEXT_MEETING = /^\W*(?:(?:homework|assignments?|to\s+do|work|tasks?|prep(?:aration)?)\s+)?(?:for|before|by)\s+(?:the\s+)?next\s+(?:class|week|session|meeting|lecture|time)\W*$/i;
/** Work said to be for the next class right after its name: "Exercise for next class:", "Response due next session". */
const FOR_NEXT_CLASS_AFTER = /^[^\w\n]*(?:(?:is\s+)?due\s+|for\s+|by\s+|before\s+)(?:the\s+)?next\s+(?:class|session|meeting|lecture)\b/i;
const DUE_NEXT_CLASS = /\bdue\b[^|\n]{0,25}\bnext\s+(?:class|session|meeting|lecture|time)\b/i;
/** Words that hand work in: "Upload your Reflection …", "submit", "turn in", "due". */
const HANDED_IN_SAID = new RegExp(`\\b(?:${HAND_IN}|due)\\b`, 'i');
/** "by the end of this week (Sunday night)": the end of a week, with the weekday that ends it. */
const END_OF_WEEK_ON = /\bby\s+the\s+end\s+of\s+(?:this|the)\s+week\s*\(?\s*(sun|mon|tues|wednes|thurs|fri|satur)day\b/i;
/** A rule that work is due at the class after the one that sets it: "assignments … due before the next class". */
const DUE_AT_NEXT_CLASS_RULE = /\b(?:assignments?|homework|exercises?)\b[^.]{0,80}\bdue\s+(?:before|by|at)\s+(?:the\s+)?(?:(?:start|beginning)\s+of\s+(?:the\s+)?)?next\s+class\b/i;

/** "Essay 1 final draft due", "DUE: Essay 2", "Due at 11:59 PM, HW03": a cell that says of the work itself that it is due, wherever the cell is. */
// ("Final project and presentations due", "Guided Python project on COVID-19 data due"; "Project Progress Report (1 page section submission each team)": its bracket says it is handed in.)
const saysItsDue = (cell: string, d: Deliverable) => /^(?:\s+(?:and|&)\s+[a-z][\w -]{0,40}?|\s+(?:on|about)\s+[\w -]{1,40}?)?\s*\(?\s*(?:(?:is|are)\s+)?due\b|^\s*\([^()]*\bsubmi(?:t|ssion)\b/i.test(cell.slice(d.end)) || /\bdue(?:\s+(?:at|by)\s+\d{1,2}(?::\d{2})?\s*[ap]\.?m\.?)?\s*[:,]\s*$/i.test(cell.slice(0, d.index));

/** A row of a grading table: a column headed by the work's weight, or a cell that is a share of the grade. */
const isWeighted = (record: Record) => Boolean(record.header?.some((h) => WEIGHT_HEADER.test(h)) || record.cells?.some((c) => /^\s*\d{1,3}(?:\.\d+)?\s*%\s*$/.test(c)));
/** A column of the work's names: "Title", "Name", "Assignment name". */
const TITLE_HEADER = /^\W*(?:(?:assignment|work|deliverable)\s+)?(?:title|name)s?\W*$/i;
/** A column of what work is worth: "Weight", "%", "Points", and in other languages ("Punkty", "Puntos", "Poids"). */
const WEIGHT_HEADER = /^\W*(?:weight(?:ing)?|%|percent(?:age)?|grades?\s*(?:%|weight|percent(?:age)?)|(?:%|percent)\s+of\s+(?:the\s+)?(?:final\s+)?grade|points?|pts|value|worth|punkt(?:y|e)?|pkt|puntos|pontos|poids|peso|gewichtung|porcentajes?|porcentagem|pourcentage|ponderaci[oó]n|pondera[çc][ãa]o)\W*$/i;
/** A cell giving what a row's work is worth: "15 pkt", "10 points", "20%". */
const WEIGHT_CELL = /^\s*\d{1,3}(?:[.,]\d+)?\s*(?:%|pts?|points?|pkt|punkt[a-zó]*|puntos|pontos)?\s*$/i;

const A_WEEKDAY = new RegExp(WEEKDAY_NAME, 'i');
/**
 * Whether a line opens by handing the work in, named right after its verb: "Submit Homework 2", ">> Submit Group
 * Proposal! <<", "Turn in Lab 3"; not "Submit a link to your blog post", nor paperwork ("Submit the volunteer form").
 * (Not `HAND_IN`'s verbs: "Fill out your schedule portion" hands in nothing graded.)
 */
const handsInOpening = (text: string, d: Deliverable) => /^\W*(?:submit|turn\s+in|hand\s+in|upload)\s+(?:the\s+|your\s+)?$/i.test(text.slice(0, d.index)) && !/\bforms?\b/i.test(d.title);
const DEADLINE_WORD = new RegExp(`\\b(?:due|deadline)\\b|${HANDED_IN_ELSEWHERE}`, 'i');
/** A title that names only a stage of some work: "Complete Draft", "Final Version", "Outline". */
const STAGE_TITLE = /^(?:(?:complete|full|rough|first|second|final|revised)\s+)?(?:drafts?|versions?|outlines?)$/i;
/**
 * A reading's reference: one opening with its author and year ("Loftus, Eve and Joan Brunetta. 2024.",
 * "Listen to Bose, Tulika. 2023.", whatever its title names), or one whose year ends it ("… *Bending Lines*. 2020.").
 */
const CITED_WORK = /^\W*(?:(?:RECOMMENDED|Recommended|OPTIONAL|Optional|Listen\s+to|Watch|Read|Skim(?:\s+through)?)\W+)*\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?,\s+[\p{L}'’.,-]+(?:\s+[\p{L}'’.,-]+){0,4}[.,]\s+\(?(?:1[5-9]|20)\d{2}[a-z]?\)?[.,]/u;
const ENDS_WITH_YEAR = /[.,]\s*(?:1[5-9]|20)\d{2}[a-z]?\.\s*$/;
/** A reading list's entry: an author's year in brackets, "In:", pages, a volume's issue or a DOI ("Theatre Journal, 40(4), 519"). */
const CITATION = /\(\s*(?:19|20)\d{2}[a-z]?\s*\)|\bIn:\s|\bpp?\.\s*\d|\b\d+\s*\(\d+\)\s*[,:]\s*\d|\bdoi:/i;

/** "15% Essay Prospectus (500 words) 1 November, 5pm": a line that opens with the work's weight names graded work. */
const weightedEntry = (d: Deliverable, text: string) => text.length <= LINE_LIKE && /^\W*\d{1,3}(?:\.\d+)?\s*%\W*$/.test(text.slice(0, d.index));

/** A line that names an item's work: its number, or its kind when neither has a number. */
function sameWork(title: string, text: string): boolean {
  const numbers = title.match(/\d+/g);
  if (numbers) return numbers.some((n) => new RegExp(`(?<!\\d)${n}(?!\\d)`).test(text)) && kindOf(text) === kindOf(title);
  return kindOf(text) === kindOf(title);
}

/** A calendar day the engine worked out (a weekday of a week), as a date the syllabus states with its year. */
function mentionOn(day: string): DateMention {
  const [year, month, date] = day.split('-').map(Number);
  return { index: 0, end: 0, year, month: month!, day: date!, numeric: false };
}

/**
 * "(Fri)", "(R)", "due Friday", "by Thu", "before Monday's class", "Midterm exam Thursday", "Midterm 1 is Tuesday evening": the weekday
 * a deliverable's own words give it; a timetable letter counts only in brackets, a bare weekday only
 * as the entry's last word or as its label ("Fri: Quiz 1").
 */
// ("(Fri)", "(Th, 11:59pm)", "(Tuesday midnight)": a weekday in brackets, perhaps with its hour.)
const WEEKDAY_OF_WORK = new RegExp(`\\(\\s*(${WEEKDAY_OR_LETTER})\\.?(?:,?\\s*(?:at\\s+|by\\s+)?(?:\\d{1,2}(?::\\d{2})?\\s*[ap]\\.?m\\.?|midnight|noon))?\\s*\\)|\\b(?:due|by|on|before|is|are)\\s+(?:(?:on|in|via|through)\\s+[A-Z][\\w-]*\\s+(?:on\\s+)?)?(?:(?:at\\s+|by\\s+)?(?:\\d{1,2}(?::\\d{2})?\\s*[ap]\\.?m\\.?|midnight|noon)\\s+(?:on\\s+)?)?(?:next\\s+|this\\s+(?:coming\\s+)?|coming\\s+)?(${WEEKDAY})s?\\b|\\b((?:sun|mon|tues|wednes|thurs|fri|satur)day)(?:\\s+(?:morning|afternoon|evening|night))?\\W*$|^\\W*(${WEEKDAY_OR_LETTER})\\.?\\s*[:–—]`, 'i');

/** A weekday and the day's topic in brackets, alone on its line: "**Wednesday** (Exam 2)". */
const WEEKDAY_AND_TOPIC = new RegExp(`^\\W*(${WEEKDAY})\\W*\\([^()]{1,60}\\)\\W*$`, 'i');
/** A weekday alone on its line or heading: "#### Mon". */
const WEEKDAY_ALONE = new RegExp(`^\\W*(${WEEKDAY})\\.?\\W*$`, 'i');
/** A day's meeting named by its weekday under a dated week: "*Tuesday Class*", "Thursday's lecture". */
const WEEKDAY_CLASS = new RegExp(`^\\W*(${WEEKDAY})(?:'s|’s)?\\s+(?:class|lecture|session|meeting|seminar)\\W*$`, 'i');
/** A cell holding a weekday and perhaps its hour, nothing else: "Wednesday 8:00am". */
const WEEKDAY_ALONE_CELL = new RegExp(`^\\W*(${WEEKDAY})\\.?(?:,?\\s+(?:at\\s+)?\\d{1,2}(?::\\d{2})?\\s*[ap]\\.?m\\.?)?\\W*$`, 'i');
/** A weekday that labels its line: "Mon: Review truth-tables", "Thursday – Lab", "F: PSet 1". */
const DUE_TOMORROW = /^[^.;]{0,20}?\bdue\s+tomorrow\b/i;
/** A weekday written out right before the work it dates: "- Wednesday Quiz", "Friday Paper due". */
const WEEKDAY_BEFORE_WORK = /(?:^|[\s:;,–—-])((?:sun|mon|tues|wednes|thurs|fri|satur)day)[ \t]+$/i;
const WEEKDAY_LABEL = new RegExp(`^\\W*(${WEEKDAY_OR_LETTER})\\.?\\s*[:–—]`, 'i');
/** A label over lines of work: "Assignments:", "Due:", "Deliverables:". */
const WORK_LIST_LABEL = /^\W*(?:assignments?|due|deliverables?|homework|work\s+due)\s*:\s*$/i;
/** How many weekday lines a work label may stand over. */
const WORK_LABEL_ENTRIES = 6;

/** A weekday labelling a part of a line: "Tu:" and "Th:" in "exam 1 -- Tu: Review Th: Exam". */
const WEEKDAY_LABEL_ANYWHERE = new RegExp(`(?<!\\w)(${WEEKDAY_OR_LETTER})\\.?\\s*:`, 'gi');

/** The weekday of the label over a part of the text that names work of that kind ("Th: Exam"), if one does. */
function weekdayLabellingKind(text: string, type: Deliverable['type']): number | null {
  const labels = matchesOf(WEEKDAY_LABEL_ANYWHERE, text);
  const labelling = labels.find((label, i) => kindOf(text.slice(label.index + label[0].length, labels[i + 1]?.index ?? text.length)) === type);
  return labelling ? weekdayNamed(labelling[1]!) : null;
}

/** The weekday (0 = Sunday) a deliverable's own words give it, if any. */
function weekdayOfWork(words: string): number | null {
  const named = WEEKDAY_OF_WORK.exec(words);
  return named ? weekdayNamed((named[1] ?? named[2] ?? named[3] ?? named[4])!) : null;
}

/** "Assign:", "Out:", "Released:", "Available:" and "Due:" labels within one cell or line. */
const WORK_LABEL = /\b(?:(assign(?:ed|ments?\s+out)?|out|released?|posted|available|handed\s+out)|(due|submit|turn\s+in))\s*:/gi;
/** A release word that opens a sentence before the work's name, with no colon: "Out HW9.", "Assign Homework #2", "Released Worksheet 2", French "Énoncé TP #3" (the task set). */
const RELEASE_LEAD = /(?<=(?:^|[.;/\n])[ \t]*)(?:[Aa]ssign|ASSIGN|[Aa]signa|ASIGNA|[Oo]ut|OUT|[Rr]eleased?|RELEASED?|[Pp]osted|POSTED|[ÉE]nonc[ée]s?|ÉNONCÉS?)[ \t]+(?=[A-Z#\d])/g;

/** "Assign: HW 3  Due: HW 2": work after a release label (up to a due label) is handed out there, not due. */
function releasedByLabel(text: string, at: number): boolean {
  const labels = [...matchesOf(WORK_LABEL, text).map((label) => ({ index: label.index, released: Boolean(label[1]) })), ...matchesOf(RELEASE_LEAD, text).map((label) => ({ index: label.index, released: true }))];
  return labels.filter((label) => label.index < at).sort((a, b) => a.index - b.index).at(-1)?.released ?? false;
}

/**
 * What says handed-out work is due: "due" (no "Due:" label over other work), handing it in by a date
 * ("Assign: Write short essay #1 … and submit for blind review by Sunday Sept 15th"), or "by end of" a
 * day ("final draft on the Organizer by end of Wed March 9").
 */
const HANDED_IN_BY = new RegExp(`\\bdue\\b(?!\\s*:)|\\b(?:submit(?:ted)?|turn(?:ed)?\\s+in|hand(?:ed)?\\s+in|upload(?:ed)?)\\b[^.;]{0,40}?\\bby\\b|${BY_THE_END_OF}`, 'i');
/**
 * Work handed out with its own deadline in the same breath: "Assign Project 1 Stage 2: Find public
 * data, due by end of Monday 28 Feb" is due then. A "due" (no "Due:" label over other work) and a
 * date follow its name before any other work.
 */
function dueDateAfter(text: string, work: Deliverable, next: Deliverable | undefined, mentions: DateMention[]): boolean {
  const until = next?.index ?? text.length;
  const due = HANDED_IN_BY.exec(text.slice(work.end, until));
  return due !== null && mentions.some((m) => m.index > work.end + due.index && m.index < until);
}

/** "one week from this Tuesday", "two weeks after Friday": a weekday and the weeks after it. */
const WEEKS_FROM_WEEKDAY = new RegExp(`\\b(a|one|two|three|four|\\d)\\s+weeks?\\s+(?:from|after)\\s+(?:this\\s+(?:coming\\s+)?|next\\s+)?${WEEKDAY}\\b`, 'i');
const FOLLOWING_WEEKDAY = new RegExp(`\\bdue\\s+(?:on\\s+|by\\s+)?(?:the\\s+)?(?:following|next)\\s+(${WEEKDAY})\\b`, 'i');

/** A numbered session's heading that closes with its class days in brackets: "8 - Dynamics and Tactics (10/9 & 10/11)". */
const SESSION_CLOSING = /^\W*(?:(?:week|session|class|lecture|unit|module|topic)\s*)?\d{1,2}\s*[-–—.:)]\s+[^()]{3,80}\(([^()]+)\)\s*$/i;

/** A citation's date, a journal's with a volume before it and pages after it ("The Nation 136 (8 Feb 1933): 140-142"), or one closing a reference: no year of the course's. */
const inCitation = (text: string, mention: DateMention) =>
  (/^\s*\)\s*[:,]\s*\d/.test(text.slice(mention.end)) && /\b\d+\s*\(\s*$/.test(text.slice(0, mention.index))) ||
  // (Or one closing a reference after its quoted title and where it appeared: "“Where to Start with Text Mining,” The Stone and the Shell, August 14, 2012.")
  (mention.year !== undefined && /[”"][^“”"\n]{1,80},\s*$/.test(text.slice(0, mention.index)) && /^\s*[.;]?\s*$/.test(text.slice(mention.end))) ||
  // (Or the day a web page was read, "Accessed April 30, 2019", "Retrieved 3 May 2020".)
  ACCESSED_BEFORE.test(text.slice(0, mention.index));
const ACCESSED_BEFORE = new RegExp(`\\b${ACCESSED}[\\s:]*$`, 'i');

/** The first class day such a heading names, which governs the lines under it ("Due: Research Question Quiz (5pm)"). */
function datesClosing(record: Dated): DateMention | null {
  const closing = SESSION_CLOSING.exec(record.text);
  const [first] = record.mentions;
  if (!closing || !first || first.index < closing.index + closing[0].indexOf('(')) return null;
  // The bracket holds its dates and what joins them, nothing else.
  const between = record.mentions.reduce((rest, m) => rest.slice(0, m.index) + ' '.repeat(m.end - m.index) + rest.slice(m.end), record.text).slice(closing.index + closing[0].lastIndexOf('('));
  return /^\(\s*(?:[\s,&;–-]|and)*\)\s*$/i.test(between) ? first : null;
}

/** A marked heading that closes with its date after a dash, colon or bracket, naming no work: "## 3. Exploring attributes -- Sept. 14", "### Unit 4 (Mar 3)". */
function dateClosingHeading(record: Dated): DateMention | null {
  const [first] = record.mentions;
  const last = record.mentions.at(-1);
  // A heading naming its own work ("## Journal Entry 5 – 10.04.2017") dates that work, not its prompt below.
  // An unmarked line labelled as a meeting is one too: "First Meeting: Counting and Computing in DH March 10, 2020".
  // (So is a heading that names its meeting so: "### Section 1 Monday 28 February", set in bold in a PDF.)
  const meetingLine = !record.cells && record.list === undefined && SESSION_LABEL.test(record.text);
  if ((record.heading === undefined && !meetingLine) || !first || !last || record.text.length > 100 || kindOf(record.text)) return null;
  // (chrono's mention of "(Tuesday, January 31)" may take its bracket.)
  const before = record.text.slice(0, first.index + (record.text[first.index] === '(' ? 1 : 0));
  return (meetingLine || /(?:\s[-–—]+|[:|(,])\s*$/.test(before)) && /^\W*$/.test(record.text.slice(last.end)) ? first : null;
}

/** The date a short line opens with, which governs the lines under it: "Tuesday, March 3 • Unit 4: Maps and power". */
function dateOpening(record: Dated): DateMention | null {
  const [first] = record.mentions;
  if (!first || record.text.length > 100) return null;
  return BEFORE_OPENING_DATE.test(record.text.slice(0, first.index)) ? first : null;
}

const SESSION_WORD = '(?:week|class|lecture|lesson|session|day|meeting)';
/** A line that opens by naming its meeting: "First Meeting:", "Class 3 –", "Lecture 12:". */
// (Or numbered and followed by its weekday: "Lecture 5 Tuesday 3 March", "Section 1 Monday 28 February".)
const SESSION_LABEL = new RegExp(`^\\W*(?:[a-z]+\\s+)?${SESSION_WORD}(?:\\s*#?\\d{1,2})?\\s*[:–—-]\\s|^\\W*(?:${SESSION_WORD}|section)\\s*#?\\d{1,2}\\s+(?=(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\\.?,?\\s+\\d)`, 'i');
/**
 * What may stand before a line's opening date: the session it dates ("Day 2:", "(b) Second meeting -"),
 * then a weekday, perhaps a letter or two ("Th 10/29 - Achilles").
 */
const BEFORE_OPENING_DATE = new RegExp(
  `^\\W*(?:[a-z\\d]{1,2}[.)]\\s*)?(?:(?:(?:first|second|third|fourth|fifth|\\d{1,2}(?:st|nd|rd|th))\\s+${SESSION_WORD}|${SESSION_WORD}\\s*\\d+)\\W*)?(?:(?:(?:sun|mon|tue|wed|thu|fri|sat)[a-z]*|su|sa|tu|th|[mtwrfsu])\\.?\\W*)?$`,
  'i',
);

/** What may stand before the date of a line that dates the label above it: what may open a dated line, after a section's name ("Section 02 and 03: TUESDAY,"). */
const SECTION_BEFORE_DATE = new RegExp(`^\\W*(?:((?:sections?|groups?)\\s[\\w\\s,&-]{1,25}?)\\s*[:–—-]\\s*)?${BEFORE_OPENING_DATE.source.slice(1)}`, 'i');

/** A label naming work with a colon ("FINAL EXAM:", "Term paper:") over a line that opens with its date. */
function datesLabelAbove(label: Dated | undefined, line: Dated | undefined): boolean {
  if (!label || !line || label.cells || line.cells || line.heading !== undefined || label.mentions.length || label.text.length > 60 || !/:\s*$/.test(label.text)) return false;
  const [first] = line.mentions;
  return Boolean(first && SECTION_BEFORE_DATE.test(line.text.slice(0, first.index)) && findDeliverables(label.text).length);
}

/** A part of a cell that closes with a bracket: "Gantt Chart (individual - 5%, due 11:59 pm Jan. 22)". */
const PART_WITH_BRACKET = /[^,;()]+\([^()]*\)/g;
/** A cell's parts, each closing with a bracket that holds its one date ("Gantt Chart (due Jan. 22), Project Charter (due Jan. 29)"), with their dates. */
function partsWithDatedBrackets(cell: string, mentions: DateMention[]): { text: string; mentions: DateMention[] }[] {
  if (mentions.length < 2) return [];
  const parts: { text: string; mentions: DateMention[] }[] = [];
  for (const match of cell.matchAll(PART_WITH_BRACKET)) {
    const [from, to] = [match.index, match.index + match[0].length];
    const inside = mentions.filter((m) => m.index >= from && m.end <= to);
    if (inside.length !== 1 || inside[0]!.index < from + match[0].lastIndexOf('(')) return [];
    // The part's own text starts after the spaces that followed the comma.
    const start = from + match[0].length - match[0].trimStart().length;
    parts.push({ text: match[0].trim(), mentions: inside.map((m) => ({ ...m, index: m.index - start, end: m.end - start })) });
  }
  return parts.length === mentions.length && /^[\s,;.]*$/.test(cell.replace(PART_WITH_BRACKET, '')) ? parts : [];
}

/** How far down the first page a syllabus's title block runs. */
const TITLE_BLOCK_LINES = 6;
/**
 * The date under a syllabus's title ("August 20, 2021", "Last updated: Jan 5, 2026") says when it
 * was written: it heads no schedule, or everything below it would fall on that day.
 */
function isTitleDate(record: Dated, index: number): boolean {
  const [date, other] = record.mentions;
  if (index >= TITLE_BLOCK_LINES || !date || other || date.year === undefined) return false;
  const rest = record.text.slice(0, date.index) + record.text.slice(date.end);
  return /^\W*(?:(?:last\s+)?(?:updated|revised|modified|version|date)(?:\s+on)?)?\W*$/i.test(rest);
}

/** A date that says when the page changed ("October 23 update: …", "Updated 9/2"): it heads nothing below it. */
function isUpdateNote(record: Dated): boolean {
  const [date] = record.mentions;
  if (!date) return false;
  return /^\W*(?:update[ds]?|revision)\b/i.test(record.text.slice(date.end)) || /\b(?:(?:last\s+)?updated|revised|modified)(?:\s+on)?\W*$/i.test(record.text.slice(0, date.index));
}

/** A line that is a deadline's label and its date: "Deadline: 09/04 11:59pm", "Due: Oct 3", "due Tuesday, Nov. 3 @ 11pm", and with a colon in another language, "Scadenza: …", "Prazo: …". */
const DUE_LABEL_LINE = new RegExp(`^\\W*(?:(?:due(?:\\s+dates?)?|deadlines?)\\b\\s*:?|(?:${DUE_HEADER_ELSEWHERE})\\s*:)\\s*(?:on\\s+|by\\s+)?(?:${WEEKDAY}\\.?,?\\s+)?(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\\.?\\s+)?\\S*\\d`, 'i');
/** Whether a deadline's cell names its work itself ("Essence of Calculus Ch.1" over "Deadline: 09/04"), not only the day. */
/** A cell that is a kind and "due" or "released" alone: "Exam DUE", "Quiz due:", "*Exam released*". */
const KIND_ALONE_CELL = /^\W*([A-Za-z][\w-]*(?:\s+[A-Za-z][\w-]*)?)\W+(?:due|released|out|assigned|posted)\W*$/i;
const namesOwnWork = (cell: string) => cell.split('\n').some((line) => !DUE_LABEL_LINE.test(line) && workNamed(line, findDates(line)) !== null);

/** Whether `d` sits in a description set after `first` by a dash, a sentence of its own on the same line. */
function inDescription(text: string, mentions: DateMention[], first: Deliverable, d: Deliverable): boolean {
  const dash = /\s[-–—]\s/.exec(text.slice(first.end, d.index));
  if (!dash) return false;
  const start = first.end + dash.index;
  const end = start + text.slice(start).split('\n')[0]!.length;
  return end - start >= 60 && !mentions.some((m) => m.index >= start && m.index < end);
}
/** "a short presentation on 24 February": a kind's word alone is an item when its own date follows it. */
const datedRightAfter = (d: Deliverable, mentions: DateMention[], text: string) =>
  mentions.some((m) => {
    if (m.index < d.end) return false;
    // chrono takes the "on" into the date it reads ("on 24 November").
    const between = text.slice(d.end, m.index) + (/^on\b/i.test(text.slice(m.index, m.end)) ? 'on' : '');
    // "Presentation: 12.03." or "Presentations: April 28, 30 and May 2": a line that gives the kind its dates and nothing else
    // (a "Draft:" names no work whose draft it is, so it stays for a person).
    const last = listRunEnd(m, mentions, text);
    const labelled = !/^drafts?$/i.test(d.title) && /^\s*[:–—]\s*(?:(?:sun|mon|tue|wed|thu|fri|sat)[a-z]*\.?,?\s*)?$/i.test(between) && /^[\s,.;)]*(?:(?:at\s+|by\s+)?\d{1,2}(?::\d{2})?\s*(?:[ap]\.?m\.?)?)?[\s.]*$/i.test(text.slice(last.end).split('\n')[0]!);
    // "Proposal 3/8, Draft 4/5, Final 4/19": an entry of a list that is the word and its date.
    const entry = /^[ \t]+$/.test(between) && /(?:^|[,;|\n])[ \t]*$/.test(text.slice(0, d.index)) && /^[ \t]*(?:[,;|]|$)/m.test(text.slice(last.end));
    // ("a topic proposal by Oct. 1": "by" before the date is the deadline's, as "due" is.)
    return labelled || entry || /^\s+(?:is\s+|will\s+be\s+)?(?:on|due|by)\b(?:\s+\w+,?)?\s*$/i.test(between);
  });

function resolve(term: Term, written: DateMention): { start: string; end?: string } | null {
  const mention = inWeekdaysOrder(term, outsideTermAsTwoDays(term, written));
  const year = mention.year ?? yearOf(term, mention.month, mention.day, mention.weekday);
  if (year === null || !isRealDate(year, mention.month, mention.day)) return null;
  const start = isoDate(year, mention.month, mention.day);
  if (!mention.until) return { start };
  const endYear = mention.until.month < mention.month ? year + 1 : year;
  return isRealDate(endYear, mention.until.month, mention.until.day) ? { start, end: isoDate(endYear, mention.until.month, mention.until.day) } : { start };
}

/** "10/22/23" in a course of 2018 is October 22 and 23, two days offered for one exam; in a course of 2023 it is a date of that year. */
function outsideTermAsTwoDays(term: Term, mention: DateMention): DateMention {
  return mention.yearOrNextDay && !withinTerm(term, isoDate(mention.year!, mention.month, mention.day)) ? asTwoDays(mention) : mention;
}

/**
 * "Friday 09/11" in a fall term whose 11 September is a Tuesday and 9 November a Friday is read day
 * first: a weekday written beside a numeric date tells its order when only one order fits it, inside the term.
 */
function inWeekdaysOrder(term: Term, mention: DateMention): DateMention {
  if (!mention.numeric || mention.weekday === undefined || mention.until || mention.day > 12 || mention.day === mention.month) return mention;
  const yearFor = (m: DateMention) => m.year ?? yearOf(term, m.month, m.day, m.weekday);
  const fits = (m: DateMention) => {
    const year = yearFor(m);
    return year !== null && isRealDate(year, m.month, m.day) && weekdayOf(year, m.month, m.day) === m.weekday;
  };
  // (Not out of the term: "Friday 12/2" in a fall term is a slip of the weekday, not the 12th of February.)
  const inTerm = (m: DateMention) => {
    const year = m.year ?? yearOf(term, m.month, m.day);
    return year !== null && isRealDate(year, m.month, m.day) && withinTerm(term, isoDate(year, m.month, m.day), 14);
  };
  const swapped = { ...mention, month: mention.day, day: mention.month };
  return !fits(mention) && fits(swapped) && (inTerm(swapped) || !inTerm(mention)) ? swapped : mention;
}

function confidenceOf(item: ExtractedItem, record: Record): number {
  let confidence = 0.9;
  if (!DUE.test(record.text) && item.type !== 'exam' && item.type !== 'quiz') confidence -= 0.1;
  if (item.flags.includes('year-inferred')) confidence -= 0.1;
  if (item.flags.includes('day-month-ambiguous')) confidence -= 0.25;
  if (!/\d/.test(item.title) && item.title.split(' ').length === 1) confidence -= 0.05;
  return Math.round(confidence * 100) / 100;
}

/**
 * A calendar figure's shaded day ("February 4: Homework Due") is the work the text already names on
 * that day when there is such an item of its kind: it stands alone only where the text says nothing.
 */
function withoutFigureEchoes(lines: DocLine[], items: ExtractedItem[], setAside: SetAsideLine[]): ExtractedItem[] {
  const figure = new Set(lines.filter((line) => line.figure).map((line) => line.text));
  return items.filter((item) => {
    const written = figure.has(item.source.text) && items.find((other) => !figure.has(other.source.text) && other.date === item.date && other.type === item.type);
    if (written) setAside.push({ page: item.source.page, text: item.source.text, dates: [item.date], reason: `The same work as the item "${written.title}" on ${written.date}.` });
    return !written;
  });
}

/** Takes out, in place, the entries of a list the engine is still filling that `stale` picks. */
function removeWhere<T>(list: T[], stale: (entry: T) => boolean): void {
  for (let i = list.length - 1; i >= 0; i--) if (stale(list[i]!)) list.splice(i, 1);
}
