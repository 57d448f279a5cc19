import { describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { baseUrl, DESKTOP, pauseClockBeforeLoad, PHONE, settle, useBrowser } from './browser';
import { fillDetails, GOOD_CARD, payWith } from './checkout';
import { storedEvents } from './events';
import { withServerDb } from './server-db';

const browser = useBrowser();

const WIDTHS = [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const;

const DECLINED_CARD = '4000 0000 0000 0002';
const LATER_TEXT = "You'll receive a private upload link by email within 24 hours.";
/** A small file the server recognises as a PDF by its content (~0.29 MB). */
const SMALL_PDF = { name: 'MATH 1554 syllabus.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(300_000, 32)]) };

let buyers = 0;
/** A fresh address per purchase, so each test reads only its own orders and events. */
const newEmail = (label: string) => `${label}-${Date.now()}-${++buyers}@uga.edu`;

/** Opens a checkout page and waits for its page view: once it is sent, the page has hydrated. */
async function openCheckout(pathname: string, pageName: string, viewport: { width: number; height: number }, beforeGoto?: (page: Page) => Promise<unknown>) {
  let pageView: Promise<unknown> = Promise.resolve();
  const page = await browser.open(pathname, {
    viewport,
    beforeGoto: async (page) => {
      await beforeGoto?.(page);
      pageView = page.waitForRequest((request) => request.url().includes('/trpc/tracking.record') && (request.postData() ?? '').includes(`"name":"${pageName}"`));
    },
  });
  await pageView;
  return page;
}

const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue to Payment' });

async function continueToPayment(page: Page) {
  await continueButton(page).click();
  await page.getByLabel('Card number').waitFor();
}

const paidOrder = (email: string) =>
  withServerDb((db) =>
    db.selectFrom('orders').select(['amount_cents', 'variant', 'career_guide', 'referral_code', 'upload_choice']).where('email', '=', email).where('status', '=', 'paid').executeTakeFirst(),
  );

/** The file the server stored with this email's lead (sent before paying), and with its order. */
const leadFile = (email: string) =>
  withServerDb((db) => db.selectFrom('uploads').innerJoin('leads', 'leads.id', 'uploads.lead_id').select(['original_name', 'size_bytes']).where('leads.email', '=', email).executeTakeFirst());
const orderFile = (email: string) =>
  withServerDb((db) => db.selectFrom('uploads').innerJoin('orders', 'orders.id', 'uploads.order_id').select('uploads.original_name').where('orders.email', '=', email).executeTakeFirst());

/** Holds matching requests until the returned function is called, then lets `then` decide their fate. */
async function holdRequests(page: Page, url: string, then: (route: Route) => Promise<void>) {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await then(route);
  });
  return release;
}

const storage = (page: Page) => page.evaluate(() => ({ email: localStorage.getItem('syl_user_email'), choice: localStorage.getItem('syl_upload_choice') }));

describe('the purchase page before any script runs', () => {
  it('is prerendered with the whole step-1 form', async () => {
    const html = await (await fetch(`${baseUrl()}/purchase`)).text();
    for (const text of ['Get Your Syl Dashboard', 'Customize', 'Checkout', 'Select an option', 'Continue to Payment', 'RECOMMENDED', '33% OFF']) expect(html).toContain(text);
    const campus = await (await fetch(`${baseUrl()}/syl-purchase`)).text();
    for (const text of ['Order Your Syl Dashboard', 'Step 1 of 2', 'Special Campus Pricing - $10', 'One-time payment']) expect(campus).toContain(text);
  });
});

describe.each(WIDTHS)('general purchase on a %s', (_label, viewport) => {
  it('pays $25 for upload later, confirms with the later text and remembers the buyer', async () => {
    const email = newEmail('later');
    const page = await openCheckout('/purchase', 'Purchase Page', viewport);
    await page.getByRole('heading', { name: 'Get Your Syl Dashboard' }).waitFor();
    await fillDetails(page, email, 'later');
    await page.getByText("If you select Later, you'll receive a private upload link within 24 hours.").waitFor();
    expect((await storage(page)).choice).toBe('later');

    const notified = page.waitForRequest((request) => request.url().includes('/api/notify-purchase-page/') && request.method() === 'POST');
    await continueToPayment(page);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Complete Your Payment');
    await notified;
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('syl_user_data') ?? 'null'))).toEqual({
      email,
      phone: '+14045550123',
      firstName: 'Ana',
      lastName: 'Maria Lopez',
    });
    await page.getByText('TEST MODE').waitFor();
    await payWith(page, GOOD_CARD, '$25');

    await page.getByRole('heading', { name: "You're all set!" }).waitFor();
    await page.getByText(LATER_TEXT).waitFor();
    expect(await storage(page)).toEqual({ email, choice: null });
    expect(await paidOrder(email)).toMatchObject({ amount_cents: 2500, variant: 'general', upload_choice: 'later' });
    const continued = (await storedEvents({ kind: 'event', name: 'purchase_page_continue' })).find((event) => (event.data ?? '').includes(email));
    expect(continued?.data).toContain('"firstName":"Ana"');

    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL(`${baseUrl()}/`);
  });

  it('shows the payment-success banner for real after paying', async () => {
    const email = newEmail('success');
    const page = await openCheckout('/purchase', 'Purchase Page', viewport);
    await fillDetails(page, email);
    await continueToPayment(page);
    await payWith(page, GOOD_CARD, '$25');
    await page.getByRole('heading', { name: "You're all set!" }).waitFor();

    await page.goto('/payment/success');
    await page.getByText('Payment successful').waitFor();
    await page.getByText('Your dashboard is being set up!').waitFor();
    await page.getByText(email).first().waitFor();
  });

  it('takes a referral code typed in lower case: the discount message and Pay $20', async () => {
    const email = newEmail('referral');
    const page = await openCheckout('/purchase', 'Purchase Page', viewport);
    await fillDetails(page, email);
    await page.getByLabel('Referral code').fill('fall2025');
    await page.getByText('FALL2025 discount applied! Your price is now $20 instead of $25.').waitFor();
    await continueToPayment(page);
    await payWith(page, GOOD_CARD, '$20');
    await page.getByRole('heading', { name: "You're all set!" }).waitFor();
    expect(await paidOrder(email)).toMatchObject({ amount_cents: 2000, referral_code: 'fall2025' });
  });

  it('says so when a referral code is not valid, and keeps the full price', async () => {
    const page = await openCheckout('/purchase', 'Purchase Page', viewport);
    await fillDetails(page, newEmail('badcode'));
    await page.getByLabel('Referral code').fill('nope123');
    await page.getByText('NOPE123 is not a valid referral code.').waitFor();
    await continueToPayment(page);
    await page.getByRole('button', { name: 'Pay $25' }).waitFor();
  });

  it('adds the career guide: $25 + $20 = Pay $45', async () => {
    const email = newEmail('guide');
    const page = await openCheckout('/purchase', 'Purchase Page', viewport);
    await fillDetails(page, email);
    await page.getByRole('switch', { name: 'Add the Career Guide' }).click();
    expect(await page.getByRole('switch', { name: 'Add the Career Guide' }).getAttribute('aria-checked')).toBe('true');
    await page.getByRole('complementary', { name: 'Order summary' }).getByText('$45').first().waitFor();
    await continueToPayment(page);
    await payWith(page, GOOD_CARD, '$45');
    await page.getByRole('heading', { name: "You're all set!" }).waitFor();
    expect(await paidOrder(email)).toMatchObject({ amount_cents: 4500, career_guide: 1 });
  });

  it('charges the fall price with ?offer=fall: Pay $10', async () => {
    const email = newEmail('fall');
    const page = await openCheckout('/purchase?offer=fall', 'Purchase Page', viewport);
    await page.getByText('Fall Special · 50% OFF', { exact: true }).waitFor();
    expect(await page.getByLabel('Referral code').count()).toBe(0);
    await fillDetails(page, email);
    await continueToPayment(page);
    await payWith(page, GOOD_CARD, '$10');
    await page.getByRole('heading', { name: "You're all set!" }).waitFor();
    expect(await paidOrder(email)).toMatchObject({ amount_cents: 1000, variant: 'fall' });
  });

  it('shows a declined card and stays on the payment step', async () => {
    const email = newEmail('declined');
    const page = await openCheckout('/purchase', 'Purchase Page', viewport);
    await fillDetails(page, email);
    await continueToPayment(page);
    await payWith(page, DECLINED_CARD, '$25');
    await page.getByRole('alert').filter({ hasText: 'Your card was declined.' }).waitFor();
    await page.getByRole('heading', { name: 'Complete Your Payment' }).waitFor();
    expect(await page.getByRole('button', { name: 'Pay $25' }).isEnabled()).toBe(true);
    expect(await paidOrder(email)).toBeUndefined();
    expect((await storage(page)).email).toBeNull();
  });

  it('shows Processing... on a disabled button while the payment is confirmed', async () => {
    const page = await openCheckout('/purchase', 'Purchase Page', viewport);
    const release = await holdRequests(page, '**/trpc/purchases.confirmLocalPayment**', (route) => route.continue());
    await fillDetails(page, newEmail('processing'));
    await continueToPayment(page);
    await payWith(page, GOOD_CARD, '$25');
    const processing = page.getByRole('button', { name: 'Processing...' });
    await processing.waitFor();
    expect(await processing.isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Back to Info' }).isDisabled()).toBe(true);
    release();
    await page.getByRole('heading', { name: "You're all set!" }).waitFor();
  });

  it('shows the payment being set up, then says when it cannot be and offers the way back', async () => {
    const page = await openCheckout('/purchase', 'Purchase Page', viewport);
    const release = await holdRequests(page, '**/trpc/purchases.createPaymentIntent**', (route) => route.abort());
    await fillDetails(page, newEmail('setup'));
    await continueButton(page).click();
    await page.getByRole('status').filter({ hasText: 'Setting up payment...' }).waitFor();
    release();
    await page.getByRole('alert').filter({ hasText: 'An error occurred while setting up payment' }).waitFor();
    await page.getByRole('button', { name: 'Back to Info' }).click();
    await page.getByRole('heading', { name: 'Get Your Syl Dashboard' }).waitFor();
    expect(await page.getByLabel('Full name').inputValue()).toBe('Ana Maria Lopez');
  });

  it('lists a picked PDF with its size and a remove button, and Back to Info keeps everything typed', async () => {
    const email = newEmail('now');
    const page = await openCheckout('/purchase', 'Purchase Page', viewport);
    await fillDetails(page, email, 'now');
    await page.getByText('Drag and drop your syllabi here').waitFor();
    await page.locator('input[type="file"]').setInputFiles(SMALL_PDF);
    const files = page.getByRole('list', { name: 'Selected files' });
    await files.getByText('MATH 1554 syllabus.pdf').waitFor();
    await files.getByText('0.29 MB').waitFor();
    await page.getByRole('switch', { name: 'Add the Career Guide' }).click();
    await page.getByLabel('Send me study tips').check();

    const notified = page.waitForResponse((response) => response.url().includes('/api/notify-purchase-page/'));
    await continueToPayment(page);
    expect((await notified).ok()).toBe(true);
    expect(await leadFile(email)).toEqual({
      original_name: 'MATH 1554 syllabus.pdf',
      size_bytes: SMALL_PDF.buffer.length,
    });
    await page.getByRole('button', { name: 'Back to Info' }).click();

    expect(await page.getByLabel('Full name').inputValue()).toBe('Ana Maria Lopez');
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    expect(await page.getByLabel('University').inputValue()).toBe('University of Georgia');
    expect(await page.getByLabel('Phone').inputValue()).toBe('(404) 555-0123');
    expect(await page.getByLabel('Upload your syllabi now or later?').inputValue()).toBe('now');
    expect(await page.getByRole('switch', { name: 'Add the Career Guide' }).getAttribute('aria-checked')).toBe('true');
    expect(await page.getByLabel('Send me study tips').isChecked()).toBe(true);
    await files.getByText('MATH 1554 syllabus.pdf').waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Get Your Syl Dashboard');

    await page.getByRole('button', { name: 'Remove MATH 1554 syllabus.pdf' }).click();
    expect(await page.getByText('MATH 1554 syllabus.pdf').count()).toBe(0);
  });

  it('pays for upload now with a syllabus, which arrives and joins the order', async () => {
    const email = newEmail('nowpaid');
    const page = await openCheckout('/purchase', 'Purchase Page', viewport);
    await fillDetails(page, email, 'now');
    await page.locator('input[type="file"]').setInputFiles(SMALL_PDF);
    await continueToPayment(page);
    await payWith(page, GOOD_CARD, '$25');
    await page.getByText('We received your syllabus').waitFor();
    expect(await page.getByText(LATER_TEXT).count()).toBe(0);
    await expect
      .poll(() => orderFile(email))
      .toEqual({ original_name: SMALL_PDF.name });
  });

  it('enables Continue only with name, email, university, phone and an upload choice', async () => {
    const page = await openCheckout('/purchase', 'Purchase Page', viewport);
    const select = page.getByLabel('Upload your syllabi now or later?');
    const placeholder = select.locator('option', { hasText: 'Select an option' });
    expect(await select.inputValue()).toBe('');
    expect(await placeholder.isDisabled()).toBe(true);
    await expect(select.selectOption({ label: 'Select an option' }, { timeout: 500 })).rejects.toThrow();

    expect(await continueButton(page).isDisabled()).toBe(true);
    await page.getByLabel('Full name').fill('Ana Lopez');
    await page.getByLabel('Email').fill(newEmail('rules'));
    await page.getByLabel('University').fill('UGA');
    expect(await continueButton(page).isDisabled()).toBe(true);
    await page.getByLabel('Phone').fill('4045550123');
    expect(await continueButton(page).isDisabled()).toBe(true);
    await select.selectOption('now');
    expect(await continueButton(page).isEnabled()).toBe(true);
    await page.getByLabel('University').fill('  ');
    expect(await continueButton(page).isDisabled()).toBe(true);
  });

  it('autosaves the draft 2 s after the last change once an email is typed', async () => {
    const email = newEmail('draft');
    // Paused before the page loads: however long the fields take to fill, they all change at the same
    // fake instant, and only runFor moves time on from there.
    const page = await openCheckout('/purchase', 'Purchase Page', viewport, pauseClockBeforeLoad);
    const draft = async () => (await page.request.get(`/api/get-partial-purchase/?email=${encodeURIComponent(email)}`)).json();

    await fillDetails(page, email, 'later');
    // The autosave timer is armed from an effect: let React render the last change before time moves.
    await settle(page);
    await page.clock.runFor(1900);
    expect((await draft()).success).toBe(false);
    await page.clock.runFor(200);
    await expect.poll(async () => (await draft()).data?.university, { timeout: 5000 }).toBe('University of Georgia');
    expect((await draft()).data).toMatchObject({ name: 'Ana Maria Lopez', email, upload_choice: 'later' });
  });
});

