import { z } from 'zod';
import { APPLICATION_LIMITS, APPLICATION_PRIORITIES, INTERNSHIP_STAGES } from '../items.js';
import { linkTokenSchema } from './dashboard.js';
import { isoDateSchema } from './review.js';
import { cleanText } from './text.js';

/** The internship tracker on the student's dashboard: what an application holds, and each change the student can make. */

const atMost = (max: number) => `must be at most ${max.toLocaleString('en-US')} characters`;
const text = (max: number, kind: 'line' | 'lines' = 'line') => cleanText(kind, 'must be text').trim().max(max, atMost(max));
const named = (max: number) => cleanText('line', 'is required').trim().min(1, 'is required').max(max, atMost(max));

const applicationFieldsSchema = z.object({
  company: named(APPLICATION_LIMITS.company),
  position: named(APPLICATION_LIMITS.position),
  stage: z.enum(INTERNSHIP_STAGES, `must be one of ${INTERNSHIP_STAGES.join(', ')}`),
  priority: z.enum(APPLICATION_PRIORITIES, `must be one of ${APPLICATION_PRIORITIES.join(', ')}`),
  location: text(APPLICATION_LIMITS.location),
  /** The day the student applied; null: not said. */
  appliedOn: isoDateSchema.nullable(),
  /** As the student writes it ("$6,200/month"). */
  salary: text(APPLICATION_LIMITS.salary),
  nextStep: text(APPLICATION_LIMITS.nextStep),
  /** The day of the next step: it goes on the dashboard calendar and into the calendar feed. */
  nextStepDate: isoDateSchema.nullable(),
  notes: text(APPLICATION_LIMITS.notes, 'lines'),
});
export type ApplicationFields = z.output<typeof applicationFieldsSchema>;

const applicationId = z.number('is required').int().positive();
const version = z.number('is required').int().min(1);

export const addApplicationInput = applicationFieldsSchema.extend({
  token: linkTokenSchema,
  location: applicationFieldsSchema.shape.location.default(''),
  appliedOn: applicationFieldsSchema.shape.appliedOn.default(null),
  salary: applicationFieldsSchema.shape.salary.default(''),
  nextStep: applicationFieldsSchema.shape.nextStep.default(''),
  nextStepDate: applicationFieldsSchema.shape.nextStepDate.default(null),
  notes: applicationFieldsSchema.shape.notes.default(''),
});

export const updateApplicationInput = z.object({
  token: linkTokenSchema,
  id: applicationId,
  version,
  changes: applicationFieldsSchema.partial().refine((changes) => Object.keys(changes).length > 0, 'name at least one field to change'),
});

export const deleteApplicationInput = z.object({ token: linkTokenSchema, id: applicationId, version });

export const restoreApplicationInput = z.object({ token: linkTokenSchema, id: applicationId });

/** `/api/dashboards/:token/applications/:id/…`: the id as the path spells it. */
export const applicationPathInput = z.object({
  token: linkTokenSchema,
  id: z.coerce.number('is not an application id').int('is not an application id').positive('is not an application id'),
});
