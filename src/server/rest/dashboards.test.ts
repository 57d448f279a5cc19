import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { staff } from '../admin/fixtures.js';
import { itemTitled } from '../review/fixtures.js';
import { currentDashboardToken, publishedDashboard } from '../dashboards/fixtures.js';
import { LOST_LINK_ANSWER } from '../dashboards/lost-link.js';
import { deliverDueEmails } from '../emails/outbox.js';
import { NOT_THIS_LINK } from '../dashboards/view.js';
import { MANIFEST_FILE } from '../http/pages.js';
import { callStatuses, testApp } from '../testing/harness.js';

const PRIVATE_HEADERS = { 'cache-control': 'private, no-store', 'referrer-policy': 'no-referrer', 'x-robots-tag': 'noindex, nofollow' };

const postJson = (app: FastifyInstance, url: string, body: unknown, remoteAddress?: string) =>
  app.inject({ method: 'POST', url, remoteAddress, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) });

/** A built client as the prerender step leaves it: one page, the shell and the Not Found page, each with its .gz and .br. */
function builtClient(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'syl-client-'));
  onTestFinished(() => fs.rmSync(dir, { recursive: true, force: true }));
  const documents = { 'index.html': 'home page', 'shell.html': 'app shell', '404.html': 'not found page' };
  for (const [file, text] of Object.entries(documents)) {
    const html = Buffer.from(`<!doctype html><title>${text}</title><body></body>`);
    fs.writeFileSync(path.join(dir, file), html);
    fs.writeFileSync(path.join(dir, `${file}.gz`), zlib.gzipSync(html));
    fs.writeFileSync(path.join(dir, `${file}.br`), zlib.brotliCompressSync(html));
  }
  fs.writeFileSync(path.join(dir, MANIFEST_FILE), JSON.stringify({ pages: { '/': 'index.html' }, shell: 'shell.html', notFound: '404.html' }));
  return dir;
}

