// The suites share one module graph per worker (vite.config.ts, `isolate: false`), so every store outlives the test
// that used it: this stands in for zustand's `create` and remembers how to put each store back as it was made.
import { vi } from 'vitest';
import type * as Zustand from 'zustand';

const zustand = await vi.importActual<typeof Zustand>('zustand');
const resets = new Set<() => void>();

const createResettable = (<T>(stateCreator: Zustand.StateCreator<T>) => {
  const store = zustand.create(stateCreator);
  const initial = store.getInitialState();
  resets.add(() => store.setState(initial, true));
  return store;
}) as typeof zustand.create;

export const create = (<T>(stateCreator?: Zustand.StateCreator<T>) =>
  stateCreator ? createResettable(stateCreator) : createResettable) as typeof zustand.create;

/** Puts every store made so far back in its first state. */
export function resetStores(): void {
  resets.forEach((reset) => reset());
}
