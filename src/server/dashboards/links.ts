import crypto from 'node:crypto';
import type { AppDeps } from '../deps.js';
import { siteUrl } from '../emails/messages.js';

/**
 * The student's private links: the dashboard `/dashboard/<token>` and its calendar feed
 * `/calendar/<token>.ics`, each 32 random bytes (256 bits) of its own, so a feed URL kept by a
 * calendar app never opens the dashboard. The database keeps each token's SHA-256 to find the
 * dashboard and a copy sealed with the server's key, so a leaked database alone opens nothing.
 */

export const dashboardPath = (token: string) => `/dashboard/${token}`;
export const feedPath = (token: string) => `/calendar/${token}.ics`;
/** Where a calendar event's "open your dashboard" link goes: it carries no token (docs/decisions/0025). */
export const DASHBOARD_HOME_PATH = '/dashboard';

export const hashToken = (token: string) => crypto.createHash('sha256').update(token, 'utf8').digest('hex');

/** A fresh link, as the database keeps it: hashed, sealed, and sealed whole for the email. */
export function newDashboardToken(deps: Pick<AppDeps, 'sealer' | 'config'>) {
  const token = crypto.randomBytes(32).toString('base64url');
  return { hash: hashToken(token), sealed: deps.sealer.seal(token), sealedLink: deps.sealer.seal(`${siteUrl(deps.config)}${dashboardPath(token)}`) };
}

/** A fresh feed link, as the database keeps it. */
export function newFeedToken(deps: Pick<AppDeps, 'sealer'>) {
  const token = crypto.randomBytes(32).toString('base64url');
  return { hash: hashToken(token), sealed: deps.sealer.seal(token), token };
}

/** The full link from its sealed copy; null when it was sealed under another COOKIE_SECRET. */
export function dashboardLink(deps: Pick<AppDeps, 'sealer' | 'config'>, tokenSealed: string): string | null {
  try {
    return `${siteUrl(deps.config)}${dashboardPath(deps.sealer.unseal(tokenSealed))}`;
  } catch {
    return null;
  }
}

/** Tokens are base64url of 32 bytes; anything else is not looked up at all. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
