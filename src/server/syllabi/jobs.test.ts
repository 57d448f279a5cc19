import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paidDashboardOrder, paidEssayOrder, staff } from '../admin/fixtures.js';
import type { AppDeps } from '../deps.js';
import { purgeDueFiles } from '../retention.js';
import { multipartForm, SAMPLE_FILES, testApp, testCard, testDeps, testVisitor } from '../testing/harness.js';
import { syllabusPdf, SYLLABUS_TEXT } from './fixtures.js';
import { claimJob, drainExtractionQueue, MAX_ATTEMPTS, startExtractionRunner } from './jobs.js';
import { storeSyllabus } from '../uploads/storage.js';
import { addStaffSyllabus } from './staff.js';
import { createExtractionPool, type ExtractionPool } from './worker.js';

// One warm pool for the tests that do not test the pool's own limits.
let pool: ExtractionPool;
beforeAll(() => {
  pool = createExtractionPool({ threads: 1, timeoutMs: 60_000 });
});
afterAll(() => pool.close());

const CS101_ITEMS = [
  { date: '2025-09-12', type: 'assignment', title: 'Homework 1', source: { page: 1 } },
  { date: '2025-10-03', type: 'exam', title: 'Midterm exam', source: { page: 1 } },
];

const jobs = (deps: AppDeps) => deps.db.selectFrom('extraction_jobs').selectAll().orderBy('id').execute();
const syllabi = (deps: AppDeps) => deps.db.selectFrom('syllabi').selectAll().orderBy('id').execute();
/** Each syllabus of the order as the review workspace shows it, with the items read from it. */
async function orderSyllabi(deps: AppDeps, orderId: string) {
  const workspace = await staff(deps).review.workspace({ orderId });
  return workspace.syllabi.map((syllabus) => ({ ...syllabus, items: workspace.items.filter((item) => item.syllabusId === syllabus.id) }));
}
const itemCount = async (deps: AppDeps) => (await deps.db.selectFrom('calendar_items').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;

/** A paid "later" order and its upload link's files, as the buyer sends them. */
async function uploadThroughLink(app: FastifyInstance, files: { name: string; content: Buffer }[], order?: { id: string; upload_token: string | null }) {
  order ??= await paidDashboardOrder(app.deps, { uploadChoice: 'later' });
  const form = multipartForm({}, files.map((file, i) => ({ field: `file_${i}`, ...file })));
  const response = await app.inject({ method: 'POST', url: `/api/upload-links/${order.upload_token}/`, headers: form.headers, payload: form.payload });
  expect(response.statusCode).toBe(200);
  return order;
}

describe('syllabus extraction', { timeout: 120_000 }, () => {
  it('reads the syllabi sent with the purchase form once the order is paid, and shows staff the items', async () => {
    const app = await testApp();
    const visitor = await testVisitor(app);
    const fields = { customer_name: 'Ann Lee', customer_email: 'ann@uni.edu', university: 'Georgia Tech', phone: '404 555 0100', upload_choice: 'now', newsletter: 'false', career_guide: 'false' };
    await visitor.postForm('/api/notify-purchase-page/', multipartForm(fields, [{ field: 'file_0', name: 'CS 101.pdf', content: await syllabusPdf() }]));
    expect(await syllabi(app.deps)).toEqual([]);

    const { clientSecret } = (await visitor.post('/api/create-payment-intent/', { amount: 2500, customer_name: 'Ann Lee', customer_email: 'ann@uni.edu', career_guide: false })).json();
    await visitor.post('/api/local-payments/confirm/', testCard(clientSecret));
    const order = await app.deps.db.selectFrom('orders').select('id').executeTakeFirstOrThrow();
    expect(await orderSyllabi(app.deps, order.id)).toMatchObject([{ name: 'CS 101.pdf', origin: 'upload', status: 'queued', items: [] }]);

    await drainExtractionQueue(app.deps, pool);
    const [syllabus] = await orderSyllabi(app.deps, order.id);
    expect(syllabus).toMatchObject({ name: 'CS 101.pdf', status: 'done', error: null, course: 'CS 101', term: 'Fall 2025', items: CS101_ITEMS, unplaced: [] });
    expect(syllabus!.items.map((item) => [item.time, item.endDate, item.flags])).toEqual([
      [null, null, []],
      [null, null, []],
    ]);
  });

  it('wakes the runner as soon as a file arrives through the upload link', async () => {
    const app = await testApp();
    // The slow poll is an hour away: only the wake-up can read the file in time.
    const runner = startExtractionRunner(app.deps, 60 * 60_000);
    try {
      const order = await uploadThroughLink(app, [{ name: 'cs101.txt', content: Buffer.from(SYLLABUS_TEXT) }]);
      await expect.poll(async () => (await orderSyllabi(app.deps, order.id))[0]?.status, { timeout: 60_000 }).toBe('done');
      expect(await orderSyllabi(app.deps, order.id)).toMatchObject([{ origin: 'link', course: 'CS 101', items: CS101_ITEMS }]);
    } finally {
      await runner.stop();
    }
  });

  it('extracts one version of a file once, however often it is sent', async () => {
    const app = await testApp();
    const text = { name: 'cs101.txt', content: Buffer.from(SYLLABUS_TEXT) };
    const order = await uploadThroughLink(app, [text, { ...text, name: 'cs101 (1).txt' }]);
    await uploadThroughLink(app, [text], order);
    expect(await syllabi(app.deps)).toMatchObject([{ original_name: 'cs101.txt', status: 'queued' }]);

    await drainExtractionQueue(app.deps, pool);
    await uploadThroughLink(app, [text], order);
    await drainExtractionQueue(app.deps, pool);
    expect(await jobs(app.deps)).toMatchObject([{ status: 'done', attempts: 1 }]);
    expect(await itemCount(app.deps)).toBe(2);

    // A new version is a new syllabus.
    await uploadThroughLink(app, [{ name: 'cs101 v2.txt', content: Buffer.from(`${SYLLABUS_TEXT}Nov 7  Quiz 2\n`) }], order);
    expect((await syllabi(app.deps)).map((syllabus) => [syllabus.original_name, syllabus.status])).toEqual([
      ['cs101.txt', 'done'],
      ['cs101 v2.txt', 'queued'],
    ]);
  });

  it('picks up a job whose runner died once its lease runs out, and finishes it once', async () => {
    const app = await testApp();
    await uploadThroughLink(app, [{ name: 'cs101.txt', content: Buffer.from(SYLLABUS_TEXT) }]);
    // Two minutes ago a runner claimed the job, then its process died.
    const claimedAt = new Date(Date.now() - 120_000);
    expect(await claimJob(app.deps, claimedAt)).toMatchObject({ attempts: 1 });
    expect(await syllabi(app.deps)).toMatchObject([{ status: 'reading' }]);
    // The lease is the time limit (30 s) and 30 s more; while it holds, nobody else takes the job.
    expect(await jobs(app.deps)).toMatchObject([{ status: 'running', lease_until: new Date(claimedAt.getTime() + 60_000).toISOString() }]);
    expect(await claimJob(app.deps, new Date(claimedAt.getTime() + 59_000))).toBeUndefined();

    await drainExtractionQueue(app.deps, pool);
    expect(await jobs(app.deps)).toMatchObject([{ status: 'done', attempts: 2, lease_until: null }]);
    expect(await syllabi(app.deps)).toMatchObject([{ status: 'done', course: 'CS 101' }]);
    expect(await itemCount(app.deps)).toBe(2);
  });

  it('fails a file its runners died on twice, rather than trying forever', async () => {
    const app = await testApp();
    await uploadThroughLink(app, [{ name: 'cs101.txt', content: Buffer.from(SYLLABUS_TEXT) }]);
    const start = Date.now();
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) await claimJob(app.deps, new Date(start + attempt * 3_600_000));
    expect(await claimJob(app.deps, new Date(start + MAX_ATTEMPTS * 3_600_000))).toBeUndefined();
    expect(await syllabi(app.deps)).toMatchObject([{ status: 'failed', error: 'The reader stopped twice before finishing this file; ask the student for another copy or type its dates in by hand.' }]);
  });

  it('fails a damaged file with its reason at once, without a retry', async () => {
    const app = await testApp();
    const order = await uploadThroughLink(app, [{ name: 'broken.pdf', content: SAMPLE_FILES.pdf }]);
    await drainExtractionQueue(app.deps, pool);
    expect(await jobs(app.deps)).toMatchObject([{ status: 'done', attempts: 1, last_error: null }]);
    const [syllabus] = await orderSyllabi(app.deps, order.id);
    expect(syllabus).toMatchObject({ status: 'failed', error: expect.stringMatching(/^This PDF is damaged/), items: [], course: null });
  });

  it('retries a file that runs past the time limit once, then fails it with the reason', async () => {
    const app = await testApp({ EXTRACTION_TIMEOUT_MS: '200' });
    const slow = createExtractionPool(app.deps.config.extraction);
    try {
      const order = await uploadThroughLink(app, [{ name: 'long.pdf', content: await syllabusPdf(50) }]);
      await drainExtractionQueue(app.deps, slow);
      const reason = 'Reading this file took longer than 200 ms, so it was stopped; ask the student for another copy or type its dates in by hand.';
      expect(await jobs(app.deps)).toMatchObject([{ status: 'done', attempts: 2, last_error: reason, lease_until: null }]);
      expect(await orderSyllabi(app.deps, order.id)).toMatchObject([{ status: 'failed', error: reason }]);
    } finally {
      await slow.close();
    }
  });

  it('retries a file whose worker crashes once, then fails it with the reason', async () => {
    const app = await testApp({ EXTRACTION_MEMORY_MB: '16' });
    const starved = createExtractionPool(app.deps.config.extraction);
    try {
      await uploadThroughLink(app, [{ name: 'syllabus.pdf', content: await syllabusPdf() }]);
      await drainExtractionQueue(app.deps, starved);
      const reason = 'The reader crashed on this file (it needed more than 16 MB of memory); ask the student for another copy or type its dates in by hand.';
      expect(await jobs(app.deps)).toMatchObject([{ status: 'done', attempts: 2, last_error: reason }]);
      expect(await syllabi(app.deps)).toMatchObject([{ status: 'failed', error: reason }]);
    } finally {
      await starved.close();
    }
  });

  it('puts the file it was reading back in the queue, uncounted, when the runner stops', async () => {
    const app = await testApp();
    const runner = startExtractionRunner(app.deps, 60 * 60_000);
    await uploadThroughLink(app, [{ name: 'long.pdf', content: await syllabusPdf(50) }]);
    await expect.poll(async () => (await syllabi(app.deps))[0]?.status).toBe('reading');
    await runner.stop();
    expect(await jobs(app.deps)).toMatchObject([{ status: 'queued', attempts: 0, lease_until: null }]);
    expect(await syllabi(app.deps)).toMatchObject([{ status: 'queued' }]);
  });

  it('fails a file deleted before it was read', async () => {
    const app = await testApp();
    const order = await uploadThroughLink(app, [{ name: 'cs101.txt', content: Buffer.from(SYLLABUS_TEXT) }]);
    await staff(app.deps).orders.deleteFiles({ orderId: order.id });
    await drainExtractionQueue(app.deps, pool);
    expect(await syllabi(app.deps)).toMatchObject([{ status: 'failed', error: 'This file was deleted before it could be read; ask the student to send it again or type its dates in by hand.' }]);
  });
});

