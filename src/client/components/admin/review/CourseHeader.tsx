import { useMemo, useState, type FormEvent } from 'react';
import { updateCourseInput } from '../../../../shared/schemas/review';
import { api } from '../../../lib/api';
import { ActionDialog } from '../ActionDialog';
import { inputClass, labelClass, smallPrimary, smallSecondary } from '../ui';
import { useStaffAction } from '../useStaffAction';
import { firstProblem } from './cells';
import { useReview } from './context';
import { Field } from './Field';
import type { Course } from './rules';

const linkButton = 'text-sm font-semibold text-brand-700 underline-offset-2 hover:underline';

/** A course's heading in the table: its name, colour and count; renaming, recolouring and merging it into another. */
export function CourseHeader({ course, count, allSelected, onSelectAll }: { course: Course; count: number; allSelected: boolean; onSelectAll: (selected: boolean) => void }) {
  const { orderId, workspace } = useReview();
  const act = useStaffAction();
  const merge = api.admin.review.mergeCourses.useMutation();
  const [editing, setEditing] = useState(false);
  const others = workspace.courses.filter((other) => other.id !== course.id);
  const [into, setInto] = useState('');
  const target = others.find((other) => String(other.id) === into);

  return (
    <div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <div className="flex min-w-0 items-center gap-2.5">
          <input type="checkbox" className="h-4 w-4 accent-brand-600" checked={allSelected} disabled={count === 0} onChange={(event) => onSelectAll(event.target.checked)} aria-label={`Select every item of ${course.label}`} />
          <span className="h-3.5 w-3.5 shrink-0 rounded-full ring-1 ring-black/10" style={{ background: course.colour ?? '#94a3b8' }} aria-hidden="true" />
          <span className="min-w-0 break-words text-base font-bold text-slate-900">{course.label}</span>
          <span className="shrink-0 text-sm font-normal text-slate-600">
            {count} {count === 1 ? 'item' : 'items'}
          </span>
        </div>
        <span className="flex flex-wrap items-center gap-3">
          <button type="button" className={linkButton} aria-expanded={editing} onClick={() => setEditing((open) => !open)}>
            Edit course
          </button>
          {others.length > 0 && (
            <ActionDialog
              trigger={{ label: 'Merge into…', look: 'secondary' }}
              title={`Merge ${course.label} into another course`}
              description={`Its ${count === 1 ? 'item moves' : `${count} items move`} to the course you choose, and “${course.name}” is kept as another spelling of that course. Undo brings it back.`}
              confirmLabel="Merge"
              ready={target !== undefined}
              onConfirm={() => act(() => merge.mutateAsync({ orderId, into: { id: target!.id, version: target!.version }, merged: { id: course.id, version: course.version } }))}
            >
              <label htmlFor={`merge-${course.id}`} className={labelClass}>
                Merge into
              </label>
              <select id={`merge-${course.id}`} value={into} onChange={(event) => setInto(event.target.value)} className={inputClass}>
                <option value="">Choose a course</option>
                {others.map((other) => (
                  <option key={other.id} value={other.id}>
                    {other.label}
                  </option>
                ))}
              </select>
            </ActionDialog>
          )}
        </span>
      </div>
      {course.aliases.length > 0 && <p className="mt-1 text-xs font-normal text-slate-600">Also written: {course.aliases.join(', ')}</p>}
      {editing && <CourseEditor course={course} onClose={() => setEditing(false)} />}
    </div>
  );
}

function CourseEditor({ course, onClose }: { course: Course; onClose: () => void }) {
  const { orderId, perform, workspace } = useReview();
  const update = api.admin.review.updateCourse.useMutation();
  const [displayName, setDisplayName] = useState(course.displayName ?? '');
  const [colour, setColour] = useState(course.colour ?? '#2563eb');
  // Empty: the server's default zone, which follows DEFAULT_TIME_ZONE if it ever changes.
  const [timeZone, setTimeZone] = useState(course.timeZone ?? '');
  const zones = useMemo(() => {
    const known = Intl.supportedValuesOf('timeZone');
    return course.timeZone && !known.includes(course.timeZone) ? [course.timeZone, ...known] : known;
  }, [course.timeZone]);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const changes = { displayName: displayName.trim() || null, colour, timeZone: timeZone || null };
    const parsed = updateCourseInput.safeParse({ orderId, course: { id: course.id, version: course.version }, changes });
    if (!parsed.success) return setError(firstProblem(parsed.error.issues, { displayName: 'Display name', colour: 'Colour', timeZone: 'Time zone' }));
    setError(null);
    if (await perform(() => update.mutateAsync(parsed.data))) onClose();
  }

  return (
    <form className="mt-3 flex flex-col gap-3 rounded-xl bg-white p-3 font-normal ring-1 ring-slate-200 sm:flex-row sm:items-end" onSubmit={submit} noValidate>
      <Field
        label="Display name"
        error={error}
        hint={`Empty shows “${course.name}”.`}
        className="flex-1"
        control={({ id, describedBy, invalid }) => (
          <input id={id} aria-describedby={describedBy} aria-invalid={invalid} value={displayName} placeholder={course.name} maxLength={120} onChange={(event) => setDisplayName(event.target.value)} className={inputClass} />
        )}
      />
      <Field
        label="Colour"
        control={({ id }) => <input id={id} type="color" value={colour} onChange={(event) => setColour(event.target.value)} className="block h-10 w-16 cursor-pointer rounded-lg border border-slate-300 bg-white p-1" />}
      />
      <Field
        label="Time zone"
        control={({ id }) => (
          <select id={id} value={timeZone} onChange={(event) => setTimeZone(event.target.value)} className={inputClass}>
            <option value="">Default ({workspace.defaultTimeZone})</option>
            {zones.map((zone) => (
              <option key={zone} value={zone}>
                {zone}
              </option>
            ))}
          </select>
        )}
      />
      <div className="flex gap-2">
        <button type="submit" className={smallPrimary} disabled={update.isPending}>
          Save
        </button>
        <button type="button" className={smallSecondary} onClick={onClose}>
          Cancel
        </button>
      </div>
    </form>
  );
}
