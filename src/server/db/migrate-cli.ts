import fs from 'node:fs';
import { sql } from 'kysely';
import { loadConfig } from '../config.js';
import { isPostgres, openDatabase, redacted, type DB } from './connection.js';
import { migrateToLatest } from './migrate.js';
import { copySqliteToPostgres, CopyMismatch, CopyRefused, formatChecks } from './to-postgres.js';

const config = loadConfig();

if (process.argv.includes('--to-postgres')) {
  // The SQLite database at DATABASE_PATH (default DATA_DIR/syl.sqlite) into the empty Postgres one at DATABASE_URL.
  if (!config.databaseUrl) fail('Set DATABASE_URL to the empty Postgres database to copy into.');
  if (config.databasePath === ':memory:' || !fs.existsSync(config.databasePath)) fail(`There is no SQLite database at ${config.databasePath}; set DATABASE_PATH or DATA_DIR.`);
  const sqlite = openDatabase({ databasePath: config.databasePath, databaseUrl: undefined });
  const postgres = openDatabase(config);
  try {
    console.log(`Copying ${config.databasePath} into ${redacted(config.databaseUrl)}`);
    await warnAboutCollation(postgres);
    const checks = await copySqliteToPostgres(sqlite, postgres);
    console.log(`${formatChecks(checks)}\n\nEvery table has the same rows on both sides: the copy is committed.`);
  } catch (error) {
    if (error instanceof CopyMismatch) console.error(formatChecks(error.checks));
    if (error instanceof CopyRefused || error instanceof CopyMismatch) fail(error.message);
    throw error;
  } finally {
    await sqlite.destroy();
    await postgres.destroy();
  }
} else {
  const db = openDatabase(config);
  const applied = await migrateToLatest(db);
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Database already up to date.');
  if (isPostgres(db)) await warnAboutCollation(db);
  await db.destroy();
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/**
 * Text sorts as on SQLite (by bytes) only under collation C, and lower() folds only ASCII, as SQLite's,
 * only under ctype C; under another locale lists and case-insensitive matches follow its rules.
 */
async function warnAboutCollation(db: DB): Promise<void> {
  const { rows } = await sql<{ collation: string; ctype: string }>`select datcollate as collation, datctype as ctype from pg_database where datname = current_database()`.execute(db);
  const { collation, ctype } = rows[0]!;
  const isC = (locale: string) => /^(C|POSIX)([.]|$)/i.test(locale);
  if (!isC(collation) || !isC(ctype)) console.warn(`Note: this database's locale is ${collation} (sorting) and ${ctype} (case); create it with locale C to sort and match text as SQLite does (docs/operations.md, Postgres).`);
}
