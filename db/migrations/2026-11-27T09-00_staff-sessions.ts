import type { Kysely } from 'kysely';

// Frozen in time: never import app code here. Portable SQL only: the app writes every timestamp.
export async function up(db: Kysely<any>): Promise<void> {
  // One row per open staff session, so any instance can end it for good (sign-out, disabling the
  // account, a new password). Keyed by the SHA-256 of the cookie's token; secret_tag ties it to the
  // password it was opened with. A day's sign-ins at most (the purge removes expired rows): no other index.
  await db.schema
    .createTable('staff_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('secret_tag', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('staff_sessions').execute();
}
