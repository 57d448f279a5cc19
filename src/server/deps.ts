import type { Config } from './config.js';
import { FeedCache } from './dashboards/calendar.js';
import { LostLinkRequests, sendLostLink } from './dashboards/lost-link.js';
import type { DB } from './db/connection.js';
import { DraftWriter } from './drafts.js';
import { createMailer, type Mailer } from './emails/mailer.js';
import { WorkSignal } from './jobs.js';
import type { PaymentGateway } from './payments/gateway.js';
import { LocalGateway } from './payments/local.js';
import { StripeGateway } from './payments/stripe.js';
import { createSealer, resolveCookieSecret, type Sealer } from './secrets.js';

/** Where domain functions report what the caller must not see (a provider's failure); Fastify's logger fits. */
export interface Logger {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

const silentLogger: Logger = { warn: () => undefined, error: () => undefined };

/** The long-lived services domain functions need; built once in app.ts, or by tests. */
export interface AppDeps {
  db: DB;
  /** Autosave's group-committing writer; every draft write goes through it or waits for it. */
  drafts: DraftWriter;
  config: Config;
  /** Stripe when STRIPE_SECRET_KEY is set, else the embedded local test gateway. */
  gateway: PaymentGateway;
  /** SMTP when SMTP_URL is set, else .eml files in the outbox dir. */
  mailer: Mailer;
  /** Rung after syllabi are queued for extraction; wakes the runner (syllabi/jobs.ts) when it is started. */
  extractionQueued: WorkSignal;
  /** Seals private links kept in the database (dashboard tokens, links in queued emails). */
  sealer: Sealer;
  /** Calendar feeds as last rendered, while their ETag holds. */
  feeds: FeedCache;
  /** Lost-link requests, looked up after their answer is sent. */
  lostLinks: LostLinkRequests;
  log: Logger;
}

export function buildDeps(config: Config, db: DB, log: Logger = silentLogger): AppDeps {
  const sealer = createSealer(resolveCookieSecret(config));
  return {
    log,
    db,
    drafts: new DraftWriter(db),
    config,
    gateway: config.stripe ? new StripeGateway(config.stripe) : new LocalGateway(db),
    mailer: createMailer(config),
    extractionQueued: new WorkSignal(),
    sealer,
    feeds: new FeedCache(),
    lostLinks: new LostLinkRequests((email, askedAt) => sendLostLink({ db, config, sealer, log }, email, askedAt), log),
  };
}
