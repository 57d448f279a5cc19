import { describe, expect, it } from 'vitest';
import { isOutsideTerm, withTermFlag } from './term-window.js';

describe('the term window', () => {
  it('flags a date more than 45 days outside its term, and none where the term is unknown', () => {
    expect(isOutsideTerm('Fall 2025', '2025-12-15')).toBe(false);
    expect(isOutsideTerm('Fall 2025', '2026-03-02')).toBe(true);
    expect(isOutsideTerm('Winter 2026', '2025-12-10')).toBe(false);
    expect(isOutsideTerm(null, '2052-09-12')).toBe(false);
  });

  it('spans a course over the academic year from its fall to its spring (“Fall 2021 – Spring 2022”)', () => {
    expect(isOutsideTerm('Fall 2021 – Spring 2022', '2022-03-31')).toBe(false);
    expect(isOutsideTerm('Fall 2021 – Spring 2022', '2021-09-13')).toBe(false);
    expect(isOutsideTerm('Fall 2021 – Spring 2022', '2022-09-01')).toBe(true);
    expect(withTermFlag(['outside-term'], 'Fall 2021 – Spring 2022', '2022-04-14')).toEqual([]);
  });
});
