import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fakeStripe, testDeps } from '../testing/harness.js';
import type { AppDeps } from '../deps.js';
import { deliverOrder } from '../review/fixtures.js';
import { orderFile, paidDashboardOrder, paidEssayOrder, staff } from './fixtures.js';

const emailsOf = (deps: AppDeps, orderId: string) => deps.db.selectFrom('emails').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
const onDisk = (deps: AppDeps, storedName: string) => fs.existsSync(path.join(deps.config.uploadsDir, storedName));

describe('the staff order list', () => {
  it('lists orders newest first, searched by email and filtered by status and product', async () => {
    const deps = await testDeps();
    const ann = await paidDashboardOrder(deps, { email: 'ann@uni.edu' });
    const bob = await paidDashboardOrder(deps, { email: 'bob@college.edu', name: 'Bob Stone', uploadChoice: 'now' });
    const eve = await paidEssayOrder(deps, 'eve@school.org');

    const all = await staff(deps).orders.list({});
    expect(all.total).toBe(3);
    expect(all.orders.map((order) => order.email)).toEqual(['eve@school.org', 'bob@college.edu', 'ann@uni.edu']);

    expect((await staff(deps).orders.list({ search: 'BOB@' })).orders.map((order) => order.id)).toEqual([bob.id]);
    // Taken literally: LIKE's wildcards match only themselves.
    for (const search of ['%', '_', 'b_b', '\\']) expect((await staff(deps).orders.list({ search })).total, search).toBe(0);
    expect((await staff(deps).orders.list({ search: ann.id })).orders.map((order) => order.id)).toEqual([ann.id]);
    expect((await staff(deps).orders.list({ product: 'essay_review' })).orders.map((order) => order.id)).toEqual([eve.id]);
    expect((await staff(deps).orders.list({ status: 'delivered' })).total).toBe(0);
  });

  it('shows which paid orders wait for syllabi and when the others are due', async () => {
    const deps = await testDeps();
    await paidDashboardOrder(deps, { email: 'ann@uni.edu', uploadChoice: 'later' });
    const { orders } = await staff(deps).orders.list({});
    expect(orders[0]).toMatchObject({ status: 'paid', uploadChoice: 'later', fileCount: 0, fulfilment: { state: 'awaiting_files' }, amountCents: 2500 });
  });
});

describe('an order in the console', () => {
  it('shows the buyer, the purchase, the full upload link, its history, files and emails', async () => {
    const deps = await testDeps({ PUBLIC_URL: 'https://syl.example' });
    const order = await paidDashboardOrder(deps, { referralCode: 'fall2025' });
    await orderFile(deps, order.id, 'MATH 1554.pdf');
    const detail = await staff(deps).orders.detail({ orderId: order.id });
    expect(detail.order).toMatchObject({
      name: 'Ann Lee',
      email: 'ann@uni.edu',
      university: 'Georgia Tech',
      product: 'dashboard',
      variant: 'general',
      amountCents: 2000,
      referralCode: 'FALL2025',
      careerGuide: false,
      status: 'paid',
      uploadUrl: `https://syl.example/upload/${order.upload_token}`,
    });
    expect(detail.history.map((event) => event.status)).toEqual(['pending', 'paid']);
    expect(detail.files).toEqual([expect.objectContaining({ name: 'MATH 1554.pdf', via: 'upload link', deletedAt: null, deleteAfter: expect.any(String) })]);
    expect(detail.emails.map((email) => email.purpose)).toEqual(['order-confirmation', 'staff-order-paid']);
    expect(detail.actions).toEqual({ canResendUploadLink: true, canRefund: true, canDeleteFiles: true });
    expect(detail.retentionDays).toBe(30);
  });

  it('answers 404 for an order that does not exist', async () => {
    const deps = await testDeps();
    await expect(staff(deps).orders.detail({ orderId: 'ord_missing' })).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'There is no order ord_missing.' });
  });
});

describe('delivering an order', () => {
  it('publishing delivers it once: the order is delivered, the files deleted, one "ready" email', async () => {
    const deps = await testDeps();
    const order = await paidDashboardOrder(deps);
    const file = await orderFile(deps, order.id);
    await deliverOrder(deps, order.id);

    const detail = await staff(deps).orders.detail({ orderId: order.id });
    expect(detail.order).toMatchObject({ status: 'delivered', deliveredAt: expect.any(String) });
    expect(detail.history.map((event) => event.status)).toEqual(['pending', 'paid', 'syllabus_added', 'review', 'delivered', 'files_deleted']);
    expect(onDisk(deps, file.stored_name)).toBe(false);
    expect(detail.files[0]?.deletedAt).toEqual(expect.any(String));

    await staff(deps).review.publish({ orderId: order.id });
    expect((await emailsOf(deps, order.id)).filter((email) => email.purpose === 'dashboard-ready')).toMatchObject([{ to_address: 'ann@uni.edu', subject: 'Your Syl dashboard is ready' }]);
  });

  it('leaves essay reviews to their feedback', async () => {
    const deps = await testDeps();
    const order = await paidEssayOrder(deps);
    await expect(staff(deps).review.publish({ orderId: order.id })).rejects.toMatchObject({ code: 'CONFLICT', message: 'Essay reviews have no syllabi or calendar: they are delivered by sending their feedback from the Essays page.' });
  });
});

