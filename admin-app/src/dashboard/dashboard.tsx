import FactCheckIcon from '@mui/icons-material/FactCheck';
import { Button, Card, CardContent, Grid, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { LinkBase, Title, usePermissions, useTranslate } from 'react-admin';
import { dashboardRole } from './dashboard-role';

// Each role's cards load only for that role: nobody downloads the others'.
const OrganisationOverview = lazy(async () => ({ default: (await import('./organisation-overview')).OrganisationOverview }));
const PlatformOverview = lazy(async () => ({ default: (await import('./platform-overview')).PlatformOverview }));

/** A welcome that says what this person does here, then the cards of their role. */
export function Dashboard() {
  const translate = useTranslate();
  const { permissions, isPending } = usePermissions<string[]>();
  if (isPending) return null;
  const role = dashboardRole(permissions);
  return (
    <>
      <Title title={translate('khru.title')} />
      <Grid container spacing={2} sx={{ mt: 1 }}>
        <Grid size={12}>
          <Card>
            <CardContent>
              <Typography variant="h5" component="h1">
                {translate('khru.dashboard.welcome')}
              </Typography>
              <Typography variant="body1">{translate(`khru.dashboard.intro.${role}`)}</Typography>
              {role === 'auditor' && (
                <Button component={LinkBase} to="/audit" variant="contained" startIcon={<FactCheckIcon />} sx={{ mt: 2 }}>
                  {translate('khru.dashboard.openAudit')}
                </Button>
              )}
            </CardContent>
          </Card>
        </Grid>
        <Suspense>
          {role === 'platform' && <PlatformOverview />}
          {role === 'organisation' && <OrganisationOverview />}
        </Suspense>
      </Grid>
    </>
  );
}
