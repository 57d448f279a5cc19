import type { Kysely } from 'kysely';
import { idColumn, nowDefault, realType } from './portable.js';

// Frozen in time: never import app code here; later changes get their own migration.
export async function up(db: Kysely<any>): Promise<void> {
  const now = nowDefault(db);

  await db.schema
    .createTable('drafts')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('visitor_id', 'text', (c) => c.notNull())
    .addColumn('flow', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('university', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('upload_choice', 'text')
    .addColumn('newsletter', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('referral_code', 'text')
    .addColumn('career_guide', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('files_data', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('step', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('drafts_visitor_flow', ['visitor_id', 'flow'])
    .execute();
  await db.schema.createIndex('drafts_email').on('drafts').column('email').execute();

  await db.schema
    .createTable('leads')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('visitor_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('leads_email').on('leads').column('email').execute();

  await db.schema
    .createTable('orders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('visitor_id', 'text', (c) => c.notNull())
    .addColumn('product', 'text', (c) => c.notNull())
    .addColumn('variant', 'text', (c) => c.notNull())
    .addColumn('career_guide', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('referral_code', 'text')
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('usd'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('university', 'text')
    .addColumn('phone', 'text')
    .addColumn('upload_choice', 'text')
    .addColumn('newsletter', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('gateway', 'text', (c) => c.notNull())
    .addColumn('payment_intent_id', 'text', (c) => c.unique())
    .addColumn('upload_token', 'text', (c) => c.unique())
    .addColumn('delivered_at', 'text')
    .addColumn('paid_at', 'text')
    .addColumn('refunded_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('orders_email').on('orders').column('email').execute();
  await db.schema.createIndex('orders_visitor').on('orders').column('visitor_id').execute();
  await db.schema.createIndex('orders_status').on('orders').columns(['status', 'created_at']).execute();

  await db.schema
    .createTable('order_events')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('order_events_order').on('order_events').column('order_id').execute();

  await db.schema
    .createTable('local_payment_intents')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('client_secret', 'text', (c) => c.notNull().unique())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('last_error', 'text')
    .addColumn('refunded_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('uploads')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('stored_name', 'text', (c) => c.notNull().unique())
    .addColumn('original_name', 'text', (c) => c.notNull())
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('draft_id', 'integer', (c) => c.references('drafts.id').onDelete('set null'))
    .addColumn('lead_id', 'integer', (c) => c.references('leads.id').onDelete('set null'))
    .addColumn('order_id', 'text', (c) => c.references('orders.id').onDelete('set null'))
    .addColumn('delete_after', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('uploads_order').on('uploads').column('order_id').execute();

  await db.schema
    .createTable('essays')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('order_id', 'text', (c) => c.references('orders.id').onDelete('set null'))
    .addColumn('visitor_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('essay', 'text', (c) => c.notNull())
    .addColumn('prompt_type', 'text', (c) => c.notNull())
    .addColumn('essay_prompt', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('additional_info', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('referral_code', 'text')
    .addColumn('word_count', 'integer', (c) => c.notNull())
    .addColumn('feedback', 'text')
    .addColumn('feedback_sent_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('emails')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('dedupe_key', 'text', (c) => c.notNull().unique())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text')
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text', (c) => c.references('orders.id').onDelete('set null'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('queued'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('next_attempt_at', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('sent_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('emails_due').on('emails').columns(['status', 'next_attempt_at']).execute();

  await db.schema
    .createTable('events')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('visitor_id', 'text')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('url', 'text')
    .addColumn('value', realType(db))
    .addColumn('data', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('events_kind_time').on('events').columns(['kind', 'created_at']).execute();

  await db.schema
    .createTable('referral_codes')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('note', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db
    .insertInto('referral_codes')
    .values(['fall2025', 'meta2025', 'gtmsa', 'ugascs', 'redcrossuga', 'bduga'].map((code) => ({ code, active: 1 })))
    .execute();

  await db.schema
    .createTable('webhook_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['webhook_events', 'referral_codes', 'events', 'emails', 'essays', 'uploads', 'local_payment_intents', 'order_events', 'orders', 'leads', 'drafts']) {
    await db.schema.dropTable(table).execute();
  }
}
