/** IANA time zones, as the runtime knows them (Node and every current browser ship the full list). */

/** True for a zone name Intl accepts, such as "America/Chicago" or "UTC". */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return name.length > 0;
  } catch {
    return false;
  }
}
