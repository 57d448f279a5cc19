import fs from 'node:fs/promises';
import path from 'node:path';
import type { Insertable } from 'kysely';
import { forClaim, leaseUntil } from '../claims.js';
import type { AppDeps } from '../deps.js';
import type { DB } from '../db/connection.js';
import type { SyllabiTable, SyllabusOrigin } from '../db/schema.js';
import { logJobFailure, startRepeatingJob, type RepeatingJob } from '../jobs.js';
import type { SyllabusResult } from './document.js';
import { saveResult } from './results.js';
import { createExtractionPool, ExtractionFailed, type ExtractionPool } from './worker.js';

/**
 * The durable extraction queue. Every syllabus that reaches a paid order gets a row in `syllabi` and
 * a job; a runner claims jobs under a lease, reads them on the worker pool and stores the results.
 * A job whose runner died is taken over when its lease runs out; one that timed out or crashed its
 * worker is tried once more, then fails with the reason.
 */

/** A run that timed out or crashed its worker is tried once more. */
export const MAX_ATTEMPTS = 2;
/** How long past its time limit a running job's lease lasts before another runner may take it. */
const LEASE_GRACE_MS = 30_000;
/** The slow poll that picks up jobs no wake-up announced (taken over after a lease ran out). */
const POLL_INTERVAL_MS = 30_000;

type NewSyllabus = Omit<Insertable<SyllabiTable>, 'status' | 'created_at' | 'updated_at'>;

/**
 * Queues syllabi inside the caller's transaction; content this order already has is skipped, so one
 * version is extracted once. Returns the ids of the new syllabi. The caller notifies
 * `deps.extractionQueued` once it has committed.
 */
export async function queueSyllabi(db: DB, syllabi: NewSyllabus[], now = new Date()): Promise<number[]> {
  if (syllabi.length === 0) return [];
  const at = now.toISOString();
  const inserted = await db
    .insertInto('syllabi')
    .values(syllabi.map((syllabus) => ({ ...syllabus, status: 'queued' as const, created_at: at, updated_at: at })))
    .onConflict((conflict) => conflict.columns(['order_id', 'content_sha256']).doNothing())
    .returning('id')
    .execute();
  if (inserted.length > 0) {
    await db
      .insertInto('extraction_jobs')
      .values(inserted.map(({ id }) => ({ syllabus_id: id, status: 'queued' as const, attempts: 0, created_at: at, updated_at: at })))
      .execute();
  }
  return inserted.map(({ id }) => id);
}

interface UploadToQueue {
  id: number;
  original_name: string;
  content_sha256: string | null;
}

/** Queues files that just joined an order (files stored before hashing existed are left alone). */
export function queueUploads(db: DB, orderId: string, origin: Exclude<SyllabusOrigin, 'staff-text'>, uploads: UploadToQueue[], now = new Date()): Promise<number[]> {
  const hashed = uploads.filter((upload): upload is UploadToQueue & { content_sha256: string } => upload.content_sha256 !== null);
  return queueSyllabi(
    db,
    hashed.map((upload) => ({ order_id: orderId, upload_id: upload.id, origin, original_name: upload.original_name, content_sha256: upload.content_sha256 })),
    now,
  );
}

export interface ClaimedJob {
  id: number;
  syllabusId: number;
  /** This run's number; it also fences the job: results are written only while it is unchanged. */
  attempts: number;
}

const leaseMs = (deps: Pick<AppDeps, 'config'>) => deps.config.extraction.timeoutMs + LEASE_GRACE_MS;

/**
 * Takes the oldest job that is queued, or whose runner's lease ran out, and leases it to the caller.
 * Runners on every instance claim from the one queue: on Postgres a job being claimed is locked and
 * the others pass over it (see claims.ts), so each job is read by one runner at a time.
 */
export async function claimJob(deps: Pick<AppDeps, 'db' | 'config'>, now = new Date()): Promise<ClaimedJob | undefined> {
  const at = now.toISOString();
  for (;;) {
    const claimed = await deps.db.transaction().execute(async (trx) => {
      const due = trx
        .selectFrom('extraction_jobs')
        .select(['id', 'syllabus_id', 'attempts'])
        .where((eb) => eb.or([eb('status', '=', 'queued'), eb.and([eb('status', '=', 'running'), eb('lease_until', '<=', at)])]))
        .orderBy('id')
        .limit(1);
      const job = await forClaim(trx, due).executeTakeFirst();
      if (!job) return undefined;
      const lease: ClaimedJob = { id: job.id, syllabusId: job.syllabus_id, attempts: job.attempts + 1 };
      await trx
        .updateTable('extraction_jobs')
        .set({ status: 'running', attempts: lease.attempts, lease_until: leaseUntil(now, leaseMs(deps)), updated_at: at })
        .where('id', '=', job.id)
        .execute();
      await trx.updateTable('syllabi').set({ status: 'reading', updated_at: at }).where('id', '=', job.syllabus_id).execute();
      return lease;
    });
    if (!claimed) return undefined;
    if (claimed.attempts <= MAX_ATTEMPTS) return claimed;
    // Its runners died twice while reading it: the file itself may be what kills them.
    await finishJob(deps.db, claimed, failure('The reader stopped twice before finishing this file; ask the student for another copy or type its dates in by hand.'), now);
  }
}

