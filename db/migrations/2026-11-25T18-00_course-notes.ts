import type { Kysely } from 'kysely';

// Frozen in time: never import app code here. Portable SQL only: the app writes every timestamp.
export async function up(db: Kysely<any>): Promise<void> {
  // The student's own Markdown note per course of their dashboard; version guards saves from two devices.
  await db.schema
    .createTable('course_notes')
    .addColumn('dashboard_id', 'integer', (c) => c.notNull().references('dashboards.id').onDelete('cascade'))
    .addColumn('course_id', 'integer', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('course_notes_pk', ['dashboard_id', 'course_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('course_notes').execute();
}
