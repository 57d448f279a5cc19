import { longDate } from '../../lib/dashboard/calendar';
import { calendarEntries, type DashboardData } from '../../lib/dashboard/model';
import { ItemList } from './ItemList';

const UPCOMING_COUNT = 3;

/** Everything on the chosen day, then the next few entries after it. */
export function DayDetails({ selectedDay, today, data }: { selectedDay: string; today: string; data: DashboardData }) {
  const courses = new Map(data.courses.map((course) => [course.id, course]));
  const thatDay = calendarEntries(data).filter((entry) => entry.date === selectedDay);
  return (
    <div aria-live="polite">
      <h3 className="text-sm font-semibold text-slate-900">{longDate(selectedDay, today)}</h3>
      {thatDay.length ? <ItemList entries={thatDay} courses={courses} className="mt-3" /> : <p className="mt-2 text-sm text-slate-600">Nothing due this day.</p>}
      <h3 className="mt-6 text-sm font-semibold text-slate-900">Coming up</h3>
      <ComingUp after={selectedDay} today={today} data={data} />
    </div>
  );
}

/** The next few entries after a day. */
function ComingUp({ after, today, data }: { after: string; today: string; data: DashboardData }) {
  const courses = new Map(data.courses.map((course) => [course.id, course]));
  const upcoming = calendarEntries(data)
    .filter((entry) => entry.date > after)
    .slice(0, UPCOMING_COUNT);
  return upcoming.length ? <ItemList entries={upcoming} courses={courses} today={today} className="mt-3" /> : <p className="mt-2 text-sm text-slate-600">Nothing else is due this term.</p>;
}
