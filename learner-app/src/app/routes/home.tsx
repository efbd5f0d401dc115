import { useTranslation } from 'react-i18next';
import { Highlights } from '../../features/catalogue/components/highlights';
import { CategoryList } from '../../features/categories/components/category-list';
import { ServiceStatus } from '../../features/health/components/service-status';

export function HomeRoute() {
  const { t } = useTranslation();
  return (
    <main className="content">
      <h1>{t('home.title')}</h1>
      <p>{t('home.intro')}</p>
      <Highlights />
      <CategoryList />
      <ServiceStatus />
    </main>
  );
}
