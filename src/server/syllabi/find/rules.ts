import { addDays } from '../../../shared/calendarDay.js';
import type { ExtractedItem } from '../document.js';
import { AM_PM_SAID, dateHeading, findDates, findTimes, weekdayNamed, withoutMentions, type DateMention } from './dates.js';
import { COUNT_WORDS, findDeliverables, kindWordsIn, type Deliverable } from './deliverables.js';
import { heldInClass } from './columns.js';
import { isNoClass } from './fates.js';
import { matchesOf } from './matches.js';
import { PRONOUN_SUBJECT, sentences, type Record } from './records.js';

/**
 * Dates a syllabus states as a rule rather than one by one: "labs are due by 11:59pm Sundays"
 * (applied to the deliverables listed under each dated week), "due the day before each class"
 * (applied to each dated class meeting) and "8 quizzes, every Saturday starting October 2".
 */
export type Rule =
  | { kind: 'weekday'; weekday: number; time: string | null; words: string[]; names: string[]; allWork: boolean; heldInClass: boolean; everyWeek: boolean; subject: string | null; weekdaySaidOnce: boolean; weekLater: boolean; afterListed: boolean; releasedOn: number | null; record: Record }
  | { kind: 'series'; first: string; until: string | null; count: number | null; dueWeekday: number | null; skipThanksgiving: boolean; skip: string[]; time: string | null; title: string; type: Deliverable['type']; record: Record }
  | { kind: 'each-class'; daysBefore: number; time: string | null; deliverable: Deliverable; record: Record };

/** A deliverable listed under a dated week but with no date of its own. */
export interface Undated {
  deliverable: Deliverable;
  record: Record;
  week: { start: string | null; end: string | null };
}

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const WEEKDAY_RULE = new RegExp(`\\b(?:due|(?:should|must)\\s+be\\s+submitted)\\b[^.]{0,160}?\\b(?:(?:each|every|on)\\s+)?(${WEEKDAYS.join('|')})(s)?\\b`, 'i');
/**
 * Work held in class on a weekday: "an in-class quiz each week on Thursdays", "tests are given every Friday",
 * "During the Thursday meetings, students will complete in-class exercises".
 */
