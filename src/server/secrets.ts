import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, type Config } from './config.js';

/**
 * The configured cookie secret, or on SQLite one generated once and kept in the data dir across
 * restarts. On Postgres there may be several instances, and each must sign and seal with the same
 * secret, so it must be configured: the server refuses to start without one.
 */
export function resolveCookieSecret(config: Pick<Config, 'cookieSecret' | 'dataDir' | 'databaseUrl'>): string {
  if (config.cookieSecret) return config.cookieSecret;
  if (config.databaseUrl) {
    throw new ConfigError(
      'COOKIE_SECRET must be set when DATABASE_URL is: every instance on the database must sign cookies and seal links with the same secret ' +
        '(32+ characters, e.g. `openssl rand -hex 32`). Moving from SQLite? Use the one in DATA_DIR/.cookie-secret, so links already sealed still open.',
    );
  }
  const file = path.join(config.dataDir, '.cookie-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(config.dataDir, { recursive: true });
    const secret = crypto.randomBytes(32).toString('base64url');
    fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  }
}

/** Where a sealed private link goes in an email body until the email is sent or shown to staff. */
export const SEALED_LINK = '{{private link}}';

/**
 * Seals private links (dashboard tokens) with a key derived from the cookie secret, which lives
 * outside the database: a copy of the database alone opens no student's dashboard.
 */
export interface Sealer {
  seal(text: string): string;
  unseal(sealed: string): string;
}

export function createSealer(secret: string): Sealer {
  const key = Buffer.from(crypto.hkdfSync('sha256', secret, 'syl-private-links', 'aes-256-gcm', 32));
  return {
    seal(text) {
      const iv = crypto.randomBytes(12);
      const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    unseal(sealed) {
      const raw = Buffer.from(sealed, 'base64url');
      const decipher = crypto.createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
}
