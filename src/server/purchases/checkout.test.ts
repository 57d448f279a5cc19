import { describe, expect, it } from 'vitest';
import type { AppDeps } from '../deps.js';
import { testApp, testCaller, testCard, testDeps, testVisitor } from '../testing/harness.js';

const dashboard = (overrides: Record<string, unknown> = {}) => ({
  amount: 2500,
  currency: 'usd',
  customer_name: 'Ann Lee',
  customer_email: 'ann@uni.edu',
  career_guide: false,
  ...overrides,
});

const count = async (deps: AppDeps, table: 'orders' | 'local_payment_intents' | 'emails') =>
  Number((await deps.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
const orders = (deps: AppDeps) => deps.db.selectFrom('orders').selectAll().orderBy('created_at').execute();
const emails = (deps: AppDeps) => deps.db.selectFrom('emails').selectAll().orderBy('id').execute();

describe('checkout with the local test gateway', () => {
  it('tells the page which gateway to mount and that it needs no key', async () => {
    const deps = await testDeps();
    expect(await testCaller(deps).purchases.paymentSettings()).toEqual({ gateway: 'local', publishableKey: null });
  });

  it.each([
    ['the general dashboard', {}, 2500],
    ['the general dashboard with a valid referral code', { referral_code: 'FALL2025', amount: 2000 }, 2000],
    ['the general dashboard with the career guide', { career_guide: true, amount: 4500 }, 4500],
    ['the campus dashboard, referral code or not', { source: 'campus', referral_code: 'gtmsa', amount: 1000 }, 1000],
    ['the fall offer with the career guide', { offer: 'fall', career_guide: true, amount: 3000 }, 3000],
  ])('creates a pending order and an intent for %s', async (_name, overrides, amount) => {
    const deps = await testDeps();
    const answer = await testCaller(deps).purchases.createPaymentIntent(dashboard(overrides));
    expect(answer).toMatchObject({ amount, currency: 'usd', gateway: 'local', clientSecret: expect.stringMatching(/^lpi_.+_secret_.+/) });
    expect(await orders(deps)).toMatchObject([{ status: 'pending', product: 'dashboard', amount_cents: amount, email: 'ann@uni.edu' }]);
  });

  it('sells the essay review for $50 to a request without career_guide', async () => {
    const deps = await testDeps();
    await testCaller(deps).purchases.createPaymentIntent({ amount: 5000, customer_name: 'Ann Lee', customer_email: 'Ann@Uni.edu' });
    expect(await orders(deps)).toMatchObject([{ product: 'essay_review', variant: 'essay', amount_cents: 5000, email: 'ann@uni.edu' }]);
  });

  it('refuses an amount that differs from the price, and creates no order and no intent', async () => {
    const deps = await testDeps();
    await expect(testCaller(deps).purchases.createPaymentIntent(dashboard({ amount: 2000, referral_code: 'not-a-code' }))).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'The amount sent ($20) does not match the price of this purchase ($25). Refresh the page and try again.',
    });
    expect(await count(deps, 'orders')).toBe(0);
    expect(await count(deps, 'local_payment_intents')).toBe(0);
  });

  it('reuses the pending order and its intent when the same purchase is retried', async () => {
    const deps = await testDeps();
    const caller = testCaller(deps, { visitorId: 'visitor-a' });
    const first = await caller.purchases.createPaymentIntent(dashboard());
    const second = await caller.purchases.createPaymentIntent(dashboard({ customer_name: 'Ann B. Lee', phone: '404 555 0100' }));
    expect(second.clientSecret).toBe(first.clientSecret);
    expect(await orders(deps)).toMatchObject([{ name: 'Ann B. Lee', phone: '404 555 0100' }]);
  });

  it('replaces the pending order when the purchase changes, so the old intent can no longer be paid', async () => {
    const deps = await testDeps();
    const caller = testCaller(deps, { visitorId: 'visitor-a' });
    const first = await caller.purchases.createPaymentIntent(dashboard());
    const second = await caller.purchases.createPaymentIntent(dashboard({ career_guide: true, amount: 4500 }));
    expect(second.clientSecret).not.toBe(first.clientSecret);
    expect((await orders(deps)).map((order) => [order.status, order.amount_cents])).toEqual([
      ['canceled', 2500],
      ['pending', 4500],
    ]);
    await expect(caller.purchases.confirmLocalPayment(testCard(first.clientSecret))).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('keeps the orders of two visitors apart', async () => {
    const deps = await testDeps();
    const a = await testCaller(deps, { visitorId: 'visitor-a' }).purchases.createPaymentIntent(dashboard());
    const b = await testCaller(deps, { visitorId: 'visitor-b' }).purchases.createPaymentIntent(dashboard());
    expect(a.clientSecret).not.toBe(b.clientSecret);
    expect(await count(deps, 'orders')).toBe(2);
  });

  it('takes the step-1 details from the draft when the request does not carry them', async () => {
    const deps = await testDeps();
    const caller = testCaller(deps, { visitorId: 'visitor-a' });
    await caller.purchases.saveDraft({ name: 'Ann Lee', email: 'ann@uni.edu', university: 'Georgia Tech', phone: '4045550100', upload_choice: 'now', newsletter: true });
    await caller.purchases.createPaymentIntent(dashboard());
    expect(await orders(deps)).toMatchObject([{ university: 'Georgia Tech', phone: '4045550100', upload_choice: 'now', newsletter: 1 }]);
  });
});

describe('paying with the test cards', () => {
  it('fulfils the order once: paid, recorded, confirmation and staff emails queued, private upload link for "later"', async () => {
    const deps = await testDeps();
    const caller = testCaller(deps, { visitorId: 'visitor-a' });
    const { clientSecret } = await caller.purchases.createPaymentIntent(dashboard({ upload_choice: 'later', referral_code: 'fall2025', amount: 2000 }));

    expect(await caller.purchases.confirmLocalPayment(testCard(clientSecret))).toEqual({ status: 'succeeded', message: 'Payment successful.' });
    expect(await caller.purchases.confirmLocalPayment(testCard(clientSecret))).toMatchObject({ status: 'succeeded' });

    const [order] = await orders(deps);
    expect(order).toMatchObject({ status: 'paid', referral_code: 'fall2025', paid_at: expect.any(String) });
    expect(order!.upload_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const events = await deps.db.selectFrom('order_events').select('status').where('order_id', '=', order!.id).execute();
    expect(events.map((event) => event.status)).toEqual(['pending', 'paid']);

    const [confirmation, staff] = await emails(deps);
    expect(await count(deps, 'emails')).toBe(2);
    expect(confirmation).toMatchObject({ to_address: 'ann@uni.edu', purpose: 'order-confirmation', subject: 'Your Syl order is confirmed' });
    expect(confirmation!.text_body).toContain('Amount paid: $20.00 USD');
    expect(confirmation!.text_body).toContain('Referral code: FALL2025');
    expect(confirmation!.text_body).toContain('Career guide: not included');
    expect(confirmation!.text_body).toContain(`/upload/${order!.upload_token}`);
    expect(staff).toMatchObject({ to_address: 'staff@syl.example', purpose: 'staff-order-paid' });
  });

  it('issues no upload link when the syllabi come with the form', async () => {
    const deps = await testDeps();
    const caller = testCaller(deps);
    const { clientSecret } = await caller.purchases.createPaymentIntent(dashboard({ upload_choice: 'now' }));
    await caller.purchases.confirmLocalPayment(testCard(clientSecret));
    expect((await orders(deps))[0]).toMatchObject({ status: 'paid', upload_token: null });
  });

  it.each([
    ['4000 0000 0000 0002', 'Your card was declined.'],
    ['4000 0000 0000 9995', 'Your card has insufficient funds.'],
  ])('declines %s with "%s" and leaves the order unpaid', async (number, message) => {
    const deps = await testDeps();
    const caller = testCaller(deps);
    const { clientSecret } = await caller.purchases.createPaymentIntent(dashboard());
    await expect(caller.purchases.confirmLocalPayment(testCard(clientSecret, number))).rejects.toMatchObject({ code: 'PAYMENT_REQUIRED', message });
    expect((await orders(deps))[0]).toMatchObject({ status: 'pending' });
    expect(await count(deps, 'emails')).toBe(0);
    // The buyer can try another card on the same intent.
    await caller.purchases.confirmLocalPayment(testCard(clientSecret));
    expect((await orders(deps))[0]).toMatchObject({ status: 'paid' });
  });

  it('answers a declined card over /trpc with a 402 and the message to show', async () => {
    const app = await testApp();
    const visitor = await testVisitor(app);
    const created = await visitor.post('/trpc/purchases.createPaymentIntent', dashboard());
    const { clientSecret } = created.json().result.data;
    const declined = await visitor.post('/trpc/purchases.confirmLocalPayment', testCard(clientSecret, '4000 0000 0000 0002'));
    expect(declined.statusCode).toBe(402);
    expect(declined.json().error).toMatchObject({ message: 'Your card was declined.', data: { code: 'PAYMENT_REQUIRED', httpStatus: 402 } });
  });

  it('refuses an expired card or a short security code as bad input', async () => {
    const deps = await testDeps();
    const caller = testCaller(deps);
    const { clientSecret } = await caller.purchases.createPaymentIntent(dashboard());
    await expect(caller.purchases.confirmLocalPayment({ ...testCard(clientSecret), expiry: '01 / 20' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: "Your card's expiration year is in the past.",
    });
    await expect(caller.purchases.confirmLocalPayment({ ...testCard(clientSecret), cvc: '1' })).rejects.toMatchObject({
      message: "Your card's security code is incomplete.",
    });
  });

  it('answers an unknown client secret with a 404', async () => {
    const deps = await testDeps();
    await expect(testCaller(deps).purchases.confirmLocalPayment(testCard('lpi_nope_secret_nope'))).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('completing a purchase', () => {
  async function paidOrder(deps: AppDeps, visitorId: string, overrides: Record<string, unknown> = {}) {
    const caller = testCaller(deps, { visitorId });
    const { clientSecret } = await caller.purchases.createPaymentIntent(dashboard(overrides));
    await caller.purchases.confirmLocalPayment(testCard(clientSecret));
    return caller;
  }

  it('confirms the paid order with its upload link, the same way every time', async () => {
    const deps = await testDeps();
    const caller = await paidOrder(deps, 'visitor-a', { upload_choice: 'later' });
    const first = await caller.purchases.complete({ email: 'ANN@uni.edu' });
    const again = await caller.purchases.complete({ email: 'ann@uni.edu' });
    const [order] = await orders(deps);
    expect(first).toEqual({
      message: 'Your dashboard is being set up!',
      upload_url: `/upload/${order!.upload_token}`,
      submission: { email: 'ann@uni.edu', product: 'dashboard' },
    });
    expect(again).toEqual(first);
    expect(await count(deps, 'emails')).toBe(2);
  });

  it('finds nothing for another visitor, even with the right email', async () => {
    const deps = await testDeps();
    await paidOrder(deps, 'visitor-a', { upload_choice: 'later' });
    await expect(testCaller(deps, { visitorId: 'stranger' }).purchases.complete({ email: 'ann@uni.edu' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'We could not find a completed payment for this email. If you were charged, please write to help@syl.example.',
    });
  });

  it('finds nothing before the payment', async () => {
    const deps = await testDeps();
    const caller = testCaller(deps);
    await caller.purchases.createPaymentIntent(dashboard());
    await expect(caller.purchases.complete({ email: 'ann@uni.edu' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('sends no confirmation email to an address without a paid order', async () => {
    const deps = await testDeps();
    const caller = testCaller(deps);
    await caller.purchases.createPaymentIntent(dashboard());
    await expect(caller.purchases.sendConfirmationEmail({ customer_email: 'ann@uni.edu', service_type: 'syl_dashboard' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await count(deps, 'emails')).toBe(0);
  });

  it('never sends the confirmation twice: the payment already queued it', async () => {
    const deps = await testDeps();
    const caller = await paidOrder(deps, 'visitor-a');
    expect(await caller.purchases.sendConfirmationEmail({ customer_email: 'ann@uni.edu', service_type: 'syl_dashboard' })).toEqual({
      message: 'Your confirmation email is on its way.',
    });
    await caller.purchases.sendConfirmationEmail({ customer_email: 'ann@uni.edu' });
    const confirmations = (await emails(deps)).filter((email) => email.purpose === 'order-confirmation');
    expect(confirmations).toHaveLength(1);
  });

  it('does not confirm a dashboard order as an essay review', async () => {
    const deps = await testDeps();
    const caller = await paidOrder(deps, 'visitor-a');
    await expect(caller.purchases.sendConfirmationEmail({ customer_email: 'ann@uni.edu', service_type: 'essay_review' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});
