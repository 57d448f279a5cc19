import { trackingEventSchema } from '../../../shared/schemas/tracking.js';
import { recordEvent } from '../../tracking.js';
import { publicProcedure, router } from '../init.js';

export const trackingRouter = router({
  record: publicProcedure.input(trackingEventSchema).mutation(async ({ ctx, input }) => {
    await recordEvent(ctx.db, ctx, input);
    return { success: true as const };
  }),
});
