import { syncStepsEmail } from '../admin/emails.js';
import { findOrder } from '../admin/orders.js';
import type { AppDeps } from '../deps.js';
import { queueEmail } from '../emails/outbox.js';
import { maskEmail } from '../reminders/settings.js';
import { hashToken } from './links.js';
import { currentFeedUrl, liveDashboard } from './view.js';

/**
 * "Email me these steps" in the sync dialog: how to add the feed to Google Calendar, sent to the
 * order's own address and never to one the caller gives, so a dashboard link cannot be used to email
 * anyone else. At most one an hour per feed link, so a link just reset can be sent at once; the
 * per-IP limit (SYNC_STEPS_LIMIT) comes on top.
 */
export async function emailSyncSteps(deps: AppDeps, token: string, now = new Date()): Promise<{ message: string }> {
  const dashboard = await liveDashboard(deps.db, token);
  const order = await findOrder(deps.db, dashboard.order_id);
  const feedUrl = await currentFeedUrl(deps, dashboard, now);
  const hour = now.toISOString().slice(0, 13);
  const queued = await queueEmail(deps.db, syncStepsEmail(order, deps.sealer.seal(feedUrl), `${hashToken(feedUrl).slice(0, 16)}:${hour}`, deps.config));
  const to = maskEmail(order.email);
  return { message: queued ? `We emailed the steps to ${to}. Open that email on a computer.` : `We already emailed the steps to ${to} in the last hour: look for “Add your Syl calendar to Google Calendar”.` };
}
