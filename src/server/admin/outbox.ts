import type { z } from 'zod';
import type { AppDeps } from '../deps.js';
import type { DB } from '../db/connection.js';
import { openedBody } from '../emails/outbox.js';
import { DomainError } from '../errors.js';
import type { emailListInput } from './inputs.js';
import { contains, PAGE_SIZE } from './orders.js';

/** Every email Syl has queued, newest first, searched by recipient or subject. */
export async function listEmails(db: DB, input: z.output<typeof emailListInput>) {
  let query = db.selectFrom('emails');
  if (input.search) query = query.where((eb) => eb.or([contains('to_address', input.search), contains('subject', input.search)]));
  if (input.status) query = query.where('status', '=', input.status);
  const { total } = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await query
    .select(['id', 'to_address', 'subject', 'purpose', 'status', 'attempts', 'last_error', 'order_id', 'created_at', 'sent_at', 'next_attempt_at'])
    .orderBy('id', 'desc')
    .limit(PAGE_SIZE)
    .offset((input.page - 1) * PAGE_SIZE)
    .execute();
  return { total: Number(total), page: input.page, pageSize: PAGE_SIZE, emails: rows.map(toSummary) };
}

async function findEmail(db: DB, emailId: number) {
  const row = await db.selectFrom('emails').selectAll().where('id', '=', emailId).executeTakeFirst();
  if (!row) throw new DomainError('NOT_FOUND', `There is no email ${emailId}.`);
  return row;
}

/** One email as the student gets it: a sealed private link is opened for staff to see. */
export async function getEmail(deps: Pick<AppDeps, 'db' | 'sealer'>, emailId: number) {
  const row = await findEmail(deps.db, emailId);
  let text: string;
  try {
    text = openedBody(row.text_body, row.sealed_link, deps.sealer);
  } catch (error) {
    text = `${row.text_body}\n\n[${(error as Error).message}]`;
  }
  return { ...toSummary(row), text, html: row.html_body, dedupeKey: row.dedupe_key };
}

/** Puts an email back in the queue for the background sender, with a fresh count of attempts. */
export async function resendEmail(db: DB, emailId: number, now = new Date()): Promise<{ message: string }> {
  const email = toSummary(await findEmail(db, emailId));
  await db
    .updateTable('emails')
    .set({ status: 'queued', attempts: 0, last_error: null, next_attempt_at: now.toISOString() })
    .where('id', '=', emailId)
    .execute();
  return { message: `Queued again: "${email.subject}" to ${email.to} goes out within a few seconds.` };
}

type EmailRow = {
  id: number;
  to_address: string;
  subject: string;
  purpose: string;
  status: 'queued' | 'sent' | 'kept' | 'failed';
  attempts: number;
  last_error: string | null;
  order_id: string | null;
  created_at: string;
  sent_at: string | null;
  next_attempt_at: string;
};

function toSummary(row: EmailRow) {
  return {
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    purpose: row.purpose,
    status: row.status,
    attempts: row.attempts,
    lastError: row.last_error,
    orderId: row.order_id,
    createdAt: row.created_at,
    sentAt: row.sent_at,
    nextAttemptAt: row.status === 'queued' ? row.next_attempt_at : null,
  };
}
