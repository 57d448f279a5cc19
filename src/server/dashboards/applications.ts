import type { Selectable } from 'kysely';
import type { z } from 'zod';
import { addDays } from '../../shared/calendarDay.js';
import { APPLICATION_LIMITS, INTERNSHIP_STAGES, type ApplicationPriority, type InternshipStage } from '../../shared/items.js';
import type { addApplicationInput, ApplicationFields, deleteApplicationInput, restoreApplicationInput, updateApplicationInput } from '../../shared/schemas/applications.js';
import type { AppDeps } from '../deps.js';
import type { DB } from '../db/connection.js';
import type { ApplicationsTable } from '../db/schema.js';
import { DomainError } from '../errors.js';
import { studentChange } from './view.js';

/**
 * The student's internship tracker. Every change is one transaction on an application of the link's
 * own dashboard (another student's id is simply not found), checks the version the student's screen
 * showed, and raises the dashboard's student_revision, so the calendar feed's ETag changes with it.
 */

export interface Application {
  id: number;
  company: string;
  position: string;
  stage: InternshipStage;
  priority: ApplicationPriority;
  location: string;
  /** YYYY-MM-DD. */
  appliedOn: string | null;
  salary: string;
  nextStep: string;
  /** YYYY-MM-DD: the student's own event on the dashboard calendar and in the feed. */
  nextStepDate: string | null;
  notes: string;
  /** A row of the career guide's tracker template, which "Clear examples" removes. */
  example: boolean;
  version: number;
}

type Row = Selectable<ApplicationsTable>;

const CHANGED_ELSEWHERE = 'This application was changed on another device. Reload to see the latest version.';
const NOT_ON_DASHBOARD = 'This application is no longer on your dashboard. Reload the page to see the latest version.';
const TOO_MANY = `Your tracker holds at most ${APPLICATION_LIMITS.perDashboard} applications. Delete ones you no longer follow to add another.`;

const applicationView = (row: Row): Application => ({
  id: row.id,
  company: row.company,
  position: row.position,
  stage: row.stage,
  priority: row.priority,
  location: row.location,
  appliedOn: row.applied_on,
  salary: row.salary,
  nextStep: row.next_step,
  nextStepDate: row.next_step_date,
  notes: row.notes,
  example: row.example === 1,
  version: row.version,
});

type FieldColumns = Pick<Row, 'company' | 'position' | 'stage' | 'priority' | 'location' | 'applied_on' | 'salary' | 'next_step' | 'next_step_date' | 'notes'>;

/** Fields as columns; a field left out stays undefined, which Kysely leaves out of the statement. */
function columnsOf(fields: ApplicationFields): FieldColumns;
function columnsOf(fields: Partial<ApplicationFields>): Partial<FieldColumns>;
function columnsOf(fields: Partial<ApplicationFields>): Partial<FieldColumns> {
  return {
    company: fields.company,
    position: fields.position,
    stage: fields.stage,
    priority: fields.priority,
    location: fields.location,
    applied_on: fields.appliedOn,
    salary: fields.salary,
    next_step: fields.nextStep,
    next_step_date: fields.nextStepDate,
    notes: fields.notes,
  };
}

/** The dashboard's applications as the board shows them: by stage, then where each sits in its column. */
export async function dashboardApplications(db: DB, dashboardId: number): Promise<Application[]> {
  const rows = await db.selectFrom('applications').selectAll().where('dashboard_id', '=', dashboardId).where('deleted_at', 'is', null).orderBy('stage_position').orderBy('id').execute();
  const column = (row: Row) => INTERNSHIP_STAGES.indexOf(row.stage);
  return rows.sort((a, b) => column(a) - column(b)).map(applicationView);
}

async function refuseOverLimit(trx: DB, dashboardId: number): Promise<void> {
  const { live } = await trx.selectFrom('applications').select((eb) => eb.fn.countAll<number>().as('live')).where('dashboard_id', '=', dashboardId).where('deleted_at', 'is', null).executeTakeFirstOrThrow();
  if (Number(live) >= APPLICATION_LIMITS.perDashboard) throw new DomainError('CONFLICT', TOO_MANY);
}

/** Past every card the dashboard has: last in whichever column it goes to. */
async function lastPosition(trx: DB, dashboardId: number): Promise<number> {
  const { last } = await trx.selectFrom('applications').select((eb) => eb.fn.max('stage_position').as('last')).where('dashboard_id', '=', dashboardId).executeTakeFirstOrThrow();
  return (last ?? 0) + 1;
}

/** An application of this dashboard, deleted ones included; another dashboard's is not found. */
async function ownApplication(trx: DB, dashboardId: number, id: number): Promise<Row> {
  const row = await trx.selectFrom('applications').selectAll().where('dashboard_id', '=', dashboardId).where('id', '=', id).executeTakeFirst();
  if (!row) throw new DomainError('NOT_FOUND', NOT_ON_DASHBOARD);
  return row;
}

/** The application at the version the student's screen showed, and on the board. */
async function seenApplication(trx: DB, dashboardId: number, seen: { id: number; version: number }): Promise<Row> {
  const row = await ownApplication(trx, dashboardId, seen.id);
  if (row.deleted_at !== null) throw new DomainError('NOT_FOUND', NOT_ON_DASHBOARD);
  if (row.version !== seen.version) throw new DomainError('CONFLICT', CHANGED_ELSEWHERE);
  return row;
}

