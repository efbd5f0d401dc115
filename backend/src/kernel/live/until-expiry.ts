/** setTimeout fires at once when asked to wait longer than this (about 24.8 days). */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/** How long a timer set at `now` waits for `expiresAt`: nothing once it has passed, and never longer than a timer can. */
export const untilExpiry = (expiresAt: Date, now: Date): number => Math.min(Math.max(expiresAt.getTime() - now.getTime(), 0), LONGEST_TIMER_MS);
