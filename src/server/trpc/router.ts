import { router } from './init.js';
import { adminRouter } from './routers/admin.js';
import { dashboardsRouter } from './routers/dashboards.js';
import { essaysRouter } from './routers/essays.js';
import { healthRouter } from './routers/health.js';
import { purchasesRouter } from './routers/purchases.js';
import { trackingRouter } from './routers/tracking.js';

export const appRouter = router({
  health: healthRouter,
  tracking: trackingRouter,
  purchases: purchasesRouter,
  essays: essaysRouter,
  admin: adminRouter,
  dashboards: dashboardsRouter,
});

export type AppRouter = typeof appRouter;
