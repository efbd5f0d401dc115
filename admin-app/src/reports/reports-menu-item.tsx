import AssessmentIcon from '@mui/icons-material/Assessment';
import { Menu, usePermissions } from 'react-admin';
import { mayViewReports } from './report-permissions';

/** The Reports entry of the menu, only for ADMIN or VIEW_REPORTS (spec section 6); `/reports` opens the learning dashboard. */
export function ReportsMenuItem() {
  const { permissions } = usePermissions<string[]>();
  return mayViewReports(permissions) ? <Menu.Item to="/reports" primaryText="khru.reports.title" leftIcon={<AssessmentIcon />} /> : null;
}
