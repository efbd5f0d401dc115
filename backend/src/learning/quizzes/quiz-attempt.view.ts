import {
  QUIZ_RULES,
  storedText,
  type QuizAttemptProgress,
  type QuizAttemptResponse,
  type QuizFeedback,
  type QuizQuestion,
  type QuizQuestionView,
} from '@khru/contracts';
import type { QuizAnswer, QuizAttemptState } from './quiz-attempt.decider.js';

type Attempt = Exclude<QuizAttemptState, { status: 'absent' }>;

/** A question as asked: its text and options, never which are right nor why. */
export function questionView(question: QuizQuestion): QuizQuestionView {
  const text = storedText(question.text);
  return {
    id: question.id,
    kind: question.kind,
    textEn: text.en,
    textTh: text.th,
    options: question.options.map((o) => {
      const option = storedText(o.text);
      return { id: o.id, textEn: option.en, textTh: option.th };
    }),
  };
}

/** What an answer reveals once given: the right options and the explanation. */
export function feedback(answer: QuizAnswer, question: QuizQuestion | undefined): QuizFeedback {
  const explanation = storedText(question?.explanation);
  return {
    questionId: answer.questionId,
    optionIds: answer.optionIds,
    correct: answer.correct,
    correctOptionIds: question?.correctOptionIds ?? [],
    explanationEn: explanation.en,
    explanationTh: explanation.th,
  };
}

export function attemptProgress(attempt: Attempt): QuizAttemptProgress {
  const total = attempt.questionIds.length;
  const correctQuestionIds = attempt.answers.filter((a) => a.correct).map((a) => a.questionId);
  const finished = attempt.status === 'finished';
  return {
    total,
    answeredCount: attempt.answers.length,
    correctCount: correctQuestionIds.length,
    correctQuestionIds,
    incorrectQuestionIds: attempt.answers.filter((a) => !a.correct).map((a) => a.questionId),
    finished,
    score: total === 0 ? 0 : Math.round((100 * correctQuestionIds.length) / total),
    passed: finished && correctQuestionIds.length >= QUIZ_RULES.passShare * total,
  };
}

/** The attempt as its owner reads it: questions in the attempt's order (as authored now), feedback for those answered. */
export function attemptView(attemptId: string, attempt: Attempt, questions: readonly QuizQuestion[]): QuizAttemptResponse {
  const byId = new Map(questions.map((q) => [q.id, q]));
  return {
    id: attemptId,
    courseId: attempt.courseId,
    lessonId: attempt.lessonId,
    startedAt: attempt.startedAt,
    questions: attempt.questionIds.flatMap((id) => {
      const question = byId.get(id);
      return question ? [questionView(question)] : [];
    }),
    answers: attempt.answers.map((a) => feedback(a, byId.get(a.questionId))),
    progress: attemptProgress(attempt),
  };
}
