import { DEMO_DASHBOARD_PATH } from '../../../shared/site';
import { trackClick } from '../../lib/tracking';
import { buttonPrimary, buttonSecondary } from '../ui/buttons';
import { SiteLink } from '../ui/SiteLink';
import { ArrowRightIcon, StarRating } from './icons';
import type { HomeOffer } from './offers';
import { HERO_IMAGES, HERO_ROTATION_MS } from './heroImages';
import { useRotatingIndex } from './useRotatingIndex';

export function Hero({ offer }: { offer: HomeOffer }) {
  return (
    <section data-hero className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white">
      <div aria-hidden="true" className="pointer-events-none absolute -right-32 -top-40 h-[28rem] w-[28rem] rounded-full bg-brand-200/50 blur-3xl" />
      <div aria-hidden="true" className="pointer-events-none absolute -left-40 top-64 h-80 w-80 rounded-full bg-sky-100/70 blur-3xl" />
      <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-4 pb-16 pt-12 sm:px-6 sm:pt-16 lg:grid-cols-[1.2fr_1fr] lg:gap-10 lg:pb-24 lg:pt-20">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white px-3.5 py-1.5 text-sm font-semibold text-brand-700 shadow-sm">
            <span aria-hidden="true" className="h-2 w-2 rounded-full bg-emerald-500" />
            {offer.heroBadge}
          </p>
          <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl sm:leading-[1.1]">
            Every deadline from every syllabus, <span className="text-brand-600">in one calendar</span>
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-8 text-slate-600">
            Send us your syllabi. We pull out every assignment, quiz and exam, a real person checks each date, and you
            get a dashboard, a to-do list and a calendar that syncs with Google Calendar.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <SiteLink
              href={offer.purchaseHref}
              newTab
              onClick={() => trackClick('hero-section', offer.purchaseHref)}
              className={`${buttonPrimary} whitespace-nowrap px-6 py-3.5 text-base shadow-lg shadow-brand-600/25`}
            >
              Take Control of Your Semester
              <ArrowRightIcon />
            </SiteLink>
            <SiteLink href={DEMO_DASHBOARD_PATH} newTab className={`${buttonSecondary} whitespace-nowrap py-3.5 text-base`}>
              Explore the Demo
            </SiteLink>
          </div>
          <p className="mt-4 text-sm text-slate-600">
            {offer.price} one-time · No subscription · <span className="whitespace-nowrap">30-day money-back guarantee</span>
          </p>
          <SocialProof offer={offer} />
        </div>
        <RotatingHeroImage />
      </div>
    </section>
  );
}

function SocialProof({ offer }: { offer: HomeOffer }) {
  return (
    <div className="mt-8 flex items-center gap-4 border-t border-slate-200 pt-6">
      <div className="flex -space-x-3">
        {offer.testimonials.slice(0, 4).map((testimonial) => (
          <img
            key={testimonial.name}
            src={testimonial.profilePicture}
            alt=""
            width={40}
            height={40}
            className="h-10 w-10 rounded-full ring-2 ring-white"
          />
        ))}
      </div>
      <div>
        <StarRating rating={5} className="h-4 w-4" />
        <p className="mt-0.5 text-sm font-semibold text-slate-900">{offer.studentsOrganized} Students Organized</p>
      </div>
    </div>
  );
}

/** The three product images cross-fade every 3 s; only the one on view is exposed to screen readers. */
function RotatingHeroImage() {
  const active = useRotatingIndex(HERO_IMAGES.length, HERO_ROTATION_MS);
  return (
    <div className="relative mx-auto w-full max-w-xl lg:max-w-none">
      <div className="relative aspect-[4/3]" data-testid="hero-images">
        {HERO_IMAGES.map((image, index) => (
          <img
            key={image.src}
            src={image.src}
            alt={image.alt}
            width={600}
            height={450}
            aria-hidden={index === active ? undefined : true}
            data-active={index === active}
            fetchPriority={index === 0 ? 'high' : 'low'}
            className={`absolute inset-0 h-full w-full drop-shadow-[0_18px_28px_rgb(49_46_129_/_0.18)] transition-opacity duration-700 motion-reduce:transition-none ${index === active ? 'opacity-100' : 'opacity-0'}`}
          />
        ))}
      </div>
      <div aria-hidden="true" className="mt-2 flex justify-center gap-2">
        {HERO_IMAGES.map((image, index) => (
          <span key={image.src} className={`h-1.5 rounded-full transition-all duration-500 ${index === active ? 'w-6 bg-brand-600' : 'w-1.5 bg-slate-300'}`} />
        ))}
      </div>
    </div>
  );
}
