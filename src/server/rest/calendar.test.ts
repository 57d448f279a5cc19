import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { staff } from '../admin/fixtures.js';
import { currentDashboardToken, publishedDashboard, tokenOf } from '../dashboards/fixtures.js';
import { itemTitled } from '../review/fixtures.js';
import { testApp, testCaller } from '../testing/harness.js';

const getFeed = (app: FastifyInstance, feedToken: string, options: { suffix?: string; headers?: Record<string, string>; method?: 'GET' | 'HEAD' } = {}) =>
  app.inject({ method: options.method ?? 'GET', url: `/calendar/${feedToken}.ics${options.suffix ?? ''}`, headers: options.headers });

/** The feed's events as a calendar app reads them. */
function eventsIn(body: string) {
  const calendar = new ICAL.Component(ICAL.parse(body));
  return calendar.getAllSubcomponents('vevent').map((event) => ({
    uid: String(event.getFirstPropertyValue('uid')),
    summary: String(event.getFirstPropertyValue('summary')),
    sequence: Number(event.getFirstPropertyValue('sequence')),
    lastModified: String(event.getFirstPropertyValue('last-modified')),
    categories: String(event.getFirstPropertyValue('categories')),
    description: String(event.getFirstPropertyValue('description')),
  }));
}

const NOT_THIS_FEED = { success: false, message: 'This calendar link no longer works. Open your Syl dashboard and add your calendar again with its current link.' };

