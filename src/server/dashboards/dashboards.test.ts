import { afterEach, describe, expect, it, vi } from 'vitest';
import { staff } from '../admin/fixtures.js';
import type { AppDeps } from '../deps.js';
import { addReadSyllabus, CS1331_RESULT, itemTitled, orderInReview, publishAll, workspaceOf } from '../review/fixtures.js';
import { testCaller, testDeps } from '../testing/harness.js';
import { badField, currentDashboardToken, publishedDashboard } from './fixtures.js';
import { LOST_LINK_ANSWER } from './lost-link.js';

const student = (deps: AppDeps) => testCaller(deps).dashboards;

/** The lost-link emails queued once the requests so far are looked up, each as the student will read it (the sealed link opened). */
async function lostLinkEmails(deps: AppDeps) {
  await deps.lostLinks.settled();
  const rows = await deps.db.selectFrom('emails').select('id').where('purpose', '=', 'dashboard-lost-link').orderBy('id').execute();
  return Promise.all(rows.map((row) => staff(deps).outbox.get({ emailId: row.id })));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('terms', () => {
  it("names each course's term when the order's syllabi are from different terms, and none for a course typed in by staff", async () => {
    const deps = await testDeps();
    const { order } = await orderInReview(deps);
    const spring = { course: 'MATH 1554', term: 'Spring 2026', items: [{ date: '2026-01-20', type: 'assignment' as const, title: 'Problem Set 1', confidence: 0.9, flags: [], source: { page: 1, text: 'Jan 20 | Problem Set 1' } }], unplaced: [], setAside: [] };
    await addReadSyllabus(deps, order.id, spring, 'MATH 1554 syllabus');
    const { courseId } = await staff(deps).review.addCourse({ orderId: order.id, name: 'PSYC 1101' });
    await staff(deps).review.addItem({ orderId: order.id, fields: { courseId, title: 'Essay', type: 'assignment', date: '2025-10-01' } });
    await publishAll(deps, order.id);

    const shown = await student(deps).get({ token: await currentDashboardToken(deps, order.id) });
    expect(shown.courses.map((course) => [course.name, course.term])).toEqual([
      ['CS 1331', CS1331_RESULT.term],
      ['MATH 1554', 'Spring 2026'],
      ['PSYC 1101', null],
    ]);
  });
});

describe('the to-do list', () => {
  it('saves a status on the server, and dashboards.get shows it with when the item was done', async () => {
    const deps = await testDeps();
    const { token, items } = await publishedDashboard(deps);
    const homework = items.find((item) => item.title === 'Homework 1')!;
    expect(homework).toMatchObject({ status: 'Not Started', doneAt: null });
    vi.useFakeTimers({ toFake: ['Date'] });

    vi.setSystemTime(new Date('2025-09-10T14:00:00.000Z'));
    expect(await student(deps).setTodoStatus({ token, itemId: homework.id, status: 'In Progress' })).toEqual({ status: 'In Progress', doneAt: null });
    vi.setSystemTime(new Date('2025-09-11T20:30:00.000Z'));
    expect(await student(deps).setTodoStatus({ token, itemId: homework.id, status: 'Done' })).toEqual({ status: 'Done', doneAt: '2025-09-11T20:30:00.000Z' });
    // Marked Done again later, it keeps the moment it was finished.
    vi.setSystemTime(new Date('2025-09-13T08:00:00.000Z'));
    expect(await student(deps).setTodoStatus({ token, itemId: homework.id, status: 'Done' })).toEqual({ status: 'Done', doneAt: '2025-09-11T20:30:00.000Z' });

    const shown = await student(deps).get({ token });
    expect(shown.items.find((item) => item.id === homework.id)).toMatchObject({ status: 'Done', doneAt: '2025-09-11T20:30:00.000Z' });
    expect(shown.items.filter((item) => item.id !== homework.id).every((item) => item.status === 'Not Started')).toBe(true);
    expect(await student(deps).setTodoStatus({ token, itemId: homework.id, status: 'Not Started' })).toEqual({ status: 'Not Started', doneAt: null });
  });

  it('keeps the statuses when staff publish a correction', async () => {
    const deps = await testDeps();
    const { order, token, items } = await publishedDashboard(deps);
    const quiz = items.find((item) => item.title === 'Quiz 2')!;
    await student(deps).setTodoStatus({ token, itemId: quiz.id, status: 'In Progress' });

    const row = await itemTitled(deps, order.id, 'Quiz 2');
    await staff(deps).review.updateItem({ orderId: order.id, item: { id: row.id, version: row.version }, changes: { title: 'Quiz 2: loops' } });
    await staff(deps).review.publish({ orderId: order.id });

    expect((await student(deps).get({ token })).items.find((item) => item.id === quiz.id)).toMatchObject({ title: 'Quiz 2: loops', status: 'In Progress' });
  });

  it("lists a day's items without a time before its timed ones, on SQLite and Postgres alike", async () => {
    const deps = await testDeps();
    const { order, token, items } = await publishedDashboard(deps);
    const homework = items.find((item) => item.title === 'Homework 1')!;
    await staff(deps).review.addItem({ orderId: order.id, fields: { title: 'Lab check-in', type: 'assignment', date: homework.date, time: '09:00', courseId: homework.courseId } });
    await staff(deps).review.publish({ orderId: order.id });
    const sameDay = (await student(deps).get({ token })).items.filter((item) => item.date === homework.date);
    expect(sameDay.map((item) => [item.title, item.time])).toEqual([['Homework 1', null], ['Lab check-in', '09:00']]);
  });

  it("reaches only the items of the link's own dashboard: another student's item is not found and stays as it was", async () => {
    const deps = await testDeps();
    const ann = await publishedDashboard(deps, { email: 'ann@uni.edu' });
    const bob = await publishedDashboard(deps, { email: 'bob@uni.edu' });
    const bobsItem = bob.items[0]!;

    await expect(student(deps).setTodoStatus({ token: ann.token, itemId: bobsItem.id, status: 'Done' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'This item is no longer on your dashboard. Reload the page to see the latest version.',
    });
    await expect(student(deps).setTodoStatus({ token: ann.token, itemId: 999_999, status: 'Done' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await student(deps).get({ token: bob.token })).items.every((item) => item.status === 'Not Started')).toBe(true);
  });

  it('refuses a status other than the three, naming the field', async () => {
    const deps = await testDeps();
    const { token, items } = await publishedDashboard(deps);
    await expect(student(deps).setTodoStatus({ token, itemId: items[0]!.id, status: 'Finished' as never })).rejects.toMatchObject(badField(['status'], 'must be one of Not Started, In Progress, Done'));
    await expect(student(deps).setTodoStatus({ token, itemId: -1, status: 'Done' })).rejects.toMatchObject(badField(['itemId'], expect.any(String)));
  });

  it('answers 404 once staff revoke the link, and for a refunded order', async () => {
    const deps = await testDeps();
    const { order, token, items } = await publishedDashboard(deps);
    await staff(deps).review.revokeLink({ orderId: order.id });
    for (const call of [() => student(deps).get({ token }), () => student(deps).setTodoStatus({ token, itemId: items[0]!.id, status: 'Done' }), () => student(deps).resetFeed({ token })]) {
      await expect(call()).rejects.toMatchObject({ code: 'NOT_FOUND', message: expect.stringMatching(/^This dashboard link is no longer valid\./) });
    }

    const newToken = await currentDashboardToken(deps, order.id);
    expect((await student(deps).setTodoStatus({ token: newToken, itemId: items[0]!.id, status: 'Done' })).status).toBe('Done');
    await staff(deps).orders.refund({ orderId: order.id });
    await expect(student(deps).setTodoStatus({ token: newToken, itemId: items[0]!.id, status: 'In Progress' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('the calendar feed link', () => {
  it('comes with the first publish, is its own token, and a reset or a revoke replaces it', async () => {
    const deps = await testDeps();
    const { order, token, feedUrl, feedToken } = await publishedDashboard(deps);
    expect(feedUrl).toBe(`http://localhost:3000/calendar/${feedToken}.ics`);
    expect(feedToken).not.toBe(token);

    const reset = await student(deps).resetFeed({ token });
    expect(reset).toEqual({ message: 'Your calendar link was reset. The old one no longer works: add your calendar again with the new link.', feedUrl: expect.stringMatching(/^http:\/\/localhost:3000\/calendar\/[\w-]{43}\.ics$/) });
    expect(reset.feedUrl).not.toBe(feedUrl);
    expect((await student(deps).get({ token })).feedUrl).toBe(reset.feedUrl);

    await staff(deps).review.revokeLink({ orderId: order.id });
    const afterRevoke = (await student(deps).get({ token: await currentDashboardToken(deps, order.id) })).feedUrl;
    expect([feedUrl, reset.feedUrl]).not.toContain(afterRevoke);
  });
});

describe('the lost-link form', () => {
  it("answers the same for any address, and emails the current link only to a delivered order's address", async () => {
    const deps = await testDeps();
    const { token } = await publishedDashboard(deps, { email: 'ann@uni.edu' });

    expect(await student(deps).lostLink({ email: 'nobody@uni.edu' })).toEqual({ message: LOST_LINK_ANSWER });
    expect(await lostLinkEmails(deps)).toEqual([]);
    expect(await student(deps).lostLink({ email: '  Ann@Uni.EDU ' })).toEqual({ message: LOST_LINK_ANSWER });

    const [email, ...others] = await lostLinkEmails(deps);
    expect(others).toEqual([]);
    expect(email).toMatchObject({ to: 'ann@uni.edu', subject: 'Your Syl dashboard link' });
    expect(email!.text).toContain(`http://localhost:3000/dashboard/${token}`);
    // The queued row keeps the link sealed, like every other private link in the outbox.
    const row = await deps.db.selectFrom('emails').select(['text_body', 'sealed_link']).where('purpose', '=', 'dashboard-lost-link').executeTakeFirstOrThrow();
    expect(row.text_body).not.toContain(token);
    expect(row.sealed_link).not.toContain(token);
  });

  it('sends one email an hour however often it is asked, and the new link at once after staff revoke the old one', async () => {
    const deps = await testDeps();
    const { order, token } = await publishedDashboard(deps);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-09-10T14:05:00.000Z'));
    for (let i = 0; i < 4; i++) await student(deps).lostLink({ email: 'ann@uni.edu' });
    expect(await lostLinkEmails(deps)).toHaveLength(1);

    await staff(deps).review.revokeLink({ orderId: order.id });
    const newToken = await currentDashboardToken(deps, order.id);
    await student(deps).lostLink({ email: 'ann@uni.edu' });
    const emails = await lostLinkEmails(deps);
    expect(emails).toHaveLength(2);
    expect(emails[1]!.text).toContain(`/dashboard/${newToken}`);
    expect(emails[1]!.text).not.toContain(token);

    vi.setSystemTime(new Date('2025-09-10T15:01:00.000Z'));
    await student(deps).lostLink({ email: 'ann@uni.edu' });
    expect(await lostLinkEmails(deps)).toHaveLength(3);
  });

  it('sends nothing for an order not delivered yet, or refunded', async () => {
    const deps = await testDeps();
    await orderInReview(deps, undefined, { email: 'paid@uni.edu' });
    const { order } = await publishedDashboard(deps, { email: 'refunded@uni.edu' });
    await staff(deps).orders.refund({ orderId: order.id });

    for (const email of ['paid@uni.edu', 'refunded@uni.edu']) expect(await student(deps).lostLink({ email })).toEqual({ message: LOST_LINK_ANSWER });
    expect(await lostLinkEmails(deps)).toEqual([]);
  });

  it('refuses what is not an email address, naming the field', async () => {
    const deps = await testDeps();
    await expect(student(deps).lostLink({ email: 'ann at uni' })).rejects.toMatchObject(badField(['email'], 'must be a valid email address'));
  });

  it('answers before it looks the address up, so the answer and its timing are the same for a buyer and a stranger', async () => {
    const deps = await testDeps();
    await publishedDashboard(deps, { email: 'ann@uni.edu' });
    const lookups = vi.spyOn(deps.db, 'selectFrom');
    expect(await student(deps).lostLink({ email: 'ann@uni.edu' })).toEqual({ message: LOST_LINK_ANSWER });
    expect(lookups).not.toHaveBeenCalled();
    const queued = () => deps.db.selectFrom('emails').select('to_address').where('purpose', '=', 'dashboard-lost-link').execute();
    expect(await queued()).toEqual([]);
    await deps.lostLinks.settled();
    expect(await queued()).toEqual([{ to_address: 'ann@uni.edu' }]);
  });
});

describe("a course's time zone", () => {
  it('is chosen by staff, shown in the workspace beside the default, and goes to the dashboard when published', async () => {
    const deps = await testDeps();
    const { order } = await orderInReview(deps);
    const workspace = await workspaceOf(deps, order.id);
    expect(workspace.defaultTimeZone).toBe('America/New_York');
    const course = workspace.courses[0]!;
    expect(course.timeZone).toBeNull();

    const setZone = (version: number, timeZone: string | null) => staff(deps).review.updateCourse({ orderId: order.id, course: { id: course.id, version }, changes: { timeZone } });
    await expect(setZone(course.version, 'Mars/Olympus_Mons')).rejects.toMatchObject(badField(['changes', 'timeZone'], 'must be an IANA time zone such as America/Chicago'));
    await setZone(course.version, 'america/chicago');
    const chosen = (await workspaceOf(deps, order.id)).courses[0]!;
    expect(chosen.timeZone).toBe('America/Chicago');

    await publishAll(deps, order.id);
    const token = await currentDashboardToken(deps, order.id);
    expect((await student(deps).get({ token })).courses).toEqual([expect.objectContaining({ name: 'CS 1331', timeZone: 'America/Chicago' })]);

    await setZone(chosen.version, null);
    await staff(deps).review.publish({ orderId: order.id });
    expect((await student(deps).get({ token })).courses).toEqual([expect.objectContaining({ timeZone: 'America/New_York' })]);
  });
});
