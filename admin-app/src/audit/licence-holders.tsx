import type { LicenceResponse } from '@khru/contracts';
import { Box, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import { useQueries } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import { retryUnlessRefused } from '../dataProvider/server-errors';
import { useServerErrorNotifier } from '../dataProvider/use-notify-server-error';
import { formatDateTime } from '../i18n/date-format';
import { useLicencePools } from './audit-queries';
import { AuditTable, type AuditColumn } from './audit-table';
import type { AuditDataProvider } from './audit.data-provider';

type Holder = LicenceResponse['holders'][number];

/** A pool the server does not know as of the instant did not exist yet then: not a failure to report. */
const notYetCreated = (error: unknown) => (error as { status?: number } | null)?.status === 404;

/**
 * The organisation's licence pools and who held their seats as of the instant (each computed by the server
 * from the pool's events up to then). A holder's id opens their purchases in the learner lookup below.
 */
export function LicenceHolders({ orgId, asOf, onLookUp }: { orgId: string; asOf: string; onLookUp: (userId: string) => void }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<AuditDataProvider>();
  const notifyError = useServerErrorNotifier();
  const pools = useLicencePools(orgId);
  const asOfPools = useQueries({
    queries: (pools.data ?? []).map((pool) => ({
      queryKey: ['audit', 'licence', pool.id, asOf],
      queryFn: () => dataProvider.getLicenceAsOf(pool.id, asOf),
      retry: retryUnlessRefused,
    })),
  });
  const failures = asOfPools.map((query) => query.error).filter((error) => error && !notYetCreated(error));
  const firstFailure = failures[0] ?? null;
  useEffect(() => {
    if (firstFailure) notifyError(firstFailure);
  }, [firstFailure, notifyError]);

  const columns: AuditColumn<Holder>[] = [
    { label: 'khru.audit.holders.name', render: (holder) => holder.name },
    { label: 'khru.audit.holders.email', render: (holder) => holder.email },
    {
      label: 'khru.audit.holders.userId',
      render: (holder) => (
        <Link
          component="button"
          variant="body2"
          onClick={() => onLookUp(holder.userId)}
          // The spoken name starts with the id shown, so speech control finds the button by what is on screen.
          aria-label={translate('khru.audit.holders.lookUp', { id: holder.userId, name: holder.name })}
        >
          {holder.userId}
        </Link>
      ),
    },
  ];
  return (
    <Card component="section" aria-labelledby="audit-licences">
      <CardContent>
        <Typography id="audit-licences" variant="h6" component="h2">
          {translate('khru.audit.holders.title')}
        </Typography>
        {pools.data?.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {translate('khru.audit.holders.noPools')}
          </Typography>
        )}
        <Stack sx={{ gap: 2, mt: 1 }}>
          {(pools.data ?? []).map((pool, index) => {
            const asOfPool = asOfPools[index];
            const licence = asOfPool?.data;
            return (
              <Box key={pool.id}>
                <Typography variant="subtitle1" component="h3">
                  {pool.name}
                </Typography>
                {asOfPool && notYetCreated(asOfPool.error) && (
                  <Typography variant="body2" color="text.secondary">
                    {translate('khru.audit.holders.notYetCreated', { at: formatDateTime(asOf, locale) })}
                  </Typography>
                )}
                {licence && (
                  <>
                    <Typography variant="body2" color="text.secondary">
                      {translate('khru.audit.holders.seats', {
                        used: licence.seatsUsed,
                        seats: licence.seats,
                        from: formatDateTime(licence.validFrom, locale),
                        until: formatDateTime(licence.validUntil, locale),
                      })}
                    </Typography>
                    <AuditTable
                      rows={licence.holders}
                      columns={columns}
                      rowKey={(holder) => holder.userId}
                      empty="khru.audit.holders.none"
                      caption="khru.audit.holders.title"
                    />
                  </>
                )}
              </Box>
            );
          })}
        </Stack>
      </CardContent>
    </Card>
  );
}
