import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { callStatuses, testApp, visitorCookie } from './testing/harness.js';

describe('the HTTP app', () => {
  it('reports the database as reachable on /api/health', async () => {
    const app = await testApp();
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, status: 'ok', database: 'reachable' });
  });

  it('answers unknown /api paths with a JSON 404', async () => {
    const app = await testApp();
    const response = await app.inject({ method: 'GET', url: '/api/nope/' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'No such endpoint: GET /api/nope/' });
  });

  it('gives a new visitor a signed, httpOnly, SameSite=Lax cookie and keeps it on the next request', async () => {
    const app = await testApp();
    const first = await app.inject({ method: 'GET', url: '/api/health' });
    const cookie = first.cookies.find((c) => c.name === 'syl_vid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const second = await app.inject({ method: 'GET', url: '/api/health', headers: { cookie: visitorCookie(first) } });
    expect(second.cookies.find((c) => c.name === 'syl_vid')).toBeUndefined();
  });

  it('replaces a forged visitor cookie with a fresh one', async () => {
    const app = await testApp();
    const response = await app.inject({ method: 'GET', url: '/api/health', headers: { cookie: 'syl_vid=someone-elses-id-123456' } });
    expect(response.cookies.find((c) => c.name === 'syl_vid')?.value).not.toContain('someone-elses');
  });

  it('refuses a state change posted from another site', async () => {
    const app = await testApp();
    const response = await app.inject({
      method: 'POST',
      url: '/trpc/tracking.record',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      payload: { kind: 'page_view', name: 'Home Page', url: '/' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ success: false, message: 'Requests from other sites are not accepted.' });
  });

  it("takes a state change only from PUBLIC_URL's origin when it is set, scheme and port included, else from the request's own", async () => {
    const post = (app: Awaited<ReturnType<typeof testApp>>, origin: string, host: string) =>
      app.inject({ method: 'POST', url: '/trpc/tracking.record', headers: { origin, host, 'content-type': 'application/json' }, payload: PAGE_VIEW });
    const published = await testApp({ PUBLIC_URL: 'https://syl.example' });
    expect((await post(published, 'https://syl.example', '10.0.0.5:3000')).statusCode).toBe(200);
    // Another name for this server (DNS rebinding), or an http page of the https site, is another site.
    for (const [origin, host] of [['https://other.example', 'other.example'], ['http://syl.example', 'syl.example'], ['https://syl.example:8443', 'syl.example:8443']] as const) {
      const refused = await post(published, origin, host);
      expect([refused.statusCode, refused.json()]).toEqual([403, { success: false, message: 'Requests from other sites are not accepted.' }]);
    }
    const local = await testApp();
    expect((await post(local, 'http://localhost:3000', 'localhost:3000')).statusCode).toBe(200);
    expect((await post(local, 'https://localhost:3000', 'localhost:3000')).statusCode).toBe(403);
    expect((await post(local, 'http://localhost:3000', 'localhost:3001')).statusCode).toBe(403);
  });

  it('sets security headers with a content security policy on pages', async () => {
    const app = await testApp();
    const response = await app.inject({ method: 'GET', url: '/about-us' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('gives API answers the short API set: nothing may render, frame or cache them', async () => {
    const app = await testApp();
    for (const url of ['/api/health', '/trpc/health.check']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers).toMatchObject({
        'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'cache-control': 'private, no-cache',
      });
      expect(response.headers['x-ratelimit-limit']).toBeUndefined();
    }
  });

  it('answers what Fastify refuses before or while reading a request with the app JSON and the API headers', async () => {
    const app = await testApp();
    const json = { 'content-type': 'application/json' };
    const cases = [
      { request: { method: 'GET', url: '/api/dashboards/%ZZ/' }, status: 400, message: 'The address is not valid: a "%" in it must start an escape such as %20.' },
      { request: { method: 'GET', url: '/about%ZZ' }, status: 400, message: 'The address is not valid: a "%" in it must start an escape such as %20.' },
      { request: { method: 'GET', url: `/api/dashboards/${'a'.repeat(6000)}/` }, status: 414, message: 'The address is too long.' },
      { request: { method: 'POST', url: '/api/save-partial-purchase/', headers: json, payload: '{bad' }, status: 400, message: 'The request body is not valid JSON.' },
      { request: { method: 'POST', url: '/api/save-partial-purchase/', headers: { 'content-type': 'text/plain' }, payload: 'x' }, status: 415, message: 'Unsupported content type. Send JSON with Content-Type: application/json.' },
      { request: { method: 'POST', url: '/api/save-partial-purchase/', headers: json, payload: JSON.stringify({ name: 'x'.repeat(1_100_000) }) }, status: 413, message: 'The request body is too large.' },
      { request: { method: 'POST', url: '/api/save-partial-purchase/', headers: { ...json, 'content-length': '50' }, payload: '{}' }, status: 400, message: 'The request body is not as long as its Content-Length says.' },
    ] as const;
    for (const { request, status, message } of cases) {
      const response = await app.inject(request);
      expect({ url: request.url.slice(0, 40), status: response.statusCode, body: response.json() }).toEqual({ url: request.url.slice(0, 40), status, body: { success: false, message } });
      expect(response.headers).toMatchObject({ 'content-security-policy': "default-src 'none'; frame-ancestors 'none'", 'x-content-type-options': 'nosniff', 'cache-control': 'private, no-cache' });
    }
  });

  it('answers a request the HTTP parser refuses (a malformed or oversized header) with the app JSON and the API headers', async () => {
    const app = await testApp();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as net.AddressInfo;
    const send = (head: string) =>
      new Promise<string>((resolve, reject) => {
        let answer = '';
        const socket = net.connect(port, '127.0.0.1', () => socket.write(`GET /api/health HTTP/1.1\r\nHost: localhost\r\n${head}\r\n\r\n`));
        socket.on('data', (chunk) => (answer += chunk));
        socket.on('end', () => resolve(answer));
        socket.on('error', reject);
      });
    for (const [head, status, message] of [
      ['Bad Header: x', '400 Bad Request', 'The request is not valid HTTP.'],
      [`X-Long: ${'a'.repeat(20_000)}`, '431 Request Header Fields Too Large', 'The request headers are too large.'],
    ]) {
      const [statusLine, ...rest] = (await send(head!)).split('\r\n');
      expect(statusLine).toBe(`HTTP/1.1 ${status}`);
      expect(rest).toEqual(expect.arrayContaining(["content-security-policy: default-src 'none'; frame-ancestors 'none'", 'x-content-type-options: nosniff', 'content-type: application/json; charset=utf-8']));
      expect(JSON.parse(rest.at(-1)!)).toEqual({ success: false, message });
    }
  });

  it('admits Stripe in the content security policy only when Stripe is configured', async () => {
    const withoutStripe = await testApp();
    const withStripe = await testApp({ STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_PUBLISHABLE_KEY: 'pk_test_123' });
    const csp = async (app: typeof withStripe) => (await app.inject({ method: 'GET', url: '/' })).headers['content-security-policy'];
    expect(await csp(withoutStripe)).not.toContain('js.stripe.com');
    expect(await csp(withStripe)).toContain('https://js.stripe.com');
  });

  it('limits form posts per visitor address while page tracking keeps its own, larger allowance', async () => {
    const app = await testApp({ RATE_LIMIT_PER_MINUTE: '2' });
    const track = () =>
      app.inject({ method: 'POST', url: '/trpc/tracking.record', headers: { 'content-type': 'application/json' }, payload: { kind: 'page_view', name: 'Home Page', url: '/' } });
    const post = () => app.inject({ method: 'POST', url: '/api/save-partial-purchase/', headers: { 'content-type': 'application/json' }, payload: {} });
    expect((await post()).statusCode).toBe(400);
    expect((await post()).statusCode).toBe(400);
    const limited = await post();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    expect(limited.json()).toMatchObject({ success: false, message: expect.stringMatching(/^Too many requests\. Please wait \d+ seconds/) });
    for (let i = 0; i < 3; i += 1) expect((await track()).statusCode).toBe(200);
  });

  it('limits referral code checks too, so codes cannot be guessed by the thousand', async () => {
    const app = await testApp({ RATE_LIMIT_PER_MINUTE: '2' });
    const check = () => app.inject({ method: 'GET', url: `/trpc/purchases.checkReferral?input=${encodeURIComponent(JSON.stringify({ code: 'guess' }))}` });
    expect((await check()).statusCode).toBe(200);
    expect((await check()).statusCode).toBe(200);
    expect((await check()).statusCode).toBe(429);
    // Spelled with percent escapes, it is the same procedure and the same limit.
    expect((await app.inject({ method: 'GET', url: `/trpc/purchases%2EcheckReferral?input=${encodeURIComponent(JSON.stringify({ code: 'guess' }))}` })).statusCode).toBe(429);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('counts every call of a tRPC batch against the allowance, not the request: state changes, beacons and referral checks alike', async () => {
    const app = await testApp({ RATE_LIMIT_PER_MINUTE: '3' });
    const post = (paths: string[], inputs: unknown[]) =>
      app.inject({ method: 'POST', url: `/trpc/${paths.join(',')}?batch=1`, headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ ...inputs }) });
    // Five drafts in one request: three are taken (and refused as incomplete), two are over the allowance.
    const drafts = await post(Array(5).fill('purchases.saveDraft'), Array(5).fill({}));
    expect(callStatuses(drafts)).toEqual([400, 400, 400, 429, 429]);
    expect(drafts.json()[3].error.message).toMatch(/^Too many requests\. Please wait \d+ seconds and try again\.$/);
    expect(drafts.headers['retry-after']).toMatch(/^\d+$/);
    expect((await app.inject({ method: 'POST', url: '/api/save-partial-purchase/', headers: { 'content-type': 'application/json' }, payload: {} })).statusCode).toBe(429);
    // Beacons have five times the allowance, counted per beacon.
    expect(callStatuses(await post(Array(10).fill('tracking.record'), Array(10).fill(PAGE_VIEW)))).toEqual([...Array(10).fill(200)]);
    expect(callStatuses(await post(Array(7).fill('tracking.record'), Array(7).fill(PAGE_VIEW)))).toEqual([...Array(5).fill(200), 429, 429]);
  });

  it('counts a state change behind a beacon in a batch against the form allowance, not the beacons\'', async () => {
    const app = await testApp({ RATE_LIMIT_PER_MINUTE: '1' });
    const mixed = await app.inject({ method: 'POST', url: '/trpc/tracking.record,purchases.saveDraft?batch=1', headers: { 'content-type': 'application/json' }, payload: { 0: PAGE_VIEW, 1: {} } });
    expect(callStatuses(mixed)).toEqual([200, 400]);
    expect((await app.inject({ method: 'POST', url: '/api/save-partial-purchase/', headers: { 'content-type': 'application/json' }, payload: {} })).statusCode).toBe(429);
  });

  it('counts each referral check of a GET batch, wherever it stands, and never the reads beside it', async () => {
    const app = await testApp({ RATE_LIMIT_PER_MINUTE: '2' });
    const get = (paths: string[]) => {
      const input = Object.fromEntries(paths.map((path, n) => [n, path === 'health.check' ? undefined : { code: `guess${n}` }]));
      return app.inject({ method: 'GET', url: `/trpc/${paths.join(',')}?batch=1&input=${encodeURIComponent(JSON.stringify(input))}` });
    };
    expect(callStatuses(await get(['health.check', 'purchases.checkReferral', 'purchases.checkReferral', 'purchases.checkReferral']))).toEqual([200, 200, 200, 429]);
    expect(callStatuses(await get(['health.check', 'purchases.checkReferral']))).toEqual([200, 429]);
    expect(callStatuses(await get(['health.check', 'health.check']))).toEqual([200, 200]);
  });

  it('takes the client address from X-Forwarded-For only with TRUST_PROXY, so a client cannot dodge the limit by naming another', async () => {
    const post = (app: Awaited<ReturnType<typeof testApp>>, client: string) =>
      app.inject({ method: 'POST', url: '/api/save-partial-purchase/', remoteAddress: '10.0.0.2', headers: { 'content-type': 'application/json', 'x-forwarded-for': client }, payload: {} });
    const direct = await testApp({ RATE_LIMIT_PER_MINUTE: '1' });
    expect((await post(direct, '198.51.100.1')).statusCode).toBe(400);
    expect((await post(direct, '198.51.100.2')).statusCode).toBe(429);
    // Behind a named proxy: the address it appends is the client's, whatever the client put before it.
    const proxied = await testApp({ RATE_LIMIT_PER_MINUTE: '1', TRUST_PROXY: '10.0.0.2' });
    expect((await post(proxied, '198.51.100.1')).statusCode).toBe(400);
    expect((await post(proxied, '203.0.113.9, 198.51.100.2')).statusCode).toBe(400);
    expect((await post(proxied, '203.0.113.9, 198.51.100.1')).statusCode).toBe(429);
  });

  it('names TRUST_PROXY when it is neither a switch, a count nor addresses', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'nginx' })).toThrow(/TRUST_PROXY: must be true, false/);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, loopback' }).trustProxy).toBe('10.0.0.0/8, loopback');
  });

  it('takes a Postgres pool size from 1 to 200 connections, 10 unless set', () => {
    expect(loadConfig({}).databasePoolSize).toBe(10);
    expect(loadConfig({ DATABASE_POOL_SIZE: '4' }).databasePoolSize).toBe(4);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
  });

  it('takes an empty variable as unset, as compose.yaml passes the ones not given', () => {
    expect(loadConfig({ SUPPORT_EMAIL: '', STAFF_EMAIL: '', TRUST_PROXY: '' })).toMatchObject({ supportEmail: 'help@syl.example', staffEmail: 'staff@syl.example', trustProxy: false });
  });
});

const PAGE_VIEW = { kind: 'page_view', name: 'Home Page', url: '/' };
