import type { TestAttemptSummary } from '@khru/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** The attempt just finished: passed or not, the score against the pass mark. Focus lands here when it appears. */
export function TestResult({ result }: { result: TestAttemptSummary }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={`test-result ${result.passed ? 'passed' : 'not-passed'}`} aria-labelledby="test-result-title">
      <h2 id="test-result-title" ref={heading} tabIndex={-1}>
        {result.passed ? t('test.result.passed') : t('test.result.notPassed')}
      </h2>
      <p className="test-result-score">{t('test.result.score', { score: result.scorePercent })}</p>
      <p>{t('test.result.detail', { correct: result.correctCount, total: result.total, passMark: result.passMarkPercent })}</p>
      {result.reason === 'timeUp' ? <p>{t('test.result.timeUp')}</p> : null}
    </section>
  );
}
