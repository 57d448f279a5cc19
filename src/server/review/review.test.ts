import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { orderFile, staff } from '../admin/fixtures.js';
import type { StaffUser } from '../admin/staff-accounts.js';
import type { AppDeps } from '../deps.js';
import { deliverDueEmails } from '../emails/outbox.js';
import { saveResult } from '../syllabi/results.js';
import { testCaller, testDeps } from '../testing/harness.js';
import { CS1331_RESULT, CS1331_WITH_LINES, itemTitled, orderInReview, workspaceOf } from './fixtures.js';

const DANA: StaffUser = { username: 'dana', displayName: 'Dana' };

const versioned = (item: { id: number; version: number }) => ({ id: item.id, version: item.version });

/** The dashboard link in the newest email with this subject, as the student receives it. */
async function linkInEmail(deps: AppDeps, subject: string): Promise<string> {
  const row = await deps.db.selectFrom('emails').select('id').where('subject', '=', subject).orderBy('id', 'desc').executeTakeFirstOrThrow();
  const email = await staff(deps).outbox.get({ emailId: row.id });
  const link = /http:\/\/localhost:\d+\/dashboard\/([A-Za-z0-9_-]{43})/.exec(email.text);
  if (!link) throw new Error(`no dashboard link in: ${email.text}`);
  return link[1]!;
}

const studentView = (deps: AppDeps, token: string) => testCaller(deps).dashboards.get({ token });

async function readyToPublish(deps: AppDeps, orderId: string) {
  await staff(deps).review.confirmItems({ orderId, items: [versioned(await itemTitled(deps, orderId, 'Quiz 2'))] });
  await staff(deps).review.confirmAllUnflagged({ orderId });
}

