import crypto from 'node:crypto';
import type { AppDeps } from '../deps.js';
import type { DB } from '../db/connection.js';
import { siteUrl } from '../emails/messages.js';
import { DomainError } from '../errors.js';
import { renderFeed } from './feed.js';
import { DASHBOARD_HOME_PATH, hashToken, TOKEN_PATTERN } from './links.js';

/**
 * The calendar feed as calendar apps fetch it, `/calendar/<feed token>.ics`. Apps poll it every hour
 * or so for the whole term, so a poll whose calendar has not changed costs one indexed query and
 * is answered 304 from an ETag computed without building the calendar.
 */

/** Raise when renderFeed's output changes for the same items, so every app fetches the new form once. */
const FEED_FORMAT_VERSION = 3;

const NOT_THIS_FEED = 'This calendar link no longer works. Open your Syl dashboard and add your calendar again with its current link.';

export type LiveFeed = Awaited<ReturnType<typeof liveFeed>>;

/** The dashboard a feed link opens; a reset or revoked link, or a refunded order's, is a 404. */
export async function liveFeed(db: DB, token: string) {
  if (!TOKEN_PATTERN.test(token)) throw new DomainError('NOT_FOUND', NOT_THIS_FEED);
  const feed = await db
    .selectFrom('dashboards')
    .innerJoin('orders', 'orders.id', 'dashboards.order_id')
    .select(['dashboards.id', 'dashboards.term', 'dashboards.publications', 'dashboards.published_at', 'dashboards.student_revision', 'orders.status'])
    .where('dashboards.feed_token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!feed || feed.status !== 'delivered') throw new DomainError('NOT_FOUND', NOT_THIS_FEED);
  return feed;
}

/**
 * A strong ETag for the calendar a feed would render. Items only change when staff publish, so the
 * publication stands for them, and the student's revision for their own items and applications; the site's address
 * and default zone are in it as they shape the text.
 */
export function feedEtag(deps: Pick<AppDeps, 'config'>, feed: LiveFeed): string {
  const shaping = [FEED_FORMAT_VERSION, siteUrl(deps.config), deps.config.defaultTimeZone, feed.id, feed.publications, feed.published_at, feed.student_revision].join('\n');
  return `"${crypto.createHash('sha256').update(shaping).digest('base64url').slice(0, 32)}"`;
}

/** The iCalendar text of the dashboard as last published, with the student's own items and the next steps of their applications. */
export async function feedCalendar(deps: Pick<AppDeps, 'db' | 'config'>, feed: LiveFeed): Promise<string> {
  const [items, applications, ownItems] = await Promise.all([
    // A day's items without a time first, on SQLite and Postgres alike.
    deps.db.selectFrom('dashboard_items').selectAll().where('dashboard_id', '=', feed.id).orderBy('date').orderBy('time', (order) => order.asc().nullsFirst()).orderBy('item_id').execute(),
    // The career guide's examples stay on the board: made-up companies have no place in the student's own calendar.
    deps.db
      .selectFrom('applications')
      .select(['id', 'company', 'position', 'stage', 'next_step', 'next_step_date', 'version', 'updated_at'])
      .where('dashboard_id', '=', feed.id)
      .where('deleted_at', 'is', null)
      .where('example', '=', 0)
      .where('next_step_date', 'is not', null)
      .orderBy('next_step_date')
      .orderBy('id')
      .execute(),
    deps.db.selectFrom('student_items').selectAll().where('dashboard_id', '=', feed.id).orderBy('date').orderBy('id').execute(),
  ]);
  const courseNames = new Map(items.map((item) => [item.course_id, item.course_name]));
  const site = siteUrl(deps.config);
  return renderFeed({
    name: feed.term ? `Syl · ${feed.term}` : 'Syl',
    host: new URL(site).host,
    // No token: an event opens /dashboard, which reopens this browser's dashboard or offers the lost-link form.
    dashboardUrl: `${site}${DASHBOARD_HOME_PATH}`,
    items: items.map((item) => ({
      id: item.item_id,
      course: item.course_name,
      title: item.title,
      type: item.type,
      date: item.date,
      endDate: item.end_date,
      time: item.time,
      timeZone: item.time_zone ?? deps.config.defaultTimeZone,
      sequence: item.sequence,
      modifiedAt: item.modified_at ?? feed.published_at,
    })),
    applications: applications.map((application) => ({
      id: application.id,
      company: application.company,
      position: application.position,
      stage: application.stage,
      nextStep: application.next_step,
      nextStepDate: application.next_step_date!,
      // Versions start at 1, SEQUENCE at 0.
      sequence: application.version - 1,
      modifiedAt: application.updated_at,
    })),
    ownItems: ownItems.map((item) => ({
      id: item.id,
      kind: item.kind,
      title: item.title,
      date: item.date,
      time: item.time,
      timeZone: item.time_zone,
      course: item.course_id === null ? null : (courseNames.get(item.course_id) ?? null),
      sequence: item.version - 1,
      modifiedAt: item.updated_at,
    })),
  });
}

/**
 * Rendered feeds by dashboard, kept while their ETag holds, so a full answer costs about what a 304
 * does. Bounded: the least recently asked feed goes first.
 */
export class FeedCache {
  private readonly feeds = new Map<number, { etag: string; body: string }>();

  constructor(private readonly capacity = 500) {}

  async get(feed: LiveFeed, etag: string, render: () => Promise<string>): Promise<string> {
    const kept = this.feeds.get(feed.id);
    this.feeds.delete(feed.id);
    const body = kept?.etag === etag ? kept.body : await render();
    this.feeds.set(feed.id, { etag, body });
    if (this.feeds.size > this.capacity) this.feeds.delete(this.feeds.keys().next().value!);
    return body;
  }
}
