import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { INTERNSHIP_STAGES, type InternshipStage } from '../../../shared/items';
import { changedFields, saveInOrder, stageCounts, withRestored, withStage, type ApplicationFields } from '../../lib/dashboard/applications';
import { addApplication, clearExampleApplications, deleteApplication, isStale, restoreApplication, updateApplication } from '../../lib/dashboard/load';
import type { DashboardApplication } from '../../lib/dashboard/model';
import { buttonPrimary } from '../ui/buttons';
import { DashboardCard } from './DashboardCard';
import { Icon } from './icons';
import { InternshipBoard, STAGE_LOOKS } from './InternshipBoard';

// The form loads when first opened: the board is what the view shows before anyone clicks.
const ApplicationDialog = lazy(() => import('./ApplicationDialog').then((module) => ({ default: module.ApplicationDialog })));

type ApplicationsUpdate = (applications: DashboardApplication[]) => DashboardApplication[];

interface InternshipTrackerProps {
  token: string;
  applications: DashboardApplication[];
  /** Today, the date applied a new application starts with. */
  today: string;
  /** Changes the page's applications (the overview calendar shows their next steps). */
  onChange: (update: ApplicationsUpdate) => void;
  /** Loads the dashboard again, to show what another device saved; rejects with a message. */
  onReload: () => Promise<void>;
}

/** What the tracker says after an action: what happened, with Undo after a delete and Reload after a stale save. */
interface Notice {
  text: string;
  error: boolean;
  undo?: () => void;
  reload?: boolean;
}

/** One line of saves per application for the whole page, so switching views never splits a card's line in two. */
const saveApplication = saveInOrder<DashboardApplication>();

/**
 * /dashboard/<token>/internships: the student's applications by stage, saved on the server. Moves
 * and deletes show at once and are undone on screen, with the server's message, when a save fails.
 * Loaded only when this view opens, so the overview's first load does not carry it.
 */
export default function InternshipTracker({ token, applications, today, onChange, onReload }: InternshipTrackerProps) {
  // The form: open for a new application (null) or one being edited; undefined when closed.
  const [editing, setEditing] = useState<DashboardApplication | null | undefined>(undefined);
  const [notice, setNotice] = useState<Notice | null>(null);
  const put = (application: DashboardApplication) => onChange((list) => list.map((one) => (one.id === application.id ? application : one)));
  const failed = (what: string, error: Error) => setNotice({ text: `${what}: ${error.message}`, error: true, reload: isStale(error) });

  const move = async (application: DashboardApplication, stage: InternshipStage) => {
    setNotice(null);
    onChange((list) => withStage(list, application.id, stage));
    const outcome = await saveApplication(application, (version) => updateApplication(token, application.id, version, { stage }));
    if (!outcome.latest) return;
    if (outcome.ok) put(outcome.saved);
    else {
      put(outcome.lastSaved);
      failed(`${application.company} was not moved`, outcome.error);
    }
  };

  const edit = async (application: DashboardApplication, fields: ApplicationFields) => {
    const changes = changedFields(application, fields);
    if (Object.keys(changes).length === 0) return;
    const outcome = await saveApplication(application, (version) => updateApplication(token, application.id, version, changes));
    if (!outcome.ok) throw outcome.error;
    if (outcome.latest) put(outcome.saved);
    setNotice({ text: `${outcome.saved.company} was saved.`, error: false });
  };

  const add = async (fields: ApplicationFields) => {
    const added = await addApplication(token, fields);
    onChange((list) => [...list, added]);
    setNotice({ text: `${added.company} was added to ${added.stage}.`, error: false });
  };

  const restore = async (deleted: DashboardApplication, formerIds: number[]) => {
    setNotice(null);
    try {
      const restored = await restoreApplication(token, deleted.id);
      onChange((list) => withRestored(list, restored, formerIds));
      setNotice({ text: `${restored.company} is back on your board.`, error: false });
    } catch (error) {
      failed(`${deleted.company} was not restored`, error as Error);
    }
  };

  const remove = async (application: DashboardApplication) => {
    setNotice(null);
    const formerIds = applications.map((one) => one.id);
    onChange((list) => list.filter((one) => one.id !== application.id));
    let message = '';
    const outcome = await saveApplication(application, async (version) => {
      const answer = await deleteApplication(token, application.id, version);
      message = answer.message;
      return answer.application;
    });
    if (outcome.ok) setNotice({ text: message, error: false, undo: () => void restore(outcome.saved, formerIds) });
    else {
      onChange((list) => withRestored(list, outcome.lastSaved, formerIds));
      failed(`${application.company} was not deleted`, outcome.error);
    }
  };

  const clearExamples = async () => {
    setNotice(null);
    try {
      const removed = await clearExampleApplications(token);
      onChange((list) => list.filter((one) => !one.example));
      setNotice({ text: `${removed} example ${removed === 1 ? 'row was' : 'rows were'} removed.`, error: false });
    } catch (error) {
      failed('The examples were not removed', error as Error);
    }
  };

  const reload = async () => {
    setNotice(null);
    await onReload().catch((error: Error) => setNotice({ text: error.message, error: true }));
  };

  return (
    <DashboardCard
      title="Internship Tracker"
      description="Every application from first submission to offer. A next step with a date also goes on your calendar."
      actions={
        <button type="button" onClick={() => setEditing(null)} className={`${buttonPrimary} min-h-10 px-3.5 py-2 text-sm`}>
          <Icon name="plus" />
          Add Application
        </button>
      }
    >
      <StageCounts applications={applications} />
      {applications.some((one) => one.example) && <ExamplesNote onClear={clearExamples} />}
      {/* Empty, the board would be six empty columns (a long scroll on a phone): the counts above name the stages. */}
      {applications.length === 0 ? (
        <p className="mb-4 rounded-xl bg-slate-50 p-4 text-sm text-slate-700">No applications yet. Add the first with Add Application, and move it along as you hear back.</p>
      ) : (
        <InternshipBoard applications={applications} today={today} onMove={move} onEdit={setEditing} onDelete={remove} />
      )}
      {editing !== undefined && (
        <Suspense fallback={null}>
          <ApplicationDialog
            application={editing}
            blank={{ appliedOn: today }}
            onSave={(fields) => (editing ? edit(editing, fields) : add(fields))}
            onReload={onReload}
            onClose={() => setEditing(undefined)}
          />
        </Suspense>
      )}
      <NoticeBar notice={notice} onReload={reload} onDismiss={() => setNotice(null)} />
    </DashboardCard>
  );
}

