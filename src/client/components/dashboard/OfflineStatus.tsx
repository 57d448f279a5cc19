import { useCallback, useEffect, useRef, useState } from 'react';
import type { TodoStatus } from '../../../shared/items';
import type { StudentDashboard } from '../../../server/dashboards/view';
import { loadDashboard, RequestError, saveTodoStatus } from '../../lib/dashboard/load';
import { linkAppManifest, saveForOffline, startOffline } from '../../lib/dashboard/offline';
import { loadWaiting, sendWaiting, stillWaiting, storeWaiting, withWaiting, type TodoAnswer, type WaitingTodo } from '../../lib/dashboard/todoQueue';

const asOfFormat = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

export interface OfflineState {
  /** Shown from the device's copy: the server could not be reached. */
  offline: boolean;
  /** When the server last answered what is shown. */
  asOf: string;
  waiting: WaitingTodo[];
  /** What the server refused of the changes sent once back online. */
  refused: string[];
}

/**
 * A student's dashboard with or without a connection (decisions 0062 and 0063): installs the service
 * worker and links the manifest, keeps what the page shows for the next offline open, keeps to-do
 * changes made offline and sends them once the connection is back, then shows the server's copy.
 */
export function useOfflineDashboard(token: string, offlineAsOf: string | null, shown: StudentDashboard, onFresh: (dashboard: StudentDashboard) => void) {
  const [state, setState] = useState<OfflineState>(() => ({ offline: offlineAsOf !== null, asOf: offlineAsOf ?? new Date().toISOString(), waiting: loadWaiting(token), refused: [] }));
  const freshRef = useRef(onFresh);
  freshRef.current = onFresh;
  const sending = useRef(false);

  useEffect(() => {
    void startOffline();
    return linkAppManifest(token);
  }, [token]);

  useEffect(() => {
    void saveForOffline(token, { asOf: state.asOf, dashboard: shown });
  }, [token, state.asOf, shown]);

  const sendNow = useCallback(async () => {
    if (sending.current) return;
    sending.current = true;
    try {
      const queue = loadWaiting(token);
      if (queue.length > 0) {
        const result = await sendWaiting(queue, (change) => saveTodoStatus(token, change.itemId, change.status));
        const left = stillWaiting(loadWaiting(token), [...result.saved, ...result.refused]);
        storeWaiting(token, left);
        setState((current) => ({ ...current, waiting: left, refused: result.refused.map((change) => change.message) }));
        if (result.waiting.length > 0) return;
      }
      const fresh = await loadDashboard(token);
      if (fresh.kind !== 'found' || fresh.offlineAsOf) return;
      freshRef.current(fresh.dashboard);
      setState((current) => ({ ...current, offline: false, asOf: new Date().toISOString() }));
    } finally {
      sending.current = false;
    }
  }, [token]);

  useEffect(() => {
    window.addEventListener('online', sendNow);
    // Changes left waiting by an earlier visit go as soon as the page has the server again.
    if (offlineAsOf === null && loadWaiting(token).length > 0) void sendNow();
    return () => window.removeEventListener('online', sendNow);
  }, [sendNow, token, offlineAsOf]);

  /** The server's answer, or null when the change was kept to send later; any other failure is thrown. */
  const saveTodo = async (itemId: number, status: TodoStatus): Promise<TodoAnswer | null> => {
    const wait = () => {
      const queue = withWaiting(loadWaiting(token), { itemId, status });
      storeWaiting(token, queue);
      setState((current) => ({ ...current, offline: true, waiting: queue }));
      return null;
    };
    // Behind a waiting change: sent after it, never overtaken by it.
    if (loadWaiting(token).length > 0) {
      wait();
      void sendNow();
      return null;
    }
    try {
      return await saveTodoStatus(token, itemId, status);
    } catch (failure) {
      if (failure instanceof RequestError && failure.status === null) return wait();
      throw failure;
    }
  };

  return { state, saveTodo };
}

/** "Offline, as of …" while the page shows the device's copy, and what is waiting to be sent. */
export function OfflineStatus({ state }: { state: OfflineState }) {
  const { offline, asOf, waiting, refused } = state;
  return (
    <>
      {(offline || waiting.length > 0) && (
        <p role="status" className="mt-2 inline-block rounded-md bg-amber-50 px-3 py-1 text-sm font-semibold text-amber-900 ring-1 ring-amber-200">
          {offline ? `Offline, as of ${asOfFormat.format(new Date(asOf))}` : 'Sending your changes…'}
          {waiting.length > 0 && ` · ${waiting.length} to-do ${waiting.length === 1 ? 'change' : 'changes'} to send when you are back online`}
        </p>
      )}
      {refused.length > 0 && (
        <p role="alert" className="mt-2 text-sm font-semibold text-red-700">
          Not saved: {refused.join(' ')}
        </p>
      )}
    </>
  );
}
