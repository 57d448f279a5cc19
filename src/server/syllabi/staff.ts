import type { AppDeps } from '../deps.js';
import type { DB } from '../db/connection.js';
import { badInput, DomainError } from '../errors.js';
import { recordOrderEvent } from '../purchases/orders.js';
import { reviewableOrder } from '../review/order.js';
import { deleteAfter, discardFiles, sha256, uploadColumns, type StoredFile } from '../uploads/storage.js';
import { queueSyllabi, queueUploads } from './jobs.js';

/** A syllabus staff add to an order: a file (stored and checked like the student's own), or text they paste. */
export type StaffSyllabus = { file: StoredFile } | { name?: string; text: string };

type Added = { syllabusId: number; message: string };

/** Adds a syllabus to a paid dashboard order and queues it for extraction; a refused file is discarded. */
export async function addStaffSyllabus(deps: AppDeps, orderId: string, syllabus: StaffSyllabus, actor: string, now = new Date()): Promise<Added> {
  if ('file' in syllabus) {
    try {
      return await addStaffFile(deps, orderId, syllabus.file, actor, now);
    } catch (error) {
      await discardFiles(deps.config.uploadsDir, [syllabus.file.storedName]);
      throw error;
    }
  }
  await reviewableOrder(deps.db, orderId, 'take syllabi');
  const text = syllabus.text.trim();
  if (!text) throw badInput('Paste the text of the syllabus first.');
  const name = syllabus.name?.trim() || 'Pasted text';
  return addSyllabus(deps, orderId, name, actor, (trx) =>
    queueSyllabi(trx, [{ order_id: orderId, upload_id: null, origin: 'staff-text', original_name: name, pasted_text: text, content_sha256: sha256(text) }], now),
  );
}

async function addStaffFile(deps: AppDeps, orderId: string, file: StoredFile, actor: string, now: Date): Promise<Added> {
  await reviewableOrder(deps.db, orderId, 'take syllabi');
  return addSyllabus(deps, orderId, file.originalName, actor, async (trx) => {
    const uploads = await trx
      .insertInto('uploads')
      .values({ ...uploadColumns(file), order_id: orderId, delete_after: deleteAfter(deps.config.retentionDays, now), created_at: now.toISOString() })
      .returning(['id', 'original_name', 'content_sha256'])
      .execute();
    return queueUploads(trx, orderId, 'staff-file', uploads, now);
  });
}

/** Queues it and records it in the order's history, or refuses content the order already has. */
async function addSyllabus(deps: AppDeps, orderId: string, name: string, actor: string, queue: (trx: DB) => Promise<number[]>): Promise<Added> {
  const syllabusId = await deps.db.transaction().execute(async (trx) => {
    const [id] = await queue(trx);
    if (id === undefined) throw new DomainError('CONFLICT', `This order already has a syllabus with the same content as ${name}.`);
    await recordOrderEvent(trx, orderId, 'syllabus_added', `${name} added by staff`, { actor });
    return id;
  });
  deps.extractionQueued.notify();
  return { syllabusId, message: `${name} was added and is queued for reading.` };
}

/**
 * Reads a syllabus again (after a failure, or with a newer engine). Items staff have not touched are
 * replaced by what the new reading finds; confirmed or edited items stay as they are.
 */
export async function rerunSyllabus(deps: AppDeps, orderId: string, syllabusId: number, actor: string, now = new Date()): Promise<{ message: string }> {
  await reviewableOrder(deps.db, orderId, 'be read again');
  const syllabus = await deps.db
    .selectFrom('syllabi')
    .leftJoin('uploads', 'uploads.id', 'syllabi.upload_id')
    .select(['syllabi.original_name', 'syllabi.status', 'syllabi.pasted_text', 'uploads.deleted_at', 'uploads.id as upload_id'])
    .where('syllabi.id', '=', syllabusId)
    .where('syllabi.order_id', '=', orderId)
    .executeTakeFirst();
  if (!syllabus) throw new DomainError('NOT_FOUND', `There is no syllabus ${syllabusId} in this order.`);
  if (syllabus.status === 'queued' || syllabus.status === 'reading') throw new DomainError('CONFLICT', `${syllabus.original_name} is being read already.`);
  if (syllabus.pasted_text === null && (syllabus.upload_id === null || syllabus.deleted_at !== null)) {
    throw new DomainError('CONFLICT', `${syllabus.original_name} was deleted after processing, so it cannot be read again; add it again to read it.`);
  }
  const at = now.toISOString();
  await deps.db.transaction().execute(async (trx) => {
    await trx.updateTable('syllabi').set({ status: 'queued', error: null, updated_at: at }).where('id', '=', syllabusId).execute();
    await trx.updateTable('extraction_jobs').set({ status: 'queued', attempts: 0, lease_until: null, last_error: null, updated_at: at }).where('syllabus_id', '=', syllabusId).execute();
    await trx.deleteFrom('syllabus_unplaced').where('syllabus_id', '=', syllabusId).execute();
    await trx.deleteFrom('syllabus_lines').where('syllabus_id', '=', syllabusId).execute();
    await trx
      .deleteFrom('calendar_items')
      .where('syllabus_id', '=', syllabusId)
      .where('origin', '=', 'engine')
      .where('version', '=', 1)
      .where('confirmed_at', 'is', null)
      .execute();
    await recordOrderEvent(trx, orderId, 'syllabus_rerun', `${syllabus.original_name} queued to be read again`, { actor, at });
  });
  deps.extractionQueued.notify();
  return { message: `${syllabus.original_name} is queued to be read again.` };
}
