import { z } from 'zod';
import { isTimeZone } from '../timeZones.js';
import { linkTokenSchema } from './dashboard.js';

/** The student's email reminders: what the dashboard's settings save, and the one-click unsubscribe link. */

const onOrOff = z.boolean('must be true or false');

export const reminderSettingsFields = z.object({
  /** Sunday 6 PM: what is due in the coming week. */
  weekly: onOrOff,
  /** 6 PM three days before each exam. */
  exams: onOrOff,
  /** IANA zone the reminders are timed in. */
  timeZone: z.string('is required').max(64, 'is not a time zone').refine(isTimeZone, 'must be a time zone such as America/Chicago'),
});

export const saveRemindersInput = reminderSettingsFields.extend({ token: linkTokenSchema });

/** `/api/reminders/unsubscribe/:token`: the token of the link in every reminder email. */
export const unsubscribeInput = z.object({ token: linkTokenSchema });
