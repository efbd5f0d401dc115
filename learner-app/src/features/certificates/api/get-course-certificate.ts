import type { CertificateResponse } from '@khru/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { certificateKeys } from './certificate-keys';
import { gaveUpWaiting, pollWhilePreparing } from './certificate-polling';

/** The learner's certificate for a course (404 while none was earned), asked with the spec's POST. */
export const getCourseCertificate = (courseId: string) =>
  api<CertificateResponse>(`certificatesapi/certificate/by-course/${encodeURIComponent(courseId)}`, { method: 'POST' });

/** The course certificate, followed while it is being issued and made; `stillWaiting` turns false when that wait ran out. */
export function useCourseCertificate(courseId: string) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: certificateKeys.byCourse(courseId),
    queryFn: () => getCourseCertificate(courseId),
    staleTime: 0,
    refetchInterval: pollWhilePreparing,
    meta: { toastErrors: false },
  });
  const state = client.getQueryState(certificateKeys.byCourse(courseId));
  return { ...query, stillWaiting: !state || !gaveUpWaiting(state) };
}
