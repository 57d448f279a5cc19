/**
 * Timing and stepping of the seasonal hero carousels. The crossfade length is SPEC §9's 0.8 s; the
 * spec gives no interval for the fall carousel, so slides change every 4 s: long enough to take in an
 * illustration after its 0.8 s fade.
 */
export const CROSSFADE_MS = 800;
export const SLIDE_INTERVAL_MS = 4000;

/** The slide after `index`, wrapping to the first after the last. */
export function nextSlide(index: number, count: number): number {
  if (count <= 0) return 0;
  return (index + 1) % count;
}
