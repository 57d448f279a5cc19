import { z } from 'zod';
import { NOTE_LIMIT, NOTE_TOO_LONG } from '../items.js';
import { linkTokenSchema } from './dashboard.js';
import { cleanText } from './text.js';

/** A course's notes on the student's dashboard: one Markdown note per published course. */

const courseId = z.number('is required').int('is not a course id').positive('is not a course id');

export const saveNoteInput = z.object({
  token: linkTokenSchema,
  courseId,
  // Kept as typed (no trim): spaces and blank lines are Markdown.
  text: cleanText('lines', 'must be text').max(NOTE_LIMIT, NOTE_TOO_LONG),
  /** The version the student's screen last saw; 0: no note yet. Another one means another device saved meanwhile. */
  baseVersion: z.number('is required').int().min(0),
});

/** `/api/dashboards/:token/notes/:courseId/`: the course id as the path spells it. */
export const notePathInput = z.object({ token: linkTokenSchema, courseId: z.coerce.number('is not a course id').pipe(courseId) });
