import type { TestAttemptSummary, TestAttemptView } from '@khru/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/query-client';
import { useAnswerTest } from '../api/answer-test';
import { secondsUntil } from '../hooks/remaining';
import { useNow } from '../hooks/use-now';
import { QuestionNavigator } from './question-navigator';
import { SubmitTestDialog } from './submit-test-dialog';
import { TestQuestion } from './test-question';
import { TestTimer } from './test-timer';

/** The next question without a saved answer after `from`, going round; -1 when every one is answered. */
function nextOpen(questions: TestAttemptView['questions'], answered: ReadonlySet<string>, from: number): number {
  for (let step = 1; step <= questions.length; step += 1) {
    const i = (from + step) % questions.length;
    if (!answered.has(questions[i]!.id)) return i;
  }
  return -1;
}

/**
 * Taking the test (spec section 4): one question at a time with a navigator, Previous and Next, and the time left
 * counted against the server's clock (`serverNow` against this browser's time when the attempt arrived). Each answer
 * is saved on the server as it is given and is final; saving the last open question submits the test (`isEnd`), and
 * "Submit test" ends it early, with a warning about the questions left. When the time runs out, or the server says
 * it has, `onTimeUp` hands over to the page (the server finishes the attempt at its deadline).
 */
export function TestRunner({
  attempt,
  receivedAt,
  onFinished,
  onTimeUp,
}: {
  attempt: TestAttemptView;
  receivedAt: number;
  onFinished: (result: TestAttemptSummary | null) => void;
  onTimeUp: () => void;
}) {
  const { t } = useTranslation();
  const { questions } = attempt;
  const answer = useAnswerTest(attempt.courseId, attempt.id);
  const [answered, setAnswered] = useState<ReadonlySet<string>>(() => new Set(attempt.answeredQuestionIds));
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const [index, setIndex] = useState(() => Math.max(0, nextOpen(questions, answered, questions.length - 1)));
  const [submitting, setSubmitting] = useState(false);
  const offset = Date.parse(attempt.serverNow) - receivedAt;
  const left = secondsUntil(attempt.deadlineAt, useNow() + offset);
  useEffect(() => {
    if (left === 0) onTimeUp();
  }, [left, onTimeUp]);

  const question = questions[index]!;
  const saved = answered.has(question.id);
  const open = questions.filter((q) => !answered.has(q.id));
  // The answer a submission carries: this question's if chosen, else any other chosen and unsaved one.
  const carried = [question, ...open].find((q) => !answered.has(q.id) && chosen[q.id]);

  const save = (questionId: string, isEnd: boolean) =>
    answer.mutate(
      { questionId, optionId: chosen[questionId]!, isEnd },
      {
        onSuccess: (response) => {
          if (response.finished) return onFinished(response.result);
          const now = new Set(answered).add(questionId);
          setAnswered(now);
          const next = nextOpen(questions, now, index);
          if (next >= 0) setIndex(next);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'TEST_TIME_UP') onTimeUp();
        },
      },
    );
  const lastOpen = !saved && open.length === 1;

  return (
    <section className="test-runner" aria-label={t('test.take.label')}>
      <div className="test-runner-bar">
        <p>{t('test.take.answeredOf', { answered: answered.size, total: questions.length })}</p>
        <TestTimer seconds={left} />
      </div>
      <QuestionNavigator questions={questions} current={index} answered={answered} onOpen={setIndex} />
      <TestQuestion
        key={question.id}
        question={question}
        n={index + 1}
        total={questions.length}
        lang={attempt.lang}
        chosen={chosen[question.id]}
        saved={saved}
        onChoose={(optionId) => setChosen((c) => ({ ...c, [question.id]: optionId }))}
      />
      {answer.error && !submitting ? (
        <p className="form-error" role="alert">
          {errorMessage(answer.error)}
        </p>
      ) : null}
      <div className="test-actions">
        <button type="button" className="button secondary" disabled={index === 0} onClick={() => setIndex(index - 1)}>
          {t('test.take.previous')}
        </button>
        {saved ? (
          index + 1 < questions.length ? (
            <button type="button" className="button primary" onClick={() => setIndex(index + 1)}>
              {t('test.take.next')}
            </button>
          ) : null
        ) : (
          <button type="button" className="button primary" disabled={!chosen[question.id] || answer.isPending} onClick={() => save(question.id, lastOpen)}>
            {lastOpen ? t('test.take.saveAndSubmit') : t('test.take.save')}
          </button>
        )}
      </div>
      <p className="form-note">{t('test.take.finalNote')}</p>
      {open.some((q) => q.id !== question.id) ? (
        <button
          type="button"
          className="link-button test-submit-early"
          onClick={() => {
            answer.reset();
            setSubmitting(true);
          }}
        >
          {t('test.take.submitEarly')}
        </button>
      ) : null}
      {submitting ? (
        <SubmitTestDialog
          unanswered={open.length - (carried ? 1 : 0)}
          carrying={carried ? questions.indexOf(carried) + 1 : null}
          error={answer.error ? errorMessage(answer.error) : null}
          pending={answer.isPending}
          onSubmit={() => carried && save(carried.id, true)}
          onClose={() => setSubmitting(false)}
        />
      ) : null}
    </section>
  );
}
