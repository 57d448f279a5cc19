import type { FastifyInstance } from 'fastify';
import { essaySubmissionInput, notifyPaymentPageInput } from '../../shared/schemas/commerce.js';
import type { AppDeps } from '../deps.js';
import { submitEssay } from '../essays.js';
import { recordEssayLead } from '../leads.js';
import { parseWith } from './parse.js';

export async function essayRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.post('/api/notify-payment-page/', async (request) => ({
    success: true,
    ...(await recordEssayLead(deps, request.visitorId, parseWith(notifyPaymentPageInput, request.body))),
  }));

  app.post('/api/essay-submissions/', async (request) => ({
    success: true,
    ...(await submitEssay(deps.db, request.visitorId, parseWith(essaySubmissionInput, request.body))),
  }));
}