describe('resending the upload link', () => {
  it('emails the private link again, every time staff ask', async () => {
    const deps = await testDeps({ PUBLIC_URL: 'https://syl.example' });
    const order = await paidDashboardOrder(deps, { uploadChoice: 'later' });
    await staff(deps).orders.resendUploadLink({ orderId: order.id });
    await staff(deps).orders.resendUploadLink({ orderId: order.id });
    const sent = (await emailsOf(deps, order.id)).filter((email) => email.purpose === 'upload-link');
    expect(sent).toHaveLength(2);
    expect(sent[0]?.text_body).toContain(`https://syl.example/upload/${order.upload_token}`);
  });

  it('refuses for an order whose syllabi came with the form', async () => {
    const deps = await testDeps();
    const order = await paidDashboardOrder(deps, { uploadChoice: 'now' });
    await expect(staff(deps).orders.resendUploadLink({ orderId: order.id })).rejects.toMatchObject({ code: 'CONFLICT' });
  });
});

describe('refunding an order', () => {
  it('refunds through the local gateway, which records it, and tells the student', async () => {
    const deps = await testDeps();
    const order = await paidDashboardOrder(deps);
    expect((await staff(deps).orders.refund({ orderId: order.id })).message).toBe('Refunded $25. ann@uni.edu gets an email about it.');
    const intent = await deps.db.selectFrom('local_payment_intents').selectAll().where('order_id', '=', order.id).executeTakeFirstOrThrow();
    expect(intent.refunded_cents).toBe(2500);
    const detail = await staff(deps).orders.detail({ orderId: order.id });
    expect(detail.order).toMatchObject({ status: 'refunded', refundedAt: expect.any(String) });
    expect(detail.history.at(-1)).toMatchObject({ status: 'refunded', note: expect.stringContaining('$25 refunded through the local gateway') });
    expect(detail.emails.map((email) => email.purpose)).toContain('order-refunded');
    expect(detail.actions.canRefund).toBe(false);
    await expect(staff(deps).orders.refund({ orderId: order.id })).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('refunds through Stripe once, with an idempotency key', async () => {
    const fake = await fakeStripe();
    const deps = await testDeps(fake.env);
    const buyer = (await import('../testing/harness.js')).testCaller(deps, { visitorId: 'visitor-s' });
    await buyer.purchases.createPaymentIntent({ amount: 2500, currency: 'usd', customer_name: 'Sam Roe', customer_email: 'sam@uni.edu', career_guide: false });
    const intent = [...fake.intents.values()][0]!;
    fake.setStatus(intent.id, 'succeeded');
    await buyer.purchases.complete({ email: 'sam@uni.edu' });
    const order = await deps.db.selectFrom('orders').selectAll().executeTakeFirstOrThrow();
    await staff(deps).orders.refund({ orderId: order.id });
    expect(fake.refunds).toEqual([expect.objectContaining({ payment_intent: intent.id, amount: 2500 })]);
    expect(fake.requests.find((request) => request.path === '/v1/refunds')?.idempotencyKey).toBe(`syl-refund-${intent.id}`);
  });
});

describe('deleting an order\'s files', () => {
  it('deletes them from disk now and keeps a record of what was received', async () => {
    const deps = await testDeps();
    const order = await paidDashboardOrder(deps);
    const first = await orderFile(deps, order.id, 'a.pdf');
    const second = await orderFile(deps, order.id, 'b.pdf');
    expect((await staff(deps).orders.deleteFiles({ orderId: order.id })).message).toBe('2 files deleted.');
    expect([onDisk(deps, first.stored_name), onDisk(deps, second.stored_name)]).toEqual([false, false]);
    const detail = await staff(deps).orders.detail({ orderId: order.id });
    expect(detail.files.map((file) => [file.name, Boolean(file.deletedAt)])).toEqual([
      ['a.pdf', true],
      ['b.pdf', true],
    ]);
    expect(detail.history.at(-1)).toMatchObject({ status: 'files_deleted', note: '2 files deleted by staff' });
    expect((await staff(deps).orders.deleteFiles({ orderId: order.id })).message).toBe('This order has no files left to delete.');
  });
});
