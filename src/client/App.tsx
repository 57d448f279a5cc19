import { Suspense, useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { matchRoute } from '../shared/routes';
import { PageView } from './routes';

export function App() {
  const [location] = useLocation();
  const match = matchRoute(location);
  useScrollToTopOnNavigation(location);
  useEffect(() => {
    // Marks the moment the page answers to clicks (tests and scripts wait for it).
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <Suspense fallback={<PageLoading />}>
      <PageView page={match?.route.page ?? 'notFound'} params={match?.params ?? {}} />
    </Suspense>
  );
}

/** Internal navigation starts the new page at its top, as a full page load would. */
function useScrollToTopOnNavigation(location: string) {
  const previous = useRef(location);
  useEffect(() => {
    if (previous.current !== location) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    previous.current = location;
  }, [location]);
}

function PageLoading() {
  return (
    <div className="flex min-h-screen items-center justify-center" role="status" aria-live="polite">
      <span className="h-8 w-8 animate-spin rounded-full border-4 border-brand-200 border-t-brand-600" />
      <span className="sr-only">Loading…</span>
    </div>
  );
}
