import type { LedgerPageEntry } from '@khru/contracts';
import { Box, Card, CardContent, TablePagination, Typography } from '@mui/material';
import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { useLedgerSubject } from '../cost-centres/ledger/ledger-subject';
import { formatDateTime } from '../i18n/date-format';
import { useLedgerAsOf } from './audit-queries';
import { AuditTable, type AuditColumn } from './audit-table';

const signed = (amount: number) => (amount > 0 ? `+${amount.toLocaleString()}` : amount.toLocaleString());

/**
 * The cost centre's ledger as of the instant, newest first, a page at a time, every line with its event id and
 * position, and what it is about by name above the reference it carries.
 */
export function LedgerTable({ costCentreId, asOf }: { costCentreId: string; asOf: string }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(25);
  const { data: ledger } = useLedgerAsOf(costCentreId, asOf, page, perPage);
  const subject = useLedgerSubject();
  const columns: AuditColumn<LedgerPageEntry>[] = [
    { label: 'khru.audit.ledger.at', render: (entry) => formatDateTime(entry.at, locale) },
    { label: 'khru.audit.ledger.type', render: (entry) => translate(`khru.audit.entryTypes.${entry.type}`, { _: entry.type }) },
    { label: 'khru.audit.ledger.amount', render: (entry) => signed(entry.amount), align: 'right' },
    { label: 'khru.audit.ledger.balanceAfter', render: (entry) => entry.balanceAfter.toLocaleString(), align: 'right' },
    { label: 'khru.audit.ledger.by', render: (entry) => entry.by ?? '—' },
    {
      label: 'khru.audit.ledger.reference',
      render: (entry) => (
        <>
          <Box component="span" sx={{ display: 'block' }}>
            {subject(entry)}
          </Box>
          {(entry.item || entry.counterpart) && entry.reference && (
            <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
              {entry.reference}
            </Typography>
          )}
        </>
      ),
    },
    { label: 'khru.audit.ledger.eventId', render: (entry) => entry.eventId },
    { label: 'khru.audit.ledger.position', render: (entry) => entry.position, align: 'right' },
  ];
  return (
    <Card component="section" aria-labelledby="audit-ledger">
      <CardContent>
        <Typography id="audit-ledger" variant="h6" component="h2">
          {translate('khru.audit.ledger.title')}
        </Typography>
        {ledger && (
          <>
            <AuditTable
              rows={ledger.items}
              columns={columns}
              rowKey={(entry) => entry.eventId}
              empty="khru.audit.ledger.empty"
              caption="khru.audit.ledger.title"
            />
            <TablePagination
              component="div"
              count={ledger.total}
              page={page}
              rowsPerPage={perPage}
              rowsPerPageOptions={[10, 25, 50, 100]}
              onPageChange={(_, next) => setPage(next)}
              onRowsPerPageChange={(event) => {
                setPerPage(Number(event.target.value));
                setPage(0);
              }}
              labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
              getItemAriaLabel={(type) => translate(`ra.navigation.${type}`)}
              labelDisplayedRows={({ from, to, count }) => translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}
