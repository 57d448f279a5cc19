import { useState } from 'react';
import { Link } from 'wouter';
import { ITEM_TYPES, TYPE_WORDS, type InternshipStage, type ItemType, type TodoStatus } from '../../shared/items';
import { DEMO_DASHBOARD_PATH } from '../../shared/site';
import { DashboardCard } from '../components/dashboard/DashboardCard';
import { DashboardFrame } from '../components/dashboard/DashboardFrame';
import { DashboardOverview } from '../components/dashboard/DashboardOverview';
import { ApplicationFields, Field, fieldClass } from '../components/dashboard/fields';
import { InternshipBoard } from '../components/dashboard/InternshipBoard';
import type { Stat } from '../components/dashboard/SummaryCards';
import { SyncButton } from '../components/dashboard/SyncButton';
import { PreviewActionButton } from '../components/demo/PreviewActionButton';
import { SampleForm } from '../components/demo/SampleForm';
import { buttonPrimary } from '../components/ui/buttons';
import { ToastProvider } from '../components/ui/toast';
import { DEMO_DASHBOARD, DEMO_LECTURE_COUNT, DEMO_STUDY_TASKS, DEMO_SUMMARY, DEMO_TODAY } from '../content/demoDashboard';
import { applicationFieldsFrom, withStage } from '../lib/dashboard/applications';
import { todoEntries, type DashboardApplication, type DashboardData, type TodoEntry } from '../lib/dashboard/model';
import { usePageMeta } from '../lib/head';
import { usePageView } from '../lib/tracking';

const courseList = DEMO_DASHBOARD.courses.map((course) => course.name).join(' and ');
/** The sample's "now": noon on its today, in the visitor's own zone, so every visitor sees the same day. */
const [year, month, day] = DEMO_TODAY.split('-').map(Number) as [number, number, number];
const DEMO_NOW = new Date(year, month - 1, day, 12);

