import type { z } from 'zod';
import type { sendConfirmationEmailInput } from '../../shared/schemas/commerce.js';
import type { AppDeps } from '../deps.js';
import { orderConfirmationEmail, uploadPath } from '../emails/messages.js';
import { queueEmail } from '../emails/outbox.js';
import { DomainError } from '../errors.js';
import { retrieve } from './checkout.js';
import { orderFileNames, settleIntent } from './fulfilment.js';
import { PAID_STATUSES, visitorOrders, type Order } from './orders.js';

/**
 * Asks the provider about the visitor's pending orders for this email and fulfils those it reports
 * paid, so a purchase completes even when the webhook is late or not configured.
 */
async function paidOrders(deps: AppDeps, visitorId: string, email: string): Promise<{ paid: Order[]; processing: boolean }> {
  let processing = false;
  for (const order of await visitorOrders(deps.db, visitorId, email)) {
    if (order.status !== 'pending' || !order.payment_intent_id) continue;
    const intent = await retrieve(deps, order.payment_intent_id);
    if (intent?.status === 'succeeded') await settleIntent(deps, intent);
    if (intent?.status === 'processing') processing = true;
  }
  const paid = (await visitorOrders(deps.db, visitorId, email)).filter((order) => PAID_STATUSES.includes(order.status));
  return { paid, processing };
}

function noPaidOrder(processing: boolean, supportEmail: string): DomainError {
  if (processing) return new DomainError('CONFLICT', 'Your payment is still being processed. We will email you as soon as it is confirmed.');
  return new DomainError('NOT_FOUND', `We could not find a completed payment for this email. If you were charged, please write to ${supportEmail}.`);
}

export interface CompletedPurchase {
  message: string;
  /** The private upload link of a "later" order, as a path on this site; null otherwise. */
  upload_url: string | null;
  submission: { email: string; product: Order['product'] };
}

/**
 * complete-purchase-submission: confirms the calling visitor's most recent paid order for this email.
 * Safe to call any number of times, before or after the webhook: fulfilment happens once, the answer
 * is the same. It never reveals anything about orders of other visitors.
 */
export async function completePurchase(deps: AppDeps, visitorId: string, email: string): Promise<CompletedPurchase> {
  const { paid, processing } = await paidOrders(deps, visitorId, email);
  const order = paid[0];
  if (!order) throw noPaidOrder(processing, deps.config.supportEmail);
  return {
    message: order.product === 'essay_review' ? 'Your essay review is booked! Your feedback arrives by email within 24 hours.' : 'Your dashboard is being set up!',
    upload_url: order.upload_token ? uploadPath(order.upload_token) : null,
    submission: { email: order.email, product: order.product },
  };
}

/**
 * send-confirmation-email: the paid order's confirmation, built from the order itself (the payload's
 * amounts and codes are not trusted). Payment already queued it, so this sends nothing new unless it
 * was somehow missing, never twice, and nothing at all to an email without a paid order.
 */
export async function sendConfirmationEmail(deps: AppDeps, visitorId: string, input: z.output<typeof sendConfirmationEmailInput>): Promise<{ message: string }> {
  const { paid, processing } = await paidOrders(deps, visitorId, input.customer_email);
  const product = input.service_type === 'essay_review' ? 'essay_review' : input.service_type === 'syl_dashboard' ? 'dashboard' : undefined;
  const order = paid.find((candidate) => !product || candidate.product === product);
  if (!order) throw noPaidOrder(processing, deps.config.supportEmail);
  await queueEmail(deps.db, orderConfirmationEmail(order, await orderFileNames(deps.db, order.id), deps.config));
  return { message: 'Your confirmation email is on its way.' };
}
