import { afterEach, describe, expect, it, vi } from 'vitest';
import { staff } from '../admin/fixtures.js';
import type { AppDeps } from '../deps.js';
import { testCaller, testDeps } from '../testing/harness.js';
import { badField, currentDashboardToken, publishedDashboard } from './fixtures.js';
import { NOT_THIS_LINK } from './view.js';

const tracker = (deps: AppDeps) => testCaller(deps).dashboards.applications;
/** The board as the student's dashboard shows it. */
const board = async (deps: AppDeps, token: string) => (await testCaller(deps).dashboards.get({ token })).applications;

const ACME = { company: 'Acme Robotics', position: 'Software Intern', stage: 'Applied', priority: 'High' } as const;
const STALE = { code: 'CONFLICT', message: 'This application was changed on another device. Reload to see the latest version.' };
const GONE = { code: 'NOT_FOUND', message: 'This application is no longer on your dashboard. Reload the page to see the latest version.' };

afterEach(() => {
  vi.useRealTimers();
});

describe('the internship tracker', () => {
  it('adds, edits, moves, deletes and restores an application, and dashboards.get shows each step', async () => {
    const deps = await testDeps();
    const { token } = await publishedDashboard(deps);
    expect(await board(deps, token)).toEqual([]);

    const { application: acme } = await tracker(deps).add({ token, ...ACME, company: '  Acme Robotics ' });
    expect(acme).toEqual({
      id: expect.any(Number),
      ...ACME,
      location: '',
      appliedOn: null,
      salary: '',
      nextStep: '',
      nextStepDate: null,
      notes: '',
      example: false,
      version: 1,
    });
    const { application: lumen } = await tracker(deps).add({ token, company: 'Lumen Health', position: 'Full-Stack Intern', stage: 'Interview', priority: 'Medium', appliedOn: '2025-09-01', nextStep: 'Technical interview', nextStepDate: '2025-09-20' });
    const { application: cedar } = await tracker(deps).add({ token, company: 'Cedar & Finch', position: 'Quant Intern', stage: 'Applied', priority: 'Low', salary: '$7,600/month' });
    expect((await board(deps, token)).map((one) => one.company)).toEqual(['Acme Robotics', 'Cedar & Finch', 'Lumen Health']);

    // Moved to another stage, it goes last in its new column.
    const moved = await tracker(deps).update({ token, id: acme.id, version: 1, changes: { stage: 'Interview' } });
    expect(moved.application).toMatchObject({ stage: 'Interview', version: 2 });
    expect((await board(deps, token)).map((one) => [one.company, one.stage])).toEqual([
      ['Cedar & Finch', 'Applied'],
      ['Lumen Health', 'Interview'],
      ['Acme Robotics', 'Interview'],
    ]);
    const edited = await tracker(deps).update({ token, id: acme.id, version: 2, changes: { nextStep: 'Send thank-you note', nextStepDate: '2025-09-22', notes: 'Ask about the team' } });
    expect(edited.application).toMatchObject({ nextStep: 'Send thank-you note', nextStepDate: '2025-09-22', notes: 'Ask about the team', version: 3 });

    const deleted = await tracker(deps).delete({ token, id: acme.id, version: 3 });
    expect(deleted).toEqual({ application: { ...edited.application, version: 4 }, message: 'Acme Robotics (Software Intern) was deleted.' });
    expect((await board(deps, token)).map((one) => one.id)).toEqual([cedar.id, lumen.id]);

    // Undo puts it back where it was, and a second undo changes nothing.
    const restored = await tracker(deps).restore({ token, id: acme.id });
    expect(restored.application).toEqual({ ...edited.application, version: 5 });
    expect(await tracker(deps).restore({ token, id: acme.id })).toEqual(restored);
    expect(await board(deps, token)).toEqual([cedar, lumen, restored.application]);
  });

  it('refuses a change from a screen that saw an older version with a 409 saying to reload, and keeps the newer change', async () => {
    const deps = await testDeps();
    const { token } = await publishedDashboard(deps);
    const { application } = await tracker(deps).add({ token, ...ACME });

    await tracker(deps).update({ token, id: application.id, version: 1, changes: { stage: 'Offer' } });
    await expect(tracker(deps).update({ token, id: application.id, version: 1, changes: { notes: 'From the laptop' } })).rejects.toMatchObject(STALE);
    await expect(tracker(deps).delete({ token, id: application.id, version: 1 })).rejects.toMatchObject(STALE);
    expect(await board(deps, token)).toEqual([{ ...application, stage: 'Offer', version: 2 }]);

    // A change to an application deleted on another device: it is no longer there.
    await tracker(deps).delete({ token, id: application.id, version: 2 });
    await expect(tracker(deps).update({ token, id: application.id, version: 3, changes: { notes: 'Too late' } })).rejects.toMatchObject(GONE);
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const deps = await testDeps();
    const { token } = await publishedDashboard(deps);
    const { application } = await tracker(deps).add({ token, ...ACME });
    const add = (fields: Record<string, unknown>) => tracker(deps).add({ token, ...ACME, ...fields } as never);

    await expect(add({ company: undefined })).rejects.toMatchObject(badField(['company'], 'is required'));
    await expect(add({ company: '   ' })).rejects.toMatchObject(badField(['company'], 'is required'));
    await expect(add({ position: 'x'.repeat(121) })).rejects.toMatchObject(badField(['position'], 'must be at most 120 characters'));
    await expect(add({ notes: 'n'.repeat(10_000) })).rejects.toMatchObject(badField(['notes'], 'must be at most 5,000 characters'));
    await expect(add({ appliedOn: '2025-02-30' })).rejects.toMatchObject(badField(['appliedOn'], 'is not a date on the calendar'));
    await expect(add({ stage: 'Hired' })).rejects.toMatchObject(badField(['stage'], 'must be one of Applied, Under Review, Interview, Final Round, Offer, Rejected'));
    await expect(add({ priority: 'Urgent' })).rejects.toMatchObject(badField(['priority'], 'must be one of High, Medium, Low'));

    const update = (changes: Record<string, unknown>) => tracker(deps).update({ token, id: application.id, version: 1, changes } as never);
    await expect(update({ salary: '$'.repeat(61) })).rejects.toMatchObject(badField(['changes', 'salary'], 'must be at most 60 characters'));
    await expect(update({ nextStepDate: '2025-02-30' })).rejects.toMatchObject(badField(['changes', 'nextStepDate'], 'is not a date on the calendar'));
    await expect(update({})).rejects.toMatchObject(badField(['changes'], 'name at least one field to change'));
    await expect(tracker(deps).delete({ token, id: application.id } as never)).rejects.toMatchObject(badField(['version'], 'is required'));
    expect(await board(deps, token)).toEqual([application]);
  });

  it('stores what the student typed without control characters, and a one-line field without line breaks', async () => {
    const deps = await testDeps();
    const { token } = await publishedDashboard(deps);
    const { application } = await tracker(deps).add({ token, ...ACME, company: 'Acme\u0000 Robotics\u001b', nextStep: 'Technical\u000b interview\nround 2', nextStepDate: '2025-09-20' });
    await tracker(deps).update({ token, id: application.id, version: 1, changes: { notes: 'Bring:\r\n\t- portfolio\u0007\u009b' } });
    expect(await board(deps, token)).toEqual([
      { ...application, company: 'Acme Robotics', nextStep: 'Technical interview round 2', notes: 'Bring:\n\t- portfolio', version: 2 },
    ]);
    expect(application).toMatchObject({ company: 'Acme Robotics', nextStep: 'Technical interview round 2' });
  });

  it("lets another student's link neither read nor change this student's applications: 404, and they stay as they were", async () => {
    const deps = await testDeps();
    const ann = await publishedDashboard(deps, { email: 'ann@uni.edu', careerGuide: true });
    const bob = await publishedDashboard(deps, { email: 'bob@uni.edu' });
    const { application } = await tracker(deps).add({ token: ann.token, ...ACME });
    const annsBoard = await board(deps, ann.token);

    await expect(tracker(deps).update({ token: bob.token, id: application.id, version: 1, changes: { stage: 'Rejected' } })).rejects.toMatchObject(GONE);
    await expect(tracker(deps).delete({ token: bob.token, id: application.id, version: 1 })).rejects.toMatchObject(GONE);
    await expect(tracker(deps).restore({ token: bob.token, id: application.id })).rejects.toMatchObject(GONE);
    expect(await tracker(deps).clearExamples({ token: bob.token })).toEqual({ removed: 0 });
    expect(await board(deps, bob.token)).toEqual([]);
    expect(await board(deps, ann.token)).toEqual(annsBoard);

    // Nor can Ann's link restore what Bob deleted.
    const { application: bobs } = await tracker(deps).add({ token: bob.token, ...ACME });
    await tracker(deps).delete({ token: bob.token, id: bobs.id, version: 1 });
    await expect(tracker(deps).restore({ token: ann.token, id: bobs.id })).rejects.toMatchObject(GONE);
    expect(await board(deps, bob.token)).toEqual([]);
  });

  it('answers 404 once staff revoke the link, and for a refunded order', async () => {
    const deps = await testDeps();
    const { order, token } = await publishedDashboard(deps);
    const { application } = await tracker(deps).add({ token, ...ACME });
    await staff(deps).review.revokeLink({ orderId: order.id });
    const closed = { code: 'NOT_FOUND', message: NOT_THIS_LINK };
    await expect(tracker(deps).add({ token, ...ACME })).rejects.toMatchObject(closed);
    await expect(tracker(deps).update({ token, id: application.id, version: 1, changes: { stage: 'Offer' } })).rejects.toMatchObject(closed);
    await expect(tracker(deps).delete({ token, id: application.id, version: 1 })).rejects.toMatchObject(closed);
    await expect(tracker(deps).restore({ token, id: application.id })).rejects.toMatchObject(closed);
    await expect(tracker(deps).clearExamples({ token })).rejects.toMatchObject(closed);

    const newToken = await currentDashboardToken(deps, order.id);
    expect(await board(deps, newToken)).toEqual([application]);
    await staff(deps).orders.refund({ orderId: order.id });
    await expect(tracker(deps).add({ token: newToken, ...ACME })).rejects.toMatchObject(closed);
  });

  it('refuses the 201st application, and an undo that would make 201, with a message', async () => {
    const deps = await testDeps();
    const { token } = await publishedDashboard(deps);
    const added = [];
    for (let index = 1; index <= 200; index++) added.push((await tracker(deps).add({ token, ...ACME, company: `Company ${index}` })).application);
    const tooMany = { code: 'CONFLICT', message: 'Your tracker holds at most 200 applications. Delete ones you no longer follow to add another.' };
    await expect(tracker(deps).add({ token, ...ACME, company: 'Company 201' })).rejects.toMatchObject(tooMany);

    await tracker(deps).delete({ token, id: added[0]!.id, version: 1 });
    await tracker(deps).add({ token, ...ACME, company: 'Company 201' });
    await expect(tracker(deps).restore({ token, id: added[0]!.id })).rejects.toMatchObject(tooMany);
    expect(await board(deps, token)).toHaveLength(200);
  });
});

