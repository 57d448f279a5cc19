/**
 * The review workspace as staff feel it, against the built app: an order of 5 syllabi and 150
 * items is seeded through the real APIs (a purchase on the local gateway, syllabi pasted by staff
 * and read by the extraction runner), then
 * - the order page is opened in Chromium until every item is on screen (cold, then warm);
 * - 20 staff edit items at once through `admin.review.updateItem` (autocannon), each their own item,
 *   sending the version the previous answer gave, as the console does;
 * - a 15-page PDF syllabus is uploaded to another order, and its document view opened until its last
 *   line shows;
 * - the development set's syllabi (when beside the project) are walked through at a stated pace.
 */
import autocannon from 'autocannon';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS, findChromium } from '../../e2e/chromium';
import { benchWalkThrough } from './extraction';
import { visitorCookie } from './server';

export const BENCH_STAFF_PASSWORD = 'bench-staff-password';
const SYLLABI = 5;
const ITEMS_PER_SYLLABUS = 30;
const KINDS = ['Homework', 'Lab', 'Problem Set', 'Essay', 'Quiz'];
const PAGE_OPENS = 6;
const STAFF = 20;
const EDIT_SECONDS = 5;
const BUDGET = { pageOpenMs: 300, editP99Ms: 50, documentOpenMs: 300 };
const LONG_SYLLABUS_PAGES = 15;
const LINES_PER_PAGE = 45;

/** A syllabus of the usual shape: course, term, a schedule of 30 dated deliverables. */
function syllabusText(index: number): string {
  const kind = KINDS[index]!;
  const lines = [`CS ${1100 + index} Course ${index + 1}`, 'Fall 2025', '', 'Schedule'];
  for (let number = 1; number <= ITEMS_PER_SYLLABUS; number++) {
    const day = new Date(Date.UTC(2025, 7, 25 + 3 * number));
    lines.push(`${day.toLocaleDateString('en-US', { month: 'short', timeZone: 'UTC' })} ${day.getUTCDate()}  ${kind} ${number} due`);
  }
  return lines.join('\n');
}

