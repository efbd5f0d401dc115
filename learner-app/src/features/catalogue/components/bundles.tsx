import { useTranslation } from 'react-i18next';
import { useBundleList } from '../api/list-bundles';
import { BundleCard } from './bundle-card';
import { CardRow } from './course-grid';

/** Bundles with certificates on the home page: the storefront's list call (`isSingleCertificate contains false`). */
export function Bundles() {
  const { t } = useTranslation();
  const bundles = useBundleList({ filter: ['isSingleCertificate', 'contains', false], requireTotalCount: true });
  const items = bundles.data?.data ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="bundles-title">
      <h2 id="bundles-title">{t('catalogue.bundlesTitle')}</h2>
      <CardRow shelfOf="bundles-title">
        {items.map((bundle) => (
          <BundleCard key={bundle.id} bundle={bundle} />
        ))}
      </CardRow>
    </section>
  );
}