describe('the calendar feed', () => {
  it('serves the published items as iCalendar, with the headers calendar apps and browsers need', async () => {
    const app = await testApp();
    const { token, feedToken } = await publishedDashboard(app.deps);

    const response = await getFeed(app, feedToken);
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': 'inline; filename="syl.ics"',
      'cache-control': 'private, no-cache',
      'x-robots-tag': 'noindex',
      'referrer-policy': 'no-referrer',
      etag: expect.stringMatching(/^"[\w-]{32}"$/),
      // Data, like the API's answers: never rendered as a page or framed.
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
    });
    // A calendar app is no visitor: no cookie is set for it.
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.body).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(response.body).toContain('X-WR-CALNAME:Syl · Fall 2025');
    expect(eventsIn(response.body).map((event) => [event.summary, event.sequence])).toEqual([
      ['CS 1331 · Quiz 2', 0],
      ['CS 1331 · Homework 1', 0],
      ['CS 1331 · Midterm Exam', 0],
    ]);
    // An event opens /dashboard, which finds this browser's dashboard: no private link travels with the calendar.
    const unfolded = response.body.replace(/\r\n[ \t]/g, '');
    expect(unfolded).toContain('Open your Syl dashboard: http://localhost:3000/dashboard\r\n');
    expect(unfolded).not.toContain(token);
    expect(unfolded).not.toContain(feedToken);

    const download = await getFeed(app, feedToken, { suffix: '?download=1' });
    expect(download.headers['content-disposition']).toBe('attachment; filename="syl.ics"');
    expect(download.body).toBe(response.body);
    expect((await getFeed(app, feedToken, { suffix: '/' })).body).toBe(response.body);
    const head = await getFeed(app, feedToken, { method: 'HEAD' });
    expect([head.statusCode, head.headers.etag, head.body]).toEqual([200, response.headers.etag, '']);
  });

  it('answers a poll with 304 and no body while nothing was published, and the new calendar once staff publish', async () => {
    const app = await testApp();
    const { order, feedToken } = await publishedDashboard(app.deps);
    const first = await getFeed(app, feedToken);
    const etag = first.headers.etag as string;

    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const poll = await getFeed(app, feedToken, { headers: { 'if-none-match': ifNoneMatch } });
      expect([poll.statusCode, poll.body, poll.headers.etag, poll.headers['cache-control']]).toEqual([304, '', etag, 'private, no-cache']);
    }
    expect((await getFeed(app, feedToken, { headers: { 'if-none-match': '"something-else"' } })).statusCode).toBe(200);

    await staff(app.deps).review.publish({ orderId: order.id });
    const afterPublish = await getFeed(app, feedToken, { headers: { 'if-none-match': etag } });
    expect(afterPublish.statusCode).toBe(200);
    expect(afterPublish.headers.etag).not.toBe(etag);
  });

  it("raises an event's SEQUENCE when staff change it and publish again, and leaves every event as it was after a publish with no change", async () => {
    const app = await testApp();
    const { order, feedToken } = await publishedDashboard(app.deps);
    const before = eventsIn((await getFeed(app, feedToken)).body);

    await staff(app.deps).review.publish({ orderId: order.id });
    expect(eventsIn((await getFeed(app, feedToken)).body)).toEqual(before);

    const homework = await itemTitled(app.deps, order.id, 'Homework 1');
    await staff(app.deps).review.updateItem({ orderId: order.id, item: { id: homework.id, version: homework.version }, changes: { date: '2025-09-15', time: '23:59' } });
    await staff(app.deps).review.publish({ orderId: order.id });
    const after = eventsIn((await getFeed(app, feedToken)).body);
    expect(after.map((event) => [event.summary, event.sequence])).toEqual([
      ['CS 1331 · Quiz 2', 0],
      ['CS 1331 · Homework 1', 1],
      ['CS 1331 · Midterm Exam', 0],
    ]);
    // Same ids, same UIDs: calendar apps update their copy instead of adding a second one.
    expect(after.map((event) => event.uid).sort()).toEqual(before.map((event) => event.uid).sort());
    const unchanged = (events: typeof before) => events.filter((event) => !event.summary.includes('Homework'));
    expect(unchanged(after)).toEqual(unchanged(before));
  });

  it('drops an item staff delete from the feed once they publish again, and keeps every other event as it was', async () => {
    const app = await testApp();
    const { order, feedToken } = await publishedDashboard(app.deps);
    const first = await getFeed(app, feedToken);
    const quiz = await itemTitled(app.deps, order.id, 'Quiz 2');
    await staff(app.deps).review.deleteItems({ orderId: order.id, items: [{ id: quiz.id, version: quiz.version }] });
    await staff(app.deps).review.publish({ orderId: order.id });

    const second = await getFeed(app, feedToken, { headers: { 'if-none-match': first.headers.etag as string } });
    expect(second.statusCode).toBe(200);
    const before = eventsIn(first.body);
    expect(eventsIn(second.body)).toEqual(before.filter((event) => event.summary !== 'CS 1331 · Quiz 2'));
  });

  it('writes a title and a next step stored with control characters, as an older row may hold them, without them', async () => {
    const app = await testApp();
    const { token, feedToken } = await publishedDashboard(app.deps);
    const { application } = await testCaller(app.deps).dashboards.applications.add({ token, company: 'Acme', position: 'Intern', stage: 'Applied', priority: 'High', nextStepDate: '2025-09-20' });
    await app.deps.db.updateTable('dashboard_items').set({ title: 'Quiz\u001b 2\u000b\u0085' }).where('title', '=', 'Quiz 2').execute();
    await app.deps.db.updateTable('applications').set({ next_step: 'Call\u0007 back\u001f' }).where('id', '=', application.id).execute();

    const body = (await getFeed(app, feedToken)).body;
    expect(body.replace(/\r\n/g, '')).not.toMatch(/[\u0000-\u001f\u007f-\u009f]/);
    expect(eventsIn(body).map((event) => event.summary)).toEqual(['CS 1331 · Quiz 2', 'CS 1331 · Homework 1', 'CS 1331 · Midterm Exam', 'Internship · Acme: Call back']);
  });

  it('answers 404 for an unknown link, after the student resets it, after staff revoke the dashboard link, and for a refunded order', async () => {
    const app = await testApp();
    const { order, token, feedToken } = await publishedDashboard(app.deps);
    const refused = async (feed: string) => {
      const response = await getFeed(app, feed);
      return [response.statusCode, response.json()];
    };
    expect(await refused('x'.repeat(43))).toEqual([404, NOT_THIS_FEED]);
    expect(await refused('..%2F..%2Fetc%2Fpasswd')).toEqual([404, NOT_THIS_FEED]);

    const reset = await app.inject({ method: 'POST', url: `/api/dashboards/${token}/feed/reset/`, headers: { 'content-type': 'application/json' }, payload: '{}' });
    expect(reset.json()).toEqual({ success: true, message: expect.stringMatching(/^Your calendar link was reset\./), feedUrl: expect.stringMatching(/\/calendar\/[\w-]{43}\.ics$/) });
    const resetToken = tokenOf(reset.json().feedUrl);
    expect(await refused(feedToken)).toEqual([404, NOT_THIS_FEED]);
    expect((await getFeed(app, resetToken)).statusCode).toBe(200);

    await staff(app.deps).review.revokeLink({ orderId: order.id });
    expect(await refused(resetToken)).toEqual([404, NOT_THIS_FEED]);
    const { feedUrl } = await testCaller(app.deps).dashboards.get({ token: await currentDashboardToken(app.deps, order.id) });
    expect((await getFeed(app, tokenOf(feedUrl))).statusCode).toBe(200);

    await staff(app.deps).orders.refund({ orderId: order.id });
    expect(await refused(tokenOf(feedUrl))).toEqual([404, NOT_THIS_FEED]);
  });
});

