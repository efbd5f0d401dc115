import AssessmentIcon from '@mui/icons-material/Assessment';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import { Menu, usePermissions } from 'react-admin';
import { mayAudit, mayViewReports } from '../auth/permissions';

/** The Reports entry of the menu, only for ADMIN or VIEW_REPORTS (spec section 6); `/reports` opens the learning dashboard. */
export function ReportsMenuItem() {
  const { permissions } = usePermissions<string[]>();
  return mayViewReports(permissions) ? <Menu.Item to="/reports" primaryText="khru.reports.title" leftIcon={<AssessmentIcon />} /> : null;
}

/** The audit page's entry in the menu, for those who may audit (auditors; organisation admins for their own). */
export function AuditMenuItem() {
  const { permissions } = usePermissions<string[]>();
  return mayAudit(permissions) ? <Menu.Item to="/audit" primaryText="khru.audit.title" leftIcon={<FactCheckIcon />} /> : null;
}