async function json(response: Response) {
  const body = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

/** A paid order bought through the real APIs, with a staff cookie and a caller of staff APIs. */
export async function paidOrder(appUrl: string) {
  const visitor = await visitorCookie(appUrl);
  const asVisitor = (path: string, body: object) => fetch(appUrl + path, { method: 'POST', headers: { 'content-type': 'application/json', cookie: visitor }, body: JSON.stringify(body) }).then(json);
  const { clientSecret } = await asVisitor('/api/create-payment-intent/', { amount: 2500, currency: 'usd', customer_name: 'Bench Student', customer_email: 'bench@uni.edu', career_guide: false, upload_choice: 'later' });
  await asVisitor('/api/local-payments/confirm/', { clientSecret, cardNumber: '4242 4242 4242 4242', expiry: `12 / ${(new Date().getUTCFullYear() + 3) % 100}`, cvc: '123' });

  const signIn = await fetch(`${appUrl}/api/admin/sign-in/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: BENCH_STAFF_PASSWORD }) });
  const staffCookie = signIn.headers.getSetCookie().find((cookie) => cookie.startsWith('syl_staff='))?.split(';')[0];
  if (!staffCookie) throw new Error(`staff sign-in failed: ${signIn.status}`);
  const asStaff = (path: string, body?: object) =>
    fetch(appUrl + path, body ? { method: 'POST', headers: { 'content-type': 'application/json', cookie: staffCookie }, body: JSON.stringify(body) } : { headers: { cookie: staffCookie } }).then(json);
  const list = (await asStaff(`/trpc/admin.orders.list?input=${encodeURIComponent('{}')}`)) as { result: { data: { orders: { id: string }[] } } };
  return { orderId: list.result.data.orders[0]!.id, staffCookie, asStaff };
}

/** A paid order with five syllabi read into 150 items; returns its id and a staff cookie. */
export async function seedOrder(appUrl: string) {
  const { orderId, staffCookie, asStaff } = await paidOrder(appUrl);
  for (let index = 0; index < SYLLABI; index++) await asStaff('/api/admin/review/addPastedSyllabus/', { orderId, name: `Course ${index + 1} schedule`, text: syllabusText(index) });

  const started = Date.now();
  for (;;) {
    const workspace = (await asStaff(`/api/admin/orders/${orderId}/review/`)) as { syllabi: { status: string }[]; items: { id: number; version: number; title: string }[] };
    if (workspace.syllabi.every((syllabus) => syllabus.status === 'done' || syllabus.status === 'failed')) {
      if (workspace.items.length !== SYLLABI * ITEMS_PER_SYLLABUS) throw new Error(`the seeded order has ${workspace.items.length} items, not ${SYLLABI * ITEMS_PER_SYLLABUS}`);
      return { orderId, staffCookie, items: workspace.items };
    }
    if (Date.now() - started > 120_000) throw new Error('the seeded syllabi were not read within 2 minutes');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A 15-page syllabus: each week a heading, a lecture, a reading, a deadline and prose, 45 lines a page. */
async function longSyllabusPdf(): Promise<Uint8Array<ArrayBuffer>> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const lines = ['HIST 400: The Long Nineteenth Century', 'Fall 2025'];
  for (let week = 1; lines.length < LONG_SYLLABUS_PAGES * LINES_PER_PAGE; week++) {
    const day = new Date(Date.UTC(2025, 7, 25 + 7 * ((week - 1) % 16)));
    const date = `${day.toLocaleDateString('en-US', { month: 'short', timeZone: 'UTC' })} ${day.getUTCDate()}`;
    lines.push(`Week ${week}`, `${date}   Lecture: empires and their archives, part ${week}`, `${date}   Reading: chapter ${week} of the course reader`, `${date}   Response paper ${week} due`);
    for (let prose = 0; prose < 7; prose++) lines.push(`Discussion notes for week ${week}, paragraph ${prose + 1}: sources, arguments and the questions for seminar.`);
  }
  for (let page = 0; page < LONG_SYLLABUS_PAGES; page++) {
    const sheet = pdf.addPage([612, 792]);
    lines.slice(page * LINES_PER_PAGE, (page + 1) * LINES_PER_PAGE).forEach((line, row) => sheet.drawText(line, { x: 54, y: 740 - row * 15, size: 10, font }));
  }
  return new Uint8Array(await pdf.save());
}

/** Another paid order with the 15-page syllabus uploaded by staff and read; returns the order and the text of its last line. */
async function orderWithLongSyllabus(appUrl: string) {
  const { orderId, staffCookie, asStaff } = await paidOrder(appUrl);
  const form = new FormData();
  form.append('file_0', new Blob([await longSyllabusPdf()], { type: 'application/pdf' }), 'HIST 400 syllabus.pdf');
  await fetch(`${appUrl}/api/admin/orders/${orderId}/syllabi/`, { method: 'POST', headers: { cookie: staffCookie }, body: form }).then(json);
  const started = Date.now();
  for (;;) {
    const workspace = (await asStaff(`/api/admin/orders/${orderId}/review/`)) as { syllabi: { id: number; status: string }[] };
    const syllabus = workspace.syllabi[0]!;
    if (syllabus.status === 'done') {
      const view = (await asStaff(`/api/admin/orders/${orderId}/syllabi/${syllabus.id}/document/`)) as { lines: { text: string }[] };
      return { orderId, staffCookie, lines: view.lines.length, lastLine: view.lines.at(-1)!.text };
    }
    if (syllabus.status === 'failed' || Date.now() - started > 120_000) throw new Error(`the 15-page syllabus was not read: ${syllabus.status}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Ms from clicking "Read the document" on a freshly loaded order page until its last line shows, `PAGE_OPENS` times. */
async function documentOpenTimes(page: Page, appUrl: string, orderId: string, lastLine: string): Promise<number[]> {
  const times: number[] = [];
  for (let open = 0; open < PAGE_OPENS; open++) {
    await page.goto(`${appUrl}/admin/orders/${orderId}`);
    const button = page.getByRole('button', { name: /^Read the document/ });
    await button.waitFor();
    await button.evaluate((element) => {
      (window as unknown as Record<string, number>).clickedAt = performance.now();
      (element as HTMLElement).click();
    });
    // The page shows runs of spaces as one.
    const shown = lastLine.replace(/\s+/g, ' ');
    const handle = await page.waitForFunction((last) => (document.body.innerText.includes(last) ? performance.now() - (window as unknown as Record<string, number>).clickedAt! : null), shown, { polling: 'raf', timeout: 30_000 });
    times.push(Number(await handle.jsonValue()));
  }
  return times;
}

/**
 * The order page opened `PAGE_OPENS` times as a link (a full page load), then as often from the order
 * list inside the console; each time, ms until all 150 items show.
 */
async function pageOpenTimes(appUrl: string, orderId: string, staffCookie: string) {
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const [name, value] = staffCookie.split('=') as [string, string];
    await context.addCookies([{ name, value, url: appUrl }]);
    const page = await context.newPage();
    const titles = KINDS.map((kind) => `${kind} ${ITEMS_PER_SYLLABUS}`);
    // Every seeded item on screen: text staff see, or a value in a field being edited. `since` names
    // the moment to count from (none: the page load).
    const shown = (since: string) =>
      page
        .waitForFunction(
          ([titles, since]) => {
            const text = document.body.innerText + [...document.querySelectorAll('input')].map((input) => input.value).join('\n');
            return titles!.every((title) => text.includes(title)) ? performance.now() - Number((window as unknown as Record<string, number>)[since!] ?? 0) : null;
          },
          [titles, since] as const,
          { polling: 'raf', timeout: 30_000 },
        )
        .then(async (handle) => Number(await handle.jsonValue()));

    const asLink: number[] = [];
    for (let open = 0; open < PAGE_OPENS; open++) {
      await page.goto(`${appUrl}/admin/orders/${orderId}`, { waitUntil: 'commit' });
      asLink.push(await shown('navigationStart'));
    }
    const fromList: number[] = [];
    for (let open = 0; open < PAGE_OPENS - 1; open++) {
      await page.goto(`${appUrl}/admin/orders`);
      const link = page.locator(`a[href="/admin/orders/${orderId}"]`).first();
      await link.waitFor();
      await link.evaluate((element) => {
        (window as unknown as Record<string, number>).clickedAt = performance.now();
        (element as HTMLElement).click();
      });
      fromList.push(await shown('clickedAt'));
    }
    return { asLink, fromList };
  } finally {
    await browser.close();
  }
}

/**
 * 20 staff editing at once: each request takes an item nobody is editing, sends the version the
 * last answer gave, and hands the item back when the answer comes (autocannon resets a connection's
 * context after each request, so the items wait in a shared queue).
 */
async function editLoad(appUrl: string, orderId: string, staffCookie: string, items: { id: number; version: number }[]) {
  const free = items.map((item) => ({ ...item, early: false }));
  type Context = { item?: (typeof free)[number] };
  const result = await autocannon({
    url: `${appUrl}/trpc/admin.review.updateItem`,
    connections: STAFF,
    duration: EDIT_SECONDS,
    headers: { 'content-type': 'application/json', cookie: staffCookie },
    requests: [
      {
        method: 'POST',
        setupRequest: (request, context: Context) => {
          const item = free.shift()!;
          context.item = item;
          item.early = !item.early;
          return { ...request, body: JSON.stringify({ orderId, item: { id: item.id, version: item.version }, changes: { time: item.early ? '09:00' : '17:00' } }) };
        },
        onResponse: (status, body, context: Context) => {
          const item = context.item!;
          if (status === 200) item.version = (JSON.parse(body) as { result: { data: { items: { version: number }[] } } }).result.data.items[0]!.version;
          free.push(item);
        },
      },
    ],
  });
  return { requestsPerSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

export async function benchReview(appUrl: string): Promise<boolean> {
  const { orderId, staffCookie, items } = await seedOrder(appUrl);
  const { asLink, fromList } = await pageOpenTimes(appUrl, orderId, staffCookie);
  const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const list = (values: number[]) => values.map((ms) => ms.toFixed(0)).join(', ');
  const warm = asLink.slice(1);
  const warmMedian = median(warm);
  const edits = await editLoad(appUrl, orderId, staffCookie, items);
  const long = await orderWithLongSyllabus(appUrl);
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_FLAGS });
  let documentOpens: number[];
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const [name, value] = long.staffCookie.split('=') as [string, string];
    await context.addCookies([{ name, value, url: appUrl }]);
    documentOpens = await documentOpenTimes(await context.newPage(), appUrl, long.orderId, long.lastLine);
  } finally {
    await browser.close();
  }
  const documentOk = median(documentOpens) <= BUDGET.documentOpenMs;

  const pageOk = warmMedian <= BUDGET.pageOpenMs;
  const editOk = edits.p99 <= BUDGET.editP99Ms && edits.errors === 0;
  console.log(`\nReview workspace (an order of ${SYLLABI} syllabi, ${items.length} items)`);
  console.log(`  order page opened as a link, until every item shows: first ${asLink[0]!.toFixed(0)} ms, then median ${warmMedian.toFixed(0)} ms (${list(warm)})  ${pageOk ? 'ok' : 'OVER'} (needs ≤ ${BUDGET.pageOpenMs} ms)`);
  console.log(`  order page opened from the order list in the console: median ${median(fromList).toFixed(0)} ms (${list(fromList)})`);
  console.log(
    `  item edits, ${STAFF} staff at once for ${EDIT_SECONDS} s: ${edits.requestsPerSecond.toFixed(0)} edits/s, p50 ${edits.p50} ms, p99 ${edits.p99} ms, errors ${edits.errors}  ${editOk ? 'ok' : 'OVER'} (needs p99 ≤ ${BUDGET.editP99Ms} ms)`,
  );
  console.log(
    `  document view of a ${LONG_SYLLABUS_PAGES}-page PDF syllabus (${long.lines} lines), from the click until its last line shows: median ${median(documentOpens).toFixed(0)} ms (${list(documentOpens)})  ${documentOk ? 'ok' : 'OVER'} (needs ≤ ${BUDGET.documentOpenMs} ms)`,
  );
  await benchWalkThrough();
  return pageOk && editOk && documentOk;
}
