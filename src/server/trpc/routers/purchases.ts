import {
  checkReferralInput,
  completePurchaseInput,
  confirmLocalPaymentInput,
  createPaymentIntentInput,
  getPartialPurchaseInput,
  savePartialPurchaseInput,
  sendConfirmationEmailInput,
} from '../../../shared/schemas/commerce.js';
import { getPartialPurchase, getRecentSubmission, savePartialPurchase } from '../../drafts.js';
import { paymentSettings } from '../../payments/gateway.js';
import { confirmLocalPayment } from '../../payments/local-payments.js';
import { createPaymentIntent } from '../../purchases/checkout.js';
import { completePurchase, sendConfirmationEmail } from '../../purchases/completion.js';
import { checkReferral } from '../../referrals.js';
import { publicProcedure, router } from '../init.js';

/** The purchase pages' calls; each is the same domain function as its /api/* route. */
export const purchasesRouter = router({
  paymentSettings: publicProcedure.query(({ ctx }) => paymentSettings(ctx.gateway)),
  checkReferral: publicProcedure.input(checkReferralInput).query(({ ctx, input }) => checkReferral(ctx.db, ctx.visitorId, input)),

  saveDraft: publicProcedure.input(savePartialPurchaseInput).mutation(({ ctx, input }) => savePartialPurchase(ctx.drafts, ctx.visitorId, input)),
  getDraft: publicProcedure.input(getPartialPurchaseInput).query(({ ctx, input }) => getPartialPurchase(ctx.db, ctx.visitorId, input.email)),
  recentSubmission: publicProcedure.query(({ ctx }) => getRecentSubmission(ctx.db, ctx.visitorId)),

  createPaymentIntent: publicProcedure.input(createPaymentIntentInput).mutation(({ ctx, input }) => createPaymentIntent(ctx, ctx.visitorId, input)),
  confirmLocalPayment: publicProcedure.input(confirmLocalPaymentInput).mutation(({ ctx, input }) => confirmLocalPayment(ctx, input)),
  complete: publicProcedure.input(completePurchaseInput).mutation(({ ctx, input }) => completePurchase(ctx, ctx.visitorId, input.email)),
  sendConfirmationEmail: publicProcedure.input(sendConfirmationEmailInput).mutation(({ ctx, input }) => sendConfirmationEmail(ctx, ctx.visitorId, input)),
});
