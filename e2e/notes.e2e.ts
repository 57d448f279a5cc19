import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { noSideScroll, screenshot, settle, useBrowser } from './browser';
import { DASHBOARD_WIDTHS, seededDashboard, type SeededCourse } from './dashboards';

const browser = useBrowser();

const COURSES: SeededCourse[] = [
  { name: 'CS 1331', timeZone: null, items: [{ title: 'Midterm Exam', type: 'exam', date: '2025-10-09' }] },
  { name: 'MATH 1554', timeZone: null, items: [{ title: 'Problem Set 2', type: 'assignment', date: '2025-10-02' }] },
];

const notes = (page: Page) => page.getByRole('region', { name: 'Notes' });
const editor = (page: Page) => notes(page).getByLabel('Notes for CS 1331');
const saveState = (page: Page) => notes(page).getByRole('status');
const isNoteSave = (request: Request) => request.method() === 'POST' && request.url().includes('/notes/');

/** Every note save the page sends, as it sends it. */
function noteSaves(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => isNoteSave(request) && sent.push(request));
  return sent;
}

/**
 * Opens the Notes tab on a paused clock. React reveals a view that was loading on a timer (its 300 ms
 * throttle), so time moves on in small steps until the view's chunk has arrived and shows.
 */
async function openNotes(page: Page) {
  await page.getByRole('navigation', { name: 'Dashboard views' }).getByRole('link', { name: 'Notes' }).click();
  await editorShown(page);
}

async function editorShown(page: Page) {
  // A page just reloaded on a busy machine can take seconds to fetch the view's chunk; poll's own
  // default (1 s) is for a warm page.
  await expect
    .poll(
      async () => {
        await page.clock.runFor(100);
        return editor(page).isVisible();
      },
      { timeout: 15_000 },
    )
    .toBe(true);
}

