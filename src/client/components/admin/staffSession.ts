import type { StaffUser } from '../../../server/admin/staff-accounts';

/** The staff session calls: plain JSON requests to the /api/admin routes that set and clear the cookie. */

export type { StaffUser };
export type SessionState = { status: 'loading' } | { status: 'unreachable' } | { status: 'disabled' } | { status: 'signed-out' } | { status: 'signed-in'; user: StaffUser };

/** ADMIN_PASSWORD's account, the only one that manages staff accounts (the server enforces it). */
export const managesAccounts = (user: StaffUser) => user.username === 'admin';

export async function fetchSessionState(): Promise<SessionState> {
  try {
    const response = await fetch('/api/admin/session/', { credentials: 'same-origin', cache: 'no-store' });
    const body = (await response.json()) as { enabled?: boolean; user?: StaffUser | null };
    if (!body.enabled) return { status: 'disabled' };
    return body.user ? { status: 'signed-in', user: body.user } : { status: 'signed-out' };
  } catch {
    return { status: 'unreachable' };
  }
}

/** Who is signed in now, or the message to show under the form. */
export async function signIn(username: string, password: string): Promise<{ user: StaffUser } | { error: string }> {
  try {
    const response = await fetch('/api/admin/sign-in/', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password }),
    });
    const body = (await response.json().catch(() => ({}))) as { message?: string; user?: StaffUser };
    if (response.ok && body.user) return { user: body.user };
    return { error: body.message ?? 'Signing in failed. Please try again.' };
  } catch {
    return { error: 'The server could not be reached. Check your connection and try again.' };
  }
}

export async function signOut(): Promise<void> {
  await fetch('/api/admin/sign-out/', { method: 'POST', credentials: 'same-origin' }).catch(() => undefined);
}
