import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.js';
import { badInput, DomainError } from '../errors.js';
import { StripeGateway } from '../payments/stripe.js';
import { handleStripeEvent, type StripeEventSummary } from '../webhooks/stripe.js';

/**
 * /api/stripe/webhook: Stripe's signature is checked on the exact bytes received, so this route alone
 * keeps its body raw.
 */
export async function stripeWebhookRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_request, body, done) => done(null, body));

    scope.post('/api/stripe/webhook', async (request) => {
      const { gateway } = deps;
      if (!(gateway instanceof StripeGateway)) throw new DomainError('NOT_FOUND', 'Stripe payments are not enabled on this site.');
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) throw badInput('The webhook signature is missing.');
      if (!gateway.webhookSecret) request.log.warn('a Stripe webhook arrived but STRIPE_WEBHOOK_SECRET is not set');
      let event: StripeEventSummary;
      try {
        event = gateway.parseWebhook(request.body, signature) as unknown as StripeEventSummary;
      } catch {
        throw badInput('The webhook signature could not be verified.');
      }
      return { success: true, received: true, outcome: await handleStripeEvent(deps, event) };
    });
  });
}
