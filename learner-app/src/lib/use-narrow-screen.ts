import { NARROW_SCREEN_MAX_PX } from '@khru/contracts';
import { useSyncExternalStore } from 'react';

const query = `(max-width: ${NARROW_SCREEN_MAX_PX}px)`;
const subscribe = (onChange: () => void) => {
  const list = window.matchMedia?.(query);
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
};

/** True at 640 px and below, where course lists page by 6 instead of 16 (spec section 9). */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(query).matches ?? false,
    () => false,
  );
}
