import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testDeps } from '../testing/harness.js';

describe('the database connection', () => {
  it('takes text with a NUL character on SQLite and Postgres alike (Postgres text cannot hold one, so it is dropped there)', async () => {
    const { db, config } = await testDeps();
    const event = { visitor_id: null, kind: 'event' as const, url: null, value: null, data: null };
    await db.insertInto('events').values([{ ...event, name: 'a\0b' }, { ...event, name: 'c' }]).execute();
    await db.insertInto('events').values({ ...event, name: sql<string>`${'d\0e'}` }).execute();
    const stored = config.databaseUrl ? ['ab', 'de'] : ['a\0b', 'd\0e'];
    expect((await db.selectFrom('events').select('name').where('name', 'in', ['a\0b', 'd\0e']).orderBy('id').execute()).map((row) => row.name)).toEqual(stored);
    expect(await db.selectFrom('events').select('name').where('name', '=', 'a\0b').executeTakeFirst()).toEqual({ name: stored[0] });
  });

  it.skipIf(Boolean(process.env.DATABASE_URL))('on SQLite, holds the write lock for a whole transaction, so another process writing the same file waits rather than breaking it', async () => {
    const { db, config } = await testDeps();
    const event = { visitor_id: null, kind: 'event' as const, url: null, value: null, data: null };
    // Another process's connection, told not to wait, so that waiting shows as "database is locked".
    const other = new SQLite(config.databasePath, { timeout: 0 });
    const otherWrite = () => other.prepare("insert into events (kind, name) values ('event', 'other')").run();
    try {
      await db.transaction().execute(async (trx) => {
        await trx.selectFrom('events').select('id').execute();
        expect(otherWrite).toThrow(/database is locked/);
        await trx.insertInto('events').values({ ...event, name: 'ours' }).execute();
      });
      otherWrite();
      expect((await db.selectFrom('events').select('name').orderBy('id').execute()).map((row) => row.name)).toEqual(['ours', 'other']);
    } finally {
      other.close();
    }
  });
});
