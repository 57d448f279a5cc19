import { z } from 'zod';
import { dashboardByToken } from '../../dashboards/view.js';
import { publicProcedure, router } from '../init.js';

/** The student's dashboard, found by its private link's token. */
export const dashboardsRouter = router({
  get: publicProcedure.input(z.object({ token: z.string().max(200) })).query(({ ctx, input }) => dashboardByToken(ctx.db, input.token)),
});
