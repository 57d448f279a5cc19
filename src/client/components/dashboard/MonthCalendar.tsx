import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { addMonths, dayAfterKey, dayChips, dayTone, groupByDay, longDate, monthGrid, monthKey, monthLabel, monthOf, monthsSpanned, weekdayNames, type CalendarDay, type DayTone } from '../../lib/dashboard/calendar';
import { calendarEntries, isImportant, isOwnEvent, type CalendarEntry, type DashboardCourse, type DashboardData } from '../../lib/dashboard/model';
import { Tooltip } from '../ui/tooltip';
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

/** A phone's cell shows a dot per entry up to this many, then a "+". */
const MAX_DOTS = 3;

/**
 * The term month by month, as an ARIA grid: one day is in the tab order and the arrow keys, Home/End
 * and PageUp/PageDown move it, changing month when it leaves the one shown. From 640 px a day shows
 * up to 2 titles plus '+N more' (red days hold an exam or project, blue days other work, the student's
 * own events in violet); on a phone, where no title fits a seventh of the width, a dot per entry, and
 * the titles are in the day's details.
 */
export function MonthCalendar({ data, today, selectedDay, onSelectDay }: MonthCalendarProps) {
  const entries = calendarEntries(data);
  // Today is in reach even before or after the term, for the Today button.
  const months = monthsSpanned([...entries.map((entry) => entry.date), today]);
  const [focusDay, setFocusDay] = useState(selectedDay);
  const grid = useRef<HTMLTableElement>(null);
  const keyboardMoved = useRef(false);
  useEffect(() => {
    if (!keyboardMoved.current) return;
    keyboardMoved.current = false;
    grid.current?.querySelector<HTMLElement>(`[data-day="${focusDay}"]`)?.focus();
  }, [focusDay]);

  if (entries.length === 0) return <p className="text-sm text-slate-600">Nothing is on your calendar yet.</p>;
  const month = monthOf(focusDay);
  const inReach = (iso: string) => monthKey(monthOf(iso)) >= monthKey(months[0]!) && monthKey(monthOf(iso)) <= monthKey(months.at(-1)!);
  const isFirstMonth = monthKey(month) === monthKey(months[0]!);
  const isLastMonth = monthKey(month) === monthKey(months.at(-1)!);
  const courses = new Map(data.courses.map((course) => [course.id, course]));
  const byDay = groupByDay(entries);

  const select = (iso: string) => {
    if (inReach(iso)) setFocusDay(iso);
    onSelectDay(iso);
  };
  const moveByKey = (event: KeyboardEvent) => {
    const target = dayAfterKey(focusDay, event.key);
    if (target === null) return;
    event.preventDefault();
    if (!inReach(target)) return;
    keyboardMoved.current = true;
    setFocusDay(target);
  };

  return (
    <div>
      <div className="mb-3 flex items-center justify-between gap-2">
        <h3 className="text-base font-bold text-slate-900" aria-live="polite">
          {monthLabel(month)}
        </h3>
        <div className="flex items-center gap-2">
          <button type="button" onClick={() => select(today)} className="inline-flex min-h-10 items-center rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-100">
            Today
          </button>
          <StepButton direction="Previous" unit="month" disabled={isFirstMonth} onClick={() => setFocusDay(addMonths(focusDay, -1))} />
          <StepButton direction="Next" unit="month" disabled={isLastMonth} onClick={() => setFocusDay(addMonths(focusDay, 1))} />
        </div>
      </div>
      {/* On a phone, the day tooltips line up with the grid: a seventh of the screen cannot hold one. */}
      <div className="relative">
        <table ref={grid} role="grid" aria-label={monthLabel(month)} onKeyDown={moveByKey} className="w-full table-fixed border-separate border-spacing-0.5 sm:border-spacing-1">
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
                    <DayCell
                      column={column}
                      day={day}
                      entries={byDay.get(day.iso) ?? []}
                      courses={courses}
                      today={today}
                      isSelected={day.iso === selectedDay}
                      isFocusTarget={day.iso === focusDay}
                      onSelect={() => select(day.iso)}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Legend withOwnEvents={entries.some(isOwnEvent)} />
    </div>
  );
}

const cellBase = 'flex h-14 w-full flex-col items-center gap-1 overflow-hidden rounded-lg p-1 text-left sm:h-28 sm:items-stretch sm:p-1.5';

interface DayCellProps {
  /** 0-6 from the left: tooltips of the outer columns line up inward, so they stay on screen. */
  column: number;
  day: CalendarDay;
  entries: CalendarEntry[];
  courses: Map<number, DashboardCourse>;
  today: string;
  isSelected: boolean;
  /** The grid's one day in the tab order (roving tabindex). */
  isFocusTarget: boolean;
  onSelect: () => void;
}