describe('staff adding a syllabus', { timeout: 120_000 }, () => {
  it('reads text staff paste, keeps the text until the order is delivered, and each item keeps its evidence line', async () => {
    const deps = await testDeps();
    const order = await paidDashboardOrder(deps);
    const added = await addStaffSyllabus(deps, order.id, { name: 'CS 101 (from the course page)', text: `\n${SYLLABUS_TEXT}` }, 'admin');
    expect(added.message).toBe('CS 101 (from the course page) was added and is queued for reading.');
    expect(await syllabi(deps)).toMatchObject([{ id: added.syllabusId, origin: 'staff-text', upload_id: null, pasted_text: SYLLABUS_TEXT.trim(), status: 'queued' }]);

    await drainExtractionQueue(deps, pool);
    // Kept so staff can read it again; it goes with the files (here: staff delete them).
    expect(await syllabi(deps)).toMatchObject([{ status: 'done', course: 'CS 101', pasted_text: SYLLABUS_TEXT.trim() }]);
    const [syllabus] = await orderSyllabi(deps, order.id);
    expect(syllabus).toMatchObject({ name: 'CS 101 (from the course page)', origin: 'staff-text', canRerun: true, items: CS101_ITEMS });
    expect(syllabus!.items.map((item) => item.source?.text)).toEqual(['Sep 12  Homework 1 due', 'Oct 3  Midterm exam']);
    expect((await staff(deps).orders.detail({ orderId: order.id })).history.at(-1)).toMatchObject({ status: 'syllabus_added', note: 'CS 101 (from the course page) added by staff', actor: 'admin' });
    await staff(deps).orders.deleteFiles({ orderId: order.id });
    expect(await syllabi(deps)).toMatchObject([{ pasted_text: null }]);
    expect(await orderSyllabi(deps, order.id)).toMatchObject([{ canRerun: false, items: CS101_ITEMS }]);

    await expect(addStaffSyllabus(deps, order.id, { text: SYLLABUS_TEXT }, 'admin')).rejects.toThrow('This order already has a syllabus with the same content as Pasted text.');
    await expect(addStaffSyllabus(deps, order.id, { text: '  ' }, 'admin')).rejects.toThrow('Paste the text of the syllabus first.');
  });

  it('keeps a file staff add like the student’s own, and refuses one the order already has', async () => {
    const deps = await testDeps();
    const order = await paidDashboardOrder(deps);
    const bytes = await syllabusPdf();
    const stored = (name: string, content: Buffer) => storeSyllabus(deps.config.uploadsDir, name, content);
    await addStaffSyllabus(deps, order.id, { file: await stored('CS 101.pdf', bytes) }, 'admin');
    const [upload] = await deps.db.selectFrom('uploads').selectAll().where('order_id', '=', order.id).execute();
    expect(await syllabi(deps)).toMatchObject([{ origin: 'staff-file', upload_id: upload!.id, original_name: 'CS 101.pdf', pasted_text: null }]);
    expect((await staff(deps).orders.detail({ orderId: order.id })).files).toMatchObject([{ name: 'CS 101.pdf', via: 'staff' }]);

    await expect(addStaffSyllabus(deps, order.id, { file: await stored('copy.pdf', bytes) }, 'admin')).rejects.toThrow('This order already has a syllabus with the same content as copy.pdf.');
    expect(fs.readdirSync(deps.config.uploadsDir)).toEqual([upload!.stored_name]);
  });

  it('adds syllabi only to paid dashboard orders', async () => {
    const deps = await testDeps();
    const essay = await paidEssayOrder(deps);
    await expect(addStaffSyllabus(deps, essay.id, { text: SYLLABUS_TEXT }, 'admin')).rejects.toThrow('Essay reviews have no syllabi or calendar');
    await expect(addStaffSyllabus(deps, 'ord_missing', { text: SYLLABUS_TEXT }, 'admin')).rejects.toThrow('There is no order ord_missing.');
  });
});

