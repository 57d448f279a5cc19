import { z } from 'zod';
import { MAX_UPLOAD_FILES, PROMPT_TYPES, UPLOAD_CHOICES } from '../limits.js';
import { cleanText } from './text.js';

/**
 * Payloads of the purchase, draft and payment calls (SPEC §7). The REST adapters and the tRPC
 * procedures parse with these same schemas, so `/api/x/` and its procedure accept the same shapes.
 */


type Lines = 'line' | 'lines';
const text = (max: number, kind: Lines = 'line') => cleanText(kind).trim().max(max, `must be at most ${max} characters`);
const requiredText = (max: number, kind?: Lines) => text(max, kind).min(1, 'is required');
const optionalText = (max: number, kind?: Lines) => text(max, kind).optional().nullable().transform((value) => value ?? '');

export const emailSchema = z
  .string('is required')
  .trim()
  .toLowerCase()
  .pipe(z.email('must be a valid email address').max(320, 'must be at most 320 characters'));

/** Booleans as JSON or as the text forms send ("true", "false", "on", ""). */
export const flagSchema = z
  .union([z.boolean(), z.enum(['true', 'false', 'on', 'off', '1', '0', ''])], { error: 'must be true or false' })
  .transform((value) => value === true || value === 'true' || value === 'on' || value === '1');

/** A referral code as typed; the text "None" that the confirmation payload sends means no code. */
export const referralCodeSchema = text(64)
  .optional()
  .nullable()
  .transform((value) => (!value || value.toLowerCase() === 'none' ? null : value));

const uploadChoiceSchema = z.enum(UPLOAD_CHOICES, { error: 'must be "now" or "later"' });
/** Drafts may not have chosen yet: the empty placeholder is kept as no choice. */
const draftUploadChoiceSchema = z
  .union([uploadChoiceSchema, z.literal('')])
  .optional()
  .nullable()
  .transform((value) => value || null);

/** Which page asks: `source: "campus"` for the campus flow, `offer: "fall"` for the fall price. */
const pageFields = {
  source: optionalText(40),
  offer: optionalText(40),
};

/** The file details the browser reports for the picker's selection (names and sizes, no content). */
const fileMetadataSchema = z.object({
  name: requiredText(255),
  size: z.number().int().min(0).max(1e12).optional(),
  type: text(200).optional(),
  lastModified: z.number().int().min(0).optional(),
});

export const createPaymentIntentInput = z.object({
  amount: z.number('must be a number of cents').int('must be a whole number of cents').positive().max(1_000_000),
  currency: z.string().trim().toLowerCase().pipe(z.literal('usd', 'must be "usd"')).default('usd'),
  customer_name: requiredText(200),
  customer_email: emailSchema,
  /** Present (true or false) on the dashboard flows; absent for the essay review. */
  career_guide: flagSchema.optional(),
  referral_code: referralCodeSchema,
  ...pageFields,
  // Our own pages also send the step-1 details; other callers' orders take them from the draft.
  university: text(200).optional(),
  phone: text(40).optional(),
  upload_choice: uploadChoiceSchema.optional(),
  newsletter: flagSchema.optional(),
});
export type CreatePaymentIntentInput = z.output<typeof createPaymentIntentInput>;

export const confirmLocalPaymentInput = z.object({
  clientSecret: requiredText(200),
  cardNumber: requiredText(40),
  /** "MM / YY" as the card form shows it; "MM/YY" and "MMYY" are read too. */
  expiry: requiredText(10),
  cvc: requiredText(10),
});
export type ConfirmLocalPaymentInput = z.output<typeof confirmLocalPaymentInput>;

export const completePurchaseInput = z.object({ email: emailSchema });

export const sendConfirmationEmailInput = z.object({
  customer_email: emailSchema,
  service_type: z.enum(['essay_review', 'syl_dashboard'], { error: 'must be "essay_review" or "syl_dashboard"' }).optional(),
  // The rest of SPEC's payload (name, amount, codes, choices) is not trusted: the email is built from the order.
});

export const checkReferralInput = z.object({
  code: requiredText(64),
  career_guide: flagSchema.optional(),
  ...pageFields,
});

/** The purchase form's step-1 fields besides name and email, as drafts and lead notifications send them. */
const purchaseFormFields = {
  university: optionalText(200),
  phone: optionalText(40),
  upload_choice: draftUploadChoiceSchema,
  newsletter: flagSchema.default(false),
  referral_code: referralCodeSchema,
  career_guide: flagSchema.default(false),
  ...pageFields,
};

export const savePartialPurchaseInput = z.object({
  name: optionalText(200),
  email: requiredText(320),
  ...purchaseFormFields,
  files_data: z.array(fileMetadataSchema).max(MAX_UPLOAD_FILES, `must list at most ${MAX_UPLOAD_FILES} files`).default([]),
  step: z.number().int().min(1).max(3).default(1),
});
export type SavePartialPurchaseInput = z.output<typeof savePartialPurchaseInput>;

export const getPartialPurchaseInput = z.object({ email: requiredText(320) });

/** The text fields of the multipart notify-purchase-page call (files are parsed separately). */
export const notifyPurchaseFields = z.object({
  customer_name: requiredText(200),
  customer_email: emailSchema,
  ...purchaseFormFields,
  file_count: z.coerce.number('must be a number').int().min(0).max(MAX_UPLOAD_FILES, `must be at most ${MAX_UPLOAD_FILES}`).optional(),
});
export type NotifyPurchaseFields = z.output<typeof notifyPurchaseFields>;

const promptTypeSchema = z.enum(PROMPT_TYPES, { error: `must be one of ${PROMPT_TYPES.join(', ')}` });
const essayText = requiredText(30_000, 'lines');

export const notifyPaymentPageInput = z.object({
  customer_name: requiredText(200),
  customer_email: emailSchema,
  prompt_type: promptTypeSchema,
  essay_content: essayText,
  /** Accepted for compatibility; the server takes the preview from essay_content itself. */
  essay_preview: optionalText(1000, 'lines'),
  essay_prompt: optionalText(2000, 'lines'),
  additional_info: optionalText(5000, 'lines'),
  referral_code: referralCodeSchema,
});
export type NotifyPaymentPageInput = z.output<typeof notifyPaymentPageInput>;

/** The essay form's own fields (SPEC §3) plus the paid flag SPEC §7 sends. */
export const essaySubmissionInput = z.object({
  name: requiredText(200),
  email: emailSchema,
  essay: essayText,
  promptType: promptTypeSchema,
  essayPrompt: optionalText(2000, 'lines'),
  additionalInfo: optionalText(5000, 'lines'),
  referralCode: referralCodeSchema,
  is_paid_submission: z.literal(true, 'must be true: essays are submitted after payment'),
});
export type EssaySubmissionInput = z.output<typeof essaySubmissionInput>;
