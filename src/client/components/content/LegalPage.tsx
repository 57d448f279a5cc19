import { Fragment } from 'react';
import { TERMS_UPDATED } from '../../../shared/site';
import type { LegalBlock, LegalDocument } from '../../content/legal';
import { SUPPORT_EMAIL } from '../../lib/site';
import { SiteLayout } from '../layout/SiteLayout';
import { HomeLink } from './HomeLink';

/** Terms and Privacy: title, date, a table of contents on wide screens and numbered sections. */
export function LegalPage({ legal }: { legal: LegalDocument }) {
  const sections = legal.sections.map((section, index) => ({ ...section, id: `section-${index + 1}`, heading: `${index + 1}. ${section.title}` }));
  return (
    <SiteLayout>
      <div className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-16">
          <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">{legal.title}</h1>
          <p className="mt-4 text-base font-medium text-slate-600">Last updated {TERMS_UPDATED}</p>
        </div>
      </div>

      <div className="mx-auto grid max-w-6xl gap-12 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[15rem_1fr]">
        <nav aria-label="On this page" className="hidden lg:block">
          <div className="sticky top-24">
            <p className="text-sm font-semibold uppercase tracking-wider text-slate-900">On this page</p>
            <ol className="mt-4 space-y-1 border-l border-slate-200">
              {sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`} className="-ml-px block border-l border-transparent py-1.5 pl-4 text-sm text-slate-600 hover:border-brand-600 hover:text-brand-700">
                    {section.heading}
                  </a>
                </li>
              ))}
            </ol>
          </div>
        </nav>

        <article className="max-w-3xl">
          {legal.intro.map((paragraph) => (
            <p key={paragraph} className="text-lg leading-8 text-slate-700">
              <WithEmailLinks text={paragraph} />
            </p>
          ))}
          {sections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="mt-12 scroll-mt-24">
              <h2 id={`${section.id}-heading`} className="text-2xl font-bold tracking-tight text-slate-900">
                {section.heading}
              </h2>
              <div className="mt-4 space-y-4 leading-7 text-slate-600">
                {section.blocks.map((block, index) => (
                  <Block key={index} block={block} />
                ))}
              </div>
            </section>
          ))}
          <div className="mt-14 border-t border-slate-200 pt-8">
            <HomeLink label="Return to Homepage" look="secondary" />
          </div>
        </article>
      </div>
    </SiteLayout>
  );
}

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === 'string') {
    return (
      <p>
        <WithEmailLinks text={block} />
      </p>
    );
  }
  return (
    <ul className="list-disc space-y-2 pl-6 marker:text-brand-600">
      {block.list.map((item) => (
        <li key={item}>
          <WithEmailLinks text={item} />
        </li>
      ))}
    </ul>
  );
}

/** Legal copy names the support address in plain text; readers should be able to click it. */
function WithEmailLinks({ text }: { text: string }) {
  const parts = text.split(SUPPORT_EMAIL);
  return parts.map((part, index) => (
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 && (
        <a href={`mailto:${SUPPORT_EMAIL}`} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800">
          {SUPPORT_EMAIL}
        </a>
      )}
    </Fragment>
  ));
}
