import { MAX_TITLE_LENGTH, type ItemType } from '../../../../shared/schemas/review';
import { parseClock } from '../../../../shared/calendarDay';
import { findDates, termYear } from './dates';

/** What "Make an item" puts in the add-item form from a line the engine could not place. */

export interface ItemDraft {
  title: string;
  type: ItemType;
  /** YYYY-MM-DD, or '' for staff to type. */
  date: string;
  endDate: string;
  time: string;
  /** '' when the order has no course to put it in yet. */
  courseId: string;
  /** The unplaced line it is made from: saving turns the line into the item's evidence. */
  fromUnplacedId?: number;
}

export const emptyDraft = (courseId: number | undefined): ItemDraft => ({ title: '', type: 'assignment', date: '', endDate: '', time: '', courseId: courseId === undefined ? '' : String(courseId) });

/** The type the words suggest: an exam, a quiz, a project, else an assignment. A final project is a project. */
export function guessType(text: string): ItemType {
  const words = text.toLowerCase();
  if (/\b(exams?|midterms?|mid-terms?|tests?)\b/.test(words)) return 'exam';
  if (/\bquiz(zes)?\b/.test(words)) return 'quiz';
  if (/\b(projects?|presentations?)\b/.test(words)) return 'project';
  if (/\bfinals?\b/.test(words)) return 'exam';
  return 'assignment';
}

/** Punctuation and small words left hanging once the date is gone ("Essay due", "Quiz 3 —"). */
const DANGLING_START = /^[\s|:;,.–—-]+/;
const DANGLING_END = /(?:[\s|:;,–—-]+|\s+(?:due|on|by|at|date)\b)+$/i;

/** The line without its date words, trimmed to a title. */
export function titleFromLine(text: string, dates = findDates(text, null)): string {
  let title = '';
  let from = 0;
  for (const date of dates) {
    title += `${text.slice(from, date.start)} `;
    from = date.end;
  }
  title += text.slice(from);
  // A bracket the dates filled leaves nothing but what joined them: "Week 8 (Oct 20 - Oct 24)" is "Week 8".
  title = title.replace(/\s+/g, ' ').replace(/\([\s,;&/–—-]*\)/g, '');
  let previous;
  do {
    previous = title;
    title = title.replace(DANGLING_START, '').replace(DANGLING_END, '').trim();
  } while (title !== previous);
  return title.slice(0, MAX_TITLE_LENGTH).trim();
}

/** Where a line writes a time ("11:59 pm", "5pm", "23:59"), with the word that leads in to it ("by 5pm"). */
const CLOCK = /(?:\b(?:at|by|before)\s+)?(?:\b\d{1,2}(?::\d{2})?\s*[ap]\.?\s?m\b\.?|\b\d{1,2}:\d{2}\b)/gi;

/** The time a line states, as HH:MM, or '' when it states none (read as the form reads what staff type). */
export function timeFromLine(text: string): string {
  const written = new RegExp(CLOCK.source, 'i').exec(text)?.[0].replace(/^(?:at|by|before)\s+/i, '');
  return (written && parseClock(written)) ?? '';
}

/**
 * The add-item form, filled from a dated line of a syllabus of `courseId`, in a term like "Fall 2025":
 * the day the engine placed the line on when it could, else the first the line writes.
 */
export function draftFromLine(line: { id: number; text: string; dates?: string[] }, courseId: number | undefined, term: string | null): ItemDraft {
  const withoutTime = line.text.replace(CLOCK, ' ');
  const dates = findDates(withoutTime, termYear(term));
  return {
    ...emptyDraft(courseId),
    title: titleFromLine(withoutTime, dates),
    type: guessType(line.text),
    date: line.dates?.[0] ?? dates.find((date) => date.day !== null)?.day ?? '',
    time: timeFromLine(line.text),
    fromUnplacedId: line.id,
  };
}
