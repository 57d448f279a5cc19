import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { lineOfEvidence } from '../../../../shared/evidence';
import { api, type ApiOutputs } from '../../../lib/api';
import { Alert, smallPrimary, smallSecondary } from '../ui';
import { AsideForm } from './AsideForm';
import { useReview } from './context';
import { highlightEvidence } from './evidence';
import { draftFromLine } from './prefill';
import type { Syllabus } from './rules';

type Document = ApiOutputs['admin']['review']['document'];
type Line = Document['lines'][number];
type Dated = Line['dated'][number];

/** The dated line a line of the text still is to check, or the one it was set aside as. */
const toCheck = (line: Line) => line.dated.find((dated) => dated.fate === 'check');
const datedOf = (line: Line): Dated | undefined => toCheck(line) ?? line.dated[0];

const KEYS = 'n / p: next or previous line to check · i: make it an item · x: set it aside · u: undo';

/**
 * A syllabus as the reviewer reads it, every date marked by its fate: part of an item (its title
 * beside it), set aside (dimmed, with the reason), or to check (highlighted). Keyboard first: n and p
 * move between the lines to check, i makes an item of the line, x sets it aside, u undoes.
 */
export function DocumentView({ syllabus, courseId }: { syllabus: Syllabus; courseId: number | undefined }) {
  const { orderId, workspace, perform, startItem, shownLine, report } = useReview();
  const query = api.admin.review.document.useQuery({ orderId, syllabusId: syllabus.id }, { refetchOnMount: true });
  const undo = api.admin.review.undo.useMutation();
  const list = useRef<HTMLOListElement>(null);
  const [current, setCurrent] = useState<number | null>(null);
  const [asiding, setAsiding] = useState<{ line: Line; dated: Dated } | null>(null);
  const lines = query.data?.lines ?? [];
  const checks = lines.filter((line) => toCheck(line));

  const focusLine = (position: number) => {
    const element = list.current?.querySelector<HTMLElement>(`[data-line="${position}"]`);
    element?.focus();
    element?.scrollIntoView({ block: 'nearest' });
  };

  // An item's evidence link opens the view at its line (once per click, not again on every reload).
  const shownAt = useRef(0);
  useEffect(() => {
    if (!shownLine || shownLine.syllabusId !== syllabus.id || !query.data || shownAt.current === shownLine.at) return;
    shownAt.current = shownLine.at;
    // (Evidence that quotes a second line after its own, "Section 02 and 03: TUESDAY … (FINAL EXAM:)", opens at its own.)
    const own = lineOfEvidence(shownLine.text, query.data.lines);
    const line = query.data.lines.find((one) => one.text === own);
    if (line) focusLine(line.position);
  }, [shownLine, query.data, syllabus.id]);

  // Opened from its button: the keys work at once.
  const opened = useRef(false);
  useEffect(() => {
    if (!query.data || opened.current) return;
    opened.current = true;
    if (!shownLine || shownLine.syllabusId !== syllabus.id) list.current?.focus();
  }, [query.data]);

  function move(step: 1 | -1) {
    if (checks.length === 0) return report({ ok: true, message: 'No line of this syllabus is left to check.' });
    const from = current ?? (step === 1 ? -1 : Number.MAX_SAFE_INTEGER);
    const next = step === 1 ? (checks.find((line) => line.position > from) ?? checks[0]!) : (checks.findLast((line) => line.position < from) ?? checks.at(-1)!);
    focusLine(next.position);
  }

  function makeItem(line: Line) {
    const dated = datedOf(line);
    if (!dated) return report({ ok: false, message: 'Only a dated line that is no item yet can be made one here; add other items with “Add an item”.' });
    startItem(draftFromLine({ id: dated.id, text: line.text, dates: dated.dates }, courseId, syllabus.term ?? workspace.term));
  }

  function onKeyDown(event: KeyboardEvent<HTMLOListElement>) {
    if (event.altKey || event.ctrlKey || event.metaKey || (event.target as HTMLElement).closest('input, select, textarea, button, form')) return;
    const line = lines.find((one) => one.position === current);
    const act: Record<string, (() => void) | undefined> = {
      n: () => move(1),
      p: () => move(-1),
      i: line && (() => makeItem(line)),
      x: line && (() => setAside(line)),
      u: () => void perform(() => undo.mutateAsync({ orderId })),
    };
    const run = act[event.key.toLowerCase()];
    if (!run) return;
    event.preventDefault();
    run();
  }

  function setAside(line: Line) {
    const dated = toCheck(line);
    if (!dated) return report({ ok: false, message: 'This line is not one to check: it is an item already, or set aside.' });
    setAsiding({ line, dated });
  }

  if (query.isPending) return <p className="px-1 py-3 text-sm text-slate-600">Opening the document…</p>;
  if (query.isError) return <Alert>The document could not be opened: {query.error.message}</Alert>;
  if (!query.data.kept) return <p className="px-1 py-3 text-sm text-slate-600">The text of this syllabus was deleted with its file once the order was delivered; its dated lines are kept above.</p>;

  return (
    <section aria-label={`The document: ${syllabus.name}`} className="mt-3 rounded-xl ring-1 ring-slate-200">
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-100 px-3 py-2">
        <p className="text-xs text-slate-600">
          <span className="font-semibold text-slate-800">{checks.length === 1 ? '1 line to check' : `${checks.length} lines to check`}</span> · {KEYS}
        </p>
        <button type="button" className={smallSecondary} disabled={checks.length === 0} onClick={() => move(1)}>
          Next line to check
        </button>
      </div>
      <ol ref={list} tabIndex={0} onKeyDown={onKeyDown} className="max-h-[70vh] overflow-y-auto px-1 py-2 text-sm outline-none focus-visible:ring-2 focus-visible:ring-brand-500" aria-label={`Lines of ${syllabus.name}; ${KEYS}`}>
        {lines.map((line) => (
          <DocumentLine
            key={line.position}
            line={line}
            onFocus={() => setCurrent(line.position)}
            onMakeItem={() => makeItem(line)}
            onSetAside={() => setAside(line)}
            aside={asiding?.line.position === line.position ? asiding.dated : null}
            onAsideDone={() => {
              // The line keeps the keyboard, decided or not: n goes on to the next, u takes it back.
              setAsiding(null);
              focusLine(line.position);
            }}
          />
        ))}
      </ol>
    </section>
  );
}

