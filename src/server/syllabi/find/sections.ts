import { TYPE_WORDS } from '../../../shared/items.js';
import type { ItemType } from '../document.js';
import { findDeliverables, isGraded, kindOf, kindWordsIn, type Deliverable } from './deliverables.js';
import { matchesOf } from './matches.js';

/**
 * What a syllabus says about its deliverables around them rather than beside them: the section a
 * line sits in ("Homework" heading) and the abbreviations its legend defines ("Q: quiz").
 */
export interface Section {
  type: ItemType;
  /** The kind's word as the heading writes it, singular: "Homework", "Lab", "Problem set". */
  word: string;
  /** The one numbered work a heading names ("Homework 3"), whose section is about it alone. */
  work?: string;
}

/** A heading: marked as one, or a short line with no date and no sentence stop. */
export function isHeading(record: { text: string; heading?: number; list?: number; mentions: unknown[] }): boolean {
  if (record.heading !== undefined) return true;
  // A list's entry is an entry however short ("• Response paper 2").
  if (record.list) return false;
  // "Q: quiz" is a legend entry, not a heading; "Homework:" may be one.
  return !/:\s*\S/.test(record.text) && record.text.length <= 40 && !record.mentions.length && !/[.!?,;]$/.test(record.text) && /^[A-Z#*]/.test(record.text) && record.text.split(/\s+/).length <= 5;
}

export function sectionOf(heading: string): Section | null {
  const type = kindOf(heading);
  // (A midterm's heading, "Midterm" over "due R 10/15", is its section too.)
  const word = kindWordsIn(heading)[0] ?? /\bmid-?term\b/i.exec(heading)?.[0];
  if (!type || !word) return null;
  const work = findDeliverables(heading).find((d) => /\d/.test(d.title))?.title;
  return { type, word: word.charAt(0).toUpperCase() + word.slice(1), ...(work ? { work } : {}) };
}

/** "Homework 1: Logically safe" from "1: Logically safe"; "Week 2 homework" from "Week 2". */
export function sectionTitle(section: Section, label: string): string {
  const name = label.replace(/[*_`[\]]/g, '').replace(/^[\s:•·,-]+|[\s:(–-]+$/g, '').replace(/\s+/g, ' ').slice(0, 60);
  if (!name) return section.work ?? section.word;
  if (/^(?:[#\d]|no\.\s*\d)/i.test(name)) return `${section.word} ${name}`;
  if (section.work) return name.charAt(0).toUpperCase() + name.slice(1);
  // Under "Assignments" a named piece of work is named enough ("Annotated bibliography"); under "Homework" "Week 2" is "Week 2 homework".
  return /^assignment$/i.test(section.word) ? name.charAt(0).toUpperCase() + name.slice(1) : `${name} ${section.word.toLowerCase()}`;
}


/** "Q: quiz", "HW = homework", "PS - problem set": short capitals defined as a kind of deliverable. */
export function findLegend(lines: string[]): Map<string, ItemType> {
  const legend = new Map<string, ItemType>();
  for (const line of lines) {
    const entry = /^\W*([A-Z]{1,4})\s*[:=–-]\s*([a-z][a-z ]{2,20}?)\s*$/i.exec(line);
    const type = entry && /^[A-Z]+$/.test(entry[1]!) ? kindOf(entry[2]!) : null;
    if (type) legend.set(entry![1]!, type);
    // Said in a sentence: "Q is for quizzes and HW for regular homeworks."
    const said = /\s(?:is|are|stands?)\s+for\s/.test(line) ? LEGEND_SENTENCE.exec(line) : null;
    const saidToo = said ? [said, ...matchesOf(LEGEND_SENTENCE_GOES_ON, line.slice(said.index + said[0].length))] : [];
    for (const [, code, words] of saidToo) {
      const kind = kindOf(words!);
      if (kind && !legend.has(code!)) legend.set(code!, kind);
    }
    // A work named and then abbreviated in brackets, "Quiz 1 (Q1)", "Problem set 1 (PS1, PS1 Key)": by its initial, not a
    // range of what it covers ("EXAM 1 (L1-L4, with light coverage of L5)": lectures).
    for (const named of matchesOf(NAMED_THEN_ABBREVIATED, line)) {
      const kind = kindOf(named[1]!);
      const abbreviates = named[3]![0] === named[1]![0]!.toUpperCase() && !/^\s*[-–]/.test(line.slice(named.index + named[0].length));
      if (kind && abbreviates && !legend.has(named[3]!)) legend.set(named[3]!, kind);
    }
    // A kind abbreviated in brackets, "Checkpoints (CPs)", or work said due or graded so, "Practice problems (PPs) are due by 11:59pm",
    // "Todas las Actividades (AC) son evaluadas".
    for (const named of matchesOf(KIND_THEN_ABBREVIATED, line)) {
      const kind = kindOf(named[1]!) ?? (named[3] ? 'assignment' : null);
      if (kind && !legend.has(named[2]!)) legend.set(named[2]!, kind);
    }
    // A kind and the codes that number its work, in brackets: "três provas escritas (P1, P2 e P3)", "exams (E1–E3)".
    // (Looked for only where a bracket opens on a code: the pattern would be tried at every word.)
    if (!CODE_IN_BRACKET.test(line)) continue;
    for (const named of matchesOf(KIND_THEN_NUMBERED_CODES, line)) {
      const kind = kindOf(named[1]!);
      if (kind && !legend.has(named[2]!)) legend.set(named[2]!, kind);
    }
  }
  return legend;
}
const LEGEND_SENTENCE = /(?<![\w-])([A-Z]{1,4})\s+(?:is|are|stands?)\s+for\s+(?:the\s+)?([a-z][a-z ]{2,25}?)(?=\s*(?:[,.;)]|$|\band\b))/;
const LEGEND_SENTENCE_GOES_ON = /\band\s+([A-Z]{1,4})\s+for\s+(?:the\s+)?([a-z][a-z ]{2,25}?)(?=\s*(?:[,.;)]|$))/g;
const CODE_IN_BRACKET = /\(\s*[A-Z]{1,3}\s?\d/;
const KIND_THEN_NUMBERED_CODES = /\b((?:\p{L}+\s+)?\p{L}+)\s*\(\s*([A-Z]{1,3})\s?\d{1,2}(?:\s*(?:,|[–-]|&|\b(?:e|y|and|to|a)\b)\s*(?:\2\s?)?\d{1,2})+\s*\)/gu;
const NAMED_THEN_ABBREVIATED = /\b([A-Za-z]+(?:\s+[a-z]+)?)\s+(\d{1,2})\s*\(\s*([A-Z]{1,3})\s?\2\b/g;
const KIND_THEN_ABBREVIATED = /\b((?:[A-Za-z]+\s+)?[A-Za-z]+)\s*\(\s*([A-Z]{2,4})s?\s*\)(\s+(?:(?:are|is|will\s+be)\s+(?:due|graded)|(?:son|ser[aá]n)\s+(?:evaluad|calificad)[ao]s?|(?:s[aã]o|ser[aã]o)\s+avaliad[ao]s)\b)?/g;



/** The kind a legend gives a title such as "Q3". */
export const legendKind = (legend: Map<string, ItemType>, title: string) => legend.get(/^([A-Z]{1,4})\s?#?\d{1,2}\b/.exec(title)?.[1] ?? '');

/** Adds the legend's abbreviations ("Q3", or "Q" alone in its text) found in `text` to what was found by name. */
export function withLegend(legend: Map<string, ItemType>, text: string, found: Deliverable[]): Deliverable[] {
  if (!legend.size) return found;
  // A code alone in its cell is one of its kind: "Q" under "Due", where the legend says "Q is for quizzes".
  const code = /^\s*([A-Z]{1,4})\s*$/.exec(text)?.[1];
  const codeType = code && !found.length ? legend.get(code) : undefined;
  if (code && codeType) return [{ index: text.indexOf(code), end: text.indexOf(code) + code.length, type: codeType, title: TYPE_WORDS[codeType] }];
  const added: Deliverable[] = [];
  for (const match of matchesOf(/\b([A-Z]{1,4})\s?#?(\d{1,2})\b/g, text)) {
    const type = legend.get(match[1]!);
    const end = match.index + match[0].length;
    const candidate = { index: match.index, end, type: type ?? 'assignment', title: match[0] };
    if (type && !found.some((d) => match.index < d.end && end > d.index) && isGraded(text, candidate)) added.push(candidate);
  }
  return [...found, ...added].sort((a, b) => a.index - b.index);
}
