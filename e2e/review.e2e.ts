import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { dashboardPath, DESKTOP, noSideScroll, PHONE, searchConsole, useBrowser } from './browser';
import { linkInReadyEmail, openDashboard, publishedDashboard, type SeededCourse } from './dashboards';

const browser = useBrowser();

const COURSE = 'HIST 210: Modern Europe';
const FILE_NAME = 'HIST 210 syllabus.pdf';

/** A one-page syllabus shaped like a real one: the course heading, the term, and a schedule of dated rows. */
async function syllabusPdf(schedule: string[][]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const [regular, bold] = [await pdf.embedFont(StandardFonts.Helvetica), await pdf.embedFont(StandardFonts.HelveticaBold)];
  const page = pdf.addPage([612, 792]);
  page.drawText(COURSE, { x: 72, y: 720, size: 18, font: bold });
  page.drawText('Fall 2025 · Tuesdays and Thursdays, 10:00-11:15', { x: 72, y: 696, size: 11, font: regular });
  page.drawText('Schedule', { x: 72, y: 660, size: 14, font: bold });
  schedule.forEach(([when, what], row) => {
    const y = 636 - row * 18;
    page.drawText(when!, { x: 72, y, size: 11, font: regular });
    if (what) page.drawText(what, { x: 180, y, size: 11, font: regular });
  });
  return Buffer.from(await pdf.save());
}

/** "03/11" is ambiguous (March 11 or November 3), so the engine flags it; the final project has no date yet, so the engine cannot place it. */
const syllabusWithDoubts = () => syllabusPdf([['Sep 12', 'Homework 1 due'], ['Oct 3', 'Midterm exam'], ['03/11', 'Quiz 2'], ['Nov 14', 'Essay draft due'], ['Final project presentation: date TBA']]);

/** A deadline the engine cannot decide ("to the history office by 5 pm" names no kind of work), between lines it sets aside. */
const syllabusWithALineToCheck = () =>
  syllabusPdf([['Sep 12', 'Homework 1 due'], ['Oct 3', 'Midterm exam'], ['Oct 21', 'Archive visit: the city records office'], ['Nov 14', 'Source analysis to the history office by 5 pm'], ['Nov 27', 'Thanksgiving: no class']]);

/** A scan: a page with a picture of text and no text at all, which the engine cannot read. */
async function scannedSyllabus(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.addPage([612, 792]).drawRectangle({ x: 72, y: 500, width: 468, height: 220, borderWidth: 2 });
  return Buffer.from(await pdf.save());
}

/** A "now" purchase through the real purchase page, paid with the test card. */
async function buyWithSyllabus(viewport: typeof DESKTOP, email: string, file: Buffer | Promise<Buffer> = syllabusWithDoubts()) {
  const buyer = await browser.open('/purchase', { viewport });
  for (const [label, value] of [['Full name', 'Noor Haddad'], ['Email', email], ['University', 'Georgia Tech'], ['Phone', '(404) 555-0177']]) await buyer.getByLabel(label!).fill(value!);
  await buyer.getByLabel('Upload your syllabi now or later?').selectOption('now');
  await buyer.locator('input[type="file"]').setInputFiles({ name: FILE_NAME, mimeType: 'application/pdf', buffer: await file });
  await buyer.getByRole('button', { name: 'Continue to Payment' }).click();
  await buyer.getByLabel('Card number').fill('4242 4242 4242 4242');
  await buyer.getByLabel('Expiration date').fill('12 / 34');
  await buyer.getByLabel('Security code').fill('123');
  await buyer.getByRole('button', { name: 'Pay $25' }).click();
  await buyer.getByText('We received your syllabus').waitFor();
}

/** Staff sign in as the admin account (ADMIN_PASSWORD's) and open a buyer's order from the console's list. */
async function orderPage(viewport: typeof DESKTOP, email: string, buyer = 'Noor Haddad'): Promise<Page> {
  const page = await browser.open('/admin', { viewport });
  await page.getByLabel('User name').fill('admin');
  await page.getByLabel('Password').fill('staff-e2e-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await searchConsole(page, email);
  await page.getByRole('row').filter({ hasText: email }).getByRole('link', { name: buyer }).click();
  await page.getByRole('heading', { name: buyer }).waitFor();
  return page;
}

/** The console's Outbox, searched for one buyer; returns the open email's text. */
async function openEmail(staff: Page, email: string, subject: string | RegExp): Promise<string> {
  await staff.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Outbox' }).click();
  await searchConsole(staff, email);
  await staff.getByRole('row').filter({ hasText: email }).getByRole('button', { name: subject }).click();
  const dialog = staff.getByRole('dialog');
  await dialog.getByText(email).waitFor();
  const text = (await dialog.locator('pre').textContent()) ?? '';
  // Back to the order, through the email's link to it.
  await dialog.getByRole('link', { name: /^ord_/ }).click();
  return text;
}

/** The student's To-do list view with every week shown: each published item is one row. */
async function studentsWholeList(student: Page): Promise<Locator> {
  await student.getByRole('link', { name: 'To-do list' }).click();
  await student.getByLabel('Show every week').check();
  return student.getByRole('region', { name: 'To-do list for the week' });
}

/** Edits one cell as a keyboard user would: focus it, Enter, type, Enter. */
async function typeInCell(page: Page, row: Locator, cell: string, value: string) {
  await row.getByRole('button', { name: new RegExp(`^${cell}:`) }).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.type(value);
  await page.keyboard.press('Enter');
}

/** Another staff member's edit of an item, through the review API, unseen by the open page. */
async function renameBehindTheScenes(staff: Page, title: string, newTitle: string) {
  const orderId = new URL(staff.url()).pathname.split('/').at(-1)!;
  const workspace = (await (await staff.request.get(`/api/admin/orders/${orderId}/review/`)).json()) as { items: Array<{ id: number; version: number; title: string }> };
  const item = workspace.items.find((one) => one.title === title)!;
  const answer = await staff.request.post('/api/admin/review/updateItem/', { data: { orderId, item: { id: item.id, version: item.version }, changes: { title: newTitle } } });
  expect(answer.status()).toBe(200);
}

/** The accessible label of what has the keyboard focus. */
const focused = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label'));

/** With E2E_SCREENSHOTS=DIR, the page to look at: what is on screen, or the whole page in screen-high parts. */
async function screenshot(page: Page, name: string, whole = true) {
  const dir = process.env.E2E_SCREENSHOTS;
  if (!dir) return;
  if (!whole) return void (await page.screenshot({ path: `${dir}/${name}.png` }));
  const { width, height } = page.viewportSize()!;
  const full = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let part = 0; part * height < full; part++) {
    await page.screenshot({ path: `${dir}/${name}-${part + 1}.png`, fullPage: true, clip: { x: 0, y: part * height, width, height: Math.min(height, full - part * height) } });
  }
}

