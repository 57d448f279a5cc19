import type { DashboardNote } from './model';

/** The notes editor's state for one course, and what a save's answer does to it. */

export interface NoteDraft {
  /** What the textarea holds. */
  text: string;
  /** The note as the server last answered it; `version` is what the next save is based on (0: none yet). */
  saved: { text: string; version: number; html: string };
  sending: boolean;
  /** The last save kept another device's text too. */
  merged: boolean;
  /** Why the last save failed (the server's message), until the next try. */
  error: string | null;
  /** The last save failed because both devices' versions together are too long: only a reload resolves it. */
  conflict: boolean;
}

export const emptyDraft = (note: DashboardNote | undefined): NoteDraft => {
  const saved = { text: note?.text ?? '', version: note?.version ?? 0, html: note?.html ?? '' };
  return { text: saved.text, saved, sending: false, merged: false, error: null, conflict: false };
};

/** True while the textarea holds text the server has not answered for. */
export const unsaved = (draft: NoteDraft) => draft.text !== draft.saved.text;

/**
 * A save of `sent` answered. Untouched since, the textarea shows the server's text (with the other
 * device's text when both were kept). Typed into meanwhile, it keeps what was typed; after a merge it
 * also keeps the version it was based on, so its next save is a conflict too and keeps both again:
 * neither the other device's text nor the newer typing is lost.
 */
export function afterSave(draft: NoteDraft, sent: string, answer: { note: DashboardNote; merged: boolean }): NoteDraft {
  const { text, version, html } = answer.note;
  const typedMeanwhile = draft.text !== sent;
  return {
    text: typedMeanwhile ? draft.text : text,
    saved: { text, version: typedMeanwhile && answer.merged ? draft.saved.version : version, html },
    sending: false,
    merged: answer.merged,
    error: null,
    conflict: false,
  };
}
