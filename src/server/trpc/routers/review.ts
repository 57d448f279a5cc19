import type { z } from 'zod';
import { orderInput, syllabusInput } from '../../../shared/schemas/review.js';
import { reviewActions, type ReviewAction } from '../../review/actions.js';
import { documentView } from '../../review/document.js';
import { reviewWorkspace } from '../../review/workspace.js';
import { router, staffProcedure } from '../init.js';

/** `admin.review.*`: the order's review workspace and one mutation per review action. */

const mutation = <Schema extends z.ZodType, Result>(action: ReviewAction<Schema, Result>) =>
  staffProcedure.input(action.input).mutation(({ ctx, input }) => action.run(ctx, ctx.staff.username, input as z.output<Schema>));

type Actions = typeof reviewActions;
type Mutations = { [Name in keyof Actions]: Actions[Name] extends ReviewAction<infer Schema, infer Result> ? ReturnType<typeof mutation<Schema, Result>> : never };

const mutations = Object.fromEntries(Object.entries(reviewActions).map(([name, action]) => [name, mutation(action as ReviewAction<z.ZodType, unknown>)])) as Mutations;

export const reviewRouter = router({
  workspace: staffProcedure.input(orderInput).query(({ ctx, input }) => reviewWorkspace(ctx, input.orderId, ctx.staff.username)),
  /** One syllabus's text with every date's fate, opened on demand (a long syllabus is hundreds of lines). */
  document: staffProcedure.input(syllabusInput).query(({ ctx, input }) => documentView(ctx.db, input.orderId, input.syllabusId)),
  ...mutations,
});
