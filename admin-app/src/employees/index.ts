import BadgeIcon from '@mui/icons-material/Badge';
import { lazy } from 'react';
import { lazyViews } from '../layout/lazy-views';
import { employeeName } from './employee-name';

/** The CSV import page, loaded on first visit like the screens. */
export const EmployeeImport = lazy(async () => ({ default: (await import('./import/employee-import')).EmployeeImport }));

/** The menu entry and names load with the app; the screens on first visit. */
export default { ...lazyViews(() => import('./employee-views'), ['list', 'create', 'edit']), icon: BadgeIcon, recordRepresentation: employeeName };
