import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { byLocale, formatDate } from '../../../lib/format';
import { useLocaleStore } from '../../../stores/locale-store';
import { usePublicCertificates } from '../api/list-public-certificates';
import '../certificates.css';

/** A public profile's certificates, each linking to its verification; nothing at all while the owner keeps them private. */
export function PublicCertificates({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  const headingId = useId();
  const certificates = usePublicCertificates(userId);
  if (!certificates.data) return null;
  const list = certificates.data.data;
  return (
    <section className="public-certificates" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('certificate.public.title')}</h2>
      {list.length === 0 ? <p className="form-note">{t('certificate.public.none')}</p> : null}
      <ul className="certificate-list">
        {list.map((certificate) => (
          <li key={certificate.id} className="certificate-card">
            <div className="certificate-card-seal" aria-hidden="true">
              ✓
            </div>
            <div className="certificate-card-body">
              <p className="certificate-kind">{t(`certificate.kind.${certificate.kind}`)}</p>
              <h3>{byLocale(locale, certificate.titleEn, certificate.titleTh)}</h3>
              <p className="certificate-issued">{t('certificate.issuedOn', { date: formatDate(certificate.issuedAt, locale) })}</p>
              <Link to={`/verify/${encodeURIComponent(certificate.id)}`}>{t('certificate.verifyLink')}</Link>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
