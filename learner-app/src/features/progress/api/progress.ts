import type { CommandAccepted, CourseProgressResponse, LearningSummaryResponse, WatchedInterval } from '@khru/contracts';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useSessionStore } from '../../../stores/session-store';

export interface ProgressReport {
  lessonId: string;
  position: number;
  watched: WatchedInterval[];
}

/** `keepalive` lets the report on page hide outlive the page, with the bearer header (a beacon cannot send one). */
export const reportProgress = (courseId: string, report: ProgressReport) =>
  api<CommandAccepted>(`coursesapi/course/${encodeURIComponent(courseId)}/progress`, { method: 'POST', body: JSON.stringify(report), keepalive: true });

export const progressQueryKey = (courseId: string) => ['courses', courseId, 'progress'] as const;

export const useCourseProgress = (courseId: string, enabled: boolean) =>
  useQuery({
    queryKey: progressQueryKey(courseId),
    queryFn: () => api<CourseProgressResponse>(`coursesapi/course/${encodeURIComponent(courseId)}/progress`),
    enabled,
    meta: { toastErrors: false },
  });

const learningSummaryQueryKey = (userId: string) => ['users', userId, 'learning-summary'] as const;

/** After a recorded report: the course's progress and the learner's summary (statuses on cards, My Learning) are read again. */
export const invalidateProgress = (queryClient: QueryClient, courseId: string): void => {
  void queryClient.invalidateQueries({ queryKey: progressQueryKey(courseId) });
  void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[2] === 'learning-summary' });
};

/** The logged-in learner's learning time over all courses and each studied course's status, percent and last activity. */
export const useLearningSummary = (enabled = true) => {
  const userId = useSessionStore((s) => s.userId);
  return useQuery({
    queryKey: learningSummaryQueryKey(userId ?? ''),
    queryFn: () => api<LearningSummaryResponse>('coursesapi/progress/summary'),
    enabled: enabled && Boolean(userId),
    meta: { toastErrors: false },
  });
};
