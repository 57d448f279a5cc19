import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { addDays } from '../src/shared/calendarDay';
import { runDueReminders } from '../src/server/reminders/runner';
import { nextWeeklySunday } from '../src/server/reminders/schedule';
import { DESKTOP, noSideScroll, PHONE, screenshot, searchConsole, useBrowser } from './browser';
import { linkInReadyEmail, openDashboard, publishedDashboard, withServerDeps } from './dashboards';

/**
 * Email reminders in Chromium: the student answers the ask-once card, the settings panel says when the
 * next weekly email goes, and then "the clock reaches Sunday 6 PM": this process runs the server's own
 * runner over the server's database with that moment as `now` (the server keeps its real clock), and
 * the email shows in the outbox and the staff console; its unsubscribe link turns reminders off.
 */

const browser = useBrowser();
const STAFF_PASSWORD = 'staff-e2e-password';

const card = (page: Page) => page.getByRole('region', { name: 'Email reminders' });
const panel = (page: Page) => page.getByRole('dialog', { name: 'Email reminders' });

/** The .eml the server's sender kept for `email` with this purpose (it sends every few seconds), headers unfolded, body unwrapped. */
function keptEmail(email: string, purpose: string): Promise<{ headers: string; body: string }> {
  const outbox = path.join(inject('dataDir'), 'outbox');
  return vi.waitFor(
    () => {
      const names = fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((name) => name.endsWith(`-${purpose}.eml`)) : [];
      const eml = names.map((name) => fs.readFileSync(path.join(outbox, name), 'utf8')).find((text) => text.includes(`To: ${email}`));
      if (!eml) throw new Error(`no ${purpose} email to ${email} yet`);
      const split = eml.search(/\r?\n\r?\n/);
      return { headers: eml.slice(0, split).replace(/\r?\n[ \t]+/g, ' '), body: eml.slice(split).replace(/=\r?\n/g, '') };
    },
    { timeout: 30_000, interval: 250 },
  );
}

/** The staff console's Outbox, searched for the student's address. */
async function outboxRow(viewport: { width: number; height: number }, email: string) {
  const staff = await browser.open('/admin', { viewport });
  await staff.getByRole('heading', { name: 'Staff console' }).waitFor();
  await staff.getByLabel('User name').fill('admin');
  await staff.getByLabel('Password').fill(STAFF_PASSWORD);
  await staff.getByRole('button', { name: 'Sign in' }).click();
  await staff.getByRole('heading', { name: 'Orders', level: 1 }).waitFor();
  await staff.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Outbox' }).click();
  await searchConsole(staff, email);
  return { staff, row: staff.getByRole('row').filter({ hasText: email }).filter({ hasText: 'Your week ahead' }) };
}

