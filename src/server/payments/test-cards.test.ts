import { describe, expect, it } from 'vitest';
import { checkTestCard } from './test-cards';

const now = new Date('2026-11-22T12:00:00Z');
const card = (cardNumber: string, expiry = '12 / 30', cvc = '123') => checkTestCard({ cardNumber, expiry, cvc }, now);

describe('the local gateway test cards', () => {
  it('accepts 4242 4242 4242 4242', () => {
    expect(card('4242 4242 4242 4242')).toEqual({ outcome: 'succeeded' });
  });

  it("declines 4000 0000 0000 0002 with Stripe's message", () => {
    expect(card('4000 0000 0000 0002')).toEqual({ outcome: 'declined', message: 'Your card was declined.' });
  });

  it('declines 4000 0000 0000 9995 for insufficient funds', () => {
    expect(card('4000000000009995')).toEqual({ outcome: 'declined', message: 'Your card has insufficient funds.' });
  });

  it('declines any other valid number, saying the checkout is in test mode', () => {
    expect(card('5555 5555 5555 4444')).toMatchObject({ outcome: 'declined', message: expect.stringContaining('test mode') });
  });

  it('refuses incomplete and impossible card numbers', () => {
    expect(card('4242 4242')).toEqual({ outcome: 'invalid', message: 'Your card number is incomplete.' });
    expect(card('4242 4242 4242 4241')).toEqual({ outcome: 'invalid', message: 'Your card number is invalid.' });
    expect(card('4242-abcd')).toEqual({ outcome: 'invalid', message: 'Your card number is invalid.' });
  });

  it('accepts an expiry date until the end of its month, in any common form', () => {
    expect(card('4242424242424242', '11 / 26')).toEqual({ outcome: 'succeeded' });
    expect(card('4242424242424242', '11/2026')).toEqual({ outcome: 'succeeded' });
    expect(card('4242424242424242', '0130')).toEqual({ outcome: 'succeeded' });
  });

  it('refuses an expiry date in the past, impossible or incomplete', () => {
    expect(card('4242424242424242', '10 / 26')).toEqual({ outcome: 'invalid', message: "Your card's expiration date is in the past." });
    expect(card('4242424242424242', '12 / 25')).toEqual({ outcome: 'invalid', message: "Your card's expiration year is in the past." });
    expect(card('4242424242424242', '13 / 30')).toEqual({ outcome: 'invalid', message: "Your card's expiration month is invalid." });
    expect(card('4242424242424242', '12 /')).toEqual({ outcome: 'invalid', message: "Your card's expiration date is incomplete." });
  });

  it('wants a security code of 3 or 4 digits', () => {
    expect(card('4242424242424242', '12 / 30', '1234')).toEqual({ outcome: 'succeeded' });
    expect(card('4242424242424242', '12 / 30', '12')).toEqual({ outcome: 'invalid', message: "Your card's security code is incomplete." });
    expect(card('4242424242424242', '12 / 30', '12a')).toEqual({ outcome: 'invalid', message: "Your card's security code is incomplete." });
  });
});
