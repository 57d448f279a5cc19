import { formatUsd } from '../../../shared/pricing';
import { Icon } from '../content/Icon';
import { buttonPrimary } from '../ui/buttons';

export const PAYMENT_MESSAGES = {
  failed: 'Payment failed',
  exception: 'An error occurred. Please try again.',
  intentFailed: 'Failed to create payment intent',
  setupException: 'An error occurred while setting up payment',
  formFailed: 'Failed to load payment form',
} as const;

/**
 * Confirms a payment with the provider: resolves to null when paid, or to the provider's message
 * when it refused; throws when something broke on the way.
 */
export type ConfirmPayment = () => Promise<string | null>;

export interface PaymentFormProps {
  amountCents: number;
  processing: boolean;
  /** The last attempt's refusal or failure, shown above the pay button. */
  error: string | null;
  /** Runs a confirmation, showing 'Processing...' meanwhile and the outcome after. */
  pay: (confirm: ConfirmPayment) => void;
}

/** The pay button names the amount due and says when the payment is on its way; the last error sits above it. */
export function PayButton({ amountCents, processing, error, disabled }: Omit<PaymentFormProps, 'pay'> & { disabled?: boolean }) {
  return (
    <>
      {error && <PaymentAlert message={error} />}
      <button type="submit" disabled={processing || disabled} className={`${buttonPrimary} w-full py-3.5 text-base`}>
        {processing ? (
          <>
            <Spinner className="h-5 w-5 border-white/40 border-t-white" />
            Processing...
          </>
        ) : (
          <>
            <Icon name="lock" className="h-5 w-5" />
            Pay {formatUsd(amountCents)}
          </>
        )}
      </button>
    </>
  );
}

export function Spinner({ className = 'h-8 w-8 border-brand-200 border-t-brand-600' }: { className?: string }) {
  return <span aria-hidden="true" className={`inline-block shrink-0 animate-spin rounded-full border-[3px] ${className}`} />;
}

export function PaymentAlert({ message }: { message: string }) {
  return (
    <div role="alert" className="flex items-start gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
      <Icon name="alert" className="mt-0.5 h-5 w-5 shrink-0 text-red-600" />
      {message}
    </div>
  );
}
