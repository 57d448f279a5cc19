import { describe, expect, it, vi } from 'vitest';
import {
  COMPLETION_MESSAGES,
  completePurchase,
  emailFromBrowser,
  emailFromRecentSubmission,
  stateFromCompletionAnswer,
} from './paymentCompletion';

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

/** A fetch that answers each URL with the given handler and records every call. */
function fakeFetch(handlers: Record<string, () => Response | Promise<Response>>) {
  return vi.fn<typeof fetch>(async (input) => {
    const handler = handlers[String(input)];
    if (!handler) throw new Error(`unexpected request to ${String(input)}`);
    return handler();
  });
}

const COMPLETE = '/api/complete-purchase-submission/';
const RECENT = '/api/get-recent-partial-submission/';

describe('emailFromBrowser', () => {
  it('prefers the ?email= query parameter over the stored email', () => {
    expect(emailFromBrowser('?email=query%40uni.edu', 'stored@uni.edu')).toBe('query@uni.edu');
  });

  it('falls back to the stored email when the query has none or a blank one', () => {
    expect(emailFromBrowser('', 'stored@uni.edu')).toBe('stored@uni.edu');
    expect(emailFromBrowser('?email=%20%20', ' stored@uni.edu ')).toBe('stored@uni.edu');
  });

  it('finds nothing when neither holds an email', () => {
    expect(emailFromBrowser('?other=1', null)).toBeNull();
    expect(emailFromBrowser('', '')).toBeNull();
  });
});

describe('emailFromRecentSubmission', () => {
  it('reads submission.email from a successful answer', () => {
    expect(emailFromRecentSubmission({ success: true, submission: { email: 'recent@uni.edu' } })).toBe('recent@uni.edu');
  });

  it.each([
    ['an unsuccessful answer', { success: false, submission: { email: 'recent@uni.edu' } }],
    ['an answer without a submission', { success: true }],
    ['a submission without an email', { success: true, submission: { email: '' } }],
    ['something that is not an object', 'oops'],
    ['null', null],
  ])('finds nothing in %s', (_label, answer) => {
    expect(emailFromRecentSubmission(answer)).toBeNull();
  });
});

describe('stateFromCompletionAnswer', () => {
  it('shows the server message on success', () => {
    expect(stateFromCompletionAnswer({ success: true, message: 'All set!' }, 'a@uni.edu')).toEqual({ status: 'success', message: 'All set!', email: 'a@uni.edu' });
  });

  it('shows the default message on success without a message', () => {
    expect(stateFromCompletionAnswer({ success: true }, 'a@uni.edu')).toMatchObject({ status: 'success', message: 'Your dashboard is being set up!' });
  });

  it('shows the server message when it answers without success', () => {
    expect(stateFromCompletionAnswer({ success: false, message: 'No paid order for this email' }, 'a@uni.edu')).toEqual({
      status: 'error',
      message: 'No paid order for this email',
      reassure: false,
    });
  });

  it("shows 'Failed to complete purchase' when it answers without success and without message", () => {
    expect(stateFromCompletionAnswer({ success: false }, 'a@uni.edu')).toMatchObject({ status: 'error', message: 'Failed to complete purchase' });
    expect(stateFromCompletionAnswer({}, 'a@uni.edu')).toMatchObject({ status: 'error', message: 'Failed to complete purchase' });
  });
});

describe('completePurchase', () => {
  it('completes with the query email and never asks the server for one', async () => {
    const fetchFn = fakeFetch({ [COMPLETE]: () => json({ success: true }) });
    const state = await completePurchase({ search: '?email=q%40uni.edu', storedEmail: 's@uni.edu', fetch: fetchFn });
    expect(state).toEqual({ status: 'success', message: COMPLETION_MESSAGES.success, email: 'q@uni.edu' });
    expect(fetchFn).toHaveBeenCalledTimes(1);
    const [, init] = fetchFn.mock.calls[0]!;
    expect(init).toMatchObject({ method: 'POST', headers: { 'Content-Type': 'application/json' } });
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'q@uni.edu' });
  });

  it("asks for the visitor's recent submission only when the browser has no email", async () => {
    const fetchFn = fakeFetch({
      [RECENT]: () => json({ success: true, submission: { email: 'recent@uni.edu' } }),
      [COMPLETE]: () => json({ success: true, message: 'Welcome aboard' }),
    });
    const state = await completePurchase({ search: '', storedEmail: null, fetch: fetchFn });
    expect(state).toMatchObject({ status: 'success', message: 'Welcome aboard', email: 'recent@uni.edu' });
    const [url, init] = fetchFn.mock.calls[0]!;
    expect(url).toBe(RECENT);
    expect(init).toMatchObject({ headers: { 'Content-Type': 'application/json' }, credentials: 'include' });
  });

  it('reports that no email was found when the recent-submission call fails', async () => {
    const fetchFn = fakeFetch({ [RECENT]: () => Promise.reject(new TypeError('Failed to fetch')) });
    const state = await completePurchase({ search: '', storedEmail: null, fetch: fetchFn });
    expect(state).toEqual({ status: 'error', message: 'Unable to complete purchase - no email found', reassure: false });
    expect(fetchFn).toHaveBeenCalledTimes(1);
  });

  it('reports that no email was found when the server has no submission', async () => {
    const fetchFn = fakeFetch({ [RECENT]: () => json({ success: false }) });
    const state = await completePurchase({ search: '', storedEmail: null, fetch: fetchFn });
    expect(state).toMatchObject({ status: 'error', message: COMPLETION_MESSAGES.noEmail });
  });

  it('reassures the buyer when the completion call fails on the network', async () => {
    const fetchFn = fakeFetch({ [COMPLETE]: () => Promise.reject(new TypeError('Failed to fetch')) });
    const state = await completePurchase({ search: '', storedEmail: 's@uni.edu', fetch: fetchFn });
    expect(state).toEqual({ status: 'error', message: 'An error occurred while completing your purchase', reassure: true });
  });

  it('reassures the buyer when the completion answer is not JSON', async () => {
    const fetchFn = fakeFetch({ [COMPLETE]: () => new Response('<html>Bad gateway</html>', { status: 502 }) });
    const state = await completePurchase({ search: '', storedEmail: 's@uni.edu', fetch: fetchFn });
    expect(state).toMatchObject({ status: 'error', message: COMPLETION_MESSAGES.networkError, reassure: true });
  });

  it('shows the message of an error answer from the server', async () => {
    const fetchFn = fakeFetch({ [COMPLETE]: () => new Response(JSON.stringify({ success: false, message: 'Too many requests' }), { status: 429 }) });
    const state = await completePurchase({ search: '', storedEmail: 's@uni.edu', fetch: fetchFn });
    expect(state).toEqual({ status: 'error', message: 'Too many requests', reassure: false });
  });
});
