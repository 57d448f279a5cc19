import crypto from 'node:crypto';
import type { z } from 'zod';
import type { saveRemindersInput } from '../../shared/schemas/reminders.js';
import { hashToken } from '../dashboards/links.js';
import { liveDashboard } from '../dashboards/view.js';
import type { DB } from '../db/connection.js';
import type { AppDeps } from '../deps.js';
import { rescheduleReminders } from './reschedule.js';

/**
 * The student's reminder choices, scoped to their dashboard link: the settings row is keyed by the
 * link's own dashboard, so another student's token reads and changes only that student's.
 */

export interface ReminderView {
  weekly: boolean;
  exams: boolean;
  /** The zone reminders are timed in: the student's choice, else the university's (the courses' zone). */
  timeZone: string;
  /** The student answered once (turned reminders on, or "Not now"): the overview stops asking. */
  asked: boolean;
  /** Where reminders go, masked: "m***@school.edu". */
  email: string;
  /** When the next weekly email is due (ISO), while one is scheduled. */
  nextWeeklyAt: string | null;
}

/** "m***@school.edu": enough for the student to recognise the address, little for anyone reading over their shoulder. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 1 ? '***' : `${email[0]}***${email.slice(at)}`;
}

/** The university's zone: the first course (by name) staff placed in one, else the server's default. */
async function universityZone(db: DB, dashboardId: number, defaultTimeZone: string): Promise<string> {
  const course = await db.selectFrom('dashboard_items').select('time_zone').where('dashboard_id', '=', dashboardId).where('time_zone', 'is not', null).orderBy('course_name').limit(1).executeTakeFirst();
  return course?.time_zone ?? defaultTimeZone;
}

export async function reminderView(deps: Pick<AppDeps, 'db' | 'config'>, dashboardId: number): Promise<ReminderView> {
  const [row, nextWeekly] = await Promise.all([
    deps.db
      .selectFrom('dashboards')
      .innerJoin('orders', 'orders.id', 'dashboards.order_id')
      .leftJoin('reminder_settings', 'reminder_settings.dashboard_id', 'dashboards.id')
      .select(['orders.email', 'reminder_settings.weekly', 'reminder_settings.exams', 'reminder_settings.time_zone', 'reminder_settings.time_zone_confirmed_at'])
      .where('dashboards.id', '=', dashboardId)
      .executeTakeFirstOrThrow(),
    deps.db.selectFrom('reminders').select('due_at').where('dashboard_id', '=', dashboardId).where('kind', '=', 'weekly').where('status', '=', 'pending').orderBy('due_at').limit(1).executeTakeFirst(),
  ]);
  return {
    weekly: row.weekly === 1,
    exams: row.exams === 1,
    timeZone: row.time_zone ?? (await universityZone(deps.db, dashboardId, deps.config.defaultTimeZone)),
    asked: row.time_zone_confirmed_at !== null,
    email: maskEmail(row.email),
    nextWeeklyAt: nextWeekly?.due_at ?? null,
  };
}

/** The dashboard's reminder settings, as its settings panel shows them. */
export async function getReminders(deps: Pick<AppDeps, 'db' | 'config'>, token: string): Promise<{ reminders: ReminderView }> {
  const dashboard = await liveDashboard(deps.db, token);
  return { reminders: await reminderView(deps, dashboard.id) };
}

/** A fresh one-click unsubscribe token: its hash finds the settings, the sealed copy goes into each email. */
export function newUnsubscribeToken(deps: Pick<AppDeps, 'sealer'>) {
  const token = crypto.randomBytes(32).toString('base64url');
  return { token, columns: { unsubscribe_token_hash: hashToken(token), unsubscribe_token_sealed: deps.sealer.seal(token) } };
}

/** Saves the student's choices (the zone counts as confirmed) and reschedules their reminders in the same transaction. */
export async function saveReminders(deps: Pick<AppDeps, 'db' | 'config' | 'sealer'>, input: z.output<typeof saveRemindersInput>, now = new Date()): Promise<{ message: string; reminders: ReminderView }> {
  const dashboard = await liveDashboard(deps.db, input.token);
  const at = now.toISOString();
  const choices = { weekly: input.weekly ? 1 : 0, exams: input.exams ? 1 : 0, time_zone: input.timeZone, time_zone_confirmed_at: at, updated_at: at } as const;
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('reminder_settings')
      .values({ dashboard_id: dashboard.id, ...choices, ...newUnsubscribeToken(deps).columns })
      .onConflict((conflict) => conflict.column('dashboard_id').doUpdateSet(choices))
      .execute();
    await rescheduleReminders(trx, deps.config.defaultTimeZone, dashboard.id, now);
  });
  const reminders = await reminderView(deps, dashboard.id);
  const message = input.weekly || input.exams ? `Reminders saved. They go to ${reminders.email}.` : 'Reminders are off. Turn them on here whenever you like.';
  return { message, reminders };
}
