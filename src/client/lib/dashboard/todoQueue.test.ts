import { describe, expect, it } from 'vitest';
import { RequestError } from './load';
import { sendWaiting, stillWaiting, withWaiting, type WaitingTodo } from './todoQueue';

const done = (itemId: number): WaitingTodo => ({ itemId, status: 'Done' });
const answer = (change: WaitingTodo) => Promise.resolve({ status: change.status, doneAt: change.status === 'Done' ? '2025-09-17T15:00:00.000Z' : null });

describe('to-do changes made offline', () => {
  it('keep one change per item, the latest, in the order the items were last changed', () => {
    let queue = withWaiting([], done(1));
    queue = withWaiting(queue, { itemId: 2, status: 'In Progress' });
    queue = withWaiting(queue, { itemId: 1, status: 'Not Started' });
    expect(queue).toEqual([{ itemId: 2, status: 'In Progress' }, { itemId: 1, status: 'Not Started' }]);
  });

  it('are all sent in order once the server answers, each with its answer', async () => {
    const sent: number[] = [];
    const result = await sendWaiting([done(3), done(1)], (change) => (sent.push(change.itemId), answer(change)));
    expect(sent).toEqual([3, 1]);
    expect(result).toEqual({ saved: [{ ...done(3), answer: { status: 'Done', doneAt: '2025-09-17T15:00:00.000Z' } }, { ...done(1), answer: { status: 'Done', doneAt: '2025-09-17T15:00:00.000Z' } }], refused: [], waiting: [] });
  });

  it('stop at the first that cannot get through (no connection, busy or failing server) and keep it and the rest', async () => {
    for (const status of [null, 429, 503]) {
      const result = await sendWaiting([done(1), done(2), done(3)], (change) => (change.itemId === 2 ? Promise.reject(new RequestError('We could not reach our server.', status)) : answer(change)));
      expect([status, result.saved.map((change) => change.itemId), result.waiting]).toEqual([status, [1], [done(2), done(3)]]);
    }
  });

  it('drop a change the server refuses (the item left the dashboard) with its message, and send the others', async () => {
    const gone = 'This item is no longer on your dashboard. Reload the page to see the latest version.';
    const result = await sendWaiting([done(1), done(2)], (change) => (change.itemId === 1 ? Promise.reject(new RequestError(gone, 404)) : answer(change)));
    expect(result.refused).toEqual([{ ...done(1), message: gone }]);
    expect([result.saved.map((change) => change.itemId), result.waiting]).toEqual([[2], []]);
  });

  it('still wait when changed again while the earlier change was being sent', () => {
    const current = [done(1), { itemId: 2, status: 'Not Started' as const }, done(3)];
    expect(stillWaiting(current, [done(1), done(2)])).toEqual([{ itemId: 2, status: 'Not Started' }, done(3)]);
  });
});
