import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  Kysely,
  OperationNodeTransformer,
  PostgresAdapter,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type KyselyPlugin,
  type PrimitiveValueListNode,
  type SelectQueryBuilder,
  type SqliteDialectConfig,
  type ValueNode,
} from 'kysely';
import pg from 'pg';
import { DEFAULT_DATABASE_POOL_SIZE, type Config } from '../config.js';
import type { Database } from './schema.js';

export type DB = Kysely<Database>;

/** Postgres when DATABASE_URL is set, SQLite otherwise. */
export function openDatabase(config: Pick<Config, 'databasePath' | 'databaseUrl'> & Partial<Pick<Config, 'databasePoolSize'>>): DB {
  return config.databaseUrl ? openPostgres(config.databaseUrl, config.databasePoolSize ?? DEFAULT_DATABASE_POOL_SIZE) : openSqlite(config.databasePath);
}

/** A Postgres URL fit to print: its password masked. */
export function redacted(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

/** For the few places SQL cannot be written the same for both. */
export const isPostgres = (db: Kysely<any>): boolean => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * The rows a transaction reads in order to decide what it writes, locked until it ends: on Postgres,
 * where transactions run side by side, another one reading them the same way waits here, then reads
 * what this one wrote. SQLite needs no lock: Kysely runs its transactions one at a time on its single
 * connection.
 */
export function forUpdate<D, TB extends keyof D, O>(db: Kysely<any>, query: SelectQueryBuilder<D, TB, O>): SelectQueryBuilder<D, TB, O> {
  return isPostgres(db) ? query.forUpdate() : query;
}

const BIGINT = 20;
const NUMERIC = 1700;

function openPostgres(connectionString: string, poolSize: number): DB {
  const pool = new pg.Pool({
    connectionString,
    max: poolSize,
    // A database that does not answer fails the request with a 503 within seconds, rather than holding it.
    connectionTimeoutMillis: 10_000,
    // count() is a bigint and sum() of integers a bigint or numeric, which pg hands over as strings;
    // ours are far below 2^53, so they come back as numbers, as from SQLite.
    types: { getTypeParser: ((oid: number, format?: 'text' | 'binary') => (oid === BIGINT || oid === NUMERIC ? Number : pg.types.getTypeParser(oid, format))) as typeof pg.types.getTypeParser },
  });
  // An idle connection the server closed (restart, failover) is dropped by the pool and the next query
  // opens another; without a listener the 'error' event would end the process.
  pool.on('error', () => undefined);
  // So is one lent out between queries (inside a transaction, or holding runAlone's lock): the pool
  // listens only to idle ones. The transaction's next query fails instead, and the pool drops it.
  pool.on('connect', (client) => client.on('error', () => undefined));
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [withoutNulCharacters] });
}

/**
 * Postgres text cannot hold U+0000, which SQLite stores and nothing we validate forbids (a pasted note,
 * an essay): the statement would fail. It is dropped from the values sent, so the same input saves on both.
 */
class NulCharacterRemover extends OperationNodeTransformer {
  protected override transformValue(node: ValueNode): ValueNode {
    return typeof node.value === 'string' && node.value.includes('\0') ? { ...node, value: node.value.replaceAll('\0', '') } : node;
  }

  protected override transformPrimitiveValueList(node: PrimitiveValueListNode): PrimitiveValueListNode {
    return node.values.some((value) => typeof value === 'string' && value.includes('\0'))
      ? { ...node, values: node.values.map((value) => (typeof value === 'string' ? value.replaceAll('\0', '') : value)) }
      : node;
  }
}

const nulCharacterRemover = new NulCharacterRemover();
const withoutNulCharacters: KyselyPlugin = {
  transformQuery: ({ node }) => nulCharacterRemover.transformNode(node),
  transformResult: async ({ result }) => result,
};

/** The SQLite database (WAL, foreign keys on, busy timeout) behind a Kysely instance. */
function openSqlite(databasePath: string): DB {
  if (databasePath !== ':memory:') fs.mkdirSync(path.dirname(databasePath), { recursive: true });
  const sqlite = new SQLite(databasePath, { timeout: 5000 });
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  return new Kysely<Database>({ dialect: new WriteLockingSqliteDialect({ database: reusePreparedStatements(sqlite) }) });
}

/**
 * Another process may write the same file (a staff script, a backup restore). A transaction begun
 * with a plain BEGIN that read before that process committed cannot write any more: SQLite refuses it
 * at once ("database is locked"), without the busy timeout. BEGIN IMMEDIATE takes the write lock
 * first, so the transaction waits its turn instead (Kysely runs them one at a time here anyway).
 */
class WriteLockingSqliteDialect extends SqliteDialect {
  constructor(private readonly settings: SqliteDialectConfig) {
    super(settings);
  }

  override createDriver(): Driver {
    return new WriteLockingSqliteDriver(this.settings);
  }
}

class WriteLockingSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query afresh, which costs more than running it; the app issues a few
 * hundred distinct queries, so each is prepared once and reused (better-sqlite3 is synchronous, so a
 * statement is never busy when it is handed out again).
 */
function reusePreparedStatements(sqlite: SQLite.Database): SQLite.Database {
  const cache = new Map<string, SQLite.Statement>();
  const prepare = sqlite.prepare.bind(sqlite);
  sqlite.prepare = ((source: string) => {
    let statement = cache.get(source);
    if (!statement) {
      statement = prepare(source);
      if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value!);
      cache.set(source, statement);
    }
    return statement;
  }) as typeof sqlite.prepare;
  return sqlite;
}
