import ICAL from 'ical.js';
import type { Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, noSideScroll, screenshot, useBrowser } from './browser';
import { DASHBOARD_WIDTHS, linkInReadyEmail, openDashboard, publishedDashboard, seededDashboard, SMALL_TERM } from './dashboards';

const browser = useBrowser();

/** A small term: the student's own event on Friday, September 26 shares its day with no syllabus item. */
const COURSES = SMALL_TERM;

const isApplicationCall = (response: Response) => response.request().method() === 'POST' && response.url().includes('/applications/');

/** The next `count` answers to the tracker's calls, in the order they arrive. */
function applicationAnswers(page: Page, count: number): Promise<Response[]> {
  const answers: Response[] = [];
  return new Promise((resolve) => {
    const listener = (response: Response) => {
      if (!isApplicationCall(response)) return;
      answers.push(response);
      if (answers.length < count) return;
      page.off('response', listener);
      resolve(answers);
    };
    page.on('response', listener);
  });
}

const tracker = (page: Page) => page.getByRole('region', { name: 'Internship Tracker' });
const column = (page: Page, stage: string) => tracker(page).getByRole('region', { name: 'Applications by stage' }).getByRole('region', { name: stage, exact: true });
/** The student's application's card in a stage's column. */
const quarryIn = (page: Page, stage: string) => column(page, stage).getByRole('listitem').filter({ hasText: 'Quarry Labs' });
const cards = (page: Page) => tracker(page).getByRole('region', { name: 'Applications by stage' }).getByRole('listitem');
/** The stage column the focused element sits in. */
const focusedColumn = (page: Page) => page.evaluate(() => document.activeElement?.closest('section')?.getAttribute('aria-label') ?? null);

async function openTracker(page: Page) {
  await page.getByRole('navigation', { name: 'Dashboard views' }).getByRole('link', { name: 'Internships' }).click();
  await tracker(page).waitFor();
}

