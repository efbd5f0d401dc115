import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocaleStore } from '../../../stores/locale-store';
import { useCategories } from '../api/get-categories';
import '../categories.css';

/** The categories, named in the chosen language (the other one when a name is missing). */
export function CategoryList() {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  const categories = useCategories();
  const items = (categories.data?.data ?? []).filter((c) => c.id !== 'all-categories');
  return (
    <section aria-labelledby="categories-title">
      <h2 id="categories-title">{t('home.categoriesTitle')}</h2>
      {categories.isSuccess && items.length === 0 && <p>{t('home.categoriesEmpty')}</p>}
      <ul className="categories">
        {items.map((c) => (
          <li key={c.id}>
            <Link to={`/category?categoryId=${encodeURIComponent(c.id)}#${encodeURIComponent(c.id)}`}>
              {(locale === 'th' ? c.nameTh : c.nameEn) || c.nameEn || c.nameTh}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
