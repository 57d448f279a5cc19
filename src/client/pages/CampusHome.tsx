import { DemoVideo } from '../components/home/DemoVideo';
import { ExitIntentPopup } from '../components/home/ExitIntentPopup';
import { FeatureCards } from '../components/home/FeatureCards';
import { FloatingCta } from '../components/home/FloatingCta';
import { Hero } from '../components/home/Hero';
import { HOME_OFFERS } from '../components/home/offers';
import { OfferBlock } from '../components/home/OfferBlock';
import { TestimonialCarousel } from '../components/home/TestimonialCarousel';
import { SiteLayout } from '../components/layout/SiteLayout';
import { usePageMeta } from '../lib/head';
import { usePageView } from '../lib/tracking';

const offer = HOME_OFFERS.campus;

/** The campus landing page, served at /home and /syl-home (where the campus purchase returns). */
export default function CampusHome() {
  usePageMeta({
    title: 'Syl Home',
    description:
      'Special campus pricing: every deadline from every syllabus in one calendar that syncs with Google Calendar, checked by a real person, for $10 one-time.',
    path: '/home',
  });
  usePageView('Campus Home Page');

  return (
    <SiteLayout variant="campus">
      <Hero offer={offer} />
      <FeatureCards />
      <DemoVideo />
      <TestimonialCarousel testimonials={offer.testimonials} />
      <OfferBlock offer={offer} />
      <FloatingCta offer={offer} />
      <ExitIntentPopup offer={offer} />
    </SiteLayout>
  );
}
