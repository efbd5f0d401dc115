import type { CourseRestrictionsResponse } from '@khru/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const getRestrictions = (courseId: string) => api<CourseRestrictionsResponse>(`coursesapi/course/${encodeURIComponent(courseId)}/restrictions`);

export const useRestrictions = (courseId: string) =>
  useQuery({ queryKey: ['courses', courseId, 'restrictions'], queryFn: () => getRestrictions(courseId), retry: false, meta: { toastErrors: false } });
