import ICAL from 'ical.js';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, noSideScroll, type PHONE, screenshot, useBrowser } from './browser';
import { DASHBOARD_WIDTHS, seededDashboard, SMALL_TERM } from './dashboards';

const browser = useBrowser();

/** A small term; the student's own event goes on Thursday, September 18, a day with no syllabus item, in the week of today. */
const COURSES = SMALL_TERM;

const todo = (page: Page) => page.getByRole('region', { name: 'To-Do List' });
const calendar = (page: Page) => page.getByRole('region', { name: 'Calendar' });
const isOwnItemCall = (page: Page) => page.waitForResponse((response) => response.request().method() === 'POST' && response.url().includes('/own-items/'));

/** The own item as the calendar lists it: its day in the grid (its title on a desktop, a dot on a phone), then the chosen day's details. */
async function onCalendar(page: Page, viewport: typeof PHONE, title: string) {
  const day = calendar(page).getByRole('button', { name: 'Thursday, September 18: 1 event of your own' });
  expect(await day.getAttribute('data-tone')).toBe('own');
  if (viewport === DESKTOP) expect(await day.locator('[data-chip="own"]').innerText()).toBe(title);
  else expect(await day.locator('[data-dots] > span').count()).toBe(1);
  await day.click();
  return page.getByRole('region', { name: 'Day details' }).getByRole('listitem').filter({ hasText: title });
}

/** The feed's events as a calendar app reads them. */
async function feedEvents(page: Page, link: string) {
  const token = link.split('/').at(-1)!;
  const { feedUrl } = (await (await page.request.get(`/api/dashboards/${token}/`)).json()) as { feedUrl: string };
  const feed = new ICAL.Component(ICAL.parse(await (await page.request.get(new URL(feedUrl).pathname)).text()));
  return feed.getAllSubcomponents('vevent').map((vevent) => ({ event: new ICAL.Event(vevent), tzid: vevent.getFirstProperty('dtstart')?.getParameter('tzid') }));
}

describe.each(DASHBOARD_WIDTHS)("the student's own items on %s", (_device, viewport) => {
  const dashboard = seededDashboard(browser, 'own-items', COURSES, viewport);

  it('adds an event with the form; it shows on the calendar, in the to-do list and in the feed as theirs; then edits and deletes it', async () => {
    const { page, errors } = await dashboard.open();
    await calendar(page).getByRole('heading', { name: 'September 2025' }).waitFor();

    await calendar(page).getByRole('button', { name: 'Add a task or event' }).click();
    const form = page.getByRole('dialog', { name: 'Add a task or event' });
    // A new item is for today, unless the student says otherwise.
    expect(await form.getByLabel('Date').inputValue()).toBe('2025-09-17');
    // The form says which zone a typed time is in: the device's.
    await form.getByText("A time is read in this device's zone, Central Time (Chicago).").waitFor();
    await form.getByLabel('Title').fill('Study group');
    await form.getByLabel('Kind').selectOption('event');
    await form.getByLabel('Course (optional)').selectOption({ label: 'CS 1331' });
    await form.getByLabel('Date').fill('2025-09-18');
    await form.getByLabel('Time (optional)').fill('18:30');
    await screenshot(page, `own-item-form-${viewport.width}`, false);
    const added = isOwnItemCall(page);
    await form.getByRole('button', { name: 'Add to my dashboard' }).click();
    expect((await added).status()).toBe(200);
    await form.waitFor({ state: 'hidden' });
    await page.getByText('“Study group” was added.').waitFor({ state: 'attached' });

    // On the calendar, marked as the student's, and never counted with the checked items.
    const listed = await onCalendar(page, viewport, 'Study group');
    await listed.getByText('Your event', { exact: true }).waitFor();
    // Typed in Chicago, read in the student's zone (the university's, New York, until they pick one), as the to-do list reads it.
    const time = '7:30 PM EDT (6:30 PM CDT as you entered it)';
    expect(await listed.innerText()).toContain(`CS 1331 · ${time}`);
    const summary = page.getByRole('region', { name: 'Summary' });
    expect(await summary.locator('div', { has: page.locator('dt', { hasText: 'Events' }) }).locator('dd').first().innerText()).toBe('3');
    // In the to-do list of this week, typed as theirs.
    const row = todo(page).getByRole('row').filter({ hasText: 'Study group' });
    await row.getByText('Your event', { exact: true }).waitFor();
    expect(await row.innerText()).toContain('CS 1331');
    expect(await row.innerText()).toContain(`Thu, Sep 18, ${time}`);
    expect(await noSideScroll(page)).toBe(true);
    await screenshot(page, `own-item-overview-${viewport.width}`);

    // In the feed: its own lasting UID, its time in the zone it was typed in, marked as the student's.
    const studyGroup = (await feedEvents(page, dashboard.link())).find(({ event }) => event.uid.startsWith('own-'))!;
    expect(studyGroup.event.summary).toBe('Your event · CS 1331 · Study group');
    expect(studyGroup.event.startDate.toString()).toBe('2025-09-18T18:30:00');
    expect(studyGroup.tzid).toBe('America/Chicago');
    const uid = studyGroup.event.uid;

    // Edited from the to-do list: the same item everywhere, the same UID in the feed.
    await row.getByRole('button', { name: 'Edit Study group' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit “Study group”' });
    await edit.getByLabel('Title').fill('Study group, room 204');
    await screenshot(page, `own-item-edit-${viewport.width}`, false);
    const saved = isOwnItemCall(page);
    await edit.getByRole('button', { name: 'Save changes' }).click();
    expect((await saved).status()).toBe(200);
    await edit.waitFor({ state: 'hidden' });
    await todo(page).getByRole('row').filter({ hasText: 'Study group, room 204' }).waitFor();
    const renamed = (await feedEvents(page, dashboard.link())).find(({ event }) => event.uid === uid)!;
    expect([renamed.event.summary, renamed.event.sequence]).toEqual(['Your event · CS 1331 · Study group, room 204', 1]);

    // Another device sees it as edited, and deletes it.
    const other = await dashboard.open();
    const there = await onCalendar(other.page, viewport, 'Study group, room 204');
    await there.getByRole('button', { name: 'Edit Study group, room 204' }).click();
    const deleted = isOwnItemCall(other.page);
    await other.page.getByRole('dialog', { name: 'Edit “Study group, room 204”' }).getByRole('button', { name: 'Delete' }).click();
    expect((await deleted).status()).toBe(200);
    await other.page.getByText('“Study group, room 204” was deleted.').waitFor({ state: 'attached' });
    expect(await todo(other.page).getByRole('row').filter({ hasText: 'Study group' }).count()).toBe(0);
    expect(await calendar(other.page).getByText('Study group').count()).toBe(0);
    expect((await feedEvents(other.page, dashboard.link())).some(({ event }) => event.uid === uid)).toBe(false);
    expect(errors).toEqual([]);
    expect(other.errors).toEqual([]);
  });
});
