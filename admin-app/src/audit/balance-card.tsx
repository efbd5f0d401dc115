import { Card, CardContent, Stack, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatDateTime } from '../i18n/date-format';
import { useBalanceAsOf } from './audit-queries';
import { ExportButtons } from './export-buttons';

/** The cost centre's balance as of the instant, computed by the server from its events up to then. */
export function BalanceCard({ costCentreId, asOf }: { costCentreId: string; asOf: string }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { data: balance } = useBalanceAsOf(costCentreId, asOf);
  return (
    <Card component="section" aria-labelledby="audit-balance">
      <CardContent>
        <Typography id="audit-balance" variant="h6" component="h2">
          {translate('khru.audit.balanceTitle')}
        </Typography>
        {balance && (
          <Stack sx={{ gap: 1, mt: 1 }}>
            <Typography variant="body2" color="text.secondary">
              {translate('khru.audit.balanceAsOf', { name: `${balance.code} · ${balance.name}`, at: formatDateTime(balance.asOf, locale) })}
            </Typography>
            <Typography variant="h4" component="p">
              {balance.unlimited
                ? translate('khru.audit.unlimited')
                : translate('khru.audit.credits', { smart_count: balance.balance, count: balance.balance.toLocaleString() })}
            </Typography>
            <Typography variant="body2">
              {translate('khru.audit.usedAndExpiry', { used: balance.used.toLocaleString(), expiresAt: formatDateTime(balance.expiresAt, locale) })}
            </Typography>
            <ExportButtons costCentreId={costCentreId} code={balance.code} asOf={asOf} />
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
