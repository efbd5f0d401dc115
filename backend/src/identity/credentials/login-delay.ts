/** How failed logins of one account from one address are slowed down. */
export const LOGIN_DELAY = {
  /** Failures in a row that cost nothing (typos). */
  freeFailures: 4,
  /** The wait after the first failure past the free ones; it doubles with each further failure. */
  firstSeconds: 30,
  maxSeconds: 15 * 60,
} as const;

/** The wait before the next try after the `failures`-th failure in a row: none, then 30 s, 60 s, 120 s, … up to 15 minutes. */
export function loginDelaySeconds(failures: number): number {
  const beyond = failures - LOGIN_DELAY.freeFailures;
  if (beyond <= 0) return 0;
  return Math.min(LOGIN_DELAY.maxSeconds, LOGIN_DELAY.firstSeconds * 2 ** (beyond - 1));
}