const HELD_ON_WEEKDAY = new RegExp(
  `\\b(?:quiz(?:zes)?|tests?|exams?)\\b[^.]{0,60}?\\b(?:on|each|every)\\s+(${WEEKDAYS.join('|')})(s)?\\b|\\b(?:during|in|at)\\s+the\\s+(${WEEKDAYS.join('|')})\\s+(?:meetings|sessions|classes)\\b[^.]{0,60}?\\b(?:quiz(?:zes)?|tests?|exams?|exercises)\\b`,
  'i',
);
const SERIES = new RegExp(`\\b(?:(?:every|each)\\s+(?:${WEEKDAYS.join('|')})|on\\s+(?:${WEEKDAYS.join('|')})s)\\b[^.]{0,40}?\\b(?:starting|beginning|from)\\s+(?:on\\s+)?`, 'i');
/** The days a series leaves out: "each Monday from September 8 through November 24, except October 13". */
const SERIES_EXCEPT = /\b(?:except(?:\s+(?:on|for))?|excluding|but\s+not(?:\s+on)?)\s/i;
const DUE_ON_WEEKDAY = new RegExp(`\\bdue\\b[^.]{0,40}?\\b(${WEEKDAYS.join('|')})\\b`, 'i');
const COUNTED = /\b(\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+((?:[A-Z][a-z]+\s+)?[a-z]+)/gi;
/** "due the day before each class" (a day before), "on the day of the seminar" (that day). */
const EACH_CLASS = /\b(?:(day|night|evening)\s+before\s+(?:each|every)|(?:on\s+)?the\s+day\s+of\s+(?:each|every|the))\s+(?:class|lecture|session|meeting|seminar)\b/i;
/** "Every day in class we will have a short assignment", "There will be a quiz at the start of each class": work held at every meeting. */
const IN_EACH_CLASS = /\b(?:every|each)\s+(?:day\s+in\s+class|class(?:\s+(?:session|meeting|period|day))?|lecture|session|meeting)\b/i;
const ONE_HELD = /\b(?:we\s+will\s+have|there\s+will\s+be|(?:will\s+)?(?:begins?|starts?|opens?)\s+with)\s+(?:a|an)\s+/i;
/** The work a sentence says every class holds one of ("a short assignment"), or null. */
function heldEachClass(text: string): Deliverable | null {
  const sentence = sentences(text).find((s) => IN_EACH_CLASS.test(s) && ONE_HELD.test(s));
  const [work] = sentence ? findDeliverables(sentence.slice(ONE_HELD.exec(sentence)!.index)) : [];
  return work ?? null;
}
/** A rule for all of the course's work: "the due date for all assignments will be Sundays". */
const ALL_WORK = /\ball\s+(?:(?:of\s+)?(?:the|your)\s+)?(?:assignments|work|deliverables|submissions|coursework|homework)\b/i;
/** A sentence whose subject is all the course's work, before its "due": "All due dates will be on …", "All module activities (…) are due by Sunday". */
const ALL_WORK_DUE = /\ball\s+due\s+dates\b|^\W*all\s+(?:(?:of\s+)?(?:the|your)\s+)?(?:[a-z]+\s+)?(?:work|deliverables|submissions|coursework|activities|tasks)\b[^.]{0,80}?\b(?:are|is|will\s+be)\s+due\b/i;
/** A sentence whose subject is every piece of one kind: "All problem sets are due by Friday". */
const EACH_OF_A_KIND_DUE = /^\W*all\s+(?:(?:of\s+)?(?:the|your)\s+)?(?:[a-z]+\s+)?[a-z]+s\b[^.]{0,80}?\b(?:are|will\s+be)\s+due\b/i;
/** A rule that recurs each week of the term: "Due on Tuesdays by 4pm PT every week". */
const EVERY_WEEK = /\b(?:every|each)\s+week\b/i;
/** Work due a week after the day a schedule lists it on: "Problem sets are due one week (Fridays) from when they are assigned". */
const WEEK_AFTER_LISTED = /\bdue\s+(?:one|a|1)\s+week\b[^.]{0,40}?\b(?:from|after)\b[^.]{0,30}?\b(?:assigned|handed\s+out|released|posted|given\s+out)\b/i;
/** The work a sentence opens with before its "due": "In-class peer work due …", "Reading journals are due …", "Tutorials are always due …" (a kind of work, or work). */
const DUE_SUBJECT = /^\W*((?:[A-Za-z][\w-]*\s+){0,3}?(?:work|[a-z]+s))\s+(?:(?:is|are|will\s+be)\s+(?:always\s+|usually\s+)?)?due\b/i;
/** Work named by what a student submits rather than by a kind word: "submit a discussion question". */
const SUBMIT_WHAT = /\bsubmit\s+(?:a|an|one|your)\s+((?:(?!(?:for|on|to|via|by|at|in|before|until)\b)[a-z][\w-]*\s*){1,3})/i;

/**
 * The deliverable's kind word, to match "Labs are due Sundays" with "Lab 3": the last, the head of its
 * name (a "Response Paper" is a paper, not a response), before a colon that opens its subject
 * ("Assignment 7: Replication of the Paper on IV" is an assignment).
 */
const kindWord = (title: string) => kindWordsIn(title.split(':')[0]!).at(-1) ?? kindWordsIn(title).at(-1) ?? null;
/** A name as rules compare it: lower case, one space, singular ("Film Responses" → "film response"). */
export const singularName = (name: string) => name.trim().toLowerCase().replace(/\s+/g, ' ').replace(/(?<!s)s$/, '');

/**
 * Whether a weekday rule covers an item: by its kind word, by a name it gives ("Twenty Statements
 * application" by "application"), or as any work not held in class ("all assignments").
 */
function covers(rule: Extract<Rule, { kind: 'weekday' }>, { title, type }: { title: string; type: Deliverable['type'] }): boolean {
  if (rule.allWork && !heldInClass({ title, type })) return true;
  const word = kindWord(title);
  if (word && rule.words.includes(word)) return true;
  // ("Q2", a quiz by the syllabus's abbreviation, is one of the quizzes "given on Fridays".)
  if (!word && rule.heldInClass && rule.words.includes(type)) return true;
  // ("The assignments should be submitted by Fridays": its homework, "HW 3".)
  if (!rule.heldInClass && rule.words.includes('assignment') && (word === 'homework' || word === 'hw')) return true;
  const name = singularName(title);
  return rule.names.some((n) => n.length >= 3 && ` ${name} `.includes(` ${n} `));
}

/** The name of the section a line sits in: the nearest heading above it, without its weight ("Weekly Perusall Participation (10% of Final Grade)"). */
function sectionNameAbove(records: Record[], index: number): string[] {
  for (let i = index - 1; i >= Math.max(0, index - 12); i--) {
    const record = records[i]!;
    if (record.cells) return [];
    if (record.heading !== undefined || (record.text.length <= 60 && !/[.,;:]$/.test(record.text) && /^[A-Z]/.test(record.text) && !findDates(record.text).length)) {
      const name = singularName(record.text.replace(/\([^)]*\)/g, ''));
      return name.split(' ').length <= 5 ? [name] : [];
    }
  }
  return [];
}

/** The names the syllabus's table of deadlines gives its work, by which a schedule may list it without a kind word. */
export const namesDefinedByRules = (rules: Rule[]): Set<string> => new Set(rules.flatMap((r) => (r.kind === 'weekday' && r.record.cells ? r.names : [])));

/** Where the sentence holding `index` begins. */
const sentenceStart = (text: string, index: number) => {
  const ends = [...matchesOf(/[.!?]\s+(?=[A-Z])/g, text.slice(0, index))];
  const last = ends.at(-1);
  return last ? last.index + last[0].length : 0;
};
/** The sentence of a cell a rule was found in, or all of it when the rule reads through its header ("Due: Sundays"). */
const dueSentenceOf = (cell: string, index: number) => (index >= 0 ? sentenceAt(cell, index) : cell);
/** The clause of a sentence that begins at `index`, up to the next numbered clause ("(2) …") or semicolon. */
const clauseFrom = (text: string, index: number) => text.slice(index).split(/\.\s|;|\(\d\)/)[0]!;
/** The sentence holding `index`. */
function sentenceAt(text: string, index: number): string {
  const end = /[.!?]\s+(?=[A-Z])/.exec(text.slice(index));
  return text.slice(sentenceStart(text, index), end ? index + end.index + 1 : text.length);
}

