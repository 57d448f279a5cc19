import crypto from 'node:crypto';
import { dashboardVariant, formatUsd, quote } from '../../shared/pricing.js';
import type { CreatePaymentIntentInput } from '../../shared/schemas/commerce.js';
import type { AppDeps } from '../deps.js';
import type { DB } from '../db/connection.js';
import type { Product, UploadChoice, Variant } from '../db/schema.js';
import { badInput, DomainError } from '../errors.js';
import type { GatewayIntent } from '../payments/gateway.js';
import { activeReferralCode, isOwnCode, SELF_REFERRAL_MESSAGE } from '../referrals.js';
import { settleIntent } from './fulfilment.js';
import { recordOrderEvent, type Order } from './orders.js';

/** Intent states in which the browser can still pay: an order in one of them is reused on retry. */
const PAYABLE = new Set(['requires_payment_method', 'requires_confirmation', 'requires_action']);

interface Purchase {
  product: Product;
  variant: Variant;
  careerGuide: boolean;
  referralCode: string | null;
  amountCents: number;
}

export interface PaymentIntentAnswer {
  clientSecret: string;
  amount: number;
  currency: string;
  gateway: AppDeps['gateway']['kind'];
}

/**
 * create-payment-intent: prices the purchase on the server, refuses any other amount, and gives the
 * browser the client secret of the order's intent. One order per purchase attempt: asking again with
 * the same purchase reuses the visitor's pending order and its intent; a changed purchase (career
 * guide toggled, another code) replaces it.
 */
export async function createPaymentIntent(deps: AppDeps, visitorId: string, input: CreatePaymentIntentInput): Promise<PaymentIntentAnswer> {
  const purchase = await pricePurchase(deps.db, visitorId, input);
  if (input.amount !== purchase.amountCents) {
    throw badInput(
      `The amount sent (${formatUsd(input.amount)}) does not match the price of this purchase (${formatUsd(purchase.amountCents)}). Refresh the page and try again.`,
    );
  }
  const order = (await reusablePendingOrder(deps, visitorId, input, purchase)) ?? (await createOrder(deps, visitorId, input, purchase));
  const intent = await intentForOrder(deps, order);
  if (!intent.clientSecret) throw new DomainError('UNAVAILABLE', 'Payment could not be set up right now. Please try again in a moment.');
  return { clientSecret: intent.clientSecret, amount: order.amount_cents, currency: order.currency, gateway: deps.gateway.kind };
}

/** A request carrying career_guide buys the dashboard; one without it buys the essay review. */
async function pricePurchase(db: DB, visitorId: string, input: CreatePaymentIntentInput): Promise<Purchase> {
  const found = await activeReferralCode(db, input.referral_code);
  // Refused rather than charged in full: the buyer would otherwise pay a price they were not shown.
  if (await isOwnCode(db, found, visitorId)) throw badInput(SELF_REFERRAL_MESSAGE);
  const referralCode = found?.code ?? null;
  if (input.career_guide === undefined) {
    return { product: 'essay_review', variant: 'essay', careerGuide: false, referralCode, amountCents: quote({ product: 'essay_review' }).totalCents };
  }
  const variant = dashboardVariant(input);
  const careerGuide = input.career_guide;
  const { totalCents } = quote({ product: 'dashboard', variant, careerGuide, validReferral: referralCode !== null });
  return { product: 'dashboard', variant, careerGuide, referralCode, amountCents: totalCents };
}

