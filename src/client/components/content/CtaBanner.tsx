import { buttonOnDark } from '../ui/buttons';
import { SiteLink } from '../ui/SiteLink';
import { Icon } from './Icon';

export interface CtaBannerProps {
  title: string;
  body: string;
  cta: { label: string; href: string };
  /** Small print under the button. */
  note?: string;
}

/** The closing call to action of a page, on a dark brand panel. */
export function CtaBanner({ title, body, cta, note }: CtaBannerProps) {
  return (
    <section className="bg-white px-4 py-16 sm:px-6 sm:py-24">
      <div className="relative mx-auto max-w-5xl overflow-hidden rounded-3xl bg-gradient-to-br from-brand-700 to-brand-900 px-6 py-14 text-center shadow-xl sm:px-12 sm:py-16">
        <div aria-hidden="true" className="absolute -right-16 -top-16 h-56 w-56 rounded-full bg-white/10" />
        <div aria-hidden="true" className="absolute -bottom-20 -left-10 h-48 w-48 rounded-full bg-white/5" />
        <div className="relative">
          <h2 className="text-3xl font-extrabold tracking-tight text-balance text-white sm:text-4xl">{title}</h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg leading-8 text-brand-100">{body}</p>
          <SiteLink href={cta.href} className={`${buttonOnDark} mt-8 px-8 py-4 text-lg`}>
            {cta.label}
            <Icon name="arrowRight" className="h-5 w-5" />
          </SiteLink>
          {note && <p className="mt-4 text-sm text-brand-100">{note}</p>}
        </div>
      </div>
    </section>
  );
}
