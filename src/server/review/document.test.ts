import { describe, expect, it } from 'vitest';
import { staff } from '../admin/fixtures.js';
import { addStaffSyllabus } from '../syllabi/staff.js';
import { saveResult } from '../syllabi/results.js';
import { testDeps } from '../testing/harness.js';
import type { AppDeps } from '../deps.js';
import { CS1331_RESULT, CS1331_WITH_LINES, orderInReview, workspaceOf } from './fixtures.js';

const LINE_TO_CHECK = 'Final project presentation: date TBA';

async function confirmEveryItem(deps: AppDeps, orderId: string) {
  const { items } = await workspaceOf(deps, orderId);
  await staff(deps).review.confirmItems({ orderId, items: items.map((item) => ({ id: item.id, version: item.version })) });
}

const historyOf = async (deps: AppDeps, orderId: string) => (await staff(deps).orders.detail({ orderId })).history.map((event) => [event.status, event.note, event.actor]);

describe('every dated line has a fate', () => {
  it('shows the syllabus as it reads, each line with the items made from it or its fate', async () => {
    const deps = await testDeps();
    const { order, syllabusId } = await orderInReview(deps, CS1331_WITH_LINES);

    const view = await staff(deps).review.document({ orderId: order.id, syllabusId });
    expect(view.kept).toBe(true);
    expect(view.lines.map((line) => [line.kind, line.text, line.items.map((item) => item.title), line.dated.map((dated) => [dated.fate, dated.reason])])).toEqual([
      ['heading', 'CS 1331 Fall 2025', [], []],
      ['header', 'Date | What', [], []],
      ['row', 'Sep 1 | Labor Day: no class', [], [['aside', 'A holiday or a day without class.']]],
      ['row', 'Sep 12 | Homework 1 due', ['Homework 1'], []],
      ['row', 'Oct 3 | Midterm exam', ['Midterm Exam'], []],
      ['text', '03/04 Quiz 2', ['Quiz 2'], []],
      ['text', LINE_TO_CHECK, [], [['check', 'No date is given.']]],
    ]);
    expect(view.lines[2]!.cells).toEqual(['Sep 1', 'Labor Day: no class']);
    expect(view.lines[2]!.dated[0]!.dates).toEqual(['2025-09-01']);

    const { syllabi, progress } = await workspaceOf(deps, order.id);
    expect(syllabi[0]!.unplaced.map((line) => line.text)).toEqual([LINE_TO_CHECK]);
    expect(syllabi[0]!.setAside).toMatchObject([{ text: 'Sep 1 | Labor Day: no class', reason: 'A holiday or a day without class.', dates: ['2025-09-01'], decidedBy: null }]);
    expect(progress.linesToCheck).toBe(1);
  });

  it('shows an item whose evidence quotes the line that dated it on its own line, not the line its evidence opens with only in part', async () => {
    const deps = await testDeps();
    const counted = { date: '2025-10-16', type: 'assignment' as const, title: 'Problem set 4', confidence: 0.8, flags: ['week-counted' as const], source: { page: 1, text: 'Problem set 4 due (Thursday) (Week 8, a week after Week 7 (October 6))' } };
    const { order, syllabusId } = await orderInReview(deps, {
      ...CS1331_RESULT,
      items: [counted],
      reading: [
        { page: 1, text: 'Week 8', heading: 2 },
        { page: 1, text: 'Problem set 4' },
        { page: 1, text: 'Problem set 4 due (Thursday)' },
      ],
    });
    const view = await staff(deps).review.document({ orderId: order.id, syllabusId });
    expect(view.lines.map((line) => [line.text, line.items.map((item) => item.title)])).toEqual([
      ['Week 8', []],
      ['Problem set 4', []],
      ['Problem set 4 due (Thursday)', ['Problem set 4']],
    ]);
  });

  it('sets a line aside with the staff member’s reason, recorded in the history, and undo makes it one to check again', async () => {
    const deps = await testDeps();
    const { order } = await orderInReview(deps, CS1331_WITH_LINES);
    const line = (await workspaceOf(deps, order.id)).syllabi[0]!.unplaced[0]!;

    const done = await staff(deps).review.setLineAside({ orderId: order.id, lineId: line.id, reason: 'The date is not announced yet; the student is told in class.' });
    expect(done.message).toBe('Set aside: The date is not announced yet; the student is told in class.');
    const after = await workspaceOf(deps, order.id);
    expect(after.progress.linesToCheck).toBe(0);
    expect(after.syllabi[0]!.unplaced).toEqual([]);
    expect(after.syllabi[0]!.setAside.map((aside) => [aside.text, aside.decidedBy])).toEqual([
      ['Sep 1 | Labor Day: no class', null],
      [LINE_TO_CHECK, 'admin'],
    ]);
    expect(await historyOf(deps, order.id)).toContainEqual(['review', `Set aside “${LINE_TO_CHECK}”: The date is not announced yet; the student is told in class.`, 'admin']);

    await staff(deps).review.undo({ orderId: order.id });
    const undone = await workspaceOf(deps, order.id);
    expect(undone.progress.linesToCheck).toBe(1);
    expect(undone.syllabi[0]!.unplaced).toMatchObject([{ id: line.id, text: LINE_TO_CHECK, reason: 'No date is given.', decidedBy: null }]);
  });

  it('makes an item from a line the engine set aside, which then shows in the document as that item', async () => {
    const deps = await testDeps();
    const { order, syllabusId } = await orderInReview(deps, CS1331_WITH_LINES);
    const { courses, syllabi } = await workspaceOf(deps, order.id);
    const aside = syllabi[0]!.setAside[0]!;

    await staff(deps).review.addItem({ orderId: order.id, fields: { title: 'Labor Day reflection', type: 'assignment', date: '2025-09-01', courseId: courses[0]!.id }, fromUnplacedId: aside.id });
    const view = await staff(deps).review.document({ orderId: order.id, syllabusId });
    expect(view.lines.find((one) => one.text === aside.text)).toMatchObject({ items: [{ title: 'Labor Day reflection', date: '2025-09-01' }], dated: [] });
  });

  it('refuses to publish with lines to check unless staff confirm that very count, and records who published so', async () => {
    const deps = await testDeps();
    const { order } = await orderInReview(deps, CS1331_WITH_LINES);
    await confirmEveryItem(deps, order.id);

    await expect(staff(deps).review.publish({ orderId: order.id })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: '1 dated line of the syllabi is still to check: make it items or set it aside, or confirm publishing with it left.',
    });
    await expect(staff(deps).review.publish({ orderId: order.id, linesToCheck: 2 })).rejects.toMatchObject({ code: 'CONFLICT' });
    expect((await staff(deps).orders.detail({ orderId: order.id })).order.status).toBe('paid');

    const published = await staff(deps).review.publish({ orderId: order.id, linesToCheck: 1 });
    expect(published.message).toBe('Published 3 items. ann@uni.edu gets an email with the dashboard link.');
    expect(await historyOf(deps, order.id)).toContainEqual(['published_with_lines_to_check', 'Published with 1 dated line still to check', 'admin']);
  });

  it('publishes without asking once every line is decided', async () => {
    const deps = await testDeps();
    const { order } = await orderInReview(deps, CS1331_WITH_LINES);
    await confirmEveryItem(deps, order.id);
    const line = (await workspaceOf(deps, order.id)).syllabi[0]!.unplaced[0]!;
    await staff(deps).review.setLineAside({ orderId: order.id, lineId: line.id, reason: 'A lecture or topic: the line names no graded work.' });

    await staff(deps).review.publish({ orderId: order.id });
    expect((await historyOf(deps, order.id)).map(([status]) => status)).not.toContain('published_with_lines_to_check');
  });

  it('lets the syllabus text go with the files on delivery, keeping the decided lines', async () => {
    const deps = await testDeps();
    const { order, syllabusId } = await orderInReview(deps, CS1331_WITH_LINES);
    await confirmEveryItem(deps, order.id);
    await staff(deps).review.publish({ orderId: order.id, linesToCheck: 1 });

    const view = await staff(deps).review.document({ orderId: order.id, syllabusId });
    expect(view).toMatchObject({ kept: false, lines: [] });
    expect((await workspaceOf(deps, order.id)).syllabi[0]!.setAside).toHaveLength(1);
  });

  it('answers a line or a syllabus of another order with not found, and an empty reason with a message', async () => {
    const deps = await testDeps();
    const { order } = await orderInReview(deps, CS1331_WITH_LINES);
    const other = await orderInReview(deps, CS1331_WITH_LINES, { email: 'bo@uni.edu' });
    const othersLine = (await workspaceOf(deps, other.order.id)).syllabi[0]!.unplaced[0]!;

    await expect(staff(deps).review.setLineAside({ orderId: order.id, lineId: othersLine.id, reason: 'A reading.' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(staff(deps).review.document({ orderId: order.id, syllabusId: other.syllabusId })).rejects.toMatchObject({ code: 'NOT_FOUND', message: `There is no syllabus ${other.syllabusId} in this order.` });
    await expect(staff(deps).review.setLineAside({ orderId: order.id, lineId: othersLine.id, reason: '  ' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect((await workspaceOf(deps, other.order.id)).progress.linesToCheck).toBe(1);
  });
});

describe('what staff want to know before publishing', () => {
  it('names syllabi from different terms, a course the engine is unsure of, and times without AM or PM', async () => {
    const deps = await testDeps();
    const { order } = await orderInReview(deps, {
      ...CS1331_RESULT,
      courseDoubt: 'No course code was found at the top of the syllabus; the file’s name stands in for it.',
      items: [{ ...CS1331_RESULT.items[0]!, time: '14:00', flags: ['am-pm-inferred'] }],
    });
    const { syllabusId } = await addStaffSyllabus(deps, order.id, { name: 'Spring syllabus', text: 'MATH 2 Spring 2026' }, 'admin');
    await deps.db.transaction().execute(async (trx) => {
      await trx.updateTable('extraction_jobs').set({ status: 'done' }).where('syllabus_id', '=', syllabusId).execute();
      await saveResult(trx, syllabusId, { ...CS1331_RESULT, course: 'MATH 2', term: 'Spring 2026', items: [] });
    });

    const { warnings } = await workspaceOf(deps, order.id);
    expect(warnings).toEqual([
      'The syllabi are from different terms (CS 1331 syllabus: Fall 2025; Spring syllabus: Spring 2026): check each one is the semester the student ordered.',
      'Course of CS 1331 syllabus: No course code was found at the top of the syllabus; the file’s name stands in for it.',
      "1 time does not say AM or PM in the syllabus; check the half of the day the engine chose (afternoon for 1 to 6 o'clock, as written otherwise).",
    ]);
  });
});
