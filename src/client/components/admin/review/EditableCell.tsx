import { useId, useRef, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { ITEM_TYPES } from '../../../../shared/schemas/review';
import { sentenceCase } from '../format';
import { CELL_LABELS, cellText, TIME_EXAMPLE, type Cell } from './cells';
import { useReview } from './context';
import type { Course, Item } from './rules';

/**
 * One field of an item, edited in place: a button showing the value (click or Enter edits it), or
 * its input. In the input Enter saves, Escape cancels, Tab and Shift+Tab save and move to the next or
 * previous field of the row.
 */

/** How an edit ended: saved (move −1/0/+1 to the previous, no, or next field), cancelled, or left by clicking elsewhere. */
export type EditEnd = { kind: 'save'; typed: string; move: -1 | 0 | 1 } | { kind: 'cancel' } | { kind: 'leave'; typed: string };

interface EditableCellProps {
  cell: Cell;
  item: Item;
  courses: Course[];
  editing: boolean;
  error: string | null;
  /** What the button shows, and in words when that is not plain text; `muted` when the field is empty. */
  display: ReactNode;
  spoken?: string;
  muted?: boolean;
  buttonRef: Ref<HTMLButtonElement>;
  onStart: () => void;
  /** Returns whether the editor may close (false keeps it open, showing the error). */
  onEnd: (end: EditEnd) => boolean;
}

const buttonLook = 'w-full rounded-md px-1.5 py-1 -mx-1.5 text-left hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-default disabled:hover:bg-transparent';
const editorLook = 'block w-full min-w-0 rounded-md border border-brand-400 bg-white px-2 py-1 text-sm text-slate-900 shadow-sm focus:outline-2 focus:outline-brand-200';

export function EditableCell({ cell, item, courses, editing, error, display, spoken, muted = false, buttonRef, onStart, onEnd }: EditableCellProps) {
  if (!editing) {
    return (
      <button
        ref={buttonRef}
        type="button"
        className={`${buttonLook} ${muted ? 'text-slate-500' : ''}`}
        aria-label={`${CELL_LABELS[cell]}: ${spoken ?? (typeof display === 'string' ? display : cellText(item, cell))}`}
        onClick={onStart}
        disabled={item.id < 0}
      >
        {display}
      </button>
    );
  }
  return <CellEditor cell={cell} item={item} courses={courses} error={error} onEnd={onEnd} />;
}

function CellEditor({ cell, item, courses, error, onEnd }: Pick<EditableCellProps, 'cell' | 'item' | 'courses' | 'error' | 'onEnd'>) {
  const { edits } = useReview();
  // The value as last saved, even when the save of the field before (Tab) has not re-rendered the row yet.
  const [typed, setTyped] = useState(() => cellText(edits.latest(item), cell));
  const closed = useRef(false);
  const errorId = useId();
  const end = (how: EditEnd) => {
    if (closed.current) return;
    closed.current = onEnd(how);
  };

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Enter') end({ kind: 'save', typed, move: 0 });
    else if (event.key === 'Escape') end({ kind: 'cancel' });
    else if (event.key === 'Tab') end({ kind: 'save', typed, move: event.shiftKey ? -1 : 1 });
    else return;
    event.preventDefault();
    event.stopPropagation();
  }

  const shared = {
    autoFocus: true,
    'aria-label': `${CELL_LABELS[cell]} of “${item.title}”`,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    className: editorLook,
    onKeyDown,
    onBlur: () => end({ kind: 'leave', typed }),
  };
  const options: Array<[string, string]> =
    cell === 'type' ? ITEM_TYPES.map((type) => [type, sentenceCase(type)]) : cell === 'courseId' ? courses.map((course) => [String(course.id), course.label]) : [];

  return (
    <div className="min-w-0">
      {options.length > 0 ? (
        <select {...shared} value={typed} onChange={(event) => setTyped(event.target.value)}>
          {options.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...shared}
          type="text"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onFocus={(event) => event.target.select()}
          placeholder={cell === 'time' ? TIME_EXAMPLE : cell === 'title' ? '' : 'YYYY-MM-DD'}
          // A time takes letters too ("11:59 PM", "noon").
          inputMode={cell === 'date' || cell === 'endDate' ? 'numeric' : undefined}
          maxLength={cell === 'title' ? 300 : cell === 'time' ? 12 : 10}
          spellCheck={cell === 'title'}
        />
      )}
      {error && (
        <p id={errorId} className="mt-1 whitespace-normal text-xs font-medium text-rose-700">
          {error}
        </p>
      )}
    </div>
  );
}
