import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTestInfo } from '../api/get-test-info';
import '../tests.css';

/** On the course learning page: the course's final test and where the learner stands with it; nothing for a course without one. */
export function FinalTestEntry({ courseId }: { courseId: string }) {
  const { t } = useTranslation();
  const info = useTestInfo(courseId).data;
  if (!info) return null;
  return (
    <section className="final-test-entry" aria-labelledby="final-test-entry-title">
      <div>
        <h2 id="final-test-entry-title">{t('test.kicker')}</h2>
        <p>
          <span className={`test-chip ${info.outcome}`}>{t(`test.outcome.title.${info.outcome}`)}</span>{' '}
          {t('test.entry.rules', { count: info.information.questionCount, percent: info.information.passMarkPercent })}
        </p>
      </div>
      <Link className="button secondary" to={`/test/${encodeURIComponent(courseId)}`}>
        {t('test.entry.open')}
      </Link>
    </section>
  );
}
