import { describe, expect, it } from 'vitest';
import { testApp, testCaller, testDeps } from './testing/harness.js';

describe('tracking', () => {
  it('stores a page view with the visitor and their user data', async () => {
    const deps = await testDeps();
    await testCaller(deps, { visitorId: 'visitor-a' }).tracking.record({
      kind: 'page_view',
      name: 'About Page',
      url: '/about-us?ref=x',
      user: { email: 'ann@uni.edu' },
    });
    const rows = await deps.db.selectFrom('events').selectAll().execute();
    expect(rows).toMatchObject([{ visitor_id: 'visitor-a', kind: 'page_view', name: 'About Page', url: '/about-us?ref=x', data: '{"user":{"email":"ann@uni.edu"}}' }]);
  });

  it('keeps personal data out when the visitor sends Do-Not-Track or Global Privacy Control', async () => {
    const deps = await testDeps();
    await testCaller(deps, { visitorId: 'visitor-a', doNotTrack: true }).tracking.record({
      kind: 'page_view',
      name: 'Payment Success Page',
      url: '/payment/success?email=ann@uni.edu',
      user: { email: 'ann@uni.edu' },
    });
    const [row] = await deps.db.selectFrom('events').selectAll().execute();
    expect(row).toMatchObject({ visitor_id: null, url: '/payment/success', data: null });
  });

  it('never stores the secret token of a private upload link', async () => {
    const deps = await testDeps();
    await testCaller(deps, { visitorId: 'visitor-a' }).tracking.record({
      kind: 'page_view',
      name: 'Upload Link Page',
      url: 'https://syl.example/upload/Zk3o_secret-token?from=mail',
    });
    const [row] = await deps.db.selectFrom('events').selectAll().execute();
    expect(row?.url).toBe('https://syl.example/upload/…?from=mail');
  });

  it('rejects an unknown click source with a readable 400 over HTTP', async () => {
    const app = await testApp();
    const response = await app.inject({
      method: 'POST',
      url: '/trpc/tracking.record',
      headers: { 'content-type': 'application/json' },
      payload: { kind: 'click', name: 'somewhere', url: '/' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toMatch(/^name: /);
  });
});
