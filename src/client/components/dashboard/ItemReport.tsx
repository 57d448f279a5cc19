import { createContext, lazy, Suspense, useContext, useState } from 'react';
import type { DashboardItem } from '../../lib/dashboard/model';
import type { ReportFields } from '../../lib/dashboard/load';

const ReportChangeDialog = lazy(() => import('./ReportChangeDialog'));

/** Sends the student's report on an item and answers the server's thanks. */
export type ReportChange = (item: DashboardItem, fields: ReportFields) => Promise<string>;

/** Null on the sample, which reports nothing. */
export const ReportChangeContext = createContext<ReportChange | null>(null);

/** "Report a change" on a published item; its form loads on the first click, keeping it out of the page's first load. */
export function ReportChangeButton({ item, courseZone }: { item: DashboardItem; courseZone: string }) {
  const report = useContext(ReportChangeContext);
  const [open, setOpen] = useState(false);
  if (!report) return null;
  return (
    <>
      {/* Once reported, the item says it is being checked instead; the form stays open to say thanks. */}
      {!item.report && (
        <button type="button" onClick={() => setOpen(true)} aria-label={`Report a change: ${item.title}`} className="inline-flex min-h-6 items-center text-xs font-semibold text-slate-600 underline underline-offset-2 hover:text-brand-700">
          Report a change
        </button>
      )}
      {open && (
        <Suspense fallback={null}>
          <ReportChangeDialog item={item} courseZone={courseZone} onReport={(fields) => report(item, fields)} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

/** The item the student reported, until staff publish a change to it or keep it as it is. */
export function ReportedBadge({ item }: { item: DashboardItem }) {
  if (!item.report) return null;
  return <span className="whitespace-nowrap rounded-full bg-amber-100 px-2 py-0.5 text-[11px] font-bold text-amber-900 ring-1 ring-amber-300">reported · being checked</span>;
}
