import { useEffect, useId, useRef, useState } from 'react';
import { NOTE_LIMIT, NOTE_TOO_LONG } from '../../../shared/items';
import { isStale, saveNote } from '../../lib/dashboard/load';
import type { DashboardCourse, DashboardNote } from '../../lib/dashboard/model';
import { afterSave, emptyDraft, unsaved, type NoteDraft } from '../../lib/dashboard/notes';
import { DashboardCard } from './DashboardCard';

interface CourseNotesProps {
  token: string;
  courses: readonly DashboardCourse[];
  notes: readonly DashboardNote[];
  /** Puts a saved note into the page's data, so another view and back shows it. */
  onSaved: (note: DashboardNote) => void;
}

/** Saved this long after the last keystroke. */
const AUTOSAVE_MS = 2000;
const count = (length: number) => `${length.toLocaleString('en-US')} / ${NOTE_LIMIT.toLocaleString('en-US')}`;

/**
 * /dashboard/<token>/notes: a Markdown note per course, saved 2 s after typing stops and when the page
 * is left or hidden. The preview is the server's rendering, so the page carries no Markdown library.
 * Loaded only when this view opens.
 */
export default function CourseNotes({ token, courses, notes, onSaved }: CourseNotesProps) {
  const [courseId, setCourseId] = useState(courses[0]?.id);
  const [preview, setPreview] = useState(false);
  // The ref is what saves read (a save's answer may come before React renders); the state draws it.
  const drafts = useRef<Record<number, NoteDraft>>(Object.fromEntries(courses.map((course) => [course.id, emptyDraft(notes.find((note) => note.courseId === course.id))])));
  const [shown, setShown] = useState(drafts.current);
  // One line of saves per course: each is based on the version the one before it answered.
  const lines = useRef(new Map<number, Promise<void>>());
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const textId = useId();

  const update = (id: number, change: (draft: NoteDraft) => NoteDraft) => {
    drafts.current = { ...drafts.current, [id]: change(drafts.current[id]!) };
    setShown(drafts.current);
  };

  const save = (id: number, keepalive: boolean) => {
    const run = async () => {
      const draft = drafts.current[id]!;
      if (!unsaved(draft)) return;
      if (draft.text.length > NOTE_LIMIT) return update(id, (current) => ({ ...current, error: NOTE_TOO_LONG }));
      const sent = draft.text;
      update(id, (current) => ({ ...current, sending: true, error: null }));
      try {
        const answer = await saveNote(token, id, sent, draft.saved.version, keepalive);
        update(id, (current) => afterSave(current, sent, answer));
        onSaved(answer.note);
      } catch (failure) {
        update(id, (current) => ({ ...current, sending: false, error: (failure as Error).message, conflict: isStale(failure) }));
      }
    };
    const line = (lines.current.get(id) ?? Promise.resolve()).then(run);
    lines.current.set(id, line);
  };

  const saveAll = (keepalive: boolean) => {
    clearTimeout(timer.current);
    for (const id of Object.keys(drafts.current)) save(Number(id), keepalive);
  };

  // Leaving or hiding the page (closing the tab, switching apps on a phone) sends what is pending at once.
  const saveAllRef = useRef(saveAll);
  saveAllRef.current = saveAll;
  useEffect(() => {
    const hidden = () => document.visibilityState === 'hidden' && saveAllRef.current(true);
    const left = () => saveAllRef.current(true);
    document.addEventListener('visibilitychange', hidden);
    window.addEventListener('pagehide', left);
    return () => {
      document.removeEventListener('visibilitychange', hidden);
      window.removeEventListener('pagehide', left);
      // Another view of the dashboard opened: its pending text is saved now.
      saveAllRef.current(false);
    };
  }, []);

  if (courseId === undefined) {
    return (
      <DashboardCard title="Notes" description="Your own notes on each course.">
        <p className="text-sm text-slate-600">Notes open once your courses are on your dashboard.</p>
      </DashboardCard>
    );
  }
  const draft = shown[courseId]!;
  const course = courses.find((one) => one.id === courseId)!;
  const over = draft.text.length > NOTE_LIMIT;
  const type = (text: string) => {
    update(courseId, (current) => ({ ...current, text, error: null }));
    clearTimeout(timer.current);
    timer.current = setTimeout(() => saveAll(false), AUTOSAVE_MS);
  };
  const showPreview = () => {
    // The preview is the server's rendering: what is typed is saved first.
    saveAll(false);
    setPreview(true);
  };

  return (
    <DashboardCard title="Notes" description="Your own notes on each course, saved as you type. Markdown works: **bold**, *italic*, lists, # headings, [links](https://…).">
      <div role="group" aria-label="Course" className="flex flex-wrap gap-2">
        {courses.map((one) => (
          <button
            key={one.id}
            type="button"
            aria-pressed={one.id === courseId}
            onClick={() => setCourseId(one.id)}
            className={`inline-flex items-center gap-2 rounded-full px-3 py-1 text-sm font-semibold ring-1 ${one.id === courseId ? 'bg-brand-50 text-brand-800 ring-brand-400' : 'bg-white text-slate-700 ring-slate-200 hover:bg-slate-50'}`}
          >
            <span className="h-2.5 w-2.5 rounded-full" style={{ background: one.colour }} aria-hidden="true" />
            {one.name}
          </button>
        ))}
      </div>
      <div className="mt-4 flex items-center justify-between gap-3">
        <label htmlFor={textId} className="text-sm font-semibold text-slate-800">
          Notes for {course.name}
        </label>
        <div className="flex rounded-lg bg-slate-100 p-0.5 text-sm font-semibold" role="group" aria-label="Mode">
          <ModeButton pressed={!preview} onClick={() => setPreview(false)} label="Edit" />
          <ModeButton pressed={preview} onClick={showPreview} label="Preview" />
        </div>
      </div>
      {preview ? (
        <NotePreview html={draft.saved.html} />
      ) : (
        <textarea
          id={textId}
          value={draft.text}
          onChange={(event) => type(event.target.value)}
          rows={12}
          placeholder={'**Midterm** covers ch. 1-4\n- Office hours Tue 2 pm'}
          aria-describedby={`${textId}-count`}
          aria-invalid={over || undefined}
          className="mt-2 block w-full rounded-xl border border-slate-300 p-3 font-mono text-sm leading-6 text-slate-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200"
        />
      )}
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2 text-sm">
        <SaveState draft={draft} over={over} onRetry={() => saveAll(false)} />
        <span id={`${textId}-count`} className={over ? 'font-semibold text-red-700' : 'text-slate-500'}>
          {count(draft.text.length)}
        </span>
      </div>
      {(over || draft.error) && (
        <p role="alert" className="mt-2 rounded-lg bg-red-50 p-3 text-sm font-semibold text-red-900">
          {over ? NOTE_TOO_LONG : draft.error}
          {!over && draft.conflict && <ConflictActions text={draft.text} />}
        </p>
      )}
    </DashboardCard>
  );
}

