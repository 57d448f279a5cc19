import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import type { Config } from './config.js';
import { openDatabase } from './db/connection.js';
import { migrateToLatest } from './db/migrate.js';
import { buildDeps, type AppDeps } from './deps.js';
import { clientErrorHandler, frameworkErrorHandler, installErrorHandler } from './http/errors.js';
import { registerPages } from './http/pages.js';
import { limitProcedureCall, responseHeaders, securityPlugin } from './http/security.js';
import { visitorPlugin } from './http/visitor.js';
import { CallLimits } from './rate-limits.js';
import { registerRestRoutes } from './rest/index.js';
import { resolveCookieSecret } from './secrets.js';
import { contextFactory } from './trpc/context.js';
import { trpcRoutes } from './trpc/fastify.js';
import { appRouter } from './trpc/router.js';

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    /** Set by main.ts on SIGTERM: /api/ready answers 503, so a balancer sends new requests elsewhere. */
    draining: boolean;
  }
}

/** Builds the whole server without listening: main.ts listens, tests use app.inject. */
export async function buildApp(config: Config): Promise<FastifyInstance> {
  // First: a server on Postgres without COOKIE_SECRET refuses to start before touching the database.
  const cookieSecret = resolveCookieSecret(config);
  const db = openDatabase(config);
  await migrateToLatest(db);
  const secureCookies = config.publicUrl?.startsWith('https:') ?? false;
  const headers = responseHeaders(config);

  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    // SPEC's /api paths end in a slash; callers that leave it out reach the same route.
    routerOptions: { maxParamLength: 5000, ignoreTrailingSlash: true },
    // What Fastify and Node refuse before any hook runs answers like the rest: the app's JSON and headers.
    frameworkErrors: frameworkErrorHandler(headers.api),
    clientErrorHandler: clientErrorHandler(headers.api),
  });
  const deps = buildDeps(config, db, app.log);
  app.decorate('deps', deps);
  app.decorate('draining', false);
  app.addHook('onClose', async () => {
    await deps.drafts.settled();
    await deps.lostLinks.settled();
    deps.mailer.close?.();
    await db.destroy();
  });
  // Only once an answer is out: a lost-link lookup must never delay or time the answer (dashboards/lost-link.ts).
  app.addHook('onResponse', (_request, _reply, done) => {
    deps.lostLinks.start();
    done();
  });
  // JSON endpoints take JSON only: without this parser text/plain bodies get a 415.
  app.removeContentTypeParser('text/plain');
  installErrorHandler(app);

  await app.register(cookie, { secret: cookieSecret });
  await app.register(visitorPlugin, { deps, secureCookies });
  const limits = new CallLimits(db, config.rateLimitPerMinute);
  await app.register(securityPlugin, { config, limits, headers });

  await trpcRoutes(app, {
    prefix: '/trpc',
    router: appRouter,
    createContext: contextFactory(deps),
    onError({ error, path, req }) {
      if (error.code === 'INTERNAL_SERVER_ERROR') req.log.error({ err: error, path }, 'tRPC procedure failed');
    },
    beforeCall: ({ path, type, req, res }) => limitProcedureCall(limits, req, res, path, type),
  });
  await registerRestRoutes(app, deps);
  await registerPages(app, config.clientDir);
  return app;
}
