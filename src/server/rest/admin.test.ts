import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { orderFile, paidDashboardOrder, staff } from '../admin/fixtures.js';
import { SAMPLE_FILES, staffCookie, staffSignIn, testApp } from '../testing/harness.js';

const PASSWORD = 'staff-password';

async function staffSession(app: FastifyInstance): Promise<string> {
  return staffCookie(await staffSignIn(app, { username: 'admin', password: PASSWORD }));
}

async function fileOfAnOrder(app: FastifyInstance, name = 'CS 1331 – Fall.pdf') {
  const order = await paidDashboardOrder(app.deps);
  const file = await orderFile(app.deps, order.id, name);
  return { order, url: `/api/admin/files/${file.id}/` };
}

/** Turns an order's file into another kind of upload, content and type as storage would record them. */
async function replaceContent(app: FastifyInstance, url: string, name: string, mimeType: string, content: string) {
  const id = Number(url.split('/')[4]);
  const { stored_name } = await app.deps.db.selectFrom('uploads').select('stored_name').where('id', '=', id).executeTakeFirstOrThrow();
  await fs.writeFile(path.join(app.deps.config.uploadsDir, stored_name), content);
  await app.deps.db.updateTable('uploads').set({ original_name: name, mime_type: mimeType, size_bytes: Buffer.byteLength(content) }).where('id', '=', id).execute();
}

const HOSTILE_PAGE = '<!doctype html><html><body><h1>BIO 101</h1><script>fetch("/api/admin/session/")</script></body></html>';

describe('staff file downloads', () => {
  it('refuses an anonymous caller with 401', async () => {
    const app = await testApp({ ADMIN_PASSWORD: PASSWORD });
    const { url } = await fileOfAnOrder(app);
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, message: 'Sign in to the staff console first.' });
  });

  it('downloads the file under its original name, never cached', async () => {
    const app = await testApp({ ADMIN_PASSWORD: PASSWORD });
    const { url } = await fileOfAnOrder(app);
    const response = await app.inject({ method: 'GET', url, headers: { cookie: await staffSession(app) } });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(SAMPLE_FILES.pdf)).toBe(true);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="CS 1331 _ Fall.pdf"; filename*=UTF-8''CS%201331%20%E2%80%93%20Fall.pdf`);
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('opens a PDF in the browser on request', async () => {
    const app = await testApp({ ADMIN_PASSWORD: PASSWORD });
    const { url } = await fileOfAnOrder(app, 'syllabus.pdf');
    const response = await app.inject({ method: 'GET', url: `${url}?inline=1`, headers: { cookie: await staffSession(app) } });
    expect(response.headers['content-disposition']).toMatch(/^inline; filename="syllabus.pdf"/);
    expect(response.headers['content-security-policy']).toBeUndefined();
  });

  it('serves an uploaded web page as a plain-text download that cannot run, even when asked to open it', async () => {
    const app = await testApp({ ADMIN_PASSWORD: PASSWORD });
    const { url } = await fileOfAnOrder(app);
    await replaceContent(app, url, 'syllabus.html', 'text/html', HOSTILE_PAGE);
    const response = await app.inject({ method: 'GET', url: `${url}?inline=1`, headers: { cookie: await staffSession(app) } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(HOSTILE_PAGE);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="syllabus.html"/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toMatch(/^sandbox;/);
  });

  it('opens a text file in the browser on request, sandboxed, and always downloads Word files', async () => {
    const app = await testApp({ ADMIN_PASSWORD: PASSWORD });
    const cookie = await staffSession(app);
    const text = await fileOfAnOrder(app);
    await replaceContent(app, text.url, 'notes.md', 'text/plain', '# BIO 101\nQuiz 1: Sep 9\n');
    const opened = await app.inject({ method: 'GET', url: `${text.url}?inline=1`, headers: { cookie } });
    expect(opened.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(opened.headers['content-disposition']).toMatch(/^inline; filename="notes.md"/);
    expect(opened.headers['content-security-policy']).toMatch(/^sandbox;/);
    const word = await fileOfAnOrder(app, 'syllabus.docx');
    await replaceContent(app, word.url, 'syllabus.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'PK');
    const downloaded = await app.inject({ method: 'GET', url: `${word.url}?inline=1`, headers: { cookie } });
    expect(downloaded.headers['content-disposition']).toMatch(/^attachment; filename="syllabus.docx"/);
    expect(downloaded.headers['content-security-policy']).toMatch(/^sandbox;/);
  });

  it('says when a file has been deleted', async () => {
    const app = await testApp({ ADMIN_PASSWORD: PASSWORD });
    const { order, url } = await fileOfAnOrder(app, 'old.pdf');
    await staff(app.deps).orders.deleteFiles({ orderId: order.id });
    const response = await app.inject({ method: 'GET', url, headers: { cookie: await staffSession(app) } });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toMatch(/^old\.pdf was deleted on \d{4}-\d{2}-\d{2}\.$/);
  });

  it('answers 404 for a file that does not exist and 400 for a malformed id', async () => {
    const app = await testApp({ ADMIN_PASSWORD: PASSWORD });
    const cookie = await staffSession(app);
    expect((await app.inject({ method: 'GET', url: '/api/admin/files/999/', headers: { cookie } })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/admin/files/abc/', headers: { cookie } })).statusCode).toBe(400);
  });
});