/** Both versions together are too long to keep: the student copies their text, then reloads to see the other device's. */
function ConflictActions({ text }: { text: string }) {
  const [copied, setCopied] = useState(false);
  const copy = () => navigator.clipboard.writeText(text).then(() => setCopied(true), () => setCopied(false));
  return (
    <span className="mt-2 flex flex-wrap gap-2">
      <button type="button" onClick={copy} className="rounded-lg bg-white px-3 py-1 ring-1 ring-red-200 hover:bg-red-100">
        {copied ? 'Copied' : 'Copy my text'}
      </button>
      <button type="button" onClick={() => window.location.reload()} className="rounded-lg bg-white px-3 py-1 ring-1 ring-red-200 hover:bg-red-100">
        Reload the page
      </button>
    </span>
  );
}

function ModeButton({ pressed, onClick, label }: { pressed: boolean; onClick: () => void; label: string }) {
  return (
    <button type="button" aria-pressed={pressed} onClick={onClick} className={`rounded-md px-3 py-1 ${pressed ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900'}`}>
      {label}
    </button>
  );
}

/** "Saved", "Saving…" (typed and not yet answered), "Not saved: retry", or "No note yet" before the first save. */
function SaveState({ draft, over, onRetry }: { draft: NoteDraft; over: boolean; onRetry: () => void }) {
  return (
    <p role="status" className="font-semibold text-slate-700">
      {over || draft.error ? (
        <span className="text-red-700">
          Not saved:{' '}
          <button type="button" onClick={onRetry} className="underline underline-offset-2 hover:text-red-900">
            retry
          </button>
        </span>
      ) : draft.sending || unsaved(draft) ? (
        'Saving…'
      ) : draft.merged ? (
        'Saved (both versions kept)'
      ) : draft.saved.version === 0 ? (
        'No note yet'
      ) : (
        'Saved'
      )}
    </p>
  );
}

/** The server's rendering of the saved note (raw HTML in a note comes out as text there). */
function NotePreview({ html }: { html: string }) {
  if (!html) return <p className="mt-2 rounded-xl border border-dashed border-slate-300 p-6 text-sm text-slate-600">Nothing written for this course yet.</p>;
  return (
    <div
      data-testid="note-preview"
      className="mt-2 min-h-[18rem] space-y-3 overflow-x-auto rounded-xl border border-slate-200 p-4 text-sm leading-6 text-slate-800 [&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-slate-200 [&_blockquote]:pl-3 [&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_h1]:text-xl [&_h1]:font-bold [&_h2]:text-lg [&_h2]:font-bold [&_h3]:font-bold [&_hr]:border-slate-200 [&_ol]:list-decimal [&_ol]:pl-5 [&_pre]:overflow-x-auto [&_strong]:font-bold [&_ul]:list-disc [&_ul]:pl-5"
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
