import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { fakeStripe, testApp, testCaller } from '../testing/harness.js';

const dashboard = { amount: 2500, currency: 'usd', customer_name: 'Ann Lee', customer_email: 'ann@uni.edu', career_guide: false, upload_choice: 'later' as const };

async function stripeCheckout() {
  const fake = await fakeStripe();
  const app = await testApp(fake.env);
  const caller = testCaller(app.deps, { visitorId: 'visitor-a' });
  const answer = await caller.purchases.createPaymentIntent(dashboard);
  const intent = [...fake.intents.values()][0]!;
  return { fake, app, caller, answer, intent };
}

function deliver(app: FastifyInstance, event: { payload: string; signature: string }) {
  return app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': event.signature },
    payload: event.payload,
  });
}

const orderOf = (app: FastifyInstance) => app.deps.db.selectFrom('orders').selectAll().executeTakeFirstOrThrow();
const paidEvents = (app: FastifyInstance) => app.deps.db.selectFrom('order_events').selectAll().where('status', '=', 'paid').execute();
const emailCount = async (app: FastifyInstance) => (await app.deps.db.selectFrom('emails').select('id').execute()).length;

describe('the Stripe gateway (against a local fake of Stripe)', () => {
  it('gives the page the publishable key and Stripe as gateway', async () => {
    const fake = await fakeStripe();
    const app = await testApp(fake.env);
    expect(await testCaller(app.deps).purchases.paymentSettings()).toEqual({ gateway: 'stripe', publishableKey: 'pk_test_fake' });
  });

  it('creates one PaymentIntent per order, for the server price, with the order id and an idempotency key', async () => {
    const { fake, app, caller, answer, intent } = await stripeCheckout();
    const order = await orderOf(app);
    expect(answer).toEqual({ clientSecret: intent.client_secret, amount: 2500, currency: 'usd', gateway: 'stripe' });
    expect(intent).toMatchObject({ amount: 2500, currency: 'usd', metadata: { order_id: order.id }, receipt_email: 'ann@uni.edu' });
    expect(order.payment_intent_id).toBe(intent.id);
    expect(fake.requests[0]).toMatchObject({ method: 'POST', path: '/v1/payment_intents', idempotencyKey: `syl-order-${order.id}` });

    const retry = await caller.purchases.createPaymentIntent(dashboard);
    expect(retry.clientSecret).toBe(intent.client_secret);
    expect(fake.intents.size).toBe(1);
  });

  it('fulfils the order once however many times the success webhook arrives', async () => {
    const { fake, app, intent } = await stripeCheckout();
    fake.setStatus(intent.id, 'succeeded');
    const event = fake.signedEvent('payment_intent.succeeded', intent);

    const first = await deliver(app, event);
    const duplicate = await deliver(app, event);
    const sameNewsOtherEvent = await deliver(app, fake.signedEvent('payment_intent.succeeded', intent));

    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, received: true, outcome: 'processed' });
    expect(duplicate.json()).toMatchObject({ received: true, outcome: 'duplicate' });
    expect(sameNewsOtherEvent.statusCode).toBe(200);
    expect(await orderOf(app)).toMatchObject({ status: 'paid', upload_token: expect.any(String) });
    expect(await paidEvents(app)).toHaveLength(1);
    expect(await emailCount(app)).toBe(2);
  });

  it('re-reads the intent instead of trusting a payload that claims success', async () => {
    const { fake, app, intent } = await stripeCheckout();
    const forgedState = fake.signedEvent('payment_intent.succeeded', { ...intent, status: 'succeeded' });
    expect((await deliver(app, forgedState)).statusCode).toBe(200);
    expect(await orderOf(app)).toMatchObject({ status: 'pending' });
    expect(await emailCount(app)).toBe(0);
  });

  it('stays paid when a late failure event arrives after the success', async () => {
    const { fake, app, intent } = await stripeCheckout();
    const staleFailure = fake.signedEvent('payment_intent.payment_failed', { ...intent, last_payment_error: { message: 'Your card was declined.' } });
    fake.setStatus(intent.id, 'succeeded');
    await deliver(app, fake.signedEvent('payment_intent.succeeded', intent));
    expect((await deliver(app, staleFailure)).statusCode).toBe(200);
    expect(await orderOf(app)).toMatchObject({ status: 'paid' });
    expect(await paidEvents(app)).toHaveLength(1);
    expect(await emailCount(app)).toBe(2);
  });

  it('records a failed attempt and still fulfils the later success', async () => {
    const { fake, app, intent } = await stripeCheckout();
    fake.setStatus(intent.id, 'requires_payment_method', 'Your card has insufficient funds.');
    await deliver(app, fake.signedEvent('payment_intent.payment_failed', intent));
    const order = await orderOf(app);
    expect(order.status).toBe('pending');
    const failure = await app.deps.db.selectFrom('order_events').select('note').where('status', '=', 'payment_failed').executeTakeFirst();
    expect(failure?.note).toBe('Your card has insufficient funds.');

    fake.setStatus(intent.id, 'succeeded');
    await deliver(app, fake.signedEvent('payment_intent.succeeded', intent));
    expect(await orderOf(app)).toMatchObject({ status: 'paid' });
  });

  it('refuses a webhook whose signature does not match, and records nothing', async () => {
    const { fake, app, intent } = await stripeCheckout();
    fake.setStatus(intent.id, 'succeeded');
    const event = fake.signedEvent('payment_intent.succeeded', intent);
    const tampered = await deliver(app, { payload: event.payload.replace('"amount":2500', '"amount":1'), signature: event.signature });
    const unsigned = await app.inject({ method: 'POST', url: '/api/stripe/webhook', headers: { 'content-type': 'application/json' }, payload: event.payload });
    const wrongSecret = await deliver(app, { payload: event.payload, signature: event.signature.replace(/v1=[0-9a-f]+/, `v1=${'0'.repeat(64)}`) });

    expect(tampered.statusCode).toBe(400);
    expect(tampered.json()).toEqual({ success: false, message: 'The webhook signature could not be verified.' });
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json()).toEqual({ success: false, message: 'The webhook signature is missing.' });
    expect(wrongSecret.statusCode).toBe(400);
    expect(await orderOf(app)).toMatchObject({ status: 'pending' });
    expect(await app.deps.db.selectFrom('webhook_events').selectAll().execute()).toEqual([]);
  });

  it('acknowledges events it has no use for', async () => {
    const { fake, app, intent } = await stripeCheckout();
    const response = await deliver(app, fake.signedEvent('charge.succeeded', { ...intent, object: 'charge' } as unknown as typeof intent));
    expect(response.json()).toMatchObject({ received: true, outcome: 'ignored' });
  });

  it('completes the purchase by asking Stripe when the webhook has not come', async () => {
    const { fake, app, caller, intent } = await stripeCheckout();
    fake.setStatus(intent.id, 'succeeded');
    const completed = await caller.purchases.complete({ email: 'ann@uni.edu' });
    expect(completed.upload_url).toMatch(/^\/upload\/[A-Za-z0-9_-]{43}$/);
    await deliver(app, fake.signedEvent('payment_intent.succeeded', intent));
    expect(await paidEvents(app)).toHaveLength(1);
    expect(await emailCount(app)).toBe(2);
  });

  it('says a payment still processing is not complete yet', async () => {
    const { fake, caller, intent } = await stripeCheckout();
    fake.setStatus(intent.id, 'processing');
    await expect(caller.purchases.complete({ email: 'ann@uni.edu' })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Your payment is still being processed. We will email you as soon as it is confirmed.',
    });
  });

  it('does not fulfil an intent whose amount differs from the order', async () => {
    const { fake, app, intent } = await stripeCheckout();
    fake.setStatus(intent.id, 'succeeded').amount = 100;
    await deliver(app, fake.signedEvent('payment_intent.succeeded', intent));
    expect(await orderOf(app)).toMatchObject({ status: 'pending' });
    const mismatch = await app.deps.db.selectFrom('order_events').select('status').where('status', '=', 'amount_mismatch').execute();
    expect(mismatch).toHaveLength(1);
  });

  it('cancels the Stripe intent of a replaced purchase', async () => {
    const { fake, caller, intent } = await stripeCheckout();
    await caller.purchases.createPaymentIntent({ ...dashboard, career_guide: true, amount: 4500 });
    expect(fake.intents.get(intent.id)?.status).toBe('canceled');
    expect(fake.intents.size).toBe(2);
  });
});
