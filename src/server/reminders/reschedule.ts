import { forUpdate, type DB } from '../db/connection.js';
import type { ReminderKind } from '../db/schema.js';
import { examSlot, nextWeeklySunday, weeklySlot, type Slot } from './schedule.js';

/**
 * Brings one dashboard's pending reminder rows in line with its settings and its published exams:
 * rows no longer wanted are canceled, missing ones inserted, moved ones re-timed. Keys name what a
 * row is for (the Sunday, the exam and its date), so running it again changes nothing, and a
 * reminder already sent or skipped is never scheduled again.
 */

interface Wanted extends Slot {
  kind: ReminderKind;
  itemId: number | null;
  key: string;
}

export const weeklyKey = (dashboardId: number, sunday: string) => `weekly:${dashboardId}:${sunday}`;
export const examKey = (dashboardId: number, itemId: number, date: string) => `exam:${dashboardId}:${itemId}:${date}`;

/**
 * Run inside a transaction. `defaultTimeZone`: the zone of a course staff gave none. On Postgres the
 * settings row stays locked to the end of it, so two instances never reschedule one dashboard at once
 * (both would insert the same row).
 */
export async function rescheduleReminders(db: DB, defaultTimeZone: string, dashboardId: number, now: Date): Promise<void> {
  const settings = await forUpdate(db, db.selectFrom('reminder_settings').select(['weekly', 'exams', 'time_zone']).where('dashboard_id', '=', dashboardId)).executeTakeFirst();
  const rows = await db.selectFrom('reminders').select(['id', 'kind', 'key', 'status', 'due_at', 'expires_at']).where('dashboard_id', '=', dashboardId).execute();
  const byKey = new Map(rows.map((row) => [row.key, row]));
  const wanted: Wanted[] = [];

  if (settings?.exams) {
    const exams = await db.selectFrom('dashboard_items').select(['item_id', 'date', 'time', 'time_zone']).where('dashboard_id', '=', dashboardId).where('type', '=', 'exam').execute();
    for (const exam of exams) {
      const slot = examSlot({ date: exam.date, time: exam.time, courseTimeZone: exam.time_zone ?? defaultTimeZone }, settings.time_zone);
      wanted.push({ kind: 'exam', itemId: exam.item_id, key: examKey(dashboardId, exam.item_id, exam.date), ...slot });
    }
  }
  if (settings?.weekly) {
    const pending = rows.find((row) => row.kind === 'weekly' && row.status === 'pending');
    // The pending week stays (re-timed to the zone now chosen); a missed one is still sent until it expires.
    const sunday = pending ? pending.key.split(':')[2]! : nextWeeklySunday(now, settings.time_zone, (day) => isHandled(byKey.get(weeklyKey(dashboardId, day))?.status));
    wanted.push({ kind: 'weekly', itemId: null, key: weeklyKey(dashboardId, sunday), ...weeklySlot(sunday, settings.time_zone) });
  }

  const at = now.toISOString();
  const wantedKeys = new Set(wanted.map((one) => one.key));
  const unwanted = rows.filter((row) => row.status === 'pending' && !wantedKeys.has(row.key)).map((row) => row.id);
  if (unwanted.length > 0) await db.updateTable('reminders').set({ status: 'canceled', updated_at: at }).where('id', 'in', unwanted).execute();

  for (const one of wanted) {
    const timing = { due_at: one.dueAt.toISOString(), expires_at: one.expiresAt.toISOString() };
    const row = byKey.get(one.key);
    if (row?.status === 'pending') {
      if (row.due_at !== timing.due_at || row.expires_at !== timing.expires_at) await db.updateTable('reminders').set({ ...timing, updated_at: at }).where('id', '=', row.id).execute();
    } else if (one.expiresAt > now) {
      // Turned off and on again: the canceled row comes back rather than a second one.
      if (row?.status === 'canceled') await db.updateTable('reminders').set({ ...timing, status: 'pending', updated_at: at }).where('id', '=', row.id).execute();
      else if (!row) {
        // Another transaction (a runner, the student's settings) may have just scheduled the same key: one row either way.
        await db
          .insertInto('reminders')
          .values({ dashboard_id: dashboardId, kind: one.kind, item_id: one.itemId, key: one.key, ...timing, status: 'pending', email_id: null, created_at: at, updated_at: at })
          .onConflict((conflict) => conflict.column('key').doNothing())
          .execute();
      }
    }
  }
}

const isHandled = (status: string | undefined) => status === 'sent' || status === 'skipped';

/** After staff publish: the order's dashboard follows its exams' new dates. Run inside a transaction. */
export async function rescheduleOrderReminders(db: DB, defaultTimeZone: string, orderId: string, now: Date): Promise<void> {
  const dashboard = await db.selectFrom('dashboards').select('id').where('order_id', '=', orderId).executeTakeFirst();
  if (dashboard) await rescheduleReminders(db, defaultTimeZone, dashboard.id, now);
}