describe("the student's own events in the feed", () => {
  const isOwn = (event: { uid: string }) => event.uid.startsWith('application-');

  it("shows an application's next step as application-<id>@host under Internship, with a new ETag after each change, and drops it once deleted", async () => {
    const app = await testApp();
    const { token, feedToken } = await publishedDashboard(app.deps);
    const tracker = testCaller(app.deps).dashboards.applications;
    const poll = (etag: unknown) => getFeed(app, feedToken, { headers: { 'if-none-match': String(etag) } });
    const first = await getFeed(app, feedToken);
    const items = eventsIn(first.body);

    const fields = { company: 'Acme Robotics', position: 'Software Intern', stage: 'Interview', priority: 'High' } as const;
    const { application } = await tracker.add({ token, ...fields, nextStep: 'Technical interview', nextStepDate: '2025-09-20' });
    await tracker.add({ token, ...fields, company: 'No date yet' });
    const added = await poll(first.headers.etag);
    expect(added.statusCode).toBe(200);
    const own = {
      uid: `application-${application.id}@localhost:3000`,
      summary: 'Internship · Acme Robotics: Technical interview',
      sequence: 0,
      lastModified: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/),
      categories: 'Internship',
      description: 'Your own event, added on your Syl dashboard (not from a syllabus).\nSoftware Intern · Interview\nOpen your Syl dashboard: http://localhost:3000/dashboard',
    };
    expect(eventsIn(added.body)).toEqual([...items, own]);
    expect(items.map((event) => event.categories)).toEqual(['Quiz', 'Assignment', 'Exam']);
    expect((await poll(added.headers.etag)).statusCode).toBe(304);

    await tracker.update({ token, id: application.id, version: 1, changes: { notes: 'Bring the portfolio' } });
    const edited = await poll(added.headers.etag);
    expect(edited.statusCode).toBe(200);
    expect(eventsIn(edited.body).filter(isOwn)).toEqual([{ ...own, sequence: 1 }]);

    await tracker.delete({ token, id: application.id, version: 2 });
    const deleted = await poll(edited.headers.etag);
    expect(deleted.statusCode).toBe(200);
    expect(eventsIn(deleted.body)).toEqual(items);
  });

  it("leaves the career guide's examples out until the student makes one their own", async () => {
    const app = await testApp();
    const { token, feedToken } = await publishedDashboard(app.deps, { careerGuide: true });
    expect(eventsIn((await getFeed(app, feedToken)).body).filter(isOwn)).toEqual([]);

    const [example] = (await testCaller(app.deps).dashboards.get({ token })).applications;
    await testCaller(app.deps).dashboards.applications.update({ token, id: example!.id, version: 1, changes: { company: 'Northwind' } });
    expect(eventsIn((await getFeed(app, feedToken)).body).filter(isOwn).map((event) => event.summary)).toEqual(['Internship · Northwind: Follow up with the recruiter']);
  });
});
