import type { EssaySubmissionInput, NotifyPaymentPageInput } from '../shared/schemas/commerce.js';
import type { DB } from './db/connection.js';
import type { EssaysTable } from './db/schema.js';
import { DomainError } from './errors.js';
import { PAID_STATUSES, type Order } from './purchases/orders.js';
import { findReferralCode } from './referrals.js';

export const countWords = (text: string) => text.split(/\s+/).filter(Boolean).length;

type EssayFields = Pick<EssaysTable, 'name' | 'email' | 'essay' | 'prompt_type' | 'essay_prompt' | 'additional_info' | 'referral_code'>;

/**
 * essay-submissions: the essay of a paid review. It belongs to the calling visitor's most recent paid
 * essay-review order for that email (one essay per order); sending it again replaces the text until
 * feedback has been sent. Without a paid order nothing is stored.
 */
export async function submitEssay(db: DB, visitorId: string, input: EssaySubmissionInput): Promise<{ message: string }> {
  const order = await db
    .selectFrom('orders')
    .select(['id'])
    .where('visitor_id', '=', visitorId)
    .where('email', '=', input.email)
    .where('product', '=', 'essay_review')
    .where('status', 'in', PAID_STATUSES)
    .orderBy('paid_at', 'desc')
    .executeTakeFirst();
  if (!order) throw new DomainError('PAYMENT_FAILED', 'We could not find a paid essay review for this email. Please complete the payment first.');
  const fields: EssayFields = {
    name: input.name,
    email: input.email,
    essay: input.essay,
    prompt_type: input.promptType,
    essay_prompt: input.essayPrompt,
    additional_info: input.additionalInfo,
    referral_code: await findReferralCode(db, input.referralCode),
  };
  await db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('essays').select(['id', 'feedback_sent_at']).where('order_id', '=', order.id).executeTakeFirst();
    if (existing?.feedback_sent_at) throw new DomainError('CONFLICT', 'Feedback on this essay has already been sent. To have another essay reviewed, start a new order.');
    if (existing) await trx.updateTable('essays').set({ ...fields, word_count: countWords(fields.essay) }).where('id', '=', existing.id).execute();
    else await insertEssay(trx, order.id, visitorId, fields);
  });
  return { message: 'Your essay has been submitted. Your feedback arrives by email within 24 hours.' };
}

/**
 * A paid essay order gets its essay from the visitor's last essay lead (notify-payment-page), so the
 * reviewer has it even if the browser never sends essay-submissions after paying.
 */
export async function attachEssayFromLead(db: DB, order: Order): Promise<void> {
  const existing = await db.selectFrom('essays').select('id').where('order_id', '=', order.id).executeTakeFirst();
  if (existing) return;
  const lead = await db
    .selectFrom('leads')
    .select('payload')
    .where('visitor_id', '=', order.visitor_id)
    .where('kind', '=', 'essay')
    .where('email', '=', order.email)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!lead) return;
  const essay = JSON.parse(lead.payload) as NotifyPaymentPageInput;
  await insertEssay(db, order.id, order.visitor_id, {
    name: essay.customer_name,
    email: essay.customer_email,
    essay: essay.essay_content,
    prompt_type: essay.prompt_type,
    essay_prompt: essay.essay_prompt,
    additional_info: essay.additional_info,
    referral_code: order.referral_code,
  });
}

async function insertEssay(db: DB, orderId: string, visitorId: string, fields: EssayFields): Promise<void> {
  await db
    .insertInto('essays')
    .values({ ...fields, order_id: orderId, visitor_id: visitorId, word_count: countWords(fields.essay) })
    .execute();
}
