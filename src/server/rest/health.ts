import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.js';
import { checkHealth } from '../health.js';

export async function healthRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  app.get('/api/health', async (_request, reply) => {
    const health = await checkHealth(db);
    return reply.code(health.status === 'ok' ? 200 : 503).send({ success: health.status === 'ok', ...health });
  });
}
