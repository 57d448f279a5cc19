import crypto from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { DB } from './connection.js';
import { migrateToLatest } from './migrate.js';

/**
 * `npm run migrate -- --to-postgres`: copies a SQLite database into an empty Postgres one. Both are
 * migrated to the latest schema first; the copy is one Postgres transaction, verified before it
 * commits: each table's row count and checksum must be the same on both sides, or nothing is kept.
 */

export interface TableCheck {
  table: string;
  sqliteRows: number;
  postgresRows: number;
  sqliteChecksum: string;
  postgresChecksum: string;
}

export const tableMatches = (check: TableCheck) => check.sqliteRows === check.postgresRows && check.sqliteChecksum === check.postgresChecksum;

export class CopyRefused extends Error {}

/** Postgres allows 65,535 bound values per statement. */
const VALUES_PER_INSERT = 30_000;
const FETCH_ROWS = 5_000;

export async function copySqliteToPostgres(sqlite: DB, postgres: DB): Promise<TableCheck[]> {
  await migrateToLatest(sqlite);
  await migrateToLatest(postgres);
  const tables = await tablesParentsFirst(postgres);
  const sqliteTables = new Set((await sqlite.introspection.getTables()).map((table) => table.name));
  const missing = tables.filter((table) => !sqliteTables.has(table.name));
  if (missing.length > 0) throw new CopyRefused(`The SQLite database has no table ${missing.map((table) => table.name).join(', ')}.`);
  await assertEmpty(sqlite, postgres, tables);

  // One read transaction on SQLite: every table is read as of the same moment.
  return sqlite.transaction().execute((source) =>
    postgres.transaction().execute(async (target) => {
      // The first migration's staff codes, which the copy brings over as the SQLite side has them.
      await target.deleteFrom('referral_codes').execute();
      const checks: TableCheck[] = [];
      for (const table of tables) {
        const copied = await copyTable(source, target, table);
        checks.push({ table: table.name, sqliteRows: copied.rows, sqliteChecksum: copied.checksum, ...(await postgresSide(target, table)) });
      }
      for (const table of tables) {
        if (table.identity) {
          await sql`select setval(pg_get_serial_sequence(${table.name}, ${table.identity}), coalesce(max(${sql.ref(table.identity)}), 0) + 1, false) from ${sql.table(table.name)}`.execute(target);
        }
      }
      // Thrown, the transaction rolls back: Postgres stays empty for another try.
      if (!checks.every(tableMatches)) throw new CopyMismatch(checks);
      return checks;
    }),
  );
}

/** The copy did not verify; the checks say where. */
export class CopyMismatch extends Error {
  constructor(readonly checks: TableCheck[]) {
    super(`The copy differs from the SQLite database in ${checks.filter((check) => !tableMatches(check)).map((check) => check.table).join(', ')}; nothing was kept.`);
  }
}

interface Table {
  name: string;
  columns: string[];
  /** Columns that reference the table itself (a course merged into another): written once every row is in. */
  selfReferences: string[];
  /** Its identity column, whose sequence must continue after the copied ids. */
  identity: string | null;
}

/** The app's tables (not Kysely's own), each after the tables it references. */
async function tablesParentsFirst(db: DB): Promise<Table[]> {
  const { rows } = await sql<{ name: string; columns: string[]; refs: string[]; self_refs: string[]; identity: string | null }>`
    select c.relname as name,
      array(select a.attname::text from pg_attribute a where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped order by a.attnum) as columns,
      array(select distinct r.relname::text from pg_constraint f join pg_class r on r.oid = f.confrelid where f.conrelid = c.oid and f.contype = 'f' and r.oid <> c.oid) as refs,
      array(select a.attname::text from pg_constraint f join pg_attribute a on a.attrelid = c.oid and a.attnum = any(f.conkey) where f.conrelid = c.oid and f.contype = 'f' and f.confrelid = c.oid) as self_refs,
      (select a.attname::text from pg_attribute a where a.attrelid = c.oid and a.attidentity <> '') as identity
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and c.relkind = 'r' and not starts_with(c.relname, 'kysely_')
    order by c.relname`.execute(db);
  const ordered: Table[] = [];
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    const table = rows.find((row) => row.name === name)!;
    table.refs.forEach(visit);
    ordered.push({ name, columns: table.columns, selfReferences: table.self_refs, identity: table.identity });
  };
  rows.forEach((row) => visit(row.name));
  return ordered;
}

