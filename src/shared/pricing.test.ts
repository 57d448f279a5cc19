import { describe, expect, it } from 'vitest';
import { dashboardVariant, formatUsd, quote, referralMessage, type DashboardVariant } from './pricing';

const dashboard = (variant: DashboardVariant, careerGuide = false, validReferral = false) =>
  quote({ product: 'dashboard', variant, careerGuide, validReferral }).totalCents;

describe('pricing', () => {
  it.each([
    ['general', false, false, 2500],
    ['general', false, true, 2000],
    ['general', true, false, 4500],
    ['general', true, true, 4000],
    ['campus', false, false, 1000],
    ['campus', false, true, 1000],
    ['campus', true, false, 3000],
    ['fall', false, false, 1000],
    ['fall', false, true, 1000],
    ['fall', true, false, 3000],
  ] as const)('a %s dashboard (career guide %s, valid referral %s) costs %i cents', (variant, careerGuide, referral, cents) => {
    expect(dashboard(variant, careerGuide, referral)).toBe(cents);
  });

  it('charges 5000 cents for an essay review', () => {
    expect(quote({ product: 'essay_review' })).toEqual({ fullCents: 5000, discountCents: 0, totalCents: 5000 });
  });

  it('reports the referral discount separately from the full price', () => {
    expect(quote({ product: 'dashboard', variant: 'general', careerGuide: true, validReferral: true })).toEqual({
      fullCents: 4500,
      discountCents: 500,
      totalCents: 4000,
    });
  });

  it('picks the variant from the page that asks: campus first, then the fall offer, else general', () => {
    expect(dashboardVariant({ source: 'campus' })).toBe('campus');
    expect(dashboardVariant({ source: ' Campus ', offer: 'fall' })).toBe('campus');
    expect(dashboardVariant({ offer: 'fall' })).toBe('fall');
    expect(dashboardVariant({})).toBe('general');
    expect(dashboardVariant({ source: 'elsewhere' })).toBe('general');
  });

  it('formats whole dollars without cents and other amounts with two decimals', () => {
    expect(formatUsd(2500)).toBe('$25');
    expect(formatUsd(2550)).toBe('$25.50');
    expect(formatUsd(0)).toBe('$0');
  });

  it('names the code in capitals with the price before and after', () => {
    expect(referralMessage('fall2025', { careerGuide: false })).toBe('FALL2025 discount applied! Your price is now $20 instead of $25.');
  });

  it('keeps the message true when the career guide is added', () => {
    expect(referralMessage('Meta2025', { careerGuide: true })).toBe('META2025 discount applied! Your price is now $40 instead of $45.');
  });
});
