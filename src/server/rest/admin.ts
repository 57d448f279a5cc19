import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { signInInput } from '../admin/inputs.js';
import { endStaffSession, startStaffSession } from '../admin/session.js';
import { authenticateStaff, type StaffUser } from '../admin/staff-accounts.js';
import type { AppDeps } from '../deps.js';
import { DomainError } from '../errors.js';
import { clearLimit, hitLimit, SIGN_IN_ACCOUNT_LIMIT, SIGN_IN_LIMIT, takeBackHit, type SharedLimit } from '../rate-limits.js';
import { parseWith } from './parse.js';

/** The staff session (sign in, sign out, status) and staff file downloads. */
export async function adminRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { adminPassword, publicUrl, uploadsDir } = deps.config;
  const cookies = { secureCookies: publicUrl?.startsWith('https:') ?? false };

  app.get('/api/admin/session/', async (request) => ({ success: true, enabled: Boolean(adminPassword), signedIn: request.staff !== null, user: request.staff }));

  app.post('/api/admin/sign-in/', async (request, reply) => {
    if (!adminPassword) throw new DomainError('FORBIDDEN', 'The staff console is disabled: set ADMIN_PASSWORD on the server and restart it.');
    const { username, password } = parseWith(signInInput, request.body);
    // Counted before the (slow) check, per address and then per account, so guesses sent all at once,
    // to any instance, from any number of addresses, still meet the limits.
    await countSignIn(deps, SIGN_IN_LIMIT, request.ip);
    await countSignIn(deps, SIGN_IN_ACCOUNT_LIMIT, username);
    const holder = await authenticateStaff(deps, username, password);
    if (!holder) {
      request.log.warn({ ip: request.ip }, 'wrong staff console user name or password');
      throw new DomainError('UNAUTHORIZED', 'That user name and password do not match.');
    }
    // Only this try leaves the address's count, and only this account's count is cleared: wrong
    // tries at other accounts stay counted.
    await takeBackHit(deps.db, SIGN_IN_LIMIT, request.ip);
    await clearLimit(deps.db, SIGN_IN_ACCOUNT_LIMIT, username);
    await startStaffSession(deps.db, reply, holder, cookies);
    return { success: true, message: 'Signed in.', user: holder.user };
  });

  app.post('/api/admin/sign-out/', async (request, reply) => {
    await endStaffSession(deps.db, request, reply, cookies);
    return { success: true, message: 'Signed out.' };
  });

  app.get('/api/admin/files/:id/', async (request, reply) => {
    requireStaff(request);
    const { id } = parseWith(z.object({ id: z.coerce.number().int().positive() }), request.params);
    const inline = (request.query as { inline?: string }).inline === '1';
    const file = await deps.db.selectFrom('uploads').selectAll().where('id', '=', id).executeTakeFirst();
    if (!file) throw new DomainError('NOT_FOUND', 'There is no such file.');
    if (file.deleted_at) throw new DomainError('NOT_FOUND', `${file.original_name} was deleted on ${file.deleted_at.slice(0, 10)}.`);
    const filePath = path.join(uploadsDir, file.stored_name);
    if (!fs.existsSync(filePath)) throw new DomainError('NOT_FOUND', `${file.original_name} is missing from the uploads folder.`);
    return sendFile(reply, filePath, file, inline);
  });
}

/** Counts a sign-in try against one of its limits, refusing it with 429 past that limit. */
async function countSignIn(deps: AppDeps, limit: SharedLimit, caller: string): Promise<void> {
  const wait = await hitLimit(deps.db, limit, caller);
  if (wait > 0) throw new DomainError('RATE_LIMITED', `Too many wrong passwords. Try again in ${Math.ceil(wait / 60_000)} minutes.`);
}

/** Staff routes refuse anyone without a staff session, like the staff procedures. */
export function requireStaff(request: FastifyRequest): StaffUser {
  if (!request.staff) throw new DomainError('UNAUTHORIZED', 'Sign in to the staff console first.');
  return request.staff;
}

/**
 * PDFs and text open in the browser on request; everything else always downloads. An uploaded file
 * is the student's data, never a page of this site: HTML goes out as text/plain, and every file
 * carries `nosniff` and a sandboxing CSP, so nothing in it can run as this origin.
 */
const OPENS_INLINE = new Set(['application/pdf', 'text/plain']);
const SERVED_AS: Record<string, string> = { 'text/plain': 'text/plain; charset=utf-8', 'text/html': 'text/plain; charset=utf-8' };
const SANDBOXED = "sandbox; default-src 'none'; frame-ancestors 'none'";

function sendFile(reply: FastifyReply, filePath: string, file: { original_name: string; mime_type: string; size_bytes: number }, inline: boolean) {
  const disposition = inline && OPENS_INLINE.has(file.mime_type) ? 'inline' : 'attachment';
  const asciiName = file.original_name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  reply
    .type(SERVED_AS[file.mime_type] ?? file.mime_type)
    .header('Content-Length', file.size_bytes)
    .header('Content-Disposition', `${disposition}; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(file.original_name)}`)
    .header('Cache-Control', 'private, no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', SANDBOXED);
  // The browser's PDF viewer does not run under a sandboxing CSP; the file was checked to be a PDF.
  if (disposition === 'inline' && file.mime_type === 'application/pdf') reply.removeHeader('Content-Security-Policy');
  return reply.send(fs.createReadStream(filePath));
}
