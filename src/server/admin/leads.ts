import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { DB } from '../db/connection.js';
import type { Product } from '../db/schema.js';
import { countWords } from '../essays.js';
import { PAID_STATUSES } from '../purchases/orders.js';

/**
 * Leads: people who typed their details into a purchase or essay form (autosaved drafts) or reached
 * the payment step (lead notifications) and never paid for that product. One entry per email and
 * product, newest first, showing what they typed last, so staff can follow up.
 */

export interface Lead {
  email: string;
  name: string;
  product: Product;
  /** 'payment': they pressed Continue to Payment; 'form': they only filled in the form. */
  stage: 'payment' | 'form';
  lastSeenAt: string;
  /** How many saves and notifications this person left. */
  records: number;
  details: [string, string][];
}

const MAX_LEADS = 200;
const paidOrRefunded = [...PAID_STATUSES, 'refunded' as const];

/** No order for this email and product was ever paid (a refunded one counts as paid: that person bought). */
const neverPaid = (email: RawBuilder<unknown>, product: RawBuilder<unknown>) =>
  sql<SqlBool>`not exists (select 1 from orders where orders.status in (${sql.join(paidOrRefunded)}) and lower(orders.email) = lower(trim(${email})) and orders.product = ${product})`;

type Payload = Record<string, unknown>;

export async function listLeads(db: DB): Promise<Lead[]> {
  const [notifications, drafts] = await Promise.all([
    db
      .selectFrom('leads')
      .select(['kind', 'email', 'name', 'payload', 'created_at'])
      .where(neverPaid(sql.ref('leads.email'), sql`case when leads.kind = 'essay' then 'essay_review' else 'dashboard' end`))
      .orderBy('created_at', 'desc')
      .limit(1000)
      .execute(),
    db
      .selectFrom('drafts')
      .selectAll()
      .where('email', '!=', '')
      .where(neverPaid(sql.ref('drafts.email'), sql`'dashboard'`))
      .orderBy('updated_at', 'desc')
      .limit(1000)
      .execute(),
  ]);

  const byPerson = new Map<string, Lead>();
  const add = (candidate: Lead) => {
    const key = `${candidate.email.trim().toLowerCase()}|${candidate.product}`;
    const known = byPerson.get(key);
    if (!known) return void byPerson.set(key, candidate);
    known.records += 1;
    if (candidate.stage === 'payment') known.stage = 'payment';
    // The newest record speaks for the person; the inputs arrive newest first within each source.
    if (candidate.lastSeenAt > known.lastSeenAt) byPerson.set(key, { ...candidate, stage: known.stage, records: known.records });
  };
  for (const lead of notifications) {
    const payload = parse(lead.payload);
    const product = lead.kind === 'essay' ? 'essay_review' : 'dashboard';
    add({ email: lead.email, name: lead.name, product, stage: 'payment', lastSeenAt: lead.created_at, records: 1, details: lead.kind === 'essay' ? essayDetails(payload) : purchaseDetails(payload) });
  }
  for (const draft of drafts) {
    add({
      email: draft.email.trim(),
      name: draft.name,
      product: 'dashboard',
      stage: 'form',
      lastSeenAt: draft.updated_at,
      records: 1,
      details: purchaseDetails({ ...draft, files: parseJson(draft.files_data), source: draft.flow === 'campus' ? 'campus' : '' }),
    });
  }
  return [...byPerson.values()].sort((a, b) => b.lastSeenAt.localeCompare(a.lastSeenAt)).slice(0, MAX_LEADS);
}

function purchaseDetails(form: Payload): [string, string][] {
  const files = Array.isArray(form.files) ? form.files.map((file) => text((file as Payload).name)).filter(Boolean) : [];
  return [
    ['University', text(form.university)],
    ['Phone', text(form.phone)],
    ['Upload choice', text(form.upload_choice) || 'not chosen'],
    ['Referral code', text(form.referral_code).toUpperCase() || 'none'],
    ['Career guide', yesNo(form.career_guide)],
    ['Newsletter', yesNo(form.newsletter)],
    ['Page', text(form.source) === 'campus' ? 'Campus purchase' : text(form.offer) === 'fall' ? 'Fall offer' : 'Purchase'],
    ['Files', files.length ? files.join(', ') : 'none'],
  ];
}

function essayDetails(form: Payload): [string, string][] {
  const essay = text(form.essay_content);
  return [
    ['Prompt type', text(form.prompt_type)],
    ['Prompt', text(form.essay_prompt) || '(none)'],
    ['Words', String(countWords(essay))],
    ['Essay preview', text(form.essay_preview) || essay.slice(0, 200)],
    ['Additional information', text(form.additional_info) || '(none)'],
    ['Referral code', text(form.referral_code).toUpperCase() || 'none'],
  ];
}

const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const yesNo = (value: unknown) => (value === true || value === 1 || value === 'true' ? 'yes' : 'no');

function parseJson(json: string): unknown {
  try {
    return JSON.parse(json);
  } catch {
    return null;
  }
}

const parse = (json: string): Payload => {
  const value = parseJson(json);
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Payload) : {};
};
