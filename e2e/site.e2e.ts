import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, DESKTOP, PHONE, useBrowser } from './browser';
import { storedEvents } from './events';

const browser = useBrowser();

/** Resolves when the tracking beacon whose body mentions `text` has been answered. */
const tracked = (page: Page, text: string) =>
  page.waitForResponse((response) => response.url().includes('/trpc/tracking.record') && (response.request().postData() ?? '').includes(text));

/** Opens a page and waits until its page view has been stored. */
async function openAndTrack(path: string, pageName: string, options: Parameters<typeof browser.open>[1] = {}) {
  let view: Promise<unknown> = Promise.resolve();
  const page = await browser.open(path, {
    ...options,
    beforeGoto: async (p) => {
      await options.beforeGoto?.(p);
      view = tracked(p, pageName);
    },
  });
  await view;
  return page;
}

describe('the site header and footer', () => {
  it('shows every navigation link and a Buy Now button opening the purchase page in a new tab on a desktop', async () => {
    const page = await browser.open('/about-us', { viewport: DESKTOP });
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['How It Works', 'Our Story', 'Career Guide', 'Essay Review', 'Blog', 'Example Site']) {
      expect(await nav.getByRole('link', { name, exact: true }).isVisible()).toBe(true);
    }
    const buy = nav.getByRole('link', { name: 'Buy Now' });
    expect(await buy.getAttribute('href')).toBe('/purchase');
    expect(await buy.getAttribute('target')).toBe('_blank');
    expect(await page.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(false);
  });

  it('opens and closes the mobile menu, with Example Site and Get Started in it', async () => {
    const page = await browser.open('/about-us', { viewport: PHONE });
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    expect(await menu.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    expect(await menu.isVisible()).toBe(true);
    expect(await menu.getByRole('link', { name: 'Example Site' }).getAttribute('href')).toBe('/demo/3fa7d6');
    const getStarted = menu.getByRole('link', { name: 'Get Started' });
    expect(await getStarted.getAttribute('href')).toBe('/purchase');
    expect(await getStarted.getAttribute('target')).toBe('_blank');
    await page.getByRole('button', { name: 'Close menu' }).click();
    expect(await menu.isVisible()).toBe(false);
  });

  it('leaves the essay review out of the campus navigation and sells the campus price', async () => {
    const page = await browser.open('/home', { viewport: DESKTOP });
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByRole('link', { name: 'Essay Review' }).count()).toBe(0);
    expect(await nav.getByRole('link', { name: 'Buy Now' }).getAttribute('href')).toBe('/syl-purchase');
  });

  it('records a navigation click with its source, and starts the next page at its top', async () => {
    const page = await browser.open('/about-us', { viewport: DESKTOP });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const click = tracked(page, 'navigation-desktop');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog', exact: true }).click();
    await click;
    await page.waitForURL('**/blog');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect((await storedEvents({ kind: 'click', name: 'navigation-desktop' })).some((event) => event.data?.includes('"/blog"'))).toBe(true);
  });

  it('names the mobile menu as the source of clicks made in it', async () => {
    const page = await browser.open('/about-us', { viewport: PHONE });
    await page.getByRole('button', { name: 'Open menu' }).click();
    const click = tracked(page, 'navigation-mobile');
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'How It Works' }).click();
    await click;
    await page.waitForURL('**/how-it-works');
    expect(await page.getByRole('navigation', { name: 'Mobile' }).isVisible()).toBe(false);
  });
});

describe('the FAQ', () => {
  it('lists six questions on the home page and keeps one answer open at a time; clicking the open one closes it', async () => {
    const page = await browser.open('/', { viewport: PHONE });
    const questions = page.locator('details');
    expect(await page.locator('summary').count()).toBe(6);
    const openCount = () => page.locator('details[open]').count();
    expect(await openCount()).toBe(0);
    await page.getByText('How does Syl work?').click();
    expect(await page.getByText(/a member of our team checks each one/).isVisible()).toBe(true);
    await page.getByText('Does it sync with Google Calendar?').click();
    expect(await openCount()).toBe(1);
    expect(await questions.nth(3).getAttribute('open')).toBe('');
    expect(await page.getByText(/a member of our team checks each one/).isVisible()).toBe(false);
    await page.getByText('Does it sync with Google Calendar?').click();
    expect(await openCount()).toBe(0);
    await page.locator('summary').first().focus();
    await page.keyboard.press('Enter');
    expect(await openCount()).toBe(1);
  });
});

