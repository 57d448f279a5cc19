import { useState } from 'react';
import { Link } from 'wouter';
import { DEMO_DASHBOARD_PATH } from '../../shared/site';
import { DashboardCard } from '../components/demo/DashboardCard';
import { DashboardFooter } from '../components/demo/DashboardFooter';
import { DashboardHeader } from '../components/demo/DashboardHeader';
import { DayDetails } from '../components/demo/DayDetails';
import { InternshipBoard } from '../components/demo/InternshipBoard';
import { MonthCalendar } from '../components/demo/MonthCalendar';
import { PreviewActionButton } from '../components/demo/PreviewActionButton';
import { SemesterInsights } from '../components/demo/SemesterInsights';
import { SummaryCards } from '../components/demo/SummaryCards';
import { TodoTable } from '../components/demo/TodoTable';
import { ToastProvider } from '../components/ui/toast';
import { TooltipProvider } from '../components/ui/tooltip';
import { DEMO_COURSES, DEMO_EVENTS, DEMO_MONTH, DEMO_SUMMARY, DEMO_TODAY, DEMO_YEAR } from '../content/demoDashboard';
import { usePageMeta } from '../lib/head';
import { usePageView } from '../lib/tracking';

const courseList = DEMO_COURSES.map((course) => course.code).join(' and ');

export default function Demo() {
  usePageMeta({
    title: 'Sample Dashboard | Syl',
    description: 'Explore a sample Syl dashboard: a June 2025 calendar of every deadline, a weekly to-do list, semester insights and an internship tracker.',
    path: DEMO_DASHBOARD_PATH,
  });
  usePageView('Demo Page');
  const [selectedDay, setSelectedDay] = useState(DEMO_TODAY);

  return (
    <ToastProvider>
      <TooltipProvider>
        <div className="flex min-h-screen flex-col bg-slate-50">
          <a href="#main" className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-700 focus:not-sr-only focus:fixed focus:left-4 focus:top-4">
            Skip to dashboard
          </a>
          <DashboardHeader />
          <SampleNotice />
          <main id="main" className="mx-auto w-full max-w-7xl flex-1 space-y-6 px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
            <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
              <div>
                <p className="text-sm font-semibold text-brand-700">Summer 2025 · Sample student</p>
                <h1 className="mt-1 text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">Your semester dashboard</h1>
                <p className="mt-1 text-sm text-slate-600">{courseList} · every deadline from both syllabi, checked by our team</p>
              </div>
              <div>
                <PreviewActionButton action="Sync to Your Calendar" icon="sync" />
              </div>
            </div>

            <SummaryCards />

            <div className="grid gap-6 lg:grid-cols-3">
              <DashboardCard
                className="lg:col-span-2"
                title="June 2025"
                description={`${DEMO_SUMMARY.events} deadlines across ${DEMO_SUMMARY.classes} classes. Hover or tap a day for details.`}
                actions={
                  <>
                    <PreviewActionButton action="Add Event" icon="plus" />
                    <PreviewActionButton action="Add to Google Calendar" icon="calendar" look="primary" />
                  </>
                }
              >
                <MonthCalendar year={DEMO_YEAR} month={DEMO_MONTH} events={DEMO_EVENTS} today={DEMO_TODAY} selectedDay={selectedDay} onSelectDay={setSelectedDay} />
              </DashboardCard>
              <div className="space-y-6">
                <DashboardCard title="Day details">
                  <DayDetails selectedDay={selectedDay} events={DEMO_EVENTS} />
                </DashboardCard>
                <DashboardCard title="Semester insights">
                  <SemesterInsights />
                </DashboardCard>
              </div>
            </div>

            <DashboardCard title="To-Do List" badge="BETA" description="Your syllabus deadlines and study tasks, a week at a time. Change a status to track progress.">
              <TodoTable />
            </DashboardCard>

            <DashboardCard
              title="Internship Tracker"
              badge="NEW"
              description={`${DEMO_SUMMARY.applications} applications, from first submission to offer.`}
              actions={
                <>
                  <PreviewActionButton action="Track My Internships" icon="briefcase" />
                  <PreviewActionButton action="Add Application" icon="plus" look="primary" />
                </>
              }
            >
              <InternshipBoard />
            </DashboardCard>
          </main>
          <DashboardFooter />
        </div>
      </TooltipProvider>
    </ToastProvider>
  );
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
