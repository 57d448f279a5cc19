import { hashToken, TOKEN_PATTERN } from '../dashboards/links.js';
import type { AppDeps } from '../deps.js';
import { siteUrl } from '../emails/messages.js';
import { DomainError } from '../errors.js';
import { rescheduleReminders } from './reschedule.js';

/**
 * The one-click unsubscribe link every reminder carries (RFC 8058): its token alone turns the
 * student's reminders off, with no cookie, sign-in or dashboard link, since mail programs call it
 * from their own servers. It only ever turns reminders off; turning them back on takes the dashboard.
 */

export const unsubscribePagePath = (token: string) => `/reminders/unsubscribe/${token}`;
export const unsubscribeEndpointPath = (token: string) => `/api/reminders/unsubscribe/${token}`;

export const unsubscribeLinks = (deps: Pick<AppDeps, 'config'>, token: string) => ({
  unsubscribePage: `${siteUrl(deps.config)}${unsubscribePagePath(token)}`,
  unsubscribeEndpoint: `${siteUrl(deps.config)}${unsubscribeEndpointPath(token)}`,
});

const NOT_THIS_LINK = 'This unsubscribe link is not valid. You can turn reminders off in Reminders at the top of your dashboard.';
export const UNSUBSCRIBED = 'You will no longer get reminder emails from Syl.';

/** Turns weekly and exam reminders off and cancels what was scheduled; saying so again is the same answer. */
export async function unsubscribe(deps: Pick<AppDeps, 'db' | 'config'>, token: string, now = new Date()): Promise<{ message: string }> {
  if (!TOKEN_PATTERN.test(token)) throw new DomainError('NOT_FOUND', NOT_THIS_LINK);
  await deps.db.transaction().execute(async (trx) => {
    const settings = await trx.selectFrom('reminder_settings').select('dashboard_id').where('unsubscribe_token_hash', '=', hashToken(token)).executeTakeFirst();
    if (!settings) throw new DomainError('NOT_FOUND', NOT_THIS_LINK);
    await trx.updateTable('reminder_settings').set({ weekly: 0, exams: 0, updated_at: now.toISOString() }).where('dashboard_id', '=', settings.dashboard_id).execute();
    await rescheduleReminders(trx, deps.config.defaultTimeZone, settings.dashboard_id, now);
  });
  return { message: UNSUBSCRIBED };
}
