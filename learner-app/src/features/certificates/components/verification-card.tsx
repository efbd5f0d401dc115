import type { CertificateVerification } from '@khru/contracts';
import { useTranslation } from 'react-i18next';
import { byLocale, formatDate } from '../../../lib/format';
import { useLocaleStore } from '../../../stores/locale-store';
import '../certificates.css';

/**
 * The public verification of a certificate (`/verify/:id`): valid (holder, title, date, score, number, issuer) or
 * revoked (when and why), with the Open Badges credential a verifier's tool can check.
 */
export function VerificationCard({ verification }: { verification: CertificateVerification }) {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  const valid = verification.valid;
  const facts = [
    { key: 'holder', value: verification.holderName },
    { key: 'title', value: byLocale(locale, verification.titleEn, verification.titleTh) },
    { key: 'kind', value: t(`certificate.kind.${verification.kind}`) },
    { key: 'issued', value: formatDate(verification.issuedAt, locale) },
    ...(verification.scorePercent !== null ? [{ key: 'score', value: t('certificate.scoreValue', { score: verification.scorePercent }) }] : []),
    { key: 'number', value: verification.number },
    { key: 'issuer', value: t('verify.issuerName') },
  ];
  return (
    <article className={`verification ${valid ? 'valid' : 'revoked'}`} aria-labelledby="verification-title">
      <header className="verification-header">
        <span className="verification-mark" aria-hidden="true">
          {valid ? '✓' : '✕'}
        </span>
        <div>
          <h1 id="verification-title">{valid ? t('verify.valid') : t('verify.revoked')}</h1>
          <p>{valid ? t('verify.validText') : t('verify.revokedText')}</p>
        </div>
      </header>
      {!valid && verification.revokedAt ? (
        <p className="verification-revocation" role="note">
          {t('verify.revokedOn', { date: formatDate(verification.revokedAt, locale) })}
          {verification.revokedReason ? ` ${t('verify.reason', { reason: verification.revokedReason })}` : null}
        </p>
      ) : null}
      <dl className="verification-facts">
        {facts.map((fact) => (
          <div key={fact.key}>
            <dt>{t(`verify.fact.${fact.key}`)}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      <p className="verification-badge">
        <a href={verification.badgeUrl} target="_blank" rel="noreferrer">
          {t('verify.badge')}
        </a>
        <span>{t('verify.badgeText')}</span>
      </p>
    </article>
  );
}
