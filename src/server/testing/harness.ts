import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import { openDatabase } from '../db/connection.js';
import { migrateToLatest } from '../db/migrate.js';
import { buildDeps, type AppDeps } from '../deps.js';
import { createInnerContext, type Who } from '../trpc/context.js';
import { createCallerFactory } from '../trpc/init.js';
import { appRouter } from '../trpc/router.js';
import { FakeStripe } from './fake-stripe.js';
import { createDatabase, databaseUrl, dropDatabase, resetDatabase, TEST_COOKIE_SECRET } from './postgres.js';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

/** A config for tests: a temporary data dir, a fresh empty database, no logging. */
export function testConfig(env: Record<string, string> = {}): Promise<Config> {
  return freshConfig(env, 'empty');
}

/** Dependencies over a fresh, migrated database, closed after the test. */
export async function testDeps(env: Record<string, string> = {}): Promise<AppDeps> {
  const config = await freshConfig(env, 'migrated');
  const db = openDatabase(config);
  await migrateToLatest(db);
  cleanups.push(() => db.destroy());
  return buildDeps(config, db);
}

/** The variables that point another app or config at this config's database (on Postgres with its secret, as another instance would). */
export function sameDatabase(config: Config): Record<string, string> {
  return config.databaseUrl ? { DATABASE_URL: config.databaseUrl, ...(config.cookieSecret ? { COOKIE_SECRET: config.cookieSecret } : {}) } : { DATABASE_PATH: config.databasePath };
}

const postgresServer = loadConfig({ DATABASE_URL: process.env.DATABASE_URL }).databaseUrl;
let databases = 0;
/** Migrated databases earlier tests of this file used, reset to the template's contents. */
const spareDatabases: string[] = [];
// Each test file runs in a process of its own, so its databases go with it.
afterAll(async () => {
  while (postgresServer && spareDatabases.length) await dropDatabase(postgresServer, spareDatabases.pop()!);
});

/**
 * A temporary data dir and, unless `env` names a database (DATABASE_URL: '' is SQLite even in the
 * Postgres pass), a database of the test's own: a new SQLite file in the data dir, or with
 * DATABASE_URL set (the Postgres pass) a Postgres database, empty or as the run's migrated template
 * (see postgres-setup.ts). The data dir goes after the test; a migrated Postgres database is reset and
 * kept for the file's next test.
 */
async function freshConfig(env: Record<string, string>, database: 'empty' | 'migrated'): Promise<Config> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'syl-test-'));
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const own: Record<string, string> = {};
  if (postgresServer && !('DATABASE_URL' in env)) Object.assign(own, { DATABASE_URL: await postgresDatabase(postgresServer, database), COOKIE_SECRET: TEST_COOKIE_SECRET });
  return loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, CLIENT_DIR: path.join(dataDir, 'no-client'), ...own, ...env });
}

async function postgresDatabase(server: string, database: 'empty' | 'migrated'): Promise<string> {
  const template = inject('postgresTemplate')!;
  const spare = database === 'migrated' ? spareDatabases.pop() : undefined;
  const name = spare ?? `${template.name}_${process.pid}_${++databases}`;
  const url = spare ? databaseUrl(server, spare) : await createDatabase(server, name, database === 'migrated' ? template.name : undefined);
  cleanups.push(async () => {
    if (database === 'empty') return dropDatabase(server, name);
    await resetDatabase(url, template.contents);
    spareDatabases.push(name);
  });
  return url;
}

/** A tRPC caller as a given visitor (or staff member: `{ staff: ADMIN_USER }`), without HTTP. */
export function testCaller(deps: AppDeps, who: Who = {}) {
  return createCallerFactory(appRouter)(createInnerContext(deps, who));
}

/** The whole Fastify app over a fresh database, for app.inject. */
export async function testApp(env: Record<string, string> = {}): Promise<FastifyInstance> {
  const app = await buildApp(await freshConfig({ RATE_LIMIT_PER_MINUTE: '10000', ...env }, 'migrated'));
  cleanups.push(() => app.close());
  await app.ready();
  return app;
}

/** The HTTP status of each call in a tRPC batch answer. */
export const callStatuses = (response: { json: () => unknown }) =>
  (response.json() as { error?: { data: { httpStatus: number } } }[]).map((call) => call.error?.data.httpStatus ?? 200);

/** The visitor cookie a response set, ready to send back as a Cookie header. */
export function visitorCookie(response: { cookies: { name: string; value: string }[] }): string {
  const cookie = response.cookies.find((c) => c.name === 'syl_vid');
  if (!cookie) throw new Error('no visitor cookie was set');
  return `syl_vid=${cookie.value}`;
}

/** Signs in to the staff console over HTTP, as the sign-in form does (no user name: the admin account). */
export function staffSignIn(app: FastifyInstance, credentials: { username?: string; password: string }, ip = '203.0.113.7') {
  return app.inject({ method: 'POST', url: '/api/admin/sign-in/', remoteAddress: ip, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(credentials) });
}

/** The staff session cookie a sign-in set, ready to send back as a Cookie header. */
export function staffCookie(response: { cookies: { name: string; value: string }[] }): string {
  const cookie = response.cookies.find((c) => c.name === 'syl_staff');
  if (!cookie) throw new Error('no staff cookie was set');
  return `syl_staff=${cookie.value}`;
}

/** A local fake of Stripe's API for this test; `fake.env` configures an app or deps to use it. */
export async function fakeStripe(): Promise<FakeStripe> {
  const fake = await FakeStripe.start();
  cleanups.push(() => fake.close());
  return fake;
}

/** A browser with its own visitor cookie, talking to the app over HTTP. */
export async function testVisitor(app: FastifyInstance) {
  const cookie = visitorCookie(await app.inject({ method: 'GET', url: '/api/health' }));
  return {
    cookie,
    get: (url: string) => app.inject({ method: 'GET', url, headers: { cookie } }),
    post: (url: string, body: unknown) =>
      app.inject({ method: 'POST', url, headers: { cookie, 'content-type': 'application/json' }, payload: JSON.stringify(body) }),
    postForm: (url: string, form: MultipartForm) => app.inject({ method: 'POST', url, headers: { cookie, ...form.headers }, payload: form.payload }),
  };
}

export interface MultipartForm {
  headers: { 'content-type': string };
  payload: Buffer;
}

/** A multipart/form-data body as a browser's FormData would send it. */
export function multipartForm(fields: Record<string, string>, files: { field: string; name: string; content: Buffer; type?: string }[] = []): MultipartForm {
  const boundary = `----SylTestBoundary${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`;
    parts.push(Buffer.from(head), file.content, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: Buffer.concat(parts) };
}

/** Small files of each accepted kind, recognisable by content like real ones. */
export const SAMPLE_FILES = {
  pdf: Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer\n%%EOF\n'),
  docx: Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('\0\0[Content_Types].xml\0word/document.xml\0')]),
  txt: Buffer.from('CS 1331 syllabus\nHomework 1 due Sep 5\n'),
  exe: Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]),
};

/** The card form's details for the local gateway: 4242… pays, Stripe's other test numbers decline. */
export function testCard(clientSecret: string, cardNumber = '4242 4242 4242 4242') {
  const nextYears = String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0');
  return { clientSecret, cardNumber, expiry: `12 / ${nextYears}`, cvc: '123' };
}
