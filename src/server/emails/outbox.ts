import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Updateable } from 'kysely';
import { forClaim, leaseUntil } from '../claims.js';
import type { DB } from '../db/connection.js';
import type { EmailsTable } from '../db/schema.js';
import type { Mailer } from './mailer.js';
import { logJobFailure, startRepeatingJob, type RepeatingJob } from '../jobs.js';
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

/** What delivering needs: the outbox table, the mailer, and the key that opens sealed links. */
export interface OutboxDeps {
  db: DB;
  mailer: Mailer;
  sealer: Sealer;
}

const BATCH = 20;
/**
 * How long a sender holds an email it claimed. Longer than a delivery may take (the mailer gives up
 * after DELIVERY_LIMIT_MS), so no other instance takes an email over while it is being sent.
 */
export const EMAIL_LEASE_MS = 5 * 60_000;

/**
 * Sends the emails that are due, up to a batch, one claim at a time; a failure is retried later with
 * exponential backoff. Returns how many went out. Stops between emails once `signal` aborts.
 *
 * Several instances share the outbox: each email is claimed (a lease and a claim token, in one
 * transaction; skipped by the others while locked), delivered, then recorded under its token. An
 * instance that dies holding one leaves it to another once the lease ends: an email the SMTP server
 * had accepted just before may then go out twice (its Message-ID stays the same, so receiving servers
 * can drop the copy); the .eml outbox rewrites the same file.
 */
export async function deliverDueEmails({ db, mailer, sealer }: OutboxDeps, at?: Date, signal?: AbortSignal): Promise<number> {
  let delivered = 0;
  for (let count = 0; count < BATCH && !signal?.aborted; count++) {
    // Each claim is timed when it is made (or at the time a test gives): a lease counts from then.
    const now = at ?? new Date();
    const email = await claimEmail(db, now);
    if (!email) break;
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
        createdAt: email.created_at,
      });
      await recordOutcome(db, email, { status, attempts, last_error: null, sent_at: new Date().toISOString() });
      delivered++;
    } catch (error) {
      const retryIn = Math.min(FIRST_RETRY_MS * 2 ** (attempts - 1), LONGEST_RETRY_MS);
      await recordOutcome(db, email, {
        status: attempts >= MAX_ATTEMPTS ? 'failed' : 'queued',
        attempts,
        last_error: error instanceof Error ? error.message.slice(0, 1000) : String(error),
        next_attempt_at: new Date(now.getTime() + retryIn).toISOString(),
      });
    }
  }
  return delivered;
}

/** Leases the oldest due email that no live sender holds. */
function claimEmail(db: DB, now: Date) {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const due = trx
      .selectFrom('emails')
      .select(['id', 'to_address', 'subject', 'text_body', 'html_body', 'purpose', 'attempts', 'sealed_link', 'headers', 'created_at'])
      .where('status', '=', 'queued')
      .where('next_attempt_at', '<=', at)
      .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', at)]))
      .orderBy('id')
      .limit(1);
    const email = await forClaim(trx, due).executeTakeFirst();
    if (!email) return undefined;
    const claim = { ...email, token: crypto.randomUUID() };
    await trx.updateTable('emails').set({ lease_until: leaseUntil(now, EMAIL_LEASE_MS), claim_token: claim.token }).where('id', '=', email.id).execute();
    return claim;
  });
}

/** Ends the claim with how the delivery went; nothing, if another sender took the email over meanwhile. */
async function recordOutcome(db: DB, email: { id: number; token: string }, outcome: Updateable<EmailsTable>): Promise<void> {
  await db
    .updateTable('emails')
    .set({ ...outcome, lease_until: null, claim_token: null })
    .where('id', '=', email.id)
    .where('claim_token', '=', email.token)
    .execute();
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

/**
 * Delivers the outbox in the background, one batch at a time: batch after batch while whole batches go
 * out (a Sunday evening's reminders), else every few seconds. A batch with a failure waits the interval.
 */
export function startOutboxWorker(outbox: OutboxDeps, log: FastifyBaseLogger, intervalMs = 2000): RepeatingJob {
  return startRepeatingJob(
    async (signal) => {
      while ((await deliverDueEmails(outbox, undefined, signal)) === BATCH && !signal.aborted);
    },
    logJobFailure(log, 'outbox delivery failed'),
    intervalMs,
  );
}
