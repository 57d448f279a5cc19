import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The configured cookie secret, or one generated once and kept in the data dir across restarts. */
export function resolveCookieSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, '.cookie-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
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
