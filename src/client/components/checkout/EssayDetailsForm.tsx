import { PRICES } from '../../../shared/pricing';
import { PROMPT_TYPES } from '../../../shared/limits';
import { ContinueFooter, StepForm } from './ContinueFooter';
import { canContinueEssay, countWords, ESSAY_WORD_LIMIT, PROMPT_TYPE_LABELS, type EssayForm } from './essayForm';
import { SelectField, TextAreaField, TextField, textBinding } from './fields';

const PROMPT_OPTIONS = PROMPT_TYPES.map((value) => ({ value, label: PROMPT_TYPE_LABELS[value] }));

interface EssayDetailsFormProps {
  form: EssayForm;
  onChange: (patch: Partial<EssayForm>) => void;
  onContinue: () => void;
}

/** Step 1 of the essay review: who it is for, the prompt and the essay itself. */
export function EssayDetailsForm({ form, onChange, onContinue }: EssayDetailsFormProps) {
  const text = textBinding(form, onChange);
  const words = countWords(form.essay);
  const overLimit = words > ESSAY_WORD_LIMIT;

  return (
    <StepForm ready={canContinueEssay(form)} onContinue={onContinue} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Full name" autoComplete="name" placeholder="Jordan Smith" {...text('name')} />
        <TextField label="Email" type="email" autoComplete="email" placeholder="you@email.com" {...text('email')} />
      </div>
      <SelectField label="Essay type" options={PROMPT_OPTIONS} value={form.promptType} onValueChange={(promptType) => onChange({ promptType })} />
      <TextAreaField label="Essay prompt" optional rows={3} placeholder="Paste the question your essay answers" {...text('essayPrompt')} />
      <TextAreaField
        label="Your essay"
        rows={12}
        placeholder="Paste your essay here"
        {...text('essay')}
        aside={
          <span className={`text-sm font-medium tabular-nums ${overLimit ? 'text-amber-800' : 'text-slate-600'}`}>
            {words} / {ESSAY_WORD_LIMIT} words
          </span>
        }
        hint={
          overLimit
            ? `We review essays up to ${ESSAY_WORD_LIMIT} words. Trim it to the part you want feedback on, or tell us below which part matters most.`
            : `Essays up to ${ESSAY_WORD_LIMIT} words, the Common App limit.`
        }
      />
      <TextAreaField label="Anything else we should know?" optional rows={3} placeholder="Schools you are applying to, what you are worried about…" {...text('additionalInfo')} />
      <TextField label="Referral code" optional autoComplete="off" maxLength={64} placeholder="e.g. FALL2025" {...text('referralCode')} />

      <ContinueFooter totalCents={PRICES.essayReview} enabled={canContinueEssay(form)} missingHint="Fill in your name, email, essay type and essay to continue." />
    </StepForm>
  );
}