describe.each(DASHBOARD_WIDTHS)('the internship tracker on %s', (_device, viewport) => {
  const finalStage = viewport === DESKTOP ? 'Final Round' : 'Interview';
  const dashboard = seededDashboard(browser, 'internships', COURSES, viewport);

  it('opened straight on the view, draws the board with the page: nothing on screen moves as it arrives', async () => {
    const { page, errors } = await dashboard.open({ view: '/internships' });
    await tracker(page).waitFor();
    // Chromium's layout shifts since the page began, which Lighthouse adds up as CLS.
    const shifts = await page.evaluate(() => {
      const observer = new PerformanceObserver(() => undefined);
      observer.observe({ type: 'layout-shift', buffered: true });
      return observer.takeRecords().map((shift) => (shift as PerformanceEntry & { value: number }).value);
    });
    expect(shifts).toEqual([]);
    await screenshot(page, `internships-opened-${viewport.width}`, false);
    expect(errors).toEqual([]);
  });

  it(`adds an application with the form, moves it by keyboard${viewport === DESKTOP ? ' and by drag' : ''}, and another device sees it in its new stage`, async () => {
    const { page, errors } = await dashboard.open();
    await openTracker(page);
    expect(new URL(page.url()).pathname).toBe(`${dashboard.link()}/internships`);
    await tracker(page).getByText('No applications yet.', { exact: false }).waitFor();
    // No board of empty columns: the counts name the stages.
    expect(await tracker(page).getByRole('region', { name: 'Applications by stage' }).count()).toBe(0);

    await tracker(page).getByRole('button', { name: 'Add Application' }).click();
    const form = page.getByRole('dialog', { name: 'Add an application' });
    await form.getByLabel('Company').fill('Quarry Labs');
    await form.getByLabel('Position').fill('Platform Intern');
    await form.getByLabel('Priority').selectOption('High');
    // A new application was sent today, unless the student says otherwise.
    expect(await form.getByLabel('Date applied').inputValue()).toBe('2025-09-17');
    await form.getByLabel('Location').fill('Remote');
    await form.getByLabel('Salary').fill('$7,000/month');
    await form.getByLabel('Next step', { exact: true }).fill('Technical interview');
    await form.getByLabel('Next-step date').fill('2025-09-26');
    await form.getByLabel('Notes').fill('Ask about the on-call rota.');
    await screenshot(page, `internships-form-${viewport.width}`, false);
    const added = applicationAnswers(page, 1);
    await form.getByRole('button', { name: 'Add Application' }).click();
    expect((await added)[0]!.status()).toBe(200);
    await form.waitFor({ state: 'hidden' });
    await quarryIn(page, 'Applied').waitFor();
    await page.getByText('Quarry Labs was added to Applied.').waitFor();
    expect(await tracker(page).getByRole('list', { name: 'Applications per stage' }).getByRole('listitem').allInnerTexts()).toEqual(['Applied: 1', 'Under Review: 0', 'Interview: 0', 'Final Round: 0', 'Offer: 0', 'Rejected: 0']);

    // Keyboard only: focus came back to Add Application; Tab passes the board's scroll box to the card.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Quarry Labs');
    // Two quick presses: the second save waits for the first one's answer, so neither is refused as stale.
    const moved = applicationAnswers(page, 2);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect((await moved).map((answer) => answer.status())).toEqual([200, 200]);
    await quarryIn(page, 'Interview').waitFor();
    await page.getByText('Moved Quarry Labs to Interview.').waitFor({ state: 'attached' });
    expect(await focusedColumn(page)).toBe('Interview');

    if (viewport === DESKTOP) {
      // By drag: every other column is a drop target while the card moves, and the one under it stands out.
      const dropped = applicationAnswers(page, 1);
      await cards(page).filter({ hasText: 'Quarry Labs' }).hover();
      await page.mouse.down();
      await column(page, 'Final Round').hover({ position: { x: 40, y: 20 } });
      await column(page, 'Final Round').hover({ position: { x: 50, y: 40 } });
      await expect.poll(() => column(page, 'Final Round').getAttribute('data-drop-target')).toBe('over');
      expect(await column(page, 'Applied').getAttribute('data-drop-target')).toBe('open');
      expect(await column(page, 'Interview').getAttribute('data-drop-target')).toBeNull();
      await page.mouse.up();
      expect((await dropped)[0]!.status()).toBe(200);
      await quarryIn(page, 'Final Round').waitFor();
      expect(await column(page, 'Final Round').getAttribute('data-drop-target')).toBeNull();
    }
    expect(await noSideScroll(page)).toBe(true);
    await screenshot(page, `internships-${viewport.width}`);
    expect(errors).toEqual([]);

    // Another device, opened straight on the tracker.
    const other = await dashboard.open({ view: '/internships' });
    const card = quarryIn(other.page, finalStage);
    await card.waitFor();
    expect(await card.innerText()).toContain('Next: Technical interview · Sep 26');
    await card.getByText('High priority').waitFor();
    expect(await cards(other.page).count()).toBe(1);
    // Opened on the tracker, the only card is on screen, phone or not.
    const box = (await card.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    expect(other.errors).toEqual([]);
  });

  it('deletes an application and brings it back with Undo', async () => {
    const { page, errors } = await dashboard.open({ view: '/internships' });
    await quarryIn(page, finalStage).waitFor();
    const deleted = applicationAnswers(page, 1);
    await tracker(page).getByRole('button', { name: 'Delete Quarry Labs' }).click();
    expect((await deleted)[0]!.status()).toBe(200);
    expect(await cards(page).count()).toBe(0);
    await page.getByText('Quarry Labs (Platform Intern) was deleted.').waitFor();
    // Focus waits on Undo, where the deleted card's Delete button was.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Undo');
    await screenshot(page, `internships-deleted-${viewport.width}`, false);

    const restored = applicationAnswers(page, 1);
    await page.keyboard.press('Enter');
    expect((await restored)[0]!.status()).toBe(200);
    await quarryIn(page, finalStage).waitFor();
    await page.getByText('Quarry Labs is back on your board.').waitFor();

    await page.reload();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await quarryIn(page, finalStage).waitFor();
    expect(errors).toEqual([]);
  });

  it("shows the next step on the overview calendar as the student's own event, outside the syllabus numbers, and in the calendar feed", async () => {
    const { page, errors } = await dashboard.open();
    const calendar = page.getByRole('region', { name: 'Calendar' });
    await calendar.getByRole('heading', { name: 'September 2025' }).waitFor();
    const summary = page.getByRole('region', { name: 'Summary' });
    expect(await summary.locator('div', { has: page.locator('dt', { hasText: 'Events' }) }).locator('dd').first().innerText()).toBe('3');

    const day = calendar.getByRole('button', { name: 'Friday, September 26: 1 event of your own' });
    expect(await day.getAttribute('data-tone')).toBe('own');
    // On a phone the day has a dot, and its title is in the day's details.
    if (viewport === DESKTOP) expect(await day.locator('[data-chip="own"]').innerText()).toBe('Quarry Labs: Technical interview');
    await day.click();
    const ownEvent = page.getByRole('region', { name: 'Day details' }).getByRole('listitem').filter({ hasText: 'Technical interview' });
    await ownEvent.getByText('Your event · Internship').waitFor();
    expect(await ownEvent.innerText()).toContain('Quarry Labs · Platform Intern');
    // It is the student's, not a checked item: no calendar links of its own (the feed carries it).
    expect(await ownEvent.getByRole('link').count()).toBe(0);
    await calendar.getByText('Your own (what you added, internship next steps)').waitFor();
    await screenshot(page, `overview-own-event-${viewport.width}`);

    const token = dashboard.link().split('/').at(-1)!;
    const { feedUrl } = (await (await page.request.get(`/api/dashboards/${token}/`)).json()) as { feedUrl: string };
    const feed = new ICAL.Component(ICAL.parse(await (await page.request.get(new URL(feedUrl).pathname)).text()));
    const events = feed.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    const interview = events.find((event) => event.summary.includes('Quarry Labs'))!;
    expect(interview.startDate.toString()).toBe('2025-09-26');
    expect(interview.summary).toContain('Technical interview');
    expect(events).toHaveLength(COURSES.flatMap((course) => course.items).length + 1);
    expect(errors).toEqual([]);
  });
});

describe.each(DASHBOARD_WIDTHS)("a career-guide buyer's tracker on %s", (_device, viewport) => {
  it("starts with the guide's example applications, which the student clears", async () => {
    const email = `career-guide-${Date.now()}-${viewport.width}@gatech.edu`;
    await publishedDashboard(email, COURSES, { careerGuide: true });
    const link = await linkInReadyEmail(email);
    const { page, errors } = await openDashboard(browser, `${link}/internships`, viewport);
    await tracker(page).getByText("come from the career guide's tracker template", { exact: false }).waitFor();
    const examples = await cards(page).count();
    expect(examples).toBeGreaterThan(0);
    expect(await cards(page).filter({ hasText: 'Example' }).count()).toBe(examples);
    expect(await noSideScroll(page)).toBe(true);
    await screenshot(page, `internships-examples-${viewport.width}`);

    const cleared = applicationAnswers(page, 1);
    await tracker(page).getByRole('button', { name: 'Clear examples' }).click();
    expect((await cleared)[0]!.status()).toBe(200);
    await page.getByText(`${examples} example rows were removed.`).waitFor();
    expect(await cards(page).count()).toBe(0);
    expect(await tracker(page).getByRole('button', { name: 'Clear examples' }).count()).toBe(0);

    await page.reload();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await tracker(page).getByText('No applications yet.', { exact: false }).waitFor();
    expect(errors).toEqual([]);
  });
});
