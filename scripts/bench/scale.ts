/**
 * Scale-out (`npm run bench -- scale`): two compiled instances behind deploy/nginx.conf on one
 * Postgres, against the SQLite instance the bench already runs, in the same run. The Postgres is the
 * bench's own (private-postgres.ts: an installed PostgreSQL's binaries, a temporary folder), so it can
 * be restarted under load; without PostgreSQL installed the bench says so and skips.
 *
 * 1. Throughput: autosave (autocannon, as the server bench) and checkout (create-payment-intent and
 *    the local gateway's confirm, one new visitor and email per checkout) on each; the ratio.
 * 2. kill -9 of one instance under write load through the proxy: every acknowledged draft and paid
 *    order is in the database, each paid order's confirmation email is there once and sent, every
 *    pasted syllabus is extracted once, the survivor keeps serving. Then a Sunday evening: thousands of
 *    emails due at once, sent by both instances over SMTP (testing/smtp-sink.ts), each received once.
 * 3. Postgres restarted under load, twice: an operator's restart (`pg_ctl stop -m fast`) and a crash
 *    (`-m immediate`, recovered from the WAL), each down for 3 s: 503 JSON while it is down, success
 *    after, no half-written order.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { DEFAULT_DATABASE_POOL_SIZE } from '../../src/server/config';
import { startSmtpSink, type SmtpSink } from '../../src/server/testing/smtp-sink';
import { startPrivatePostgres, type PrivatePostgres } from './private-postgres';
import { benchDraft, measure, visitorCookie, type Measured } from './server';

const CHECKOUT_WORKERS = 10;
const CHECKOUT_SECONDS = 5;
const STAFF_PASSWORD = 'bench-scale-staff-password';
const PASTED_SYLLABI = 40;
const BURST_EMAILS = 2000;
const COOKIE_SECRET = 'bench-scale-cookie-secret-0123456789abcdef0123456789abcdef';
const DOWN_MS = 3000;
const INSTANCE_APP_NAME = 'syl-scale';

export const SCALE_NOT_POSSIBLE =
  'PostgreSQL is not installed (Debian: apt-get install -y postgresql, or set PG_BIN to its bin folder): the scale bench needs its server binaries. Skipped.';

interface Instance {
  baseUrl: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** `bin`: the PostgreSQL server binaries (postgresBinaries()). */
