import { splitName } from '../../shared/profile.js';
import type { DB } from '../db/connection.js';
import { DomainError } from '../errors.js';
import { hashToken, TOKEN_PATTERN } from './links.js';

/** What the student's private link shows: the dashboard as staff last published it, and nothing else. */

const NOT_THIS_LINK = 'This dashboard link does not work. It may have been replaced by a newer one: open the latest email from Syl, or write to us.';

export async function dashboardByToken(db: DB, token: string) {
  if (!TOKEN_PATTERN.test(token)) throw new DomainError('NOT_FOUND', NOT_THIS_LINK);
  const dashboard = await db
    .selectFrom('dashboards')
    .innerJoin('orders', 'orders.id', 'dashboards.order_id')
    .select(['dashboards.id', 'dashboards.term', 'dashboards.published_at', 'orders.name', 'orders.status'])
    .where('dashboards.token_hash', '=', hashToken(token))
    .executeTakeFirst();
  // A refunded order's dashboard closes with it.
  if (!dashboard || dashboard.status !== 'delivered') throw new DomainError('NOT_FOUND', NOT_THIS_LINK);
  const items = await db.selectFrom('dashboard_items').selectAll().where('dashboard_id', '=', dashboard.id).orderBy('date').orderBy('time').orderBy('item_id').execute();
  const courses = new Map(items.map((item) => [item.course_id, { id: item.course_id, name: item.course_name, colour: item.course_colour }]));
  return {
    firstName: splitName(dashboard.name).firstName,
    term: dashboard.term,
    updatedAt: dashboard.published_at,
    courses: [...courses.values()].sort((a, b) => a.name.localeCompare(b.name)),
    items: items.map((item) => ({ id: item.item_id, courseId: item.course_id, title: item.title, type: item.type, date: item.date, endDate: item.end_date, time: item.time })),
  };
}
export type StudentDashboard = Awaited<ReturnType<typeof dashboardByToken>>;
