import { useState } from 'react';
import { dayChips, dayTone, groupByDay, longDate, monthGrid, monthLabel, monthsSpanned, openingMonthIndex, todoWeeks, weekdayNames, type CalendarDay, type DayTone, type Month } from '../../lib/dashboard/calendar';
import { calendarEntries, isImportant, isOwnEvent, type CalendarEntry, type DashboardCourse, type DashboardData } from '../../lib/dashboard/model';
import { Tooltip } from '../ui/tooltip';
import { ItemList } from './ItemList';
import { StepButton } from './StepButton';

interface MonthCalendarProps {
  data: DashboardData;
  today: string;
  selectedDay: string;
  onSelectDay: (iso: string) => void;
}

/**
 * Red and blue are the syllabus's colours (exam or project, other work) and nothing else: the
 * student's own events never change a day's red or blue, so a red day always means a checked exam
 * or project. Their chips are violet with a dashed edge wherever they stand, and a day with only own
 * events is violet.
 */
const TONES: Record<Exclude<DayTone, 'empty'>, { cell: string; number: string; chip: string }> = {
  important: { cell: 'bg-red-50 hover:bg-red-100', number: 'bg-red-600 text-white', chip: 'bg-red-100 text-red-800' },
  regular: { cell: 'bg-blue-50 hover:bg-blue-100', number: 'bg-blue-600 text-white', chip: 'bg-blue-100 text-blue-800' },
  own: { cell: 'bg-violet-50 hover:bg-violet-100', number: 'bg-violet-600 text-white', chip: '' },
};
const OWN_CHIP = 'border-dashed border-violet-500 bg-violet-100 text-violet-900';

/**
 * The term month by month: a grid with up to 2 chips a day plus '+N more' (red days hold an exam or
 * project, blue days other work; the student's own events in violet); on a phone, the month's
 * entries as an agenda by week.
 */
export function MonthCalendar({ data, today, selectedDay, onSelectDay }: MonthCalendarProps) {
  const entries = calendarEntries(data);
  const months = monthsSpanned(entries.map((entry) => entry.date));
  const [index, setIndex] = useState(() => openingMonthIndex(months, today));
  const month = months[index];
  if (!month) return <p className="text-sm text-slate-600">Nothing is on your calendar yet.</p>;
  const courses = new Map(data.courses.map((course) => [course.id, course]));
  const byDay = groupByDay(entries);

  return (
    <div>
      <div className="mb-3 flex items-center justify-between gap-3">
        <StepButton direction="Previous" unit="month" disabled={index === 0} onClick={() => setIndex(index - 1)} />
        <h3 className="text-base font-bold text-slate-900" aria-live="polite">
          {monthLabel(month)}
        </h3>
        <StepButton direction="Next" unit="month" disabled={index === months.length - 1} onClick={() => setIndex(index + 1)} />
      </div>
      <div className="hidden sm:block">
        <MonthGrid month={month} byDay={byDay} courses={courses} today={today} selectedDay={selectedDay} onSelectDay={onSelectDay} />
        <Legend withOwnEvents={entries.some(isOwnEvent)} />
      </div>
      <MonthAgenda month={month} entries={entries} courses={courses} today={today} />
    </div>
  );
}

interface GridProps {
  month: Month;
  byDay: Map<string, CalendarEntry[]>;
  courses: Map<number, DashboardCourse>;
  today: string;
  selectedDay: string;
  onSelectDay: (iso: string) => void;
}

