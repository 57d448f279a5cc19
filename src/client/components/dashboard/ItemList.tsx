import { createContext, useContext } from 'react';
import { formatClock, formatDay } from '../../../shared/calendarDay';
import { googleCalendarLink, outlookCalendarLink } from '../../../shared/calendarEvent';
import { calendarEventOf, isImportant, TYPE_WORDS, type DashboardCourse, type DashboardItem } from '../../lib/dashboard/model';

/** Where an event added to someone's calendar links back to; null on the sample, which has no dashboard of its own. */
export const DashboardLinkContext = createContext<string | null>(null);

interface ItemListProps {
  items: readonly DashboardItem[];
  courses: Map<number, DashboardCourse>;
  /** Print each item's date (lists that span several days). */
  showDate?: boolean;
  className?: string;
}

/** Items with their course, type, date and time, each with its Add to Google Calendar and Outlook links. */
export function ItemList({ items, courses, showDate = false, className = '' }: ItemListProps) {
  return (
    <ul className={`space-y-2 ${className}`}>
      {items.map((item) => (
        <ItemRow key={item.id} item={item} course={courses.get(item.courseId)!} showDate={showDate} />
      ))}
    </ul>
  );
}

function ItemRow({ item, course, showDate }: { item: DashboardItem; course: DashboardCourse; showDate: boolean }) {
  const dashboardUrl = useContext(DashboardLinkContext);
  const event = calendarEventOf(item, course);
  const when = [showDate && formatDay(item.date, { year: false }), item.endDate && `to ${formatDay(item.endDate, { year: false })}`, item.time && formatClock(item.time)].filter(Boolean).join(' · ');
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
        <a href={outlookCalendarLink(event, dashboardUrl)} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline-offset-2 hover:underline">
          Outlook<span className="sr-only">: add {item.title}</span>
        </a>
      </p>
    </li>
  );
}