export default function Demo() {
  usePageMeta({
    title: 'Sample Dashboard | Syl',
    description: 'Explore a sample Syl dashboard: a June 2025 calendar of every deadline, a weekly to-do list, semester insights and an internship tracker.',
    path: DEMO_DASHBOARD_PATH,
  });
  usePageView('Demo Page');
  // Everything a visitor changes here stays in this page: the sample saves nothing.
  const [data, setData] = useState<DashboardData>(DEMO_DASHBOARD);
  const [tasks, setTasks] = useState<TodoEntry[]>(DEMO_STUDY_TASKS);

  const setStatus = async (entry: TodoEntry, status: TodoStatus) => {
    if (entry.item) setData((current) => ({ ...current, items: current.items.map((item) => (item.id === entry.item!.id ? { ...item, status } : item)) }));
    else setTasks((current) => current.map((task) => (task.key === entry.key ? { ...task, status } : task)));
  };
  const addEvent = (fields: FormData) =>
    setData((current) => ({
      ...current,
      items: [
        ...current.items,
        { id: Math.max(...current.items.map((item) => item.id)) + 1, courseId: Number(fields.get('course')), title: String(fields.get('title')), type: fields.get('type') as ItemType, date: String(fields.get('date')), endDate: null, time: null, status: 'Not Started' as const, doneAt: null, report: null },
      ].sort((a, b) => a.date.localeCompare(b.date)),
    }));
  const changeApplications = (update: (applications: DashboardApplication[]) => DashboardApplication[]) => setData((current) => ({ ...current, applications: update(current.applications) }));
  const addApplication = (fields: FormData) =>
    changeApplications((current) => [...current, { id: Math.max(0, ...current.map((application) => application.id)) + 1, ...applicationFieldsFrom(fields), example: false, version: 1 }]);
  const moveApplication = (application: DashboardApplication, stage: InternshipStage) => changeApplications((current) => withStage(current, application.id, stage));

  return (
    <ToastProvider>
      <DashboardFrame
        badge={<span className="rounded-full border border-amber-300 bg-amber-50 px-2.5 py-1 text-xs font-bold text-amber-900">Sample dashboard</span>}
        action={
          <a href="/purchase" target="_blank" rel="noopener" className={`${buttonPrimary} shrink-0 px-4 py-2 text-sm`}>
            <span>
              Get Syl<span className="hidden sm:inline"> for your classes</span>
            </span>
          </a>
        }
        notice={<SampleNotice />}
        footerNote="Sample data for illustration only."
      >
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <p className="text-sm font-semibold text-brand-700">Summer 2025 · Sample student</p>
            <h1 className="mt-1 text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">Your semester dashboard</h1>
            <p className="mt-1 text-sm text-slate-600">{courseList} · every deadline from both syllabi, checked by our team</p>
          </div>
          <div>
            <SyncButton feedUrl={null} />
          </div>
        </div>

        <DashboardOverview
          data={data}
          todos={todoEntries(data, tasks)}
          now={DEMO_NOW}
          onStatusChange={setStatus}
          summary={(stats) => stats.map(sampleFigure)}
          insightsExtra={[{ label: 'Lectures', value: String(DEMO_LECTURE_COUNT), detail: 'Class meetings this term across both courses.' }]}
          calendarActions={
            <SampleForm action="Add Event" title="Add an event" onSubmit={addEvent}>
              <Field label="Course">
                {(id) => (
                  <select id={id} name="course" className={fieldClass}>
                    {data.courses.map((course) => (
                      <option key={course.id} value={course.id}>
                        {course.name}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <Field label="Title">{(id) => <input id={id} name="title" required maxLength={120} className={fieldClass} />}</Field>
              <Field label="Type">
                {(id) => (
                  <select id={id} name="type" className={fieldClass}>
                    {ITEM_TYPES.map((type) => (
                      <option key={type} value={type}>
                        {TYPE_WORDS[type]}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <Field label="Date">{(id) => <input id={id} name="date" type="date" required min="2025-06-01" max="2025-06-30" defaultValue={DEMO_TODAY} className={fieldClass} />}</Field>
            </SampleForm>
          }
        />

        <DashboardCard
          title="Internship Tracker"
          badge="NEW"
          description={`${data.applications.length} applications, from first submission to offer.`}
          actions={
            <>
              <PreviewActionButton action="Track My Internships" icon="briefcase" />
              <SampleForm action="Add Application" look="primary" title="Add an application" onSubmit={addApplication}>
                <ApplicationFields initial={{ appliedOn: DEMO_TODAY }} />
              </SampleForm>
            </>
          }
        >
          <InternshipBoard applications={data.applications} today={DEMO_TODAY} onMove={moveApplication} />
        </DashboardCard>
      </DashboardFrame>
    </ToastProvider>
  );
}

/** The sample's stated figures (SPEC): its applications stand where a student's projects count, and its rates are given. */
function sampleFigure(stat: Stat): Stat {
  const rate = (percent: number) => ({ ...stat, value: `${percent}%`, rate: { ...stat.rate!, percent } });
  if (stat.label === 'Projects') return { label: 'Applications', value: String(DEMO_SUMMARY.applications) };
  if (stat.label === 'Completion rate') return rate(DEMO_SUMMARY.completionRate);
  if (stat.label === 'On-time submissions') return rate(DEMO_SUMMARY.onTimeSubmissions);
  return stat;
}

/** Says plainly that the data is made up and how a student gets their own. */
function SampleNotice() {
  return (
    <div className="border-b border-brand-100 bg-brand-50">
      <p className="mx-auto max-w-7xl px-4 py-3 text-sm text-brand-900 sm:px-6 lg:px-8">
        You're looking at a sample dashboard with made-up June 2025 data. Yours is built from your own syllabi and checked by a person before it reaches you.{' '}
        <Link href="/upload" className="font-semibold underline underline-offset-2 hover:text-brand-700">
          See how the upload works
        </Link>
      </p>
    </div>
  );
}
