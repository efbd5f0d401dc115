import type { CertificateResponse } from '@khru/contracts';
import DownloadIcon from '@mui/icons-material/Download';
import { useState } from 'react';
import { Button, useDataProvider, useRecordContext } from 'react-admin';
import type { KhruDataProvider } from '../dataProvider';
import { useServerErrorNotifier } from '../dataProvider/use-notify-server-error';

/** Saves the certificate's PDF (fetched with the token, then saved from memory); offered once the PDF is made. */
export function CertificatePdfButton() {
  const certificate = useRecordContext<CertificateResponse>();
  const dataProvider = useDataProvider<KhruDataProvider>();
  const notifyError = useServerErrorNotifier();
  const [busy, setBusy] = useState(false);
  if (!certificate?.pdfUrl) return null;
  const download = async () => {
    setBusy(true);
    try {
      const url = URL.createObjectURL(await dataProvider.getCertificatePdf(certificate));
      Object.assign(document.createElement('a'), { href: url, download: `${certificate.number}.pdf` }).click();
      // Revoked a moment later: revoking at once can cancel the download before the browser has read the file.
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button label="khru.certificates.pdf" disabled={busy} onClick={() => void download()}>
      <DownloadIcon />
    </Button>
  );
}
