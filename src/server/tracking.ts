import type { DB } from './db/connection.js';
import type { TrackingEvent } from '../shared/schemas/tracking.js';

export interface TrackingContext {
  visitorId: string | null;
  /** The visitor sent Do-Not-Track or Global Privacy Control: keep personal data out. */
  doNotTrack: boolean;
}

/** Stores one tracking record. Personal data is dropped when the visitor opted out. */
export async function recordEvent(db: DB, who: TrackingContext, event: TrackingEvent): Promise<void> {
  const data: Record<string, unknown> = {};
  if ('user' in event && event.user && !who.doNotTrack) data.user = event.user;
  if (event.kind === 'click' && event.target) data.target = event.target;
  await db
    .insertInto('events')
    .values({
      visitor_id: who.doNotTrack ? null : who.visitorId,
      kind: event.kind,
      name: event.name,
      url: redactUrl(event.url, who.doNotTrack),
      value: event.kind === 'conversion' ? event.value : null,
      data: Object.keys(data).length ? JSON.stringify(data) : null,
    })
    .execute();
}

/**
 * A private upload link is a secret, so its token is never stored. Query strings can carry emails
 * (/payment/success?email=…): they are dropped for opted-out visitors.
 */
function redactUrl(url: string, doNotTrack: boolean): string {
  const withoutToken = url.replace(/\/upload\/[^/?#]+/, '/upload/…');
  return doNotTrack ? withoutToken.split('?')[0]! : withoutToken;
}
