/**
 * The payment provider behind checkout: Stripe when a secret key is configured, otherwise the embedded
 * local test gateway. Both keep the order id on the intent, so any report of a payment leads back
 * to its order and to the one fulfilment function.
 */
export type GatewayKind = 'local' | 'stripe';

export interface GatewayIntent {
  id: string;
  /** The order the intent was created for (Stripe keeps it in the intent's metadata). */
  orderId: string | null;
  /** Stripe's vocabulary: 'succeeded', 'processing', 'requires_payment_method', 'canceled', … */
  status: string;
  amountCents: number;
  currency: string;
  clientSecret: string | null;
  /** The provider's message for the last failed attempt, if any. */
  lastError: string | null;
}

export interface IntentRequest {
  orderId: string;
  amountCents: number;
  currency: string;
  email: string;
  description: string;
}

export interface PaymentGateway {
  readonly kind: GatewayKind;
  /** The key the browser's payment form needs (Stripe only). */
  readonly publishableKey: string | null;
  /** Creates the intent for an order; asking twice for the same order gives the same intent. */
  createIntent(request: IntentRequest): Promise<GatewayIntent>;
  /** The provider's current record of an intent, or null when it has none. */
  retrieveIntent(intentId: string): Promise<GatewayIntent | null>;
  /** Best effort: an intent that can no longer be paid. */
  cancelIntent(intentId: string): Promise<void>;
  /** Gives back a paid intent's money; asking twice for the same intent refunds once. */
  refundIntent(intentId: string, amountCents: number): Promise<GatewayRefund>;
}

export interface GatewayRefund {
  id: string;
  amountCents: number;
}

/** What the checkout page needs to mount the right payment form. */
export const paymentSettings = (gateway: PaymentGateway) => ({ gateway: gateway.kind, publishableKey: gateway.publishableKey });
