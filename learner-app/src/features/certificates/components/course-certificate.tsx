import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Dialog } from '../../../components/dialog';
import { useDialogFocus } from '../../../components/use-dialog-focus';
import '../certificates.css';
import { errorMessage } from '../../../lib/query-client';
import { notIssuedYet } from '../api/certificate-polling';
import { useCourseCertificate } from '../api/get-course-certificate';
import { CertificateDownload } from './certificate-download';

/**
 * A passed test's certificate (spec section 4: "certificate earned, confirm to download"): a button that opens the
 * confirmation, which follows the certificate until its PDF is made and then downloads it.
 */
export function CourseCertificate({ courseId }: { courseId: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="button primary" onClick={() => setOpen(true)}>
        {t('certificate.downloadYours')}
      </button>
      {open ? <CourseCertificateDialog courseId={courseId} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function CourseCertificateDialog({ courseId, onClose }: { courseId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const certificate = useCourseCertificate(courseId);
  // Focus moves into the dialog; its Download is not there yet while the certificate is being made.
  const close = useDialogFocus<HTMLButtonElement>();
  const refused = certificate.error && !notIssuedYet(certificate.error);
  return (
    <Dialog title={t('certificate.downloadYours')} onClose={onClose}>
      <div className="certificate-dialog-body">
        <p>{t('certificate.confirmText')}</p>
        {refused ? (
          <p className="form-error" role="alert">
            {errorMessage(certificate.error)}
          </p>
        ) : (
          <CertificateDownload certificate={certificate.data ?? null} stillWaiting={certificate.stillWaiting} />
        )}
      </div>
      <div className="dialog-actions">
        {certificate.data ? (
          <Link className="button secondary" to={`/verify/${encodeURIComponent(certificate.data.id)}`}>
            {t('certificate.viewVerification')}
          </Link>
        ) : null}
        <button ref={close} type="button" className="button secondary" onClick={onClose}>
          {t('common.close')}
        </button>
      </div>
    </Dialog>
  );
}
