import { useEffect, useRef, useState } from 'react';
import type { DashboardVariant } from '../../../shared/pricing';
import { api, sendForm } from '../../lib/api';
import { rememberContact, rememberUploadChoice, storedContact, storedUploadChoice } from '../../lib/checkoutStorage';
import { trackEvent } from '../../lib/tracking';
import { CheckoutGrid } from './CheckoutGrid';
import { CheckoutLayout } from './CheckoutLayout';
import { useSearchParam, useStepFocus } from './hooks';
import { dashboardOrderLines } from './orderLines';
import { usePaymentFollowUp } from './paymentFollowUp';
import { PaymentStep } from './PaymentStep';
import { PurchaseConfirmation, type UploadStatus } from './PurchaseConfirmation';
import { PurchaseDetailsForm } from './PurchaseDetailsForm';
import {
  acceptsReferral,
  dashboardQuote,
  draftPayload,
  EMPTY_PURCHASE_FORM,
  leadFormData,
  purchaseIntentFields,
  referralCodeFor,
  uploadChoiceForOrder,
  withSharedCode,
  type PurchaseForm,
} from './purchaseForm';
import { PurchaseSidePanel } from './PurchaseSidePanel';
import { useReferralCheck, useReferralLookup } from './referral';
import { StepCard } from './StepCard';
import { StepIndicator } from './StepIndicator';

const AUTOSAVE_DELAY_MS = 2000;

/** What differs between the pages that sell the dashboard. */
const PAGES = {
  general: { homeHref: '/', badge: undefined, title: 'Get Your Syl Dashboard', subtitle: 'Tell us about you and how your syllabi will reach us. It takes about a minute.', priceNote: 'Student price' },
  fall: { homeHref: '/', badge: 'Fall Special · 50% OFF', title: 'Get Your Syl Dashboard', subtitle: 'Fall pricing: $10 instead of $25, one time.', priceNote: 'Fall special · 50% off' },
  campus: { homeHref: '/syl-home', badge: 'Step 1 of 2', title: 'Order Your Syl Dashboard', subtitle: 'Special Campus Pricing - $10', priceNote: 'Special campus pricing' },
} as const satisfies Record<DashboardVariant, unknown>;