describe.each([
  ['a desktop', DESKTOP],
  ['a phone', PHONE],
])('staff review on %s', (_device, viewport) => {
  it('finds the deadline the engine could not decide in the document with n, makes it an item with i, and the student gets it', { timeout: 240_000 }, async () => {
    const email = `lines-${Date.now()}-${viewport.width}@gatech.edu`;
    await buyWithSyllabus(viewport, email, syllabusWithALineToCheck());
    const staff = await orderPage(viewport, email);
    const syllabus = staff.getByRole('listitem').filter({ has: staff.getByRole('heading', { name: FILE_NAME }) });
    await syllabus.getByText('Done', { exact: true }).waitFor({ timeout: 90_000 });
    const review = staff.locator('section').filter({ has: staff.getByRole('heading', { name: 'Review and publish' }) });
    await review.getByText('2 items · 0 confirmed · 0 flagged · 1 dated line to check').waitFor();
    await staff.getByRole('button', { name: /^Confirm all unflagged/ }).click();
    await staff.getByRole('status').getByText('Confirmed 2 items.').waitFor();

    // Publishing with the line undecided asks first, naming the count.
    await review.getByRole('button', { name: 'Publish' }).click();
    const confirm = staff.getByRole('dialog', { name: 'Publish with 1 dated line to check?' });
    await confirm.getByText(/1 dated line of the syllabi is still to check/).waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();

    // The document: every dated line marked by its fate; n goes to the line to check.
    await syllabus.getByRole('button', { name: 'Read the document (1 to check)' }).click();
    const documentView = staff.getByRole('region', { name: `The document: ${FILE_NAME}` });
    await documentView.getByText('Set aside: A holiday or a day without class.').waitFor();
    await documentView.getByText('→ Homework 1 · 2025-09-12').waitFor();
    await staff.keyboard.press('n');
    const line = 'To check, page 1: Nov 14 | Source analysis to the history office by 5 pm';
    await expect.poll(() => focused(staff)).toBe(line);
    await screenshot(staff, `document-${viewport.width}`, false);

    // x sets it aside with a reason, u takes that back; the line keeps the keyboard throughout.
    await staff.keyboard.press('x');
    await documentView.getByLabel('Why is it not a deadline?').selectOption('Office hours.');
    await staff.keyboard.press('Enter');
    await documentView.getByText('Set aside: Office hours. (by admin)').waitFor();
    await review.getByText('0 dated lines to check').waitFor();
    await staff.keyboard.press('u');
    await review.getByText('1 dated line to check').waitFor();
    await expect.poll(() => focused(staff)).toBe(line);

    // i makes it an item: title, type, date and time filled in from the line, which stays its evidence.
    await staff.keyboard.press('i');
    const form = staff.locator('form').filter({ has: staff.getByRole('heading', { name: 'Make an item from a line' }) });
    await expect(form.getByLabel('Title').inputValue()).resolves.toBe('Source analysis to the history office');
    await expect(form.getByLabel('Date').inputValue()).resolves.toBe('2025-11-14');
    await expect(form.getByLabel('Time').inputValue()).resolves.toBe('17:00');
    await staff.keyboard.press('Enter');
    const item = staff.getByRole('row', { name: 'Source analysis to the history office', exact: true });
    await item.getByText('✓ Confirmed by admin').waitFor();
    await review.getByText('3 items · 3 confirmed · 0 flagged · 0 dated lines to check').waitFor();
    await documentView.getByText('→ Source analysis to the history office · 2025-11-14 17:00').waitFor();
    // Its evidence opens the document at its line.
    await item.getByRole('button', { name: 'Show in the document' }).click();
    await expect.poll(() => staff.evaluate(() => document.activeElement?.textContent ?? '')).toContain('Source analysis to the history office by 5 pm');
    expect(await noSideScroll(staff)).toBe(true);

    await review.getByRole('button', { name: 'Publish' }).click();
    await staff.getByRole('button', { name: 'Publish and email the student' }).click();
    await staff.getByText(`Published 3 items. ${email} gets an email with the dashboard link.`).first().waitFor();

    const student = await browser.open(dashboardPath(await openEmail(staff, email, 'Your Syl dashboard is ready')), { viewport });
    await (await studentsWholeList(student)).getByRole('row').filter({ hasText: 'Source analysis to the history office' }).getByText('Fri, Nov 14').waitFor();
    await student.getByRole('button', { name: 'Sync to Your Calendar' }).click();
    const feedUrl = await student.getByRole('dialog', { name: 'Sync to Your Calendar' }).getByLabel('Your calendar link').inputValue();
    const feed = await (await student.request.get(feedUrl)).text();
    expect(feed.replace(/\r\n[ \t]/g, '')).toMatch(/SUMMARY:[^\r\n]*Source analysis to the history office/);
  });

  it('checks what was read, publishes it, corrects it after delivery, replaces the link and adds syllabi sent another way', { timeout: 240_000 }, async () => {
    const email = `review-${Date.now()}-${viewport.width}@gatech.edu`;
    await buyWithSyllabus(viewport, email);

    const staff = await orderPage(viewport, email);

    // The page asks again every 2 s while the file waits or is read.
    const syllabus = staff.getByRole('listitem').filter({ has: staff.getByRole('heading', { name: FILE_NAME }) });
    await syllabus.getByText('Done', { exact: true }).waitFor({ timeout: 90_000 });
    await syllabus.getByText(`${COURSE} · Fall 2025`, { exact: false }).waitFor();
    const review = staff.locator('section').filter({ has: staff.getByRole('heading', { name: 'Review and publish' }) });
    await review.getByText('4 items · 0 confirmed · 1 flagged').waitFor();
    await review.getByText('1 flagged item to check').waitFor();
    await expect(review.getByRole('button', { name: 'Publish' }).isDisabled()).resolves.toBe(true);

    // The flagged item comes first in its course, with the reason and its evidence marked.
    const quiz = staff.getByRole('row', { name: 'Quiz 2', exact: true });
    await quiz.getByText('Day and month could be swapped').waitFor();
    await expect(quiz.locator('mark').allTextContents()).resolves.toEqual(['03/11', 'Quiz 2']);
    const course = staff.getByRole('table', { name: 'Items by course' }).locator('tbody').first();
    await expect(course.getByRole('row').nth(1).getAttribute('aria-label')).resolves.toBe('Quiz 2');
    await quiz.getByRole('link', { name: 'Open the file at page 1' }).waitFor();

    // A date that is not a date is refused in place, before anything is sent.
    await typeInCell(staff, quiz, 'Date', '11/03');
    await quiz.getByText('Date must be a date written YYYY-MM-DD.').waitFor();
    await quiz.scrollIntoViewIfNeeded();
    await screenshot(staff, `editing-${viewport.width}`, false);
    await staff.keyboard.press('Escape');
    await quiz.getByRole('button', { name: 'Date: Tue, Mar 11, 2025' }).waitFor();

    await typeInCell(staff, quiz, 'Date', '2025-11-03');
    await quiz.getByRole('button', { name: 'Date: Mon, Nov 3, 2025' }).waitFor();
    // Enter saved it and gave the keyboard back to the cell.
    await expect(focused(staff)).resolves.toBe('Date: Mon, Nov 3, 2025');
    await staff.getByRole('status').getByText('Saved.').waitFor();
    await quiz.getByRole('button', { name: 'Confirm “Quiz 2”' }).click();
    await quiz.getByText('✓ Confirmed by admin').waitFor();
    await review.getByText('4 items · 1 confirmed · 1 flagged').waitFor();

    // The line the engine could not place becomes an item: its words and type are filled in, the date is staff's.
    await syllabus.getByText('Final project presentation: date TBA').waitFor();
    await syllabus.getByRole('button', { name: 'Make an item' }).click();
    const form = staff.locator('form').filter({ has: staff.getByRole('heading', { name: 'Make an item from a line' }) });
    await expect(form.getByLabel('Title').inputValue()).resolves.toBe('Final project presentation');
    await expect(form.getByLabel('Type').inputValue()).resolves.toBe('project');
    await expect(staff.evaluate(() => (document.activeElement as HTMLInputElement).name)).resolves.toBe('date');
    await staff.keyboard.type('2025-12-05');
    await form.getByRole('button', { name: 'Save the item' }).click();
    const project = staff.getByRole('row', { name: 'Final project presentation', exact: true });
    await project.getByText('✓ Confirmed by admin').waitFor();
    await project.locator('mark').getByText('date TBA').waitFor();
    await syllabus.getByRole('button', { name: 'Make an item' }).waitFor({ state: 'detached' });

    // Several rows at once, and undoing it.
    const toolbar = staff.getByRole('toolbar', { name: 'Items' });
    await staff.getByRole('checkbox', { name: 'Select “Homework 1”' }).check();
    await staff.getByRole('checkbox', { name: 'Select “Essay draft”' }).check();
    await toolbar.getByText('2 selected').waitFor();
    await toolbar.getByLabel('Change the type of the selected items').selectOption('project');
    await staff.getByRole('status').getByText('2 items made a project.').waitFor();
    await staff.getByRole('row', { name: 'Homework 1', exact: true }).getByRole('button', { name: 'Type: Project' }).waitFor();
    await toolbar.getByRole('button', { name: 'Undo: 2 items made a project' }).click();
    await staff.getByRole('row', { name: 'Homework 1', exact: true }).getByRole('button', { name: 'Type: Assignment' }).waitFor();
    await toolbar.getByRole('button', { name: 'Clear selection' }).click();

    // (The page fetches the workspace again once the edit is answered; that fetch lands before the
    // rename below, so that the page holds a version someone else then changes.)
    const refetched = staff.waitForResponse((response) => response.url().includes('admin.review.workspace'));
    await staff.getByRole('button', { name: /^Confirm all unflagged/ }).click();
    await staff.getByRole('status').getByText('Confirmed 3 items.').waitFor();
    await review.getByText('5 items · 5 confirmed · 1 flagged').waitFor();
    await refetched;
    // Someone else renames an item meanwhile (here through the API): this page's edit of the same row
    // is refused, rolled back with the reason, and the latest version is shown.
    await renameBehindTheScenes(staff, 'Essay draft', 'Essay draft (1,500 words)');
    await typeInCell(staff, staff.getByRole('row', { name: 'Essay draft', exact: true }), 'Title', 'Essay 1 draft');
    await staff.getByRole('alert').getByText(/was changed by someone else since you opened this order, so your change was not saved/).first().waitFor();
    await staff.getByRole('row', { name: 'Essay draft (1,500 words)', exact: true }).waitFor();
    await expect(staff.getByRole('row', { name: 'Essay 1 draft' }).count()).resolves.toBe(0);

    expect(await noSideScroll(staff)).toBe(true);
    await screenshot(staff, `order-${viewport.width}`);

    await review.getByRole('button', { name: 'Publish' }).click();
    await staff.getByRole('button', { name: 'Publish and email the student' }).click();
    await staff.getByText(`Published 5 items. ${email} gets an email with the dashboard link.`).first().waitFor();
    await review.getByText(/^Published once, last by admin/).waitFor();

    const ready = await openEmail(staff, email, 'Your Syl dashboard is ready');
    const link = dashboardPath(ready);

    const student = await browser.open(link, { viewport });
    await student.getByRole('heading', { name: 'Hi Noor' }).waitFor();
    await student.getByText(/^Fall 2025 · Updated /).waitFor();
    expect(await noSideScroll(student)).toBe(true);
    await screenshot(student, `dashboard-${viewport.width}`);
    // Every published item, with the dates staff set, is on the student's whole to-do list.
    const everyItem = await studentsWholeList(student);
    await everyItem.getByRole('row').filter({ hasText: 'Quiz 2' }).getByText('Mon, Nov 3').waitFor();
    await everyItem.getByRole('row').filter({ hasText: 'Final project presentation' }).getByText('Project', { exact: true }).waitFor();
    await expect(everyItem.getByRole('row').filter({ hasText: 'Midterm exam' }).count()).resolves.toBe(1);

    // A correction after delivery: published again, the student is told which date moved.
    // Tab saves and moves to the next field of the row, Shift+Tab back, Escape leaves without saving.
    const midterm = staff.getByRole('row', { name: 'Midterm exam', exact: true });
    await midterm.getByRole('button', { name: /^Date:/ }).focus();
    await staff.keyboard.press('Enter');
    await staff.keyboard.type('2025-10-10');
    await staff.keyboard.press('Tab');
    await expect(focused(staff)).resolves.toBe('Last day of “Midterm exam”');
    await staff.keyboard.press('Shift+Tab');
    await expect(staff.evaluate(() => (document.activeElement as HTMLInputElement).value)).resolves.toBe('2025-10-10');
    await staff.keyboard.press('Escape');
    await midterm.getByRole('button', { name: 'Date: Fri, Oct 10, 2025' }).waitFor();
    await expect(focused(staff)).resolves.toBe('Date: Fri, Oct 10, 2025');
    await staff.getByRole('status').getByText('Saved.').waitFor();
    await review.getByRole('button', { name: 'Publish again' }).click();
    await staff.getByRole('dialog').getByRole('button', { name: 'Publish again' }).click();
    await staff.getByText(`Published again. ${email} is told about 1 moved date.`).first().waitFor();
    await review.getByText(/^Published 2 times, last by admin/).waitFor();
    const moved = await openEmail(staff, email, `1 date changed in ${COURSE}`);
    expect(moved).toMatch(/Midterm exam\n\s+now: Fri, Oct 10, 2025\n\s+was: Fri, Oct 3, 2025/);

    // Revoking: the old link stops at once and a new one is emailed.
    await review.getByRole('button', { name: 'Revoke link and send a new one' }).click();
    await staff.getByRole('button', { name: 'Revoke and send a new link' }).click();
    await staff.getByText(`The old link no longer works. ${email} gets an email with the new one.`).first().waitFor();
    await student.reload();
    await student.getByText('It may have been replaced by a newer one, or its order was closed. Use the link in the latest email from Syl, or have it sent to you again below.').waitFor();
    const newLink = dashboardPath(await openEmail(staff, email, 'Your new Syl dashboard link'));
    expect(newLink).not.toBe(link);
    await student.goto(newLink);
    await (await studentsWholeList(student)).getByRole('row').filter({ hasText: 'Midterm exam' }).getByText('Fri, Oct 10').waitFor();

    // Syllabi the student sent another way: staff add a file and paste a text; each is read in the
    // background and its items come under their own course.
    const adding = staff.getByRole('region', { name: 'Add a syllabus' });
    await adding.getByLabel('Syllabus files').setInputFiles({ name: 'CHEM 1310.txt', mimeType: 'text/plain', buffer: Buffer.from('CHEM 1310: General Chemistry\nFall 2025\n\nSep 26  Lab report 1 due\n') });
    await adding.getByRole('button', { name: 'Add the file' }).click();
    await staff.getByText('CHEM 1310.txt was added and is queued for reading.').first().waitFor();
    await adding.getByRole('button', { name: 'Paste text' }).click();
    await adding.getByLabel('Name').fill('MATH 1554 from an email');
    await adding.getByRole('button', { name: 'Read this text' }).click();
    await adding.getByText('Paste the text of the syllabus first.').waitFor();
    await adding.getByLabel('Syllabus text').fill('MATH 1554: Linear Algebra\nFall 2025\n\nSep 19  Quiz 1\nOct 24  Midterm exam\n');
    await adding.getByRole('button', { name: 'Read this text' }).click();
    await staff.getByText('MATH 1554 from an email was added and is queued for reading.').first().waitFor();
    await staff.getByRole('row', { name: 'Lab report 1', exact: true }).getByRole('button', { name: 'Course: CHEM 1310: General Chemistry' }).waitFor({ timeout: 60_000 });
    await staff.getByRole('row', { name: 'Quiz 1', exact: true }).getByRole('button', { name: 'Course: MATH 1554: Linear Algebra' }).waitFor({ timeout: 60_000 });
    await review.getByText('8 items · 5 confirmed · 1 flagged').waitFor();
    await screenshot(staff, `courses-${viewport.width}`);

    // Two spellings of one course become one, and a course gets the name the student knows it by.
    const items = staff.getByRole('table', { name: 'Items by course' });
    await items.locator('tbody').filter({ hasText: 'CHEM 1310: General Chemistry' }).getByRole('button', { name: 'Merge into…' }).click();
    await staff.getByRole('dialog').getByLabel('Merge into').selectOption({ label: 'MATH 1554: Linear Algebra' });
    await staff.getByRole('dialog').getByRole('button', { name: 'Merge' }).click();
    await staff.getByRole('row', { name: 'Lab report 1', exact: true }).getByRole('button', { name: 'Course: MATH 1554: Linear Algebra' }).waitFor();
    const math = items.locator('tbody').filter({ hasText: 'Also written: CHEM 1310: General Chemistry' });
    await math.getByRole('button', { name: 'Edit course' }).click();
    await math.getByLabel('Display name').fill('Linear Algebra');
    await math.getByRole('button', { name: 'Save' }).click();
    await math.getByText('Linear Algebra', { exact: true }).first().waitFor();
    await staff.getByRole('row', { name: 'Quiz 1', exact: true }).getByRole('button', { name: 'Course: Linear Algebra' }).waitFor();
  });
});

