import { REFERRAL_REWARD_CENTS } from '../shared/pricing.js';
import { splitName } from '../shared/profile.js';
import type { AppDeps } from './deps.js';
import type { DB } from './db/connection.js';
import { siteUrl } from './emails/messages.js';
import { DomainError } from './errors.js';
import { PAID_STATUSES } from './purchases/orders.js';

/**
 * Referral rewards: every buyer gets their own code, made from their name, and earns $10 for each
 * friend who pays with it and keeps the purchase (staff record what they paid out: admin/referral-codes.ts).
 */

/** Letters that Unicode does not decompose into a base letter and an accent. */
const FOLDS: Record<string, string> = { ß: 'ss', æ: 'ae', ø: 'o', œ: 'oe', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i' };

/** Lower-case ASCII letters of a piece of a name: accents folded ("Zoë" → "zoe"), anything else dropped. */
export function asciiLetters(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[ßæøœłđðþı]/g, (letter) => FOLDS[letter]!)
    .replace(/[^a-z]/g, '');
}

const MIN_LETTERS = 3;
/** Keeps a code short enough to say aloud, and within the console's 40 characters once numbered. */
const MAX_LETTERS = 20;

/** What a name's codes are made of: the codes tried first, and the stem numbered after them. Every candidate starts with the stem. */
function codePlan(fullName: string): { first: string[]; stem: string } {
  const { firstName, lastName } = splitName(fullName);
  const first = asciiLetters(firstName).slice(0, MAX_LETTERS);
  const full = (first + asciiLetters(lastName)).slice(0, MAX_LETTERS);
  if (first.length >= MIN_LETTERS) return { first: full === first || full.length === 0 ? [first] : [first, full], stem: first };
  if (first && full.length >= MIN_LETTERS) return { first: [full], stem: full };
  // Too short or no Latin letters at all: "syl" in front keeps it readable ("Jo" → "syljo").
  return { first: [`syl${first}`], stem: `syl${first}` };
}

/** The prefix every code `ownReferralCode` could choose for this name starts with, to look up the taken ones. */
export const referralCodeStem = (fullName: string) => codePlan(fullName).stem;

/**
 * A buyer's own code (lower case): their first name; if that is taken, first and last name; then the
 * first name numbered from 2. `taken` holds the codes that exist, lower case.
 */
export function ownReferralCode(fullName: string, taken: ReadonlySet<string>): string {
  const plan = codePlan(fullName);
  const free = plan.first.find((code) => !taken.has(code));
  if (free) return free;
  for (let n = 2; ; n++) if (!taken.has(`${plan.stem}${n}`)) return `${plan.stem}${n}`;
}

/**
 * The code of the order's buyer, made the first time (one per email: a second order reuses it).
 * Two first opens at once both answer the code that was stored.
 */
export async function ensureOwnReferralCode(db: DB, orderId: string): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    const order = await db
      .selectFrom('orders')
      .leftJoin('referral_codes', 'referral_codes.owner_email', 'orders.email')
      .select(['orders.name', 'orders.email', 'referral_codes.code'])
      .where('orders.id', '=', orderId)
      .executeTakeFirstOrThrow();
    if (order.code) return order.code;
    const stem = referralCodeStem(order.name);
    const taken = await db.selectFrom('referral_codes').select('code').where('code', 'like', `${stem}%`).execute();
    const code = ownReferralCode(order.name, new Set(taken.map((row) => row.code)));
    const inserted = await db
      .insertInto('referral_codes')
      .values({ code, active: 1, note: null, owner_email: order.email, owner_order_id: orderId })
      .onConflict((conflict) => conflict.doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) return code;
    // Taken meanwhile (the same code, or this email's code by a concurrent open): look again.
    if (attempt === 3) throw new DomainError('CONFLICT', 'Your referral code could not be made just now. Reload the page to try again.');
  }
}

/** Every code with its owner and its reward figures, for the console and the owner's dashboard. */
export function codesWithRewards(db: DB) {
  return db
    .selectFrom('referral_codes')
    .leftJoin('orders as owner', 'owner.id', 'referral_codes.owner_order_id')
    .select(['referral_codes.code', 'referral_codes.active', 'referral_codes.note', 'referral_codes.created_at', 'referral_codes.owner_email', 'referral_codes.owner_order_id', 'owner.name as owner_name'])
    .select((eb) =>
      eb
        .selectFrom('orders')
        .whereRef('orders.referral_code', '=', 'referral_codes.code')
        .where('orders.status', 'in', PAID_STATUSES)
        // The owner's own orders never earn; the check and the payment already refuse their code, this holds whatever the data.
        .where((where) => where.or([where('referral_codes.owner_email', 'is', null), where(where.fn('lower', ['orders.email']), '!=', where.ref('referral_codes.owner_email'))]))
        .select((sub) => sub.fn.count<number>(sub.fn('lower', ['orders.email'])).distinct().as('n'))
        .as('friends'),
    )
    .select((eb) =>
      eb
        .selectFrom('referral_payouts')
        .whereRef('referral_payouts.code', '=', 'referral_codes.code')
        .select((sub) => sub.fn.sum<number>('referral_payouts.amount_cents').as('cents'))
        .as('paid_out'),
    );
}

/** A refunded order counts for nothing, so its reward is withdrawn; what was paid out before stays, and owed can go below zero. */
export function rewardFigures(row: { friends: number | null; paid_out: number | null }) {
  const friends = Number(row.friends ?? 0);
  const earnedCents = friends * REFERRAL_REWARD_CENTS;
  const paidOutCents = Number(row.paid_out ?? 0);
  return { friends, earnedCents, paidOutCents, owedCents: earnedCents - paidOutCents };
}

/** What the buyer's dashboard shows: their code, the link to share, and what it earned. Only this dashboard's owner's code. */
export async function dashboardReferral(deps: Pick<AppDeps, 'db' | 'config'>, orderId: string) {
  const code = await ensureOwnReferralCode(deps.db, orderId);
  const row = await codesWithRewards(deps.db).where('referral_codes.code', '=', code).executeTakeFirstOrThrow();
  const { friends, earnedCents, paidOutCents } = rewardFigures(row);
  const shown = code.toUpperCase();
  return { code: shown, active: row.active === 1, shareUrl: `${siteUrl(deps.config)}/purchase?ref=${shown}`, friends, earnedCents, paidOutCents };
}
