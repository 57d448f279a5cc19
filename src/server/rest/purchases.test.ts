import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { testApp, testCard, testVisitor } from '../testing/harness.js';

const dashboard = { amount: 2500, currency: 'usd', customer_name: 'Ann Lee', customer_email: 'ann@uni.edu', career_guide: false, upload_choice: 'later' };
const rows = (app: FastifyInstance, table: 'orders' | 'local_payment_intents' | 'emails') => app.deps.db.selectFrom(table).selectAll().execute();

async function paidVisitor(app: FastifyInstance) {
  const visitor = await testVisitor(app);
  const { clientSecret } = (await visitor.post('/api/create-payment-intent/', dashboard)).json();
  const paid = await visitor.post('/api/local-payments/confirm/', testCard(clientSecret));
  expect(paid.json()).toEqual({ success: true, status: 'succeeded', message: 'Payment successful.' });
  return visitor;
}

describe('POST /api/create-payment-intent/', () => {
  it('answers the client secret of a new order', async () => {
    const app = await testApp();
    const response = await (await testVisitor(app)).post('/api/create-payment-intent/', dashboard);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, clientSecret: expect.stringContaining('_secret_'), amount: 2500, currency: 'usd', gateway: 'local' });
  });

  it('refuses a tampered amount with a 400 and creates no intent', async () => {
    const app = await testApp();
    const response = await (await testVisitor(app)).post('/api/create-payment-intent/', { ...dashboard, amount: 100 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: 'The amount sent ($1) does not match the price of this purchase ($25). Refresh the page and try again.',
    });
    expect(await rows(app, 'orders')).toEqual([]);
    expect(await rows(app, 'local_payment_intents')).toEqual([]);
  });

  it('also answers without the trailing slash', async () => {
    const app = await testApp();
    expect((await (await testVisitor(app)).post('/api/create-payment-intent', dashboard)).statusCode).toBe(200);
  });

  it.each([
    ['a missing email', { ...dashboard, customer_email: undefined }, /^customer_email: /],
    ['an invalid email', { ...dashboard, customer_email: 'ann' }, 'customer_email: must be a valid email address'],
    ['an amount as text', { ...dashboard, amount: '2500' }, /^amount: /],
    ['a fractional amount', { ...dashboard, amount: 25.5 }, 'amount: must be a whole number of cents'],
    ['a negative amount', { ...dashboard, amount: -2500 }, /^amount: /],
    ['another currency', { ...dashboard, currency: 'eur' }, 'currency: must be "usd"'],
    ['an empty name', { ...dashboard, customer_name: '   ' }, 'customer_name: is required'],
    ['a name too long', { ...dashboard, customer_name: 'a'.repeat(201) }, 'customer_name: must be at most 200 characters'],
    ['career_guide that is not a boolean', { ...dashboard, career_guide: 'maybe' }, 'career_guide: must be true or false'],
    ['an unknown upload choice', { ...dashboard, upload_choice: 'someday' }, 'upload_choice: must be "now" or "later"'],
    ['an array', [dashboard], /./],
  ])('answers %s with a 400 naming the problem', async (_case, body, message) => {
    const app = await testApp();
    const response = await (await testVisitor(app)).post('/api/create-payment-intent/', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: expect.stringMatching(message) });
    expect(await rows(app, 'orders')).toEqual([]);
  });

  it('answers broken JSON, other content types and huge bodies with a 4xx JSON message', async () => {
    const app = await testApp();
    const { cookie } = await testVisitor(app);
    const send = (contentType: string, payload: string) =>
      app.inject({ method: 'POST', url: '/api/create-payment-intent/', headers: { cookie, 'content-type': contentType }, payload });
    const broken = await send('application/json', '{"amount": 25');
    const text = await send('text/plain', JSON.stringify(dashboard));
    const form = await send('application/x-www-form-urlencoded', 'amount=2500');
    const huge = await send('application/json', JSON.stringify({ ...dashboard, customer_name: 'a'.repeat(2 * 1024 * 1024) }));
    expect([broken.statusCode, text.statusCode, form.statusCode, huge.statusCode]).toEqual([400, 415, 415, 413]);
    for (const response of [broken, text, form, huge]) expect(response.json()).toEqual({ success: false, message: expect.any(String) });
    expect(text.json().message).toBe('Unsupported content type. Send JSON with Content-Type: application/json.');
  });

  it('refuses a checkout posted from another site', async () => {
    const app = await testApp();
    const { cookie } = await testVisitor(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/create-payment-intent/',
      headers: { cookie, origin: 'https://evil.example', 'content-type': 'application/json' },
      payload: JSON.stringify(dashboard),
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('POST /api/local-payments/confirm/', () => {
  it('declines the declined test card with a 402 and its message', async () => {
    const app = await testApp();
    const visitor = await testVisitor(app);
    const { clientSecret } = (await visitor.post('/api/create-payment-intent/', dashboard)).json();
    const response = await visitor.post('/api/local-payments/confirm/', testCard(clientSecret, '4000 0000 0000 0002'));
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({ success: false, message: 'Your card was declined.' });
  });

  it('is not available when Stripe takes the payments', async () => {
    const app = await testApp({ STRIPE_SECRET_KEY: 'sk_test_x' });
    const response = await (await testVisitor(app)).post('/api/local-payments/confirm/', testCard('x'));
    expect(response.statusCode).toBe(409);
    expect(response.json().success).toBe(false);
  });
});

describe('POST /api/complete-purchase-submission/', () => {
  it('completes the visitor paid order and gives its private upload link', async () => {
    const app = await testApp();
    const visitor = await paidVisitor(app);
    const response = await visitor.post('/api/complete-purchase-submission/', { email: 'ann@uni.edu' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Your dashboard is being set up!',
      upload_url: expect.stringMatching(/^\/upload\/[A-Za-z0-9_-]{43}$/),
      submission: { email: 'ann@uni.edu', product: 'dashboard' },
    });
  });

  it('tells a stranger nothing about another person’s order', async () => {
    const app = await testApp();
    await paidVisitor(app);
    const response = await (await testVisitor(app)).post('/api/complete-purchase-submission/', { email: 'ann@uni.edu' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      success: false,
      message: 'We could not find a completed payment for this email. If you were charged, please write to help@syl.example.',
    });
  });

  it('refuses a missing or invalid email', async () => {
    const app = await testApp();
    const visitor = await testVisitor(app);
    expect((await visitor.post('/api/complete-purchase-submission/', {})).json()).toEqual({ success: false, message: 'email: is required' });
    expect((await visitor.post('/api/complete-purchase-submission/', { email: 42 })).statusCode).toBe(400);
  });
});

describe('POST /api/send-confirmation-email/', () => {
  const payload = {
    customer_name: 'Ann Lee',
    customer_email: 'ann@uni.edu',
    payment_amount: 1,
    promo_code: 'None',
    referral_code: 'None',
    service_type: 'syl_dashboard',
    upload_choice: 'later',
    career_guide: false,
  };

  it('sends nothing to an address without a paid order', async () => {
    const app = await testApp();
    const response = await (await testVisitor(app)).post('/api/send-confirmation-email/', payload);
    expect(response.statusCode).toBe(404);
    expect(response.json().success).toBe(false);
    expect(await rows(app, 'emails')).toEqual([]);
  });

  it('confirms a paid order from the order itself, once', async () => {
    const app = await testApp();
    const visitor = await paidVisitor(app);
    const response = await visitor.post('/api/send-confirmation-email/', payload);
    expect(response.json()).toEqual({ success: true, message: 'Your confirmation email is on its way.' });
    const confirmations = (await rows(app, 'emails')).filter((email) => email.purpose === 'order-confirmation');
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]!.text_body).toContain('Amount paid: $25.00 USD');
  });

  it('refuses an unknown service type', async () => {
    const app = await testApp();
    const response = await (await testVisitor(app)).post('/api/send-confirmation-email/', { ...payload, service_type: 'other' });
    expect(response.statusCode).toBe(400);
  });
});