function MonthGrid({ month, byDay, courses, today, selectedDay, onSelectDay }: GridProps) {
  return (
    <table className="w-full table-fixed border-separate border-spacing-1">
      <caption className="sr-only">{monthLabel(month)}</caption>
      <thead>
        <tr>
          {weekdayNames().map((name) => (
            <th key={name} scope="col" className="pb-1 text-center text-xs font-semibold uppercase tracking-wide text-slate-600">
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthGrid(month.year, month.month).map((week) => (
          <tr key={week[0]!.iso}>
            {week.map((day, column) => (
              <td key={day.iso} className="p-0 align-top">
                <DayCell column={column} day={day} entries={day.inMonth ? (byDay.get(day.iso) ?? []) : []} courses={courses} isToday={day.iso === today} isSelected={day.iso === selectedDay} onSelect={() => onSelectDay(day.iso)} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const cellBase = 'flex h-28 w-full flex-col gap-1 overflow-hidden rounded-lg p-1.5 text-left';

interface DayCellProps {
  /** 0-6 from the left: tooltips of the outer columns line up inward, so they stay on screen. */
  column: number;
  day: CalendarDay;
  entries: CalendarEntry[];
  courses: Map<number, DashboardCourse>;
  isToday: boolean;
  isSelected: boolean;
  onSelect: () => void;
}

function DayCell({ column, day, entries, courses, isToday, isSelected, onSelect }: DayCellProps) {
  const tone = dayTone(entries.map((entry) => (isOwnEvent(entry) ? { important: false, own: true } : { important: isImportant(entry) })));
  if (tone === 'empty') {
    return (
      <div className={`${cellBase} ${day.inMonth ? 'bg-white' : 'bg-slate-50'}`}>
        <DayNumber day={day} isToday={isToday} className={day.inMonth ? 'text-slate-800' : 'text-slate-500'} />
      </div>
    );
  }
  const look = TONES[tone];
  const { shown, moreCount } = dayChips(entries);
  const chip = 'block shrink-0 truncate rounded border-l-2 px-1 py-0.5 text-xs font-semibold leading-tight tracking-tight';
  return (
    <Tooltip content={<TooltipList entries={entries} courses={courses} />} display="block" align={column < 2 ? 'start' : column > 4 ? 'end' : 'center'}>
      <button type="button" onClick={onSelect} aria-pressed={isSelected} aria-label={dayLabel(day.iso, entries, tone)} data-tone={tone} className={`${cellBase} transition-colors ${look.cell} ${isSelected ? 'ring-2 ring-brand-600 ring-offset-1' : ''}`}>
        <DayNumber day={day} isToday={isToday} className={look.number} />
        {shown.map((entry) =>
          isOwnEvent(entry) ? (
            <span key={entry.key} data-chip="own" className={`${chip} ${OWN_CHIP}`}>
              {entry.chip}
            </span>
          ) : (
            // The left edge is the course's colour, so two courses on one day tell apart at a glance.
            <span key={entry.id} data-chip className={`${chip} ${look.chip}`} style={{ borderLeftColor: courses.get(entry.courseId)?.colour }}>
              {courses.get(entry.courseId)?.name}
            </span>
          ),
        )}
        {moreCount > 0 && <span className="shrink-0 whitespace-nowrap px-0.5 text-xs font-semibold leading-tight text-slate-700">+{moreCount} more</span>}
      </button>
    </Tooltip>
  );
}

/** "Thursday, October 9: 1 deadline, exam day, 1 event of your own" */
function dayLabel(iso: string, entries: readonly CalendarEntry[], tone: DayTone): string {
  const own = entries.filter(isOwnEvent).length;
  const deadlines = entries.length - own;
  const parts = [deadlines > 0 && `${deadlines} ${deadlines === 1 ? 'deadline' : 'deadlines'}`, tone === 'important' && 'exam day', own > 0 && `${own} ${own === 1 ? 'event' : 'events'} of your own`];
  return `${longDate(iso)}: ${parts.filter(Boolean).join(', ')}`;
}

function DayNumber({ day, isToday, className }: { day: CalendarDay; isToday: boolean; className: string }) {
  return (
    <span className={`inline-flex h-6 w-6 shrink-0 items-center justify-center rounded-full text-xs font-bold ${className} ${isToday ? 'outline-2 outline-offset-1 outline-brand-600' : ''}`}>
      {day.day}
      {isToday && <span className="sr-only"> (today)</span>}
    </span>
  );
}

function TooltipList({ entries, courses }: { entries: readonly CalendarEntry[]; courses: Map<number, DashboardCourse> }) {
  const badge = 'ml-1 rounded px-1 text-[10px] font-bold uppercase text-white';
  return (
    <ul className="space-y-0.5">
      {entries.map((entry) =>
        isOwnEvent(entry) ? (
          <li key={entry.key}>
            <span className="font-semibold">{entry.chip}</span>
            {entry.chip !== entry.title && ` · ${entry.title}`}
            <span className={`${badge} bg-violet-500`}>Yours</span>
          </li>
        ) : (
          <li key={entry.id}>
            <span className="font-semibold">{courses.get(entry.courseId)?.name}</span> · {entry.title}
            {entry.type === 'exam' && <span className={`${badge} bg-red-500`}>Exam</span>}
          </li>
        ),
      )}
    </ul>
  );
}

function Legend({ withOwnEvents }: { withOwnEvents: boolean }) {
  return (
    <ul className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-xs text-slate-600" aria-label="Calendar legend">
      <li className="flex items-center gap-2">
        <span aria-hidden="true" className="h-3 w-3 rounded-full bg-red-600" />
        Exam or important deadline
      </li>
      <li className="flex items-center gap-2">
        <span aria-hidden="true" className="h-3 w-3 rounded-full bg-blue-600" />
        Other deadlines
      </li>
      {withOwnEvents && (
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className="h-3 w-3 rounded-full border border-dashed border-violet-600 bg-violet-200" />
          Your own (what you added, internship next steps)
        </li>
      )}
      <li className="flex items-center gap-2">
        <span aria-hidden="true" className="h-3 w-3 rounded-full outline-2 outline-offset-1 outline-brand-600" />
        Today
      </li>
    </ul>
  );
}

/** On a phone: the month's entries week by week, each item with its own links, instead of a cramped grid. */
function MonthAgenda({ month, entries, courses, today }: { month: Month; entries: readonly CalendarEntry[]; courses: Map<number, DashboardCourse>; today: string }) {
  const prefix = `${month.year}-${String(month.month + 1).padStart(2, '0')}`;
  const weeks = todoWeeks(
    entries.filter((entry) => entry.date.startsWith(prefix)),
    Infinity,
  );
  return (
    <div className="sm:hidden" role="region" aria-label={`Agenda for ${monthLabel(month)}`}>
      {weeks.length === 0 && <p className="text-sm text-slate-600">Nothing is due this month.</p>}
      {weeks.map((week) => (
        <section key={week.start} className="mt-4 first:mt-0">
          <h4 className="text-xs font-semibold uppercase tracking-wide text-slate-600">
            Week of {week.label}
            {today >= week.start && today <= week.end && <span className="ml-2 rounded-full bg-brand-100 px-2 py-0.5 text-[11px] normal-case tracking-normal text-brand-800">This week</span>}
          </h4>
          <ItemList entries={week.rows} courses={courses} showDate className="mt-2" />
        </section>
      ))}
    </div>
  );
}
