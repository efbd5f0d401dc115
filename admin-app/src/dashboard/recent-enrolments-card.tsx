import { Card, CardContent, Typography } from '@mui/material';
import { Link, ListBase, useTranslate } from 'react-admin';
import { EnrolmentRows } from '../cost-centres/enrolments/enrolment-list';

/** The latest enrolments by credits, each reversible while the window lasts; the rest are on the enrolments page. */
export function RecentEnrolmentsCard() {
  const translate = useTranslate();
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('khru.orgDashboard.recentEnrolments')}
        </Typography>
        <ListBase resource="enrolments" perPage={5} disableSyncWithLocation>
          <EnrolmentRows compact />
        </ListBase>
        <Link to="/enrolments">{translate('khru.orgDashboard.allEnrolments')}</Link>
      </CardContent>
    </Card>
  );
}