describe.each([
  ['a desktop', DESKTOP],
  ['a phone', PHONE],
])('a course over the academic year, on %s', (_device, viewport) => {
  it('shows both its terms to staff and the student, places its spring work in the next year, and flags none of it outside the term', { timeout: 180_000 }, async () => {
    const email = `year-long-${viewport.width}-${Date.now()}@gatech.edu`;
    await buyWithSyllabus(
      viewport,
      email,
      syllabusPdf([['Sep 12', 'Homework 1 due'], ['Oct 3', 'Midterm exam'], ['Nov 14', 'Essay draft due'], ['Jan 20', 'Homework 2 due'], ['Mar 10', 'Paper due'], ['Apr 7', 'Final exam'], ['Apr 21', 'Poster presentation']]),
    );
    const staff = await orderPage(viewport, email);
    const syllabus = staff.getByRole('listitem').filter({ has: staff.getByRole('heading', { name: FILE_NAME }) });
    await syllabus.getByText('Done', { exact: true }).waitFor({ timeout: 90_000 });
    await syllabus.getByText(`${COURSE} · Fall 2025 – Spring 2026`, { exact: false }).waitFor();
    await staff.getByRole('row').filter({ hasText: 'Final exam' }).getByText('Tue, Apr 7, 2026').waitFor();
    await staff.getByRole('row').filter({ hasText: 'Homework 1' }).getByText('Fri, Sep 12, 2025').waitFor();
    expect(await staff.getByText(/outside (?:its|their) term/).count()).toBe(0);
    expect(await staff.getByText('Far outside the term').count()).toBe(0);
    expect(await noSideScroll(staff)).toBe(true);
    await screenshot(staff, `year-long-order-${viewport.width}`);

    // Nothing is flagged, so all of it is confirmed at once and published; the student sees both terms too.
    await staff.getByRole('button', { name: 'Confirm all unflagged (7)' }).click();
    await staff.getByRole('status').getByText('Confirmed 7 items.').waitFor();
    const review = staff.locator('section').filter({ has: staff.getByRole('heading', { name: 'Review and publish' }) });
    await review.getByRole('button', { name: 'Publish' }).click();
    await staff.getByRole('button', { name: 'Publish and email the student' }).click();
    await staff.getByText(`Published 7 items. ${email} gets an email with the dashboard link.`).first().waitFor();
    const student = await browser.open(dashboardPath(await openEmail(staff, email, 'Your Syl dashboard is ready')), { viewport });
    await student.getByText(/^Fall 2025 – Spring 2026 · Updated /).waitFor();
    expect(await noSideScroll(student)).toBe(true);
    await screenshot(student, `year-long-dashboard-${viewport.width}`, false);
    const everyItem = await studentsWholeList(student);
    await everyItem.getByRole('row').filter({ hasText: 'Poster presentation' }).getByText('Tue, Apr 21').waitFor();
  });
});

