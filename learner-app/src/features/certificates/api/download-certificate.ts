import type { CertificateResponse } from '@khru/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiBlob } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/save-blob';

/** A certificate whose PDF is made. */
export type ReadyCertificate = Pick<CertificateResponse, 'number'> & { pdfUrl: string };

/** The PDF's API path (`/api/…`) as the api client takes it. */
const apiPath = (pdfUrl: string) => pdfUrl.replace(/^\/?api\//, '');

/** Fetches the PDF with the learner's session (a plain link would carry no token) and saves it under the certificate's number. */
export async function downloadCertificate(certificate: ReadyCertificate): Promise<void> {
  saveBlob(await apiBlob(apiPath(certificate.pdfUrl)), `khru-certificate-${certificate.number}.pdf`);
}

export const useDownloadCertificate = () => useMutation({ mutationFn: downloadCertificate, meta: { toastErrors: false } });
