/**
 * Server throughput: autocannon (50 connections) against a bare Fastify route and against our own
 * routes, all served on this machine in the same run, so the ratios hold whatever the machine.
 */
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';

const CONNECTIONS = 50;
const DURATION_SECONDS = 10;

interface Measured {
  label: string;
  requestsPerSecond: number;
  p99: number;
  errors: number;
}

/** Targets with the share of the bare route's rate they must reach (issue budget). */
interface Target {
  label: string;
  path: string;
  body: unknown;
  minRatio: number;
  maxP99?: number;
}

const draft = {
  name: 'Ada Lovelace',
  email: 'ada@example.edu',
  university: 'Georgia Tech',
  phone: '4045550123',
  upload_choice: 'later',
  newsletter: true,
  referral_code: '',
  career_guide: false,
  files_data: [],
  step: 1,
};

const TARGETS: Target[] = [
  { label: 'POST /api/save-partial-purchase/', path: '/api/save-partial-purchase/', body: draft, minRatio: 0.5, maxP99: 20 },
  { label: 'tRPC purchases.saveDraft', path: '/trpc/purchases.saveDraft', body: draft, minRatio: 0.25 },
];

export async function benchServer(appUrl: string, freePort: () => Promise<number>): Promise<boolean> {
  const port = await freePort();
  const bare = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/bare-server.ts', String(port)], { stdio: 'inherit' });
  try {
    const bareUrl = `http://127.0.0.1:${port}`;
    await waitUntilListening(`${bareUrl}/bare`);
    // Each connection is its own visitor, saving their draft over and over as autosave does.
    const cookies = await Promise.all(Array.from({ length: CONNECTIONS }, () => visitorCookie(appUrl)));
    const reference = await measure('bare Fastify POST route', `${bareUrl}/bare`, {}, []);
    const rows: [Measured, string][] = [[reference, 'reference']];
    let ok = true;
    for (const target of TARGETS) {
      const result = await measure(target.label, appUrl + target.path, target.body, cookies);
      const ratio = result.requestsPerSecond / reference.requestsPerSecond;
      const passes = ratio >= target.minRatio && (target.maxP99 === undefined || result.p99 <= target.maxP99) && result.errors === 0;
      ok &&= passes;
      const needs = `needs ≥ ${target.minRatio}×${target.maxP99 === undefined ? '' : `, p99 ≤ ${target.maxP99} ms`}`;
      rows.push([result, `${ratio.toFixed(2)}× bare  ${passes ? 'ok' : 'UNDER'} (${needs})`]);
    }
    console.log(`\nServer throughput (autocannon, ${CONNECTIONS} connections, ${DURATION_SECONDS} s each)`);
    for (const [result, verdict] of rows) {
      console.log(
        `  ${result.label.padEnd(36)} ${result.requestsPerSecond.toFixed(0).padStart(7)} req/s  p99 ${String(result.p99).padStart(4)} ms  errors ${result.errors}  ${verdict}`,
      );
    }
    return ok;
  } finally {
    bare.kill('SIGTERM');
  }
}

async function visitorCookie(appUrl: string): Promise<string> {
  const cookie = (await fetch(`${appUrl}/api/health`)).headers.get('set-cookie')?.split(';')[0];
  if (!cookie) throw new Error('The app gave no visitor cookie');
  return cookie;
}

/** `cookies`, when given, holds one per connection. */
async function measure(label: string, url: string, body: unknown, cookies: string[]): Promise<Measured> {
  const headers = { 'content-type': 'application/json' };
  let connection = 0;
  const result = await autocannon({
    url,
    method: 'POST',
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    headers,
    body: JSON.stringify(body),
    setupClient: (client) => {
      const cookie = cookies[connection++ % cookies.length];
      if (cookie) client.setHeaders({ ...headers, cookie });
    },
  });
  return {
    label,
    requestsPerSecond: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

async function waitUntilListening(url: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      await fetch(url, { method: 'POST' });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`${url} did not start`);
}