describe('tracking', () => {
  it('stores a page view with the page name and the visitor', async () => {
    await openAndTrack('/privacy', 'Privacy Page');
    const views = await storedEvents({ kind: 'page_view', name: 'Privacy Page' });
    expect(views.length).toBeGreaterThan(0);
    expect(views.at(-1)?.visitor_id).toMatch(/.{16,}/);
  });

  it('sends what the visitor typed with page views, and keeps it out when they ask not to be tracked', async () => {
    const user = JSON.stringify({ email: 'Ada@Example.edu', phone: '(404) 555-0123', firstName: 'Ada', lastName: 'Lovelace' });
    const remember = (page: Page) => page.addInitScript((record) => window.localStorage.setItem('syl_user_data', record), user);

    await openAndTrack('/terms?ref=mail', 'Terms Page', { beforeGoto: remember });
    const withUser = (await storedEvents({ kind: 'page_view', name: 'Terms Page' })).find((event) => event.data);
    expect(withUser?.url).toContain('ref=mail');
    expect(JSON.parse(withUser!.data!)).toEqual({ user: { email: 'ada@example.edu', phone: '+14045550123', firstName: 'Ada', lastName: 'Lovelace' } });

    const before = (await storedEvents({ kind: 'page_view', name: 'Career Guide Page' })).length;
    await openAndTrack('/career-guide?ref=mail', 'Career Guide Page', {
      context: { extraHTTPHeaders: { DNT: '1' } },
      beforeGoto: async (page) => {
        await remember(page);
        await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' }));
      },
    });
    const stored = (await storedEvents({ kind: 'page_view', name: 'Career Guide Page' })).slice(before);
    expect(stored.length).toBeGreaterThan(0);
    for (const event of stored) {
      expect(event.visitor_id).toBeNull();
      expect(event.data).toBeNull();
      expect(event.url).not.toContain('ref=mail');
    }
  });
});

describe('serving', () => {
  it('serves pages with a trailing slash like without it', async () => {
    for (const path of ['/about-us/', '/blog/', '/how-it-works/']) {
      const response = await fetch(`${baseUrl()}${path}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<link rel="canonical"');
    }
  });

  it('lists the public pages and posts in sitemap.xml and points robots.txt at it', async () => {
    const sitemap = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
    for (const path of ['/about-us', '/how-it-works', '/blog', '/terms', '/blog/first-week-of-semester-checklist']) expect(sitemap).toContain(`${path}</loc>`);
    expect(sitemap).not.toContain('/admin');
    const robots = await (await fetch(`${baseUrl()}/robots.txt`)).text();
    expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/);
  });

  it('loads no checkout or Stripe code on marketing pages', async () => {
    for (const path of ['/', '/blog', '/about-us']) {
      const scripts: string[] = [];
      const page = await browser.open(path, {
        viewport: PHONE,
        beforeGoto: async (p) => p.on('response', (response) => void (response.request().resourceType() === 'script' && response.text().then((body) => scripts.push(body)))),
      });
      await page.waitForLoadState('networkidle');
      expect(scripts.length).toBeGreaterThan(0);
      expect(scripts.some((body) => body.includes('js.stripe.com') || body.includes('Card number'))).toBe(false);
    }
  });

  it('shows a university as a coloured circle with its initials when its logo cannot load', async () => {
    const page = await browser.open('/', {
      beforeGoto: (p) => p.route('**/images/universities/uga.svg', (route) => route.fulfill({ status: 404, body: '' })),
    });
    const fallback = page.getByTestId('university-fallback').filter({ hasText: 'University of Georgia' }).first();
    await fallback.waitFor();
    expect(await fallback.textContent()).toContain('UGA');
  });
});
