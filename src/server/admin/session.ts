import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const STAFF_COOKIE = 'syl_staff';
/** A staff session lasts one working day; signing in again starts a new one. */
export const STAFF_SESSION_MS = 12 * 60 * 60 * 1000;

/**
 * Ties a session to the password it was opened with, so changing ADMIN_PASSWORD signs everyone out.
 * Keyed by the password itself: the cookie never carries anything a password could be read back from.
 */
const passwordFingerprint = (adminPassword: string) => crypto.createHmac('sha256', adminPassword).update('syl-staff-session').digest('base64url').slice(0, 22);

/** A staff session is a signed cookie holding its expiry; it is void when the console is disabled. */
export function readStaffSession(request: FastifyRequest, adminPassword: string | undefined): boolean {
  if (!adminPassword) return false;
  const raw = request.cookies[STAFF_COOKIE];
  if (!raw) return false;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return false;
  const [expiry, fingerprint] = unsigned.value.split('.');
  const expiresAt = Number(expiry);
  return fingerprint === passwordFingerprint(adminPassword) && Number.isFinite(expiresAt) && expiresAt > Date.now();
}

/** Compares in constant time: hashing first gives both sides the same length whatever was typed. */
export function passwordMatches(typed: string, adminPassword: string): boolean {
  const digest = (value: string) => crypto.createHash('sha256').update(value, 'utf8').digest();
  return crypto.timingSafeEqual(digest(typed), digest(adminPassword));
}

interface CookieOptions {
  secureCookies: boolean;
}

/** Opens a staff session: a signed, httpOnly, SameSite=Strict cookie that no script and no other site can use. */
export function startStaffSession(reply: FastifyReply, adminPassword: string, options: CookieOptions, now = Date.now()): void {
  const expiresAt = now + STAFF_SESSION_MS;
  reply.setCookie(STAFF_COOKIE, `${expiresAt}.${passwordFingerprint(adminPassword)}`, {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: options.secureCookies,
    signed: true,
    maxAge: STAFF_SESSION_MS / 1000,
  });
}

export function endStaffSession(reply: FastifyReply, options: CookieOptions): void {
  reply.clearCookie(STAFF_COOKIE, { path: '/', httpOnly: true, sameSite: 'strict', secure: options.secureCookies });
}
