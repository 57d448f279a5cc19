import { splitName } from '../../shared/profile.js';
import { MAX_UPLOAD_FILES } from '../../shared/limits.js';
import type { AppDeps } from '../deps.js';
import { forUpdate, type DB } from '../db/connection.js';
import { queueEmail } from '../emails/outbox.js';
import { badInput, DomainError } from '../errors.js';
import { recordOrderEvent, type Order } from '../purchases/orders.js';
import { queueUploads } from '../syllabi/jobs.js';
import { deleteAfter, uploadColumns, type StoredFile } from '../uploads/storage.js';
import { staffFilesReceivedEmail } from './emails.js';

/**
 * The private upload link of a "later" order (/upload/<token>): the buyer sends syllabi through it
 * until the order is delivered. Anyone with the token may upload, so it shows nothing but the buyer's
 * first name and the files received.
 */

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** 'open' while the order waits for delivery; 'delivered' once done; 'closed' when refunded or canceled. */
export type UploadLinkState = 'open' | 'delivered' | 'closed';

/** `lock`: held to the end of the caller's transaction, which decides on the order's state and file count. */
async function orderForToken(db: DB, token: string, lock = false): Promise<Order> {
  const query = db.selectFrom('orders').selectAll().where('upload_token', '=', token);
  const order = TOKEN_PATTERN.test(token) ? await (lock ? forUpdate(db, query) : query).executeTakeFirst() : undefined;
  if (!order) throw new DomainError('NOT_FOUND', 'This upload link is not valid. Check that you copied the whole link from your email.');
  return order;
}

const stateOf = (order: Order): UploadLinkState => (order.status === 'paid' ? 'open' : order.status === 'delivered' ? 'delivered' : 'closed');

const liveFiles = (files: { deleted_at: string | null }[]) => files.filter((file) => file.deleted_at === null).length;

export async function uploadLinkView(db: DB, token: string, retentionDays: number) {
  const order = await orderForToken(db, token);
  const files = await db
    .selectFrom('uploads')
    .select(['original_name', 'size_bytes', 'created_at', 'deleted_at'])
    .where('order_id', '=', order.id)
    .orderBy('id')
    .execute();
  return {
    state: stateOf(order),
    firstName: splitName(order.name).firstName,
    deliveredAt: order.delivered_at,
    files: files.map((file) => ({ name: file.original_name, sizeBytes: file.size_bytes, receivedAt: file.created_at, deletedAt: file.deleted_at })),
    maxFiles: MAX_UPLOAD_FILES,
    remaining: Math.max(0, MAX_UPLOAD_FILES - liveFiles(files)),
    retentionDays,
  };
}

export type UploadLinkView = Awaited<ReturnType<typeof uploadLinkView>>;

function refusal(order: Order): DomainError {
  return stateOf(order) === 'delivered'
    ? new DomainError('CONFLICT', 'Your dashboard has been delivered, so this link no longer accepts files.')
    : new DomainError('CONFLICT', 'This upload link is no longer active.');
}

/** Checked before a single byte is stored: a spent or unknown link refuses the upload outright. */
export async function assertUploadLinkOpen(db: DB, token: string): Promise<void> {
  const order = await orderForToken(db, token);
  if (stateOf(order) !== 'open') throw refusal(order);
}

/** Attaches files (already checked and stored) to the link's order and tells staff; the caller discards them on failure. */
export async function receiveUploadLinkFiles(deps: AppDeps, token: string, files: StoredFile[], now = new Date()) {
  if (files.length === 0) throw badInput('Choose at least one syllabus to upload.');
  await deps.db.transaction().execute(async (trx) => {
    // Locked: two uploads at once cannot pass the file limit together, nor land after the dashboard is delivered.
    const order = await orderForToken(trx, token, true);
    if (stateOf(order) !== 'open') throw refusal(order);
    const kept = await trx.selectFrom('uploads').select('deleted_at').where('order_id', '=', order.id).execute();
    const room = MAX_UPLOAD_FILES - liveFiles(kept);
    if (files.length > room) {
      throw new DomainError('TOO_LARGE', `This link takes at most ${MAX_UPLOAD_FILES} files in all: ${room === 0 ? 'no more can be added' : `only ${room} more can be added`}.`);
    }
    const delete_after = deleteAfter(deps.config.retentionDays, now);
    const uploads = await trx
      .insertInto('uploads')
      .values(files.map((file) => ({ ...uploadColumns(file), order_id: order.id, delete_after, created_at: now.toISOString() })))
      .returning(['id', 'original_name', 'content_sha256'])
      .execute();
    await queueUploads(trx, order.id, 'link', uploads, now);
    const names = files.map((file) => file.originalName);
    await recordOrderEvent(trx, order.id, 'files_received', `Through the upload link: ${names.join(', ')}`);
    await queueEmail(trx, staffFilesReceivedEmail(order, names, uploads[0]!.id, deps.config));
  });
  deps.extractionQueued.notify();
  const count = files.length;
  return {
    message: `Thanks! We received ${count} ${count === 1 ? 'file' : 'files'}. Your dashboard is ready within 24 hours, usually in 2-4 hours.`,
    link: await uploadLinkView(deps.db, token, deps.config.retentionDays),
  };
}
