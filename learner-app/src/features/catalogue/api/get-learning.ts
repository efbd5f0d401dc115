import type { CourseLearningResponse } from '@khru/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const getLearning = (courseId: string) => api<CourseLearningResponse>(`coursesapi/course/${encodeURIComponent(courseId)}/learning`);

/** The course's lessons with their media; 403 when the learner does not hold the course. */
export const useLearning = (courseId: string) =>
  useQuery({ queryKey: ['courses', courseId, 'learning'], queryFn: () => getLearning(courseId), retry: false, meta: { toastErrors: false } });
