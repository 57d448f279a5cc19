import ICAL from 'ical.js';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { staff } from '../admin/fixtures.js';
import type { AppDeps } from '../deps.js';
import { itemTitled } from '../review/fixtures.js';
import { testApp, testCaller, testDeps } from '../testing/harness.js';
import { badField, currentDashboardToken, publishedDashboard } from './fixtures.js';
import { NOT_THIS_LINK } from './view.js';

const ownItems = (deps: AppDeps) => testCaller(deps).dashboards.ownItems;
/** The student's own items as their dashboard shows them. */
const shown = async (deps: AppDeps, token: string) => (await testCaller(deps).dashboards.get({ token })).ownItems;
const firstCourse = async (deps: AppDeps, token: string) => (await testCaller(deps).dashboards.get({ token })).courses[0]!.id;
const postJson = (app: FastifyInstance, url: string, body: unknown) => app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) });

const STUDY_GROUP = { kind: 'event', title: 'Study group', date: '2025-09-18', time: '18:30', timeZone: 'America/New_York' } as const;
const GONE = { code: 'NOT_FOUND', message: 'This item is no longer on your dashboard. Reload the page to see the latest version.' };
const STALE = { code: 'CONFLICT', message: 'This item was changed on another device. Reload to see the latest version.' };

/** The feed's events as a calendar app reads them. */
async function feedEvents(app: FastifyInstance, feedToken: string) {
  const response = await app.inject({ method: 'GET', url: `/calendar/${feedToken}.ics` });
  const calendar = new ICAL.Component(ICAL.parse(response.body));
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate.toString(),
      zone: (vevent.getFirstProperty('dtstart')?.getParameter('tzid') as string | undefined) ?? null,
      end: event.endDate?.toString() ?? null,
      sequence: event.sequence,
      categories: String(vevent.getFirstPropertyValue('categories')),
      description: event.description,
    };
  });
}

