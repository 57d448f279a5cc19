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

  it('shows the month as the student dashboard does: titles in the days on a desktop, a dot per item on a phone', async () => {
    const { page } = await openHydrated(DEMO, viewport);
    const calendar = page.locator('section', { has: page.getByRole('heading', { name: 'Calendar', exact: true }) });
    await calendar.getByRole('heading', { name: 'June 2025' }).waitFor();
    // The sample's term is June: there is no month to move to.
    expect(await calendar.getByRole('button', { name: 'Previous month' }).isDisabled()).toBe(true);
    expect(await calendar.getByRole('button', { name: 'Next month' }).isDisabled()).toBe(true);
    const details = page.locator('section', { has: page.getByRole('heading', { name: 'Day details' }) });

    const busyDay = page.getByRole('button', { name: /^Monday, June 9: 3 deadlines/ });
    if (viewport === PHONE) {
      expect(await busyDay.locator('[data-dots] > span').count()).toBe(3);
      expect(await busyDay.locator('[data-chip]').first().isVisible()).toBe(false);
    } else {
      expect(await busyDay.locator('[data-chip]').count()).toBe(2);
      expect(await busyDay.getByText('+1 more').isVisible()).toBe(true);
    }
    expect(await busyDay.getAttribute('data-tone')).toBe('regular');

    const examDay = page.getByRole('button', { name: /^Thursday, June 12: 1 deadline, exam day/ });
    expect(await examDay.getAttribute('data-tone')).toBe('important');
    const numberColour = (day: typeof examDay) => day.locator('span').first().evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(await numberColour(examDay)).not.toBe(await numberColour(busyDay));
    expect(await page.getByText('Exam or important deadline').isVisible()).toBe(true);

    // Choosing a day lists everything due on it, the hidden third event included, each with its calendar links.
    await busyDay.click();
    await details.getByRole('heading', { name: 'Monday, June 9' }).waitFor();
    const worksheet = details.getByRole('listitem').filter({ hasText: 'Studio Worksheet 2' });
    const google = new URL((await worksheet.getByRole('link', { name: /^Add to Google Calendar/ }).getAttribute('href'))!);
    expect(google.origin + google.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(Object.fromEntries(google.searchParams)).toMatchObject({ action: 'TEMPLATE', text: 'MATH 1554 · Studio Worksheet 2', dates: '20250609/20250610' });
    const outlook = new URL((await worksheet.getByRole('link', { name: /^Outlook\.com/ }).getAttribute('href'))!);
    expect(Object.fromEntries(outlook.searchParams)).toMatchObject({ subject: 'MATH 1554 · Studio Worksheet 2', startdt: '2025-06-09', enddt: '2025-06-10', allday: 'true' });
  });

  it('pages the to-do list by week, 6 rows at a time, and keeps a changed status', async () => {
    const { page } = await openHydrated(DEMO, viewport);
    const todo = page.locator('section', { has: page.getByRole('heading', { name: 'To-Do List' }) });
    const table = todo.getByRole('region', { name: 'To-do list for the week' });
    const rows = table.locator('tbody tr');
    expect(await todo.getByRole('heading', { name: 'Week of Jun 8 – Jun 14' }).isVisible()).toBe(true);
    expect(await rows.count()).toBe(6);
    for (const column of ['Status', 'Course', 'Type', 'Name', 'Due']) {
      expect(await table.getByRole('columnheader', { name: column }).count()).toBe(1);
    }

    await page.getByRole('combobox', { name: 'Status of Midterm 1' }).selectOption('Done');
    await todo.getByRole('button', { name: 'Next week' }).click();
    await todo.getByRole('heading', { name: 'Week of Jun 15 – Jun 21' }).waitFor();
    expect(await rows.count()).toBe(6);
    expect(await rows.first().innerText()).toContain('Sun, Jun 15');

    await todo.getByRole('button', { name: 'Previous week' }).click();
    await todo.getByRole('button', { name: 'Previous week' }).click();
    await todo.getByRole('heading', { name: 'Week of Jun 1 – Jun 7' }).waitFor();
    expect(await todo.getByRole('button', { name: 'Previous week' }).isDisabled()).toBe(true);

    await todo.getByRole('button', { name: 'Next week' }).click();
    await todo.getByRole('heading', { name: 'Week of Jun 8 – Jun 14' }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Status of Midterm 1' }).inputValue()).toBe('Done');
    for (let i = 0; i < 3; i++) await todo.getByRole('button', { name: 'Next week' }).click();
    await todo.getByRole('heading', { name: 'Week of Jun 29 – Jul 5' }).waitFor();
    expect(await todo.getByRole('button', { name: 'Next week' }).isDisabled()).toBe(true);
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

  it('adds an event and an application to the sample in the page only, and explains what syncing does', async () => {
    const { page } = await openHydrated(DEMO, viewport);
    await page.getByRole('button', { name: 'Add Event' }).click();
    const eventForm = page.getByRole('dialog', { name: 'Add an event' });
    await eventForm.getByText('This is a sample: it shows up on this page only and is not saved.').waitFor();
    await eventForm.getByLabel('Course').selectOption({ label: 'CS 1331' });
    await eventForm.getByLabel('Title').fill('Project demo');
    await eventForm.getByLabel('Type').selectOption({ label: 'Project' });
    await eventForm.getByLabel('Date').fill('2025-06-24');
    await eventForm.getByRole('button', { name: 'Add Event' }).click();
    await eventForm.waitFor({ state: 'detached' });
    const summary = page.getByRole('region', { name: 'Summary' });
    expect(await summary.locator('div', { has: page.locator('dt', { hasText: 'Events' }) }).locator('dd').first().innerText()).toBe('23');
    // A project makes its day red, like an exam.
    expect(await page.getByRole('button', { name: /^Tuesday, June 24: 1 deadline, exam day/ }).getAttribute('data-tone')).toBe('important');

    await page.getByRole('button', { name: 'Add Application' }).click();
    const applicationForm = page.getByRole('dialog', { name: 'Add an application' });
    await applicationForm.getByLabel('Company').fill('Quarry Labs');
    await applicationForm.getByLabel('Position').fill('Platform Intern');
    await applicationForm.getByLabel('Stage').selectOption('Interview');
    await applicationForm.getByRole('button', { name: 'Add Application' }).click();
    const interview = page.getByRole('region', { name: 'Applications by stage' }).getByRole('region', { name: 'Interview' });
    await interview.getByText('Quarry Labs').waitFor();
    expect(await page.getByText('9 applications, from first submission to offer.').isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Sync to Your Calendar' }).click();
    await page.getByRole('dialog', { name: 'Sync to Your Calendar' }).getByText('This is a sample, so it has no calendar link.', { exact: false }).waitFor();

    // Nothing of it reached the server: a reload shows the sample as it was.
    await page.keyboard.press('Escape');
    await page.reload();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    expect(await page.getByText('Quarry Labs').count()).toBe(0);
  });

  it('answers Track My Internships with one toast about the real dashboard', async () => {
    const { page } = await openHydrated(DEMO, viewport);
    const toasts = page.getByRole('region', { name: /Notifications/ }).locator('li');
    await page.getByRole('button', { name: 'Track My Internships' }).click();
    await toasts.first().getByText('Track My Internships is part of your own dashboard').waitFor();
    expect(await toasts.count()).toBe(1);
    expect(await toasts.first().getByRole('link', { name: 'Get Syl' }).getAttribute('href')).toBe('/purchase');
    await page.getByRole('button', { name: 'Dismiss notification' }).click();
    await toasts.first().waitFor({ state: 'detached' });
  });

  it('opens a tooltip only after 700 ms of hovering', async () => {
    const { page } = await openHydrated(DEMO, viewport, { clock: true });
    // On a phone the grid gives way to the agenda; the summary's info buttons keep their tooltips.
    const trigger = viewport === PHONE ? page.getByRole('button', { name: 'About completion rate' }) : page.getByRole('button', { name: /^Monday, June 9/ });
    await trigger.hover();
    await page.clock.runFor(650);
    await settle(page);
    expect(await page.getByRole('tooltip').count()).toBe(0);
    await page.clock.runFor(100);
    await settle(page);
    expect(await page.getByRole('tooltip').innerText()).toContain(viewport === PHONE ? 'Share of what was due so far that you marked Done.' : 'Studio Worksheet 2');
  });
});