export function findRules(records: Record[], resolveDate: (mention: DateMention) => string | null): Rule[] {
  const rules: Rule[] = [];
  records.forEach((record, index) => {
    const series = seriesRule(records, index, resolveDate);
    if (series) rules.push(series);
    // A table row's cells read with their headers: a "Due Date" column saying "11:59pm each Sunday" is a rule.
    const parts = record.header && record.cells ? record.cells.map((cell, i) => `${record.header![i] ?? ''}: ${cell}`) : [record.text];
    const dueIn = parts.findIndex((part) => WEEKDAY_RULE.test(part));
    const due = dueIn >= 0 ? WEEKDAY_RULE.exec(parts[dueIn]!) : null;
    const held = record.cells ? null : HELD_ON_WEEKDAY.exec(record.text);
    // ("During the Thursday meetings": its weekday stands where a plural one would, and recurs as much.)
    if (held?.[3]) [held[1], held[2]] = [held[3], 's'];
    if (due) rules.push(...weekdayRule(records, index, parts, dueIn, due, false));
    // A line may state both, one clause each: "(1) Quizzes will be given on Fridays, … (3) Problem sets are due … Fridays".
    if (held && (!due || held.index + held[0].length <= due.index)) rules.push(...weekdayRule(records, index, parts, -1, held, true));
    if (rules.some((r) => r.kind === 'each-class')) return;
    const atEachClass = heldEachClass(record.text);
    const eachClass = EACH_CLASS.exec(record.text);
    if (atEachClass) rules.push({ kind: 'each-class', daysBefore: 0, time: null, deliverable: atEachClass, record });
    else if (eachClass) {
      const submitted = SUBMIT_WHAT.exec(record.text)?.[1];
      const deliverable = findDeliverables(record.text)[0] ?? (submitted ? { index: 0, end: 0, type: 'assignment' as const, title: submitted.trim().charAt(0).toUpperCase() + submitted.trim().slice(1) } : null);
      const time = records.map((r) => (EACH_CLASS.test(r.text) ? findTimes(r.text)[0]?.time : undefined)).find(Boolean) ?? null;
      if (deliverable) rules.push({ kind: 'each-class', daysBefore: eachClass[1] ? 1 : 0, time, deliverable, record });
    }
  });
  return rules;
}

/** The rule a weekday states in a record: work due on it (`due` found in `parts[dueIn]`), or held on it in class. */
function weekdayRule(records: Record[], index: number, parts: string[], dueIn: number, weekday: RegExpExecArray, held: boolean): Rule[] {
  const record = records[index]!;
  // In prose the weekday must recur ("Sundays", "each Friday"); a row of a table of deadlines
  // ("Case Study | Sunday, 10:00pm" under "Due") states one for its kind.
  // A table of deadlines names its work in its first cell, a prose rule by the heading of its section ("Weekly Perusall Participation").
  const names = record.cells ? (record.cells[0] && !WEEKDAY_RULE.test(parts[0]!) ? [singularName(record.cells[0])] : []) : sectionNameAbove(records, index);
  // "due by Friday, 11:59 pm on the week listed below", "due on Thursday in a given week" are as weekly as "due Fridays".
  // So is "on the last day of the week (Saturday at 23:59:59)".
  const weekly = /\b(?:weekly|(?:each|every)\s+week|(?:of|in|on|during)\s+the\s+week\s+(?:listed|shown|given|it\s+is|they\s+are)|in\s+(?:a|the|each)\s+given\s+week|(?:last|final)\s+day\s+of\s+(?:the|each|every)\s+week)\b/i.test(`${record.text} ${names.join(' ')}`);
  // "Problem sets are handed out on the Friday listed and due the following Tuesday": each is due the Tuesday after its day.
  const sentence = sentenceAt(record.text, weekday.index);
  const allWork = ALL_WORK.test(weekday[0]) || (!record.cells && ALL_WORK_DUE.test(sentence));
  // ("Tutorials are always due on Friday", "Assignments are usually due Sunday at 11h59pm": on that day each time.)
  const recurs = Boolean(weekday[2] || /\b(?:each|every|the\s+following)\s+\w+day\b/i.test(weekday[0]) || /\b(?:always|usually)\s+due\b/i.test(sentence) || record.cells || weekly);
  // A rule for all the work, or all of one kind, recurs however it names its day: "All module activities (videos, quizzes, discussions) are due by Sunday".
  const plural = recurs || allWork || (!record.cells && EACH_OF_A_KIND_DUE.test(sentence));
  if (!plural || findDates(record.text).length) return [];
  // The rule's words are its sentence's: "All problem sets are due the following Tuesday by 11:59pm.
  // All quizzes will be taken during lecture" moves no quiz. A row's are its first cell's and its
  // due cell's with their headers ("Case Study | Sunday, 10:00pm"; "Psets (due Friday): Pset 5"
  // moves no quiz of the row's "Quiz (in class)" cell).
  const dueCell = record.header ? record.cells?.[dueIn] : undefined;
  const ruleHeader = dueCell === undefined ? '' : (record.header![dueIn] ?? '');
  const ruleText =
    dueCell !== undefined
      ? [dueIn > 0 ? record.cells![0]! : '', ruleHeader, dueSentenceOf(dueCell, weekday.index - (parts[dueIn]!.length - dueCell.length))].join(' ')
      : record.cells
        ? record.cells.join(' ')
        : sentence.slice(0, weekday.index - sentenceStart(record.text, weekday.index) + (held ? weekday[0].length : 4));
  // A header that states the rule and names its kind ("Psets (due Friday)") says what it is for, whatever a cell holds.
  const headerWords = WEEKDAY_RULE.test(ruleHeader) ? kindWordsIn(ruleHeader) : [];
  // ("Problem sets will be distributed … the Friday indicated. They are due the following Thursday": a pronoun's work is the last sentence's.)
  const before = PRONOUN_SUBJECT.test(sentence) ? sentenceAt(record.text, Math.max(0, sentenceStart(record.text, weekday.index) - 2)) : '';
  const textWords = headerWords.length ? [] : kindWordsIn(ruleText);
  const words = headerWords.length ? headerWords : textWords.length ? textWords : kindWordsIn(before);
  // "In-class peer work due to Gradescope by 11PM each Friday": prose that says its day each week names its work first.
  const subject = record.cells || held ? null : (DUE_SUBJECT.exec(sentence)?.[1] ?? null);
  if (!words.length && !names.length && !allWork && !subject) return [];
  // (Work of the course's own kind, "Tutorials are always due …", is named by that subject: "Tutorial 3".)
  const named = subject && !words.length ? [...names, singularName(subject)] : names;
  const clause = clauseFrom(record.text, weekday.index);
  const eachWeekday = /\b(?:each|every)\s+\w+day\b/i.test(weekday[0]);
  return [{ kind: 'weekday', weekday: weekdayNamed(weekday[1]!)!, time: findTimes(record.cells ? ruleText : sentence)[0]?.time ?? null, words, names: named, allWork, heldInClass: held, everyWeek: !record.cells && ((eachWeekday && (held || subject !== null)) || EVERY_WEEK.test(clause)), subject, weekdaySaidOnce: !recurs, weekLater: WEEK_AFTER_LISTED.test(clause), afterListed: /\bthe\s+following\s+\w+day\b/i.test(weekday[0]), releasedOn: weekdayNamed(RELEASED_ON.exec(sentence)?.[1] ?? ''), record }];
}

