import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { staff } from '../admin/fixtures.js';
import { badField, currentDashboardToken } from '../dashboards/fixtures.js';
import { NOT_THIS_LINK } from '../dashboards/view.js';
import { openDatabase } from '../db/connection.js';
import { buildDeps, type AppDeps } from '../deps.js';
import { deliverDueEmails } from '../emails/outbox.js';
import { itemTitled, orderInReview, publishAll } from '../review/fixtures.js';
import type { SyllabusResult } from '../syllabi/document.js';
import { testApp, testCaller, testDeps } from '../testing/harness.js';
import { runDueReminders } from './runner.js';

/** Reminders against a real database, on a fake clock: saves and publishes read the faked Date, the runner gets `now`. */

const NEW_YORK = 'America/New_York';
const item = (date: string, type: SyllabusResult['items'][number]['type'], title: string, time?: string) => ({ date, type, title, confidence: 0.9, flags: [], source: { page: 1, text: `${date} ${title}` }, ...(time ? { time } : {}) });

/** BIO 101 in the autumn of 2026, when New York leaves daylight time (Sunday, November 1). */
const BIO_101: SyllabusResult = {
  course: 'BIO 101',
  term: 'Fall 2026',
  items: [
    item('2026-10-26', 'assignment', 'Homework 4', '23:59'),
    item('2026-10-28', 'quiz', 'Quiz 3'),
    item('2026-10-29', 'exam', 'Midterm 1', '14:00'),
    item('2026-11-01', 'assignment', 'Lab report'),
    item('2026-11-04', 'assignment', 'Homework 5'),
    item('2026-11-12', 'exam', 'Midterm 2', '10:00'),
  ],
  unplaced: [],
  setAside: [],
};

afterEach(() => {
  vi.useRealTimers();
});

/** The server's clock reads `iso` from now on (procedures and publishing); the runner is given the same instant. */
function clockAt(iso: string): Date {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
  return new Date(iso);
}

async function bioDashboard(deps: AppDeps, email = 'maria@school.edu') {
  const { order } = await orderInReview(deps, BIO_101, { email, name: 'Maria Lopez' });
  await publishAll(deps, order.id);
  return { order, token: await currentDashboardToken(deps, order.id) };
}

const reminders = (deps: AppDeps) => testCaller(deps).dashboards.reminders;
const turnOn = (deps: AppDeps, token: string, choices: { weekly?: boolean; exams?: boolean; timeZone?: string } = {}) =>
  reminders(deps).save({ token, weekly: choices.weekly ?? true, exams: choices.exams ?? false, timeZone: choices.timeZone ?? NEW_YORK });

const pendingRows = (deps: AppDeps) => deps.db.selectFrom('reminders').select(['kind', 'key', 'due_at']).where('status', '=', 'pending').orderBy('due_at').execute();
const reminderEmails = (deps: AppDeps) => deps.db.selectFrom('emails').selectAll().where('purpose', 'like', 'reminder-%').orderBy('id').execute();
const nothing = { sent: 0, skipped: 0, canceled: 0 };

