import { ASIDE_REASON } from '../../../shared/schemas/review.js';
import { DUE_HEADER_CHINESE, columnRole, isTopicsColumn, listsReadings, namesHandedOut } from './columns.js';
import { BY_THE_END_OF, kindOf } from './deliverables.js';

/**
 * What becomes of a dated line the engine made no item of. Every such line has a fate, so that a
 * deadline the rules missed is never dropped unseen: it is set aside with the reason it is not a
 * deliverable when the line itself says so, and otherwise left for a person to check.
 */
export type Fate = { check: string } | { aside: string };

export const ADMINISTRATIVE = /\b(?:drop|withdraw(?:al)?|add\/drop|registration|register|tuition|refund|grade\s+change|incomplete|pass\/fail|credit\/no\s+credit|census|grades\s+(?:are\s+)?due)\b/i;
const NO_CLASS = /\b(?:no\s+(?:class(?:es)?|lecture|lab|meeting|school|section)|holiday|break|recess|thanksgiving|vacation|feriados?|recesso|receso|f[ée]rias|vacaciones|sin\s+clases?|sem\s+aulas?|reading\s+(?:day|week|period)|(?:classes?\s+)?cancel+ed|classes?\s+(?:do\s+not\s+meet|not\s+in\s+session)|university\s+closed|campus\s+closed)\b/i;
const OFFICE_HOURS = /\boffice\s+hours?\b/i;
/** Work handed out or handed back on that day, not due: "HW 3 out", "Project released", "Exams returned". */
const NOT_DUE_ABOUT_WORK = /\b(?:out|released?|posted|assigned|available|given(?=\))|opens?|returned|graded|solutions?|(?<!peer[\s-]|literature\s)review(?:\s+session)?|grades?\s+(?:posted|due))\b/i;
/**
 * A short line that gives a date to something: "First draft: Sept 14", "Portfolio – due 12/3"; not a weekday's or a session's
 * heading ("Tuesday - 8/26/25", "Lesson 2 - Thursday, January 29"), nor the page's own stamp ("Last updated: September 16, 2026").
 */
const DATE_GIVEN_TO = /^(?!\W*(?:week|class|session|lecture|lesson\s+\d+|day|unit|module|meeting|part|(?:last\s+)?(?:updated|revised|modified))\b)(?!\W*(?:sun|mon|tue|wed|thu|fri|sat)[a-z]*\.?\s*(?::|[–—-]))[^:|]{3,50}(?::|\s[–—-])\s*(?:(?:sun|mon|tue|wed|thu|fri|sat)[a-z]*\.?,?\s*)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|\d{1,2}\/\d{1,2})[^|]{0,25}$/i;
/** A time a thing is due by, not a class's span: "at 11:59pm", "by noon" (but not "2:00-3:15 pm"). */
const DEADLINE_TIME = /\b(?:at|by|before)\s+(?:\d{1,2}(?::\d{2})?\s*[ap]\.?m\b|noon|midnight|\d{1,2}:\d{2})(?!\s*[-–])/i;
const READING = /\b(?:read(?:ings?)?|chapters?|ch\.|pp?\.\s*\d|textbook|articles?)\b/i;
/** Words that make a line a deadline ("HW#1 In" beside "HW#1 Out": handed in; "Entrega Relatório 3": its handing in). */
/** Handing in, in other languages: Portuguese and Spanish "Entrega", French "date limite", "remise", "rendu", "à rendre", "dû". */
export const HANDED_IN_ELSEWHERE = String.raw`\bentrega\b|\bconsegna\b|\bdate\s+limite\b|\bremise\b|\brendu\b|(?:^|[\s(])à\s+rendre\b|\bdû(?![a-zà-ÿ])|` + DUE_HEADER_CHINESE;
export const DUE = new RegExp(`\\bdue\\b|\\d\\s+in(?=\\s*(?:$|\\|))|\\bno\\s+later\\s+than\\b|${BY_THE_END_OF}\\s+(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*|day|class)\\b|\\bsubmit|\\bturn(?:ed)?\\s+in\\b|\\bhand(?:ed)?[\\s-]+in\\b|\\bdeadline\\b|\\babgabe|${HANDED_IN_ELSEWHERE}`, 'i');

/** A day or stretch of the term without class: "Spring break", "Thanksgiving recess", "No classes". */
export const isNoClass = (text: string) => NO_CLASS.test(text);

/** A line about work that is not its deadline: a release, a return, a review, a day without class, office hours. */
export const saysNotDue = (text: string) => NOT_DUE_ABOUT_WORK.test(text) || isNoClass(text) || OFFICE_HOURS.test(text);

/**
 * The fate of a dated line (or table row) that became no item. Reasons are written for the reviewer,
 * who sees them beside the line.
 */
export function fateOf(text: string, header?: string[], cells?: string[]): Fate {
  if (ADMINISTRATIVE.test(text)) return { aside: ASIDE_REASON.administrative };
  // "Midterm break" is a break named for the exams, not an exam.
  if (NO_CLASS.test(text) && !kindOf(text.replace(/\b[\w-]+[ \t]+(?=(?:break|recess)\b)/gi, ''))) return { aside: ASIDE_REASON.noClass };
  if (OFFICE_HOURS.test(text) && !DUE.test(text)) return { aside: ASIDE_REASON.officeHours };
  const namesWork = Boolean(kindOf(text)) || DUE.test(text) || inWorkColumn(header, cells) || DATE_GIVEN_TO.test(text) || DEADLINE_TIME.test(text);
  if (namesWork && NOT_DUE_ABOUT_WORK.test(text) && !DUE.test(text)) return { aside: ASIDE_REASON.notDue };
  if (namesWork) return { check: 'A dated line that names graded work but became no item; check whether it belongs on the calendar.' };
  if (READING.test(text)) return { aside: ASIDE_REASON.reading };
  return { aside: ASIDE_REASON.lecture };
}

const CALENDAR_WORDS = /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sept?|oct|nov|dec|mon|tues?|wed|thu|thurs|fri|sat|sun)[a-z]*\.?|\b[ap]\.?m\b\.?|\b(?:noon|midnight|by|at|on|due)\b/gi;

/**
 * A filled cell under a header that names what is due ("Due", "Assignments", "Deliverables") or a
 * kind of work ("Lab", "Project" over "MS 1"): whatever it holds is work, known or not.
 */
function inWorkColumn(header: string[] | undefined, cells: string[] | undefined): boolean {
  if (!header || !cells) return false;
  return cells.some((cell, i) => {
    // (Under "Reading Due", what is due is read unless a cell names work: "preface & pp. 1-9", "T1" are pages.)
    const due = columnRole(header[i], false, header) === 'due' && (!listsReadings(header[i]) || Boolean(kindOf(cell)));
    const work = due ? cell.replace(CALENDAR_WORDS, '') : kindOf(header[i] ?? '') && !namesHandedOut(header[i]) && !isTopicsColumn(header[i]) ? cell : '';
    return /[a-z]{3}|\d/i.test(work) && !NO_CLASS.test(cell) && !/^\W*(?:read|reading|ch\.|chapters?|pp?\.)\b/i.test(cell) && !/^\W*(?:none|n\/?a|tb[ad]|-+)\W*$/i.test(cell);
  });
}
