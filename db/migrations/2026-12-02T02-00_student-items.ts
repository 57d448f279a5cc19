import type { Kysely } from 'kysely';
import { idColumn } from './portable.js';

// Frozen in time: never import app code here. Portable SQL only: the app writes every timestamp.
export async function up(db: Kysely<any>): Promise<void> {
  // The student's own tasks and events, kept apart from the published items, which a republish replaces.
  await db.schema
    .createTable('student_items')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('dashboard_id', 'integer', (c) => c.notNull().references('dashboards.id').onDelete('cascade'))
    // 'task' or 'event'.
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    // HH:MM in time_zone, or null: all day.
    .addColumn('time', 'text')
    .addColumn('time_zone', 'text', (c) => c.notNull())
    // A course of the dashboard's (a course id of its published items), or null. No foreign key: a
    // republish may drop the course, and the item stays, shown without it.
    .addColumn('course_id', 'integer')
    // The to-do status, as todo_statuses keeps it for published items.
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('done_at', 'text')
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('student_items_dashboard').on('student_items').columns(['dashboard_id', 'date']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('student_items').execute();
}
