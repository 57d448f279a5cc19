import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { staff } from './fixtures.js';
import { hashPassword, verifyPassword, type StaffUser } from './staff-accounts.js';
import { sameDatabase, staffCookie, staffSignIn, testApp, testDeps } from '../testing/harness.js';

const ADMIN_PASSWORD = 'correct horse battery staple';
const DANA = { username: 'dana', displayName: 'Dana Whitfield', password: 'dana-has-a-long-one' };
const DANA_USER: StaffUser = { username: DANA.username, displayName: DANA.displayName };

/** The app with Dana's account added by the admin account. */
async function appWithDana(): Promise<FastifyInstance> {
  const app = await testApp({ ADMIN_PASSWORD });
  await staff(app.deps).staff.add(DANA);
  return app;
}

const session = (app: FastifyInstance, cookie: string) => app.inject({ method: 'GET', url: '/api/admin/session/', headers: { cookie } });
const ordersOverHttp = (app: FastifyInstance, cookie: string) =>
  app.inject({ method: 'GET', url: `/trpc/admin.orders.list?input=${encodeURIComponent('{}')}`, headers: { cookie } });
const mutation = (app: FastifyInstance, path: string, input: unknown, cookie: string) =>
  app.inject({ method: 'POST', url: `/trpc/${path}`, headers: { cookie, 'content-type': 'application/json' }, payload: JSON.stringify(input) });

describe('staff passwords', () => {
  it('are hashed with scrypt (N=2^15, r=8, p=1), a random 16-byte salt and a 64-byte key, and check back', async () => {
    const hash = await hashPassword(DANA.password);
    const [scheme, N, r, p, salt, key] = hash.split('$');
    expect([scheme, N, r, p]).toEqual(['scrypt', '32768', '8', '1']);
    expect(Buffer.from(salt!, 'base64url')).toHaveLength(16);
    expect(Buffer.from(key!, 'base64url')).toHaveLength(64);
    expect(await verifyPassword(DANA.password, hash)).toBe(true);
    expect(await hashPassword(DANA.password)).not.toBe(hash);
  });

  it('refuse a wrong password, and anything that is not a hash this app wrote', async () => {
    const hash = await hashPassword(DANA.password);
    expect(await verifyPassword('Dana-has-a-long-one', hash)).toBe(false);
    expect(await verifyPassword(DANA.password, 'plain text')).toBe(false);
    expect(await verifyPassword(DANA.password, hash.replace(/\$[^$]+$/, '$'))).toBe(false);
  });
});

