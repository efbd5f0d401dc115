import type { LearningSummaryResponse } from '@khru/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useSessionStore } from '../../../stores/session-store';
import { progressKeys } from './progress-keys';

export const getLearningSummary = () => api<LearningSummaryResponse>('coursesapi/progress/summary');

/** The logged-in learner's learning time over all courses and each studied course's status, percent and last activity. */
export const useLearningSummary = (enabled = true) => {
  const userId = useSessionStore((s) => s.userId);
  return useQuery({
    queryKey: progressKeys.summary(userId ?? ''),
    queryFn: getLearningSummary,
    enabled: enabled && Boolean(userId),
    meta: { toastErrors: false },
  });
};
