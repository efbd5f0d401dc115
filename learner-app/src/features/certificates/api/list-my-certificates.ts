import type { CertificateListResponse } from '@khru/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { certificateKeys } from './certificate-keys';
import { CERTIFICATE_POLL_MS } from './certificate-polling';

/** The learner's certificates, course and bundle ones, newest first. */
export const listMyCertificates = () =>
  api<CertificateListResponse>('certificatesapi/my-certificates', { method: 'POST', body: JSON.stringify({ loadOptions: { requireTotalCount: true } }) });

/** Asked again while one of them is still being made, so its Download appears without a reload. */
export const useMyCertificates = () =>
  useQuery({
    queryKey: certificateKeys.mine(),
    queryFn: listMyCertificates,
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.data.some((c) => c.status === 'preparing') ? CERTIFICATE_POLL_MS : false),
  });
