/**
 * Testimonial carousel stepping (SPEC §4, §9): 3 cards per view at 768 px and wider, else 1; the
 * carousel moves one card at a time and wraps around in both directions.
 */
export const WIDE_MIN_WIDTH = 768;
export const WIDE_PER_VIEW = 3;

export function perViewForWidth(width: number): number {
  return width >= WIDE_MIN_WIDTH ? WIDE_PER_VIEW : 1;
}

/** The first card shown after moving `step` cards (negative: backwards), wrapping at both ends. */
export function stepIndex(start: number, step: number, total: number): number {
  if (total <= 0) return 0;
  return (((start + step) % total) + total) % total;
}

/** Indices of the cards on view, in order, starting at `start`; never more cards than exist. */
export function visibleIndices(start: number, perView: number, total: number): number[] {
  const count = Math.min(perView, total);
  return Array.from({ length: count }, (_, offset) => stepIndex(start, offset, total));
}