describe('an item whose evidence quotes a second line', () => {
  it('shows both lines and opens the document at its own from "Show in the document"', { timeout: 180_000 }, async () => {
    const email = `two-lines-${Date.now()}@gatech.edu`;
    // "FINAL EXAM:" names the sitting; the line under it dates it, and the evidence quotes both.
    await buyWithSyllabus(DESKTOP, email, syllabusPdf([['Oct 3', 'Midterm exam'], ['Week 10', ''], ['FINAL EXAM:', ''], ['Section 02 and 03: TUESDAY, DECEMBER 9, 9:30-11:30 A.M.', '']]));
    const staff = await orderPage(DESKTOP, email);
    const syllabus = staff.getByRole('listitem').filter({ has: staff.getByRole('heading', { name: FILE_NAME }) });
    await syllabus.getByText('Done', { exact: true }).waitFor({ timeout: 90_000 });
    const item = staff.getByRole('row').filter({ hasText: 'Final Exam (Section 02 and 03)' });
    await item.getByText('Tue, Dec 9, 2025').waitFor();
    await item.getByText(/\(FINAL EXAM:\)$/).waitFor();
    await item.getByRole('button', { name: 'Show in the document' }).click();
    await expect.poll(() => staff.evaluate(() => document.activeElement?.textContent ?? '')).toContain('Section 02 and 03: TUESDAY, DECEMBER 9, 9:30-11:30 A.M.');
  });
});

