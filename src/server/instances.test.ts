import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { orderFile, paidDashboardOrder } from './admin/fixtures.js';
import { buildApp } from './app.js';
import { runAlone } from './claims.js';
import { ConfigError } from './config.js';
import { currentDashboardToken } from './dashboards/fixtures.js';
import { isPostgres, openDatabase } from './db/connection.js';
import { isDatabaseUnavailable, UNAVAILABLE_MESSAGE } from './db/unavailable.js';
import { buildDeps, type AppDeps } from './deps.js';
import { DraftWriter, draftFields } from './drafts.js';
import type { Mailer, OutgoingEmail } from './emails/mailer.js';
import { deliverDueEmails, EMAIL_LEASE_MS, queueEmail } from './emails/outbox.js';
import { logJobFailure } from './jobs.js';
import { runDueReminders } from './reminders/runner.js';
import { runRetentionPurge } from './retention.js';
import { orderInReview, publishAll } from './review/fixtures.js';
import { resolveCookieSecret } from './secrets.js';
import type { SyllabusResult } from './syllabi/document.js';
import { claimJob, queueSyllabi } from './syllabi/jobs.js';
import { sameDatabase, staffSignIn, testApp, testCaller, testConfig, testDeps } from './testing/harness.js';

/**
 * Several instances on one database. On Postgres each instance has its own pool, so their claims
 * really run at once; SQLite serves one process, so there the second instance shares the first's
 * connection, as two runners in one process do.
 */
async function secondInstance(deps: AppDeps): Promise<AppDeps> {
  if (!isPostgres(deps.db)) return buildDeps(deps.config, deps.db);
  const db = openDatabase(deps.config);
  onTestFinished(() => db.destroy());
  // Connected already, as a running instance's pool is, so its first claim does not lag behind.
  await sql`select 1`.execute(db);
  return buildDeps(deps.config, db);
}

const postgresPass = Boolean(process.env.DATABASE_URL);

/** A course with homework due in the week of Sunday, October 25, 2026. */
const WITH_HOMEWORK_DUE: SyllabusResult = {
  course: 'BIO 101',
  term: 'Fall 2026',
  items: [{ date: '2026-10-28', type: 'assignment', title: 'Homework 4', confidence: 0.9, flags: [], source: { page: 1, text: 'Oct 28 Homework 4' } }],
  unplaced: [],
  setAside: [],
};

/** A mailer that records what it delivered, taking a moment for each, as an SMTP server does. */
function recordingMailer(delivered: number[]): Mailer {
  return {
    mode: 'smtp',
    async deliver(email: OutgoingEmail) {
      await new Promise((resolve) => setTimeout(resolve, 2));
      delivered.push(email.id);
      return 'sent';
    },
  };
}

const email = (n: number) => ({ dedupeKey: `test:${n}`, to: `student${n}@uni.edu`, subject: `Email ${n}`, text: 'Hello', purpose: 'test' });

/** Runs until the outbox has nothing due for this instance. */
async function drainOutbox(deps: AppDeps, at?: Date): Promise<void> {
  while ((await deliverDueEmails(deps, at)) > 0);
}

