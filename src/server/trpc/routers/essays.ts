import { essaySubmissionInput, notifyPaymentPageInput } from '../../../shared/schemas/commerce.js';
import { submitEssay } from '../../essays.js';
import { recordEssayLead } from '../../leads.js';
import { publicProcedure, router } from '../init.js';

/** The essay-review page's calls; each is the same domain function as its /api/* route. */
export const essaysRouter = router({
  notifyPaymentPage: publicProcedure.input(notifyPaymentPageInput).mutation(({ ctx, input }) => recordEssayLead(ctx, ctx.visitorId, input)),
  submit: publicProcedure.input(essaySubmissionInput).mutation(({ ctx, input }) => submitEssay(ctx.db, ctx.visitorId, input)),
});
