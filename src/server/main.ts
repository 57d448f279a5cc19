import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { startOutboxWorker } from './emails/outbox.js';
import { startRetentionPurge } from './retention.js';
import { startReminderRunner } from './reminders/runner.js';
import { startExtractionRunner } from './syllabi/jobs.js';

let app;
try {
  const config = loadConfig();
  app = await buildApp(config);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

await app.listen({ port: app.deps.config.port, host: app.deps.config.host });
const outbox = startOutboxWorker(app.deps, app.log);
const retention = startRetentionPurge(app.deps, app.log);
const extraction = startExtractionRunner(app.deps);
const reminders = startReminderRunner(app.deps, app.log, () => outbox.wake());

// Draining: /api/ready turns 503 and no new work is claimed; the email being sent, the purge and the
// reminder in hand finish, the syllabi being read go back in the queue, in-flight requests finish, then
// the database closes. Past SHUTDOWN_TIMEOUT_MS the process exits anyway: what it still held is
// leased, so another instance takes it over when the lease ends, and a transaction cut short is undone.
let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.draining = true;
    const { shutdownTimeoutMs } = app.deps.config;
    app.log.info(`${signal} received, draining (at most ${shutdownTimeoutMs} ms)`);
    setTimeout(() => {
      app.log.warn('still draining after SHUTDOWN_TIMEOUT_MS: exiting; leases held run out for another instance');
      process.exit(1);
    }, shutdownTimeoutMs).unref();
    Promise.all([outbox.stop(), retention.stop(), extraction.stop(), reminders.stop()])
      .then(() => app.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error(error);
          process.exit(1);
        },
      );
  });
}
