import { PAGE_SIZES, SEARCH_SORTS } from '@khru/contracts';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useJobFunctions } from '../../features/catalogue/api/get-job-functions';
import { BundleCard } from '../../features/catalogue/components/bundle-card';
import { CardRow, CourseGrid } from '../../features/catalogue/components/course-grid';
import { Pager } from '../../components/pager';
import { useCategories } from '../../features/categories/api/get-categories';
import { useCourseSearch } from '../../features/search/api/search-courses';
import { byLocale } from '../../lib/format';
import { useNarrowScreen } from '../../lib/use-narrow-screen';
import { useLocaleStore } from '../../stores/locale-store';
import '../../features/search/search.css';

const FILTERS = ['categoryId', 'subCategoryId', 'jobFunctionId', 'minPrice', 'maxPrice', 'free', 'sort'] as const;

/**
 * Full search results (`/search?search=…`): filters by category, sub-category, job title, price
 * range and free; sorts by relevance, newest or price; 16 a page (6 on narrow screens). The bundles
 * the words find come first, on the first page. Everything lives in the address, so a results page
 * can be shared. On phones the filters start folded, so the first result is in sight.
 */
export function SearchRoute() {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  const [params, setParams] = useSearchParams();
  const narrow = useNarrowScreen();
  const take = narrow ? PAGE_SIZES.coursesNarrow : PAGE_SIZES.courses;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const text = params.get('search') ?? '';
  const query = new URLSearchParams();
  if (text) query.set('search', text);
  for (const key of FILTERS) if (params.get(key)) query.set(key, params.get(key)!);
  query.set('skip', String((page - 1) * take));
  query.set('take', String(take));
  const results = useCourseSearch(query);
  const categories = useCategories();
  const jobs = useJobFunctions();
  const category = categories.data?.data.find((c) => c.id === params.get('categoryId'));
  const total = results.data?.totalCount ?? 0;
  const bundles = page === 1 ? (results.data?.bundles ?? []) : [];
  const active = FILTERS.filter((key) => key !== 'sort' && params.get(key)).length;
  const pages = Math.max(1, Math.ceil(total / take));

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next);
  };
  const pageLink = (n: number) => {
    const next = new URLSearchParams(params);
    if (n > 1) next.set('page', String(n));
    else next.delete('page');
    return `/search?${next}`;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const words = String(new FormData(event.currentTarget as HTMLFormElement).get('search') ?? '').trim();
    update({ search: words || null });
  };
  const jobList = (locale === 'th' ? jobs.data?.jobFunctionsTh : jobs.data?.jobFunctions) ?? [];

  return (
    <main className="content search-page">
      <h1>{text ? t('search.resultsFor', { text }) : t('search.allResults')}</h1>
      <form className="search-page-form" role="search" onSubmit={submit}>
        <input type="search" name="search" key={text} defaultValue={text} aria-label={t('search.label')} placeholder={t('search.placeholder')} />
        <button type="submit" className="button primary">
          {t('search.submit')}
        </button>
      </form>
      <div className="search-layout">
        <details className="search-filters-toggle" open={!narrow} key={String(narrow)}>
          <summary>{active ? t('search.filtersActive', { count: active }) : t('search.filters')}</summary>
          <aside className="search-filters" aria-label={t('search.filters')}>
            <label>
              {t('search.category')}
              <select value={params.get('categoryId') ?? ''} onChange={(e) => update({ categoryId: e.target.value || null, subCategoryId: null })}>
                <option value="">{t('catalogue.all')}</option>
                {(categories.data?.data ?? [])
                  .filter((c) => c.id !== 'all-categories')
                  .map((c) => (
                    <option key={c.id} value={c.id}>
                      {byLocale(locale, c.nameEn, c.nameTh)}
                    </option>
                  ))}
              </select>
            </label>
            {category && category.subCategories.length > 0 ? (
              <label>
                {t('search.subCategory')}
                <select value={params.get('subCategoryId') ?? ''} onChange={(e) => update({ subCategoryId: e.target.value || null })}>
                  <option value="">{t('catalogue.all')}</option>
                  {category.subCategories.map((s) => (
                    <option key={s.id} value={s.id}>
                      {byLocale(locale, s.nameEn, s.nameTh)}
                    </option>
                  ))}
                </select>
              </label>
            ) : null}
            <label>
              {t('search.jobTitle')}
              <select value={params.get('jobFunctionId') ?? ''} onChange={(e) => update({ jobFunctionId: e.target.value || null })}>
                <option value="">{t('catalogue.all')}</option>
                {jobList.map((j) => (
                  <option key={j.id} value={j.id}>
                    {j.name}
                  </option>
                ))}
              </select>
            </label>
            <fieldset>
              <legend>{t('search.price')}</legend>
              {(['minPrice', 'maxPrice'] as const).map((bound) => (
                <label key={bound}>
                  {t(`search.${bound}`)}
                  <input
                    type="number"
                    min={0}
                    step={1}
                    inputMode="numeric"
                    key={params.get(bound) ?? ''}
                    defaultValue={params.get(bound) ?? ''}
                    onBlur={(e) => update({ [bound]: e.target.value || null })}
                  />
                </label>
              ))}
              <label className="checkbox">
                <input type="checkbox" checked={params.get('free') === 'true'} onChange={(e) => update({ free: e.target.checked ? 'true' : null })} />
                {t('search.freeOnly')}
              </label>
            </fieldset>
          </aside>
        </details>
        <section className="search-results" aria-live="polite" aria-busy={results.isFetching}>
          {bundles.length > 0 ? (
            <section className="search-bundles" aria-labelledby="search-bundles-title">
              <h2 id="search-bundles-title">{t('search.bundlesFound', { count: bundles.length })}</h2>
              <CardRow>
                {bundles.map((bundle) => (
                  <BundleCard key={bundle.id} bundle={bundle} />
                ))}
              </CardRow>
            </section>
          ) : null}
          <div className="search-results-bar">
            <p className="form-note">{results.isSuccess ? t('catalogue.courseCount', { count: total }) : null}</p>
            <label>
              {t('search.sortBy')}
              <select value={params.get('sort') ?? (text ? 'relevance' : 'newest')} onChange={(e) => update({ sort: e.target.value })}>
                {SEARCH_SORTS.map((s) => (
                  <option key={s} value={s}>
                    {t(`search.sort.${s}`)}
                  </option>
                ))}
              </select>
            </label>
          </div>
          {results.isError ? (
            <p className="form-error" role="alert">
              {t('search.failed')}
            </p>
          ) : null}
          {results.isSuccess && total === 0 && bundles.length === 0 ? <p>{t('search.noResults')}</p> : null}
          <CourseGrid courses={results.data?.data} />
          <Pager page={page} pages={pages} link={pageLink} />
        </section>
      </div>
    </main>
  );
}
