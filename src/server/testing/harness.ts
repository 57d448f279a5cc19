import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import { openDatabase } from '../db/connection.js';
import { migrateToLatest } from '../db/migrate.js';
import { buildDeps, type AppDeps } from '../deps.js';
import { createInnerContext, type InnerContext } from '../trpc/context.js';
import { createCallerFactory } from '../trpc/init.js';
import { appRouter } from '../trpc/router.js';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

/** A config for tests: a temporary data dir, a fresh database, no logging. */
export function testConfig(env: Record<string, string> = {}): Config {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'syl-test-'));
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  return loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, CLIENT_DIR: path.join(dataDir, 'no-client'), ...env });
}

/** Dependencies over a fresh, migrated database, closed after the test. */
export async function testDeps(env: Record<string, string> = {}): Promise<AppDeps> {
  const config = testConfig(env);
  const db = openDatabase(config.databasePath);
  await migrateToLatest(db);
  cleanups.push(() => db.destroy());
  return buildDeps(config, db);
}

/** A tRPC caller as a given visitor (or staff member), without HTTP. */
export function testCaller(deps: AppDeps, who: Partial<Pick<InnerContext, 'visitorId' | 'doNotTrack' | 'isStaff'>> = {}) {
  return createCallerFactory(appRouter)(createInnerContext(deps, who));
}

/** The whole Fastify app over a fresh database, for app.inject. */
export async function testApp(env: Record<string, string> = {}): Promise<FastifyInstance> {
  const app = await buildApp(testConfig({ RATE_LIMIT_PER_MINUTE: '10000', ...env }));
  cleanups.push(() => app.close());
  await app.ready();
  return app;
}

/** The visitor cookie a response set, ready to send back as a Cookie header. */
export function visitorCookie(response: { cookies: { name: string; value: string }[] }): string {
  const cookie = response.cookies.find((c) => c.name === 'syl_vid');
  if (!cookie) throw new Error('no visitor cookie was set');
  return `syl_vid=${cookie.value}`;
}
