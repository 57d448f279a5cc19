/**
 * Page weight: for each public page, the JavaScript and CSS a phone loads before the visitor does
 * anything (gzip bytes) and the HTML size; then Lighthouse's mobile performance score and CLS for the
 * pages with a budget.
 */
import zlib from 'node:zlib';
import lighthouse from 'lighthouse';
import { chromium, type Browser } from 'playwright-core';
import { staticRoutePaths } from '../../src/shared/routes';
import { CHROMIUM_FLAGS, findChromium } from '../../e2e/chromium';

const KB = 1024;
/** Home and blog posts: at most 90 KB of gzip JavaScript before interaction (issue budget). */
const JS_BUDGET = 90 * KB;
const LIGHTHOUSE_MIN_SCORE = 98;
const CLS_MAX = 0.01;
export const DEBUG_PORT = 9333;

interface PageWeight {
  path: string;
  jsGzip: number;
  cssGzip: number;
  htmlBytes: number;
  htmlGzip: number;
  budgeted: boolean;
}

export const gzipSize = (body: Buffer) => zlib.gzipSync(body, { level: 9 }).length;
export const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

export async function benchPages(baseUrl: string): Promise<boolean> {
  const blogPosts = (await postsInSitemap(baseUrl)).slice(0, 2);
  const paths = [...staticRoutePaths(), ...blogPosts];
  const isBudgeted = (path: string) => path === '/' || path.startsWith('/blog/');

  const browser = await chromium.launch({ executablePath: findChromium(), args: [...CHROMIUM_FLAGS, `--remote-debugging-port=${DEBUG_PORT}`] });
  try {
    const weights: PageWeight[] = [];
    for (const path of paths) weights.push(await measurePage(browser, baseUrl, path, isBudgeted(path)));
    printWeights(weights);

    console.log('\nLighthouse (mobile, simulated throttling)');
    let withinBudget = weights.every((weight) => !weight.budgeted || weight.jsGzip <= JS_BUDGET);
    for (const path of ['/', blogPosts[0]!]) {
      const { score, cls } = await lighthouseScore(`${baseUrl}${path}`);
      const ok = score >= LIGHTHOUSE_MIN_SCORE && cls <= CLS_MAX;
      withinBudget &&= ok;
      console.log(`  ${path.padEnd(48)} performance ${String(score).padStart(3)}  CLS ${cls.toFixed(3)}  ${ok ? 'ok' : `OVER (needs ≥ ${LIGHTHOUSE_MIN_SCORE}, CLS ≤ ${CLS_MAX})`}`);
    }
    return withinBudget;
  } finally {
    await browser.close();
  }
}

/** Blog post paths as the built site lists them. */
async function postsInSitemap(baseUrl: string): Promise<string[]> {
  const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  return [...sitemap.matchAll(/<loc>[^<]*?(\/blog\/[^<]+)<\/loc>/g)].map((match) => match[1]!);
}

export async function measurePage(browser: Browser, baseUrl: string, path: string, budgeted: boolean): Promise<PageWeight> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  const page = await context.newPage();
  const pending: Promise<{ type: string; size: number }>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'script' || type === 'stylesheet') pending.push(response.body().then((body) => ({ type, size: gzipSize(body) })));
  });
  const response = await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
  const html = (await response?.body()) ?? Buffer.alloc(0);
  const assets = await Promise.all(pending);
  await context.close();
  const total = (type: string) => assets.filter((asset) => asset.type === type).reduce((sum, asset) => sum + asset.size, 0);
  return { path, jsGzip: total('script'), cssGzip: total('stylesheet'), htmlBytes: html.length, htmlGzip: gzipSize(html), budgeted };
}

function printWeights(weights: PageWeight[]): void {
  console.log('Page weight before interaction (390 px phone; gzip sizes)');
  console.log(`  ${'page'.padEnd(48)} ${'JS'.padStart(9)} ${'CSS'.padStart(9)} ${'HTML'.padStart(9)} ${'HTML gz'.padStart(9)}  budget`);
  for (const weight of weights) {
    const budget = weight.budgeted ? (weight.jsGzip <= JS_BUDGET ? `ok (JS ≤ ${kb(JS_BUDGET)})` : `OVER (JS > ${kb(JS_BUDGET)})`) : '';
    console.log(
      `  ${weight.path.padEnd(48)} ${kb(weight.jsGzip).padStart(9)} ${kb(weight.cssGzip).padStart(9)} ${kb(weight.htmlBytes).padStart(9)} ${kb(weight.htmlGzip).padStart(9)}  ${budget}`,
    );
  }
}

/** Lighthouse's mobile run: the performance score with its CLS and LCP, the accessibility score and the accessibility checks it failed. */
export async function lighthouseScore(url: string): Promise<{ score: number; accessibility: number; failedChecks: string[]; cls: number; lcp: number; fcp: number; tbt: number }> {
  const result = await lighthouse(url, { port: DEBUG_PORT, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
  const { lhr } = result;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    failedChecks: (lhr.categories.accessibility?.auditRefs ?? []).filter((ref) => lhr.audits[ref.id]?.score === 0).map((ref) => `${ref.id}: ${(lhr.audits[ref.id]?.details as { items?: { node?: { snippet?: string } }[] } | undefined)?.items?.[0]?.node?.snippet ?? ''}`),
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    fcp: lhr.audits['first-contentful-paint']?.numericValue ?? Number.NaN,
    tbt: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
  };
}
