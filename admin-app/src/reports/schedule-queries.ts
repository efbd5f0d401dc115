import type { CreateReportScheduleBody } from '@khru/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { retryUnlessRefused } from '../dataProvider/server-errors';
import { useNotifyServerError } from '../dataProvider/use-notify-server-error';
import { reportKeys } from './report-queries';
import type { ReportsDataProvider } from './reports.data-provider';

/** The organisation's running schedules ('' = the caller's own organisation). */
export function useReportSchedules(organizationId: string, enabled: boolean) {
  const dataProvider = useDataProvider<ReportsDataProvider>();
  const query = useQuery({
    queryKey: reportKeys.schedules(organizationId),
    queryFn: () => dataProvider.getReportSchedules(organizationId || undefined),
    enabled,
    retry: retryUnlessRefused,
  });
  useNotifyServerError(query.error);
  return query;
}

/** Creating or stopping a schedule lists the organisation's schedules again. */
function useScheduleChange<T>(organizationId: string, change: (provider: ReportsDataProvider, input: T) => Promise<unknown>) {
  const dataProvider = useDataProvider<ReportsDataProvider>();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: T) => change(dataProvider, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportKeys.schedules(organizationId) }),
  });
}

export const useCreateSchedule = (organizationId: string) =>
  useScheduleChange<CreateReportScheduleBody>(organizationId, (provider, body) => provider.createReportSchedule(body));

export const useDeleteSchedule = (organizationId: string) => useScheduleChange<string>(organizationId, (provider, id) => provider.deleteReportSchedule(id));