/**
 * "every Saturday, starting October 2 (Thanksgiving weekend excluded)", with the deliverable and
 * its count ("8 Lecture Quizzes") and due day ("Due by 11:59PM on Sunday") in the lines around it.
 */
function seriesRule(records: Record[], index: number, resolveDate: (mention: DateMention) => string | null): Rule | null {
  const record = records[index]!;
  const every = SERIES.exec(record.text);
  if (!every) return null;
  const start = findDates(record.text.slice(every.index + every[0].length))[0];
  if (!start || start.index !== 0) return null;
  const first = resolveDate(start);
  if (!first) return null;
  // "starting January 21 through April 29": the series ends where the line says.
  const until = start.until ? resolveDate({ month: start.until.month, day: start.until.day, index: 0, end: 0, numeric: start.numeric }) : null;
  const around = records.slice(Math.max(0, index - 3), index + 4);
  // The nearest "8 Lecture Quizzes" of the kind the rule's own line names.
  const nearest = [...around].sort((a, b) => Math.abs(a.line - record.line) - Math.abs(b.line - record.line));
  const ownKinds = kindWordsIn(record.text);
  let named: { title: string; type: Deliverable['type']; count: number | null } | null = null;
  for (const r of nearest) {
    for (const match of matchesOf(COUNTED, r.text)) {
      const deliverable = findDeliverables(match[2]!)[0];
      const count = /\d/.test(match[1]!) ? Number(match[1]) : COUNT_WORDS.indexOf(match[1]!.toLowerCase());
      const kind = kindWord(match[2]!);
      if (deliverable && count > 1 && (!ownKinds.length || (kind && ownKinds.includes(kind)))) named ??= { title: match[2]!.replace(/zes$|s$/, ''), type: deliverable.type, count };
    }
  }
  named ??= (() => {
    const deliverable = findDeliverables(record.text)[0];
    return deliverable ? { title: deliverable.title.replace(/zes$|s$/, ''), type: deliverable.type, count: null } : null;
  })();
  if (!named) return null;
  const dueRecord = nearest.find((r) => DUE_ON_WEEKDAY.test(r.text));
  const dueWeekday = dueRecord ? weekdayNamed(DUE_ON_WEEKDAY.exec(dueRecord.text)![1]!) : null;
  const time = (dueRecord && findTimes(dueRecord.text)[0]?.time) ?? null;
  const except = SERIES_EXCEPT.exec(record.text);
  const skip = except ? findDates(record.text.slice(except.index)).flatMap((m) => resolveDate(m) ?? []) : [];
  return { kind: 'series', first, until: until && until > first ? until : null, count: named.count, dueWeekday, skipThanksgiving: /thanksgiving/i.test(record.text), skip, time, title: named.title, type: named.type, record };
}

