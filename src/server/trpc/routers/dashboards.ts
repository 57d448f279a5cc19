import { dashboardInput, lostLinkInput, setTodoStatusInput } from '../../../shared/schemas/dashboard.js';
import { sendLostLink } from '../../dashboards/lost-link.js';
import { setTodoStatus } from '../../dashboards/todos.js';
import { dashboardByToken, resetFeed } from '../../dashboards/view.js';
import { PRIVATE_LINK_HEADERS } from '../../http/security.js';
import type { RequestContext } from '../context.js';
import { publicProcedure, router } from '../init.js';

/** Answers about a private link are never cached, indexed or passed on as a referrer (over HTTP; callers in tests have no reply). */
const privateLinkProcedure = publicProcedure.use(({ ctx, next }) => {
  if ('res' in ctx) (ctx as RequestContext).res.headers(PRIVATE_LINK_HEADERS);
  return next();
});

/** The student's dashboard, found by its private link's token, and the "Lost your link?" form. */
export const dashboardsRouter = router({
  get: privateLinkProcedure.input(dashboardInput).query(({ ctx, input }) => dashboardByToken(ctx, input.token)),
  setTodoStatus: privateLinkProcedure.input(setTodoStatusInput).mutation(({ ctx, input }) => setTodoStatus(ctx, input)),
  resetFeed: privateLinkProcedure.input(dashboardInput).mutation(({ ctx, input }) => resetFeed(ctx, input.token)),
  // Limited per IP far below the other forms (see http/security.ts).
  lostLink: publicProcedure.input(lostLinkInput).mutation(({ ctx, input }) => sendLostLink(ctx, input.email)),
});
