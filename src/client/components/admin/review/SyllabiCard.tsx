import { useEffect, useState } from 'react';
import { api } from '../../../lib/api';
import { formatDateTime, ORIGIN_LABELS } from '../format';
import { Alert, Badge, Card, Empty, smallSecondary } from '../ui';
import { AddSyllabus } from './AddSyllabus';
import { AsideForm } from './AsideForm';
import { useReview } from './context';
import { DocumentView } from './DocumentView';
import { draftFromLine } from './prefill';
import type { Syllabus, Workspace } from './rules';

/** The course an unplaced line of a syllabus belongs to: the one its items are in, else the one named like the syllabus's course. */
function courseOf(syllabus: Syllabus, workspace: Workspace): number | undefined {
  const fromItems = workspace.items.find((item) => item.syllabusId === syllabus.id)?.courseId;
  if (fromItems !== undefined) return fromItems;
  const named = workspace.courses.find((course) => syllabus.course !== null && (course.name === syllabus.course || course.aliases.includes(syllabus.course)));
  return (named ?? workspace.courses[0])?.id;
}

/** Every syllabus of the order, how its reading went, and the lines it could not place. */
export function SyllabiCard() {
  const { workspace } = useReview();
  const takesSyllabi = workspace.orderStatus === 'paid' || workspace.orderStatus === 'delivered';
  return (
    <Card title={`Syllabi (${workspace.syllabi.length})`}>
      {workspace.syllabi.length === 0 ? (
        <Empty>Nothing to read yet: each syllabus is read here as soon as it reaches the order.</Empty>
      ) : (
        <ul className="divide-y divide-slate-100">
          {workspace.syllabi.map((syllabus) => (
            <SyllabusEntry key={syllabus.id} syllabus={syllabus} />
          ))}
        </ul>
      )}
      {takesSyllabi && <AddSyllabus />}
    </Card>
  );
}

function SyllabusEntry({ syllabus }: { syllabus: Syllabus }) {
  const { orderId, workspace, perform, startItem, shownLine } = useReview();
  const rerun = api.admin.review.rerunSyllabus.useMutation();
  const done = syllabus.status === 'done';
  const [reading, setReading] = useState(false);
  const [asiding, setAsiding] = useState<number | null>(null);
  const courseId = courseOf(syllabus, workspace);
  // An item's evidence link opens this syllabus's document at its line.
  useEffect(() => {
    if (shownLine?.syllabusId === syllabus.id) setReading(true);
  }, [shownLine, syllabus.id]);
  const fileLink = syllabus.file && `/api/admin/files/${syllabus.file.id}/${syllabus.file.isPdf ? '?inline=1' : ''}`;

  return (
    <li className="px-5 py-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="break-words font-semibold text-slate-900">{syllabus.name}</h3>
          <p className="mt-1 text-sm text-slate-600">
            {done ? `${syllabus.course ?? 'Course not found'} · ${syllabus.term ?? 'Term not found'}` : 'Course and term appear once it is read'} · {ORIGIN_LABELS[syllabus.origin] ?? syllabus.origin} ·{' '}
            {formatDateTime(syllabus.addedAt)}
          </p>
          {syllabus.courseDoubt && <p className="mt-1 text-sm text-amber-900">Course to check: {syllabus.courseDoubt}</p>}
          <div className="mt-1 flex flex-wrap gap-x-4">
            {done && (
              <button type="button" className="text-sm font-semibold text-brand-700 underline" aria-expanded={reading} onClick={() => setReading(!reading)}>
                {reading ? 'Hide the document' : `Read the document${syllabus.unplaced.length > 0 ? ` (${syllabus.unplaced.length} to check)` : ''}`}
              </button>
            )}
            {fileLink && (
              <a href={fileLink} target="_blank" rel="noopener" className="text-sm font-semibold text-brand-700 underline">
                {syllabus.file?.isPdf ? 'Open the file' : 'Download the file'}
              </a>
            )}
          </div>
        </div>
        <div className="flex items-center gap-2">
          <Badge status={syllabus.status} />
          {syllabus.canRerun && (
            <button type="button" className={smallSecondary} disabled={rerun.isPending} onClick={() => void perform(() => rerun.mutateAsync({ orderId, syllabusId: syllabus.id }))}>
              Run again
            </button>
          )}
        </div>
      </div>
      {syllabus.status === 'failed' && <Alert className="mt-3">Failed: {syllabus.error ?? 'no reason was recorded.'}</Alert>}
      {reading && <DocumentView syllabus={syllabus} courseId={courseId} />}
      {!reading && syllabus.unplaced.length > 0 && (
        <div className="mt-4">
          <h4 className="text-sm font-bold text-slate-900">Dated lines to check ({syllabus.unplaced.length})</h4>
          <ul className="mt-2 space-y-2">
            {syllabus.unplaced.map((line) => (
              <li key={line.id} className="flex flex-col gap-2 rounded-xl bg-amber-50/60 px-3 py-2 ring-1 ring-amber-100 sm:flex-row sm:items-start sm:justify-between">
                <div className="min-w-0 text-sm">
                  <p className="break-words text-slate-900">
                    <span className="mr-2 text-xs font-semibold text-slate-500">p. {line.page}</span>
                    {line.text}
                  </p>
                  <p className="mt-0.5 break-words text-xs text-slate-600">{line.reason}</p>
                </div>
                <div className="flex gap-2 self-start">
                  <button type="button" className={smallSecondary} onClick={() => startItem(draftFromLine(line, courseId, syllabus.term ?? workspace.term))}>
                    Make an item
                  </button>
                  <button type="button" className={smallSecondary} onClick={() => setAsiding(line.id)}>
                    Set aside
                  </button>
                </div>
                {asiding === line.id && <AsideForm lineId={line.id} onDone={() => setAsiding(null)} />}
              </li>
            ))}
          </ul>
        </div>
      )}
    </li>
  );
}
