import type { TestAttemptSummary } from '@khru/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { useLocaleStore } from '../../../stores/locale-store';
import { latestFirstOf } from '../attempts';

/** The learner's finished attempts, latest first: when, the score and whether it passed. */
export function PastAttempts({ attempts }: { attempts: TestAttemptSummary[] }) {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  if (attempts.length === 0) return null;
  const latestFirst = latestFirstOf(attempts);
  return (
    <section className="test-attempts" aria-labelledby="test-attempts-title">
      <h2 id="test-attempts-title">{t('test.attempts.title')}</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('test.attempts.date')}</th>
            <th scope="col">{t('test.attempts.score')}</th>
            <th scope="col">{t('test.attempts.result')}</th>
          </tr>
        </thead>
        <tbody>
          {latestFirst.map((attempt) => (
            <tr key={attempt.id}>
              <td>{formatDateTime(attempt.finishedAt, locale)}</td>
              <td>{t('test.attempts.scoreValue', { score: attempt.scorePercent, correct: attempt.correctCount, total: attempt.total })}</td>
              <td>
                <span className={`test-verdict ${attempt.passed ? 'passed' : 'not-passed'}`}>
                  {attempt.passed ? t('test.verdict.passed') : t('test.verdict.notPassed')}
                </span>
                {attempt.reason === 'timeUp' ? <span className="test-attempt-note">{t('test.attempts.timeUp')}</span> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
