import { HOME_FAQ } from '../../content/faq';
import { SUPPORT_EMAIL } from '../../lib/site';
import { FaqAccordion } from '../marketing/FaqAccordion';
import { SectionHeading } from './SectionHeading';

export function HomeFaq() {
  return (
    <section aria-labelledby="faq-title" className="bg-slate-50 py-16 sm:py-24">
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <SectionHeading id="faq-title" eyebrow="FAQ" title="Questions students ask us" />
        <div className="mt-10">
          <FaqAccordion items={HOME_FAQ} />
        </div>
        <p className="mt-8 text-center text-slate-600">
          Still have a question? Email us at{' '}
          <a href={`mailto:${SUPPORT_EMAIL}`} className="rounded font-semibold text-brand-700 underline decoration-brand-200 underline-offset-4 hover:decoration-brand-600">
            {SUPPORT_EMAIL}
          </a>{' '}
          and a real person will get back to you.
        </p>
      </div>
    </section>
  );
}
