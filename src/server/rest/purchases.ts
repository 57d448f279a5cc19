import type { FastifyInstance } from 'fastify';
import { completePurchaseInput, confirmLocalPaymentInput, createPaymentIntentInput, sendConfirmationEmailInput } from '../../shared/schemas/commerce.js';
import type { AppDeps } from '../deps.js';
import { confirmLocalPayment } from '../payments/local-payments.js';
import { createPaymentIntent } from '../purchases/checkout.js';
import { completePurchase, sendConfirmationEmail } from '../purchases/completion.js';
import { parseWith } from './parse.js';

export async function purchaseRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.post('/api/create-payment-intent/', async (request) => ({
    success: true,
    ...(await createPaymentIntent(deps, request.visitorId, parseWith(createPaymentIntentInput, request.body))),
  }));

  app.post('/api/local-payments/confirm/', async (request) => ({
    success: true,
    ...(await confirmLocalPayment(deps, parseWith(confirmLocalPaymentInput, request.body))),
  }));

  app.post('/api/complete-purchase-submission/', async (request) => ({
    success: true,
    ...(await completePurchase(deps, request.visitorId, parseWith(completePurchaseInput, request.body).email)),
  }));

  app.post('/api/send-confirmation-email/', async (request) => ({
    success: true,
    ...(await sendConfirmationEmail(deps, request.visitorId, parseWith(sendConfirmationEmailInput, request.body))),
  }));
}
