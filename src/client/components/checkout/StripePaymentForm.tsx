import { useEffect, useState, type FormEvent } from 'react';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Appearance, Stripe } from '@stripe/stripe-js';
import { PAYMENT_MESSAGES, PayButton, type PaymentFormProps } from './paymentParts';

interface StripePaymentFormProps extends PaymentFormProps {
  publishableKey: string;
  clientSecret: string;
  /** Where Stripe sends the buyer back after a redirect-based payment method. */
  returnPath: string;
  onLoadFailed: () => void;
}

const APPEARANCE: Appearance = {
  theme: 'stripe',
  variables: { colorPrimary: '#4f46e5', borderRadius: '12px', fontFamily: 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
};

/** Loads Stripe.js (only now, on the payment step) without its automatic side-loading on import. */
function loadStripeJs(publishableKey: string): Promise<Stripe | null> {
  return import('@stripe/stripe-js/pure').then(({ loadStripe }) => loadStripe(publishableKey));
}

/** Stripe's Payment Element for the order's PaymentIntent. Loaded lazily: only Stripe checkouts fetch it. */
export default function StripePaymentForm({ publishableKey, clientSecret, onLoadFailed, ...form }: StripePaymentFormProps) {
  // One promise for the component's life: Elements must never see its stripe prop change.
  const [stripe] = useState(() => loadStripeJs(publishableKey).catch(() => null));
  useEffect(() => {
    void stripe.then((loaded) => loaded ?? onLoadFailed());
  }, [stripe, onLoadFailed]);
  return (
    <Elements stripe={stripe} options={{ clientSecret, appearance: APPEARANCE }}>
      <PaymentElementForm {...form} onLoadFailed={onLoadFailed} />
    </Elements>
  );
}

function PaymentElementForm({ amountCents, processing, error, pay, returnPath, onLoadFailed }: Omit<StripePaymentFormProps, 'publishableKey' | 'clientSecret'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);

  const confirm = async () => {
    if (!stripe || !elements) return PAYMENT_MESSAGES.formFailed;
    const { error, paymentIntent } = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: new URL(returnPath, window.location.origin).href },
      redirect: 'if_required',
    });
    if (error) return error.message || PAYMENT_MESSAGES.failed;
    return paymentIntent.status === 'succeeded' || paymentIntent.status === 'processing' ? null : PAYMENT_MESSAGES.failed;
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    pay(confirm);
  };

  return (
    <form onSubmit={onSubmit} className="space-y-5">
      <PaymentElement options={{ layout: 'tabs' }} onReady={() => setReady(true)} onLoadError={onLoadFailed} />
      <PayButton amountCents={amountCents} processing={processing} error={error} disabled={!ready} />
    </form>
  );
}
