import { sql, type Kysely } from 'kysely';
import { idColumn, realType } from './portable.js';

// Frozen in time: never import app code here. Portable SQL only: the app writes every timestamp.
export async function up(db: Kysely<any>): Promise<void> {
  // Named staff accounts beside ADMIN_PASSWORD (which stays the account "admin").
  await db.schema
    .createTable('staff_accounts')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('display_name', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('disabled_at', 'text')
    .execute();

  // An order's courses: the name extraction read, and what staff set for the student to see.
  await db.schema
    .createTable('courses')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('display_name', 'text')
    .addColumn('colour', 'text')
    // A spelling merged into another course: new items read under this name go to that one.
    .addColumn('merged_into', 'integer', (c) => c.references('courses.id').onDelete('set null'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('courses_order_name', ['order_id', 'name'])
    .execute();

  // The items staff review: what extraction found, corrected, or added by hand. Ids never change.
  await db.schema
    .createTable('calendar_items')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('syllabus_id', 'integer', (c) => c.references('syllabi.id').onDelete('set null'))
    .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id'))
    .addColumn('origin', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text')
    .addColumn('time', 'text')
    .addColumn('confidence', realType(db), (c) => c.notNull())
    .addColumn('flags', 'text', (c) => c.notNull())
    .addColumn('source_page', 'integer')
    .addColumn('source_text', 'text')
    .addColumn('confirmed_at', 'text')
    .addColumn('confirmed_by', 'text')
    .addColumn('deleted_at', 'text')
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('calendar_items_order').on('calendar_items').columns(['order_id', 'date']).execute();
  await db.schema.createIndex('calendar_items_syllabus').on('calendar_items').column('syllabus_id').execute();

  // Results read before this migration become reviewable items, one course per course name.
  await sql`insert into courses (order_id, name, version, created_at, updated_at)
    select distinct order_id, coalesce(course, original_name), 1, updated_at, updated_at from syllabi where status = 'done'`.execute(db);
  await sql`insert into calendar_items (order_id, syllabus_id, course_id, origin, title, type, date, end_date, time, confidence, flags,
      source_page, source_text, version, created_at, updated_at)
    select s.order_id, s.id, c.id, 'engine', i.title, i.type, i.date, i.end_date, i.time, i.confidence, i.flags, i.source_page, i.source_text, 1,
      i.created_at, i.created_at
    from syllabus_items i join syllabi s on s.id = i.syllabus_id
      join courses c on c.order_id = s.order_id and c.name = coalesce(s.course, s.original_name)`.execute(db);
  await db.schema.dropTable('syllabus_items').execute();

  // The student's dashboard: its link is stored as a hash (lookup) and sealed with the server's key
  // (so staff can open it), so the database alone holds no working link.
  await db.schema
    .createTable('dashboards')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('order_id', 'text', (c) => c.notNull().unique().references('orders.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('token_sealed', 'text', (c) => c.notNull())
    .addColumn('term', 'text')
    .addColumn('publications', 'integer', (c) => c.notNull())
    .addColumn('published_at', 'text', (c) => c.notNull())
    .addColumn('published_by', 'text', (c) => c.notNull())
    .addColumn('link_issued_at', 'text', (c) => c.notNull())
    .execute();

  // What the student sees: the confirmed items as last published, keyed by the item's lasting id.
  await db.schema
    .createTable('dashboard_items')
    .addColumn('dashboard_id', 'integer', (c) => c.notNull().references('dashboards.id').onDelete('cascade'))
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('course_id', 'integer', (c) => c.notNull())
    .addColumn('course_name', 'text', (c) => c.notNull())
    .addColumn('course_colour', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text')
    .addColumn('time', 'text')
    .addPrimaryKeyConstraint('dashboard_items_pk', ['dashboard_id', 'item_id'])
    .execute();

  // The delivery is now the dashboard itself; pasted links are history in order_events.
  await db.schema.dropTable('deliveries').execute();

  // Who changed what, and what undoing a review change puts back.
  await db.schema.alterTable('order_events').addColumn('actor', 'text').execute();
  await db.schema.alterTable('order_events').addColumn('revert', 'text').execute();
  await db.schema.alterTable('order_events').addColumn('undone_at', 'text').execute();

  // A private link in an email is kept sealed; the body holds a placeholder until it is sent.
  await db.schema.alterTable('emails').addColumn('sealed_link', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('emails').dropColumn('sealed_link').execute();
  for (const column of ['undone_at', 'revert', 'actor']) await db.schema.alterTable('order_events').dropColumn(column).execute();
  await db.schema
    .createTable('deliveries')
    .addColumn('order_id', 'text', (c) => c.primaryKey().references('orders.id').onDelete('cascade'))
    .addColumn('dashboard_url', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
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
  await sql`insert into syllabus_items (syllabus_id, date, end_date, time, type, title, confidence, flags, source_page, source_text, created_at)
    select syllabus_id, date, end_date, time, type, title, confidence, flags, coalesce(source_page, 1), coalesce(source_text, ''), created_at
    from calendar_items where syllabus_id is not null and origin = 'engine'`.execute(db);
  for (const table of ['dashboard_items', 'dashboards', 'calendar_items', 'courses', 'staff_accounts']) await db.schema.dropTable(table).execute();
}
