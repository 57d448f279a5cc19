import { describe, expect, it } from 'vitest';
import { testApp, testVisitor } from '../testing/harness.js';

const draft = {
  name: 'Ann Lee',
  email: 'Ann@Uni.edu',
  university: 'Georgia Tech',
  phone: '404-555-0100',
  upload_choice: 'now',
  newsletter: true,
  referral_code: 'fall2025',
  career_guide: false,
  files_data: [{ name: 'math.pdf', size: 1024, type: 'application/pdf', lastModified: 1720000000000 }],
  step: 1,
};

describe('drafts over /api', () => {
  it('saves a partial purchase and gives it back to the same visitor by email', async () => {
    const app = await testApp();
    const visitor = await testVisitor(app);
    const saved = await visitor.post('/api/save-partial-purchase/', draft);
    expect(saved.json()).toEqual({ success: true, message: 'Your progress has been saved.' });

    const response = await visitor.get('/api/get-partial-purchase/?email=ann%40uni.edu');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { ...draft, source: 'general', updated_at: expect.any(String) } });
  });

  it('keeps one draft per visitor and flow, updated by each autosave', async () => {
    const app = await testApp();
    const visitor = await testVisitor(app);
    await visitor.post('/api/save-partial-purchase/', draft);
    await visitor.post('/api/save-partial-purchase/', { ...draft, university: 'UGA' });
    await visitor.post('/api/save-partial-purchase/', { ...draft, source: 'campus' });
    const drafts = await app.deps.db.selectFrom('drafts').select(['flow', 'university']).orderBy('flow').execute();
    expect(drafts).toEqual([
      { flow: 'campus', university: 'Georgia Tech' },
      { flow: 'general', university: 'UGA' },
    ]);
  });

  it('never shows a stranger another visitor’s draft, even with the right email', async () => {
    const app = await testApp();
    await (await testVisitor(app)).post('/api/save-partial-purchase/', draft);
    const stranger = await testVisitor(app);
    const byEmail = await stranger.get('/api/get-partial-purchase/?email=ann@uni.edu');
    expect(byEmail.statusCode).toBe(404);
    expect(byEmail.json()).toEqual({ success: false, message: 'No saved purchase was found for this email.' });
    const recent = await stranger.get('/api/get-recent-partial-submission/');
    expect(recent.statusCode).toBe(404);
    expect(recent.json()).toEqual({ success: false, message: 'No recent submission was found.' });
  });

  it('gives the visitor the email of their recent submission, even with a JSON content type on the GET', async () => {
    const app = await testApp();
    const visitor = await testVisitor(app);
    await visitor.post('/api/save-partial-purchase/', draft);
    const response = await app.inject({ method: 'GET', url: '/api/get-recent-partial-submission/', headers: { cookie: visitor.cookie, 'content-type': 'application/json' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, submission: { email: 'ann@uni.edu', name: 'Ann Lee' } });
  });

  it('prefers the email of the visitor’s order to a half-typed draft', async () => {
    const app = await testApp();
    const visitor = await testVisitor(app);
    await visitor.post('/api/create-payment-intent/', { amount: 2500, customer_name: 'Ann Lee', customer_email: 'ann@uni.edu', career_guide: false });
    await visitor.post('/api/save-partial-purchase/', { ...draft, email: 'ann@' });
    expect((await visitor.get('/api/get-recent-partial-submission/')).json().submission.email).toBe('ann@uni.edu');
  });

  it.each([
    ['no email', { ...draft, email: '' }, 'email: is required'],
    ['files_data that is not a list', { ...draft, files_data: 'math.pdf' }, /^files_data: /],
    ['more than 10 files', { ...draft, files_data: Array.from({ length: 11 }, () => draft.files_data[0]) }, 'files_data: must list at most 10 files'],
    ['a step out of range', { ...draft, step: 9 }, /^step: /],
    ['newsletter as a number', { ...draft, newsletter: 2 }, 'newsletter: must be true or false'],
  ])('refuses a draft with %s', async (_case, body, message) => {
    const app = await testApp();
    const response = await (await testVisitor(app)).post('/api/save-partial-purchase/', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: expect.stringMatching(message) });
  });

  it('wants the email query parameter on get-partial-purchase', async () => {
    const app = await testApp();
    const response = await (await testVisitor(app)).get('/api/get-partial-purchase/');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^email: /);
  });
});
