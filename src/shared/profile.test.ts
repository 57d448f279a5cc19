import { describe, expect, it } from 'vitest';
import { deriveUserProfile, normalizeEmail, normalizePhone, splitName } from './profile';

describe('the user profile', () => {
  it('keeps an email trimmed and lowercased, and drops one that is not an address', () => {
    expect(normalizeEmail('  Ada.Lovelace@GATECH.edu ')).toBe('ada.lovelace@gatech.edu');
    expect(normalizeEmail('ada at gatech')).toBe('');
    expect(normalizeEmail('ada@gatech')).toBe('');
  });

  it('puts a phone number in international form by its digit count', () => {
    expect(normalizePhone('(404) 555-0123')).toBe('+14045550123');
    expect(normalizePhone('1 404 555 0123')).toBe('+14045550123');
    expect(normalizePhone('+44 20 7946 0958')).toBe('+442079460958');
    expect(normalizePhone('555-0123')).toBe('+5550123');
    expect(normalizePhone('12345')).toBe('');
  });

  it('splits a full name into the first word and the rest', () => {
    expect(splitName('  Maria  de la Cruz ')).toEqual({ firstName: 'Maria', lastName: 'de la Cruz' });
    expect(splitName('Cher')).toEqual({ firstName: 'Cher', lastName: '' });
  });

  it('is complete only with email, phone, first and last name, and lists what is missing', () => {
    const complete = deriveUserProfile({ email: 'a@b.co', phone: '4045550123', name: 'Ada Lovelace', university: ' Georgia Tech ' });
    expect(complete).toMatchObject({ hasCompleteData: true, missing: [], university: 'Georgia Tech', lastName: 'Lovelace' });
    const partial = deriveUserProfile({ email: 'not-an-email', name: 'Ada' });
    expect(partial.hasCompleteData).toBe(false);
    expect(partial.missing).toEqual(['Email Address', 'Phone Number', 'Last Name']);
  });
});
