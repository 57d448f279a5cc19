import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import rateLimit from '@fastify/rate-limit';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import type { DB } from '../db/connection.js';
import { hitLimit, LOST_LINK_LIMIT } from '../rate-limits.js';
import { isApiPath, isFeedPath, isOneClickUnsubscribePath } from './paths.js';

const STRIPE_SCRIPT_ORIGINS = ['https://js.stripe.com', 'https://*.js.stripe.com'];
const STRIPE_FRAME_ORIGINS = ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'];
const STRIPE_CONNECT_ORIGINS = ['https://api.stripe.com', 'https://m.stripe.network', 'https://q.stripe.com'];
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The security headers of pages and of JSON answers: they never vary by request, so they are worked out once at start. */
export interface ResponseHeaders {
  document: Record<string, string>;
  api: Record<string, string>;
}

export function responseHeaders(config: Config): ResponseHeaders {
  const stripe = config.stripe !== null;
  const https = config.publicUrl?.startsWith('https:') ?? false;
  const document = securityHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(stripe ? STRIPE_SCRIPT_ORIGINS : [])],
        frameSrc: stripe ? STRIPE_FRAME_ORIGINS : ["'none'"],
        connectSrc: ["'self'", ...(stripe ? STRIPE_CONNECT_ORIGINS : [])],
        imgSrc: ["'self'", 'data:', ...(stripe ? ['https://*.stripe.com'] : [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        mediaSrc: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    // Cross-origin isolation headers would block Stripe's iframes.
    crossOriginEmbedderPolicy: false,
    hsts: https ? undefined : false,
  });
  return { document, api: { ...API_HEADERS, ...(https ? { 'strict-transport-security': document['strict-transport-security']! } : {}) } };
}

/** Security headers, same-origin enforcement for state changes, and per-IP limits on public POSTs. */
export const securityPlugin = fp(async (app: FastifyInstance, opts: { config: Config; db: DB; rateLimitPerMinute: number; headers: ResponseHeaders }) => {
  app.addHook('onRequest', (request, reply, done) => {
    // The feed is data too: the short API set, not a page's policy (calendar apps poll it all term).
    reply.headers(isApiPath(request.url) || isFeedPath(request.url) ? opts.headers.api : opts.headers.document);
    done();
  });

  // Counted in this instance's memory: behind several instances a client gets up to that many times
  // the allowance unless the proxy limits per IP too (README, Several instances). A shared count
  // would cost a database write on every autosave; the limits that guard something are shared below.
  await app.register(rateLimit, {
    global: true,
    // Tracking beacons get their own, larger allowance, so browsing never uses up a visitor's form submissions.
    keyGenerator: (request: FastifyRequest) => `${request.ip}:${request.url.startsWith('/trpc/tracking.') ? 'tracking' : 'actions'}`,
    max: (_request: FastifyRequest, key: string) => (key.endsWith(':tracking') ? opts.rateLimitPerMinute * TRACKING_ALLOWANCE : opts.rateLimitPerMinute),
    timeWindow: 60_000,
    // The limit is announced when reached (429 with retry-after), not on every answer.
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    // Public state changes and code guessing are limited; pages, assets, Stripe's webhook and mail programs' unsubscribes are not.
    allowList: (request: FastifyRequest) =>
      (!STATE_CHANGING.has(request.method) && !routedPath(request.url).startsWith(REFERRAL_CHECK)) || request.url.startsWith('/api/stripe/webhook') || isOneClickUnsubscribePath(request.url),
    errorResponseBuilder: (_request, context) => ({ statusCode: 429, success: false, message: pleaseWait(context.ttl) }),
  });

  // The lost-link form emails whoever's address is typed: its far smaller allowance is counted in the
  // database, so it holds however many instances share the requests.
  app.addHook('onRequest', async (request, reply) => {
    if (!STATE_CHANGING.has(request.method) || !LOST_LINK.test(routedPath(request.url))) return;
    const wait = await hitLimit(opts.db, LOST_LINK_LIMIT, request.ip);
    if (wait > 0) return reply.code(429).header('retry-after', Math.ceil(wait / 1000)).send({ success: false, message: pleaseWait(wait) });
  });

  app.addHook('onRequest', (request, reply, done) => {
    const checked = STATE_CHANGING.has(request.method) && !request.url.startsWith('/api/stripe/webhook') && !isOneClickUnsubscribePath(request.url);
    if (checked && isCrossSite(request, opts.config.publicUrl)) {
      reply.code(403).send({ success: false, message: 'Requests from other sites are not accepted.' });
      return;
    }
    done();
  });
});

/**
 * JSON answers are never rendered, framed or cached, so they carry the short set OWASP recommends
 * for APIs rather than the pages' policy (which is a kilobyte on every autosave). `no-cache` rather
 * than `no-store`: Chromium never finishes a keepalive fetch (our tracking beacons) answered `no-store`.
 */
const API_HEADERS: Record<string, string> = {
  'cache-control': 'private, no-cache',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

/**
 * A student's private link (dashboard page, its data, its calendar feed): never kept by a shared
 * cache, never sent on as a referrer, never indexed, even if the link is posted somewhere public.
 */
export const PRIVATE_LINK_HEADERS: Record<string, string> = {
  'cache-control': 'private, no-store',
  'referrer-policy': 'no-referrer',
  'x-robots-tag': 'noindex, nofollow',
};

const TRACKING_ALLOWANCE = 5;
/** A read, but one that would let a script try referral codes by the thousand. */
const REFERRAL_CHECK = '/trpc/purchases.checkReferral';
/** The REST route, or a tRPC call (alone or in a batch) of the same procedure. */
const LOST_LINK = /^\/(api\/dashboards\/lost-link(\/|$)|trpc\/.*\bdashboards\.lostLink\b)/;

const pleaseWait = (ms: number) => `Too many requests. Please wait ${ms > 90_000 ? `${Math.ceil(ms / 60_000)} minutes` : `${Math.ceil(ms / 1000)} seconds`} and try again.`;

/** The path as the router reads it: percent-decoded, so "lost%2Dlink" cannot slip past its limit. */
function routedPath(url: string): string {
  const path = url.split('?', 1)[0]!;
  if (!path.includes('%')) return path;
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** True when the browser says the request comes from another origin than this site. */
function isCrossSite(request: FastifyRequest, publicUrl: string | undefined): boolean {
  const origin = request.headers.origin;
  if (origin) {
    if (origin === 'null') return true;
    if (publicUrl && origin === new URL(publicUrl).origin) return false;
    try {
      return new URL(origin).host !== request.headers.host;
    } catch {
      return true;
    }
  }
  // Without an Origin header only a browser's fetch metadata can tell; server-to-server callers send neither.
  return request.headers['sec-fetch-site'] === 'cross-site';
}

/** The headers helmet would set for these options, collected once. */
function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return headers;
}
