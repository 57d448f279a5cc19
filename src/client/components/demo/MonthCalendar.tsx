import type { AcademicEvent } from '../../content/demoDashboard';
import { dayChips, dayTone, groupByDay, longDate, monthGrid, weekdayNames, type CalendarDay, type DayTone } from '../../lib/demoCalendar';
import { Tooltip } from '../ui/tooltip';

interface MonthCalendarProps {
  year: number;
  /** 0-based. */
  month: number;
  events: readonly AcademicEvent[];
  today: string;
  selectedDay: string;
  onSelectDay: (iso: string) => void;
}

const TONES: Record<Exclude<DayTone, 'empty'>, { cell: string; number: string; chip: string; word: string }> = {
  important: { cell: 'bg-red-50 hover:bg-red-100', number: 'bg-red-600 text-white', chip: 'bg-red-100 text-red-800', word: 'important' },
  regular: { cell: 'bg-blue-50 hover:bg-blue-100', number: 'bg-blue-600 text-white', chip: 'bg-blue-100 text-blue-800', word: 'due' },
};

/** The month grid: up to 2 course chips a day plus '+N more'; red days hold an exam, blue days other work. */
export function MonthCalendar({ year, month, events, today, selectedDay, onSelectDay }: MonthCalendarProps) {
  const byDay = groupByDay(events);
  return (
    <div>
      {/* On phones the grid borrows the card's side padding so '+N more' fits in a seventh of the width. */}
      <table className="-mx-2 w-[calc(100%+1rem)] table-fixed sm:mx-0 sm:w-full border-separate border-spacing-0.5 sm:border-spacing-1">
        <thead>
          <tr>
            {weekdayNames().map((name) => (
              <th key={name} scope="col" className="pb-1 text-center text-[11px] font-semibold uppercase tracking-wide text-slate-600 sm:text-xs">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(year, month).map((week) => (
            <tr key={week[0]!.iso}>
              {week.map((day) => (
                <td key={day.iso} className="p-0 align-top">
                  <DayCell day={day} events={day.inMonth ? (byDay.get(day.day) ?? []) : []} isToday={day.iso === today} isSelected={day.iso === selectedDay} onSelect={() => onSelectDay(day.iso)} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <Legend />
    </div>
  );
}

const cellBase = 'flex h-[5.25rem] w-full flex-col gap-0.5 overflow-hidden rounded-lg p-0.5 text-left sm:h-28 sm:gap-1 sm:p-1.5';

function DayCell({ day, events, isToday, isSelected, onSelect }: { day: CalendarDay; events: AcademicEvent[]; isToday: boolean; isSelected: boolean; onSelect: () => void }) {
  const tone = dayTone(events);
  if (tone === 'empty') {
    return (
      <div className={`${cellBase} ${day.inMonth ? 'bg-white' : 'bg-slate-50'}`}>
        <DayNumber day={day} isToday={isToday} className={day.inMonth ? 'text-slate-800' : 'text-slate-500'} />
      </div>
    );
  }
  const look = TONES[tone];
  const { shown, moreCount } = dayChips(events);
  return (
    <Tooltip content={<EventList events={events} />}>
      <button
        type="button"
        onClick={onSelect}
        aria-pressed={isSelected}
        aria-label={`${longDate(day.iso)}: ${events.length} ${events.length === 1 ? 'deadline' : 'deadlines'}${tone === 'important' ? ', exam day' : ''}`}
        data-tone={tone}
        className={`${cellBase} transition-colors ${look.cell} ${isSelected ? 'ring-2 ring-brand-600 ring-offset-1' : ''}`}
      >
        <DayNumber day={day} isToday={isToday} className={look.number} />
        {shown.map((event) => (
          <CourseChip key={event.id} course={event.course} className={look.chip} />
        ))}
        {moreCount > 0 && <span className="shrink-0 whitespace-nowrap text-[10px] font-semibold leading-tight tracking-tighter text-slate-700 sm:px-0.5 sm:text-xs sm:tracking-normal">+{moreCount} more</span>}
      </button>
    </Tooltip>
  );
}

/** "MATH 1554" on wide screens; on phones only the number fits, so the subject is hidden visually. */
function CourseChip({ course, className }: { course: string; className: string }) {
  const split = course.lastIndexOf(' ');
  return (
    <span data-chip className={`block shrink-0 truncate rounded px-1 py-px text-[10px] font-semibold leading-tight sm:px-1.5 sm:py-0.5 sm:text-xs ${className}`}>
      <span className="hidden sm:inline">{course.slice(0, split + 1)}</span>
      {course.slice(split + 1)}
    </span>
  );
}

function DayNumber({ day, isToday, className }: { day: CalendarDay; isToday: boolean; className: string }) {
  return (
    <span className={`inline-flex h-5 w-5 shrink-0 items-center justify-center rounded-full text-[11px] font-bold sm:h-6 sm:w-6 sm:text-xs ${className} ${isToday ? 'outline-2 outline-brand-600' : ''}`}>
      {day.day}
      {isToday && <span className="sr-only"> (today)</span>}
    </span>
  );
}

function EventList({ events }: { events: readonly AcademicEvent[] }) {
  return (
    <ul className="space-y-0.5">
      {events.map((event) => (
        <li key={event.id}>
          <span className="font-semibold">{event.course}</span> · {event.name}
          {event.type === 'Exam' && <span className="ml-1 rounded bg-red-500 px-1 text-[10px] font-bold uppercase text-white">Exam</span>}
        </li>
      ))}
    </ul>
  );
}

function Legend() {
  return (
    <ul className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-xs text-slate-600" aria-label="Calendar legend">
      <li className="flex items-center gap-2">
        <span aria-hidden="true" className="h-3 w-3 rounded-full bg-red-600" />
        Exam or important deadline
      </li>
      <li className="flex items-center gap-2">
        <span aria-hidden="true" className="h-3 w-3 rounded-full bg-blue-600" />
        Assignments due
      </li>
      <li className="flex items-center gap-2">
        <span aria-hidden="true" className="h-3 w-3 rounded-full outline-2 outline-brand-600" />
        Today
      </li>
    </ul>
  );
}