describe('the review workspace', () => {
  it('shows every item under its course, flagged ones said in words, with the unplaced lines and the progress', async () => {
    const deps = await testDeps();
    const { order, syllabusId } = await orderInReview(deps, CS1331_WITH_LINES);
    const workspace = await workspaceOf(deps, order.id);

    expect(workspace.syllabi).toMatchObject([{ id: syllabusId, status: 'done', course: 'CS 1331', term: 'Fall 2025', unplaced: [{ page: 2, text: 'Final project presentation: date TBA', reason: 'No date is given.' }] }]);
    expect(workspace.courses).toMatchObject([{ name: 'CS 1331', label: 'CS 1331', colour: '#2563eb', aliases: [] }]);
    expect(workspace.items.map((item) => [item.title, item.date, item.flags, item.source?.text])).toEqual([
      ['Quiz 2', '2025-04-03', ['day-month-ambiguous', 'outside-term'], '03/04 Quiz 2'],
      ['Homework 1', '2025-09-12', [], 'Sep 12 | Homework 1 due'],
      ['Midterm Exam', '2025-10-03', [], 'Oct 3 | Midterm exam'],
    ]);
    expect(workspace.progress).toEqual({ items: 3, confirmed: 0, flagged: 1, flaggedUnconfirmed: 1, linesToCheck: 1 });
    expect(workspace.canPublish).toBe(false);
  });

  it('asks for one check per repeating rule and kind, on its first date, and none for a window', async () => {
    const deps = await testDeps();
    const rule = 'Reading quizzes are due every Friday starting Sep 5';
    const weekly = (date: string, n: number) => ({ date, type: 'quiz' as const, title: `Reading Quiz ${n}`, confidence: 0.7, flags: ['recurrence' as const], source: { page: 1, text: rule } });
    const { order } = await orderInReview(deps, {
      ...CS1331_RESULT,
      items: [
        weekly('2025-09-12', 2),
        weekly('2025-09-05', 1),
        weekly('2025-09-19', 3),
        { ...weekly('2025-09-06', 1), type: 'assignment', title: 'Reading Response 1' },
        { ...weekly('2025-09-13', 2), type: 'assignment', title: 'Reading Response 2' },
        { ...CS1331_RESULT.items[0]!, dates: ['2025-09-12', '2025-09-14'], flags: ['window'] },
      ],
    });
    const workspace = await workspaceOf(deps, order.id);
    expect(workspace.items.map((item) => [item.title, item.needsCheck])).toEqual([
      ['Reading Quiz 1', true],
      ['Reading Response 1', true],
      ['Reading Quiz 2', false],
      ['Homework 1', false],
      ['Reading Response 2', false],
      ['Reading Quiz 3', false],
    ]);
    expect(workspace.progress).toMatchObject({ flagged: 2, flaggedUnconfirmed: 2 });
    expect((await staff(deps).review.confirmAllUnflagged({ orderId: order.id })).message).toBe('Confirmed 4 items.');
  });

  it('asks for a check of work dated by counting weeks from a dated one, since a break may fall between', async () => {
    const deps = await testDeps();
    const counted = { date: '2025-11-18', type: 'assignment' as const, title: 'Problem set 3', confidence: 0.8, flags: ['week-counted' as const], source: { page: 1, text: 'Problem set 3 due (Thursday)' } };
    const { order } = await orderInReview(deps, { ...CS1331_RESULT, items: [counted] });
    const workspace = await workspaceOf(deps, order.id);
    expect(workspace.items.map((item) => [item.title, item.flags, item.needsCheck])).toEqual([['Problem set 3', ['week-counted'], true]]);
    expect(workspace.canPublish).toBe(false);
  });

  it('saves an edit with who made it, and refuses one made to a version someone else changed', async () => {
    const deps = await testDeps();
    const { order } = await orderInReview(deps);
    const quiz = await itemTitled(deps, order.id, 'Quiz 2');

    const edited = await staff(deps).review.updateItem({ orderId: order.id, item: versioned(quiz), changes: { date: '2025-09-04', time: '10:00' } });
    expect(edited.message).toBe('Saved.');
    expect(edited.items).toMatchObject([{ id: quiz.id, version: quiz.version + 1, date: '2025-09-04', time: '10:00', flags: ['day-month-ambiguous'] }]);
    const history = (await staff(deps).orders.detail({ orderId: order.id })).history.at(-1);
    expect(history).toMatchObject({ status: 'review', actor: 'admin', note: 'Changed “Quiz 2”: date 2025-04-03 → 2025-09-04; time none → 10:00' });

    await expect(staff(deps, DANA).review.updateItem({ orderId: order.id, item: versioned(quiz), changes: { title: 'Quiz 2 (online)' } })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: '“Quiz 2” was changed by someone else since you opened this order, so your change was not saved. The latest version is shown now.',
    });
    expect((await itemTitled(deps, order.id, 'Quiz 2')).date).toBe('2025-09-04');
  });

  // The messages themselves are checked over HTTP (rest/review.test.ts), where the error formatter words them.
  it('refuses bad edits: an impossible date, a huge title, an unknown course; a date far outside the term is flagged, not refused', async () => {
    const deps = await testDeps();
    const { order } = await orderInReview(deps);
    const homework = versioned(await itemTitled(deps, order.id, 'Homework 1'));
    const edit = (changes: Record<string, unknown>) => staff(deps).review.updateItem({ orderId: order.id, item: homework, changes } as never);

    await expect(edit({ date: '2025-02-30' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(edit({ title: 'x'.repeat(10_000) })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(edit({ time: '25:00' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(edit({ courseId: 9999 })).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'There is no course 9999 in this order.' });
    await expect(edit({})).rejects.toMatchObject({ code: 'BAD_REQUEST' });

    const strayed = await edit({ date: '2052-09-12' });
    expect(strayed.items[0]).toMatchObject({ date: '2052-09-12', flags: ['outside-term'] });
    expect((await workspaceOf(deps, order.id)).progress.flaggedUnconfirmed).toBe(2);
  });

  it('makes an item from an unplaced line, with the line as its evidence, and undo puts the line back', async () => {
    const deps = await testDeps();
    const { order, syllabusId } = await orderInReview(deps, CS1331_WITH_LINES);
    const { courses, syllabi } = await workspaceOf(deps, order.id);
    const line = syllabi[0]!.unplaced[0]!;

    const added = await staff(deps).review.addItem({
      orderId: order.id,
      fields: { title: 'Final project presentation', type: 'project', date: '2025-12-05', courseId: courses[0]!.id },
      fromUnplacedId: line.id,
    });
    expect(added.items).toMatchObject([{ title: 'Final project presentation', origin: 'staff', syllabusId, confirmedBy: 'admin', source: { page: 2, text: line.text }, flags: [] }]);
    expect((await workspaceOf(deps, order.id)).syllabi[0]!.unplaced).toEqual([]);

    const undone = await staff(deps).review.undo({ orderId: order.id });
    expect(undone.message).toBe('Undone: Added “Final project presentation” on 2025-12-05 from an unplaced line.');
    const after = await workspaceOf(deps, order.id);
    expect(after.items.map((item) => item.title)).not.toContain('Final project presentation');
    expect(after.syllabi[0]!.unplaced).toMatchObject([{ id: line.id, text: line.text }]);
    await expect(staff(deps).review.undo({ orderId: order.id })).rejects.toMatchObject({ code: 'CONFLICT', message: 'You have no change in this order left to undo.' });
  });

  it('confirms, deletes and changes selected items in bulk, and undoes each staff member’s own last change', async () => {
    const deps = await testDeps();
    const { order } = await orderInReview(deps);
    const orderId = order.id;
    const confirmed = await staff(deps).review.confirmAllUnflagged({ orderId });
    expect(confirmed.message).toBe('Confirmed 2 items.');
    expect((await workspaceOf(deps, orderId)).progress).toEqual({ items: 3, confirmed: 2, flagged: 1, flaggedUnconfirmed: 1, linesToCheck: 0 });

    const all = (await workspaceOf(deps, orderId)).items.map(versioned);
    const retyped = await staff(deps).review.bulkChange({ orderId, items: all, changes: { type: 'quiz' } });
    expect(retyped.message).toBe('3 items made a quiz.');
    expect((await workspaceOf(deps, orderId)).items.map((item) => item.type)).toEqual(['quiz', 'quiz', 'quiz']);
    await staff(deps).review.undo({ orderId });
    expect((await workspaceOf(deps, orderId)).items.map((item) => item.type)).toEqual(['quiz', 'assignment', 'exam']);

    // Undo is each staff member's own; admin's next one (the confirm-all) would overwrite Dana's deletion, so it is refused.
    const homework = await itemTitled(deps, orderId, 'Homework 1');
    await staff(deps, DANA).review.deleteItems({ orderId, items: [versioned(homework)] });
    expect((await workspaceOf(deps, orderId)).items.map((item) => item.title)).toEqual(['Quiz 2', 'Midterm Exam']);
    await expect(staff(deps).review.undo({ orderId })).rejects.toMatchObject({ code: 'CONFLICT' });
    await staff(deps, DANA).review.undo({ orderId });
    expect((await workspaceOf(deps, orderId)).items.map((item) => item.title)).toEqual(['Quiz 2', 'Homework 1', 'Midterm Exam']);
  });

  it('will not undo a change over a later edit by someone else', async () => {
    const deps = await testDeps();
    const { order } = await orderInReview(deps);
    const homework = await itemTitled(deps, order.id, 'Homework 1');
    await staff(deps).review.updateItem({ orderId: order.id, item: versioned(homework), changes: { title: 'Homework One' } });
    const renamed = await itemTitled(deps, order.id, 'Homework One');
    await staff(deps, DANA).review.updateItem({ orderId: order.id, item: versioned(renamed), changes: { time: '23:59' } });
    await expect(staff(deps).review.undo({ orderId: order.id })).rejects.toMatchObject({ code: 'CONFLICT', message: '“Homework One” was changed again since, so this change can no longer be undone.' });
  });

  it('names and colours a course, merges a second spelling into it, and sends later items of that spelling there', async () => {
    const deps = await testDeps();
    const { order } = await orderInReview(deps);
    const { syllabusId: second } = await orderInReviewSecondSyllabus(deps, order.id);
    let workspace = await workspaceOf(deps, order.id);
    const [main, spelling] = workspace.courses;
    expect(workspace.courses.map((course) => course.name)).toEqual(['CS 1331', 'CS1331']);

    await staff(deps).review.updateCourse({ orderId: order.id, course: versioned(main!), changes: { displayName: 'Intro to Java', colour: '#0F766E' } });
    await expect(staff(deps).review.updateCourse({ orderId: order.id, course: versioned(main!), changes: { colour: '#123456' } })).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(staff(deps).review.updateCourse({ orderId: order.id, course: { id: main!.id, version: main!.version + 1 }, changes: { colour: 'teal' } })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    workspace = await workspaceOf(deps, order.id);
    const merged = await staff(deps).review.mergeCourses({ orderId: order.id, into: versioned(workspace.courses[0]!), merged: versioned(spelling!) });
    expect(merged.message).toBe('CS1331 merged into Intro to Java.');
    workspace = await workspaceOf(deps, order.id);
    expect(workspace.courses).toMatchObject([{ name: 'CS 1331', displayName: 'Intro to Java', colour: '#0f766e', aliases: ['CS1331'] }]);
    expect(new Set(workspace.items.map((item) => item.courseId))).toEqual(new Set([main!.id]));

    // The second syllabus read again under its old spelling lands in the merged course.
    await staff(deps).review.rerunSyllabus({ orderId: order.id, syllabusId: second });
    await deps.db.transaction().execute((trx) => saveResult(trx, second, { ...CS1331_RESULT, course: 'CS1331', items: [{ ...CS1331_RESULT.items[0]!, title: 'Lab 4', date: '2025-11-07' }] }));
    expect((await itemTitled(deps, order.id, 'Lab 4')).courseId).toBe(main!.id);
  });

  it('reads a syllabus again, keeping what staff confirmed or edited and replacing the rest', async () => {
    const deps = await testDeps();
    const { order, syllabusId } = await orderInReview(deps);
    await staff(deps).review.confirmItems({ orderId: order.id, items: [versioned(await itemTitled(deps, order.id, 'Homework 1'))] });

    const rerun = await staff(deps).review.rerunSyllabus({ orderId: order.id, syllabusId });
    expect(rerun.message).toBe('CS 1331 syllabus is queued to be read again.');
    let workspace = await workspaceOf(deps, order.id);
    expect(workspace.syllabi[0]).toMatchObject({ status: 'queued', canRerun: false, unplaced: [] });
    expect(workspace.items.map((item) => item.title)).toEqual(['Homework 1']);
    await expect(staff(deps).review.rerunSyllabus({ orderId: order.id, syllabusId })).rejects.toMatchObject({ code: 'CONFLICT', message: 'CS 1331 syllabus is being read already.' });

    await deps.db.transaction().execute((trx) => saveResult(trx, syllabusId, CS1331_RESULT));
    workspace = await workspaceOf(deps, order.id);
    expect(workspace.items.map((item) => item.title)).toEqual(['Quiz 2', 'Homework 1', 'Midterm Exam']);
    await expect(staff(deps).review.rerunSyllabus({ orderId: order.id, syllabusId: 9999 })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

/** A second syllabus of the same course, spelled without the space. */
async function orderInReviewSecondSyllabus(deps: AppDeps, orderId: string) {
  const { syllabusId } = await staff(deps).review.addPastedSyllabus({ orderId, name: 'CS1331 labs', text: 'CS1331 labs\nNov 7 Lab 3 due' });
  await deps.db.transaction().execute((trx) => saveResult(trx, syllabusId, { ...CS1331_RESULT, course: 'CS1331', items: [{ ...CS1331_RESULT.items[0]!, title: 'Lab 3', date: '2025-11-07' }], unplaced: [] }));
  return { syllabusId };
}

describe('staff clicking twice, or two of them at once, on one order', () => {
  it('undoes a change once when Undo is double-clicked', async () => {
    const deps = await testDeps();
    const { order } = await orderInReview(deps);
    const homework = await itemTitled(deps, order.id, 'Homework 1');
    await staff(deps).review.updateItem({ orderId: order.id, item: versioned(homework), changes: { title: 'Homework One' } });
    const clicks = await Promise.allSettled([staff(deps).review.undo({ orderId: order.id }), staff(deps).review.undo({ orderId: order.id })]);
    expect(clicks.map((click) => click.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(clicks.find((click) => click.status === 'rejected')).toMatchObject({ reason: { code: 'CONFLICT', message: 'You have no change in this order left to undo.' } });
    const { history } = await staff(deps).orders.detail({ orderId: order.id });
    expect(history.filter((event) => event.note?.startsWith('Undid')).map((event) => event.note)).toEqual(['Undid: Changed “Homework 1”: title Homework 1 → Homework One']);
    expect((await itemTitled(deps, order.id, 'Homework 1')).version).toBe(homework.version + 2);
  });

  it('publishes one after the other when two publishes come at once: one dashboard, one link email', async () => {
    const deps = await testDeps();
    const { order } = await orderInReview(deps);
    await readyToPublish(deps, order.id);
    const published = await Promise.all([staff(deps).review.publish({ orderId: order.id }), staff(deps).review.publish({ orderId: order.id })]);
    expect(published.map((done) => done.message).sort()).toEqual([
      'Published 3 items. ann@uni.edu gets an email with the dashboard link.',
      'Published again (3 items); no date moved, so no email.',
    ]);
    expect(await deps.db.selectFrom('dashboards').select('publications').where('order_id', '=', order.id).execute()).toEqual([{ publications: 2 }]);
    const linkEmails = await deps.db.selectFrom('emails').select('id').where('order_id', '=', order.id).where('subject', '=', 'Your Syl dashboard is ready').execute();
    expect(linkEmails).toHaveLength(1);
  });
});

describe('a syllabus the engine could not read', () => {
  it('is typed in by hand under a course staff name', async () => {
    const deps = await testDeps();
    const { order } = await orderInReview(deps, { course: null, term: null, items: [], unplaced: [], setAside: [], error: 'This PDF is a scanned image with no text; it needs to be typed in by hand.' });
    expect((await workspaceOf(deps, order.id)).courses).toEqual([]);

    const added = await staff(deps).review.addCourse({ orderId: order.id, name: 'CS 2110' });
    expect(added.message).toBe('CS 2110 is a course of this order.');
    expect((await staff(deps).review.addCourse({ orderId: order.id, name: 'CS 2110' })).courseId).toBe(added.courseId);
    await staff(deps).review.addItem({ orderId: order.id, fields: { title: 'Prelim 1', type: 'exam', date: '2025-10-02', courseId: added.courseId } });
    expect((await staff(deps).review.publish({ orderId: order.id })).message).toBe('Published 1 item. ann@uni.edu gets an email with the dashboard link.');
    await expect(staff(deps).review.addCourse({ orderId: order.id, name: ' ' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});

describe('publishing', () => {
  it('waits until every flagged item is checked', async () => {
    const deps = await testDeps();
    const { order } = await orderInReview(deps);
    await staff(deps).review.confirmAllUnflagged({ orderId: order.id });
    await expect(staff(deps).review.publish({ orderId: order.id })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: '1 flagged item still needs a check: confirm, correct or delete it first.',
    });
  });

  it('delivers the dashboard: a private link by email, the order delivered, the files deleted, the items kept', async () => {
    const deps = await testDeps();
    const { order } = await orderInReview(deps);
    const file = await orderFile(deps, order.id);
    await readyToPublish(deps, order.id);
    const { canPublish } = await workspaceOf(deps, order.id);
    expect(canPublish).toBe(true);

    const published = await staff(deps).review.publish({ orderId: order.id });
    expect(published.message).toBe('Published 3 items. ann@uni.edu gets an email with the dashboard link.');
    const detail = await staff(deps).orders.detail({ orderId: order.id });
    expect(detail.order.status).toBe('delivered');
    expect(detail.files[0]).toMatchObject({ id: file.id, deletedAt: expect.any(String) });
    expect(fs.existsSync(path.join(deps.config.uploadsDir, file.stored_name))).toBe(false);
    expect(detail.history.map((event) => [event.status, event.actor])).toContainEqual(['delivered', 'admin']);

    const token = await linkInEmail(deps, 'Your Syl dashboard is ready');
    const dashboard = await studentView(deps, token);
    expect(dashboard).toMatchObject({ firstName: 'Ann', term: 'Fall 2025', courses: [{ name: 'CS 1331', colour: '#2563eb' }] });
    expect(dashboard.items.map((item) => [item.title, item.date])).toEqual([
      ['Quiz 2', '2025-04-03'],
      ['Homework 1', '2025-09-12'],
      ['Midterm Exam', '2025-10-03'],
    ]);
    const workspace = await workspaceOf(deps, order.id);
    expect(workspace.dashboard).toMatchObject({ url: `http://localhost:3000/dashboard/${token}`, publications: 1, publishedBy: 'admin' });
    expect(workspace.items).toHaveLength(3);
  });

  it('gives an order delivered with a pasted link before dashboards existed its dashboard and the new link', async () => {
    const deps = await testDeps();
    const { order } = await orderInReview(deps);
    await deps.db.updateTable('orders').set({ status: 'delivered', delivered_at: '2026-11-20T10:00:00.000Z' }).where('id', '=', order.id).execute();
    await deps.db
      .insertInto('emails')
      .values({ dedupe_key: `dashboard-ready:${order.id}`, to_address: order.email, subject: 'Your Syl dashboard is ready', text_body: 'https://old.example/dash', purpose: 'dashboard-ready', order_id: order.id, status: 'sent', attempts: 1, next_attempt_at: '2026-11-20T10:00:00.000Z' })
      .execute();
    await readyToPublish(deps, order.id);

    expect((await staff(deps).review.publish({ orderId: order.id })).message).toBe('Published 3 items. ann@uni.edu gets an email with the dashboard link.');
    const token = await linkInEmail(deps, 'Your new Syl dashboard link');
    expect((await studentView(deps, token)).items).toHaveLength(3);
  });

  it('keeps no working link in the database: the token is hashed, and sealed in the queued email', async () => {
    const deps = await testDeps();
    const { order } = await orderInReview(deps);
    await readyToPublish(deps, order.id);
    await staff(deps).review.publish({ orderId: order.id });
    const token = await linkInEmail(deps, 'Your Syl dashboard is ready');

    const tables = await deps.db.introspection.getTables();
    const rows = await Promise.all(tables.map((table) => deps.db.selectFrom(table.name as 'emails').selectAll().execute()));
    expect(JSON.stringify(rows)).not.toContain(token);
    if (!deps.config.databaseUrl) {
      // SQLite's file and its log, which also keep what was overwritten.
      const database = fs.readFileSync(deps.config.databasePath);
      const wal = fs.existsSync(`${deps.config.databasePath}-wal`) ? fs.readFileSync(`${deps.config.databasePath}-wal`) : Buffer.alloc(0);
      expect(database.includes(token)).toBe(false);
      expect(wal.includes(token)).toBe(false);
    }
    const row = await deps.db.selectFrom('emails').select(['text_body', 'sealed_link']).where('purpose', '=', 'dashboard-ready').executeTakeFirstOrThrow();
    expect(row.text_body).toContain('{{private link}}');

    // Sent (here: kept as .eml), the student's copy holds the real link.
    await deliverDueEmails(deps);
    // Quoted-printable wraps long lines with a trailing "=".
    const sent = fs.readdirSync(deps.config.outboxDir).map((name) => fs.readFileSync(path.join(deps.config.outboxDir, name), 'utf8').replace(/=\r?\n/g, ''));
    expect(sent.some((eml) => eml.includes(`/dashboard/${token}`))).toBe(true);
  });

  it('publishes a correction under the same item ids and emails the student only when a date moved', async () => {
    const deps = await testDeps();
    const { order } = await orderInReview(deps);
    await readyToPublish(deps, order.id);
    await staff(deps).review.publish({ orderId: order.id });
    const token = await linkInEmail(deps, 'Your Syl dashboard is ready');
    const before = await studentView(deps, token);

    const renamed = await staff(deps).review.updateItem({ orderId: order.id, item: versioned(await itemTitled(deps, order.id, 'Homework 1')), changes: { title: 'Homework 1: Hello Java' } });
    expect((await staff(deps).review.publish({ orderId: order.id })).message).toBe('Published again (3 items); no date moved, so no email.');
    expect(await deps.db.selectFrom('emails').select('id').where('purpose', '=', 'dashboard-updated').execute()).toEqual([]);

    const quiz = await itemTitled(deps, order.id, 'Quiz 2');
    await staff(deps).review.updateItem({ orderId: order.id, item: versioned(quiz), changes: { date: '2025-09-04' } });
    expect((await staff(deps).review.publish({ orderId: order.id })).message).toBe('Published again. ann@uni.edu is told about 1 moved date.');

    const email = await deps.db.selectFrom('emails').select(['subject', 'text_body']).where('purpose', '=', 'dashboard-updated').executeTakeFirstOrThrow();
    expect(email.subject).toBe('1 date changed in CS 1331');
    expect(email.text_body).toContain('- CS 1331, Quiz 2\n  now: Thu, Sep 4, 2025\n  was: Thu, Apr 3, 2025\n');
    // The dashboard's link, sealed like the first email's until it is sent.
    expect(email.text_body).toContain('Open your dashboard: {{private link}}');
    expect(email.text_body).not.toContain(token);
    await deliverDueEmails(deps);
    const sent = fs.readdirSync(deps.config.outboxDir).map((name) => fs.readFileSync(path.join(deps.config.outboxDir, name), 'utf8').replace(/=\r?\n/g, ''));
    expect(sent.find((eml) => eml.includes('1 date changed in CS 1331'))).toContain(`/dashboard/${token}`);
    const after = await studentView(deps, token);
    expect(after.items.map((item) => item.id).sort()).toEqual(before.items.map((item) => item.id).sort());
    expect(after.items.find((item) => item.id === renamed.items[0]!.id)?.title).toBe('Homework 1: Hello Java');
  });

  it('revokes a link: the old one stops at once and the student gets a new one', async () => {
    const deps = await testDeps();
    const { order } = await orderInReview(deps);
    await expect(staff(deps).review.revokeLink({ orderId: order.id })).rejects.toMatchObject({ code: 'CONFLICT', message: "Only a delivered order's dashboard link can be replaced; this one is paid." });
    await readyToPublish(deps, order.id);
    await staff(deps).review.publish({ orderId: order.id });
    const oldToken = await linkInEmail(deps, 'Your Syl dashboard is ready');

    expect((await staff(deps).review.revokeLink({ orderId: order.id })).message).toBe('The old link no longer works. ann@uni.edu gets an email with the new one.');
    await expect(studentView(deps, oldToken)).rejects.toMatchObject({ code: 'NOT_FOUND', message: expect.stringContaining('This dashboard link is no longer valid.') });
    const newToken = await linkInEmail(deps, 'Your new Syl dashboard link');
    expect(newToken).not.toBe(oldToken);
    expect((await studentView(deps, newToken)).items).toHaveLength(3);
  });

  it('closes the dashboard of a refunded order, and finds nothing for a made-up token', async () => {
    const deps = await testDeps();
    const { order } = await orderInReview(deps);
    await readyToPublish(deps, order.id);
    await staff(deps).review.publish({ orderId: order.id });
    const token = await linkInEmail(deps, 'Your Syl dashboard is ready');
    await staff(deps).orders.refund({ orderId: order.id });
    await expect(studentView(deps, token)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(staff(deps).review.revokeLink({ orderId: order.id })).rejects.toMatchObject({ code: 'CONFLICT', message: "Only a delivered order's dashboard link can be replaced; this one is refunded." });
    await expect(studentView(deps, 'x'.repeat(43))).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(studentView(deps, '../../etc/passwd')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