async function writeApplication(trx: DB, row: Row, at: string, changes: Partial<Omit<Row, 'id' | 'dashboard_id' | 'version' | 'created_at' | 'updated_at'>>): Promise<Application> {
  const updated = await trx
    .updateTable('applications')
    .set({ ...changes, version: row.version + 1, updated_at: at })
    .where('id', '=', row.id)
    .where('version', '=', row.version)
    .returningAll()
    .executeTakeFirst();
  if (!updated) throw new DomainError('CONFLICT', CHANGED_ELSEWHERE);
  return applicationView(updated);
}

export async function addApplication(deps: Pick<AppDeps, 'db'>, input: z.output<typeof addApplicationInput>, now = new Date()): Promise<{ application: Application }> {
  const { token, ...fields } = input;
  return studentChange(deps, token, now, async (trx, dashboardId, at) => {
    await refuseOverLimit(trx, dashboardId);
    const stagePosition = await lastPosition(trx, dashboardId);
    const row = await trx
      .insertInto('applications')
      .values({ ...columnsOf(fields), dashboard_id: dashboardId, example: 0, stage_position: stagePosition, version: 1, created_at: at, updated_at: at })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { application: applicationView(row) };
  });
}

export async function updateApplication(deps: Pick<AppDeps, 'db'>, input: z.output<typeof updateApplicationInput>, now = new Date()): Promise<{ application: Application }> {
  return studentChange(deps, input.token, now, async (trx, dashboardId, at) => {
    const row = await seenApplication(trx, dashboardId, input);
    const { changes } = input;
    const moved = changes.stage !== undefined && changes.stage !== row.stage;
    const onlyMoved = Object.keys(changes).every((field) => field === 'stage');
    return {
      application: await writeApplication(trx, row, at, {
        ...columnsOf(changes),
        ...(moved && { stage_position: await lastPosition(trx, dashboardId) }),
        // Typing into an example makes it the student's own, so "Clear examples" never takes their words; trying the board by moving it does not.
        example: onlyMoved ? row.example : 0,
      }),
    };
  });
}

/** Kept with deleted_at, so undo (restore) brings it back where it was. */
export async function deleteApplication(deps: Pick<AppDeps, 'db'>, input: z.output<typeof deleteApplicationInput>, now = new Date()): Promise<{ application: Application; message: string }> {
  return studentChange(deps, input.token, now, async (trx, dashboardId, at) => {
    const row = await seenApplication(trx, dashboardId, input);
    return { application: await writeApplication(trx, row, at, { deleted_at: at }), message: `${row.company} (${row.position}) was deleted.` };
  });
}

/** Undo of a delete; restoring one that is on the board already answers it as it is. */
export async function restoreApplication(deps: Pick<AppDeps, 'db'>, input: z.output<typeof restoreApplicationInput>, now = new Date()): Promise<{ application: Application }> {
  return studentChange(deps, input.token, now, async (trx, dashboardId, at) => {
    const row = await ownApplication(trx, dashboardId, input.id);
    if (row.deleted_at === null) return { application: applicationView(row) };
    await refuseOverLimit(trx, dashboardId);
    return { application: await writeApplication(trx, row, at, { deleted_at: null }) };
  });
}

/** Removes the career guide's example rows still on the board (as deletes: their ids are never reused). */
export async function clearExampleApplications(deps: Pick<AppDeps, 'db'>, token: string, now = new Date()): Promise<{ removed: number }> {
  return studentChange(deps, token, now, async (trx, dashboardId, at) => {
    const cleared = await trx
      .updateTable('applications')
      .set((eb) => ({ deleted_at: at, updated_at: at, version: eb('version', '+', 1) }))
      .where('dashboard_id', '=', dashboardId)
      .where('example', '=', 1)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    return { removed: Number(cleared.numUpdatedRows) };
  });
}

/**
 * The career guide's tracker template, as example rows on a buyer's new dashboard: one application
 * at each step the guide walks through, dated around the day the dashboard is published.
 */
export async function addCareerGuideExamples(trx: DB, dashboardId: number, at: string): Promise<void> {
  const today = at.slice(0, 10);
  const examples: FieldColumns[] = [
    {
      company: 'Northwind Analytics',
      position: 'Data Science Intern',
      stage: 'Applied',
      priority: 'Medium',
      location: 'Atlanta, GA',
      applied_on: addDays(today, -5),
      salary: '$6,200/month',
      next_step: 'Follow up with the recruiter',
      next_step_date: addDays(today, 2),
      notes: 'A week after applying, send the recruiter two lines: the role, one reason you fit, thanks. The guide has a template for it.',
    },
    {
      company: 'Lumen Health',
      position: 'Full-Stack Developer Intern',
      stage: 'Interview',
      priority: 'High',
      location: 'Remote',
      applied_on: addDays(today, -21),
      salary: '$6,800/month',
      next_step: 'Technical interview',
      next_step_date: addDays(today, 4),
      notes: "Prepare two project stories and three questions to ask them with the guide's question bank.",
    },
    {
      company: 'Greenleaf Energy',
      position: 'Software Intern, Grid Systems',
      stage: 'Offer',
      priority: 'Medium',
      location: 'Atlanta, GA',
      applied_on: addDays(today, -35),
      salary: '$6,500/month',
      next_step: 'Reply to the offer',
      next_step_date: addDays(today, 10),
      notes: 'Ask for the offer in writing and the date they need your answer by, then compare it with your other applications.',
    },
  ];
  await trx
    .insertInto('applications')
    .values(examples.map((example, index) => ({ ...example, dashboard_id: dashboardId, example: 1 as const, stage_position: index + 1, version: 1, created_at: at, updated_at: at })))
    .execute();
}
