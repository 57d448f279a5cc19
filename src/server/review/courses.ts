import type { DB } from '../db/connection.js';
import { DomainError } from '../errors.js';

/** An order's courses: one per course name read from its syllabi, merged and named by staff. */

/** Course colours in the order courses arrive; staff can pick any other. Readable under white text. */
export const COURSE_PALETTE = ['#2563eb', '#059669', '#d97706', '#db2777', '#7c3aed', '#0891b2', '#dc2626', '#4d7c0f'] as const;

/**
 * The course a syllabus's items go to: the one with that name, or the course it was merged into, or
 * a new one with the next palette colour. Call it inside the transaction that stores the items.
 */
export async function courseFor(db: DB, orderId: string, name: string, now = new Date()): Promise<number> {
  const existing = await db.selectFrom('courses').select(['id', 'merged_into']).where('order_id', '=', orderId).where('name', '=', name).executeTakeFirst();
  if (existing) return existing.merged_into ?? existing.id;
  const { count } = await db.selectFrom('courses').select((eb) => eb.fn.countAll<number>().as('count')).where('order_id', '=', orderId).executeTakeFirstOrThrow();
  const at = now.toISOString();
  const { id } = await db
    .insertInto('courses')
    .values({ order_id: orderId, name, colour: COURSE_PALETTE[Number(count) % COURSE_PALETTE.length], version: 1, created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** A course staff name must be one of this order's, and not one merged away. */
export async function liveCourse(db: DB, orderId: string, courseId: number) {
  const course = await db.selectFrom('courses').selectAll().where('id', '=', courseId).where('order_id', '=', orderId).executeTakeFirst();
  if (!course || course.merged_into !== null) throw new DomainError('NOT_FOUND', `There is no course ${courseId} in this order.`);
  return course;
}

/** The name a student sees. */
export const courseLabel = (course: { name: string; display_name: string | null }) => course.display_name ?? course.name;
