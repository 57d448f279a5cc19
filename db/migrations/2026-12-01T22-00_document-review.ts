import type { Kysely } from 'kysely';
import { idColumn } from './portable.js';

// Frozen in time: never import app code here. Portable SQL only: the app writes every timestamp.
export async function up(db: Kysely<any>): Promise<void> {
  // A syllabus's text in reading order, for the console's document view; deleted with the file.
  await db.schema
    .createTable('syllabus_lines')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('syllabus_id', 'integer', (c) => c.notNull().references('syllabi.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('page', 'integer', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    // JSON array of a table row's cells, or null.
    .addColumn('cells', 'text')
    // 'text', 'heading', 'row' or 'header' (a table's header row).
    .addColumn('kind', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('syllabus_lines_syllabus').on('syllabus_lines').columns(['syllabus_id', 'position']).execute();

  // Every dated line that became no item has a fate: 'check' (a person decides) or 'aside' (with its
  // reason); decided_by names the staff member who decided, null when the engine set it aside.
  await db.schema.alterTable('syllabus_unplaced').addColumn('fate', 'text', (c) => c.notNull().defaultTo('check')).execute();
  await db.schema.alterTable('syllabus_unplaced').addColumn('dates', 'text').execute();
  await db.schema.alterTable('syllabus_unplaced').addColumn('decided_by', 'text').execute();
  await db.schema.alterTable('syllabus_unplaced').addColumn('decided_at', 'text').execute();
  // Why the course the engine read may be the wrong one.
  await db.schema.alterTable('syllabi').addColumn('course_doubt', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('syllabi').dropColumn('course_doubt').execute();
  for (const column of ['decided_at', 'decided_by', 'dates', 'fate']) await db.schema.alterTable('syllabus_unplaced').dropColumn(column).execute();
  await db.schema.dropTable('syllabus_lines').execute();
}
