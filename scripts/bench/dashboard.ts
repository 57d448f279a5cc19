/**
 * The student's dashboard and calendar feed, against the built app: a dashboard of 5 courses and
 * 150 items is published through the real APIs (the review bench's seeded order, confirmed and
 * published by staff), then
 * - the JavaScript before interaction on a phone of each of the dashboard's views (the overview, the
 *   to-do list, the internship tracker, the notes), the service worker's size, Lighthouse mobile
 *   accessibility of each view and LCP and CLS of the overview;
 * - the feed generated in-process from those 150 items (median of many runs);
 * - feed requests per second, full answers and 304s, against the bare Fastify GET route, in
 *   interleaved rounds as the server bench does.
 */
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, findChromium } from '../../e2e/chromium';
import type { StudentDashboard } from '../../src/server/dashboards/view';
import { renderFeed, type FeedItem } from '../../src/server/dashboards/feed';
import { SERVICE_WORKER_PATH } from '../../src/shared/site';
import { DEBUG_PORT, gzipSize, kb, lighthouseScore, measurePage } from './pages';
import { seedOrder } from './review';
import { measure, startBareServer, type Measured } from './server';

const BUDGET = { jsGzip: 110 * 1024, accessibility: 100, performance: 95, lcpMs: 2500, cls: 0.01, feedMs: 10 };
/** Each view of the dashboard, by the path after the link; each has the JavaScript budget. */
const VIEWS = [
  { name: 'overview', suffix: '' },
  { name: 'to-do list', suffix: '/todo' },
  { name: 'internships', suffix: '/internships' },
  { name: 'notes', suffix: '/notes' },
];
const FEED_RUNS = 200;
const ROUNDS = 3;

