import { describe, expect, it } from 'vitest';
import type { AppDeps } from '../deps.js';
import { deliverDueEmails } from '../emails/outbox.js';
import { testCaller, testDeps } from '../testing/harness.js';
import { dayRange, perDay } from './analytics.js';
import { paidDashboardOrder, paidEssayOrder, staff } from './fixtures.js';

const track = (deps: AppDeps, visitorId: string) => testCaller(deps, { visitorId }).tracking.record;

describe('leads', () => {
  it('lists people who filled in a form or reached payment without paying, newest first, with what they typed', async () => {
    const deps = await testDeps();
    const cara = testCaller(deps, { visitorId: 'visitor-cara' });
    await cara.purchases.saveDraft({ name: 'Cara Diaz', email: 'cara@uni.edu', university: 'UGA', phone: '706 555 0101', upload_choice: 'later', referral_code: 'gtmsa' });
    await testCaller(deps, { visitorId: 'visitor-eve' }).essays.notifyPaymentPage({
      customer_name: 'Eve Park',
      customer_email: 'eve@school.org',
      prompt_type: 'supplemental',
      essay_content: 'Why this college? Because of its people.',
      essay_prompt: 'Why us?',
    });
    await paidDashboardOrder(deps, { email: 'ann@uni.edu', visitorId: 'visitor-ann' });
    await testCaller(deps, { visitorId: 'visitor-ann' }).purchases.saveDraft({ name: 'Ann Lee', email: 'ann@uni.edu' });

    const leads = await staff(deps).leads.list();
    expect(leads.map((lead) => [lead.email, lead.product, lead.stage])).toEqual([
      ['eve@school.org', 'essay_review', 'payment'],
      ['cara@uni.edu', 'dashboard', 'form'],
    ]);
    expect(leads[0]?.details).toContainEqual(['Words', '7']);
    expect(leads[1]?.details).toEqual(expect.arrayContaining([['University', 'UGA'], ['Upload choice', 'later'], ['Referral code', 'GTMSA']]));
  });
});

describe('essays', () => {
  it('lists paid essays with their prompt, text and word count, and sends the feedback once', async () => {
    const deps = await testDeps();
    const order = await paidEssayOrder(deps);
    const [essay] = await staff(deps).essays.list();
    expect(essay).toMatchObject({ orderId: order.id, name: 'Eve Park', promptType: 'common-app', essayPrompt: 'A challenge you overcame', wordCount: 90, feedback: null, dueAt: expect.any(String) });

    const answer = await staff(deps).essays.sendFeedback({ essayId: essay!.id, feedback: 'Strong opening. Cut the second paragraph.' });
    expect(answer.message).toBe('Feedback sent to eve@school.org.');
    const [sent] = await staff(deps).essays.list();
    expect(sent).toMatchObject({ feedback: 'Strong opening. Cut the second paragraph.', feedbackSentAt: expect.any(String), orderStatus: 'delivered', dueAt: null });
    const email = await deps.db.selectFrom('emails').selectAll().where('purpose', '=', 'essay-feedback').executeTakeFirstOrThrow();
    expect(email).toMatchObject({ to_address: 'eve@school.org', subject: 'Your essay feedback from Syl' });
    expect(email.text_body).toContain('Strong opening. Cut the second paragraph.');
    await expect(staff(deps).essays.sendFeedback({ essayId: essay!.id, feedback: 'Again' })).rejects.toMatchObject({ code: 'CONFLICT' });
  });
});

describe('the outbox', () => {
  it('lists every email with its status and attempts, shows its content, and queues it again', async () => {
    const deps = await testDeps();
    await paidDashboardOrder(deps);
    await deliverDueEmails({ ...deps, mailer: { mode: 'smtp', deliver: () => Promise.reject(new Error('SMTP refused the connection')) } });

    const list = await staff(deps).outbox.list({});
    expect(list.total).toBe(2);
    expect(list.emails[1]).toMatchObject({ subject: 'Your Syl order is confirmed', to: 'ann@uni.edu', status: 'queued', attempts: 1, lastError: 'SMTP refused the connection' });
    expect((await staff(deps).outbox.list({ search: 'STAFF@SYL' })).total).toBe(1);
    expect((await staff(deps).outbox.list({ status: 'sent' })).total).toBe(0);

    const email = await staff(deps).outbox.get({ emailId: list.emails[1]!.id });
    expect(email.text).toContain('Thank you for your purchase!');

    await staff(deps).outbox.resend({ emailId: email.id });
    expect(await staff(deps).outbox.get({ emailId: email.id })).toMatchObject({ status: 'queued', attempts: 0, lastError: null });
    await deliverDueEmails(deps);
    expect(await staff(deps).outbox.get({ emailId: email.id })).toMatchObject({ status: 'kept', attempts: 1 });
  });
});

