import { useState } from 'react';
import { AddItemForm } from './AddItemForm';
import { useReview } from './context';
import { CourseHeader } from './CourseHeader';
import { COLUMN_WIDTHS, COLUMNS, ItemRow } from './ItemRow';
import type { ItemDraft } from './prefill';
import { groupByCourse } from './rules';
import { Toolbar } from './Toolbar';
import type { EditOutcome } from './useItemEdits';
import { Card, Empty } from '../ui';

/** Every item of the order in one table, a group per course, with the toolbar above and the add-item form below. */
export function ItemsCard({ notice, onDismiss, draft }: { notice: EditOutcome | null; onDismiss: () => void; draft: (ItemDraft & { at: number }) | null }) {
  const { workspace } = useReview();
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  // Rows that left (deleted, or gone after a refetch) leave the selection too.
  const selected = new Set(workspace.items.filter((item) => chosen.has(item.id)).map((item) => item.id));
  const select = (ids: number[], on: boolean) =>
    setChosen((previous) => {
      const next = new Set(previous);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  const groups = groupByCourse(workspace.items, workspace.courses);

  return (
    <Card title={`Items (${workspace.items.length})`}>
      <Toolbar selected={[...selected]} onClear={() => setChosen(new Set())} />
      {notice && (
        <div className={`flex items-start justify-between gap-3 border-b px-5 py-2.5 text-sm ${notice.ok ? 'border-slate-100 text-slate-700' : 'border-rose-200 bg-rose-50 text-rose-800'}`}>
          {/* Failures are announced at once; confirmations politely. */}
          <p role={notice.ok ? 'status' : 'alert'} className="min-w-0 break-words">
            {notice.ok ? notice.message : `${notice.title ?? 'Not saved'}: ${notice.message}`}
          </p>
          <button type="button" onClick={onDismiss} className="shrink-0 text-xs font-semibold underline">
            Dismiss
          </button>
        </div>
      )}
      {workspace.items.length === 0 && workspace.courses.length === 0 ? (
        <Empty>No items yet: they appear here as each syllabus is read.</Empty>
      ) : (
        <table className="block w-full text-left text-sm xl:table xl:table-fixed" aria-label="Items by course">
          <thead className="hidden bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-600 xl:table-header-group">
            <tr>
              {COLUMNS.map((column) => (
                <th key={column} scope="col" className={`px-2.5 py-2.5 first:pl-4 last:pr-4 ${COLUMN_WIDTHS[column]}`}>
                  <span className={column === 'Select' || column === 'Actions' ? 'sr-only' : ''}>{column}</span>
                </th>
              ))}
            </tr>
          </thead>
          {groups.map(({ course, items }) => (
            <tbody key={course.id} className="block border-t border-slate-200 xl:table-row-group">
              <tr className="block bg-slate-50/80 xl:table-row">
                <th scope="colgroup" colSpan={COLUMNS.length} className="block px-4 py-3 text-left xl:table-cell">
                  <CourseHeader
                    course={course}
                    count={items.length}
                    allSelected={items.length > 0 && items.every((item) => selected.has(item.id))}
                    onSelectAll={(on) => select(items.map((item) => item.id), on)}
                  />
                </th>
              </tr>
              {items.length === 0 && (
                <tr className="block xl:table-row">
                  <td colSpan={COLUMNS.length} className="block px-4 py-3 text-sm text-slate-600 xl:table-cell">
                    No items in this course.
                  </td>
                </tr>
              )}
              {items.map((item) => (
                <ItemRow key={item.id} item={item} selected={selected.has(item.id)} onSelect={(on) => select([item.id], on)} />
              ))}
            </tbody>
          ))}
        </table>
      )}
      <AddItemForm key={draft?.at ?? 'blank'} draft={draft} />
    </Card>
  );
}
