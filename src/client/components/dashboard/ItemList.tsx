import { createContext, useContext } from 'react';
import { formatDay } from '../../../shared/calendarDay';
import { googleCalendarLink, outlookCalendarLink } from '../../../shared/calendarEvent';
import { useStudentClock } from './studentTimeZone';
import { calendarEventOf, entryKey, isImportant, isOwnEvent, TYPE_WORDS, type CalendarEntry, type DashboardCourse, type DashboardItem, type OwnEvent } from '../../lib/dashboard/model';

/** Where an event added to someone's calendar links back to; null on the sample, which has no dashboard of its own. */
export const DashboardLinkContext = createContext<string | null>(null);

interface ItemListProps {
  entries: readonly CalendarEntry[];
  courses: Map<number, DashboardCourse>;
  /** Print each entry's date (lists that span several days). */
  showDate?: boolean;
  className?: string;
}

/**
 * Calendar entries: syllabus items with their course, type, date and time (in the student's zone), each
 * with its Add to Google Calendar and Outlook links (Microsoft 365 and Outlook.com), and the student's
 * own events, marked as theirs.
 */
export function ItemList({ entries, courses, showDate = false, className = '' }: ItemListProps) {
  return (
    <ul className={`space-y-2 ${className}`}>
      {entries.map((entry) =>
        isOwnEvent(entry) ? <OwnEventRow key={entryKey(entry)} event={entry} showDate={showDate} /> : <ItemRow key={entryKey(entry)} item={entry} course={courses.get(entry.courseId)!} showDate={showDate} />,
      )}
    </ul>
  );
}

/** An application's next step: violet and labelled, never looking like a checked syllabus item. */
function OwnEventRow({ event, showDate }: { event: OwnEvent; showDate: boolean }) {
  return (
    <li data-own-event className="rounded-xl border-l-4 border-dashed border-violet-500 bg-violet-50 px-3 py-2">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm font-semibold text-slate-900">
        <span className="break-words">{event.title}</span>
        <span className="rounded-full bg-violet-700 px-2 py-0.5 text-[11px] font-bold text-white">Your event · Internship</span>
      </p>
      <p className="mt-0.5 break-words text-xs text-slate-600">
        {event.company} · {event.position}
        {showDate && ` · ${formatDay(event.date, { year: false })}`}
      </p>
    </li>
  );
}

function ItemRow({ item, course, showDate }: { item: DashboardItem; course: DashboardCourse; showDate: boolean }) {
  const dashboardUrl = useContext(DashboardLinkContext);
  const clock = useStudentClock();
  const event = calendarEventOf(item, course);
  const when = [showDate && formatDay(item.date, { year: false }), item.endDate && `to ${formatDay(item.endDate, { year: false })}`, item.time && clock(item.endDate ?? item.date, item.time, course.timeZone)].filter(Boolean).join(' · ');
  return (
    <li className={`rounded-xl border-l-4 bg-slate-50 px-3 py-2 ${isImportant(item) ? 'border-red-500' : 'border-blue-500'}`}>
      <p className="break-words text-sm font-semibold text-slate-900">{item.title}</p>
      <p className="mt-0.5 flex flex-wrap items-center gap-x-1.5 text-xs text-slate-600">
        <span className="h-2 w-2 rounded-full" style={{ background: course.colour }} aria-hidden="true" />
        {course.name} · {TYPE_WORDS[item.type]}
        {when && ` · ${when}`}
      </p>
      <p className="mt-1.5 flex flex-wrap gap-x-3 gap-y-1 text-xs font-semibold">
        <a href={googleCalendarLink(event, dashboardUrl)} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline-offset-2 hover:underline">
          Add to Google Calendar<span className="sr-only">: {item.title}</span>
        </a>
        <a href={outlookCalendarLink(event, dashboardUrl, 'work')} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline-offset-2 hover:underline">
          Outlook (work or school)<span className="sr-only">: add {item.title}</span>
        </a>
        <a href={outlookCalendarLink(event, dashboardUrl, 'personal')} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline-offset-2 hover:underline">
          Outlook.com<span className="sr-only">: add {item.title}</span>
        </a>
      </p>
    </li>
  );
}
