import { describe, expect, it } from 'vitest';
import { DraftWriter, draftFields, type DraftFields } from './drafts.js';
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

const form = (name: string): DraftFields =>
  draftFields({ name, email: 'ann@uni.edu', university: 'UGA', phone: '', upload_choice: null, newsletter: false, referral_code: null, career_guide: false, files_data: [], step: 1 });

describe('draft writer (group commit)', () => {
  it('commits saves made together in one go, the last save of a draft winning', async () => {
    const { db } = await testDeps();
    let queries = 0;
    const counted = db.withPlugin({ transformQuery: (args) => ((queries += 1), args.node), transformResult: async (args) => args.result });
    const writer = new DraftWriter(counted);
    await Promise.all([writer.save('visitor-a', 'general', form('Ann')), writer.save('visitor-b', 'campus', form('Bo')), writer.save('visitor-a', 'general', form('Ann Lee'))]);
    expect(queries).toBe(1);
    const rows = await db.selectFrom('drafts').select(['visitor_id', 'flow', 'name']).orderBy('visitor_id').execute();
    expect(rows).toEqual([
      { visitor_id: 'visitor-a', flow: 'general', name: 'Ann Lee' },
      { visitor_id: 'visitor-b', flow: 'campus', name: 'Bo' },
    ]);
  });

  it('fails only the save whose row the database refuses', async () => {
    const { db, drafts } = await testDeps();
    const refused = { ...form('Ann'), name: null as unknown as string };
    const results = await Promise.allSettled([drafts.save('visitor-a', 'general', form('Ann')), drafts.save('visitor-b', 'general', refused)]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected']);
    expect(await db.selectFrom('drafts').select('visitor_id').execute()).toEqual([{ visitor_id: 'visitor-a' }]);
  });

  it('has every save on disk once settled, in the order made', async () => {
    const { db, drafts } = await testDeps();
    void drafts.save('visitor-a', 'general', form('Ann'));
    await drafts.settled();
    void drafts.save('visitor-a', 'general', form('Ann Lee'));
    await drafts.settled();
    expect(await db.selectFrom('drafts').select('name').execute()).toEqual([{ name: 'Ann Lee' }]);
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
