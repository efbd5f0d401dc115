import { Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { DashboardDataProvider } from './dashboard.data-provider';

/** One small card: is the event store reachable and how far behind are the read models. */
export function HealthCard() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<DashboardDataProvider>();
  const health = useQuery({ queryKey: ['health'], queryFn: () => dataProvider.getHealth(), refetchInterval: 15_000 });
  const status = health.isPending ? 'checking' : health.isError ? 'down' : health.data.status;
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('khru.dashboard.health')}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ my: 1 }}>
          <Chip label={translate(`khru.dashboard.status.${status}`)} color={status === 'ok' ? 'success' : status === 'down' ? 'error' : 'default'} />
        </Stack>
        {health.data && (
          <>
            <Typography variant="body2">{translate('khru.dashboard.eventStore', { kind: health.data.eventStore.kind })}</Typography>
            <Typography variant="body2">
              {translate('khru.dashboard.readModels', { kind: health.data.readStore.kind, lag: health.data.projections.lag ?? '—' })}
            </Typography>
          </>
        )}
      </CardContent>
    </Card>
  );
}
