import type { FastifyInstance } from 'fastify';
import { getPartialPurchaseInput, savePartialPurchaseInput } from '../../shared/schemas/commerce.js';
import type { AppDeps } from '../deps.js';
import { getPartialPurchase, getRecentSubmission, savePartialPurchase } from '../drafts.js';
import { parseWith } from './parse.js';

export async function draftRoutes(app: FastifyInstance, { db, drafts }: AppDeps): Promise<void> {
  app.post('/api/save-partial-purchase/', async (request) => ({
    success: true,
    ...(await savePartialPurchase(drafts, request.visitorId, parseWith(savePartialPurchaseInput, request.body))),
  }));

  app.get('/api/get-partial-purchase/', async (request) => ({
    success: true,
    ...(await getPartialPurchase(db, request.visitorId, parseWith(getPartialPurchaseInput, request.query).email)),
  }));

  app.get('/api/get-recent-partial-submission/', async (request) => ({
    success: true,
    ...(await getRecentSubmission(db, request.visitorId)),
  }));
}
