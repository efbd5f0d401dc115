import { Menu } from 'react-admin';
import { AuditMenuItem } from '../audit/audit-menu-item';
import { ReportsMenuItem } from '../reports/reports-menu-item';

/** react-admin's menu (dashboard, then the resources the admin may use) and the custom pages they may open. */
export function KhruMenu() {
  return (
    <Menu>
      <Menu.DashboardItem />
      <Menu.ResourceItems />
      <ReportsMenuItem />
      <AuditMenuItem />
    </Menu>
  );
}
