import { CheckList } from '../components/content/CheckList';
import { NumberedSteps } from '../components/content/NumberedSteps';
import { Section } from '../components/content/Section';
import { SiteLayout } from '../components/layout/SiteLayout';
import { BuyLink } from '../components/seasonal/BuyLink';
import { PriceCallout } from '../components/seasonal/PriceCallout';
import { PriceTag } from '../components/seasonal/PriceTag';
import { heroBuyButton, SeasonalHero } from '../components/seasonal/SeasonalHero';
import { WhatYoullGet } from '../components/seasonal/WhatYoullGet';
import { GENERAL_PRICE, SUMMER_FEATURES, SUMMER_INCLUSIONS, SUMMER_SLIDES, SUMMER_STEPS } from '../content/seasonal';
import { usePageMeta } from '../lib/head';
import { usePageView } from '../lib/tracking';

const BUY_LABEL = `Get Started - ${GENERAL_PRICE}`;
const PRICE_NOTE = 'One-time payment · 30-day money-back guarantee';

export default function Summer() {
  usePageMeta({
    title: 'Summer Sessions & Internship Season | Syl',
    description: `Taking a summer class or chasing internships? Syl turns your syllabi into one dashboard and Google Calendar, checked by a real person, and gets you ready for fall. ${GENERAL_PRICE}, one time.`,
    path: '/summer',
  });
  usePageView('Summer Page');

  return (
    <SiteLayout>
      <SeasonalHero
        season="summer"
        badge="Summer sessions & internship season"
        title="Make this summer count, and start the fall semester ahead"
        lead="Taking a summer class, hunting for internships, or both? Send us your syllabi as soon as they are posted and we turn them into one dashboard and calendar, checked by a real person, so your summer stays yours."
        price={<PriceTag price={GENERAL_PRICE} note={PRICE_NOTE} align="responsive" />}
        buyButton={
          <BuyLink href="/purchase" source="hero-section" className={heroBuyButton}>
            {BUY_LABEL}
          </BuyLink>
        }
        secondaryLink={{ label: 'See how it works', href: '#how-it-works' }}
        carousel={{ label: 'Syl over the summer', slides: SUMMER_SLIDES }}
      />

      <WhatYoullGet
        eyebrow="Summer with Syl"
        intro="Short sessions move fast and recruiting season does not wait. Keep both in one place."
        features={SUMMER_FEATURES}
        cta={{ label: `Get organized for ${GENERAL_PRICE}`, href: '/purchase' }}
      />

      <Section id="how-it-works" eyebrow="How it works" title="Ten minutes now, a calmer semester later" intro="Most dashboards are ready within 2-4 hours, and every one within 24 hours.">
        <NumberedSteps steps={SUMMER_STEPS} layout="cards" />
      </Section>

      <Section id="pricing" tone="muted" eyebrow="Pricing" title="One price. No subscription." intro="Pay once, with nothing renewing behind your back. If Syl does not make your term easier, you get your money back.">
        <PriceCallout label="Syl Student Plan" price={<PriceTag price={GENERAL_PRICE} note={PRICE_NOTE} align="responsive" />} cta={{ label: BUY_LABEL, href: '/purchase' }} note="Secure checkout · full refund within 30 days">
          <CheckList items={SUMMER_INCLUSIONS} />
        </PriceCallout>
      </Section>
    </SiteLayout>
  );
}
