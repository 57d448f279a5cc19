import { describe, expect, it } from 'vitest';
import { CROSSFADE_MS, nextSlide, SLIDE_INTERVAL_MS } from './carousel';

describe('seasonal carousel stepping', () => {
  it('moves to the following slide', () => {
    expect(nextSlide(0, 3)).toBe(1);
    expect(nextSlide(1, 3)).toBe(2);
  });

  it('wraps from the last slide back to the first', () => {
    expect(nextSlide(2, 3)).toBe(0);
  });

  it('stays on the only slide of a one-slide carousel, and on 0 when there are none', () => {
    expect(nextSlide(0, 1)).toBe(0);
    expect(nextSlide(0, 0)).toBe(0);
  });

  it('fades for 0.8 s and leaves each slide up for longer than its fade', () => {
    expect(CROSSFADE_MS).toBe(800);
    expect(SLIDE_INTERVAL_MS).toBeGreaterThan(CROSSFADE_MS);
  });
});
