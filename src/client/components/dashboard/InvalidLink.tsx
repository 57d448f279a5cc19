import { HomeLink } from '../content/HomeLink';
import { LinkCard } from '../content/LinkCard';
import { SUPPORT_EMAIL } from '../../lib/site';
import { LostLinkForm } from './LostLinkForm';

/** An unknown, replaced or closed link: what happened, and how to get the current one. */
export default function InvalidLink() {
  return (
    <LinkCard icon="alert" title="This dashboard link is no longer valid" lead={<p role="alert">It may have been replaced by a newer one, or its order was closed. Use the link in the latest email from Syl, or have it sent to you again below.</p>}>
      <LostLinkForm />
      <p className="mt-4 text-sm text-slate-600">
        Still stuck? Write to{' '}
        <a href={`mailto:${SUPPORT_EMAIL}`} className="font-semibold text-brand-700 underline">
          {SUPPORT_EMAIL}
        </a>{' '}
        from the email you ordered with.
      </p>
      <div className="mt-8">
        <HomeLink label="Back to Home" look="secondary" />
      </div>
    </LinkCard>
  );
}