describe("the student's own tasks and events", () => {
  it('adds, edits and deletes an item, and dashboards.get shows each step', async () => {
    const deps = await testDeps();
    const { token } = await publishedDashboard(deps);
    const courseId = await firstCourse(deps, token);
    expect(await shown(deps, token)).toEqual([]);

    const { item: studyGroup } = await ownItems(deps).add({ token, ...STUDY_GROUP, title: '  Study group ', courseId });
    expect(studyGroup).toEqual({ id: expect.any(Number), ...STUDY_GROUP, courseId, status: 'Not Started', doneAt: null, version: 1 });
    // A script without a zone gets the site's; no time is all day.
    const { item: reading } = await ownItems(deps).add({ token, kind: 'task', title: 'Read chapter 4', date: '2025-09-16' });
    expect(reading).toMatchObject({ time: null, timeZone: 'America/New_York', courseId: null, status: 'Not Started' });
    expect(await shown(deps, token)).toEqual([reading, studyGroup]);

    const { item: moved } = await ownItems(deps).update({ token, id: studyGroup.id, version: 1, changes: { date: '2025-09-19', time: '9am', courseId: null } });
    expect(moved).toEqual({ ...studyGroup, date: '2025-09-19', time: '09:00', courseId: null, version: 2 });
    const { item: done } = await ownItems(deps).update({ token, id: reading.id, version: 1, changes: { status: 'Done' } });
    expect(done).toMatchObject({ status: 'Done', doneAt: expect.any(String), version: 2 });
    // Done again keeps the moment it was first done; another status clears it.
    expect((await ownItems(deps).update({ token, id: reading.id, version: 2, changes: { title: 'Read chapter 4 again', status: 'Done' } })).item.doneAt).toBe(done.doneAt);
    expect((await ownItems(deps).update({ token, id: reading.id, version: 3, changes: { status: 'In Progress' } })).item).toMatchObject({ status: 'In Progress', doneAt: null, version: 4 });

    expect(await ownItems(deps).delete({ token, id: studyGroup.id, version: 2 })).toEqual({ message: '“Study group” was deleted.' });
    expect((await shown(deps, token)).map((item) => item.title)).toEqual(['Read chapter 4 again']);
    await expect(ownItems(deps).update({ token, id: studyGroup.id, version: 2, changes: { title: 'Too late' } })).rejects.toMatchObject(GONE);
  });

  it('refuses a change from a screen that saw an older version with a 409, and keeps the newer change', async () => {
    const deps = await testDeps();
    const { token } = await publishedDashboard(deps);
    const { item } = await ownItems(deps).add({ token, ...STUDY_GROUP });
    await ownItems(deps).update({ token, id: item.id, version: 1, changes: { title: 'Study group, room 204' } });
    await expect(ownItems(deps).update({ token, id: item.id, version: 1, changes: { title: 'From the laptop' } })).rejects.toMatchObject(STALE);
    await expect(ownItems(deps).delete({ token, id: item.id, version: 1 })).rejects.toMatchObject(STALE);
    expect(await shown(deps, token)).toEqual([{ ...item, title: 'Study group, room 204', version: 2 }]);
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const deps = await testDeps();
    const { token } = await publishedDashboard(deps);
    const { item } = await ownItems(deps).add({ token, ...STUDY_GROUP });
    const add = (fields: Record<string, unknown>) => ownItems(deps).add({ token, ...STUDY_GROUP, ...fields } as never);

    await expect(add({ title: '\u0000  ' })).rejects.toMatchObject(badField(['title'], 'is required'));
    await expect(add({ title: 'x'.repeat(201) })).rejects.toMatchObject(badField(['title'], 'must be at most 200 characters'));
    await expect(add({ kind: 'exam' })).rejects.toMatchObject(badField(['kind'], 'must be one of task, event'));
    await expect(add({ date: '2025-02-30' })).rejects.toMatchObject(badField(['date'], 'is not a date on the calendar'));
    await expect(add({ time: 'teatime' })).rejects.toMatchObject(badField(['time'], 'must be a time such as 11:59 PM, 9am or 23:59'));
    await expect(add({ timeZone: 'Mars/Olympus' })).rejects.toMatchObject(badField(['timeZone'], 'must be a time zone such as America/Chicago'));
    await expect(add({ status: 'Skipped' })).rejects.toMatchObject(badField(['status'], 'must be one of Not Started, In Progress, Done'));
    // A course of another dashboard (or none at all) is refused in words.
    await expect(add({ courseId: 999_999 })).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'This course is not on your dashboard. Choose one of your courses, or none.' });
    await expect(ownItems(deps).update({ token, id: item.id, version: 1, changes: {} })).rejects.toMatchObject(badField(['changes'], 'name at least one field to change'));
    await expect(ownItems(deps).delete({ token, id: item.id } as never)).rejects.toMatchObject(badField(['version'], 'is required'));
    expect(await shown(deps, token)).toEqual([item]);
  });

  it("lets another student's link neither read nor change this student's items: 404, and they stay as they were", async () => {
    const deps = await testDeps();
    const ann = await publishedDashboard(deps, { email: 'ann@uni.edu' });
    const bob = await publishedDashboard(deps, { email: 'bob@uni.edu' });
    const { item } = await ownItems(deps).add({ token: ann.token, ...STUDY_GROUP });

    await expect(ownItems(deps).update({ token: bob.token, id: item.id, version: 1, changes: { title: 'Bob was here' } })).rejects.toMatchObject(GONE);
    await expect(ownItems(deps).delete({ token: bob.token, id: item.id, version: 1 })).rejects.toMatchObject(GONE);
    // Nor can Bob file his item under Ann's course.
    await expect(ownItems(deps).add({ token: bob.token, ...STUDY_GROUP, courseId: await firstCourse(deps, ann.token) })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(await shown(deps, bob.token)).toEqual([]);
    expect(await shown(deps, ann.token)).toEqual([item]);
  });

  it('answers 404 once staff revoke the link; the new link has the items', async () => {
    const deps = await testDeps();
    const { order, token } = await publishedDashboard(deps);
    const { item } = await ownItems(deps).add({ token, ...STUDY_GROUP });
    await staff(deps).review.revokeLink({ orderId: order.id });
    const closed = { code: 'NOT_FOUND', message: NOT_THIS_LINK };
    await expect(ownItems(deps).add({ token, ...STUDY_GROUP })).rejects.toMatchObject(closed);
    await expect(ownItems(deps).update({ token, id: item.id, version: 1, changes: { title: 'x' } })).rejects.toMatchObject(closed);
    await expect(ownItems(deps).delete({ token, id: item.id, version: 1 })).rejects.toMatchObject(closed);
    expect(await shown(deps, await currentDashboardToken(deps, order.id))).toEqual([item]);
  });

  it('refuses the 301st item with a message', async () => {
    const deps = await testDeps();
    const { token } = await publishedDashboard(deps);
    const { db } = deps;
    const { item } = await ownItems(deps).add({ token, ...STUDY_GROUP });
    const row = await db.selectFrom('student_items').selectAll().where('id', '=', item.id).executeTakeFirstOrThrow();
    // 299 more rows at once: 300 through the API would take the test's whole budget.
    await db.insertInto('student_items').values(Array.from({ length: 299 }, (_, index) => ({ ...row, id: undefined, title: `Item ${index}` }))).execute();
    await expect(ownItems(deps).add({ token, ...STUDY_GROUP })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Your dashboard holds at most 300 items of your own. Delete ones you no longer need to add another.',
    });
    await ownItems(deps).delete({ token, id: item.id, version: 1 });
    await ownItems(deps).add({ token, ...STUDY_GROUP });
    expect(await shown(deps, token)).toHaveLength(300);
  });

  it('keeps every own item as it was when staff correct an item and republish, its course included', async () => {
    const deps = await testDeps();
    const { order, token } = await publishedDashboard(deps);
    const courseId = await firstCourse(deps, token);
    const { item } = await ownItems(deps).add({ token, ...STUDY_GROUP, courseId });
    await ownItems(deps).update({ token, id: item.id, version: 1, changes: { status: 'In Progress' } });
    const before = await shown(deps, token);

    const quiz = await itemTitled(deps, order.id, 'Quiz 2');
    await staff(deps).review.updateItem({ orderId: order.id, item: { id: quiz.id, version: quiz.version }, changes: { title: 'Quiz 2: loops', date: '2025-09-20' } });
    await staff(deps).review.publish({ orderId: order.id });

    const after = await testCaller(deps).dashboards.get({ token });
    expect(after.items.map((one) => one.title)).toContain('Quiz 2: loops');
    expect(after.ownItems).toEqual(before);
    expect(after.items.some((one) => one.title === STUDY_GROUP.title)).toBe(false);
  });
});

