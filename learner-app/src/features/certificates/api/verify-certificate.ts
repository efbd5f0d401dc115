import type { CertificateVerification } from '@khru/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { certificateKeys } from './certificate-keys';

/** What anyone may know about a certificate, without logging in (404 for an unknown id). */
export const verifyCertificate = (id: string) => api<CertificateVerification>(`certificatesapi/verify/${encodeURIComponent(id)}`);

export const useCertificateVerification = (id: string) =>
  useQuery({ queryKey: certificateKeys.verification(id), queryFn: () => verifyCertificate(id), retry: false, meta: { toastErrors: false } });
