import { describe, expect, it } from 'vitest';
import { formatCardNumber, formatExpiry, formatSecurityCode } from './cardInput';

describe('test card form input', () => {
  it('groups the card number by four and drops anything but digits', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4000-0000-0000-0002')).toBe('4000 0000 0000 0002');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('4242 4242 4242 4242 999 9')).toBe('4242 4242 4242 4242 999');
  });

  it('shows the expiry as MM / YY', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('1230')).toBe('12 / 30');
    expect(formatExpiry('12 / 3')).toBe('12 / 3');
    expect(formatExpiry('4')).toBe('04');
    expect(formatExpiry('429')).toBe('04 / 29');
  });

  it('keeps at most four digits of the security code', () => {
    expect(formatSecurityCode('12a34 5')).toBe('1234');
  });
});