describe("the career guide's tracker template", () => {
  it("comes with a guide buyer's first publish as 3 example rows dated from that day, which clearExamples removes; a buyer without the guide has none", async () => {
    const deps = await testDeps();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-09-01T15:00:00.000Z'));
    const buyer = await publishedDashboard(deps, { email: 'ann@uni.edu', careerGuide: true });
    const other = await publishedDashboard(deps, { email: 'bob@uni.edu' });

    const examples = await board(deps, buyer.token);
    expect(examples.map(({ company, stage, nextStep, nextStepDate, appliedOn, example }) => ({ company, stage, nextStep, nextStepDate, appliedOn, example }))).toEqual([
      { company: 'Northwind Analytics', stage: 'Applied', nextStep: 'Follow up with the recruiter', nextStepDate: '2025-09-03', appliedOn: '2025-08-27', example: true },
      { company: 'Lumen Health', stage: 'Interview', nextStep: 'Technical interview', nextStepDate: '2025-09-05', appliedOn: '2025-08-11', example: true },
      { company: 'Greenleaf Energy', stage: 'Offer', nextStep: 'Reply to the offer', nextStepDate: '2025-09-11', appliedOn: '2025-07-28', example: true },
    ]);
    expect(await board(deps, other.token)).toEqual([]);

    // A later publish adds none again.
    await staff(deps).review.publish({ orderId: buyer.order.id });
    const { application: own } = await tracker(deps).add({ token: buyer.token, ...ACME });
    expect(await board(deps, buyer.token)).toEqual([examples[0], own, ...examples.slice(1)]);

    expect(await tracker(deps).clearExamples({ token: buyer.token })).toEqual({ removed: 3 });
    expect(await board(deps, buyer.token)).toEqual([own]);
    expect(await tracker(deps).clearExamples({ token: buyer.token })).toEqual({ removed: 0 });
  });

  it('keeps an example the student typed into when the examples are cleared, but not one they only moved', async () => {
    const deps = await testDeps();
    const { token } = await publishedDashboard(deps, { careerGuide: true });
    const [applied, interview] = await board(deps, token);

    const typedInto = await tracker(deps).update({ token, id: applied!.id, version: 1, changes: { company: 'Northwind', notes: 'Met them at the career fair' } });
    expect(typedInto.application.example).toBe(false);
    const onlyMoved = await tracker(deps).update({ token, id: interview!.id, version: 1, changes: { stage: 'Final Round' } });
    expect(onlyMoved.application.example).toBe(true);

    expect(await tracker(deps).clearExamples({ token })).toEqual({ removed: 2 });
    expect(await board(deps, token)).toEqual([typedInto.application]);
  });
});
