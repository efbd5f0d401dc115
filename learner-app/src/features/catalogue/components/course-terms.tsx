import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { byLocale } from '../../../lib/format';
import { useLocaleStore } from '../../../stores/locale-store';
import { useBundle } from '../api/get-bundle';
import { useRestrictions } from '../api/get-restrictions';
import '../catalogue.css';

function BundleLink({ id }: { id: string }) {
  const locale = useLocaleStore((s) => s.locale);
  const bundle = useBundle(id).data;
  return bundle ? <Link to={`/bundle-overview/${id}`}>{byLocale(locale, bundle.nameEn, bundle.nameTh)}</Link> : null;
}

/** A course's terms from its restrictions: free or pay-per-view, refunds, guardian consent, and the bundles that include it. */
export function CourseTerms({ courseId }: { courseId: string }) {
  const { t } = useTranslation();
  const terms = useRestrictions(courseId).data;
  if (!terms) return null;
  return (
    <div className="course-terms">
      <ul>
        <li>{terms.isFree ? t('catalogue.terms.free') : t('catalogue.terms.payPerView', { years: terms.payPerViewYears })}</li>
        {terms.isFree ? null : terms.trainingStartsAt ? (
          <li>{t('catalogue.terms.trainingRefund', { days: terms.trainingFullRefundDays, halfFrom: terms.trainingFullRefundDays - 1 })}</li>
        ) : (
          <li>{t('catalogue.terms.refund', { days: terms.refundWindowDays })}</li>
        )}
        <li>{t('catalogue.terms.guardian', { age: terms.guardianConsentBelowAge })}</li>
      </ul>
      {terms.bundleIds.length > 0 ? (
        <p>
          {t('catalogue.terms.inBundles')}{' '}
          {terms.bundleIds.map((id, i) => (
            <span key={id}>
              {i > 0 ? ', ' : null}
              <BundleLink id={id} />
            </span>
          ))}
        </p>
      ) : null}
    </div>
  );
}
