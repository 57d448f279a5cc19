import pg from 'pg';

/**
 * Throw-away databases on the Postgres server DATABASE_URL points at, for the test suites' Postgres
 * pass. They sort text by bytes and fold case on ASCII only (locale C), as SQLite does, so both passes expect the same.
 */

/** On Postgres the server refuses to start without COOKIE_SECRET (instances must share it); the tests' servers use this one. */
export const TEST_COOKIE_SECRET = 'postgres-test-cookie-secret-0123456789';

let admin: { url: string; pool: pg.Pool } | undefined;

/** One small pool per process for CREATE/DROP DATABASE, which cannot run inside the databases they touch. */
function adminPool(serverUrl: string): pg.Pool {
  if (admin?.url !== serverUrl) admin = { url: serverUrl, pool: new pg.Pool({ connectionString: serverUrl, max: 2, allowExitOnIdle: true }) };
  return admin.pool;
}

/** The URL of another database on the same server, with the same credentials. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // A test database need not survive a crash: commits do not wait for the disk (several times faster).
  url.searchParams.set('options', '-c synchronous_commit=off');
  return url.toString();
}

/** Creates `name` empty, or as a copy of `template`; returns its URL. */
export async function createDatabase(serverUrl: string, name: string, template?: string): Promise<string> {
  await adminPool(serverUrl).query(template ? `create database "${name}" template "${template}"` : `create database "${name}" template template0 locale 'C' encoding 'UTF8'`);
  return databaseUrl(serverUrl, name);
}

/** Closes the connections our role holds to database $1 (autovacuum's are not ours), other than the one asking. */
const CLOSE_OUR_CONNECTIONS = 'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and usename = current_user and pid <> pg_backend_pid()';

/**
 * Drops `name`, closing whatever connections a failed test left open on it. Not WITH (FORCE): that
 * refuses when an autovacuum worker happens to be on the new database (it belongs to no role ours may
 * signal), where a plain DROP stops the worker itself and waits a few seconds for our closed connections.
 */
export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  const pool = adminPool(serverUrl);
  await pool.query(CLOSE_OUR_CONNECTIONS, [name]);
  await pool.query(`drop database if exists "${name}"`);
}

/** The databases whose names start with `prefix`, e.g. a run's leftovers. */
export async function databasesNamed(serverUrl: string, prefix: string): Promise<string[]> {
  const { rows } = await adminPool(serverUrl).query<{ datname: string }>('select datname from pg_database where starts_with(datname, $1)', [prefix]);
  return rows.map((row) => row.datname);
}

/** What a freshly migrated database holds: its tables (each before those it references), identity columns and seed rows. */
export interface MigratedContents {
  tables: string[];
  identities: Array<{ table: string; column: string }>;
  rows: Record<string, unknown[]>;
}

export async function migratedContents(url: string): Promise<MigratedContents> {
  return withClient(url, async (client) => {
    const { rows: tables } = await client.query<{ name: string; refs: string[] }>(`
      select c.relname as name, coalesce(array_agg(r.relname) filter (where r.relname is not null and r.oid <> c.oid), '{}') as refs
      from pg_class c join pg_namespace n on n.oid = c.relnamespace and n.nspname = current_schema()
        left join pg_constraint f on f.conrelid = c.oid and f.contype = 'f' left join pg_class r on r.oid = f.confrelid
      where c.relkind = 'r' and not starts_with(c.relname, 'kysely_') group by c.relname order by c.relname`);
    // Referencing tables first, so emptying them in this order breaks no foreign key.
    const ordered: string[] = [];
    const seen = new Set<string>();
    const visit = (name: string) => {
      if (seen.has(name)) return;
      seen.add(name);
      for (const other of tables) if (other.refs.includes(name)) visit(other.name);
      ordered.push(name);
    };
    for (const table of tables) visit(table.name);
    const { rows: identities } = await client.query<{ table: string; column: string }>(
      `select table_name as "table", column_name as "column" from information_schema.columns where table_schema = current_schema() and is_identity = 'YES'`,
    );
    const rows: Record<string, unknown[]> = {};
    for (const table of ordered) {
      const { rows: seeded } = await client.query(`select * from "${table}"`);
      if (seeded.length > 0) rows[table] = seeded;
    }
    return { tables: ordered, identities, rows };
  });
}

/**
 * Makes a database a test used as good as a fresh copy of the template again: a few milliseconds,
 * where a new copy (CREATE DATABASE … TEMPLATE) costs over 100 and slows down everything else running.
 */
export async function resetDatabase(url: string, contents: MigratedContents): Promise<void> {
  await withClient(url, async (client) => {
    // Connections a test left open could hold locks the reset would wait for (autovacuum's never block it).
    await client.query(CLOSE_OUR_CONNECTIONS, [client.database]);
    // One round trip: the statements go as one script, which Postgres runs as one transaction.
    const script = [
      ...contents.tables.map((table) => `delete from "${table}"`),
      ...contents.identities.map(({ table, column }) => `select setval(pg_get_serial_sequence('"${table}"', '${column}'), 1, false)`),
      ...Object.entries(contents.rows).map(([table, rows]) => `insert into "${table}" select * from json_populate_recordset(null::"${table}", ${client.escapeLiteral(JSON.stringify(rows))})`),
    ];
    await client.query(script.join(';\n'));
  });
}

async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}
