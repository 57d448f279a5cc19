import { createContext, useContext, type ReactNode } from 'react';
import { formatDay } from '../../../shared/calendarDay';
import { googleCalendarLink, outlookCalendarLink } from '../../../shared/calendarEvent';
import { TYPE_WORDS } from '../../../shared/items';
import { showsYears } from '../../lib/dashboard/calendar';
import { ReportChangeButton, ReportChangeContext, ReportedBadge, type ReportChange } from './ItemReport';
import { StudentTimeZoneContext, useOwnItemClock, useStudentClock } from './studentTimeZone';
import { calendarEventOf, entryKey, isImportant, isOwnEvent, type CalendarEntry, type DashboardCourse, type DashboardItem, type DashboardOwnItem, type OwnEvent } from '../../lib/dashboard/model';

/** An item's actions, each at least 24 px tall so a finger hits the one it means (WCAG target size). */
const ACTION_LINK = 'inline-flex min-h-6 items-center text-brand-700 underline-offset-2 hover:underline';

/** Where an event added to someone's calendar links back to; null on the sample, which has no dashboard of its own. */
const DashboardLinkContext = createContext<string | null>(null);

/** Opens the edit form of a task or event the student added; null on the sample, which saves nothing. */
const EditOwnItemContext = createContext<((item: DashboardOwnItem) => void) | null>(null);

interface ItemListContextsProps {
  dashboardUrl: string;
  editOwnItem: (item: DashboardOwnItem) => void;
  reportChange: ReportChange;
  /** The student's reminder zone, which every time reads in. */
  timeZone: string;
  children: ReactNode;
}

/**
 * The student's dashboard around its item lists: where an event added to a calendar links back to, how
 * an own item is edited, how a change is reported, and the zone times read in.
 */
export function ItemListContexts({ dashboardUrl, editOwnItem, reportChange, timeZone, children }: ItemListContextsProps) {
  return (
    <DashboardLinkContext value={dashboardUrl}>
      <EditOwnItemContext value={editOwnItem}>
        <ReportChangeContext value={reportChange}>
          <StudentTimeZoneContext value={timeZone}>{children}</StudentTimeZoneContext>
        </ReportChangeContext>
      </EditOwnItemContext>
    </DashboardLinkContext>
  );
}

interface ItemListProps {
  entries: readonly CalendarEntry[];
  courses: Map<number, DashboardCourse>;
  /** Given (lists that span several days), each entry's date is printed, with its year when that is not today's. */
  today?: string;
  className?: string;
}

/**
 * Calendar entries: syllabus items with their course, type, date and time (in the student's zone), each
 * with its Add to Google Calendar and Outlook links (Microsoft 365 and Outlook.com), and the student's
 * own events, marked as theirs.
 */
export function ItemList({ entries, courses, today, className = '' }: ItemListProps) {
  const showDate = (date: string) => today !== undefined && formatDay(date, { year: showsYears([date], today) });
  return (
    <ul className={`space-y-2 ${className}`}>
      {entries.map((entry) =>
        isOwnEvent(entry) ? <OwnEventRow key={entryKey(entry)} event={entry} when={showDate(entry.date)} /> : <ItemRow key={entryKey(entry)} item={entry} course={courses.get(entry.courseId)!} when={showDate(entry.date)} />,
      )}
    </ul>
  );
}

/** A task or event the student added, or an application's next step: violet and labelled, never looking like a checked syllabus item. */
function OwnEventRow({ event, when }: { event: OwnEvent; when: string | false }) {
  const ownItemClock = useOwnItemClock();
  const time = event.ownItem && (ownItemClock(event.ownItem) ?? 'All day');
  return (
    <li data-own-event className="rounded-xl border-l-4 border-dashed border-violet-500 bg-violet-50 px-3 py-2">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm font-semibold text-slate-900">
        <span className="break-words">{event.title}</span>
        <span className="rounded-full bg-violet-700 px-2 py-0.5 text-[11px] font-bold text-white">{event.badge}</span>
      </p>
      <p className="mt-0.5 break-words text-xs text-slate-600">{[event.detail, time, when].filter(Boolean).join(' · ')}</p>
      {event.ownItem && <EditOwnItemButton item={event.ownItem} className="mt-1.5" />}
    </li>
  );
}

/** "Edit" on a task or event the student added (none on the sample). */
export function EditOwnItemButton({ item, className = '' }: { item: DashboardOwnItem; className?: string }) {
  const edit = useContext(EditOwnItemContext);
  if (!edit) return null;
  return (
    <button type="button" onClick={() => edit(item)} className={`${ACTION_LINK} text-xs font-semibold ${className}`}>
      Edit<span className="sr-only"> {item.title}</span>
    </button>
  );
}

function ItemRow({ item, course, when: day }: { item: DashboardItem; course: DashboardCourse; when: string | false }) {
  const dashboardUrl = useContext(DashboardLinkContext);
  const clock = useStudentClock();
  const event = calendarEventOf(item, course);
  const when = [day, item.endDate && `to ${formatDay(item.endDate, { year: item.endDate.slice(0, 4) !== item.date.slice(0, 4) })}`, item.time && clock(item.endDate ?? item.date, item.time, course.timeZone)].filter(Boolean).join(' · ');
  return (
    <li className={`rounded-xl border-l-4 bg-slate-50 px-3 py-2 ${isImportant(item) ? 'border-red-500' : 'border-blue-500'}`}>
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm font-semibold text-slate-900">
        <span className="break-words">{item.title}</span>
        <ReportedBadge item={item} />
      </p>
      {/* The dot stays with the text when a long time wraps it. */}
      <p className="mt-0.5 break-words text-xs text-slate-600">
        <span className="mr-1.5 inline-block h-2 w-2 rounded-full align-middle" style={{ background: course.colour }} aria-hidden="true" />
        {course.name} · {TYPE_WORDS[item.type]}
        {when && ` · ${when}`}
      </p>
      <p className="mt-1.5 flex flex-wrap gap-x-3 gap-y-1 text-xs font-semibold">
        <a href={googleCalendarLink(event, dashboardUrl)} target="_blank" rel="noopener noreferrer" className={ACTION_LINK}>
          Add to Google Calendar<span className="sr-only">: {item.title}</span>
        </a>
        <a href={outlookCalendarLink(event, dashboardUrl, 'work')} target="_blank" rel="noopener noreferrer" className={ACTION_LINK}>
          Outlook (work or school)<span className="sr-only">: add {item.title}</span>
        </a>
        <a href={outlookCalendarLink(event, dashboardUrl, 'personal')} target="_blank" rel="noopener noreferrer" className={ACTION_LINK}>
          Outlook.com<span className="sr-only">: add {item.title}</span>
        </a>
        <ReportChangeButton item={item} courseZone={course.timeZone} />
      </p>
    </li>
  );
}
