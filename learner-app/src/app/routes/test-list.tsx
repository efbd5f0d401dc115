import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMyTests } from '../../features/final-tests/api/list-my-tests';
import { MyTestItem } from '../../features/final-tests/components/my-test-item';
import '../../features/final-tests/tests.css';

/** `/test`: the final tests of the courses the learner holds, each with where they stand, and the way to their certificates. */
export function TestListRoute() {
  const { t } = useTranslation();
  const tests = useMyTests();
  return (
    <main className="content tests-page" aria-busy={tests.isPending}>
      <header className="tests-header">
        <h1>{t('test.list.title')}</h1>
        <Link to="/profile?tab=certificates">{t('test.list.certificates')}</Link>
      </header>
      {tests.data ? (
        tests.data.length === 0 ? (
          <p className="tests-empty">
            {t('test.list.none')} <Link to="/profile">{t('test.list.toLearning')}</Link>
          </p>
        ) : (
          <ul className="my-tests">
            {tests.data.map((item) => (
              <MyTestItem key={item.courseId} item={item} />
            ))}
          </ul>
        )
      ) : null}
    </main>
  );
}
