import { describe, expect, it } from 'vitest';
import { itemsByMonth, type DashboardItem } from './studentDashboard';

const item = (id: number, date: string, time: string | null = null): DashboardItem => ({ id, courseId: 1, title: `Item ${id}`, type: 'assignment', date, endDate: null, time });

describe('the student dashboard', () => {
  it('lists items by month, in date and time order', () => {
    const months = itemsByMonth([item(1, '2025-10-03'), item(2, '2025-09-12', '23:59'), item(3, '2025-09-12', '09:00'), item(4, '2026-01-05')]);
    expect(months.map(([month, items]) => [month, items.map((one) => one.id)])).toEqual([
      ['September 2025', [3, 2]],
      ['October 2025', [1]],
      ['January 2026', [4]],
    ]);
  });
});
