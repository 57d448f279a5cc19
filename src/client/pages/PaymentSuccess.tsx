import { useEffect, useState } from 'react';
import { CompletionBanner } from '../components/content/CompletionBanner';
import { ConfirmationPanel, ConfirmationShell } from '../components/content/ConfirmationShell';
import { HomeLink } from '../components/content/HomeLink';
import { InfoNote } from '../components/content/InfoNote';
import { NumberedSteps, type Step } from '../components/content/NumberedSteps';
import { SiteLayout } from '../components/layout/SiteLayout';
import { usePageMeta } from '../lib/head';
import { completePurchase, INITIAL_COMPLETION_STATE, USER_EMAIL_KEY, type CompletionState } from '../lib/paymentCompletion';
import { trackConversion, usePageView } from '../lib/tracking';

const NEXT_STEPS: readonly Step[] = [
  { title: 'Check your inbox', body: 'Your confirmation email has your receipt and the details of your order. Keep it for your records.' },
  {
    title: 'Send us your syllabi',
    body: 'If you uploaded them at checkout, you are all set. If you chose to upload later, your private upload link arrives by email within 24 hours.',
  },
  { title: 'Sync your calendar', body: 'Once your dashboard is ready, add every deadline to Google Calendar in one click and start planning your semester.' },
];

/** SPEC §9's setup time, kept on one line. */
const SETUP_TIME = <span className="whitespace-nowrap">5-10 minutes</span>;

export default function PaymentSuccess() {
  usePageMeta({
    title: 'Payment Successful | Syl',
    description: 'Thank you for your purchase. Your Syl dashboard is being set up.',
    path: '/payment/success',
    noindex: true,
  });
  usePageView('Payment Success Page');
  const state = usePurchaseCompletion();

  return (
    <SiteLayout>
      <ConfirmationShell title="Thank you for your purchase!" lead="We are finishing your order. Here is what happens next.">
        <CompletionBanner state={state} />
        <InfoNote icon="clock" title={<>Dashboard setup takes {SETUP_TIME}</>}>
          We are preparing your personal dashboard now. It usually takes {SETUP_TIME}, and we will email you the link the moment it is ready.
        </InfoNote>
        <InfoNote icon="mail" title="Check your email">
          {state.status === 'success' ? (
            <>
              A confirmation email with your receipt is on its way to <strong className="font-semibold text-slate-900">{state.email}</strong>.
            </>
          ) : (
            'A confirmation email with your receipt is on its way to the address you used at checkout.'
          )}{' '}
          Not there in a few minutes? Check your spam folder.
        </InfoNote>
        <ConfirmationPanel title="What Happens Next">
          <NumberedSteps steps={NEXT_STEPS} layout="list" />
        </ConfirmationPanel>
        <div className="pt-4 text-center">
          <HomeLink label="Return to Home" />
        </div>
      </ConfirmationShell>
    </SiteLayout>
  );
}

/** Records the conversion and completes the purchase once, after hydration (the prerender shows loading). */
function usePurchaseCompletion(): CompletionState {
  const [state, setState] = useState<CompletionState>(INITIAL_COMPLETION_STATE);
  useEffect(() => trackConversion('payment_success', 25), []);
  useEffect(() => {
    let active = true;
    void completePurchase({
      search: window.location.search,
      storedEmail: readStoredEmail(),
      fetch: (input, init) => fetch(input, init),
    }).then((next) => {
      if (active) setState(next);
    });
    return () => {
      active = false;
    };
  }, []);
  return state;
}

function readStoredEmail(): string | null {
  try {
    return window.localStorage.getItem(USER_EMAIL_KEY);
  } catch {
    // Storage can be disabled (private modes, strict settings); the server is asked instead.
    return null;
  }
}
