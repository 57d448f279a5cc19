import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TOOLTIP_DELAY_MS } from '../src/client/components/ui/tooltip';
import { noSideScroll, screenshot, useBrowser } from './browser';
import { DASHBOARD_WIDTHS, seededDashboard, type SeededCourse } from './dashboards';

const browser = useBrowser();

/** The student's "now" here: Wednesday, December 17, 2025, 10:00 in Chicago, days before a year ends. */
const DECEMBER_17 = Date.parse('2025-12-17T16:00:00Z');

/**
 * Two courses from different terms, read from their syllabi. The week of Dec 7 is the fullest but
 * past; the fullest week ahead crosses into 2026.
 */
const COURSES: SeededCourse[] = [
  {
    name: 'CS 1331',
    timeZone: null,
    term: 'Fall 2025',
    items: [
      { title: 'Homework 5', type: 'assignment', date: '2025-12-08' },
      { title: 'Homework 6', type: 'assignment', date: '2025-12-09' },
      { title: 'Lab 9', type: 'assignment', date: '2025-12-10' },
      { title: 'Lab 10', type: 'assignment', date: '2025-12-11' },
      { title: 'Final Exam: Data Structures and Algorithms', type: 'exam', date: '2025-12-18' },
    ],
  },
  {
    name: 'MATH 1554',
    timeZone: null,
    term: 'Spring 2026',
    items: [
      { title: 'Reading Response 1', type: 'assignment', date: '2025-12-29' },
      { title: 'Problem Set 1', type: 'assignment', date: '2025-12-31' },
      { title: 'Quiz 1', type: 'quiz', date: '2026-01-02' },
      { title: 'Problem Set 2', type: 'assignment', date: '2026-01-09' },
    ],
  },
];

/** The grid day that has the keyboard focus, by its date. */
const focusedDay = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-day'));

