import { Menu } from 'react-admin';
import { AuditMenuItem, ReportsMenuItem } from './page-menu-items';

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
