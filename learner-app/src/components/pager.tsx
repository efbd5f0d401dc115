import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Previous / "page n of m" / next for a paged list; nothing when there is one page. */
export function Pager({ page, pages, link }: { page: number; pages: number; link: (page: number) => string }) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label={t('catalogue.pages')}>
      {page > 1 ? <Link to={link(page - 1)}>{t('catalogue.previous')}</Link> : null}
      <span>{t('catalogue.pageOf', { page, pages })}</span>
      {page < pages ? <Link to={link(page + 1)}>{t('catalogue.next')}</Link> : null}
    </nav>
  );
}
