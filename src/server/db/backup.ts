/**
 * `npm run backup` and `npm run restore -- FILE` (docs/operations.md, Backups): SQLite through its
 * online backup API, Postgres through pg_dump and pg_restore in their custom format.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import type { Config } from '../config.js';
import { redacted } from './connection.js';

/** A backup or restore that cannot go ahead, with a sentence saying why and what to do. */
export class BackupError extends Error {}

type DatabaseConfig = Pick<Config, 'databasePath' | 'databaseUrl'>;
type Kind = 'sqlite' | 'postgres';

const EXTENSIONS: Record<Kind, string> = { sqlite: '.sqlite', postgres: '.dump' };
const BACKUP_NAME = /^syl-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z\.(sqlite|dump)$/;
/** better-sqlite3's largest step: the whole database in one. */
const ALL_PAGES = 0x7fffffff;

const kindOf = (config: DatabaseConfig): Kind => (config.databaseUrl ? 'postgres' : 'sqlite');

/**
 * Backs the configured database up into a file named by the time it was taken under the backup
 * directory, checks the copy, keeps the newest `backup.keep` of that database's kind and deletes the
 * older ones. Returns the new file's path.
 */
export async function backupDatabase(config: DatabaseConfig & Pick<Config, 'backup'>, at = new Date()): Promise<string> {
  const kind = kindOf(config);
  fs.mkdirSync(config.backup.dir, { recursive: true });
  const file = path.join(config.backup.dir, `syl-${at.toISOString().replace(/[:.]/g, '-')}${EXTENSIONS[kind]}`);
  // Written under another name and renamed once checked, so a file with a backup's name is always whole.
  const partial = `${file}.partial`;
  try {
    if (config.databaseUrl) await dumpPostgres(config.databaseUrl, partial);
    else await copySqlite(config.databasePath, partial);
    fs.renameSync(partial, file);
  } finally {
    fs.rmSync(partial, { force: true });
  }
  const backups = fs.readdirSync(config.backup.dir).filter((name) => BACKUP_NAME.test(name) && name.endsWith(EXTENSIONS[kind])).sort();
  for (const old of backups.slice(0, -config.backup.keep)) fs.rmSync(path.join(config.backup.dir, old));
  return file;
}

/**
 * Restores a backup into the configured database, which must be empty (no tables) unless `force`:
 * then what the backup holds replaces what is there. The server should be stopped meanwhile.
 */
export async function restoreDatabase(config: DatabaseConfig, file: string, { force = false } = {}): Promise<void> {
  if (!fs.existsSync(file)) throw new BackupError(`There is no backup at ${file}.`);
  const kind = backupKind(file);
  if (!kind) throw new BackupError(`${file} is neither a SQLite backup nor a Postgres dump.`);
  if (kind !== kindOf(config)) {
    throw new BackupError(
      kind === 'postgres'
        ? `${file} is a Postgres dump: set DATABASE_URL to the database to restore it into.`
        : `${file} is a SQLite backup: unset DATABASE_URL to restore it into DATABASE_PATH (npm run migrate -- --to-postgres then copies it into Postgres).`,
    );
  }
  if (config.databaseUrl) await restorePostgres(config.databaseUrl, file, force);
  else await restoreSqlite(config.databasePath, file, force);
}

function backupKind(file: string): Kind | undefined {
  const head = Buffer.alloc(16);
  const fd = fs.openSync(file, 'r');
  try {
    fs.readSync(fd, head, 0, head.length, 0);
  } finally {
    fs.closeSync(fd);
  }
  if (head.toString('latin1') === 'SQLite format 3\0') return 'sqlite';
  if (head.toString('latin1', 0, 5) === 'PGDMP') return 'postgres';
  return undefined;
}

const refusal = (target: string, tables: number) =>
  new BackupError(`${target} already has ${tables} tables: restoring would mix the backup with what is there. Restore into a new, empty database, or add --force to replace its contents.`);

