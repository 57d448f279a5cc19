import type { ReactNode } from 'react';
import { UniversityLogoStrip } from '../marketing/UniversityLogoStrip';
import { buttonPrimary, buttonSecondary } from '../ui/buttons';
import { CrossfadeCarousel, type CarouselSlide } from './CrossfadeCarousel';

export type Season = 'fall' | 'summer';

/** Size of the hero's buttons, kept on one line so two fit side by side beside the carousel. */
const HERO_BUTTON_SIZE = 'whitespace-nowrap px-6 py-4 text-lg';
export const heroBuyButton = `${buttonPrimary} ${HERO_BUTTON_SIZE}`;

interface SeasonalHeroProps {
  season: Season;
  badge: string;
  title: ReactNode;
  lead: ReactNode;
  /** The price block under the lead. */
  price: ReactNode;
  /** The buy button under the price (see heroBuyButton). */
  buyButton: ReactNode;
  /** A link to a section further down the page, beside the buy button. */
  secondaryLink: { label: string; href: string };
  carousel: { label: string; slides: readonly CarouselSlide[] };
}

const THEMES: Record<Season, { background: string; glow: string; badge: string; icon: string }> = {
  fall: {
    background: 'from-orange-50 via-amber-50/50 to-white',
    glow: 'bg-orange-200/50',
    badge: 'bg-orange-100 text-orange-900 ring-orange-200',
    // A leaf with its midrib.
    icon: 'M13.5 2.5C7 2.5 2.5 6 2.5 11.2c0 .8.1 1.5.3 2.3.8.2 1.5.3 2.3.3 5.2 0 8.4-4.5 8.4-11.3zM2 14l7.5-7.5',
  },
  summer: {
    background: 'from-sky-50 via-amber-50/40 to-white',
    glow: 'bg-amber-200/50',
    badge: 'bg-sky-100 text-sky-900 ring-sky-200',
    // A sun: a disc and eight rays.
    icon: 'M8 5a3 3 0 110 6 3 3 0 010-6zM8 .8v2M8 13.2v2M.8 8h2M13.2 8h2M2.9 2.9l1.4 1.4M11.7 11.7l1.4 1.4M2.9 13.1l1.4-1.4M11.7 4.3l1.4-1.4',
  },
};

/** The opening block of a seasonal landing page: offer and buttons beside a crossfading illustration, then the university logos. */
export function SeasonalHero({ season, badge, title, lead, price, buyButton, secondaryLink, carousel }: SeasonalHeroProps) {
  const theme = THEMES[season];
  return (
    <section className={`relative overflow-hidden bg-gradient-to-b ${theme.background}`}>
      <div aria-hidden="true" className={`absolute -top-32 right-[-6rem] h-80 w-80 rounded-full blur-3xl ${theme.glow}`} />
      <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-4 pb-8 pt-12 sm:px-6 sm:pt-20 lg:grid-cols-2 lg:gap-16">
        <div className="text-center lg:text-left">
          <p className={`inline-flex items-center gap-2 rounded-full px-4 py-1.5 text-sm font-bold ring-1 ${theme.badge}`}>
            <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinecap="round" strokeLinejoin="round">
              <path d={theme.icon} />
            </svg>
            {badge}
          </p>
          <h1 className="mt-5 text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl lg:text-[3.4rem] lg:leading-[1.08]">{title}</h1>
          <p className="mx-auto mt-5 max-w-xl text-lg leading-8 text-slate-600 lg:mx-0">{lead}</p>
          <div className="mt-8">{price}</div>
          <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center lg:justify-start">
            {buyButton}
            <a href={secondaryLink.href} className={`${buttonSecondary} ${HERO_BUTTON_SIZE}`}>
              {secondaryLink.label}
            </a>
          </div>
        </div>
        <CrossfadeCarousel label={carousel.label} slides={carousel.slides} />
      </div>
      <div className="relative mx-auto max-w-6xl px-4 sm:px-6">
        <UniversityLogoStrip />
      </div>
    </section>
  );
}
