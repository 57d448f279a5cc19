import type { TodoStatus } from '../../../shared/items';
import type { StudentDashboard } from '../../../server/dashboards/view';
import type { ApplicationFields } from './applications';
import { savedForOffline } from './offline';
import type { DashboardApplication, DashboardItem, DashboardNote, DashboardOwnItem } from './model';
import type { OwnItemFields } from './ownItems';
import type { ReminderChoices, ReminderSettings } from './reminders';

/**
 * The student's dashboard over its REST routes, with plain fetch: the page stays free of the tRPC
 * client, react-query and zod, which only the checkout and the console need.
 */

/** `offlineAsOf`: the server could not be reached, and this is the dashboard this device last saw, at that time. */
export type DashboardLoad = { kind: 'loading' } | { kind: 'found'; dashboard: StudentDashboard; offlineAsOf?: string } | { kind: 'not-found' } | { kind: 'unreachable' };

const apiPath = (token: string, rest = '') => `/api/dashboards/${encodeURIComponent(token)}/${rest}`;

export async function loadDashboard(token: string): Promise<DashboardLoad> {
  const answer = await fetchDashboard(token);
  if (answer.kind !== 'unreachable') return answer;
  const saved = await savedForOffline(token);
  return saved ? { kind: 'found', dashboard: saved.dashboard, offlineAsOf: saved.asOf } : answer;
}

async function fetchDashboard(token: string): Promise<DashboardLoad> {
  try {
    const response = await fetch(apiPath(token), { credentials: 'omit', cache: 'no-store' });
    if (response.status === 404 || response.status === 400) return { kind: 'not-found' };
    return response.ok ? { kind: 'found', dashboard: (await response.json()) as StudentDashboard } : { kind: 'unreachable' };
  } catch {
    return { kind: 'unreachable' };
  }
}

/** A failed call: the server's message for the page to show, and its status (null when the server was not reached). */
export class RequestError extends Error {
  readonly status: number | null;
  constructor(message: string, status: number | null) {
    super(message);
    this.status = status;
  }
}

/** 409: someone (another device) changed it since this page loaded; reloading shows their version. */
export const isStale = (error: unknown) => error instanceof RequestError && error.status === 409;

/** A POST whose failure becomes a RequestError carrying the server's message. */
async function post<T>(path: string, payload: object, keepalive = false): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(payload), credentials: 'omit', keepalive });
  } catch {
    throw new RequestError('We could not reach our server. Check your connection and try again.', null);
  }
  const body = (await response.json().catch(() => ({}))) as T & { message?: string };
  if (!response.ok) throw new RequestError(body.message ?? 'Something went wrong on our side. Please try again.', response.status);
  return body;
}

export const saveTodoStatus = (token: string, itemId: number, status: TodoStatus) => post<{ status: TodoStatus; doneAt: string | null }>(apiPath(token, 'todos/'), { itemId, status });

/** What the student says changed: the new date, the time if they know it, and a note (at most REPORT_NOTE_LIMIT characters). */
export interface ReportFields {
  date: string;
  time: string | null;
  note: string;
}

export const reportChange = (token: string, itemId: number, fields: ReportFields) => post<{ message: string; report: DashboardItem['report'] }>(apiPath(token, 'reports/'), { itemId, ...fields });

export const resetFeedLink = (token: string) => post<{ feedUrl: string }>(apiPath(token, 'feed/reset/'), {});

/** Answers the server's sentence saying where the steps went. */
export const emailSyncSteps = async (token: string) => (await post<{ message: string }>(apiPath(token, 'feed/email-steps/'), {})).message;

const applicationPath = (token: string, id: number, action = '') => apiPath(token, `applications/${id}/${action}`);

export const addApplication = async (token: string, fields: ApplicationFields) => (await post<{ application: DashboardApplication }>(apiPath(token, 'applications/'), fields)).application;

export const updateApplication = async (token: string, id: number, version: number, changes: Partial<ApplicationFields>) =>
  (await post<{ application: DashboardApplication }>(applicationPath(token, id), { version, changes })).application;

/** Answers the deleted application (for undo) and the server's sentence saying so. */
export const deleteApplication = (token: string, id: number, version: number) => post<{ application: DashboardApplication; message: string }>(applicationPath(token, id, 'delete/'), { version });

export const restoreApplication = async (token: string, id: number) => (await post<{ application: DashboardApplication }>(applicationPath(token, id, 'restore/'), {})).application;

export const clearExampleApplications = async (token: string) => (await post<{ removed: number }>(apiPath(token, 'applications/clear-examples/'), {})).removed;

const ownItemPath = (token: string, id: number, action = '') => apiPath(token, `own-items/${id}/${action}`);

export const addOwnItem = async (token: string, fields: OwnItemFields) => (await post<{ item: DashboardOwnItem }>(apiPath(token, 'own-items/'), fields)).item;

export const updateOwnItem = async (token: string, id: number, version: number, changes: Partial<OwnItemFields & Pick<DashboardOwnItem, 'status'>>) => (await post<{ item: DashboardOwnItem }>(ownItemPath(token, id), { version, changes })).item;

/** Answers the server's sentence saying it was deleted. */
export const deleteOwnItem = async (token: string, id: number, version: number) => (await post<{ message: string }>(ownItemPath(token, id, 'delete/'), { version })).message;

/** `keepalive`: sent as the page is left, so the save outlives it. */
export const saveNote = (token: string, courseId: number, text: string, baseVersion: number, keepalive: boolean) =>
  post<{ note: DashboardNote; merged: boolean }>(apiPath(token, `notes/${courseId}/`), { text, baseVersion }, keepalive);

export const saveReminders = (token: string, choices: ReminderChoices) => post<{ message: string; reminders: ReminderSettings }>(apiPath(token, 'reminders/'), choices);

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
