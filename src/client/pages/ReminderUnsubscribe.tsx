import { Link } from 'wouter';
import { LinkCard, LinkUnreachable, useLinkLoad } from '../components/content/LinkCard';
import { SiteLayout } from '../components/layout/SiteLayout';
import { rememberedDashboard } from '../lib/dashboard/load';
import { unsubscribeReminders } from '../lib/dashboard/reminders';
import { usePageMeta } from '../lib/head';
import type { PageProps } from '../routes';

/**
 * /reminders/unsubscribe/<token>, the link in every reminder email: one POST when the page opens, so
 * one click from the email unsubscribes, while a mail scanner fetching the link without JavaScript does not.
 */
export default function ReminderUnsubscribe({ params }: PageProps) {
  const token = params.token ?? '';
  usePageMeta({ title: 'Reminder emails · Syl', description: 'Stop reminder emails from Syl.', path: '/reminders/unsubscribe', noindex: true });
  const { state, retry } = useLinkLoad(token, unsubscribeReminders);
  // This browser's dashboard, when it opened one: where reminders are turned back on.
  const dashboard = rememberedDashboard();

  return (
    <SiteLayout>
      <div className="min-h-[60vh] bg-slate-50">
        {state.kind === 'loading' && <LinkCard icon="calendar" title="Reminder emails" lead={<p role="status">Turning off your reminder emails…</p>} />}
        {state.kind === 'done' && (
          <LinkCard icon="check" title="You are unsubscribed" lead={<p role="status">{state.message}</p>}>
            <p className="mt-4 text-sm text-slate-600">
              Changed your mind? Turn them back on from your dashboard, under Reminders at the top.
              {dashboard && (
                <>
                  {' '}
                  <Link href={dashboard} className="font-semibold text-brand-700 underline">
                    Open your dashboard
                  </Link>
                </>
              )}
            </p>
          </LinkCard>
        )}
        {state.kind === 'not-found' && <LinkCard icon="alert" title="This link is not valid" lead={<p role="alert">{state.message}</p>} />}
        {state.kind === 'unreachable' && <LinkUnreachable title="Your reminders could not be turned off" onRetry={retry} />}
      </div>
    </SiteLayout>
  );
}
