import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.js';
import { healthRoutes } from './health.js';

/**
 * The REST-compatible /api/* adapters. Each route parses its payload with the shared schema, calls
 * the same domain function as its tRPC procedure, and answers `{ success, ... }`.
 */
export async function registerRestRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await healthRoutes(app, deps);
}
