import { sql, type SqlBool } from 'kysely';
import type { AppDeps } from '../deps.js';
import type { DB } from '../db/connection.js';
import { siteUrl, uploadPath } from '../emails/messages.js';
import { DomainError } from '../errors.js';
import type { Order } from '../purchases/orders.js';
import { fulfilmentOf } from './due.js';
import type { OrderListInput } from './inputs.js';

export const PAGE_SIZE = 25;

/**
 * Case-insensitive "contains", with what staff typed taken literally (LIKE's wildcards escaped): LIKE
 * on both sides lowered is how SQLite and Postgres agree (SQLite has no strpos, Postgres no instr).
 */
export const contains = (column: string, text: string) => sql<SqlBool>`lower(${sql.ref(column)}) like '%' || lower(${text.replace(/[\\%_]/g, '\\$&')}) || '%' escape '\\'`;

/** The order list: newest first, searched by email, name or order id, filtered by status and product. */
export async function listOrders(db: DB, input: OrderListInput, now = new Date()) {
  let query = db.selectFrom('orders');
  if (input.search) query = query.where((eb) => eb.or([contains('orders.email', input.search), contains('orders.name', input.search), eb('orders.id', '=', input.search)]));
  if (input.status) query = query.where('orders.status', '=', input.status);
  if (input.product) query = query.where('orders.product', '=', input.product);

  const { total } = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await query
    .selectAll('orders')
    .select((eb) => [
      eb.selectFrom('uploads').whereRef('uploads.order_id', '=', 'orders.id').select((sub) => sub.fn.countAll<number>().as('n')).as('file_count'),
      eb.selectFrom('uploads').whereRef('uploads.order_id', '=', 'orders.id').select((sub) => sub.fn.min('uploads.created_at').as('first')).as('first_file_at'),
      eb.selectFrom('reported_changes').whereRef('reported_changes.order_id', '=', 'orders.id').where('reported_changes.status', '=', 'open').select((sub) => sub.fn.countAll<number>().as('n')).as('open_reports'),
    ])
    .orderBy('orders.created_at', 'desc')
    .orderBy('orders.id')
    .limit(PAGE_SIZE)
    .offset((input.page - 1) * PAGE_SIZE)
    .execute();

  return {
    total: Number(total),
    page: input.page,
    pageSize: PAGE_SIZE,
    orders: rows.map((row) => ({
      id: row.id,
      createdAt: row.created_at,
      name: row.name,
      email: row.email,
      product: row.product,
      variant: row.variant,
      careerGuide: row.career_guide === 1,
      amountCents: row.amount_cents,
      status: row.status,
      uploadChoice: row.upload_choice,
      fileCount: Number(row.file_count ?? 0),
      /** Changes the student reported from their dashboard that staff have not yet published or dismissed. */
      reportedChanges: Number(row.open_reports ?? 0),
      fulfilment: fulfilmentOf(row, row.first_file_at ?? null, now),
    })),
  };
}

export async function findOrder(db: DB, orderId: string): Promise<Order> {
  const order = await db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst();
  if (!order) throw new DomainError('NOT_FOUND', `There is no order ${orderId}.`);
  return order;
}

/** Everything staff need to fulfil one order, on one screen. */
export async function orderDetail(deps: Pick<AppDeps, 'db' | 'config'>, orderId: string, now = new Date()) {
  const { db, config } = deps;
  const order = await findOrder(db, orderId);
  const [history, files, emails, essay] = await Promise.all([
    db.selectFrom('order_events').select(['id', 'status', 'note', 'actor', 'created_at']).where('order_id', '=', orderId).orderBy('id').execute(),
    db
      .selectFrom('uploads')
      .select(['id', 'original_name', 'mime_type', 'size_bytes', 'draft_id', 'lead_id', 'delete_after', 'deleted_at', 'created_at'])
      .select((eb) => eb.exists(eb.selectFrom('syllabi').select('syllabi.id').whereRef('syllabi.upload_id', '=', 'uploads.id').where('syllabi.origin', '=', 'staff-file')).as('added_by_staff'))
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute(),
    db.selectFrom('emails').select(['id', 'subject', 'purpose', 'to_address', 'status', 'created_at', 'sent_at']).where('order_id', '=', orderId).orderBy('id').execute(),
    db.selectFrom('essays').select(['id', 'word_count', 'feedback_sent_at']).where('order_id', '=', orderId).executeTakeFirst(),
  ]);
  const firstFileAt = files[0]?.created_at ?? null;

  return {
    order: {
      id: order.id,
      createdAt: order.created_at,
      status: order.status,
      name: order.name,
      email: order.email,
      university: order.university,
      phone: order.phone,
      newsletter: order.newsletter === 1,
      product: order.product,
      variant: order.variant,
      careerGuide: order.career_guide === 1,
      referralCode: order.referral_code?.toUpperCase() ?? null,
      amountCents: order.amount_cents,
      currency: order.currency,
      gateway: order.gateway,
      paymentIntentId: order.payment_intent_id,
      uploadChoice: order.upload_choice,
      uploadUrl: order.upload_token ? `${siteUrl(config)}${uploadPath(order.upload_token)}` : null,
      paidAt: order.paid_at,
      deliveredAt: order.delivered_at,
      refundedAt: order.refunded_at,
    },
    fulfilment: fulfilmentOf(order, firstFileAt, now),
    essay: essay ? { id: essay.id, wordCount: essay.word_count, feedbackSentAt: essay.feedback_sent_at } : null,
    history: history.map((event) => ({ id: event.id, status: event.status, note: event.note, actor: event.actor, at: event.created_at })),
    files: files.map((file) => ({
      id: file.id,
      name: file.original_name,
      mimeType: file.mime_type,
      sizeBytes: file.size_bytes,
      receivedAt: file.created_at,
      via: file.draft_id !== null || file.lead_id !== null ? ('purchase form' as const) : file.added_by_staff ? ('staff' as const) : ('upload link' as const),
      deleteAfter: file.delete_after,
      deletedAt: file.deleted_at,
    })),
    emails: emails.map((email) => ({
      id: email.id,
      subject: email.subject,
      purpose: email.purpose,
      to: email.to_address,
      status: email.status,
      createdAt: email.created_at,
      sentAt: email.sent_at,
    })),
    actions: {
      canResendUploadLink: order.status === 'paid' && order.upload_token !== null,
      canRefund: (order.status === 'paid' || order.status === 'delivered') && order.payment_intent_id !== null,
      canDeleteFiles: files.some((file) => file.deleted_at === null),
    },
    retentionDays: config.retentionDays,
  };
}

export type OrderDetail = Awaited<ReturnType<typeof orderDetail>>;
