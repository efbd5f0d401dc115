import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useJobFunctions } from '../../features/catalogue/api/get-job-functions';
import { useCategories } from '../../features/categories/api/get-categories';
import { byLocale } from '../../lib/format';
import { useLocaleStore } from '../../stores/locale-store';

type Level = { at: 'main' } | { at: 'sub'; list: 'categories' | 'jobTitles' } | { at: 'detail'; categoryId: string };

/** The full-screen browse panel below 1024 px (spec section 2): main, sub and detail levels, with back and close. */
export function MobileBrowse({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  const [level, setLevel] = useState<Level>({ at: 'main' });
  const categories = (useCategories().data?.data ?? []).filter((c) => c.id !== 'all-categories');
  const jobs = useJobFunctions().data;
  const jobList = (locale === 'th' ? jobs?.jobFunctionsTh : jobs?.jobFunctions) ?? [];
  const category = level.at === 'detail' ? categories.find((c) => c.id === level.categoryId) : undefined;
  const back = () => setLevel(level.at === 'detail' ? { at: 'sub', list: 'categories' } : { at: 'main' });
  const title =
    level.at === 'main'
      ? t('header.browseBy')
      : level.at === 'sub'
        ? t(level.list === 'categories' ? 'footer.categories' : 'catalogue.jobTitles')
        : byLocale(locale, category?.nameEn, category?.nameTh);
  const categoryLink = (id: string, subcatId?: string) =>
    `/category?${new URLSearchParams(subcatId ? { categoryId: id, subcatId } : { categoryId: id })}#${encodeURIComponent(id)}`;
  return (
    <div className="mobile-browse" role="dialog" aria-modal="true" aria-label={t('header.browseBy')}>
      <div className="mobile-browse-bar">
        {level.at === 'main' ? (
          <span />
        ) : (
          <button type="button" className="icon-button" aria-label={t('common.back')} onClick={back}>
            ←
          </button>
        )}
        <h2>{title}</h2>
        <button type="button" className="icon-button" aria-label={t('common.close')} onClick={onClose}>
          ×
        </button>
      </div>
      <ul className="mobile-browse-list">
        {level.at === 'main' ? (
          <>
            <li>
              <button type="button" onClick={() => setLevel({ at: 'sub', list: 'categories' })}>
                {t('footer.categories')} ›
              </button>
            </li>
            <li>
              <button type="button" onClick={() => setLevel({ at: 'sub', list: 'jobTitles' })}>
                {t('catalogue.jobTitles')} ›
              </button>
            </li>
            <li>
              <Link to="/instructor">{t('catalogue.instructorsTitle')}</Link>
            </li>
            <li>
              <Link to="/find-courses/categories">{t('home.findCourses')}</Link>
            </li>
          </>
        ) : level.at === 'sub' && level.list === 'categories' ? (
          categories.map((c) => (
            <li key={c.id}>
              <button type="button" onClick={() => setLevel({ at: 'detail', categoryId: c.id })}>
                {byLocale(locale, c.nameEn, c.nameTh)} ›
              </button>
            </li>
          ))
        ) : level.at === 'sub' ? (
          jobList.map((job) => (
            <li key={job.id}>
              <Link to={`/job-titles#${encodeURIComponent(job.name)}`}>{job.name}</Link>
            </li>
          ))
        ) : category ? (
          <>
            <li>
              <Link to={categoryLink(category.id)}>{t('catalogue.allIn', { name: byLocale(locale, category.nameEn, category.nameTh) })}</Link>
            </li>
            {category.subCategories.map((s) => (
              <li key={s.id}>
                <Link to={categoryLink(category.id, s.id)}>{byLocale(locale, s.nameEn, s.nameTh)}</Link>
              </li>
            ))}
          </>
        ) : null}
      </ul>
    </div>
  );
}
