import { Section } from '../components/content/Section';
import { SiteLayout } from '../components/layout/SiteLayout';
import { FallBuyButton } from '../components/seasonal/FallBuyButton';
import { PriceCallout } from '../components/seasonal/PriceCallout';
import { PriceTag } from '../components/seasonal/PriceTag';
import { PricingComparison } from '../components/seasonal/PricingComparison';
import { SeasonalHero } from '../components/seasonal/SeasonalHero';
import { WhatYoullGet } from '../components/seasonal/WhatYoullGet';
import {
  COMPARISON_CRITERIA,
  FALL_COMPARISON,
  FALL_FEATURES,
  FALL_OFFER_PATH,
  FALL_PRICE,
  FALL_REGULAR_PRICE,
  FALL_SAVING,
  FALL_SLIDES,
} from '../content/seasonal';
import { usePageMeta } from '../lib/head';
import { usePageView } from '../lib/tracking';

const FALL_WAS = { price: FALL_REGULAR_PRICE, saving: FALL_SAVING };
const BUY_LABEL = `Get the Fall Special - ${FALL_PRICE}`;

export default function Fall() {
  usePageMeta({
    title: `Fall Special: ${FALL_SAVING} | Syl`,
    description: `Start the fall semester with every deadline from your syllabi in one dashboard and Google Calendar, checked by a real person. Fall Special: ${FALL_PRICE}, regular ${FALL_REGULAR_PRICE}.`,
    path: '/fall',
  });
  usePageView('Fall Page');

  return (
    <SiteLayout>
      <SeasonalHero
        season="fall"
        badge={`Fall Special · ${FALL_SAVING}`}
        title="Walk into the fall semester with every deadline already planned"
        lead="Send us your syllabi and get one dashboard and Google Calendar with every assignment, quiz and exam, each date checked by a real person before it reaches you."
        price={<PriceTag price={FALL_PRICE} was={FALL_WAS} note="One-time payment · no subscription · 30-day money-back guarantee" align="responsive" />}
        buyButton={<FallBuyButton label={BUY_LABEL} />}
        secondaryLink={{ label: 'Compare options', href: '#pricing' }}
        carousel={{ label: 'Syl through the fall semester', slides: FALL_SLIDES }}
      />

      <WhatYoullGet
        eyebrow="Fall Special"
        intro="Everything you need to stay ahead from syllabus week to finals, built from your own syllabi."
        features={FALL_FEATURES}
        cta={{ label: `Get all of it for ${FALL_PRICE}`, href: FALL_OFFER_PATH }}
      />

      <Section
        id="pricing"
        eyebrow="Pricing"
        title="How Syl compares"
        intro="There are other ways to keep track of a semester. Here is what each one really costs you in money, time and missed deadlines."
      >
        <PricingComparison caption="Syl compared with a paper planner, Google Calendar by hand and a planner app subscription" criteria={COMPARISON_CRITERIA} solutions={FALL_COMPARISON} />
        <div className="mt-12 sm:mt-16">
          <PriceCallout
            label="Fall Special"
            price={<PriceTag price={FALL_PRICE} was={FALL_WAS} note="Paid once. Yours for the whole semester." align="responsive" />}
            cta={{ label: BUY_LABEL, href: FALL_OFFER_PATH }}
            note="Secure payment · 30-day money-back guarantee"
          />
        </div>
      </Section>
    </SiteLayout>
  );
}
