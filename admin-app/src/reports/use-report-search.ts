import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-admin';
import { readReportSearch, writeReportSearch, type ReportSearch } from './report-search';

export type ReportSearchChange = (change: Partial<ReportSearch>) => void;

/**
 * The report's state, read from and written to the query string. A change of filter returns to the first
 * page; each change is a history entry, so the browser's back button undoes it.
 */
export function useReportSearch(): [ReportSearch, ReportSearchChange] {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const state = useMemo(() => readReportSearch(search), [search]);
  const change = useCallback<ReportSearchChange>(
    (next) => navigate({ pathname, search: writeReportSearch({ ...state, page: 0, ...next }) }),
    [navigate, pathname, state],
  );
  return [state, change];
}