async function reusablePendingOrder(deps: AppDeps, visitorId: string, input: CreatePaymentIntentInput, purchase: Purchase): Promise<Order | null> {
  const { db } = deps;
  const pending = await db
    .selectFrom('orders')
    .selectAll()
    .where('visitor_id', '=', visitorId)
    .where('status', '=', 'pending')
    .where('product', '=', purchase.product)
    .where('email', '=', input.customer_email)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  if (!pending) return null;
  const intent = pending.payment_intent_id ? await retrieve(deps, pending.payment_intent_id) : null;
  if (intent && !PAYABLE.has(intent.status)) {
    // Paid (the webhook may still be on its way) or no longer payable: this attempt is over.
    if (intent.status === 'succeeded') await settleIntent(deps, intent);
    return null;
  }
  const samePurchase =
    pending.variant === purchase.variant &&
    pending.career_guide === (purchase.careerGuide ? 1 : 0) &&
    pending.referral_code === purchase.referralCode &&
    pending.amount_cents === purchase.amountCents;
  if (!samePurchase) {
    await db.transaction().execute(async (trx) => {
      // Only a still-pending order: a payment that landed meanwhile must stay paid.
      const canceled = await trx
        .updateTable('orders')
        .set({ status: 'canceled', updated_at: new Date().toISOString() })
        .where('id', '=', pending.id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      if (Number(canceled.numUpdatedRows) > 0) await recordOrderEvent(trx, pending.id, 'canceled', 'Replaced by a changed purchase');
    });
    if (pending.payment_intent_id) await deps.gateway.cancelIntent(pending.payment_intent_id).catch(() => undefined);
    return null;
  }
  const details = await orderDetails(db, visitorId, input, purchase);
  await db.updateTable('orders').set({ ...details, updated_at: new Date().toISOString() }).where('id', '=', pending.id).execute();
  return { ...pending, ...details };
}

async function createOrder(deps: AppDeps, visitorId: string, input: CreatePaymentIntentInput, purchase: Purchase): Promise<Order> {
  const now = new Date().toISOString();
  const order = {
    id: `ord_${crypto.randomBytes(12).toString('base64url')}`,
    visitor_id: visitorId,
    product: purchase.product,
    variant: purchase.variant,
    career_guide: purchase.careerGuide ? (1 as const) : (0 as const),
    referral_code: purchase.referralCode,
    amount_cents: purchase.amountCents,
    currency: input.currency,
    status: 'pending' as const,
    email: input.customer_email,
    ...(await orderDetails(deps.db, visitorId, input, purchase)),
    gateway: deps.gateway.kind,
    payment_intent_id: null,
    upload_token: null,
    delivered_at: null,
    paid_at: null,
    refunded_at: null,
    updated_at: now,
  };
  await deps.db.transaction().execute(async (trx) => {
    await trx.insertInto('orders').values(order).execute();
    await recordOrderEvent(trx, order.id, 'pending', `Checkout started for ${formatUsd(order.amount_cents)}`);
  });
  return { ...order, created_at: now };
}

type OrderDetails = Pick<Order, 'name' | 'university' | 'phone' | 'upload_choice' | 'newsletter'>;

/** The buyer's step-1 details: as sent, else from the visitor's draft of the same flow. */
async function orderDetails(db: DB, visitorId: string, input: CreatePaymentIntentInput, purchase: Purchase): Promise<OrderDetails> {
  if (purchase.product === 'essay_review') return { name: input.customer_name, university: null, phone: null, upload_choice: null, newsletter: 0 };
  const draft = await db
    .selectFrom('drafts')
    .select(['university', 'phone', 'upload_choice', 'newsletter'])
    .where('visitor_id', '=', visitorId)
    .where('flow', '=', purchase.variant === 'campus' ? 'campus' : 'general')
    .executeTakeFirst();
  const newsletter = input.newsletter ?? draft?.newsletter === 1;
  // Without a choice, "later" is the safe one: the buyer gets the private upload link.
  const uploadChoice: UploadChoice = input.upload_choice ?? draft?.upload_choice ?? 'later';
  return {
    name: input.customer_name,
    university: input.university || draft?.university || null,
    phone: input.phone || draft?.phone || null,
    upload_choice: uploadChoice,
    newsletter: newsletter ? 1 : 0,
  };
}

async function intentForOrder(deps: AppDeps, order: Order): Promise<GatewayIntent> {
  if (order.payment_intent_id) {
    const existing = await retrieve(deps, order.payment_intent_id);
    if (existing) return existing;
  }
  let intent: GatewayIntent;
  try {
    intent = await deps.gateway.createIntent({
      orderId: order.id,
      amountCents: order.amount_cents,
      currency: order.currency,
      email: order.email,
      description: order.product === 'essay_review' ? 'Syl essay review' : 'Syl semester dashboard',
    });
  } catch (error) {
    throw gatewayUnavailable(deps, error);
  }
  await deps.db.updateTable('orders').set({ payment_intent_id: intent.id, updated_at: new Date().toISOString() }).where('id', '=', order.id).execute();
  return intent;
}

/** The provider's current record of an intent; its outage is a clear 503, never a crash. */
export async function retrieve(deps: AppDeps, intentId: string): Promise<GatewayIntent | null> {
  try {
    return await deps.gateway.retrieveIntent(intentId);
  } catch (error) {
    throw gatewayUnavailable(deps, error);
  }
}

function gatewayUnavailable(deps: AppDeps, error: unknown): DomainError {
  deps.log.error({ err: error }, 'the payment provider failed');
  return new DomainError('UNAVAILABLE', 'The payment service cannot be reached right now. Please try again in a moment.');
}