async function publishedDashboard(appUrl: string) {
  const { orderId, staffCookie } = await seedOrder(appUrl);
  const asStaff = async (path: string, body?: object) => {
    const response = await fetch(appUrl + path, body ? { method: 'POST', headers: { 'content-type': 'application/json', cookie: staffCookie }, body: JSON.stringify(body) } : { headers: { cookie: staffCookie } });
    const answer = (await response.json()) as Record<string, unknown>;
    if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(answer)}`);
    return answer;
  };
  await asStaff('/api/admin/review/confirmAllUnflagged/', { orderId });
  await asStaff('/api/admin/review/publish/', { orderId });
  const { dashboard } = (await asStaff(`/api/admin/orders/${orderId}/review/`)) as { dashboard: { url: string } };
  const path = new URL(dashboard.url).pathname;
  const data = (await (await fetch(`${appUrl}/api/dashboards/${path.split('/').at(-1)}/`)).json()) as StudentDashboard;
  return { path, data };
}

/** The feed's own rendering, in this process, over the published items. */
function feedRenderMs(data: StudentDashboard): number {
  const courses = new Map(data.courses.map((course) => [course.id, course]));
  const items: FeedItem[] = data.items.map((item) => ({ ...item, course: courses.get(item.courseId)!.name, timeZone: courses.get(item.courseId)!.timeZone, sequence: 0, modifiedAt: data.updatedAt }));
  const feed = { name: `Syl · ${data.term}`, host: 'syl.example', dashboardUrl: 'https://syl.example/dashboard', items, ownItems: [], applications: [] };
  for (let run = 0; run < 20; run++) renderFeed(feed);
  const times: number[] = [];
  for (let run = 0; run < FEED_RUNS; run++) {
    const started = performance.now();
    renderFeed(feed);
    times.push(performance.now() - started);
  }
  return median(times);
}

const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function benchDashboard(appUrl: string, freePort: () => Promise<number>): Promise<boolean> {
  const { path, data } = await publishedDashboard(appUrl);
  console.log(`\nStudent dashboard (${data.courses.length} courses, ${data.items.length} items)`);

  const browser = await chromium.launch({ executablePath: findChromium(), args: [...CHROMIUM_FLAGS, `--remote-debugging-port=${DEBUG_PORT}`] });
  let pageOk = true;
  try {
    console.log('  JavaScript before interaction (phone, gzip):');
    for (const view of VIEWS) {
      const weight = await measurePage(browser, appUrl, path + view.suffix, true);
      pageOk &&= weight.jsGzip <= BUDGET.jsGzip;
      console.log(`    ${view.name.padEnd(12)} ${kb(weight.jsGzip).padStart(9)} (CSS ${kb(weight.cssGzip)})  ${weight.jsGzip <= BUDGET.jsGzip ? 'ok' : 'OVER'} (needs ≤ ${kb(BUDGET.jsGzip)})`);
    }
    const worker = Buffer.from(await (await fetch(appUrl + SERVICE_WORKER_PATH)).arrayBuffer());
    console.log(`  service worker ${SERVICE_WORKER_PATH}: ${kb(worker.length)} (gzip ${kb(gzipSize(worker))}), loaded after the page, not before interaction`);
    console.log('  Lighthouse mobile:');
    for (const view of VIEWS) {
      const { score, accessibility, failedChecks, lcp, cls, fcp, tbt } = await lighthouseScore(appUrl + path + view.suffix);
      // LCP and CLS are held on the overview, which every student opens; accessibility and performance on every view.
      const ok = accessibility === BUDGET.accessibility && score >= BUDGET.performance && (view.suffix !== '' || (lcp <= BUDGET.lcpMs && cls <= BUDGET.cls));
      pageOk &&= ok;
      console.log(
        `    ${view.name.padEnd(12)} performance ${score}, accessibility ${accessibility}, FCP ${(fcp / 1000).toFixed(2)} s, LCP ${(lcp / 1000).toFixed(2)} s, TBT ${tbt.toFixed(0)} ms, CLS ${cls.toFixed(3)}  ${ok ? 'ok' : 'UNDER'} ` +
          `(needs accessibility ${BUDGET.accessibility}, performance ≥ ${BUDGET.performance}${view.suffix === '' ? `, LCP ≤ 2.5 s, CLS ≤ ${BUDGET.cls}` : ''})`,
      );
      for (const check of failedChecks) console.log(`      failed: ${check}`);
    }
  } finally {
    await browser.close();
  }

  const renderMs = feedRenderMs(data);
  console.log(`  feed of ${data.items.length} items generated in ${renderMs.toFixed(2)} ms (median of ${FEED_RUNS})  ${renderMs <= BUDGET.feedMs ? 'ok' : 'OVER'} (needs ≤ ${BUDGET.feedMs} ms)`);

  const feedUrl = appUrl + new URL(data.feedUrl).pathname;
  const etag = (await fetch(feedUrl)).headers.get('etag')!;
  const bare = await startBareServer(freePort);
  try {
    const rounds: { bare: Measured; full: Measured; notModified: Measured }[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      rounds.push({ bare: await measure(bare.bareUrl, {}), full: await measure(feedUrl, {}), notModified: await measure(feedUrl, { headers: { 'if-none-match': etag } }) });
    }
    const row = (label: string, pick: (round: (typeof rounds)[number]) => Measured) => {
      const rps = median(rounds.map((round) => pick(round).requestsPerSecond));
      const ratio = median(rounds.map((round) => pick(round).requestsPerSecond / round.bare.requestsPerSecond));
      const errors = rounds.reduce((total, round) => total + pick(round).errors, 0);
      console.log(`  ${label.padEnd(40)} ${rps.toFixed(0).padStart(7)} req/s  p99 ${String(median(rounds.map((round) => pick(round).p99))).padStart(4)} ms  ${ratio.toFixed(2)}× bare  errors ${errors}`);
    };
    row('bare Fastify GET route', (round) => round.bare);
    row('feed, full answer (200)', (round) => round.full);
    row('feed, unchanged (If-None-Match → 304)', (round) => round.notModified);
  } finally {
    bare.stop();
  }
  return pageOk && renderMs <= BUDGET.feedMs;
}
