import { resizedImageSrcSet, type BundleSummaryResponse } from '@khru/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CourseStatusBadge } from '../../../components/course-status-badge';
import { useBundleStatus } from '../../../lib/course-status';
import { CARD_IMAGE_SIZES } from './course-card';
import { byLocale, formatPrice } from '../../../lib/format';
import { initialOf } from '../../../lib/initial';
import { useIsCorporate } from '../../../lib/use-is-corporate';
import { useLocaleStore } from '../../../stores/locale-store';
import '../catalogue.css';

/** A bundle or certificate in a grid: name, how many courses, price and the learner's status (spec section 4's bundle rule); links to its overview. */
export function BundleCard({ bundle }: { bundle: BundleSummaryResponse }) {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  const corporate = useIsCorporate();
  const status = useBundleStatus(bundle);
  const name = byLocale(locale, bundle.nameEn, bundle.nameTh);
  const image = byLocale(locale, bundle.thumbnailImageEn, bundle.thumbnailImageTh);
  return (
    <Link to={`/bundle-overview/${bundle.id}`} className="course-card bundle-card">
      <div className="course-thumb" aria-hidden="true">
        {image ? <img src={image} srcSet={resizedImageSrcSet(image)} sizes={CARD_IMAGE_SIZES} alt="" /> : <span>{initialOf(name)}</span>}
      </div>
      <CourseStatusBadge status={status} />
      <p className="bundle-kind">{bundle.isSingleCertificate ? t('catalogue.certificate') : t('catalogue.bundle')}</p>
      <h3>{name}</h3>
      <p className="course-facts">{t('catalogue.courseCount', { count: bundle.courseCount })}</p>
      {corporate ? (
        <p className="course-via">{t('catalogue.viaOrganisation')}</p>
      ) : (
        <p className="course-price">{bundle.price === 0 ? t('catalogue.free') : formatPrice(bundle.price, locale)}</p>
      )}
    </Link>
  );
}
