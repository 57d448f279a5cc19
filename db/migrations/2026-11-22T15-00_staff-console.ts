import type { Kysely } from 'kysely';
import { nowDefault } from './portable.js';

// Frozen in time: never import app code here.
export async function up(db: Kysely<any>): Promise<void> {
  const now = nowDefault(db);
  // What staff delivered for an order: the link to the student's dashboard they pasted.
  await db.schema
    .createTable('deliveries')
    .addColumn('order_id', 'text', (c) => c.primaryKey().references('orders.id').onDelete('cascade'))
    .addColumn('dashboard_url', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  // The retention purge looks for live files that are due.
  await db.schema.createIndex('uploads_live_due').on('uploads').columns(['deleted_at', 'delete_after']).execute();
  // Referral redemptions and the console's order list read orders by code and newest first.
  await db.schema.createIndex('orders_referral_code').on('orders').column('referral_code').execute();
  await db.schema.createIndex('orders_created').on('orders').column('created_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const index of ['orders_created', 'orders_referral_code', 'uploads_live_due']) await db.schema.dropIndex(index).execute();
  await db.schema.dropTable('deliveries').execute();
}