describe.each(DASHBOARD_WIDTHS)('course notes on %s', (_device, viewport) => {
  const dashboard = seededDashboard(browser, 'notes', COURSES, viewport);

  it('saves a note 2 s after typing stops; a new device sees it with its preview, and a stale save keeps both versions', async () => {
    // Paused: typing happens at one fake instant, and only runFor moves time on to the autosave.
    const { page, errors } = await dashboard.open({ pausedClock: true });
    await openNotes(page);
    expect(new URL(page.url()).pathname).toBe(`${dashboard.link()}/notes`);
    expect(await saveState(page).innerText()).toBe('No note yet');
    const sent = noteSaves(page);
    await editor(page).fill('**Midterm** covers ch. 1-4');
    await settle(page);
    expect(await saveState(page).innerText()).toBe('Saving…');
    expect(await notes(page).getByText('26 / 20,000').count()).toBe(1);
    await page.clock.runFor(1900);
    expect(sent).toHaveLength(0);
    const saved = page.waitForResponse((response) => isNoteSave(response.request()));
    await page.clock.runFor(200);
    expect((await saved).status()).toBe(200);
    await expect.poll(() => saveState(page).innerText()).toBe('Saved');
    expect(await noSideScroll(page)).toBe(true);
    await screenshot(page, `notes-editing-${viewport.width}`);

    // Another device: the note is there after a fresh load, and its preview is the server's rendering.
    const other = await dashboard.open({ view: '/notes' });
    await editor(other.page).waitFor();
    expect(await editor(other.page).inputValue()).toBe('**Midterm** covers ch. 1-4');
    await notes(other.page).getByRole('button', { name: 'Preview' }).click();
    expect(await other.page.getByTestId('note-preview').locator('strong').innerText()).toBe('Midterm');
    await screenshot(other.page, `notes-preview-${viewport.width}`);

    // That device adds a line (Preview saves at once); the first one, still at version 1, then saves too.
    // The heading says when in the server's real time (the pages run on fake clocks).
    await notes(other.page).getByRole('button', { name: 'Edit' }).click();
    await editor(other.page).fill('**Midterm** covers ch. 1-4\n\nBring a calculator');
    const otherSaved = other.page.waitForResponse((response) => isNoteSave(response.request()));
    await notes(other.page).getByRole('button', { name: 'Preview' }).click();
    expect((await otherSaved).status()).toBe(200);
    await other.page.getByTestId('note-preview').getByText('Bring a calculator').waitFor();

    await editor(page).fill('**Midterm** covers ch. 1-4\n\nOffice hours Tuesday');
    await settle(page);
    const merged = page.waitForResponse((response) => isNoteSave(response.request()));
    await page.clock.runFor(2100);
    expect(await (await merged).json()).toMatchObject({ merged: true });
    await expect.poll(() => saveState(page).innerText()).toBe('Saved (both versions kept)');
    const both = await editor(page).inputValue();
    expect(both).toMatch(/^\*\*Midterm\*\* covers ch\. 1-4\n\nBring a calculator\n\n---\n\n\*\*Also saved from another device, .+:\*\*\n\n\*\*Midterm\*\* covers ch\. 1-4\n\nOffice hours Tuesday$/);

    // Left before the 2 s are up: the pending text is sent as the page goes.
    await editor(page).fill(`${both}\n\nLast words`);
    await settle(page);
    await page.close({ runBeforeUnload: true });
    const token = dashboard.link().split('/').at(-1)!;
    await expect.poll(async () => (await (await other.page.request.get(`/api/dashboards/${token}/`)).json()).notes[0].text).toBe(`${both}\n\nLast words`);
    expect([...errors, ...other.errors]).toEqual([]);
  });

  it('offers to copy and reload when two devices wrote more than one note holds together', async () => {
    const { page, errors } = await dashboard.open({ view: '/notes', pausedClock: true });
    await editorShown(page);
    const other = await dashboard.open({ view: '/notes' });
    await editor(other.page).waitFor();
    await editor(other.page).fill('b'.repeat(12_000));
    const otherSaved = other.page.waitForResponse((response) => isNoteSave(response.request()));
    await notes(other.page).getByRole('button', { name: 'Preview' }).click();
    expect((await otherSaved).status()).toBe(200);

    await editor(page).fill('a'.repeat(12_000));
    await settle(page);
    const refused = page.waitForResponse((response) => isNoteSave(response.request()));
    await page.clock.runFor(2100);
    expect((await refused).status()).toBe(409);
    const alert = notes(page).getByRole('alert');
    await alert.getByText('both versions together are over 20,000 characters', { exact: false }).waitFor();
    expect(await alert.getByRole('button', { name: 'Copy my text' }).isVisible()).toBe(true);
    expect(await noSideScroll(page)).toBe(true);
    await screenshot(page, `notes-conflict-${viewport.width}`);
    await Promise.all([page.waitForEvent('load'), alert.getByRole('button', { name: 'Reload the page' }).click()]);
    await editorShown(page);
    expect(await editor(page).inputValue()).toBe('b'.repeat(12_000));
    // The refused save is the one error the browser reports.
    expect([...errors, ...other.errors]).toEqual(['Failed to load resource: the server responded with a status of 409 (Conflict)']);
  });

  it('refuses a note over 20,000 characters before sending it, with the limit in words', async () => {
    const { page, errors } = await dashboard.open({ pausedClock: true });
    await openNotes(page);
    const sent = noteSaves(page);
    await editor(page).fill('x'.repeat(20_001));
    await settle(page);
    await page.clock.runFor(2100);
    await notes(page).getByRole('alert').getByText('A note holds at most 20,000 characters. Shorten this one to save it.').waitFor();
    expect(await saveState(page).innerText()).toBe('Not saved: retry');
    expect(await notes(page).getByText('20,001 / 20,000').count()).toBe(1);
    expect(sent).toHaveLength(0);
    expect(errors).toEqual([]);
  });
});
