import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { orderFile, paidDashboardOrder, staff } from './admin/fixtures.js';
import { CS1331_WITH_LINES, orderInReview, workspaceOf } from './review/fixtures.js';
import type { AppDeps } from './deps.js';
import { publishedDashboard } from './dashboards/fixtures.js';
import { STAFF_SESSION_MS } from './admin/session.js';
import { purgeDeletedApplications, purgeDueFiles, runRetentionPurge } from './retention.js';
import { staffSignIn, testApp, testCaller, testDeps } from './testing/harness.js';

const DAY = 86_400_000;
const silent = { info: () => undefined };
const onDisk = (deps: AppDeps, storedName: string) => fs.existsSync(path.join(deps.config.uploadsDir, storedName));
const deletedAt = async (deps: AppDeps, id: number) => (await deps.db.selectFrom('uploads').select('deleted_at').where('id', '=', id).executeTakeFirstOrThrow()).deleted_at;

describe('the retention purge', () => {
  it('deletes a file once RETENTION_DAYS have passed, whatever the order status, and not before', async () => {
    const deps = await testDeps({ RETENTION_DAYS: '7' });
    const order = await paidDashboardOrder(deps);
    const uploadedAt = new Date('2026-11-01T12:00:00Z');
    const file = await orderFile(deps, order.id, 'syllabus.pdf', uploadedAt);

    expect(await purgeDueFiles(deps, new Date(uploadedAt.getTime() + 7 * DAY - 1))).toBe(0);
    expect(onDisk(deps, file.stored_name)).toBe(true);

    expect(await purgeDueFiles(deps, new Date(uploadedAt.getTime() + 7 * DAY))).toBe(1);
    expect(onDisk(deps, file.stored_name)).toBe(false);
    expect(await deletedAt(deps, file.id)).toBe(new Date(uploadedAt.getTime() + 7 * DAY).toISOString());
  });

  it('deletes the files of a delivered order at its next run', async () => {
    const deps = await testDeps();
    const order = await paidDashboardOrder(deps);
    const file = await orderFile(deps, order.id);
    await deps.db.updateTable('orders').set({ status: 'delivered' }).where('id', '=', order.id).execute();
    expect(await purgeDueFiles(deps)).toBe(1);
    expect(onDisk(deps, file.stored_name)).toBe(false);
  });

  it('lets the text read from a syllabus go RETENTION_DAYS after it was added, and not before', async () => {
    const deps = await testDeps({ RETENTION_DAYS: '7' });
    const { order, syllabusId } = await orderInReview(deps, CS1331_WITH_LINES);
    const added = new Date((await deps.db.selectFrom('syllabi').select('created_at').where('id', '=', syllabusId).executeTakeFirstOrThrow()).created_at);
    const document = () => staff(deps).review.document({ orderId: order.id, syllabusId });

    await purgeDueFiles(deps, new Date(added.getTime() + 7 * DAY - 1000));
    expect((await document()).lines).toHaveLength(CS1331_WITH_LINES.reading!.length);
    await purgeDueFiles(deps, new Date(added.getTime() + 7 * DAY));
    expect(await document()).toMatchObject({ kept: false, lines: [] });
    expect((await workspaceOf(deps, order.id)).syllabi[0]!.unplaced).toHaveLength(1);
  });

  it('also deletes files of drafts that never became an order', async () => {
    const deps = await testDeps({ RETENTION_DAYS: '1' });
    const order = await paidDashboardOrder(deps);
    const file = await orderFile(deps, order.id, 'draft.pdf', new Date(Date.now() - 2 * DAY));
    await deps.db.updateTable('uploads').set({ order_id: null }).where('id', '=', file.id).execute();
    expect(await purgeDueFiles(deps)).toBe(1);
  });

  it('counts a file whose disk copy is already gone as purged', async () => {
    const deps = await testDeps({ RETENTION_DAYS: '1' });
    const order = await paidDashboardOrder(deps);
    const file = await orderFile(deps, order.id, 'gone.pdf', new Date(Date.now() - 2 * DAY));
    fs.rmSync(path.join(deps.config.uploadsDir, file.stored_name));
    expect(await purgeDueFiles(deps)).toBe(1);
    expect(await purgeDueFiles(deps)).toBe(0);
  });

  it('removes an internship application a week after the student deleted it, and never one on the board', async () => {
    const deps = await testDeps();
    const { token } = await publishedDashboard(deps);
    const tracker = testCaller(deps).dashboards.applications;
    const kept = await tracker.add({ token, company: 'Kept Co', position: 'Intern', stage: 'Applied', priority: 'Low' });
    const gone = await tracker.add({ token, company: 'Gone Co', position: 'Intern', stage: 'Applied', priority: 'Low' });
    const deletedAt = new Date('2026-11-01T12:00:00Z');
    await tracker.delete({ token, id: gone.application.id, version: 1 });
    await deps.db.updateTable('applications').set({ deleted_at: deletedAt.toISOString() }).where('id', '=', gone.application.id).execute();

    expect(await purgeDeletedApplications(deps.db, new Date(deletedAt.getTime() + 7 * DAY - 1))).toBe(0);
    expect(await purgeDeletedApplications(deps.db, new Date(deletedAt.getTime() + 7 * DAY))).toBe(1);
    // Undo has nothing left to bring back; the application on the board stays.
    await expect(tracker.restore({ token, id: gone.application.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await testCaller(deps).dashboards.get({ token })).applications.map((one) => one.id)).toEqual([kept.application.id]);
  });

  it('removes staff sessions once their 12 hours are over, and no open one', async () => {
    const app = await testApp({ ADMIN_PASSWORD: 'correct horse battery staple' });
    const signedInAt = Date.now();
    await staffSignIn(app, { password: 'correct horse battery staple' });
    const sessions = async () => (await app.deps.db.selectFrom('staff_sessions').select('username').execute()).length;
    await runRetentionPurge(app.deps, silent, new Date(signedInAt + STAFF_SESSION_MS - 60_000));
    expect(await sessions()).toBe(1);
    await runRetentionPurge(app.deps, silent, new Date(signedInAt + STAFF_SESSION_MS + 60_000));
    expect(await sessions()).toBe(0);
  });
});
