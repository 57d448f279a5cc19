import type { FastifyBaseLogger } from 'fastify';
import { dashboardLink } from '../dashboards/links.js';
import type { DB } from '../db/connection.js';
import type { ReminderStatus } from '../db/schema.js';
import { forClaim } from '../claims.js';
import type { AppDeps } from '../deps.js';
import { queueEmail } from '../emails/outbox.js';
import { logJobFailure, startRepeatingJob, type RepeatingJob } from '../jobs.js';
import { examEmail, weekAhead, weeklyEmail, type Recipient, type ReminderItem } from './emails.js';
import { rescheduleReminders } from './reschedule.js';
import { newUnsubscribeToken } from './settings.js';
import { unsubscribeLinks } from './unsubscribe.js';

/**
 * Sends the reminders that are due. Every bit of the schedule is a row in `reminders`, so a restart
 * loses nothing, and a server that was down sends what it missed on its first run, once: each row
 * is handled in one transaction that also queues its email under a dedupe key.
 */

type RunnerDeps = Pick<AppDeps, 'db' | 'config' | 'sealer' | 'log'>;
type Handled = Exclude<ReminderStatus, 'pending'>;
export type RunOutcome = Record<Handled, number>;

const BATCH = 100;
const EVERY_MS = 60_000;

/**
 * Handles every pending reminder due by `now`, then gives each dashboard with weekly emails on whose
 * chain broke its next Sunday. Once `signal` aborts (the server is stopping) it takes no further reminder.
 */
export async function runDueReminders(deps: RunnerDeps, now = new Date(), signal?: AbortSignal): Promise<RunOutcome> {
  const outcome: RunOutcome = { sent: 0, skipped: 0, canceled: 0 };
  let after = 0;
  for (;;) {
    const due = await deps.db.selectFrom('reminders').select('id').where('status', '=', 'pending').where('due_at', '<=', now.toISOString()).where('id', '>', after).orderBy('id').limit(BATCH).execute();
    for (const { id } of due) {
      if (signal?.aborted) return outcome;
      // One reminder that cannot be handled must not hold up everyone else's: it is tried again next run.
      const status = await handleReminder(deps, id, now).catch((error: unknown) => {
        deps.log.error({ err: error, reminderId: id }, 'reminder failed');
        return null;
      });
      if (status) outcome[status]++;
    }
    if (due.length < BATCH) break;
    after = due.at(-1)!.id;
  }
  await scheduleBrokenWeeks(deps, now);
  return outcome;
}

async function handleReminder(deps: RunnerDeps, id: number, now: Date): Promise<Handled | null> {
  return deps.db.transaction().execute(async (trx) => {
    const pending = trx
      .selectFrom('reminders')
      .innerJoin('dashboards', 'dashboards.id', 'reminders.dashboard_id')
      .innerJoin('orders', 'orders.id', 'dashboards.order_id')
      .innerJoin('reminder_settings', 'reminder_settings.dashboard_id', 'reminders.dashboard_id')
      .select(['reminders.kind', 'reminders.key', 'reminders.item_id', 'reminders.dashboard_id', 'reminders.expires_at', 'dashboards.token_sealed', 'orders.id as order_id', 'orders.status as order_status', 'orders.email', 'orders.name'])
      .select(['reminder_settings.time_zone', 'reminder_settings.unsubscribe_token_sealed'])
      .where('reminders.id', '=', id)
      // Another runner may have handled it meanwhile.
      .where('reminders.status', '=', 'pending');
    // Another instance's runner handling it now holds it (skipped here). Its settings row is held too,
    // as rescheduling takes that lock first (reschedule.ts): taking both at once waits on neither.
    const reminder = await forClaim(trx, pending, ['reminders', 'reminder_settings']).executeTakeFirst();
    if (!reminder) return null;

    let status: Handled = 'skipped';
    let emailId: number | null = null;
    // A refund closes the dashboard, and its reminders with it.
    if (reminder.order_status !== 'delivered') status = 'canceled';
    else if (reminder.expires_at > now.toISOString()) {
      const items = await publishedItems(trx, deps.config.defaultTimeZone, reminder.dashboard_id);
      const to: Recipient = {
        orderId: reminder.order_id,
        email: reminder.email,
        name: reminder.name,
        timeZone: reminder.time_zone,
        sealedDashboardLink: sealedLink(deps, reminder.token_sealed),
        ...unsubscribeLinks(deps, await unsubscribeToken(trx, deps, reminder.dashboard_id, reminder.unsubscribe_token_sealed)),
      };
      const email = reminder.kind === 'weekly' ? weeklyOf(to, reminder.key, items) : examOf(to, reminder.key, items.get(reminder.item_id!), now);
      if (email === 'canceled') status = 'canceled';
      else if (email) {
        await queueEmail(trx, email);
        emailId = (await trx.selectFrom('emails').select('id').where('dedupe_key', '=', email.dedupeKey).executeTakeFirstOrThrow()).id;
        status = 'sent';
      }
    }
    await trx.updateTable('reminders').set({ status, email_id: emailId, updated_at: now.toISOString() }).where('id', '=', id).execute();
    // The weekly chain goes on: next Sunday's row.
    if (reminder.kind === 'weekly' && reminder.order_status === 'delivered') await rescheduleReminders(trx, deps.config.defaultTimeZone, reminder.dashboard_id, now);
    return status;
  });
}

