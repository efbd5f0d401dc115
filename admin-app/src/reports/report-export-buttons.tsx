import { REPORT_EXPORT_FORMATS, type ReportExportFormat, type ReportName, type ReportQueryBody } from '@khru/contracts';
import DownloadIcon from '@mui/icons-material/Download';
import { useState } from 'react';
import { Button, useDataProvider } from 'react-admin';
import { useServerErrorNotifier } from '../dataProvider/use-notify-server-error';
import type { ReportsDataProvider } from './reports.data-provider';

/** Saves a file the browser was handed (the export is fetched with the token, then saved from memory). */
function save(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  link.click();
  // Revoked a moment later: revoking at once can cancel the download before the browser has read the file.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** CSV and XLSX of the report's tables, every row, with the filters on screen (the server writes them above the table). */
export function ReportExportButtons({ report, query }: { report: ReportName; query: ReportQueryBody }) {
  const dataProvider = useDataProvider<ReportsDataProvider>();
  const notifyError = useServerErrorNotifier();
  const [busy, setBusy] = useState<ReportExportFormat | null>(null);
  const download = async (format: ReportExportFormat) => {
    setBusy(format);
    try {
      const file = await dataProvider.exportReport(report, format, query);
      save(file.blob, file.fileName ?? `${report}.${format}`);
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      {REPORT_EXPORT_FORMATS.map((format) => (
        <Button key={format} label={`khru.reports.export.${format}`} variant="outlined" disabled={busy !== null} onClick={() => void download(format)}>
          <DownloadIcon />
        </Button>
      ))}
    </>
  );
}