describe.each(WIDTHS)('campus purchase on a %s', (_label, viewport) => {
  it('pays $10 with a referral code that credits its referrer, and returns home to /syl-home', async () => {
    const email = newEmail('campus');
    const page = await openCheckout('/syl-purchase', 'Campus Purchase Page', viewport);
    await page.getByRole('heading', { name: 'Order Your Syl Dashboard' }).waitFor();
    await page.getByText('Step 1 of 2').waitFor();
    await page.getByText('Special Campus Pricing - $10').waitFor();
    const panel = page.getByRole('complementary', { name: 'Order summary' });
    for (const text of ['One-time payment · no subscription', 'All deadlines in one place', 'Google Calendar sync', 'Easy syllabus upload', 'Proven success', '24/7 support']) {
      await panel.getByText(text).waitFor();
    }

    await fillDetails(page, email);
    await page.getByLabel('Referral code').fill('gtmsa');
    await page.getByText('Thanks! GTMSA will be credited for referring you.').waitFor();
    await continueToPayment(page);
    await page.getByText('Step 2 of 2').waitFor();
    await payWith(page, GOOD_CARD, '$10');
    await page.getByRole('heading', { name: "You're all set!" }).waitFor();
    expect(await paidOrder(email)).toMatchObject({ amount_cents: 1000, variant: 'campus', referral_code: 'gtmsa' });

    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL(`${baseUrl()}/syl-home`);
  });
});
