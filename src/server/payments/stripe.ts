import Stripe from 'stripe';
import type { Config } from '../config.js';
import type { GatewayIntent, GatewayRefund, IntentRequest, PaymentGateway } from './gateway.js';

type StripeConfig = NonNullable<Config['stripe']>;

/** Stripe's PaymentIntents through the official SDK; the browser confirms with the Payment Element. */
export class StripeGateway implements PaymentGateway {
  readonly kind = 'stripe' as const;
  readonly publishableKey: string | null;
  readonly webhookSecret: string | null;
  private readonly stripe: Stripe;

  constructor(config: StripeConfig) {
    this.publishableKey = config.publishableKey ?? null;
    this.webhookSecret = config.webhookSecret ?? null;
    const base = config.apiBase ? new URL(config.apiBase) : null;
    this.stripe = new Stripe(config.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
      // STRIPE_API_BASE points the SDK at another host: the tests' local fake of Stripe's API.
      ...(base && { host: base.hostname, port: base.port, protocol: base.protocol === 'http:' ? 'http' : 'https' }),
    });
  }

  async createIntent(request: IntentRequest): Promise<GatewayIntent> {
    const intent = await this.stripe.paymentIntents.create(
      {
        amount: request.amountCents,
        currency: request.currency,
        automatic_payment_methods: { enabled: true },
        receipt_email: request.email,
        description: request.description,
        metadata: { order_id: request.orderId },
      },
      // One intent per order, even when the request is retried after a timeout or a crash.
      { idempotencyKey: `syl-order-${request.orderId}` },
    );
    return toIntent(intent);
  }

  async retrieveIntent(intentId: string): Promise<GatewayIntent | null> {
    try {
      return toIntent(await this.stripe.paymentIntents.retrieve(intentId));
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
      throw error;
    }
  }

  async cancelIntent(intentId: string): Promise<void> {
    try {
      await this.stripe.paymentIntents.cancel(intentId);
    } catch (error) {
      // Already paid, canceled or gone: nothing left to cancel.
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
    }
  }

  async refundIntent(intentId: string, amountCents: number): Promise<GatewayRefund> {
    const refund = await this.stripe.refunds.create({ payment_intent: intentId, amount: amountCents }, { idempotencyKey: `syl-refund-${intentId}` });
    return { id: refund.id, amountCents: refund.amount };
  }

  /** Verifies a webhook's signature on its raw body; throws when it does not match. */
  parseWebhook(rawBody: Buffer, signature: string): Stripe.Event {
    if (!this.webhookSecret) throw new Error('STRIPE_WEBHOOK_SECRET is not set');
    return this.stripe.webhooks.constructEvent(rawBody, signature, this.webhookSecret);
  }
}

function toIntent(intent: Stripe.PaymentIntent): GatewayIntent {
  return {
    id: intent.id,
    orderId: intent.metadata?.order_id ?? null,
    status: intent.status,
    amountCents: intent.amount,
    currency: intent.currency,
    clientSecret: intent.client_secret,
    lastError: intent.last_payment_error?.message ?? null,
  };
}
