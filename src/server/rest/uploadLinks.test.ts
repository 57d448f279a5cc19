import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { paidDashboardOrder, staff } from '../admin/fixtures.js';
import { multipartForm, SAMPLE_FILES, testApp } from '../testing/harness.js';
import { deliverOrder } from '../review/fixtures.js';

async function laterOrder(app: FastifyInstance) {
  const order = await paidDashboardOrder(app.deps, { uploadChoice: 'later' });
  return { order, url: `/api/upload-links/${order.upload_token}/` };
}
const upload = (app: FastifyInstance, url: string, files: { name: string; content: Buffer }[]) => {
  const form = multipartForm({}, files.map((file, i) => ({ field: `file_${i}`, ...file })));
  return app.inject({ method: 'POST', url, headers: form.headers, payload: form.payload });
};
const storedFiles = (app: FastifyInstance) => (fs.existsSync(app.deps.config.uploadsDir) ? fs.readdirSync(app.deps.config.uploadsDir) : []);

describe('the private upload link', () => {
  it('shows a "later" buyer an open link with nothing received yet', async () => {
    const app = await testApp();
    const { url } = await laterOrder(app);
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ success: true, state: 'open', firstName: 'Ann', deliveredAt: null, files: [], maxFiles: 10, remaining: 10, retentionDays: 30 });
  });

  it('takes PDF, Word and text syllabi, shows them as received, and tells staff', async () => {
    const app = await testApp();
    const { order, url } = await laterOrder(app);
    const response = await upload(app, url, [
      { name: 'CS 1331.pdf', content: SAMPLE_FILES.pdf },
      { name: 'MATH 1554.docx', content: SAMPLE_FILES.docx },
      { name: 'notes.txt', content: SAMPLE_FILES.txt },
    ]);
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer.message).toBe('Thanks! We received 3 files. Your dashboard is ready within 24 hours, usually in 2-4 hours.');
    expect(answer.link.files.map((file: { name: string }) => file.name)).toEqual(['CS 1331.pdf', 'MATH 1554.docx', 'notes.txt']);
    expect(answer.link.remaining).toBe(7);
    const detail = await staff(app.deps).orders.detail({ orderId: order.id });
    expect(detail.files.map((file) => [file.name, file.via])).toEqual([
      ['CS 1331.pdf', 'upload link'],
      ['MATH 1554.docx', 'upload link'],
      ['notes.txt', 'upload link'],
    ]);
    expect(detail.history.at(-1)).toMatchObject({ status: 'files_received', note: 'Through the upload link: CS 1331.pdf, MATH 1554.docx, notes.txt' });
    expect(detail.emails.at(-1)).toMatchObject({ purpose: 'staff-files-received', to: 'staff@syl.example' });
  });

  it('refuses a file that is not a syllabus by its content, naming it, and keeps nothing', async () => {
    const app = await testApp();
    const { url } = await laterOrder(app);
    const response = await upload(app, url, [
      { name: 'good.pdf', content: SAMPLE_FILES.pdf },
      { name: 'syllabus.pdf', content: SAMPLE_FILES.exe },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: 'syllabus.pdf is not a PDF, Word (.doc, .docx), HTML, Markdown or text file.' });
    expect(storedFiles(app)).toEqual([]);
  });

  it('refuses a file over 10 MB with 413', async () => {
    const app = await testApp();
    const { url } = await laterOrder(app);
    const big = Buffer.concat([SAMPLE_FILES.pdf, Buffer.alloc(10 * 1024 * 1024)]);
    const response = await upload(app, url, [{ name: 'huge.pdf', content: big }]);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('huge.pdf is larger than the 10 MB limit.');
    expect(storedFiles(app)).toEqual([]);
  });

  it('takes at most 10 files in all', async () => {
    const app = await testApp();
    const { url } = await laterOrder(app);
    const eight = Array.from({ length: 8 }, (_, i) => ({ name: `course-${i}.txt`, content: SAMPLE_FILES.txt }));
    expect((await upload(app, url, eight)).statusCode).toBe(200);
    const tooMany = await upload(app, url, eight.slice(0, 3));
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json().message).toBe('This link takes at most 10 files in all: only 2 more can be added.');
    expect(storedFiles(app)).toHaveLength(8);
  });

  it('wants at least one file', async () => {
    const app = await testApp();
    const { url } = await laterOrder(app);
    const response = await upload(app, url, []);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Choose at least one syllabus to upload.');
  });

  it('stops accepting files once the order is delivered, and still shows what was received', async () => {
    const app = await testApp();
    const { order, url } = await laterOrder(app);
    await upload(app, url, [{ name: 'CS 1331.pdf', content: SAMPLE_FILES.pdf }]);
    await deliverOrder(app.deps, order.id);
    const view = (await app.inject({ method: 'GET', url })).json();
    expect(view).toMatchObject({ state: 'delivered', deliveredAt: expect.any(String), files: [{ name: 'CS 1331.pdf', deletedAt: expect.any(String) }] });
    const refused = await upload(app, url, [{ name: 'late.pdf', content: SAMPLE_FILES.pdf }]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Your dashboard has been delivered, so this link no longer accepts files.');
    expect(storedFiles(app)).toEqual([]);
  });

  it('says a refunded order\'s link is no longer active', async () => {
    const app = await testApp();
    const { order, url } = await laterOrder(app);
    await staff(app.deps).orders.refund({ orderId: order.id });
    expect((await app.inject({ method: 'GET', url })).json()).toMatchObject({ state: 'closed' });
    expect((await upload(app, url, [{ name: 'a.pdf', content: SAMPLE_FILES.pdf }])).statusCode).toBe(409);
  });

  it('answers 404 with a clear message for an unknown or malformed token', async () => {
    const app = await testApp();
    for (const token of ['A'.repeat(43), 'short', '..%2F..%2Fetc']) {
      const response = await app.inject({ method: 'GET', url: `/api/upload-links/${token}/` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, message: 'This upload link is not valid. Check that you copied the whole link from your email.' });
    }
    expect((await upload(app, `/api/upload-links/${'A'.repeat(43)}/`, [{ name: 'a.pdf', content: SAMPLE_FILES.pdf }])).statusCode).toBe(404);
  });
});
