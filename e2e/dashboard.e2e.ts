import crypto from 'node:crypto';
import ICAL from 'ical.js';
import type { Page, Response } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, noSideScroll, PHONE, screenshot, useBrowser } from './browser';
import { linkInReadyEmail, openDashboard, publishedDashboard, STUDENT_ZONE, type SeededCourse } from './dashboards';

const browser = useBrowser();

/** Two courses as staff type them in by hand; only CS 1331 has its own time zone. */
const COURSES: SeededCourse[] = [
  {
    name: 'CS 1331',
    timeZone: STUDENT_ZONE,
    items: [
      { title: 'Homework 1', type: 'assignment', date: '2025-09-05' },
      { title: 'Homework 2', type: 'assignment', date: '2025-09-12' },
      { title: 'Quiz 1', type: 'quiz', date: '2025-09-16' },
      { title: 'Homework 3', type: 'assignment', date: '2025-09-19', time: '23:59' },
      { title: 'Midterm Exam', type: 'exam', date: '2025-10-09', time: '18:30' },
      { title: 'Homework 4', type: 'assignment', date: '2025-10-24' },
    ],
  },
  {
    name: 'MATH 1554',
    timeZone: null,
    items: [
      { title: 'Problem Set 1', type: 'assignment', date: '2025-09-18' },
      { title: 'Problem Set 2', type: 'assignment', date: '2025-10-02' },
      { title: 'Final Project', type: 'project', date: '2025-12-05' },
    ],
  },
];
const ITEM_COUNT = COURSES.flatMap((course) => course.items).length;

const isTodoSave = (response: Response) => response.request().method() === 'POST' && response.url().includes('/todos/');

/** A status select changed as the student does, and its save answered. */
async function markDone(page: Page, title: string) {
  const saved = page.waitForResponse(isTodoSave);
  await page.getByRole('combobox', { name: `Status of ${title}` }).selectOption('Done');
  expect((await saved).status()).toBe(200);
}

const statusOf = (page: Page, title: string) => page.getByRole('combobox', { name: `Status of ${title}` }).inputValue();
/** A filter of the whole list (each status select is named "Status of …"). */
const filter = (page: Page, name: 'Course' | 'Type' | 'Status') => page.getByRole('combobox', { name, exact: true });
const todoTable = (page: Page) => page.getByRole('region', { name: 'To-do list for the week' });
/** The titles the to-do list shows, read from each row's status select ("Status of Quiz 1"). */
const todoTitles = async (page: Page) =>
  (await todoTable(page).getByRole('combobox').evaluateAll((selects) => selects.map((select) => select.getAttribute('aria-label')!.replace(/^Status of /, '')))).sort();
const summaryValue = (page: Page, label: string) => page.getByRole('region', { name: 'Summary' }).locator('div', { has: page.locator('dt', { hasText: label }) }).locator('dd').first().innerText();

