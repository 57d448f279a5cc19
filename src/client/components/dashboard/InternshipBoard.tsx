import { useId, useLayoutEffect, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { INTERNSHIP_STAGES, type ApplicationPriority, type InternshipStage } from '../../../shared/items';
import { stageBeside } from '../../lib/dashboard/applications';
import { shortDate } from '../../lib/dashboard/calendar';
import type { DashboardApplication } from '../../lib/dashboard/model';
import { Icon } from './icons';

/** Each stage's own colour: the column's top edge, its dot and its count. */
export const STAGE_LOOKS: Record<InternshipStage, { edge: string; dot: string; count: string }> = {
  Applied: { edge: 'border-t-slate-500', dot: 'bg-slate-500', count: 'bg-slate-200 text-slate-800' },
  'Under Review': { edge: 'border-t-amber-500', dot: 'bg-amber-500', count: 'bg-amber-100 text-amber-900' },
  Interview: { edge: 'border-t-sky-500', dot: 'bg-sky-500', count: 'bg-sky-100 text-sky-900' },
  'Final Round': { edge: 'border-t-violet-500', dot: 'bg-violet-500', count: 'bg-violet-100 text-violet-900' },
  Offer: { edge: 'border-t-emerald-500', dot: 'bg-emerald-500', count: 'bg-emerald-100 text-emerald-900' },
  Rejected: { edge: 'border-t-rose-500', dot: 'bg-rose-500', count: 'bg-rose-100 text-rose-900' },
};

const PRIORITY_LOOKS: Record<ApplicationPriority, string> = {
  High: 'bg-red-100 text-red-800',
  Medium: 'bg-amber-100 text-amber-900',
  Low: 'bg-slate-100 text-slate-700',
};

interface InternshipBoardProps {
  applications: readonly DashboardApplication[];
  /** Dates outside today's year name their year. */
  today: string;
  /** Makes cards movable: dragged to another column, ←/→ on a focused card, or the card's arrow buttons. */
  onMove?: (application: DashboardApplication, stage: InternshipStage) => void;
  onEdit?: (application: DashboardApplication) => void;
  onDelete?: (application: DashboardApplication) => void;
}

/** After a move the card is drawn in another column, a new element: focus goes back to the same control on it (the card, or its ← or → button). */
type Refocus = { id: number; control: 'card' | Step };
type Step = -1 | 1;

/** The internship tracker: one column per stage, stacked on a phone; scrolls sideways inside its card on screens too narrow for all six. */
export function InternshipBoard({ applications: all, today, onMove, onEdit, onDelete }: InternshipBoardProps) {
  const hintId = useId();
  const boardRef = useRef<HTMLDivElement>(null);
  const refocus = useRef<Refocus | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [dragged, setDragged] = useState<DashboardApplication | null>(null);
  const [dropStage, setDropStage] = useState<InternshipStage | null>(null);

  useLayoutEffect(() => {
    if (!refocus.current) return;
    const { id, control } = refocus.current;
    const card = boardRef.current?.querySelector<HTMLElement>(`[data-application-id="${id}"]`);
    // An arrow button at the board's end is disabled: the card takes focus instead.
    (control === 'card' ? card : (card?.querySelector<HTMLElement>(`[data-step="${control}"]:not(:disabled)`) ?? card))?.focus();
    refocus.current = null;
  });

  const move = onMove
    ? (application: DashboardApplication, stage: InternshipStage, control?: Refocus['control']) => {
        if (stage === application.stage) return;
        if (control) refocus.current = { id: application.id, control };
        setAnnouncement(`Moved ${application.company} to ${stage}.`);
        onMove(application, stage);
      }
    : undefined;
  const endDrag = () => {
    setDragged(null);
    setDropStage(null);
  };

  return (
    <div>
      {move && (
        <p id={hintId} className="mb-3 text-sm text-slate-600">
          To move an application, drag its card to another column, use its arrows, or focus the card and press <kbd className="rounded border border-slate-300 bg-slate-50 px-1 font-sans text-xs">←</kbd> or{' '}
          <kbd className="rounded border border-slate-300 bg-slate-50 px-1 font-sans text-xs">→</kbd>.
        </p>
      )}
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      {/* "relative" keeps absolutely placed screen-reader text inside the scroll box instead of widening the page. */}
      <div ref={boardRef} className="relative -mx-4 overflow-x-auto px-4 pb-2 sm:-mx-6 sm:px-6" role="region" aria-label="Applications by stage" tabIndex={0}>
        {/* A phone stacks the stages, so every card is on screen; wider screens put them side by side. */}
        <div className="flex flex-col gap-3 sm:flex-row">
          {INTERNSHIP_STAGES.map((stage) => {
            const applications = all.filter((application) => application.stage === stage);
            const look = STAGE_LOOKS[stage];
            const target = dragged !== null && dragged.stage !== stage;
            const acceptDrop = (event: DragEvent) => {
              if (!target) return;
              event.preventDefault();
              event.dataTransfer.dropEffect = 'move';
              setDropStage(stage);
            };
            return (
              <section
                key={stage}
                aria-label={stage}
                data-drop-target={target ? (dropStage === stage ? 'over' : 'open') : undefined}
                onDragEnter={acceptDrop}
                onDragOver={acceptDrop}
                onDragLeave={(event) => {
                  // Leaving a card or the heading inside the column is no leaving; browsers do not all say where the pointer went, its position does.
                  const box = event.currentTarget.getBoundingClientRect();
                  const inside = event.clientX >= box.left && event.clientX < box.right && event.clientY >= box.top && event.clientY < box.bottom;
                  if (!inside) setDropStage((current) => (current === stage ? null : current));
                }}
                onDrop={(event) => {
                  event.preventDefault();
                  if (dragged && move) move(dragged, stage);
                  endDrag();
                }}
                className={`shrink-0 rounded-xl sm:w-60 border border-t-4 border-slate-200 p-3 transition-colors xl:w-auto xl:min-w-0 xl:flex-1 ${look.edge} ${
                  target ? (dropStage === stage ? 'bg-brand-50 outline-2 outline-brand-600' : 'bg-slate-50 outline-2 outline-dashed outline-brand-300') : 'bg-slate-50'
                }`}
              >
                <h3 className="flex items-center gap-2 text-sm font-semibold text-slate-900">
                  <span aria-hidden="true" className={`h-2.5 w-2.5 shrink-0 rounded-full ${look.dot}`} />
                  {/* One line: a two-line "Under Review" would make its column's cards start lower than the others'. */}
                  <span className="whitespace-nowrap">{stage}</span>
                  <span className={`ml-auto rounded-full px-2 text-xs font-bold ${look.count}`}>{applications.length}</span>
                </h3>
                <ul className="mt-3 min-h-12 space-y-2">
                  {applications.map((application) => (
                    <ApplicationCard
                      key={application.id}
                      application={application}
                      today={today}
                      actions={move && { hintId, move, onEdit, onDelete, onDragStart: () => setDragged(application), onDragEnd: endDrag }}
                    />
                  ))}
                </ul>
              </section>
            );
          })}
        </div>
      </div>
    </div>
  );
}

interface CardActions {
  hintId: string;
  move: (application: DashboardApplication, stage: InternshipStage, control?: Refocus['control']) => void;
  onEdit?: (application: DashboardApplication) => void;
  onDelete?: (application: DashboardApplication) => void;
  onDragStart: () => void;
  onDragEnd: () => void;
}

function ApplicationCard({ application, today, actions }: { application: DashboardApplication; today: string; actions?: CardActions }) {
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    // Only on the card itself: inside its stage select the arrows belong to the select.
    if (!actions || event.target !== event.currentTarget || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
    const stage = stageBeside(application.stage, event.key === 'ArrowLeft' ? -1 : 1);
    event.preventDefault();
    if (stage) actions.move(application, stage, 'card');
  };
  return (
    <li
      data-application-id={application.id}
      tabIndex={actions ? 0 : undefined}
      aria-describedby={actions?.hintId}
      aria-keyshortcuts={actions ? 'ArrowLeft ArrowRight' : undefined}
      draggable={actions ? true : undefined}
      onKeyDown={onKeyDown}
      onDragStart={
        actions &&
        ((event) => {
          event.dataTransfer.effectAllowed = 'move';
          event.dataTransfer.setData('text/plain', application.company);
          actions.onDragStart();
        })
      }
      onDragEnd={actions?.onDragEnd}
      className={`rounded-lg border border-slate-200 bg-white p-3 shadow-sm ${actions ? 'cursor-grab active:cursor-grabbing' : ''}`}
    >
      {application.example && <p className="mb-1 text-[11px] font-bold uppercase tracking-wide text-slate-500">Example</p>}
      <p className="break-words text-sm font-bold text-slate-900">{application.company}</p>
      <p className="mt-0.5 break-words text-sm text-slate-700">{application.position}</p>
      {application.location && (
        <p className="mt-2 flex items-center gap-1 text-xs text-slate-600">
          <Icon name="pin" className="h-3.5 w-3.5" />
          {application.location}
        </p>
      )}
      {application.appliedOn && (
        <p className="mt-1 flex items-center gap-1 text-xs text-slate-600">
          <Icon name="calendar" className="h-3.5 w-3.5" />
          Applied {shortDate(application.appliedOn, today)}
        </p>
      )}
      {(application.nextStep || application.nextStepDate) && (
        <p className="mt-2 rounded-md bg-violet-50 px-2 py-1 text-xs text-violet-900">
          <span className="font-semibold">Next:</span> {[application.nextStep, application.nextStepDate && shortDate(application.nextStepDate, today)].filter(Boolean).join(' · ')}
        </p>
      )}
      {application.notes && <p className="mt-2 line-clamp-3 whitespace-pre-line break-words text-xs text-slate-600">{application.notes}</p>}
      <div className="mt-2 flex flex-wrap items-center justify-between gap-x-2 gap-y-1 border-t border-slate-100 pt-2 text-xs">
        <span className="font-semibold text-slate-800">{application.salary}</span>
        <span className={`rounded-full px-2 py-0.5 text-[11px] font-bold ${PRIORITY_LOOKS[application.priority]}`}>
          {application.priority}
          <span className="sr-only"> priority</span>
        </span>
      </div>
      {actions && <CardControls application={application} actions={actions} />}
    </li>
  );
}

/** Icon buttons named by aria-label (and a title on hover), so the card's text stays the application's own. */
function CardControls({ application, actions }: { application: DashboardApplication; actions: CardActions }) {
  const iconButton = 'inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900 disabled:cursor-not-allowed disabled:opacity-30 disabled:hover:bg-transparent';
  const stepButton = (step: Step) => {
    const stage = stageBeside(application.stage, step);
    const label = stage ? `Move ${application.company} to ${stage}` : `${application.company} is in the ${step < 0 ? 'first' : 'last'} stage`;
    return (
      <button type="button" data-step={step} disabled={!stage} aria-label={label} title={label} onClick={() => stage && actions.move(application, stage, step)} className={iconButton}>
        <Icon name={step < 0 ? 'left' : 'right'} />
      </button>
    );
  };
  return (
    <div className="mt-2 flex items-center justify-between gap-1">
      <span className="flex gap-1">
        {stepButton(-1)}
        {stepButton(1)}
      </span>
      <span className="flex gap-1">
        {actions.onEdit && (
          <button type="button" aria-label={`Edit ${application.company}`} title={`Edit ${application.company}`} onClick={() => actions.onEdit!(application)} className={iconButton}>
            <Icon name="edit" />
          </button>
        )}
        {actions.onDelete && (
          <button type="button" aria-label={`Delete ${application.company}`} title={`Delete ${application.company}`} onClick={() => actions.onDelete!(application)} className={`${iconButton} hover:text-red-700`}>
            <Icon name="trash" />
          </button>
        )}
      </span>
    </div>
  );
}
