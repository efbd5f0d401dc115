import type { InstructorResponse } from '@khru/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { catalogueKeys } from './catalogue-keys';

export const getInstructor = (instructorId: string) => api<InstructorResponse>(`coursesapi/instructor/${encodeURIComponent(instructorId)}`);

export const useInstructor = (instructorId: string) =>
  useQuery({ queryKey: catalogueKeys.instructor(instructorId), queryFn: () => getInstructor(instructorId), retry: false, meta: { toastErrors: false } });
