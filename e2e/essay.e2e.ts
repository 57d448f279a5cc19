import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, DESKTOP, PHONE, useBrowser } from './browser';
import { withServerDb } from './server-db';

const browser = useBrowser();

const WIDTHS = [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const;

const ESSAY = 'The summer I rebuilt my grandfather’s sailboat, I learned that patience is a skill you practise, not a trait you are born with.';

let essays = 0;
const newEmail = (label: string) => `${label}-${Date.now()}-${++essays}@school.edu`;

async function openEssayPage(viewport: { width: number; height: number }) {
  let pageView: Promise<unknown> = Promise.resolve();
  const page = await browser.open('/collegeapp', {
    viewport,
    beforeGoto: async (page) => {
      pageView = page.waitForRequest((request) => request.url().includes('/trpc/tracking.record') && (request.postData() ?? '').includes('"name":"Essay Review Page"'));
    },
  });
  await pageView;
  return page;
}

async function fillEssay(page: Page, email: string) {
  await page.getByLabel('Full name').fill('Sam Rivera');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Essay type').selectOption('common-app');
  await page.getByLabel('Essay prompt').fill('Share an essay on any topic of your choice.');
  await page.getByLabel('Your essay').fill(ESSAY);
}

/** The essay the server stored for this email, joined to its order. */
function storedEssay(email: string) {
  return withServerDb((db) =>
    db
      .selectFrom('essays')
      .innerJoin('orders', 'orders.id', 'essays.order_id')
      .select(['essays.essay', 'essays.prompt_type', 'orders.amount_cents', 'orders.status'])
      .where('essays.email', '=', email)
      .executeTakeFirst(),
  );
}

const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue to Payment' });

describe('the essay review page before any script runs', () => {
  it('is prerendered with the offer and the essay form', async () => {
    const html = await (await fetch(`${baseUrl()}/collegeapp`)).text();
    for (const text of ['Make Your College Essay Stand Out', '$50', 'Feedback within 24 hours', '650 words', '2-3 days', 'Step 1 of 2', 'Continue to Payment']) expect(html).toContain(text);
  });
});

describe.each(WIDTHS)('essay review on a %s', (_label, viewport) => {
  it('shows the offer: a way back home, $50, 24-hour feedback, 650 words and eight inclusions', async () => {
    const page = await openEssayPage(viewport);
    expect(await page.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
    await page.getByRole('heading', { name: 'Make Your College Essay Stand Out' }).waitFor();
    const panel = page.getByRole('complementary', { name: 'Order summary' });
    await panel.getByText('$50').first().waitFor();
    expect(await panel.locator('ul').first().getByRole('listitem').count()).toBe(8);
    await page.getByText('delivered in 2-3 days').waitFor();
  });

  it('counts words as you type and continues only with name, email, essay type and essay', async () => {
    const page = await openEssayPage(viewport);
    await page.getByText('0 / 650 words').waitFor();
    expect(await continueButton(page).isDisabled()).toBe(true);
    await page.getByLabel('Full name').fill('Sam Rivera');
    await page.getByLabel('Email').fill(newEmail('rules'));
    await page.getByLabel('Your essay').fill('One summer I learned to sail');
    await page.getByText('6 / 650 words').waitFor();
    expect(await continueButton(page).isDisabled()).toBe(true);
    const essayType = page.getByLabel('Essay type');
    expect(await essayType.locator('option', { hasText: 'Select an option' }).isDisabled()).toBe(true);
    for (const value of ['personal-statement', 'common-app', 'supplemental', 'scholarship', 'other']) expect(await essayType.locator(`option[value="${value}"]`).count()).toBe(1);
    await essayType.selectOption('personal-statement');
    expect(await continueButton(page).isEnabled()).toBe(true);
  });

  it('is paid for end to end, and Submit Another Essay starts again from a clear form', async () => {
    const email = newEmail('essay');
    const page = await openEssayPage(viewport);
    await fillEssay(page, email);
    const notified = page.waitForRequest((request) => request.url().includes('/trpc/essays.notifyPaymentPage'));
    await continueButton(page).click();
    expect((await notified).postData()).toContain('"essay_preview"');

    await page.getByText('Step 2 of 2').waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Complete Your Payment');
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiration date').fill('12 / 34');
    await page.getByLabel('Security code').fill('123');
    const submitted = page.waitForResponse((response) => response.url().includes('/trpc/essays.submit'));
    await page.getByRole('button', { name: 'Pay $50' }).click();
    expect((await submitted).ok()).toBe(true);

    await page.getByRole('heading', { name: 'Your essay is in!' }).waitFor();
    await page.getByText('Feedback within 24 hours').first().waitFor();
    expect(await storedEssay(email)).toEqual({ essay: ESSAY, prompt_type: 'common-app', amount_cents: 5000, status: 'paid' });
    expect(await page.evaluate(() => localStorage.getItem('syl_user_email'))).toBe(email);

    await page.getByRole('button', { name: 'Submit Another Essay' }).click();
    await page.getByRole('heading', { name: 'Submit Your Essay' }).waitFor();
    for (const label of ['Full name', 'Email', 'Essay prompt', 'Your essay', 'Anything else we should know?', 'Referral code', 'Essay type']) {
      expect(await page.getByLabel(label).inputValue()).toBe('');
    }
    expect(await continueButton(page).isDisabled()).toBe(true);
  });

  it('goes back to the essay with everything kept, and returns home from the success screen', async () => {
    const email = newEmail('back');
    const page = await openEssayPage(viewport);
    await fillEssay(page, email);
    await continueButton(page).click();
    await page.getByRole('button', { name: 'Back to Info' }).click();
    expect(await page.getByLabel('Your essay').inputValue()).toBe(ESSAY);
    expect(await page.getByLabel('Essay type').inputValue()).toBe('common-app');

    await continueButton(page).click();
    await page.getByLabel('Card number').fill('4000 0000 0000 0002');
    await page.getByLabel('Expiration date').fill('12 / 34');
    await page.getByLabel('Security code').fill('123');
    await page.getByRole('button', { name: 'Pay $50' }).click();
    await page.getByText('Your card was declined.').waitFor();
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Pay $50' }).click();
    await page.getByRole('heading', { name: 'Your essay is in!' }).waitFor();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL(`${baseUrl()}/`);
  });
});
