import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

/**
 * The few column definitions SQLite and Postgres spell differently. On SQLite each gives exactly what
 * the migrations created before Postgres was supported (those ran already: a schema must not change
 * under them); Postgres gets the equivalent. Frozen in time like the migrations: no app code here.
 */

const onPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

/** An integer primary key the database numbers: SQLite's autoincrement, a Postgres identity that still takes explicit ids (the SQLite copy). */
export const idColumn = (db: Kysely<any>) => (column: ColumnDefinitionBuilder) =>
  onPostgres(db) ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement();

/** Now, in UTC, as the ISO-8601 text every timestamp column holds: 2026-11-21T17:00:00.000Z. */
export const nowDefault = (db: Kysely<any>) =>
  onPostgres(db) ? sql`(to_char(statement_timestamp() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

/** A floating-point column: SQLite's real has 8 bytes, Postgres's only 4. */
export const realType = (db: Kysely<any>) => (onPostgres(db) ? 'double precision' : 'real');
