import { useEffect, useLayoutEffect, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import { formatClock, formatDateTime, formatDay, sentenceCase } from '../format';
import { smallDanger, smallSecondary } from '../ui';
import { CELLS, readCell, type Cell } from './cells';
import { useReview } from './context';
import { EditableCell, type EditEnd } from './EditableCell';
import { Evidence } from './Evidence';
import { FlagBadges } from './FlagBadges';
import { awaitsCheck, type Item } from './rules';

/**
 * The table's columns. Below 1280 px each row is a card: its cells wrap, each with a small label,
 * and the evidence goes under the rest.
 */
export const COLUMNS = ['Select', 'Item', 'When', 'Course', 'Check', 'Evidence', 'Actions'] as const;

/** Their widths from 1280 px (the item's title takes what is left). */
export const COLUMN_WIDTHS: Record<(typeof COLUMNS)[number], string> = {
  Select: 'w-10',
  Item: '',
  When: 'w-[9rem]',
  Course: 'w-[8.5rem]',
  Check: 'w-[9rem]',
  Evidence: 'w-[12.5rem]',
  Actions: 'w-[7rem]',
};

const td = 'block min-w-0 xl:table-cell xl:px-2.5 xl:py-3 xl:align-top';
const cardLabel = 'mb-0.5 block text-[11px] font-semibold uppercase tracking-wide text-slate-500 xl:sr-only';

/** A row that moves (its date changed, or it was confirmed) keeps the keyboard focus it had. */
function useKeepFocusWhenMoved() {
  const last = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const element = last.current;
    if (element?.isConnected && document.activeElement === document.body) element.focus();
  });
  return {
    onFocus: (event: FocusEvent) => {
      last.current = event.target as HTMLElement;
    },
    onBlur: (event: FocusEvent) => {
      // Focus sent nowhere on purpose (a click on the page): nothing to keep.
      if (event.relatedTarget === null && event.currentTarget.isConnected) last.current = null;
    },
  };
}

export function ItemRow({ item, selected, onSelect }: { item: Item; selected: boolean; onSelect: (selected: boolean) => void }) {
  const { workspace, edits } = useReview();
  const [editing, setEditing] = useState<Cell | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [focusAfter, setFocusAfter] = useState<Cell | null>(null);
  const buttons = useRef<Partial<Record<Cell, HTMLButtonElement | null>>>({});
  const keepFocus = useKeepFocusWhenMoved();

  useEffect(() => {
    if (focusAfter === null) return;
    buttons.current[focusAfter]?.focus();
    setFocusAfter(null);
  }, [focusAfter]);

  function end(cell: Cell, how: EditEnd): boolean {
    if (how.kind !== 'cancel') {
      // Checked against the row as just saved: Tab may have saved the field before a moment ago.
      const current = edits.latest(item);
      const reading = readCell(current, cell, how.typed);
      if (!reading.ok) {
        setError(reading.message);
        return false;
      }
      if (reading.changes) void edits.update(current, reading.changes);
    }
    setError(null);
    const next = how.kind === 'save' && how.move !== 0 ? (CELLS[CELLS.indexOf(cell) + how.move] ?? null) : null;
    setEditing(next);
    if (next === null && how.kind !== 'leave') setFocusAfter(cell);
    return true;
  }

  const course = workspace.courses.find((one) => one.id === item.courseId);
  const source = item.syllabusId === null ? undefined : workspace.syllabi.find((syllabus) => syllabus.id === item.syllabusId);
  const needsCheck = awaitsCheck(item);

  const field = (cell: Cell, display: ReactNode, { muted = false, spoken }: { muted?: boolean; spoken?: string } = {}) => (
    <EditableCell
      cell={cell}
      item={item}
      courses={workspace.courses}
      editing={editing === cell}
      error={editing === cell ? error : null}
      display={display}
      spoken={spoken}
      muted={muted}
      buttonRef={(button) => {
        buttons.current[cell] = button;
      }}
      onStart={() => {
        setError(null);
        setEditing(cell);
      }}
      onEnd={(how) => end(cell, how)}
    />
  );

  return (
    <tr
      {...keepFocus}
      aria-label={item.title}
      className={`flex flex-wrap items-start gap-x-5 gap-y-3 border-t border-slate-100 px-4 py-4 xl:table-row xl:p-0 ${needsCheck ? 'bg-amber-50/70' : selected ? 'bg-brand-50/50' : ''} ${item.id < 0 ? 'opacity-60' : ''}`}
    >
      <td className={`${td} w-6 pt-1 xl:pr-0 xl:pl-4`}>
        <input type="checkbox" className="h-4 w-4 accent-brand-600" checked={selected} onChange={(event) => onSelect(event.target.checked)} aria-label={`Select “${item.title}”`} disabled={item.id < 0} />
      </td>
      <td className={`${td} flex-1 basis-[calc(100%-3rem)]`}>
        <span className="block font-semibold text-slate-900">{field('title', item.title)}</span>
        <span className="mt-0.5 block text-sm text-slate-600">{field('type', sentenceCase(item.type))}</span>
      </td>
      <td className={`${td} shrink-0`}>
        <span className={cardLabel}>When</span>
        <span className="block whitespace-nowrap text-slate-900">{field('date', formatDay(item.date))}</span>
        <span className="block whitespace-nowrap text-sm">{field('endDate', item.endDate ? `to ${formatDay(item.endDate)}` : 'Add a last day', { muted: !item.endDate })}</span>
        <span className="block whitespace-nowrap text-sm">{field('time', item.time ? formatClock(item.time) : 'No time', { muted: !item.time })}</span>
      </td>
      <td className={`${td} min-w-[7rem] flex-1`}>
        <span className={cardLabel}>Course</span>
        {field(
          'courseId',
          <span className="flex items-center gap-1.5">
            <span className="h-2.5 w-2.5 shrink-0 rounded-full" style={{ background: course?.colour ?? '#94a3b8' }} aria-hidden="true" />
            <span className="min-w-0">{course?.label ?? 'No course'}</span>
          </span>,
          { spoken: course?.label ?? 'No course' },
        )}
      </td>
      <td className={`${td} basis-full sm:basis-auto`}>
        <span className={cardLabel}>Check</span>
        <FlagBadges item={item} />
        <p className="mt-1 text-xs text-slate-600" title={item.confirmedAt ? formatDateTime(item.confirmedAt) : undefined}>
          {item.confirmedAt ? (
            <span className="font-semibold text-emerald-700">✓ Confirmed{item.confirmedBy ? ` by ${item.confirmedBy}` : ''}</span>
          ) : needsCheck ? (
            <span className="font-semibold text-amber-800">Needs a check</span>
          ) : (
            'Not confirmed yet'
          )}
        </p>
      </td>
      <td className={`${td} basis-full rounded-xl bg-slate-50 p-3 xl:rounded-none xl:bg-transparent`}>
        <span className={cardLabel}>Evidence</span>
        <Evidence item={item} syllabus={source} />
      </td>
      <td className={`${td} xl:pr-4`}>
        <span className="flex flex-wrap gap-2 xl:flex-col">
          {!item.confirmedAt && (
            <button type="button" className={smallSecondary} onClick={() => void edits.confirm([item.id])} disabled={item.id < 0} aria-label={`Confirm “${item.title}”`}>
              Confirm
            </button>
          )}
          <button type="button" className={smallDanger} onClick={() => void edits.remove([item.id])} disabled={item.id < 0} aria-label={`Delete “${item.title}”`}>
            Delete
          </button>
        </span>
      </td>
    </tr>
  );
}
