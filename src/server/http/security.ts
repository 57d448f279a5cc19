import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { TRPCError } from '@trpc/server';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { LOST_LINK_LIMIT, procedureCall, SYNC_STEPS_LIMIT, type CallLimits, type CountedCall } from '../rate-limits.js';
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

/** Security headers, same-origin enforcement for state changes, and per-IP limits on public calls. */
export const securityPlugin = fp(async (app: FastifyInstance, opts: { config: Config; limits: CallLimits; headers: ResponseHeaders }) => {
  app.addHook('onRequest', (request, reply, done) => {
    // The feed is data too: the short API set, not a page's policy (calendar apps poll it all term).
    reply.headers(isApiPath(request.url) || isFeedPath(request.url) ? opts.headers.api : opts.headers.document);
    done();
  });

  const publicOrigin = opts.config.publicUrl ? new URL(opts.config.publicUrl).origin : null;
  app.addHook('onRequest', (request, reply, done) => {
    const checked = STATE_CHANGING.has(request.method) && !request.url.startsWith('/api/stripe/webhook') && !isOneClickUnsubscribePath(request.url);
    if (checked && isCrossSite(request, publicOrigin)) {
      reply.code(403).send({ success: false, message: 'Requests from other sites are not accepted.' });
      return;
    }
    done();
  });

  // A REST request is one call; the tRPC route counts each call of a batch (limitProcedureCall).
  app.addHook('onRequest', async (request, reply) => {
    const call = restCall(request);
    if (!call) return;
    const wait = await opts.limits.count(request.ip, call);
    if (wait > 0) return reply.code(429).header('retry-after', Math.ceil(wait / 1000)).send({ success: false, message: pleaseWait(wait) });
  });
});

/**
 * Counts one tRPC call against its limits before it runs: over one, that call alone is answered 429
 * (the rest of its batch still runs) and the reply says when to retry.
 */
export async function limitProcedureCall(limits: CallLimits, request: FastifyRequest, reply: FastifyReply, path: string, type: 'query' | 'mutation'): Promise<void> {
  const wait = await limits.count(request.ip, procedureCall(path, type));
  if (wait === 0) return;
  reply.header('retry-after', Math.max(Math.ceil(wait / 1000), Number(reply.getHeader('retry-after') ?? 0)));
  throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: pleaseWait(wait) });
}

/** A REST request, by the route it reached: public state changes count; Stripe's webhook and mail programs' unsubscribes do not. */
function restCall(request: FastifyRequest): CountedCall | null {
  const route = request.routeOptions.url;
  if (route === undefined || route.startsWith(TRPC_ROUTE) || !STATE_CHANGING.has(request.method)) return null;
  if (request.url.startsWith('/api/stripe/webhook') || isOneClickUnsubscribePath(request.url)) return null;
  return { allowance: 'actions', emailing: EMAILING_ROUTES.get(route) ?? null };
}

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

const TRPC_ROUTE = '/trpc/';
/** The REST routes that send an email, counted with their tRPC twins (rate-limits.ts). */
const EMAILING_ROUTES = new Map([
  ['/api/dashboards/lost-link/', LOST_LINK_LIMIT],
  ['/api/dashboards/:token/feed/email-steps/', SYNC_STEPS_LIMIT],
]);

const pleaseWait = (ms: number) => `Too many requests. Please wait ${ms > 90_000 ? `${Math.ceil(ms / 60_000)} minutes` : `${Math.ceil(ms / 1000)} seconds`} and try again.`;

/**
 * True when the browser says the request comes from another origin than this site: PUBLIC_URL's
 * origin, scheme and port included, when it is set (another name that reaches this server, or an http
 * page of an https site, is another site); without it, the request's own scheme and Host.
 */
function isCrossSite(request: FastifyRequest, publicOrigin: string | null): boolean {
  const origin = request.headers.origin;
  if (origin) return origin !== (publicOrigin ?? `${request.protocol}://${request.headers.host}`);
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