function DocumentLine(props: { line: Line; onFocus: () => void; onMakeItem: () => void; onSetAside: () => void; aside: Dated | null; onAsideDone: () => void }) {
  const { line } = props;
  const check = toCheck(line);
  const setAside = !check && line.items.length === 0 ? line.dated[0] : undefined;
  const look = check
    ? 'bg-amber-100 ring-1 ring-amber-300'
    : line.items.length > 0
      ? 'bg-emerald-50 ring-1 ring-emerald-100'
      : setAside
        ? 'text-slate-500'
        : line.kind === 'header' || line.kind === 'heading'
          ? 'font-semibold text-slate-900'
          : 'text-slate-700';
  const marked = highlightEvidence(line.text, line.items[0]?.title ?? '');
  return (
    <li
      data-line={line.position}
      tabIndex={-1}
      onFocus={props.onFocus}
      className={`my-0.5 scroll-mt-36 rounded-lg px-2 py-1 outline-none focus:ring-2 focus:ring-brand-500 lg:scroll-mt-2 ${look}`}
      aria-label={check ? `To check, page ${line.page}: ${line.text}` : undefined}
    >
      <p className="break-words">
        <span className="mr-2 text-[0.7rem] text-slate-500">p. {line.page}</span>
        {marked.map((part, index) =>
          part.mark ? (
            <mark key={index} className={`rounded px-0.5 ${check ? 'bg-amber-300' : setAside ? 'bg-slate-100 text-slate-500' : 'bg-emerald-100'} text-inherit`}>
              {part.text}
            </mark>
          ) : (
            part.text
          ),
        )}
      </p>
      {line.items.map((item) => (
        <p key={item.id} className="text-xs font-semibold text-emerald-800">
          → {item.title} · {item.date}
          {item.time ? ` ${item.time}` : ''}
        </p>
      ))}
      {setAside && (
        <p className="flex flex-wrap items-center gap-x-2 text-xs text-slate-500">
          <span>
            Set aside: {setAside.reason}
            {setAside.decidedBy ? ` (by ${setAside.decidedBy})` : ''}
          </span>
          <button type="button" className="font-semibold text-brand-700 underline" onClick={props.onMakeItem}>
            Make an item
          </button>
        </p>
      )}
      {check && (
        <div className="mt-1 flex flex-wrap items-center gap-2">
          <p className="min-w-0 flex-1 text-xs text-amber-900">To check: {check.reason}</p>
          <button type="button" className={smallPrimary} onClick={props.onMakeItem}>
            Make an item (i)
          </button>
          <button type="button" className={smallSecondary} onClick={props.onSetAside}>
            Set aside (x)
          </button>
        </div>
      )}
      {props.aside && <AsideForm lineId={props.aside.id} onDone={props.onAsideDone} />}
    </li>
  );
}