describe('a syllabus the engine cannot read', () => {
  it('is typed in by hand under a course staff name, and published', { timeout: 180_000 }, async () => {
    const email = `scan-${Date.now()}@gatech.edu`;
    await buyWithSyllabus(DESKTOP, email, scannedSyllabus());
    const staff = await orderPage(DESKTOP, email);
    const syllabus = staff.getByRole('listitem').filter({ has: staff.getByRole('heading', { name: FILE_NAME }) });
    await syllabus.getByText('Failed', { exact: true }).waitFor({ timeout: 90_000 });
    await syllabus.getByText(/scanned image/).waitFor();

    const form = staff.locator('form').filter({ has: staff.getByRole('heading', { name: 'Add an item' }) });
    await expect(form.getByLabel('Course', { exact: true }).inputValue()).resolves.toBe('new');
    await form.getByLabel('Title').fill('Prelim 1');
    await form.getByLabel('Type').selectOption('exam');
    await form.getByLabel('Date').fill('2025-10-02');
    await form.getByRole('button', { name: 'Add the item' }).click();
    await form.getByText('Course: name the new course.').waitFor();
    await form.getByLabel('New course name').fill('HIST 210');
    await form.scrollIntoViewIfNeeded();
    await screenshot(staff, 'new-course-1280', false);
    await form.getByRole('button', { name: 'Add the item' }).click();

    await staff.getByRole('row', { name: 'Prelim 1', exact: true }).getByText('HIST 210').first().waitFor();
    const review = staff.locator('section').filter({ has: staff.getByRole('heading', { name: 'Review and publish' }) });
    await review.getByText('1 item · 1 confirmed · 0 flagged').waitFor();
    await review.getByRole('button', { name: 'Publish' }).click();
    await staff.getByRole('button', { name: 'Publish and email the student' }).click();
    await staff.getByText(`Published 1 item. ${email} gets an email with the dashboard link.`).first().waitFor();
  });
});


