import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { syllabusPdf } from '../src/server/syllabi/fixtures';
import { baseUrl, DESKTOP, PHONE, searchConsole, useBrowser } from './browser';

const browser = useBrowser();

const STAFF_PASSWORD = 'staff-e2e-password';
const SYLLABUS = { name: 'CS 1331 Fall syllabus.pdf', mimeType: 'application/pdf' };

let buyers = 0;
const newEmail = () => `later-${Date.now()}-${++buyers}@gatech.edu`;

/** A "later" buyer pays through the real API, as the checkout page does, and gets the private upload link. */
async function buyLater(email: string) {
  const page = await browser.open('/', { viewport: PHONE });
  const intent = await page.request.post('/api/create-payment-intent/', {
    data: { amount: 2500, currency: 'usd', customer_name: 'Lena Ortiz', customer_email: email, career_guide: false, upload_choice: 'later', university: 'Georgia Tech', phone: '404 555 0142' },
  });
  expect(intent.status()).toBe(200);
  const { clientSecret } = (await intent.json()) as { clientSecret: string };
  const paid = await page.request.post('/api/local-payments/confirm/', { data: { clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' } });
  expect(await paid.json()).toMatchObject({ success: true, status: 'succeeded' });
  const completed = (await (await page.request.post('/api/complete-purchase-submission/', { data: { email } })).json()) as { upload_url: string };
  expect(completed.upload_url).toMatch(/^\/upload\/[A-Za-z0-9_-]{43}$/);
  return { page, uploadUrl: completed.upload_url };
}

/** Fills the console's sign-in form; `admin` with ADMIN_PASSWORD unless another account is named. */
async function fillSignIn(page: Page, password = STAFF_PASSWORD, username = 'admin') {
  // After signing out, the console's own forms (the Staff page has a "User name") go first.
  await page.getByRole('heading', { name: 'Staff console' }).waitFor();
  await page.getByLabel('User name').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function signIn(viewport: { width: number; height: number }, password = STAFF_PASSWORD): Promise<Page> {
  const page = await browser.open('/admin', { viewport });
  await fillSignIn(page, password);
  return page;
}

const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('the staff console', () => {
  it('lets staff find a paid "later" order, see the syllabus the buyer uploaded through the private link, publish it and see the email', { timeout: 120_000 }, async () => {
    const email = newEmail();
    const { page: buyer, uploadUrl } = await buyLater(email);

    await buyer.goto(uploadUrl);
    await buyer.getByRole('heading', { name: 'Upload your syllabi' }).waitFor();
    await buyer.getByText('Nothing yet.').waitFor();
    await buyer.getByLabel('Browse files').setInputFiles({ ...SYLLABUS, buffer: await syllabusPdf() });
    await buyer.getByRole('button', { name: 'Upload 1 file' }).click();
    await buyer.getByText('Thanks! We received 1 file.').waitFor();
    await buyer.getByRole('list', { name: 'Received files' }).getByText(SYLLABUS.name).waitFor();

    const staff = await signIn(DESKTOP);
    await staff.getByRole('heading', { name: 'Orders', level: 1 }).waitFor();
    await searchConsole(staff, email);
    const row = staff.getByRole('row').filter({ hasText: email });
    await row.getByText('Paid').waitFor();
    await row.getByRole('link', { name: 'Lena Ortiz' }).click();

    await staff.getByRole('heading', { name: 'Lena Ortiz' }).waitFor();
    // The full link, as the buyer's email has it (PUBLIC_URL's origin, else localhost).
    await staff.getByText(new RegExp(`^https?://[^/]+${uploadUrl}$`)).waitFor();
    const files = staff.getByRole('region', { name: 'Files' });
    await files.getByText(SYLLABUS.name).waitFor();
    await files.getByText('Via the upload link').waitFor();
    const download = staff.waitForEvent('download');
    await files.getByRole('link', { name: 'Download' }).click();
    expect((await download).suggestedFilename()).toBe(SYLLABUS.name);

    // Publishing delivers the order: the student's dashboard link goes out and the files are deleted.
    const read = staff.getByRole('listitem').filter({ has: staff.getByRole('heading', { name: SYLLABUS.name }) });
    await read.getByText('Done', { exact: true }).waitFor({ timeout: 90_000 });
    await staff.getByRole('button', { name: /^Confirm all unflagged/ }).click();
    await staff.getByRole('button', { name: 'Publish', exact: true }).click();
    await staff.getByRole('button', { name: 'Publish and email the student' }).click();
    // The toast, and its copy for screen readers.
    await staff.getByText(`Published 2 items. ${email} gets an email with the dashboard link.`).first().waitFor();
    await staff.getByRole('region', { name: 'Files' }).getByText(/^Deleted /).waitFor();

    await staff.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Outbox' }).click();
    await searchConsole(staff, email);
    await staff.getByRole('row').filter({ hasText: email }).getByRole('button', { name: 'Your Syl dashboard is ready' }).click();
    const dialog = staff.getByRole('dialog');
    await dialog.getByText(email).waitFor();
    await dialog.getByText(/^https?:\/\/[^/]+\/dashboard\/[A-Za-z0-9_-]{43}$/m).waitFor();

    await buyer.reload();
    await buyer.getByRole('heading', { name: 'Your dashboard has been delivered' }).waitFor();
    await expect(buyer.getByLabel('Browse files').count()).resolves.toBe(0);
  });

  it('refuses a wrong password and keeps the console closed', async () => {
    const page = await signIn(PHONE, 'not-the-password');
    await page.getByRole('alert').getByText('That user name and password do not match.').waitFor();
    await expect(page.getByRole('heading', { name: 'Orders' }).count()).resolves.toBe(0);
    expect(page.url()).toBe(`${baseUrl()}/admin`);
  });

  it('lets the admin account add a named account, which signs in under its own name and does not manage accounts', async () => {
    const page = await signIn(DESKTOP);
    const nav = page.getByRole('navigation', { name: 'Console' });
    await nav.getByRole('link', { name: 'Staff' }).click();
    await page.getByRole('heading', { name: 'Staff', level: 1 }).waitFor();
    await page.getByLabel('Display name').fill('Dana');
    await page.getByLabel('User name').fill('dana');
    await page.getByLabel('Password', { exact: true }).fill('dana-e2e-long-password');
    await page.getByRole('button', { name: 'Add account' }).click();
    await page.getByRole('row').filter({ hasText: 'dana' }).getByText('Active').waitFor();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await fillSignIn(page, 'dana-e2e-long-password', 'dana');
    await page.getByText('Signed in as Dana').filter({ visible: true }).waitFor();
    await page.getByRole('heading', { name: 'Orders', level: 1 }).waitFor();
    await expect(nav.getByRole('link', { name: 'Staff' }).count()).resolves.toBe(0);
  });

  it('answers 401 to anonymous staff calls and never puts the console in a public page', async () => {
    const procedure = await fetch(`${baseUrl()}/trpc/admin.orders.list?input=${encodeURIComponent('{}')}`);
    expect(procedure.status).toBe(401);
    const file = await fetch(`${baseUrl()}/api/admin/files/1/`);
    expect(file.status).toBe(401);
    const home = await (await fetch(`${baseUrl()}/`)).text();
    expect(home).not.toContain('Staff console');
  });

  it('fits a phone: sections as tabs, tables scrolling inside their cards, signing out', async () => {
    const email = newEmail();
    await buyLater(email);
    const page = await signIn(PHONE);
    await page.getByRole('heading', { name: 'Orders', level: 1 }).waitFor();
    await page.getByRole('row').filter({ hasText: email }).waitFor();
    expect(await noSideScroll(page)).toBe(true);
    await page.getByRole('row').filter({ hasText: email }).getByRole('link', { name: 'Lena Ortiz' }).click();
    await page.getByRole('heading', { name: 'Lena Ortiz' }).waitFor();
    await page.getByText('Waiting for syllabi').waitFor();
    expect(await noSideScroll(page)).toBe(true);
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Analytics' }).click();
    await page.getByRole('heading', { name: 'Funnel' }).waitFor();
    expect(await noSideScroll(page)).toBe(true);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByLabel('Password').waitFor();
    await page.goto('/admin/orders');
    await page.getByLabel('Password').waitFor();
  });

  it('shows a clear page, not an error, for an upload link that does not exist', async () => {
    const page = await browser.open(`/upload/${'x'.repeat(43)}`, { viewport: PHONE });
    await page.getByRole('heading', { name: "We can't find this upload link" }).waitFor();
    await page.getByText('Check that you copied the whole link from your email.').waitFor();
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
  });
});
