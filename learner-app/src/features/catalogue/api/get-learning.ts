import type { CourseLearningResponse } from '@khru/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api-client';
import { catalogueKeys } from './catalogue-keys';

export const getLearning = (courseId: string) => api<CourseLearningResponse>(`coursesapi/course/${encodeURIComponent(courseId)}/learning`);

/** Just after an enrolment by credits the access arrives through a workflow, moments after the deduction: ask again for this long. */
export const ACCESS_WAIT = { tries: 20, delayMs: 500 } as const;

/**
 * The course's lessons with their media; 403 when the learner does not hold the course. With
 * `awaitingAccess` (just enrolled) a 403 is asked again for a few seconds before it counts.
 */
export const useLearning = (courseId: string, awaitingAccess = false) =>
  useQuery({
    queryKey: catalogueKeys.learning(courseId),
    queryFn: () => getLearning(courseId),
    retry: (count, error) => awaitingAccess && error instanceof ApiError && error.status === 403 && count < ACCESS_WAIT.tries,
    retryDelay: ACCESS_WAIT.delayMs,
    meta: { toastErrors: false },
  });
