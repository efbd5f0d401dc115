import { TIMINGS_MS } from '@khru/contracts';
import { useEffect, useRef } from 'react';

/**
 * Runs `prefetch` when the browser is next idle, at the latest after the idle prefetch timeout (spec
 * section 9), and again when `key` changes: what the visitor will need soon is fetched then, neither
 * while the page they opened is still starting nor only when they need it. An empty key fetches nothing.
 */
export function useIdlePrefetch(prefetch: () => void, key: string): void {
  const latest = useRef(prefetch);
  latest.current = prefetch;
  useEffect(() => {
    if (!key) return;
    const run = () => latest.current();
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(run, { timeout: TIMINGS_MS.idlePrefetch });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(run, TIMINGS_MS.idlePrefetch);
    return () => clearTimeout(timer);
  }, [key]);
}
