import type { CostCentreBalance } from '@khru/contracts';
import { Alert, CardContent, LinearProgress, Stack, TablePagination, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { serverMessage } from '../../dataProvider/server-errors';
import { formatDateTime } from '../../i18n/date-format';
import { usePhone } from '../../layout/use-phone';
import type { CostCentresDataProvider } from '../cost-centres.data-provider';
import { formatCredits } from '../credits';
import { bangkokInstant } from './as-of';
import { AsOfPicker } from './as-of-picker';
import { LedgerTable } from './ledger-table';

const PAGE_SIZES = [10, 25, 50];

/**
 * The cost centre's ledger as of an instant (now by default), computed by the server from the events up to
 * then, with the balance it comes to.
 */
export function LedgerPanel() {
  const centre = useRecordContext<CostCentreBalance>();
  const dataProvider = useDataProvider<CostCentresDataProvider>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const phone = usePhone();
  const [picked, setPicked] = useState('');
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(PAGE_SIZES[0]!);
  const asOf = bangkokInstant(picked);
  const ledger = useQuery({
    queryKey: ['cost-centres', 'ledger', centre?.id, asOf, page, perPage],
    queryFn: () => dataProvider.getLedger(centre!.id, { asOf, skip: page * perPage, take: perPage }),
    enabled: Boolean(centre),
    placeholderData: keepPreviousData,
  });
  if (!centre) return null;
  const choose = (value: string) => {
    setPicked(value);
    setPage(0);
  };
  return (
    <CardContent>
      <Stack spacing={2}>
        <Typography variant="h6" component="h2">
          {translate('khru.ledger.title')}
        </Typography>
        <AsOfPicker value={picked} onChange={choose} />
        {ledger.isFetching && <LinearProgress />}
        {ledger.isError && <Alert severity="error">{serverMessage(ledger.error)}</Alert>}
        {ledger.data && (
          <>
            <Typography>
              {translate('khru.ledger.balanceAsOf', {
                at: formatDateTime(ledger.data.asOf, locale),
                balance: ledger.data.unlimited ? translate('khru.costCentres.none') : formatCredits(ledger.data.balance, locale),
              })}
            </Typography>
            {ledger.data.items.length === 0 ? (
              <Typography color="text.secondary">{translate('khru.ledger.empty')}</Typography>
            ) : (
              <LedgerTable entries={ledger.data.items} compact={phone} />
            )}
            <TablePagination
              component="div"
              count={ledger.data.total}
              page={page}
              rowsPerPage={perPage}
              rowsPerPageOptions={phone ? [] : PAGE_SIZES}
              onPageChange={(_, next) => setPage(next)}
              onRowsPerPageChange={(event) => {
                setPerPage(Number(event.target.value));
                setPage(0);
              }}
              labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
              labelDisplayedRows={({ from, to, count }) => translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })}
            />
          </>
        )}
      </Stack>
    </CardContent>
  );
}