describe('the private dashboard page', () => {
  it('is the app shell with 200 while its link works and 404 once staff revoke it, never cached, indexed or passed on as a referrer', async () => {
    const app = await testApp({ CLIENT_DIR: builtClient() });
    const { order, token } = await publishedDashboard(app.deps);
    const page = (url: string) => app.inject({ method: 'GET', url });

    for (const url of [`/dashboard/${token}`, `/dashboard/${token}/`, `/dashboard/${token}/todo`]) {
      const open = await page(url);
      expect([url, open.statusCode, open.body]).toEqual([url, 200, expect.stringContaining('app shell')]);
      expect(open.headers).toMatchObject(PRIVATE_HEADERS);
    }

    await staff(app.deps).review.revokeLink({ orderId: order.id });
    for (const url of [`/dashboard/${token}`, `/dashboard/${token}/todo`, `/dashboard/${'x'.repeat(43)}`, '/dashboard/not-a-token']) {
      const closed = await page(url);
      // Still the shell, which says the link is gone and offers to email the current one.
      expect([url, closed.statusCode, closed.body]).toEqual([url, 404, expect.stringContaining('app shell')]);
      expect(closed.headers).toMatchObject(PRIVATE_HEADERS);
    }
    expect((await page(`/dashboard/${await currentDashboardToken(app.deps, order.id)}`)).statusCode).toBe(200);
  });

  it('carries the dashboard in the page, as the API answers it, with a "</script>" in a title kept as data', async () => {
    const app = await testApp({ CLIENT_DIR: builtClient() });
    const { order, token } = await publishedDashboard(app.deps);
    const homework = await itemTitled(app.deps, order.id, 'Homework 1');
    await staff(app.deps).review.updateItem({ orderId: order.id, item: homework, changes: { title: 'Homework 1 </script><script>alert(1)</script>' } });
    await staff(app.deps).review.publish({ orderId: order.id });

    const embedded = (body: string) => JSON.parse(/<script type="application\/json" id="syl-dashboard-data">(.*?)<\/script>/s.exec(body)![1]!);
    const plain = await app.inject({ method: 'GET', url: `/dashboard/${token}` });
    expect(plain.body).not.toContain('</script><script>alert(1)');
    const api = await app.inject({ method: 'GET', url: `/api/dashboards/${token}/` });
    const { success: _success, ...answer } = api.json();
    expect(embedded(plain.body)).toEqual(answer);
    expect(embedded(plain.body).items.map((item: { title: string }) => item.title)).toContain('Homework 1 </script><script>alert(1)</script>');

    const gzipped = await app.inject({ method: 'GET', url: `/dashboard/${token}`, headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(embedded(zlib.gunzipSync(gzipped.rawPayload).toString('utf8'))).toEqual(answer);
  });

  it('leaves every other page as it was, and paths under /calendar that are not a feed to the Not Found page', async () => {
    const app = await testApp({ CLIENT_DIR: builtClient() });
    const { feedToken } = await publishedDashboard(app.deps);
    const home = await app.inject({ method: 'GET', url: '/dashboard' });
    expect([home.statusCode, home.headers['cache-control'], home.headers['x-robots-tag']]).toEqual([200, 'no-cache', undefined]);
    expect((await app.inject({ method: 'GET', url: '/' })).body).toContain('home page');
    for (const url of [`/calendar/${feedToken}`, `/calendar/${feedToken}.txt`, '/calendar']) {
      const missing = await app.inject({ method: 'GET', url });
      expect([url, missing.statusCode, missing.body]).toEqual([url, 404, expect.stringContaining('not found page')]);
    }
    expect((await app.inject({ method: 'GET', url: `/calendar/${feedToken}.ics` })).statusCode).toBe(200);
  });
});

describe('the dashboard API', () => {
  it('saves a to-do status and answers it, and the dashboard then shows it, with the private-link headers on both', async () => {
    const app = await testApp();
    const { token, items } = await publishedDashboard(app.deps);
    const item = items[1]!;

    const saved = await postJson(app, `/api/dashboards/${token}/todos/`, { itemId: item.id, status: 'Done' });
    expect(saved.json()).toEqual({ success: true, status: 'Done', doneAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) });
    expect(saved.headers).toMatchObject(PRIVATE_HEADERS);

    const view = await app.inject({ method: 'GET', url: `/api/dashboards/${token}` });
    expect(view.json().items.find((one: { id: number }) => one.id === item.id)).toMatchObject({ status: 'Done', doneAt: saved.json().doneAt });
    expect(view.headers).toMatchObject(PRIVATE_HEADERS);

    const overTrpc = await app.inject({ method: 'GET', url: `/trpc/dashboards.get?input=${encodeURIComponent(JSON.stringify({ token }))}` });
    expect(overTrpc.json().result.data.items).toHaveLength(3);
    expect(overTrpc.headers).toMatchObject(PRIVATE_HEADERS);
  });

  it("answers bad input with a 400 naming the field, and another dashboard's item or a revoked link with a 404", async () => {
    const app = await testApp();
    const ann = await publishedDashboard(app.deps, { email: 'ann@uni.edu' });
    const bob = await publishedDashboard(app.deps, { email: 'bob@uni.edu' });
    const refused = async (token: string, body: unknown) => {
      const response = await postJson(app, `/api/dashboards/${token}/todos/`, body);
      return [response.statusCode, response.json()];
    };
    const failure = (message: unknown) => ({ success: false, message });

    expect(await refused(ann.token, { itemId: ann.items[0]!.id, status: 'Finished' })).toEqual([400, failure('status: must be one of Not Started, In Progress, Done')]);
    expect(await refused(ann.token, { status: 'Done' })).toEqual([400, failure('itemId: is required')]);
    expect(await refused(ann.token, [])).toEqual([400, failure(expect.any(String))]);
    expect(await refused(ann.token, { itemId: bob.items[0]!.id, status: 'Done' })).toEqual([404, failure('This item is no longer on your dashboard. Reload the page to see the latest version.')]);
    const notJson = await app.inject({ method: 'POST', url: `/api/dashboards/${ann.token}/todos/`, headers: { 'content-type': 'text/plain' }, payload: 'Done' });
    expect([notJson.statusCode, notJson.json().success]).toEqual([415, false]);
    const overTrpc = await postJson(app, '/trpc/dashboards.setTodoStatus', { token: ann.token, itemId: ann.items[0]!.id, status: 'Finished' });
    expect([overTrpc.statusCode, overTrpc.json().error.message]).toEqual([400, 'status: must be one of Not Started, In Progress, Done']);
    expect(JSON.stringify(overTrpc.json())).not.toContain('stack');

    await staff(app.deps).review.revokeLink({ orderId: ann.order.id });
    expect(await refused(ann.token, { itemId: ann.items[0]!.id, status: 'Done' })).toEqual([404, failure(NOT_THIS_LINK)]);
    const revoked = await app.inject({ method: 'GET', url: `/api/dashboards/${ann.token}/` });
    expect([revoked.statusCode, revoked.json()]).toEqual([404, failure(NOT_THIS_LINK)]);
    expect(revoked.headers).toMatchObject(PRIVATE_HEADERS);
    expect((await postJson(app, `/api/dashboards/${ann.token}/feed/reset/`, {})).statusCode).toBe(404);
    // Bob's list never moved.
    const bobs = await app.inject({ method: 'GET', url: `/api/dashboards/${bob.token}/` });
    expect(bobs.json().items.every((item: { status: string }) => item.status === 'Not Started')).toBe(true);
  });

  it("answers a live link's web app manifest, which opens that dashboard, and a 404 once the link is revoked", async () => {
    const app = await testApp();
    const { order, token } = await publishedDashboard(app.deps);
    const url = `/api/dashboards/${token}/manifest.webmanifest`;

    const manifest = await app.inject({ method: 'GET', url });
    expect([manifest.statusCode, manifest.headers['content-type']]).toEqual([200, 'application/manifest+json; charset=utf-8']);
    expect(manifest.headers).toMatchObject(PRIVATE_HEADERS);
    expect(manifest.json()).toMatchObject({ short_name: 'Syl', display: 'standalone', start_url: `/dashboard/${token}`, scope: `/dashboard/${token}` });
    expect(manifest.json().icons.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);

    await staff(app.deps).review.revokeLink({ orderId: order.id });
    const revoked = await app.inject({ method: 'GET', url });
    expect([revoked.statusCode, revoked.json()]).toEqual([404, { success: false, message: NOT_THIS_LINK }]);
    expect((await app.inject({ method: 'GET', url: `/api/dashboards/${'x'.repeat(201)}/manifest.webmanifest` })).statusCode).toBe(400);
  });
});

describe("the internship tracker's API", () => {
  const ACME = { company: 'Acme Robotics', position: 'Software Intern', stage: 'Applied', priority: 'High' };

  it('adds, edits, deletes, restores and clears over REST with the private-link headers, and the dashboard then shows it', async () => {
    const app = await testApp();
    const { token } = await publishedDashboard(app.deps);
    const applications = `/api/dashboards/${token}/applications`;

    const added = await postJson(app, `${applications}/`, { ...ACME, nextStep: 'Call back', nextStepDate: '2025-09-20' });
    expect(added.json()).toEqual({ success: true, application: expect.objectContaining({ ...ACME, nextStep: 'Call back', nextStepDate: '2025-09-20', example: false, version: 1 }) });
    expect(added.headers).toMatchObject(PRIVATE_HEADERS);
    const { id } = added.json().application;

    const moved = await postJson(app, `${applications}/${id}`, { version: 1, changes: { stage: 'Offer' } });
    expect(moved.json()).toEqual({ success: true, application: { ...added.json().application, stage: 'Offer', version: 2 } });
    const deleted = await postJson(app, `${applications}/${id}/delete/`, { version: 2 });
    expect(deleted.json()).toEqual({ success: true, application: { ...moved.json().application, version: 3 }, message: 'Acme Robotics (Software Intern) was deleted.' });
    expect((await app.inject({ method: 'GET', url: `/api/dashboards/${token}/` })).json().applications).toEqual([]);
    const restored = await postJson(app, `${applications}/${id}/restore/`, {});
    expect(restored.json()).toEqual({ success: true, application: { ...moved.json().application, version: 4 } });
    expect((await postJson(app, `${applications}/clear-examples/`, {})).json()).toEqual({ success: true, removed: 0 });

    const overTrpc = await postJson(app, '/trpc/dashboards.applications.update', { token, id, version: 4, changes: { notes: 'Signed!' } });
    expect(overTrpc.json().result.data.application).toMatchObject({ notes: 'Signed!', version: 5 });
    expect(overTrpc.headers).toMatchObject(PRIVATE_HEADERS);
    expect((await app.inject({ method: 'GET', url: `/api/dashboards/${token}/` })).json().applications).toEqual([overTrpc.json().result.data.application]);
  });

  it("answers bad input with a 400 naming the field, a stale version with a 409, and another student's application or a revoked link with a 404", async () => {
    const app = await testApp();
    const ann = await publishedDashboard(app.deps, { email: 'ann@uni.edu' });
    const bob = await publishedDashboard(app.deps, { email: 'bob@uni.edu' });
    const answer = async (url: string, body: unknown) => {
      const response = await postJson(app, url, body);
      return [response.statusCode, response.json()];
    };
    const failure = (message: unknown) => ({ success: false, message });
    const annsApplications = `/api/dashboards/${ann.token}/applications`;

    expect(await answer(`${annsApplications}/`, { ...ACME, company: undefined })).toEqual([400, failure('company: is required')]);
    expect(await answer(`${annsApplications}/`, { ...ACME, notes: 'n'.repeat(10_000) })).toEqual([400, failure('notes: must be at most 5,000 characters')]);
    expect(await answer(`${annsApplications}/`, { ...ACME, appliedOn: '2025-02-30' })).toEqual([400, failure('appliedOn: is not a date on the calendar')]);
    expect(await answer(`${annsApplications}/first/`, { version: 1, changes: { stage: 'Offer' } })).toEqual([400, failure('id: is not an application id')]);
    const overTrpc = await postJson(app, '/trpc/dashboards.applications.add', { token: ann.token, ...ACME, stage: 'Hired' });
    expect([overTrpc.statusCode, overTrpc.json().error.message]).toEqual([400, 'stage: must be one of Applied, Under Review, Interview, Final Round, Offer, Rejected']);

    const [, { application }] = await answer(`${annsApplications}/`, ACME);
    await answer(`${annsApplications}/${application.id}/`, { version: 1, changes: { priority: 'Low' } });
    expect(await answer(`${annsApplications}/${application.id}/`, { version: 1, changes: { priority: 'Medium' } })).toEqual([409, failure('This application was changed on another device. Reload to see the latest version.')]);

    const notOnBobs = [404, failure('This application is no longer on your dashboard. Reload the page to see the latest version.')];
    const bobsApplications = `/api/dashboards/${bob.token}/applications`;
    expect(await answer(`${bobsApplications}/${application.id}/`, { version: 2, changes: { stage: 'Rejected' } })).toEqual(notOnBobs);
    expect(await answer(`${bobsApplications}/${application.id}/delete/`, { version: 2 })).toEqual(notOnBobs);
    expect(await answer(`${bobsApplications}/${application.id}/restore/`, {})).toEqual(notOnBobs);
    expect((await app.inject({ method: 'GET', url: `/api/dashboards/${bob.token}/` })).json().applications).toEqual([]);

    await staff(app.deps).review.revokeLink({ orderId: ann.order.id });
    const revoked = await postJson(app, `${annsApplications}/${application.id}/delete/`, { version: 2 });
    expect([revoked.statusCode, revoked.json()]).toEqual([404, failure(NOT_THIS_LINK)]);
    expect(revoked.headers).toMatchObject(PRIVATE_HEADERS);
    const stillThere = await app.inject({ method: 'GET', url: `/api/dashboards/${await currentDashboardToken(app.deps, ann.order.id)}/` });
    expect(stillThere.json().applications).toEqual([{ ...application, priority: 'Low', version: 2 }]);
  });
});

describe('"Email me these steps" in the sync dialog', () => {
  const sentEmails = (app: Awaited<ReturnType<typeof testApp>>) =>
    fs.readdirSync(app.deps.config.outboxDir).map((name) => fs.readFileSync(path.join(app.deps.config.outboxDir, name), 'utf8').replace(/=\r?\n/g, ''));

  it("emails the Google steps and the feed link to the order's own address only, once an hour, and 404s a revoked link", async () => {
    const app = await testApp();
    const { order, token, feedUrl } = await publishedDashboard(app.deps);
    // An address in the body is no part of the call: the steps go to the order's address.
    const first = await postJson(app, `/api/dashboards/${token}/feed/email-steps/`, { email: 'stranger@evil.example' });
    expect([first.statusCode, first.json()]).toEqual([200, { success: true, message: 'We emailed the steps to a***@uni.edu. Open that email on a computer.' }]);
    expect(first.headers).toMatchObject(PRIVATE_HEADERS);
    const again = await postJson(app, `/trpc/dashboards.emailSyncSteps`, { token });
    expect(again.json().result.data.message).toBe('We already emailed the steps to a***@uni.edu in the last hour: look for “Add your Syl calendar to Google Calendar”.');

    const queued = await app.deps.db.selectFrom('emails').select(['to_address', 'subject', 'text_body']).where('purpose', '=', 'dashboard-sync-steps').execute();
    expect(queued).toEqual([{ to_address: order.email, subject: 'Add your Syl calendar to Google Calendar', text_body: expect.not.stringContaining(feedUrl) }]);
    await deliverDueEmails(app.deps);
    const sent = sentEmails(app).find((eml) => eml.includes('Add your Syl calendar to Google Calendar'))!;
    expect(sent).toContain(feedUrl);
    expect(sent).toContain('https://calendar.google.com/calendar/u/0/r/settings/addbyurl');
    expect(sent).not.toContain('stranger@evil.example');

    await staff(app.deps).review.revokeLink({ orderId: order.id });
    const revoked = await postJson(app, `/api/dashboards/${token}/feed/email-steps/`, {});
    expect([revoked.statusCode, revoked.json()]).toEqual([404, { success: false, message: NOT_THIS_LINK }]);
    const malformed = await postJson(app, `/api/dashboards/${'x'.repeat(300)}/feed/email-steps/`, {});
    expect(malformed.statusCode).toBe(400);
  });

  it('allows five calls per IP in 15 minutes, over REST and tRPC together', async () => {
    const app = await testApp();
    const { token } = await publishedDashboard(app.deps);
    const ip = '198.51.100.30';
    for (let i = 0; i < 3; i++) expect((await postJson(app, `/api/dashboards/${token}/feed/email-steps/`, {}, ip)).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) expect((await postJson(app, '/trpc/dashboards.emailSyncSteps', { token }, ip)).statusCode).toBe(200);
    const limited = await postJson(app, `/api/dashboards/${token}/feed/email-steps/`, {}, ip);
    expect([limited.statusCode, limited.json()]).toEqual([429, { success: false, message: 'Too many requests. Please wait 15 minutes and try again.' }]);
    expect((await postJson(app, '/trpc/dashboards.emailSyncSteps', { token }, ip)).statusCode).toBe(429);
    // The lost-link form keeps its own count.
    expect((await postJson(app, '/api/dashboards/lost-link/', { email: 'ann@uni.edu' }, ip)).statusCode).toBe(200);
  });
});

describe('the lost-link form', () => {
  it('answers the same whether or not a delivered order uses the address, and emails only that address', async () => {
    const app = await testApp();
    await publishedDashboard(app.deps, { email: 'ann@uni.edu' });
    const known = await postJson(app, '/api/dashboards/lost-link/', { email: 'ann@uni.edu' });
    const unknown = await postJson(app, '/api/dashboards/lost-link/', { email: 'stranger@uni.edu' });
    expect([known.statusCode, known.body]).toEqual([unknown.statusCode, unknown.body]);
    expect(known.json()).toEqual({ success: true, message: LOST_LINK_ANSWER });

    // Looked up once the answers are out.
    const queued = () => app.deps.db.selectFrom('emails').select('to_address').where('purpose', '=', 'dashboard-lost-link').execute();
    await expect.poll(queued).toEqual([{ to_address: 'ann@uni.edu' }]);
    const bad = await postJson(app, '/api/dashboards/lost-link/', { email: 'ann' });
    expect([bad.statusCode, bad.json()]).toEqual([400, { success: false, message: 'email: must be a valid email address' }]);
  });

  it('allows five requests per IP in 15 minutes, over REST and tRPC together, without touching the other forms', async () => {
    const app = await testApp();
    const ip = '198.51.100.20';
    for (let i = 0; i < 3; i++) expect((await postJson(app, '/api/dashboards/lost-link/', { email: `student${i}@uni.edu` }, ip)).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) expect((await postJson(app, '/trpc/dashboards.lostLink', { email: `other${i}@uni.edu` }, ip)).statusCode).toBe(200);

    const limited = await postJson(app, '/api/dashboards/lost-link/', { email: 'one-more@uni.edu' }, ip);
    expect([limited.statusCode, limited.json()]).toEqual([429, { success: false, message: 'Too many requests. Please wait 15 minutes and try again.' }]);
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    expect((await postJson(app, '/trpc/dashboards.lostLink', { email: 'one-more@uni.edu' }, ip)).statusCode).toBe(429);
    // A call behind another procedure in a batch counts too, and so does a percent-encoded path.
    expect(callStatuses(await postJson(app, '/trpc/purchases.saveDraft,dashboards.lostLink?batch=1', { 0: {}, 1: { email: 'one-more@uni.edu' } }, ip))).toEqual([400, 429]);
    for (const url of ['/api/dashboards/lost%2Dlink/', '/trpc/dashboards%2ElostLink']) expect((await postJson(app, url, { email: 'one-more@uni.edu' }, ip)).statusCode).toBe(429);

    expect((await postJson(app, '/api/dashboards/lost-link/', { email: 'one-more@uni.edu' }, '198.51.100.21')).statusCode).toBe(200);
    expect((await postJson(app, '/api/save-partial-purchase/', {}, ip)).statusCode).toBe(400);
  });

  it('counts each call of a tRPC batch against the five, wherever it stands in the batch', async () => {
    const app = await testApp();
    const ip = '198.51.100.22';
    const tenCalls = Object.fromEntries(Array.from({ length: 10 }, (_, n) => [n, { email: `student${n}@uni.edu` }]));
    const ten = await postJson(app, `/trpc/${Array(10).fill('dashboards.lostLink').join(',')}?batch=1`, tenCalls, ip);
    expect(callStatuses(ten)).toEqual([...Array(5).fill(200), ...Array(5).fill(429)]);
    expect(ten.json()[5].error.message).toBe('Too many requests. Please wait 15 minutes and try again.');
    expect(ten.headers['retry-after']).toMatch(/^\d+$/);
    expect((await postJson(app, '/api/dashboards/lost-link/', { email: 'one-more@uni.edu' }, ip)).statusCode).toBe(429);

    // Behind another procedure: the first call of the batch runs, the lost-link call alone is refused.
    const other = '198.51.100.23';
    const hidden = Object.fromEntries([[0, {}], ...Array.from({ length: 6 }, (_, n) => [n + 1, { email: `student${n}@uni.edu` }])]);
    expect(callStatuses(await postJson(app, `/trpc/purchases.saveDraft,${Array(6).fill('dashboards.lostLink').join(',')}?batch=1`, hidden, other))).toEqual([400, 200, 200, 200, 200, 200, 429]);
  });
});
