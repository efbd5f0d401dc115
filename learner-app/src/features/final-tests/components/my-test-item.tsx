import type { MyTestItem as Item } from '@khru/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { byLocale, formatDateTime } from '../../../lib/format';
import { useLocaleStore } from '../../../stores/locale-store';

/** What the link to a test invites to do, by where the learner stands. */
const ACTION = {
  incompleteCourse: 'test.list.action.view',
  ready: 'test.list.action.start',
  inProgress: 'test.list.action.resume',
  notPassed: 'test.list.action.view',
  passed: 'test.list.action.view',
} as const;

/** One course's final test on the learner's list: the outcome, the best score, when a retry opens, and a link to it. */
export function MyTestItem({ item }: { item: Item }) {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  const title = byLocale(locale, item.courseTitleEn, item.courseTitleTh);
  return (
    <li className="my-test">
      <div className="my-test-thumb" aria-hidden="true">
        {item.thumbnailUrl ? <img src={item.thumbnailUrl} alt="" /> : null}
      </div>
      <div className="my-test-body">
        <h2>{title}</h2>
        <p>
          <span className={`test-chip ${item.outcome}`}>{t(`test.outcome.title.${item.outcome}`)}</span>
        </p>
        {item.bestScorePercent !== null ? <p>{t('test.list.bestScore', { score: item.bestScorePercent })}</p> : null}
        {item.outcome === 'notPassed' && item.retryAt ? <p>{t('test.outcome.retryAt', { when: formatDateTime(item.retryAt, locale) })}</p> : null}
      </div>
      <Link
        className={`button ${item.outcome === 'ready' || item.outcome === 'inProgress' ? 'primary' : 'secondary'}`}
        to={`/test/${encodeURIComponent(item.courseId)}`}
      >
        {t(ACTION[item.outcome])}
        <span className="visually-hidden">: {title}</span>
      </Link>
    </li>
  );
}
