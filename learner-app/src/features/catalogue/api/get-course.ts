import type { CourseResponse } from '@khru/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { catalogueKeys } from './catalogue-keys';

export const getCourse = (courseId: string) => api<CourseResponse>(`coursesapi/course/${encodeURIComponent(courseId)}`);

export const useCourse = (courseId: string) =>
  useQuery({ queryKey: catalogueKeys.course(courseId), queryFn: () => getCourse(courseId), retry: false, meta: { toastErrors: false } });
