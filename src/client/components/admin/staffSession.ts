/** The staff session calls: plain JSON requests to the /api/admin routes that set and clear the cookie. */

export type SessionState = 'loading' | 'unreachable' | 'disabled' | 'signed-out' | 'signed-in';

export async function fetchSessionState(): Promise<SessionState> {
  try {
    const response = await fetch('/api/admin/session/', { credentials: 'same-origin', cache: 'no-store' });
    const body = (await response.json()) as { enabled?: boolean; signedIn?: boolean };
    if (!body.enabled) return 'disabled';
    return body.signedIn ? 'signed-in' : 'signed-out';
  } catch {
    return 'unreachable';
  }
}

/** Null when signed in, else the message to show under the password field. */
export async function signIn(password: string): Promise<string | null> {
  try {
    const response = await fetch('/api/admin/sign-in/', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password }),
    });
    if (response.ok) return null;
    const body = (await response.json().catch(() => ({}))) as { message?: string };
    return body.message ?? 'Signing in failed. Please try again.';
  } catch {
    return 'The server could not be reached. Check your connection and try again.';
  }
}

export async function signOut(): Promise<void> {
  await fetch('/api/admin/sign-out/', { method: 'POST', credentials: 'same-origin' }).catch(() => undefined);
}
