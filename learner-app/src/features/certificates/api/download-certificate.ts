import type { CertificateResponse } from '@khru/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiBlob } from '../../../lib/api-client';

/** A certificate whose PDF is made. */
export type ReadyCertificate = Pick<CertificateResponse, 'number'> & { pdfUrl: string };

/** The PDF's API path (`/api/…`) as the api client takes it. */
const apiPath = (pdfUrl: string) => pdfUrl.replace(/^\/?api\//, '');

/** Fetches the PDF with the learner's session (a plain link would carry no token) and saves it under the certificate's number. */
export async function downloadCertificate(certificate: ReadyCertificate): Promise<void> {
  const url = URL.createObjectURL(await apiBlob(apiPath(certificate.pdfUrl)));
  const link = Object.assign(document.createElement('a'), { href: url, download: `khru-certificate-${certificate.number}.pdf` });
  link.click();
  URL.revokeObjectURL(url);
}

export const useDownloadCertificate = () => useMutation({ mutationFn: downloadCertificate, meta: { toastErrors: false } });
