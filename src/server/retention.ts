import { runAlone } from './claims.js';
import type { AppDeps } from './deps.js';
import type { DB } from './db/connection.js';
import { discardFiles } from './uploads/storage.js';
import { logJobFailure, startRepeatingJob, type JobLog, type RepeatingJob } from './jobs.js';
import { forgetEndedLimits } from './rate-limits.js';
import { forgetExpiredSessions } from './admin/session.js';

/**
 * Syllabus retention: a file is deleted once its order is delivered and, whatever happens, when its
 * `delete_after` date (RETENTION_DAYS after upload) comes. The row stays, marked deleted, so staff and
 * the student can still see what was received and when it went.
 */

interface LiveUpload {
  id: number;
  stored_name: string;
}

/** Removes the files from disk first, then marks their rows: a row never says "deleted" while its file remains. */
export async function deleteUploads(deps: Pick<AppDeps, 'db' | 'config'>, uploads: LiveUpload[], now = new Date()): Promise<number> {
  if (uploads.length === 0) return 0;
  await discardFiles(deps.config.uploadsDir, uploads.map((upload) => upload.stored_name));
  const result = await deps.db
    .updateTable('uploads')
    .set({ deleted_at: now.toISOString() })
    .where('id', 'in', uploads.map((upload) => upload.id))
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Live files of one order (all of them, or none when the order has none). */
export function liveOrderUploads(deps: Pick<AppDeps, 'db'>, orderId: string): Promise<LiveUpload[]> {
  return deps.db.selectFrom('uploads').select(['id', 'stored_name']).where('order_id', '=', orderId).where('deleted_at', 'is', null).execute();
}

/**
 * Text staff pasted, and the text read from every syllabus (the document view's lines), go with the
 * order's files: on delivery, when staff delete the files, or at retention. The dated lines staff
 * decided, and the items' evidence, stay.
 */
export async function forgetSyllabusText(db: DB, orderId: string): Promise<void> {
  await db.updateTable('syllabi').set({ pasted_text: null }).where('order_id', '=', orderId).where('pasted_text', 'is not', null).execute();
  await db.deleteFrom('syllabus_lines').where('syllabus_id', 'in', db.selectFrom('syllabi').select('id').where('order_id', '=', orderId)).execute();
}

const PURGE_BATCH = 500;

/** Deletes every live file that is due: past its retention date, or belonging to a delivered order. */
export async function purgeDueFiles(deps: Pick<AppDeps, 'db' | 'config'>, now = new Date()): Promise<number> {
  let deleted = 0;
  for (;;) {
    const due = await deps.db
      .selectFrom('uploads')
      .select(['id', 'stored_name'])
      .where('deleted_at', 'is', null)
      .where((eb) =>
        eb.or([
          eb('delete_after', '<=', now.toISOString()),
          eb('order_id', 'in', eb.selectFrom('orders').select('orders.id').where('status', '=', 'delivered')),
        ]),
      )
      .limit(PURGE_BATCH)
      .execute();
    deleted += await deleteUploads(deps, due, now);
    if (due.length < PURGE_BATCH) break;
  }
  const readBefore = new Date(now.getTime() - deps.config.retentionDays * 86_400_000).toISOString();
  const due = deps.db
    .selectFrom('syllabi')
    .select('syllabi.id')
    .where((eb) => eb.or([eb('created_at', '<=', readBefore), eb('order_id', 'in', eb.selectFrom('orders').select('orders.id').where('status', '=', 'delivered'))]));
  await deps.db.updateTable('syllabi').set({ pasted_text: null }).where('pasted_text', 'is not', null).where('id', 'in', due).execute();
  await deps.db.deleteFrom('syllabus_lines').where('syllabus_id', 'in', due).execute();
  return deleted;
}

/** Undo brings a deleted application back within seconds; a week later the row goes for good. */
export const DELETED_APPLICATION_KEPT_DAYS = 7;

/** Removes the internship applications students deleted more than a week ago. */
export async function purgeDeletedApplications(db: DB, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - DELETED_APPLICATION_KEPT_DAYS * 86_400_000).toISOString();
  const result = await db.deleteFrom('applications').where('deleted_at', '<=', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export const PURGE_INTERVAL_MS = 60 * 60_000;

interface PurgeLog extends JobLog {
  info(details: object, message: string): void;
}

/** The whole purge, unless another instance is running it (then it waits for the next hour). Says whether it ran. */
export function runRetentionPurge(deps: Pick<AppDeps, 'db' | 'config'>, log: Pick<PurgeLog, 'info'>, now = new Date()): Promise<boolean> {
  return runAlone(deps.db, 'retention', async () => {
    const deleted = await purgeDueFiles(deps, now);
    if (deleted > 0) log.info({ deleted }, 'retention purge deleted syllabus files');
    const applications = await purgeDeletedApplications(deps.db, now);
    if (applications > 0) log.info({ applications }, 'retention purge removed deleted internship applications');
    await forgetEndedLimits(deps.db, now);
    await forgetExpiredSessions(deps.db, now);
  });
}

/** Runs the purge at start and then every hour, one run at a time across every instance. */
export function startRetentionPurge(deps: Pick<AppDeps, 'db' | 'config'>, log: PurgeLog, intervalMs = PURGE_INTERVAL_MS): RepeatingJob {
  return startRepeatingJob(
    () => runRetentionPurge(deps, log).then(() => undefined),
    logJobFailure(log, 'retention purge failed'),
    intervalMs,
  );
}
