import { describe, expect, it } from 'vitest';
import { uploadChoiceForOrder, canContinue, dashboardQuote, draftPayload, EMPTY_PURCHASE_FORM, leadFormData, purchaseIntentFields, referralCodeFor, withSharedCode, type PurchaseForm } from './purchaseForm';

const filled: PurchaseForm = {
  ...EMPTY_PURCHASE_FORM,
  name: ' Ana Lopez ',
  email: 'ana@uga.edu',
  university: 'University of Georgia',
  phone: '404 555 0123',
  uploadChoice: 'now',
  referralCode: ' fall2025 ',
};

describe('purchase form', () => {
  it('continues only with name, email, university, phone and an upload choice', () => {
    expect(canContinue(filled)).toBe(true);
    expect(canContinue(EMPTY_PURCHASE_FORM)).toBe(false);
    for (const field of ['name', 'email', 'university', 'phone'] as const) expect(canContinue({ ...filled, [field]: '   ' })).toBe(false);
    expect(canContinue({ ...filled, uploadChoice: '' })).toBe(false);
  });

  it('prices from the shared pricing function: $25, $20 with a code, $45 with the guide, $10 on campus and fall', () => {
    expect(dashboardQuote(filled, 'general', false).totalCents).toBe(2500);
    expect(dashboardQuote(filled, 'general', true).totalCents).toBe(2000);
    expect(dashboardQuote({ careerGuide: true }, 'general', false).totalCents).toBe(4500);
    expect(dashboardQuote(filled, 'campus', true).totalCents).toBe(1000);
    expect(dashboardQuote({ careerGuide: true }, 'fall', false).totalCents).toBe(3000);
  });

  it('sends a referral code from the general and campus pages, never from the fall offer', () => {
    expect(referralCodeFor(filled, 'general')).toBe('fall2025');
    expect(referralCodeFor(filled, 'campus')).toBe('fall2025');
    expect(referralCodeFor(filled, 'fall')).toBeUndefined();
    expect(referralCodeFor({ referralCode: '  ' }, 'general')).toBeUndefined();
  });

  it('fills an empty referral field from a share link, but never over a code the visitor typed, nor on the fall offer', () => {
    expect(withSharedCode(EMPTY_PURCHASE_FORM, ' ANN ', 'general').referralCode).toBe('ANN');
    expect(withSharedCode(EMPTY_PURCHASE_FORM, 'ann', 'campus').referralCode).toBe('ann');
    expect(withSharedCode(filled, 'ANN', 'general').referralCode).toBe(' fall2025 ');
    expect(withSharedCode(EMPTY_PURCHASE_FORM, 'ANN', 'fall').referralCode).toBe('');
    expect(withSharedCode(EMPTY_PURCHASE_FORM, null, 'general')).toBe(EMPTY_PURCHASE_FORM);
  });

  it('drafts the trimmed fields with the page and the picked files’ details', () => {
    const file = new File(['%PDF-1.4'], 'math.pdf', { type: 'application/pdf', lastModified: 7 });
    expect(draftPayload({ ...filled, files: [file] }, 'campus')).toEqual({
      name: 'Ana Lopez',
      email: 'ana@uga.edu',
      university: 'University of Georgia',
      phone: '404 555 0123',
      upload_choice: 'now',
      newsletter: false,
      referral_code: 'fall2025',
      career_guide: false,
      files_data: [{ name: 'math.pdf', size: 8, type: 'application/pdf', lastModified: 7 }],
      step: 1,
      source: 'campus',
    });
    expect(draftPayload({ ...filled, uploadChoice: 'later', files: [file] }, 'fall')).toMatchObject({ files_data: [], offer: 'fall', upload_choice: 'later' });
  });

  it('notifies with booleans as text and the files as file_0… only for upload now', async () => {
    const files = [new File(['%PDF-'], 'a.pdf'), new File(['%PDF-'], 'b.pdf')];
    const data = leadFormData({ ...filled, careerGuide: true, files }, 'general');
    expect(data.get('customer_name')).toBe('Ana Lopez');
    expect(data.get('career_guide')).toBe('true');
    expect(data.get('newsletter')).toBe('false');
    expect(data.get('referral_code')).toBe('fall2025');
    expect(data.get('file_count')).toBe('2');
    expect((data.get('file_1') as File).name).toBe('b.pdf');
    const later = leadFormData({ ...filled, uploadChoice: 'later', files }, 'campus');
    expect(later.get('file_count')).toBe('0');
    expect(later.get('file_0')).toBeNull();
    expect(later.get('source')).toBe('campus');
  });

  it('places an upload-now order without files as upload later, so the buyer gets a private link', () => {
    const file = new File(['%PDF-'], 'a.pdf');
    expect(uploadChoiceForOrder({ uploadChoice: 'now', files: [file] })).toBe('now');
    expect(uploadChoiceForOrder({ uploadChoice: 'now', files: [] })).toBe('later');
    expect(uploadChoiceForOrder({ uploadChoice: 'later', files: [file] })).toBe('later');
    expect(uploadChoiceForOrder({ uploadChoice: '', files: [] })).toBeUndefined();
    expect(purchaseIntentFields({ ...filled, files: [] }, 'general').upload_choice).toBe('later');
  });

  it('asks for a payment intent with the buyer’s details and the page', () => {
    expect(purchaseIntentFields({ ...filled, careerGuide: true, files: [new File(['%PDF-'], 'a.pdf')] }, 'fall')).toEqual({
      currency: 'usd',
      customer_name: 'Ana Lopez',
      customer_email: 'ana@uga.edu',
      career_guide: true,
      university: 'University of Georgia',
      phone: '404 555 0123',
      newsletter: false,
      upload_choice: 'now',
      offer: 'fall',
    });
  });
});
