/**
 * The dashboard's service worker, written by hand (decision 0062) and bundled by scripts/build.ts,
 * which fixes the build id and the files to keep. Scoped to /dashboard/: it never sees the site's
 * other pages, the staff console or the checkout. It keeps only the app shell and this build's
 * dashboard files; a dashboard page is always asked of the network first, and its data is kept by
 * the page itself, under its own link.
 */
import { OFFLINE_SHELL_PATH, SHELL_CACHE_PREFIX } from '../lib/dashboard/offline';

/** The dashboard's own files (scripts/service-worker.ts picks them from the build). */
declare const __SYL_KEPT_FILES__: string[];

// The DOM library has no service-worker types, and the webworker one cannot join it in one program.
interface ExtendableEvent extends Event {
  waitUntil(work: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  readonly preloadResponse: Promise<Response | undefined>;
  respondWith(answer: Promise<Response>): void;
}
interface WorkerScope {
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  skipWaiting(): Promise<void>;
  readonly registration: ServiceWorkerRegistration & { navigationPreload?: { enable(): Promise<void> } };
}

const worker = self as unknown as WorkerScope;
const cacheName = SHELL_CACHE_PREFIX + __SYL_BUILD__;
const keptFiles = new Set(__SYL_KEPT_FILES__);

// A new build takes over at once: its install only succeeds once every file it needs is kept.
worker.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(cacheName)
      .then((cache) => cache.addAll([OFFLINE_SHELL_PATH, ...keptFiles]))
      .then(() => worker.skipWaiting()),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name.startsWith(SHELL_CACHE_PREFIX) && name !== cacheName) await caches.delete(name);
      // The page request starts while the worker wakes, so an online visit is not slowed by it.
      await worker.registration.navigationPreload?.enable();
    })(),
  );
});

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || new URL(request.url).origin !== location.origin) return;
  if (request.mode === 'navigate') event.respondWith(pageOrShell(event));
  else if (keptFiles.has(new URL(request.url).pathname)) event.respondWith(keptOrNetwork(request));
});

/**
 * The network's page whenever the server answers it (a dead link's 404 included); the kept shell when
 * the network or the server is down (a proxy's 502), where the page then shows the device's copy.
 */
async function pageOrShell(event: FetchEvent): Promise<Response> {
  const shell = () => caches.match(OFFLINE_SHELL_PATH, { cacheName });
  try {
    const page = (await event.preloadResponse) ?? (await fetch(event.request));
    return page.status >= 500 ? ((await shell()) ?? page) : page;
  } catch {
    return (await shell()) ?? Response.error();
  }
}

/** Hashed files never change under their name, so the kept copy is the file. */
async function keptOrNetwork(request: Request): Promise<Response> {
  return (await caches.match(request, { cacheName })) ?? fetch(request);
}