describe('several instances on one database', () => {
  it('deliver each email of the outbox once, however their senders interleave', async () => {
    const one = await testDeps();
    const two = await secondInstance(one);
    for (let n = 0; n < 30; n++) await queueEmail(one.db, email(n));
    const byOne: number[] = [];
    const byTwo: number[] = [];
    await Promise.all([drainOutbox({ ...one, mailer: recordingMailer(byOne) }), drainOutbox({ ...two, mailer: recordingMailer(byTwo) })]);

    const all = [...byOne, ...byTwo].sort((a, b) => a - b);
    expect(all).toHaveLength(30);
    expect(new Set(all).size).toBe(30);
    expect(await one.db.selectFrom('emails').select(['status', 'attempts', 'lease_until', 'claim_token']).distinct().execute()).toEqual([{ status: 'sent', attempts: 1, lease_until: null, claim_token: null }]);
  });

  it('leave an email a dead sender held to another once its lease ends, and ignore the dead sender if it comes back', async () => {
    const one = await testDeps();
    const two = await secondInstance(one);
    await queueEmail(one.db, email(1));
    const claimedAt = new Date();
    // Instance one claims the email, then hangs in the middle of delivering it.
    let release!: (error: Error) => void;
    const stuck: Mailer = { mode: 'smtp', deliver: () => new Promise((_resolve, reject) => (release = reject)) };
    const held = deliverDueEmails({ ...one, mailer: stuck }, claimedAt);
    await expect.poll(() => one.db.selectFrom('emails').select('claim_token').executeTakeFirstOrThrow()).toMatchObject({ claim_token: expect.any(String) });

    const byTwo: number[] = [];
    expect(await deliverDueEmails({ ...two, mailer: recordingMailer(byTwo) }, new Date(claimedAt.getTime() + EMAIL_LEASE_MS - 1000))).toBe(0);
    expect(await deliverDueEmails({ ...two, mailer: recordingMailer(byTwo) }, new Date(claimedAt.getTime() + EMAIL_LEASE_MS))).toBe(1);
    expect(byTwo).toHaveLength(1);

    // The first sender's late failure changes nothing: the email stays sent, once.
    release(new Error('connection lost'));
    expect(await held).toBe(0);
    expect(await one.db.selectFrom('emails').select(['status', 'attempts', 'last_error', 'claim_token']).executeTakeFirstOrThrow()).toEqual({ status: 'sent', attempts: 1, last_error: null, claim_token: null });
  });

  it('give each queued syllabus to one runner at a time', async () => {
    const one = await testDeps();
    const two = await secondInstance(one);
    const order = await paidDashboardOrder(one);
    const texts = Array.from({ length: 40 }, (_, n) => `Homework ${n} due Sep ${(n % 28) + 1}`);
    await queueSyllabi(
      one.db,
      texts.map((text, n) => ({ order_id: order.id, upload_id: null, origin: 'staff-text' as const, original_name: `pasted ${n}`, pasted_text: text, content_sha256: `sha-${n}` })),
    );
    const claimAll = async (deps: AppDeps) => {
      const ids: number[] = [];
      for (let job; (job = await claimJob(deps)); ) ids.push(job.id);
      return ids;
    };
    const [byOne, byTwo] = await Promise.all([claimAll(one), claimAll(two)]);
    const all = [...byOne, ...byTwo];
    expect(all).toHaveLength(40);
    expect(new Set(all).size).toBe(40);
    expect(await one.db.selectFrom('extraction_jobs').select(['status', 'attempts']).distinct().execute()).toEqual([{ status: 'running', attempts: 1 }]);
  });

  it('send each due reminder once when their runners run at the same moment', { timeout: 60_000 }, async () => {
    const one = await testDeps();
    const two = await secondInstance(one);
    vi.useFakeTimers({ toFake: ['Date'] });
    onTestFinished(() => void vi.useRealTimers());
    vi.setSystemTime(new Date('2026-10-21T15:00:00Z'));
    for (const name of ['ann', 'bob', 'cat']) {
      const { order } = await orderInReview(one, WITH_HOMEWORK_DUE, { email: `${name}@school.edu`, name });
      await publishAll(one, order.id);
      const token = await currentDashboardToken(one, order.id);
      await testCaller(one).dashboards.reminders.save({ token, weekly: true, exams: false, timeZone: 'America/New_York' });
    }
    const sunday = new Date('2026-10-25T22:00:00Z');
    const [byOne, byTwo] = await Promise.all([runDueReminders(one, sunday), runDueReminders(two, sunday)]);
    expect(byOne.sent + byTwo.sent).toBe(3);
    const queued = await one.db.selectFrom('emails').select('to_address').where('purpose', '=', 'reminder-weekly').orderBy('to_address').execute();
    expect(queued.map((row) => row.to_address)).toEqual(['ann@school.edu', 'bob@school.edu', 'cat@school.edu']);
    expect(await runDueReminders(two, sunday)).toEqual({ sent: 0, skipped: 0, canceled: 0 });
  });

  it('purge each due file once when two purges meet', async () => {
    const one = await testDeps({ RETENTION_DAYS: '1' });
    const two = await secondInstance(one);
    const order = await paidDashboardOrder(one);
    const files = [];
    for (let n = 0; n < 3; n++) files.push(await orderFile(one, order.id, `old-${n}.pdf`, new Date(Date.now() - 2 * 86_400_000)));
    const log = { info: () => undefined };
    await Promise.all([runRetentionPurge(one, log), runRetentionPurge(two, log)]);
    for (const file of files) expect(fs.existsSync(path.join(one.config.uploadsDir, file.stored_name))).toBe(false);
    expect(await one.db.selectFrom('uploads').select('deleted_at').where('deleted_at', 'is', null).execute()).toEqual([]);
  });

  it.runIf(postgresPass)('run the retention purge on one instance at a time (Postgres advisory lock)', async () => {
    const one = await testDeps();
    const two = await secondInstance(one);
    let finish!: () => void;
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const first = runAlone(one.db, 'retention', () => {
      started();
      return new Promise<void>((resolve) => (finish = resolve));
    });
    await running;
    const skipped = vi.fn(async () => undefined);
    expect(await runAlone(two.db, 'retention', skipped)).toBe(false);
    expect(skipped).not.toHaveBeenCalled();
    finish();
    expect(await first).toBe(true);
    expect(await runAlone(two.db, 'retention', skipped)).toBe(true);
    expect(skipped).toHaveBeenCalledOnce();
  });

  it('share the lost-link limit and the staff sign-in lockout through the database', async () => {
    const one = await testApp({ ADMIN_PASSWORD: 'the-staff-password' });
    const two = await testApp({ ADMIN_PASSWORD: 'the-staff-password', ...sameDatabase(one.deps.config) });
    const ip = '198.51.100.30';
    const lostLink = (app: FastifyInstance, n: number) =>
      app.inject({ method: 'POST', url: '/api/dashboards/lost-link/', remoteAddress: ip, headers: { 'content-type': 'application/json' }, payload: { email: `student${n}@uni.edu` } });
    for (let n = 0; n < 5; n++) expect((await lostLink(n % 2 ? one : two, n)).statusCode).toBe(200);
    expect((await lostLink(one, 5)).statusCode).toBe(429);
    expect((await lostLink(two, 6)).statusCode).toBe(429);

    for (let n = 0; n < 5; n++) expect((await staffSignIn(n % 2 ? one : two, { password: `guess-${n}` }, ip)).statusCode).toBe(401);
    const blocked = await staffSignIn(one, { password: 'the-staff-password' }, ip);
    expect([blocked.statusCode, blocked.json().message]).toEqual([429, 'Too many wrong passwords. Try again in 15 minutes.']);
    expect((await staffSignIn(two, { password: 'the-staff-password' }, ip)).statusCode).toBe(429);
    expect((await staffSignIn(two, { password: 'the-staff-password' }, '198.51.100.31')).statusCode).toBe(200);
  });

  it('keep the later autosave of a draft when an earlier one reaches the database after it', async () => {
    const one = await testDeps();
    const writers = [new DraftWriter(one.db), new DraftWriter((await secondInstance(one)).db)] as const;
    const form = (name: string, step: number) => draftFields({ name, email: 'ann@uni.edu', university: '', phone: '', upload_choice: null, newsletter: false, referral_code: null, career_guide: false, files_data: [], step });
    vi.useFakeTimers({ toFake: ['Date'] });
    onTestFinished(() => void vi.useRealTimers());
    // Saved on the second instance at 12:00:02, committed first; the save of 12:00:00 on the first instance commits after it.
    vi.setSystemTime(new Date('2026-11-26T12:00:02Z'));
    await writers[1].save('visitor-1', 'general', form('Ann Lee', 2));
    vi.setSystemTime(new Date('2026-11-26T12:00:00Z'));
    await writers[0].save('visitor-1', 'general', form('Ann', 1));
    expect(await one.db.selectFrom('drafts').select(['name', 'step', 'updated_at']).execute()).toEqual([{ name: 'Ann Lee', step: 2, updated_at: '2026-11-26T12:00:02.000Z' }]);
  });
});

