import crypto from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readStaffSession, STAFF_COOKIE } from '../admin/session.js';
import type { StaffDeps, StaffUser } from '../admin/staff-accounts.js';
import { isAssetPath, isFeedPath } from './paths.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Opaque random id of this browser, from the signed visitor cookie. */
    visitorId: string;
    /** Do-Not-Track or Global Privacy Control is on. */
    doNotTrack: boolean;
    /** The staff member whose valid session cookie came with the request, else null. */
    staff: StaffUser | null;
  }
}

export const VISITOR_COOKIE = 'syl_vid';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Gives every browser an anonymous, opaque visitor id in a signed, httpOnly, SameSite=Lax cookie.
 * Drafts and partial purchases are scoped to it, so one visitor never reads another's data.
 */
export const visitorPlugin = fp(async (app: FastifyInstance, opts: { deps: StaffDeps; secureCookies: boolean }) => {
  app.decorateRequest('visitorId', '');
  app.decorateRequest('doNotTrack', false);
  app.decorateRequest('staff', null);
  const readVisitorId = visitorIdReader();

  app.addHook('onRequest', (request, reply, done) => {
    request.doNotTrack = request.headers['dnt'] === '1' || request.headers['sec-gpc'] === '1';
    // Assets and calendar polls get no visitor: no cookie to sign, and no id for a calendar app.
    if (isAssetPath(request.url) || isFeedPath(request.url)) return done();
    request.visitorId = readVisitorId(request) ?? newVisitor(reply, opts.secureCookies);
    // Only a request carrying a staff cookie waits for the session check (one read of the database).
    if (!request.cookies[STAFF_COOKIE]) return done();
    readStaffSession(request, opts.deps).then((staff) => {
      request.staff = staff;
      done();
    }, done);
  });
});

/** A fresh visitor id, set in a signed, year-long cookie. */
function newVisitor(reply: FastifyReply, secureCookies: boolean): string {
  const visitorId = crypto.randomBytes(18).toString('base64url');
  reply.setCookie(VISITOR_COOKIE, visitorId, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookies,
    signed: true,
    maxAge: ONE_YEAR_SECONDS,
  });
  return visitorId;
}

const VERIFIED_COOKIES_KEPT = 10_000;

/**
 * Reads the visitor id from the signed cookie. A browser sends the same cookie with every request and
 * the HMAC check costs more than the rest of a small request's handling, so cookies already checked
 * are remembered (per app, as each has its own secret): only valid ones, the oldest forgotten first.
 */
function visitorIdReader(): (request: FastifyRequest) => string | null {
  const verifiedCookies = new Map<string, string>();
  return (request) => {
    const raw = request.cookies[VISITOR_COOKIE];
    if (!raw) return null;
    const known = verifiedCookies.get(raw);
    if (known) return known;
    const unsigned = request.unsignCookie(raw);
    if (!unsigned.valid || !unsigned.value || !/^[A-Za-z0-9_-]{16,64}$/.test(unsigned.value)) return null;
    if (verifiedCookies.size >= VERIFIED_COOKIES_KEPT) verifiedCookies.delete(verifiedCookies.keys().next().value!);
    verifiedCookies.set(raw, unsigned.value);
    return unsigned.value;
  };
}
