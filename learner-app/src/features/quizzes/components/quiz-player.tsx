import type { QuizAttemptProgress, QuizAttemptResponse, QuizFeedback } from '@khru/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnswerQuestion } from '../api/answer-question';
import { useStartAttempt } from '../api/start-attempt';
import { QuizQuestion } from './quiz-question';
import { QuizResult } from './quiz-result';
import '../quiz.css';

interface Run {
  attempt: QuizAttemptResponse;
  index: number;
  answers: QuizFeedback[];
  progress: QuizAttemptProgress;
  showResult: boolean;
}

/**
 * A quiz lesson (spec section 4): an introduction and Start, then one question at a time with instant feedback
 * and the running count, then the result with Retry and Close. Every attempt is new: an attempt left unfinished
 * (the page reloaded) is not resumed, as retries are unlimited. `onPassed` runs when a passing answer's feedback
 * arrives and again when its result is shown: the server completes the lesson a moment after the answer.
 */
export function QuizPlayer({
  courseId,
  lessonId,
  questionCount,
  onPassed,
}: {
  courseId: string;
  lessonId: string;
  questionCount: number;
  onPassed: () => void;
}) {
  const { t } = useTranslation();
  const start = useStartAttempt(courseId, lessonId);
  const answer = useAnswerQuestion(courseId, lessonId);
  const [run, setRun] = useState<Run | null>(null);

  const begin = () =>
    start.mutate(undefined, {
      onSuccess: (attempt) => setRun({ attempt, index: 0, answers: attempt.answers, progress: attempt.progress, showResult: false }),
    });

  if (!run) {
    return (
      <section className="quiz" aria-label={t('quiz.label')}>
        <p>{t('quiz.intro', { count: questionCount })}</p>
        <button type="button" className="button primary" onClick={begin} disabled={start.isPending}>
          {t('quiz.start')}
        </button>
      </section>
    );
  }

  const { attempt, index, answers, progress } = run;
  if (run.showResult) {
    return (
      <section className="quiz" aria-label={t('quiz.label')}>
        <QuizResult questions={attempt.questions} progress={progress} retrying={start.isPending} onRetry={begin} onClose={() => setRun(null)} />
      </section>
    );
  }

  const question = attempt.questions[index]!;
  const submit = (optionIds: string[]) =>
    answer.mutate(
      { attemptId: attempt.id, questionId: question.id, optionIds },
      {
        onSuccess: (answered) => {
          setRun((r) => r && { ...r, answers: [...r.answers, answered.feedback], progress: answered.progress });
          if (answered.progress.passed) onPassed();
        },
      },
    );
  const next = () => {
    if (index + 1 < attempt.questions.length) setRun({ ...run, index: index + 1 });
    else {
      setRun({ ...run, showResult: true });
      if (progress.passed) onPassed();
    }
  };
  return (
    <section className="quiz" aria-label={t('quiz.label')}>
      <p className="quiz-progress">
        <span>{t('quiz.questionOf', { n: index + 1, total: attempt.questions.length })}</span>
        <span>{t('quiz.correctSoFar', { count: progress.correctCount })}</span>
      </p>
      <QuizQuestion
        key={question.id}
        question={question}
        feedback={answers.find((a) => a.questionId === question.id)}
        pending={answer.isPending}
        last={index + 1 === attempt.questions.length}
        onSubmit={submit}
        onNext={next}
      />
    </section>
  );
}
