import type { FastifyReply, FastifyRequest } from 'fastify';

export const STAFF_COOKIE = 'syl_staff';
export const STAFF_SESSION_HOURS = 12;

/** A staff session is a signed cookie holding its expiry; it is void when the console is disabled. */
export function readStaffSession(request: FastifyRequest, adminPassword: string | undefined): boolean {
  if (!adminPassword) return false;
  const raw = request.cookies[STAFF_COOKIE];
  if (!raw) return false;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return false;
  const expiresAt = Number(unsigned.value);
  return Number.isFinite(expiresAt) && expiresAt > Date.now();
}

export function startStaffSession(reply: FastifyReply, secure: boolean): void {
  const expiresAt = Date.now() + STAFF_SESSION_HOURS * 60 * 60 * 1000;
  reply.setCookie(STAFF_COOKIE, String(expiresAt), {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure,
    signed: true,
    maxAge: STAFF_SESSION_HOURS * 60 * 60,
  });
}

export function endStaffSession(reply: FastifyReply): void {
  reply.clearCookie(STAFF_COOKIE, { path: '/' });
}
