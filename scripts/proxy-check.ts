/**
 * Checks deploy/nginx.conf in front of two compiled instances, each on its own SQLite data dir (the
 * compose setup shares Postgres): both serve, the proxy keeps the Host a POST's Origin is checked
 * against, carries uploads up to the app's limit, does not let a client name its own address, and
 * keeps answering when one instance stops.
 * Usage: tsx scripts/proxy-check.ts [--build DIR]   (without --build it builds into a temporary folder)
 * Needs nginx: `apt-get install -y nginx` on Debian, or NGINX_PATH.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildInto, freePort, startBuiltServer, type RunningServer } from './built-app';
import { startNginx, type RunningProxy } from './nginx';

const buildIndex = process.argv.indexOf('--build');
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'syl-proxy-'));
const buildDir = buildIndex > 0 ? path.resolve(process.argv[buildIndex + 1]!) : path.join(workDir, 'build');
if (buildIndex < 0) buildInto(buildDir);

const running: { stop(): Promise<void> }[] = [];
let failed = false;
try {
  // Four public POSTs per minute per instance, so the address check below reaches the limit.
  const env = { TRUST_PROXY: 'loopback', RATE_LIMIT_PER_MINUTE: '4' };
  const apps: RunningServer[] = [];
  for (const name of ['app1', 'app2']) {
    const app = await startBuiltServer({ buildDir, dataDir: path.join(workDir, name), env });
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
process.exit(failed ? 1 : 0);

async function check(name: string, run: () => Promise<void>): Promise<void> {
  try {
    await run();
    console.log(`ok    ${name}`);
  } catch (error) {
    failed = true;
    console.log(`FAIL  ${name}\n      ${error instanceof Error ? error.message : String(error)}`);
  }
}
