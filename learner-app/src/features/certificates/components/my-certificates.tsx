import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMyCertificates } from '../api/list-my-certificates';
import { CertificateCard } from './certificate-card';
import '../certificates.css';

/** The profile's certificates section (spec section 2): every certificate the learner earned, newest first. */
export function MyCertificates() {
  const { t } = useTranslation();
  const certificates = useMyCertificates();
  if (!certificates.data) return <section className="my-certificates" aria-busy={certificates.isPending} />;
  const list = certificates.data.data;
  return (
    <section className="my-certificates" aria-labelledby="my-certificates-title">
      <h2 id="my-certificates-title">{t('certificate.mine.title')}</h2>
      {list.length === 0 ? (
        <p className="certificate-empty">
          {t('certificate.mine.none')} <Link to="/test">{t('certificate.mine.toTests')}</Link>
        </p>
      ) : (
        <ul className="certificate-list">
          {list.map((certificate) => (
            <CertificateCard key={certificate.id} certificate={certificate} />
          ))}
        </ul>
      )}
    </section>
  );
}
