import { useState } from 'react';
import { DEMO_TODAY, DEMO_TODOS, TODO_STATUSES, type TodoRow, type TodoStatus } from '../../content/demoDashboard';
import { stepWeek, todoWeeks, weekdayDate, weekIndexFor } from '../../lib/demoCalendar';
import { Icon } from './icons';

const STATUS_LOOKS: Record<TodoStatus, string> = {
  'Not Started': 'border-slate-300 bg-white text-slate-700',
  'In Progress': 'border-amber-300 bg-amber-50 text-amber-900',
  Done: 'border-emerald-300 bg-emerald-50 text-emerald-800',
};

/** The to-do preview: one week at a time, 6 rows, statuses the visitor can change (kept in this page only). */
export function TodoTable() {
  const [rows, setRows] = useState<TodoRow[]>(DEMO_TODOS);
  const weeks = todoWeeks(rows);
  const [weekIndex, setWeekIndex] = useState(() => weekIndexFor(weeks, DEMO_TODAY));
  const week = weeks[weekIndex];

  const setStatus = (id: string, status: TodoStatus) => setRows((all) => all.map((row) => (row.id === id ? { ...row, status } : row)));

  return (
    <div>
      <div className="flex items-center justify-between gap-3 rounded-xl bg-slate-50 px-3 py-2">
        <WeekButton direction="Previous" disabled={weekIndex === 0} onClick={() => setWeekIndex((i) => stepWeek(i, -1, weeks.length))} />
        <h3 className="text-center text-sm font-semibold text-slate-900" aria-live="polite">
          Week of {week?.label}
        </h3>
        <WeekButton direction="Next" disabled={weekIndex === weeks.length - 1} onClick={() => setWeekIndex((i) => stepWeek(i, 1, weeks.length))} />
      </div>
      <p className="mt-3 text-xs text-slate-600 sm:hidden">Swipe the table sideways to see every column.</p>
      <div className="relative mt-3 overflow-x-auto" role="region" aria-label="To-do list for the week" tabIndex={0}>
        <table className="w-full min-w-[40rem] text-left text-sm">
          <thead>
            <tr className="border-b border-slate-200 text-xs font-semibold uppercase tracking-wide text-slate-600">
              <th scope="col" className="py-2 pr-3">Status</th>
              <th scope="col" className="px-3 py-2">Course</th>
              <th scope="col" className="px-3 py-2">Type</th>
              <th scope="col" className="px-3 py-2">Name</th>
              <th scope="col" className="py-2 pl-3">Date</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {week?.rows.map((row) => (
              <tr key={row.id}>
                <td className="py-2.5 pr-3">
                  <select
                    value={row.status}
                    onChange={(event) => setStatus(row.id, event.target.value as TodoStatus)}
                    aria-label={`Status of ${row.name}`}
                    className={`rounded-lg border px-2 py-1.5 text-xs font-semibold ${STATUS_LOOKS[row.status]}`}
                  >
                    {TODO_STATUSES.map((status) => (
                      <option key={status}>{status}</option>
                    ))}
                  </select>
                </td>
                <td className="whitespace-nowrap px-3 py-2.5 font-medium text-slate-900">{row.course}</td>
                <td className="px-3 py-2.5">
                  <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${row.type === 'Exam' ? 'bg-red-100 text-red-800' : 'bg-slate-100 text-slate-700'}`}>{row.type}</span>
                </td>
                <td className={`px-3 py-2.5 text-slate-800 ${row.status === 'Done' ? 'line-through decoration-slate-400' : ''}`}>{row.name}</td>
                <td className="whitespace-nowrap py-2.5 pl-3 text-slate-600">{weekdayDate(row.date)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {week && (
        <p className="mt-3 text-xs text-slate-600">
          {week.rows.filter((row) => row.status === 'Done').length} of {week.rows.length} done this week
        </p>
      )}
    </div>
  );
}

function WeekButton({ direction, disabled, onClick }: { direction: 'Previous' | 'Next'; disabled: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      className="inline-flex min-h-10 min-w-10 items-center justify-center gap-1 rounded-lg border border-slate-300 bg-white px-2.5 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-50"
    >
      {direction === 'Previous' && <Icon name="left" />}
      <span className="sr-only sm:not-sr-only">{direction}</span>
      {direction === 'Next' && <Icon name="right" />}
    </button>
  );
}
