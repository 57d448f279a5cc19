import { startTransition, useEffect, useState, type ReactNode } from 'react';
import type { TodoStatus } from '../../../shared/items';
import { localDay, semesterInsights, type DashboardData, type TodoEntry } from '../../lib/dashboard/model';
import { DashboardCard } from './DashboardCard';
import { DayDetails } from './DayDetails';
import { MonthCalendar } from './MonthCalendar';
import { SemesterInsights } from './SemesterInsights';
import { percent, SummaryCards, type Stat } from './SummaryCards';
import { TodoList } from './TodoList';

interface DashboardOverviewProps {
  data: DashboardData;
  todos: readonly TodoEntry[];
  now: Date;
  onStatusChange: (entry: TodoEntry, status: TodoStatus) => Promise<void>;
  /** The summary's numbers where they are not the computed ones (the sample's stated figures). */
  summary?: (computed: Stat[]) => Stat[];
  insightsExtra?: Parameters<typeof SemesterInsights>[0]['extra'];
  calendarActions?: ReactNode;
  /** Under the to-do preview: the way to the whole list. */
  todoFooter?: ReactNode;
  /** More cards under the insights: the student's own (the referral card), which the sample does not have. */
  sideCards?: ReactNode;
  /**
   * Draw the summary first, then the calendar, the side cards and the to-do list, each in a render of
   * its own that yields to the browser: a phone paints the top of the page without waiting for some 600
   * more elements, and no single task lays them all out. The sample's page is prerendered whole, so it
   * draws everything at once.
   */
  restAfterFirstPaint?: boolean;
}

/** Today while the term runs; before or after it, the first or last day with something due. */
function openingDay(data: DashboardData, today: string): string {
  const dates = data.items.map((item) => item.date).sort();
  if (dates.length === 0 || (today >= dates[0]! && today <= dates.at(-1)!)) return today;
  return today < dates[0]! ? dates[0]! : dates.at(-1)!;
}

/** The parts after the summary, in the order they are drawn: calendar, side cards, to-do list. */
const PARTS = 3;

const COMPLETION_HINT = 'Share of what was due so far that you marked Done.';
const ON_TIME_HINT = 'Share of finished work you marked Done on or before its due date.';

/** Summary, month calendar with day details, insights and the to-do preview: the dashboard's first view, for the student and the sample alike. */
export function DashboardOverview({ data, todos, now, onStatusChange, summary = (stats) => stats, insightsExtra, calendarActions, todoFooter, sideCards, restAfterFirstPaint = false }: DashboardOverviewProps) {
  const today = localDay(now);
  const [partsDrawn, setPartsDrawn] = useState(restAfterFirstPaint ? 0 : PARTS);
  useEffect(() => {
    if (partsDrawn < PARTS) startTransition(() => setPartsDrawn(partsDrawn + 1));
  }, [partsDrawn]);
  const [selectedDay, setSelectedDay] = useState(() => openingDay(data, today));
  const insights = semesterInsights(data, now);
  const stats: Stat[] = [
    { label: 'Events', value: String(insights.events) },
    { label: 'Classes', value: String(insights.classes) },
    { label: 'Exams', value: String(insights.exams) },
    { label: 'Quizzes', value: String(insights.quizzes) },
    { label: 'Assignments', value: String(insights.assignments) },
    { label: 'Projects', value: String(insights.projects) },
    { label: 'Completion rate', value: percent(insights.completionRate), rate: { percent: insights.completionRate, hint: COMPLETION_HINT } },
    { label: 'On-time submissions', value: percent(insights.onTimeRate), rate: { percent: insights.onTimeRate, hint: ON_TIME_HINT } },
  ];

  return (
    <>
      <SummaryCards stats={summary(stats)} />
      {partsDrawn >= 1 && (
        <div className="grid gap-6 lg:grid-cols-3 lg:items-start">
          <DashboardCard className="lg:col-span-2" title="Calendar" description={`${insights.events} dates across ${insights.classes} ${insights.classes === 1 ? 'class' : 'classes'}. Hover or tap a day for details.`} actions={calendarActions}>
            <MonthCalendar data={data} today={today} selectedDay={selectedDay} onSelectDay={setSelectedDay} />
          </DashboardCard>
          {partsDrawn >= 2 && (
            <div className="space-y-6">
              {/* Right under the calendar on a phone too, where the day cells are too narrow for titles. */}
              <DashboardCard title="Day details">
                <DayDetails selectedDay={selectedDay} today={today} data={data} />
              </DashboardCard>
              <DashboardCard title="Semester insights">
                <SemesterInsights insights={insights} today={today} extra={insightsExtra} />
              </DashboardCard>
              {sideCards}
            </div>
          )}
        </div>
      )}
      {partsDrawn >= 3 && (
        <DashboardCard title="To-Do List" badge="BETA" description="Your syllabus deadlines a week at a time. Change a status to track your progress.">
          <TodoList entries={todos} courses={data.courses} now={now} onStatusChange={onStatusChange} />
          {todoFooter}
        </DashboardCard>
      )}
      {/* Until all is drawn, the room is held, so the footer never shows and then moves away. */}
      {partsDrawn < PARTS && <div aria-busy="true" className="min-h-screen" />}
    </>
  );
}
