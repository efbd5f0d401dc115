import type { HistoryRecordKind, RecordHistoryResponse } from '@khru/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { retryUnlessRefused } from '../dataProvider/server-errors';
import type { HistoryDataProvider } from './history.data-provider';

export const HISTORY_PAGE_SIZE = 20;

/** Query keys of a record's history, so a screen that changes the record can refresh its tab. */
export const historyQueryKey = (kind: HistoryRecordKind, id: string) => ['history', kind, id] as const;

/** A record's events, newest first, one page after another as the admin asks for more. */
export function useRecordHistory(kind: HistoryRecordKind, id: string) {
  const dataProvider = useDataProvider<HistoryDataProvider>();
  return useInfiniteQuery({
    queryKey: historyQueryKey(kind, id),
    queryFn: ({ pageParam }) => dataProvider.getRecordHistory(kind, id, pageParam, HISTORY_PAGE_SIZE),
    initialPageParam: 0,
    getNextPageParam: (last: RecordHistoryResponse, pages: RecordHistoryResponse[]) => {
      const loaded = pages.reduce((count, page) => count + page.data.length, 0);
      return last.data.length > 0 && loaded < last.totalCount ? loaded : undefined;
    },
    retry: retryUnlessRefused,
  });
}
