/**
 * Builds the app into a temporary folder and serves it with the real server on a random port with a
 * temporary data dir. Set E2E_BUILD_DIR to reuse a build made with `tsx scripts/build.ts --out DIR`.
 * With DATABASE_URL set, the server keeps its data in a new Postgres database on that server instead
 * of SQLite, dropped at the end.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildInto, startBuiltServer, type RunningServer } from '../scripts/built-app';
import { loadConfig } from '../src/server/config';
import { createDatabase, dropDatabase, TEST_COOKIE_SECRET } from '../src/server/testing/postgres';
import { findChromium } from './chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    /** The server's Postgres database; empty when it runs on SQLite. */
    databaseUrl: string;
    chromiumPath: string;
  }
}

export default async function setup(project: TestProject) {
  const chromiumPath = findChromium();
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'syl-e2e-'));
  const buildDir = process.env.E2E_BUILD_DIR ? path.resolve(process.env.E2E_BUILD_DIR) : path.join(workDir, 'build');
  if (!process.env.E2E_BUILD_DIR) buildInto(buildDir);
  const dataDir = path.join(workDir, 'data');
  const postgres = loadConfig({ DATABASE_URL: process.env.DATABASE_URL }).databaseUrl;
  const database = `syl_e2e_${process.pid}`;
  const databaseUrl = postgres ? await createDatabase(postgres, database) : '';
  const server: RunningServer = await startBuiltServer({
    buildDir,
    dataDir,
    env: { RATE_LIMIT_PER_MINUTE: '100000', ADMIN_PASSWORD: 'staff-e2e-password', ...(postgres ? { DATABASE_URL: databaseUrl, COOKIE_SECRET: TEST_COOKIE_SECRET } : {}) },
  });
  project.provide('baseUrl', server.baseUrl);
  project.provide('dataDir', dataDir);
  project.provide('databaseUrl', databaseUrl);
  project.provide('chromiumPath', chromiumPath);
  // Returned rather than exported: Vitest runs only one of the two when the module has a default export.
  return async function teardown() {
    await server.stop();
    if (postgres) await dropDatabase(postgres, database);
    fs.rmSync(workDir, { recursive: true, force: true });
  };
}
