import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DB } from '../db/connection.js';
import { sessionHolder, type SessionHolder, type StaffDeps, type StaffUser } from './staff-accounts.js';

export const STAFF_COOKIE = 'syl_staff';
/** A staff session lasts one working day; signing in again starts a new one. */
export const STAFF_SESSION_MS = 12 * 60 * 60 * 1000;

/*
 * A staff session is a row in staff_sessions, shared by every instance: signing out deletes it, and
 * disabling an account or giving it a new password deletes all of the account's, for good. The
 * cookie carries a random token; the row is keyed by the token's SHA-256, so the table holds no
 * cookie that would work.
 */
const sessionId = (token: string) => crypto.createHash('sha256').update(token).digest('base64url');

/**
 * Ties a session to the secret its user signed in with (ADMIN_PASSWORD for admin, the account's
 * password hash otherwise): a new ADMIN_PASSWORD ends admin's sessions, and a sign-in still being
 * checked while its password changed cannot outlive the change. Keyed by the secret: the row holds
 * nothing a password could be read back from.
 */
const secretTag = ({ sessionKey, user }: SessionHolder) => crypto.createHmac('sha256', sessionKey).update(`syl-staff-session:${user.username}`).digest('base64url').slice(0, 22);

const sameText = (a: string, b: string) => a.length === b.length && crypto.timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** The token of the request's staff cookie when its signature holds. */
function sessionToken(request: FastifyRequest): string | null {
  const raw = request.cookies[STAFF_COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid ? unsigned.value : null;
}

/**
 * The user of an open staff session: a signed cookie whose row is there and not expired, whose user
 * is admin or an enabled account, and whose tag still matches that user's secret. Null without
 * ADMIN_PASSWORD (the console is disabled). One read by primary key: the session with its account.
 */
export async function readStaffSession(request: FastifyRequest, deps: StaffDeps, now = new Date()): Promise<StaffUser | null> {
  const { adminPassword } = deps.config;
  if (!adminPassword) return null;
  const token = sessionToken(request);
  if (!token) return null;
  const session = await deps.db
    .selectFrom('staff_sessions')
    .leftJoin('staff_accounts', (join) => join.onRef('staff_accounts.username', '=', 'staff_sessions.username').on('staff_accounts.disabled_at', 'is', null))
    .select(['staff_sessions.username', 'staff_sessions.secret_tag', 'staff_accounts.display_name', 'staff_accounts.password_hash'])
    .where('staff_sessions.id', '=', sessionId(token))
    .where('staff_sessions.expires_at', '>', now.toISOString())
    .executeTakeFirst();
  if (!session) return null;
  const holder = sessionHolder(adminPassword, session.username, session);
  return holder && sameText(session.secret_tag, secretTag(holder)) ? holder.user : null;
}

interface CookieOptions {
  secureCookies: boolean;
}

/** Opens a staff session: its row, and a signed, httpOnly, SameSite=Strict cookie that no script and no other site can use. */
export async function startStaffSession(db: DB, reply: FastifyReply, holder: SessionHolder, options: CookieOptions, now = new Date()): Promise<void> {
  const token = crypto.randomBytes(32).toString('base64url');
  await db
    .insertInto('staff_sessions')
    .values({ id: sessionId(token), username: holder.user.username, secret_tag: secretTag(holder), expires_at: new Date(now.getTime() + STAFF_SESSION_MS).toISOString() })
    .execute();
  reply.setCookie(STAFF_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: options.secureCookies,
    signed: true,
    maxAge: STAFF_SESSION_MS / 1000,
  });
}

/** Signs out: the session's row goes, so a copy of the cookie no longer works either. */
export async function endStaffSession(db: DB, request: FastifyRequest, reply: FastifyReply, options: CookieOptions): Promise<void> {
  const token = sessionToken(request);
  if (token) await db.deleteFrom('staff_sessions').where('id', '=', sessionId(token)).execute();
  reply.clearCookie(STAFF_COOKIE, { path: '/', httpOnly: true, sameSite: 'strict', secure: options.secureCookies });
}

/** Expired sessions go (the retention purge). */
export async function forgetExpiredSessions(db: DB, now = new Date()): Promise<void> {
  await db.deleteFrom('staff_sessions').where('expires_at', '<=', now.toISOString()).execute();
}
