import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.js';
import { checkHealth } from '../health.js';

/**
 * /api/health: is the database answering (503 when not). /api/ready: should this instance get new
 * requests: not once it is draining (stopping on SIGTERM, finishing what it holds), nor while the
 * database is not answering.
 */
export async function healthRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  app.get('/api/health', async (_request, reply) => {
    const health = await checkHealth(db);
    return reply.code(health.status === 'ok' ? 200 : 503).send({ success: health.status === 'ok', ...health });
  });
  app.get('/api/ready', async (_request, reply) => {
    const health = await checkHealth(db);
    const ready = health.status === 'ok' && !app.draining;
    return reply.code(ready ? 200 : 503).send({ success: ready, ...health, draining: app.draining });
  });
}