/** Empty: no rows but the staff codes the first migration adds (every one of which the SQLite side has too). */
async function assertEmpty(sqlite: DB, postgres: DB, tables: Table[]): Promise<void> {
  for (const table of tables) {
    if (table.name === 'referral_codes') continue;
    const { n } = await postgres.selectFrom(table.name as 'orders').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    if (n > 0) throw new CopyRefused(`The Postgres database is not empty: ${table.name} has ${n} rows. Copy into a new, empty database.`);
  }
  const sourceCodes = new Set((await sqlite.selectFrom('referral_codes').select('code').execute()).map((row) => row.code));
  const codes = await postgres.selectFrom('referral_codes').select(['code', 'owner_email']).execute();
  const added = codes.filter((row) => row.owner_email !== null || !sourceCodes.has(row.code));
  if (added.length > 0) throw new CopyRefused(`The Postgres database is not empty: it has referral codes the SQLite one does not (${added.map((row) => row.code).join(', ')}).`);
}

/** Copies one table in batches; returns what was read: its row count and checksum. */
async function copyTable(source: DB, target: DB, table: Table): Promise<{ rows: number; checksum: string }> {
  const checksum = new RowChecksum();
  const later: Array<Record<string, unknown>> = [];
  const perInsert = Math.max(1, Math.floor(VALUES_PER_INSERT / table.columns.length));
  let batch: Array<Record<string, unknown>> = [];
  const flush = async () => {
    if (batch.length > 0) await target.insertInto(table.name as 'orders').values(batch as never).execute();
    batch = [];
  };
  for await (const row of (source as Kysely<any>).selectFrom(table.name).select(table.columns).stream()) {
    checksum.add(table.columns.map((column) => row[column]));
    if (table.selfReferences.some((column) => row[column] !== null)) later.push(row);
    batch.push({ ...row, ...Object.fromEntries(table.selfReferences.map((column) => [column, null])) });
    if (batch.length >= perInsert) await flush();
  }
  await flush();
  for (const row of later) {
    const key = table.columns[0]!;
    await (target as Kysely<any>).updateTable(table.name).set(Object.fromEntries(table.selfReferences.map((column) => [column, row[column]]))).where(key, '=', row[key]).execute();
  }
  return { rows: checksum.rows, checksum: checksum.hex() };
}

/** The table as Postgres now has it, read through a cursor inside the copy's transaction. */
async function postgresSide(target: DB, table: Table): Promise<{ postgresRows: number; postgresChecksum: string }> {
  const checksum = new RowChecksum();
  await sql`declare copy_check no scroll cursor for select ${sql.join(table.columns.map((column) => sql.ref(column)))} from ${sql.table(table.name)}`.execute(target);
  for (;;) {
    const { rows } = await sql<Record<string, unknown>>`fetch ${sql.raw(String(FETCH_ROWS))} from copy_check`.execute(target);
    for (const row of rows) checksum.add(table.columns.map((column) => row[column]));
    if (rows.length < FETCH_ROWS) break;
  }
  await sql`close copy_check`.execute(target);
  return { postgresRows: checksum.rows, postgresChecksum: checksum.hex() };
}

/**
 * SHA-256 of each row's values as JSON (numbers, text and null are what both databases give back),
 * summed modulo 2^256: the same rows give the same checksum in whatever order each database lists them.
 * NUL characters, which Postgres text cannot hold (the connection drops them), count on neither side.
 */
class RowChecksum {
  rows = 0;
  #sum = 0n;

  add(values: unknown[]): void {
    this.rows++;
    const text = JSON.stringify(values.map((value) => (typeof value === 'string' ? value.replaceAll('\0', '') : value)));
    this.#sum = (this.#sum + BigInt(`0x${crypto.createHash('sha256').update(text).digest('hex')}`)) % 2n ** 256n;
  }

  hex(): string {
    return this.#sum.toString(16).padStart(64, '0').slice(0, 16);
  }
}

/** The per-table report the command prints. */
export function formatChecks(checks: TableCheck[]): string {
  const header = ['table', 'sqlite rows', 'postgres rows', 'sqlite checksum', 'postgres checksum', ''];
  const lines = checks.map((check) => [check.table, String(check.sqliteRows), String(check.postgresRows), check.sqliteChecksum, check.postgresChecksum, tableMatches(check) ? 'ok' : 'MISMATCH']);
  const widths = header.map((_, index) => Math.max(...[header, ...lines].map((line) => line[index]!.length)));
  return [header, ...lines].map((line) => line.map((cell, index) => (index === 1 || index === 2 ? cell.padStart(widths[index]!) : cell.padEnd(widths[index]!))).join('  ').trimEnd()).join('\n');
}
