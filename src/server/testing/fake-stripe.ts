import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/** A payment intent as the fake keeps it: the fields of Stripe's object that Syl reads. */
export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  receipt_email: string | null;
  description: string | null;
  last_payment_error: { message: string } | null;
  livemode: false;
  created: number;
}

export interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: 'succeeded';
}

export interface FakeRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
}

/**
 * A local stand-in for the parts of Stripe's HTTP API that Syl calls (create, retrieve and cancel a
 * PaymentIntent, refund it), with idempotency keys honoured like Stripe does. Tests point the real SDK at it
 * through STRIPE_API_BASE, move intents between states, and sign webhooks for them.
 */
export class FakeStripe {
  readonly intents = new Map<string, FakeIntent>();
  readonly requests: FakeRequest[] = [];
  readonly refunds: FakeRefund[] = [];
  readonly webhookSecret = `whsec_${crypto.randomBytes(16).toString('hex')}`;
  private readonly idempotent = new Map<string, { status: number; body: unknown }>();
  private readonly server = http.createServer((request, response) => void this.handle(request, response));

  static async start(): Promise<FakeStripe> {
    const fake = new FakeStripe();
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    return fake;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** The environment that makes the app use Stripe through this fake. */
  get env(): Record<string, string> {
    return { STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_PUBLISHABLE_KEY: 'pk_test_fake', STRIPE_WEBHOOK_SECRET: this.webhookSecret, STRIPE_API_BASE: this.url };
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** What the browser's Payment Element and Stripe would do: the intent moves to a new state. */
  setStatus(intentId: string, status: string, lastError?: string): FakeIntent {
    const intent = this.intents.get(intentId);
    if (!intent) throw new Error(`no intent ${intentId}`);
    intent.status = status;
    intent.last_payment_error = lastError ? { message: lastError } : null;
    return intent;
  }

  /** A webhook body for an intent as it is now (or as given) and its valid Stripe-Signature header. */
  signedEvent(type: string, intent: FakeIntent, eventId = `evt_${crypto.randomBytes(12).toString('hex')}`) {
    const payload = JSON.stringify({ id: eventId, object: 'event', type, api_version: Stripe.API_VERSION, data: { object: { ...intent } } });
    const signature = new Stripe('sk_test_fake').webhooks.generateTestHeaderString({ payload, secret: this.webhookSecret });
    return { payload, signature, eventId };
  }

  private async handle(request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
    const body = new URLSearchParams(await readBody(request));
    const path = new URL(request.url ?? '/', this.url).pathname;
    const idempotencyKey = header(request, 'idempotency-key');
    this.requests.push({ method: request.method ?? 'GET', path, idempotencyKey });
    const cacheKey = idempotencyKey && `${request.method} ${path} ${idempotencyKey}`;
    const cached = cacheKey ? this.idempotent.get(cacheKey) : undefined;
    const answer = cached ?? this.route(request.method ?? 'GET', path, body);
    if (cacheKey && !cached) this.idempotent.set(cacheKey, answer);
    response.writeHead(answer.status, { 'content-type': 'application/json', 'request-id': `req_${crypto.randomBytes(6).toString('hex')}` });
    response.end(JSON.stringify(answer.body));
  }

  private route(method: string, path: string, body: URLSearchParams): { status: number; body: unknown } {
    if (method === 'POST' && path === '/v1/payment_intents') return { status: 200, body: this.create(body) };
    if (method === 'POST' && path === '/v1/refunds') return this.refund(body);
    const match = /^\/v1\/payment_intents\/([^/]+)(\/cancel)?$/.exec(path);
    const intent = match ? this.intents.get(match[1]!) : undefined;
    if (!match || !intent) return stripeError(404, 'resource_missing', `No such payment_intent: '${match?.[1] ?? ''}'`);
    if (method === 'GET' && !match[2]) return { status: 200, body: intent };
    if (method === 'POST' && match[2]) {
      if (intent.status === 'succeeded' || intent.status === 'canceled') {
        return stripeError(400, 'payment_intent_unexpected_state', `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`);
      }
      intent.status = 'canceled';
      return { status: 200, body: intent };
    }
    return stripeError(404, 'resource_missing', `Unrecognized request URL (${method}: ${path}).`);
  }

  private refund(body: URLSearchParams): { status: number; body: unknown } {
    const intent = this.intents.get(body.get('payment_intent') ?? '');
    if (!intent) return stripeError(404, 'resource_missing', `No such payment_intent: '${body.get('payment_intent') ?? ''}'`);
    if (intent.status !== 'succeeded') return stripeError(400, 'payment_intent_unexpected_state', 'This PaymentIntent does not have a successful charge to refund.');
    const refund: FakeRefund = {
      id: `re_${crypto.randomBytes(12).toString('hex')}`,
      object: 'refund',
      amount: Number(body.get('amount') ?? intent.amount),
      currency: intent.currency,
      payment_intent: intent.id,
      status: 'succeeded',
    };
    this.refunds.push(refund);
    return { status: 200, body: refund };
  }

  private create(body: URLSearchParams): FakeIntent {
    const id = `pi_${crypto.randomBytes(12).toString('hex')}`;
    const metadata: Record<string, string> = {};
    for (const [key, value] of body) {
      const field = /^metadata\[(.+)\]$/.exec(key);
      if (field) metadata[field[1]!] = value;
    }
    const intent: FakeIntent = {
      id,
      object: 'payment_intent',
      amount: Number(body.get('amount')),
      currency: body.get('currency') ?? 'usd',
      status: 'requires_payment_method',
      client_secret: `${id}_secret_${crypto.randomBytes(12).toString('hex')}`,
      metadata,
      receipt_email: body.get('receipt_email'),
      description: body.get('description'),
      last_payment_error: null,
      livemode: false,
      created: Math.floor(Date.now() / 1000),
    };
    this.intents.set(id, intent);
    return intent;
  }
}

function stripeError(status: number, code: string, message: string) {
  return { status, body: { error: { type: 'invalid_request_error', code, message } } };
}

function header(request: http.IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

async function readBody(request: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