/** A delivered order with an item the reading got wrong ("Grades are project" is no deliverable) and a time read as AM. */
const DELIVERED: SeededCourse = {
  name: 'HIST 210',
  timeZone: null,
  items: [
    { title: 'Essay 1', type: 'assignment', date: '2025-10-01' },
    { title: 'Grades are project', type: 'project', date: '2025-10-02' },
    { title: 'Quiz 1', type: 'quiz', date: '2025-10-08', time: '11:59' },
  ],
};

describe.each([
  ['a desktop', DESKTOP],
  ['a phone', PHONE],
])('staff correcting a delivered order on %s', (_device, viewport) => {
  /** The order, published with DELIVERED, open in the console; and the student's dashboard showing the junk item. */
  async function delivered() {
    const email = `correct-${Date.now()}-${viewport.width}@gatech.edu`;
    await publishedDashboard(email, [DELIVERED], { name: 'Ann Lee' });
    const { page: student } = await openDashboard(browser, await linkInReadyEmail(email), viewport);
    await (await studentsWholeList(student)).getByRole('row').filter({ hasText: 'Grades are project' }).waitFor();
    return { student, staff: await orderPage(viewport, email, 'Ann Lee') };
  }
  const junk = (staff: Page) => staff.getByRole('row', { name: 'Grades are project', exact: true });

  it('deletes an item: it leaves the page, stays gone after a reload, and the next publish takes it off the dashboard', { timeout: 120_000 }, async () => {
    const { student, staff } = await delivered();
    await junk(staff).getByRole('button', { name: 'Delete “Grades are project”' }).click();
    await staff.getByRole('status').getByText('Deleted “Grades are project”.').waitFor();
    await junk(staff).waitFor({ state: 'detached' });
    await expect(staff.getByRole('alert').count()).resolves.toBe(0);

    await staff.reload();
    await staff.getByRole('row', { name: 'Essay 1', exact: true }).waitFor();
    await expect(junk(staff).count()).resolves.toBe(0);

    const review = staff.locator('section').filter({ has: staff.getByRole('heading', { name: 'Review and publish' }) });
    await review.getByRole('button', { name: 'Publish again' }).click();
    await staff.getByRole('dialog').getByRole('button', { name: 'Publish again' }).click();
    await staff.getByText('Published again (2 items); no date moved, so no email.').first().waitFor();
    await student.reload();
    const list = await studentsWholeList(student);
    await list.getByRole('row').filter({ hasText: 'Essay 1' }).waitFor();
    await expect(list.getByRole('row').filter({ hasText: 'Grades are project' }).count()).resolves.toBe(0);
  });

  it('deletes the selected items from the toolbar', { timeout: 120_000 }, async () => {
    const { staff } = await delivered();
    await staff.getByRole('checkbox', { name: 'Select “Grades are project”' }).check();
    await staff.getByRole('checkbox', { name: 'Select “Quiz 1”' }).check();
    await staff.getByRole('toolbar', { name: 'Items' }).getByRole('button', { name: 'Delete', exact: true }).click();
    await staff.getByRole('status').getByText('Deleted 2 items.').waitFor();
    await staff.reload();
    await staff.getByRole('row', { name: 'Essay 1', exact: true }).waitFor();
    await expect(staff.getByRole('row', { name: /^(Grades are project|Quiz 1)$/ }).count()).resolves.toBe(0);
  });

  it('undoes a delete: the item comes back and stays after a reload', { timeout: 120_000 }, async () => {
    const { staff } = await delivered();
    await junk(staff).getByRole('button', { name: 'Delete “Grades are project”' }).click();
    await junk(staff).waitFor({ state: 'detached' });
    await staff.getByRole('toolbar', { name: 'Items' }).getByRole('button', { name: 'Undo: Deleted “Grades are project”' }).click();
    await staff.getByText('Undone: Deleted “Grades are project”.').first().waitFor();
    await junk(staff).getByRole('button', { name: 'Delete “Grades are project”' }).waitFor();

    await staff.reload();
    await junk(staff).getByRole('button', { name: 'Date: Thu, Oct 2, 2025' }).waitFor();
  });

  it('corrects a time read as AM to PM, typed as people write it', { timeout: 120_000 }, async () => {
    const { staff } = await delivered();
    const quiz = staff.getByRole('row', { name: 'Quiz 1', exact: true });
    await typeInCell(staff, quiz, 'Time', '11:59 PM');
    await quiz.getByRole('button', { name: 'Time: 11:59 PM' }).waitFor();
    await staff.getByRole('status').getByText('Saved.').waitFor();
    await quiz.scrollIntoViewIfNeeded();
    await screenshot(staff, `corrected-${viewport.width}`, false);

    await staff.reload();
    // The editor opens on the time as the cell shows it.
    await quiz.getByRole('button', { name: 'Time: 11:59 PM' }).click();
    await expect(quiz.getByRole('textbox', { name: 'Time of “Quiz 1”' }).inputValue()).resolves.toBe('11:59 PM');
  });
});

