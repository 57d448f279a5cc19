import { describe, expect, it } from 'vitest';
import { testCaller, testDeps } from './testing/harness.js';

describe('draft procedures', () => {
  it('save, read back and find the recent submission as the same visitor', async () => {
    const deps = await testDeps();
    const caller = testCaller(deps, { visitorId: 'visitor-a' });
    await caller.purchases.saveDraft({ name: 'Ann Lee', email: 'ann@uni.edu', source: 'campus', career_guide: 'true' });
    expect((await caller.purchases.getDraft({ email: 'ANN@uni.edu' })).data).toMatchObject({ name: 'Ann Lee', source: 'campus', career_guide: true, upload_choice: null });
    expect(await caller.purchases.recentSubmission()).toEqual({ submission: { email: 'ann@uni.edu', name: 'Ann Lee' } });
  });

  it('answer another visitor with NOT_FOUND', async () => {
    const deps = await testDeps();
    await testCaller(deps, { visitorId: 'visitor-a' }).purchases.saveDraft({ name: 'Ann Lee', email: 'ann@uni.edu' });
    const stranger = testCaller(deps, { visitorId: 'visitor-b' });
    await expect(stranger.purchases.getDraft({ email: 'ann@uni.edu' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(stranger.purchases.recentSubmission()).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('essay procedures', () => {
  it('record the lead and refuse an unpaid essay', async () => {
    const deps = await testDeps();
    const caller = testCaller(deps, { visitorId: 'visitor-a' });
    await caller.essays.notifyPaymentPage({ customer_name: 'Ann Lee', customer_email: 'ann@uni.edu', prompt_type: 'other', essay_content: 'My essay.' });
    expect(await deps.db.selectFrom('leads').select(['kind', 'email']).execute()).toEqual([{ kind: 'essay', email: 'ann@uni.edu' }]);
    await expect(
      caller.essays.submit({ name: 'Ann Lee', email: 'ann@uni.edu', essay: 'My essay.', promptType: 'other', is_paid_submission: true }),
    ).rejects.toMatchObject({ code: 'PAYMENT_REQUIRED' });
  });
});
