import { z } from 'zod';
import { OWN_ITEM_KINDS, OWN_ITEM_LIMITS, TODO_STATUSES } from '../items.js';
import { linkTokenSchema } from './dashboard.js';
import { reminderSettingsFields } from './reminders.js';
import { isoDateSchema, timeSchema } from './review.js';
import { cleanText } from './text.js';

/** The student's own tasks and events on their dashboard: what one holds, and each change the student can make. */

const ownItemFieldsSchema = z.object({
  kind: z.enum(OWN_ITEM_KINDS, `must be one of ${OWN_ITEM_KINDS.join(', ')}`),
  title: cleanText('line', 'is required')
    .trim()
    .min(1, 'is required')
    .max(OWN_ITEM_LIMITS.title, `must be at most ${OWN_ITEM_LIMITS.title} characters`),
  date: isoDateSchema,
  /** null: all day. */
  time: timeSchema,
  /** Where the student is: the zone the time is typed in. */
  timeZone: reminderSettingsFields.shape.timeZone,
  /** A course of this dashboard's, or null. */
  courseId: z.number('is not a course id').int('is not a course id').positive('is not a course id').nullable(),
  status: z.enum(TODO_STATUSES, `must be one of ${TODO_STATUSES.join(', ')}`),
});
export type OwnItemFields = z.output<typeof ownItemFieldsSchema>;

const version = z.number('is required').int().min(1);

export const addOwnItemInput = ownItemFieldsSchema.extend({
  token: linkTokenSchema,
  time: ownItemFieldsSchema.shape.time.default(null),
  // A caller without a zone (a script) gets the site's default one.
  timeZone: ownItemFieldsSchema.shape.timeZone.optional(),
  courseId: ownItemFieldsSchema.shape.courseId.default(null),
  status: ownItemFieldsSchema.shape.status.default('Not Started'),
});

export const updateOwnItemInput = z.object({
  token: linkTokenSchema,
  id: z.number('is required').int().positive(),
  version,
  changes: ownItemFieldsSchema.partial().refine((changes) => Object.keys(changes).length > 0, 'name at least one field to change'),
});

export const deleteOwnItemInput = updateOwnItemInput.pick({ token: true, id: true, version: true });

/** `/api/dashboards/:token/own-items/:id/…`: the id as the path spells it. */
export const ownItemPathInput = z.object({
  token: linkTokenSchema,
  id: z.coerce.number('is not an item id').int('is not an item id').positive('is not an item id'),
});
