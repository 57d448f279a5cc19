import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SERVICE_WORKER_PATH } from '../src/shared/site';
import { baseUrl, noSideScroll, screenshot, useBrowser } from './browser';
import { DASHBOARD_WIDTHS, seededDashboard, type SeededCourse } from './dashboards';

const browser = useBrowser();

/** Due in the week of the student's "today" (Sep 17, 2025), so the overview's to-do list shows them. */
const COURSES: SeededCourse[] = [
  {
    name: 'CS 1331',
    timeZone: null,
    items: [
      { title: 'Quiz 1', type: 'quiz', date: '2025-09-18' },
      { title: 'Homework 3', type: 'assignment', date: '2025-09-19' },
      { title: 'Midterm Exam', type: 'exam', date: '2025-10-09' },
    ],
  },
];

const status = (page: Page, title: string) => page.getByRole('combobox', { name: `Status of ${title}` });
const offlineNote = (page: Page) => page.getByRole('status').filter({ hasText: 'Offline, as of' });

/** The dashboard's data as the server has it now, asked the way the page asks. */
async function serverStatuses(link: string): Promise<Record<string, string>> {
  const answer = (await (await fetch(`${baseUrl()}${link.replace('/dashboard/', '/api/dashboards/')}/`)).json()) as { items: Array<{ title: string; status: string }> };
  return Object.fromEntries(answer.items.map((item) => [item.title, item.status]));
}

describe.each(DASHBOARD_WIDTHS)('the dashboard without a connection, on %s', (device, viewport) => {
  const dashboard = seededDashboard(browser, 'offline', COURSES, viewport);

  it('opens offline after one visit, marked "Offline, as of …", and a to-do ticked offline reaches the server once back online', async () => {
    const { page, errors } = await dashboard.open();
    await page.getByRole('heading', { level: 1, name: /\bAnn\b/ }).waitFor();
    expect(await offlineNote(page).count()).toBe(0);
    // One visit is enough: the service worker kept the app, the page kept its data.
    expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL)).toBe(`${baseUrl()}${SERVICE_WORKER_PATH}`);
    // Never kept by a cache in between, so a phone sees a new build on its next visit.
    expect((await page.request.get(SERVICE_WORKER_PATH)).headers()['cache-control']).toBe('no-cache');
    await expect.poll(() => page.evaluate(() => caches.match(`${location.pathname.replace('/dashboard/', '/api/dashboards/')}/`).then(Boolean))).toBe(true);
    expect(errors).toEqual([]);

    await page.context().setOffline(true);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: /\bAnn\b/ }).waitFor();
    // As of when the server last answered: the first visit, on the student's clock in Chicago.
    expect(await offlineNote(page).innerText()).toMatch(/^Offline, as of Wed, Sep 17, 10:0\d AM$/);
    expect(await status(page, 'Homework 3').inputValue()).toBe('Not Started');
    // Another link on this device finds nothing kept for it: a copy only ever opens under its own link.
    await page.goto(`/dashboard/${'A'.repeat(43)}`);
    await page.getByRole('heading', { name: 'Your dashboard could not load' }).waitFor();
    expect(await page.getByText('Ann').count()).toBe(0);
    await page.goto(dashboard.link());

    await status(page, 'Homework 3').selectOption('Done');
    await expect.poll(() => offlineNote(page).innerText()).toMatch(/· 1 to-do change to send when you are back online$/);
    expect(await status(page, 'Homework 3').inputValue()).toBe('Done');
    expect(await noSideScroll(page)).toBe(true);
    await screenshot(page, `dashboard-offline-${device === 'a phone' ? 'phone' : 'desktop'}`);
    expect((await serverStatuses(dashboard.link()))['Homework 3']).toBe('Not Started');

    const sent = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().includes('/todos/'));
    await page.context().setOffline(false);
    expect((await sent).status()).toBe(200);
    await offlineNote(page).waitFor({ state: 'detached' });
    expect(await serverStatuses(dashboard.link())).toEqual({ 'Quiz 1': 'Not Started', 'Homework 3': 'Done', 'Midterm Exam': 'Not Started' });
    // Nothing is left waiting: a reload online shows the server's copy as it is.
    await page.reload();
    expect(await status(page, 'Homework 3').inputValue()).toBe('Done');
    expect(await offlineNote(page).count()).toBe(0);
  });

  it('links a manifest Chromium can install, which opens this dashboard, with its icons', async () => {
    const { page } = await dashboard.open();
    await page.getByRole('heading', { level: 1, name: /\bAnn\b/ }).waitFor();
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe(`${dashboard.link().replace('/dashboard/', '/api/dashboards/')}/manifest.webmanifest`);

    const cdp = await page.context().newCDPSession(page);
    // Chromium's own reading of the manifest: no errors, and it starts and stays within this link.
    const { errors, data, parsed } = (await cdp.send('Page.getAppManifest')) as { errors: unknown[]; data: string; parsed: { scope: string } };
    expect(errors).toEqual([]);
    const manifest = JSON.parse(data) as { name: string; start_url: string; icons: Array<{ src: string }> };
    expect(manifest.name).toMatch(/^Syl · /);
    expect([manifest.start_url, new URL(parsed.scope).pathname]).toEqual([dashboard.link(), dashboard.link()]);
    // A test browser's context is incognito, which alone keeps Chromium from offering to install.
    const installBlockers = async () => ((await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: Array<{ errorId: string }> }).installabilityErrors.map((error) => error.errorId);
    await expect.poll(installBlockers).toEqual(['in-incognito']);
    for (const icon of manifest.icons) {
      const answer = await page.request.get(icon.src);
      expect([icon.src, answer.status(), answer.headers()['content-type']]).toEqual([icon.src, 200, 'image/png']);
    }
  });
});