describe('the weekly email', () => {
  it('is scheduled for Sunday 6 PM when turned on; at 5:59 PM nothing goes, at 6 PM one email lists the week ahead with one-click unsubscribe headers, and nothing more, even after a restart', async () => {
    const deps = await testDeps();
    const { order, token } = await bioDashboard(deps);
    clockAt('2026-10-21T15:00:00Z');
    const { reminders: view } = await turnOn(deps, token);
    expect(view).toEqual({ weekly: true, exams: false, timeZone: NEW_YORK, asked: true, email: 'm***@school.edu', nextWeeklyAt: '2026-10-25T22:00:00.000Z' });
    expect(await pendingRows(deps)).toEqual([{ kind: 'weekly', key: expect.stringMatching(/^weekly:\d+:2026-10-25$/), due_at: '2026-10-25T22:00:00.000Z' }]);
    // The student finished the quiz already: the email is what is left to do.
    const quiz = await itemTitled(deps, order.id, 'Quiz 3');
    await testCaller(deps).dashboards.setTodoStatus({ token, itemId: quiz.id, status: 'Done' });

    expect(await runDueReminders(deps, new Date('2026-10-25T21:59:00Z'))).toEqual(nothing);
    expect(await reminderEmails(deps)).toEqual([]);
    expect(await runDueReminders(deps, new Date('2026-10-25T22:00:00Z'))).toEqual({ ...nothing, sent: 1 });

    const [email] = await reminderEmails(deps);
    expect(email).toMatchObject({ to_address: 'maria@school.edu', subject: 'Your week ahead: 3 things due (Oct 26 – Nov 1)', status: 'queued' });
    expect(email!.text_body).toContain(
      ['Hi Maria,', '', 'Here is what is due in the coming week, Oct 26 – Nov 1:', '', 'Monday, Oct 26', '  • BIO 101 · Homework 4 (Assignment), 11:59 PM', '', 'Thursday, Oct 29', '  • BIO 101 · Midterm 1 (Exam), 2:00 PM', '', 'Sunday, Nov 1', '  • BIO 101 · Lab report (Assignment)'].join('\n'),
    );
    expect(email!.text_body).not.toContain('Quiz 3');
    expect(email!.text_body).not.toContain('Homework 5');
    expect(email!.text_body).toContain('Open your dashboard: {{private link}}');
    expect(email!.text_body).toMatch(/Stop reminder emails: http:\/\/localhost:3000\/reminders\/unsubscribe\/[A-Za-z0-9_-]{43}\n/);
    expect(JSON.parse(email!.headers!)).toEqual({ 'List-Unsubscribe': expect.stringMatching(/^<http:\/\/localhost:3000\/api\/reminders\/unsubscribe\/[A-Za-z0-9_-]{43}>$/), 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });

    // The next Sunday is after the change to standard time: 6 PM is 23:00 UTC now.
    expect(await pendingRows(deps)).toEqual([{ kind: 'weekly', key: expect.stringMatching(/:2026-11-01$/), due_at: '2026-11-01T23:00:00.000Z' }]);
    expect(await runDueReminders(deps, new Date('2026-10-25T22:05:00Z'))).toEqual(nothing);

    // A restart: new services over the same database file.
    const reopened = openDatabase(deps.config);
    try {
      expect(await runDueReminders(buildDeps(deps.config, reopened), new Date('2026-10-25T22:30:00Z'))).toEqual(nothing);
    } finally {
      await reopened.destroy();
    }
    expect(await reminderEmails(deps)).toHaveLength(1);

    // Kept as an .eml (no SMTP): the link opened, and the headers mail programs read for one-click unsubscribe.
    await deliverDueEmails(deps, new Date('2026-10-25T22:01:00Z'));
    const eml = fs.readFileSync(path.join(deps.config.outboxDir, `${email!.id}-reminder-weekly.eml`), 'utf8');
    const [head, body] = [eml.slice(0, eml.search(/\r?\n\r?\n/)), eml.slice(eml.search(/\r?\n\r?\n/))];
    // Long header lines are folded; quoted-printable wraps body lines with a trailing "=".
    const headers = head!.replace(/\r?\n[ \t]+/g, ' ');
    expect(headers).toMatch(/^List-Unsubscribe: <http:\/\/localhost:3000\/api\/reminders\/unsubscribe\/[A-Za-z0-9_-]{43}>$/m);
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(body!.replace(/=\r?\n/g, '')).toMatch(/Open your dashboard: http:\/\/localhost:3000\/dashboard\/[A-Za-z0-9_-]{43}/);
  });

  it('goes out once when the server comes back at 6:40 PM after being down since 5:30 PM', async () => {
    const deps = await testDeps();
    const { token } = await bioDashboard(deps);
    clockAt('2026-10-28T12:00:00Z');
    await turnOn(deps, token);
    expect(await runDueReminders(deps, new Date('2026-11-01T22:30:00Z'))).toEqual(nothing);
    // Down from 5:30 PM to 6:40 PM (EST): the first run after it sends the missed email.
    expect(await runDueReminders(deps, new Date('2026-11-01T23:40:00Z'))).toEqual({ ...nothing, sent: 1 });
    expect(await runDueReminders(deps, new Date('2026-11-01T23:41:00Z'))).toEqual(nothing);
    expect((await reminderEmails(deps)).map((email) => email.subject)).toEqual(['Your week ahead: 1 thing due (Nov 2 – Nov 8)']);
  });

  it('is skipped, not sent stale, when the server was down past Monday noon, and when nothing is due that week', async () => {
    const deps = await testDeps();
    const { token } = await bioDashboard(deps);
    clockAt('2026-10-28T12:00:00Z');
    await turnOn(deps, token);
    expect(await runDueReminders(deps, new Date('2026-11-02T17:00:00Z'))).toEqual({ ...nothing, skipped: 1 });
    expect(await pendingRows(deps)).toEqual([{ kind: 'weekly', key: expect.stringMatching(/:2026-11-08$/), due_at: '2026-11-08T23:00:00.000Z' }]);
    // Nov 9-15 holds Midterm 2; Nov 16-22 nothing: no empty email.
    expect(await runDueReminders(deps, new Date('2026-11-08T23:00:00Z'))).toEqual({ ...nothing, sent: 1 });
    expect(await runDueReminders(deps, new Date('2026-11-15T23:00:00Z'))).toEqual({ ...nothing, skipped: 1 });
    expect((await reminderEmails(deps)).map((email) => email.subject)).toEqual(['Your week ahead: 1 thing due (Nov 9 – Nov 15)']);
  });

  it('is canceled once the order is refunded, and no other week is scheduled', async () => {
    const deps = await testDeps();
    const { order, token } = await bioDashboard(deps);
    clockAt('2026-10-21T15:00:00Z');
    await turnOn(deps, token, { exams: true });
    await staff(deps).orders.refund({ orderId: order.id });
    expect(await runDueReminders(deps, new Date('2026-10-25T22:00:00Z'))).toEqual({ ...nothing, canceled: 1 });
    expect(await runDueReminders(deps, new Date('2026-10-26T22:00:00Z'))).toEqual({ ...nothing, canceled: 1 });
    expect(await pendingRows(deps)).toEqual([{ kind: 'exam', key: expect.stringMatching(/:2026-11-12$/), due_at: '2026-11-09T23:00:00.000Z' }]);
    expect(await runDueReminders(deps, new Date('2026-11-09T23:00:00Z'))).toEqual({ ...nothing, canceled: 1 });
    expect(await pendingRows(deps)).toEqual([]);
    expect(await reminderEmails(deps)).toEqual([]);
  });

  it('comes back by itself when the chain of weeks was lost', async () => {
    const deps = await testDeps();
    const { token } = await bioDashboard(deps);
    clockAt('2026-10-21T15:00:00Z');
    await turnOn(deps, token);
    await deps.db.deleteFrom('reminders').execute();
    expect(await runDueReminders(deps, new Date('2026-10-22T12:00:00Z'))).toEqual(nothing);
    expect(await pendingRows(deps)).toEqual([{ kind: 'weekly', key: expect.stringMatching(/:2026-10-25$/), due_at: '2026-10-25T22:00:00.000Z' }]);
  });
});

