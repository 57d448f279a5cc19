import { useEffect } from 'react';
import { ConfirmationShell } from '../components/content/ConfirmationShell';
import { HomeLink } from '../components/content/HomeLink';
import { Icon } from '../components/content/Icon';
import { InfoNote } from '../components/content/InfoNote';
import { SiteLayout } from '../components/layout/SiteLayout';
import { buttonSecondary } from '../components/ui/buttons';
import { usePageMeta } from '../lib/head';
import { SUPPORT_EMAIL } from '../lib/site';
import { trackConversion, usePageView } from '../lib/tracking';

export default function ThankYou() {
  usePageMeta({
    title: 'Welcome to Syl!',
    description: 'Thank you for joining Syl. Your personal Syl site arrives by email within 24 hours.',
    path: '/thank-you',
    noindex: true,
  });
  usePageView('Thank You Page');
  useEffect(() => trackConversion('thank_you', 5), []);

  return (
    <SiteLayout>
      <ConfirmationShell
        icon={<Icon name="check" className="h-8 w-8" />}
        title="Welcome to Syl!"
        lead="Thank you for joining. We are building your personal Syl site now, and it will arrive in your inbox within 24 hours."
      >
        <InfoNote icon="mail" title="Watch your inbox">
          Your Syl site arrives by email within 24 hours, sent to the address you gave us. If you don't see it, check your spam or promotions folder.
        </InfoNote>
        <InfoNote icon="verified" title="Checked by a real person">
          Before it reaches you, a member of our team checks every deadline against your syllabi, so you can trust every date on it.
        </InfoNote>
        <InfoNote icon="calendar" title="Sync it and forget it">
          When it arrives, add every deadline to Google Calendar in one click and let your phone do the remembering.
        </InfoNote>
        <div className="flex flex-col gap-3 pt-4 sm:flex-row sm:justify-center">
          <HomeLink label="Back to Home" />
          <a href={`mailto:${SUPPORT_EMAIL}`} className={buttonSecondary}>
            <Icon name="mail" className="h-5 w-5" />
            Contact Support
          </a>
        </div>
      </ConfirmationShell>
    </SiteLayout>
  );
}
