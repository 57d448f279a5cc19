import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, noSideScroll, PHONE, screenshot, useBrowser } from './browser';
import { fillDetails, GOOD_CARD, payWith } from './checkout';
import { linkInReadyEmail, openDashboard, publishedDashboard } from './dashboards';

const browser = useBrowser();

const COURSES = [{ name: 'BIOL 1107', timeZone: null, items: [{ title: 'Lab Report 1', type: 'assignment' as const, date: '2025-09-19' }] }];

const totalDue = (page: Page, amount: string) => page.locator('p', { hasText: 'Total due today' }).getByText(amount, { exact: true });
const referralCard = (page: Page) => page.getByRole('region', { name: 'Refer a friend, get $10' });

describe.each([
  ['a phone', PHONE],
  ['a desktop', DESKTOP],
])('referral rewards on %s', (_device, viewport) => {
  const referrer = `referrer-${Date.now()}-${viewport.width}@gatech.edu`;
  let link: string;
  beforeAll(async () => {
    await publishedDashboard(referrer, COURSES, { name: 'Rita Moreno' });
    link = await linkInReadyEmail(referrer);
  });

  it("shows the buyer's code and share link; a friend who opens it pays $20, and the referrer sees $10 earned; staff mark it paid", { timeout: 120_000 }, async () => {
    const { page: dashboard, errors } = await openDashboard(browser, link, viewport);
    await dashboard.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const card = referralCard(dashboard);
    await card.getByText('Friends get $5 off: $20 instead of $25.').waitFor();
    const code = (await card.locator('p.font-mono').innerText()).trim();
    expect(code).toMatch(/^RITA[A-Z0-9]*$/);
    const shareField = card.getByLabel('Your share link');
    const shareUrl = await shareField.inputValue();
    expect(shareUrl).toMatch(new RegExp(`/purchase\\?ref=${code}$`));
    expect(await card.getByText('0 friends paid with your code · $0 earned').count()).toBe(1);
    await card.getByRole('button', { name: 'Copy' }).click();
    await card.getByRole('button', { name: 'Copied' }).waitFor();
    expect(await dashboard.evaluate(() => navigator.clipboard.readText())).toBe(shareUrl);
    expect(await noSideScroll(dashboard)).toBe(true);
    await screenshot(dashboard, `referral-dashboard-${viewport.width}`);

    // The friend, on another device: the link fills the code in, and the price drops to $20.
    const shared = new URL(shareUrl);
    const friend = await browser.open(shared.pathname + shared.search, { viewport });
    const field = friend.getByLabel('Referral code');
    await expect.poll(() => field.inputValue()).toBe(code);
    await friend.getByText(`${code} discount applied! Your price is now $20 instead of $25.`).waitFor();
    await friend.getByRole('complementary', { name: 'Order summary' }).getByText(`Referral code ${code}`).waitFor();
    await totalDue(friend, '$20').waitFor();
    await fillDetails(friend, `friend-${Date.now()}-${viewport.width}@uga.edu`);
    expect(await noSideScroll(friend)).toBe(true);
    await screenshot(friend, `referral-purchase-${viewport.width}`);
    await friend.getByRole('button', { name: 'Continue to Payment' }).click();
    await payWith(friend, GOOD_CARD, '$20');
    await friend.getByRole('heading', { name: "You're all set!" }).waitFor();

    const again = await openDashboard(browser, link, viewport);
    await referralCard(again.page).getByText('1 friend paid with your code · $10 earned').waitFor();
    expect([...errors, ...again.errors]).toEqual([]);

    // Staff see the buyer's code with its owner and record the $10 paid out.
    const staff = await browser.open('/admin/referral-codes', { viewport });
    await staff.getByLabel('User name').fill('admin');
    await staff.getByLabel('Password').fill('staff-e2e-password');
    await staff.getByRole('button', { name: 'Sign in' }).click();
    const row = staff.getByRole('row').filter({ has: staff.getByText(code, { exact: true }) });
    await row.getByRole('link', { name: 'Rita Moreno' }).waitFor();
    await row.getByText(referrer).waitFor();
    await row.getByText('$10 owed').waitFor();
    await row.getByText('$10 earned · $0 paid out').waitFor();
    await row.getByRole('button', { name: 'Mark paid' }).click();
    const dialog = staff.getByRole('dialog', { name: `Mark a reward paid for ${code}` });
    expect(await dialog.getByLabel('Amount in dollars').inputValue()).toBe('10.00');
    await dialog.getByLabel('Note (optional)').fill('Venmo');
    await screenshot(staff, `referral-payout-${viewport.width}`, false);
    await dialog.getByRole('button', { name: 'Record $10 paid' }).click();
    await staff.getByText(`Recorded $10 paid out for ${code}.`, { exact: true }).waitFor();
    await row.getByText('$0 owed').waitFor();
    expect(await row.getByRole('button', { name: 'Mark paid' }).isDisabled()).toBe(true);
    await row.getByRole('button', { name: 'Details' }).click();
    const payouts = staff.getByRole('region', { name: `Payouts for ${code}` });
    await payouts.getByText('by admin').waitFor();
    await payouts.getByText('Venmo').waitFor();
    expect(await noSideScroll(staff)).toBe(true);
    await screenshot(staff, `referral-console-${viewport.width}`);

    const paid = await openDashboard(browser, link, viewport);
    await referralCard(paid.page).getByText('1 friend paid with your code · $10 earned · $10 paid out').waitFor();
  });
});

describe('share links on the other purchase pages', () => {
  it('fill the campus page\'s referral field, which credits the referrer without a discount', async () => {
    const friend = await browser.open('/syl-purchase?ref=fall2025', { viewport: PHONE });
    await expect.poll(() => friend.getByLabel('Referral code').inputValue()).toBe('fall2025');
    await friend.getByText('Thanks! FALL2025 will be credited for referring you.').waitFor();
    await friend.getByRole('complementary', { name: 'Order summary' }).getByText('$10').first().waitFor();
    expect(await noSideScroll(friend)).toBe(true);
    await screenshot(friend, 'referral-campus-phone');
  });

  it('say a code that does not exist is not valid, and the fall offer ignores ?ref', async () => {
    const general = await browser.open('/purchase?ref=NOBODY42', { viewport: DESKTOP });
    await general.getByText('NOBODY42 is not a valid referral code.').waitFor();
    await totalDue(general, '$25').waitFor();
    const fall = await browser.open('/purchase?offer=fall&ref=FALL2025', { viewport: DESKTOP });
    await fall.getByText('Fall Special · 50% OFF', { exact: true }).waitFor();
    expect(await fall.getByLabel('Referral code').count()).toBe(0);
  });
});
