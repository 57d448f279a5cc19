import { createContext, useContext, type ReactNode } from 'react';
import { formatClock, formatDay } from '../../../shared/calendarDay';
import { googleCalendarLink, outlookCalendarLink } from '../../../shared/calendarEvent';
import { ReportChangeButton, ReportedBadge } from './ItemReport';
import { calendarEventOf, entryKey, isImportant, isOwnEvent, TYPE_WORDS, type CalendarEntry, type DashboardCourse, type DashboardItem, type DashboardOwnItem, type OwnEvent } from '../../lib/dashboard/model';

/** Where an event added to someone's calendar links back to; null on the sample, which has no dashboard of its own. */
const DashboardLinkContext = createContext<string | null>(null);

/** Opens the edit form of a task or event the student added; null on the sample, which saves nothing. */
const EditOwnItemContext = createContext<((item: DashboardOwnItem) => void) | null>(null);

/** The student's dashboard around its item lists: where an event added to a calendar links back to, and how an own item is edited. */
export function ItemListContexts({ dashboardUrl, editOwnItem, children }: { dashboardUrl: string; editOwnItem: (item: DashboardOwnItem) => void; children: ReactNode }) {
  return (
    <DashboardLinkContext value={dashboardUrl}>
      <EditOwnItemContext value={editOwnItem}>{children}</EditOwnItemContext>
    </DashboardLinkContext>
  );
}

interface ItemListProps {
  entries: readonly CalendarEntry[];
  courses: Map<number, DashboardCourse>;
  /** Print each entry's date (lists that span several days). */
  showDate?: boolean;
  className?: string;
}

/**
 * Calendar entries: syllabus items with their course, type, date and time, each with its Add to
 * Google Calendar and Outlook links, and the student's own events, marked as theirs.
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

/** A task or event the student added, or an application's next step: violet and labelled, never looking like a checked syllabus item. */
function OwnEventRow({ event, showDate }: { event: OwnEvent; showDate: boolean }) {
  return (
    <li data-own-event className="rounded-xl border-l-4 border-dashed border-violet-500 bg-violet-50 px-3 py-2">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm font-semibold text-slate-900">
        <span className="break-words">{event.title}</span>
        <span className="rounded-full bg-violet-700 px-2 py-0.5 text-[11px] font-bold text-white">{event.badge}</span>
      </p>
      <p className="mt-0.5 break-words text-xs text-slate-600">
        {event.detail}
        {showDate && ` · ${formatDay(event.date, { year: false })}`}
      </p>
      {event.ownItem && <EditOwnItemButton item={event.ownItem} className="mt-1.5" />}
    </li>
  );
}

/** "Edit" on a task or event the student added (none on the sample). */
export function EditOwnItemButton({ item, className = '' }: { item: DashboardOwnItem; className?: string }) {
  const edit = useContext(EditOwnItemContext);
  if (!edit) return null;
  return (
    <button type="button" onClick={() => edit(item)} className={`text-xs font-semibold text-brand-700 underline-offset-2 hover:underline ${className}`}>
      Edit<span className="sr-only"> {item.title}</span>
    </button>
  );
}

function ItemRow({ item, course, showDate }: { item: DashboardItem; course: DashboardCourse; showDate: boolean }) {
  const dashboardUrl = useContext(DashboardLinkContext);
  const event = calendarEventOf(item, course);
  const when = [showDate && formatDay(item.date, { year: false }), item.endDate && `to ${formatDay(item.endDate, { year: false })}`, item.time && formatClock(item.time)].filter(Boolean).join(' · ');
  return (
    <li className={`rounded-xl border-l-4 bg-slate-50 px-3 py-2 ${isImportant(item) ? 'border-red-500' : 'border-blue-500'}`}>
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm font-semibold text-slate-900">
        <span className="break-words">{item.title}</span>
        <ReportedBadge item={item} />
      </p>
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
        <ReportChangeButton item={item} />
      </p>
    </li>
  );
}