/** How many applications are in each stage, in the stages' colours: the board's columns at a glance, even where they scroll. */
function StageCounts({ applications }: { applications: readonly DashboardApplication[] }) {
  const counts = stageCounts(applications);
  return (
    <div className="mb-4 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
      <p className="font-semibold text-slate-900">
        {applications.length} {applications.length === 1 ? 'application' : 'applications'}
      </p>
      <ul aria-label="Applications per stage" className="flex flex-wrap gap-1.5">
        {INTERNSHIP_STAGES.map((stage) => (
          <li key={stage} className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ${STAGE_LOOKS[stage].count}`}>
            <span aria-hidden="true" className={`h-2 w-2 rounded-full ${STAGE_LOOKS[stage].dot}`} />
            {stage}: {counts[stage]}
          </li>
        ))}
      </ul>
    </div>
  );
}

function ExamplesNote({ onClear }: { onClear: () => void }) {
  return (
    <div className="mb-4 flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950 sm:flex-row sm:items-center sm:justify-between">
      <p>The applications marked Example come from the career guide's tracker template, to show how a tracker is kept; their next steps stay off your calendar. Clear them once you start adding your own.</p>
      <button type="button" onClick={onClear} className="shrink-0 rounded-lg border border-amber-300 bg-white px-3 py-1.5 font-semibold text-amber-950 hover:bg-amber-100">
        Clear examples
      </button>
    </div>
  );
}

/**
 * Fixed to the bottom of the screen, so the result of an action deep in the board shows where the
 * student is. The live region stays in the page, so each new notice is read out.
 */
function NoticeBar({ notice, onReload, onDismiss }: { notice: Notice | null; onReload: () => void; onDismiss: () => void }) {
  const undoButton = useRef<HTMLButtonElement>(null);
  // The deleted card held focus; Undo is the one place it can sensibly go.
  useEffect(() => undoButton.current?.focus(), [notice]);
  return (
    <div aria-live="polite" className="fixed inset-x-4 bottom-4 z-40 sm:left-auto sm:right-6 sm:w-96">
      {notice && (
        <div role={notice.error ? 'alert' : undefined} className={`flex items-start gap-3 rounded-2xl border p-4 text-sm shadow-xl shadow-slate-900/10 ${notice.error ? 'border-red-200 bg-red-50 text-red-900' : 'border-slate-200 bg-white text-slate-800'}`}>
          <p className="min-w-0 flex-1 font-semibold">{notice.text}</p>
          {notice.undo && (
            <button ref={undoButton} type="button" onClick={notice.undo} className="shrink-0 rounded-lg bg-brand-600 px-3 py-1 font-semibold text-white hover:bg-brand-700">
              Undo
            </button>
          )}
          {notice.reload && (
            <button type="button" onClick={onReload} className="shrink-0 rounded-lg bg-red-700 px-3 py-1 font-semibold text-white hover:bg-red-800">
              Reload
            </button>
          )}
          <button type="button" onClick={onDismiss} aria-label="Dismiss" className="-m-1 shrink-0 rounded-lg p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800">
            <Icon name="close" />
          </button>
        </div>
      )}
    </div>
  );
}