/** Items the rules place, given every record with its dates (ISO strings already settled against the term; none for most). */
export function placeByRules(rules: Rule[], undated: Undated[], records: { record: Record; dates: string[] }[], breaks: { start: string; end: string }[] = []): Omit<ExtractedItem, 'confidence' | 'flags'>[] {
  const placed: Omit<ExtractedItem, 'confidence' | 'flags'>[] = [];
  for (const rule of rules) {
    if (rule.kind === 'weekday') {
      for (const entry of undated) {
        if (!covers(rule, entry.deliverable) || !entry.week.start) continue;
        const day = weekdayInWeek(entry.week.start, entry.week.end, rule.weekday);
        const date = day && rule.weekLater ? addDays(day, 7) : day;
        if (date) placed.push({ date, time: rule.time, type: entry.deliverable.type, title: entry.deliverable.title, source: { page: entry.record.page, text: `${entry.record.text} (${rule.record.text})` } });
      }
    } else if (rule.kind === 'series') {
      const last = rule.until ?? records.flatMap((d) => d.dates).sort().pop() ?? rule.first;
      let number = 0;
      for (let day = rule.first; day <= last && (rule.count === null || number < rule.count); day = addDays(day, 7)) {
        if ((rule.skipThanksgiving && isThanksgivingWeekend(day)) || rule.skip.includes(day)) continue;
        const due = rule.dueWeekday === null ? day : nextWeekday(day, rule.dueWeekday);
        // Nothing is due in a break the syllabus states ("Spring break March 14-18").
        if (breaks.some((gap) => due >= gap.start && due <= gap.end)) continue;
        number++;
        placed.push({ date: due, time: rule.time, type: rule.type, title: `${rule.title} ${number}`, source: { page: rule.record.page, text: rule.record.text } });
      }
    } else {
      const without = meetingsWithout(rule.record.text, records);
      const meetings = classMeetings(records);
      // "For all classes other than the first and the last" (in the rule, or before it under its heading): those two meetings have none.
      const at = records.findIndex(({ record }) => record === rule.record);
      const opens = records.slice(0, at + 1).findLastIndex(({ record }) => record.heading !== undefined);
      const said = records.slice(Math.max(opens, at - 10, 0), at + 1).map(({ record }) => record.text).join('\n');
      const skipped = EXCEPT_FIRST_OR_LAST.exec(said)?.slice(1).filter(Boolean).map((word) => (/first/i.test(word!) ? meetings[0] : meetings.at(-1))) ?? [];
      for (const meeting of meetings) {
        if (without.has(meeting) || skipped.includes(meeting)) continue;
        placed.push({ date: addDays(meeting, -rule.daysBefore), time: rule.time, type: rule.deliverable.type, title: rule.deliverable.title, source: { page: rule.record.page, text: rule.record.text } });
      }
    }
  }
  return placed;
}

/** The work listed under a week that no weekly rule dates: a person must tell its day. */
export function undatedLeft(rules: Rule[], undated: Undated[]): Undated[] {
  return undated.filter((entry) => !entry.week.start || !rules.some((rule) => rule.kind === 'weekday' && covers(rule, entry.deliverable)));
}

/**
 * Items a schedule lists under a week's row ("2/8 | Obesity case study, Film response") are due on
 * the weekday a rule gives their kind ("Case Study | Sunday, 10:00pm"), in that week.
 */
export function applyWeekdayRules(rules: Rule[], rowDated: ExtractedItem[], ofWeekTable: (item: ExtractedItem) => boolean, listedOnDay: ExtractedItem[] = [], saidDue: (item: ExtractedItem) => boolean = () => false): void {
  for (const rule of rules) {
    // (A rule that says its weekday once, of all the work, dates what a week lists without a day; a row's own date stays.)
    if (rule.kind !== 'weekday' || rule.weekdaySaidOnce) continue;
    // "All lab assignments are due by the following Tuesday": work a line lists on its day ("Mo 2/13 - Lab 01")
    // is due on the first such weekday after it, as a row's is.
    for (const item of rule.afterListed ? [...new Set([...rowDated, ...listedOnDay])] : rowDated) {
      // (A rule that counts from the day work is listed, "assigned on Mondays and due the following Monday",
      // moves no work its row says is due that day: "Sept 8 (Mon) | Project 1 Due".)
      if ((rule.afterListed || rule.weekLater) && saidDue(item)) continue;
      // (Nor work a schedule lists on the day it is due, not the day the rule says it is handed out: "assigned on a Monday and due
      // … the following Friday" beside "01/17/25 (a Friday) | PS0".)
      if (rule.afterListed && rule.releasedOn !== null && rule.releasedOn !== rule.weekday && dayOfWeek(item.date) === rule.weekday) continue;
      // ("Lab assignments are due … on Wednesdays": a week's row of a lab schedule, "Full Draft", is one, named by no kind.)
      const coversRow = covers(rule, item) || (ofWeekTable(item) && !rule.heldInClass && rule.words.includes('assignment') && item.type === 'assignment');
      // Work held in class on a weekday moves there from a row that stands for a week, never from a row of one day.
      if (!coversRow || (rule.heldInClass && !WEEK_ROW.test(item.source.text) && !ofWeekTable(item))) continue;
      item.date = nextWeekday(rule.afterListed ? addDays(item.date, 1) : item.date, rule.weekday);
      if (rule.weekLater) item.date = addDays(item.date, 7);
      item.time ??= rule.time;
      if (!item.flags.includes('recurrence')) item.flags.push('recurrence');
      // A week's row ("Jan 17 - Jan 21") gave a window; the rule's day is the date within or after it.
      if (item.dates) {
        delete item.dates;
        item.flags = item.flags.filter((flag) => flag !== 'window');
      }
    }
  }
}

