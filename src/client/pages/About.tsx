import { CtaBanner } from '../components/content/CtaBanner';
import { FeatureGrid } from '../components/content/FeatureCard';
import { IconTile, type IconName } from '../components/content/Icon';
import { PageHero } from '../components/content/PageHero';
import { Section } from '../components/content/Section';
import { SiteLayout } from '../components/layout/SiteLayout';
import { ABOUT_CLOSING_CTA, IMPACT_STATS, MISSION, RECOGNITION, VALUES, VISION } from '../content/about';
import { usePageMeta } from '../lib/head';
import { usePageView } from '../lib/tracking';

export default function About() {
  usePageMeta({
    title: 'About Us | Syl',
    description: 'Syl was started by students who missed one deadline too many. Meet the mission, values and recognition behind the service that turns syllabi into one calendar.',
    path: '/about-us',
  });
  usePageView('About Page');

  return (
    <SiteLayout>
      <PageHero
        badge="Our Story"
        title="Built by students who missed one deadline too many"
        lead="Syl began in a dorm room the week after midterms, when we realized that between five syllabi, three course sites and a group chat, nobody in our hall had one complete list of what was due. So we made one, checked it by hand, and shared it. Today Syl does the same for students across the country."
        image={{ src: '/images/about/founders-desk.svg', width: 560, height: 350, alt: 'A study desk with a laptop showing a semester calendar, a stack of syllabi and a phone with a checklist' }}
      />

      <Section id="recognition" tone="muted" eyebrow="Awards and Recognition" title="Backed by programs that champion student founders" intro="Syl grew up inside university startup programs, whose mentors, grants and judges helped us turn a dorm-room fix into a dependable service.">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {RECOGNITION.map((award) => (
            <li key={award.programme} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <IconTile name={award.icon} />
              <p className="mt-5 text-sm font-semibold uppercase tracking-wide text-brand-700">
                {award.honor} · {award.year}
              </p>
              <h3 className="mt-1 text-lg font-bold text-slate-900">{award.programme}</h3>
              <p className="mt-2 leading-7 text-slate-600">{award.body}</p>
            </li>
          ))}
        </ul>
      </Section>

      <section aria-label="Mission and vision" className="bg-white py-16 sm:py-24">
        <div className="mx-auto grid max-w-6xl gap-6 px-4 sm:px-6 md:grid-cols-2">
          <Statement icon="target" {...MISSION} />
          <Statement icon="eye" {...VISION} />
        </div>
      </section>

      <Section id="values" tone="muted" eyebrow="What we believe" title="Our Values">
        <FeatureGrid features={VALUES} columns={4} />
      </Section>

      <section aria-labelledby="impact-heading" className="bg-brand-900 py-16 sm:py-20">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <h2 id="impact-heading" className="text-center text-3xl font-extrabold tracking-tight text-white sm:text-4xl">
            Our Impact
          </h2>
          <ul className="mt-10 grid grid-cols-2 gap-6 lg:grid-cols-4">
            {IMPACT_STATS.map((stat) => (
              <li key={stat.label} className="flex flex-col rounded-2xl bg-white/10 px-4 py-8 text-center ring-1 ring-white/15">
                <span className="text-4xl font-extrabold tracking-tight text-white sm:text-5xl">{stat.value}</span>{' '}
                <span className="mt-1 text-base font-medium text-brand-100">{stat.label}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <CtaBanner {...ABOUT_CLOSING_CTA} />
    </SiteLayout>
  );
}

function Statement({ icon, title, body }: { icon: IconName; title: string; body: string }) {
  return (
    <article className="rounded-3xl border border-brand-100 bg-gradient-to-br from-brand-50 to-white p-8 sm:p-10">
      <IconTile name={icon} className="bg-white" />
      <h2 className="mt-6 text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">{title}</h2>
      <p className="mt-4 text-lg leading-8 text-slate-600">{body}</p>
    </article>
  );
}