describe('named staff accounts', () => {
  it('sign in with their user name, in any case, and the session names them', async () => {
    const app = await appWithDana();
    const response = await staffSignIn(app, { username: 'Dana', password: DANA.password });
    expect(response.json()).toEqual({ success: true, message: 'Signed in.', user: DANA_USER });
    const cookie = staffCookie(response);
    expect((await session(app, cookie)).json()).toEqual({ success: true, enabled: true, signedIn: true, user: DANA_USER });
    expect((await ordersOverHttp(app, cookie)).statusCode).toBe(200);
  });

  it('are listed for the admin account with who made them and when', async () => {
    const app = await appWithDana();
    expect(await staff(app.deps).staff.list()).toEqual([{ username: 'dana', displayName: 'Dana Whitfield', createdAt: expect.any(String), createdBy: 'admin', disabledAt: null }]);
  });

  it('answer a wrong password and an unknown user name alike, with 401', async () => {
    const app = await appWithDana();
    for (const credentials of [{ username: 'dana', password: ADMIN_PASSWORD }, { username: 'nobody', password: DANA.password }, { password: DANA.password }]) {
      const response = await staffSignIn(app, credentials);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ success: false, message: 'That user name and password do not match.' });
    }
  });

  it('meet the five-tries limit even when the guesses are sent all at once', async () => {
    const app = await appWithDana();
    const guesses = Array.from({ length: 8 }, (_, i) => staffSignIn(app, { username: 'dana', password: `guess-number-${i}` }));
    const statuses = (await Promise.all(guesses)).map((response) => response.statusCode);
    expect(statuses.sort()).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
  });

  it('cannot buy more guesses at another account by signing in as themselves between them', async () => {
    const app = await appWithDana();
    const guessAdmin = () => staffSignIn(app, { username: 'admin', password: 'a guess at admin' });
    for (let i = 0; i < 4; i++) expect((await guessAdmin()).statusCode).toBe(401);
    // Signing in from the same address still works, as often as staff there need to.
    for (let i = 0; i < 3; i++) expect((await staffSignIn(app, DANA)).statusCode).toBe(200);
    expect((await guessAdmin()).statusCode).toBe(401);
    const refused = await staffSignIn(app, { username: 'admin', password: ADMIN_PASSWORD });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ success: false, message: 'Too many wrong passwords. Try again in 15 minutes.' });
  });

  // Twenty-odd password checks, each a deliberately slow scrypt.
  it('meet a limit of twenty tries per account from any number of addresses, which only that account signing in clears', { timeout: 30_000 }, async () => {
    const app = await appWithDana();
    const guessAdmin = (ip: string) => staffSignIn(app, { username: 'admin', password: 'a guess at admin' }, ip);
    for (let i = 0; i < 19; i++) expect((await guessAdmin(`198.51.100.${i}`)).statusCode).toBe(401);
    for (let i = 0; i < 3; i++) expect((await staffSignIn(app, { username: 'dana', password: 'a guess at dana' }, `198.51.100.${20 + i}`)).statusCode).toBe(401);
    expect((await staffSignIn(app, DANA, '192.0.2.1')).statusCode).toBe(200);
    expect((await guessAdmin('192.0.2.2')).statusCode).toBe(401);
    const refused = await staffSignIn(app, { username: 'admin', password: ADMIN_PASSWORD }, '192.0.2.3');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Too many wrong passwords. Try again in 15 minutes.');
    for (let i = 0; i < 19; i++) expect((await staffSignIn(app, { username: 'dana', password: 'a guess at dana' }, `203.0.113.${i}`)).statusCode).toBe(401);
    expect((await staffSignIn(app, DANA, '192.0.2.4')).statusCode).toBe(200);
  });

  it("stop a disabled account's open session at once, and let it in again once enabled", async () => {
    const app = await appWithDana();
    const cookie = staffCookie(await staffSignIn(app, DANA));
    expect(await staff(app.deps).staff.setDisabled({ username: 'dana', disabled: true })).toEqual({ message: 'Dana Whitfield is disabled and signed out everywhere.' });
    expect((await ordersOverHttp(app, cookie)).statusCode).toBe(401);
    expect((await session(app, cookie)).json()).toMatchObject({ signedIn: false, user: null });
    expect((await staffSignIn(app, DANA)).statusCode).toBe(401);
    expect((await staff(app.deps).staff.list())[0]!.disabledAt).toEqual(expect.any(String));
    expect(await staff(app.deps).staff.setDisabled({ username: 'dana', disabled: false })).toEqual({ message: 'Dana Whitfield can sign in again.' });
    // The session disabling ended stays ended: only a new sign-in gets in.
    expect((await ordersOverHttp(app, cookie)).statusCode).toBe(401);
    expect((await session(app, cookie)).json()).toMatchObject({ signedIn: false, user: null });
    const again = staffCookie(await staffSignIn(app, DANA, '198.51.100.1'));
    expect((await ordersOverHttp(app, again)).statusCode).toBe(200);
  });

  it('are signed out everywhere by a new password, which then works instead of the old one', async () => {
    const app = await appWithDana();
    const devices = [staffCookie(await staffSignIn(app, DANA)), staffCookie(await staffSignIn(app, DANA))];
    const admin = staffCookie(await staffSignIn(app, { username: 'admin', password: ADMIN_PASSWORD }));
    expect(await staff(app.deps).staff.setPassword({ username: 'dana', password: 'a-new-long-password' })).toEqual({
      message: 'Dana Whitfield has a new password and is signed out everywhere.',
    });
    for (const cookie of devices) expect((await ordersOverHttp(app, cookie)).statusCode).toBe(401);
    expect((await ordersOverHttp(app, admin)).statusCode).toBe(200);
    expect((await staffSignIn(app, DANA)).statusCode).toBe(401);
    expect((await staffSignIn(app, { username: 'dana', password: 'a-new-long-password' })).statusCode).toBe(200);
  });

  it('cannot manage accounts: every staff.* procedure answers a named account with 403', async () => {
    const deps = await testDeps({ ADMIN_PASSWORD });
    await staff(deps).staff.add(DANA);
    const dana = staff(deps, DANA_USER).staff;
    const refused = { code: 'FORBIDDEN', message: 'Only the admin account manages staff accounts.' };
    await expect(dana.list()).rejects.toMatchObject(refused);
    await expect(dana.add({ username: 'eve', displayName: 'Eve', password: 'eve-has-a-long-one' })).rejects.toMatchObject(refused);
    await expect(dana.setPassword({ username: 'dana', password: 'dana-picks-her-own' })).rejects.toMatchObject(refused);
    await expect(dana.setDisabled({ username: 'dana', disabled: true })).rejects.toMatchObject(refused);
  });

  it('answer 403 over HTTP too when a named account asks for the list', async () => {
    const app = await appWithDana();
    const cookie = staffCookie(await staffSignIn(app, DANA));
    const response = await app.inject({ method: 'GET', url: '/trpc/admin.staff.list', headers: { cookie } });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe('Only the admin account manages staff accounts.');
  });

  it('cannot take a user name that exists (409) or the admin account (400)', async () => {
    const deps = await testDeps({ ADMIN_PASSWORD });
    const admin = staff(deps).staff;
    await admin.add(DANA);
    await expect(admin.add({ ...DANA, username: 'DANA', displayName: 'Another Dana' })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'There is already a staff account dana; choose another user name.',
    });
    await expect(admin.add({ ...DANA, username: 'admin' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(admin.setPassword({ username: 'admin', password: 'a-new-long-password' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: "The admin account's password is ADMIN_PASSWORD: change it on the server and restart it.",
    });
    await expect(admin.setDisabled({ username: 'admin', disabled: true })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'The admin account cannot be disabled: unset ADMIN_PASSWORD to close the console.',
    });
    await expect(admin.setDisabled({ username: 'nobody', disabled: true })).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'There is no staff account nobody.' });
  });

  it('refuse bad input with a 400 JSON answer that names the field', async () => {
    const app = await testApp({ ADMIN_PASSWORD });
    const cookie = staffCookie(await staffSignIn(app, { username: 'admin', password: ADMIN_PASSWORD }));
    const cases: [string, unknown, string][] = [
      ['admin.staff.add', { ...DANA, password: 'too short' }, 'password: must be at least 12 characters'],
      ['admin.staff.add', { ...DANA, password: 'x'.repeat(201) }, 'password: must be at most 200 characters'],
      ['admin.staff.add', { ...DANA, username: 'dana whitfield' }, 'username: must be 2-32 letters, digits, dots, dashes or underscores'],
      ['admin.staff.add', { ...DANA, username: 'Admin' }, 'username: admin is reserved for the ADMIN_PASSWORD account'],
      ['admin.staff.add', { ...DANA, displayName: '  ' }, 'displayName: is required'],
      ['admin.staff.add', { ...DANA, displayName: 'D'.repeat(81) }, 'displayName: must be at most 80 characters'],
      ['admin.staff.setDisabled', { username: 'dana' }, 'disabled: Invalid input: expected boolean, received undefined'],
    ];
    for (const [path, input, message] of cases) {
      const response = await mutation(app, path, input, cookie);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().error.message).toBe(message);
    }
    const signIn = await staffSignIn(app, { username: 'dana' } as unknown as { password: string });
    expect(signIn.statusCode).toBe(400);
    expect(signIn.json()).toEqual({ success: false, message: 'password: is required' });
  });

  it('lose their sessions when ADMIN_PASSWORD is unset and the console closes', async () => {
    const secret = { COOKIE_SECRET: 'a-cookie-secret-of-at-least-32-characters' };
    const app = await testApp({ ADMIN_PASSWORD, ...secret });
    await staff(app.deps).staff.add(DANA);
    const closed = await testApp({ ...secret, ...sameDatabase(app.deps.config) });
    const cookie = staffCookie(await staffSignIn(app, DANA));
    expect((await session(app, cookie)).json()).toMatchObject({ signedIn: true });
    expect((await session(closed, cookie)).json()).toEqual({ success: true, enabled: false, signedIn: false, user: null });
  });
});
