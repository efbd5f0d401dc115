import { Grid, Stack } from '@mui/material';
import { HealthCard } from './health-card';
import { RecentOrdersCard } from './recent-orders-card';
import { WaitingWorkCard } from './waiting-work-card';

/** What a platform admin looks at first: the latest orders, the work waiting for them, and whether the service is well. */
export function PlatformOverview() {
  return (
    <>
      <Grid size={{ xs: 12, md: 7 }}>
        <RecentOrdersCard />
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <Stack spacing={2}>
          <WaitingWorkCard />
          <HealthCard />
        </Stack>
      </Grid>
    </>
  );
}
