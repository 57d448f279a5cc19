import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { staff } from '../admin/fixtures.js';
import type { AppDeps } from '../deps.js';
import { testApp, testCaller, testDeps } from '../testing/harness.js';
import { badField, currentDashboardToken, publishedDashboard } from './fixtures.js';
import { renderNote } from './notes.js';
import { NOT_THIS_LINK } from './view.js';

const notes = (deps: AppDeps) => testCaller(deps).dashboards.notes;
const shown = async (deps: AppDeps, token: string) => (await testCaller(deps).dashboards.get({ token })).notes;
const firstCourse = async (deps: AppDeps, token: string) => (await testCaller(deps).dashboards.get({ token })).courses[0]!.id;

const TOO_LONG = 'A note holds at most 20,000 characters. Shorten this one to save it.';
const NOT_HERE = { code: 'NOT_FOUND', message: 'This course is no longer on your dashboard. Reload the page to see the latest version.' };

const postJson = (app: FastifyInstance, url: string, body: unknown) => app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) });

afterEach(() => {
  vi.useRealTimers();
});

describe('course notes', () => {
  it('saves a note, renders its Markdown, and dashboards.get shows it; each save raises the version', async () => {
    const deps = await testDeps();
    const { token } = await publishedDashboard(deps);
    const courseId = await firstCourse(deps, token);
    expect(await shown(deps, token)).toEqual([]);

    const first = await notes(deps).save({ token, courseId, text: '**Midterm** covers ch. 1-4', baseVersion: 0 });
    expect(first).toEqual({ note: { courseId, text: '**Midterm** covers ch. 1-4', html: '<p><strong>Midterm</strong> covers ch. 1-4</p>\n', version: 1, updatedAt: expect.any(String) }, merged: false });
    const second = await notes(deps).save({ token, courseId, text: '- ch. 1\n- ch. 2', baseVersion: 1 });
    expect(second).toMatchObject({ note: { text: '- ch. 1\n- ch. 2', version: 2 }, merged: false });
    expect(await shown(deps, token)).toEqual([second.note]);
  });

  it('keeps both texts when another device saved since this screen loaded: the stored one first, the incoming one under a heading', async () => {
    const deps = await testDeps();
    const { token } = await publishedDashboard(deps);
    const courseId = await firstCourse(deps, token);
    await notes(deps).save({ token, courseId, text: 'Start', baseVersion: 0 });
    await notes(deps).save({ token, courseId, text: 'From the phone', baseVersion: 1 });

    // The laptop still shows version 1. The heading's time is in the course's zone (the default, New York).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-09-17T15:42:00Z'));
    const fromLaptop = await notes(deps).save({ token, courseId, text: 'From the laptop', baseVersion: 1 });
    expect(fromLaptop.merged).toBe(true);
    expect(fromLaptop.note.text).toBe('From the phone\n\n---\n\n**Also saved from another device, Sep 17, 11:42 AM:**\n\nFrom the laptop');
    expect(fromLaptop.note.version).toBe(3);
    expect(await shown(deps, token)).toEqual([fromLaptop.note]);

    // The same text from both: nothing to keep twice. Both together over the limit: a 409 that keeps the stored note.
    expect(await notes(deps).save({ token, courseId, text: fromLaptop.note.text, baseVersion: 1 })).toEqual({ note: fromLaptop.note, merged: false });
    await expect(notes(deps).save({ token, courseId, text: 'x'.repeat(20_000), baseVersion: 1 })).rejects.toMatchObject({ code: 'CONFLICT', message: expect.stringContaining('both versions together are over 20,000 characters') });
    expect(await shown(deps, token)).toEqual([fromLaptop.note]);
  });

  it('keeps both texts when two devices save at the same moment, the first save and a later one alike (Postgres runs them side by side)', async () => {
    const deps = await testDeps();
    const { token } = await publishedDashboard(deps);
    const courseId = await firstCourse(deps, token);
    const [phone, laptop] = await Promise.all([notes(deps).save({ token, courseId, text: 'Phone 1', baseVersion: 0 }), notes(deps).save({ token, courseId, text: 'Laptop 1', baseVersion: 0 })]);
    expect([phone.merged, laptop.merged].sort()).toEqual([false, true]);
    const both = (await shown(deps, token))[0]!;
    expect(both).toMatchObject({ version: 2, text: expect.stringMatching(/^(Phone 1|Laptop 1)\n\n---\n\n\*\*Also saved from another device, .+:\*\*\n\n(Laptop 1|Phone 1)$/) });
    expect(both.text).toContain('Phone 1');
    expect(both.text).toContain('Laptop 1');

    await Promise.all([notes(deps).save({ token, courseId, text: 'Phone 2', baseVersion: 2 }), notes(deps).save({ token, courseId, text: 'Laptop 2', baseVersion: 2 })]);
    const again = (await shown(deps, token))[0]!;
    expect(again.version).toBe(4);
    expect(again.text).toContain('Phone 2');
    expect(again.text).toContain('Laptop 2');
  });

  it('refuses a note over 20,000 characters and bad input with a 400 naming the field', async () => {
    const deps = await testDeps();
    const { token } = await publishedDashboard(deps);
    const courseId = await firstCourse(deps, token);
    expect((await notes(deps).save({ token, courseId, text: 'x'.repeat(20_000), baseVersion: 0 })).note.text).toHaveLength(20_000);
    await expect(notes(deps).save({ token, courseId, text: 'x'.repeat(20_001), baseVersion: 1 })).rejects.toMatchObject(badField(['text'], TOO_LONG));
    await expect(notes(deps).save({ token, courseId, text: 42, baseVersion: 1 } as never)).rejects.toMatchObject(badField(['text'], 'must be text'));
    await expect(notes(deps).save({ token, courseId, text: 'x' } as never)).rejects.toMatchObject(badField(['baseVersion'], 'is required'));
  });

  it("lets another student's link neither read nor change this student's notes, and refuses a course not on the dashboard or a closed link with a 404", async () => {
    const deps = await testDeps();
    const ann = await publishedDashboard(deps, { email: 'ann@uni.edu' });
    const bob = await publishedDashboard(deps, { email: 'bob@uni.edu' });
    const annsCourse = await firstCourse(deps, ann.token);
    const { note } = await notes(deps).save({ token: ann.token, courseId: annsCourse, text: 'Ann only', baseVersion: 0 });

    await expect(notes(deps).save({ token: bob.token, courseId: annsCourse, text: 'Bob was here', baseVersion: 1 })).rejects.toMatchObject(NOT_HERE);
    await expect(notes(deps).save({ token: ann.token, courseId: 999_999, text: 'Nowhere', baseVersion: 0 })).rejects.toMatchObject(NOT_HERE);
    expect(await shown(deps, bob.token)).toEqual([]);
    expect(await shown(deps, ann.token)).toEqual([note]);

    await staff(deps).review.revokeLink({ orderId: ann.order.id });
    await expect(notes(deps).save({ token: ann.token, courseId: annsCourse, text: 'Old link', baseVersion: 1 })).rejects.toMatchObject({ code: 'NOT_FOUND', message: NOT_THIS_LINK });
    expect(await shown(deps, await currentDashboardToken(deps, ann.order.id))).toEqual([note]);
  });

  it('renders raw HTML as text, and scripts, event handlers, javascript: links and images inert', () => {
    expect(renderNote('<script>alert(1)</script>')).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>\n');
    expect(renderNote('<img src=x onerror=alert(1)>')).toBe('<p>&lt;img src=x onerror=alert(1)&gt;</p>\n');
    expect(renderNote('[x](javascript:alert(1))')).toBe('<p>[x](javascript:alert(1))</p>\n');
    expect(renderNote('[x](data:text/html;base64,PHNjcmlwdD4=)')).not.toContain('<a');
    expect(renderNote('![tracker](https://evil.example/pixel.png)')).not.toContain('<img');
    expect(renderNote('[syllabus](https://uni.edu/cs1331)')).toBe('<p><a href="https://uni.edu/cs1331" rel="noopener noreferrer nofollow" target="_blank">syllabus</a></p>\n');
  });
});

