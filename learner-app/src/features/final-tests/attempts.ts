import type { TestAttemptSummary } from '@khru/contracts';

/** Finished attempts, the latest first. */
export const latestFirstOf = (attempts: TestAttemptSummary[]): TestAttemptSummary[] => [...attempts].sort((a, b) => b.finishedAt.localeCompare(a.finishedAt));

/** The attempt that counts for the outcome: the pass if there is one, else the latest. */
export const decisiveAttempt = (attempts: TestAttemptSummary[]): TestAttemptSummary | null =>
  latestFirstOf(attempts).find((a) => a.passed) ?? latestFirstOf(attempts)[0] ?? null;
