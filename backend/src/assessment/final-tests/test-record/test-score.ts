/** Days and minutes as milliseconds, for the deadlines an attempt records. */
export const minutesAfter = (at: string, minutes: number): string => new Date(Date.parse(at) + minutes * 60_000).toISOString();
export const daysAfter = (at: string, days: number): string => minutesAfter(at, days * 24 * 60);

export interface TestScore {
  correctCount: number;
  total: number;
  scorePercent: number;
  passed: boolean;
}

/**
 * An attempt's score over the questions it drew: unanswered questions count as wrong, the percentage is a whole
 * number rounded down (9 of 10 is 90, 8 of 9 is 88), and the attempt passes at or above the pass mark.
 */
export function scoreOf(answers: readonly { correct: boolean }[], total: number, passMarkPercent: number): TestScore {
  const correctCount = answers.filter((a) => a.correct).length;
  const scorePercent = total === 0 ? 0 : Math.floor((100 * correctCount) / total);
  return { correctCount, total, scorePercent, passed: scorePercent >= passMarkPercent };
}
