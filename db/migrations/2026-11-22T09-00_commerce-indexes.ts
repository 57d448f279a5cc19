import type { Kysely } from 'kysely';

// Frozen in time: never import app code here.
export async function up(db: Kysely<any>): Promise<void> {
  // One essay per paid essay-review order; essays without an order stay allowed.
  await db.schema.createIndex('essays_order_unique').on('essays').column('order_id').unique().execute();
  await db.schema.createIndex('local_payment_intents_order').on('local_payment_intents').column('order_id').execute();
  await db.schema.createIndex('uploads_draft').on('uploads').column('draft_id').execute();
  await db.schema.createIndex('orders_pending_attempt').on('orders').columns(['visitor_id', 'status', 'product', 'email']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const index of ['orders_pending_attempt', 'uploads_draft', 'local_payment_intents_order', 'essays_order_unique']) {
    await db.schema.dropIndex(index).execute();
  }
}
