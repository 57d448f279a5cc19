import type { StudentDashboard } from '../../server/dashboards/view';

/** The student's dashboard as staff last published it, fetched with the private link's token. */

export type { StudentDashboard };
export type DashboardItem = StudentDashboard['items'][number];

export type DashboardLoad = { kind: 'loading' } | { kind: 'found'; dashboard: StudentDashboard } | { kind: 'not-found'; message: string } | { kind: 'unreachable' };

const NOT_THIS_LINK = 'This dashboard link does not work. Open the latest email from Syl, or write to us.';

export async function loadDashboard(token: string): Promise<DashboardLoad> {
  try {
    const response = await fetch(`/api/dashboards/${encodeURIComponent(token)}/`, { credentials: 'omit', cache: 'no-store' });
    const body = (await response.json().catch(() => ({}))) as Partial<StudentDashboard> & { message?: string };
    if (response.status === 404 || response.status === 400) return { kind: 'not-found', message: body.message ?? NOT_THIS_LINK };
    return response.ok ? { kind: 'found', dashboard: body as StudentDashboard } : { kind: 'unreachable' };
  } catch {
    return { kind: 'unreachable' };
  }
}

const monthName = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The items by month of their date, in date order: [["September 2025", items], …]. */
export function itemsByMonth(items: DashboardItem[]): Array<[string, DashboardItem[]]> {
  const months = new Map<string, DashboardItem[]>();
  const sorted = [...items].sort((a, b) => a.date.localeCompare(b.date) || (a.time ?? '').localeCompare(b.time ?? ''));
  for (const item of sorted) {
    const [year, month] = item.date.split('-').map(Number);
    const name = monthName.format(new Date(Date.UTC(year!, month! - 1, 1)));
    months.set(name, [...(months.get(name) ?? []), item]);
  }
  return [...months];
}
