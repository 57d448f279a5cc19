import { describe, expect, it } from 'vitest';
import type { Page, Request, Route } from 'playwright-core';
import { baseUrl, DESKTOP, PHONE, useBrowser } from './browser';

const browser = useBrowser();
const viewports = [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const;

const COMPLETE = '**/api/complete-purchase-submission/';
const RECENT = '**/api/get-recent-partial-submission/';
const REASSURANCE = "Don't worry, your payment was successful. Please contact support if you need help.";

type TrackingBody = { kind: string; name: string; value?: number };
const trackingBody = (request: Request) => JSON.parse(request.postData() ?? '{}') as TrackingBody;
const isTracking = (kind: string) => (request: Request) => request.url().includes('/trpc/tracking.record') && trackingBody(request).kind === kind;

/** Opens a page, waits for its page view, and keeps watch for its conversion. */
async function openContentPage(path: string, viewport = DESKTOP, prepare?: (page: Page) => Promise<unknown>) {
  let conversion!: Promise<Request>;
  const { page, errors, pageViewName } = await browser.openWatched(path, viewport, {
    prepare: async (p) => {
      conversion = p.waitForRequest(isTracking('conversion'));
      // Created up front so a page without a conversion does not leave a rejected promise unhandled.
      conversion.catch(() => undefined);
      await prepare?.(p);
    },
  });
  return { page, errors, pageViewName, conversion: async () => trackingBody(await conversion) };
}

const horizontalOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
const visible = (page: Page, text: string | RegExp) => page.getByText(text).first().isVisible();
const heading = (page: Page, name: string | RegExp, level?: number) => page.getByRole('heading', { name, level }).first().isVisible();

describe.each(viewports)('the content pages on a %s', (_, viewport) => {
  it('about: story, recognition, mission, vision, values, impact and a way to get started', async () => {
    const { page, errors, pageViewName } = await openContentPage('/about-us', viewport);
    expect(pageViewName).toBe('About Page');
    expect(await heading(page, 'Built by students who missed one deadline too many', 1)).toBe(true);
    expect(await visible(page, 'Awards and Recognition')).toBe(true);
    expect(await page.locator('#recognition li').count()).toBe(4);
    for (const name of ['Our Mission', 'Our Vision', 'Our Values', 'Our Impact']) expect(await heading(page, name, 2)).toBe(true);
    const stats = await page.locator('section[aria-labelledby="impact-heading"] li').allInnerTexts();
    expect(stats.map((stat) => stat.replace(/\s+/g, ' ').trim())).toEqual(['1,000+ students', '100+ universities', '5,000+ hours saved', '99.9% accuracy']);
    expect(await page.getByRole('link', { name: 'Get Started Today' }).getAttribute('href')).toBe('/purchase');
    expect(await horizontalOverflow(page)).toBe(0);
    expect(errors).toEqual([]);
  });

  it('how it works: three steps, six features, the $25 card with seven inclusions, simplicity, FAQ and calls to action', async () => {
    const { page, errors, pageViewName } = await openContentPage('/how-it-works', viewport);
    expect(pageViewName).toBe('Pricing Page');
    for (const name of ['Upload Your Syllabi', 'Get Your Dashboard', 'Sync & Organize']) expect(await heading(page, name, 3)).toBe(true);
    expect(await page.locator('#features h3').count()).toBe(6);
    const pricing = page.locator('#pricing');
    expect(await pricing.getByText('$25', { exact: true }).isVisible()).toBe(true);
    expect(await pricing.getByText(/One-time payment/).isVisible()).toBe(true);
    expect(await pricing.getByRole('listitem').count()).toBe(7);
    expect(await heading(page, 'Why We Keep It Simple', 2)).toBe(true);
    const questions = page.locator('#faq summary');
    expect(await questions.count()).toBe(6);
    await questions.first().click();
    expect(await page.getByText(/You pay \$25 once at checkout/).isVisible()).toBe(true);
    const purchaseLinks = await page.locator('main a[href="/purchase"]').count();
    expect(purchaseLinks).toBeGreaterThanOrEqual(3);
    expect(await horizontalOverflow(page)).toBe(0);
    expect(errors).toEqual([]);
  });

  it('career guide: the $20 offer, four features, three templates, the limited-time box and 500+ students', async () => {
    const { page, errors, pageViewName } = await openContentPage('/career-guide', viewport);
    expect(pageViewName).toBe('Career Guide Page');
    const getGuide = page.getByRole('link', { name: 'Get the Guide - $20' });
    expect(await getGuide.count()).toBe(2);
    for (const link of await getGuide.all()) expect(await link.getAttribute('href')).toBe('/purchase');
    expect(await page.locator('#inside h3').allInnerTexts()).toEqual(['LinkedIn Template', 'Resume Template & Guide', 'Internship Landing Guide', 'Application Tracker']);
    expect(await page.locator('#templates h3').allInnerTexts()).toEqual(['LinkedIn Optimization', 'Resume Templates', 'Interview Prep']);
    const offer = page.locator('#offer');
    expect(await offer.getByText('LIMITED TIME').isVisible()).toBe(true);
    expect(await offer.getByText('$20', { exact: true }).isVisible()).toBe(true);
    expect(await offer.locator('.line-through').innerText()).toContain('$30');
    expect(await offer.getByText('33% OFF').isVisible()).toBe(true);
    expect(await offer.getByRole('listitem').count()).toBe(8);
    expect(await offer.getByText('Lifetime access', { exact: true }).isVisible()).toBe(true);
    expect(await offer.getByText('Free lifetime updates').isVisible()).toBe(true);
    expect(await visible(page, '500+ students')).toBe(true);
    expect(await page.getByRole('link', { name: 'Get the Career Guide' }).getAttribute('href')).toBe('/purchase');
    expect(await horizontalOverflow(page)).toBe(0);
    expect(errors).toEqual([]);
  });

  it.each([
    ['/terms', 'Terms Page', 'Terms of Service', 9, 'You must be at least 16 years old'],
    ['/privacy', 'Privacy Page', 'Privacy Policy', 8, '256-bit encryption'],
  ] as const)('%s: numbered sections, the update date and a way home', async (path, pageName, title, sections, keyPhrase) => {
    const { page, errors, pageViewName } = await openContentPage(path, viewport);
    expect(pageViewName).toBe(pageName);
    expect(await heading(page, title, 1)).toBe(true);
    expect(await page.getByText('Last updated March 11, 2025').isVisible()).toBe(true);
    const headings = await page.locator('article h2').allInnerTexts();
    expect(headings).toHaveLength(sections);
    headings.forEach((text, index) => expect(text).toMatch(new RegExp(`^${index + 1}\\. `)));
    expect(await visible(page, keyPhrase)).toBe(true);
    expect(await page.locator('article a[href^="mailto:"]').count()).toBeGreaterThan(0);
    expect(await horizontalOverflow(page)).toBe(0);
    expect(errors).toEqual([]);
    const home = page.getByRole('link', { name: 'Return to Homepage' });
    expect(await home.getAttribute('href')).toBe('/');
    await home.click();
    await page.waitForURL(`${baseUrl()}/`);
  });

  it('thank you: welcomes the buyer, promises the site within 24 hours and records a conversion of 5', async () => {
    const { page, errors, pageViewName, conversion } = await openContentPage('/thank-you', viewport);
    expect(pageViewName).toBe('Thank You Page');
    expect(await conversion()).toMatchObject({ name: 'thank_you', value: 5 });
    expect(await heading(page, 'Welcome to Syl!', 1)).toBe(true);
    expect(await visible(page, /arrive in your inbox within 24 hours/)).toBe(true);
    expect(await page.getByRole('main').getByRole('link', { name: 'Contact Support' }).getAttribute('href')).toMatch(/^mailto:.+@.+/);
    expect(await page.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
    expect(await horizontalOverflow(page)).toBe(0);
    expect(errors).toEqual([]);
  });

  it('payment success: records a conversion of 25 and shows the notes, the next steps and the way home', async () => {
    const { page, errors, pageViewName, conversion } = await openContentPage('/payment/success?email=sam%40uni.edu', viewport, (p) =>
      p.route(COMPLETE, (route) => route.fulfill({ json: { success: true } })),
    );
    expect(pageViewName).toBe('Payment Success Page');
    expect(await conversion()).toMatchObject({ name: 'payment_success', value: 25 });
    await page.getByText('Your dashboard is being set up!').waitFor();
    expect(await visible(page, /5-10 minutes/)).toBe(true);
    expect(await page.getByText('sam@uni.edu').isVisible()).toBe(true);
    expect(await heading(page, 'What Happens Next', 2)).toBe(true);
    expect(await page.locator('main ol > li').count()).toBe(3);
    expect(await page.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
    expect(await horizontalOverflow(page)).toBe(0);
    expect(errors).toEqual([]);
  });
});

/** Answers the completion call with `answer` and remembers the emails it was called with. */
function stubCompletion(answer: (route: Route) => Promise<void>) {
  const emails: string[] = [];
  const install = (page: Page) =>
    page.route(COMPLETE, (route) => {
      emails.push((route.request().postDataJSON() as { email: string }).email);
      return answer(route);
    });
  return { emails, install };
}

const storeEmail = (email: string) => (page: Page) => page.addInitScript((value) => window.localStorage.setItem('syl_user_email', value), email);

describe('the payment success page', () => {
  it('prerenders the loading banner and keeps it until the server answers', async () => {
    const html = await (await fetch(`${baseUrl()}/payment/success`)).text();
    expect(html).toContain('Completing your purchase...');
    let release!: () => void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    const completion = stubCompletion(async (route) => {
      await answered;
      await route.fulfill({ json: { success: true } });
    });
    const { page } = await openContentPage('/payment/success?email=wait%40uni.edu', PHONE, completion.install);
    expect(await page.getByText('Completing your purchase...').isVisible()).toBe(true);
    release();
    await page.getByText('Your dashboard is being set up!').waitFor();
    expect(await page.getByText('Completing your purchase...').count()).toBe(0);
  });

  it("shows the server's message on success", async () => {
    const completion = stubCompletion((route) => route.fulfill({ json: { success: true, message: 'Purchase completed! Check your inbox.' } }));
    const { page } = await openContentPage('/payment/success?email=ada%40uni.edu', DESKTOP, completion.install);
    await page.getByText('Purchase completed! Check your inbox.').waitFor();
    expect(await page.getByText('Your dashboard is being set up!').count()).toBe(0);
    expect(completion.emails).toEqual(['ada@uni.edu']);
  });

  it('uses the ?email= query before the stored email', async () => {
    const completion = stubCompletion((route) => route.fulfill({ json: { success: true } }));
    const { page } = await openContentPage('/payment/success?email=query%40uni.edu', DESKTOP, async (p) => {
      await storeEmail('stored@uni.edu')(p);
      await completion.install(p);
    });
    await page.getByText('Your dashboard is being set up!').waitFor();
    expect(completion.emails).toEqual(['query@uni.edu']);
  });

  it('uses the stored email when the query has none, without asking the server for one', async () => {
    const completion = stubCompletion((route) => route.fulfill({ json: { success: true } }));
    let askedServer = false;
    const { page } = await openContentPage('/payment/success', DESKTOP, async (p) => {
      await storeEmail('stored@uni.edu')(p);
      await completion.install(p);
      await p.route(RECENT, (route) => {
        askedServer = true;
        return route.fulfill({ json: { success: false } });
      });
    });
    await page.getByText('Your dashboard is being set up!').waitFor();
    expect(completion.emails).toEqual(['stored@uni.edu']);
    expect(askedServer).toBe(false);
  });

  it("asks the server for the visitor's recent submission when the browser has no email", async () => {
    const completion = stubCompletion((route) => route.fulfill({ json: { success: true } }));
    let contentType: string | undefined;
    const { page } = await openContentPage('/payment/success', DESKTOP, async (p) => {
      await completion.install(p);
      await p.route(RECENT, (route) => {
        contentType = route.request().headers()['content-type'];
        return route.fulfill({ json: { success: true, submission: { email: 'recent@uni.edu' } } });
      });
    });
    await page.getByText('Your dashboard is being set up!').waitFor();
    expect(contentType).toBe('application/json');
    expect(completion.emails).toEqual(['recent@uni.edu']);
  });

  it('says no email was found when neither the browser nor the server has one', async () => {
    const completion = stubCompletion((route) => route.fulfill({ json: { success: true } }));
    const { page } = await openContentPage('/payment/success', PHONE, async (p) => {
      await completion.install(p);
      await p.route(RECENT, (route) => route.fulfill({ json: { success: false } }));
    });
    await page.getByRole('alert').getByText('Unable to complete purchase - no email found').waitFor();
    expect(completion.emails).toEqual([]);
  });

  it("says 'Failed to complete purchase' when the server answers without success or message", async () => {
    const completion = stubCompletion((route) => route.fulfill({ json: { success: false } }));
    const { page } = await openContentPage('/payment/success?email=kim%40uni.edu', DESKTOP, completion.install);
    await page.getByRole('alert').getByText('Failed to complete purchase').waitFor();
    expect(await page.getByText(REASSURANCE).count()).toBe(0);
  });

  it("shows the server's message when it answers without success", async () => {
    const completion = stubCompletion((route) => route.fulfill({ status: 404, json: { success: false, message: 'No paid order was found for this email.' } }));
    const { page } = await openContentPage('/payment/success?email=kim%40uni.edu', DESKTOP, completion.install);
    await page.getByRole('alert').getByText('No paid order was found for this email.').waitFor();
  });

  it('reassures the buyer when the completion call fails on the network', async () => {
    const completion = stubCompletion((route) => route.abort('failed'));
    const { page } = await openContentPage('/payment/success?email=lee%40uni.edu', PHONE, completion.install);
    await page.getByRole('alert').getByText('An error occurred while completing your purchase').waitFor();
    expect(await page.getByText(REASSURANCE).isVisible()).toBe(true);
    expect(await page.getByRole('main').getByRole('link', { name: /@/ }).getAttribute('href')).toMatch(/^mailto:/);
  });
});