describe('retention of extracted syllabi', { timeout: 120_000 }, () => {
  it('deletes the file but keeps the items, also when the upload row itself goes', async () => {
    const app = await testApp({ RETENTION_DAYS: '1' });
    const order = await uploadThroughLink(app, [{ name: 'cs101.txt', content: Buffer.from(SYLLABUS_TEXT) }]);
    await drainExtractionQueue(app.deps, pool);
    const [upload] = await app.deps.db.selectFrom('uploads').selectAll().execute();

    expect(await purgeDueFiles(app.deps, new Date(Date.now() + 2 * 86_400_000))).toBe(1);
    expect(fs.existsSync(path.join(app.deps.config.uploadsDir, upload!.stored_name))).toBe(false);
    expect((await staff(app.deps).orders.detail({ orderId: order.id })).files[0]!.deletedAt).not.toBeNull();
    expect(await orderSyllabi(app.deps, order.id)).toMatchObject([{ status: 'done', file: null, items: CS101_ITEMS }]);

    await app.deps.db.deleteFrom('uploads').execute();
    expect(await orderSyllabi(app.deps, order.id)).toMatchObject([{ name: 'cs101.txt', items: CS101_ITEMS }]);
    expect(await syllabi(app.deps)).toMatchObject([{ upload_id: null }]);
  });
});
