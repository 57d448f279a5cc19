import type { ExtractedItem } from '../document.js';

const numbersOf = (title: string) => (title.toLowerCase().replace(/([a-z])(\d)/g, '$1 $2').match(/\d+/g) ?? []).map(Number).join(',');
const wordsOf = (title: string) => new Set(title.toLowerCase().split(/[^a-z]+/).filter((w) => w.length > 2 && w !== 'due').map((w) => w.replace(/s$/, '')));

/**
 * One item per deliverable: a syllabus that lists "HW 3 due Feb 10" in its schedule and again in
 * its key dates gives one item. The same deliverable on two different dates is kept twice and
 * flagged, for a person to settle.
 */
export function mergeDuplicates(items: ExtractedItem[]): ExtractedItem[] {
  const kept: ExtractedItem[] = [];
  for (const item of items) {
    const twin = kept.find((k) => k.date === item.date && sameDeliverable(k, item));
    if (twin) {
      if (numbersOf(item.title).length > numbersOf(twin.title).length || (item.title.length > twin.title.length && numbersOf(item.title) === numbersOf(twin.title))) twin.title = item.title;
      twin.time ??= item.time;
      twin.confidence = Math.max(twin.confidence, item.confidence);
      continue;
    }
    kept.push({ ...item, flags: [...item.flags] });
  }
  for (const item of kept) {
    const numbers = numbersOf(item.title);
    const conflict = numbers && kept.some((k) => k !== item && k.type === item.type && k.date !== item.date && numbersOf(k.title) === numbers && sameWords(k, item));
    if (conflict && !item.flags.includes('conflicting-dates')) item.flags.push('conflicting-dates');
  }
  return kept;
}

/** Same date and: the same numbers and kind or words, or one unnumbered mention of the other. */
/**
 * When one deliverable is listed on two dates and only one listing says it is due there (a due-date
 * table beside a session schedule), the due date stands; the others are returned to be reported.
 */
export function preferDueDates(items: ExtractedItem[], saysDue: (item: ExtractedItem) => boolean): { kept: ExtractedItem[]; dropped: ExtractedItem[] } {
  const dropped = items.filter(
    (item) => !saysDue(item) && numbersOf(item.title) && items.some((other) => other.date !== item.date && saysDue(other) && other.type === item.type && numbersOf(other.title) === numbersOf(item.title) && sameWords(other, item)),
  );
  return { kept: items.filter((item) => !dropped.includes(item)), dropped };
}

function sameDeliverable(a: ExtractedItem, b: ExtractedItem): boolean {
  const [numbersA, numbersB] = [numbersOf(a.title), numbersOf(b.title)];
  // "the exam" on the day of "Midterm 1" is that midterm.
  if (a.type === b.type && (isBareKind(a) || isBareKind(b))) return true;
  if (numbersA !== numbersB) return (!numbersA || !numbersB) && a.type === b.type && sameWords(a, b);
  return a.type === b.type || sameWords(a, b);
}

const BARE_KINDS = new Set(['exam', 'test', 'quiz', 'final', 'midterm', 'examination']);
const isBareKind = (item: ExtractedItem) => !numbersOf(item.title) && [...wordsOf(item.title)].every((w) => BARE_KINDS.has(w));

function sameWords(a: ExtractedItem, b: ExtractedItem): boolean {
  const words = wordsOf(a.title);
  return [...wordsOf(b.title)].some((w) => words.has(w));
}
