import type { DB } from './db/connection.js';

/**
 * The limits that guard something, counted in the database so every instance shares one count: the
 * lost-link form (each request may email a student), staff sign-in (password guessing) and the
 * student's change reports (each reaches staff). A window starts at a caller's first hit and lasts
 * `windowMs`; each hit is counted by one atomic upsert, so hits sent at once, to one instance or
 * several, are all counted. (The general per-minute allowance
 * on public calls stays in each instance's memory: see CallLimits below.)
 */
export interface SharedLimit {
  name: string;
  max: number;
  windowMs: number;
}

/** Each lost-link request may email a student, so one IP gets only a few per quarter hour. */
export const LOST_LINK_LIMIT: SharedLimit = { name: 'lost-link', max: 5, windowMs: 15 * 60_000 };
/** "Email me these steps" in the sync dialog emails the student too: the same few per quarter hour. */
export const SYNC_STEPS_LIMIT: SharedLimit = { name: 'sync-steps', max: 5, windowMs: 15 * 60_000 };
/**
 * Staff sign-in: five wrong tries per address in a quarter hour. A success takes back only its own
 * try, so several staff can sign in from one office while signing in as oneself buys no guesses at
 * another account.
 */
export const SIGN_IN_LIMIT: SharedLimit = { name: 'sign-in', max: 5, windowMs: 15 * 60_000 };
/**
 * And twenty per account, from whatever addresses, until the account signs in: guesses spread over
 * many addresses meet it, while one address meets its own five long before it could lock the account.
 */
export const SIGN_IN_ACCOUNT_LIMIT: SharedLimit = { name: 'sign-in-account', max: 20, windowMs: 15 * 60_000 };

/**
 * "Report a change" per dashboard (not per IP: one link is one student, on any network): enough for a
 * syllabus that moved several dates, few enough that a script holding a link cannot flood staff.
 */
export const REPORT_CHANGE_LIMIT: SharedLimit = { name: 'report-change', max: 10, windowMs: 24 * 60 * 60_000 };

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

/** Takes back one hit by `caller` (a sign-in that succeeded), leaving the others counted. */
export async function takeBackHit(db: DB, limit: SharedLimit, caller: string): Promise<void> {
  await db
    .updateTable('rate_limits')
    .set((eb) => ({ hits: eb('hits', '-', 1) }))
    .where('key', '=', keyOf(limit, caller))
    .where('hits', '>', 0)
    .execute();
}

/** Forgets a caller's hits (an account's, when it signs in). */
export async function clearLimit(db: DB, limit: SharedLimit, caller: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('key', '=', keyOf(limit, caller)).execute();
}

/** Counts begun over a day ago, long ended, go (the retention purge), so callers who never come back take no room. */
export async function forgetEndedLimits(db: DB, now = new Date()): Promise<void> {
  await db.deleteFrom('rate_limits').where('window_start', '<', new Date(now.getTime() - 86_400_000).toISOString()).execute();
}

/**
 * A count per caller in this instance's memory, windows as in `hitLimit`. Counts whose window ended
 * are dropped once per window, and past `maxCallers` the oldest go, so a flood of addresses cannot
 * take the memory.
 */
export class LocalLimit {
  readonly #counts = new Map<string, { start: number; hits: number }>();
  #sweptAt = 0;

  constructor(
    readonly windowMs: number,
    readonly maxCallers = 100_000,
  ) {}

  /** Counts a hit by `caller`; returns 0 when it is within `max`, else the milliseconds until the window ends. */
  hit(caller: string, max: number, now = Date.now()): number {
    if (now - this.#sweptAt >= this.windowMs) this.#sweep(now);
    let count = this.#counts.get(caller);
    if (!count || now - count.start >= this.windowMs) {
      this.#counts.delete(caller);
      if (this.#counts.size >= this.maxCallers) this.#counts.delete(this.#counts.keys().next().value!);
      count = { start: now, hits: 0 };
      this.#counts.set(caller, count);
    }
    count.hits += 1;
    return count.hits <= max ? 0 : count.start + this.windowMs - now;
  }

  #sweep(now: number): void {
    this.#sweptAt = now;
    for (const [caller, count] of this.#counts) if (now - count.start >= this.windowMs) this.#counts.delete(caller);
  }
}

/** Which limits one call counts against: a per-minute allowance (or none), and the shared limit of a call that sends an email (or none). */
export interface CountedCall {
  allowance: 'actions' | 'tracking' | null;
  emailing: SharedLimit | null;
}

/** The calls that send an email, by tRPC procedure. */
const EMAILING_PROCEDURES = new Map([
  ['dashboards.lostLink', LOST_LINK_LIMIT],
  ['dashboards.emailSyncSteps', SYNC_STEPS_LIMIT],
]);

/** Page tracking beacons get this many times the allowance, so browsing never uses up a visitor's form submissions. */
const TRACKING_ALLOWANCE = 5;
/** A read, but one that would let a script try referral codes by the thousand. */
const REFERRAL_CHECK = 'purchases.checkReferral';

/** What a tRPC call counts against, by the procedure the router resolved: state changes and referral checks, each call on its own. */
export function procedureCall(path: string, type: 'query' | 'mutation'): CountedCall {
  const counted = type === 'mutation' || path === REFERRAL_CHECK;
  return { allowance: !counted ? null : path.startsWith('tracking.') ? 'tracking' : 'actions', emailing: EMAILING_PROCEDURES.get(path) ?? null };
}

/**
 * Every limit a public call meets, per client address. The per-minute allowance is counted in this
 * instance's memory: behind several instances a client gets up to that many times the allowance
 * unless the proxy limits per IP too (docs/security.md, Limits); a shared count would cost a
 * database write on every autosave. The limits of calls that send an email are shared through the database.
 */
export class CallLimits {
  readonly #perMinute = new LocalLimit(60_000);

  constructor(
    readonly db: DB,
    readonly callsPerMinute: number,
  ) {}

  /** Counts one call by `ip`; returns 0 when every limit it meets allows it, else the milliseconds until it may be made. */
  async count(ip: string, call: CountedCall): Promise<number> {
    if (call.allowance) {
      const max = call.allowance === 'tracking' ? this.callsPerMinute * TRACKING_ALLOWANCE : this.callsPerMinute;
      const wait = this.#perMinute.hit(`${ip}:${call.allowance}`, max);
      if (wait > 0) return wait;
    }
    return call.emailing ? hitLimit(this.db, call.emailing, ip) : 0;
  }
}