/** The week's email, or null when nothing is left to do that week (no empty email). */
function weeklyOf(to: Recipient, key: string, items: Map<number, ReminderItem>) {
  const sunday = key.split(':')[2]!;
  const days = weekAhead([...items.values()], sunday);
  return days.length === 0 ? null : weeklyEmail(to, key, sunday, days);
}

/** The exam's email; null when the student already marked it Done; canceled when staff removed it. */
function examOf(to: Recipient, key: string, exam: ReminderItem | undefined, now: Date) {
  if (!exam) return 'canceled' as const;
  return exam.done ? null : examEmail(to, key, exam, now);
}

/** The dashboard's published items by id, with whether the student marked each Done. */
async function publishedItems(db: DB, defaultTimeZone: string, dashboardId: number): Promise<Map<number, ReminderItem>> {
  const rows = await db
    .selectFrom('dashboard_items')
    .leftJoin('todo_statuses', (join) => join.onRef('todo_statuses.dashboard_id', '=', 'dashboard_items.dashboard_id').onRef('todo_statuses.item_id', '=', 'dashboard_items.item_id'))
    .select(['dashboard_items.item_id', 'dashboard_items.title', 'dashboard_items.type', 'dashboard_items.course_name', 'dashboard_items.date', 'dashboard_items.end_date', 'dashboard_items.time', 'dashboard_items.time_zone', 'todo_statuses.status'])
    .where('dashboard_items.dashboard_id', '=', dashboardId)
    .execute();
  return new Map(
    rows.map((row) => [
      row.item_id,
      { title: row.title, type: row.type, course: row.course_name, date: row.date, endDate: row.end_date, time: row.time, courseTimeZone: row.time_zone ?? defaultTimeZone, done: row.status === 'Done' },
    ]),
  );
}

/** The dashboard's full link sealed for the email; null when its token was sealed under another COOKIE_SECRET. */
function sealedLink(deps: Pick<AppDeps, 'sealer' | 'config'>, tokenSealed: string): string | null {
  const link = dashboardLink(deps, tokenSealed);
  return link && deps.sealer.seal(link);
}

/** The unsubscribe token for the email; one sealed under another COOKIE_SECRET is replaced, so the email still carries a working link. */
async function unsubscribeToken(db: DB, deps: Pick<AppDeps, 'sealer'>, dashboardId: number, sealed: string): Promise<string> {
  try {
    return deps.sealer.unseal(sealed);
  } catch {
    const fresh = newUnsubscribeToken(deps);
    await db.updateTable('reminder_settings').set(fresh.columns).where('dashboard_id', '=', dashboardId).execute();
    return fresh.token;
  }
}

/** Self-healing: weekly emails on, a live dashboard, and no week scheduled (the chain broke somewhere): schedule it. */
async function scheduleBrokenWeeks(deps: RunnerDeps, now: Date): Promise<void> {
  const broken = await deps.db
    .selectFrom('reminder_settings')
    .innerJoin('dashboards', 'dashboards.id', 'reminder_settings.dashboard_id')
    .innerJoin('orders', 'orders.id', 'dashboards.order_id')
    .select('reminder_settings.dashboard_id')
    .where('reminder_settings.weekly', '=', 1)
    .where('orders.status', '=', 'delivered')
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('reminders').select('reminders.id').whereRef('reminders.dashboard_id', '=', 'reminder_settings.dashboard_id').where('reminders.kind', '=', 'weekly').where('reminders.status', '=', 'pending'))),
    )
    .execute();
  for (const { dashboard_id } of broken) {
    await deps.db.transaction().execute((trx) => rescheduleReminders(trx, deps.config.defaultTimeZone, dashboard_id, now));
  }
}

/** Runs the reminders every minute; the outbox is woken when emails were queued, rather than at its next poll. */
export function startReminderRunner(deps: RunnerDeps, log: FastifyBaseLogger, wakeOutbox: () => void): RepeatingJob {
  return startRepeatingJob(
    async (signal) => {
      if ((await runDueReminders(deps, new Date(), signal)).sent > 0) wakeOutbox();
    },
    logJobFailure(log, 'reminder run failed'),
    EVERY_MS,
  );
}