async function copySqlite(databasePath: string, destination: string): Promise<void> {
  if (databasePath === ':memory:' || !fs.existsSync(databasePath)) throw new BackupError(`There is no SQLite database at ${databasePath}; set DATABASE_PATH or DATA_DIR.`);
  const source = new SQLite(databasePath, { fileMustExist: true, timeout: 5000 });
  try {
    // One step reads one consistent snapshot; small steps would start over each time the running
    // server (another connection) writes between them, and might never finish on a busy day.
    await source.backup(destination, { progress: () => ALL_PAGES });
  } finally {
    source.close();
  }
  checkSqlite(destination);
}

async function restoreSqlite(databasePath: string, file: string, force: boolean): Promise<void> {
  if (databasePath === ':memory:') throw new BackupError('DATABASE_PATH is :memory:; set it to the file to restore into.');
  checkSqlite(file);
  fs.mkdirSync(path.dirname(databasePath), { recursive: true });
  const target = new SQLite(databasePath, { timeout: 5000 });
  try {
    const tables = target.prepare("select count(*) from sqlite_master where type = 'table' and name not like 'sqlite\\_%' escape '\\'").pluck().get() as number;
    if (tables > 0 && !force) throw refusal(databasePath, tables);
  } finally {
    target.close();
  }
  const backup = new SQLite(file, { fileMustExist: true });
  try {
    await backup.backup(databasePath, { progress: () => ALL_PAGES });
  } finally {
    backup.close();
  }
  checkSqlite(databasePath);
}

/** SQLite's own check of every page and index, and of every foreign key. */
function checkSqlite(file: string): void {
  const db = new SQLite(file, { fileMustExist: true });
  try {
    const integrity = db.pragma('integrity_check', { simple: false }) as { integrity_check: string }[];
    if (integrity.length !== 1 || integrity[0]!.integrity_check !== 'ok') {
      throw new BackupError(`${file} fails SQLite's integrity check: ${integrity.map((row) => row.integrity_check).join('; ')}`);
    }
    const orphans = db.pragma('foreign_key_check') as { table: string }[];
    if (orphans.length > 0) throw new BackupError(`${file} has ${orphans.length} rows whose foreign key points nowhere (first in ${orphans[0]!.table}).`);
  } finally {
    db.close();
  }
}

async function dumpPostgres(url: string, destination: string): Promise<void> {
  // pg_dump reads every table in one snapshot: what was committed when it began.
  await runPostgresTool('pg_dump', ['--format=custom', `--file=${destination}`], url);
  // Reading its table of contents back checks the archive is whole.
  await runPostgresTool('pg_restore', ['--list', destination]);
}

async function restorePostgres(url: string, file: string, force: boolean): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ tables: number }>('select count(*)::int as tables from information_schema.tables where table_schema = current_schema()');
    if (rows[0]!.tables > 0 && !force) throw refusal(redacted(url), rows[0]!.tables);
  } finally {
    await client.end();
  }
  // One transaction: a restore that fails anywhere leaves the database as it was. Owners and grants
  // are the source server's, so the restoring role owns what it creates instead.
  const replace = force ? ['--clean', '--if-exists'] : [];
  await runPostgresTool('pg_restore', ['--single-transaction', '--exit-on-error', '--no-owner', '--no-privileges', ...replace, file], url);
}

const run = promisify(execFile);

/** Runs pg_dump or pg_restore, against `url` when given; the password goes by environment, never on the command line. */
async function runPostgresTool(tool: 'pg_dump' | 'pg_restore', args: string[], url?: string): Promise<void> {
  const env = { ...process.env };
  if (url) {
    const connection = new URL(url);
    if (connection.password) env.PGPASSWORD = decodeURIComponent(connection.password);
    connection.password = '';
    // libpq reads percent-escapes only, where URLSearchParams writes a space as '+' (options=-c%20…).
    connection.search = [...connection.searchParams].map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join('&');
    args = [...args, `--dbname=${connection}`];
  }
  try {
    await run(tool, args, { env, maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new BackupError(`${tool} was not found: install PostgreSQL's client programs, of the server's major version or newer (Debian: apt-get install postgresql-client).`);
    }
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new BackupError(`${tool} failed: ${stderr || (error as Error).message}`);
  }
}
