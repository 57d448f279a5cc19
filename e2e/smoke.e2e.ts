import { describe, expect, it } from 'vitest';
import { baseUrl, PHONE, useBrowser } from './browser';

const browser = useBrowser();

describe('the served site', () => {
  it('serves a prerendered home page with its title in the HTML itself', async () => {
    const response = await fetch(`${baseUrl()}/`);
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(/<title>[^<]*Syl[^<]*<\/title>/);
  });

  it('shows the Not Found card with status 404 for an unknown path', async () => {
    const response = await fetch(`${baseUrl()}/no-such-page`);
    expect(response.status).toBe(404);
    const page = await browser.open('/no-such-page', { viewport: PHONE });
    await expect(page.getByRole('heading', { name: '404 Page Not Found' }).isVisible()).resolves.toBe(true);
    await expect(page.getByText('Did you forget to add the page to the router?').isVisible()).resolves.toBe(true);
  });

  it('caches hashed assets for a year', async () => {
    const html = await (await fetch(`${baseUrl()}/`)).text();
    const asset = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
    expect(asset).toBeDefined();
    const response = await fetch(`${baseUrl()}${asset}`);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});
