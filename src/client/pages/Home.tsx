import { DemoVideo } from '../components/home/DemoVideo';
import { ExitIntentPopup } from '../components/home/ExitIntentPopup';
import { FeatureCards } from '../components/home/FeatureCards';
import { FloatingCta } from '../components/home/FloatingCta';
import { Hero } from '../components/home/Hero';
import { HomeFaq } from '../components/home/HomeFaq';
import { HOME_OFFERS } from '../components/home/offers';
import { OfferBlock } from '../components/home/OfferBlock';
import { TestimonialCarousel } from '../components/home/TestimonialCarousel';
import { SiteLayout } from '../components/layout/SiteLayout';
import { UniversityLogoStrip } from '../components/marketing/UniversityLogoStrip';
import { usePageMeta } from '../lib/head';
import { usePageView } from '../lib/tracking';

const offer = HOME_OFFERS.general;

export default function Home() {
  usePageMeta({
    title: 'Syl: Every Deadline From Every Syllabus in One Calendar',
    description:
      'Send us your syllabi and get every assignment, quiz and exam in a dashboard and calendar that syncs with Google Calendar, checked by a real person. $25 one-time.',
    path: '/',
  });
  usePageView('Home Page');

  return (
    <SiteLayout variant="general">
      <Hero offer={offer} />
      <div className="border-y border-slate-100 bg-white">
        <div className="mx-auto max-w-6xl">
          <UniversityLogoStrip />
        </div>
      </div>
      <FeatureCards />
      <DemoVideo />
      <TestimonialCarousel testimonials={offer.testimonials} />
      <OfferBlock offer={offer} />
      <HomeFaq />
      <FloatingCta offer={offer} />
      <ExitIntentPopup offer={offer} />
    </SiteLayout>
  );
}
