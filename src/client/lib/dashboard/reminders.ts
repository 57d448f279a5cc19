import type { StudentDashboard } from '../../../server/dashboards/view';

/** Email reminders on the student's dashboard: the time zone choices and how their times read. */

export type ReminderSettings = StudentDashboard['reminders'];
export type ReminderChoices = Pick<ReminderSettings, 'weekly' | 'exams' | 'timeZone'>;

/** Where most students are, first in the list; every other zone the browser knows follows. */
const US_ZONES: readonly [string, string][] = [
  ['America/New_York', 'Eastern Time (New York)'],
  ['America/Chicago', 'Central Time (Chicago)'],
  ['America/Denver', 'Mountain Time (Denver)'],
  ['America/Phoenix', 'Arizona (Phoenix)'],
  ['America/Los_Angeles', 'Pacific Time (Los Angeles)'],
  ['America/Anchorage', 'Alaska (Anchorage)'],
  ['Pacific/Honolulu', 'Hawaii (Honolulu)'],
];

export interface ZoneGroup {
  label: string;
  zones: { value: string; label: string }[];
}

/** The US zones, then every other zone, the current one included even when the browser does not list it (e.g. "UTC"). */
export function timeZoneChoices(current: string): ZoneGroup[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const common = new Set(US_ZONES.map(([value]) => value));
  const others = [...new Set([current, ...known])].filter((zone) => !common.has(zone)).sort();
  return [
    { label: 'United States', zones: US_ZONES.map(([value, label]) => ({ value, label })) },
    { label: 'All time zones', zones: others.map((value) => ({ value, label: zoneLabel(value) })) },
  ];
}

/** "Eastern Time (New York)", "Europe/Berlin": a zone as the picker lists it. */
export const zoneLabel = (zone: string) => US_ZONES.find(([value]) => value === zone)?.[1] ?? zone.replaceAll('_', ' ');

/** "Sun, Nov 29, 6:00 PM EST": an instant as the student's zone reads it. */
export const reminderTime = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short', timeZone }).format(new Date(iso));

export type UnsubscribeResult = { kind: 'done' | 'not-found'; message: string } | { kind: 'unreachable' };

/** The unsubscribe page's one POST; the server's message says what happened. */
export async function unsubscribeReminders(token: string): Promise<UnsubscribeResult> {
  try {
    const response = await fetch(`/api/reminders/unsubscribe/${encodeURIComponent(token)}/`, { method: 'POST', credentials: 'omit' });
    const body = (await response.json()) as { message: string };
    if (response.ok) return { kind: 'done', message: body.message };
    return response.status === 404 ? { kind: 'not-found', message: body.message } : { kind: 'unreachable' };
  } catch {
    return { kind: 'unreachable' };
  }
}
