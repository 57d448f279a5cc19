import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { testApp, testCard, testVisitor } from '../testing/harness.js';

const essayText = `${'When I first held a violin, I did not know it would teach me patience. '.repeat(8)}The end.`;
const lead = {
  customer_name: 'Ann Lee',
  customer_email: 'ann@uni.edu',
  essay_preview: essayText.slice(0, 200),
  prompt_type: 'common-app',
  essay_content: essayText,
  essay_prompt: 'Describe a challenge you overcame.',
  additional_info: 'Applying to engineering.',
  referral_code: 'MEMBER',
};
const submission = {
  name: 'Ann Lee',
  email: 'ann@uni.edu',
  essay: essayText,
  promptType: 'common-app',
  essayPrompt: 'Describe a challenge you overcame.',
  additionalInfo: '',
  referralCode: 'meta2025',
  is_paid_submission: true,
};

async function payEssay(visitor: Awaited<ReturnType<typeof testVisitor>>) {
  const intent = await visitor.post('/api/create-payment-intent/', { amount: 5000, currency: 'usd', customer_name: 'Ann Lee', customer_email: 'ann@uni.edu' });
  expect(intent.json()).toMatchObject({ success: true, amount: 5000 });
  const paid = await visitor.post('/api/local-payments/confirm/', testCard(intent.json().clientSecret));
  expect(paid.statusCode).toBe(200);
}

const essays = (app: FastifyInstance) => app.deps.db.selectFrom('essays').selectAll().execute();

describe('POST /api/notify-payment-page/', () => {
  it('stores the essay lead with a 200-character preview and mails staff once for the same details', async () => {
    const app = await testApp();
    const visitor = await testVisitor(app);
    const first = await visitor.post('/api/notify-payment-page/', { ...lead, essay_preview: 'whatever the page sent' });
    await visitor.post('/api/notify-payment-page/', lead);
    expect(first.json()).toEqual({ success: true, message: 'Thanks! We have your details.' });

    const rows = await app.deps.db.selectFrom('leads').selectAll().execute();
    expect(rows).toHaveLength(2);
    expect(JSON.parse(rows[0]!.payload).essay_preview).toBe(essayText.slice(0, 200));
    const staff = await app.deps.db.selectFrom('emails').selectAll().execute();
    expect(staff).toHaveLength(1);
    expect(staff[0]).toMatchObject({ to_address: 'staff@syl.example', subject: 'New essay review lead: Ann Lee (ann@uni.edu)' });
    expect(staff[0]!.text_body).toContain(`Essay preview: ${essayText.slice(0, 200)}`);
  });

  it.each([
    ['an unknown prompt type', { ...lead, prompt_type: 'poem' }, /^prompt_type: must be one of/],
    ['no essay', { ...lead, essay_content: '' }, 'essay_content: is required'],
    ['an essay of 30,001 characters', { ...lead, essay_content: 'a'.repeat(30_001) }, 'essay_content: must be at most 30000 characters'],
  ])('refuses %s', async (_case, body, message) => {
    const app = await testApp();
    const response = await (await testVisitor(app)).post('/api/notify-payment-page/', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: expect.stringMatching(message) });
  });
});

describe('POST /api/essay-submissions/', () => {
  it('stores the essay of a paid review with its order', async () => {
    const app = await testApp();
    const visitor = await testVisitor(app);
    await payEssay(visitor);
    const response = await visitor.post('/api/essay-submissions/', submission);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Your essay has been submitted. Your feedback arrives by email within 24 hours.' });
    const order = await app.deps.db.selectFrom('orders').selectAll().executeTakeFirstOrThrow();
    expect(order).toMatchObject({ product: 'essay_review', status: 'paid', amount_cents: 5000 });
    expect(await essays(app)).toMatchObject([{ order_id: order.id, prompt_type: 'common-app', referral_code: 'meta2025', word_count: 122 }]);
  });

  it('refuses an essay without a paid review, and stores nothing', async () => {
    const app = await testApp();
    const visitor = await testVisitor(app);
    await visitor.post('/api/create-payment-intent/', { amount: 5000, customer_name: 'Ann Lee', customer_email: 'ann@uni.edu' });
    const response = await visitor.post('/api/essay-submissions/', submission);
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({ success: false, message: 'We could not find a paid essay review for this email. Please complete the payment first.' });
    expect(await essays(app)).toEqual([]);
  });

  it('does not let another visitor attach an essay to someone’s paid review', async () => {
    const app = await testApp();
    await payEssay(await testVisitor(app));
    const response = await (await testVisitor(app)).post('/api/essay-submissions/', submission);
    expect(response.statusCode).toBe(402);
  });

  it('takes the essay from the lead at payment, and the submission replaces it', async () => {
    const app = await testApp();
    const visitor = await testVisitor(app);
    await visitor.post('/api/notify-payment-page/', lead);
    await payEssay(visitor);
    expect(await essays(app)).toMatchObject([{ essay: essayText, essay_prompt: 'Describe a challenge you overcame.' }]);
    await visitor.post('/api/essay-submissions/', { ...submission, essay: 'A shorter final draft.' });
    expect(await essays(app)).toMatchObject([{ essay: 'A shorter final draft.', word_count: 4 }]);
  });

  it('completes an essay purchase without an upload link', async () => {
    const app = await testApp();
    const visitor = await testVisitor(app);
    await payEssay(visitor);
    expect((await visitor.post('/api/complete-purchase-submission/', { email: 'ann@uni.edu' })).json()).toEqual({
      success: true,
      message: 'Your essay review is booked! Your feedback arrives by email within 24 hours.',
      upload_url: null,
      submission: { email: 'ann@uni.edu', product: 'essay_review' },
    });
  });

  it('wants is_paid_submission to be true', async () => {
    const app = await testApp();
    const response = await (await testVisitor(app)).post('/api/essay-submissions/', { ...submission, is_paid_submission: false });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: 'is_paid_submission: must be true: essays are submitted after payment' });
  });
});
