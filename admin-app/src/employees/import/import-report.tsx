import type { ImportRowError } from '@khru/contracts';
import { Alert, Chip, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ImportOutcome } from '../employees.data-provider';

function RowErrors({ errors }: { errors: ImportRowError[] }) {
  const translate = useTranslate();
  return (
    <TableContainer sx={{ maxHeight: 420 }}>
      <Table size="small" stickyHeader aria-label={translate('khru.employees.import.errorsTitle')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('khru.employees.import.line')}</TableCell>
            <TableCell>{translate('khru.employees.import.field')}</TableCell>
            <TableCell>{translate('khru.employees.import.message')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {errors.map((error) => (
            <TableRow key={`${error.line}:${error.field}:${error.message}`}>
              <TableCell>{error.line}</TableCell>
              <TableCell>{error.field}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{error.message}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** What a preview or an import found: the counts, and each bad row by line, field and the server's message. */
export function ImportReport({ outcome }: { outcome: ImportOutcome }) {
  const translate = useTranslate();
  if (outcome.kind === 'refused') {
    return (
      <Stack spacing={2}>
        <Alert severity="error">{translate('khru.employees.import.refused', { message: outcome.message, smart_count: outcome.errors.length })}</Alert>
        <RowErrors errors={outcome.errors} />
      </Stack>
    );
  }
  const { result } = outcome;
  const bad = result.errors.length > 0;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Chip label={translate('khru.employees.import.rows', { smart_count: result.rows })} />
        <Chip color="success" label={translate('khru.employees.import.added', { smart_count: result.added })} />
        <Chip color="info" label={translate('khru.employees.import.updated', { smart_count: result.updated })} />
        <Chip label={translate('khru.employees.import.unchanged', { smart_count: result.unchanged })} />
      </Stack>
      {bad ? (
        <>
          <Alert severity="error">{translate('khru.employees.import.fixRows', { smart_count: result.errors.length })}</Alert>
          <RowErrors errors={result.errors} />
        </>
      ) : (
        <Alert severity={result.dryRun ? 'info' : 'success'}>{translate(result.dryRun ? 'khru.employees.import.ready' : 'khru.employees.import.done')}</Alert>
      )}
    </Stack>
  );
}
