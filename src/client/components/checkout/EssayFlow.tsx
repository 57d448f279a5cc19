import { useState } from 'react';
import { api } from '../../lib/api';
import { CheckList } from '../content/CheckList';
import { CheckoutGrid } from './CheckoutGrid';
import { CheckoutLayout } from './CheckoutLayout';
import { EssayConfirmation, EssaySubmissionFailed } from './EssayConfirmation';
import { EssayDetailsForm } from './EssayDetailsForm';
import { canContinueEssay, EMPTY_ESSAY_FORM, essayLeadPayload, essaySubmission, type EssayForm } from './essayForm';
import { EssayIntro } from './EssayIntro';
import { useStepFocus } from './hooks';
import { ESSAY_ORDER_LINES, orderTotal } from './orderLines';
import { usePaymentFollowUp } from './paymentFollowUp';
import { PaymentStep } from './PaymentStep';
import { PanelHeading, PricePanel } from './PricePanel';
import { StepCard } from './StepCard';

const INCLUDED = [
  'Comments on every paragraph',
  'Feedback on structure and flow',
  'Grammar, clarity and style edits',
  'A stronger opening hook',
  'Tips to keep your own voice',
  'A check that you answer the prompt',
  'A summary of strengths and next steps',
  'Feedback within 24 hours',
] as const;

type Step = 'details' | 'payment' | 'submission-failed' | 'done';

/** The essay review purchase: essay form, payment, then the essay is submitted to its paid order. */
export function EssayFlow() {
  const [step, setStep] = useState<Step>('details');
  const [form, setForm] = useState<EssayForm>(EMPTY_ESSAY_FORM);
  const [retrying, setRetrying] = useState(false);
  const heading = useStepFocus<HTMLHeadingElement>(step);
  const utils = api.useUtils();
  const notify = api.essays.notifyPaymentPage.useMutation();
  const followUp = usePaymentFollowUp();

  const onContinue = () => {
    if (!canContinueEssay(form)) return;
    // Fire and forget: the reviewer gets the essay even if the browser closes during payment.
    notify.mutate(essayLeadPayload(form));
    setStep('payment');
  };
  const submitEssay = async () => {
    try {
      await utils.client.essays.submit.mutate(essaySubmission(form));
      setStep('done');
    } catch {
      setStep('submission-failed');
    }
  };
  const onPaid = async () => {
    followUp(form.email, 'essay_review');
    // Completing first settles a payment whose webhook has not arrived yet, so the essay finds its paid order.
    await utils.client.purchases.complete.mutate({ email: form.email.trim() }).catch(() => undefined);
    await submitEssay();
  };
  const retry = async () => {
    setRetrying(true);
    await submitEssay();
    setRetrying(false);
  };
  const prepareIntent = async () => ({
    amount: orderTotal(ESSAY_ORDER_LINES),
    currency: 'usd',
    customer_name: form.name.trim(),
    customer_email: form.email.trim(),
    ...(form.referralCode.trim() ? { referral_code: form.referralCode.trim() } : {}),
  });

  const panel = (
    <PricePanel lines={ESSAY_ORDER_LINES} priceNote="College essay review">
      <PanelHeading>What's included</PanelHeading>
      <div className="text-sm">
        <CheckList items={INCLUDED} />
      </div>
    </PricePanel>
  );

  return (
    <CheckoutLayout homeHref="/" backLink>
      {step === 'details' && <EssayIntro />}
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
        {step === 'details' || step === 'payment' ? (
          <CheckoutGrid aside={panel} hideAsideOnSmallScreens={step === 'payment'}>
            {step === 'details' ? (
              <StepCard headingRef={heading} level="h2" badge="Step 1 of 2" title="Submit Your Essay" subtitle="Tell us about your essay. You pay on the next step.">
                <EssayDetailsForm form={form} onChange={(patch) => setForm((current) => ({ ...current, ...patch }))} onContinue={onContinue} />
              </StepCard>
            ) : (
              <StepCard headingRef={heading} badge="Step 2 of 2" title="Complete Your Payment" subtitle={`Your receipt goes to ${form.email.trim()}.`}>
                <PaymentStep prepareIntent={prepareIntent} onPaid={onPaid} onBack={() => setStep('details')} lines={ESSAY_ORDER_LINES} />
              </StepCard>
            )}
          </CheckoutGrid>
        ) : (
          <div className="mx-auto max-w-2xl">
            {step === 'done' ? (
              <EssayConfirmation
                headingRef={heading}
                name={form.name}
                email={form.email.trim()}
                onSubmitAnother={() => {
                  setForm(EMPTY_ESSAY_FORM);
                  setStep('details');
                }}
              />
            ) : (
              <EssaySubmissionFailed headingRef={heading} retrying={retrying} onRetry={retry} />
            )}
          </div>
        )}
      </div>
    </CheckoutLayout>
  );
}
