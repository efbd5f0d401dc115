import { hasAnyPermission, type Permission } from '@khru/contracts';
import { useSessionStore } from '../stores/session-store';

/** Spec section 6: reports are for ADMIN or VIEW_REPORTS (the admin app shows them). */
export const REPORT_PERMISSIONS: Permission[] = ['ADMIN', 'VIEW_REPORTS'];

/** Whether the logged-in account may open the reports: the menus show Reports only then. */
export const useMayViewReports = () => useSessionStore((s) => s.status === 'loggedIn' && hasAnyPermission(s.permissions, REPORT_PERMISSIONS));
