import { CheckList } from '../components/content/CheckList';
import { CtaBanner } from '../components/content/CtaBanner';
import { FeatureCard, FeatureGrid } from '../components/content/FeatureCard';
import { Icon } from '../components/content/Icon';
import { OfferCard } from '../components/content/OfferCard';
import { PageHero } from '../components/content/PageHero';
import { Section } from '../components/content/Section';
import { SiteLayout } from '../components/layout/SiteLayout';
import { buttonPrimary, buttonSecondary } from '../components/ui/buttons';
import { SiteLink } from '../components/ui/SiteLink';
import { CAREER_GUIDE_CHECKOUT, CAREER_GUIDE_CLOSING_CTA, CAREER_GUIDE_CTA, CAREER_GUIDE_FEATURES, CAREER_GUIDE_OFFER, CAREER_GUIDE_TEMPLATES } from '../content/careerGuide';
import { usePageMeta } from '../lib/head';
import { usePageView } from '../lib/tracking';

export default function CareerGuide() {
  usePageMeta({
    title: 'Career Guide: LinkedIn, Resume and Internship Templates | Syl',
    description: 'The Syl Career Guide: a LinkedIn template, resume template and guide, internship landing guide and application tracker. $20 one-time, lifetime access and updates.',
    path: '/career-guide',
  });
  usePageView('Career Guide Page');

  return (
    <SiteLayout>
      <PageHero
        badge={
          <>
            <Icon name="users" className="h-4 w-4" /> Used by 500+ students
          </>
        }
        title="Land the internship you actually want"
        lead="The Syl Career Guide gives you the LinkedIn profile, resume, application plan and tracker that students use to go from zero replies to interview invitations, without paying for a career coach."
        image={{ src: '/images/career-guide/guide-preview.svg', width: 560, height: 440, alt: 'Preview of the Syl Career Guide: a resume template, a LinkedIn profile card and an application tracker' }}
      >
        <SiteLink href={CAREER_GUIDE_CHECKOUT} className={buttonPrimary}>
          {CAREER_GUIDE_CTA}
        </SiteLink>
        <a href="#offer" className={buttonSecondary}>
          See everything included
        </a>
      </PageHero>

      <Section id="inside" tone="muted" eyebrow="What's inside" title="Everything you need to get hired" intro="Four practical tools, written for students applying to their first internships and their next ones.">
        <FeatureGrid features={CAREER_GUIDE_FEATURES} columns={4} />
      </Section>

      <Section id="templates" eyebrow="Templates" title="Ready-to-use templates" intro="Copy them, fill them in and send them. Each one comes with worked examples, so you never face a blank page.">
        <div className="grid gap-6 lg:grid-cols-3">
          {CAREER_GUIDE_TEMPLATES.map((template) => (
            <FeatureCard key={template.title} feature={template}>
              <div className="mt-6 border-t border-slate-200 pt-5">
                <CheckList items={template.points} />
              </div>
            </FeatureCard>
          ))}
        </div>
      </Section>

      <Section id="offer" tone="muted" eyebrow="Pricing" title="Start your search with a plan" intro="Join 500+ students who have used the guide to organize their internship search. Pay once and keep it for good.">
        <OfferCard offer={CAREER_GUIDE_OFFER}>Add it to your Syl order at checkout · Secure payment</OfferCard>
      </Section>

      <CtaBanner {...CAREER_GUIDE_CLOSING_CTA} />
    </SiteLayout>
  );
}
