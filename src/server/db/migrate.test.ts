import { Migrator, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrations } from '../../../db/migrations/index.js';
import { testConfig } from '../testing/harness.js';
import { openDatabase, type DB } from './connection.js';
import { migrateToLatest } from './migrate.js';

const EXTRACTION = '2026-11-23T17-00_syllabus-extraction';
const BEFORE_EXTRACTION = '2026-11-22T23-00_drop-draft-email-index';
const EXTRACTION_TABLES = ['extraction_jobs', 'syllabi', 'syllabus_items', 'syllabus_unplaced'];

const tables = async (db: DB) =>
  (await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'kysely_%' and name not like 'sqlite_%' order by name`.execute(db)).rows.map((row) => row.name);
const uploadColumns = async (db: DB) => (await sql<{ name: string }>`select name from pragma_table_info('uploads')`.execute(db)).rows.map((row) => row.name);

describe('the migrations', () => {
  it('take the syllabus extraction tables down and up again', async () => {
    const db = openDatabase(testConfig().databasePath);
    try {
      await migrateToLatest(db);
      const latest = await tables(db);
      expect(latest).toEqual(expect.arrayContaining(EXTRACTION_TABLES));
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
});
