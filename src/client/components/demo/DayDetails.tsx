import { isoDate, type AcademicEvent } from '../../content/demoDashboard';
import { longDate, weekdayDate } from '../../lib/demoCalendar';

const UPCOMING_COUNT = 3;

/** Everything due on the chosen day, then the next few deadlines after it. */
export function DayDetails({ selectedDay, events }: { selectedDay: string; events: readonly AcademicEvent[] }) {
  const dueThatDay = events.filter((event) => isoDate(event.day) === selectedDay);
  const upcoming = events.filter((event) => isoDate(event.day) > selectedDay).slice(0, UPCOMING_COUNT);
  return (
    <div aria-live="polite">
      <h3 className="text-sm font-semibold text-slate-900">{longDate(selectedDay)}</h3>
      {dueThatDay.length ? (
        <ul className="mt-3 space-y-2">
          {dueThatDay.map((event) => (
            <EventRow key={event.id} event={event} />
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-slate-600">Nothing due this day.</p>
      )}
      {upcoming.length > 0 && (
        <>
          <h3 className="mt-6 text-sm font-semibold text-slate-900">Coming up</h3>
          <ul className="mt-3 space-y-2">
            {upcoming.map((event) => (
              <EventRow key={event.id} event={event} showDate />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

function EventRow({ event, showDate = false }: { event: AcademicEvent; showDate?: boolean }) {
  return (
    <li className={`rounded-xl border-l-4 bg-slate-50 px-3 py-2 ${event.important ? 'border-red-500' : 'border-blue-500'}`}>
      <p className="text-sm font-semibold text-slate-900">{event.name}</p>
      <p className="mt-0.5 text-xs text-slate-600">
        {event.course} · {event.type}
        {showDate && ` · ${weekdayDate(isoDate(event.day))}`}
      </p>
    </li>
  );
}
