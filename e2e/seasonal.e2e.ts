import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { baseUrl, DESKTOP, pauseClockBeforeLoad, PHONE, settle, useBrowser } from './browser';

const browser = useBrowser();

const FALL_CHECKOUT = '/purchase?offer=fall';
// The build takes the large-screen form link from the same setting as the server (default: the fall checkout).
const FALL_FORM_URL = process.env.FALL_FORM_URL ?? FALL_CHECKOUT;
const WIDTHS = [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const;

/**
 * Opens a page on a paused fake clock and waits for its page view, which is sent from an effect: once
 * it arrives the page has hydrated and its timers only move when the test runs the clock.
 */
async function openHydrated(path: string, pageName: string, viewport: { width: number; height: number }, reducedMotion = false) {
  let pageView: Promise<unknown> = Promise.resolve();
  const page = await browser.open(path, {
    viewport,
    beforeGoto: async (page) => {
      await pauseClockBeforeLoad(page);
      if (reducedMotion) await page.emulateMedia({ reducedMotion: 'reduce' });
      pageView = page.waitForRequest((request) => request.url().includes('/trpc/tracking.record') && (request.postData() ?? '').includes(`"name":"${pageName}"`));
    },
  });
  await pageView;
  return page;
}

const hero = (page: Page) => page.locator('main > section').first();
const slides = (page: Page) => page.locator('[aria-roledescription="slide"]');
/** The slide screen readers are given: the others are aria-hidden while faded out. */
const shownSlide = (page: Page) => slides(page).evaluateAll((elements) => elements.findIndex((element) => element.getAttribute('aria-hidden') === 'false'));
const fadeStyle = (slide: Locator) =>
  slide.evaluate((element) => {
    const style = getComputedStyle(element);
    return { property: style.transitionProperty, duration: style.transitionDuration, opacity: style.opacity };
  });

async function horizontalOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

describe('the fall page', () => {
  for (const [name, viewport] of WIDTHS) {
    it(`crossfades its hero illustrations every 4 s, starting with the first (${name})`, async () => {
      const page = await openHydrated('/fall', 'Fall Page', viewport);
      await expect(slides(page).count()).resolves.toBe(3);
      await expect(shownSlide(page)).resolves.toBe(0);
      await expect(page.getByRole('img', { name: /students walking across campus/ }).isVisible()).resolves.toBe(true);
      await expect(fadeStyle(slides(page).nth(0))).resolves.toEqual({ property: 'opacity', duration: '0.8s', opacity: '1' });
      await expect(fadeStyle(slides(page).nth(1))).resolves.toEqual({ property: 'opacity', duration: '0.8s', opacity: '0' });

      await page.clock.runFor(3900);
      await expect(shownSlide(page)).resolves.toBe(0);
      await page.clock.runFor(100);
      await expect.poll(() => shownSlide(page)).toBe(1);
      await expect(page.getByRole('img', { name: /September calendar/ }).isVisible()).resolves.toBe(true);
      await expect(page.getByRole('img', { name: /students walking across campus/ }).count()).resolves.toBe(0);

      // Each change arms the next timer from an effect that runs after the new slide shows: settle lets
      // it run before the clock moves, so the clock runs one slide at a time.
      await settle(page);
      await page.clock.runFor(4000);
      await expect.poll(() => shownSlide(page)).toBe(2);
      await settle(page);
      await page.clock.runFor(4000);
      await expect.poll(() => shownSlide(page)).toBe(0);
    });

    it(`links the visible hero buy button to the right checkout for the screen size (${name})`, async () => {
      const page = await openHydrated('/fall', 'Fall Page', viewport);
      const buy = hero(page).getByRole('link', { name: 'Get the Fall Special - $10' });
      await expect(buy.count()).resolves.toBe(1);
      await expect(buy.isVisible()).resolves.toBe(true);
      await expect(buy.getAttribute('href')).resolves.toBe(viewport === PHONE ? FALL_CHECKOUT : FALL_FORM_URL);
      await expect(buy.getAttribute('target')).resolves.toBe('_blank');
      await expect(hero(page).getByText('50% off', { exact: true }).isVisible()).resolves.toBe(true);
      await expect(hero(page).getByText('Regular $25').isVisible()).resolves.toBe(true);
    });

    it(`shows what you get and how Syl compares, with links to the fall checkout (${name})`, async () => {
      const page = await openHydrated('/fall', 'Fall Page', viewport);
      const whatYoullGet = page.getByRole('region', { name: "What you'll get" });
      await expect(whatYoullGet.getByRole('heading', { level: 3 }).count()).resolves.toBe(3);
      const getAll = whatYoullGet.getByRole('link', { name: 'Get all of it for $10' });
      await expect(getAll.getAttribute('href')).resolves.toBe(FALL_CHECKOUT);

      const pricing = page.getByRole('region', { name: 'How Syl compares' });
      const comparison = viewport === PHONE ? pricing.getByRole('list', { name: /Syl compared with/ }) : pricing.getByRole('table', { name: /Syl compared with/ });
      await comparison.scrollIntoViewIfNeeded();
      await expect(comparison.isVisible()).resolves.toBe(true);
      for (const solution of ['Paper planner', 'Google Calendar by hand', 'Planner app subscription']) {
        await expect(comparison.getByText(solution, { exact: true }).isVisible()).resolves.toBe(true);
      }
      await expect(comparison.getByText('Checked by a person').first().isVisible()).resolves.toBe(true);
      await expect(pricing.getByRole('link', { name: 'Get the Fall Special - $10' }).getAttribute('href')).resolves.toBe(FALL_CHECKOUT);
    });
  }

  it('records a what-youll-get-section click when the visitor follows its link', async () => {
    const page = await openHydrated('/fall', 'Fall Page', PHONE);
    const click = page.waitForRequest((request) => request.url().includes('/trpc/tracking.record') && (request.postData() ?? '').includes('"name":"what-youll-get-section"'));
    const newTab = page.waitForEvent('popup');
    await page.getByRole('link', { name: 'Get all of it for $10' }).click();
    await click;
    await expect(newTab.then((tab) => tab.url())).resolves.toBe(`${baseUrl()}${FALL_CHECKOUT}`);
  });

  it('swaps the hero buy button at the large-screen breakpoint', async () => {
    const page = await openHydrated('/fall', 'Fall Page', DESKTOP);
    const visibleBuy = () => hero(page).getByRole('link', { name: 'Get the Fall Special - $10' }).elementHandle();
    const desktopLink = await visibleBuy();
    await page.setViewportSize(PHONE);
    const phoneLink = await visibleBuy();
    await expect(phoneLink?.evaluate((link, other) => link !== other, desktopLink)).resolves.toBe(true);
    const html = await (await fetch(`${baseUrl()}/fall`)).text();
    expect(html.match(/Get the Fall Special - \$10/g)?.length).toBeGreaterThanOrEqual(2);
  });

  it('lets the visitor pause the slideshow, and does not animate the fade for reduced motion', async () => {
    const page = await openHydrated('/fall', 'Fall Page', DESKTOP, true);
    await expect(fadeStyle(slides(page).nth(0))).resolves.toMatchObject({ property: 'none' });
    await page.getByRole('button', { name: 'Pause slideshow' }).click();
    await expect(page.getByRole('button', { name: 'Play slideshow' }).isVisible()).resolves.toBe(true);
    await page.clock.runFor(12_000);
    await expect(shownSlide(page)).resolves.toBe(0);
    await page.getByRole('button', { name: /Show slide 3/ }).click();
    await expect.poll(() => shownSlide(page)).toBe(2);
  });
});

describe('the summer page', () => {
  for (const [name, viewport] of WIDTHS) {
    it(`presents summer sessions and internship season with a $25 call to action (${name})`, async () => {
      const page = await openHydrated('/summer', 'Summer Page', viewport);
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Make this summer count, and start the fall semester ahead');
      for (const heading of ["What you'll get", 'Ten minutes now, a calmer semester later', 'One price. No subscription.']) {
        await expect(page.getByRole('heading', { level: 2, name: heading }).isVisible()).resolves.toBe(true);
      }
      await expect(page.getByRole('region', { name: "What you'll get" }).getByRole('heading', { level: 3 }).count()).resolves.toBe(3);
      const start = hero(page).getByRole('link', { name: 'Get Started - $25' });
      await expect(start.getAttribute('href')).resolves.toBe('/purchase');
      await expect(start.getAttribute('target')).resolves.toBe('_blank');
      await expect(hero(page).getByText('30-day money-back guarantee', { exact: false }).isVisible()).resolves.toBe(true);
      await expect(slides(page).count()).resolves.toBe(3);
      await page.clock.runFor(4000);
      await expect.poll(() => shownSlide(page)).toBe(1);
    });
  }
});

describe('the seasonal pages on a phone', () => {
  for (const path of ['/fall', '/summer']) {
    it(`${path} hydrates without errors and does not scroll sideways at 390 px`, async () => {
      const errors: string[] = [];
      const page = await browser.open(path, {
        viewport: PHONE,
        beforeGoto: async (page) => {
          page.on('pageerror', (error) => errors.push(error.message));
          page.on('console', (message) => {
            if (message.type() === 'error') errors.push(message.text());
          });
        },
      });
      await page.waitForLoadState('networkidle');
      await expect(horizontalOverflow(page)).resolves.toBe(0);
      expect(errors).toEqual([]);
    });
  }
});
