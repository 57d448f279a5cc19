import { APPLICATION_PRIORITIES, INTERNSHIP_STAGES, type ApplicationPriority, type InternshipStage } from '../../../shared/items';
import type { DashboardApplication } from './model';

/**
 * Rules of the internship tracker (the student's and the sample's), kept free of React so they can
 * be tested: counts per stage, moves between stages, the form's fields, and saves in order.
 */

/** What the student types into the Add Application and edit form. */
export type ApplicationFields = Omit<DashboardApplication, 'id' | 'example' | 'version'>;

/** How many applications sit in each stage, every stage named (0 for an empty one). */
export function stageCounts(applications: readonly { stage: InternshipStage }[]): Record<InternshipStage, number> {
  const counts = Object.fromEntries(INTERNSHIP_STAGES.map((stage) => [stage, 0])) as Record<InternshipStage, number>;
  for (const application of applications) counts[application.stage] += 1;
  return counts;
}

/** The stage one column to the left (-1) or right (+1) of a stage; null past either end of the board. */
export function stageBeside(stage: InternshipStage, step: -1 | 1): InternshipStage | null {
  return INTERNSHIP_STAGES[INTERNSHIP_STAGES.indexOf(stage) + step] ?? null;
}

/** The applications with one moved to another stage, last in its new column (where the server puts it too). */
export function withStage<T extends { id: number; stage: InternshipStage }>(applications: readonly T[], id: number, stage: InternshipStage): T[] {
  const moved = applications.find((application) => application.id === id);
  if (!moved || moved.stage === stage) return [...applications];
  return [...applications.filter((application) => application !== moved), { ...moved, stage }];
}

/** An application put back (undo of a delete) where it stood: the list stays in the order it had. */
export function withRestored<T extends { id: number }>(applications: readonly T[], restored: T, formerIds: readonly number[]): T[] {
  const place = (application: T) => {
    const index = formerIds.indexOf(application.id);
    return index === -1 ? formerIds.length : index;
  };
  return [...applications.filter((application) => application.id !== restored.id), restored].sort((a, b) => place(a) - place(b));
}

const isStage = (value: string): value is InternshipStage => (INTERNSHIP_STAGES as readonly string[]).includes(value);
const isPriority = (value: string): value is ApplicationPriority => (APPLICATION_PRIORITIES as readonly string[]).includes(value);

/** The form's fields as an application holds them: text trimmed, an empty date is no date. */
export function applicationFieldsFrom(form: FormData): ApplicationFields {
  const text = (name: string) => String(form.get(name) ?? '').trim();
  const stage = text('stage');
  const priority = text('priority');
  return {
    company: text('company'),
    position: text('position'),
    stage: isStage(stage) ? stage : 'Applied',
    priority: isPriority(priority) ? priority : 'Medium',
    location: text('location'),
    appliedOn: text('appliedOn') || null,
    salary: text('salary'),
    nextStep: text('nextStep'),
    nextStepDate: text('nextStepDate') || null,
    notes: text('notes'),
  };
}

/** The fields an edit changed, so a save sends only those (and an unchanged form sends nothing). */
export function changedFields(before: ApplicationFields, after: ApplicationFields): Partial<ApplicationFields> {
  return Object.fromEntries(Object.entries(after).filter(([field, value]) => before[field as keyof ApplicationFields] !== value)) as Partial<ApplicationFields>;
}

export type SaveOutcome<T> = ({ ok: true; saved: T } | { ok: false; error: Error; lastSaved: T }) & {
  /** No later save of the same application was asked for meanwhile: this outcome is what the screen should show. */
  latest: boolean;
};

/**
 * An application's saves run one after another, each sent with the version the save before it was
 * answered with, so moving a card twice in quick succession never trips the server's check for a
 * stale version. `send` gets the version to send; a failed save hands back the last saved copy to
 * put back on screen.
 */
export function saveInOrder<T extends { id: number; version: number }>() {
  const lines = new Map<number, { lastSaved: Promise<T>; waiting: number; asked: number }>();
  // The version each application's last save was answered with: a save asked for after its line
  // emptied, from a copy the screen had not yet replaced (a second key press before the re-render),
  // still sends the current one.
  const answered = new Map<number, number>();
  return async (shown: T, send: (version: number) => Promise<T>): Promise<SaveOutcome<T>> => {
    const line = lines.get(shown.id) ?? { lastSaved: Promise.resolve(shown), waiting: 0, asked: 0 };
    lines.set(shown.id, line);
    const ticket = ++line.asked;
    line.waiting += 1;
    const before = line.lastSaved;
    // A reload may have brought a newer copy than this line last saw: the higher version is the current one.
    const attempt = before.then((saved) => send(Math.max(saved.version, shown.version, answered.get(shown.id) ?? 0)));
    line.lastSaved = attempt.catch(() => before);
    try {
      const saved = await attempt;
      answered.set(shown.id, saved.version);
      return { ok: true, saved, latest: ticket === line.asked };
    } catch (error) {
      return { ok: false, error: error as Error, lastSaved: await before, latest: ticket === line.asked };
    } finally {
      line.waiting -= 1;
      if (line.waiting === 0) lines.delete(shown.id);
    }
  };
}
