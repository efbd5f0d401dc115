import { PAGE_SIZES } from '@khru/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useCategories } from '../../../features/categories/api/get-categories';
import { byLocale } from '../../../lib/format';
import { useLocaleStore } from '../../../stores/locale-store';
import { useStepHeading } from './step-heading';
import { readList, stepLink, toggle } from './selection';
import '../../../features/categories/categories.css';

/** Find courses, step 1: pick the categories you are interested in (up to nine shown). */
export function FindCategoriesRoute() {
  const { t } = useTranslation();
  const heading = useStepHeading();
  const locale = useLocaleStore((s) => s.locale);
  const [params, setParams] = useSearchParams();
  const picked = readList(params, 'categories');
  const categories = (useCategories().data?.data ?? []).filter((c) => c.id !== 'all-categories').slice(0, PAGE_SIZES.categorySelection);
  const pick = (id: string) => {
    const next = toggle(picked, id);
    setParams(next.length ? { categories: next.join(',') } : {}, { replace: true });
  };
  return (
    <main className="content find-courses">
      <p className="form-note">{t('findCourses.step', { n: 1, total: 3 })}</p>
      <h1 ref={heading} tabIndex={-1}>
        {t('findCourses.categoriesTitle')}
      </h1>
      <p>{t('findCourses.categoriesIntro')}</p>
      <div className="pick-grid" role="group" aria-label={t('findCourses.categoriesTitle')}>
        {categories.map((c) => (
          <button key={c.id} type="button" className="pick" aria-pressed={picked.includes(c.id)} onClick={() => pick(c.id)}>
            {byLocale(locale, c.nameEn, c.nameTh)}
          </button>
        ))}
      </div>
      <nav className="step-actions">
        {picked.length > 0 ? (
          <Link className="button primary" to={stepLink('subcategories', picked)}>
            {t('findCourses.next')}
          </Link>
        ) : (
          <span className="form-note">{t('findCourses.pickOne')}</span>
        )}
      </nav>
    </main>
  );
}
