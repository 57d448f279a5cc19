import { z } from 'zod';
import { REPORT_NOTE_LIMIT, TODO_STATUSES } from '../items.js';
import { emailSchema } from './commerce.js';
import { isoDateSchema, timeSchema } from './review.js';
import { cleanText } from './text.js';

/** The student's dashboard: what its private link lets them change, and the "Lost your link?" form. */

export { TODO_STATUSES, type TodoStatus } from '../items.js';

/** A dashboard or feed token as it appears in a link; the domain checks its exact shape. */
export const linkTokenSchema = z.string('is required').max(200, 'is not a link token');

export const dashboardInput = z.object({ token: linkTokenSchema });

const itemId = z.number('is required').int().positive();

export const setTodoStatusInput = z.object({
  token: linkTokenSchema,
  itemId,
  status: z.enum(TODO_STATUSES, `must be one of ${TODO_STATUSES.join(', ')}`),
});

/** "Report a change": the date (and time, if given) the student's course now gives an item, and why. */
export const reportChangeInput = z.object({
  token: linkTokenSchema,
  itemId,
  date: isoDateSchema,
  time: timeSchema.default(null),
  note: cleanText('lines', 'must be text').trim().max(REPORT_NOTE_LIMIT, `must be at most ${REPORT_NOTE_LIMIT} characters`).default(''),
});

export const lostLinkInput = z.object({ email: emailSchema });
