import type { CourseTestData, DrawnQuestion } from '@khru/contracts';

/** A uniformly random whole number in [0, n): `crypto.randomInt` in the handler, a seeded one in specs. */
export type RandomBelow = (n: number) => number;

/** Fisher-Yates: every order equally likely. */
function shuffled<T>(items: readonly T[], below: RandomBelow): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = below(i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

type Bank = Pick<CourseTestData, 'questions' | 'questionsPerAttempt'>;

/** An attempt's draw: `questionsPerAttempt` questions of the bank in a random order, each with its options shuffled. */
export function drawQuestions(test: Bank, below: RandomBelow): DrawnQuestion[] {
  return shuffled(test.questions, below)
    .slice(0, test.questionsPerAttempt)
    .map((q) => ({ questionId: q.id, optionIds: shuffled(q.options, below).map((o) => o.id) }));
}

/** The draw asks `questionsPerAttempt` different questions of the bank, each with exactly its own options. */
export function isDrawOf(draw: readonly DrawnQuestion[], test: Bank): boolean {
  const ids = draw.map((d) => d.questionId);
  if (draw.length !== test.questionsPerAttempt || new Set(ids).size !== ids.length) return false;
  return draw.every((drawn) => {
    const question = test.questions.find((q) => q.id === drawn.questionId);
    if (!question || drawn.optionIds.length !== question.options.length || new Set(drawn.optionIds).size !== drawn.optionIds.length) return false;
    return drawn.optionIds.every((id) => question.options.some((o) => o.id === id));
  });
}
