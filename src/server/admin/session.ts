import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sessionHolder, type SessionHolder, type StaffDeps, type StaffUser } from './staff-accounts.js';

export const STAFF_COOKIE = 'syl_staff';
/** A staff session lasts one working day; signing in again starts a new one. */
export const STAFF_SESSION_MS = 12 * 60 * 60 * 1000;

/**
 * Ties a session to its user and to the secret they signed in with (ADMIN_PASSWORD for admin, the
 * account's password hash otherwise), so changing that password or disabling the account signs the
 * user out at once. Keyed by the secret: the cookie never carries anything a password could be read back from.
 */
const fingerprint = (sessionKey: string, username: string) => crypto.createHmac('sha256', sessionKey).update(`syl-staff-session:${username}`).digest('base64url').slice(0, 22);

/** The cookie's value is `<expiry>.<username>.<fingerprint>`: a user name may hold dots, the other two never do. */
function parseSession(value: string): { expiresAt: number; username: string; fingerprint: string } | null {
  const first = value.indexOf('.');
  const last = value.lastIndexOf('.');
  if (first < 1 || last - first < 2) return null;
  return { expiresAt: Number(value.slice(0, first)), username: value.slice(first + 1, last), fingerprint: value.slice(last + 1) };
}

const sameText = (a: string, b: string) => a.length === b.length && crypto.timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * The user of a valid staff session: a signed cookie, not expired, whose fingerprint still matches the
 * user's secret. Null without ADMIN_PASSWORD (the console is disabled). Only a named account's
 * session reads the database.
 */
export async function readStaffSession(request: FastifyRequest, deps: StaffDeps, now = Date.now()): Promise<StaffUser | null> {
  const raw = request.cookies[STAFF_COOKIE];
  if (!raw || !deps.config.adminPassword) return null;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return null;
  const session = parseSession(unsigned.value);
  if (!session || !(session.expiresAt > now)) return null;
  const holder = await sessionHolder(deps, session.username);
  return holder && sameText(session.fingerprint, fingerprint(holder.sessionKey, session.username)) ? holder.user : null;
}

interface CookieOptions {
  secureCookies: boolean;
}

/** Opens a staff session: a signed, httpOnly, SameSite=Strict cookie that no script and no other site can use. */
export function startStaffSession(reply: FastifyReply, holder: SessionHolder, options: CookieOptions, now = Date.now()): void {
  const expiresAt = now + STAFF_SESSION_MS;
  const { username } = holder.user;
  reply.setCookie(STAFF_COOKIE, `${expiresAt}.${username}.${fingerprint(holder.sessionKey, username)}`, {
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
