import { OWN_ITEM_KINDS, type OwnItemKind } from '../../../shared/items';
import type { DashboardOwnItem } from './model';

/** The form's side of the student's own tasks and events, kept free of React so it can be tested. */

/** What the student's form sends: every field but the status, which the to-do list sets. */
export type OwnItemFields = Pick<DashboardOwnItem, 'kind' | 'title' | 'date' | 'time' | 'timeZone' | 'courseId'>;

const isKind = (value: string): value is OwnItemKind => (OWN_ITEM_KINDS as readonly string[]).includes(value);

/** The form's fields as an item holds them: the title trimmed, no time or course when left empty, the time in the browser's zone. */
export function ownItemFieldsFrom(form: FormData, timeZone: string): OwnItemFields {
  const text = (name: string) => String(form.get(name) ?? '').trim();
  const kind = text('kind');
  return {
    kind: isKind(kind) ? kind : 'task',
    title: text('title'),
    date: text('date'),
    time: text('time') || null,
    timeZone,
    courseId: text('courseId') ? Number(text('courseId')) : null,
  };
}

/** Where the student is: the zone a time they type is in. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
