import type { Kysely } from 'kysely';

// Frozen in time: never import app code here.
export async function up(db: Kysely<any>): Promise<void> {
  // No query can use it (every email lookup compares lower(email)), and every autosave paid for keeping it.
  await db.schema.dropIndex('drafts_email').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('drafts_email').on('drafts').column('email').execute();
}
