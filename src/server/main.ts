import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { startOutboxWorker } from './emails/outbox.js';
import { startRetentionPurge } from './retention.js';
import { startReminderRunner } from './reminders/runner.js';
import { startExtractionRunner } from './syllabi/jobs.js';

let config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const app = await buildApp(config);
await app.listen({ port: config.port, host: config.host });
const outbox = startOutboxWorker(app.deps, app.log);
const retention = startRetentionPurge(app.deps, app.log);
const extraction = startExtractionRunner(app.deps);
const reminders = startReminderRunner(app.deps, app.log, () => outbox.wake());

// Graceful shutdown: finish the email being sent, the purge and the reminders running, put the syllabi being read back in
// the queue, stop accepting, let in-flight requests finish, then close the database.
let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
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
