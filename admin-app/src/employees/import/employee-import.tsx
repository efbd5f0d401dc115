import DownloadIcon from '@mui/icons-material/Download';
import PreviewIcon from '@mui/icons-material/Preview';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Box, Card, CardContent, Link, Button as MuiButton, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState, type ChangeEvent } from 'react';
import { Button, ListButton, Title, TopToolbar, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useServerErrorNotifier } from '../../dataProvider/use-notify-server-error';
import type { EmployeesDataProvider, ImportOutcome } from '../employees.data-provider';
import { ImportReport } from './import-report';
import { IMPORT_TEMPLATE_NAME, importTemplateHref } from './import-template';

const canImport = (preview: ImportOutcome | null) => preview?.kind === 'counted' && preview.result.dryRun && preview.result.errors.length === 0;

/**
 * The CSV import: choose a file, preview it (the server checks every row and changes nothing), then import it.
 * Import is offered only after a clean preview of the same file; a bad row means nothing is imported.
 */
export function EmployeeImport() {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useServerErrorNotifier();
  const dataProvider = useDataProvider<EmployeesDataProvider>();
  const [file, setFile] = useState<File | null>(null);
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);
  const send = useMutation({
    mutationFn: ({ chosen, dryRun }: { chosen: File; dryRun: boolean }) => dataProvider.importEmployees(chosen, dryRun),
    onSuccess: (answer) => {
      setOutcome(answer);
      if (answer.kind === 'counted' && !answer.result.dryRun && answer.result.errors.length === 0)
        notify('khru.employees.import.imported', { type: 'success', messageArgs: { added: answer.result.added, updated: answer.result.updated } });
    },
    onError: notifyError,
  });
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    setFile(event.target.files?.[0] ?? null);
    setOutcome(null);
  };
  return (
    <Box>
      <Title title="khru.employees.import.title" />
      <TopToolbar>
        <ListButton resource="employees" />
      </TopToolbar>
      <Card>
        <CardContent>
          <Stack spacing={2}>
            <Typography>{translate('khru.employees.import.intro')}</Typography>
            <Link href={importTemplateHref()} download={IMPORT_TEMPLATE_NAME} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
              <DownloadIcon fontSize="small" />
              {translate('khru.employees.import.template')}
            </Link>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
              <MuiButton component="label" variant="outlined" startIcon={<UploadFileIcon />}>
                {translate('khru.employees.import.choose')}
                <input hidden type="file" accept=".csv,text/csv" data-testid="import-file" onChange={choose} />
              </MuiButton>
              <Typography sx={{ overflowWrap: 'anywhere' }}>{file ? file.name : translate('khru.employees.import.noFile')}</Typography>
            </Stack>
            <Stack direction="row" spacing={2}>
              <Button
                variant="outlined"
                label="khru.employees.import.preview"
                disabled={!file || send.isPending}
                onClick={() => file && send.mutate({ chosen: file, dryRun: true })}
              >
                <PreviewIcon />
              </Button>
              <Button
                variant="contained"
                label="khru.employees.import.confirm"
                disabled={!file || send.isPending || !canImport(outcome)}
                onClick={() => file && send.mutate({ chosen: file, dryRun: false })}
              >
                <UploadFileIcon />
              </Button>
            </Stack>
            {outcome && <ImportReport outcome={outcome} />}
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