const failure = (reason: string): SyllabusResult => ({ course: null, term: null, items: [], unplaced: [], setAside: [], error: reason });

/** Ends a job with its result, unless another runner took it over meanwhile. */
async function finishJob(db: DB, job: ClaimedJob, result: SyllabusResult, now: Date, lastError: string | null = null): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (await updateRunningJob(trx, job, { status: 'done', last_error: lastError }, now)) await saveResult(trx, job.syllabusId, result, now);
  });
}

/** Puts a job back in the queue: after a worker timed out or crashed, or uncounted when the runner stops. */
async function requeueJob(db: DB, job: ClaimedJob, now: Date, change: { attempts: number; last_error?: string }): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (await updateRunningJob(trx, job, { status: 'queued', ...change }, now)) {
      await trx.updateTable('syllabi').set({ status: 'queued', updated_at: now.toISOString() }).where('id', '=', job.syllabusId).execute();
    }
  });
}

async function updateRunningJob(db: DB, job: ClaimedJob, change: { status: 'queued' | 'done'; attempts?: number; last_error?: string | null }, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('extraction_jobs')
    .set({ ...change, lease_until: null, updated_at: now.toISOString() })
    .where('id', '=', job.id)
    .where('status', '=', 'running')
    .where('attempts', '=', job.attempts)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The bytes to read: the stored file, or the text staff pasted; a reason when the file is gone. */
async function jobInput(deps: Pick<AppDeps, 'db' | 'config'>, syllabusId: number): Promise<{ bytes: Uint8Array; fileName: string } | { reason: string }> {
  const syllabus = await deps.db
    .selectFrom('syllabi')
    .leftJoin('uploads', 'uploads.id', 'syllabi.upload_id')
    .select(['syllabi.original_name', 'syllabi.pasted_text', 'uploads.stored_name', 'uploads.deleted_at'])
    .where('syllabi.id', '=', syllabusId)
    .executeTakeFirstOrThrow();
  if (syllabus.pasted_text !== null) return { bytes: Buffer.from(syllabus.pasted_text), fileName: syllabus.original_name };
  const gone = { reason: 'This file was deleted before it could be read; ask the student to send it again or type its dates in by hand.' };
  if (!syllabus.stored_name || syllabus.deleted_at) return gone;
  try {
    return { bytes: await fs.readFile(path.join(deps.config.uploadsDir, syllabus.stored_name)), fileName: syllabus.original_name };
  } catch {
    return gone;
  }
}

/** Reads one claimed job on the pool and writes what came of it. */
async function runJob(deps: Pick<AppDeps, 'db' | 'config'>, pool: ExtractionPool, job: ClaimedJob, signal: AbortSignal): Promise<void> {
  const input = await jobInput(deps, job.syllabusId);
  let result: SyllabusResult;
  try {
    result = 'reason' in input ? failure(input.reason) : await pool.extract(input.bytes, input.fileName, {}, signal);
  } catch (error) {
    if (signal.aborted) return requeueJob(deps.db, job, new Date(), { attempts: job.attempts - 1 });
    if (!(error instanceof ExtractionFailed)) throw error;
    if (job.attempts < MAX_ATTEMPTS) return requeueJob(deps.db, job, new Date(), { attempts: job.attempts, last_error: error.message });
    return finishJob(deps.db, job, failure(error.message), new Date(), error.message);
  }
  await finishJob(deps.db, job, result, new Date());
}

/** Runs queued jobs, as many at once as the pool has threads, until none is left or `signal` aborts. */
export async function drainExtractionQueue(deps: Pick<AppDeps, 'db' | 'config'>, pool: ExtractionPool, signal = new AbortController().signal): Promise<void> {
  const lane = async () => {
    for (let job; !signal.aborted && (job = await claimJob(deps)); ) await runJob(deps, pool, job, signal);
  };
  const lanes = await Promise.allSettled(Array.from({ length: deps.config.extraction.threads }, lane));
  const failed = lanes.find((lane) => lane.status === 'rejected');
  if (failed) throw failed.reason;
}

/**
 * The app's runner: drains the queue at start, whenever `deps.extractionQueued` rings, and on a
 * slow poll. Stopping puts the jobs it was reading back in the queue, uncounted.
 */
export function startExtractionRunner(deps: AppDeps, intervalMs = POLL_INTERVAL_MS): RepeatingJob {
  const pool = createExtractionPool({ ...deps.config.extraction, onWorkerError: (error) => deps.log.error({ err: error }, 'a syllabus extraction worker failed') });
  const job = startRepeatingJob(
    (signal) => drainExtractionQueue(deps, pool, signal),
    logJobFailure(deps.log, 'syllabus extraction failed'),
    intervalMs,
  );
  const unlisten = deps.extractionQueued.listen(() => job.wake());
  return {
    wake: job.wake,
    async stop() {
      unlisten();
      await job.stop();
      await pool.close();
    },
  };
}
