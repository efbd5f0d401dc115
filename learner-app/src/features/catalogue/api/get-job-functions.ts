import type { JobFunctionsResponse } from '@khru/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { catalogueKeys } from './catalogue-keys';

export const getJobFunctions = () => api<JobFunctionsResponse>('coursesapi/job-functions');

export const useJobFunctions = () => useQuery({ queryKey: catalogueKeys.jobFunctions(), queryFn: getJobFunctions, staleTime: 5 * 60_000 });
