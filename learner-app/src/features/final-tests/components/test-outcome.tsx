import type { TestInfoResponse } from '@khru/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { decisiveAttempt } from '../attempts';
import { RetryCountdown } from './retry-countdown';

/**
 * Where the learner stands with the test (spec section 4's outcomes) and what they can do next: finish the course,
 * start, resume, wait for the retry, or take the certificate (`certificate`, composed by the page).
 */
export function TestOutcome({
  info,
  starting,
  onStart,
  onResume,
  onRetryDue,
  certificate,
  scoreShown,
}: {
  info: TestInfoResponse;
  starting: boolean;
  onStart: () => void;
  onResume: () => void;
  onRetryDue: () => void;
  certificate: ReactNode;
  /** The score is on screen already (the result just shown), so the outcome does not repeat it. */
  scoreShown: boolean;
}) {
  const { t } = useTranslation();
  const attempt = scoreShown ? null : decisiveAttempt(info.pastAttempts);
  const body = (): ReactNode => {
    switch (info.outcome) {
      case 'incompleteCourse':
        return (
          <>
            <p>{t('test.outcome.incompleteText')}</p>
            <Link className="button primary" to={`/courses-learning/${encodeURIComponent(info.information.courseId)}`}>
              {t('test.outcome.backToCourse')}
            </Link>
          </>
        );
      case 'ready':
        return (
          <>
            <p>{t(info.pastAttempts.length > 0 ? 'test.outcome.readyAgainText' : 'test.outcome.readyText')}</p>
            <button type="button" className="button primary" disabled={starting} onClick={onStart}>
              {t('test.outcome.start')}
            </button>
          </>
        );
      case 'inProgress':
        return (
          <>
            <p>{t('test.outcome.inProgressText')}</p>
            <button type="button" className="button primary" onClick={onResume}>
              {t('test.outcome.resume')}
            </button>
          </>
        );
      case 'notPassed':
        return (
          <>
            {attempt ? <p>{t('test.outcome.lastScore', { score: attempt.scorePercent, passMark: attempt.passMarkPercent })}</p> : null}
            {info.retryAt ? <RetryCountdown key={info.serverNow} retryAt={info.retryAt} serverNow={info.serverNow} onDue={onRetryDue} /> : null}
          </>
        );
      case 'passed':
        return (
          <>
            {attempt ? <p>{t('test.outcome.passedScore', { score: attempt.scorePercent })}</p> : null}
            {certificate}
          </>
        );
    }
  };
  return (
    <section className={`test-outcome ${info.outcome}`} aria-labelledby="test-outcome-title">
      <h2 id="test-outcome-title">{t(`test.outcome.title.${info.outcome}`)}</h2>
      {body()}
    </section>
  );
}
