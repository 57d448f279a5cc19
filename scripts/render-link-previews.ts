/**
 * Link-preview images: LinkedIn, X and Facebook show PNG or JPEG, not SVG, so the SVG artwork is
 * rendered once in Chromium and the results are committed.
 * Usage: tsx scripts/render-link-previews.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, findChromium } from '../e2e/chromium';

const PUBLIC_IMAGES = 'src/client/public/images';
const BLOG_COVERS = path.join(PUBLIC_IMAGES, 'blog');
const BLOG_PREVIEWS = path.join(BLOG_COVERS, 'previews');

const jobs = [
  { source: 'scripts/assets/og-default.svg', target: path.join(PUBLIC_IMAGES, 'og-default.png'), type: 'png' as const },
  ...fs
    .readdirSync(BLOG_COVERS)
    .filter((file) => file.endsWith('.svg'))
    .map((file) => ({ source: path.join(BLOG_COVERS, file), target: path.join(BLOG_PREVIEWS, file.replace(/\.svg$/, '.jpg')), type: 'jpeg' as const })),
];

fs.mkdirSync(BLOG_PREVIEWS, { recursive: true });
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_FLAGS });
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
for (const job of jobs) {
  await page.goto(pathToFileURL(path.resolve(job.source)).href);
  await page.screenshot({ path: job.target, type: job.type, ...(job.type === 'jpeg' ? { quality: 85 } : {}) });
}
await browser.close();
console.log(`Rendered ${jobs.length} link-preview images`);
