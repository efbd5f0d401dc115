import type { CourseProgressResponse } from '@khru/contracts';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { progressKeys } from './progress-keys';

export const getCourseProgress = (courseId: string) => api<CourseProgressResponse>(`coursesapi/course/${encodeURIComponent(courseId)}/progress`);

export const useCourseProgress = (courseId: string, enabled: boolean) =>
  useQuery({
    queryKey: progressKeys.course(courseId),
    queryFn: () => getCourseProgress(courseId),
    enabled,
    meta: { toastErrors: false },
  });

/** After a recorded report: the course's progress and the learner's summary (statuses on cards, My Learning) are read again. */
export const invalidateProgress = (queryClient: QueryClient, courseId: string): void => {
  void queryClient.invalidateQueries({ queryKey: progressKeys.course(courseId) });
  void queryClient.invalidateQueries({ predicate: (query) => progressKeys.isSummary(query.queryKey) });
};
