import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, pauseClockBeforeLoad, PHONE, settle, useBrowser } from './browser';

const browser = useBrowser();
const viewports = [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const;

const DEMO = '/demo/3fa7d6';

/** With `clock`, the page loads on a paused fake clock: only runFor moves its time on. */
const openHydrated = (path: string, viewport: { width: number; height: number }, options: { clock?: boolean } = {}) =>
  browser.openWatched(path, viewport, { prepare: options.clock ? pauseClockBeforeLoad : undefined });

const currentStep = (page: Page) => page.locator('[aria-current="step"]').innerText();
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe.each(viewports)('the upload preview on a %s', (_, viewport) => {
  it('moves to AI processing on Choose Files, to calendar creation at 0.8 s and completes at 1.6 s, with no way back', async () => {
    const { page, errors, pageViewName } = await openHydrated('/upload', viewport, { clock: true });
    expect(pageViewName).toBe('Upload Page');
    expect(await page.getByRole('heading', { name: 'Upload your syllabi', level: 1 }).isVisible()).toBe(true);
    expect(await page.getByText('Preview: see how it works').isVisible()).toBe(true);
    for (const label of ['Upload syllabi', 'AI processing', 'Calendar creation', 'Complete']) {
      expect(await page.getByRole('list', { name: 'Upload progress' }).getByText(label).isVisible()).toBe(true);
    }
    expect(await currentStep(page)).toContain('Upload syllabi');
    expect(await page.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');

    await page.getByRole('button', { name: 'Choose Files' }).click();
    await settle(page);
    expect(await currentStep(page)).toContain('AI processing');
    expect(await page.getByRole('heading', { name: 'Reading your syllabi…' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Choose Files' }).count()).toBe(0);

    await page.clock.runFor(799);
    await settle(page);
    expect(await currentStep(page)).toContain('AI processing');
    await page.clock.runFor(1);
    await settle(page);
    expect(await currentStep(page)).toContain('Calendar creation');

    await page.clock.runFor(799);
    await settle(page);
    expect(await page.getByRole('link', { name: 'View Your Dashboard' }).count()).toBe(0);
    await page.clock.runFor(1);
    await settle(page);
    expect(await currentStep(page)).toContain('Complete');
    expect(await page.getByRole('heading', { name: 'Your dashboard is ready' }).isVisible()).toBe(true);
    // The flow offers no button back to an earlier step.
    expect(await page.getByRole('button', { name: /back|previous/i }).count()).toBe(0);
    expect(await pageWidth(page)).toBeLessThanOrEqual(viewport.width);

    // Time runs again so the next page can load and show.
    await page.clock.resume();
    await page.getByRole('link', { name: 'View Your Dashboard' }).click();
    await page.getByRole('heading', { name: 'Your semester dashboard' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(DEMO);
    expect(errors).toEqual([]);
  });
});

describe.each(viewports)('the sample dashboard on a %s', (_, viewport) => {
  it('shows the summary numbers, a sample marker and a way to buy, without sideways scrolling', async () => {
    const { page, errors, pageViewName } = await openHydrated(DEMO, viewport);
    expect(pageViewName).toBe('Demo Page');
    expect(await page.getByText('Sample dashboard', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Syl home' }).getAttribute('href')).toBe('/');
    expect(await page.getByRole('link', { name: /Get Syl/ }).first().getAttribute('href')).toBe('/purchase');

    const summary = page.getByRole('region', { name: 'Summary' });
    const expected = { Events: '22', Classes: '2', Exams: '4', Quizzes: '0', Assignments: '18', Applications: '8', 'Completion rate': '85%', 'On-time submissions': '92%' };
    for (const [label, value] of Object.entries(expected)) {
      const stat = summary.locator('div', { has: page.locator('dt', { hasText: label }) });
      expect(await stat.locator('dd').first().innerText()).toBe(value);
      expect(await stat.isVisible()).toBe(true);
    }
    expect(await pageWidth(page)).toBeLessThanOrEqual(viewport.width);
    expect(errors).toEqual([]);
  });

  it('shows at most 2 chips a day plus "+N more", exam days in red and other days in blue', async () => {
    const { page } = await openHydrated(DEMO, viewport);
    const busyDay = page.getByRole('button', { name: /^Monday, June 9: 3 deadlines/ });
    expect(await busyDay.locator('[data-chip]').count()).toBe(2);
    expect(await busyDay.getByText('+1 more').isVisible()).toBe(true);
    expect(await busyDay.getAttribute('data-tone')).toBe('regular');

    const examDay = page.getByRole('button', { name: /^Thursday, June 12: 1 deadline, exam day/ });
    expect(await examDay.getAttribute('data-tone')).toBe('important');
    const numberColour = (day: typeof examDay) => day.locator('span').first().evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(await numberColour(examDay)).not.toBe(await numberColour(busyDay));
    expect(await page.getByText('Exam or important deadline').isVisible()).toBe(true);

    // Choosing a day lists everything due on it, the hidden third event included.
    await busyDay.click();
    await page.getByRole('heading', { name: 'Monday, June 9' }).waitFor();
    const details = page.locator('section', { has: page.getByRole('heading', { name: 'Day details' }) });
    expect(await details.getByText('Studio Worksheet 2').isVisible()).toBe(true);
  });

  it('pages the to-do list by week, 6 rows at a time, and keeps a changed status', async () => {
    const { page } = await openHydrated(DEMO, viewport);
    const table = page.getByRole('region', { name: 'To-do list for the week' });
    const rows = table.locator('tbody tr');
    expect(await page.getByRole('heading', { name: 'Week of Jun 8 – Jun 14' }).isVisible()).toBe(true);
    expect(await rows.count()).toBe(6);
    for (const column of ['Status', 'Course', 'Type', 'Name', 'Date']) {
      expect(await table.getByRole('columnheader', { name: column }).count()).toBe(1);
    }

    await page.getByRole('combobox', { name: 'Status of Midterm 1' }).selectOption('Done');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: 'Week of Jun 15 – Jun 21' }).waitFor();
    expect(await rows.count()).toBe(6);
    expect(await rows.first().innerText()).toContain('Sun, Jun 15');

    await page.getByRole('button', { name: 'Previous' }).click();
    await page.getByRole('button', { name: 'Previous' }).click();
    await page.getByRole('heading', { name: 'Week of Jun 1 – Jun 7' }).waitFor();
    expect(await page.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);

    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: 'Week of Jun 8 – Jun 14' }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Status of Midterm 1' }).inputValue()).toBe('Done');
    for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: 'Week of Jun 29 – Jul 5' }).waitFor();
    expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
  });

  it('shows the internship board with its six stages', async () => {
    const { page } = await openHydrated(DEMO, viewport);
    const board = page.getByRole('region', { name: 'Applications by stage' });
    for (const stage of ['Applied', 'Under Review', 'Interview', 'Final Round', 'Offer', 'Rejected']) {
      expect(await board.getByRole('heading', { name: stage }).count()).toBe(1);
    }
    expect(await board.getByRole('listitem').count()).toBe(8);
    expect(await board.getByText('High priority').count()).toBeGreaterThan(0);
  });

  it('answers a button without behaviour with one toast, which a second click replaces', async () => {
    const { page } = await openHydrated(DEMO, viewport);
    const toasts = page.getByRole('region', { name: /Notifications/ }).locator('li');
    await page.getByRole('button', { name: 'Add Event' }).click();
    await toasts.first().getByText('Add Event is part of your own dashboard').waitFor();
    expect(await toasts.count()).toBe(1);

    await page.getByRole('button', { name: 'Add Application' }).click();
    await toasts.first().getByText('Add Application is part of your own dashboard').waitFor();
    expect(await toasts.count()).toBe(1);
    expect(await toasts.first().getByRole('link', { name: 'Get Syl' }).getAttribute('href')).toBe('/purchase');

    await page.getByRole('button', { name: 'Dismiss notification' }).click();
    await toasts.first().waitFor({ state: 'detached' });
  });

  it('opens a tooltip only after 700 ms of hovering', async () => {
    const { page } = await openHydrated(DEMO, viewport, { clock: true });
    await page.getByRole('button', { name: /^Monday, June 9/ }).hover();
    await page.clock.runFor(650);
    await settle(page);
    expect(await page.getByRole('tooltip').count()).toBe(0);
    await page.clock.runFor(100);
    await settle(page);
    expect(await page.getByRole('tooltip').innerText()).toContain('Studio Worksheet 2');
  });
});
