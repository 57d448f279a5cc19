import { describe, expect, it } from 'vitest';
import { testCaller, testDeps } from './testing/harness.js';

describe('referral codes', () => {
  it.each(['fall2025', 'FALL2025', ' Fall2025 '])('accepts %j whatever its case, naming it in capitals', async (code) => {
    const deps = await testDeps();
    expect(await testCaller(deps).purchases.checkReferral({ code })).toEqual({
      valid: true,
      code: 'FALL2025',
      discountApplied: true,
      message: 'FALL2025 discount applied! Your price is now $20 instead of $25.',
      amount: 2000,
    });
  });

  it('keeps the message true with the career guide: $40 instead of $45', async () => {
    const deps = await testDeps();
    expect(await testCaller(deps).purchases.checkReferral({ code: 'gtmsa', career_guide: true })).toMatchObject({
      message: 'GTMSA discount applied! Your price is now $40 instead of $45.',
      amount: 4000,
    });
  });

  it('knows all six seeded codes', async () => {
    const deps = await testDeps();
    const caller = testCaller(deps);
    for (const code of ['fall2025', 'meta2025', 'gtmsa', 'ugascs', 'redcrossuga', 'bduga']) {
      expect((await caller.purchases.checkReferral({ code })).valid).toBe(true);
    }
  });

  it('gives no discount on the campus page but thanks the buyer for the referral', async () => {
    const deps = await testDeps();
    expect(await testCaller(deps).purchases.checkReferral({ code: 'FALL2025', source: 'campus' })).toEqual({
      valid: true,
      code: 'FALL2025',
      discountApplied: false,
      message: 'Thanks! FALL2025 will be credited for referring you.',
      amount: 1000,
    });
  });

  it('says when a code is not valid, and an inactive code is not', async () => {
    const deps = await testDeps();
    await deps.db.updateTable('referral_codes').set({ active: 0 }).where('code', '=', 'bduga').execute();
    const caller = testCaller(deps);
    expect(await caller.purchases.checkReferral({ code: 'nope' })).toMatchObject({ valid: false, message: 'NOPE is not a valid referral code.', amount: 2500 });
    expect(await caller.purchases.checkReferral({ code: 'bduga' })).toMatchObject({ valid: false });
  });

  it('refuses an empty code as bad input', async () => {
    const deps = await testDeps();
    await expect(testCaller(deps).purchases.checkReferral({ code: '  ' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});
