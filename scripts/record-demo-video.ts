/**
 * Records the demo video the home pages embed: a ~20 s tour of the sample dashboard (/demo/3fa7d6),
 * written to src/client/public/media/demo-tour.webm, plus its poster (the dashboard's top) as
 * src/client/public/media/demo-poster.webp, both 1280x720.
 *
 * How to run it, against a built server:
 *   1. Build and serve the app, e.g. `npm start` (port 3000), or
 *      `npx tsx scripts/build.ts --out /tmp/syl-build` then
 *      `PORT=3100 CLIENT_DIR=/tmp/syl-build/client DATA_DIR=/tmp/syl-data npx tsx src/server/main.ts`.
 *   2. `npx tsx scripts/record-demo-video.ts [base URL]` (default http://127.0.0.1:3000).
 *
 * Needs Chromium (CHROMIUM_PATH or /usr/bin/chromium) and an ffmpeg with VP9 on the PATH (Debian:
 * `apt-get install -y ffmpeg`). Playwright records through its own ffmpeg build, which cannot be
 * downloaded here, so the script shows it the system one; the recording is then re-encoded with
 * ffmpeg to keep the file small (the page is mostly still, so a high CRF costs no visible quality).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { CHROMIUM_FLAGS, findChromium } from '../e2e/chromium';

const SIZE = { width: 1280, height: 720 };
const OUT_DIR = path.resolve('src/client/public/media');
const baseUrl = (process.argv[2] ?? 'http://127.0.0.1:3000').replace(/\/$/, '');

/** Points Playwright at the system ffmpeg by laying out a browsers folder the way it expects one. */
function useSystemFfmpeg(workDir: string): void {
  const ffmpeg = execFileSync('sh', ['-c', 'command -v ffmpeg'], { encoding: 'utf8' }).trim();
  if (!ffmpeg) throw new Error('ffmpeg was not found on the PATH: install it (Debian: apt-get install -y ffmpeg).');
  const packageDir = path.dirname(createRequire(import.meta.url).resolve('playwright-core/package.json'));
  const browsers = JSON.parse(fs.readFileSync(path.join(packageDir, 'browsers.json'), 'utf8')) as { browsers: { name: string; revision: string }[] };
  const revision = browsers.browsers.find((browser) => browser.name === 'ffmpeg')?.revision;
  const binary = process.platform === 'darwin' ? 'ffmpeg-mac' : 'ffmpeg-linux';
  const dir = path.join(workDir, `ffmpeg-${revision}`);
  fs.mkdirSync(dir, { recursive: true });
  fs.symlinkSync(ffmpeg, path.join(dir, binary));
  process.env.PLAYWRIGHT_BROWSERS_PATH = workDir;
}

/** Headless video has no pointer, so a dot follows the mouse to show what is being hovered. */
function showPointer(): void {
  window.addEventListener('DOMContentLoaded', () => {
    const dot = document.createElement('div');
    dot.setAttribute('aria-hidden', 'true');
    dot.style.cssText =
      'position:fixed;z-index:99999;width:18px;height:18px;margin:-9px 0 0 -9px;border-radius:50%;background:rgba(79,70,229,.35);border:2px solid #4f46e5;pointer-events:none;left:-40px;top:-40px;transition:transform .15s';
    document.body.appendChild(dot);
    window.addEventListener('mousemove', (event) => {
      dot.style.left = `${event.clientX}px`;
      dot.style.top = `${event.clientY}px`;
    });
    window.addEventListener('mousedown', () => (dot.style.transform = 'scale(.7)'));
    window.addEventListener('mouseup', () => (dot.style.transform = ''));
  });
}

/** Scrolls smoothly until the card with this title sits a little below the sticky header. */
async function scrollToCard(page: Page, title: string): Promise<void> {
  await page.evaluate((heading) => {
    const card = [...document.querySelectorAll('section h2')].find((h2) => h2.textContent?.startsWith(heading))?.closest('section');
    if (card) window.scrollTo({ top: card.getBoundingClientRect().top + window.scrollY - 80, behavior: 'smooth' });
  }, title);
  await page.waitForTimeout(900);
}

/** Glides the pointer to the centre of an element and rests there. */
async function glideTo(page: Page, locator: ReturnType<Page['locator']>, restMs: number): Promise<void> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`Nothing to hover: ${locator.toString()}`);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 10 });
  await page.waitForTimeout(restMs);
}

async function tour(page: Page): Promise<void> {
  await page.waitForTimeout(1000);
  await glideTo(page, page.getByText('85%'), 500);

  await scrollToCard(page, 'June 2025');
  await glideTo(page, page.getByRole('button', { name: /^Monday, June 9/ }), 1400);
  await glideTo(page, page.getByRole('button', { name: /^Thursday, June 12/ }), 1200);
  await page.mouse.down();
  await page.mouse.up();
  await page.waitForTimeout(400);

  await scrollToCard(page, 'To-Do List');
  await glideTo(page, page.getByRole('combobox', { name: 'Status of Midterm 1' }), 300);
  await page.getByRole('combobox', { name: 'Status of Midterm 1' }).selectOption('Done');
  await page.waitForTimeout(400);
  const next = page.getByRole('button', { name: 'Next' });
  await glideTo(page, next, 200);
  await next.click();
  await page.waitForTimeout(900);

  await scrollToCard(page, 'Internship Tracker');
  await glideTo(page, page.getByText('Lumen Health'), 400);
  const addApplication = page.getByRole('button', { name: 'Add Application' });
  await glideTo(page, addApplication, 200);
  await addApplication.click();
  await page.waitForTimeout(2000);

  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'smooth' }));
  await page.waitForTimeout(1000);
}

async function main(): Promise<void> {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'syl-video-'));
  try {
    useSystemFfmpeg(workDir);
    // Imported only now: Playwright reads PLAYWRIGHT_BROWSERS_PATH when it loads.
    const { chromium } = await import('playwright-core');
    const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_FLAGS });
    const context = await browser.newContext({ viewport: SIZE, recordVideo: { dir: workDir, size: SIZE } });
    await context.addInitScript(showPointer);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/demo/3fa7d6`, { waitUntil: 'networkidle' });
    fs.mkdirSync(OUT_DIR, { recursive: true });
    const screenshot = path.join(workDir, 'poster.png');
    await page.screenshot({ path: screenshot });
    await tour(page);
    await context.close();
    const raw = await page.video()!.path();
    await browser.close();

    const target = path.join(OUT_DIR, 'demo-tour.webm');
    execFileSync('ffmpeg', ['-loglevel', 'error', '-y', '-i', raw, '-an', '-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '36', '-row-mt', '1', '-deadline', 'good', '-cpu-used', '4', target]);
    // WebP is about half the size of the PNG screenshot at no visible cost for a flat interface.
    execFileSync('ffmpeg', ['-loglevel', 'error', '-y', '-i', screenshot, '-c:v', 'libwebp', '-quality', '85', path.join(OUT_DIR, 'demo-poster.webp')]);
    const megabytes = (fs.statSync(target).size / 1_048_576).toFixed(2);
    console.log(`Wrote ${path.relative(process.cwd(), target)} (${megabytes} MB) and demo-poster.webp`);
  } finally {
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

await main();
