import { addApplicationInput, deleteApplicationInput, restoreApplicationInput, updateApplicationInput } from '../../../shared/schemas/applications.js';
import { dashboardInput, lostLinkInput, reportChangeInput, setTodoStatusInput } from '../../../shared/schemas/dashboard.js';
import { saveNoteInput } from '../../../shared/schemas/notes.js';
import { addOwnItemInput, deleteOwnItemInput, updateOwnItemInput } from '../../../shared/schemas/ownItems.js';
import { saveRemindersInput } from '../../../shared/schemas/reminders.js';
import { addApplication, clearExampleApplications, deleteApplication, restoreApplication, updateApplication } from '../../dashboards/applications.js';
import { saveNote } from '../../dashboards/notes.js';
import { reportChange } from '../../dashboards/reports.js';
import { addOwnItem, deleteOwnItem, updateOwnItem } from '../../dashboards/own-items.js';
import { setTodoStatus } from '../../dashboards/todos.js';
import { emailSyncSteps } from '../../dashboards/sync-steps.js';
import { dashboardByToken, resetFeed } from '../../dashboards/view.js';
import { PRIVATE_LINK_HEADERS } from '../../http/security.js';
import { getReminders, saveReminders } from '../../reminders/settings.js';
import type { RequestContext } from '../context.js';
import { publicProcedure, router } from '../init.js';

/** Answers about a private link are never cached, indexed or passed on as a referrer (over HTTP; callers in tests have no reply). */
const privateLinkProcedure = publicProcedure.use(({ ctx, next }) => {
  if ('res' in ctx) (ctx as RequestContext).res.headers(PRIVATE_LINK_HEADERS);
  return next();
});

/** The student's dashboard, found by its private link's token, and the "Lost your link?" form. */
export const dashboardsRouter = router({
  get: privateLinkProcedure.input(dashboardInput).query(({ ctx, input }) => dashboardByToken(ctx, input.token)),
  setTodoStatus: privateLinkProcedure.input(setTodoStatusInput).mutation(({ ctx, input }) => setTodoStatus(ctx, input)),
  /** "Report a change": a date that moved during the term, for staff to check. */
  reportChange: privateLinkProcedure.input(reportChangeInput).mutation(({ ctx, input }) => reportChange(ctx, input)),
  resetFeed: privateLinkProcedure.input(dashboardInput).mutation(({ ctx, input }) => resetFeed(ctx, input.token)),
  // Emails the order's address: limited per IP far below the other forms (rate-limits.ts).
  emailSyncSteps: privateLinkProcedure.input(dashboardInput).mutation(({ ctx, input }) => emailSyncSteps(ctx, input.token)),
  /** The tasks and events the student adds themselves (read with `get`). */
  ownItems: router({
    add: privateLinkProcedure.input(addOwnItemInput).mutation(({ ctx, input }) => addOwnItem(ctx, input)),
    update: privateLinkProcedure.input(updateOwnItemInput).mutation(({ ctx, input }) => updateOwnItem(ctx, input)),
    delete: privateLinkProcedure.input(deleteOwnItemInput).mutation(({ ctx, input }) => deleteOwnItem(ctx, input)),
  }),
  /** The internship tracker: the student's own applications. */
  applications: router({
    add: privateLinkProcedure.input(addApplicationInput).mutation(({ ctx, input }) => addApplication(ctx, input)),
    update: privateLinkProcedure.input(updateApplicationInput).mutation(({ ctx, input }) => updateApplication(ctx, input)),
    delete: privateLinkProcedure.input(deleteApplicationInput).mutation(({ ctx, input }) => deleteApplication(ctx, input)),
    restore: privateLinkProcedure.input(restoreApplicationInput).mutation(({ ctx, input }) => restoreApplication(ctx, input)),
    clearExamples: privateLinkProcedure.input(dashboardInput).mutation(({ ctx, input }) => clearExampleApplications(ctx, input.token)),
  }),
  /** The student's note per course (read with `get`). */
  notes: router({
    save: privateLinkProcedure.input(saveNoteInput).mutation(({ ctx, input }) => saveNote(ctx, input)),
  }),
  /** Email reminders: the weekly email and exam reminders, and the zone they are timed in. */
  reminders: router({
    get: privateLinkProcedure.input(dashboardInput).query(({ ctx, input }) => getReminders(ctx, input.token)),
    save: privateLinkProcedure.input(saveRemindersInput).mutation(({ ctx, input }) => saveReminders(ctx, input)),
  }),
  // Limited per IP far below the other forms (see http/security.ts).
  lostLink: publicProcedure.input(lostLinkInput).mutation(({ ctx, input }) => ctx.lostLinks.ask(input.email)),
});
