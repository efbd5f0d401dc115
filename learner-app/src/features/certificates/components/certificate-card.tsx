import type { CertificateResponse } from '@khru/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { byLocale, formatDate } from '../../../lib/format';
import { useLocaleStore } from '../../../stores/locale-store';
import { CertificateDownload } from './certificate-download';
import { CopyLinkButton } from './copy-link-button';

/** One of the learner's certificates: its title in their language, date, number and score, and what can be done with it. */
export function CertificateCard({ certificate }: { certificate: CertificateResponse }) {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  const title = byLocale(locale, certificate.titleEn, certificate.titleTh);
  return (
    <li className={`certificate-card ${certificate.status}`}>
      <div className="certificate-card-seal" aria-hidden="true">
        ✓
      </div>
      <div className="certificate-card-body">
        <p className="certificate-kind">{t(`certificate.kind.${certificate.kind}`)}</p>
        <h3>{title}</h3>
        <dl className="certificate-facts">
          <div>
            <dt>{t('certificate.issued')}</dt>
            <dd>{formatDate(certificate.issuedAt, locale)}</dd>
          </div>
          <div>
            <dt>{t('certificate.number')}</dt>
            <dd>{certificate.number}</dd>
          </div>
          {certificate.scorePercent !== null ? (
            <div>
              <dt>{t('certificate.score')}</dt>
              <dd>{t('certificate.scoreValue', { score: certificate.scorePercent })}</dd>
            </div>
          ) : null}
        </dl>
        <div className="certificate-actions">
          <CertificateDownload certificate={certificate} />
          {certificate.status === 'revoked' ? null : (
            <>
              <Link className="button secondary small" to={`/verify/${encodeURIComponent(certificate.id)}`}>
                {t('certificate.viewVerification')}
              </Link>
              <CopyLinkButton url={certificate.verifyUrl} />
            </>
          )}
        </div>
      </div>
    </li>
  );
}
