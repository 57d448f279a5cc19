import type { StudentDashboard } from '../../../server/dashboards/view';
import { SERVICE_WORKER_PATH } from '../../../shared/site';

/**
 * The dashboard without a connection (see decision 0062): the service worker keeps the app shell and
 * this build's files; the page keeps the last dashboard it saw, one entry per link token, so a link
 * only ever opens its own data. Both name their caches after the build, so a new build never reads
 * what an older one wrote.
 */

export const SERVICE_WORKER_SCOPE = '/dashboard/';
/** `/dashboard` is served as the bare app shell, the same document every dashboard link gets. */
export const OFFLINE_SHELL_PATH = '/dashboard';
export const SHELL_CACHE_PREFIX = 'syl-dashboard-shell-';
const DATA_CACHE_PREFIX = 'syl-dashboard-data-';
// A function: the build script imports these names where no build id is defined.
const dataCacheName = () => DATA_CACHE_PREFIX + __SYL_BUILD__;
const dataKey = (token: string) => `/api/dashboards/${encodeURIComponent(token)}/`;

/** The dashboard as last seen, and when the server last answered it. */
export interface SavedDashboard {
  asOf: string;
  dashboard: StudentDashboard;
}

// Cache Storage exists only in secure contexts and may be refused (private windows): then nothing is kept.
export async function saveForOffline(token: string, saved: SavedDashboard): Promise<void> {
  try {
    const cache = await caches.open(dataCacheName());
    await cache.put(dataKey(token), new Response(JSON.stringify(saved), { headers: { 'content-type': 'application/json' } }));
  } catch {
    // The dashboard still works online.
  }
}

export async function savedForOffline(token: string): Promise<SavedDashboard | null> {
  try {
    const saved = await caches.match(dataKey(token), { cacheName: dataCacheName() });
    return saved ? ((await saved.json()) as SavedDashboard) : null;
  } catch {
    return null;
  }
}

/** A link the server no longer knows (replaced, revoked, refunded) keeps nothing on the device. */
export async function forgetOffline(token: string): Promise<void> {
  try {
    await (await caches.open(dataCacheName())).delete(dataKey(token));
  } catch {
    // Nothing was kept.
  }
}

/**
 * Installs the service worker (built only for production) and drops what older builds kept; after the
 * page's load, so the files it keeps never compete with what the page is loading.
 */
export async function startOffline(): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  if (document.readyState !== 'complete') await new Promise((loaded) => window.addEventListener('load', loaded, { once: true }));
  try {
    await navigator.serviceWorker.register(SERVICE_WORKER_PATH, { scope: SERVICE_WORKER_SCOPE });
    for (const name of await caches.keys()) if (name.startsWith(DATA_CACHE_PREFIX) && name !== dataCacheName()) await caches.delete(name);
  } catch {
    // Without it the dashboard is online-only, as before.
  }
}

/** The link's manifest and the icon iOS uses, in the head while the dashboard is shown. */
export function linkAppManifest(token: string): () => void {
  const links = [
    Object.assign(document.createElement('link'), { rel: 'manifest', href: `/api/dashboards/${encodeURIComponent(token)}/manifest.webmanifest` }),
    Object.assign(document.createElement('link'), { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' }),
  ];
  document.head.append(...links);
  return () => links.forEach((link) => link.remove());
}
