import { CareerGuideToggle } from './CareerGuideToggle';
import { ContinueFooter, StepForm } from './ContinueFooter';
import { CheckboxField, SelectField, TextField, textBinding } from './fields';
import { FilePicker } from './FilePicker';
import { canContinue, type PurchaseForm } from './purchaseForm';
import type { ReferralState } from './referral';
import { ReferralField } from './ReferralField';

export const LATER_NOTE = "If you select Later, you'll receive a private upload link within 24 hours.";

/** What happens to "now" without files: the order goes through as "later" (see uploadChoiceForOrder). */
const NO_FILES_NOTE = "Files not at hand? Continue anyway and we'll email you a private upload link.";

const UPLOAD_OPTIONS = [
  { value: 'now', label: 'Now: upload them here' },
  { value: 'later', label: 'Later: send me a private link' },
] as const;

interface PurchaseDetailsFormProps {
  form: PurchaseForm;
  onChange: (patch: Partial<PurchaseForm>) => void;
  /** The referral field's state, or null on pages without a referral code. */
  referral: ReferralState | null;
  totalCents: number;
  onContinue: () => void;
}

/** Step 1: who the dashboard is for, how the syllabi arrive, and the add-ons. */
export function PurchaseDetailsForm({ form, onChange, referral, totalCents, onContinue }: PurchaseDetailsFormProps) {
  const text = textBinding(form, onChange);

  return (
    <StepForm ready={canContinue(form)} onContinue={onContinue} className="space-y-6">
      <fieldset className="space-y-5">
        <legend className="text-lg font-bold text-slate-900">Your details</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label="Full name" autoComplete="name" placeholder="Jordan Smith" {...text('name')} />
          <TextField label="Email" type="email" autoComplete="email" placeholder="you@university.edu" {...text('email')} />
          <TextField label="University" autoComplete="organization" placeholder="University of Georgia" {...text('university')} />
          <TextField label="Phone" type="tel" autoComplete="tel" placeholder="(555) 123-4567" {...text('phone')} />
        </div>
      </fieldset>

      <fieldset className="space-y-4 border-t border-slate-200 pt-6">
        <legend className="sr-only">Your syllabi</legend>
        <SelectField
          label="Upload your syllabi now or later?"
          options={UPLOAD_OPTIONS}
          value={form.uploadChoice}
          onValueChange={(uploadChoice) => onChange({ uploadChoice })}
          hint={form.uploadChoice === 'now' ? undefined : LATER_NOTE}
        />
        {form.uploadChoice === 'now' && (
          <>
            <FilePicker files={form.files} onChange={(files) => onChange({ files })} />
            {form.files.length === 0 && <p className="text-sm leading-6 text-slate-600">{NO_FILES_NOTE}</p>}
          </>
        )}
      </fieldset>

      <div className="space-y-5 border-t border-slate-200 pt-6">
        {referral && <ReferralField value={form.referralCode} onChange={(referralCode) => onChange({ referralCode })} state={referral} />}
        <CareerGuideToggle checked={form.careerGuide} onChange={(careerGuide) => onChange({ careerGuide })} />
        <CheckboxField label="Send me study tips and Syl news (unsubscribe anytime)" checked={form.newsletter} onChange={(newsletter) => onChange({ newsletter })} />
      </div>

      <ContinueFooter totalCents={totalCents} enabled={canContinue(form)} missingHint="Fill in your details and choose when to upload your syllabi to continue." />
    </StepForm>
  );
}
