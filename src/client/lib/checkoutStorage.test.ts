import { describe, expect, it } from 'vitest';
import {
  rememberContact,
  rememberPayment,
  rememberUploadChoice,
  storedContact,
  storedUploadChoice,
  UPLOAD_CHOICE_KEY,
  USER_EMAIL_KEY,
  type KeyValueStorage,
} from './checkoutStorage';
import { FORM_DATA_KEY, USER_DATA_KEY } from './tracking';

function memoryStorage(): KeyValueStorage & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

const brokenStorage: KeyValueStorage = {
  getItem: () => {
    throw new Error('denied');
  },
  setItem: () => {
    throw new Error('quota');
  },
  removeItem: () => {
    throw new Error('denied');
  },
};

describe('checkout storage', () => {
  it('keeps the upload choice under syl_upload_choice and reads back only now or later', () => {
    const storage = memoryStorage();
    expect(storedUploadChoice(storage)).toBeNull();
    rememberUploadChoice('later', storage);
    expect(storage.values.get(UPLOAD_CHOICE_KEY)).toBe('later');
    expect(storedUploadChoice(storage)).toBe('later');
    storage.setItem(UPLOAD_CHOICE_KEY, 'sometime');
    expect(storedUploadChoice(storage)).toBeNull();
  });

  it('after payment stores the email in lower case and clears the upload choice', () => {
    const storage = memoryStorage();
    rememberUploadChoice('now', storage);
    rememberPayment('  Ana.Lopez@UGA.edu ', storage);
    expect(storage.values.get(USER_EMAIL_KEY)).toBe('ana.lopez@uga.edu');
    expect(storage.values.has(UPLOAD_CHOICE_KEY)).toBe(false);
  });

  it('writes the form record as typed and the user-data record with the name split', () => {
    const storage = memoryStorage();
    rememberContact({ name: ' Ana Maria Lopez ', email: 'Ana@UGA.edu', phone: '(404) 555-0123' }, storage);
    expect(JSON.parse(storage.values.get(FORM_DATA_KEY)!)).toEqual({ email: 'Ana@UGA.edu', phone: '(404) 555-0123', name: 'Ana Maria Lopez' });
    expect(JSON.parse(storage.values.get(USER_DATA_KEY)!)).toEqual({ email: 'ana@uga.edu', phone: '+14045550123', firstName: 'Ana', lastName: 'Maria Lopez' });
  });

  it('reads the contact details back from the form record, ignoring what is not text', () => {
    const storage = memoryStorage();
    expect(storedContact(storage)).toBeNull();
    storage.setItem(FORM_DATA_KEY, JSON.stringify({ name: 'Ana Lopez', email: 'ana@uga.edu', phone: 42 }));
    expect(storedContact(storage)).toEqual({ name: 'Ana Lopez', email: 'ana@uga.edu', phone: '' });
    storage.setItem(FORM_DATA_KEY, '{not json');
    expect(storedContact(storage)).toBeNull();
  });

  it('never throws when storage is full, disabled or missing', () => {
    expect(() => rememberUploadChoice('now', brokenStorage)).not.toThrow();
    expect(() => rememberPayment('a@b.edu', brokenStorage)).not.toThrow();
    expect(() => rememberContact({ name: 'A B', email: 'a@b.edu', phone: '' }, brokenStorage)).not.toThrow();
    expect(storedUploadChoice(brokenStorage)).toBeNull();
    expect(storedContact(brokenStorage)).toBeNull();
    expect(storedUploadChoice(null)).toBeNull();
  });
});