describe('exam reminders', () => {
  it('go out once, 6 PM three days before each exam; a moved exam is reminded of for its new date', async () => {
    const deps = await testDeps();
    const { order, token } = await bioDashboard(deps);
    clockAt('2026-10-21T15:00:00Z');
    await turnOn(deps, token, { weekly: false, exams: true });
    expect(await pendingRows(deps)).toEqual([
      { kind: 'exam', key: expect.stringMatching(/^exam:\d+:\d+:2026-10-29$/), due_at: '2026-10-26T22:00:00.000Z' },
      { kind: 'exam', key: expect.stringMatching(/^exam:\d+:\d+:2026-11-12$/), due_at: '2026-11-09T23:00:00.000Z' },
    ]);

    expect(await runDueReminders(deps, new Date('2026-10-26T22:00:00Z'))).toEqual({ ...nothing, sent: 1 });
    expect(await runDueReminders(deps, new Date('2026-10-26T22:10:00Z'))).toEqual(nothing);
    const [email] = await reminderEmails(deps);
    expect(email).toMatchObject({ subject: 'Exam in 3 days: Midterm 1 (BIO 101) on Thu, Oct 29', purpose: 'reminder-exam' });
    expect(email!.text_body).toContain('Midterm 1 for BIO 101 is in 3 days: Thursday, Oct 29 at 2:00 PM.');
    expect(JSON.parse(email!.headers!)).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });

    // Staff move Midterm 2 a week later and publish again: its reminder moves with it.
    clockAt('2026-10-27T15:00:00Z');
    const midterm = await itemTitled(deps, order.id, 'Midterm 2');
    await staff(deps).review.updateItem({ orderId: order.id, item: { id: midterm.id, version: midterm.version }, changes: { date: '2026-11-19' } });
    await staff(deps).review.publish({ orderId: order.id });
    expect(await pendingRows(deps)).toEqual([{ kind: 'exam', key: expect.stringMatching(new RegExp(`^exam:\\d+:${midterm.id}:2026-11-19$`)), due_at: '2026-11-16T23:00:00.000Z' }]);
    expect(await runDueReminders(deps, new Date('2026-11-09T23:00:00Z'))).toEqual(nothing);
    expect(await runDueReminders(deps, new Date('2026-11-16T23:00:00Z'))).toEqual({ ...nothing, sent: 1 });
    expect((await reminderEmails(deps)).map((one) => one.subject)).toEqual(['Exam in 3 days: Midterm 1 (BIO 101) on Thu, Oct 29', 'Exam in 3 days: Midterm 2 (BIO 101) on Thu, Nov 19']);
  });

  it('for an exam less than three days off when turned on, goes out right away, saying how soon', async () => {
    const deps = await testDeps();
    const { token } = await bioDashboard(deps);
    const now = clockAt('2026-10-28T14:00:00Z');
    await turnOn(deps, token, { weekly: false, exams: true });
    expect(await runDueReminders(deps, now)).toEqual({ ...nothing, sent: 1 });
    expect((await reminderEmails(deps)).map((one) => one.subject)).toEqual(['Exam tomorrow: Midterm 1 (BIO 101) on Thu, Oct 29']);
  });
});