describe('an instance', () => {
  it('refuses to start on Postgres without a configured COOKIE_SECRET, before touching the database', async () => {
    const config = await testConfig({ DATABASE_URL: 'postgres://syl@127.0.0.1:1/nowhere', COOKIE_SECRET: '' });
    await expect(buildApp(config)).rejects.toThrow(ConfigError);
    expect(() => resolveCookieSecret(config)).toThrow(/^COOKIE_SECRET must be set when DATABASE_URL is: every instance/);
    expect(resolveCookieSecret({ ...config, cookieSecret: 'a-cookie-secret-of-at-least-32-characters' })).toBe('a-cookie-secret-of-at-least-32-characters');
    expect(fs.existsSync(path.join(config.dataDir, '.cookie-secret'))).toBe(false);
  });

  it('keeps uploads and the outbox where UPLOADS_DIR and OUTBOX_DIR say, for a directory every instance shares', async () => {
    const config = await testConfig({ UPLOADS_DIR: '/shared/syl/uploads', OUTBOX_DIR: '/shared/syl/outbox' });
    expect([config.uploadsDir, config.outboxDir]).toEqual(['/shared/syl/uploads', '/shared/syl/outbox']);
    const defaults = await testConfig();
    expect([defaults.uploadsDir, defaults.outboxDir, defaults.shutdownTimeoutMs]).toEqual([path.join(defaults.dataDir, 'uploads'), path.join(defaults.dataDir, 'outbox'), 25_000]);
  });

  it('is not ready while draining, though healthy, and neither is healthy once its database does not answer', async () => {
    const app = await testApp();
    expect((await app.inject({ method: 'GET', url: '/api/ready' })).json()).toEqual({ success: true, status: 'ok', database: 'reachable', draining: false });
    app.draining = true;
    const draining = await app.inject({ method: 'GET', url: '/api/ready' });
    expect([draining.statusCode, draining.json()]).toEqual([503, { success: false, status: 'ok', database: 'reachable', draining: true }]);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

    await app.deps.db.destroy();
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect([health.statusCode, health.json()]).toEqual([503, { success: false, status: 'degraded', database: 'unreachable' }]);
  });

  it('tells callers the service is briefly unavailable, with a 503, when the database does not answer', async () => {
    const app = await testApp();
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    vi.spyOn(app.deps.db, 'selectFrom').mockImplementation(() => {
      throw refused;
    });
    for (const url of ['/api/dashboards/not-a-real-token-but-long-enough-to-look-up/', `/trpc/dashboards.get?input=${encodeURIComponent(JSON.stringify({ token: 'not-a-real-token-but-long-enough-to-look-up' }))}`]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(503);
      expect(JSON.stringify(response.json())).toContain(UNAVAILABLE_MESSAGE);
    }
  });

  it('knows the errors of a database that is down or restarting from those of a bad query', () => {
    const coded = (code: string, message = 'failed') => Object.assign(new Error(message), { code });
    for (const error of [coded('ECONNREFUSED'), coded('57P01'), coded('08006'), coded('SQLITE_BUSY'), new Error('Connection terminated unexpectedly'), new Error('timeout exceeded when trying to connect')]) {
      expect(isDatabaseUnavailable(error)).toBe(true);
    }
    for (const error of [coded('23505'), coded('42P01'), coded('SQLITE_CONSTRAINT_UNIQUE'), new Error('no such table: nope'), 'ECONNREFUSED']) expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('logs a background run that failed on a database that is down as a one-line warning, and any other failure as an error with its stack', () => {
    const log = { warn: vi.fn(), error: vi.fn() };
    const report = logJobFailure(log, 'outbox delivery failed');
    report(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }));
    expect(log.warn).toHaveBeenCalledWith({ code: '57P01' }, 'outbox delivery failed: the database is unavailable; trying again at the next run');
    expect(log.error).not.toHaveBeenCalled();

    const bug = new TypeError("Cannot read properties of undefined (reading 'id')");
    report(bug);
    expect(log.error).toHaveBeenCalledWith({ err: bug }, 'outbox delivery failed');
    expect(log.warn).toHaveBeenCalledTimes(1);
  });

  it.runIf(postgresPass)('opens at most DATABASE_POOL_SIZE connections to Postgres, however many requests come at once', async () => {
    const config = await testConfig();
    const named = new URL(config.databaseUrl!);
    named.searchParams.set('application_name', 'pool-size-check');
    const app = await testApp({ ...sameDatabase(config), DATABASE_URL: named.toString(), DATABASE_POOL_SIZE: '2' });
    const answers = await Promise.all(Array.from({ length: 20 }, () => app.inject({ method: 'GET', url: '/api/health' })));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity where application_name = 'pool-size-check'`.execute(app.deps.db);
    expect(rows[0]!.n).toBe(2);
  });

  it.runIf(postgresPass)('answers 503 rather than 500 while Postgres cannot be reached', async () => {
    const config = await testConfig();
    const { databaseUrl } = config;
    const real = new URL(databaseUrl!);
    // A TCP relay in front of Postgres, cut to take the database away from the app.
    const sockets = new Set<net.Socket>();
    const relay = net.createServer((client) => {
      const server = net.connect(Number(real.port || 5432), real.hostname);
      for (const socket of [client, server]) {
        sockets.add(socket);
        socket.on('error', () => undefined).on('close', () => sockets.delete(socket));
      }
      client.pipe(server).pipe(client);
    });
    await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
    const relayed = new URL(databaseUrl!);
    relayed.host = `127.0.0.1:${(relay.address() as net.AddressInfo).port}`;
    const app = await testApp({ ...sameDatabase(config), DATABASE_URL: relayed.toString() });
    const call = (url: string) => app.inject({ method: 'GET', url });
    const dashboard = `/api/dashboards/${'x'.repeat(43)}/`;
    expect((await call(dashboard)).statusCode).toBe(404);

    await new Promise<void>((resolve) => {
      relay.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });
    for (const url of ['/api/health', dashboard]) expect((await call(url)).statusCode).toBe(503);
    expect((await call(dashboard)).json()).toEqual({ success: false, message: UNAVAILABLE_MESSAGE });
  });
});
