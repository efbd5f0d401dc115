import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useJobFunctions } from '../../features/catalogue/api/get-job-functions';
import { useCategories } from '../../features/categories/api/get-categories';
import { byLocale } from '../../lib/format';
import { useLocaleStore } from '../../stores/locale-store';

/** The header's Browse By popover: job titles, and categories with their sub-categories (spec section 2). */
export function BrowseBy() {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState<string | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const location = useLocation();
  const categories = useCategories();
  const jobs = useJobFunctions();
  useEffect(() => setOpen(false), [location.pathname, location.search, location.hash]);
  useEffect(() => {
    const close = (event: MouseEvent) => root.current && !root.current.contains(event.target as Node) && setOpen(false);
    document.addEventListener('click', close);
    return () => document.removeEventListener('click', close);
  }, []);
  const items = (categories.data?.data ?? []).filter((c) => c.id !== 'all-categories');
  const current = items.find((c) => c.id === active) ?? items[0];
  const jobList = (locale === 'th' ? jobs.data?.jobFunctionsTh : jobs.data?.jobFunctions) ?? [];
  return (
    <div className="browse-by hide-mobile" ref={root}>
      <button type="button" className="browse-button" aria-expanded={open} aria-haspopup="true" onClick={() => setOpen(!open)}>
        {t('header.browseBy')}
      </button>
      {open ? (
        <div className="browse-panel" role="dialog" aria-label={t('header.browseBy')}>
          <section>
            <h3>{t('catalogue.jobTitles')}</h3>
            <ul>
              {jobList.map((job) => (
                <li key={job.id}>
                  <Link to={`/job-titles#${encodeURIComponent(job.name)}`}>{job.name}</Link>
                </li>
              ))}
            </ul>
          </section>
          <section>
            <h3>{t('footer.categories')}</h3>
            <ul>
              {items.map((c) => (
                <li key={c.id} onMouseEnter={() => setActive(c.id)} className={current?.id === c.id ? 'active' : undefined}>
                  <Link to={`/category?categoryId=${encodeURIComponent(c.id)}#${encodeURIComponent(c.id)}`}>{byLocale(locale, c.nameEn, c.nameTh)}</Link>
                </li>
              ))}
            </ul>
          </section>
          {current ? (
            <section>
              <h3>{byLocale(locale, current.nameEn, current.nameTh)}</h3>
              <ul>
                {current.subCategories.map((s) => (
                  <li key={s.id}>
                    <Link to={`/category?categoryId=${encodeURIComponent(current.id)}&subcatId=${encodeURIComponent(s.id)}#${encodeURIComponent(current.id)}`}>
                      {byLocale(locale, s.nameEn, s.nameTh)}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
