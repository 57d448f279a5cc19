import type { DB } from './db/connection.js';

/**
 * The limits that guard something, counted in the database so every instance shares one count: the
 * lost-link form (each request may email a student) and staff sign-in (password guessing). A window
 * starts at a caller's first hit and lasts `windowMs`; each hit is counted by one atomic upsert, so
 * hits sent at once, to one instance or several, are all counted. (The general per-minute limit on
 * public POSTs stays in each instance's memory: see http/security.ts.)
 */
export interface SharedLimit {
  name: string;
  max: number;
  windowMs: number;
}

/** Each lost-link request may email a student, so one IP gets only a few per quarter hour. */
export const LOST_LINK_LIMIT: SharedLimit = { name: 'lost-link', max: 5, windowMs: 15 * 60_000 };
/** Five tries per caller in a quarter hour; a successful sign-in clears the caller's count. */
export const SIGN_IN_LIMIT: SharedLimit = { name: 'sign-in', max: 5, windowMs: 15 * 60_000 };

const keyOf = (limit: SharedLimit, caller: string) => `${limit.name}:${caller}`;

/** Counts a hit by `caller`; returns 0 when it is within the limit, else the milliseconds until the window ends. */
export async function hitLimit(db: DB, limit: SharedLimit, caller: string, now = new Date()): Promise<number> {
  const at = now.toISOString();
  const ended = new Date(now.getTime() - limit.windowMs).toISOString();
  const row = await db
    .insertInto('rate_limits')
    .values({ key: keyOf(limit, caller), window_start: at, hits: 1 })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet((eb) => {
        const windowEnded = eb('rate_limits.window_start', '<=', ended);
        return {
          window_start: eb.case().when(windowEnded).then(at).else(eb.ref('rate_limits.window_start')).end(),
          hits: eb.case().when(windowEnded).then(1).else(eb('rate_limits.hits', '+', 1)).end(),
        };
      }),
    )
    .returning(['hits', 'window_start'])
    .executeTakeFirstOrThrow();
  return row.hits <= limit.max ? 0 : Date.parse(row.window_start) + limit.windowMs - now.getTime();
}

/** Forgets a caller's hits (a successful sign-in). */
export async function clearLimit(db: DB, limit: SharedLimit, caller: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('key', '=', keyOf(limit, caller)).execute();
}

/** Counts begun over a day ago, long ended, go (the retention purge), so callers who never come back take no room. */
export async function forgetEndedLimits(db: DB, now = new Date()): Promise<void> {
  await db.deleteFrom('rate_limits').where('window_start', '<', new Date(now.getTime() - 86_400_000).toISOString()).execute();
}
