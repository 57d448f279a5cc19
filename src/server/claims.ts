import zlib from 'node:zlib';
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import { isPostgres, type DB } from './db/connection.js';

/**
 * How background work is shared by several instances on one database. A worker claims due rows in
 * one transaction: it selects them through `forClaim` and marks them taken (a lease that ends at a
 * set time, and whatever fences the holder's later writes) before committing. The work itself runs
 * outside that transaction, and its outcome is written only while the claim still holds, so a holder
 * whose lease ran out and whose row another instance took over changes nothing.
 */

/**
 * On Postgres the selected rows stay locked until the claim commits, and rows another claimer holds
 * are skipped rather than waited for or taken twice (`for update skip locked`; `of` names the tables
 * to lock when the select joins others). SQLite has no row locks and needs none: it serves one
 * process, and Kysely runs a SQLite transaction alone on its single connection.
 */
export function forClaim<D, TB extends keyof D, O>(db: Kysely<any>, query: SelectQueryBuilder<D, TB, O>, of?: (TB & string) | ReadonlyArray<TB & string>): SelectQueryBuilder<D, TB, O> {
  return isPostgres(db) ? query.forUpdate(of).skipLocked() : query;
}

/** When a lease taken at `now` for `ms` ends. */
export const leaseUntil = (now: Date, ms: number): string => new Date(now.getTime() + ms).toISOString();

/**
 * Runs `run` unless another instance is running the job of that name, and says whether it ran. On
 * Postgres a transaction holds an advisory lock for the run; it goes when the run ends, or with the
 * connection of an instance that died. On SQLite there is one process, whose RepeatingJob already
 * never runs a job twice at once.
 */
export async function runAlone(db: DB, name: string, run: () => Promise<void>): Promise<boolean> {
  if (!isPostgres(db)) {
    await run();
    return true;
  }
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_xact_lock(${zlib.crc32(`syl:${name}`)}) as locked`.execute(trx);
    if (!rows[0]!.locked) return false;
    await run();
    return true;
  });
}
