/**
 * The user profile derived from what a visitor typed (SPEC §3), shared by tracking and the forms.
 */
export interface ProfileInput {
  email?: string | null;
  phone?: string | null;
  /** Full name; split into first and last when firstName/lastName are not given. */
  name?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  university?: string | null;
}

export interface UserProfile {
  email: string;
  phone: string;
  firstName: string;
  lastName: string;
  university: string;
  hasCompleteData: boolean;
  /** Labels of the fields still missing, in form order. */
  missing: MissingField[];
}

export type MissingField = 'Email Address' | 'Phone Number' | 'First Name' | 'Last Name';

const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function normalizeEmail(value: string | null | undefined): string {
  const email = (value ?? '').trim().toLowerCase();
  return SIMPLE_EMAIL.test(email) ? email : '';
}

/** Digits only, in international form: 10 digits are a US number (+1), 7 or more get a +. */
export function normalizePhone(value: string | null | undefined): string {
  const digits = (value ?? '').replace(/\D/g, '');
  if (digits.length === 10) return `+1${digits}`;
  if (digits.length >= 7) return `+${digits}`;
  return '';
}

export function splitName(fullName: string | null | undefined): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = (fullName ?? '').trim().split(/\s+/).filter(Boolean);
  return { firstName, lastName: rest.join(' ') };
}

export function deriveUserProfile(input: ProfileInput): UserProfile {
  const fromName = splitName(input.name);
  const firstName = input.firstName?.trim() || fromName.firstName;
  const lastName = input.lastName?.trim() || fromName.lastName;
  const email = normalizeEmail(input.email);
  const phone = normalizePhone(input.phone);
  const missing: MissingField[] = [];
  if (!email) missing.push('Email Address');
  if (!phone) missing.push('Phone Number');
  if (!firstName) missing.push('First Name');
  if (!lastName) missing.push('Last Name');
  return { email, phone, firstName, lastName, university: input.university?.trim() ?? '', hasCompleteData: missing.length === 0, missing };
}
