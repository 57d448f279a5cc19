import type { Kysely } from 'kysely';
import { idColumn } from './portable.js';

// Frozen in time: never import app code here. Portable SQL only: the app writes every timestamp.
export async function up(db: Kysely<any>): Promise<void> {
  // Extra mail headers as JSON (List-Unsubscribe and List-Unsubscribe-Post on reminders).
  await db.schema.alterTable('emails').addColumn('headers', 'text').execute();

  // The student's reminder choices, one row per dashboard once they answer; the time zone is asked once.
  await db.schema
    .createTable('reminder_settings')
    .addColumn('dashboard_id', 'integer', (c) => c.primaryKey().references('dashboards.id').onDelete('cascade'))
    .addColumn('weekly', 'integer', (c) => c.notNull())
    .addColumn('exams', 'integer', (c) => c.notNull())
    .addColumn('time_zone', 'text', (c) => c.notNull())
    // When the student confirmed or chose the zone; null while it is only the university's default.
    .addColumn('time_zone_confirmed_at', 'text')
    // The one-click unsubscribe link's token: its SHA-256 to find the row, and a sealed copy to put in emails.
    .addColumn('unsubscribe_token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('unsubscribe_token_sealed', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  // Durable reminder jobs: each row is one email to send at due_at, at most once (key is unique).
  await db.schema
    .createTable('reminders')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('dashboard_id', 'integer', (c) => c.notNull().references('dashboards.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    // The exam a 3-day reminder is for; null for the weekly email.
    .addColumn('item_id', 'integer')
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('due_at', 'text', (c) => c.notNull())
    // A reminder missed past this moment (server down too long) is skipped rather than sent stale.
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('email_id', 'integer', (c) => c.references('emails.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('reminders_due').on('reminders').columns(['status', 'due_at']).execute();
  await db.schema.createIndex('reminders_dashboard').on('reminders').column('dashboard_id').execute();

  // A buyer's own referral code names its owner; staff codes have none.
  await db.schema.alterTable('referral_codes').addColumn('owner_email', 'text').execute();
  await db.schema.alterTable('referral_codes').addColumn('owner_order_id', 'text').execute();
  await db.schema.createIndex('referral_codes_owner').on('referral_codes').column('owner_email').unique().execute();

  // Rewards staff paid out to a code's owner, with the amount.
  await db.schema
    .createTable('referral_payouts')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('code', 'text', (c) => c.notNull().references('referral_codes.code'))
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('paid_by', 'text', (c) => c.notNull())
    .addColumn('paid_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('referral_payouts_code').on('referral_payouts').column('code').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('referral_payouts').execute();
  await db.schema.dropIndex('referral_codes_owner').execute();
  await db.schema.alterTable('referral_codes').dropColumn('owner_order_id').execute();
  await db.schema.alterTable('referral_codes').dropColumn('owner_email').execute();
  await db.schema.dropTable('reminders').execute();
  await db.schema.dropTable('reminder_settings').execute();
  await db.schema.alterTable('emails').dropColumn('headers').execute();
}