describe.each([
  ['a phone', PHONE, 'America/Los_Angeles', 'PST'],
  ['a desktop', DESKTOP, 'America/Denver', 'MST'],
])('email reminders on %s', (_device, viewport, zone, zoneName) => {
  const email = `reminders-${Date.now()}-${viewport.width}@gatech.edu`;
  // The server schedules from its real clock: the coming Sunday there, and work due the week after it.
  const sunday = nextWeeklySunday(new Date(), zone);
  let link: string;
  beforeAll(async () => {
    await publishedDashboard(email, [
      {
        name: 'CS 1331',
        timeZone: null,
        items: [
          { title: 'Problem Set 7', type: 'assignment', date: addDays(sunday, 1), time: '23:59' },
          { title: 'Final Exam', type: 'exam', date: addDays(sunday, 3) },
          { title: 'Later Essay', type: 'assignment', date: addDays(sunday, 9) },
        ],
      },
    ]);
    link = await linkInReadyEmail(email);
  });

  it('asks once, turns reminders on in the chosen zone, emails the week ahead when Sunday 6 PM comes there, and unsubscribes in one click', { timeout: 120_000 }, async () => {
    const { page, errors } = await openDashboard(browser, link, viewport);
    await card(page).getByText(/sent to r\*\*\*@gatech\.edu/).waitFor();
    // The university zone first: the course has none of its own, so the server's default.
    await card(page).getByText('Your time zone: Eastern Time (New York)').waitFor();
    await card(page).getByRole('button', { name: 'Change time zone' }).click();
    // The picker opens focused, on the zone named.
    const picker = card(page).getByLabel('Your time zone');
    expect(await picker.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await picker.inputValue()).toBe('America/New_York');
    await picker.selectOption(zone);
    expect(await noSideScroll(page)).toBe(true);
    await screenshot(page, `reminders-ask-${viewport.width}`);
    await card(page).getByRole('button', { name: 'Turn on reminders' }).click();
    const when = new RegExp(`Next weekly email: Sun, \\w{3} \\d{1,2}, 6:00 PM ${zoneName}`);
    await card(page).getByRole('status').getByText(when).waitFor();

    await page.getByRole('banner').getByRole('button', { name: 'Reminders' }).click();
    await panel(page).getByTestId('next-weekly').getByText(when).waitFor();
    expect(await panel(page).getByRole('checkbox', { name: /Weekly email/ }).isChecked()).toBe(true);
    expect(await panel(page).getByRole('checkbox', { name: /Exam reminders/ }).isChecked()).toBe(true);
    expect(await panel(page).getByLabel('Your time zone').inputValue()).toBe(zone);
    expect(await noSideScroll(page)).toBe(true);
    await screenshot(page, `reminders-panel-${viewport.width}`, false);
    await panel(page).getByRole('button', { name: 'Close' }).click();

    // Answered once: a fresh load does not ask again.
    await page.reload();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.getByRole('heading', { name: 'Hi Ann' }).waitFor();
    expect(await card(page).count()).toBe(0);

    // Sunday, 6 PM where the student is: the runner the server runs every minute, at that moment.
    const token = link.split('/').at(-1)!;
    const { reminders } = (await (await page.request.get(`/api/dashboards/${token}/reminders/`)).json()) as { reminders: { nextWeeklyAt: string } };
    expect(reminders.nextWeeklyAt.slice(0, 10) <= addDays(sunday, 1)).toBe(true);
    const sent = await withServerDeps((deps) => runDueReminders(deps, new Date(reminders.nextWeeklyAt)));
    expect(sent.sent).toBeGreaterThanOrEqual(1);

    const kept = await keptEmail(email, 'reminder-weekly');
    expect(kept.headers).toMatch(/^List-Unsubscribe: <https?:\/\/[^/]+\/api\/reminders\/unsubscribe\/[A-Za-z0-9_-]{43}>$/m);
    expect(kept.headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    // Its time where the student is, the course's (the default zone's) named beside it.
    expect(kept.body).toMatch(new RegExp(`CS 1331 =C2=B7 Problem Set 7 \\(Assignment\\), \\d{1,2}:59 PM ${zoneName} \\(11:59 PM E[SD]T in the course's zone\\)`));
    expect(kept.body).toContain('CS 1331 =C2=B7 Final Exam (Exam)');
    expect(kept.body).not.toContain('Later Essay');

    const { staff, row } = await outboxRow(viewport, email);
    await row.getByRole('button', { name: /^Your week ahead: 2 things due/ }).click();
    await staff.getByRole('dialog').getByText(/Stop reminder emails: https?:\/\/\S+\/reminders\/unsubscribe\/[A-Za-z0-9_-]{43}/).waitFor();
    await screenshot(staff, `reminders-outbox-${viewport.width}`, false);

    // The email's unsubscribe line, followed in the student's browser.
    const unsubscribe = new URL(/Stop reminder emails: (\S+)/.exec(kept.body)![1]!).pathname;
    const opened = await page.goto(unsubscribe);
    expect(opened!.headers()).toMatchObject({ 'x-robots-tag': 'noindex, nofollow', 'referrer-policy': 'no-referrer' });
    await page.getByText('You will no longer get reminder emails from Syl.').waitFor();
    await page.getByText('Turn them back on from your dashboard', { exact: false }).waitFor();
    expect(await noSideScroll(page)).toBe(true);
    await screenshot(page, `reminders-unsubscribed-${viewport.width}`);

    await page.getByRole('link', { name: 'Open your dashboard' }).click();
    await page.getByRole('banner').getByRole('button', { name: 'Reminders' }).click();
    await panel(page).getByTestId('next-weekly').getByText('Weekly email: off').waitFor();
    expect(await panel(page).getByRole('checkbox', { name: /Weekly email/ }).isChecked()).toBe(false);
    expect(await panel(page).getByRole('checkbox', { name: /Exam reminders/ }).isChecked()).toBe(false);
    expect(errors).toEqual([]);
  });
});
