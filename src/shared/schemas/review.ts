import { z } from 'zod';
import { calendarDay, parseClock } from '../calendarDay.js';
import { ITEM_TYPES } from '../items.js';
import { isTimeZone } from '../timeZones.js';
import { cleanText } from './text.js';

/**
 * The staff review workspace: what an item is, and the payload of every review action. The server
 * parses with these schemas and the console checks a cell with them before it sends an edit.
 */

export { ITEM_TYPES, type ItemType } from '../items.js';

export const ITEM_FLAGS = ['year-inferred', 'day-month-ambiguous', 'recurrence', 'window', 'conflicting-dates', 'low-confidence', 'outside-term', 'am-pm-inferred', 'week-counted'] as const;
export type ItemFlag = (typeof ITEM_FLAGS)[number];

/** Each flag in words, for the reviewer. */
export const FLAG_WORDS: Record<ItemFlag, string> = {
  'year-inferred': 'Year inferred from the weekdays',
  'day-month-ambiguous': 'Day and month could be swapped',
  recurrence: 'Placed by a repeating rule',
  window: 'Open over several days',
  'conflicting-dates': 'Syllabus gives other dates too',
  'low-confidence': 'Low confidence',
  'outside-term': 'Far outside the term',
  'am-pm-inferred': 'AM or PM not stated',
  'week-counted': 'Week dated by counting from a dated week',
};

export const MAX_TITLE_LENGTH = 300;
/** Pasted syllabus text gets the same limit as a file's text (the engine's 400,000 characters). */
export const MAX_PASTED_CHARACTERS = 400_000;

const isRealDate = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return calendarDay(year, month, day) !== null;
};

export const isoDateSchema = z
  .string('is required')
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD')
  .refine(isRealDate, 'is not a date on the calendar')
  .refine((iso) => iso >= '2000-01-01' && iso <= '2099-12-31', 'must be between 2000 and 2099');

/** A time as staff type it ("11:59 PM", "9am", "23:59", "noon"), kept as a 24-hour HH:MM. */
export const timeSchema = z
  .string()
  .transform((typed, context) => {
    const time = parseClock(typed);
    if (time === null) context.addIssue('must be a time such as 11:59 PM, 9am or 23:59');
    return time ?? z.NEVER;
  })
  .nullable();

export const titleSchema = cleanText('line', 'is required')
  .trim()
  .min(1, 'is required')
  .max(MAX_TITLE_LENGTH, `must be at most ${MAX_TITLE_LENGTH} characters`);

const id = z.number('is required').int().positive();
const orderId = z.string('is required').trim().min(1, 'is required').max(64);
const versioned = z.object({ id, version: z.number().int().min(1) });

/** What staff can change on an item. */
export const itemFieldsSchema = z.object({
  title: titleSchema,
  type: z.enum(ITEM_TYPES, 'must be assignment, quiz, exam or project'),
  date: isoDateSchema,
  endDate: isoDateSchema.nullable(),
  time: timeSchema,
  courseId: id,
});
export type ItemFields = z.output<typeof itemFieldsSchema>;

const endsAfterItStarts = (fields: Partial<ItemFields>) => !fields.endDate || !fields.date || fields.endDate > fields.date;
const endMessage = { message: 'the last day must come after the first day', path: ['endDate'] };

export const orderInput = z.object({ orderId });

export const updateItemInput = z.object({
  orderId,
  item: versioned,
  changes: itemFieldsSchema
    .partial()
    .refine((changes) => Object.keys(changes).length > 0, 'name at least one field to change')
    .refine(endsAfterItStarts, endMessage),
});

export const addItemInput = z.object({
  orderId,
  fields: itemFieldsSchema.extend({ endDate: isoDateSchema.nullable().default(null), time: timeSchema.default(null) }).refine(endsAfterItStarts, endMessage),
  /** The unplaced line it was made from: it becomes the item's evidence. */
  fromUnplacedId: id.optional(),
});

const selection = z.array(versioned).min(1, 'select at least one item').max(1000, 'select at most 1000 items');

export const itemsInput = z.object({ orderId, items: selection });

export const bulkChangeInput = z.object({
  orderId,
  items: selection,
  changes: z.union([z.object({ courseId: id }).strict(), z.object({ type: itemFieldsSchema.shape.type }).strict()], 'change either the course or the type'),
});

export const COLOUR_PATTERN = /^#[0-9a-f]{6}$/;

/** An IANA zone name, stored as Intl spells it ("america/chicago" → "America/Chicago") so calendar apps know it. */
const timeZoneSchema = z
  .string()
  .trim()
  .refine(isTimeZone, 'must be an IANA time zone such as America/Chicago')
  .transform((zone) => new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone);

export const updateCourseInput = z.object({
  orderId,
  course: versioned,
  changes: z
    .object({
      displayName: cleanText('line').trim().max(120, 'must be at most 120 characters').nullable(),
      colour: z.string().trim().toLowerCase().regex(COLOUR_PATTERN, 'must be a colour written #rrggbb'),
      /** Where the course meets; null: the server's default zone. */
      timeZone: timeZoneSchema.nullable(),
    })
    .partial()
    .refine((changes) => Object.keys(changes).length > 0, 'name at least one field to change'),
});

/** A course staff name themselves, for items typed in from a syllabus the engine could not read. */
export const addCourseInput = z.object({ orderId, name: cleanText('line', 'is required').trim().min(1, 'is required').max(120, 'must be at most 120 characters') });

export const mergeCoursesInput = z
  .object({ orderId, into: versioned, merged: versioned })
  .refine((input) => input.into.id !== input.merged.id, { message: 'choose two different courses', path: ['merged'] });

export const syllabusInput = z.object({ orderId, syllabusId: id });

export const pastedSyllabusInput = z.object({
  orderId,
  name: cleanText('line').trim().max(200, 'must be at most 200 characters').default(''),
  text: cleanText('lines', 'is required')
    .trim()
    .min(1, 'paste the text of the syllabus first')
    .max(MAX_PASTED_CHARACTERS, `must be at most ${MAX_PASTED_CHARACTERS.toLocaleString('en-US')} characters, like a syllabus file`),
});

/** Why a dated line is not a deadline: the engine sets lines aside for these, and staff pick them (or type their own). */
export const ASIDE_REASON = {
  lecture: 'A lecture or topic: the line names no graded work.',
  reading: 'A reading.',
  noClass: 'A holiday or a day without class.',
  notDue: 'Work handed out, reviewed or returned that day, not due.',
  officeHours: 'Office hours.',
  administrative: 'An administrative deadline (registration, drop, refund), not coursework.',
  duplicate: 'The same work as an item already on the calendar.',
} as const;
export const ASIDE_REASONS = Object.values(ASIDE_REASON);

/** Staff decide a dated line: it is not a deadline, for this reason. */
export const setLineAsideInput = z.object({
  orderId,
  lineId: id,
  reason: cleanText('line', 'is required').trim().min(1, 'is required: say why the line is not a deadline').max(200, 'must be at most 200 characters'),
});

/**
 * Publishing. With dated lines still to check it goes ahead only when staff confirmed that count
 * (the confirmation names it, and the order's history records it).
 */
export const publishInput = z.object({ orderId, linesToCheck: z.number().int().min(0).optional() });

/** Staff keep a reported item as it is: the reason is kept in the order's history. */
export const dismissReportInput = z.object({
  orderId,
  reportId: id,
  reason: cleanText('line', 'is required').trim().min(1, 'is required: say why the date stays as it is').max(200, 'must be at most 200 characters'),
});
