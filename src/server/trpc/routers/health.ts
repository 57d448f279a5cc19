import { checkHealth } from '../../health.js';
import { publicProcedure, router } from '../init.js';

export const healthRouter = router({
  check: publicProcedure.query(({ ctx }) => checkHealth(ctx.db)),
});
