import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page, type Request } from 'playwright-core';
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

    /**
     * Opens a page and waits for its page view. Errors the page logs (a hydration mismatch is one)
     * are collected, except those from URLs `ignoreErrorsFrom` matches.
     */
    async openWatched(
      path: string,
      viewport: { width: number; height: number },
      options: { prepare?: (page: Page) => Promise<unknown>; ignoreErrorsFrom?: string } = {},
    ) {
      const errors: string[] = [];
      let pageView!: Promise<Request>;
      const page = await this.open(path, {
        viewport,
        beforeGoto: async (p) => {
          await options.prepare?.(p);
          watchErrors(p, errors, options.ignoreErrorsFrom);
          pageView = p.waitForRequest((request) => request.url().includes('/trpc/tracking.record') && request.postData()?.includes('"page_view"') === true);
        },
      });
      const request = await pageView;
      return { page, errors, pageViewName: (JSON.parse(request.postData()!) as { name: string }).name };
    },
  };
}

/**
 * Collects into `errors` what the page logs as an error and what it throws (a hydration mismatch is
 * one), except console errors from URLs `ignoreErrorsFrom` matches. Call it before `goto`.
 */
export function watchErrors(page: Page, errors: string[], ignoreErrorsFrom?: string): string[] {
  page.on('console', (message) => {
    const ignored = ignoreErrorsFrom !== undefined && message.location().url.includes(ignoreErrorsFrom);
    if (message.type() === 'error' && !ignored) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The path of the dashboard link in an email's text. */
export const dashboardPath = (text: string) => new URL(text.match(/https?:\/\/\S+\/dashboard\/[A-Za-z0-9_-]{43}/)![0]).pathname;

/**
 * With E2E_SCREENSHOTS=DIR, a PNG to look at: the whole page, or (for a dialog, which stays where
 * the screen is) what is on screen.
 */
export async function screenshot(page: Page, name: string, whole = true) {
  const dir = process.env.E2E_SCREENSHOTS;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  // From the top: scrolled, the sticky header would be drawn across the middle of the picture.
  if (whole) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: whole });
}

/**
 * Types into a console list's Search box and waits until the list has applied it: the search goes
 * into the address after a pause and the table reloads, so a row clicked before then can move or
 * vanish under the click.
 */
export async function searchConsole(page: Page, text: string): Promise<void> {
  await page.getByLabel('Search').fill(text);
  await page.waitForURL((url) => url.searchParams.get('q') === text);
}

/** True when the page does not scroll sideways. */
export const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** The fake clock's fixed start: what a clock-driven test sees never depends on when it runs. */
export const CLOCK_START = Date.parse('2025-09-02T09:00:00Z');
/**
 * How far past its start the clock is paused, before the page loads. install() leaves the clock running in the blank
 * tab, and pauseAt throws ("Cannot fast-forward to the past") if that clock has already passed its
 * target: one minute ahead (the test timeout) is out of reach however slow the machine is.
 */
const PAUSE_AFTER_MS = 60_000;

/**
 * Installs the fake clock and pauses it; call it before `goto`. The page then loads, hydrates and is
 * typed into at one fake instant however long that takes, and its timers only fire when the test
 * moves time with runFor or fastForward. (Pausing later, at a time taken from the test's own
 * `Date.now()`, races the running page clock: a target it has passed throws, and a target ahead
 * fires whatever falls due on the way.)
 */
export async function pauseClockBeforeLoad(page: Page, start = CLOCK_START): Promise<void> {
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + PAUSE_AFTER_MS);
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
