/**
 * Checks deploy/nginx.conf in front of two compiled instances set up as compose.yaml runs them: both
 * serve, the proxy keeps the Host a POST's Origin is checked against, carries uploads up to the app's
 * limit, does not let a client name its own address, and keeps answering when one instance stops.
 * With DATABASE_URL set (a Postgres server where that role may CREATEDB), the two share one fresh
 * database (dropped at the end), one data dir and one COOKIE_SECRET, as in compose.yaml, and the
 * checks that need that run too: a draft, a staff session and an uploaded syllabus made on one
 * instance are there on the other. Without it, each instance has its own SQLite data dir.
 * Usage: tsx scripts/proxy-check.ts [--build DIR]   (without --build it builds into a temporary folder)
 * Needs nginx: `apt-get install -y nginx` on Debian, or NGINX_PATH.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/connection';
import { createDatabase, dropDatabase, TEST_COOKIE_SECRET } from '../src/server/testing/postgres';
import { buildInto, freePort, startBuiltServer, type RunningServer } from './built-app';
import { startNginx, type RunningProxy } from './nginx';

const STAFF_PASSWORD = 'proxy-check-staff-password';

const buildIndex = process.argv.indexOf('--build');
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'syl-proxy-'));
const buildDir = buildIndex > 0 ? path.resolve(process.argv[buildIndex + 1]!) : path.join(workDir, 'build');
if (buildIndex < 0) buildInto(buildDir);

const postgresServer = loadConfig({ DATABASE_URL: process.env.DATABASE_URL }).databaseUrl;
const running: { stop(): Promise<void> }[] = [];
let failed = false;
const counts = { passed: 0, failed: 0, skipped: 0 };
try {
  let databaseUrl: string | undefined;
  if (postgresServer) {
    const database = `syl_proxy_${process.pid}`;
    databaseUrl = await createDatabase(postgresServer, database);
    running.push({ stop: () => dropDatabase(postgresServer, database) });
  }
  // Four public POSTs per minute per instance, so the address check below reaches the limit.
  const env = { TRUST_PROXY: 'loopback', RATE_LIMIT_PER_MINUTE: '4', ...(databaseUrl ? { DATABASE_URL: databaseUrl, COOKIE_SECRET: TEST_COOKIE_SECRET, ADMIN_PASSWORD: STAFF_PASSWORD } : {}) };
  const apps: RunningServer[] = [];
  // One at a time, so the first runs the migrations of a shared database.
  for (const name of ['app1', 'app2']) {
    const app = await startBuiltServer({ buildDir, dataDir: path.join(workDir, databaseUrl ? 'data' : name), env });
    running.push(app);
    apps.push(app);
  }
  const upstreams = apps.map((app) => new URL(app.baseUrl).host) as [string, string];
  const proxy: RunningProxy = await startNginx(upstreams, await freePort());
  running.push(proxy);
  const get = (url: string) => fetch(`${proxy.baseUrl}${url}`);
  const post = (url: string, body: BodyInit, headers: Record<string, string> = {}) =>
    fetch(`${proxy.baseUrl}${url}`, { method: 'POST', body, headers: { origin: proxy.baseUrl, ...headers } });
  const json = { 'content-type': 'application/json' };

  await check('both instances answer /api/health and pages in turn', async () => {
    const served = new Set<string>();
    for (let i = 0; i < 10; i++) {
      for (const url of ['/api/health', '/']) {
        const response = await get(url);
        assert.equal(response.status, 200, url);
        served.add(response.headers.get('x-upstream') ?? '');
      }
    }
    assert.deepEqual([...served].sort(), [...upstreams].sort());
  });

  await check('a same-origin POST through the proxy is accepted (Host keeps its port)', async () => {
    assert.equal((await post('/api/save-partial-purchase/', JSON.stringify({ email: 'proxy@uni.edu' }), json)).status, 200);
  });

  await check("a file over the app's 10 MB limit reaches the app and gets its JSON 413", async () => {
    const form = new FormData();
    form.append('customer_email', 'proxy@uni.edu');
    form.append('file_0', new Blob([new Uint8Array(11 * 1024 * 1024)]), 'big.pdf');
    const response = await post('/api/notify-purchase-page/', form);
    assert.equal(response.status, 413);
    assert.equal(((await response.json()) as { success: boolean }).success, false);
  });

  // Requests straight to an instance name their own client address (believed from loopback), so they
  // leave the proxied requests' allowance to the address check below.
  const direct = (app: RunningServer, url: string, init: { method?: string; body?: BodyInit; headers?: Record<string, string> } = {}) =>
    fetch(`${app.baseUrl}${url}`, { ...init, headers: { 'x-forwarded-for': '203.0.113.9', ...init.headers } });
  /** The cookie a response set, ready to send back as a Cookie header. */
  const cookieSet = (response: Response, name: string) => {
    const cookie = response.headers.getSetCookie().find((set) => set.startsWith(`${name}=`));
    assert.ok(cookie, `no ${name} cookie was set`);
    return cookie.split(';', 1)[0]!;
  };
  const signInAsStaff = async (app: RunningServer) => {
    const response = await direct(app, '/api/admin/sign-in/', { method: 'POST', body: JSON.stringify({ password: STAFF_PASSWORD }), headers: json });
    assert.equal(response.status, 200, `staff sign-in on ${app.baseUrl}`);
    return cookieSet(response, 'syl_staff');
  };
  const sharedCheck = async (name: string, run: () => Promise<void>) => {
    if (databaseUrl) return check(name, run);
    counts.skipped++;
    console.log(`skip  ${name} (on Postgres only: set DATABASE_URL)`);
  };

  await sharedCheck('a draft saved through the proxy is read back on each instance (one database, one COOKIE_SECRET)', async () => {
    const cookie = cookieSet(await get('/api/health'), 'syl_vid');
    const saved = await post('/api/save-partial-purchase/', JSON.stringify({ email: 'shared@uni.edu', university: 'Georgia Tech' }), { ...json, cookie });
    assert.equal(saved.status, 200);
    for (const app of apps) {
      const response = await direct(app, '/api/get-partial-purchase/?email=shared%40uni.edu', { headers: { cookie } });
      assert.equal(response.status, 200, app.baseUrl);
      const { data } = (await response.json()) as { data?: { university?: string } };
      assert.equal(data?.university, 'Georgia Tech', `the draft as read on ${app.baseUrl} (saved on ${saved.headers.get('x-upstream')})`);
    }
  });

  await sharedCheck('staff signed in on app1 are signed in on app2 (one COOKIE_SECRET)', async () => {
    const response = await direct(apps[1]!, '/api/admin/session/', { headers: { cookie: await signInAsStaff(apps[0]!) } });
    assert.equal(((await response.json()) as { signedIn: boolean }).signedIn, true, 'signed in on app2');
  });

  await sharedCheck('a syllabus uploaded to app2 is served to staff by app1 (one uploads dir)', async () => {
    const syllabus = 'CS 1331 syllabus\nHomework 1 due Sep 5\n';
    const form = new FormData();
    for (const [field, value] of Object.entries({ customer_name: 'Ann Lee', customer_email: 'shared@uni.edu', upload_choice: 'now' })) form.append(field, value);
    form.append('file_0', new Blob([syllabus], { type: 'text/plain' }), 'proxy-check.txt');
    assert.equal((await direct(apps[1]!, '/api/notify-purchase-page/', { method: 'POST', body: form })).status, 200, 'upload to app2');
    const db = openDatabase({ databasePath: '', databaseUrl: databaseUrl! });
    const upload = await db.selectFrom('uploads').select('id').where('original_name', '=', 'proxy-check.txt').executeTakeFirstOrThrow().finally(() => db.destroy());
    const file = await direct(apps[0]!, `/api/admin/files/${upload.id}/`, { headers: { cookie: await signInAsStaff(apps[0]!) } });
    assert.equal(file.status, 200, 'staff download from app1');
    assert.equal(await file.text(), syllabus);
  });

  await check('a client naming another address in X-Forwarded-For is still limited as itself', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      statuses.push((await post('/api/save-partial-purchase/', '{}', { ...json, 'x-forwarded-for': `198.51.100.${i}` })).status);
    }
    assert.ok(statuses.includes(429), `no 429 among ${statuses.join(', ')}`);
  });

  await check('with app1 stopped, the proxy keeps answering from app2, POSTs included', async () => {
    await apps[0]!.stop();
    for (let i = 0; i < 10; i++) {
      const response = await get('/api/health');
      assert.equal(response.status, 200);
      // The first may have tried app1 before app2 ("app1, app2"): the last one answered.
      assert.equal(response.headers.get('x-upstream')?.split(', ').at(-1), upstreams[1]);
    }
    const tracked = await post('/trpc/tracking.record', JSON.stringify({ kind: 'page_view', name: 'Home Page', url: '/' }), json);
    assert.equal(tracked.status, 200);
  });
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  for (const service of running.reverse()) await service.stop();
  fs.rmSync(workDir, { recursive: true, force: true });
}
// The closing line CI reads for a count, as after the test suites.
console.log(`${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(failed ? 1 : 0);

async function check(name: string, run: () => Promise<void>): Promise<void> {
  try {
    await run();
    counts.passed++;
    console.log(`ok    ${name}`);
  } catch (error) {
    failed = true;
    counts.failed++;
    console.log(`FAIL  ${name}\n      ${error instanceof Error ? error.message : String(error)}`);
  }
}
