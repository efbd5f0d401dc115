import type { QuizAttemptProgress, QuizQuestionView } from '@khru/contracts';
import { useTranslation } from 'react-i18next';
import { byLocale } from '../../../lib/format';
import { useLocaleStore } from '../../../stores/locale-store';

/** The end of an attempt: the score, passed or not, which questions were right and which to review; retry or close. */
export function QuizResult({
  questions,
  progress,
  retrying,
  onRetry,
  onClose,
}: {
  questions: QuizQuestionView[];
  progress: QuizAttemptProgress;
  retrying: boolean;
  onRetry: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  const list = (ids: string[], title: string) =>
    ids.length > 0 ? (
      <section>
        <h4>{title}</h4>
        <ul>
          {questions
            .map((q, i) => ({ q, n: i + 1 }))
            .filter(({ q }) => ids.includes(q.id))
            .map(({ q, n }) => (
              <li key={q.id}>{t('quiz.numbered', { n, text: byLocale(locale, q.textEn, q.textTh) })}</li>
            ))}
        </ul>
      </section>
    ) : null;
  return (
    <section className={`quiz-result ${progress.passed ? 'passed' : 'not-passed'}`} aria-labelledby="quiz-result-title">
      <h3 id="quiz-result-title">{t('quiz.resultTitle')}</h3>
      <p className="quiz-score">{t('quiz.scoreLine', { correct: progress.correctCount, total: progress.total, score: progress.score })}</p>
      <p role="status">{progress.passed ? t('quiz.passed') : t('quiz.notPassed')}</p>
      {list(progress.correctQuestionIds, t('quiz.correctList'))}
      {list(progress.incorrectQuestionIds, t('quiz.incorrectList'))}
      <div className="quiz-actions">
        <button type="button" className="button primary" onClick={onRetry} disabled={retrying}>
          {t('quiz.retry')}
        </button>
        <button type="button" className="button" onClick={onClose}>
          {t('quiz.close')}
        </button>
      </div>
    </section>
  );
}
