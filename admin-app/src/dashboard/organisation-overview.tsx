import { Grid, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useLocaleState } from 'react-admin';
import { CostCentreBalancesCard } from './cost-centre-balances-card';
import type { DashboardDataProvider } from './dashboard.data-provider';
import { LicenceSeatsCard } from './licence-seats-card';
import { RecentEnrolmentsCard } from './recent-enrolments-card';

/** What an organisation admin or HR looks at first: credits per cost centre, seats per licence pool, recent enrolments. */
export function OrganisationOverview() {
  const dataProvider = useDataProvider<DashboardDataProvider>();
  const [locale] = useLocaleState();
  const me = useQuery({ queryKey: ['my-organisation'], queryFn: () => dataProvider.getMyOrganisation() });
  return (
    <>
      {me.data && (
        <Grid size={12}>
          <Typography variant="h5" component="h2">
            {locale === 'th' ? me.data.company.th : me.data.company.en}
          </Typography>
        </Grid>
      )}
      <Grid size={{ xs: 12, md: 6 }}>
        <CostCentreBalancesCard />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <LicenceSeatsCard />
      </Grid>
      <Grid size={12}>
        <RecentEnrolmentsCard />
      </Grid>
    </>
  );
}
