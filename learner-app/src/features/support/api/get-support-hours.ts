import type { SupportHoursResponse } from '@khru/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { supportApi } from './support-api';
import { supportKeys } from './support-keys';

export const getSupportHours = () => supportApi<SupportHoursResponse>('hours');

/** Whether support answers live now; read again every few minutes, since the hours pass while the page stays open. */
export const supportHoursOptions = () =>
  queryOptions({
    queryKey: supportKeys.hours,
    queryFn: getSupportHours,
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
    meta: { toastErrors: false },
  });

export const useSupportHours = () => useQuery(supportHoursOptions());
