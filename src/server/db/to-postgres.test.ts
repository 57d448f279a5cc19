import { describe, expect, it } from 'vitest';
import { orderFile, paidEssayOrder, staff } from '../admin/fixtures.js';
import { publishedDashboard } from '../dashboards/fixtures.js';
import type { AppDeps } from '../deps.js';
import { testCaller, testConfig, testDeps } from '../testing/harness.js';
import { openDatabase, type DB } from './connection.js';
import { copySqliteToPostgres, CopyRefused, tableMatches } from './to-postgres.js';

const rowCount = async (db: DB, table: string) => (await db.selectFrom(table as 'orders').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;

/** Rows in every table, through the app where it is quick, by hand for the rest. */
async function fillEveryTable(deps: AppDeps): Promise<void> {
  const { order, token, items } = await publishedDashboard(deps, { careerGuide: true });
  const student = testCaller(deps).dashboards;
  await student.setTodoStatus({ token, itemId: items[0]!.id, status: 'Done' });
  await student.notes.save({ token, courseId: items[0]!.courseId, text: '# Week 1\nRead **chapter 2**', baseVersion: 0 });
  await student.reminders.save({ token, weekly: true, exams: true, timeZone: 'America/Chicago' });
  await student.reportChange({ token, itemId: items[0]!.id, date: '2025-12-01', note: 'Moved in class' });
  await student.ownItems.add({ token, kind: 'event', title: 'Study group · room 204', date: '2025-09-18', time: '18:30', timeZone: 'America/Chicago', courseId: items[0]!.courseId });
  await orderFile(deps, order.id);
  await paidEssayOrder(deps);
  await staff(deps).staff.add({ username: 'dana', displayName: 'Dana Whitfield', password: 'a long enough password' });
  const at = new Date().toISOString();
  await deps.db.insertInto('drafts').values({ visitor_id: 'v1', flow: 'general', name: 'Émile Zoë', email: 'e@uni.edu', university: '', phone: '', upload_choice: null, newsletter: 1, referral_code: null, career_guide: 0, files_data: '[]', step: 2, updated_at: at }).execute();
  await deps.db.insertInto('events').values([
    { visitor_id: 'v1', kind: 'conversion', name: 'Purchase\0', url: '/purchase', value: 24.99, data: '{"a":1}' },
    { visitor_id: null, kind: 'page_view', name: 'Home Page', url: null, value: null, data: null },
  ]).execute();
  await deps.db.insertInto('webhook_events').values({ id: 'evt_1', type: 'payment_intent.succeeded' }).execute();
  await deps.db.insertInto('rate_limits').values({ key: 'lost-link:203.0.113.7', window_start: at, hits: 2 }).execute();
  await deps.db.insertInto('staff_sessions').values({ id: 'hash-of-a-token', username: 'dana', secret_tag: 'a-tag', expires_at: at }).execute();
  const { code } = await deps.db.selectFrom('referral_codes').select('code').where('owner_order_id', '=', order.id).executeTakeFirstOrThrow();
  await deps.db.insertInto('referral_payouts').values({ code, amount_cents: 1000, note: null, paid_by: 'admin', paid_at: at }).execute();
  // The text read from a syllabus goes on delivery; an order still in review keeps it.
  const syllabus = await deps.db.selectFrom('syllabi').select('id').executeTakeFirstOrThrow();
  await deps.db.insertInto('syllabus_lines').values({ syllabus_id: syllabus.id, position: 0, page: 1, text: 'Sep 12 | Homework 1 due', cells: '["Sep 12","Homework 1 due"]', kind: 'row' }).execute();
  await deps.db.insertInto('syllabus_unplaced').values({ syllabus_id: syllabus.id, page: 1, text: 'Sep 1 | Labor Day', reason: 'A holiday or a day without class.', fate: 'aside', dates: '["2025-09-01"]', decided_by: null, decided_at: null }).execute();
  // A course merged into one made after it: the copy must write the reference once both exist.
  const course = await deps.db.selectFrom('courses').select(['id', 'order_id']).executeTakeFirstOrThrow();
  const later = await deps.db.insertInto('courses').values({ order_id: course.order_id, name: 'CS1331', display_name: null, colour: null, merged_into: null, time_zone: null, version: 1, created_at: at, updated_at: at }).returning('id').executeTakeFirstOrThrow();
  await deps.db.updateTable('courses').set({ merged_into: later.id }).where('id', '=', course.id).execute();
}

describe.skipIf(!process.env.DATABASE_URL)('npm run migrate -- --to-postgres', () => {
  it('copies a SQLite database with rows in every table into an empty Postgres one, verified table by table, and ids go on from the copied ones', async () => {
    const source = await testDeps({ DATABASE_URL: '' });
    await fillEveryTable(source);
    const target = openDatabase(await testConfig());
    try {
      const checks = await copySqliteToPostgres(source.db, target);
      const tables = (await target.introspection.getTables()).map((table) => table.name).sort();
      expect(checks.map((check) => check.table).sort()).toEqual(tables);
      for (const check of checks) {
        expect(check.sqliteRows, check.table).toBeGreaterThan(0);
        expect(tableMatches(check), check.table).toBe(true);
        expect(await rowCount(target, check.table), check.table).toBe(check.sqliteRows);
      }
      // Postgres text cannot hold the NUL character: it is the one thing left out.
      const copied = await target.selectFrom('events').select(['name', 'value', 'data']).orderBy('id').execute();
      expect(copied).toEqual([{ name: 'Purchase', value: 24.99, data: '{"a":1}' }, { name: 'Home Page', value: null, data: null }]);

      const { id } = await target.insertInto('events').values({ visitor_id: null, kind: 'event', name: 'after the copy', url: null, value: null, data: null }).returning('id').executeTakeFirstOrThrow();
      expect(id).toBe(3);
      await expect(copySqliteToPostgres(source.db, target)).rejects.toThrow(new CopyRefused('The Postgres database is not empty: orders has 2 rows. Copy into a new, empty database.'));
    } finally {
      await target.destroy();
    }
  }, 30_000);
});
