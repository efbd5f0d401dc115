import FactCheckIcon from '@mui/icons-material/FactCheck';
import { Menu, usePermissions } from 'react-admin';

/** The audit page's entry in the menu, for those who may audit (auditors; organisation admins for their own). */
export function AuditMenuItem() {
  const { permissions } = usePermissions<string[]>();
  return permissions?.includes('VIEW_AUDIT') ? <Menu.Item to="/audit" primaryText="khru.audit.title" leftIcon={<FactCheckIcon />} /> : null;
}