describe.each(DASHBOARD_WIDTHS)('the month view, years and terms on %s', (_device, viewport) => {
  const dashboard = seededDashboard(browser, 'calendar', COURSES, viewport);

  it("shows what is due in each day, the next month's days with their items, and each term", async () => {
    const { page, errors } = await dashboard.open({ now: DECEMBER_17 });
    const calendar = page.getByRole('region', { name: 'Calendar' });
    const grid = calendar.getByRole('grid', { name: 'December 2025' });
    await grid.waitFor();

    const exam = grid.getByRole('button', { name: 'Thursday, December 18: 1 deadline, exam day' });
    // January's first days close December's grid, with their items.
    const quiz = grid.getByRole('button', { name: 'Friday, January 2, 2026: 1 deadline' });
    await exam.focus();
    await page.clock.runFor(TOOLTIP_DELAY_MS);
    expect(await calendar.getByRole('tooltip').innerText()).toContain('CS 1331 · Final Exam: Data Structures and Algorithms');

    expect(await quiz.getAttribute('data-tone')).toBe('regular');
    if (viewport.width >= 640) {
      expect(await exam.locator('[data-chip]').innerText()).toBe('Final Exam: Data Structures and Algorithms');
      // Too long for the cell: cut short on screen, whole on hover or focus.
      expect(await exam.locator('[data-chip]').evaluate((chip) => chip.scrollWidth > chip.clientWidth)).toBe(true);
      expect(await quiz.locator('[data-chip]').innerText()).toBe('Quiz 1');
    } else {
      // No title fits a seventh of a phone: a dot per item, and the titles in the day's details.
      expect(await exam.locator('[data-chip]').isVisible()).toBe(false);
      expect(await exam.locator('[data-dots] > span').count()).toBe(1);
      await quiz.click();
      await page.getByRole('region', { name: 'Day details' }).getByRole('heading', { name: 'Friday, January 2, 2026' }).waitFor();
      expect(await page.getByRole('region', { name: 'Day details' }).getByText('Quiz 1', { exact: true }).isVisible()).toBe(true);
    }

    // The busiest week ahead, not the fuller one already past, with its years: it crosses into 2026.
    const insights = page.getByRole('region', { name: 'Semester insights' });
    const busiest = insights.getByRole('listitem').filter({ hasText: 'Busiest week' });
    expect(await busiest.innerText()).toContain('Dec 28, 2025 – Jan 3, 2026');
    expect(await busiest.innerText()).toContain('3 deadlines: Reading Response 1, Problem Set 1, Quiz 1.');
    expect(await insights.getByRole('listitem').filter({ hasText: 'Next 7 days' }).innerText()).toContain('Final Exam: Data Structures and Algorithms (Dec 18)');

    // The courses are from two terms: each is named.
    expect(await page.getByText(/^Fall 2025 and Spring 2026 · Updated/).isVisible()).toBe(true);
    expect(await page.getByRole('list', { name: 'Courses' }).getByRole('listitem').allInnerTexts()).toEqual(['CS 1331 · Fall 2025', 'MATH 1554 · Spring 2026']);
    expect(await insights.getByRole('listitem').filter({ hasText: 'Terms' }).innerText()).toContain('Fall 2025: CS 1331. Spring 2026: MATH 1554.');

    expect(await noSideScroll(page)).toBe(true);
    await screenshot(page, `calendar-${viewport.width}`);
    expect(errors).toEqual([]);
  });

  it('moves through days, weeks and months by keyboard, keeps the focus across months, and comes back with Today', async () => {
    const { page, errors } = await dashboard.open({ now: DECEMBER_17 });
    const calendar = page.getByRole('region', { name: 'Calendar' });
    await calendar.getByRole('grid', { name: 'December 2025' }).waitFor();
    // One day of the grid is in the tab order: today's, which opens selected.
    expect(await calendar.locator('[role="grid"] [tabindex="0"]').count()).toBe(1);
    await calendar.locator('[role="grid"] [tabindex="0"]').focus();
    expect(await focusedDay(page)).toBe('2025-12-17');

    const moves: Array<[string, string]> = [
      ['ArrowRight', '2025-12-18'],
      ['ArrowDown', '2025-12-25'],
      ['End', '2025-12-27'],
      ['Home', '2025-12-21'],
      ['ArrowLeft', '2025-12-20'],
      ['ArrowUp', '2025-12-13'],
    ];
    for (const [key, day] of moves) {
      await page.keyboard.press(key);
      expect(await focusedDay(page)).toBe(day);
    }
    // PageDown shows the next month with the focus on the same date in it.
    await page.keyboard.press('PageDown');
    await calendar.getByRole('heading', { name: 'January 2026' }).waitFor();
    expect(await focusedDay(page)).toBe('2026-01-13');
    // January is the last month with anything due: PageDown goes nowhere and keeps the focus.
    await page.keyboard.press('PageDown');
    expect(await focusedDay(page)).toBe('2026-01-13');
    await page.keyboard.press('PageUp');
    await calendar.getByRole('heading', { name: 'December 2025' }).waitFor();
    expect(await focusedDay(page)).toBe('2025-12-13');
    // An arrow off the end of the month moves into the next one, the focus with it.
    for (const key of ['ArrowDown', 'ArrowDown', 'ArrowDown']) await page.keyboard.press(key);
    await calendar.getByRole('heading', { name: 'January 2026' }).waitFor();
    expect(await focusedDay(page)).toBe('2026-01-03');
    await page.keyboard.press('Enter');
    const details = page.getByRole('region', { name: 'Day details' });
    await details.getByRole('heading', { name: 'Saturday, January 3, 2026' }).waitFor();

    const todayButton = calendar.getByRole('button', { name: 'Today', exact: true });
    await todayButton.click();
    await calendar.getByRole('heading', { name: 'December 2025' }).waitFor();
    await details.getByRole('heading', { name: 'Wednesday, December 17' }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Today');
    expect(await calendar.getByRole('button', { name: /^Wednesday, December 17 \(today\)/ }).getAttribute('aria-pressed')).toBe('true');
    await screenshot(page, `calendar-keyboard-${viewport.width}`, false);
    expect(await noSideScroll(page)).toBe(true);
    expect(errors).toEqual([]);
  });
});
