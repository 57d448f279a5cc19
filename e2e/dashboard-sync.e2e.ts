import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { staff } from '../src/server/admin/fixtures';
import { itemTitled } from '../src/server/review/fixtures';
import { DESKTOP, noSideScroll, PHONE, screenshot, useBrowser } from './browser';
import { linkInReadyEmail, openDashboard, publishedDashboard, STUDENT_ZONE, withServerDeps } from './dashboards';

/**
 * Issue 23, items 6, 8 and 9: times in the student's zone, a dates-changed email that names old and
 * new dates and links the dashboard, and the sync dialog's choices (Google's "From URL" page with its
 * steps and the steps by email, Outlook for work or school and Outlook.com, Apple, the download).
 */

const browser = useBrowser();

/** The body of the newest .eml the server's sender kept for `email` with this purpose, decoded. */
function keptEmail(email: string, purpose: string): Promise<string> {
  const outbox = path.join(inject('dataDir'), 'outbox');
  return vi.waitFor(
    () => {
      const names = fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((name) => name.endsWith(`-${purpose}.eml`)) : [];
      const eml = names
        .sort((a, b) => parseInt(b, 10) - parseInt(a, 10))
        .map((name) => fs.readFileSync(path.join(outbox, name), 'utf8'))
        .find((text) => text.includes(`To: ${email}`));
      if (!eml) throw new Error(`no ${purpose} email to ${email} yet`);
      // Quoted-printable: soft line breaks joined, =XX bytes read back as UTF-8.
      const body = eml.slice(eml.search(/\r?\n\r?\n/)).replace(/=\r?\n/g, '').replace(/\r\n/g, '\n');
      return Buffer.from(body.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8');
    },
    { timeout: 30_000, interval: 250 },
  );
}

describe.each([
  ['a phone', PHONE],
  ['a desktop', DESKTOP],
])('calendar sync and times on %s', (_device, viewport) => {
  const email = `sync-${Date.now()}-${viewport.width}@gatech.edu`;
  let link: string;
  beforeAll(async () => {
    await publishedDashboard(email, [
      {
        name: 'CS 1331',
        timeZone: STUDENT_ZONE,
        items: [
          { title: 'Homework 3', type: 'assignment', date: '2025-09-19', time: '23:59' },
          { title: 'Quiz 1', type: 'quiz', date: '2025-09-18' },
        ],
      },
    ]);
    link = await linkInReadyEmail(email);
  });

  it("shows each to-do's due time in the student's zone, and the course's time beside it once the student picks another zone", async () => {
    const { page, errors } = await openDashboard(browser, `${link}/todo`, viewport);
    const homework = page.getByRole('region', { name: 'To-do list for the week' }).getByRole('row').filter({ hasText: 'Homework 3' });
    // Until the student picks a zone, the university's: the course's own, so the time reads plain.
    expect(await homework.innerText()).toContain('Fri, Sep 19, 11:59 PM');

    await page.getByRole('banner').getByRole('button', { name: 'Reminders' }).click();
    const panel = page.getByRole('dialog', { name: 'Email reminders' });
    await panel.getByLabel('Your time zone').selectOption('America/New_York');
    await panel.getByRole('button', { name: 'Save' }).click();
    await panel.getByRole('status').getByText('Saved').waitFor();
    await panel.getByRole('button', { name: 'Close' }).click();

    // Past midnight in New York: the row names the student's day, and the course's.
    await homework.getByText("Sat, Sep 20, 12:59 AM EDT (Fri, Sep 19, 11:59 PM CDT in the course's zone)").waitFor();
    expect(await noSideScroll(page)).toBe(true);
    await homework.scrollIntoViewIfNeeded();
    await screenshot(page, `todo-times-${viewport.width}`, false);
    expect(errors).toEqual([]);
  });

  it("offers Google's From URL page with its two steps, emails the steps to the order's address, and offers both Outlooks, Apple and the download", async () => {
    const { page, errors } = await openDashboard(browser, link, viewport);
    await page.getByRole('button', { name: 'Sync to Your Calendar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sync to Your Calendar' });
    const feedUrl = await dialog.getByLabel('Your calendar link').inputValue();
    expect(feedUrl).toMatch(/^http:\/\/[^/]+\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);

    await dialog.getByText('Copy your calendar link.').waitFor();
    await dialog.getByText('On a computer, open Google Calendar’s “From URL” page, paste the link and choose Add calendar.').waitFor();
    expect(await dialog.getByRole('link', { name: 'Open Google Calendar’s “From URL” page' }).getAttribute('href')).toBe('https://calendar.google.com/calendar/u/0/r/settings/addbyurl');
    expect(await dialog.locator('a[href*="render?cid="]').count()).toBe(0);
    await dialog.getByText('Google Calendar’s app cannot add a calendar from a link', { exact: false }).waitFor();

    const subscribe = async (name: string) => new URL((await dialog.getByRole('link', { name, exact: true }).getAttribute('href'))!);
    for (const [name, origin] of [
      ['Outlook for work or school (Microsoft 365)', 'https://outlook.office.com'],
      ['Outlook.com', 'https://outlook.live.com'],
    ] as const) {
      const outlook = await subscribe(name);
      expect([outlook.origin, outlook.pathname, outlook.searchParams.get('url'), outlook.searchParams.get('name')]).toEqual([origin, '/calendar/0/addfromweb', feedUrl, 'Syl']);
    }
    expect(await dialog.getByRole('link', { name: 'Subscribe in Apple Calendar' }).getAttribute('href')).toBe(feedUrl.replace(/^http:/, 'webcal:'));
    expect(await dialog.getByRole('link', { name: 'Download an .ics file' }).getAttribute('href')).toBe(`${feedUrl}?download=1`);

    const sent = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().includes('/feed/email-steps/'));
    await dialog.getByRole('button', { name: 'Email me these steps' }).click();
    expect((await sent).status()).toBe(200);
    await dialog.getByRole('status').getByText(/^We emailed the steps to s\*\*\*@gatech\.edu\./).waitFor();
    expect(await noSideScroll(page)).toBe(true);
    await screenshot(page, `sync-steps-${viewport.width}`, false);

    const steps = await keptEmail(email, 'dashboard-sync-steps');
    expect(steps).toContain(feedUrl);
    expect(steps).toContain('https://calendar.google.com/calendar/u/0/r/settings/addbyurl');
    expect(errors).toEqual([]);
  });

  it("adds one item to Outlook for work or school or to Outlook.com, at the item's own time", async () => {
    const { page, errors } = await openDashboard(browser, link, viewport);
    // The innermost list item (an ancestor comes before its descendants): the item's own row.
    const upcoming = page.getByRole('listitem').filter({ hasText: 'Homework 3' }).filter({ has: page.getByRole('link', { name: /^Outlook\.com/ }) }).last();
    for (const [name, origin] of [
      [/^Outlook \(work or school\)/, 'https://outlook.office.com'],
      [/^Outlook\.com/, 'https://outlook.live.com'],
    ] as const) {
      const outlook = new URL((await upcoming.getByRole('link', { name }).getAttribute('href'))!);
      expect([outlook.origin, outlook.pathname]).toEqual([origin, '/calendar/0/deeplink/compose']);
      expect(Object.fromEntries(outlook.searchParams)).toMatchObject({ rru: 'addevent', subject: 'CS 1331 · Homework 3', startdt: '2025-09-20T04:59:00Z', allday: 'false' });
    }
    expect(errors).toEqual([]);
  });

  it('emails each changed date, old and new with years, and a link that opens the dashboard with the new date', async () => {
    await withServerDeps(async (deps) => {
      const order = await deps.db.selectFrom('orders').select('id').where('email', '=', email).executeTakeFirstOrThrow();
      const quiz = await itemTitled(deps, order.id, 'Quiz 1');
      await staff(deps).review.updateItem({ orderId: order.id, item: { id: quiz.id, version: quiz.version }, changes: { date: '2026-01-13' } });
      await staff(deps).review.publish({ orderId: order.id });
    });
    const changed = await keptEmail(email, 'dashboard-updated');
    expect(changed).toContain('- CS 1331, Quiz 1\n  now: Tue, Jan 13, 2026\n  was: Thu, Sep 18, 2025\n');
    const opened = /Open your dashboard: (http:\/\/\S+\/dashboard\/[A-Za-z0-9_-]{43})/.exec(changed)![1]!;
    expect(new URL(opened).pathname).toBe(link);

    const { page, errors } = await openDashboard(browser, `${new URL(opened).pathname}/todo`, viewport);
    await page.getByRole('checkbox', { name: 'Show every week' }).check();
    await page.getByRole('region', { name: 'To-do list for the week' }).getByRole('row').filter({ hasText: 'Quiz 1' }).getByText('Tue, Jan 13').waitFor();
    expect(await noSideScroll(page)).toBe(true);
    expect(errors).toEqual([]);
  });
});
