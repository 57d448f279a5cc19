import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { BLOG_ARTICLES, findArticleById } from '../src/client/content/blog';
import { BLOG_CATEGORIES } from '../src/client/content/blog/types';
import { baseUrl, DESKTOP, PHONE, useBrowser } from './browser';

const browser = useBrowser();
const first = BLOG_ARTICLES[0]!;
const third = findArticleById(3)!;
const badgeText = new RegExp(`^(${BLOG_CATEGORIES.join('|')})$`);

/** Opens a page and collects the errors it logs (a hydration mismatch is one). */
async function openWatched(path: string, viewport = DESKTOP) {
  const errors: string[] = [];
  const page = await browser.open(path, {
    viewport,
    beforeGoto: async (p) => {
      p.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      p.on('pageerror', (error) => errors.push(error.message));
    },
  });
  await page.waitForLoadState('networkidle');
  return { page, errors };
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 }).textContent();
const horizontalOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('the blog on a %s', (_, viewport) => {
  it('lists the 17 articles, each with its category badge, title, excerpt and byline', async () => {
    const { page, errors } = await openWatched('/blog', viewport);
    const cards = page.locator('main article');
    expect(await cards.count()).toBe(17);
    for (const [index, article] of BLOG_ARTICLES.entries()) {
      const card = cards.nth(index);
      expect(await card.getByText(badgeText).textContent()).toBe(article.category);
      expect(await card.getByRole('heading').textContent()).toBe(article.title);
      expect(await card.getByText(article.excerpt).isVisible()).toBe(true);
      expect(await card.getByText(article.author).isVisible()).toBe(true);
    }
    expect(await horizontalOverflow(page)).toBe(0);
    expect(errors).toEqual([]);
  });

  it('opens a post at the top of the page when its card is clicked', async () => {
    const { page } = await openWatched('/blog', viewport);
    const article = BLOG_ARTICLES[13]!;
    const card = page.locator('main article').nth(13);
    await card.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await card.click();
    await page.waitForURL(`**/blog/${article.slug}`);
    expect(await heading(page)).toBe(article.title);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.title()).toBe(`${article.title} | Syl Blog`);
    expect(await horizontalOverflow(page)).toBe(0);
  });
});

describe('a blog post', () => {
  it('is prerendered with its title, meta tags, canonical link and BlogPosting data', async () => {
    const response = await fetch(`${baseUrl()}/blog/${third.slug}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<h1 class="`);
    expect(html).toContain(`>${third.title}</h1>`);
    expect(html).toContain(`<title>${third.title} | Syl Blog</title>`);
    expect(html).toContain(`<meta name="description" content="${third.metaDescription}" />`);
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+/blog/${third.slug}" />`));
    expect(html).toContain(`<meta property="og:title" content="${third.title} | Syl Blog" />`);
    expect(html).toContain(`<meta property="og:type" content="article" />`);
    expect(html).toContain(`<meta name="twitter:card" content="summary_large_image" />`);
    const jsonLd = JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)![1]!);
    expect(jsonLd).toMatchObject({
      '@type': 'BlogPosting',
      headline: third.title,
      description: third.metaDescription,
      datePublished: '2025-01-28',
      author: { '@type': 'Person', name: third.author },
      publisher: { '@type': 'Organization', name: 'Syl' },
    });
  });

  it('hydrates its prerendered HTML without errors and links back to the blog', async () => {
    const { page, errors } = await openWatched(`/blog/${third.slug}`, PHONE);
    expect(errors).toEqual([]);
    await page.getByRole('link', { name: 'Back to Blog' }).click();
    await page.waitForURL('**/blog');
    expect(await heading(page)).toBe('Plan smarter, study better, stress less');
  });

  it('shows article 3 at /blog-post?id=3, with the canonical link of its own URL', async () => {
    const served = await (await fetch(`${baseUrl()}/blog-post?id=3`)).text();
    expect(served).not.toContain(third.title);
    const { page, errors } = await openWatched('/blog-post?id=3', PHONE);
    expect(await heading(page)).toBe(third.title);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${baseUrl()}/blog/${third.slug}`);
    expect(errors).toEqual([]);
  });

  it('shows the first article at /blog-post without an id, prerendered and hydrated', async () => {
    expect(await (await fetch(`${baseUrl()}/blog-post`)).text()).toContain(first.title);
    const { page, errors } = await openWatched('/blog-post', PHONE);
    expect(await heading(page)).toBe(first.title);
    expect(errors).toEqual([]);
  });

  it('falls back from an unknown slug to the id query parameter, then to the first article', async () => {
    const withId = await openWatched('/blog/no-such-post?id=3', PHONE);
    expect(await heading(withId.page)).toBe(third.title);
    const without = await openWatched('/blog/no-such-post', PHONE);
    expect(await heading(without.page)).toBe(first.title);
  });

  it('shares its canonical URL on LinkedIn, X and Reddit in new tabs', async () => {
    const { page } = await openWatched(`/blog/${third.slug}`, PHONE);
    const url = encodeURIComponent(`${baseUrl()}/blog/${third.slug}`);
    const title = encodeURIComponent(third.title);
    const expected = {
      LinkedIn: `https://www.linkedin.com/sharing/share-offsite/?url=${url}`,
      X: `https://twitter.com/intent/tweet?url=${url}&text=${title}`,
      Reddit: `https://www.reddit.com/submit?url=${url}&title=${title}`,
    };
    for (const [network, href] of Object.entries(expected)) {
      const link = page.getByRole('link', { name: new RegExp(`^Share on ${network}`) });
      await expect.poll(() => link.getAttribute('href')).toBe(href);
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toContain('noopener');
    }
  });

  it('copies its URL to the clipboard and says so', async () => {
    const { page } = await openWatched(`/blog/${third.slug}`, DESKTOP);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    await page.getByRole('button', { name: 'Copy link' }).click();
    await page.getByRole('button', { name: 'Link copied' }).waitFor();
    expect(await page.getByRole('status').textContent()).toBe('Link copied to your clipboard.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseUrl()}/blog/${third.slug}`);
  });

  it('invites the reader to buy in a new tab and suggests related articles', async () => {
    const { page } = await openWatched(`/blog/${third.slug}`, DESKTOP);
    const cta = page.getByRole('link', { name: /^Get Organized Now/ });
    expect(await cta.getAttribute('href')).toBe('/purchase/');
    expect(await cta.getAttribute('target')).toBe('_blank');
    const related = page.getByRole('region', { name: 'Keep reading' }).locator('article');
    expect(await related.count()).toBe(3);
    expect(await related.first().getByText(badgeText).textContent()).toBe(third.category);
  });
});
