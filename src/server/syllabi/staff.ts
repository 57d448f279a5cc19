import { findOrder } from '../admin/orders.js';
import type { AppDeps } from '../deps.js';
import type { DB } from '../db/connection.js';
import { badInput, DomainError } from '../errors.js';
import { PAID_STATUSES, recordOrderEvent } from '../purchases/orders.js';
import { deleteAfter, discardFiles, sha256, storeSyllabus, uploadColumns } from '../uploads/storage.js';
import { queueSyllabi, queueUploads } from './jobs.js';

/** A syllabus staff add to an order: a file (checked and kept like the student's own), or text they paste. */
export type StaffSyllabus = { name: string; bytes: Buffer } | { name?: string; text: string };

type Added = { syllabusId: number; message: string };

/** Adds a syllabus to a paid dashboard order and queues it for extraction. */
export async function addStaffSyllabus(deps: AppDeps, orderId: string, syllabus: StaffSyllabus, now = new Date()): Promise<Added> {
  const order = await findOrder(deps.db, orderId);
  if (order.product !== 'dashboard' || !PAID_STATUSES.includes(order.status)) {
    throw new DomainError('CONFLICT', `Syllabi can only be added to a paid dashboard order; this one is ${order.status}.`);
  }
  if ('text' in syllabus) {
    const text = syllabus.text.trim();
    if (!text) throw badInput('Paste the text of the syllabus first.');
    const name = syllabus.name?.trim() || 'Pasted text';
    return addSyllabus(deps, orderId, name, (trx) =>
      queueSyllabi(trx, [{ order_id: orderId, upload_id: null, origin: 'staff-text', original_name: name, pasted_text: text, content_sha256: sha256(text) }], now),
    );
  }
  const file = await storeSyllabus(deps.config.uploadsDir, syllabus.name, syllabus.bytes);
  try {
    return await addSyllabus(deps, orderId, file.originalName, async (trx) => {
      const uploads = await trx
        .insertInto('uploads')
        .values({ ...uploadColumns(file), order_id: orderId, delete_after: deleteAfter(deps.config.retentionDays, now), created_at: now.toISOString() })
        .returning(['id', 'original_name', 'content_sha256'])
        .execute();
      return queueUploads(trx, orderId, 'staff-file', uploads, now);
    });
  } catch (error) {
    await discardFiles(deps.config.uploadsDir, [file.storedName]);
    throw error;
  }
}

/** Queues it and records it in the order's history, or refuses content the order already has. */
async function addSyllabus(deps: AppDeps, orderId: string, name: string, queue: (trx: DB) => Promise<number[]>): Promise<Added> {
  const syllabusId = await deps.db.transaction().execute(async (trx) => {
    const [id] = await queue(trx);
    if (id === undefined) throw new DomainError('CONFLICT', `This order already has a syllabus with the same content as ${name}.`);
    await recordOrderEvent(trx, orderId, 'syllabus_added', `${name} added by staff`);
    return id;
  });
  deps.extractionQueued.notify();
  return { syllabusId, message: `${name} was added and is queued for reading.` };
}
