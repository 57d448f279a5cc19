import { HomeLink } from '../components/content/HomeLink';
import { SiteLayout } from '../components/layout/SiteLayout';
import { LinkCard, LinkUnreachable, useLinkLoad } from '../components/content/LinkCard';
import { formatClock, formatDay } from '../../shared/calendarDay';
import { usePageMeta } from '../lib/head';
import { SUPPORT_EMAIL } from '../lib/site';
import { itemsByMonth, loadDashboard, type StudentDashboard } from '../lib/studentDashboard';
import type { PageProps } from '../routes';

const TYPE_WORDS: Record<string, string> = { assignment: 'Assignment', quiz: 'Quiz', exam: 'Exam', project: 'Project' };
const updated = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

/** /dashboard/<token>: the student's semester as staff checked and published it. */
export default function Dashboard({ params }: PageProps) {
  const token = params.token ?? '';
  usePageMeta({ title: 'Your semester dashboard · Syl', description: 'Every deadline, quiz and exam from your syllabi, checked by a person.', path: `/dashboard/${token}`, noindex: true });
  const { state: load, retry } = useLinkLoad(token, loadDashboard);

  return (
    <SiteLayout>
      <div className="min-h-[60vh] bg-slate-50">
        {load.kind === 'loading' && <LinkCard icon="calendar" title="Your semester dashboard" lead={<p role="status">Opening your dashboard…</p>} />}
        {load.kind === 'not-found' && (
          <LinkCard icon="alert" title="This link does not open a dashboard" lead={<p role="alert">{load.message}</p>}>
            <p className="mt-4 text-sm text-slate-600">
              Write to{' '}
              <a href={`mailto:${SUPPORT_EMAIL}`} className="font-semibold text-brand-700 underline">
                {SUPPORT_EMAIL}
              </a>{' '}
              from the email you ordered with and we will send you your link.
            </p>
            <div className="mt-8">
              <HomeLink label="Back to Home" look="secondary" />
            </div>
          </LinkCard>
        )}
        {load.kind === 'unreachable' && <LinkUnreachable title="Your dashboard could not load" onRetry={retry} />}
        {load.kind === 'found' && <Semester dashboard={load.dashboard} />}
      </div>
    </SiteLayout>
  );
}

function Semester({ dashboard }: { dashboard: StudentDashboard }) {
  const courses = new Map(dashboard.courses.map((course) => [course.id, course]));
  return (
    <section className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">{dashboard.firstName ? `Hi ${dashboard.firstName}` : 'Your semester'}</h1>
      <p className="mt-2 text-slate-600">
        {dashboard.term ?? 'Your semester'} · Updated {updated.format(new Date(dashboard.updatedAt))}
      </p>

      <h2 className="mt-8 text-sm font-bold uppercase tracking-wide text-slate-500">Courses</h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {dashboard.courses.map((course) => (
          <li key={course.id} className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 shadow-sm ring-1 ring-slate-200">
            <span className="h-2.5 w-2.5 rounded-full" style={{ background: course.colour }} aria-hidden="true" />
            {course.name}
          </li>
        ))}
      </ul>

      <h2 className="mt-10 text-sm font-bold uppercase tracking-wide text-slate-500">Every date</h2>
      {dashboard.items.length === 0 && <p className="mt-3 text-slate-600">Nothing is dated yet.</p>}
      {itemsByMonth(dashboard.items).map(([month, items]) => (
        <div key={month} className="mt-5">
          <h3 className="text-lg font-bold text-slate-900">{month}</h3>
          <ul className="mt-2 divide-y divide-slate-100 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
            {items.map((item) => {
              const course = courses.get(item.courseId);
              return (
                <li key={item.id} className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-start sm:gap-4">
                  <p className="shrink-0 text-sm font-semibold text-slate-900 sm:w-44">
                    {formatDay(item.date)}
                    {item.endDate && <span className="block font-normal text-slate-600">to {formatDay(item.endDate)}</span>}
                  </p>
                  <div className="min-w-0">
                    <p className="break-words font-semibold text-slate-900">{item.title}</p>
                    <p className="mt-0.5 flex flex-wrap items-center gap-x-2 text-sm text-slate-600">
                      <span className="inline-flex items-center gap-1.5">
                        <span className="h-2 w-2 rounded-full" style={{ background: course?.colour }} aria-hidden="true" />
                        {course?.name}
                      </span>
                      <span aria-hidden="true">·</span>
                      <span>{TYPE_WORDS[item.type] ?? item.type}</span>
                      {item.time && (
                        <>
                          <span aria-hidden="true">·</span>
                          <span>{formatClock(item.time)}</span>
                        </>
                      )}
                    </p>
                  </div>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </section>
  );
}
