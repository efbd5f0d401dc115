import BadgeIcon from '@mui/icons-material/Badge';
import { lazy } from 'react';
import { reactRouterProvider, type ResourceProps } from 'react-admin';
import { lazyViews } from '../layout/lazy-views';
import { employeeName } from './employee-name';

// The router react-admin itself uses (under the test runner, a direct import of react-router may be another copy).
const { Route } = reactRouterProvider;

/** The CSV import page, loaded on first visit like the screens. */
const EmployeeImport = lazy(async () => ({ default: (await import('./import/employee-import')).EmployeeImport }));

/** The menu entry and names load with the app; the screens (and the import page, at `employees/import`) on first visit. */
export const employeesResource = {
  name: 'employees',
  ...lazyViews(() => import('./employee-views'), ['list', 'create', 'edit']),
  icon: BadgeIcon,
  recordRepresentation: employeeName,
  children: <Route path="import" element={<EmployeeImport />} />,
} satisfies ResourceProps;
