import { useEffect, useRef, useState, type FormEvent } from 'react';
import { addItemInput, ITEM_TYPES } from '../../../../shared/schemas/review';
import { api, serverMessage } from '../../../lib/api';
import { sentenceCase } from '../format';
import { inputClass, smallPrimary, smallSecondary } from '../ui';
import { CELL_LABELS, firstProblem, TIME_EXAMPLE } from './cells';
import { useReview } from './context';
import { Field } from './Field';
import { emptyDraft, type ItemDraft } from './prefill';

type Key = Exclude<keyof ItemDraft, 'fromUnplacedId'>;

/** The course choice that names a new one (an order whose syllabi could not be read has none). */
const NEW_COURSE = 'new';

/** An item staff type in, or make from a line the engine could not place; saved items are confirmed (staff checked them). */
export function AddItemForm({ draft }: { draft: ItemDraft | null }) {
  const { orderId, workspace, edits, report } = useReview();
  const [fields, setFields] = useState<ItemDraft>(() => draft ?? emptyDraft(workspace.courses[0]?.id));
  const [courseName, setCourseName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const addCourse = api.admin.review.addCourse.useMutation();
  const namesCourse = fields.courseId === '' || fields.courseId === NEW_COURSE;
  const form = useRef<HTMLFormElement>(null);
  const line = fields.fromUnplacedId === undefined ? undefined : workspace.syllabi.flatMap((syllabus) => syllabus.unplaced).find((unplaced) => unplaced.id === fields.fromUnplacedId);

  // Made from a line: the form comes into view with the first field staff still have to fill in focused.
  useEffect(() => {
    if (!draft) return;
    form.current?.scrollIntoView({ block: 'center' });
    form.current?.querySelector<HTMLInputElement>(draft.date ? '[name="title"]' : '[name="date"]')?.focus();
  }, [draft]);

  const set = (key: Key) => (event: { target: { value: string } }) => setFields((current) => ({ ...current, [key]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    // A new course is checked here and made first; 1 only stands in for its id while the rest is checked.
    const parsed = addItemInput.safeParse({
      orderId,
      fields: { ...fields, courseId: namesCourse ? 1 : Number(fields.courseId), endDate: fields.endDate.trim() || null, time: fields.time.trim() || null },
      fromUnplacedId: fields.fromUnplacedId,
    });
    if (!parsed.success) return setError(firstProblem(parsed.error.issues, CELL_LABELS));
    if (namesCourse && !courseName.trim()) return setError('Course: name the new course.');
    setError(null);
    let courseId = parsed.data.fields.courseId;
    if (namesCourse) {
      try {
        courseId = (await addCourse.mutateAsync({ orderId, name: courseName })).courseId;
      } catch (failure) {
        return report({ ok: false, message: serverMessage(failure) ?? 'The server could not be reached, so the course was not added.' });
      }
    }
    if (await edits.add({ ...parsed.data.fields, courseId }, parsed.data.fromUnplacedId)) {
      setFields(emptyDraft(courseId));
      setCourseName('');
    }
  }

  const text = (key: Key, label: string, placeholder?: string) => (
    <Field
      label={label}
      className={key === 'title' ? 'sm:col-span-2' : ''}
      control={({ id }) => <input id={id} name={key} value={fields[key]} onChange={set(key)} placeholder={placeholder} className={inputClass} autoComplete="off" />}
    />
  );

  return (
    <form ref={form} onSubmit={submit} noValidate className="border-t border-slate-200 bg-slate-50/60 px-5 py-4" aria-labelledby="add-item">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="add-item" className="text-sm font-bold text-slate-900">
          {line ? 'Make an item from a line' : 'Add an item'}
        </h3>
        {line && <p className="min-w-0 break-words text-xs text-slate-600">From p. {line.page}: “{line.text}”</p>}
      </div>
      <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {text('title', 'Title')}
        <Field
          label="Type"
          control={({ id }) => (
            <select id={id} name="type" value={fields.type} onChange={set('type')} className={inputClass}>
              {ITEM_TYPES.map((type) => (
                <option key={type} value={type}>
                  {sentenceCase(type)}
                </option>
              ))}
            </select>
          )}
        />
        <Field
          label="Course"
          control={({ id }) => (
            <select id={id} name="courseId" value={namesCourse ? NEW_COURSE : fields.courseId} onChange={set('courseId')} className={inputClass}>
              {workspace.courses.map((course) => (
                <option key={course.id} value={course.id}>
                  {course.label}
                </option>
              ))}
              <option value={NEW_COURSE}>New course…</option>
            </select>
          )}
        />
        {namesCourse && (
          <Field
            label="New course name"
            control={({ id }) => <input id={id} name="courseName" value={courseName} onChange={(event) => setCourseName(event.target.value)} placeholder="CS 2110" className={inputClass} autoComplete="off" />}
          />
        )}
        {text('date', 'Date', 'YYYY-MM-DD')}
        {text('endDate', 'Last day (optional)', 'YYYY-MM-DD')}
        {text('time', 'Time (optional)', TIME_EXAMPLE)}
      </div>
      {error && (
        <p role="alert" className="mt-3 text-sm font-medium text-rose-700">
          {error}
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="submit" className={smallPrimary} disabled={addCourse.isPending}>
          {line ? 'Save the item' : 'Add the item'}
        </button>
        {line && (
          <button type="button" className={smallSecondary} onClick={() => setFields(emptyDraft(workspace.courses[0]?.id))}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
