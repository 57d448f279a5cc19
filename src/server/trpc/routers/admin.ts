import { analyticsSummary } from '../../admin/analytics.js';
import { listEssays, sendEssayFeedback } from '../../admin/essays.js';
import { deleteOrderFiles, refundOrder, resendUploadLink } from '../../admin/fulfilment.js';
import {
  addReferralCodeInput,
  analyticsInput,
  emailIdInput,
  emailListInput,
  essayFeedbackInput,
  markReferralPaidInput,
  orderIdInput,
  orderListInput,
  referralCodeInput,
  setReferralActiveInput,
} from '../../admin/inputs.js';
import { listLeads } from '../../admin/leads.js';
import { orderDetail, listOrders } from '../../admin/orders.js';
import { getEmail, listEmails, resendEmail } from '../../admin/outbox.js';
import { addReferralCode, listReferralCodes, recordReferralPayout, referralPayouts, referralRedemptions, setReferralCodeActive } from '../../admin/referral-codes.js';
import { router, staffProcedure } from '../init.js';
import { reviewRouter } from './review.js';
import { staffAccountsRouter } from './staff-accounts.js';

/** The staff console: every procedure answers 401 to a caller without a staff session. */
export const adminRouter = router({
  orders: router({
    list: staffProcedure.input(orderListInput).query(({ ctx, input }) => listOrders(ctx.db, input)),
    detail: staffProcedure.input(orderIdInput).query(({ ctx, input }) => orderDetail(ctx, input.orderId)),
    resendUploadLink: staffProcedure.input(orderIdInput).mutation(({ ctx, input }) => resendUploadLink(ctx, input.orderId)),
    refund: staffProcedure.input(orderIdInput).mutation(({ ctx, input }) => refundOrder(ctx, input.orderId)),
    deleteFiles: staffProcedure.input(orderIdInput).mutation(({ ctx, input }) => deleteOrderFiles(ctx, input.orderId)),
  }),
  leads: router({
    list: staffProcedure.query(({ ctx }) => listLeads(ctx.db)),
  }),
  essays: router({
    list: staffProcedure.query(({ ctx }) => listEssays(ctx.db)),
    sendFeedback: staffProcedure.input(essayFeedbackInput).mutation(({ ctx, input }) => sendEssayFeedback(ctx, input.essayId, input.feedback)),
  }),
  outbox: router({
    list: staffProcedure.input(emailListInput).query(({ ctx, input }) => listEmails(ctx.db, input)),
    get: staffProcedure.input(emailIdInput).query(({ ctx, input }) => getEmail(ctx, input.emailId)),
    resend: staffProcedure.input(emailIdInput).mutation(({ ctx, input }) => resendEmail(ctx.db, input.emailId)),
  }),
  referralCodes: router({
    list: staffProcedure.query(({ ctx }) => listReferralCodes(ctx.db)),
    redemptions: staffProcedure.input(referralCodeInput).query(({ ctx, input }) => referralRedemptions(ctx.db, input.code)),
    add: staffProcedure.input(addReferralCodeInput).mutation(({ ctx, input }) => addReferralCode(ctx.db, input.code, input.note)),
    setActive: staffProcedure.input(setReferralActiveInput).mutation(({ ctx, input }) => setReferralCodeActive(ctx.db, input.code, input.active)),
    payouts: staffProcedure.input(referralCodeInput).query(({ ctx, input }) => referralPayouts(ctx.db, input.code)),
    markPaid: staffProcedure.input(markReferralPaidInput).mutation(({ ctx, input }) => recordReferralPayout(ctx.db, ctx.staff.username, input)),
  }),
  review: reviewRouter,
  analytics: router({
    summary: staffProcedure.input(analyticsInput).query(({ ctx, input }) => analyticsSummary(ctx.db, input.days)),
  }),
  staff: staffAccountsRouter,
});
