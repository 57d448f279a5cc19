import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { staff } from '../admin/fixtures.js';
import type { AppDeps } from '../deps.js';
import { itemTitled, workspaceOf } from '../review/fixtures.js';
import { testApp, testCaller, testDeps } from '../testing/harness.js';
import { badField, publishedDashboard } from './fixtures.js';

const student = (deps: AppDeps) => testCaller(deps).dashboards;

/** The order list's count of open reports for one order. */
async function listedCount(deps: AppDeps, orderId: string): Promise<number> {
  const { orders } = await staff(deps).orders.list({ search: orderId, page: 1 });
  return orders.find((order) => order.id === orderId)!.reportedChanges;
}

/** A published dashboard whose student reported that the midterm moved to Oct 10 at 2 PM. */
async function midtermReported(deps: AppDeps) {
  const published = await publishedDashboard(deps);
  const midterm = published.items.find((item) => item.title === 'Midterm Exam')!;
  const answer = await student(deps).reportChange({ token: published.token, itemId: midterm.id, date: '2025-10-10', time: '2:00 PM', note: '  The professor moved it in class.  ' });
  return { ...published, midterm, answer };
}

describe('reporting a change', () => {
  it('shows the item as being checked to the student, and the report on the order page and as a count in the order list for staff', async () => {
    const deps = await testDeps();
    const { order, token, midterm, answer } = await midtermReported(deps);
    expect(answer.message).toBe('Thanks! The Syl team will check the new date and update your dashboard. You get an email once it changes.');

    const items = (await student(deps).get({ token })).items;
    expect(items.find((item) => item.id === midterm.id)!.report).toEqual({ date: '2025-10-10', time: '14:00', note: 'The professor moved it in class.', reportedAt: expect.any(String) });
    expect(items.filter((item) => item.report !== null)).toHaveLength(1);

    const { reports } = await workspaceOf(deps, order.id);
    expect(reports).toEqual([
      {
        id: expect.any(Number),
        itemId: midterm.id,
        title: 'Midterm Exam',
        course: 'CS 1331',
        shown: { date: '2025-10-03', time: null },
        reported: { date: '2025-10-10', time: '14:00' },
        note: 'The professor moved it in class.',
        reportedAt: expect.any(String),
      },
    ]);
    expect(await listedCount(deps, order.id)).toBe(1);
    const { history } = await staff(deps).orders.detail({ orderId: order.id });
    expect(history.at(-1)).toMatchObject({ status: 'change_reported', actor: 'student', note: 'The student reported a change: “Midterm Exam” is now Fri, Oct 10, 2025 at 2:00 PM (the dashboard shows Fri, Oct 3, 2025)' });
  });

  it('replaces an open report on the same item when the student reports again', async () => {
    const deps = await testDeps();
    const { order, token, midterm } = await midtermReported(deps);
    await student(deps).reportChange({ token, itemId: midterm.id, date: '2025-10-17' });
    const { reports } = await workspaceOf(deps, order.id);
    expect(reports.map((report) => [report.reported, report.note])).toEqual([[{ date: '2025-10-17', time: null }, '']]);
    expect(await listedCount(deps, order.id)).toBe(1);
  });

  it('is resolved when staff correct the item and publish again: the student sees the new date and gets the dates-changed email', async () => {
    const deps = await testDeps();
    const { order, token, midterm } = await midtermReported(deps);
    const row = await itemTitled(deps, order.id, 'Midterm Exam');
    await staff(deps).review.updateItem({ orderId: order.id, item: { id: row.id, version: row.version }, changes: { date: '2025-10-10', time: '2:00 PM' } });
    const published = await staff(deps).review.publish({ orderId: order.id });
    expect(published.message).toBe(`Published again. ${order.email} is told about 1 moved date. 1 reported change resolved.`);

    expect((await student(deps).get({ token })).items.find((item) => item.id === midterm.id)).toMatchObject({ date: '2025-10-10', time: '14:00', report: null });
    expect((await workspaceOf(deps, order.id)).reports).toEqual([]);
    expect(await listedCount(deps, order.id)).toBe(0);
    const emails = await deps.db.selectFrom('emails').select(['subject', 'purpose']).where('order_id', '=', order.id).where('purpose', '=', 'dashboard-updated').execute();
    expect(emails).toEqual([{ subject: '1 date changed in CS 1331', purpose: 'dashboard-updated' }]);
  });

  it('stays open when staff publish again without changing the reported item', async () => {
    const deps = await testDeps();
    const { order, token, midterm } = await midtermReported(deps);
    const homework = await itemTitled(deps, order.id, 'Homework 1');
    await staff(deps).review.updateItem({ orderId: order.id, item: { id: homework.id, version: homework.version }, changes: { title: 'Homework 1: setup' } });
    expect((await staff(deps).review.publish({ orderId: order.id })).message).toBe('Published again (3 items); no date moved, so no email.');
    expect((await student(deps).get({ token })).items.find((item) => item.id === midterm.id)!.report).not.toBeNull();
    expect(await listedCount(deps, order.id)).toBe(1);
  });

  it('is resolved when staff delete the reported item and publish again', async () => {
    const deps = await testDeps();
    const { order } = await midtermReported(deps);
    const row = await itemTitled(deps, order.id, 'Midterm Exam');
    await staff(deps).review.deleteItems({ orderId: order.id, items: [{ id: row.id, version: row.version }] });
    expect((await staff(deps).review.publish({ orderId: order.id })).message).toBe('Published again (2 items); no date moved, so no email. 1 reported change resolved.');
    expect(await listedCount(deps, order.id)).toBe(0);
  });

  it('can be dismissed by staff with a reason, once, which ends "being checked" for the student', async () => {
    const deps = await testDeps();
    const { order, token, midterm } = await midtermReported(deps);
    const [report] = (await workspaceOf(deps, order.id)).reports;
    await expect(staff(deps).review.dismissReport({ orderId: order.id, reportId: report!.id, reason: '  ' })).rejects.toMatchObject(badField(['reason'], 'is required: say why the date stays as it is'));

    const dismissed = await staff(deps).review.dismissReport({ orderId: order.id, reportId: report!.id, reason: 'The syllabus addendum keeps Oct 3.' });
    expect(dismissed.message).toBe('Dismissed the report on “Midterm Exam”. The student’s dashboard no longer shows it as being checked.');
    expect((await student(deps).get({ token })).items.find((item) => item.id === midterm.id)!.report).toBeNull();
    expect(await listedCount(deps, order.id)).toBe(0);
    const { history } = await staff(deps).orders.detail({ orderId: order.id });
    expect(history.at(-1)).toMatchObject({ status: 'report_dismissed', actor: 'admin', note: 'Reported change on “Midterm Exam” dismissed: The syllabus addendum keeps Oct 3.' });

    await expect(staff(deps).review.dismissReport({ orderId: order.id, reportId: report!.id, reason: 'Again' })).rejects.toMatchObject({ code: 'CONFLICT', message: 'The report on “Midterm Exam” was already dismissed. Reload the order to see it.' });
    const other = await publishedDashboard(deps, { email: 'other@school.edu' });
    await expect(staff(deps).review.dismissReport({ orderId: other.order.id, reportId: report!.id, reason: 'Wrong order' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it("answers 404 for another dashboard's item and for a link that is not a dashboard's", async () => {
    const deps = await testDeps();
    const mine = await publishedDashboard(deps, { email: 'mine@school.edu' });
    const theirs = await publishedDashboard(deps, { email: 'theirs@school.edu' });
    const theirItem = theirs.items[0]!;
    await expect(student(deps).reportChange({ token: mine.token, itemId: theirItem.id, date: '2025-12-01' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'This item is no longer on your dashboard. Reload the page to see the latest version.',
    });
    await expect(student(deps).reportChange({ token: 'x'.repeat(43), itemId: theirItem.id, date: '2025-12-01' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await workspaceOf(deps, theirs.order.id)).reports).toEqual([]);
  });

  it('refuses a bad date or time, a note over 500 characters, and the date the dashboard already shows', async () => {
    const deps = await testDeps();
    const { token, items } = await publishedDashboard(deps);
    const midterm = items.find((item) => item.title === 'Midterm Exam')!;
    const report = (fields: object) => student(deps).reportChange({ token, itemId: midterm.id, date: '2025-10-10', ...fields });
    await expect(report({ date: '2025-02-30' })).rejects.toMatchObject(badField(['date'], 'is not a date on the calendar'));
    await expect(report({ time: '25:99' })).rejects.toMatchObject(badField(['time'], 'must be a time such as 11:59 PM, 9am or 23:59'));
    await expect(report({ note: 'x'.repeat(501) })).rejects.toMatchObject(badField(['note'], 'must be at most 500 characters'));
    await expect(report({ date: '2025-10-03' })).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'Your dashboard already shows Fri, Oct 3, 2025 for “Midterm Exam”. Choose the new date your course gives it.' });
    await expect(report({ note: 'x'.repeat(500) })).resolves.toMatchObject({ report: { note: 'x'.repeat(500) } });
  });

  it("names the time the dashboard already shows as the student reads it: in their zone, the course's beside it", async () => {
    const deps = await testDeps();
    const { order, token, items } = await publishedDashboard(deps);
    const midterm = items.find((item) => item.title === 'Midterm Exam')!;
    const row = await itemTitled(deps, order.id, 'Midterm Exam');
    await staff(deps).review.updateItem({ orderId: order.id, item: { id: row.id, version: row.version }, changes: { time: '11:00 PM' } });
    await staff(deps).review.publish({ orderId: order.id });
    await student(deps).reminders.save({ token, weekly: false, exams: false, timeZone: 'Asia/Tokyo' });
    await expect(student(deps).reportChange({ token, itemId: midterm.id, date: midterm.date, time: '23:00' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringMatching(/^Your dashboard already shows Fri, Oct 3, 2025 at Sat, Oct 4, 1\d:00 PM GMT\+9 \(Fri, Oct 3, 11:00 PM [A-Z]{3} in the course's zone\) for “Midterm Exam”\./),
    });
  });

  it('takes at most 10 reports a day from one dashboard, whatever the network', async () => {
    const deps = await testDeps();
    const { token, items } = await publishedDashboard(deps);
    for (let day = 10; day < 20; day++) await student(deps).reportChange({ token, itemId: items[day % items.length]!.id, date: `2025-11-${day}` });
    await expect(student(deps).reportChange({ token, itemId: items[0]!.id, date: '2025-11-25' })).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS', message: expect.stringContaining('You have reported 10 changes today') });
    // Another student's dashboard has its own count.
    const other = await publishedDashboard(deps, { email: 'other@school.edu' });
    await expect(student(deps).reportChange({ token: other.token, itemId: other.items[0]!.id, date: '2025-11-25' })).resolves.toMatchObject({ report: { date: '2025-11-25' } });
  });
});

describe('POST /api/dashboards/:token/reports/', () => {
  const post = (app: FastifyInstance, token: string, body: object) => app.inject({ method: 'POST', url: `/api/dashboards/${token}/reports/`, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) });

  it('reports a change like the procedure, privately, and answers bad input and another link with JSON messages', async () => {
    const app = await testApp();
    const { token, items } = await publishedDashboard(app.deps);
    const [item] = items;
    const done = await post(app, token, { itemId: item!.id, date: '2025-12-01', time: '9am', note: 'Moved' });
    expect([done.statusCode, done.json()]).toEqual([200, { success: true, message: expect.stringContaining('Thanks!'), report: { date: '2025-12-01', time: '09:00', note: 'Moved', reportedAt: expect.any(String) } }]);
    expect(done.headers['cache-control']).toBe('private, no-store');

    const bad = await post(app, token, { itemId: item!.id, date: 'next week' });
    expect([bad.statusCode, bad.json()]).toEqual([400, expect.objectContaining({ success: false, message: expect.stringContaining('date') })]);
    const other = await publishedDashboard(app.deps, { email: 'other@school.edu' });
    const theirs = await post(app, token, { itemId: other.items[0]!.id, date: '2025-12-01' });
    expect([theirs.statusCode, theirs.json().success]).toEqual([404, false]);
  });
});
