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
type DraftRow = DraftFields & Pick<Draft, 'visitor_id' | 'flow' | 'updated_at'>;

const REPLACED_COLUMNS = ['name', 'email', 'university', 'phone', 'upload_choice', 'newsletter', 'referral_code', 'career_guide', 'files_data', 'step', 'updated_at'] as const satisfies readonly (keyof DraftRow)[];

/**
 * Creates each draft, or replaces every field of the visitor's existing draft of that flow; with
 * `unlessNewer`, not a draft saved later than this row was (an autosave that reached another instance
 * later, or the purchase lead, must not be undone by an earlier save committed after it).
 */
const upsertDrafts = (db: DB, rows: DraftRow[], unlessNewer = false) =>
  db
    .insertInto('drafts')
    .values(rows)
    .onConflict((conflict) => {
      const replace = conflict.columns(['visitor_id', 'flow']).doUpdateSet((eb) => Object.fromEntries(REPLACED_COLUMNS.map((column) => [column, eb.ref(`excluded.${column}`)])));
      return unlessNewer ? replace.whereRef('drafts.updated_at', '<=', 'excluded.updated_at') : replace;
    });

/** Creates or replaces the visitor's draft of one flow and returns its id. */
export async function upsertDraft(db: DB, visitorId: string, flow: Flow, fields: DraftFields): Promise<number> {
  const row = await upsertDrafts(db, [{ visitor_id: visitorId, flow, ...fields, updated_at: new Date().toISOString() }])
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

interface PendingDraft {
  row: DraftRow;
  waiters: { resolve: () => void; reject: (error: unknown) => void }[];
}

/** SQLite allows 32,766 bound values per statement; a draft row binds 13. */
const MAX_ROWS_PER_COMMIT = 500;

/**
 * Autosave's writer. Every visitor typing in the purchase form saves every 2 s, so at busy times the
 * saves are committed together (group commit): all that arrive in one turn of the event loop go in
 * one statement, and each caller resolves once its row is on disk. A later save of the same draft in
 * the same turn replaces the earlier one, as it would have a moment later anyway.
 */
export class DraftWriter {
  readonly #db: DB;
  /** Saves waiting for the next commit; while any wait, that commit is already scheduled. */
  #pending = new Map<string, PendingDraft>();
  /** The latest commit; each waits for the one before, so drafts are written in the order saved. */
  #lastCommit: Promise<void> = Promise.resolve();

  constructor(db: DB) {
    this.#db = db;
  }

  save(visitorId: string, flow: Flow, fields: DraftFields): Promise<void> {
    return new Promise((resolve, reject) => {
      const key = `${flow}:${visitorId}`;
      const row = { visitor_id: visitorId, flow, ...fields, updated_at: new Date().toISOString() };
      const commitScheduled = this.#pending.size > 0;
      const pending = this.#pending.get(key) ?? { row, waiters: [] };
      pending.row = row;
      pending.waiters.push({ resolve, reject });
      this.#pending.set(key, pending);
      if (commitScheduled) return;
      const nextTurn = new Promise<void>((done) => setImmediate(done));
      this.#lastCommit = Promise.all([this.#lastCommit, nextTurn]).then(() => this.#commit());
    });
  }

  /** Resolves once every save made so far is committed (other writers of drafts wait for it). */
  settled(): Promise<void> {
    return this.#lastCommit;
  }

  async #commit(): Promise<void> {
    const batch = [...this.#pending.values()];
    this.#pending = new Map();
    for (let start = 0; start < batch.length; start += MAX_ROWS_PER_COMMIT) {
      await this.#commitRows(batch.slice(start, start + MAX_ROWS_PER_COMMIT));
    }
  }

  async #commitRows(batch: PendingDraft[]): Promise<void> {
    try {
      await upsertDrafts(this.#db, batch.map((pending) => pending.row), true).execute();
      for (const { waiters } of batch) for (const waiter of waiters) waiter.resolve();
    } catch (error) {
      // One bad row must not fail its neighbours: retry each alone, so only its own callers see the error.
      if (batch.length > 1) {
        for (const pending of batch) await this.#commitRows([pending]);
        return;
      }
      for (const waiter of batch[0]!.waiters) waiter.reject(error);
    }
  }
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
export async function savePartialPurchase(drafts: DraftWriter, visitorId: string, input: SavePartialPurchaseInput): Promise<{ message: string }> {
  const { source: _source, offer: _offer, ...form } = input;
  await drafts.save(visitorId, draftFlow(input), draftFields(form));
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
