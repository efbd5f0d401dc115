import { useEffect, useRef } from 'react';

/**
 * Each step opens at its top: the router keeps the scroll of the step before (whose Next button sits low on the page),
 * so the step is brought into view and its heading focused, which also tells a screen reader the step changed.
 * (jsdom has no scrollIntoView.)
 */
export function useStepHeading() {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.closest('main')?.scrollIntoView?.({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, []);
  return heading;
}
