import { formatUsd, PRICES } from '../../../shared/pricing';
import { FeatureGrid, type Feature } from '../content/FeatureCard';
import { Icon, type IconName } from '../content/Icon';
import { ESSAY_WORD_LIMIT } from './essayForm';

const HIGHLIGHTS: readonly { icon: IconName; label: string }[] = [
  { icon: 'tag', label: `${formatUsd(PRICES.essayReview)} one-time` },
  { icon: 'clock', label: 'Feedback within 24 hours' },
  { icon: 'document', label: `Essays up to ${ESSAY_WORD_LIMIT} words` },
];

const FEATURES: readonly Feature[] = [
  {
    icon: 'users',
    title: 'Read by a person',
    body: 'An experienced essay reviewer reads every word, the way an admissions officer would. No automated grammar report.',
  },
  {
    icon: 'document',
    title: 'A full written report',
    body: 'Comments throughout your essay plus a summary of its strengths and what to revise, delivered in 2-3 days.',
  },
  {
    icon: 'target',
    title: 'Any prompt',
    body: 'Personal statements, Common App, supplemental and scholarship essays, up to 650 words each.',
  },
];

/** The essay page's hero and what the review is. */
export function EssayIntro() {
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 via-white to-slate-50 px-4 pb-12 pt-12 sm:px-6 sm:pt-16">
        <div className="mx-auto max-w-3xl text-center">
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-1.5 text-sm font-semibold text-brand-700 shadow-sm ring-1 ring-brand-100">
            <Icon name="sparkles" className="h-4 w-4" />
            College Application Essay Review
          </p>
          <h1 className="mt-5 text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl">Make Your College Essay Stand Out</h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg leading-8 text-slate-600">
            Send us your essay and get honest, specific feedback on your story, structure and voice, so the version you submit is the one admissions officers remember.
          </p>
          <ul className="mt-8 flex flex-wrap justify-center gap-3">
            {HIGHLIGHTS.map((item) => (
              <li key={item.label} className="inline-flex items-center gap-2 rounded-xl bg-white px-4 py-2.5 text-sm font-semibold text-slate-800 shadow-sm ring-1 ring-slate-200">
                <Icon name={item.icon} className="h-5 w-5 text-brand-600" />
                {item.label}
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section aria-labelledby="essay-features">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <h2 id="essay-features" className="sr-only">
            What the review gives you
          </h2>
          <FeatureGrid features={FEATURES} />
        </div>
      </section>
    </>
  );
}
