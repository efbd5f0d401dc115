import type { CourseTestData, DrawnQuestion, Locale, TestAttemptSummary, TestAttemptView, TestFinishReason, TestQuestionView } from '@khru/contracts';

/** An attempt as the views need it, from the read model or the decider's state. */
export interface AttemptShape {
  id: string;
  courseId: string;
  lang: Locale;
  startedAt: string;
  deadlineAt: string;
  questions: DrawnQuestion[];
  answeredQuestionIds: string[];
}

/** The questions as this attempt asks them: its order, each question's options in its order, never the answer key. */
function questionViews(questions: DrawnQuestion[], test: CourseTestData): TestQuestionView[] {
  return questions.flatMap(({ questionId, optionIds }) => {
    const question = test.questions.find((q) => q.id === questionId);
    if (!question) return [];
    const options = optionIds.flatMap((id) => {
      const option = question.options.find((o) => o.id === id);
      return option ? [{ id: option.id, textEn: option.textEn, textTh: option.textTh }] : [];
    });
    return [{ id: question.id, textEn: question.textEn, textTh: question.textTh, options }];
  });
}

export function attemptView(attempt: AttemptShape, test: CourseTestData, now: Date): TestAttemptView {
  return {
    id: attempt.id,
    courseId: attempt.courseId,
    lang: attempt.lang,
    startedAt: attempt.startedAt,
    deadlineAt: attempt.deadlineAt,
    serverNow: now.toISOString(),
    questions: questionViews(attempt.questions, test),
    answeredQuestionIds: attempt.answeredQuestionIds,
  };
}

/** A finished attempt's line in the learner's history. */
export function attemptSummary(
  id: string,
  startedAt: string,
  passMarkPercent: number,
  result: { finishedAt: string; correctCount: number; total: number; scorePercent: number; passed: boolean; reason: TestFinishReason },
): TestAttemptSummary {
  const { finishedAt, correctCount, total, scorePercent, passed, reason } = result;
  return { id, startedAt, finishedAt, correctCount, total, scorePercent, passMarkPercent, passed, reason };
}
