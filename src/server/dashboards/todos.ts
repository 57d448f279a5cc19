import { sql } from 'kysely';
import type { z } from 'zod';
import type { setTodoStatusInput, TodoStatus } from '../../shared/schemas/dashboard.js';
import type { AppDeps } from '../deps.js';
import { DomainError } from '../errors.js';
import { liveDashboard } from './view.js';

/** The student's to-do list: the status of each item, kept on the server across republishing (item ids never change). */

export interface TodoAnswer {
  status: TodoStatus;
  /** When it became Done (the on-time rate compares it with the due date); null unless Done. */
  doneAt: string | null;
}

export async function setTodoStatus(deps: Pick<AppDeps, 'db'>, input: z.output<typeof setTodoStatusInput>, now = new Date()): Promise<TodoAnswer> {
  const dashboard = await liveDashboard(deps.db, input.token);
  // Only an item of this link's own dashboard: another student's item id is simply not found.
  const item = await deps.db.selectFrom('dashboard_items').select('item_id').where('dashboard_id', '=', dashboard.id).where('item_id', '=', input.itemId).executeTakeFirst();
  if (!item) throw new DomainError('NOT_FOUND', 'This item is no longer on your dashboard. Reload the page to see the latest version.');
  const at = now.toISOString();
  const done = input.status === 'Done';
  const saved = await deps.db
    .insertInto('todo_statuses')
    .values({ dashboard_id: dashboard.id, item_id: input.itemId, status: input.status, done_at: done ? at : null, updated_at: at })
    .onConflict((conflict) =>
      conflict.columns(['dashboard_id', 'item_id']).doUpdateSet({
        status: input.status,
        updated_at: at,
        // Marking a done item Done again keeps the moment it was first finished.
        done_at: done ? sql<string>`case when todo_statuses.status = 'Done' then todo_statuses.done_at else ${at} end` : null,
      }),
    )
    .returning(['status', 'done_at'])
    .executeTakeFirstOrThrow();
  return { status: saved.status, doneAt: saved.done_at };
}