describe('reminder settings', () => {
  it('start off and not yet asked, in the university zone (its courses), to the order email masked', async () => {
    const deps = await testDeps({ DEFAULT_TIME_ZONE: 'America/Denver' });
    const { order, token } = await bioDashboard(deps);
    expect((await testCaller(deps).dashboards.get({ token })).reminders).toEqual({ weekly: false, exams: false, timeZone: 'America/Denver', asked: false, email: 'm***@school.edu', nextWeeklyAt: null });

    const [course] = (await staff(deps).review.workspace({ orderId: order.id })).courses;
    await staff(deps).review.updateCourse({ orderId: order.id, course: { id: course!.id, version: course!.version }, changes: { timeZone: 'America/Chicago' } });
    await staff(deps).review.publish({ orderId: order.id });
    expect(await reminders(deps).get({ token })).toEqual({ reminders: expect.objectContaining({ timeZone: 'America/Chicago', asked: false }) });

    // "Not now": both off, the zone confirmed; the dashboard stops asking.
    clockAt('2026-10-21T15:00:00Z');
    const answer = await reminders(deps).save({ token, weekly: false, exams: false, timeZone: 'America/Chicago' });
    expect(answer).toEqual({ message: 'Reminders are off. Turn them on here whenever you like.', reminders: expect.objectContaining({ weekly: false, exams: false, asked: true, nextWeeklyAt: null }) });
    expect(await pendingRows(deps)).toEqual([]);
  });

  it('refuses bad input with a 400 naming the field, over tRPC and REST', async () => {
    const deps = await testDeps();
    const { token } = await bioDashboard(deps);
    await expect(reminders(deps).save({ token, weekly: true, exams: false, timeZone: 'Mars/Olympus_Mons' })).rejects.toMatchObject(badField(['timeZone'], 'must be a time zone such as America/Chicago'));
    await expect(reminders(deps).save({ token, weekly: 'yes', exams: false, timeZone: NEW_YORK } as never)).rejects.toMatchObject(badField(['weekly'], 'must be true or false'));

    const app = await testApp();
    const rest = await bioDashboard(app.deps);
    const post = (body: unknown) => postJson(app, `/api/dashboards/${rest.token}/reminders/`, body);
    expect(await answer(post({ weekly: true, exams: true, timeZone: '' }))).toEqual([400, { success: false, message: 'timeZone: must be a time zone such as America/Chicago' }]);
    expect(await answer(post({ weekly: true, timeZone: NEW_YORK }))).toEqual([400, { success: false, message: 'exams: must be true or false' }]);
    expect(await answer(app.inject({ method: 'POST', url: `/api/dashboards/${rest.token}/reminders/`, headers: { 'content-type': 'text/plain' }, payload: 'weekly' }))).toEqual([415, expect.objectContaining({ success: false })]);
    const saved = await post({ weekly: true, exams: true, timeZone: 'Asia/Kolkata' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ success: true, message: 'Reminders saved. They go to m***@school.edu.', reminders: { weekly: true, exams: true, timeZone: 'Asia/Kolkata', asked: true } });
    expect(saved.headers).toMatchObject({ 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex, nofollow' });
  });

  it("lets one student's link neither read nor change another's settings", async () => {
    const app = await testApp();
    const ann = await bioDashboard(app.deps, 'ann@uni.edu');
    const bob = await bioDashboard(app.deps, 'bob@college.edu');
    expect((await postJson(app, `/api/dashboards/${ann.token}/reminders/`, { weekly: true, exams: true, timeZone: 'America/Los_Angeles' })).statusCode).toBe(200);

    const bobs = await app.inject({ method: 'GET', url: `/api/dashboards/${bob.token}/reminders/` });
    expect(bobs.json()).toEqual({ success: true, reminders: { weekly: false, exams: false, timeZone: NEW_YORK, asked: false, email: 'b***@college.edu', nextWeeklyAt: null } });
    expect((await postJson(app, `/api/dashboards/${bob.token}/reminders/`, { weekly: false, exams: false, timeZone: NEW_YORK })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: `/api/dashboards/${ann.token}/reminders/` })).json()).toMatchObject({ reminders: { weekly: true, exams: true, timeZone: 'America/Los_Angeles', email: 'a***@uni.edu' } });

    // Another site cannot save settings in the student's name (only one-click unsubscribe takes other origins).
    const forged = await app.inject({ method: 'POST', url: `/api/dashboards/${ann.token}/reminders/`, headers: { 'content-type': 'application/json', origin: 'https://evil.example' }, payload: JSON.stringify({ weekly: false, exams: false, timeZone: NEW_YORK }) });
    expect(forged.statusCode).toBe(403);
    expect((await reminders(app.deps).get({ token: ann.token })).reminders).toMatchObject({ weekly: true, exams: true });

    // A token that opens no dashboard, or a revoked one, reads and changes nothing.
    for (const token of ['x'.repeat(43), 'not-a-token']) {
      expect(await answer(app.inject({ method: 'GET', url: `/api/dashboards/${token}/reminders/` }))).toEqual([404, { success: false, message: NOT_THIS_LINK }]);
      expect(await answer(postJson(app, `/api/dashboards/${token}/reminders/`, { weekly: true, exams: true, timeZone: NEW_YORK }))).toEqual([404, { success: false, message: NOT_THIS_LINK }]);
    }
    await expect(reminders(app.deps).get({ token: 'x'.repeat(43) })).rejects.toMatchObject({ code: 'NOT_FOUND', message: NOT_THIS_LINK });
  });
});

