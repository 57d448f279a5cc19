import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * The site's origin in the browser; '' while prerendering and hydrating, so server and first client
 * render agree (links then carry the bare path until React re-renders with the origin).
 */
export function useSiteOrigin(): string {
  return useSyncExternalStore(
    subscribe,
    () => window.location.origin,
    () => '',
  );
}