/** The dashboard purchase in three steps (details, payment, confirmation), for the general and campus pages. */
export function PurchaseFlow({ page }: { page: 'general' | 'campus' }) {
  const offer = useSearchParam('offer');
  const variant: DashboardVariant = page === 'campus' ? 'campus' : offer?.toLowerCase() === 'fall' ? 'fall' : 'general';
  const copy = PAGES[variant];
  const [step, setStep] = useState<1 | 2 | 3>(1);
  const [form, setForm] = useState<PurchaseForm>(EMPTY_PURCHASE_FORM);
  const [upload, setUpload] = useState<UploadStatus>('sending');
  const latestLead = useRef(0);
  const heading = useStepFocus<HTMLHeadingElement>(step);
  const utils = api.useUtils();
  const followUp = usePaymentFollowUp();
  const lookupReferral = useReferralLookup();

  useRestoredDetails(setForm);
  useSharedCode(setForm, variant);
  useAutosave(form, variant);
  const referral = useReferralCheck(form.referralCode, form.careerGuide, variant);
  const priced = dashboardQuote(form, variant, referral.status === 'checked' && referral.discountApplied);
  const lines = dashboardOrderLines(variant, form.careerGuide, priced, form.referralCode);

  const update = (patch: Partial<PurchaseForm>) => {
    if (patch.uploadChoice) rememberUploadChoice(patch.uploadChoice);
    setForm((current) => ({ ...current, ...patch }));
  };
  const onContinue = () => {
    rememberContact(form);
    trackEvent('purchase_page_continue', { name: form.name, email: form.email, phone: form.phone, university: form.university });
    // The move to payment never waits for the lead notification; its outcome only tells step 3
    // whether the syllabi arrived (only the latest attempt counts).
    const lead = ++latestLead.current;
    setUpload('sending');
    void sendForm('/api/notify-purchase-page/', leadFormData(form, variant)).then((accepted) => {
      if (lead === latestLead.current) setUpload(accepted ? 'received' : 'failed');
    });
    setStep(2);
  };
  const prepareIntent = async () => {
    const code = referralCodeFor(form, variant);
    const { valid, discountApplied } = await lookupReferral(code, variant);
    return {
      ...purchaseIntentFields(form, variant),
      amount: dashboardQuote(form, variant, discountApplied).totalCents,
      // A valid code goes with the order even where it lowers no price (campus): its referrer is credited.
      ...(valid ? { referral_code: code } : {}),
    };
  };
  const onPaid = async () => {
    followUp(form.email, 'syl_dashboard');
    // Step 3 follows whether or not the completion call succeeds: the payment itself went through.
    await utils.client.purchases.complete.mutate({ email: form.email.trim() }).catch(() => undefined);
    setStep(3);
  };

  return (
    <CheckoutLayout homeHref={copy.homeHref}>
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
        <div className="mb-6 sm:mb-8">
          <StepIndicator current={step - 1} />
        </div>
        {step === 3 ? (
          <div className="mx-auto max-w-2xl">
            <PurchaseConfirmation
              headingRef={heading}
              name={form.name}
              email={form.email.trim()}
              uploadChoice={uploadChoiceForOrder(form) ?? 'later'}
              fileCount={form.files.length}
              upload={upload}
              careerGuide={form.careerGuide}
              homeHref={copy.homeHref}
            />
          </div>
        ) : (
          <CheckoutGrid aside={<PurchaseSidePanel lines={lines} priceNote={copy.priceNote} />} hideAsideOnSmallScreens={step === 2}>
            {step === 1 ? (
              <StepCard headingRef={heading} badge={copy.badge} title={copy.title} subtitle={copy.subtitle}>
                <PurchaseDetailsForm
                  form={form}
                  onChange={update}
                  referral={acceptsReferral(variant) ? referral : null}
                  totalCents={priced.totalCents}
                  onContinue={onContinue}
                />
              </StepCard>
            ) : (
              <StepCard
                headingRef={heading}
                badge={variant === 'campus' ? 'Step 2 of 2' : undefined}
                title="Complete Your Payment"
                subtitle={`Your receipt goes to ${form.email.trim()}.`}
              >
                <PaymentStep prepareIntent={prepareIntent} onPaid={onPaid} onBack={() => setStep(1)} lines={lines} />
              </StepCard>
            )}
          </CheckoutGrid>
        )}
      </div>
    </CheckoutLayout>
  );
}

/** A returning visitor finds the contact details and upload choice they gave before. */
function useRestoredDetails(setForm: (update: (form: PurchaseForm) => PurchaseForm) => void) {
  useEffect(() => {
    const contact = storedContact();
    const uploadChoice = storedUploadChoice();
    setForm((form) => ({
      ...form,
      ...(contact && !form.name && !form.email && !form.phone ? contact : {}),
      ...(uploadChoice && !form.uploadChoice ? { uploadChoice } : {}),
    }));
  }, [setForm]);
}

/** A share link (`/purchase?ref=CODE`) fills the referral field; see withSharedCode for what it never overwrites. */
function useSharedCode(setForm: (update: (form: PurchaseForm) => PurchaseForm) => void, variant: DashboardVariant) {
  const ref = useSearchParam('ref');
  useEffect(() => {
    if (ref) setForm((form) => withSharedCode(form, ref, variant));
  }, [ref, variant, setForm]);
}

/** Saves the draft 2 s after the last change, once an email is typed; failures stay silent. */
function useAutosave(form: PurchaseForm, variant: DashboardVariant) {
  const { mutate } = api.purchases.saveDraft.useMutation();
  useEffect(() => {
    if (!form.email.trim()) return;
    const timer = setTimeout(() => mutate(draftPayload(form, variant)), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [form, variant, mutate]);
}
