import { PAGE_SIZES } from '@khru/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useCourseList } from '../../features/catalogue/api/list-courses';
import { CourseGrid } from '../../features/catalogue/components/course-grid';
import { Pager } from '../../components/pager';
import { useCategories } from '../../features/categories/api/get-categories';
import { byLocale } from '../../lib/format';
import { useNarrowScreen } from '../../lib/use-narrow-screen';
import { useLocaleStore } from '../../stores/locale-store';

const ALL = 'all-categories';

/**
 * Courses of a category (spec section 2): `categoryId` (all-categories means all, also read from the
 * hash), optional `subcatId`, `page`; newest first, 16 a page or 6 on narrow screens.
 */
export function CategoryRoute() {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  const [params] = useSearchParams();
  const { hash } = useLocation();
  const categoryId = params.get('categoryId') ?? (decodeURIComponent(hash.replace(/^#/, '')) || ALL);
  const subcatId = params.get('subcatId');
  const page = Math.max(1, Number(params.get('page')) || 1);
  const take = useNarrowScreen() ? PAGE_SIZES.coursesNarrow : PAGE_SIZES.courses;
  const categories = useCategories();
  const category = categories.data?.data.find((c) => c.id === categoryId);
  const filter =
    categoryId === ALL ? undefined : subcatId ? [['categoryId', '=', categoryId], 'and', ['subCategoryId', '=', subcatId]] : ['categoryId', '=', categoryId];
  const courses = useCourseList({ loadOptions: { skip: (page - 1) * take, take, requireTotalCount: true, ...(filter ? { filter } : {}) } });
  const total = courses.data?.totalCount ?? 0;
  const pages = Math.max(1, Math.ceil(total / take));
  const link = (next: { subcatId?: string | null; page?: number }) => {
    const query = new URLSearchParams({ categoryId });
    const sub = next.subcatId === undefined ? subcatId : next.subcatId;
    if (sub) query.set('subcatId', sub);
    if (next.page && next.page > 1) query.set('page', String(next.page));
    return `/category?${query}#${encodeURIComponent(categoryId)}`;
  };
  return (
    <main className="content">
      <h1>{category ? byLocale(locale, category.nameEn, category.nameTh) : t('catalogue.allCourses')}</h1>
      {category && category.subCategories.length > 0 ? (
        <nav className="chips" aria-label={t('catalogue.subCategories')}>
          <Link to={link({ subcatId: null })} aria-current={!subcatId ? 'page' : undefined}>
            {t('catalogue.all')}
          </Link>
          {category.subCategories.map((s) => (
            <Link key={s.id} to={link({ subcatId: s.id })} aria-current={subcatId === s.id ? 'page' : undefined}>
              {byLocale(locale, s.nameEn, s.nameTh)}
            </Link>
          ))}
        </nav>
      ) : null}
      {courses.isSuccess ? <p className="form-note">{t('catalogue.courseCount', { count: total })}</p> : null}
      <CourseGrid courses={courses.data?.data} />
      <Pager page={page} pages={pages} link={(n) => link({ page: n })} />
    </main>
  );
}
