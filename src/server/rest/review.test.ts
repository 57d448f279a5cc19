import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { NOT_THIS_LINK } from '../dashboards/view.js';
import { reviewActions } from '../review/actions.js';
import { CS1331_WITH_LINES, itemTitled, orderInReview, workspaceOf } from '../review/fixtures.js';
import { multipartForm, SAMPLE_FILES, staffCookie, staffSignIn, testApp } from '../testing/harness.js';

const PASSWORD = 'staff-password';

async function signedIn(app: FastifyInstance) {
  const cookie = staffCookie(await staffSignIn(app, { username: 'admin', password: PASSWORD }));
  const headers = { cookie, 'content-type': 'application/json' };
  return {
    act: (action: string, body: unknown) => app.inject({ method: 'POST', url: `/api/admin/review/${action}/`, headers, payload: JSON.stringify(body) }),
    workspace: (orderId: string) => app.inject({ method: 'GET', url: `/api/admin/orders/${orderId}/review/`, headers: { cookie } }),
    document: (orderId: string, syllabusId: number | string) => app.inject({ method: 'GET', url: `/api/admin/orders/${orderId}/syllabi/${syllabusId}/document/`, headers: { cookie } }),
    addFiles: (orderId: string, files: { name: string; content: Buffer }[]) => {
      const form = multipartForm({}, files.map((file, i) => ({ field: `file_${i}`, ...file })));
      return app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/syllabi/`, headers: { ...form.headers, cookie }, payload: form.payload });
    },
  };
}

describe('the review API over REST', () => {
  it('answers 401 to every review call without a staff session', async () => {
    const app = await testApp({ ADMIN_PASSWORD: PASSWORD });
    const { order } = await orderInReview(app.deps);
    const json = { 'content-type': 'application/json' };
    const form = multipartForm({}, [{ field: 'file_0', name: 'syllabus.txt', content: SAMPLE_FILES.txt }]);
    const calls = [
      ...Object.keys(reviewActions).map((action) => ({ method: 'POST' as const, url: `/api/admin/review/${action}/`, headers: json, payload: JSON.stringify({ orderId: order.id }) })),
      { method: 'GET' as const, url: `/api/admin/orders/${order.id}/review/` },
      { method: 'POST' as const, url: `/api/admin/orders/${order.id}/syllabi/`, headers: form.headers, payload: form.payload },
    ];
    for (const call of calls) {
      const response = await app.inject(call);
      expect([call.url, response.statusCode, response.json()]).toEqual([call.url, 401, { success: false, message: 'Sign in to the staff console first.' }]);
    }
    expect((await workspaceOf(app.deps, order.id)).items.every((item) => item.confirmedAt === null)).toBe(true);
    expect(fs.existsSync(app.deps.config.uploadsDir) ? fs.readdirSync(app.deps.config.uploadsDir) : []).toEqual([]);
  });

  it('runs every action with the shared schemas and the same domain functions as the procedures', async () => {
    const app = await testApp({ ADMIN_PASSWORD: PASSWORD });
    const { order, syllabusId } = await orderInReview(app.deps, CS1331_WITH_LINES);
    const staff = await signedIn(app);
    const workspace = (await staff.workspace(order.id)).json();
    expect(workspace).toMatchObject({ success: true, orderId: order.id, progress: { items: 3, flaggedUnconfirmed: 1 }, canPublish: false });

    const quiz = await itemTitled(app.deps, order.id, 'Quiz 2');
    const edited = await staff.act('updateItem', { orderId: order.id, item: { id: quiz.id, version: quiz.version }, changes: { date: '2025-09-04' } });
    expect(edited.json()).toMatchObject({ success: true, message: 'Saved.', items: [{ id: quiz.id, date: '2025-09-04' }] });
    const stale = await staff.act('updateItem', { orderId: order.id, item: { id: quiz.id, version: quiz.version }, changes: { date: '2025-09-05' } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/^“Quiz 2” was changed by someone else/);

    const line = workspace.syllabi[0].unplaced[0];
    const unexplained = await staff.act('setLineAside', { orderId: order.id, lineId: line.id, reason: ' ' });
    expect(unexplained.statusCode).toBe(400);
    expect(unexplained.json().message).toMatch(/reason/);
    const added = await staff.act('addItem', { orderId: order.id, fields: { title: 'Final presentation', type: 'project', date: '2025-12-05', courseId: workspace.courses[0].id }, fromUnplacedId: line.id });
    expect(added.json()).toMatchObject({ success: true, items: [{ title: 'Final presentation', confirmedBy: 'admin' }] });
    const current = await itemTitled(app.deps, order.id, 'Quiz 2');
    expect((await staff.act('confirmItems', { orderId: order.id, items: [{ id: current.id, version: current.version }] })).json()).toMatchObject({ message: 'Confirmed “Quiz 2”.' });
    expect((await staff.act('confirmAllUnflagged', { orderId: order.id })).json()).toMatchObject({ message: 'Confirmed 2 items.' });
    const document = await staff.document(order.id, syllabusId);
    expect(document.json()).toMatchObject({ success: true, kept: true });
    expect(document.json().lines.find((one: { text: string }) => one.text === line.text)).toMatchObject({ items: [{ title: 'Final presentation' }], dated: [] });
    expect((await staff.document(order.id, 'first')).statusCode).toBe(400);
    expect((await staff.act('publish', { orderId: order.id })).json()).toMatchObject({ success: true, message: 'Published 4 items. ann@uni.edu gets an email with the dashboard link.' });

    const { dashboard } = (await staff.workspace(order.id)).json();
    const token = dashboard.url.split('/dashboard/')[1];
    const view = await app.inject({ method: 'GET', url: `/api/dashboards/${token}/` });
    expect(view.json()).toMatchObject({ success: true, firstName: 'Ann', items: [{ title: 'Quiz 2', date: '2025-09-04' }, {}, {}, { title: 'Final presentation' }] });
    expect(view.headers).toMatchObject({ 'cache-control': 'private, no-store', 'referrer-policy': 'no-referrer', 'x-robots-tag': 'noindex, nofollow' });

    expect((await staff.act('revokeLink', { orderId: order.id })).statusCode).toBe(200);
    const revoked = await app.inject({ method: 'GET', url: `/api/dashboards/${token}/` });
    expect(revoked.statusCode).toBe(404);
    expect(revoked.json()).toEqual({ success: false, message: NOT_THIS_LINK });
  });

  it('answers bad input with a 4xx message naming the field, and changes nothing', async () => {
    const app = await testApp({ ADMIN_PASSWORD: PASSWORD });
    const { order } = await orderInReview(app.deps);
    const staff = await signedIn(app);
    const homework = await itemTitled(app.deps, order.id, 'Homework 1');
    const item = { id: homework.id, version: homework.version };
    const refused = async (action: string, body: unknown) => {
      const response = await staff.act(action, body);
      return [response.statusCode, response.json().message];
    };

    expect(await refused('updateItem', { orderId: order.id, item, changes: { date: '2025-02-30' } })).toEqual([400, 'changes.date: is not a date on the calendar']);
    expect(await refused('updateItem', { orderId: order.id, item, changes: { date: 'next Friday' } })).toEqual([400, 'changes.date: must be a date written YYYY-MM-DD']);
    expect(await refused('updateItem', { orderId: order.id, item, changes: { title: 'x'.repeat(10_000) } })).toEqual([400, 'changes.title: must be at most 300 characters']);
    expect(await refused('updateItem', { orderId: order.id, item, changes: { courseId: 4242 } })).toEqual([404, 'There is no course 4242 in this order.']);
    expect(await refused('updateItem', { orderId: order.id, item, changes: { endDate: '2025-09-01' } })).toEqual([400, 'endDate: the last day must come after the first day']);
    expect(await refused('updateItem', { orderId: 'ord_missing', item, changes: { title: 'x' } })).toEqual([404, 'There is no order ord_missing.']);
    expect(await refused('addItem', { orderId: order.id, fields: { title: 'Quiz 9', type: 'pop quiz', date: '2025-10-10', courseId: 1 } })).toEqual([400, 'fields.type: must be assignment, quiz, exam or project']);
    expect(await refused('bulkChange', { orderId: order.id, items: [], changes: { type: 'exam' } })).toEqual([400, 'items: select at least one item']);
    expect(await refused('addPastedSyllabus', { orderId: order.id, text: 'x'.repeat(400_001) })).toEqual([400, 'text: must be at most 400,000 characters, like a syllabus file']);
    expect(await refused('rewriteHistory', { orderId: order.id })).toEqual([404, expect.stringMatching(/^There is no review action "rewriteHistory"\. Actions: updateItem, addItem/)]);
    expect(await refused('__proto__', { orderId: order.id })).toEqual([404, expect.stringMatching(/^There is no review action/)]);

    const broken = await app.inject({ method: 'POST', url: '/api/admin/review/undo/', headers: { cookie: (await staffSignIn(app, { password: PASSWORD })).headers['set-cookie'] as string, 'content-type': 'application/json' }, payload: '{"orderId":' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().success).toBe(false);
    expect((await itemTitled(app.deps, order.id, 'Homework 1')).version).toBe(homework.version);
  });

  it('adds a syllabus file with the limits of a student upload, and reads it like the others', async () => {
    const app = await testApp({ ADMIN_PASSWORD: PASSWORD });
    const { order } = await orderInReview(app.deps);
    const staff = await signedIn(app);

    const added = await staff.addFiles(order.id, [{ name: 'MATH 2550.txt', content: SAMPLE_FILES.txt }]);
    expect(added.json()).toMatchObject({ success: true, message: 'MATH 2550.txt was added and is queued for reading.' });
    expect((await workspaceOf(app.deps, order.id)).syllabi.map((syllabus) => [syllabus.name, syllabus.origin, syllabus.status])).toEqual([
      ['CS 1331 syllabus', 'staff-text', 'done'],
      ['MATH 2550.txt', 'staff-file', 'queued'],
    ]);

    const wrongType = await staff.addFiles(order.id, [{ name: 'setup.pdf', content: SAMPLE_FILES.exe }]);
    expect([wrongType.statusCode, wrongType.json().message]).toEqual([400, expect.stringMatching(/^setup\.pdf is not a PDF/)]);
    const tooLarge = await staff.addFiles(order.id, [{ name: 'huge.pdf', content: Buffer.concat([SAMPLE_FILES.pdf, Buffer.alloc(10 * 1024 * 1024)]) }]);
    expect([tooLarge.statusCode, tooLarge.json().message]).toEqual([413, 'huge.pdf is larger than the 10 MB limit.']);
    const none = await staff.addFiles(order.id, []);
    expect([none.statusCode, none.json().message]).toEqual([400, 'Choose a syllabus file to add (file_0).']);
    expect((await workspaceOf(app.deps, order.id)).syllabi).toHaveLength(2);
  });
});
