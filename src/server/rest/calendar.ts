import type { FastifyInstance } from 'fastify';
import { dashboardInput } from '../../shared/schemas/dashboard.js';
import { feedCalendar, feedEtag, liveFeed } from '../dashboards/calendar.js';
import type { AppDeps } from '../deps.js';
import { parseWith } from './parse.js';

/**
 * `GET /calendar/<feed token>.ics`, the feed calendar apps subscribe to: a contract with apps we do
 * not control, so its headers are fixed here. Apps revalidate (`no-cache`) on every poll and get a
 * 304 while nothing was published and the student changed none of their applications; `?download=1`
 * makes the one-time download button save a file.
 */
const FEED_HEADERS = {
  'cache-control': 'private, no-cache',
  'referrer-policy': 'no-referrer',
  'x-robots-tag': 'noindex',
};

export async function calendarRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.get<{ Querystring: { download?: string } }>('/calendar/:token.ics', async (request, reply) => {
    reply.headers(FEED_HEADERS);
    const { token } = parseWith(dashboardInput, request.params);
    const feed = await liveFeed(deps.db, token);
    const etag = feedEtag(deps, feed);
    reply.header('etag', etag);
    if (isFresh(request.headers['if-none-match'], etag)) return reply.code(304).send();
    const disposition = request.query.download === '1' ? 'attachment' : 'inline';
    reply.type('text/calendar; charset=utf-8').header('content-disposition', `${disposition}; filename="syl.ics"`);
    return deps.feeds.get(feed, etag, () => feedCalendar(deps, feed));
  });
}

/** If-None-Match compares weakly (RFC 9110 §13.1.2): a `W/` copy of our tag, or `*`, is a match. */
function isFresh(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}
