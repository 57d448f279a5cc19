import type { FastifyBaseLogger } from 'fastify';
import type { DB } from '../db/connection.js';
import type { Mailer } from './mailer.js';
import { startRepeatingJob, type RepeatingJob } from '../jobs.js';

export interface EmailToQueue {
  /** Unique per purpose, e.g. "order-confirmation:<order id>": queueing it again does nothing. */
  dedupeKey: string;
  to: string;
  subject: string;
  text: string;
  purpose: string;
  orderId?: string | null;
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
      status: 'queued',
      attempts: 0,
      next_attempt_at: new Date().toISOString(),
    })
    .onConflict((conflict) => conflict.column('dedupe_key').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Sends every email that is due; a failure is retried later with exponential backoff. Returns how many went out. */
export async function deliverDueEmails(db: DB, mailer: Mailer, now = new Date()): Promise<number> {
  const due = await db
    .selectFrom('emails')
    .select(['id', 'to_address', 'subject', 'text_body', 'html_body', 'purpose', 'attempts'])
    .where('status', '=', 'queued')
    .where('next_attempt_at', '<=', now.toISOString())
    .orderBy('id')
    .limit(20)
    .execute();
  let delivered = 0;
  for (const email of due) {
    const attempts = email.attempts + 1;
    try {
      const status = await mailer.deliver({ id: email.id, to: email.to_address, subject: email.subject, text: email.text_body, html: email.html_body, purpose: email.purpose });
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

/** Delivers the outbox in the background, every few seconds, one batch at a time. */
export function startOutboxWorker(db: DB, mailer: Mailer, log: FastifyBaseLogger, intervalMs = 2000): RepeatingJob {
  return startRepeatingJob(
    () => deliverDueEmails(db, mailer).then(() => undefined),
    (error) => log.error({ err: error }, 'outbox delivery failed'),
    intervalMs,
  );
}
