import type { PublicCertificateListResponse } from '@khru/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { certificateKeys } from './certificate-keys';

export const listPublicCertificates = (userId: string) =>
  api<PublicCertificateListResponse>(`certificatesapi/users/${encodeURIComponent(userId)}/certificates`);

/** A public profile's valid certificates; refused (and so not shown) while the owner keeps them private. */
export const usePublicCertificates = (userId: string) =>
  useQuery({
    queryKey: certificateKeys.ofUser(userId),
    queryFn: () => listPublicCertificates(userId),
    retry: false,
    meta: { toastErrors: false },
  });
