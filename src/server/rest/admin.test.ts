import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { orderFile, paidDashboardOrder, staff } from '../admin/fixtures.js';
import { SAMPLE_FILES, testApp } from '../testing/harness.js';

const PASSWORD = 'staff-password';

async function staffSession(app: FastifyInstance): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/admin/sign-in/', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ password: PASSWORD }) });
  return `syl_staff=${response.cookies.find((c) => c.name === 'syl_staff')!.value}`;
}

async function fileOfAnOrder(app: FastifyInstance, name = 'CS 1331 – Fall.pdf') {
  const order = await paidDashboardOrder(app.deps);
  const file = await orderFile(app.deps, order.id, name);
  return { order, url: `/api/admin/files/${file.id}/` };
}

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
