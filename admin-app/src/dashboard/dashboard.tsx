import { Card, CardContent, Grid, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { Title, usePermissions, useTranslate } from 'react-admin';
import { HealthCard } from './health-card';

/** Only organisation staff see the overview's cards: others never download them. */
const OrganisationOverview = lazy(async () => ({ default: (await import('./organisation-overview')).OrganisationOverview }));

export function Dashboard() {
  const translate = useTranslate();
  const { permissions } = usePermissions<string[]>();
  const organisationStaff = permissions?.includes('MANAGE_EMPLOYEES') ?? false;
  return (
    <>
      <Title title={translate('khru.title')} />
      <Grid container spacing={2} sx={{ mt: 1 }}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Card>
            <CardContent>
              <Typography variant="h5" component="h1">
                {translate('khru.dashboard.welcome')}
              </Typography>
              <Typography variant="body1">{translate(organisationStaff ? 'khru.orgDashboard.intro' : 'khru.dashboard.intro')}</Typography>
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <HealthCard />
        </Grid>
        {organisationStaff && (
          <Suspense>
            <OrganisationOverview />
          </Suspense>
        )}
      </Grid>
    </>
  );
}
