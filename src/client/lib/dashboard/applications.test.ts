import { describe, expect, it } from 'vitest';
import { applicationFieldsFrom, changedFields, saveInOrder, stageBeside, stageCounts, withRestored, withStage } from './applications';
import type { DashboardApplication } from './model';

const application = (id: number, extra: Partial<DashboardApplication> = {}): DashboardApplication => ({
  id,
  company: `Company ${id}`,
  position: 'Intern',
  stage: 'Applied',
  priority: 'Medium',
  location: '',
  appliedOn: null,
  salary: '',
  nextStep: '',
  nextStepDate: null,
  notes: '',
  example: false,
  version: 1,
  ...extra,
});

describe('the board', () => {
  it('counts every stage, empty ones as 0', () => {
    expect(stageCounts([application(1), application(2, { stage: 'Offer' }), application(3)])).toEqual({ Applied: 2, 'Under Review': 0, Interview: 0, 'Final Round': 0, Offer: 1, Rejected: 0 });
  });

  it('moves a stage left or right, and no further than either end', () => {
    expect(stageBeside('Applied', 1)).toBe('Under Review');
    expect(stageBeside('Interview', -1)).toBe('Under Review');
    expect(stageBeside('Applied', -1)).toBeNull();
    expect(stageBeside('Rejected', 1)).toBeNull();
  });

  it('puts a moved application last in its new column and leaves the rest in order', () => {
    const list = [application(1, { stage: 'Interview' }), application(2), application(3, { stage: 'Interview' })];
    const moved = withStage(list, 2, 'Interview');
    expect(moved.map((one) => [one.id, one.stage])).toEqual([
      [1, 'Interview'],
      [3, 'Interview'],
      [2, 'Interview'],
    ]);
    expect(list[1]!.stage).toBe('Applied');
    expect(withStage(list, 1, 'Interview')).toEqual(list);
  });

  it('puts a restored application back where it stood', () => {
    const formerIds = [1, 2, 3];
    expect(withRestored([application(1), application(3)], application(2), formerIds).map((one) => one.id)).toEqual([1, 2, 3]);
    // Added after the delete: stays after what was there before.
    expect(withRestored([application(4), application(1), application(3)], application(2), formerIds).map((one) => one.id)).toEqual([1, 2, 3, 4]);
  });
});

describe('the application form', () => {
  const form = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(fields)) data.set(name, value);
    return data;
  };

  it('reads trimmed text and takes an empty date for no date', () => {
    expect(applicationFieldsFrom(form({ company: ' Quarry Labs ', position: 'Platform Intern', stage: 'Interview', priority: 'High', location: '', appliedOn: '2025-09-10', salary: '$7,000/month', nextStep: 'Onsite ', nextStepDate: '', notes: 'Bring the portfolio.' }))).toEqual({
      company: 'Quarry Labs',
      position: 'Platform Intern',
      stage: 'Interview',
      priority: 'High',
      location: '',
      appliedOn: '2025-09-10',
      salary: '$7,000/month',
      nextStep: 'Onsite',
      nextStepDate: null,
      notes: 'Bring the portfolio.',
    });
  });

  it('falls back to Applied and Medium for a stage or priority it does not know', () => {
    expect(applicationFieldsFrom(form({ stage: 'Hired', priority: 'Urgent' }))).toMatchObject({ stage: 'Applied', priority: 'Medium' });
  });

  it('sends only what an edit changed', () => {
    const before = application(1, { nextStep: 'Call', notes: 'x' });
    const { id: _id, example: _example, version: _version, ...fields } = before;
    expect(changedFields(before, { ...fields, nextStep: 'Onsite', nextStepDate: '2025-10-01' })).toEqual({ nextStep: 'Onsite', nextStepDate: '2025-10-01' });
    expect(changedFields(before, fields)).toEqual({});
  });
});

describe('saves in order', () => {
  /** A server that answers each save when told to, raising the version as the real one does. */
  function fakeServer() {
    const waiting: { version: number; answer: () => void; refuse: (message: string) => void }[] = [];
    const send = (current: DashboardApplication, changes: Partial<DashboardApplication>) => (version: number) =>
      new Promise<DashboardApplication>((resolve, reject) => {
        waiting.push({ version, answer: () => resolve({ ...current, ...changes, version: version + 1 }), refuse: (message) => reject(new Error(message)) });
      });
    /** The next save sent, once the saves before it have been answered. */
    const next = async () => {
      for (let tick = 0; waiting.length === 0 && tick < 20; tick++) await Promise.resolve();
      return waiting.shift()!;
    };
    return { send, next };
  }

  it('sends a second quick move with the version the first was answered with, and shows only the newest answer', async () => {
    const save = saveInOrder<DashboardApplication>();
    const server = fakeServer();
    const shown = application(7, { version: 3 });
    const first = save(shown, server.send(shown, { stage: 'Under Review' }));
    const second = save(shown, server.send(shown, { stage: 'Interview' }));

    const firstSent = await server.next();
    expect(firstSent.version).toBe(3);
    firstSent.answer();
    const secondSent = await server.next();
    expect(secondSent.version).toBe(4);
    secondSent.answer();

    expect(await first).toMatchObject({ ok: true, latest: false });
    expect(await second).toMatchObject({ ok: true, latest: true, saved: { stage: 'Interview', version: 5 } });
  });

  it('hands back the last saved copy when a save fails, and the next save goes on from it', async () => {
    const save = saveInOrder<DashboardApplication>();
    const server = fakeServer();
    const shown = application(7);
    const moved = save(shown, server.send(shown, { stage: 'Under Review' }));
    (await server.next()).answer();
    const refused = save({ ...shown, stage: 'Under Review' }, server.send(shown, { stage: 'Interview' }));
    (await server.next()).refuse('This application was changed on another device.');

    expect(await moved).toMatchObject({ ok: true, saved: { stage: 'Under Review', version: 2 } });
    const outcome = await refused;
    expect(outcome).toMatchObject({ ok: false, latest: true, lastSaved: { stage: 'Under Review', version: 2 } });
    expect(!outcome.ok && outcome.error.message).toBe('This application was changed on another device.');
  });

  it('sends the version the last save was answered with when a save comes from a copy the screen had not yet replaced, once nothing is waiting', async () => {
    const save = saveInOrder<DashboardApplication>();
    const server = fakeServer();
    const shown = application(7, { version: 3 });
    const first = save(shown, server.send(shown, { stage: 'Under Review' }));
    (await server.next()).answer();
    expect(await first).toMatchObject({ ok: true, saved: { version: 4 } });
    // The second key press arrives before the board shows the saved copy: it still holds version 3.
    void save(shown, server.send(shown, { stage: 'Interview' }));
    expect((await server.next()).version).toBe(4);
  });

  it('sends the newer version a reload brought, once nothing is waiting', async () => {
    const save = saveInOrder<DashboardApplication>();
    const server = fakeServer();
    const first = save(application(7), server.send(application(7), {}));
    (await server.next()).answer();
    await first;
    const reloaded = application(7, { version: 9 });
    void save(reloaded, server.send(reloaded, { stage: 'Offer' }));
    expect((await server.next()).version).toBe(9);
  });
});
