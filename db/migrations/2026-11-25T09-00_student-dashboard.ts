import { sql, type Kysely } from 'kysely';

// Frozen in time: never import app code here. Portable SQL only: the app writes every timestamp.
export async function up(db: Kysely<any>): Promise<void> {
  // The zone a course meets in (IANA name); timed items are placed in it. Null: the server's default.
  await db.schema.alterTable('courses').addColumn('time_zone', 'text').execute();

  // What the calendar feed needs of each published item: its zone, and how often and when it changed.
  await db.schema.alterTable('dashboard_items').addColumn('time_zone', 'text').execute();
  await db.schema.alterTable('dashboard_items').addColumn('sequence', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('dashboard_items').addColumn('modified_at', 'text').execute();
  await sql`update dashboard_items set modified_at = (select published_at from dashboards where dashboards.id = dashboard_items.dashboard_id)`.execute(db);

  // The calendar feed's own private link, separate from the dashboard's (calendar apps keep it).
  // Null until the dashboard is first opened or published after this migration.
  await db.schema.alterTable('dashboards').addColumn('feed_token_hash', 'text').execute();
  await db.schema.alterTable('dashboards').addColumn('feed_token_sealed', 'text').execute();
  await db.schema.alterTable('dashboards').addColumn('feed_issued_at', 'text').execute();
  await db.schema.createIndex('dashboards_feed_token').unique().on('dashboards').column('feed_token_hash').execute();

  // The student's to-do status of each item, kept across republishing (item ids never change).
  await db.schema
    .createTable('todo_statuses')
    .addColumn('dashboard_id', 'integer', (c) => c.notNull().references('dashboards.id').onDelete('cascade'))
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    // When it was last marked Done (null while not done): the on-time rate compares it with the due date.
    .addColumn('done_at', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('todo_statuses_pk', ['dashboard_id', 'item_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('todo_statuses').execute();
  await db.schema.dropIndex('dashboards_feed_token').execute();
  for (const column of ['feed_issued_at', 'feed_token_sealed', 'feed_token_hash']) await db.schema.alterTable('dashboards').dropColumn(column).execute();
  for (const column of ['modified_at', 'sequence', 'time_zone']) await db.schema.alterTable('dashboard_items').dropColumn(column).execute();
  await db.schema.alterTable('courses').dropColumn('time_zone').execute();
}
