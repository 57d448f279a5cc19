import type { Ref } from 'react';
import { SUPPORT_EMAIL } from '../../lib/site';
import { Icon } from '../content/Icon';
import { buttonPrimary } from '../ui/buttons';
import { PaymentAlert } from './paymentParts';
import { ConfirmationNotes, paymentThanks, SuccessMark } from './ConfirmationNotes';
import { StepCard } from './StepCard';
import { HomeLink } from '../content/HomeLink';

interface EssayConfirmationProps {
  name: string;
  email: string;
  headingRef: Ref<HTMLHeadingElement>;
  onSubmitAnother: () => void;
}

/** Step 3 of the essay review: paid and submitted. */
export function EssayConfirmation({ name, email, headingRef, onSubmitAnother }: EssayConfirmationProps) {
  return (
    <StepCard headingRef={headingRef} mark={<SuccessMark />} title="Your essay is in!" subtitle={paymentThanks(name)}>
      <ConfirmationNotes
        notes={[
          {
            icon: 'clock',
            title: 'Feedback within 24 hours',
            body: (
              <>
                A reviewer is reading your essay now. Your feedback arrives at <strong className="font-semibold text-slate-900">{email}</strong> within 24 hours.
              </>
            ),
          },
          { icon: 'mail', title: 'Confirmation email', body: 'Your receipt is on its way too. Not there in a few minutes? Check your spam folder.' },
        ]}
      />
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <button type="button" onClick={onSubmitAnother} className={buttonPrimary}>
          <Icon name="document" className="h-5 w-5" />
          Submit Another Essay
        </button>
        <HomeLink label="Return to Home" look="secondary" />
      </div>
    </StepCard>
  );
}

/** Paid, but the essay did not reach us: say so plainly and let the buyer send it again. */
export function EssaySubmissionFailed({ headingRef, retrying, onRetry }: { headingRef: Ref<HTMLHeadingElement>; retrying: boolean; onRetry: () => void }) {
  return (
    <StepCard headingRef={headingRef} title="Payment received" subtitle="One more step: your essay still needs to reach us.">
      <PaymentAlert message="Failed to submit essay" />
      <p className="mt-4 leading-7 text-slate-600">
        Your payment went through, so you will not be charged again. Try sending your essay once more, or write to{' '}
        <a href={`mailto:${SUPPORT_EMAIL}`} className="font-medium text-brand-700 underline underline-offset-2">
          {SUPPORT_EMAIL}
        </a>{' '}
        and we will make sure a reviewer gets it.
      </p>
      <button type="button" onClick={onRetry} disabled={retrying} className={`${buttonPrimary} mt-6`}>
        {retrying ? 'Sending...' : 'Send My Essay Again'}
      </button>
    </StepCard>
  );
}
