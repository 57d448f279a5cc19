import type { DocLine } from '../document.js';
import { kindOf } from './deliverables.js';
import { matchesOf } from './matches.js';

/** Two or three capitalised words, the last naming a kind of work: "Daily Quiz", "Reading Response Paper". */
const KIND_PHRASE = /\b((?:[A-Z][a-z]+[ -]){1,2}[A-Z][a-z]+)\b/g;

/**
 * A syllabus that names a kind of work once ("Daily Quiz 1") often lists the rest by its initials
 * ("DQ 2", "DQ 3"): those are spelled out on every line, so each reads as the kind it stands for;
 * `quoted` gives a line read so back as the document writes it, for the evidence a reviewer reads.
 * Initials count only where the document numbers two or more of them and kinds do not already know
 * them ("PS 2" is a problem set); a course code ("CS 101") has three digits and is left alone.
 */
export function withSpelledOutInitialisms(lines: DocLine[]): { lines: DocLine[]; quoted: (text: string) => string } {
  const unchanged = { lines, quoted: (text: string) => text };
  const text = lines.map((line) => line.text).join('\n');
  // The initials the text numbers at all, found in one pass: most syllabi number none.
  const numbered = new Set(matchesOf(NUMBERED_INITIALS, text).map((m) => m[1]!));
  if (!numbered.size) return unchanged;
  const phrases = new Map<string, string>();
  const tried = new Set<string>();
  for (const [, phrase] of matchesOf(KIND_PHRASE, text)) {
    const words = phrase!.split(/[ -]/);
    const initials = words.map((word) => word[0]).join('');
    if (tried.has(initials) || !numbered.has(initials)) continue;
    tried.add(initials);
    if (!kindOf(words.at(-1)!) || kindOf(`${initials} 1`)) continue;
    const numbers = new Set(matchesOf(numberedBy(initials), text).map((m) => Number(m[1])));
    if (numbers.size >= 2) phrases.set(initials, words.join(' '));
  }
  if (!phrases.size) return unchanged;
  const spell = (part: string) => [...phrases].reduce((out, [initials, phrase]) => out.replace(numberedBy(initials), (_, number: string) => `${phrase} ${number}`), part);
  // What a reviewer reads quotes the document: "DQ 2" again, where the document wrote no "Daily Quiz 2".
  const written = [...phrases].map(([initials, phrase]) => ({ initials, spelled: new RegExp(`\\b${phrase} (\\d{1,2})\\b`, 'g'), numbers: new Set(matchesOf(new RegExp(`\\b${phrase}\\s?#?(\\d{1,2})\\b`, 'g'), text).map((m) => m[1])) }));
  const quoted = (part: string) => written.reduce((out, { initials, spelled, numbers }) => out.replace(spelled, (whole, number: string) => (numbers.has(number) ? whole : `${initials} ${number}`)), part);
  return { lines: lines.map((line) => ({ ...line, text: spell(line.text), ...(line.cells && { cells: line.cells.map(spell) }) })), quoted };
}

/** Two or three capitals before a number: the initials a text may number. */
const NUMBERED_INITIALS = /\b([A-Z]{2,3})\s?#?\d/g;

/** Initials and a number of one or two digits: "DQ 2", "DQ#12", "DQ3". */
const numberedBy = (initials: string) => new RegExp(`\\b${initials}\\s?#?(\\d{1,2})\\b(?![.,]?\\d)`, 'g');

/**
 * A legend's entry for a pictograph: "📜 Portfolio assignment due", "- 🔬 In-class assessment". It names
 * a kind, with no number: "💡 Coding Homework 01 due Sunday 1/26" is one piece of work the mark adorns.
 */
const SYMBOL_LEGEND = /^[\s•*–-]*(\p{Extended_Pictographic})\uFE0F?[ \t]*[:=–-]?[ \t]*(\p{L}[^\n\d]{2,60}?)\W*$/u;

/**
 * A schedule that marks its cells with pictographs a legend names ("🔬 In-class assessment" over a
 * cell "🔬 The participle in Lysias") says in each mark what the legend says: the mark is spelled
 * out as its words ("In-class assessment: The participle in Lysias"), where those words name a
 * kind of work. `quoted` gives the marks back, as the document writes them.
 */
