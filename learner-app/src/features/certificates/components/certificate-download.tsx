import type { CertificateResponse } from '@khru/contracts';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/query-client';
import { useDownloadCertificate } from '../api/download-certificate';
import '../certificates.css';

/**
 * A certificate's PDF as its state allows: being prepared (it takes seconds here; the spec tells learners up to
 * 5 minutes), a Download button once made, the spec's failure message when it could not be made or fetched.
 * `stillWaiting` is false once the bounded wait for a preparing certificate ran out.
 */
export function CertificateDownload({ certificate, stillWaiting = true }: { certificate: CertificateResponse | null; stillWaiting?: boolean }) {
  const { t } = useTranslation();
  const download = useDownloadCertificate();
  const status = certificate?.status ?? 'preparing';
  if (status === 'revoked') return <p className="certificate-note revoked">{t('certificate.revokedNote')}</p>;
  if (status === 'failed' || (status === 'preparing' && !stillWaiting)) {
    return (
      <p className="form-error" role="alert">
        {t('error.CERTIFICATE_DOWNLOAD_FAILED')}
      </p>
    );
  }
  if (status === 'preparing' || !certificate?.pdfUrl) {
    return (
      <p className="certificate-note preparing" role="status">
        <span className="certificate-spinner" aria-hidden="true" />
        {t('certificate.preparing')}
      </p>
    );
  }
  const ready = { number: certificate.number, pdfUrl: certificate.pdfUrl };
  return (
    <div className="certificate-download">
      <button type="button" className="button primary" disabled={download.isPending} onClick={() => download.mutate(ready)}>
        {download.isPending ? t('certificate.downloading') : t('certificate.download')}
      </button>
      {download.error ? (
        <p className="form-error" role="alert">
          {errorMessage(download.error)}
        </p>
      ) : null}
    </div>
  );
}
