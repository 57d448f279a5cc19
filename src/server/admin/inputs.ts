import { z } from 'zod';

/** Inputs of the staff procedures and routes. */

export const ORDER_STATUSES = ['pending', 'paid', 'delivered', 'refunded', 'canceled'] as const;
export const PRODUCTS = ['dashboard', 'essay_review'] as const;
export const EMAIL_STATUSES = ['queued', 'sent', 'kept', 'failed'] as const;

const page = z.number().int().min(1).max(100_000).default(1);
const search = z.string().trim().max(320).default('');

export const orderListInput = z.object({
  search,
  status: z.enum(ORDER_STATUSES).optional(),
  product: z.enum(PRODUCTS).optional(),
  page,
});
export type OrderListInput = z.output<typeof orderListInput>;

export const orderIdInput = z.object({ orderId: z.string().trim().min(1, 'is required').max(64) });

export const markDeliveredInput = orderIdInput.extend({
  dashboardUrl: z.string().trim().pipe(z.httpUrl('must be a link starting with https:// or http://').max(2000)),
});

export const essayFeedbackInput = z.object({
  essayId: z.number().int().positive(),
  feedback: z.string().trim().min(1, 'is required').max(30_000, 'must be at most 30000 characters'),
});

export const emailListInput = z.object({ search, status: z.enum(EMAIL_STATUSES).optional(), page });
export const emailIdInput = z.object({ emailId: z.number().int().positive() });

export const referralCodeInput = z.object({
  code: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9][a-z0-9_-]{1,39}$/, 'must be 2-40 letters, digits, dashes or underscores'),
});
export const addReferralCodeInput = referralCodeInput.extend({ note: z.string().trim().max(200).default('') });
export const setReferralActiveInput = referralCodeInput.extend({ active: z.boolean() });

export const analyticsInput = z.object({ days: z.union([z.literal(7), z.literal(30), z.literal(90)]).default(30) });

export const signInInput = z.object({ password: z.string('is required').min(1, 'is required').max(1000) });
