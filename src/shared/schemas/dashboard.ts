import { z } from 'zod';
import { TODO_STATUSES } from '../items.js';
import { emailSchema } from './commerce.js';

/** The student's dashboard: what its private link lets them change, and the "Lost your link?" form. */

export { TODO_STATUSES, type TodoStatus } from '../items.js';

/** A dashboard or feed token as it appears in a link; the domain checks its exact shape. */
export const linkTokenSchema = z.string('is required').max(200, 'is not a link token');

export const dashboardInput = z.object({ token: linkTokenSchema });

export const setTodoStatusInput = z.object({
  token: linkTokenSchema,
  itemId: z.number('is required').int().positive(),
  status: z.enum(TODO_STATUSES, `must be one of ${TODO_STATUSES.join(', ')}`),
});

export const lostLinkInput = z.object({ email: emailSchema });