describe("the notes' REST route", () => {
  it('saves over REST with the private-link headers, answers bad input 400 and a stranger 404 as JSON with a message', async () => {
    const app = await testApp();
    const ann = await publishedDashboard(app.deps, { email: 'ann@uni.edu' });
    const bob = await publishedDashboard(app.deps, { email: 'bob@uni.edu' });
    const courseId = await firstCourse(app.deps, ann.token);
    const path = (token: string, course: number | string = courseId) => `/api/dashboards/${token}/notes/${course}/`;

    const saved = await postJson(app, path(ann.token), { text: '# Week 1', baseVersion: 0 });
    expect(saved.statusCode).toBe(200);
    expect(saved.headers['cache-control']).toBe('private, no-store');
    expect(saved.json()).toEqual({ success: true, note: expect.objectContaining({ courseId, html: '<h1>Week 1</h1>\n', version: 1 }), merged: false });
    expect((await app.inject({ method: 'GET', url: `/api/dashboards/${ann.token}/` })).json().notes).toEqual([saved.json().note]);

    const overLimit = await postJson(app, path(ann.token), { text: 'x'.repeat(20_001), baseVersion: 1 });
    expect([overLimit.statusCode, overLimit.json()]).toEqual([400, { success: false, message: `text: ${TOO_LONG}` }]);
    expect((await postJson(app, path(ann.token, 'abc'), { text: 'x', baseVersion: 1 })).json()).toEqual({ success: false, message: 'courseId: is not a course id' });
    const stranger = await postJson(app, path(bob.token), { text: 'Bob was here', baseVersion: 1 });
    expect([stranger.statusCode, stranger.json()]).toEqual([404, { success: false, message: NOT_HERE.message }]);

    const overTrpc = await postJson(app, '/trpc/dashboards.notes.save', { token: ann.token, courseId, text: '# Week 2', baseVersion: 1 });
    expect(overTrpc.json().result.data).toMatchObject({ note: { text: '# Week 2', version: 2 }, merged: false });
  });
});
