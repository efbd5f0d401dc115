import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import '../certificates.css';

/** A verification address Khru never issued (mistyped, or made up): said plainly, with whom to ask. */
export function VerificationNotFound() {
  const { t } = useTranslation();
  return (
    <article className="verification unknown" aria-labelledby="verification-title">
      <header className="verification-header">
        <span className="verification-mark" aria-hidden="true">
          ?
        </span>
        <div>
          <h1 id="verification-title">{t('verify.notFound')}</h1>
          <p>{t('verify.notFoundText')}</p>
        </div>
      </header>
      <p className="verification-badge">
        <Link to="/contact-us">{t('verify.contact')}</Link>
      </p>
    </article>
  );
}
