import type { FastifyBaseLogger } from 'fastify';
import type { DB } from '../db/connection.js';
import type { Mailer } from './mailer.js';
import { startRepeatingJob, type RepeatingJob } from '../jobs.js';
import { SEALED_LINK, type Sealer } from '../secrets.js';

export interface EmailToQueue {
  /** Unique per purpose, e.g. "order-confirmation:<order id>": queueing it again does nothing. */
  dedupeKey: string;
  to: string;
  subject: string;
  text: string;
  purpose: string;
  orderId?: string | null;
  /** A private link sealed with `Sealer.seal`; `text` holds SEALED_LINK where it goes. */
  sealedLink?: string;
  /** Extra mail headers, such as List-Unsubscribe on reminders. */
  headers?: Record<string, string>;
}

export const MAX_ATTEMPTS = 8;
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 60 * 60_000;

/**
 * Puts an email in the outbox, inside the caller's transaction when given one. Returns false when an
 * email with the same dedupe key exists already: the same email is never queued, so never sent, twice.
 */
export async function queueEmail(db: DB, email: EmailToQueue): Promise<boolean> {
  const result = await db
    .insertInto('emails')
    .values({
      dedupe_key: email.dedupeKey,
      to_address: email.to,
      subject: email.subject,
      text_body: email.text,
      html_body: null,
      purpose: email.purpose,
      order_id: email.orderId ?? null,
      sealed_link: email.sealedLink ?? null,
      headers: email.headers ? JSON.stringify(email.headers) : null,
      status: 'queued',
      attempts: 0,
      next_attempt_at: new Date().toISOString(),
    })
    .onConflict((conflict) => conflict.column('dedupe_key').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Sends every email that is due; a failure is retried later with exponential backoff. Returns how many went out. */
/** What delivering needs: the outbox table, the mailer, and the key that opens sealed links. */
export interface OutboxDeps {
  db: DB;
  mailer: Mailer;
  sealer: Sealer;
}

export async function deliverDueEmails({ db, mailer, sealer }: OutboxDeps, now = new Date()): Promise<number> {
  const due = await db
    .selectFrom('emails')
    .select(['id', 'to_address', 'subject', 'text_body', 'html_body', 'purpose', 'attempts', 'sealed_link', 'headers'])
    .where('status', '=', 'queued')
    .where('next_attempt_at', '<=', now.toISOString())
    .orderBy('id')
    .limit(20)
    .execute();
  let delivered = 0;
  for (const email of due) {
    const attempts = email.attempts + 1;
    try {
      const status = await mailer.deliver({
        id: email.id,
        to: email.to_address,
        subject: email.subject,
        text: openedBody(email.text_body, email.sealed_link, sealer),
        html: email.html_body,
        purpose: email.purpose,
        headers: email.headers ? (JSON.parse(email.headers) as Record<string, string>) : null,
      });
      await db.updateTable('emails').set({ status, attempts, last_error: null, sent_at: new Date().toISOString() }).where('id', '=', email.id).execute();
      delivered++;
    } catch (error) {
      const retryIn = Math.min(FIRST_RETRY_MS * 2 ** (attempts - 1), LONGEST_RETRY_MS);
      await db
        .updateTable('emails')
        .set({
          status: attempts >= MAX_ATTEMPTS ? 'failed' : 'queued',
          attempts,
          last_error: error instanceof Error ? error.message.slice(0, 1000) : String(error),
          next_attempt_at: new Date(now.getTime() + retryIn).toISOString(),
        })
        .where('id', '=', email.id)
        .execute();
    }
  }
  return delivered;
}

/** The body with its private link put back; a link sealed under another key says so instead. */
export function openedBody(text: string, sealedLink: string | null, sealer: Sealer): string {
  if (sealedLink === null) return text;
  let link: string;
  try {
    link = sealer.unseal(sealedLink);
  } catch {
    throw new Error('The private link in this email was sealed with another COOKIE_SECRET; send the student a new link.');
  }
  return text.replaceAll(SEALED_LINK, link);
}

/** Delivers the outbox in the background, every few seconds, one batch at a time. */
export function startOutboxWorker(outbox: OutboxDeps, log: FastifyBaseLogger, intervalMs = 2000): RepeatingJob {
  return startRepeatingJob(
    () => deliverDueEmails(outbox).then(() => undefined),
    (error) => log.error({ err: error }, 'outbox delivery failed'),
    intervalMs,
  );
}
