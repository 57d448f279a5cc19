import { paidDashboardOrder, staff, type Purchase } from '../admin/fixtures.js';
import type { AppDeps } from '../deps.js';
import type { SyllabusResult } from '../syllabi/document.js';
import { saveResult } from '../syllabi/results.js';
import { addStaffSyllabus } from '../syllabi/staff.js';

/** An order whose syllabus has been read: what staff find when they open it to review. */

export const CS1331_RESULT: SyllabusResult = {
  course: 'CS 1331',
  term: 'Fall 2025',
  items: [
    { date: '2025-09-12', type: 'assignment', title: 'Homework 1', confidence: 0.9, flags: [], source: { page: 1, text: 'Sep 12 | Homework 1 due' } },
    { date: '2025-10-03', type: 'exam', title: 'Midterm Exam', confidence: 0.9, flags: [], source: { page: 1, text: 'Oct 3 | Midterm exam' } },
    { date: '2025-04-03', type: 'quiz', title: 'Quiz 2', confidence: 0.55, flags: ['day-month-ambiguous'], source: { page: 2, text: '03/04 Quiz 2' } },
  ],
  unplaced: [],
  setAside: [],
};

/** The same syllabus with a line the engine could not decide, and one it set aside, in its text as a reviewer reads it. */
export const CS1331_WITH_LINES: SyllabusResult = {
  ...CS1331_RESULT,
  unplaced: [{ page: 2, text: 'Final project presentation: date TBA', reason: 'No date is given.' }],
  setAside: [{ page: 1, text: 'Sep 1 | Labor Day: no class', dates: ['2025-09-01'], reason: 'A holiday or a day without class.' }],
  reading: [
    { page: 1, text: 'CS 1331 Fall 2025', heading: 1 },
    { page: 1, text: 'Date | What', cells: ['Date', 'What'], header: true },
    { page: 1, text: 'Sep 1 | Labor Day: no class', cells: ['Sep 1', 'Labor Day: no class'] },
    { page: 1, text: 'Sep 12 | Homework 1 due', cells: ['Sep 12', 'Homework 1 due'] },
    { page: 1, text: 'Oct 3 | Midterm exam', cells: ['Oct 3', 'Midterm exam'] },
    { page: 2, text: '03/04 Quiz 2' },
    { page: 2, text: 'Final project presentation: date TBA' },
  ],
};

/** A paid order with one syllabus read into `result`, as the extraction runner leaves it. */
export async function orderInReview(deps: AppDeps, result: SyllabusResult = CS1331_RESULT, buyer: Purchase = {}) {
  const order = await paidDashboardOrder(deps, buyer);
  const syllabusId = await addReadSyllabus(deps, order.id, result);
  return { order, syllabusId };
}

/** Another syllabus of the order, read into `result` as the extraction runner leaves it. */
export async function addReadSyllabus(deps: AppDeps, orderId: string, result: SyllabusResult, name = 'CS 1331 syllabus'): Promise<number> {
  const { syllabusId } = await addStaffSyllabus(deps, orderId, { name, text: `${result.course} ${result.term}\n${result.items.map((item) => item.source.text).join('\n')}` }, 'admin');
  await deps.db.transaction().execute(async (trx) => {
    await trx.updateTable('extraction_jobs').set({ status: 'done' }).where('syllabus_id', '=', syllabusId).execute();
    await saveResult(trx, syllabusId, result);
  });
  return syllabusId;
}

export const workspaceOf = (deps: AppDeps, orderId: string) => staff(deps).review.workspace({ orderId });

/** An item of the workspace by title, with the version an editor would send. */
export async function itemTitled(deps: AppDeps, orderId: string, title: string) {
  const item = (await workspaceOf(deps, orderId)).items.find((one) => one.title === title);
  if (!item) throw new Error(`no item titled ${title}`);
  return item;
}

/** Confirms every item of a reviewed order (flagged ones too) and publishes its dashboard. */
export async function publishAll(deps: AppDeps, orderId: string) {
  const { items } = await workspaceOf(deps, orderId);
  await staff(deps).review.confirmItems({ orderId, items: items.map((item) => ({ id: item.id, version: item.version })) });
  return staff(deps).review.publish({ orderId });
}

/** Delivers any paid dashboard order the way staff do: a syllabus read, its items confirmed, published. */
export async function deliverOrder(deps: AppDeps, orderId: string) {
  const { syllabusId } = await addStaffSyllabus(deps, orderId, { name: 'Schedule', text: 'CS 1331 Fall 2025\nSep 12 Homework 1 due' }, 'admin');
  await deps.db.transaction().execute((trx) => saveResult(trx, syllabusId, { ...CS1331_RESULT, items: CS1331_RESULT.items.slice(0, 1), unplaced: [] }));
  return publishAll(deps, orderId);
}
