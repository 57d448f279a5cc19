import { findDates } from './dates';

/** The evidence line cut into pieces, the title's words and the date text marked, for a reviewer to compare at a glance. */

export interface EvidencePart {
  text: string;
  mark: boolean;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Where the title stands in the text: the whole title when it is there, else each of its words. */
function titleRanges(text: string, title: string): Array<[number, number]> {
  const whole = title.trim() ? text.toLowerCase().indexOf(title.trim().toLowerCase()) : -1;
  if (whole >= 0) return [[whole, whole + title.trim().length]];
  const words = [...new Set(title.match(/[\p{L}\p{N}]+/gu) ?? [])].filter((word) => word.length >= 3 || /^\d+$/.test(word));
  if (words.length === 0) return [];
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${words.map(escape).join('|')})(?![\\p{L}\\p{N}])`, 'giu');
  return [...text.matchAll(pattern)].map((match) => [match.index, match.index + match[0].length]);
}

export function highlightEvidence(text: string, title: string): EvidencePart[] {
  const ranges = [...titleRanges(text, title), ...findDates(text, null).map((date): [number, number] => [date.start, date.end])].sort((a, b) => a[0] - b[0]);
  // Overlapping or touching ranges become one mark.
  const merged: Array<[number, number]> = [];
  for (const [start, end] of ranges) {
    const last = merged.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  const parts: EvidencePart[] = [];
  let from = 0;
  for (const [start, end] of merged) {
    if (start > from) parts.push({ text: text.slice(from, start), mark: false });
    parts.push({ text: text.slice(start, end), mark: true });
    from = end;
  }
  if (from < text.length) parts.push({ text: text.slice(from), mark: false });
  return parts;
}