describe("the student's own items over REST and in the calendar feed", () => {
  it('adds, edits and deletes over REST with the private-link headers, bad input 400 and a stranger 404 as JSON with a message', async () => {
    const app = await testApp();
    const ann = await publishedDashboard(app.deps, { email: 'ann@uni.edu' });
    const bob = await publishedDashboard(app.deps, { email: 'bob@uni.edu' });

    const added = await postJson(app, `/api/dashboards/${ann.token}/own-items/`, STUDY_GROUP);
    expect(added.statusCode).toBe(200);
    expect(added.headers['cache-control']).toBe('private, no-store');
    const { item } = added.json();
    expect(item).toMatchObject({ ...STUDY_GROUP, version: 1 });

    const tooLong = await postJson(app, `/api/dashboards/${ann.token}/own-items/`, { ...STUDY_GROUP, title: 'x'.repeat(201) });
    expect([tooLong.statusCode, tooLong.json()]).toEqual([400, { success: false, message: 'title: must be at most 200 characters' }]);
    expect((await postJson(app, `/api/dashboards/${ann.token}/own-items/abc/`, { version: 1, changes: { title: 'x' } })).json()).toEqual({ success: false, message: 'id: is not an item id' });
    const stranger = await postJson(app, `/api/dashboards/${bob.token}/own-items/${item.id}/`, { version: 1, changes: { title: 'Bob was here' } });
    expect([stranger.statusCode, stranger.json()]).toEqual([404, { success: false, message: GONE.message }]);

    const edited = await postJson(app, `/api/dashboards/${ann.token}/own-items/${item.id}/`, { version: 1, changes: { title: 'Study group, room 204' } });
    expect(edited.json()).toEqual({ success: true, item: { ...item, title: 'Study group, room 204', version: 2 } });
    const strangerDelete = await postJson(app, `/api/dashboards/${bob.token}/own-items/${item.id}/delete/`, { version: 2 });
    expect(strangerDelete.statusCode).toBe(404);
    const deleted = await postJson(app, `/api/dashboards/${ann.token}/own-items/${item.id}/delete/`, { version: 2 });
    expect(deleted.json()).toEqual({ success: true, message: '“Study group, room 204” was deleted.' });
    expect((await app.inject({ method: 'GET', url: `/api/dashboards/${ann.token}/` })).json().ownItems).toEqual([]);
  });

  it('puts each own item in the feed, marked as the student\'s, with a lasting UID of its own; edits raise its SEQUENCE, a republish keeps it, a delete removes it', async () => {
    const app = await testApp();
    const { order, token, feedToken, items } = await publishedDashboard(app.deps);
    const courseId = await firstCourse(app.deps, token);
    const courseName = (await testCaller(app.deps).dashboards.get({ token })).courses[0]!.name;
    const firstFeed = await app.inject({ method: 'GET', url: `/calendar/${feedToken}.ics` });

    const { item: event } = await ownItems(app.deps).add({ token, ...STUDY_GROUP, courseId });
    const { item: task } = await ownItems(app.deps).add({ token, kind: 'task', title: 'Read chapter 4', date: '2025-09-16', timeZone: 'America/Chicago' });
    const { item: deadline } = await ownItems(app.deps).add({ token, kind: 'task', title: 'Send the lab form', date: '2025-09-17', time: '17:00', timeZone: 'America/Chicago' });
    // The student's change is a new ETag: calendar apps polling with the old one get the new feed.
    const afterAdd = await app.inject({ method: 'GET', url: `/calendar/${feedToken}.ics`, headers: { 'if-none-match': firstFeed.headers.etag as string } });
    expect(afterAdd.statusCode).toBe(200);

    const host = 'localhost:3000';
    const own = (await feedEvents(app, feedToken)).filter((one) => one.uid.startsWith('own-'));
    expect(own).toEqual([
      { uid: `own-${task.id}@${host}`, summary: 'Your task · Read chapter 4', start: '2025-09-16', zone: null, end: '2025-09-17', sequence: 0, categories: 'Your task', description: expect.stringContaining('Your task, added') },
      // A task with a time is a deadline: it ends where it starts.
      { uid: `own-${deadline.id}@${host}`, summary: 'Your task · Send the lab form', start: '2025-09-17T17:00:00', zone: 'America/Chicago', end: '2025-09-17T17:00:00', sequence: 0, categories: 'Your task', description: expect.any(String) },
      {
        uid: `own-${event.id}@${host}`,
        summary: `Your event · ${courseName} · Study group`,
        start: '2025-09-18T18:30:00',
        zone: 'America/New_York',
        end: '2025-09-18T19:30:00',
        sequence: 0,
        categories: 'Your event',
        description: expect.stringContaining('Your event, added on your Syl dashboard (not from a syllabus).\n6:30 PM (America/New_York time).'),
      },
    ]);
    // Distinct from every checked item's UID, though the numbers may be the same.
    const checkedUids = (await feedEvents(app, feedToken)).filter((one) => !one.uid.startsWith('own-')).map((one) => one.uid);
    expect(checkedUids).toEqual(expect.arrayContaining(items.map((one) => `${one.id}@${host}`)));

    await ownItems(app.deps).update({ token, id: event.id, version: 1, changes: { title: 'Study group, room 204' } });
    const quiz = await itemTitled(app.deps, order.id, 'Quiz 2');
    await staff(app.deps).review.updateItem({ orderId: order.id, item: { id: quiz.id, version: quiz.version }, changes: { title: 'Quiz 2: loops' } });
    await staff(app.deps).review.publish({ orderId: order.id });
    await ownItems(app.deps).delete({ token, id: task.id, version: 1 });

    const later = await feedEvents(app, feedToken);
    expect(later.filter((one) => one.uid.startsWith('own-')).map((one) => [one.uid, one.summary, one.sequence])).toEqual([
      [`own-${deadline.id}@${host}`, 'Your task · Send the lab form', 0],
      [`own-${event.id}@${host}`, `Your event · ${courseName} · Study group, room 204`, 1],
    ]);
    expect(later.map((one) => one.summary)).toContain(`${courseName} · Quiz 2: loops`);
  });
});
