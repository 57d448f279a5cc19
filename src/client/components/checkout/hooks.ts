import { useEffect, useRef, useState, useSyncExternalStore } from 'react';

/** The value once it has stopped changing for `delayMs`. */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

const noSubscription = () => () => undefined;

/**
 * A query-string parameter that is safe to hydrate with: the prerendered HTML was made without a
 * query, so hydration renders as if there were none and React re-renders with the real value.
 */
export function useSearchParam(name: string): string | null {
  return useSyncExternalStore(
    noSubscription,
    () => new URLSearchParams(window.location.search).get(name),
    () => null,
  );
}

/**
 * Moves focus to the step's heading when the step changes (not on first render), so keyboard and
 * screen-reader users land on the new step; the page scrolls to its top, or to the heading when it
 * sits further down (below the essay page's introduction).
 */
export function useStepFocus<T extends HTMLElement>(step: unknown) {
  const heading = useRef<T>(null);
  const previous = useRef(step);
  useEffect(() => {
    if (previous.current === step) return;
    previous.current = step;
    const element = heading.current;
    if (!element) return;
    const top = element.getBoundingClientRect().top + window.scrollY;
    window.scrollTo({ top: top < window.innerHeight / 2 ? 0 : top - 24, behavior: 'instant' });
    element.focus({ preventScroll: true });
  }, [step]);
  return heading;
}
