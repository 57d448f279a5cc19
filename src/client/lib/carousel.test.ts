import { describe, expect, it } from 'vitest';
import { perViewForWidth, stepIndex, visibleIndices } from './carousel';

describe('perViewForWidth', () => {
  it('shows 3 cards from 768 px up and 1 below', () => {
    expect(perViewForWidth(390)).toBe(1);
    expect(perViewForWidth(767)).toBe(1);
    expect(perViewForWidth(768)).toBe(3);
    expect(perViewForWidth(1280)).toBe(3);
  });
});

describe('stepIndex', () => {
  it('moves forward and back one card', () => {
    expect(stepIndex(2, 1, 7)).toBe(3);
    expect(stepIndex(2, -1, 7)).toBe(1);
  });

  it('wraps from the last card to the first and from the first to the last', () => {
    expect(stepIndex(6, 1, 7)).toBe(0);
    expect(stepIndex(0, -1, 7)).toBe(6);
  });

  it('wraps steps larger than the list', () => {
    expect(stepIndex(1, 15, 7)).toBe(2);
    expect(stepIndex(1, -15, 7)).toBe(0);
  });

  it('stays at 0 when there is nothing to show', () => {
    expect(stepIndex(0, 1, 0)).toBe(0);
  });
});

describe('visibleIndices', () => {
  it('lists the cards on view from the first one', () => {
    expect(visibleIndices(0, 3, 7)).toEqual([0, 1, 2]);
    expect(visibleIndices(3, 1, 7)).toEqual([3]);
  });

  it('continues from the start of the list past the last card', () => {
    expect(visibleIndices(5, 3, 7)).toEqual([5, 6, 0]);
    expect(visibleIndices(6, 3, 7)).toEqual([6, 0, 1]);
  });

  it('never shows a card twice when there are fewer cards than places', () => {
    expect(visibleIndices(1, 3, 2)).toEqual([1, 0]);
    expect(visibleIndices(0, 3, 0)).toEqual([]);
  });
});
