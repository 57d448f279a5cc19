import { DEMO_EVENTS, DEMO_LECTURE_COUNT, DEMO_SUMMARY, isoDate } from '../../content/demoDashboard';
import { busiestWeek } from '../../lib/demoCalendar';

const busiest = busiestWeek(DEMO_EVENTS.map((event) => isoDate(event.day)));
const examsInBusiestWeek = DEMO_EVENTS.filter((event) => event.important && busiest && isoDate(event.day) >= busiest.start && isoDate(event.day) <= busiest.end).length;

const INSIGHTS = [
  { label: 'Busiest week', value: busiest?.label ?? '—', detail: `${busiest?.count ?? 0} deadlines, ${examsInBusiestWeek} of them exams: start early.` },
  { label: 'Exams', value: String(DEMO_SUMMARY.exams), detail: 'Two midterms in MATH 1554 and two exams in CS 1331.' },
  { label: 'Lectures', value: String(DEMO_LECTURE_COUNT), detail: 'Class meetings this term across both courses.' },
];

export function SemesterInsights() {
  return (
    <ul className="divide-y divide-slate-100">
      {INSIGHTS.map((insight) => (
        <li key={insight.label} className="py-3 first:pt-0 last:pb-0">
          <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">{insight.label}</p>
          <p className="mt-1 text-xl font-extrabold text-slate-900">{insight.value}</p>
          <p className="mt-0.5 text-sm text-slate-600">{insight.detail}</p>
        </li>
      ))}
    </ul>
  );
}
