import type { ReportName } from '@khru/contracts';
import { sharedFilters, writeReportSearch, type ReportSearch } from './report-search';

export const reportPath = (report: ReportName): string => `/reports/${report}`;

/** A link to another report with the filters every tab shares, narrowed further if asked (a drill-down into a row). */
export const reportLink = (report: ReportName, search: ReportSearch, narrowed: Partial<ReportSearch> = {}) => ({
  pathname: reportPath(report),
  search: writeReportSearch({ ...sharedFilters(search), ...narrowed }),
});
