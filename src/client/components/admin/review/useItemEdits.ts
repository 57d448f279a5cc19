import { useRef } from 'react';
import { TRPCClientError } from '@trpc/client';
import type { ItemFields } from '../../../../shared/schemas/review';
import { api, serverMessage } from '../../../lib/api';
import { changedIds, isFlagged, putRows, restoreRows, withItems, type Item } from './rules';

/**
 * Item edits that show at once: each change is applied to the workspace the page holds, sent, and
 * replaced by the rows the server answers with. A refused change is rolled back and its reason
 * shown; when someone else changed the row first (409), the page loads the latest version.
 * Edits are sent one after another, so each carries the version the one before it produced.
 */

type Versioned = { id: number; version: number };

interface ItemEdit {
  /** The rows as the page shows them until the server answers. */
  optimistic: (items: Item[]) => Item[];
  /** Sends the edit; `seen` gives the versions of the rows as the page has them when it is sent. */
  send: (seen: (ids: number[]) => Versioned[]) => Promise<{ message: string; items: Item[] }>;
  /** Whether the rows the server answers with leave the table (deleting). */
  removes?: boolean;
}

/** How an edit or action went; a failure's `title` heads its toast. */
export type EditOutcome = { ok: true; message: string } | { ok: false; message: string; title?: string };

const UNREACHABLE = 'The server could not be reached, so the change was not saved. Check your connection and try again.';
const isConflict = (error: unknown) => error instanceof TRPCClientError && (error.data as { code?: string } | undefined)?.code === 'CONFLICT';

export function useItemEdits(orderId: string, report: (outcome: EditOutcome) => void) {
  const utils = api.useUtils();
  const review = api.admin.review;
  const updateItem = review.updateItem.useMutation();
  const addItem = review.addItem.useMutation();
  const deleteItems = review.deleteItems.useMutation();
  const confirmItems = review.confirmItems.useMutation();
  const confirmAllUnflagged = review.confirmAllUnflagged.useMutation();
  const bulkChange = review.bulkChange.useMutation();
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const pending = useRef(0);
  const key = { orderId };

  const setItems = (change: (items: Item[]) => Item[]) => utils.admin.review.workspace.setData(key, (old) => old && withItems(old, change(old.items)));
  /** The versions of rows as the page has them now; a row the edit took off the page (deleting) has the one it had `before`. */
  const seen = (ids: number[], before: Item[]) =>
    ids.map((id) => {
      const row = utils.admin.review.workspace.getData(key)?.items.find((item) => item.id === id) ?? before.find((item) => item.id === id);
      return { id, version: row?.version ?? 0 };
    });

  async function run(edit: ItemEdit): Promise<boolean> {
    // A refetch on its way must not land over the change. Both happen at once, so the next field's
    // editor (Tab) already opens on the changed row.
    void utils.admin.review.workspace.cancel(key);
    const before = utils.admin.review.workspace.getData(key)?.items;
    if (!before) return false;
    const after = edit.optimistic(before);
    const touched = changedIds(before, after);
    setItems(() => after);
    pending.current += 1;
    const sent = queue.current.then(() => edit.send((ids) => seen(ids, before)));
    queue.current = sent.catch(() => undefined);
    try {
      const result = await sent;
      const answered = new Set(result.items.map((row) => row.id));
      const unanswered = new Set([...touched].filter((id) => !answered.has(id)));
      setItems((items) => putRows(restoreRows(items, before, unanswered), result.items, edit.removes));
      report({ ok: true, message: result.message });
      return true;
    } catch (error) {
      setItems((items) => restoreRows(items, before, touched));
      report({ ok: false, message: serverMessage(error) ?? UNREACHABLE });
      if (isConflict(error)) void utils.admin.review.workspace.invalidate(key);
      return false;
    } finally {
      pending.current -= 1;
      // Once every edit is answered: the latest counts, undo note and history from the server.
      if (pending.current === 0) {
        void utils.admin.review.workspace.invalidate(key);
        // A line made into an item changes its syllabus's document view too.
        void utils.admin.review.document.invalidate();
        void utils.admin.orders.detail.invalidate(key);
      }
    }
  }

  const confirmed = (item: Item): Item => (item.confirmedAt ? item : { ...item, confirmedAt: new Date().toISOString(), confirmedBy: null });
  const having = (ids: number[]) => (item: Item) => ids.includes(item.id);

  return {
    /** Whether an edit is still waiting for its answer (polling waits too). */
    busy: () => pending.current > 0,
    /** The row as the page holds it this moment, edits just made included (the render may not have caught up yet). */
    latest: (item: Item) => utils.admin.review.workspace.getData(key)?.items.find((row) => row.id === item.id) ?? item,
    update: (item: Item, changes: Partial<ItemFields>) =>
      run({
        optimistic: (items) => items.map((row) => (row.id === item.id ? { ...row, ...changes } : row)),
        send: (versions) => updateItem.mutateAsync({ orderId, item: versions([item.id])[0]!, changes }),
      }),
    add: (fields: ItemFields, fromUnplacedId?: number) =>
      run({
        optimistic: (items) => [
          ...items,
          { id: -Date.now(), version: 0, syllabusId: null, origin: 'staff', confidence: 1, flags: [], needsCheck: false, source: null, confirmedAt: new Date().toISOString(), confirmedBy: null, ...fields },
        ],
        send: () => addItem.mutateAsync({ orderId, fields, fromUnplacedId }),
      }),
    remove: (ids: number[]) =>
      run({
        optimistic: (items) => items.filter((item) => !ids.includes(item.id)),
        send: (versions) => deleteItems.mutateAsync({ orderId, items: versions(ids) }),
        removes: true,
      }),
    confirm: (ids: number[]) =>
      run({
        optimistic: (items) => items.map((item) => (having(ids)(item) ? confirmed(item) : item)),
        send: (versions) => confirmItems.mutateAsync({ orderId, items: versions(ids) }),
      }),
    confirmAllUnflagged: () =>
      run({
        optimistic: (items) => items.map((item) => (isFlagged(item) ? item : confirmed(item))),
        send: () => confirmAllUnflagged.mutateAsync({ orderId }),
      }),
    bulkChange: (ids: number[], changes: { courseId: number } | { type: ItemFields['type'] }) =>
      run({
        optimistic: (items) => items.map((item) => (having(ids)(item) ? { ...item, ...changes } : item)),
        send: (versions) => bulkChange.mutateAsync({ orderId, items: versions(ids), changes }),
      }),
  };
}

export type ItemEdits = ReturnType<typeof useItemEdits>;
