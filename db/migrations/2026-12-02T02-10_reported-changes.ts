import { sql, type Kysely } from 'kysely';
import { idColumn } from './portable.js';

// Frozen in time: never import app code here. Portable SQL only: the app writes every timestamp.
export async function up(db: Kysely<any>): Promise<void> {
  // A student's "Report a change" on a published item: the date (and time) their course now gives it,
  // and a note. 'open' until staff publish again ('resolved') or dismiss it with a reason ('dismissed').
  await db.schema
    .createTable('reported_changes')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('dashboard_id', 'integer', (c) => c.notNull().references('dashboards.id').onDelete('cascade'))
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id'))
    // The item's lasting id (calendar_items.id), as on dashboard_items.
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('time', 'text')
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('reported_at', 'text', (c) => c.notNull())
    .addColumn('decided_at', 'text')
    .addColumn('decided_by', 'text')
    .addColumn('dismiss_reason', 'text')
    .execute();
  // One open report per item: reporting again replaces what is still being checked.
  await db.schema.createIndex('reported_changes_open_item').on('reported_changes').columns(['dashboard_id', 'item_id']).unique().where(sql.ref('status'), '=', 'open').execute();
  // The order list counts open reports per order.
  await db.schema.createIndex('reported_changes_order_status').on('reported_changes').columns(['order_id', 'status']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('reported_changes').execute();
}
