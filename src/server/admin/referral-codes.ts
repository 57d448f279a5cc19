import { formatUsd } from '../../shared/pricing.js';
import { forUpdate, type DB } from '../db/connection.js';
import { DomainError } from '../errors.js';
import { PAID_STATUSES, recordOrderEvent } from '../purchases/orders.js';
import { codesWithRewards, rewardFigures } from '../referral-rewards.js';

/** Every code, staff's and buyers' own, with its owner and its referred friends, rewards earned, paid out and owed. */
export async function listReferralCodes(db: DB) {
  const rows = await codesWithRewards(db).orderBy('referral_codes.active', 'desc').orderBy('referral_codes.code').execute();
  return rows.map((row) => ({
    code: row.code.toUpperCase(),
    active: row.active === 1,
    note: row.note,
    createdAt: row.created_at,
    /** A buyer's own code names its owner and the order that earned it; null on staff codes. */
    owner: row.owner_email ? { name: row.owner_name, email: row.owner_email, orderId: row.owner_order_id } : null,
    ...rewardFigures(row),
  }));
}

/** The orders paid with a code, refunded ones included (they earn nothing). */
export async function referralRedemptions(db: DB, code: string) {
  const rows = await db
    .selectFrom('orders')
    .select(['id', 'name', 'email', 'product', 'amount_cents', 'status', 'paid_at'])
    .where('referral_code', '=', code)
    .where('status', 'in', [...PAID_STATUSES, 'refunded'])
    .orderBy('paid_at', 'desc')
    .execute();
  return rows.map((row) => ({ orderId: row.id, name: row.name, email: row.email, product: row.product, amountCents: row.amount_cents, status: row.status, paidAt: row.paid_at }));
}

export async function addReferralCode(db: DB, code: string, note: string): Promise<{ message: string }> {
  const inserted = await db
    .insertInto('referral_codes')
    .values({ code, active: 1, note: note || null })
    .onConflict((conflict) => conflict.column('code').doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) throw new DomainError('CONFLICT', `${code.toUpperCase()} exists already; activate it in the list instead.`);
  return { message: `${code.toUpperCase()} is active: buyers can use it from now on.` };
}

export async function setReferralCodeActive(db: DB, code: string, active: boolean): Promise<{ message: string }> {
  const updated = await db.updateTable('referral_codes').set({ active: active ? 1 : 0 }).where('code', '=', code).executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) throw new DomainError('NOT_FOUND', `There is no referral code ${code.toUpperCase()}.`);
  return { message: active ? `${code.toUpperCase()} is active again.` : `${code.toUpperCase()} is deactivated: new purchases can no longer use it.` };
}

/** Staff record a reward paid out to a code's owner: never more than is owed, so a second click records nothing. */
export async function recordReferralPayout(db: DB, actor: string, payout: { code: string; amountCents: number; note: string }, now = new Date()): Promise<{ message: string }> {
  const shown = payout.code.toUpperCase();
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    // Held until this payout commits: a second click at the same moment then sees it in what is owed.
    await forUpdate(trx, trx.selectFrom('referral_codes').select('code').where('code', '=', payout.code)).execute();
    const row = await codesWithRewards(trx).where('referral_codes.code', '=', payout.code).executeTakeFirst();
    if (!row) throw new DomainError('NOT_FOUND', `There is no referral code ${shown}.`);
    const { owedCents } = rewardFigures(row);
    if (payout.amountCents > owedCents) {
      throw new DomainError('CONFLICT', owedCents > 0 ? `Only ${formatUsd(owedCents)} is owed for ${shown}; nothing was recorded.` : `Nothing is owed for ${shown} now; nothing was recorded.`);
    }
    await trx.insertInto('referral_payouts').values({ code: payout.code, amount_cents: payout.amountCents, note: payout.note || null, paid_by: actor, paid_at: at }).execute();
    if (row.owner_order_id) await recordOrderEvent(trx, row.owner_order_id, 'referral_reward_paid', `${formatUsd(payout.amountCents)} referral reward for ${shown} paid out`, { actor, at });
  });
  return { message: `Recorded ${formatUsd(payout.amountCents)} paid out for ${shown}.` };
}

export async function referralPayouts(db: DB, code: string) {
  const rows = await db.selectFrom('referral_payouts').selectAll().where('code', '=', code).orderBy('paid_at', 'desc').orderBy('id', 'desc').execute();
  return rows.map((row) => ({ id: row.id, amountCents: row.amount_cents, note: row.note, paidBy: row.paid_by, paidAt: row.paid_at }));
}
