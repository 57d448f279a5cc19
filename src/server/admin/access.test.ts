import crypto from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { appRouter } from '../trpc/router.js';
import { sameDatabase, staffCookie, staffSignIn, testApp, testCaller, testDeps } from '../testing/harness.js';
import { STAFF_SESSION_MS } from './session.js';

const PASSWORD = 'correct horse battery staple';
const COOKIE_SECRET = 'a-cookie-secret-of-at-least-32-characters';
const signIn = (app: FastifyInstance, password: string, ip?: string) => staffSignIn(app, { password }, ip);
const ordersOverHttp = (app: FastifyInstance, cookie?: string) =>
  app.inject({ method: 'GET', url: `/trpc/admin.orders.list?input=${encodeURIComponent('{}')}`, headers: cookie ? { cookie } : {} });

const adminPaths = Object.keys(appRouter._def.procedures).filter((path) => path.startsWith('admin.'));

describe('who may use the staff console', () => {
  it('refuses every staff procedure to an anonymous caller with 401', async () => {
    const deps = await testDeps({ ADMIN_PASSWORD: PASSWORD });
    const anonymous = testCaller(deps) as unknown as Record<string, unknown>;
    expect(adminPaths.length).toBeGreaterThan(20);
    expect(adminPaths).toEqual(expect.arrayContaining(['admin.staff.list', 'admin.staff.add', 'admin.staff.setPassword', 'admin.staff.setDisabled']));
    for (const path of adminPaths) {
      const procedure = path.split('.').reduce<any>((node, key) => node[key], anonymous) as (input: unknown) => Promise<unknown>;
      await expect(procedure({}), path).rejects.toMatchObject({ code: 'UNAUTHORIZED', message: 'Sign in to the staff console first.' });
    }
  });

  it('answers 401 over HTTP without a staff session, and serves a signed-in staff member', async () => {
    const app = await testApp({ ADMIN_PASSWORD: PASSWORD });
    const anonymous = await ordersOverHttp(app);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).not.toContain('orders":');
    const response = await signIn(app, PASSWORD);
    expect(response.statusCode).toBe(200);
    const staff = await ordersOverHttp(app, staffCookie(response));
    expect(staff.statusCode).toBe(200);
    expect(staff.json()).toMatchObject({ result: { data: { total: 0, orders: [] } } });
  });

  it('opens a signed, httpOnly, SameSite=Strict session for the admin account on ADMIN_PASSWORD without a user name', async () => {
    const app = await testApp({ ADMIN_PASSWORD: PASSWORD });
    const response = await signIn(app, PASSWORD);
    const admin = { username: 'admin', displayName: 'Admin' };
    expect(response.json()).toEqual({ success: true, message: 'Signed in.', user: admin });
    const cookie = response.cookies.find((c) => c.name === 'syl_staff');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/', maxAge: 12 * 60 * 60 });
    const status = await app.inject({ method: 'GET', url: '/api/admin/session/', headers: { cookie: staffCookie(response) } });
    expect(status.json()).toEqual({ success: true, enabled: true, signedIn: true, user: admin });
  });

  it('signs the admin account in with the user name admin, typed in any case', async () => {
    const app = await testApp({ ADMIN_PASSWORD: PASSWORD });
    const response = await staffSignIn(app, { username: ' Admin ', password: PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toEqual({ username: 'admin', displayName: 'Admin' });
    expect((await ordersOverHttp(app, staffCookie(response))).statusCode).toBe(200);
  });

  it('refuses a wrong password with 401 and opens no session', async () => {
    const app = await testApp({ ADMIN_PASSWORD: PASSWORD });
    const response = await signIn(app, 'Correct horse battery staple');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, message: 'That user name and password do not match.' });
    expect(response.cookies.find((c) => c.name === 'syl_staff')).toBeUndefined();
  });

  it('refuses a forged or tampered session cookie', async () => {
    const app = await testApp({ ADMIN_PASSWORD: PASSWORD });
    const forged = `syl_staff=${crypto.randomBytes(32).toString('base64url')}`;
    expect((await ordersOverHttp(app, forged)).statusCode).toBe(401);
    const real = staffCookie(await signIn(app, PASSWORD));
    const tampered = real.replace(/^syl_staff=./, (start) => `syl_staff=${start.endsWith('A') ? 'B' : 'A'}`);
    expect(tampered).not.toBe(real);
    expect((await ordersOverHttp(app, tampered)).statusCode).toBe(401);
  });

  it('stops a caller after five wrong passwords, even with the right one, and not other callers', async () => {
    const app = await testApp({ ADMIN_PASSWORD: PASSWORD });
    for (let i = 0; i < 5; i++) expect((await signIn(app, `guess-${i}`)).statusCode).toBe(401);
    const blocked = await signIn(app, PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe('Too many wrong passwords. Try again in 15 minutes.');
    expect((await signIn(app, PASSWORD, '198.51.100.1')).statusCode).toBe(200);
  });

  it('signs out by clearing the session cookie and ending the session on the server, for every instance', async () => {
    const app = await testApp({ ADMIN_PASSWORD: PASSWORD, COOKIE_SECRET });
    const other = await testApp({ ADMIN_PASSWORD: PASSWORD, ...sameDatabase(app.deps.config), COOKIE_SECRET });
    const cookie = staffCookie(await signIn(app, PASSWORD));
    const kept = staffCookie(await signIn(app, PASSWORD));
    expect((await ordersOverHttp(other, cookie)).statusCode).toBe(200);
    const response = await app.inject({ method: 'POST', url: '/api/admin/sign-out/', headers: { cookie } });
    expect(response.json()).toEqual({ success: true, message: 'Signed out.' });
    expect(response.cookies.find((c) => c.name === 'syl_staff')).toMatchObject({ value: '', maxAge: 0 });
    // A copy of the cookie kept from before signing out no longer works, on either instance.
    for (const instance of [app, other]) expect((await ordersOverHttp(instance, cookie)).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/admin/session/', headers: { cookie } })).json()).toMatchObject({ signedIn: false, user: null });
    expect((await ordersOverHttp(app, kept)).statusCode).toBe(200);
  });

  it('refuses a session past its 12 hours', async () => {
    const app = await testApp({ ADMIN_PASSWORD: PASSWORD });
    const cookie = staffCookie(await signIn(app, PASSWORD));
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + STAFF_SESSION_MS - 60_000);
      expect((await ordersOverHttp(app, cookie)).statusCode).toBe(200);
      vi.setSystemTime(Date.now() + 60_000);
      expect((await ordersOverHttp(app, cookie)).statusCode).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });

  it('ends every session when ADMIN_PASSWORD changes', async () => {
    const app = await testApp({ ADMIN_PASSWORD: PASSWORD, COOKIE_SECRET });
    const cookie = staffCookie(await signIn(app, PASSWORD));
    const rotated = await testApp({ ADMIN_PASSWORD: 'a brand new password', ...sameDatabase(app.deps.config), COOKIE_SECRET });
    expect((await ordersOverHttp(app, cookie)).statusCode).toBe(200);
    expect((await ordersOverHttp(rotated, cookie)).statusCode).toBe(401);
  });

  it('says the console is disabled, and lets nobody in, without ADMIN_PASSWORD', async () => {
    const app = await testApp();
    expect((await app.inject({ method: 'GET', url: '/api/admin/session/' })).json()).toEqual({ success: true, enabled: false, signedIn: false, user: null });
    const response = await signIn(app, 'anything');
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('The staff console is disabled: set ADMIN_PASSWORD on the server and restart it.');
  });

  it('refuses a sign-in posted from another site', async () => {
    const app = await testApp({ ADMIN_PASSWORD: PASSWORD });
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/sign-in/',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      payload: JSON.stringify({ password: PASSWORD }),
    });
    expect(response.statusCode).toBe(403);
  });
});
