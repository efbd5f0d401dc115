/**
 * The server's clock. Everything that decides by the time of day (command metadata, the test slice's
 * deadlines) reads it here, so that API tests can move it forward instead of waiting: `travel` and
 * `reset` are for tests only.
 */
let offsetMs = 0;

export function now(): Date {
  return new Date(Date.now() + offsetMs);
}

/** Moves the clock forward (or back) by `ms` from where it stands. */
export function travel(ms: number): void {
  offsetMs += ms;
}

/** Back to the machine's time. */
export function reset(): void {
  offsetMs = 0;
}
