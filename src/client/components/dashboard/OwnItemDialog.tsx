import { OWN_ITEM_KINDS, OWN_ITEM_LIMITS } from '../../../shared/items';
import { OWN_KIND_WORDS, type DashboardCourse, type DashboardOwnItem } from '../../lib/dashboard/model';
import { browserTimeZone, ownItemFieldsFrom, type OwnItemFields } from '../../lib/dashboard/ownItems';
import { zoneLabel } from '../../lib/dashboard/reminders';
import { Field, fieldClass } from './fields';
import { FormDialog } from './FormDialog';

interface OwnItemDialogProps {
  /** The item to edit; null for a new one. */
  item: DashboardOwnItem | null;
  courses: readonly DashboardCourse[];
  /** A new item's date. */
  today: string;
  onSave: (fields: OwnItemFields) => Promise<void>;
  onDelete: (item: DashboardOwnItem) => Promise<void>;
  onReload: () => Promise<void>;
  onClose: () => void;
}

/** Add a task or event of the student's own, or edit or delete one (its own chunk: the page loads it on the first click). */
export default function OwnItemDialog({ item, courses, today, onSave, onDelete, onReload, onClose }: OwnItemDialogProps) {
  const deviceZone = browserTimeZone();
  const save = (form: FormData) => {
    const fields = ownItemFieldsFrom(form, deviceZone);
    // An unchanged time stays in the zone it was typed in, wherever it is edited from.
    return onSave(item && fields.time === item.time ? { ...fields, timeZone: item.timeZone } : fields);
  };
  const half = 'sm:col-span-1';
  return (
    <FormDialog
      title={item ? `Edit “${item.title}”` : 'Add a task or event'}
      lead="Your own: on your calendar, in your to-do list and in your calendar feed, marked as yours. Only you see it, and staff updates never change it."
      submitLabel={item ? 'Save changes' : 'Add to my dashboard'}
      onSubmit={save}
      onReload={onReload}
      onClose={onClose}
      otherAction={item ? { label: 'Delete', run: () => onDelete(item) } : undefined}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Title" className="sm:col-span-2">
          {(id) => <input id={id} name="title" required maxLength={OWN_ITEM_LIMITS.title} defaultValue={item?.title} placeholder="Study group, Read chapter 4…" className={fieldClass} />}
        </Field>
        <Field label="Kind" className={half}>
          {(id) => (
            <select id={id} name="kind" defaultValue={item?.kind ?? 'task'} className={fieldClass}>
              {OWN_ITEM_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {kind === 'task' ? 'Task (something to do)' : 'Event (somewhere to be)'}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Course (optional)" className={half}>
          {(id) => (
            <select id={id} name="courseId" defaultValue={item?.courseId ?? ''} className={fieldClass}>
              <option value="">No course</option>
              {courses.map((course) => (
                <option key={course.id} value={course.id}>
                  {course.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Date" className={half}>
          {(id) => <input id={id} name="date" type="date" required min="2000-01-01" max="2099-12-31" defaultValue={item?.date ?? today} className={fieldClass} />}
        </Field>
        <Field label="Time (optional)" className={half}>
          {(id) => <input id={id} name="time" type="time" defaultValue={item?.time ?? ''} className={fieldClass} />}
        </Field>
      </div>
      <p className="mt-3 text-xs text-slate-600">
        Without a time, it is all day. A time is read in this device's zone, {zoneLabel(deviceZone)}
        {item?.time && item.timeZone !== deviceZone ? ` (the time it has now was set in ${zoneLabel(item.timeZone)} and stays so unless changed)` : ''}. Marked “{OWN_KIND_WORDS.task}” or “{OWN_KIND_WORDS.event}” wherever it shows.
      </p>
    </FormDialog>
  );
}
