import { useEffect } from 'react';
import { deriveUserProfile, type ProfileInput } from '../../shared/profile';
import type { ClickSource, TrackedPageName, TrackingEvent, TrackingUserData } from '../../shared/schemas/tracking';

/**
 * Page views, clicks, events and conversions, posted to the tracking procedure with plain fetch so
 * marketing pages need no API client. Tracking never throws and never delays the page.
 */
const ENDPOINT = '/trpc/tracking.record';

/** Browser records the purchase forms keep (SPEC §3); page views carry them as user data. */
export const USER_DATA_KEY = 'syl_user_data';
export const FORM_DATA_KEY = 'syl_form_data';

export function usePageView(name: TrackedPageName): void {
  useEffect(() => {
    trackPageView(name);
  }, [name]);
}

export function trackPageView(name: TrackedPageName): void {
  send({ kind: 'page_view', name, url: currentUrl(), user: storedUserData() });
}

export function trackClick(source: ClickSource, target?: string): void {
  send({ kind: 'click', name: source, url: currentUrl(), target });
}

export function trackEvent(name: string, user?: ProfileInput): void {
  send({ kind: 'event', name, url: currentUrl(), user: user ? toUserData(user) : storedUserData() });
}

export function trackConversion(name: string, value: number): void {
  send({ kind: 'conversion', name, url: currentUrl(), value });
}

function send(event: TrackingEvent): void {
  try {
    if (optedOut() && 'user' in event) delete event.user;
    void fetch(ENDPOINT, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(event),
      credentials: 'same-origin',
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // Tracking is best effort: a blocked request or a missing fetch must not break the page.
  }
}

const currentUrl = () => window.location.href;

/** Do-Not-Track or Global Privacy Control: personal data is not even sent. */
function optedOut(): boolean {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  return nav.doNotTrack === '1' || nav.globalPrivacyControl === true;
}

function storedUserData(): TrackingUserData | undefined {
  const record = readRecord(USER_DATA_KEY) ?? readRecord(FORM_DATA_KEY);
  return record ? toUserData(record) : undefined;
}

function readRecord(key: string): ProfileInput | null {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(key) ?? 'null');
    return value && typeof value === 'object' ? (value as ProfileInput) : null;
  } catch {
    return null;
  }
}

function toUserData(input: ProfileInput): TrackingUserData | undefined {
  const profile = deriveUserProfile(input);
  const entries = Object.entries({
    email: profile.email,
    phone: profile.phone,
    firstName: profile.firstName.slice(0, 100),
    lastName: profile.lastName.slice(0, 200),
  }).filter(([, value]) => value);
  return entries.length ? Object.fromEntries(entries) : undefined;
}
