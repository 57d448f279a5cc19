import { describe, expect, it } from 'vitest';
import { barLayout, niceMax } from './chart';

describe('chart scales', () => {
  it('rounds the axis top up to 1, 2, 2.5 or 5 times a power of ten', () => {
    expect([0, 3, 7, 18, 25, 26, 140, 0.3].map(niceMax)).toEqual([1, 5, 10, 20, 25, 50, 200, 0.5]);
  });

  it('lays bars side by side from the bottom of the plot, the tallest reaching the nice top', () => {
    const bars = barLayout([0, 10, 20], 300, 100);
    expect(bars.map((bar) => bar.height)).toEqual([0, 50, 100]);
    expect(bars.map((bar) => bar.x)).toEqual([12.5, 112.5, 212.5]);
    expect(bars.every((bar) => bar.width === 75 && bar.y + bar.height === 100)).toBe(true);
  });
});
