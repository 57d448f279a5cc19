import { describe, expect, it } from 'vitest';
import type { Locator, Page, Request } from 'playwright-core';
import { HERO_IMAGES } from '../src/client/components/home/heroImages';
import { HOME_TESTIMONIALS, LANDING_TESTIMONIALS } from '../src/client/content/testimonials';
import { DESKTOP, pauseClockBeforeLoad, PHONE, settle, useBrowser } from './browser';

const browser = useBrowser();
const viewports = [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const;

/** The demo video's media files are not part of the error check. */
const openHydrated = (path: string, viewport: { width: number; height: number }, options: { clock?: boolean } = {}) =>
  browser.openWatched(path, viewport, {
    ignoreErrorsFrom: '/media/',
    // Paused from the start: time then moves only when a test runs it forward.
    prepare: options.clock ? pauseClockBeforeLoad : undefined,
  });

const isTracking = (kind: string, name: string) => (request: Request) => {
  if (!request.url().includes('/trpc/tracking.record')) return false;
  const body = JSON.parse(request.postData() ?? '{}') as { kind?: string; name?: string };
  return body.kind === kind && body.name === name;
};

/** Lets the page finish whatever a just-dispatched event scheduled, moving a paused clock first. */
async function settleWithClock(page: Page) {
  await page.clock.runFor(100);
  await settle(page);
}

/** Waits for something that appears after a lazily loaded chunk, moving the paused clock meanwhile. */
async function waitWithClock(page: Page, locator: Locator) {
  await expect
    .poll(
      async () => {
        await page.clock.runFor(50);
        return locator.count();
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThan(0);
}

const horizontalOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe.each(viewports)('the home page on a %s', (_, viewport) => {
  it('renders every section without errors or sideways scrolling', async () => {
    const { page, errors, pageViewName } = await openHydrated('/', viewport);
    expect(pageViewName).toBe('Home Page');
    expect(await page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
    expect(await page.getByText('1,484 Students Organized').isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Every due date, on your calendar' }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: /A to-do list/ }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Data-driven insights' }).isVisible()).toBe(true);
    expect(await page.getByRole('region', { name: 'Students from these universities use Syl' }).isVisible()).toBe(true);
    expect(await page.locator('main summary').count()).toBe(6);
    expect(await horizontalOverflow(page)).toBe(0);
    expect(errors).toEqual([]);
  });

  it('shows the testimonials 3 at a time on a desktop and 1 at a time on a phone, wrapping both ways', async () => {
    const { page } = await openHydrated('/', viewport);
    const perView = viewport.width >= 768 ? 3 : 1;
    const names = (...indices: number[]) => indices.slice(0, perView).map((index) => HOME_TESTIMONIALS[index]!.name);
    const shown = () =>
      page.locator('[data-testid="testimonial-slide"]').filter({ visible: true }).locator('figcaption p:first-child').allTextContents();
    const next = page.getByRole('button', { name: 'Next testimonial' });
    const previous = page.getByRole('button', { name: 'Previous testimonial' });

    expect(await shown()).toEqual(names(0, 1, 2));
    await previous.click();
    expect(await shown()).toEqual(names(6, 0, 1));
    await next.click();
    await next.click();
    expect(await shown()).toEqual(names(1, 2, 3));
    for (let i = 0; i < 5; i++) await next.click();
    expect(await shown()).toEqual(names(6, 0, 1));
    await next.click();
    expect(await shown()).toEqual(names(0, 1, 2));
  });

  it('shows the floating call to action past 80% of the viewport height until it is dismissed for the session', async () => {
    const { page } = await openHydrated('/', viewport);
    const floating = page.getByRole('complementary', { name: 'Special offer' });
    const threshold = viewport.height * 0.8;

    await page.evaluate((y) => window.scrollTo(0, y), Math.floor(threshold) - 20);
    await settle(page);
    expect(await floating.count()).toBe(0);

    await page.evaluate((y) => window.scrollTo(0, y), Math.ceil(threshold) + 20);
    await floating.waitFor();
    const link = floating.getByRole('link', { name: 'Get Started' });
    expect(await link.getAttribute('href')).toBe('/purchase');
    expect(await link.getAttribute('target')).toBe('_blank');

    await floating.getByRole('button', { name: 'Dismiss offer' }).click();
    await floating.waitFor({ state: 'detached' });

    const pageView = page.waitForRequest(isTracking('page_view', 'Home Page'));
    await page.reload();
    await pageView;
    await page.evaluate((y) => window.scrollTo(0, y), Math.ceil(threshold) + 200);
    await settle(page);
    expect(await floating.count()).toBe(0);

    // A new session sees it again.
    const fresh = await openHydrated('/', viewport);
    await fresh.page.evaluate((y) => window.scrollTo(0, y), Math.ceil(threshold) + 200);
    await fresh.page.getByRole('complementary', { name: 'Special offer' }).waitFor();
  });
});

describe('the home page hero', () => {
  it('rotates its image every 3000 ms and comes back to the first after the third', async () => {
    const { page } = await openHydrated('/', PHONE, { clock: true });
    const hero = page.getByTestId('hero-images');
    const shownImage = async () => {
      // The interval's change renders in a later task than the one runFor returns from.
      await settle(page);
      const images = hero.getByRole('img');
      expect(await images.count()).toBe(1);
      return images.getAttribute('alt');
    };
    const [dashboard, calendar, phone] = HERO_IMAGES.map((image) => image.alt);

    expect(await shownImage()).toBe(dashboard);
    await page.clock.runFor(2_900);
    expect(await shownImage()).toBe(dashboard);
    await page.clock.runFor(100);
    expect(await shownImage()).toBe(calendar);
    await page.clock.runFor(3_000);
    expect(await shownImage()).toBe(phone);
    await page.clock.runFor(3_000);
    expect(await shownImage()).toBe(dashboard);
  });

  it('opens the purchase page in a new tab from its call to action and records the click', async () => {
    const { page } = await openHydrated('/', DESKTOP);
    const cta = page.getByRole('link', { name: 'Take Control of Your Semester' });
    expect(await cta.getAttribute('href')).toBe('/purchase');
    expect(await cta.getAttribute('target')).toBe('_blank');
    const click = page.waitForRequest(isTracking('click', 'hero-section'));
    const popup = page.waitForEvent('popup');
    await cta.click();
    await click;
    expect(new URL((await popup).url()).pathname).toBe('/purchase');
  });

  it('offers the $25 student special against $35, linking to the purchase page', async () => {
    const { page } = await openHydrated('/', DESKTOP);
    const offer = page.getByRole('region', { name: /Student Special/ });
    expect(await offer.locator('del').textContent()).toBe('Regular price $35');
    expect(await offer.getByText('Now $25', { exact: true }).isVisible()).toBe(true);
    expect(await offer.getByText('30-day money-back guarantee').isVisible()).toBe(true);
    expect(await offer.getByRole('link', { name: /Get Syl for \$25/ }).getAttribute('href')).toBe('/purchase');
  });

  it('has the demo video with its poster, source and fallback text, and a support email link', async () => {
    const { page } = await openHydrated('/', DESKTOP);
    const video = page.locator('video');
    expect(await video.getAttribute('preload')).toBe('none');
    expect(await video.getAttribute('poster')).toBe('/media/demo-poster.webp');
    const poster = await page.request.get(new URL('/media/demo-poster.webp', page.url()).href);
    expect([poster.status(), poster.headers()['content-type']]).toEqual([200, 'image/webp']);
    expect(await video.getAttribute('controls')).not.toBeNull();
    expect(await video.locator('source').getAttribute('src')).toBe('/media/demo-tour.webm');
    expect(await video.locator('source').getAttribute('type')).toBe('video/webm');
    expect((await video.textContent())?.trim()).toBe('Your browser does not support the video tag.');
    const support = page.locator('#main a[href^="mailto:"]');
    expect(await support.getAttribute('href')).toBe(`mailto:${await support.textContent()}`);
  });
});

describe('the exit-intent popup', () => {
  /** The pointer goes up and out of the window through its top edge. */
  async function leaveThroughTop(page: Page) {
    await page.mouse.move(640, 0);
    await page.dispatchEvent('html', 'mouseout', { clientY: -1, relatedTarget: null });
  }

  async function openArmedPopup(path: string) {
    const { page } = await openHydrated(path, DESKTOP, { clock: true });
    await page.mouse.move(640, 300);
    await page.clock.runFor(10_000);
    await leaveThroughTop(page);
    const dialog = page.getByRole('dialog', { name: "Wait! Don't Miss This Deal" });
    await waitWithClock(page, dialog);
    // Radix listens for outside clicks from a timer its effect starts once the dialog is shown: let
    // the effect run (a later task than the render on a loaded machine), then fire the timer.
    await settle(page);
    await page.clock.runFor(100);
    return { page, dialog };
  }

  it('is not shown before 10 s, then opens once when the mouse leaves through the top', async () => {
    const { page } = await openHydrated('/', DESKTOP, { clock: true });
    const dialog = page.getByRole('dialog');
    await page.mouse.move(640, 300);
    await page.clock.runFor(9_800);
    await leaveThroughTop(page);
    await settleWithClock(page);
    expect(await dialog.count()).toBe(0);

    // Once armed, leaving sideways or moving between elements is not an exit.
    await page.clock.runFor(100);
    await page.dispatchEvent('html', 'mouseout', { clientY: 300, relatedTarget: null });
    await settleWithClock(page);
    expect(await dialog.count()).toBe(0);

    await leaveThroughTop(page);
    await waitWithClock(page, dialog);
    expect(await dialog.getByText('Now $25', { exact: true }).isVisible()).toBe(true);
    expect(await dialog.getByText('30-day money-back guarantee • Secure payment').isVisible()).toBe(true);
    expect(await dialog.getByRole('link', { name: /Claim My \$25 Deal/ }).getAttribute('href')).toBe('/purchase');
  });

  it('closes on a click outside and does not open again', async () => {
    const { page, dialog } = await openArmedPopup('/');
    await page.mouse.click(20, 780);
    await dialog.waitFor({ state: 'detached' });

    await page.mouse.move(640, 300);
    await leaveThroughTop(page);
    await settleWithClock(page);
    expect(await dialog.count()).toBe(0);
  });

  it('closes on its close button and does not open again', async () => {
    const { page, dialog } = await openArmedPopup('/');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.clock.runFor(30_000);
    await page.mouse.move(640, 300);
    await leaveThroughTop(page);
    await settleWithClock(page);
    expect(await dialog.count()).toBe(0);
  });

  it('offers the campus price of $10 on the campus home page', async () => {
    const { dialog } = await openArmedPopup('/home');
    expect(await dialog.getByText('Now $10', { exact: true }).isVisible()).toBe(true);
    expect(await dialog.getByText('30-day money-back guarantee • Secure payment').isVisible()).toBe(true);
    expect(await dialog.getByRole('link', { name: /Claim My \$10 Deal/ }).getAttribute('href')).toBe('/syl-purchase');
  });
});

describe.each(viewports)('the campus home page on a %s', (_, viewport) => {
  it.each(['/home', '/syl-home'])('%s is titled "Syl Home" and offers the campus price against the struck-through general one', async (path) => {
    const { page, errors, pageViewName } = await openHydrated(path, viewport);
    expect(pageViewName).toBe('Campus Home Page');
    expect(await page.title()).toBe('Syl Home');
    expect(await page.getByText('1,255 Students Organized').isVisible()).toBe(true);
    const offer = page.getByRole('region', { name: /Campus Special/ });
    expect(await offer.locator('del').textContent()).toBe('Regular price $25');
    expect(await offer.getByText('Now $10', { exact: true }).isVisible()).toBe(true);
    expect(await offer.getByRole('link', { name: /Get Syl for \$10/ }).getAttribute('href')).toBe('/syl-purchase');
    const cta = page.getByRole('link', { name: 'Take Control of Your Semester' });
    expect(await cta.getAttribute('href')).toBe('/syl-purchase');
    expect(await cta.getAttribute('target')).toBe('_blank');
    expect((await page.locator('video').textContent())?.trim()).toBe('Your browser does not support the video tag.');
    expect(await horizontalOverflow(page)).toBe(0);
    expect(errors).toEqual([]);
  });

  it('shows the three landing testimonials and a floating call to action to the campus purchase', async () => {
    const { page } = await openHydrated('/home', viewport);
    for (const testimonial of LANDING_TESTIMONIALS.slice(0, viewport.width >= 768 ? 3 : 1)) {
      expect(await page.getByText(testimonial.name, { exact: true }).isVisible()).toBe(true);
    }
    await page.evaluate((y) => window.scrollTo(0, y), viewport.height);
    const floating = page.getByRole('complementary', { name: 'Special offer' });
    await floating.waitFor();
    expect(await floating.getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe('/syl-purchase');
    const click = page.waitForRequest(isTracking('click', 'floating-cta'));
    await floating.getByRole('link', { name: 'Get Started' }).click();
    await click;
  });
});
