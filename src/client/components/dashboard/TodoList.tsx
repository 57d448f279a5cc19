import { useState } from 'react';
import { TODO_STATUSES, type TodoStatus } from '../../../shared/items';
import { stepWeek, todoWeeks, weekdayDate, weekIndexFor, weekLabel } from '../../lib/dashboard/calendar';
import { isOverdue, localDay, type DashboardCourse, type TodoEntry } from '../../lib/dashboard/model';
import { ReportChangeButton, ReportedBadge } from './ItemReport';
import { EditOwnItemButton } from './ItemList';
import { StepButton } from './StepButton';
import { useOwnItemClock, useStudentClock } from './studentTimeZone';

const STATUS_LOOKS: Record<TodoStatus, string> = {
  'Not Started': 'border-slate-300 bg-white text-slate-700',
  'In Progress': 'border-amber-300 bg-amber-50 text-amber-900',
  Done: 'border-emerald-300 bg-emerald-50 text-emerald-800',
};

interface TodoListProps {
  entries: readonly TodoEntry[];
  courses: readonly DashboardCourse[];
  now: Date;
  /** Saves a status; a rejection's message is shown and the row keeps its old status. */
  onStatusChange: (entry: TodoEntry, status: TodoStatus) => Promise<void>;
  /** The overview shows one week's first 6 rows; the full view every row, with filters. */
  full?: boolean;
}

const ALL = '';

/** The to-do list a week at a time, with Previous/Next; on the full view, filtered by course, type and status. */
export function TodoList({ entries, courses, now, onStatusChange, full = false }: TodoListProps) {
  const [filters, setFilters] = useState({ course: ALL, type: ALL, status: ALL });
  const shown = entries.filter(
    (entry) => (filters.course === ALL || String(entry.course?.id) === filters.course) && (filters.type === ALL || entry.typeLabel === filters.type) && (filters.status === ALL || entry.status === filters.status),
  );
  const weeks = todoWeeks(shown, full ? Infinity : undefined);
  const today = localDay(now);
  const [chosenWeek, setWeekIndex] = useState<number | null>(null);
  const weekIndex = Math.min(chosenWeek ?? weekIndexFor(weeks, today), Math.max(0, weeks.length - 1));
  const week = weeks[weekIndex];
  const [error, setError] = useState<string | null>(null);
  const [everyWeek, setEveryWeek] = useState(false);
  const shownWeeks = everyWeek ? weeks : week ? [week] : [];
  const types = [...new Set(entries.map((entry) => entry.typeLabel))].sort();

  const changeStatus = (entry: TodoEntry, status: TodoStatus) => {
    setError(null);
    onStatusChange(entry, status).catch((failure: Error) => setError(`“${entry.title}” was not saved: ${failure.message}`));
  };
  const filter = (name: keyof typeof filters, value: string) => {
    setFilters((current) => ({ ...current, [name]: value }));
    setWeekIndex(null);
  };

  return (
    <div>
      {full && (
        <div className="mb-4 grid gap-3 sm:grid-cols-4 sm:items-end">
          <FilterSelect label="Course" value={filters.course} onChange={(value) => filter('course', value)} options={courses.map((course) => [String(course.id), course.name])} all="All courses" />
          <FilterSelect label="Type" value={filters.type} onChange={(value) => filter('type', value)} options={types.map((type) => [type, type])} all="All types" />
          <FilterSelect label="Status" value={filters.status} onChange={(value) => filter('status', value)} options={TODO_STATUSES.map((status) => [status, status])} all="Any status" />
          <label className="flex min-h-10 items-center gap-2 text-sm font-semibold text-slate-700">
            <input type="checkbox" checked={everyWeek} onChange={(event) => setEveryWeek(event.target.checked)} className="h-4 w-4 accent-brand-600" />
            Show every week
          </label>
        </div>
      )}
      <div className={`flex items-center justify-between gap-3 rounded-xl bg-slate-50 px-3 py-2 ${everyWeek ? 'hidden' : ''}`}>
        <StepButton direction="Previous" unit="week" worded disabled={weekIndex === 0} onClick={() => setWeekIndex(stepWeek(weekIndex, -1, weeks.length))} />
        <h3 className="text-center text-sm font-semibold text-slate-900" aria-live="polite">
          {week ? `Week of ${weekLabel(week.start, today)}` : 'Nothing matches these filters'}
        </h3>
        <StepButton direction="Next" unit="week" worded disabled={weekIndex >= weeks.length - 1} onClick={() => setWeekIndex(stepWeek(weekIndex, 1, weeks.length))} />
      </div>
      {error && (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm font-semibold text-red-800">
          {error}
        </p>
      )}
      <div className="relative mt-3 overflow-x-auto" role="region" aria-label="To-do list for the week" tabIndex={0}>
        {/* On a phone each row is a small card (name first, status last); the header stays for screen readers. */}
        <table className="block w-full text-left text-sm sm:table sm:min-w-[40rem]">
          <thead>
            <tr className="sr-only border-b border-slate-200 text-xs font-semibold uppercase tracking-wide text-slate-600 sm:not-sr-only">
              <th scope="col" className="py-2 pr-3">Status</th>
              <th scope="col" className="px-3 py-2">Course</th>
              <th scope="col" className="px-3 py-2">Type</th>
              <th scope="col" className="px-3 py-2">Name</th>
              <th scope="col" className="py-2 pl-3">Due</th>
            </tr>
          </thead>
          {shownWeeks.map((shownWeek) => (
            <tbody key={shownWeek.start} className="block divide-y divide-slate-100 sm:table-row-group">
              {everyWeek && (
                <tr className="block sm:table-row">
                  <th scope="rowgroup" colSpan={5} className="block bg-slate-50 px-2 py-1.5 text-xs font-semibold text-slate-700 sm:table-cell">
                    Week of {weekLabel(shownWeek.start, today)}
                  </th>
                </tr>
              )}
              {shownWeek.rows.map((entry) => (
                <TodoRow key={entry.key} entry={entry} overdue={isOverdue(entry, now)} onStatusChange={changeStatus} />
              ))}
            </tbody>
          ))}
        </table>
      </div>
      {week && !everyWeek && (
        <p className="mt-3 text-xs text-slate-600">
          {week.rows.filter((entry) => entry.status === 'Done').length} of {week.rows.length} done{full ? ' this week' : week.total > week.rows.length ? ` · ${week.total - week.rows.length} more this week` : ' this week'}
        </p>
      )}
    </div>
  );
}

