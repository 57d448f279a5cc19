import { describe, expect, it } from 'vitest';
import { quote } from '../../../shared/pricing';
import { dashboardOrderLines, formatLineAmount, orderTotal, struckTotal } from './orderLines';

const priced = (variant: 'general' | 'campus' | 'fall', careerGuide: boolean, validReferral: boolean) => quote({ product: 'dashboard', variant, careerGuide, validReferral });

describe('order lines', () => {
  it('lists the dashboard at its page price with the crossed-out price', () => {
    const lines = dashboardOrderLines('campus', false, priced('campus', false, false), '');
    expect(lines).toEqual([{ label: 'Syl semester dashboard', cents: 1000, struckCents: 2500 }]);
    expect(orderTotal(lines)).toBe(1000);
    expect(struckTotal(lines)).toBe(2500);
  });

  it('adds the career guide and the referral discount, and totals like the shared pricing', () => {
    const quoteWithCode = priced('general', true, true);
    const lines = dashboardOrderLines('general', true, quoteWithCode, ' fall2025 ');
    expect(lines.map((line) => line.label)).toEqual(['Syl semester dashboard', 'Career Guide', 'Referral code FALL2025']);
    expect(orderTotal(lines)).toBe(quoteWithCode.totalCents);
    expect(orderTotal(lines)).toBe(4000);
    expect(struckTotal(lines)).toBe(6500);
  });

  it('never shows a referral line where the code gives no discount', () => {
    expect(dashboardOrderLines('fall', false, priced('fall', false, true), 'FALL2025')).toHaveLength(1);
  });

  it('writes discounts with a minus sign', () => {
    expect(formatLineAmount(2500)).toBe('$25');
    expect(formatLineAmount(-500)).toBe('−$5');
  });
});