describe('one-click unsubscribe', () => {
  it('takes the RFC 8058 form POST from a mail program with no cookie, turns reminders off and sends nothing more; a bad token is a 404', async () => {
    const app = await testApp();
    const { token } = await bioDashboard(app.deps);
    clockAt('2026-10-21T15:00:00Z');
    await turnOn(app.deps, token, { exams: true });
    await runDueReminders(app.deps, new Date('2026-10-25T22:00:00Z'));
    const [email] = await reminderEmails(app.deps);
    const endpoint = new URL(JSON.parse(email!.headers!)['List-Unsubscribe'].slice(1, -1));

    // Mail programs post from their own servers: another origin, no cookie.
    const oneClick = await app.inject({ method: 'POST', url: endpoint.pathname, headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example.com' }, payload: 'List-Unsubscribe=One-Click' });
    expect([oneClick.statusCode, oneClick.json()]).toEqual([200, { success: true, message: 'You will no longer get reminder emails from Syl.' }]);
    expect(oneClick.headers).toMatchObject({ 'cache-control': 'private, no-store', 'referrer-policy': 'no-referrer', 'x-robots-tag': 'noindex, nofollow' });
    expect((await reminders(app.deps).get({ token })).reminders).toMatchObject({ weekly: false, exams: false, asked: true, nextWeeklyAt: null });
    expect(await pendingRows(app.deps)).toEqual([]);
    expect(await runDueReminders(app.deps, new Date('2026-11-09T23:00:00Z'))).toEqual(nothing);
    expect(await reminderEmails(app.deps)).toHaveLength(1);

    // The page's own call (no body), or JSON, says the same again.
    expect((await app.inject({ method: 'POST', url: endpoint.pathname })).statusCode).toBe(200);
    expect((await postJson(app, `${endpoint.pathname}/`, {})).statusCode).toBe(200);
    // A browser opening the header's link goes to the page that says what happened.
    const opened = await app.inject({ method: 'GET', url: endpoint.pathname });
    expect([opened.statusCode, opened.headers.location]).toEqual([303, endpoint.pathname.replace('/api', '')]);

    const unknown = 'y'.repeat(43);
    const message = 'This unsubscribe link is not valid. You can turn reminders off in Reminders at the top of your dashboard.';
    for (const url of [`/api/reminders/unsubscribe/${unknown}`, `/api/reminders/unsubscribe/${token}`, '/api/reminders/unsubscribe/short']) {
      expect(await answer(app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' }))).toEqual([404, { success: false, message }]);
    }
    // The unsubscribe token is no dashboard link.
    expect((await app.inject({ method: 'GET', url: `/api/dashboards/${endpoint.pathname.split('/').at(-1)}/reminders/` })).statusCode).toBe(404);
  });
});

const postJson = (app: FastifyInstance, url: string, body: unknown) => app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) });
const answer = async (response: Promise<{ statusCode: number; json: () => unknown }>) => {
  const done = await response;
  return [done.statusCode, done.json()];
};