export function withSymbolsSpelledOut(lines: DocLine[]): { lines: DocLine[]; quoted: (text: string) => string } {
  const meanings = new Map<string, string>();
  const legendLines = new Set<DocLine>();
  /** The marks met so far: a legend names a mark before the schedule uses it, not after ("📚 Complete final draft of group report." under weeks of "📚 …"). */
  const seen = new Set<string>();
  for (const line of lines) {
    const entry = SYMBOL_LEGEND.exec(line.text);
    if (entry && kindOf(entry[2]!) && !seen.has(entry[1]!)) {
      meanings.set(entry[1]!, entry[2]!.trim());
      legendLines.add(line);
    }
    for (const [mark] of line.text.matchAll(/\p{Extended_Pictographic}/gu)) seen.add(mark);
  }
  if (!meanings.size) return { lines, quoted: (text) => text };
  const marks = new RegExp(`(${[...meanings.keys()].join('|')})\uFE0F?[ \t]*`, 'gu');
  const spell = (part: string) => part.replace(marks, (_, mark: string) => `${meanings.get(mark)}: `);
  const spelledOut = new RegExp(`(${[...meanings.values()].map((words) => words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')}): `, 'g');
  const marksOf = new Map([...meanings].map(([mark, words]) => [words, mark]));
  const quoted = (part: string) => part.replace(spelledOut, (_, words: string) => `${marksOf.get(words)} `);
  return { lines: lines.map((line) => (legendLines.has(line) ? line : { ...line, text: spell(line.text), ...(line.cells && { cells: line.cells.map(spell) }) })), quoted };
}

/** Letters a table's header defines as labels of its cells: "Assignment (R:Released Wed - D:Due Wed)". */
const LETTER_LABEL_DEFINED = /\b([A-Z])\s*:\s*([Rr]eleased?|[Aa]ssigned|[Oo]ut|[Dd]ue)\b/g;
/** A date after a label, perhaps with its weekday: " Fr 2/10", " 3/07". */
const LABELLED_DATE = String.raw`\s*(?:[A-Za-z]{2,3}\.?\s+)?\d{1,2}[/.-]\d{1,2}`;
/** Two dates a letter for their start and "D:" label, the work's span: "(B: Fr 2/10, D: Fr 2/24)". */
const LETTERED_DATES = new RegExp(String.raw`(?<![\w/])[ABORS]:(?=${LABELLED_DATE}\s*[,;]\s*D:${LABELLED_DATE})|(?<=(?<![\w/])[ABORS]:${LABELLED_DATE}\s*[,;]\s*)D:(?=${LABELLED_DATE})`, 'g');

const spellDates = (part: string) => part.replace(LETTERED_DATES, (label) => (label.startsWith('D') ? 'Due:' : 'Out:'));

/**
 * Letters a syllabus uses as labels, spelled out as the words they stand for: the letters a table's
 * header defines, in its cells ("R:HW2 - D:HW1" under "Assignment (R:Released Wed - D:Due Wed)" reads
 * "Released:HW2 - Due:HW1"), and a span's two dates ("(B: Fr 2/10, D: Fr 2/24)" reads "(Out: Fr 2/10,
 * Due: Fr 2/24)"), so the work is due on the second. `quoted` gives a line read so back as the document writes it.
 */
export function withLetterLabelsSpelledOut(lines: DocLine[]): { lines: DocLine[]; quoted: (text: string) => string } {
  const columnLabels = new Map<number, Map<string, string>[]>();
  const asWritten = new Map<string, string>();
  const spelledLines = lines.map((line) => {
    let cells = line.cells?.map(spellDates);
    if (line.cells && line.table !== undefined) {
      const labels = columnLabels.get(line.table);
      if (!labels) columnLabels.set(line.table, line.cells.map((cell) => new Map([...cell.matchAll(LETTER_LABEL_DEFINED)].map((m) => [m[1]!, m[2]!]))));
      else cells = cells!.map((cell, i) => [...(labels[i] ?? [])].reduce((text, [letter, word]) => text.replace(new RegExp(`(?<!\\w)${letter}\\s*:`, 'g'), `${word}:`), cell));
    }
    const text = cells && cells.some((cell, i) => cell !== line.cells![i]) ? cells.join(' | ') : spellDates(line.text);
    if (text === line.text) return line;
    asWritten.set(text, line.text);
    return { ...line, text, ...(cells && { cells }) };
  });
  if (!asWritten.size) return { lines, quoted: (text) => text };
  const quoted = (part: string) => [...asWritten].reduce((out, [text, written]) => out.replace(text, written), part);
  return { lines: spelledLines, quoted };
}
