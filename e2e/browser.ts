import { afterAll, beforeAll, inject } from 'vitest';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS } from './chromium';

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

export const baseUrl = () => inject('baseUrl');

/**
 * One Chromium per test file; each `open` gets a fresh context (its own cookies and storage, so its
 * own visitor). Contexts are closed when the file ends.
 */
export function useBrowser() {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: inject('chromiumPath'), args: CHROMIUM_FLAGS });
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    async open(
      path: string,
      options: { viewport?: { width: number; height: number }; beforeGoto?: (page: Page) => Promise<unknown>; context?: BrowserContextOptions } = {},
    ) {
      const context = await browser.newContext({ viewport: options.viewport ?? DESKTOP, baseURL: baseUrl(), ...options.context });
      contexts.push(context);
      const page = await context.newPage();
      await options.beforeGoto?.(page);
      await page.goto(path);
      // Clicking before React has hydrated would hit a page that does not answer yet.
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      return page;
    },
  };
}

/** Lets React finish rendering what a click or a timer just scheduled (it renders in a later task). */
export async function settle(page: Page): Promise<void> {
  for (let i = 0; i < 3; i++) {
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(null);
        }),
    );
  }
}
