import { z } from 'zod';
import { cleanText } from '../../shared/schemas/text.js';
import { ADMIN_USERNAME } from './staff-accounts.js';

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

export const essayFeedbackInput = z.object({
  essayId: z.number().int().positive(),
  feedback: cleanText('lines').trim().min(1, 'is required').max(30_000, 'must be at most 30000 characters'),
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
export const addReferralCodeInput = referralCodeInput.extend({ note: cleanText('line').trim().max(200).default('') });
export const setReferralActiveInput = referralCodeInput.extend({ active: z.boolean() });
/** A reward paid out to a code's owner, in cents: staff type dollars, up to $10,000 at a time. */
export const markReferralPaidInput = referralCodeInput.extend({
  amountCents: z.number('must be a number of cents').int('must be a whole number of cents').min(1, 'must be more than $0').max(1_000_000, 'must be at most $10,000'),
  note: cleanText('line').trim().max(200, 'must be at most 200 characters').default(''),
});

export const analyticsInput = z.object({ days: z.union([z.literal(7), z.literal(30), z.literal(90)]).default(30) });

/** Without a user name, the password is ADMIN_PASSWORD's (the admin account), as before named accounts. */
export const signInInput = z.object({
  username: z.string().trim().toLowerCase().max(100).default(ADMIN_USERNAME),
  password: z.string('is required').min(1, 'is required').max(1000),
});

const username = z
  .string('is required')
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9._-]{2,32}$/, 'must be 2-32 letters, digits, dots, dashes or underscores');
const newPassword = z.string('is required').min(12, 'must be at least 12 characters').max(200, 'must be at most 200 characters');

const staffUsernameInput = z.object({ username });
export const addStaffAccountInput = z.object({
  username: username.refine((name) => name !== ADMIN_USERNAME, `${ADMIN_USERNAME} is reserved for the ADMIN_PASSWORD account`),
  displayName: cleanText('line', 'is required').trim().min(1, 'is required').max(80, 'must be at most 80 characters'),
  password: newPassword,
});
export const setStaffPasswordInput = staffUsernameInput.extend({ password: newPassword });
export const setStaffDisabledInput = staffUsernameInput.extend({ disabled: z.boolean() });
