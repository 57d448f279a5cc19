import type { ItemFlag } from '../../shared/schemas/review.js';

/**
 * When a term runs, to flag a date far outside it ("2052-03-01" typed for "2025-03-01"). Staff can
 * still save such a date: it is flagged, never refused, because summer sessions and finals stray.
 */

const SEASON_MONTHS: Record<string, [start: number, end: number]> = { spring: [1, 5], summer: [5, 8], fall: [8, 12], autumn: [8, 12] };
/** How far past either end of the term a date may fall before it is flagged. */
const MARGIN_DAYS = 45;

/** The first and last day of a term ("Fall 2025"), or of the first to the last a span names ("Fall 2021 – Spring 2022"). */
function termBounds(term: string | null): [string, string] | null {
  const seasons = term ? [...term.matchAll(/\b(spring|summer|fall|autumn|winter)\b\D*?(\d{4})/gi)] : [];
  if (!seasons.length) return null;
  return [seasonBounds(seasons[0]!)[0], seasonBounds(seasons.at(-1)!)[1]];
}

function seasonBounds([, name, written]: RegExpMatchArray): [string, string] {
  const season = name!.toLowerCase();
  const year = Number(written);
  // A winter term straddles the new year: December of the year before to February.
  if (season === 'winter') return [`${year - 1}-12-01`, `${year}-02-28`];
  const [start, end] = SEASON_MONTHS[season]!;
  return [`${year}-${String(start).padStart(2, '0')}-01`, `${year}-${String(end).padStart(2, '0')}-28`];
}

const shift = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export function isOutsideTerm(term: string | null, date: string): boolean {
  const bounds = termBounds(term);
  return bounds !== null && (date < shift(bounds[0], -MARGIN_DAYS) || date > shift(bounds[1], MARGIN_DAYS));
}

/** An item's flags with `outside-term` set or cleared for its (new) date. */
export function withTermFlag(flags: ItemFlag[], term: string | null, date: string): ItemFlag[] {
  const others = flags.filter((flag) => flag !== 'outside-term');
  return isOutsideTerm(term, date) ? [...others, 'outside-term'] : others;
}
