import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { api, serverMessage, type ApiInputs } from '../../lib/api';
import { Icon } from '../content/Icon';
import { buttonSecondary } from '../ui/buttons';
import { LocalCardForm } from './LocalCardForm';
import type { OrderLine } from './orderLines';
import { OrderSummary, TrustSignals } from './OrderSummary';
import { PAYMENT_MESSAGES, Spinner, type ConfirmPayment } from './paymentParts';

const StripePaymentForm = lazy(() => import('./StripePaymentForm'));

export type PaymentIntentRequest = ApiInputs['purchases']['createPaymentIntent'];

type Setup =
  | { status: 'setting-up' }
  | { status: 'failed'; message: string; detail?: string }
  | { status: 'ready'; gateway: 'local' | 'stripe'; publishableKey: string | null; clientSecret: string; amountCents: number };

interface PaymentStepProps {
  /** The createPaymentIntent request, built when the step opens (it may await a referral check). */
  prepareIntent: () => Promise<PaymentIntentRequest>;
  /** Called once the provider confirms the payment; it must not throw. */
  onPaid: () => Promise<void>;
  onBack: () => void;
  /** The order, summarised above the form on small screens (large ones show the side panel). */
  lines: readonly OrderLine[];
  returnPath?: string;
}

/** Step 2: sets up the order's payment with the configured gateway and takes the card. */
export function PaymentStep({ prepareIntent, onPaid, onBack, lines, returnPath = '/payment/success' }: PaymentStepProps) {
  const setup = usePaymentSetup(prepareIntent);
  const [failure, setFailure] = useState<Setup | null>(null);
  const [processing, setProcessing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const state = failure ?? setup;
  const formFailed = useCallback(() => setFailure({ status: 'failed', message: PAYMENT_MESSAGES.formFailed }), []);

  const pay = (confirm: ConfirmPayment) => {
    setProcessing(true);
    setError(null);
    confirm().then(
      async (refusal) => {
        if (refusal === null) return onPaid();
        setError(refusal);
        setProcessing(false);
      },
      () => {
        setError(PAYMENT_MESSAGES.exception);
        setProcessing(false);
      },
    );
  };

  return (
    // A gap, not margins: the parts hidden on large screens must leave no space behind.
    <div className="flex flex-col gap-6">
      <div className="rounded-xl bg-slate-50 p-4 lg:hidden">
        <OrderSummary lines={lines} />
      </div>
      {state.status === 'setting-up' && (
        <div role="status" className="flex flex-col items-center gap-3 rounded-xl border border-slate-200 bg-slate-50 px-4 py-10 text-center">
          <Spinner />
          <p className="font-medium text-slate-700">Setting up payment...</p>
        </div>
      )}
      {state.status === 'failed' && (
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-5">
          <p className="flex items-start gap-2 font-bold text-red-800">
            <Icon name="alert" className="mt-0.5 h-5 w-5 shrink-0 text-red-600" />
            {state.message}
          </p>
          {state.detail && <p className="mt-2 text-sm leading-6 text-red-800">{state.detail}</p>}
          <p className="mt-2 text-sm leading-6 text-red-800">Nothing was charged. Go back to check your details, then try again.</p>
        </div>
      )}
      {state.status === 'ready' && (
        <>
          {state.gateway === 'stripe' && state.publishableKey ? (
            <Suspense fallback={<Spinner />}>
              <StripePaymentForm
                publishableKey={state.publishableKey}
                clientSecret={state.clientSecret}
                amountCents={state.amountCents}
                processing={processing}
                error={error}
                pay={pay}
                returnPath={returnPath}
                onLoadFailed={formFailed}
              />
            </Suspense>
          ) : (
            <LocalCardForm clientSecret={state.clientSecret} amountCents={state.amountCents} processing={processing} error={error} pay={pay} />
          )}
        </>
      )}
      <button type="button" onClick={onBack} disabled={processing} className={`${buttonSecondary} w-full`}>
        <Icon name="arrowLeft" className="h-5 w-5" />
        Back to Info
      </button>
      <div className="border-t border-slate-200 pt-6 lg:hidden">
        <TrustSignals />
      </div>
    </div>
  );
}

/** Creates (or reuses) the order's payment intent and reads which gateway takes the card. */
function usePaymentSetup(prepareIntent: () => Promise<PaymentIntentRequest>): Setup {
  const utils = api.useUtils();
  const [setup, setSetup] = useState<Setup>({ status: 'setting-up' });
  const [prepare] = useState(() => prepareIntent);

  useEffect(() => {
    let active = true;
    const settings = utils.purchases.paymentSettings.fetch().catch(() => null);
    const run = async (): Promise<Setup> => {
      let intent;
      try {
        intent = await utils.client.purchases.createPaymentIntent.mutate(await prepare());
      } catch (error) {
        const detail = serverMessage(error);
        if (detail === null) return { status: 'failed', message: PAYMENT_MESSAGES.setupException };
        return { status: 'failed', message: PAYMENT_MESSAGES.intentFailed, detail: detail || undefined };
      }
      const gateway = await settings;
      if (!gateway || (intent.gateway === 'stripe' && !gateway.publishableKey)) return { status: 'failed', message: PAYMENT_MESSAGES.formFailed };
      return { status: 'ready', gateway: intent.gateway, publishableKey: gateway.publishableKey, clientSecret: intent.clientSecret, amountCents: intent.amount };
    };
    void run().then((next) => active && setSetup(next));
    return () => {
      active = false;
    };
  }, [utils, prepare]);
  return setup;
}
