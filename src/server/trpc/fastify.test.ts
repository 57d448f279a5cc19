import { describe, expect, it } from 'vitest';
import { testApp, visitorCookie } from '../testing/harness.js';

/** tRPC over HTTP as the checkout's `httpBatchLink` speaks it. */
describe('tRPC over HTTP', () => {
  const draft = { name: 'Ann Lee', email: 'ann@uni.edu' };
  const json = { 'content-type': 'application/json' };

  it('runs a mutation by POST and answers its data', async () => {
    const app = await testApp();
    const response = await app.inject({ method: 'POST', url: '/trpc/purchases.saveDraft', headers: json, payload: draft });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ result: { data: { message: 'Your progress has been saved.' } } });
  });

  it('runs a batch in one request, answering each call in order as the same visitor', async () => {
    const app = await testApp();
    const first = await app.inject({ method: 'POST', url: '/trpc/purchases.saveDraft', headers: json, payload: draft });
    const cookie = visitorCookie(first);
    const input = encodeURIComponent(JSON.stringify({ 0: { email: 'ann@uni.edu' }, 1: { code: 'NOPE' } }));
    const response = await app.inject({ method: 'GET', url: `/trpc/purchases.getDraft,purchases.checkReferral?batch=1&input=${input}`, headers: { cookie } });
    const [saved, referral] = response.json() as [{ result: { data: { data: { name: string } } } }, { result: { data: unknown } }];
    expect(response.statusCode).toBe(200);
    expect(saved.result.data.data.name).toBe('Ann Lee');
    expect(referral.result.data).toMatchObject({ valid: false });
  });

  it('answers 207 when a batch has both successes and failures, each with its own status', async () => {
    const app = await testApp();
    const input = encodeURIComponent(JSON.stringify({ 0: {}, 1: { email: 'nobody@uni.edu' } }));
    const response = await app.inject({ method: 'GET', url: `/trpc/health.check,purchases.getDraft?batch=1&input=${input}` });
    expect(response.statusCode).toBe(207);
    const [health, missing] = response.json() as [{ result: unknown }, { error: { message: string; data: { code: string; httpStatus: number } } }];
    expect(health.result).toBeDefined();
    expect(missing.error).toMatchObject({ message: 'No saved purchase was found for this email.', data: { code: 'NOT_FOUND', httpStatus: 404 } });
  });

  it('names the field when the input is refused, without a stack trace', async () => {
    const app = await testApp();
    const response = await app.inject({ method: 'POST', url: '/trpc/purchases.saveDraft', headers: json, payload: { name: 'Ann' } });
    expect(response.statusCode).toBe(400);
    const { error } = response.json() as { error: { message: string; data: Record<string, unknown> } };
    expect(error.message).toMatch(/^email/);
    expect(error.data).toMatchObject({ code: 'BAD_REQUEST', httpStatus: 400 });
    expect(error.data.stack).toBeUndefined();
  });

  it.each([
    ['an unknown procedure', { method: 'POST', url: '/trpc/purchases.nothing', headers: json, payload: {} }, 404, 'NOT_FOUND'],
    ['a mutation sent by GET', { method: 'GET', url: '/trpc/purchases.saveDraft' }, 405, 'METHOD_NOT_SUPPORTED'],
    ['a query sent by POST', { method: 'POST', url: '/trpc/health.check', headers: json, payload: {} }, 405, 'METHOD_NOT_SUPPORTED'],
    ['a query input that is not JSON', { method: 'GET', url: '/trpc/purchases.checkReferral?input=%7Bnope' }, 400, 'PARSE_ERROR'],
    ['a batch input that is not keyed by index', { method: 'POST', url: '/trpc/purchases.saveDraft?batch=1', headers: json, payload: [draft] }, 400, 'BAD_REQUEST'],
    ['a batch of more than ten calls', { method: 'GET', url: `/trpc/${Array(11).fill('health.check').join(',')}?batch=1` }, 400, 'BAD_REQUEST'],
  ] as const)('refuses %s with a tRPC error', async (_case, request, status, code) => {
    const app = await testApp();
    const response = await app.inject(request);
    expect(response.statusCode).toBe(status);
    const body = response.json() as { error: { data: { code: string } } } | { error: { data: { code: string } } }[];
    const first = Array.isArray(body) ? body[0]! : body;
    expect(first.error.data.code).toBe(code);
  });
});
