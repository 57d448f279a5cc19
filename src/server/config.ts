import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { isTimeZone } from '../shared/timeZones.js';

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

// What Fastify's trustProxy takes besides true: addresses, CIDR ranges and proxy-addr's named ranges
// (it ignores hop counts, since they cannot tell a proxy from a client).
const isProxyAddress = (entry: string) => net.isIP(entry) !== 0 || /^[0-9a-f.:]+\/\d{1,3}$/i.test(entry) || ['loopback', 'linklocal', 'uniquelocal'].includes(entry);

export const DEFAULT_DATABASE_POOL_SIZE = 10;

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_PATH: optionalText,
  DATABASE_URL: optionalText.pipe(z.string().regex(/^postgres(ql)?:\/\/./, 'must be a postgres:// or postgresql:// URL').optional()),
  // Connections each instance may open: instances × this must stay under the server's max_connections.
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(DEFAULT_DATABASE_POOL_SIZE),
  UPLOADS_DIR: optionalText,
  OUTBOX_DIR: optionalText,
  CLIENT_DIR: z.string().trim().min(1).default('./dist/client'),
  PUBLIC_URL: z.url().optional().or(z.literal('').transform(() => undefined)),
  // Empty counts as unset, as for the others, so compose.yaml can pass them through when unset.
  SUPPORT_EMAIL: optionalText.pipe(z.email().default('help@syl.example')),
  STAFF_EMAIL: optionalText.pipe(z.email().default('staff@syl.example')),
  COOKIE_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_PUBLISHABLE_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_API_BASE: optionalText.pipe(z.url().optional()),
  SMTP_URL: optionalText,
  ADMIN_PASSWORD: optionalText,
  FALL_FORM_URL: optionalText,
  RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  EXTRACTION_THREADS: z.coerce.number().int().min(1).max(64).default(Math.max(1, os.availableParallelism() - 1)),
  EXTRACTION_TIMEOUT_MS: z.coerce.number().int().min(1).max(600_000).default(30_000),
  EXTRACTION_MEMORY_MB: z.coerce.number().int().min(16).max(16_384).default(512),
  DEFAULT_TIME_ZONE: z
    .string()
    .trim()
    .default('America/New_York')
    .refine(isTimeZone, 'must be an IANA time zone such as America/Chicago'),
  TRUST_PROXY: optionalText
    .refine(
      (value) => value === undefined || value === 'true' || value === 'false' || value.split(',').every((entry) => isProxyAddress(entry.trim())),
      'must be true, false, or a comma-separated list of proxy addresses (IP, CIDR, loopback, uniquelocal)',
    )
    .transform((value) => (value === undefined || value === 'false' ? false : value === 'true' ? true : value)),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(25_000),
  BACKUP_DIR: optionalText,
  BACKUP_KEEP: z.coerce.number().int().min(1).max(10_000).default(7),
});

export type Env = z.input<typeof envSchema>;

/** Every environment variable the app reads. */
export const CONFIG_VARIABLES: ReadonlySet<string> = new Set(Object.keys(envSchema.shape));

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databasePath: string;
  /** Set: the app's data lives in this Postgres database instead (databasePath is then unused). */
  databaseUrl: string | undefined;
  /** Postgres connections this instance holds at most. */
  databasePoolSize: number;
  /** Uploaded syllabi and the .eml outbox: a directory every instance shares when there are several. */
  uploadsDir: string;
  outboxDir: string;
  clientDir: string;
  publicUrl: string | undefined;
  supportEmail: string;
  staffEmail: string;
  /** Undefined means "generate one and keep it in the data dir" (see secrets.ts). */
  cookieSecret: string | undefined;
  stripe: {
    secretKey: string;
    publishableKey: string | undefined;
    webhookSecret: string | undefined;
    /** Only for tests and local fakes of Stripe's API. */
    apiBase: string | undefined;
  } | null;
  smtpUrl: string | undefined;
  adminPassword: string | undefined;
  fallFormUrl: string;
  retentionDays: number;
  /** Public POSTs allowed per IP and minute. */
  rateLimitPerMinute: number;
  /** The syllabus extraction pool: worker threads, per-file time limit, heap per worker. */
  extraction: { threads: number; timeoutMs: number; memoryMb: number };
  /** Where a course's timed items are placed until staff set the course's own zone. */
  defaultTimeZone: string;
  /**
   * Fastify's trustProxy: which peers' X-Forwarded-For / -Proto to believe for the client's address
   * (rate limits, sign-in lockout). Off by default, or any client could name its own address.
   */
  trustProxy: boolean | string;
  logLevel: string;
  /** On SIGTERM, how long the server may take to finish what it holds before it exits anyway. */
  shutdownTimeoutMs: number;
  /** `npm run backup`: where backups go, and how many of the newest are kept there. */
  backup: { dir: string; keep: number };
}

export class ConfigError extends Error {}

/** Parses the environment once. Nothing else in the app reads process.env. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databasePath: e.DATABASE_PATH === ':memory:' ? ':memory:' : path.resolve(e.DATABASE_PATH ?? path.join(dataDir, 'syl.sqlite')),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    uploadsDir: path.resolve(e.UPLOADS_DIR ?? path.join(dataDir, 'uploads')),
    outboxDir: path.resolve(e.OUTBOX_DIR ?? path.join(dataDir, 'outbox')),
    clientDir: path.resolve(e.CLIENT_DIR),
    publicUrl: e.PUBLIC_URL?.replace(/\/$/, ''),
    supportEmail: e.SUPPORT_EMAIL,
    staffEmail: e.STAFF_EMAIL,
    cookieSecret: e.COOKIE_SECRET,
    stripe: e.STRIPE_SECRET_KEY
      ? {
          secretKey: e.STRIPE_SECRET_KEY,
          publishableKey: e.STRIPE_PUBLISHABLE_KEY,
          webhookSecret: e.STRIPE_WEBHOOK_SECRET,
          apiBase: e.STRIPE_API_BASE,
        }
      : null,
    smtpUrl: e.SMTP_URL,
    adminPassword: e.ADMIN_PASSWORD,
    fallFormUrl: e.FALL_FORM_URL ?? '/purchase?offer=fall',
    retentionDays: e.RETENTION_DAYS,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    extraction: { threads: e.EXTRACTION_THREADS, timeoutMs: e.EXTRACTION_TIMEOUT_MS, memoryMb: e.EXTRACTION_MEMORY_MB },
    defaultTimeZone: e.DEFAULT_TIME_ZONE,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    backup: { dir: path.resolve(e.BACKUP_DIR ?? path.join(dataDir, 'backups')), keep: e.BACKUP_KEEP },
  };
}
