/**
 * The card rules of the local test gateway: Stripe's test cards, with Stripe's own wording for the
 * declines and for incomplete or invalid card details.
 */
export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

const DECLINES: Record<string, string> = {
  [TEST_CARDS.declined]: 'Your card was declined.',
  [TEST_CARDS.insufficientFunds]: 'Your card has insufficient funds.',
};

export type CardCheck =
  | { outcome: 'succeeded' }
  /** The details are incomplete or impossible: nothing was charged or attempted. */
  | { outcome: 'invalid'; message: string }
  | { outcome: 'declined'; message: string };

export interface CardDetails {
  cardNumber: string;
  expiry: string;
  cvc: string;
}

export function checkTestCard(card: CardDetails, now: Date): CardCheck {
  const problem = invalidDetails(card, now);
  if (problem) return { outcome: 'invalid', message: problem };
  const digits = card.cardNumber.replace(/[\s-]/g, '');
  if (digits === TEST_CARDS.succeeds) return { outcome: 'succeeded' };
  return {
    outcome: 'declined',
    message: DECLINES[digits] ?? 'Your card was declined. This checkout is in test mode: use the test card 4242 4242 4242 4242.',
  };
}

function invalidDetails(card: CardDetails, now: Date): string | null {
  const digits = card.cardNumber.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(digits)) return 'Your card number is invalid.';
  if (digits.length < 13) return 'Your card number is incomplete.';
  if (digits.length > 19 || !passesLuhn(digits)) return 'Your card number is invalid.';

  const expiry = /^(\d{1,2})\s*\/?\s*(\d{2}|\d{4})$/.exec(card.expiry.trim());
  if (!expiry) return "Your card's expiration date is incomplete.";
  const month = Number(expiry[1]);
  const year = expiry[2]!.length === 2 ? 2000 + Number(expiry[2]) : Number(expiry[2]);
  if (month < 1 || month > 12) return "Your card's expiration month is invalid.";
  if (year < now.getUTCFullYear()) return "Your card's expiration year is in the past.";
  if (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1) return "Your card's expiration date is in the past.";

  if (!/^\d{3,4}$/.test(card.cvc.trim())) return "Your card's security code is incomplete.";
  return null;
}

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
