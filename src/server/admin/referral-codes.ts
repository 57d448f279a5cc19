import type { DB } from '../db/connection.js';
import { DomainError } from '../errors.js';
import { PAID_STATUSES } from '../purchases/orders.js';

/** The referrer earns $10 per referred friend: each distinct buyer who paid with the code and kept the purchase. */
export const REWARD_PER_FRIEND_CENTS = 1000;

export async function listReferralCodes(db: DB) {
  const rows = await db
    .selectFrom('referral_codes')
    .select(['code', 'active', 'note', 'created_at'])
    .select((eb) =>
      eb
        .selectFrom('orders')
        .whereRef('orders.referral_code', '=', 'referral_codes.code')
        .where('orders.status', 'in', PAID_STATUSES)
        .select((sub) => sub.fn.count<number>(sub.fn('lower', ['orders.email'])).distinct().as('n'))
        .as('friends'),
    )
    .orderBy('active', 'desc')
    .orderBy('code')
    .execute();
  return rows.map((row) => {
    const friends = Number(row.friends ?? 0);
    return { code: row.code.toUpperCase(), active: row.active === 1, note: row.note, createdAt: row.created_at, friends, rewardOwedCents: friends * REWARD_PER_FRIEND_CENTS };
  });
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
