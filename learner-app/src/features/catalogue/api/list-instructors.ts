import type { InstructorListResponse } from '@khru/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { catalogueKeys } from './catalogue-keys';

export const listInstructors = (skip: number, take: number) => api<InstructorListResponse>(`coursesapi/instructor?skip=${skip}&take=${take}`);

export const useInstructors = (skip: number, take: number) =>
  useQuery({ queryKey: catalogueKeys.instructorList(skip, take), queryFn: () => listInstructors(skip, take) });
