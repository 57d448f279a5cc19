import type { Kysely } from 'kysely';
import { idColumn } from './portable.js';

// Frozen in time: never import app code here. Portable SQL only: the app writes every timestamp.
export async function up(db: Kysely<any>): Promise<void> {
  // Raised with every change the student makes (applications), so the calendar feed's ETag changes with them.
  await db.schema.alterTable('dashboards').addColumn('student_revision', 'integer', (c) => c.notNull().defaultTo(0)).execute();

  // The student's internship tracker: their own applications, kept when deleted so undo can restore them.
  await db.schema
    .createTable('applications')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('dashboard_id', 'integer', (c) => c.notNull().references('dashboards.id').onDelete('cascade'))
    .addColumn('company', 'text', (c) => c.notNull())
    // The job applied for; where the card sits in its column is stage_position.
    .addColumn('position', 'text', (c) => c.notNull())
    .addColumn('stage', 'text', (c) => c.notNull())
    .addColumn('priority', 'text', (c) => c.notNull())
    .addColumn('location', 'text', (c) => c.notNull())
    .addColumn('applied_on', 'text')
    .addColumn('salary', 'text', (c) => c.notNull())
    .addColumn('next_step', 'text', (c) => c.notNull())
    .addColumn('next_step_date', 'text')
    .addColumn('notes', 'text', (c) => c.notNull())
    // 1: a row of the career guide's tracker template, which the student can clear.
    .addColumn('example', 'integer', (c) => c.notNull())
    .addColumn('stage_position', 'integer', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'text')
    .execute();
  await db.schema.createIndex('applications_dashboard').on('applications').column('dashboard_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('applications').execute();
  await db.schema.alterTable('dashboards').dropColumn('student_revision').execute();
}