describe.each([
  ['a desktop', DESKTOP],
  ['a phone', PHONE],
])('a date the student reports as changed, on %s', (_device, viewport) => {
  it('is checked by staff from the order page, and once published again the student sees the new date and gets the email', { timeout: 180_000 }, async () => {
    const email = `report-${Date.now()}-${viewport.width}@gatech.edu`;
    await publishedDashboard(email, [DELIVERED], { name: 'Ann Lee' });
    const { page: student } = await openDashboard(browser, await linkInReadyEmail(email), viewport);
    const essayRow = (list: Locator) => list.getByRole('row').filter({ hasText: 'Essay 1' });

    // The student reports that Essay 1 moved from Oct 1 to Oct 6 at 5 PM.
    const list = await studentsWholeList(student);
    await essayRow(list).getByRole('button', { name: 'Report a change: Essay 1' }).click();
    const form = student.getByRole('dialog', { name: 'Report a change' });
    await form.getByLabel('New date').fill('2025-10-06');
    await form.getByLabel('New time (optional)').fill('17:00');
    await form.getByLabel('What changed? (optional)').fill('Extended in class on Monday.');
    await form.getByText('28 / 500').waitFor();
    await screenshot(student, `report-form-${viewport.width}`, false);
    await form.getByRole('button', { name: 'Send report' }).click();
    await form.getByRole('status').getByText('Thanks! The Syl team will check the new date and update your dashboard.').waitFor();
    await form.getByRole('button', { name: 'Close' }).click();
    await essayRow(list).getByText('reported · being checked').waitFor();
    await expect(essayRow(list).getByRole('button', { name: 'Report a change: Essay 1' }).count()).resolves.toBe(0);
    expect(await noSideScroll(student)).toBe(true);
    await screenshot(student, `reported-${viewport.width}`, false);
    // Still being checked after a reload, on any device.
    await student.reload();
    await essayRow(await studentsWholeList(student)).getByText('reported · being checked').waitFor();

    // Staff see it counted in the order list and in full on the order page.
    const staff = await orderPage(viewport, email, 'Ann Lee');
    await staff.goBack();
    await staff.getByRole('row').filter({ hasText: email }).getByText('1 change reported').waitFor();
    await staff.goForward();
    await staff.getByRole('link', { name: 'The student reported a changed date: check it under “Reported by the student”.' }).click();
    const reported = staff.getByRole('listitem', { name: 'Reported change: Essay 1' });
    await reported.getByText('Wed, Oct 1, 2025', { exact: true }).waitFor();
    await reported.getByText('Mon, Oct 6, 2025 at 5:00 PM').waitFor();
    await reported.getByText('Extended in class on Monday.').waitFor();
    expect(await noSideScroll(staff)).toBe(true);
    await screenshot(staff, `report-staff-${viewport.width}`, false);

    // Staff take the student's date and publish again: the report is resolved and the email goes out.
    await reported.getByRole('button', { name: 'Use this date' }).click();
    await reported.getByText('The item has this date now: publish again to resolve the report.').waitFor();
    await staff.getByRole('row', { name: 'Essay 1', exact: true }).getByRole('button', { name: 'Date: Mon, Oct 6, 2025' }).waitFor();
    const review = staff.locator('section').filter({ has: staff.getByRole('heading', { name: 'Review and publish' }) });
    await review.getByRole('button', { name: 'Publish again' }).click();
    await staff.getByRole('dialog').getByRole('button', { name: 'Publish again' }).click();
    await staff.getByText(`Published again. ${email} is told about 1 moved date. 1 reported change resolved.`).first().waitFor();
    await reported.waitFor({ state: 'detached' });
    const moved = await openEmail(staff, email, '1 date changed in HIST 210');
    expect(moved).toContain('Essay 1\n  now: Mon, Oct 6, 2025 at 5:00 PM\n  was: Wed, Oct 1, 2025\n');

    await student.reload();
    const after = essayRow(await studentsWholeList(student));
    await after.getByText('Mon, Oct 6').waitFor();
    await after.getByRole('button', { name: 'Report a change: Essay 1' }).waitFor();
    await expect(after.getByText('reported · being checked').count()).resolves.toBe(0);
  });

  it("reads and takes a time in the student's zone, and staff see the same instant in the course's", { timeout: 120_000 }, async () => {
    const email = `report-zone-${Date.now()}-${viewport.width}@gatech.edu`;
    // The student reads times in the university's zone (the first course's by name, New York); the lab is in Los Angeles, 3 hours behind.
    const lab: SeededCourse = { name: 'PHYS 2211', timeZone: 'America/Los_Angeles', items: [{ title: 'Lab report 4', type: 'assignment', date: '2025-10-01', time: '23:30' }] };
    await publishedDashboard(email, [{ ...DELIVERED, timeZone: 'America/New_York' }, lab], { name: 'Ann Lee' });
    const { page: student, errors } = await openDashboard(browser, await linkInReadyEmail(email), viewport);

    const list = await studentsWholeList(student);
    await list.getByRole('button', { name: 'Report a change: Lab report 4' }).click();
    const form = student.getByRole('dialog', { name: 'Report a change' });
    expect(await form.getByText('is on your dashboard for').innerText()).toContain("Lab report 4 is on your dashboard for Thu, Oct 2, 2:30 AM EDT (Wed, Oct 1, 11:30 PM PDT in the course's zone).");
    // The form opens on the time the student reads, on their day.
    expect([await form.getByLabel('New date').inputValue(), await form.getByLabel('New time (optional)').inputValue()]).toEqual(['2025-10-02', '02:30']);
    await form.getByLabel('New date').fill('2025-10-09');
    await form.getByLabel('New time (optional)').fill('01:00');
    await screenshot(student, `report-zone-form-${viewport.width}`, false);
    await form.getByRole('button', { name: 'Send report' }).click();
    await form.getByRole('status').getByText('Thanks!', { exact: false }).waitFor();
    expect(await noSideScroll(student)).toBe(true);

    // 1:00 AM on Oct 9 in New York is 10:00 PM on Oct 8 in Los Angeles, the zone staff check the course in.
    const staff = await orderPage(viewport, email, 'Ann Lee');
    await staff.getByRole('link', { name: 'The student reported a changed date: check it under “Reported by the student”.' }).click();
    const reported = staff.getByRole('listitem', { name: 'Reported change: Lab report 4' });
    await reported.getByText('Wed, Oct 8, 2025 at 10:00 PM').waitFor();
    expect(errors).toEqual([]);
  });
});
