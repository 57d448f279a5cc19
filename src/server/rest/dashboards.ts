import type { FastifyInstance } from 'fastify';
import { addApplicationInput, applicationPathInput, deleteApplicationInput, updateApplicationInput } from '../../shared/schemas/applications.js';
import { dashboardInput, lostLinkInput, reportChangeInput, setTodoStatusInput } from '../../shared/schemas/dashboard.js';
import { notePathInput, saveNoteInput } from '../../shared/schemas/notes.js';
import { addOwnItemInput, deleteOwnItemInput, ownItemPathInput, updateOwnItemInput } from '../../shared/schemas/ownItems.js';
import { saveRemindersInput } from '../../shared/schemas/reminders.js';
import { addApplication, clearExampleApplications, deleteApplication, restoreApplication, updateApplication } from '../dashboards/applications.js';
import { dashboardManifest } from '../dashboards/app-manifest.js';
import { saveNote } from '../dashboards/notes.js';
import { reportChange } from '../dashboards/reports.js';
import { addOwnItem, deleteOwnItem, updateOwnItem } from '../dashboards/own-items.js';
import { setTodoStatus } from '../dashboards/todos.js';
import { emailSyncSteps } from '../dashboards/sync-steps.js';
import { dashboardByToken, resetFeed } from '../dashboards/view.js';
import type { AppDeps } from '../deps.js';
import { PRIVATE_LINK_HEADERS } from '../http/security.js';
import { getReminders, saveReminders } from '../reminders/settings.js';
import { parseWith } from './parse.js';

/** The student's dashboard over REST, found by its private link's token: the same functions as `dashboards.*`. */
export async function dashboardRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await app.register(async (scope) => {
    // Every answer here, errors included, is about one student's private link.
    scope.addHook('onRequest', (_request, reply, done) => {
      reply.headers(PRIVATE_LINK_HEADERS);
      done();
    });

    scope.get('/api/dashboards/:token/', async (request) => {
      const { token } = parseWith(dashboardInput, request.params);
      return { success: true, ...(await dashboardByToken(deps, token)) };
    });

    // Fetched by the browser for "Add to Home Screen"; the manifest's own media type, not JSON's.
    scope.get('/api/dashboards/:token/manifest.webmanifest', async (request, reply) => {
      const { token } = parseWith(dashboardInput, request.params);
      const manifest = await dashboardManifest(deps, token);
      return reply.type('application/manifest+json; charset=utf-8').send(JSON.stringify(manifest));
    });

    scope.post('/api/dashboards/:token/todos/', async (request) => {
      const { token } = parseWith(dashboardInput, request.params);
      const change = parseWith(setTodoStatusInput.omit({ token: true }), request.body);
      return { success: true, ...(await setTodoStatus(deps, { token, ...change })) };
    });

    scope.post('/api/dashboards/:token/reports/', async (request) => {
      const { token } = parseWith(dashboardInput, request.params);
      const report = parseWith(reportChangeInput.omit({ token: true }), request.body);
      return { success: true, ...(await reportChange(deps, { token, ...report })) };
    });

    scope.post('/api/dashboards/:token/own-items/', async (request) => {
      const { token } = parseWith(dashboardInput, request.params);
      const fields = parseWith(addOwnItemInput.omit({ token: true }), request.body);
      return { success: true, ...(await addOwnItem(deps, { token, ...fields })) };
    });

    scope.post('/api/dashboards/:token/own-items/:id/', async (request) => {
      const item = parseWith(ownItemPathInput, request.params);
      const change = parseWith(updateOwnItemInput.omit({ token: true, id: true }), request.body);
      return { success: true, ...(await updateOwnItem(deps, { ...item, ...change })) };
    });

    scope.post('/api/dashboards/:token/own-items/:id/delete/', async (request) => {
      const item = parseWith(ownItemPathInput, request.params);
      const { version } = parseWith(deleteOwnItemInput.omit({ token: true, id: true }), request.body);
      return { success: true, ...(await deleteOwnItem(deps, { ...item, version })) };
    });

    scope.post('/api/dashboards/:token/applications/', async (request) => {
      const { token } = parseWith(dashboardInput, request.params);
      const fields = parseWith(addApplicationInput.omit({ token: true }), request.body);
      return { success: true, ...(await addApplication(deps, { token, ...fields })) };
    });

    scope.post('/api/dashboards/:token/applications/clear-examples/', async (request) => {
      const { token } = parseWith(dashboardInput, request.params);
      return { success: true, ...(await clearExampleApplications(deps, token)) };
    });

    scope.post('/api/dashboards/:token/applications/:id/', async (request) => {
      const application = parseWith(applicationPathInput, request.params);
      const change = parseWith(updateApplicationInput.omit({ token: true, id: true }), request.body);
      return { success: true, ...(await updateApplication(deps, { ...application, ...change })) };
    });

    scope.post('/api/dashboards/:token/applications/:id/delete/', async (request) => {
      const application = parseWith(applicationPathInput, request.params);
      const { version } = parseWith(deleteApplicationInput.omit({ token: true, id: true }), request.body);
      return { success: true, ...(await deleteApplication(deps, { ...application, version })) };
    });

    scope.post('/api/dashboards/:token/applications/:id/restore/', async (request) => {
      const application = parseWith(applicationPathInput, request.params);
      return { success: true, ...(await restoreApplication(deps, application)) };
    });

    scope.post('/api/dashboards/:token/notes/:courseId/', async (request) => {
      const course = parseWith(notePathInput, request.params);
      const save = parseWith(saveNoteInput.omit({ token: true, courseId: true }), request.body);
      return { success: true, ...(await saveNote(deps, { ...course, ...save })) };
    });

    scope.get('/api/dashboards/:token/reminders/', async (request) => {
      const { token } = parseWith(dashboardInput, request.params);
      return { success: true, ...(await getReminders(deps, token)) };
    });

    scope.post('/api/dashboards/:token/reminders/', async (request) => {
      const { token } = parseWith(dashboardInput, request.params);
      const settings = parseWith(saveRemindersInput.omit({ token: true }), request.body);
      return { success: true, ...(await saveReminders(deps, { token, ...settings })) };
    });

    scope.post('/api/dashboards/:token/feed/reset/', async (request) => {
      const { token } = parseWith(dashboardInput, request.params);
      return { success: true, ...(await resetFeed(deps, token)) };
    });

    // Emails the order's address: limited per IP far below the other forms (SYNC_STEPS_LIMIT in rate-limits.ts).
    scope.post('/api/dashboards/:token/feed/email-steps/', async (request) => {
      const { token } = parseWith(dashboardInput, request.params);
      return { success: true, ...(await emailSyncSteps(deps, token)) };
    });

    // Limited per IP far below the other forms (LOST_LINK_LIMIT in rate-limits.ts).
    scope.post('/api/dashboards/lost-link/', async (request) => {
      const { email } = parseWith(lostLinkInput, request.body);
      return { success: true, ...deps.lostLinks.ask(email) };
    });
  });
}
