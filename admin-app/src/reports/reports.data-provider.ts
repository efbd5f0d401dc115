import type {
  CommandAccepted,
  CreateReportScheduleBody,
  ErrorResponse,
  ReportExportFormat,
  ReportName,
  ReportQueryBody,
  ReportResponse,
  ReportScheduleResponse,
} from '@khru/contracts';
import { HttpError } from 'react-admin';
import { storedToken } from '../auth/tokens';
import type { DataProviderWith } from '../dataProvider/combine-slices';
import type { HttpClient } from '../dataProvider/http-client';
import { readingOwnWrites } from '../dataProvider/read-own-writes';

const REPORTS = '/api/reportsapi';
const SCHEDULES = `${REPORTS}/schedules`;

const MEDIA_TYPES: Record<ReportExportFormat, string> = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** An exported report: its bytes and the name the server gave it. */
export interface ReportFile {
  blob: Blob;
  fileName: string | null;
}

/** `attachment; filename="…"` → the name; null when the server gave none. */
const fileNameOf = (disposition: string | null): string | null => /filename="?([^";]+)"?/.exec(disposition ?? '')?.[1] ?? null;

/** The reports of `reportsapi`: the answers, their export and the schedules that mail them. */
export function reportsData(client: HttpClient) {
  // A new schedule is listed as soon as the read model has it.
  const http = readingOwnWrites(client);
  return {
    methods: {
      async getReport<T extends ReportResponse>(report: ReportName, body: ReportQueryBody): Promise<T> {
        const { json } = await client(`${REPORTS}/${report}`, { method: 'POST', body: JSON.stringify(body) });
        return json as T;
      },
      /** The export is binary (XLSX), so it is read as bytes with the admin's token rather than through the JSON client. */
      async exportReport(report: ReportName, format: ReportExportFormat, body: ReportQueryBody): Promise<ReportFile> {
        const token = storedToken();
        const response = await fetch(`${REPORTS}/${report}/export?format=${format}`, {
          method: 'POST',
          headers: {
            Accept: MEDIA_TYPES[format],
            'Content-Type': 'application/json',
            'Accept-Language': globalThis.localStorage?.getItem('locale') ?? 'en',
            ...(token ? { Authorization: `Bearer ${token}` } : {}),
          },
          body: JSON.stringify(body),
        });
        if (!response.ok) {
          const error = (await response.json().catch(() => null)) as Partial<ErrorResponse> | null;
          throw new HttpError(error?.message ?? response.statusText, response.status, error);
        }
        return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('Content-Disposition')) };
      },
      async getReportSchedules(organizationId?: string): Promise<ReportScheduleResponse[]> {
        const query = organizationId ? `?organizationId=${encodeURIComponent(organizationId)}` : '';
        return ((await http(`${SCHEDULES}${query}`)).json as { data: ReportScheduleResponse[] }).data;
      },
      async createReportSchedule(body: CreateReportScheduleBody): Promise<CommandAccepted & { id: string }> {
        const { json } = await http(SCHEDULES, { method: 'POST', body: JSON.stringify(body) });
        return json as CommandAccepted & { id: string };
      },
      async deleteReportSchedule(id: string): Promise<CommandAccepted> {
        return (await http(`${SCHEDULES}/${encodeURIComponent(id)}`, { method: 'DELETE' })).json as CommandAccepted;
      },
    },
  };
}

export type ReportsDataProvider = DataProviderWith<ReturnType<typeof reportsData>['methods']>;
