import type { ReportExportFormat, ReportName, ReportPeriod } from '@khru/contracts';
import type { ExportDocument } from './export-document.js';
import { reportCsv } from './report-csv.js';
import { reportXlsx } from './report-xlsx.js';

export const EXPORT_CONTENT_TYPES: Record<ReportExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** An exported report, ready to answer or attach. */
export interface ReportFile {
  fileName: string;
  contentType: string;
  body: Buffer;
}

/** `<report>-<from>-<to>.<ext>`, the period's first and last months. */
export const reportFileName = (report: ReportName, period: Pick<ReportPeriod, 'from' | 'to'>, format: ReportExportFormat): string =>
  `${report}-${period.from}-${period.to}.${format}`;

export async function reportFile(report: ReportName, period: ReportPeriod, document: ExportDocument, format: ReportExportFormat): Promise<ReportFile> {
  const body = format === 'csv' ? Buffer.from(reportCsv(document), 'utf8') : await reportXlsx(document);
  return { fileName: reportFileName(report, period, format), contentType: EXPORT_CONTENT_TYPES[format], body };
}
