import type { FastifyRequest } from 'fastify';

export const STAFF_COOKIE = 'syl_staff';

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
