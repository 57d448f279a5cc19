import crypto from 'node:crypto';
import { dashboardVariant, formatUsd, quote } from '../shared/pricing.js';
import { ESSAY_PREVIEW_LENGTH } from '../shared/limits.js';
import type { NotifyPaymentPageInput, NotifyPurchaseFields } from '../shared/schemas/commerce.js';
import type { AppDeps } from './deps.js';
import type { DB } from './db/connection.js';
import { draftFields, draftFlow, upsertDraft } from './drafts.js';
import { staffLeadEmail, type LeadSummary } from './emails/messages.js';
import { queueEmail } from './emails/outbox.js';
import { linkDraftUploads } from './purchases/fulfilment.js';
import { PAID_STATUSES } from './purchases/orders.js';
import { findReferralCode } from './referrals.js';
import { deleteAfter, discardFiles, uploadColumns, type StoredFile } from './uploads/storage.js';

/**
 * Lead notifications: the purchase and essay pages report a visitor reaching the payment step. Each
 * is stored and mailed to staff, who follow up on those that never pay; sending the same details
 * again stores a new lead but mails staff only once.
 */
async function recordLead(db: DB, visitorId: string, lead: Omit<LeadSummary, 'id'> & { payload: object }, config: AppDeps['config']): Promise<number> {
  const payload = JSON.stringify(lead.payload);
  const { id } = await db
    .insertInto('leads')
    .values({ visitor_id: visitorId, kind: lead.kind, email: lead.email, name: lead.name, payload })
    .returning('id')
    .executeTakeFirstOrThrow();
  const email = staffLeadEmail({ ...lead, id }, config);
  const sameDetails = crypto.createHash('sha256').update(`${visitorId}\n${lead.kind}\n${payload}`).digest('base64url');
  await queueEmail(db, { ...email, dedupeKey: `staff-lead:${sameDetails}` });
  return id;
}

/** notify-payment-page: an essay lead, with the first 200 characters of the essay as its preview. */
export async function recordEssayLead(deps: AppDeps, visitorId: string, input: NotifyPaymentPageInput): Promise<{ message: string }> {
  const essay_preview = input.essay_content.slice(0, ESSAY_PREVIEW_LENGTH);
  const referralCode = await findReferralCode(deps.db, input.referral_code);
  await recordLead(
    deps.db,
    visitorId,
    {
      kind: 'essay',
      name: input.customer_name,
      email: input.customer_email,
      details: [
        ['Prompt type', input.prompt_type],
        ['Prompt', input.essay_prompt || '(none)'],
        ['Referral code', referralCode?.toUpperCase() ?? input.referral_code ?? 'none'],
        ['Additional information', input.additional_info || '(none)'],
        ['Essay preview', essay_preview],
      ],
      payload: { ...input, essay_preview },
    },
    deps.config,
  );
  return { message: 'Thanks! We have your details.' };
}

/**
 * notify-purchase-page: a purchase lead with its syllabi. The form becomes the visitor's draft, and
 * the files (already checked and stored) replace the draft's earlier ones; they join the order when
 * it is paid, or at once when a payment made while they were uploading is already through.
 * `receivedAt` is when the request began.
 */
export async function recordPurchaseLead(
  deps: AppDeps,
  visitorId: string,
  fields: NotifyPurchaseFields,
  files: StoredFile[],
  receivedAt = new Date(),
): Promise<{ message: string }> {
  const { db, config } = deps;
  const flow = draftFlow(fields);
  const referralCode = await findReferralCode(db, fields.referral_code);
  const variant = dashboardVariant(fields);
  const price = quote({ product: 'dashboard', variant, careerGuide: fields.career_guide, validReferral: referralCode !== null }).totalCents;
  const filesData = files.map((file) => ({ name: file.originalName, size: file.sizeBytes, type: file.mimeType }));
  let superseded: string[] = [];
  // An autosave sent before this submission must not land after it and undo step 2.
  await deps.drafts.settled();
  try {
    superseded = await db.transaction().execute(async (trx) => {
      const { customer_name, customer_email, source: _source, offer: _offer, file_count: _count, ...form } = fields;
      const draft = draftFields({ ...form, name: customer_name, email: customer_email, files_data: filesData, step: 2 });
      const draftId = await upsertDraft(trx, visitorId, flow, draft);
      const earlier = await trx.selectFrom('uploads').select(['id', 'stored_name']).where('draft_id', '=', draftId).where('order_id', 'is', null).execute();
      if (earlier.length) await trx.deleteFrom('uploads').where('id', 'in', earlier.map((row) => row.id)).execute();

      const leadId = await recordLead(
        trx,
        visitorId,
        {
          kind: 'purchase',
          name: fields.customer_name,
          email: fields.customer_email,
          details: [
            ['University', fields.university],
            ['Phone', fields.phone],
            ['Price', `${formatUsd(price)} (${variant}${fields.career_guide ? ', with career guide' : ''})`],
            ['Referral code', referralCode?.toUpperCase() ?? fields.referral_code ?? 'none'],
            ['Upload choice', fields.upload_choice ?? 'not chosen'],
            ['Newsletter', fields.newsletter ? 'yes' : 'no'],
            ['Files', filesData.length ? filesData.map((file) => `${file.name} (${(file.size / 1048576).toFixed(2)} MB)`).join(', ') : 'none'],
          ],
          payload: { ...fields, files: filesData },
        },
        config,
      );
      const delete_after = deleteAfter(config.retentionDays);
      for (const file of files) {
        await trx
          .insertInto('uploads')
          .values({ ...uploadColumns(file), draft_id: draftId, lead_id: leadId, delete_after })
          .execute();
      }
      await joinOrderPaidWhileUploading(trx, visitorId, fields.customer_email, flow, receivedAt);
      return earlier.map((row) => row.stored_name);
    });
  } catch (error) {
    await discardFiles(config.uploadsDir, files.map((file) => file.storedName));
    throw error;
  }
  await discardFiles(config.uploadsDir, superseded);
  deps.extractionQueued.notify();
  return { message: files.length ? `Thanks! We received ${files.length} ${files.length === 1 ? 'file' : 'files'}.` : 'Thanks! We have your details.' };
}

/**
 * The checkout creates its order right after the form is sent, so an order created after this request
 * began and already paid is the one these files were meant for.
 */
async function joinOrderPaidWhileUploading(db: DB, visitorId: string, email: string, flow: 'general' | 'campus', receivedAt: Date): Promise<void> {
  const order = await db
    .selectFrom('orders')
    .selectAll()
    .where('visitor_id', '=', visitorId)
    .where('email', '=', email)
    .where('product', '=', 'dashboard')
    .where('variant', flow === 'campus' ? '=' : '!=', 'campus')
    .where('status', 'in', PAID_STATUSES)
    .where('created_at', '>=', receivedAt.toISOString())
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  if (order) await linkDraftUploads(db, order);
}
