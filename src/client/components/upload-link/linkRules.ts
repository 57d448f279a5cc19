import { MAX_UPLOAD_FILES } from '../../../shared/limits';
import type { UploadLinkView } from '../../../server/admin/upload-links';
import { PURCHASE_FILE_RULES, type SyllabusRules } from '../checkout/files';

export type { UploadLinkView };

/** The upload link takes what the purchase picker takes, up to the room left on the order. */
export function uploadLinkRules(remaining: number): SyllabusRules {
  const room = Math.max(0, Math.min(remaining, MAX_UPLOAD_FILES));
  return {
    ...PURCHASE_FILE_RULES,
    maxFiles: room,
    limitReason: room === 1 ? 'this link takes 1 more file' : `this link takes ${room} more files`,
  };
}

export type LinkLoad = { kind: 'loading' } | { kind: 'found'; view: UploadLinkView } | { kind: 'not-found'; message: string } | { kind: 'unreachable' };

const GENERIC_FAILURE = 'The upload did not go through. Check your connection and try again.';

/** What the link's page shows: the order's link as the server sees it, or why there is none. */
export async function loadUploadLink(token: string): Promise<LinkLoad> {
  try {
    const response = await fetch(`/api/upload-links/${encodeURIComponent(token)}/`, { credentials: 'same-origin', cache: 'no-store' });
    const body = (await response.json()) as UploadLinkView & { message?: string };
    if (response.status === 404) return { kind: 'not-found', message: body.message ?? '' };
    return response.ok ? { kind: 'found', view: body } : { kind: 'unreachable' };
  } catch {
    return { kind: 'unreachable' };
  }
}

/** Sends the picked files as file_0 … file_n; the answer carries the updated link or the server's reason. */
export async function uploadToLink(token: string, files: File[]): Promise<{ ok: true; message: string; view: UploadLinkView } | { ok: false; message: string }> {
  const form = new FormData();
  files.forEach((file, i) => form.append(`file_${i}`, file, file.name));
  try {
    const response = await fetch(`/api/upload-links/${encodeURIComponent(token)}/`, { method: 'POST', body: form, credentials: 'same-origin' });
    const body = (await response.json().catch(() => ({}))) as { message?: string; link?: UploadLinkView };
    if (response.ok && body.link) return { ok: true, message: body.message ?? 'Thanks! We received your files.', view: body.link };
    return { ok: false, message: body.message ?? GENERIC_FAILURE };
  } catch {
    return { ok: false, message: GENERIC_FAILURE };
  }
}