export async function benchScale(bin: string, sqliteUrl: string, buildDir: string, freePort: () => Promise<number>): Promise<boolean> {
  const { startNginx } = await import('../nginx');
  const postgres: PrivatePostgres = await startPrivatePostgres(bin, await freePort());
  const sharedDir = fs.mkdtempSync(path.join(os.tmpdir(), 'syl-scale-'));
  const stops: (() => Promise<void>)[] = [];
  const smtp = await startSmtpSink();
  stops.push(smtp.close);
  let db: pg.Pool | undefined;
  let ok = true;
  try {
    // Named, so the connections the instances hold can be counted apart from the bench's own.
    const instancesUrl = `${postgres.url}?application_name=${INSTANCE_APP_NAME}`;
    const instanceEnv = { DATABASE_URL: instancesUrl, DATA_DIR: sharedDir, COOKIE_SECRET, TRUST_PROXY: 'loopback', ADMIN_PASSWORD: STAFF_PASSWORD, EXTRACTION_TIMEOUT_MS: '10000', SMTP_URL: smtp.url };
    const startOne = async () => {
      const instance = await startInstance(buildDir, await freePort(), instanceEnv);
      stops.push(instance.stop);
      return instance;
    };
    // One at a time: the first runs the migrations.
    const app1 = await startOne();
    const app2 = await startOne();
    const proxy = await startNginx([new URL(app1.baseUrl).host, new URL(app2.baseUrl).host], await freePort());
    stops.push(proxy.stop);
    // A pool, so the checks reconnect after the restarts below; its 'error' listener keeps a dropped idle connection from ending the bench.
    db = new pg.Pool({ connectionString: postgres.url, max: 2 });
    db.on('error', () => undefined);

    // 2. kill -9 under write load (first, so its confirmation emails are not queued behind part 1's).
    console.log(`\nScale-out on Postgres ${path.basename(path.dirname(bin))} (two compiled instances behind nginx)`);
    console.log(`\n  kill -9 of one instance under autosave + checkout load through nginx`);
    // One paid order, whose syllabi staff paste while the load runs and the kill comes.
    const extractionOrder = (await checkoutLoad(proxy.baseUrl, 0.01, 'extract', 1)).paid[0];
    const orderId = (await db.query<{ id: string }>('select id from orders where email = $1', [extractionOrder])).rows[0]?.id;
    const signIn = await fetch(`${proxy.baseUrl}/api/admin/sign-in/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: STAFF_PASSWORD }) });
    const staffCookie = signIn.headers.getSetCookie().find((cookie) => cookie.startsWith('syl_staff='))?.split(';')[0];
    if (!orderId || !staffCookie) throw new Error(`could not seed the extraction order (sign-in ${signIn.status})`);
    const pasted: string[] = [];
    const pastes = (async () => {
      await sleep(2000);
      for (let index = 0; index < PASTED_SYLLABI; index++) {
        const name = `Scale course ${index}`;
        const response = await fetch(`${proxy.baseUrl}/api/admin/review/addPastedSyllabus/`, { method: 'POST', headers: { 'content-type': 'application/json', cookie: staffCookie }, body: JSON.stringify({ orderId, name, text: syllabusText(index) }) }).catch(() => null);
        if (response?.ok) pasted.push(name);
        await sleep(40);
      }
    })();
    const saves = saveLoad(proxy.baseUrl, 20, 'kill');
    const buys = checkoutLoad(proxy.baseUrl, 8, 'kill', 3, 250);
    await sleep(3000);
    app1.child.kill('SIGKILL');
    const killedAt = Date.now();
    await sleep(5000);
    saves.stop();
    const saved = await saves.done;
    const bought = await buys;
    const check = (name: string, passes: boolean, detail = '') => {
      ok &&= passes;
      console.log(`  ${passes ? 'ok  ' : 'FAIL'}  ${name}${detail ? `: ${detail}` : ''}`);
    };
    console.log(`  acknowledged: ${saved.acked.length} drafts (${saved.failures} failed), ${bought.paid.length} paid orders (${bought.failures} failed); killed at ${((killedAt - saved.startedAt) / 1000).toFixed(1)} s`);
    const draftEmails = new Set((await db.query<{ email: string }>(`select email from drafts where email like 'kill-%'`)).rows.map((r) => r.email));
    const missingDrafts = saved.acked.filter((email) => !draftEmails.has(email));
    check('every acknowledged draft is in Postgres', missingDrafts.length === 0, `${saved.acked.length - missingDrafts.length}/${saved.acked.length}`);
    const paidRows = new Map((await db.query<{ email: string; status: string; id: string }>(`select email, status, id from orders where email like 'kill-%'`)).rows.map((r) => [r.email, r]));
    const missingPaid = bought.paid.filter((email) => paidRows.get(email)?.status !== 'paid' && paidRows.get(email)?.status !== 'delivered');
    check('every acknowledged payment is a paid order in Postgres', missingPaid.length === 0, `${bought.paid.length - missingPaid.length}/${bought.paid.length}`);
    const survivor = await fetch(`${app2.baseUrl}/api/health`).then((r) => r.status).catch(() => 0);
    const viaProxy = await fetch(`${proxy.baseUrl}/api/health`).then((r) => r.status).catch(() => 0);
    check('the surviving instance keeps serving (/api/health, direct and through nginx)', survivor === 200 && viaProxy === 200, `${survivor}, ${viaProxy}`);
    // The outbox drains on the survivor; an email the dead instance had claimed waits for its 5-min lease.
    const paidIds = bought.paid.map((email) => paidRows.get(email)?.id).filter((id): id is string => Boolean(id));
    const emailCounts = async () =>
      (await db!.query<{ order_id: string; n: number; sent: number; leased: number }>(
        `select order_id, count(*)::int as n, count(*) filter (where status in ('sent', 'kept'))::int as sent,
                count(*) filter (where status = 'queued' and lease_until is not null)::int as leased
           from emails where purpose = 'order-confirmation' and order_id = any($1) group by order_id`,
        [paidIds],
      )).rows;
    // Up to 60 s, or until a lease the dead instance left runs out (EMAIL_LEASE_MS, 5 min) and 30 s more.
    const { rows: leases } = await db.query<{ until: string | null }>(`select max(lease_until) as until from emails where purpose = 'order-confirmation' and order_id = any($1) and status = 'queued'`, [paidIds]);
    const drainDeadline = Math.max(Date.now() + 60_000, leases[0]?.until ? Date.parse(leases[0].until) + 30_000 : 0);
    let counts = await emailCounts();
    while (Date.now() < drainDeadline && counts.reduce((n, c) => n + c.sent, 0) < paidIds.length) {
      await sleep(1000);
      counts = await emailCounts();
    }
    const drainedAfter = (Date.now() - killedAt) / 1000;
    const byOrder = new Map(counts.map((c) => [c.order_id, c]));
    const once = paidIds.filter((id) => byOrder.get(id)?.n === 1 && byOrder.get(id)?.sent === 1).length;
    const leased = paidIds.filter((id) => (byOrder.get(id)?.leased ?? 0) > 0).length;
    const duplicated = paidIds.filter((id) => (byOrder.get(id)?.n ?? 0) > 1).length;
    check(
      'every paid order has exactly one confirmation email, sent (one the dead instance held: once its lease ran out)',
      once === paidIds.length,
      `${once}/${paidIds.length} sent once, the last ${drainedAfter.toFixed(0)} s after the kill; ${duplicated} with more than one row; ${leased} still under a lease`,
    );
    const { rows: confirmations } = await db.query<{ id: number }>(`select id from emails where purpose = 'order-confirmation' and order_id = any($1)`, [paidIds]);
    const confirmationArrivals = arrivals(smtp, confirmations.map((row) => row.id));
    console.log(
      `  the SMTP server received ${confirmationArrivals.filter((times) => times > 0).length} of them, ${confirmationArrivals.filter((times) => times > 1).length} twice ` +
        `(possible only for one the SMTP server accepted just before the kill: docs/operations.md, Several instances)`,
    );
    await pastes;
    type JobRow = { original_name: string; syllabus_status: string; jobs: number; job_status: string | null; attempts: number | null; items: number };
    const jobRows = async () =>
      (await db!.query<JobRow>(
        `select s.original_name, s.status as syllabus_status,
                (select count(*)::int from extraction_jobs j where j.syllabus_id = s.id) as jobs,
                (select max(j.status) from extraction_jobs j where j.syllabus_id = s.id) as job_status,
                (select max(j.attempts) from extraction_jobs j where j.syllabus_id = s.id) as attempts,
                (select count(*)::int from calendar_items c where c.syllabus_id = s.id) as items
           from syllabi s where s.order_id = $1`,
        [orderId],
      )).rows;
    // A job the dead instance was running waits for its lease (EXTRACTION_TIMEOUT_MS 10 s + 30 s).
    const jobDeadline = Date.now() + 60_000;
    let jobs = await jobRows();
    while (Date.now() < jobDeadline && jobs.some((job) => job.job_status === 'queued' || job.job_status === 'running')) {
      await sleep(1000);
      jobs = await jobRows();
    }
    const byName = new Map(jobs.map((job) => [job.original_name, job]));
    const extractedOnce = pasted.filter((name) => {
      const job = byName.get(name);
      return job?.jobs === 1 && job.job_status === 'done' && job.items === ITEMS_PER_SYLLABUS;
    });
    const attempts = countBy(jobs.map((job) => `attempts ${job.attempts}`));
    check(
      `every pasted syllabus (${pasted.length}/${PASTED_SYLLABI} acknowledged, pasted across the kill) is extracted once: one job, done, ${ITEMS_PER_SYLLABUS} items (within 60 s)`,
      pasted.length > 0 && extractedOnce.length === pasted.length,
      `${extractedOnce.length}/${pasted.length}; ${JSON.stringify(attempts)}; not done: ${JSON.stringify(jobs.filter((job) => job.job_status !== 'done').map((job) => `${job.original_name} ${job.syllabus_status}/${job.job_status}`))}`,
    );

    // app1 back on its port, so nginx has two instances again.
    const app1Again = await startInstance(buildDir, Number(new URL(app1.baseUrl).port), instanceEnv);
    stops.push(app1Again.stop);

    console.log(`\n  ${BURST_EMAILS} emails due at once (a Sunday evening's weekly reminders), sent over SMTP by both instances`);
    const queuedAt = Date.now();
    const burst = await db.query<{ id: number }>(
      `insert into emails (dedupe_key, to_address, subject, text_body, purpose, status, attempts, next_attempt_at)
       select 'burst:' || n, 'student' || n || '@uni.edu', 'Your week ahead', 'Hello', 'weekly-reminder', 'queued', 0, $1
         from generate_series(1, $2::int) as n returning id`,
      [new Date(queuedAt).toISOString(), BURST_EMAILS],
    );
    const sentCount = async () => (await db!.query<{ n: number }>(`select count(*)::int as n from emails where dedupe_key like 'burst:%' and status = 'sent'`)).rows[0]!.n;
    const burstDeadline = Date.now() + 180_000;
    let sent = await sentCount();
    while (Date.now() < burstDeadline && sent < BURST_EMAILS) {
      await sleep(250);
      sent = await sentCount();
    }
    const burstSeconds = (Date.now() - queuedAt) / 1000;
    const burstArrivals = arrivals(smtp, burst.rows.map((row) => row.id));
    const receivedOnce = burstArrivals.filter((times) => times === 1).length;
    check(
      'every email of the burst is sent and reaches the SMTP server once (within 180 s)',
      sent === BURST_EMAILS && receivedOnce === BURST_EMAILS,
      `${sent}/${BURST_EMAILS} sent; ${receivedOnce} received once, ${burstArrivals.filter((times) => times > 1).length} more than once, ${burstArrivals.filter((times) => times === 0).length} never`,
    );
    console.log(`  ${(BURST_EMAILS / burstSeconds).toFixed(0)} emails/s for the two instances: ${burstSeconds.toFixed(1)} s from queueing to the last one sent`);

    // 1. Throughput.
    console.log(`\n  Throughput: two instances behind nginx on one Postgres vs one instance on SQLite (same run)`);
    const row = (label: string, m: Measured, unit = 'req/s') =>
      console.log(`  ${label.padEnd(44)} ${m.requestsPerSecond.toFixed(0).padStart(7)} ${unit}  p99 ${String(Math.round(m.p99)).padStart(4)} ms  errors ${m.errors}`);
    const autosave = async (baseUrl: string) => {
      const cookies = await Promise.all(Array.from({ length: 50 }, () => visitorCookie(baseUrl)));
      return measure(`${baseUrl}/api/save-partial-purchase/`, { cookies, body: benchDraft('ada@example.edu') });
    };
    const sqliteSave = await autosave(sqliteUrl);
    const connections = sampleConnections(db);
    const pgSave = await autosave(proxy.baseUrl);
    row('autosave, 1 instance, SQLite', sqliteSave);
    row('autosave, 2 instances + nginx, Postgres', pgSave);
    console.log(`  autosave ratio (2×Postgres / 1×SQLite)        ${(pgSave.requestsPerSecond / sqliteSave.requestsPerSecond).toFixed(2)}×`);
    const sqliteCheckout = await checkoutLoad(sqliteUrl, CHECKOUT_SECONDS, 'tp-sqlite');
    const pgCheckout = await checkoutLoad(proxy.baseUrl, CHECKOUT_SECONDS, 'tp-pg');
    const peakConnections = await connections.stop();
    const asMeasured = (r: LoadResult): Measured => ({ requestsPerSecond: r.paid.length / CHECKOUT_SECONDS, p99: r.p99, errors: r.failures });
    row(`checkout (${CHECKOUT_WORKERS} buyers), 1 instance, SQLite`, asMeasured(sqliteCheckout), 'paid/s');
    row(`checkout (${CHECKOUT_WORKERS} buyers), 2 instances + nginx, Postgres`, asMeasured(pgCheckout), 'paid/s');
    console.log(`  checkout ratio (2×Postgres / 1×SQLite)        ${(pgCheckout.paid.length / Math.max(1, sqliteCheckout.paid.length)).toFixed(2)}×`);
    console.log(`  Postgres connections the two instances held at most under this load: ${peakConnections} (DATABASE_POOL_SIZE ${DEFAULT_DATABASE_POOL_SIZE} each; the server's max_connections: ${(await db.query<{ max_connections: string }>('show max_connections')).rows[0]!.max_connections})`);

    // 3. Postgres restarted under load, directly on one instance and through nginx.
    for (const mode of ['fast', 'immediate'] as const) {
      console.log(`\n  Postgres stopped (pg_ctl stop -m ${mode}${mode === 'immediate' ? ', a crash' : ''}), down ${DOWN_MS / 1000} s, started again, under autosave + checkout load`);
      const direct = saveLoad(app2.baseUrl, 5, `${mode}-direct`);
      const proxied = saveLoad(proxy.baseUrl, 5, `${mode}-proxy`);
      const buys = checkoutLoad(proxy.baseUrl, 20, mode, 3, 100);
      await sleep(2000);
      const stopping = Date.now();
      await postgres.stop(mode);
      const down = Date.now();
      await sleep(DOWN_MS);
      const starting = Date.now();
      await postgres.start();
      const up = Date.now();
      await sleep(15_000);
      direct.stop();
      proxied.stop();
      const bought = await buys;
      console.log(`  stop took ${down - stopping} ms, start ${up - starting} ms; checkout meanwhile: ${bought.paid.length} paid, ${bought.failures} failed`);
      const loads = [['directly on one instance', await direct.done], ['through nginx', await proxied.done]] as const;
      for (const [label, load] of loads) {
        // Certainly down: from the stop's end (plus 200 ms for answers already on their way) to the start's beginning.
        const whileDown = load.answers.filter((a) => a.at >= down + 200 && a.at <= starting);
        const json503 = whileDown.filter((a) => a.status === 503 && a.message).length;
        // Anything but a success or the app's 503 JSON, at any time of the run (a 500, nginx's 502, no answer).
        const unclear = countBy(load.answers.filter((a) => a.status !== 200 && !(a.status === 503 && a.message)).map((a) => String(a.status)));
        const firstOk = load.answers.find((a) => a.at > starting && a.status === 200);
        const tail = load.answers.filter((a) => a.at > up + 12_000);
        const tailOk = tail.filter((a) => a.status === 200).length;
        console.log(
          `  ${label}: ${load.answers.length} answers; while down ${whileDown.length}, ${json503} of them 503 JSON with a message; other than 200 or 503 JSON: ${JSON.stringify(unclear)}; ` +
            `first success ${firstOk ? `${((firstOk.at - up) / 1000).toFixed(1)} s` : 'never'} after the start returned; 12-15 s after: ${tailOk}/${tail.length} ok`,
        );
        check(`${label}: while down every answer is 503 JSON with a message, and no answer is anything but 200 or that`, json503 > 0 && json503 === whileDown.length && Object.keys(unclear).length === 0);
        check(`${label}: saves succeed again after the start`, tail.length > 0 && tailOk === tail.length);
      }
      const emails = async (query: string) => new Set((await db!.query<{ email: string }>(query, [`${mode}-%`])).rows.map((r) => r.email));
      const savedDrafts = await emails(`select email from drafts where email like $1`);
      const paidOrders = await emails(`select email from orders where email like $1 and status = 'paid'`);
      const ackedSaves = loads.flatMap(([, load]) => load.acked);
      const kept = ackedSaves.filter((email) => savedDrafts.has(email)).length + bought.paid.filter((email) => paidOrders.has(email)).length;
      const acked = ackedSaves.length + bought.paid.length;
      check(`every acknowledged save and payment across the ${mode === 'fast' ? 'restart' : 'crash'} is in Postgres`, kept === acked, `${kept}/${acked}`);
    }
    const orphans = await db.query<{ n: number }>(`select count(*)::int as n from orders o where not exists (select 1 from order_events e where e.order_id = o.id)`);
    const unpaid = await db.query<{ n: number }>(
      `select count(*)::int as n from orders o where o.status = 'paid' and o.gateway = 'local'
         and not exists (select 1 from local_payment_intents p where p.order_id = o.id and p.status = 'succeeded')`,
    );
    const paidNoEvent = await db.query<{ n: number }>(
      `select count(*)::int as n from orders o where o.status = 'paid' and not exists (select 1 from order_events e where e.order_id = o.id and e.status = 'paid')`,
    );
    check('no half-written rows (order without events; paid order without its succeeded payment or paid event)', orphans.rows[0]!.n + unpaid.rows[0]!.n + paidNoEvent.rows[0]!.n === 0, `${orphans.rows[0]!.n}, ${unpaid.rows[0]!.n}, ${paidNoEvent.rows[0]!.n}`);
    return ok;
  } finally {
    await db?.end().catch(() => undefined);
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
    await postgres.remove();
    fs.rmSync(sharedDir, { recursive: true, force: true });
  }
}

async function startInstance(buildDir: string, port: number, env: Record<string, string>): Promise<Instance> {
  const child = spawn(process.execPath, ['--enable-source-maps', path.join(buildDir, 'app', 'main.js')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', CLIENT_DIR: path.join(buildDir, 'client'), LOG_LEVEL: 'error', RATE_LIMIT_PER_MINUTE: '100000000', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`instance exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error(`${baseUrl} not healthy within 60 s`);
    if (await fetch(`${baseUrl}/api/health`).then((r) => r.ok).catch(() => false)) break;
    await sleep(200);
  }
  return {
    baseUrl,
    child,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

interface LoadResult {
  paid: string[];
  failures: number;
  p99: number;
}

/** Checkout buyers, each a new visitor and email per purchase, for `seconds`; the emails whose payment was acknowledged. */
async function checkoutLoad(baseUrl: string, seconds: number, tag: string, workers = CHECKOUT_WORKERS, pauseMs = 0): Promise<LoadResult> {
  const until = Date.now() + seconds * 1000;
  const paid: string[] = [];
  const latencies: number[] = [];
  let failures = 0;
  let n = 0;
  const expiry = `12 / ${(new Date().getUTCFullYear() + 3) % 100}`;
  const worker = async () => {
    while (Date.now() < until) {
      const email = `${tag}-${process.pid}-${n++}@uni.edu`;
      const started = performance.now();
      try {
        const cookie = await visitorCookie(baseUrl);
        const post = async (url: string, body: object) => {
          const response = await fetch(baseUrl + url, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body) });
          if (!response.ok) throw new Error(`${url} ${response.status}`);
          return (await response.json()) as { clientSecret?: string; status?: string };
        };
        const intent = await post('/api/create-payment-intent/', { amount: 2500, currency: 'usd', customer_name: 'Bench Student', customer_email: email, career_guide: false, upload_choice: 'later' });
        const confirmed = await post('/api/local-payments/confirm/', { clientSecret: intent.clientSecret, cardNumber: '4242 4242 4242 4242', expiry, cvc: '123' });
        if (confirmed.status !== 'succeeded') throw new Error(`confirm ${confirmed.status}`);
        paid.push(email);
        latencies.push(performance.now() - started);
        if (pauseMs) await sleep(pauseMs);
      } catch {
        failures += 1;
        await sleep(50);
      }
    }
  };
  await Promise.all(Array.from({ length: workers }, worker));
  latencies.sort((a, b) => a - b);
  return { paid, failures, p99: latencies[Math.floor(latencies.length * 0.99)] ?? 0 };
}

interface Answer {
  at: number;
  status: number;
  message?: string;
}

/** Autosave workers, each save a new visitor (no cookie) with a unique email, until stopped. */
function saveLoad(baseUrl: string, workers: number, tag: string) {
  let running = true;
  const acked: string[] = [];
  const answers: Answer[] = [];
  let failures = 0;
  let n = 0;
  const startedAt = Date.now();
  const worker = async () => {
    while (running) {
      const email = `${tag}-${process.pid}-${n++}@uni.edu`;
      try {
        const response = await fetch(`${baseUrl}/api/save-partial-purchase/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(benchDraft(email)) });
        const text = await response.text();
        let message: string | undefined;
        try {
          message = (JSON.parse(text) as { message?: string }).message;
        } catch {
          // not JSON
        }
        answers.push({ at: Date.now(), status: response.status, message });
        if (response.ok) acked.push(email);
        else failures += 1;
      } catch {
        answers.push({ at: Date.now(), status: 0 });
        failures += 1;
        await sleep(20);
      }
    }
  };
  const done = Promise.all(Array.from({ length: workers }, worker)).then(() => ({ acked, answers, failures: failures, startedAt }));
  return { stop: () => (running = false), done };
}

/** The most connections the instances held at once, sampled every 50 ms until stopped. */
function sampleConnections(db: pg.Pool) {
  let peak = 0;
  let running = true;
  const sampling = (async () => {
    while (running) {
      const { rows } = await db.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where application_name = $1', [INSTANCE_APP_NAME]);
      peak = Math.max(peak, rows[0]!.n);
      await sleep(50);
    }
  })();
  return {
    async stop() {
      running = false;
      await sampling;
      return peak;
    },
  };
}

/** How many times the SMTP server received each of these emails (a Message-ID starts with its email's id: emails/mailer.ts). */
function arrivals(smtp: SmtpSink, emailIds: number[]): number[] {
  const byEmail = new Map([...smtp.received].map(([messageId, times]) => [Number(/^<(\d+)\./.exec(messageId)?.[1]), times]));
  return emailIds.map((id) => byEmail.get(id) ?? 0);
}

const countBy = (values: string[]) => values.reduce<Record<string, number>>((counts, v) => ({ ...counts, [v]: (counts[v] ?? 0) + 1 }), {});
const ITEMS_PER_SYLLABUS = 12;
const KINDS = ['Homework', 'Lab', 'Problem Set', 'Essay', 'Quiz'];
/** A pasted syllabus with a schedule of dated deliverables; each index gives different text. */
function syllabusText(index: number): string {
  const kind = KINDS[index % KINDS.length]!;
  const lines = [`CS ${2000 + index} Scale course ${index}`, 'Fall 2025', '', 'Schedule'];
  for (let number = 1; number <= ITEMS_PER_SYLLABUS; number++) {
    const day = new Date(Date.UTC(2025, 7, 25 + 3 * number));
    lines.push(`${day.toLocaleDateString('en-US', { month: 'short', timeZone: 'UTC' })} ${day.getUTCDate()}  ${kind} ${number} due`);
  }
  return lines.join('\n');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
