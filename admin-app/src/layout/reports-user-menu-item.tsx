import AssessmentIcon from '@mui/icons-material/Assessment';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { forwardRef } from 'react';
import { Link, usePermissions, useTranslate, useUserMenu } from 'react-admin';
import { mayViewReports } from '../auth/permissions';

/** The navbar's Reports item (spec section 1), for ADMIN or VIEW_REPORTS as the reports themselves (spec section 6). */
export const ReportsUserMenuItem = forwardRef<HTMLAnchorElement>(function ReportsUserMenuItem(props, ref) {
  const { permissions } = usePermissions<string[]>();
  const translate = useTranslate();
  const userMenu = useUserMenu();
  if (!mayViewReports(permissions)) return null;
  return (
    <MenuItem ref={ref} {...props} component={Link} to="/reports" onClick={() => userMenu?.onClose()}>
      <ListItemIcon>
        <AssessmentIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('khru.reports.title')}</ListItemText>
    </MenuItem>
  );
});
