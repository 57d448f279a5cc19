import { CtaBanner } from '../components/content/CtaBanner';
import { FeatureGrid } from '../components/content/FeatureCard';
import { NumberedSteps } from '../components/content/NumberedSteps';
import { OfferCard } from '../components/content/OfferCard';
import { PageHero } from '../components/content/PageHero';
import { Section } from '../components/content/Section';
import { SiteLayout } from '../components/layout/SiteLayout';
import { FaqAccordion } from '../components/marketing/FaqAccordion';
import { buttonPrimary, buttonSecondary } from '../components/ui/buttons';
import { SiteLink } from '../components/ui/SiteLink';
import { HOW_IT_WORKS_CLOSING_CTA, HOW_IT_WORKS_FEATURES, HOW_IT_WORKS_STEPS, PRICING_FAQ, SIMPLE_PRICING_POINTS, STUDENT_PLAN } from '../content/howItWorks';
import { usePageMeta } from '../lib/head';
import { usePageView } from '../lib/tracking';

export default function HowItWorks() {
  usePageMeta({
    title: 'How It Works & Pricing | Syl',
    description: 'Upload your syllabi, get a dashboard of every deadline checked by a person, and sync it to Google Calendar. One payment of $25, no subscription.',
    path: '/how-it-works',
  });
  usePageView('Pricing Page');

  return (
    <SiteLayout>
      <PageHero
        badge="How It Works"
        title="From syllabus to a semester you can see coming"
        lead="Send us your syllabi once. We turn them into one dashboard and calendar with every deadline, checked by a real person, for a single payment of $25."
      >
        <SiteLink href="/purchase" className={buttonPrimary}>
          Get Started - $25
        </SiteLink>
        <a href="#pricing" className={buttonSecondary}>
          See what's included
        </a>
      </PageHero>

      <Section id="steps" eyebrow="Three steps" title="How Syl works" intro="Ten minutes of your time at the start of the semester saves hours of hunting through PDFs later.">
        <NumberedSteps steps={HOW_IT_WORKS_STEPS} layout="cards" />
      </Section>

      <Section id="features" tone="muted" eyebrow="Features" title="Everything your semester needs in one place" intro="Your dashboard is built from your own syllabi, so every date on it is one that matters to you.">
        <FeatureGrid features={HOW_IT_WORKS_FEATURES} />
      </Section>

      <Section id="pricing" eyebrow="Pricing" title="One price. Everything included." intro="No tiers, no trials that turn into subscriptions. Just the whole product for one payment.">
        <OfferCard offer={STUDENT_PLAN}>Secure payment · 30-day money-back guarantee</OfferCard>
      </Section>

      <Section id="simple" tone="muted" eyebrow="Our pricing philosophy" title="Why We Keep It Simple" intro="Students already juggle tuition, textbooks and rent. Paying for a planner should not be one more thing to manage.">
        <FeatureGrid features={SIMPLE_PRICING_POINTS} />
      </Section>

      <Section id="faq" eyebrow="FAQ" title="Questions about pricing">
        <div className="mx-auto max-w-3xl">
          <FaqAccordion items={PRICING_FAQ} />
        </div>
      </Section>

      <CtaBanner {...HOW_IT_WORKS_CLOSING_CTA} />
    </SiteLayout>
  );
}
