import type { Page } from 'playwright-core';

/** The purchase page's step 1 and the local test gateway's card form, as a buyer fills them. */

export const GOOD_CARD = '4242 4242 4242 4242';

export async function fillDetails(page: Page, email: string, uploadChoice: 'now' | 'later' = 'later') {
  await page.getByLabel('Full name').fill('Ana Maria Lopez');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('University').fill('University of Georgia');
  await page.getByLabel('Phone').fill('(404) 555-0123');
  await page.getByLabel('Upload your syllabi now or later?').selectOption(uploadChoice);
}

export async function payWith(page: Page, card: string, amount: string) {
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiration date').fill('12 / 34');
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: `Pay ${amount}` }).click();
}
