import DownloadIcon from '@mui/icons-material/Download';
import { Stack } from '@mui/material';
import { useState } from 'react';
import { Button, useDataProvider } from 'react-admin';
import { useServerErrorNotifier } from '../dataProvider/use-notify-server-error';
import type { AuditDataProvider, LedgerExportFormat } from './audit.data-provider';

const FORMATS: { format: LedgerExportFormat; label: string }[] = [
  { format: 'jsonl', label: 'khru.audit.downloadJsonl' },
  { format: 'csv', label: 'khru.audit.downloadCsv' },
];

/** Saves a file the browser was handed (the export is fetched with the token, then saved from memory). */
function save(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  link.click();
  // Revoked a moment later: revoking at once can cancel the download before the browser has read the file.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The ledger export as of the instant, with its hash chain, to check with `npm run audit:verify`. */
export function ExportButtons({ costCentreId, code, asOf }: { costCentreId: string; code: string; asOf: string }) {
  const dataProvider = useDataProvider<AuditDataProvider>();
  const notifyError = useServerErrorNotifier();
  const [busy, setBusy] = useState<LedgerExportFormat | null>(null);
  const download = async (format: LedgerExportFormat) => {
    setBusy(format);
    try {
      const stamp = asOf.replace(/[:.]/g, '-');
      save(await dataProvider.exportLedger(costCentreId, format, asOf), `ledger-${code}-${stamp}.${format}`);
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(null);
    }
  };
  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
      {FORMATS.map(({ format, label }) => (
        <Button key={format} label={label} variant="outlined" disabled={busy !== null} onClick={() => void download(format)}>
          <DownloadIcon />
        </Button>
      ))}
    </Stack>
  );
}
