/**
 * Server throughput: autocannon (50 connections) against a bare Fastify route and against our own
 * routes, all served on this machine in the same run, so the ratios hold whatever the machine.
 *
 * A shared machine's speed drifts by 10-20% from one second to the next, so the bare route and each
 * target are measured in interleaved rounds, each target's ratio taken against the bare run of its
 * own round, and the median round reported.
 */
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';

const CONNECTIONS = 50;
const ROUNDS = 3;
const DURATION_SECONDS = 5;
/** Unmeasured load first, so each server has compiled its hot paths (the bare route needs far less). */
const WARMUP_SECONDS = 2;

export interface Measured {
  requestsPerSecond: number;
  p99: number;
  errors: number;
}

/** Targets with the share of the bare route's rate they must reach (issue budget). */
interface Target {
  label: string;
  path: string;
  minRatio: number;
  maxP99?: number;
}

/** The step-1 draft autosave sends, for a buyer with this email. */
export const benchDraft = (email: string) => ({
  name: 'Ada Lovelace',
  email,
  university: 'Georgia Tech',
  phone: '4045550123',
  upload_choice: 'later',
  newsletter: true,
  referral_code: '',
  career_guide: false,
  files_data: [],
  step: 1,
});
const draft = benchDraft('ada@example.edu');

const TARGETS: Target[] = [
  { label: 'POST /api/save-partial-purchase/', path: '/api/save-partial-purchase/', minRatio: 0.5, maxP99: 20 },
  { label: 'tRPC purchases.saveDraft', path: '/trpc/purchases.saveDraft', minRatio: 0.25 },
];

/** Starts the bare Fastify reference server (GET and POST /bare) in its own process; returns its URL and a stop. */
export async function startBareServer(freePort: () => Promise<number>): Promise<{ bareUrl: string; stop: () => void }> {
  const port = await freePort();
  const bare = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/bare-server.ts', String(port)], { stdio: 'inherit' });
  const bareUrl = `http://127.0.0.1:${port}/bare`;
  await waitUntilListening(bareUrl);
  return { bareUrl, stop: () => bare.kill('SIGTERM') };
}

export async function benchServer(appUrl: string, freePort: () => Promise<number>): Promise<boolean> {
  const bare = await startBareServer(freePort);
  try {
    // Each connection is its own visitor, saving their draft over and over as autosave does.
    const cookies = await Promise.all(Array.from({ length: CONNECTIONS }, () => visitorCookie(appUrl)));
    const rounds: { reference: Measured; targets: Measured[] }[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      // The bare route gets the same request body, so the only difference measured is the server's work.
      const reference = await measure(bare.bareUrl, { cookies: [], body: draft });
      const targets: Measured[] = [];
      for (const target of TARGETS) targets.push(await measure(appUrl + target.path, { cookies, body: draft }));
      rounds.push({ reference, targets });
    }

    const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)]!;
    console.log(`\nServer throughput (autocannon, ${CONNECTIONS} connections; median of ${ROUNDS} interleaved rounds of ${DURATION_SECONDS} s after ${WARMUP_SECONDS} s of warm-up)`);
    const row = (label: string, rps: number, p99: number, errors: number, verdict: string) =>
      console.log(`  ${label.padEnd(36)} ${rps.toFixed(0).padStart(7)} req/s  p99 ${String(p99).padStart(4)} ms  errors ${errors}  ${verdict}`);
    const references = rounds.map((r) => r.reference);
    row('bare Fastify POST route', median(references.map((m) => m.requestsPerSecond)), median(references.map((m) => m.p99)), sum(references.map((m) => m.errors)), 'reference');
    let ok = true;
    for (const [index, target] of TARGETS.entries()) {
      const runs = rounds.map((r) => r.targets[index]!);
      const ratio = median(rounds.map((r) => r.targets[index]!.requestsPerSecond / r.reference.requestsPerSecond));
      const p99 = median(runs.map((m) => m.p99));
      const errors = sum(runs.map((m) => m.errors));
      const passes = ratio >= target.minRatio && (target.maxP99 === undefined || p99 <= target.maxP99) && errors === 0;
      ok &&= passes;
      const needs = `needs ≥ ${target.minRatio}×${target.maxP99 === undefined ? '' : `, p99 ≤ ${target.maxP99} ms`}`;
      row(target.label, median(runs.map((m) => m.requestsPerSecond)), p99, errors, `${ratio.toFixed(2)}× bare  ${passes ? 'ok' : 'UNDER'} (${needs})`);
    }
    return ok;
  } finally {
    bare.stop();
  }
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

export async function visitorCookie(appUrl: string): Promise<string> {
  const cookie = (await fetch(`${appUrl}/api/health`)).headers.get('set-cookie')?.split(';')[0];
  if (!cookie) throw new Error('The app gave no visitor cookie');
  return cookie;
}

/**
 * Warm-up, then one measured run. With `body` a JSON POST, else a GET with `headers`; `cookies`, when
 * given, holds one per connection. A 304 counts as an answer, not an error.
 */
export async function measure(url: string, options: { cookies?: string[]; body?: object; headers?: Record<string, string> }): Promise<Measured> {
  const cookies = options.cookies ?? [];
  const headers = options.body ? { 'content-type': 'application/json' } : (options.headers ?? {});
  const run = (duration: number) => {
    let connection = 0;
    return autocannon({
      url,
      method: options.body ? 'POST' : 'GET',
      connections: CONNECTIONS,
      duration,
      headers,
      body: options.body && JSON.stringify(options.body),
      setupClient: (client) => {
        const cookie = cookies[connection++ % cookies.length];
        if (cookie) client.setHeaders({ ...headers, cookie });
      },
    });
  };
  await run(WARMUP_SECONDS);
  const result = await run(DURATION_SECONDS);
  return {
    requestsPerSecond: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx - (result.statusCodeStats?.['304']?.count ?? 0),
  };
}

async function waitUntilListening(url: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`${url} did not start`);
}