const WEEK_ROW = /\bweek\b/i;

/** The weekday of a calendar day ("2017-01-20" is a Friday, 5). */
const dayOfWeek = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

/**
 * "a 10-15 minute quiz at the start of each Friday class meeting", where no quiz is listed by
 * itself: one on each date the schedule writes that falls on that weekday ("Wednesday, January 18;
 * Friday, January 20"), but a day it says has no class. (A schedule of weeks alone gives no days,
 * and nothing is placed.) "In-class peer work due to Gradescope by 11PM each Friday": one each week.
 */
export function placeHeldEachWeek(rules: Rule[], items: ExtractedItem[], records: { record: Record; dates: string[] }[], noClass: (record: Record) => boolean, breaks: { start: string; end: string }[]): Omit<ExtractedItem, 'confidence' | 'flags'>[] {
  const placed: Omit<ExtractedItem, 'confidence' | 'flags'>[] = [];
  const offDays = new Set(records.filter(({ record }) => noClass(record)).flatMap(({ dates }) => dates));
  const written = [...new Set(records.flatMap(({ dates }) => dates))].sort();
  const meetings = classMeetings(records).filter((day) => !offDays.has(day));
  for (const rule of rules) {
    if (rule.kind !== 'weekday' || !rule.everyWeek || rule.record.cells || items.some((item) => covers(rule, item))) continue;
    const named = rule.heldInClass ? null : rule.subject;
    const [word] = rule.words;
    const type = named ? (findDeliverables(named)[0]?.type ?? (/\bwork$/i.test(named) ? 'assignment' : undefined)) : word ? findDeliverables(word)[0]?.type : undefined;
    const title = named ?? (word ? `${word.charAt(0).toUpperCase()}${word.slice(1)}` : null);
    if (!title || !type) continue;
    // On each day the schedule writes on that weekday. Work the rule names only by what it is ("peer
    // work"), which no schedule lists, is due on that weekday of each week from the first class meeting
    // on, but in a break the syllabus states.
    const weekly = named !== null && !rule.words.length && meetings.length >= 4;
    const days = weekly
      ? [...new Set(meetings.map((day) => weekdayInWeek(addDays(day, -((dayOfWeek(day) + 6) % 7)), null, rule.weekday)!))].filter((day) => day >= meetings[0]! && !offDays.has(day) && !breaks.some((gap) => day >= gap.start && day <= gap.end))
      : written.filter((day) => dayOfWeek(day) === rule.weekday && !offDays.has(day) && records.some(({ record, dates }) => record !== rule.record && dates.includes(day)));
    // (Fewer than four such days is no weekly schedule.)
    if (days.length < 4) continue;
    for (const date of days) placed.push({ date, time: rule.time, type, title, source: { page: rule.record.page, text: rule.record.text } });
  }
  return placed;
}

/**
 * "For each reading a reading quiz must be completed on Canvas by the day listed", "read the selection
 * by the class listed and expect a short reading quiz that class", "Post at least 3 annotations for each
 * reading assignment on Perusall": that work is due on every day the schedule lists a reading for.
 */
const WORK_ON_EACH_READING = /\b(?:for|with|on)\s+(?:each|every)\s+(?:assigned\s+)?reading(?:\s+assignment)?\b|\bread\b[^.]{0,80}?\b(?:by|before)\s+the\s+class\b(?=[^.]{0,60}?\bquiz(?:zes)?\b)/i;
/** What is done on each reading, in the rule's sentence: a quiz, or written work ("annotations", "a response"). */
const READING_WORK = /\b(quiz(?:zes)?|annotations?|responses?|reflections?|summar(?:y|ies)|comments?|discussion\s+posts?|posts?|questions?)\b/i;
/** Work on the readings the document says is due, "Reading annotations due Sunday": what a column of the readings' due dates asks for. */
const READING_WORK_DUE = /\breading\s+(quiz(?:zes)?|annotations?|responses?|reflections?|summar(?:y|ies)|journals?)\s+(?:(?:are|is)\s+)?due\b/i;
export function readingWorkDue(text: string): Pick<ExtractedItem, 'type' | 'title'> | null {
  const work = READING_WORK_DUE.exec(text)?.[1];
  return work ? { type: /^quiz/i.test(work) ? 'quiz' : 'assignment', title: `Reading ${work.toLowerCase()}` } : null;
}
/** What a schedule's line gives to read: "Read: Thirst ch. 5", "pp. 12-20", pages "28--35" or "(8–14)". */
const A_READING = /\bread(?:ings?)?\b|\bpp?\.\s*\d|\b\d{1,4}\s*(?:--|–)\s*\d{1,4}\b/i;
/** A chapter, which a line naming work ("Chapters 6 and 7 Paper Due") names as the work's subject. */
const A_CHAPTER = /\bch(?:apters?|s)?\.?\s*\d/i;
/** A day of something other than reading: a break, a film, a guest, an exam, or one yet to be set ("TBD"). */
const NOT_A_READING_DAY = /\b(?:break|holiday|thanks\s*giving|recess|no\s+class|video|film|movie|guest|review|exam|field\s+trip|tb[ad])\b/i;
/** "Introduction, no reading required": the word names none ("No Reading Quiz" is a day's reading without its quiz). */
const NO_READING = /\bno\s+(?:required\s+)?readings?\b(?!\s+(?:quiz|quizzes|responses?|annotations?|posts?|questions?|assignments?)\b)/i;
/** A row whose cell under a "Reading" header names something to read ("Descartes, Meditations"), not one yet to be set. */
const givesReading = (record: Record) =>
  record.cells?.some((cell, i) => /^\W*(?:required\s+)?readings?\b/i.test(record.header?.[i] ?? '') && /\p{L}{3}/u.test(cell) && !NOT_A_READING_DAY.test(cell)) ?? false;

