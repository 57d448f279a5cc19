import MarkdownIt from 'markdown-it';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import { NOTE_LIMIT } from '../../shared/items.js';
import type { saveNoteInput } from '../../shared/schemas/notes.js';
import type { AppDeps } from '../deps.js';
import { forUpdate, type DB } from '../db/connection.js';
import type { CourseNotesTable } from '../db/schema.js';
import { DomainError } from '../errors.js';
import { liveDashboard } from './view.js';

/**
 * The student's note per course: Markdown they type, rendered here so the page only sets our HTML
 * and carries no Markdown library. A save from a screen that saw an older version (another device
 * saved meanwhile) keeps both texts: the stored one first, then the incoming one under a heading.
 */

export interface CourseNote {
  courseId: number;
  text: string;
  /** The text rendered safely: raw HTML shows as text, links are http(s) or mailto only, no images. */
  html: string;
  version: number;
  updatedAt: string;
}

const NOT_ON_DASHBOARD = 'This course is no longer on your dashboard. Reload the page to see the latest version.';
const BOTH_TOO_LONG = `This note was changed on another device, and both versions together are over ${NOTE_LIMIT.toLocaleString('en-US')} characters. Copy your text, reload the page and add what is missing.`;

// No images: an image is a request to someone else's server, and the dashboard makes none.
const markdown = new MarkdownIt({ html: false, linkify: false, breaks: true }).disable('image');
markdown.validateLink = (url) => /^(https?:|mailto:)/i.test(url.trim());
const renderLinkOpen = markdown.renderer.rules.link_open ?? ((tokens, index, options, _env, self) => self.renderToken(tokens, index, options));
markdown.renderer.rules.link_open = (tokens, index, options, env, self) => {
  tokens[index]!.attrSet('rel', 'noopener noreferrer nofollow');
  tokens[index]!.attrSet('target', '_blank');
  return renderLinkOpen(tokens, index, options, env, self);
};

export const renderNote = (text: string) => markdown.render(text);

const noteView = (row: Selectable<CourseNotesTable>): CourseNote => ({ courseId: row.course_id, text: row.text, html: renderNote(row.text), version: row.version, updatedAt: row.updated_at });

/** The dashboard's notes on the courses it shows now (a course staff removed keeps its note, unshown). */
export async function dashboardNotes(db: DB, dashboardId: number, courseIds: ReadonlySet<number>): Promise<CourseNote[]> {
  const rows = await db.selectFrom('course_notes').selectAll().where('dashboard_id', '=', dashboardId).execute();
  return rows.filter((row) => courseIds.has(row.course_id)).map(noteView);
}

/** The heading the incoming text goes under when another device saved first, at `at` in the course's zone. */
function keptHeading(at: Date, timeZone: string): string {
  const when = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone }).format(at);
  return `\n\n---\n\n**Also saved from another device, ${when}:**\n\n`;
}

export async function saveNote(deps: Pick<AppDeps, 'db' | 'config'>, input: z.output<typeof saveNoteInput>, now = new Date()): Promise<{ note: CourseNote; merged: boolean }> {
  const dashboard = await liveDashboard(deps.db, input.token);
  return deps.db.transaction().execute(async (trx) => {
    const course = await trx.selectFrom('dashboard_items').select('time_zone').where('dashboard_id', '=', dashboard.id).where('course_id', '=', input.courseId).limit(1).executeTakeFirst();
    if (!course) throw new DomainError('NOT_FOUND', NOT_ON_DASHBOARD);
    const at = now.toISOString();
    // Locked until this save commits, so another device's save at the same moment merges with it instead of overwriting it.
    const storedNote = () => forUpdate(trx, trx.selectFrom('course_notes').selectAll().where('dashboard_id', '=', dashboard.id).where('course_id', '=', input.courseId)).executeTakeFirst();
    let stored = await storedNote();
    if (!stored) {
      const row = await trx
        .insertInto('course_notes')
        .values({ dashboard_id: dashboard.id, course_id: input.courseId, text: input.text, version: 1, updated_at: at })
        .onConflict((conflict) => conflict.columns(['dashboard_id', 'course_id']).doNothing())
        .returningAll()
        .executeTakeFirst();
      if (row) return { note: noteView(row), merged: false };
      // Another device's first save came in between: this one is merged with it.
      stored = (await storedNote())!;
    }
    const stale = stored.version !== input.baseVersion;
    // Both devices typed the same: nothing to keep twice.
    if (stale && stored.text === input.text) return { note: noteView(stored), merged: false };
    const text = stale ? stored.text + keptHeading(now, course.time_zone ?? deps.config.defaultTimeZone) + input.text : input.text;
    if (text.length > NOTE_LIMIT) throw new DomainError('CONFLICT', BOTH_TOO_LONG);
    const row = await trx
      .updateTable('course_notes')
      .set({ text, version: stored.version + 1, updated_at: at })
      .where('dashboard_id', '=', dashboard.id)
      .where('course_id', '=', input.courseId)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { note: noteView(row), merged: stale };
  });
}
