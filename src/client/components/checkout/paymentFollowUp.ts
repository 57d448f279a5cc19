import { api } from '../../lib/api';
import { rememberPayment } from '../../lib/checkoutStorage';

/** SPEC §9: the confirmation email is asked for 1 s after payment. */
export const CONFIRMATION_EMAIL_DELAY_MS = 1000;

/**
 * What every paid checkout does first: remember the buyer's email (the payment-success page reads
 * it), clear the upload choice, and ask for the confirmation email a second later. The server sends
 * each order's email once, so asking is always safe; failures are ignored.
 */
export function usePaymentFollowUp() {
  const utils = api.useUtils();
  return (email: string, service: 'syl_dashboard' | 'essay_review') => {
    rememberPayment(email);
    setTimeout(() => {
      utils.client.purchases.sendConfirmationEmail.mutate({ customer_email: email.trim(), service_type: service }).catch(() => undefined);
    }, CONFIRMATION_EMAIL_DELAY_MS);
  };
}