/** How far from the middle of a schedule its days may fall: a term and a half. */
const SCHEDULE_REACH_DAYS = 150;
const daysApart = (a: string, b: string) => (Date.parse(a) - Date.parse(b)) / 86_400_000;

/** The work a sentence asks for on each reading, by its noun nearest before the rule ("annotations" in "Post at least 3 annotations for each reading"), else after it. */
function readingWorkOf(text: string): string | null {
  const rule = WORK_ON_EACH_READING.exec(text);
  if (!rule) return null;
  const sentence = sentenceAt(text, rule.index);
  const at = sentence.indexOf(rule[0]);
  const words = matchesOf(new RegExp(READING_WORK.source, 'gi'), sentence);
  const word = words.filter((m) => m.index < at).at(-1) ?? words.find((m) => m.index >= at);
  return word ? word[1]!.toLowerCase() : null;
}

export function placeReadingWork(records: { record: Record; dates: string[] }[], items: ExtractedItem[], noClass: (record: Record) => boolean): Omit<ExtractedItem, 'confidence' | 'flags'>[] {
  const rule = records.map(({ record }) => ({ record, work: readingWorkOf(record.text) })).find(({ work }) => work);
  if (!rule) return [];
  const word = rule.work!;
  const type = /^quiz/.test(word) ? 'quiz' : 'assignment';
  const title = type === 'quiz' ? 'Reading quiz' : `Reading ${singularName(word)}`;
  const dated = records.filter(({ record, dates }) => dates.length === 1 && record !== rule.record);
  const namesWork = new Map(dated.map(({ record }) => [record, findDeliverables(record.text).length > 0]));
  const isReading = ({ record }: { record: Record }) => (A_READING.test(record.text) && !NO_READING.test(record.text)) || (A_CHAPTER.test(record.text) && !namesWork.get(record)) || givesReading(record);
  // The schedule's days, not a reading list's dates of publication ("Jacobin, December 13, 2011", "Accessed January 6, 2023"):
  // those within a term's reach of the middle of the days that give a reading.
  const readingDays = dated.filter(isReading).map(({ dates }) => dates[0]!).sort();
  const middle = readingDays[Math.floor(readingDays.length / 2)];
  const days = middle ? dated.filter(({ dates }) => Math.abs(daysApart(dates[0]!, middle)) <= SCHEDULE_REACH_DAYS) : [];
  const readings = days.flatMap((day, i) => (isReading(day) ? [i] : []));
  // (Fewer than four such days is no schedule of readings.)
  if (readings.length < 4) return [];
  // After the first of them, a day of the same schedule (a row if they are rows) that gives something else to read and names
  // no work is a reading's too ("Confessions I"); "Due Monday, September 22." under a heading after the table is not.
  const inTable = Boolean(days[readings[0]!]!.record.cells);
  const readsThen = ({ record }: { record: Record }, i: number) =>
    readings.includes(i) || (i > readings[0]! && Boolean(record.cells) === inTable && /\p{L}{3}/u.test(withoutMentions(record.text, findDates(record.text))) && !namesWork.get(record) && !NOT_A_READING_DAY.test(record.text));
  // (A day that lists such work already has it: a quiz that day is its reading quiz, "Annotation 3" its annotation; "PP 1" is other work.)
  const takenDays = new Set(items.filter((item) => item.type === type && (type === 'quiz' || singularName(item.title).includes(singularName(word)))).map((item) => item.date));
  const none = new RegExp(`\\bno\\s+(?:reading\\s+)?${word.replace(/s$|zes$/, '')}`, 'i');
  const placed = new Map<string, Omit<ExtractedItem, 'confidence' | 'flags'>>();
  days.forEach((day, i) => {
    const date = day.dates[0]!;
    if (placed.has(date) || takenDays.has(date) || none.test(day.record.text) || noClass(day.record) || !readsThen(day, i)) return;
    placed.set(date, { date, time: null, type, title, source: { page: day.record.page, text: day.record.text } });
  });
  return [...placed.values()];
}

/** Items on a rule's weekday take the rule's time when their own line states none. */
export function applyRuleTimes(rules: Rule[], items: ExtractedItem[]): void {
  for (const rule of rules) {
    if (rule.kind !== 'weekday' || !rule.time) continue;
    for (const item of items) {
      if (!item.time && covers(rule, item) && dayOfWeek(item.date) === rule.weekday) item.time = rule.time;
    }
  }
}

