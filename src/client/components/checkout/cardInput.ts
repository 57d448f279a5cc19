/**
 * Formatting for the local test gateway's card form, so typing feels like Stripe's Payment Element:
 * digits grouped by four, the expiry as "MM / YY", the security code as digits.
 */
const digits = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

export function formatCardNumber(value: string): string {
  return digits(value, 19).replace(/(\d{4})(?=\d)/g, '$1 ');
}

export function formatExpiry(value: string): string {
  let month = digits(value, 4);
  // A first digit above 1 can only be a single-digit month: "4" means April.
  if (/^[2-9]$/.test(month.slice(0, 1))) month = `0${month}`.slice(0, 4);
  return month.length > 2 ? `${month.slice(0, 2)} / ${month.slice(2)}` : month;
}

export function formatSecurityCode(value: string): string {
  return digits(value, 4);
}
