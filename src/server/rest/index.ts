import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.js';
import { adminRoutes } from './admin.js';
import { calendarRoutes } from './calendar.js';
import { dashboardRoutes } from './dashboards.js';
import { draftRoutes } from './drafts.js';
import { essayRoutes } from './essays.js';
import { healthRoutes } from './health.js';
import { purchaseLeadRoutes } from './purchase-lead.js';
import { purchaseRoutes } from './purchases.js';
import { reminderRoutes } from './reminders.js';
import { reviewRoutes } from './review.js';
import { stripeWebhookRoutes } from './stripe-webhook.js';
import { uploadLinkRoutes } from './uploadLinks.js';

/**
 * The REST-compatible /api/* adapters. Each route parses its payload with the shared schema, calls
 * the same domain function as its tRPC procedure, and answers `{ success, ... }`.
 */
export async function registerRestRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await healthRoutes(app, deps);
  await draftRoutes(app, deps);
  await purchaseRoutes(app, deps);
  await purchaseLeadRoutes(app, deps);
  await essayRoutes(app, deps);
  await stripeWebhookRoutes(app, deps);
  await adminRoutes(app, deps);
  await uploadLinkRoutes(app, deps);
  await reviewRoutes(app, deps);
  await dashboardRoutes(app, deps);
  await calendarRoutes(app, deps);
  await reminderRoutes(app, deps);
}