function DayCell({ column, day, entries, courses, today, isSelected, isFocusTarget, onSelect }: DayCellProps) {
  const tone = dayTone(entries.map((entry) => (isOwnEvent(entry) ? { important: false, own: true } : { important: isImportant(entry) })));
  const isToday = day.iso === today;
  const common = {
    type: 'button' as const,
    onClick: onSelect,
    tabIndex: isFocusTarget ? 0 : -1,
    'data-day': day.iso,
    'aria-pressed': isSelected,
    'aria-label': dayLabel(day.iso, entries, tone, today),
  };
  const ring = isSelected ? 'ring-2 ring-brand-600 ring-offset-1' : '';
  if (tone === 'empty') {
    return (
      <button {...common} className={`${cellBase} ${day.inMonth ? 'bg-white hover:bg-slate-50' : 'bg-slate-50 hover:bg-slate-100'} ${ring}`}>
        <DayNumber day={day} isToday={isToday} className={day.inMonth ? 'text-slate-800' : 'text-slate-600'} />
      </button>
    );
  }
  const look = TONES[tone];
  const { shown, moreCount } = dayChips(entries);
  const chip = 'hidden shrink-0 truncate rounded border-l-2 px-1 py-0.5 text-xs font-semibold leading-tight tracking-tight sm:block';
  return (
    <Tooltip content={<TooltipList entries={entries} courses={courses} />} display="block" align={column < 2 ? 'start' : column > 4 ? 'end' : 'center'} anchoredOnPhone={false}>
      <button {...common} data-tone={tone} data-in-month={day.inMonth} className={`${cellBase} transition-colors ${look.cell} ${ring}`}>
        {/* A neighbouring month's day keeps its tone but not the solid number, so the month shown stands out. */}
        <DayNumber day={day} isToday={isToday} className={day.inMonth ? look.number : 'bg-white text-slate-700'} />
        <Dots entries={entries} />
        {shown.map((entry) =>
          isOwnEvent(entry) ? (
            <span key={entry.key} data-chip="own" className={`${chip} ${OWN_CHIP}`}>
              {entry.chip === entry.title ? entry.title : `${entry.chip}: ${entry.title}`}
            </span>
          ) : (
            // The left edge is the course's colour, so two courses on one day tell apart at a glance.
            <span key={entry.id} data-chip className={`${chip} ${look.chip}`} style={{ borderLeftColor: courses.get(entry.courseId)?.colour }}>
              {entry.title}
            </span>
          ),
        )}
        {moreCount > 0 && <span className="hidden shrink-0 whitespace-nowrap px-0.5 text-xs font-semibold leading-tight text-slate-700 sm:block">+{moreCount} more</span>}
      </button>
    </Tooltip>
  );
}

/** A phone's compact cell: one dot per entry in its colour (exam red, other work blue, own violet), "+" past MAX_DOTS. */
function Dots({ entries }: { entries: readonly CalendarEntry[] }) {
  return (
    <span data-dots className="flex items-center gap-0.5 sm:hidden" aria-hidden="true">
      {entries.slice(0, MAX_DOTS).map((entry) => (
        <span key={isOwnEvent(entry) ? entry.key : entry.id} className={`h-1.5 w-1.5 rounded-full ${isOwnEvent(entry) ? 'bg-violet-600' : isImportant(entry) ? 'bg-red-600' : 'bg-blue-600'}`} />
      ))}
      {entries.length > MAX_DOTS && <span className="text-[10px] font-bold leading-none text-slate-700">+</span>}
    </span>
  );
}

/** "Thursday, October 9: 1 deadline, exam day, 1 event of your own"; "Friday, October 10 (today): nothing due" */
function dayLabel(iso: string, entries: readonly CalendarEntry[], tone: DayTone, today: string): string {
  const own = entries.filter(isOwnEvent).length;
  const deadlines = entries.length - own;
  const parts = [deadlines > 0 && `${deadlines} ${deadlines === 1 ? 'deadline' : 'deadlines'}`, tone === 'important' && 'exam day', own > 0 && `${own} ${own === 1 ? 'event' : 'events'} of your own`];
  return `${longDate(iso, today)}${iso === today ? ' (today)' : ''}: ${parts.filter(Boolean).join(', ') || 'nothing due'}`;
}

function DayNumber({ day, isToday, className }: { day: CalendarDay; isToday: boolean; className: string }) {
  return (
    <span className={`inline-flex h-6 w-6 shrink-0 items-center justify-center rounded-full text-xs font-bold ${className} ${isToday ? 'outline-2 outline-offset-1 outline-brand-600' : ''}`}>
      {day.day}
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
