import { useEffect, useState } from 'react';

/** An index that advances every `intervalMs` and wraps after `count`; it starts at 0 so hydration matches. */
export function useRotatingIndex(count: number, intervalMs: number): number {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (count < 2) return;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => window.clearInterval(timer);
  }, [count, intervalMs]);
  return index;
}
