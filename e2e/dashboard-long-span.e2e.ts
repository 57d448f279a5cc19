import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { noSideScroll, screenshot, useBrowser } from './browser';
import { DASHBOARD_WIDTHS, seededDashboard, type SeededCourse } from './dashboards';

const browser = useBrowser();

/**
 * A term whose items run over eight years: one a year on (a date staff moved) and one in 2033 (a
 * year typed wrong). About 430 weeks from the first item to the last, 5 of them with items.
 */
const COURSES: SeededCourse[] = [
  {
    name: 'CS 1331',
    timeZone: null,
    items: [
      { title: 'Homework 1', type: 'assignment', date: '2025-09-05' },
      { title: 'Quiz 1', type: 'quiz', date: '2025-09-16' },
      { title: 'Midterm Exam', type: 'exam', date: '2025-10-09' },
      { title: 'Homework 4', type: 'assignment', date: '2026-10-24' },
      { title: 'Final Project', type: 'project', date: '2033-12-05' },
    ],
  },
];

const views = (page: Page) => page.getByRole('navigation', { name: 'Dashboard views' });

/** The box of what the locator finds lies across the screen's width, not past either side. */
async function withinScreen(page: Page, locator: Locator) {
  const box = (await locator.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

/** Every card of the view is on screen and the page does not scroll sideways. */
async function fitsTheScreen(page: Page) {
  expect(await noSideScroll(page)).toBe(true);
  for (const card of await page.locator('main section[aria-labelledby]:visible').all()) await withinScreen(page, card);
}

describe.each(DASHBOARD_WIDTHS)('a dashboard whose items span years, on %s', (_device, viewport) => {
  const dashboard = seededDashboard(browser, 'long-span', COURSES, viewport);

  it('keeps every view and both dialogs within the screen', async () => {
    const { page, errors } = await dashboard.open();
    const chart = page.getByRole('figure', { name: 'Items per week' });
    await chart.waitFor();
    await fitsTheScreen(page);
    // The chart's bars stay inside its card, whatever the span.
    const card = (await page.getByRole('region', { name: 'Semester insights' }).boundingBox())!;
    const drawn = await chart.locator('[aria-hidden="true"], [aria-hidden="true"] :not(title)').evaluateAll((parts) => parts.map((part) => part.getBoundingClientRect()).map(({ left, right }) => ({ left, right })));
    expect(Math.min(...drawn.map((box) => box.left))).toBeGreaterThanOrEqual(card.x);
    expect(Math.max(...drawn.map((box) => box.right))).toBeLessThanOrEqual(card.x + card.width);
    await screenshot(page, `long-span-overview-${viewport.width}`);

    await page.getByRole('button', { name: 'Sync to Your Calendar' }).click();
    const sync = page.getByRole('dialog', { name: 'Sync to Your Calendar' });
    await sync.getByLabel('Your calendar link').waitFor();
    await withinScreen(page, sync);
    await page.keyboard.press('Escape');
    await sync.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Reminders', exact: true }).click();
    const reminders = page.getByRole('dialog', { name: 'Email reminders' });
    await reminders.getByRole('heading', { name: 'Email reminders' }).waitFor();
    await withinScreen(page, reminders);
    await page.keyboard.press('Escape');
    await reminders.waitFor({ state: 'hidden' });

    for (const [view, ready] of [
      ['To-do list', page.getByRole('combobox', { name: 'Status', exact: true })],
      ['Internships', page.getByRole('region', { name: 'Internship Tracker' })],
      ['Notes', page.getByRole('group', { name: 'Course', exact: true })],
    ] as const) {
      await views(page).getByRole('link', { name: view }).click();
      await ready.first().waitFor();
      await fitsTheScreen(page);
    }
    expect(errors).toEqual([]);
  });

  it('ends the page at its footer and reads out only the weeks that have items', async () => {
    const { page, errors } = await dashboard.open();
    const table = page.getByRole('table', { name: 'Items per week' });
    // The insights are drawn just after the top of the page.
    await table.getByRole('rowheader').first().waitFor({ state: 'attached' });
    expect(await table.getByRole('rowheader').allInnerTexts()).toEqual([
      'Week of Aug 31 – Sep 6',
      'Week of Sep 14 – Sep 20',
      'Week of Oct 5 – Oct 11',
      // Outside this year (2025), a week names its years.
      'Week of Oct 18, 2026 – Oct 24, 2026',
      'Week of Dec 4, 2033 – Dec 10, 2033',
    ]);
    // Nothing hidden runs past the footer: the page is as tall as what it shows.
    const { pageHeight, footerBottom } = await page.evaluate(() => ({
      pageHeight: document.documentElement.scrollHeight,
      footerBottom: document.querySelector('footer')!.getBoundingClientRect().bottom + window.scrollY,
    }));
    expect(pageHeight).toBeLessThanOrEqual(Math.ceil(footerBottom));
    expect(errors).toEqual([]);
  });
});
