import { ITEM_TYPES, type ItemType } from '../../../../shared/schemas/review';
import { api } from '../../../lib/api';
import { sentenceCase } from '../format';
import { smallDanger, smallPrimary, smallSecondary } from '../ui';
import { useReview } from './context';
import { isFlagged } from './rules';

const selectLook = 'rounded-lg border border-slate-300 bg-white py-2 pr-8 pl-3 text-sm font-semibold text-slate-800 hover:border-brand-300';

/** Actions on many items at once, and undoing the last change. */
export function Toolbar({ selected, onClear }: { selected: number[]; onClear: () => void }) {
  const { orderId, workspace, edits, perform } = useReview();
  const undo = api.admin.review.undo.useMutation();
  const unflagged = workspace.items.filter((item) => !isFlagged(item) && item.confirmedAt === null).length;
  const some = selected.length > 0;
  const lastChange = workspace.lastChange;

  return (
    <div className="flex flex-wrap items-center gap-2 border-b border-slate-100 px-5 py-3" role="toolbar" aria-label="Items">
      <button type="button" className={smallPrimary} disabled={unflagged === 0} onClick={() => void edits.confirmAllUnflagged()}>
        Confirm all unflagged{unflagged > 0 ? ` (${unflagged})` : ''}
      </button>
      {some && (
        <>
          <span className="px-1 text-sm font-semibold text-slate-700">{selected.length} selected</span>
          <button type="button" className={smallSecondary} onClick={() => void edits.confirm(selected)}>
            Confirm
          </button>
          <button type="button" className={smallDanger} onClick={() => void edits.remove(selected).then((done) => done && onClear())}>
            Delete
          </button>
          <select
            aria-label="Change the course of the selected items"
            className={selectLook}
            value=""
            onChange={(event) => event.target.value && void edits.bulkChange(selected, { courseId: Number(event.target.value) })}
          >
            <option value="">Change course…</option>
            {workspace.courses.map((course) => (
              <option key={course.id} value={course.id}>
                {course.label}
              </option>
            ))}
          </select>
          <select
            aria-label="Change the type of the selected items"
            className={selectLook}
            value=""
            onChange={(event) => event.target.value && void edits.bulkChange(selected, { type: event.target.value as ItemType })}
          >
            <option value="">Change type…</option>
            {ITEM_TYPES.map((type) => (
              <option key={type} value={type}>
                {sentenceCase(type)}
              </option>
            ))}
          </select>
          <button type="button" className="px-1 text-sm font-semibold text-slate-600 underline-offset-2 hover:underline" onClick={onClear}>
            Clear selection
          </button>
        </>
      )}
      <button
        type="button"
        className={`${smallSecondary} ml-auto max-w-full`}
        disabled={!lastChange || undo.isPending}
        title={lastChange ? `Undo: ${lastChange.note}` : 'Nothing of yours to undo in this order'}
        onClick={() => void perform(() => undo.mutateAsync({ orderId }))}
      >
        <span className="min-w-0 truncate">{lastChange ? `Undo: ${lastChange.note}` : 'Undo'}</span>
      </button>
    </div>
  );
}
