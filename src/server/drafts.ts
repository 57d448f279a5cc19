import type { Selectable } from 'kysely';
import { dashboardVariant } from '../shared/pricing.js';
import { normalizeEmail } from '../shared/profile.js';
import type { SavePartialPurchaseInput } from '../shared/schemas/commerce.js';
import type { DB } from './db/connection.js';
import type { DraftsTable } from './db/schema.js';
import { DomainError } from './errors.js';

type Flow = DraftsTable['flow'];
type Draft = Selectable<DraftsTable>;

/** Drafts are kept per visitor and flow: the campus page has its own, the general and fall pages share one. */
export const draftFlow = (request: { source?: string | null }): Flow => (dashboardVariant(request) === 'campus' ? 'campus' : 'general');

export type DraftFields = Pick<Draft, 'name' | 'email' | 'university' | 'phone' | 'upload_choice' | 'newsletter' | 'referral_code' | 'career_guide' | 'files_data' | 'step'>;

/** Creates or replaces the visitor's draft of one flow and returns its id. */
export async function upsertDraft(db: DB, visitorId: string, flow: Flow, fields: DraftFields): Promise<number> {
  const updated_at = new Date().toISOString();
  const row = await db
    .insertInto('drafts')
    .values({ visitor_id: visitorId, flow, ...fields, updated_at })
    .onConflict((conflict) => conflict.columns(['visitor_id', 'flow']).doUpdateSet({ ...fields, updated_at }))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

type PurchaseForm = Omit<SavePartialPurchaseInput, 'source' | 'offer'>;

/** The draft row of a purchase form as the page sent it. */
export const draftFields = (form: PurchaseForm): DraftFields => ({
  ...form,
  newsletter: form.newsletter ? 1 : 0,
  career_guide: form.career_guide ? 1 : 0,
  files_data: JSON.stringify(form.files_data),
});

/** save-partial-purchase: the autosave of the purchase form, 2 s after the visitor stops typing. */
export async function savePartialPurchase(db: DB, visitorId: string, input: SavePartialPurchaseInput): Promise<{ message: string }> {
  const { source: _source, offer: _offer, ...form } = input;
  await upsertDraft(db, visitorId, draftFlow(input), draftFields(form));
  return { message: 'Your progress has been saved.' };
}

export interface PartialPurchase {
  name: string;
  email: string;
  university: string;
  phone: string;
  upload_choice: 'now' | 'later' | null;
  newsletter: boolean;
  referral_code: string | null;
  career_guide: boolean;
  files_data: unknown[];
  step: number;
  source: 'campus' | 'general';
  updated_at: string;
}

/** get-partial-purchase: the calling visitor's own draft for that email, never anyone else's. */
export async function getPartialPurchase(db: DB, visitorId: string, email: string): Promise<{ data: PartialPurchase }> {
  const draft = await db
    .selectFrom('drafts')
    .selectAll()
    .where('visitor_id', '=', visitorId)
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase()))
    .orderBy('updated_at', 'desc')
    .executeTakeFirst();
  if (!draft) throw new DomainError('NOT_FOUND', 'No saved purchase was found for this email.');
  return {
    data: {
      name: draft.name,
      email: draft.email,
      university: draft.university,
      phone: draft.phone,
      upload_choice: draft.upload_choice,
      newsletter: draft.newsletter === 1,
      referral_code: draft.referral_code,
      career_guide: draft.career_guide === 1,
      files_data: JSON.parse(draft.files_data) as unknown[],
      step: draft.step,
      source: draft.flow,
      updated_at: draft.updated_at,
    },
  };
}

/**
 * get-recent-partial-submission: the email the calling visitor last ordered with (else last typed in
 * a draft), so the payment-success page can complete the purchase when its link carries no email.
 */
export async function getRecentSubmission(db: DB, visitorId: string): Promise<{ submission: { email: string; name: string } }> {
  const order = await db
    .selectFrom('orders')
    .select(['email', 'name'])
    .where('visitor_id', '=', visitorId)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  if (order) return { submission: order };
  const drafts = await db.selectFrom('drafts').select(['email', 'name']).where('visitor_id', '=', visitorId).orderBy('updated_at', 'desc').execute();
  const draft = drafts.find((row) => normalizeEmail(row.email));
  if (!draft) throw new DomainError('NOT_FOUND', 'No recent submission was found.');
  return { submission: { email: normalizeEmail(draft.email), name: draft.name } };
}
