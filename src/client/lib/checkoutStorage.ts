import { deriveUserProfile } from '../../shared/profile';
import { USER_EMAIL_KEY } from './paymentCompletion';
import { FORM_DATA_KEY, USER_DATA_KEY } from './tracking';

/**
 * What the checkout pages keep in the browser (SPEC §3): the buyer's email after payment (the
 * payment-success page reads it), the upload choice while it is being made, and the contact records
 * page-view tracking reads.
 */
export const UPLOAD_CHOICE_KEY = 'syl_upload_choice';
export { USER_EMAIL_KEY };

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
export type StoredUploadChoice = 'now' | 'later';

export interface ContactDetails {
  name: string;
  email: string;
  phone: string;
}

/** localStorage, or null where it is unavailable (prerender, private modes, strict settings). */
export function browserStorage(): KeyValueStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Runs a storage write; a full or disabled storage must never break checkout. */
function attempt(write: () => void): void {
  try {
    write();
  } catch {
    // Storage is a convenience here, never a requirement.
  }
}

export function rememberUploadChoice(choice: StoredUploadChoice, storage = browserStorage()): void {
  attempt(() => storage?.setItem(UPLOAD_CHOICE_KEY, choice));
}

export function storedUploadChoice(storage = browserStorage()): StoredUploadChoice | null {
  try {
    const value = storage?.getItem(UPLOAD_CHOICE_KEY);
    return value === 'now' || value === 'later' ? value : null;
  } catch {
    return null;
  }
}

/** The fallback form record (as typed) and the user-data record (derived, name split in two). */
export function rememberContact(contact: ContactDetails, storage = browserStorage()): void {
  const profile = deriveUserProfile(contact);
  attempt(() => {
    storage?.setItem(FORM_DATA_KEY, JSON.stringify({ email: contact.email.trim(), phone: contact.phone.trim(), name: contact.name.trim() }));
    storage?.setItem(USER_DATA_KEY, JSON.stringify({ email: profile.email, phone: profile.phone, firstName: profile.firstName, lastName: profile.lastName }));
  });
}

/** The contact details a visitor typed on an earlier visit, to fill an empty form. */
export function storedContact(storage = browserStorage()): ContactDetails | null {
  try {
    const record: unknown = JSON.parse(storage?.getItem(FORM_DATA_KEY) ?? 'null');
    if (!record || typeof record !== 'object') return null;
    const field = (key: string) => {
      const value = (record as Record<string, unknown>)[key];
      return typeof value === 'string' ? value : '';
    };
    return { name: field('name'), email: field('email'), phone: field('phone') };
  } catch {
    return null;
  }
}

/** After a payment: the email the payment-success page completes with; the choice is made. */
export function rememberPayment(email: string, storage = browserStorage()): void {
  attempt(() => {
    storage?.setItem(USER_EMAIL_KEY, email.trim().toLowerCase());
    storage?.removeItem(UPLOAD_CHOICE_KEY);
  });
}