function TodoRow({ entry, overdue, onStatusChange }: { entry: TodoEntry; overdue: boolean; onStatusChange: (entry: TodoEntry, status: TodoStatus) => void }) {
  const clock = useStudentClock();
  const ownItemClock = useOwnItemClock();
  const time = entry.item?.time && entry.course ? clock(entry.date, entry.item.time, entry.course.timeZone, { withDay: true }) : entry.ownItem ? ownItemClock(entry.ownItem, { withDay: true }) : null;
  return (
    <tr data-overdue={overdue || undefined} className={`flex flex-wrap items-center gap-x-3 gap-y-1.5 py-3 sm:table-row sm:py-0 ${overdue ? 'bg-red-50/60' : ''}`}>
      <td className="order-last w-full sm:order-none sm:w-auto sm:py-2.5 sm:pr-3">
        <select
          value={entry.status}
          onChange={(event) => onStatusChange(entry, event.target.value as TodoStatus)}
          aria-label={`Status of ${entry.title}`}
          className={`rounded-lg border px-2 py-1.5 text-xs font-semibold ${STATUS_LOOKS[entry.status]}`}
        >
          {TODO_STATUSES.map((status) => (
            <option key={status}>{status}</option>
          ))}
        </select>
      </td>
      <td className="whitespace-nowrap font-medium text-slate-900 sm:px-3 sm:py-2.5">
        {entry.course ? (
          <>
            <span className="mr-1.5 inline-block h-2 w-2 rounded-full" style={{ background: entry.course.colour }} aria-hidden="true" />
            {entry.course.name}
          </>
        ) : (
          <span className="text-slate-500">No course</span>
        )}
      </td>
      <td className="sm:px-3 sm:py-2.5">
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${typeLook(entry)}`}>{entry.typeLabel}</span>
      </td>
      <td className="order-first w-full font-semibold text-slate-800 sm:order-none sm:w-auto sm:px-3 sm:py-2.5 sm:font-normal">
        <span className={entry.status === 'Done' ? 'line-through decoration-slate-400' : undefined}>{entry.title}</span>
        {overdue && <span className="ml-2 rounded-full bg-red-600 px-2 py-0.5 text-[11px] font-bold uppercase tracking-wide text-white">Overdue</span>}
        {entry.item && entry.course && (
          <span className="ml-2 inline-flex flex-wrap items-center gap-2 align-middle">
            <ReportedBadge item={entry.item} />
            <ReportChangeButton item={entry.item} courseZone={entry.course.timeZone} />
          </span>
        )}
        {entry.ownItem && <EditOwnItemButton item={entry.ownItem} className="ml-2" />}
      </td>
      {/* A time names its own day: where the student is, it may fall on the next or the previous one. */}
      <td className={`text-slate-600 sm:py-2.5 sm:pl-3 ${time ? '' : 'whitespace-nowrap'}`}>{time ?? weekdayDate(entry.date)}</td>
    </tr>
  );
}

/** Exams in red; the student's own in violet, like their calendar chips. */
const typeLook = (entry: TodoEntry) => (entry.ownItem ? 'bg-violet-700 text-white' : entry.typeLabel === 'Exam' ? 'bg-red-100 text-red-800' : 'bg-slate-100 text-slate-700');

function FilterSelect({ label, value, onChange, options, all }: { label: string; value: string; onChange: (value: string) => void; options: readonly (readonly [string, string])[]; all: string }) {
  return (
    <label className="text-xs font-semibold text-slate-700">
      {label}
      <select value={value} onChange={(event) => onChange(event.target.value)} className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-2.5 py-2 text-sm font-normal text-slate-900">
        <option value={ALL}>{all}</option>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </label>
  );
}
