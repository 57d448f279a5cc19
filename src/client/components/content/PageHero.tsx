import type { ReactNode } from 'react';

export interface HeroImage {
  src: string;
  width: number;
  height: number;
  alt: string;
}

interface PageHeroProps {
  /** Short pill above the title. */
  badge?: ReactNode;
  title: ReactNode;
  lead: ReactNode;
  /** Buttons and small print under the lead. */
  children?: ReactNode;
  image?: HeroImage;
}

/** The opening block of a content page: title and lead, with an illustration beside them on wide screens. */
export function PageHero({ badge, title, lead, children, image }: PageHeroProps) {
  return (
    <section data-hero className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white">
      <div aria-hidden="true" className="absolute -top-24 right-0 h-72 w-72 rounded-full bg-brand-100/60 blur-3xl" />
      <div className={`relative mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-20 ${image ? 'lg:grid-cols-2' : ''}`}>
        <div className={image ? 'text-center lg:text-left' : 'mx-auto max-w-3xl text-center'}>
          {badge && (
            <p className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-1.5 text-sm font-semibold text-brand-700 shadow-sm ring-1 ring-brand-100">
              {badge}
            </p>
          )}
          <h1 className="mt-5 text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl">{title}</h1>
          <p className="mt-5 text-lg leading-8 text-slate-600 sm:text-xl">{lead}</p>
          {children && <div className={`mt-8 flex flex-col gap-4 sm:flex-row ${image ? 'justify-center lg:justify-start' : 'justify-center'}`}>{children}</div>}
        </div>
        {image && (
          <img src={image.src} width={image.width} height={image.height} alt={image.alt} className="mx-auto h-auto w-full max-w-lg" />
        )}
      </div>
    </section>
  );
}
