import type { AppDeps } from '../deps.js';
import type { DB } from '../db/connection.js';
import { queueEmail } from '../emails/outbox.js';
import { DomainError } from '../errors.js';
import { PAID_STATUSES, recordOrderEvent } from '../purchases/orders.js';
import { DELIVERY_PROMISE_MS } from './due.js';
import { essayFeedbackEmail } from './emails.js';
import { findOrder } from './orders.js';

/** Paid essay reviews, newest first, with everything the reviewer reads and what they sent back. */
export async function listEssays(db: DB) {
  const rows = await db
    .selectFrom('essays')
    .innerJoin('orders', 'orders.id', 'essays.order_id')
    .select([
      'essays.id',
      'essays.order_id',
      'orders.status as order_status',
      'orders.paid_at',
      'essays.name',
      'essays.email',
      'essays.prompt_type',
      'essays.essay_prompt',
      'essays.additional_info',
      'essays.essay',
      'essays.word_count',
      'essays.referral_code',
      'essays.feedback',
      'essays.feedback_sent_at',
      'essays.created_at',
    ])
    .where('orders.status', 'in', [...PAID_STATUSES, 'refunded'])
    .orderBy('essays.created_at', 'desc')
    .limit(200)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    orderId: row.order_id,
    orderStatus: row.order_status,
    name: row.name,
    email: row.email,
    promptType: row.prompt_type,
    essayPrompt: row.essay_prompt,
    additionalInfo: row.additional_info,
    essay: row.essay,
    wordCount: row.word_count,
    referralCode: row.referral_code?.toUpperCase() ?? null,
    submittedAt: row.created_at,
    feedback: row.feedback,
    feedbackSentAt: row.feedback_sent_at,
    dueAt: row.paid_at && !row.feedback_sent_at ? new Date(new Date(row.paid_at).getTime() + DELIVERY_PROMISE_MS).toISOString() : null,
  }));
}

/** Records the reviewer's feedback, emails it to the student and marks the review delivered; once per essay. */
export async function sendEssayFeedback(deps: AppDeps, essayId: number, feedback: string, now = new Date()): Promise<{ message: string }> {
  const essay = await deps.db.selectFrom('essays').select(['id', 'order_id', 'feedback_sent_at']).where('id', '=', essayId).executeTakeFirst();
  if (!essay?.order_id) throw new DomainError('NOT_FOUND', 'There is no paid essay with this id.');
  const order = await findOrder(deps.db, essay.order_id);
  if (order.status !== 'paid') throw new DomainError('CONFLICT', `Feedback can be sent for a paid review only; this one is ${order.status}.`);
  const at = now.toISOString();
  await deps.db.transaction().execute(async (trx) => {
    const recorded = await trx
      .updateTable('essays')
      .set({ feedback, feedback_sent_at: at })
      .where('id', '=', essayId)
      .where('feedback_sent_at', 'is', null)
      .executeTakeFirst();
    if (Number(recorded.numUpdatedRows) === 0) throw new DomainError('CONFLICT', 'Feedback on this essay has already been sent.');
    await trx.updateTable('orders').set({ status: 'delivered', delivered_at: at, updated_at: at }).where('id', '=', order.id).where('status', '=', 'paid').execute();
    await recordOrderEvent(trx, order.id, 'delivered', 'Essay feedback sent');
    await queueEmail(trx, essayFeedbackEmail(order, feedback, deps.config));
  });
  return { message: `Feedback sent to ${order.email}.` };
}
