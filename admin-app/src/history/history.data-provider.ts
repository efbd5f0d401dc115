import type { HistoryRecordKind, RecordHistoryResponse } from '@khru/contracts';
import type { DataProviderWith } from '../dataProvider/combine-slices';
import type { HttpClient } from '../dataProvider/http-client';

/** A record's events from its stream, newest first, a page at a time. */
export const historyData = (http: HttpClient) => ({
  methods: {
    async getRecordHistory(kind: HistoryRecordKind, id: string, skip: number, take: number): Promise<RecordHistoryResponse> {
      const path = `/api/adminapi/history/${encodeURIComponent(kind)}/${encodeURIComponent(id)}`;
      return (await http(`${path}?skip=${skip}&take=${take}`)).json as RecordHistoryResponse;
    },
  },
});

export type HistoryDataProvider = DataProviderWith<ReturnType<typeof historyData>['methods']>;
