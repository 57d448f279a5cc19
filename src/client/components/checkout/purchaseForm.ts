import { quote, type DashboardVariant } from '../../../shared/pricing';
import { fileMetadata } from './files';

/** The purchase form of SPEC §3; `files` are the syllabi picked for upload "now". */
export interface PurchaseForm {
  name: string;
  email: string;
  university: string;
  phone: string;
  uploadChoice: '' | 'now' | 'later';
  newsletter: boolean;
  referralCode: string;
  careerGuide: boolean;
  files: File[];
}

export const EMPTY_PURCHASE_FORM: PurchaseForm = {
  name: '',
  email: '',
  university: '',
  phone: '',
  uploadChoice: '',
  newsletter: false,
  referralCode: '',
  careerGuide: false,
  files: [],
};

/** 'Continue to Payment' needs name, email, university, phone and an upload choice (SPEC §5). */
export function canContinue(form: Pick<PurchaseForm, 'name' | 'email' | 'university' | 'phone' | 'uploadChoice'>): boolean {
  return [form.name, form.email, form.university, form.phone].every((value) => value.trim() !== '') && form.uploadChoice !== '';
}

/** How each purchase page tells the server which price it shows. */
export function pageFields(variant: DashboardVariant): { source?: 'campus'; offer?: 'fall' } {
  if (variant === 'campus') return { source: 'campus' };
  if (variant === 'fall') return { offer: 'fall' };
  return {};
}

/** The referral code field: on the general page it takes $5 off; on the campus page it only credits the referrer; the fall offer takes none. */
export const acceptsReferral = (variant: DashboardVariant) => variant !== 'fall';

/** A share link's code (`?ref=CODE`) fills an empty field once; whatever the visitor types afterwards stays theirs. */
export function withSharedCode(form: PurchaseForm, ref: string | null, variant: DashboardVariant): PurchaseForm {
  const code = ref?.trim().slice(0, 64);
  return code && acceptsReferral(variant) && form.referralCode.trim() === '' ? { ...form, referralCode: code } : form;
}

/** The code to send, trimmed, or undefined when the page takes none or nothing was typed. */
export function referralCodeFor(form: Pick<PurchaseForm, 'referralCode'>, variant: DashboardVariant): string | undefined {
  return acceptsReferral(variant) ? form.referralCode.trim() || undefined : undefined;
}

/** The dashboard's price for this form, with the referral discount when the server said the code is valid. */
export function dashboardQuote(form: Pick<PurchaseForm, 'careerGuide'>, variant: DashboardVariant, validReferral: boolean) {
  return quote({ product: 'dashboard', variant, careerGuide: form.careerGuide, validReferral });
}

/** The autosaved draft (purchases.saveDraft). */
export function draftPayload(form: PurchaseForm, variant: DashboardVariant) {
  return {
    name: form.name.trim(),
    email: form.email.trim(),
    university: form.university.trim(),
    phone: form.phone.trim(),
    upload_choice: form.uploadChoice,
    newsletter: form.newsletter,
    referral_code: referralCodeFor(form, variant) ?? null,
    career_guide: form.careerGuide,
    files_data: form.uploadChoice === 'now' ? fileMetadata(form.files) : [],
    step: 1,
    ...pageFields(variant),
  };
}

/** The lead notification sent on 'Continue to Payment' (multipart: booleans as text, files as file_0…). */
export function leadFormData(form: PurchaseForm, variant: DashboardVariant): FormData {
  const data = new FormData();
  const files = form.uploadChoice === 'now' ? form.files : [];
  const fields: Record<string, string> = {
    customer_name: form.name.trim(),
    customer_email: form.email.trim(),
    university: form.university.trim(),
    phone: form.phone.trim(),
    upload_choice: form.uploadChoice,
    newsletter: String(form.newsletter),
    referral_code: referralCodeFor(form, variant) ?? '',
    career_guide: String(form.careerGuide),
    ...pageFields(variant),
  };
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  files.forEach((file, index) => data.append(`file_${index}`, file, file.name));
  data.append('file_count', String(files.length));
  return data;
}

/**
 * The upload choice the order is placed with: "now" with no file picked becomes "later", so the buyer
 * gets a private upload link instead of an order nobody can send syllabi to.
 */
export function uploadChoiceForOrder(form: Pick<PurchaseForm, 'uploadChoice' | 'files'>): 'now' | 'later' | undefined {
  if (form.uploadChoice === 'now' && form.files.length === 0) return 'later';
  return form.uploadChoice || undefined;
}

/** The buyer's details for purchases.createPaymentIntent; the caller adds the amount and code. */
export function purchaseIntentFields(form: PurchaseForm, variant: DashboardVariant) {
  const uploadChoice = uploadChoiceForOrder(form);
  return {
    currency: 'usd',
    customer_name: form.name.trim(),
    customer_email: form.email.trim(),
    career_guide: form.careerGuide,
    university: form.university.trim(),
    phone: form.phone.trim(),
    newsletter: form.newsletter,
    ...(uploadChoice ? { upload_choice: uploadChoice } : {}),
    ...pageFields(variant),
  };
}
