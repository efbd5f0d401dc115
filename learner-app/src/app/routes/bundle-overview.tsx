import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useBundle } from '../../features/catalogue/api/get-bundle';
import { CourseGrid } from '../../features/catalogue/components/course-grid';
import { CreditOffer } from '../../features/corporate/components/credit-offer';
import { CourseStatusBadge } from '../../components/course-status-badge';
import { useBundleStatus } from '../../lib/course-status';
import { byLocale, formatPrice } from '../../lib/format';
import { useLocaleStore } from '../../stores/locale-store';
import { BuyActions } from './buy-actions';
import { NotFoundRoute } from './not-found';
import { useOwnership } from '../../features/users/hooks/use-ownership';
import { useShopView } from '../../features/users/hooks/use-shop-view';
import '../../features/catalogue/catalogue.css';

/** A bundle or certificate: what it is, what it costs against its courses bought one by one (for corporate accounts: in credits), and its courses in order. */
export function BundleOverviewRoute() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const locale = useLocaleStore((s) => s.locale);
  const bundle = useBundle(id);
  const ownership = useOwnership(id, true);
  const view = useShopView();
  const status = useBundleStatus({ id, courseIds: bundle.data?.courseIds ?? [] });
  if (bundle.isError) return <NotFoundRoute />;
  if (!bundle.data) return <main className="content" aria-busy="true" />;
  const b = bundle.data;
  return (
    <main className="content course-overview">
      <header className="course-hero">
        <div>
          <CourseStatusBadge status={status} />
          <p className="bundle-kind">{b.isSingleCertificate ? t('catalogue.certificate') : t('catalogue.bundle')}</p>
          <h1>{byLocale(locale, b.nameEn, b.nameTh)}</h1>
          <p className="course-description">{byLocale(locale, b.descriptionEn, b.descriptionTh)}</p>
          <p className="course-facts">{t('catalogue.courseCount', { count: b.courses.length })}</p>
        </div>
        <aside className="course-buy">
          {view === 'organisation' ? (
            <CreditOffer
              item={{ itemId: b.id, isBundle: true }}
              name={byLocale(locale, b.nameEn, b.nameTh)}
              held={ownership.owned}
              learnCourseId={b.courses[0]?.id ?? null}
            />
          ) : (
            <>
              <p className="course-price">{b.price === 0 ? t('catalogue.free') : formatPrice(b.price, locale)}</p>
              <BuyActions item={{ itemId: b.id, isBundle: true }} price={b.price} />
              {b.saving > 0 ? (
                <p className="bundle-saving">
                  {t('catalogue.bundleSaving', { full: formatPrice(b.fullPrice, locale), saving: formatPrice(b.saving, locale) })}
                </p>
              ) : null}
              <p className="form-note">{b.isSingleCertificate ? t('catalogue.certificateNote') : t('catalogue.bundleNote')}</p>
            </>
          )}
        </aside>
      </header>
      <section>
        <h2>{t('catalogue.includedCourses')}</h2>
        <CourseGrid courses={b.courses} />
      </section>
    </main>
  );
}
