import type { Kysely } from 'kysely';

// Frozen in time: never import app code here. Portable SQL only: the app writes every timestamp.
export async function up(db: Kysely<any>): Promise<void> {
  // The outbox sender's claim on an email it is delivering: another instance takes the email over
  // once lease_until has passed, and only the holder of claim_token may record how it went.
  await db.schema.alterTable('emails').addColumn('lease_until', 'text').execute();
  await db.schema.alterTable('emails').addColumn('claim_token', 'text').execute();

  // Counters every instance shares for the limits that guard something (lost-link emails, staff
  // sign-in): one row per key, counting hits since window_start.
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('window_start', 'text', (c) => c.notNull())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('rate_limits').execute();
  await db.schema.alterTable('emails').dropColumn('claim_token').execute();
  await db.schema.alterTable('emails').dropColumn('lease_until').execute();
}
