import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Banners } from '../../features/catalogue/components/banners';
import { Bundles } from '../../features/catalogue/components/bundles';
import { Choices } from '../../features/catalogue/components/choices';
import { Highlights } from '../../features/catalogue/components/highlights';
import { CategoryList } from '../../features/categories/components/category-list';
import { ServiceStatus } from '../../features/health/components/service-status';

/** The storefront: banners, highlights, categories, bundles and the editors' shelves. */
export function HomeRoute() {
  const { t } = useTranslation();
  return (
    <main className="content home-page">
      <h1>{t('home.title')}</h1>
      <p>
        <Trans i18nKey="home.introFind" components={{ find: <Link to="/find-courses/categories" /> }} />
      </p>
      <Banners />
      <Highlights />
      <CategoryList />
      <Bundles />
      <Choices />
      <ServiceStatus />
    </main>
  );
}
