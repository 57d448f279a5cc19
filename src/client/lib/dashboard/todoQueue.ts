import type { TodoStatus } from '../../../shared/items';
import { RequestError } from './load';

/**
 * To-do changes made without a connection wait on the device, per link, and are sent in order when
 * it is back. The server then treats them as any change: the last to arrive wins (decision 0063).
 */

export interface WaitingTodo {
  itemId: number;
  status: TodoStatus;
}

export interface TodoAnswer {
  status: TodoStatus;
  doneAt: string | null;
}

/** One waiting change per item: a later tick replaces an earlier one, which the server would overwrite anyway. */
export const withWaiting = (queue: readonly WaitingTodo[], change: WaitingTodo): WaitingTodo[] => [...queue.filter((one) => one.itemId !== change.itemId), change];

export interface SendResult {
  saved: Array<WaitingTodo & { answer: TodoAnswer }>;
  /** Refused by the server (the item left the dashboard, the link closed): sending again cannot help. */
  refused: Array<WaitingTodo & { message: string }>;
  /** Not sent yet: the server was not reached, was busy or failed; kept for the next try. */
  waiting: WaitingTodo[];
}

/** Sends the waiting changes in the order they were made, stopping at the first that cannot get through now. */
export async function sendWaiting(queue: readonly WaitingTodo[], send: (change: WaitingTodo) => Promise<TodoAnswer>): Promise<SendResult> {
  const result: SendResult = { saved: [], refused: [], waiting: [] };
  for (const [index, change] of queue.entries()) {
    try {
      result.saved.push({ ...change, answer: await send(change) });
    } catch (failure) {
      if (!isFinal(failure)) return { ...result, waiting: queue.slice(index) };
      result.refused.push({ ...change, message: failure.message });
    }
  }
  return result;
}

const isFinal = (failure: unknown): failure is RequestError => failure instanceof RequestError && failure.status !== null && failure.status < 500 && failure.status !== 429;

/**
 * What is still waiting once a send has finished: the changes it did not handle, and any made while it
 * ran (a change to an item after its send started stays, since it differs from what was sent).
 */
export const stillWaiting = (current: readonly WaitingTodo[], handled: readonly WaitingTodo[]): WaitingTodo[] =>
  current.filter((change) => !handled.some((done) => done.itemId === change.itemId && done.status === change.status));

const storageKey = (token: string) => `syl_todo_waiting:${token}`;

export function loadWaiting(token: string): WaitingTodo[] {
  try {
    return JSON.parse(localStorage.getItem(storageKey(token)) ?? '[]') as WaitingTodo[];
  } catch {
    return [];
  }
}

export function storeWaiting(token: string, queue: readonly WaitingTodo[]): void {
  try {
    if (queue.length === 0) localStorage.removeItem(storageKey(token));
    else localStorage.setItem(storageKey(token), JSON.stringify(queue));
  } catch {
    // Storage off (private windows): the change stays on screen until the page is left.
  }
}
