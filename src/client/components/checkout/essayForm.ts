import { ESSAY_PREVIEW_LENGTH, PROMPT_TYPES } from '../../../shared/limits';

/** The essay form of SPEC §3. */
export interface EssayForm {
  name: string;
  email: string;
  essay: string;
  promptType: '' | (typeof PROMPT_TYPES)[number];
  essayPrompt: string;
  additionalInfo: string;
  referralCode: string;
}

export const EMPTY_ESSAY_FORM: EssayForm = { name: '', email: '', essay: '', promptType: '', essayPrompt: '', additionalInfo: '', referralCode: '' };

export const ESSAY_WORD_LIMIT = 650;

export const PROMPT_TYPE_LABELS: Record<(typeof PROMPT_TYPES)[number], string> = {
  'personal-statement': 'Personal Statement',
  'common-app': 'Common App Essay',
  supplemental: 'Supplemental Essay',
  scholarship: 'Scholarship Essay',
  other: 'Other',
};

export function countWords(text: string): number {
  const words = text.trim().split(/\s+/).filter(Boolean);
  return words.length;
}

/** Continue needs name, email, essay and a prompt type (SPEC §5). */
export function canContinueEssay(form: EssayForm): boolean {
  return [form.name, form.email, form.essay].every((value) => value.trim() !== '') && form.promptType !== '';
}

/** notify-payment-page's payload, with the 200-character preview of the essay. */
export function essayLeadPayload(form: EssayForm) {
  const essay = form.essay.trim();
  return {
    customer_name: form.name.trim(),
    customer_email: form.email.trim(),
    essay_preview: essay.slice(0, ESSAY_PREVIEW_LENGTH),
    prompt_type: form.promptType || 'other',
    essay_content: essay,
    essay_prompt: form.essayPrompt.trim(),
    additional_info: form.additionalInfo.trim(),
    referral_code: form.referralCode.trim() || null,
  };
}

/** essay-submissions' payload after payment. */
export function essaySubmission(form: EssayForm) {
  return {
    name: form.name.trim(),
    email: form.email.trim(),
    essay: form.essay.trim(),
    promptType: form.promptType || 'other',
    essayPrompt: form.essayPrompt.trim(),
    additionalInfo: form.additionalInfo.trim(),
    referralCode: form.referralCode.trim() || null,
    is_paid_submission: true as const,
  };
}
