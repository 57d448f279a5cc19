import type { TodoStatus } from '../../../shared/items';
import type { StudentDashboard } from '../../../server/dashboards/view';

/**
 * The student's dashboard over its REST routes, with plain fetch: the page stays free of the tRPC
 * client, react-query and zod, which only the checkout and the console need.
 */

export type DashboardLoad = { kind: 'loading' } | { kind: 'found'; dashboard: StudentDashboard } | { kind: 'not-found' } | { kind: 'unreachable' };

const apiPath = (token: string, rest = '') => `/api/dashboards/${encodeURIComponent(token)}/${rest}`;

export async function loadDashboard(token: string): Promise<DashboardLoad> {
  try {
    const response = await fetch(apiPath(token), { credentials: 'omit', cache: 'no-store' });
    if (response.status === 404 || response.status === 400) return { kind: 'not-found' };
    return response.ok ? { kind: 'found', dashboard: (await response.json()) as StudentDashboard } : { kind: 'unreachable' };
  } catch {
    return { kind: 'unreachable' };
  }
}

/** A POST whose failure becomes an Error carrying the server's message, for the page to show. */
async function post<T>(path: string, payload: object): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(payload), credentials: 'omit' });
  } catch {
    throw new Error('We could not reach our server. Check your connection and try again.');
  }
  const body = (await response.json().catch(() => ({}))) as T & { message?: string };
  if (!response.ok) throw new Error(body.message ?? 'Something went wrong on our side. Please try again.');
  return body;
}

export const saveTodoStatus = (token: string, itemId: number, status: TodoStatus) => post<{ status: TodoStatus; doneAt: string | null }>(apiPath(token, 'todos/'), { itemId, status });

export const resetFeedLink = (token: string) => post<{ feedUrl: string }>(apiPath(token, 'feed/reset/'), {});

export const requestLostLink = (email: string) => post<{ message: string }>('/api/dashboards/lost-link/', { email });

/** This browser remembers the last dashboard it opened, so a link from a calendar event finds it again. */
const REMEMBERED = 'syl_dashboard_path';

export function rememberDashboard(path: string): void {
  try {
    localStorage.setItem(REMEMBERED, path);
  } catch {
    // Storage can be off (private windows); the email link still works.
  }
}

export function rememberedDashboard(): string | null {
  try {
    const path = localStorage.getItem(REMEMBERED);
    return path && /^\/dashboard\/[A-Za-z0-9_-]{43}$/.test(path) ? path : null;
  } catch {
    return null;
  }
}

export function forgetDashboard(): void {
  try {
    localStorage.removeItem(REMEMBERED);
  } catch {
    // Nothing was stored.
  }
}
