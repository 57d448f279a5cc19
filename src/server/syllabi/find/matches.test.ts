import { describe, expect, it } from 'vitest';
import { matchesOf } from './matches.js';

describe('matchesOf', () => {
  it('gives what matchAll gives, empty matches included, and leaves the pattern ready for the next text', () => {
    const text = 'HW 1 due 9/12, HW 2 due 9/19';
    for (const pattern of [/HW (\d)/g, /\d*/g, /(?=9)/g]) {
      const expected = [...text.matchAll(pattern)].map((m) => [m.index, ...m]);
      expect(matchesOf(pattern, text).map((m) => [m.index, ...m])).toEqual(expected);
      expect(pattern.lastIndex).toBe(0);
    }
  });

  it('refuses a pattern that is not global, as matchAll does', () => {
    expect(() => matchesOf(/HW/, 'HW 1')).toThrow(TypeError);
  });
});
