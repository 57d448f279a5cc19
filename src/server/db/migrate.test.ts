import { Migrator, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrations } from '../../../db/migrations/index.js';
import { testConfig } from '../testing/harness.js';
import { openDatabase, type DB } from './connection.js';
import { migrateToLatest } from './migrate.js';

const EXTRACTION = '2026-11-23T17-00_syllabus-extraction';
const BEFORE_EXTRACTION = '2026-11-22T23-00_drop-draft-email-index';
const EXTRACTION_TABLES = ['extraction_jobs', 'syllabi', 'syllabus_unplaced'];
const REVIEW = '2026-11-24T09-00_review-and-publishing';
const REVIEW_TABLES = ['calendar_items', 'courses', 'dashboard_items', 'dashboards', 'staff_accounts'];

const tables = async (db: DB) => (await db.introspection.getTables()).map((table) => table.name).sort();
const uploadColumns = async (db: DB) => (await db.introspection.getTables()).find((table) => table.name === 'uploads')!.columns.map((column) => column.name);

describe('the migrations', () => {
  it('take the syllabus extraction tables down and up again', async () => {
    const db = openDatabase(await testConfig());
    try {
      await migrateToLatest(db);
      const latest = await tables(db);
      expect(latest).toEqual(expect.arrayContaining([...EXTRACTION_TABLES, ...REVIEW_TABLES]));
      expect(await uploadColumns(db)).toContain('content_sha256');

      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
      const down = await migrator.migrateTo(BEFORE_EXTRACTION);
      expect(down.error).toBeUndefined();
      expect(down.results).toContainEqual({ migrationName: EXTRACTION, direction: 'Down', status: 'Success' });
      expect((await tables(db)).filter((table) => EXTRACTION_TABLES.includes(table))).toEqual([]);
      expect(await uploadColumns(db)).not.toContain('content_sha256');

      expect(await migrateToLatest(db)).toContain(EXTRACTION);
      expect(await tables(db)).toEqual(latest);
    } finally {
      await db.destroy();
    }
  });

  it('carry items read before review existed into the review workspace, and back down again', async () => {
    const db = openDatabase(await testConfig());
    try {
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
      expect((await migrator.migrateTo(EXTRACTION)).error).toBeUndefined();
      const at = '2026-11-23T12:00:00.000Z';
      await sql`insert into orders (id, visitor_id, product, variant, amount_cents, email, name, gateway, status) values ('ord_1', 'v', 'dashboard', 'general', 2500, 'a@b.edu', 'Ann', 'local', 'paid')`.execute(db);
      await sql`insert into syllabi (order_id, origin, original_name, content_sha256, status, course, term, created_at, updated_at) values ('ord_1', 'upload', 'cs.pdf', 'abc', 'done', 'CS 1331', 'Fall 2025', ${at}, ${at})`.execute(db);
      await sql`insert into syllabus_items (syllabus_id, date, type, title, confidence, flags, source_page, source_text, created_at) values (1, '2025-09-12', 'assignment', 'Homework 1', 0.9, '[]', 1, 'Sep 12 Homework 1', ${at})`.execute(db);
      const before = await tables(db);

      expect(await migrateToLatest(db)).toContain(REVIEW);
      expect(await tables(db)).toEqual(expect.arrayContaining(REVIEW_TABLES));
      expect((await sql`select name from courses`.execute(db)).rows).toEqual([{ name: 'CS 1331' }]);
      expect((await sql`select title, date, course_id, origin, version, source_text from calendar_items`.execute(db)).rows).toEqual([
        { title: 'Homework 1', date: '2025-09-12', course_id: 1, origin: 'engine', version: 1, source_text: 'Sep 12 Homework 1' },
      ]);

      expect((await migrator.migrateTo(EXTRACTION)).error).toBeUndefined();
      expect(await tables(db)).toEqual(before);
      expect((await sql`select title, source_text from syllabus_items`.execute(db)).rows).toEqual([{ title: 'Homework 1', source_text: 'Sep 12 Homework 1' }]);
    } finally {
      await db.destroy();
    }
  });
});
