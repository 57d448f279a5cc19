import { router } from './init.js';
import { healthRouter } from './routers/health.js';
import { trackingRouter } from './routers/tracking.js';

export const appRouter = router({
  health: healthRouter,
  tracking: trackingRouter,
});

export type AppRouter = typeof appRouter;
