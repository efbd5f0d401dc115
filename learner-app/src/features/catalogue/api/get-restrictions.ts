import type { CourseRestrictionsResponse } from '@khru/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { catalogueKeys } from './catalogue-keys';

export const getRestrictions = (courseId: string) => api<CourseRestrictionsResponse>(`coursesapi/course/${encodeURIComponent(courseId)}/restrictions`);

export const useRestrictions = (courseId: string) =>
  useQuery({ queryKey: catalogueKeys.restrictions(courseId), queryFn: () => getRestrictions(courseId), retry: false, meta: { toastErrors: false } });
