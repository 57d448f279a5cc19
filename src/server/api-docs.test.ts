/**
 * docs/api.md is written by hand (docs/decisions/0050): this keeps it from rotting. Every REST path
 * and tRPC procedure it names must exist, and every one that exists must be named there.
 */
import fs from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import MarkdownIt from 'markdown-it';
import { describe, expect, it } from 'vitest';
import { registerRestRoutes } from './rest/index.js';
import { testDeps } from './testing/harness.js';
import { appRouter } from './trpc/router.js';

const apiDoc = path.resolve(import.meta.dirname, '../../docs/api.md');
const ROUTE = /^(GET|POST|PUT|PATCH|DELETE) (\/\S+)$/;
const PROCEDURE = new RegExp(`^(${Object.keys(appRouter._def.record).join('|')})(\\.\\w+)+$`);

/** `METHOD /path` the same way however it is written: no query string, no trailing slash. */
const route = (method: string, url: string) => `${method} ${url.split('?')[0]!.replace(/(.)\/$/, '$1')}`;

/** Every code span of the page, tables included. */
function codeSpans(file: string): string[] {
  return new MarkdownIt()
    .parse(fs.readFileSync(file, 'utf8'), {})
    .flatMap((token) => token.children ?? [])
    .filter((token) => token.type === 'code_inline')
    .map((token) => token.content);
}

/** The REST routes as the app registers them (HEAD is Fastify's own twin of each GET). */
async function registeredRoutes(): Promise<Set<string>> {
  const app = Fastify();
  const routes = new Set<string>();
  app.addHook('onRoute', (options) => {
    for (const method of [options.method].flat()) if (method !== 'HEAD') routes.add(route(method, options.url));
  });
  await registerRestRoutes(app, await testDeps());
  await app.close();
  return routes;
}

describe('docs/api.md', () => {
  const spans = codeSpans(apiDoc);
  const named = {
    routes: new Set(spans.filter((span) => ROUTE.test(span)).map((span) => route(...(ROUTE.exec(span)!.slice(1, 3) as [string, string])))),
    procedures: new Set(spans.filter((span) => PROCEDURE.test(span))),
  };

  it('names only REST routes that exist, and every one that does', async () => {
    const registered = await registeredRoutes();
    expect([...named.routes].filter((name) => !registered.has(name)), 'named in api.md but not registered').toEqual([]);
    expect([...registered].filter((name) => !named.routes.has(name)), 'registered but not in api.md').toEqual([]);
  });

  it('names only tRPC procedures that exist, and every one that does', () => {
    const procedures = new Set(Object.keys(appRouter._def.procedures));
    expect([...named.procedures].filter((name) => !procedures.has(name)), 'named in api.md but not in the router').toEqual([]);
    expect([...procedures].filter((name) => !named.procedures.has(name)), 'in the router but not in api.md').toEqual([]);
  });
});
