import type { CertificateResponse } from '@khru/contracts';
import DownloadIcon from '@mui/icons-material/Download';
import { Button, useDataProvider, useRecordContext } from 'react-admin';
import { useServerAction } from '../dataProvider/use-server-action';
import type { CertificatesDataProvider } from './certificates.data-provider';

/** Saves the certificate's PDF (fetched with the token, then saved from memory); offered once the PDF is made. */
export function CertificatePdfButton() {
  const certificate = useRecordContext<CertificateResponse>();
  const dataProvider = useDataProvider<CertificatesDataProvider>();
  const { busy, run } = useServerAction();
  if (!certificate?.pdfUrl) return null;
  const download = () =>
    run(async () => {
      const url = URL.createObjectURL(await dataProvider.getCertificatePdf(certificate));
      Object.assign(document.createElement('a'), { href: url, download: `${certificate.number}.pdf` }).click();
      // Revoked a moment later: revoking at once can cancel the download before the browser has read the file.
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    });
  return (
    <Button label="khru.certificates.pdf" disabled={busy} onClick={() => void download()}>
      <DownloadIcon />
    </Button>
  );
}