const ALL_DUE = /\b(?:all\b[^.]{0,60}?|(?:assignments|home-?works?|labs|problem\s+sets|papers|projects|work|submissions|deliverables)\b[^.]{0,30}?)\b(?:due|submitted|turned\s+in)\b/i;

/**
 * "All submissions are due at 10 pm", "Assignments are due at 10 pm via Gradescope": the time every
 * deliverable without its own is due. Exams are held when they are held, so they keep none.
 */
const HELD_NOT_HANDED_IN = /\b(?:presentations?|demos?|posters?)\b(?!.*\b(?:report|paper|slides|write-?up|video)s?\b)/i;

export function applyDefaultDueTime(records: Record[], items: ExtractedItem[]): void {
  const rule = records.find((r) => ALL_DUE.test(r.text) && findTimes(r.text).length && !findDates(r.text).length);
  const time = rule && findTimes(rule.text)[0]!.time;
  if (!time) return;
  // "By 11:59 on the due date": a half of the day the rule leaves unsaid is flagged on every item it times.
  const unsure = !AM_PM_SAID.test(rule.text);
  for (const item of items) {
    // (An exam, a presentation or a demo is held in class, not handed in by the deadline's hour; a
    // "Project midterm report" is handed in, and a quiz often taken online by that hour.)
    if (item.time || item.type === 'exam' || HELD_NOT_HANDED_IN.test(item.title)) continue;
    item.time = time;
    if (unsure && !item.flags.includes('am-pm-inferred')) item.flags.push('am-pm-inferred');
  }
}

/**
 * The meetings whose own entry says they have none of what a rule asks for: "No mandatory reading"
 * under "1. Intro Session (February 14)" when a discussion question on a mandatory reading is due
 * each session. A line belongs to the last dated line above it.
 */
function meetingsWithout(ruleText: string, records: { record: Record; dates: string[] }[]): Set<string> {
  const rule = ` ${singularName(ruleText.replace(/[^\w\s-]/g, ' '))} `;
  const without = new Set<string>();
  let day: string | null = null;
  for (const { record, dates } of records) {
    if (dates.length) day = dates.length === 1 ? dates[0]! : null;
    const none = /^\W*no\s+([a-z][a-z\s-]{2,40}?)\W*$/i.exec(record.text)?.[1];
    if (day && none && rule.includes(` ${singularName(none)} `)) without.add(day);
  }
  return without;
}

const EXCEPT_FIRST_OR_LAST = /\b(?:other\s+than|except(?:\s+for)?)\s+the\s+(first|last)(?:\s+(?:and|or)\s+(?:the\s+)?(first|last))?\b/i;
/**
 * The dated class meetings: a line that is a date and little else, unless the line under it says
 * there is no class ("Monday, August 5" over "No Class: Civic Holiday"), or a numbered or dated row of
 * a table of sessions that is not a break.
 */
function classMeetings(dated: { record: Record; dates: string[] }[]): string[] {
  // (Or a row whose first cell is its day alone: "Jan. 2 | R programming language | Healy".)
  const session = (record: Record) => Boolean(record.cells && (/^\s*\d{1,2}\s*$/.test(record.cells[0] ?? '') || dateHeading(record.cells[0] ?? '') !== null) && !/\b(?:break|holiday|no\s+class|recess|reading\s+week)\b/i.test(record.text));
  const cancelled = (i: number) => !dated[i + 1]?.dates.length && isNoClass(dated[i + 1]?.record.text ?? '');
  const meetings = dated.filter(({ record, dates }, i) => dates.length === 1 && (record.cells ? session(record) : dateHeading(record.text) !== null && !cancelled(i)));
  return [...new Set(meetings.map((m) => m.dates[0]!))].sort();
}

/** The weekday a rule says its work is handed out on: "assigned on a Monday", "handed out on the Friday listed". */
const RELEASED_ON = /\b(?:assigned|handed\s+out|released|posted|distributed|given\s+out)\s+(?:on\s+)?(?:a\s+|the\s+|each\s+|every\s+)?((?:mon|tues|wednes|thurs|fri|satur|sun)day)s?\b/i;

/** The first `weekday` after `day` (the same day counts when it is that weekday already). */
function nextWeekday(day: string, weekday: number): string {
  let date = day;
  while (dayOfWeek(date) !== weekday) date = addDays(date, 1);
  return date;
}

/** Thursday to Sunday of the US Thanksgiving (the fourth Thursday of November). */
function isThanksgivingWeekend(day: string): boolean {
  const year = Number(day.slice(0, 4));
  const firstThursday = nextWeekday(`${year}-11-01`, 4);
  const thanksgiving = addDays(firstThursday, 21);
  return day >= thanksgiving && day <= addDays(thanksgiving, 3);
}

export function weekdayInWeek(start: string, end: string | null, weekday: number): string | null {
  // A week's heading often spans its class days only ("09/20 - 09/22"); its Friday is still that week's.
  const last = end && end > addDays(start, 6) ? end : addDays(start, 6);
  for (let day = start; day <= last; day = addDays(day, 1)) {
    if (dayOfWeek(day) === weekday) return day;
  }
  return null;
}
