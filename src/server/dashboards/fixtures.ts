import { expect } from 'vitest';
import type { Purchase } from '../admin/fixtures.js';
import type { AppDeps } from '../deps.js';
import { orderInReview, publishAll, workspaceOf } from '../review/fixtures.js';
import { testCaller } from '../testing/harness.js';

/** A delivered order with its dashboard published the way staff do it, and the student's two private links. */

/** The token of a `/dashboard/<token>` or `/calendar/<token>.ics` URL. */
export const tokenOf = (url: string) => /\/(?:dashboard|calendar)\/([A-Za-z0-9_-]{43})/.exec(url)![1]!;

/** The dashboard token staff see now (it changes when they revoke the link). */
export async function currentDashboardToken(deps: AppDeps, orderId: string): Promise<string> {
  const { dashboard } = await workspaceOf(deps, orderId);
  return tokenOf(dashboard!.url!);
}

export async function publishedDashboard(deps: AppDeps, buyer: Purchase = {}) {
  const { order } = await orderInReview(deps, undefined, buyer);
  await publishAll(deps, order.id);
  const token = await currentDashboardToken(deps, order.id);
  const { feedUrl, items } = await testCaller(deps).dashboards.get({ token });
  return { order, token, feedUrl, feedToken: tokenOf(feedUrl), items };
}

/** How a procedure caller sees bad input: BAD_REQUEST, caused by the schema's issue with that field. */
export const badField = (path: (string | number)[], message: string | ReturnType<typeof expect.any>) => ({
  code: 'BAD_REQUEST',
  cause: { issues: [expect.objectContaining({ path, message })] },
});
