import { reportDayOf, type CourseTestData, type DrawnQuestion, type Locale } from '@khru/contracts';
import { between, onReportDay, seededRandom } from '../../../kernel/seed/demo-history.js';
import { drawQuestions } from '../test-record/draw.js';

export interface PlannedAttempt {
  lang: Locale;
  startedAt: string;
  draw: DrawnQuestion[];
  answers: { questionId: string; optionId: string; at: string }[];
  passes: boolean;
}

/**
 * How many of the completed courses with a test are tested: each pass makes a certificate PDF, the slowest step of the
 * seed (over a second each under the test runner), so a handful; of these, most pass at once, some on a retry, a few
 * only fail.
 */
export const TESTED_COMPLETIONS = 3;
const SHARE = { passAtOnce: 0.6, passOnRetry: 0.25 } as const;

/** The completions whose test is taken: `count` of them, picked by person and course alone. */
export function testedCompletions<T extends { userId: string; courseId: string }>(completions: T[], count = TESTED_COMPLETIONS): T[] {
  const ranked = completions.map((c) => ({ c, rank: seededRandom(`tested:${c.userId}:${c.courseId}`)() }));
  return ranked
    .sort((a, b) => a.rank - b.rank)
    .slice(0, count)
    .map(({ c }) => c);
}

/** A test is taken between 10:00 and 16:00 Bangkok time (after the morning's login), each question answered within a minute. */
const TEST_HOURS = { from: 10 * 60, to: 16 * 60 } as const;
const SECONDS_PER_ANSWER = 45;
const AFTER_COMPLETION_MS = 10 * 60_000;

/**
 * One person's attempts at the final test of a course they completed, on days they logged in (oldest first), decided by
 * the person and course alone (passed at once, passed on a retry, or failed): the questions drawn as the handler draws
 * them and answered so that each attempt passes or fails as planned. A retry waits for the test's retry wait; nothing
 * is later than `now`.
 */
export function plannedAttempts(
  row: { userId: string; courseId: string; completedAt: string },
  test: Pick<CourseTestData, 'questions' | 'questionsPerAttempt' | 'passMarkPercent' | 'retryWaitDays'>,
  days: string[],
  now: Date,
): PlannedAttempt[] {
  const random = seededRandom(`test:${row.userId}:${row.courseId}`);
  const outcome = random();
  const results = outcome < SHARE.passAtOnce ? [true] : outcome < SHARE.passAtOnce + SHARE.passOnRetry ? [false, true] : [false];
  const lang: Locale = random() < 0.5 ? 'th' : 'en';
  const attempts: PlannedAttempt[] = [];
  let earliest = Date.parse(row.completedAt) + AFTER_COMPLETION_MS;
  for (const passes of results) {
    const startedAt = firstChance(days, earliest, random);
    if (startedAt === null) break;
    const draw = drawQuestions(test, (n) => Math.floor(random() * n));
    const wrong = wrongAnswers(draw.length, test.passMarkPercent, passes, random);
    const answers = draw.map(({ questionId, optionIds }, index) => {
      const right = test.questions.find((q) => q.id === questionId)!.correctOptionId;
      const optionId = wrong.has(index) ? optionIds.find((id) => id !== right)! : right;
      return { questionId, optionId, at: new Date(startedAt + (index + 1) * SECONDS_PER_ANSWER * 1000).toISOString() };
    });
    const finishedAt = Date.parse(answers.at(-1)?.at ?? new Date(startedAt).toISOString());
    if (finishedAt > now.getTime() - 60_000) break;
    attempts.push({ lang, startedAt: new Date(startedAt).toISOString(), draw, answers, passes });
    earliest = finishedAt + test.retryWaitDays * 24 * 3600 * 1000 + 60_000;
  }
  return attempts;
}

/** The first login day from `earliest` on, at a time in test hours (not before `earliest`); null when there is none. */
function firstChance(days: string[], earliest: number, random: () => number): number | null {
  const day = days.find((d) => d >= reportDayOf(new Date(earliest)));
  return day === undefined ? null : Math.max(Date.parse(onReportDay(day, between(random, TEST_HOURS.from, TEST_HOURS.to))), earliest);
}

/** Which answers (by index) are wrong: at most as many as still pass, or at least one more than that. */
function wrongAnswers(total: number, passMarkPercent: number, passes: boolean, random: () => number): Set<number> {
  const mostToPass = total - Math.ceil((total * passMarkPercent) / 100);
  const count = passes ? between(random, 0, mostToPass) : Math.min(total, between(random, mostToPass + 1, mostToPass + 3));
  const wrong = new Set<number>();
  while (wrong.size < count) wrong.add(Math.floor(random() * total));
  return wrong;
}
