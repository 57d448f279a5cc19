/**
 * What the payment-success page does after a payment (SPEC §4, §5, §7, §8): find the buyer's email,
 * ask the server to complete the purchase, and turn the answer into the banner to show.
 */

export const USER_EMAIL_KEY = 'syl_user_email';

export const COMPLETION_MESSAGES = {
  success: 'Your dashboard is being set up!',
  noEmail: 'Unable to complete purchase - no email found',
  failed: 'Failed to complete purchase',
  networkError: 'An error occurred while completing your purchase',
  reassurance: "Don't worry, your payment was successful. Please contact support if you need help.",
} as const;

export type CompletionState =
  | { status: 'loading' }
  | { status: 'success'; message: string; email: string }
  /** `reassure`: show SPEC §8's "your payment was successful" line (network or parse failures). */
  | { status: 'error'; message: string; reassure: boolean };

export const INITIAL_COMPLETION_STATE: CompletionState = { status: 'loading' };

const COMPLETE_URL = '/api/complete-purchase-submission/';
const RECENT_SUBMISSION_URL = '/api/get-recent-partial-submission/';

/** The first non-blank email of the query string (?email=) and the stored one, in that order. */
export function emailFromBrowser(search: string, storedEmail: string | null): string | null {
  const candidates = [new URLSearchParams(search).get('email'), storedEmail];
  return candidates.map((value) => value?.trim()).find((value): value is string => Boolean(value)) ?? null;
}

/** The email of the visitor's recent submission, from the server's answer, if it holds one. */
export function emailFromRecentSubmission(answer: unknown): string | null {
  if (!isRecord(answer) || answer.success !== true || !isRecord(answer.submission)) return null;
  const email = answer.submission.email;
  return typeof email === 'string' && email.trim() ? email.trim() : null;
}

/** The banner for the server's answer to the completion call. */
export function stateFromCompletionAnswer(answer: unknown, email: string): CompletionState {
  const record = isRecord(answer) ? answer : {};
  const message = typeof record.message === 'string' && record.message.trim() ? record.message : null;
  if (record.success === true) return { status: 'success', message: message ?? COMPLETION_MESSAGES.success, email };
  return { status: 'error', message: message ?? COMPLETION_MESSAGES.failed, reassure: false };
}

export interface CompletionEnvironment {
  /** location.search, e.g. "?email=a%40b.edu". */
  search: string;
  /** The value stored under syl_user_email, or null. */
  storedEmail: string | null;
  fetch: typeof fetch;
}

/** Finds the email, completes the purchase and says which banner to show. Never throws. */
export async function completePurchase(env: CompletionEnvironment): Promise<CompletionState> {
  const email = emailFromBrowser(env.search, env.storedEmail) ?? (await fetchRecentSubmissionEmail(env.fetch));
  if (!email) return { status: 'error', message: COMPLETION_MESSAGES.noEmail, reassure: false };
  try {
    const response = await env.fetch(COMPLETE_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      credentials: 'include',
      body: JSON.stringify({ email }),
    });
    return stateFromCompletionAnswer(await response.json(), email);
  } catch {
    return { status: 'error', message: COMPLETION_MESSAGES.networkError, reassure: true };
  }
}

/** Asked only when the browser holds no email; any failure simply means "no email". */
async function fetchRecentSubmissionEmail(fetchFn: typeof fetch): Promise<string | null> {
  try {
    const response = await fetchFn(RECENT_SUBMISSION_URL, {
      headers: { 'Content-Type': 'application/json' },
      credentials: 'include',
    });
    return emailFromRecentSubmission(await response.json());
  } catch {
    return null;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
