import type { HealthResponse } from '@khru/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { healthKeys } from './health-keys';

export const getHealth = (): Promise<HealthResponse> => api<HealthResponse>('health');

export const healthQueryOptions = () => queryOptions({ queryKey: healthKeys.all, queryFn: getHealth, refetchInterval: 30_000 });

export const useHealth = () => useQuery(healthQueryOptions());
