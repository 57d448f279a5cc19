import { describe, expect, it } from 'vitest';
import { canContinueEssay, countWords, EMPTY_ESSAY_FORM, essayLeadPayload, essaySubmission, type EssayForm } from './essayForm';

const filled: EssayForm = { ...EMPTY_ESSAY_FORM, name: 'Ana Lopez', email: 'ana@uga.edu', essay: `  ${'word '.repeat(300)}`, promptType: 'common-app' };

describe('essay form', () => {
  it('counts words across spaces, tabs and new lines', () => {
    expect(countWords('')).toBe(0);
    expect(countWords('   ')).toBe(0);
    expect(countWords('One summer,\n\tI learned  to sail.')).toBe(6);
  });

  it('continues only with name, email, essay and a prompt type', () => {
    expect(canContinueEssay(filled)).toBe(true);
    expect(canContinueEssay({ ...filled, promptType: '' })).toBe(false);
    for (const field of ['name', 'email', 'essay'] as const) expect(canContinueEssay({ ...filled, [field]: ' ' })).toBe(false);
  });

  it('notifies with a 200-character preview of the trimmed essay', () => {
    const lead = essayLeadPayload({ ...filled, referralCode: ' ' });
    expect(lead.essay_preview).toHaveLength(200);
    expect(lead.essay_preview.startsWith('word word')).toBe(true);
    expect(lead.essay_content).toBe(filled.essay.trim());
    expect(lead.prompt_type).toBe('common-app');
    expect(lead.referral_code).toBeNull();
  });

  it('submits the form as a paid submission', () => {
    expect(essaySubmission({ ...filled, essayPrompt: ' Why us? ', referralCode: 'gtmsa' })).toMatchObject({
      name: 'Ana Lopez',
      promptType: 'common-app',
      essayPrompt: 'Why us?',
      referralCode: 'gtmsa',
      is_paid_submission: true,
    });
  });
});
