import { SectionHeading } from './SectionHeading';

const FEATURES = [
  {
    icon: '/images/home/icon-calendar.svg',
    title: 'Every due date, on your calendar',
    body: 'We read each syllabus and place every assignment, quiz and exam on one calendar, color-coded by course and ready to sync with Google Calendar in one click.',
  },
  {
    icon: '/images/home/icon-checklist.svg',
    title: 'A to-do list that writes itself',
    badge: 'Beta',
    body: "Your week's work, sorted by due date and course. Mark each task Not Started, In Progress or Done and always know what to do next.",
  },
  {
    icon: '/images/home/icon-insights.svg',
    title: 'Data-driven insights',
    body: 'See your busiest week, how many exams are ahead and how many lectures are left, weeks before they sneak up on you, so you can plan instead of cram.',
  },
];

export function FeatureCards() {
  return (
    <section aria-labelledby="features-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-24 [[data-hero]+&]:pt-0">
      <SectionHeading id="features-title" eyebrow="What you get" title="Your semester, organized for you">
        No more digging through PDFs the night before something is due. Syl turns your syllabi into a plan you can
        actually follow.
      </SectionHeading>
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {FEATURES.map((feature) => (
          <li
            key={feature.title}
            className="rounded-2xl border border-slate-200 bg-white p-7 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md motion-reduce:transition-none"
          >
            <img src={feature.icon} alt="" width={56} height={56} loading="lazy" className="h-14 w-14" />
            <h3 className="mt-5 flex items-center gap-2 text-xl font-bold text-slate-900">
              {feature.title}
              {feature.badge && (
                <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-bold uppercase tracking-wide text-emerald-800">{feature.badge}</span>
              )}
            </h3>
            <p className="mt-3 leading-7 text-slate-600">{feature.body}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
