import type { ReportName, ReportQueryBody, ReportResponse } from '@khru/contracts';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { retryUnlessRefused } from '../dataProvider/server-errors';
import { useNotifyServerError } from '../dataProvider/use-notify-server-error';
import type { ReportsDataProvider } from './reports.data-provider';

export const reportKeys = {
  all: ['reports'] as const,
  report: (report: ReportName, body: ReportQueryBody) => ['reports', report, body] as const,
  schedules: (organizationId: string) => ['reports', 'schedules', organizationId] as const,
};

/**
 * One report's answer for the body; the previous answer of the same report stays on screen while the next page
 * or filter loads (another report's answer has another shape). Nothing is asked while `enabled` is false (a
 * platform admin has not picked an organisation yet).
 */
export function useReport<T extends ReportResponse>(report: ReportName, body: ReportQueryBody, enabled: boolean) {
  const dataProvider = useDataProvider<ReportsDataProvider>();
  const query = useQuery({
    queryKey: reportKeys.report(report, body),
    queryFn: () => dataProvider.getReport<T>(report, body),
    enabled,
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === report ? previous : undefined),
    retry: retryUnlessRefused,
  });
  useNotifyServerError(query.error);
  return query;
}
