import type { Kysely } from 'kysely';
import { idColumn, realType } from './portable.js';

// Frozen in time: never import app code here. Portable SQL only: the app writes every timestamp.
export async function up(db: Kysely<any>): Promise<void> {
  // What each stored file's bytes hash to, so one file version is extracted once per order.
  await db.schema.alterTable('uploads').addColumn('content_sha256', 'text').execute();

  // One syllabus of an order: a file (purchase form, upload link, staff) or text staff pasted.
  await db.schema
    .createTable('syllabi')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    // The file goes at retention; what was extracted from it stays.
    .addColumn('upload_id', 'integer', (c) => c.references('uploads.id').onDelete('set null'))
    .addColumn('origin', 'text', (c) => c.notNull())
    .addColumn('original_name', 'text', (c) => c.notNull())
    .addColumn('pasted_text', 'text')
    .addColumn('content_sha256', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('error', 'text')
    .addColumn('course', 'text')
    .addColumn('term', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('syllabi_order_content', ['order_id', 'content_sha256'])
    .execute();

  await db.schema
    .createTable('syllabus_items')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('syllabus_id', 'integer', (c) => c.notNull().references('syllabi.id').onDelete('cascade'))
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text')
    .addColumn('time', 'text')
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('confidence', realType(db), (c) => c.notNull())
    .addColumn('flags', 'text', (c) => c.notNull())
    .addColumn('source_page', 'integer', (c) => c.notNull())
    .addColumn('source_text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('syllabus_items_syllabus').on('syllabus_items').column('syllabus_id').execute();

  await db.schema
    .createTable('syllabus_unplaced')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('syllabus_id', 'integer', (c) => c.notNull().references('syllabi.id').onDelete('cascade'))
    .addColumn('page', 'integer', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('syllabus_unplaced_syllabus').on('syllabus_unplaced').column('syllabus_id').execute();

  // The durable queue: one job per syllabus; a lease that runs out hands a dead runner's job to another.
  await db.schema
    .createTable('extraction_jobs')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('syllabus_id', 'integer', (c) => c.notNull().unique().references('syllabi.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('lease_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('extraction_jobs_status').on('extraction_jobs').columns(['status', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['extraction_jobs', 'syllabus_unplaced', 'syllabus_items', 'syllabi']) await db.schema.dropTable(table).execute();
  await db.schema.alterTable('uploads').dropColumn('content_sha256').execute();
}