describe.each([
  ['a phone', PHONE],
  ['a desktop', DESKTOP],
])('the student dashboard on %s', (_device, viewport) => {
  let link: string;
  let itemIds: Map<string, number>;
  beforeAll(async () => {
    const email = `dashboard-${Date.now()}-${viewport.width}@gatech.edu`;
    itemIds = await publishedDashboard(email, COURSES);
    link = await linkInReadyEmail(email);
  });

  it('opens from the emailed link on this month and shows the midterm on its day, in red, with links to add it to a calendar', async () => {
    const { page, errors, status } = await openDashboard(browser, link, viewport);
    expect(status).toBe(200);
    await page.getByRole('heading', { level: 1, name: /\bAnn\b/ }).waitFor();
    expect(await page.getByRole('list', { name: 'Courses' }).getByRole('listitem').allInnerTexts()).toEqual(['CS 1331', 'MATH 1554']);
    expect(await summaryValue(page, 'Events')).toBe(String(ITEM_COUNT));
    expect(await summaryValue(page, 'Classes')).toBe('2');
    expect(await summaryValue(page, 'Exams')).toBe('1');

    // The term runs September to December; "today" opens September, its first month.
    const calendar = page.getByRole('region', { name: 'Calendar' });
    await calendar.getByRole('heading', { name: 'September 2025' }).waitFor();
    expect(await calendar.getByRole('button', { name: 'Previous month' }).isDisabled()).toBe(true);
    await calendar.getByRole('button', { name: 'Next month' }).click();
    await calendar.getByRole('heading', { name: 'October 2025' }).waitFor();

    const examDay = calendar.getByRole('button', { name: 'Thursday, October 9: 1 deadline, exam day' });
    expect(await examDay.getAttribute('data-tone')).toBe('important');
    expect(await calendar.getByRole('button', { name: 'Thursday, October 2: 1 deadline' }).getAttribute('data-tone')).toBe('regular');
    await examDay.click();
    const details = page.getByRole('region', { name: 'Day details' });
    await details.getByRole('heading', { name: 'Thursday, October 9' }).waitFor();
    const midterm = details.getByRole('listitem').filter({ hasText: 'Midterm Exam' });
    await midterm.getByText('CS 1331 · Exam').waitFor();
    expect(await midterm.innerText()).toContain('6:30 PM');

    // An exam with a time is an hour in class, at the course's own wall-clock time.
    const google = new URL((await midterm.getByRole('link', { name: /^Add to Google Calendar\b/ }).getAttribute('href'))!);
    expect(google.origin + google.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(google.searchParams.get('text')).toBe('CS 1331 · Midterm Exam');
    expect(google.searchParams.get('dates')).toBe('20251009T183000/20251009T193000');
    expect(google.searchParams.get('ctz')).toBe(STUDENT_ZONE);
    const outlook = new URL((await midterm.getByRole('link', { name: /^Outlook\.com\b/ }).getAttribute('href'))!);
    expect(outlook.origin).toBe('https://outlook.live.com');
    expect(outlook.searchParams.get('subject')).toBe('CS 1331 · Midterm Exam');
    expect(outlook.searchParams.get('startdt')).toBe('2025-10-09T23:30:00Z');
    expect(outlook.searchParams.get('enddt')).toBe('2025-10-10T00:30:00Z');

    expect(await noSideScroll(page)).toBe(true);
    await screenshot(page, `overview-${viewport.width}`);
    expect(errors).toEqual([]);
  });

  it('keeps two to-dos marked done for the student on another device, and the whole list filters by status', async () => {
    const { page, errors } = await openDashboard(browser, link, viewport);
    // The overview's preview opens on this week; yesterday's quiz is overdue.
    await page.getByRole('heading', { name: 'Week of Sep 14 – Sep 20', exact: true }).waitFor();
    const quiz = todoTable(page).getByRole('row').filter({ hasText: 'Quiz 1' });
    expect(await quiz.getAttribute('data-overdue')).toBe('true');
    await quiz.getByText('Overdue').waitFor();

    await markDone(page, 'Quiz 1');
    await markDone(page, 'Homework 3');
    expect(await quiz.getByText('Overdue').count()).toBe(0);
    await page.getByText('2 of 3 done this week').waitFor();
    // Due so far: Homework 1, Homework 2 and Quiz 1, one of them done.
    expect(await summaryValue(page, 'Completion rate')).toBe('33%');
    expect(errors).toEqual([]);

    const other = await openDashboard(browser, link, viewport);
    const device = other.page;
    expect(await statusOf(device, 'Quiz 1')).toBe('Done');
    expect(await statusOf(device, 'Homework 3')).toBe('Done');
    expect(await statusOf(device, 'Problem Set 1')).toBe('Not Started');

    await device.getByRole('navigation', { name: 'Dashboard views' }).getByRole('link', { name: 'To-do list' }).click();
    await filter(device, 'Status').waitFor();
    expect(new URL(device.url()).pathname).toBe(`${link}/todo`);
    await device.reload();
    await device.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await device.getByRole('heading', { name: 'Week of Sep 14 – Sep 20', exact: true }).waitFor();
    expect(await todoTitles(device)).toEqual(['Homework 3', 'Problem Set 1', 'Quiz 1']);
    expect(await statusOf(device, 'Quiz 1')).toBe('Done');
    expect(await statusOf(device, 'Homework 3')).toBe('Done');
    expect(await noSideScroll(device)).toBe(true);
    await screenshot(device, `todo-${viewport.width}`);

    // A week back, the homework nobody marked is overdue.
    await device.getByRole('button', { name: 'Previous week' }).click();
    await device.getByRole('heading', { name: 'Week of Sep 7 – Sep 13', exact: true }).waitFor();
    expect(await todoTable(device).getByRole('row').filter({ hasText: 'Homework 2' }).getAttribute('data-overdue')).toBe('true');

    await filter(device, 'Status').selectOption('Done');
    await device.getByRole('heading', { name: 'Week of Sep 14 – Sep 20', exact: true }).waitFor();
    expect(await todoTitles(device)).toEqual(['Homework 3', 'Quiz 1']);
    expect(await device.getByRole('button', { name: 'Next week' }).isDisabled()).toBe(true);

    await filter(device, 'Status').selectOption({ label: 'Any status' });
    await filter(device, 'Type').selectOption('Exam');
    await device.getByRole('heading', { name: 'Week of Oct 5 – Oct 11', exact: true }).waitFor();
    expect(await todoTitles(device)).toEqual(['Midterm Exam']);

    await filter(device, 'Type').selectOption({ label: 'All types' });
    await filter(device, 'Course').selectOption({ label: 'MATH 1554' });
    await device.getByRole('heading', { name: 'Week of Sep 14 – Sep 20', exact: true }).waitFor();
    expect(await todoTitles(device)).toEqual(['Problem Set 1']);
    expect(other.errors).toEqual([]);
  });

  it('keeps keyboard focus on Next month when it reaches the last month of the term', async () => {
    const { page, errors } = await openDashboard(browser, link, viewport);
    const calendar = page.getByRole('region', { name: 'Calendar' });
    const next = calendar.getByRole('button', { name: 'Next month' });
    await next.focus();
    for (const month of ['October 2025', 'November 2025', 'December 2025']) {
      await page.keyboard.press('Enter');
      await calendar.getByRole('heading', { name: month }).waitFor();
    }
    expect(await next.isDisabled()).toBe(true);
    const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim());
    expect(await focused()).toBe('Next month');
    // Enter again at the end moves nowhere and keeps the focus.
    await page.keyboard.press('Enter');
    expect(await calendar.getByRole('heading', { level: 3 }).innerText()).toBe('December 2025');
    expect(await focused()).toBe('Next month');
    await page.keyboard.press('Shift+Tab');
    expect(await focused()).toBe('Previous month');
    expect(errors).toEqual([]);
  });

  it('gives a calendar feed with every item to subscribe to, and a new feed link when the student resets it', async () => {
    const { page, errors } = await openDashboard(browser, link, viewport);
    await page.getByRole('button', { name: 'Sync to Your Calendar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sync to Your Calendar' });
    const field = dialog.getByLabel('Your calendar link');
    const feedUrl = await field.inputValue();
    expect(feedUrl).toMatch(/^http:\/\/[^/]+\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const webcal = feedUrl.replace(/^http:/, 'webcal:');

    // The choices and their links are checked in dashboard-sync.e2e.ts; here, the feed behind them.
    expect(await dialog.getByRole('link', { name: 'Subscribe in Apple Calendar' }).getAttribute('href')).toBe(webcal);
    expect(await dialog.getByRole('link', { name: 'Download an .ics file' }).getAttribute('href')).toBe(`${feedUrl}?download=1`);
    expect(await noSideScroll(page)).toBe(true);
    await screenshot(page, `sync-${viewport.width}`, false);

    // What a calendar app gets (the feed URL names the site's public address; the e2e server answers at baseUrl).
    const oldFeed = new URL(feedUrl).pathname;
    const answer = await page.request.get(oldFeed);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toMatch(/^text\/calendar\b/);
    const etag = answer.headers()['etag']!;
    expect(etag).toBeTruthy();
    expect((await page.request.get(oldFeed, { headers: { 'if-none-match': etag } })).status()).toBe(304);

    const calendar = new ICAL.Component(ICAL.parse(await answer.text()));
    const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    const host = new URL(feedUrl).host;
    expect(events.map((event) => event.uid).sort()).toEqual([...itemIds.values()].map((id) => `${id}@${host}`).sort());
    const eventOf = (title: string) => events.find((event) => event.uid === `${itemIds.get(title)}@${host}`)!;
    expect(eventOf('Midterm Exam').summary).toBe('CS 1331 · Midterm Exam');
    const homework = eventOf('Homework 3').component.getFirstProperty('dtstart')!;
    expect(homework.getParameter('tzid')).toBe(STUDENT_ZONE);
    expect(String(homework.getFirstValue())).toBe('2025-09-19T23:59:00');
    expect(calendar.getAllSubcomponents('vtimezone').map((zone) => zone.getFirstPropertyValue('tzid'))).toContain(STUDENT_ZONE);
    expect(eventOf('Homework 1').startDate.isDate).toBe(true);

    const reset = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().includes('/feed/reset/'));
    await dialog.getByRole('button', { name: 'Reset calendar link' }).click();
    await dialog.getByText('Calendars subscribed with the current link stop updating.', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Replace the link' }).click();
    expect((await reset).status()).toBe(200);
    await dialog.getByRole('status').getByText('Your calendar link was replaced.', { exact: false }).waitFor();
    const newUrl = await field.inputValue();
    expect(newUrl).not.toBe(feedUrl);
    expect(newUrl).toMatch(/^http:\/\/[^/]+\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(await dialog.getByRole('link', { name: 'Subscribe in Apple Calendar' }).getAttribute('href')).toBe(newUrl.replace(/^http:/, 'webcal:'));
    await dialog.getByRole('status').scrollIntoViewIfNeeded();
    await screenshot(page, `sync-reset-${viewport.width}`, false);
    expect((await page.request.get(oldFeed)).status()).toBe(404);
    expect((await page.request.get(new URL(newUrl).pathname)).status()).toBe(200);

    // The dashboard itself keeps the new link.
    await page.reload();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Sync to Your Calendar' }).click();
    expect(await field.inputValue()).toBe(newUrl);
    expect(errors).toEqual([]);
  });
});

describe.each([
  ['a phone', PHONE],
  ['a desktop', DESKTOP],
])('an unknown dashboard link on %s', (_device, viewport) => {
  it('answers 404, says the link is no longer valid and offers to email the link again', async () => {
    const token = crypto.randomBytes(32).toString('base64url');
    // The browser logs the 404s of the page and of its data as errors; nothing else may fail.
    const { page, errors, status } = await openDashboard(browser, `/dashboard/${token}`, viewport, { ignoreErrorsFrom: token });
    expect(status).toBe(404);
    await page.getByRole('heading', { name: 'This dashboard link is no longer valid' }).waitFor();
    await page.getByRole('alert').getByText('use the link in the latest email from Syl', { exact: false }).waitFor();
    const form = page.getByRole('form', { name: 'Lost your link?' });
    await form.getByLabel('Email').fill('someone-else@gatech.edu');
    await form.getByRole('button', { name: 'Email my link' }).click();
    await form.getByRole('status').getByText("If a delivered Syl order uses that address, we've emailed its dashboard link. It can take a few minutes.").waitFor();
    expect(await noSideScroll(page)).toBe(true);
    await screenshot(page, `invalid-${viewport.width}`);
    expect(errors).toEqual([]);
  });
});
