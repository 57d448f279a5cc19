/** Syl promises delivery within 24 hours of having the syllabi. */
export const DELIVERY_PROMISE_MS = 24 * 60 * 60 * 1000;

export type Fulfilment = { state: 'awaiting_files' } | { state: 'due'; dueAt: string; overdue: boolean } | null;

interface DueOrder {
  status: string;
  upload_choice: string | null;
  paid_at: string | null;
}

/**
 * Where a paid order stands against the promise: a "later" order waits for its syllabi; otherwise it
 * is due 24 hours after payment, or after the first file arrived through the upload link.
 */
export function fulfilmentOf(order: DueOrder, firstFileAt: string | null, now = new Date()): Fulfilment {
  if (order.status !== 'paid' || !order.paid_at) return null;
  if (order.upload_choice === 'later' && !firstFileAt) return { state: 'awaiting_files' };
  const startedAt = order.upload_choice === 'later' && firstFileAt && firstFileAt > order.paid_at ? firstFileAt : order.paid_at;
  const dueAt = new Date(new Date(startedAt).getTime() + DELIVERY_PROMISE_MS);
  return { state: 'due', dueAt: dueAt.toISOString(), overdue: dueAt <= now };
}
