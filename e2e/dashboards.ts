import fs from 'node:fs';
import path from 'node:path';
import type { Response } from 'playwright-core';
import { beforeAll, expect, inject, vi } from 'vitest';
import { paidDashboardOrder, staff, type Purchase } from '../src/server/admin/fixtures';
import { buildDeps, type AppDeps } from '../src/server/deps';
import type { ItemType } from '../src/shared/schemas/review';
import { dashboardPath, DESKTOP, pauseClockBeforeLoad, PHONE, watchErrors, type useBrowser } from './browser';
import { serverConfig, withServerDb } from './server-db';

/** A student's dashboard for the e2e tests: published as staff do it, found in its email, opened on the student's clock. */

/** The student's "now": Wednesday, September 17, 2025, 10:00 in Chicago, where the student lives. */
export const TODAY = Date.parse('2025-09-17T15:00:00Z');
export const STUDENT_ZONE = 'America/Chicago';

/** A course as staff type it in by hand, with its items; a null zone is the default one. */
export interface SeededCourse {
  name: string;
  timeZone: string | null;
  /** The term its syllabus states; none for a course typed in by hand. */
  term?: string;
  items: Array<{ title: string; type: ItemType; date: string; time?: string }>;
}

/** Two courses and three items, none on Sep 18 or Sep 26: room for what a test adds to the student's calendar. */
export const SMALL_TERM: readonly SeededCourse[] = [
  {
    name: 'CS 1331',
    timeZone: null,
    items: [
      { title: 'Homework 3', type: 'assignment', date: '2025-09-19' },
      { title: 'Midterm Exam', type: 'exam', date: '2025-10-09' },
    ],
  },
  { name: 'MATH 1554', timeZone: null, items: [{ title: 'Problem Set 2', type: 'assignment', date: '2025-10-02' }] },
];

/**
 * A paid order published the way staff do it by hand, in this process, against the e2e server's own
 * database. No syllabus, so the server's extraction runner has nothing to race. Returns each item's
 * id by title.
 */
export function publishedDashboard(email: string, courses: readonly SeededCourse[], purchase: Omit<Purchase, 'email'> = {}): Promise<Map<string, number>> {
  return withServerDeps(async (deps) => {
    const visitorId = purchase.visitorId ?? `e2e-${email}`;
    const { id: orderId } = await paidDashboardOrder(deps, { name: 'Ann Lee', visitorId, ...purchase, email });
    const review = staff(deps).review;
    const ids = new Map<string, number>();
    for (const course of courses) {
      const { courseId } = await review.addCourse({ orderId, name: course.name });
      const { timeZone } = course;
      if (timeZone) {
        const { version } = (await review.workspace({ orderId })).courses.find((one) => one.id === courseId)!;
        await review.updateCourse({ orderId, course: { id: courseId, version }, changes: { timeZone } });
      }
      for (const item of course.items) {
        const { items } = await review.addItem({ orderId, fields: { courseId, ...item } });
        ids.set(item.title, items[0]!.id);
      }
      if (course.term) await readFromSyllabus(deps, orderId, courseId, course.term!);
    }
    await review.publish({ orderId });
    return ids;
  });
}

/**
 * The course's items as read from a syllabus stating `term`: the row extraction leaves, written here
 * so the server's extraction runner has nothing to pick up.
 */
async function readFromSyllabus(deps: AppDeps, orderId: string, courseId: number, term: string) {
  const at = new Date().toISOString();
  const syllabus = await deps.db
    .insertInto('syllabi')
    .values({ order_id: orderId, upload_id: null, origin: 'staff-text', original_name: `${term} syllabus`, pasted_text: null, content_sha256: `${orderId}-${courseId}`, status: 'done', error: null, course: null, course_doubt: null, term, created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  await deps.db.updateTable('calendar_items').set({ syllabus_id: syllabus.id }).where('course_id', '=', courseId).execute();
}

/** The server's own services in this process, over the e2e server's database and with its sealing key. */
export function withServerDeps<T>(use: (deps: AppDeps) => Promise<T>): Promise<T> {
  return withServerDb((db) => use(buildDeps(serverConfig(), db)));
}

/** The dashboard link in the "ready" email the server's sender kept for `email` (it sends every few seconds). */
export function linkInReadyEmail(email: string): Promise<string> {
  const outbox = path.join(inject('dataDir'), 'outbox');
  return vi.waitFor(
    () => {
      const names = fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((name) => name.endsWith('-dashboard-ready.eml')) : [];
      // Newest first; quoted-printable wraps long lines with a trailing "=".
      const emails = names.sort((a, b) => parseInt(b, 10) - parseInt(a, 10)).map((name) => fs.readFileSync(path.join(outbox, name), 'utf8').replace(/=\r?\n/g, ''));
      const ready = emails.find((eml) => eml.includes(`To: ${email}`));
      if (!ready) throw new Error(`no "Your Syl dashboard is ready" email to ${email} yet`);
      expect(ready).toContain('Subject: Your Syl dashboard is ready');
      return dashboardPath(ready);
    },
    { timeout: 30_000, interval: 250 },
  );
}

/**
 * Opens a dashboard path in a new browser context (a new device) in the student's zone, on a clock
 * started at TODAY (or `now`) (`pausedClock`: paused just after it, moved on only by the test, see
 * `pauseClockBeforeLoad`). The page records no page view, so `openWatched` does not fit.
 */
export async function openDashboard(
  browser: ReturnType<typeof useBrowser>,
  pathname: string,
  viewport: { width: number; height: number },
  options: { ignoreErrorsFrom?: string; pausedClock?: boolean; now?: number } = {},
) {
  const now = options.now ?? TODAY;
  const errors: string[] = [];
  let navigation!: Promise<Response>;
  const page = await browser.open(pathname, {
    viewport,
    context: { timezoneId: STUDENT_ZONE },
    beforeGoto: async (p) => {
      await (options.pausedClock ? pauseClockBeforeLoad(p, now) : p.clock.install({ time: now }));
      watchErrors(p, errors, options.ignoreErrorsFrom);
      navigation = p.waitForResponse((response) => response.request().isNavigationRequest());
      // Awaited below; a goto that fails reports itself, this must not add an unhandled rejection.
      navigation.catch(() => undefined);
    },
  });
  const status = (await navigation).status();
  // The overview draws the top of the page first and the rest just after: a student sees it all at once.
  await page.locator('[aria-busy="true"]').waitFor({ state: 'detached' });
  return { page, errors, status };
}

/** The two widths every dashboard view is tested at, named for `describe.each`. */
export const DASHBOARD_WIDTHS = [
  ['a phone', PHONE],
  ['a desktop', DESKTOP],
] as const;

/**
 * A dashboard of `courses`, published for a new student (`<name>-…@gatech.edu`) before the block's
 * tests, and opened by `open` on a new device of `viewport`'s size at the student's clock (see
 * `openDashboard`; `view` is a path after the link, "/notes").
 */
export function seededDashboard(browser: ReturnType<typeof useBrowser>, name: string, courses: readonly SeededCourse[], viewport: { width: number; height: number }) {
  let link = '';
  beforeAll(async () => {
    const email = `${name}-${Date.now()}-${viewport.width}@gatech.edu`;
    await publishedDashboard(email, courses);
    link = await linkInReadyEmail(email);
  });
  return {
    /** The dashboard's path, "/dashboard/<token>", once published. */
    link: () => link,
    open: ({ view = '', ...options }: Parameters<typeof openDashboard>[3] & { view?: string } = {}) => openDashboard(browser, link + view, viewport, options),
  };
}
