import { inject } from 'vitest';
import { loadConfig, type Config } from '../src/server/config';
import { openDatabase, type DB } from '../src/server/db/connection';
import { TEST_COOKIE_SECRET } from '../src/server/testing/postgres';
import { baseUrl } from './browser';

/** The e2e server's config as seen from a test: its database, SQLite or Postgres, and its sealing key (kept in the data dir on SQLite). */
export function serverConfig(): Config {
  const databaseUrl = inject('databaseUrl');
  const database = databaseUrl ? { DATABASE_URL: databaseUrl, COOKIE_SECRET: TEST_COOKIE_SECRET } : {};
  return loadConfig({ DATA_DIR: inject('dataDir'), LOG_LEVEL: 'silent', PORT: new URL(baseUrl()).port, ...database });
}

/** The e2e server's own database, open for one use. */
export async function withServerDb<T>(use: (db: DB) => Promise<T>): Promise<T> {
  const db = openDatabase(serverConfig());
  try {
    return await use(db);
  } finally {
    await db.destroy();
  }
}