describe('referral codes', () => {
  it('adds a code that buyers can use at once, counts its referred friends and the $10 reward each', async () => {
    const deps = await testDeps();
    await staff(deps).referralCodes.add({ code: 'GTSWE', note: 'Society of Women Engineers' });
    await expect(staff(deps).referralCodes.add({ code: 'gtswe' })).rejects.toMatchObject({ code: 'CONFLICT' });
    await paidDashboardOrder(deps, { email: 'a@uni.edu', referralCode: 'gtswe' });
    await paidDashboardOrder(deps, { email: 'b@uni.edu', referralCode: 'GTSWE' });
    await paidDashboardOrder(deps, { email: 'b@uni.edu', referralCode: 'gtswe' });

    const codes = await staff(deps).referralCodes.list();
    expect(codes.find((code) => code.code === 'GTSWE')).toMatchObject({ active: true, note: 'Society of Women Engineers', friends: 2, earnedCents: 2000, owedCents: 2000 });
    expect(codes.find((code) => code.code === 'FALL2025')).toMatchObject({ friends: 0, earnedCents: 0, owedCents: 0 });
    expect(await staff(deps).referralCodes.redemptions({ code: 'GTSWE' })).toHaveLength(3);
  });

  it('deactivates a code so new purchases pay the full price, and reactivates it', async () => {
    const deps = await testDeps();
    await staff(deps).referralCodes.setActive({ code: 'FALL2025', active: false });
    const buyer = testCaller(deps);
    expect(await buyer.purchases.checkReferral({ code: 'fall2025' })).toMatchObject({ valid: false, amount: 2500 });
    await staff(deps).referralCodes.setActive({ code: 'fall2025', active: true });
    expect(await buyer.purchases.checkReferral({ code: 'fall2025' })).toMatchObject({ valid: true, amount: 2000 });
    await expect(staff(deps).referralCodes.setActive({ code: 'nope', active: true })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('stops counting a friend whose purchase was refunded', async () => {
    const deps = await testDeps();
    const order = await paidDashboardOrder(deps, { referralCode: 'meta2025' });
    await staff(deps).orders.refund({ orderId: order.id });
    expect((await staff(deps).referralCodes.list()).find((code) => code.code === 'META2025')).toMatchObject({ friends: 0, earnedCents: 0, owedCents: 0 });
  });
});

describe('analytics', () => {
  it('counts page views per page, clicks per source, the funnel and conversion value per day', async () => {
    const deps = await testDeps();
    const url = 'http://localhost/purchase';
    for (const visitor of ['v1', 'v2', 'v3']) await track(deps, visitor)({ kind: 'page_view', name: 'Home Page', url });
    await track(deps, 'v1')({ kind: 'page_view', name: 'Home Page', url });
    await track(deps, 'v1')({ kind: 'page_view', name: 'Purchase Page', url });
    await track(deps, 'v1')({ kind: 'click', name: 'hero-section', url });
    await track(deps, 'v1')({ kind: 'event', name: 'purchase_page_continue', url });
    await track(deps, 'v2')({ kind: 'event', name: 'purchase_page_continue', url });
    await track(deps, 'v1')({ kind: 'conversion', name: 'payment_success', url, value: 25 });
    await track(deps, 'v2')({ kind: 'conversion', name: 'thank_you', url, value: 5 });
    await paidDashboardOrder(deps);

    const summary = await staff(deps).analytics.summary({ days: 7 });
    expect(summary.pageViews).toEqual([
      { page: 'Home Page', views: 4, visitors: 3 },
      { page: 'Purchase Page', views: 1, visitors: 1 },
    ]);
    expect(summary.clicks).toEqual([{ source: 'hero-section', clicks: 1 }]);
    expect(summary.funnel.map((step) => step.count)).toEqual([3, 2, 1]);
    expect(summary.conversionValuePerDay).toHaveLength(7);
    expect(summary.conversionValuePerDay.at(-1)).toEqual({ day: new Date().toISOString().slice(0, 10), value: 30 });
    expect(summary.pageViewsPerDay.at(-1)?.value).toBe(5);
  });

  it('lays out every day of the range, oldest first, with zero for quiet days', () => {
    const days = dayRange(3, new Date('2026-03-01T05:00:00Z'));
    expect(days).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
    expect(perDay(days, [{ day: '2026-02-28', total: 25 }])).toEqual([
      { day: '2026-02-27', value: 0 },
      { day: '2026-02-28', value: 25 },
      { day: '2026-03-01', value: 0 },
    ]);
  });
});
